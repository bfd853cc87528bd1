"""`compare --stance-qrels`: is one run's stance labelling better than the baseline's? (a researcher's review,
finding 7: for Touché 2023 Task 1, where stance F1 is an official measure, two systems could not be compared.)

Macro-F1 is no mean of per-topic figures, so the comparison resamples and swaps whole topics and recomputes the
macro-F1 of each run: a paired bootstrap over topics for the interval, topic-wise label swaps for the p-value.
"""

from __future__ import annotations

import itertools
import json
import os
from pathlib import Path

import pytest

from comparative_ir.cli import main
from comparative_ir.runfile import RunEntry

DATA = Path(os.environ.get("COMPARATIVE_IR_SHARED_DATA", Path(__file__).resolve().parents[2] / "shared" / "data"))
RUNS23 = DATA / "touche-2023-task-1" / "runs-renji-abarai"

GOLD = {
    "1": ["PRO", "CON", "NEU", "NO"],
    "2": ["PRO", "PRO", "CON", "NO"],
    "3": ["CON", "CON", "NEU", "PRO"],
    "4": ["NO", "PRO", "CON", "NEU"],
}


def _write_run(path: Path, labels: dict[str, list[str]], tag: str = "t") -> Path:
    lines = [
        f"{qid} {label} d{qid}-{i} {i + 1} {10 - i}.0 {tag}\n"
        for qid, row in labels.items()
        for i, label in enumerate(row)
    ]
    path.write_text("".join(lines))
    return path


def _files(tmp_path: Path) -> tuple[Path, Path, Path]:
    gold = tmp_path / "stance.qrels"
    gold.write_text("".join(f"{q} 0 d{q}-{i} {label}\n" for q, row in GOLD.items() for i, label in enumerate(row)))
    baseline = _write_run(tmp_path / "base.txt", {q: ["PRO"] * 4 for q in GOLD})  # PRO throughout
    better = {q: list(row) for q, row in GOLD.items()}
    better["4"] = ["PRO"] * 4  # right on three topics of four
    return gold, baseline, _write_run(tmp_path / "better.txt", better)


def _compare(capsys, *args: object) -> tuple[int, str, str]:
    capsys.readouterr()
    code = main(["compare", *map(str, args)])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def _f1(path: Path, gold: Path, capsys) -> float:
    assert main(["evaluate", str(path), "--stance-qrels", str(gold), "--json"]) == 0
    return json.loads(capsys.readouterr().out)["stance_f1"]


def test_compare_stance_without_relevance_judgments(tmp_path, capsys):
    gold, baseline, better = _files(tmp_path)
    code, out, _ = _compare(capsys, baseline, better, "--stance-qrels", gold, "--json")
    assert code == 0
    (row,) = [json.loads(line) for line in out.splitlines()]
    assert row["measure"] == "stance_f1" and row["topics"] == 4 and row["baseline_pairs"] == row["run_pairs"] == 16
    assert row["baseline_f1"] == pytest.approx(_f1(baseline, gold, capsys), abs=1e-6)
    assert row["run_f1"] == pytest.approx(_f1(better, gold, capsys), abs=1e-6)
    assert row["difference"] == pytest.approx(row["run_f1"] - row["baseline_f1"], abs=1e-6)
    assert row["low"] <= row["difference"] <= row["high"] and row["low"] > 0  # better on every resample
    assert "wins" not in row  # macro-F1 has no per-topic value to win or lose
    code, out, _ = _compare(capsys, baseline, better, "--stance-qrels", gold)
    assert code == 0 and "stance_f1" in out and "pairs (base/run)" in out and "no topics won or lost" in out
    assert "ndcg" not in out


def _swap_p_by_hand(baseline: dict[str, list[str]], run: dict[str, list[str]], gold: dict[str, list[str]]) -> float:
    """Every assignment of each topic's two labellings to the two runs, the macro-F1 difference recomputed."""
    from comparative_ir.evaluation import stance_f1

    judged = {(q, f"d{q}-{i}"): label for q, row in gold.items() for i, label in enumerate(row)}

    def f1(labels: dict[str, list[str]]) -> float:
        entries = [
            RunEntry(q, lab, f"d{q}-{i}", i + 1, 1.0, "t") for q, row in labels.items() for i, lab in enumerate(row)
        ]
        result = stance_f1(entries, judged)
        assert result is not None
        return result[0]

    observed = abs(f1(run) - f1(baseline))
    topics = sorted(gold)
    hits = 0
    for swaps in itertools.product((False, True), repeat=len(topics)):
        left = {q: (run if s else baseline)[q] for q, s in zip(topics, swaps, strict=True)}
        right = {q: (baseline if s else run)[q] for q, s in zip(topics, swaps, strict=True)}
        hits += abs(f1(right) - f1(left)) >= observed - 1e-9
    return hits / 2 ** len(topics)


def test_the_p_value_is_the_exact_topic_swap_test(tmp_path, capsys):
    gold, baseline, better = _files(tmp_path)
    code, out, _ = _compare(capsys, baseline, better, "--stance-qrels", gold, "--json")
    assert code == 0
    expected = _swap_p_by_hand({q: ["PRO"] * 4 for q in GOLD}, {**GOLD, "4": ["PRO"] * 4}, GOLD)
    assert json.loads(out)["p_value"] == pytest.approx(expected, abs=1e-6)
    same = _write_run(tmp_path / "same.txt", {q: ["PRO"] * 4 for q in GOLD})
    code, out, _ = _compare(capsys, baseline, same, "--stance-qrels", gold, "--json")
    row = json.loads(out)
    assert (row["difference"], row["low"], row["high"], row["p_value"]) == (0.0, 0.0, 0.0, 1.0)


def test_several_runs_get_holm_and_a_run_without_labels_a_warning(tmp_path, capsys):
    gold, baseline, better = _files(tmp_path)
    worse = _write_run(tmp_path / "worse.txt", {q: ["NO"] * 4 for q in GOLD})
    plain = _write_run(tmp_path / "plain.txt", {q: ["Q0"] * 4 for q in GOLD})
    code, out, err = _compare(capsys, baseline, better, worse, plain, "--stance-qrels", gold, "--json")
    assert code == 0
    rows = [json.loads(line) for line in out.splitlines()]
    assert [Path(r["run"]).name for r in rows] == ["better.txt", "worse.txt"]
    assert all(r["p_holm"] is not None and r["p_holm"] >= r["p_value"] for r in rows)
    assert "plain.txt: no stance comparison with the baseline" in err


def test_relevance_and_stance_together(tmp_path, capsys):
    gold, baseline, better = _files(tmp_path)
    qrels = tmp_path / "rel.qrels"
    qrels.write_text("".join(f"{q} 0 d{q}-1 2\n" for q in GOLD))
    code, out, _ = _compare(capsys, baseline, better, "--qrels", qrels, "--stance-qrels", gold, "--json")
    assert code == 0
    assert [json.loads(line)["measure"] for line in out.splitlines()] == ["ndcg@5", "ndcg@5_trec", "stance_f1"]
    code, _, err = _compare(capsys, baseline, better)
    assert code == 2 and "give --qrels (relevance judgments), --stance-qrels" in err


@pytest.mark.skipif(not (RUNS23 / "runs__run5.txt").exists(), reason=f"shared data not found at {DATA}")
def test_touche_2023_runs_against_chatgpts_labels(capsys):
    """Against runs__run5's (ChatGPT's) labels: a run over the official baseline's documents (146 labelled pairs,
    0.796) and runs__run1, whose 250 pairs carry run5's own labels (1.000)."""
    labels = RUNS23 / "runs__run5.txt"
    base, other = RUNS23 / "runs-official-baseline__run3.txt", RUNS23 / "runs__run1.txt"
    code, out, _ = _compare(capsys, base, other, "--stance-qrels", labels, "--json", "--trials", "2000")
    assert code == 0
    row = json.loads(out)
    assert (row["topics"], row["baseline_pairs"], row["run_pairs"]) == (25, 146, 250)
    assert f"{row['baseline_f1']:.3f} {row['difference']:+.3f}" == "0.796 +0.204"
    assert 0 < row["low"] <= row["difference"] <= row["high"] and row["p_value"] < 0.01


# --- review of 2026-12 (s17rev2): findings 5, 6 and 13 ------------------------------------------------------------


def test_a_baseline_without_stance_labels_is_one_error_naming_the_baseline(tmp_path, capsys):
    """Finding 5: an unlabelled (Q0) baseline printed nothing, exited 0, and blamed each labelled run."""
    gold, baseline, better = _files(tmp_path)
    plain = _write_run(tmp_path / "plain.txt", {q: ["Q0"] * 4 for q in GOLD})
    for extra in ([], ["--json"]):
        code, out, err = _compare(capsys, plain, baseline, better, "--stance-qrels", gold, *extra)
        assert code == 2 and out == ""
        assert f"the baseline {plain} has no stance labels (Q0 throughout" in err
        assert str(better) not in err  # the runs have labels: they are not to blame
    empty = tmp_path / "empty.txt"
    empty.write_text("")
    code, out, err = _compare(capsys, empty, better, "--stance-qrels", gold)
    assert code == 2 and out == "" and f"the baseline {empty} is empty" in err


def test_a_stance_comparison_without_any_row_exits_nonzero(tmp_path, capsys):
    gold, baseline, _ = _files(tmp_path)
    disjoint = _write_run(tmp_path / "disjoint.txt", {str(100 + int(q)): ["PRO"] * 4 for q in GOLD})
    for extra in ([], ["--json"]):
        code, out, err = _compare(capsys, baseline, disjoint, "--stance-qrels", gold, *extra)
        assert code == 2 and out == ""
        assert "disjoint.txt: no stance comparison with the baseline (it shares no topic with the baseline)" in err
        assert "no stance comparison could be made" in err


def test_with_relevance_judgments_an_unlabelled_baseline_still_gives_the_ndcg_rows(tmp_path, capsys):
    gold, _, better = _files(tmp_path)
    plain = _write_run(tmp_path / "plain.txt", {q: ["Q0"] * 4 for q in GOLD})
    qrels = tmp_path / "rel.qrels"
    qrels.write_text("".join(f"{q} 0 d{q}-1 2\n" for q in GOLD))
    code, out, err = _compare(capsys, plain, better, "--qrels", qrels, "--stance-qrels", gold, "--json")
    assert code == 0
    assert [json.loads(line)["measure"] for line in out.splitlines()] == ["ndcg@5", "ndcg@5_trec"]
    assert err.count("has no stance labels") == 1 and f"the baseline {plain}" in err


def test_labels_of_the_other_task_are_warned_about_as_evaluate_does(tmp_path, capsys):
    """Finding 6: a comparative run compared against controversial labels read as a real, significant loss."""
    gold, baseline, better = _files(tmp_path)
    comparative = {"PRO": "FIRST", "CON": "SECOND", "NEU": "NEUTRAL", "NO": "NO"}
    other = _write_run(tmp_path / "other.txt", {q: [comparative[label] for label in row] for q, row in GOLD.items()})
    code, out, err = _compare(capsys, baseline, other, better, "--stance-qrels", gold, "--json")
    assert code == 0 and len(out.splitlines()) == 2
    assert f"{other}'s stance labels FIRST, NEUTRAL, SECOND are not among the judgments' (PRO, CON, NEU, NO)" in err
    assert f"{better}'s stance labels" not in err and "the baseline" not in err
    code, _, err = _compare(capsys, other, better, "--stance-qrels", gold, "--json")
    assert code == 0 and f"the baseline {other}'s stance labels FIRST, NEUTRAL, SECOND are not among" in err


def test_the_usage_reference_describes_the_stance_rows_with_the_codes_thresholds():
    """Finding 13: the README described compare's nDCG rows only (exact up to 20 topics); the stance rows' swap
    test is exact up to EXACT_SWAPS differing topics, and they have no topics won or lost. The text now lives in
    docs/usage.md, under the README's former headings."""
    import re

    from comparative_ir.comparison import EXACT_TOPICS
    from comparative_ir.evaluation import EXACT_SWAPS

    usage = Path(__file__).resolve().parents[1] / "docs" / "usage.md"
    reference = " ".join(usage.read_text(encoding="utf-8").split())
    section = reference.split("### Validate and evaluate", 1)[1].split("## Using it from Python", 1)[0]
    thresholds = [int(n) for n in re.findall(r"exact when at most (\d+) topics differ", section)]
    assert thresholds == [EXACT_TOPICS, EXACT_SWAPS]
    assert "`stance_f1` row" in section and "no topics won, tied or lost" in section
    tune = reference.split("`tune` fits weights", 1)[1].split("### Stance", 1)[0]
    assert "(three with `--start weights`)" in tune and "`--folds 25`" in tune
