"""`evaluate` and `compare` never print a figure over nothing as 0, and say over which topics they compare.

From a new user's walkthrough: a 2020 run against the 2022 stance judgments printed `stance_f1 0.000`, `stance_n 0`
without a word; against the 2022 (passage) relevance judgments `ndcg@5_trec 0.000`; an empty run 0.000 too; and
`compare BASE part.run` compared 2 topics in the official row and 25 in the trec_eval row, the 23 the part lacked
counted as 0, without a word.
"""

from __future__ import annotations

import csv
import json
import os
from pathlib import Path

import pytest

from comparative_ir.cli import main
from comparative_ir.evaluation import evaluate_run, format_report, load_run, ndcg_official, ndcg_trec, read_qrels
from comparative_ir.evaluation import stance_f1 as stance_macro_f1

DATA = Path(os.environ.get("COMPARATIVE_IR_SHARED_DATA", Path(__file__).resolve().parents[2] / "shared" / "data"))
T2022 = DATA / "touche-2022-task-2"


def _write(path: Path, lines: list[str]) -> Path:
    path.write_text("".join(f"{line}\n" for line in lines))
    return path


def _evaluate(capsys, *args: str) -> tuple[str, str]:
    assert main(["evaluate", *map(str, args)]) == 0
    captured = capsys.readouterr()
    return captured.out, captured.err


# --- evaluate: stance --------------------------------------------------------------------------------------------


def test_stance_over_no_judged_pair_is_absent_with_one_warning(tmp_path, capsys):
    """Stance labels on every document, judgments of other documents: no macro-F1, not 0.000."""
    run = _write(tmp_path / "run.txt", ["1 FIRST d1 1 2.0 t", "1 NO d2 2 1.0 t"])
    qrels = _write(tmp_path / "q", ["1 0 d1 2"])
    stance = _write(tmp_path / "s", ["1 0 d1___2 FIRST", "3 0 d9 SECOND"])
    assert stance_macro_f1(load_run(run), {("1", "d1___2"): "FIRST"}) is None
    out, err = _evaluate(capsys, run, "--qrels", qrels, "--stance-qrels", stance)
    assert "stance_f1" in out and "n/a (no run document has a stance judgment)" in out
    assert "0.000" not in out and "stance_n" not in out
    assert err.count("WARNING") == 1 and "no (topic, document) pair of the run has a stance judgment" in err
    assert "'d1'" in err and "'d1___2'" in err  # the ids that do not meet
    result = json.loads(_evaluate(capsys, run, "--qrels", qrels, "--stance-qrels", stance, "--json")[0])
    assert "stance_f1" not in result and "stance_n" not in result  # as for a Q0 run
    assert result["unavailable"] == {"stance_f1": "no run document has a stance judgment"}
    assert result["ndcg@5"] == pytest.approx(1.0)  # the relevance figures are there


def test_a_q0_run_says_why_it_has_no_stance_figure(tmp_path, capsys):
    run = _write(tmp_path / "run.txt", ["1 Q0 d1 1 2.0 t"])
    qrels = _write(tmp_path / "q", ["1 0 d1 2"])
    stance = _write(tmp_path / "s", ["1 0 d1 FIRST"])
    out, err = _evaluate(capsys, run, "--qrels", qrels, "--stance-qrels", stance)
    assert "n/a (the run has no stance labels, Q0 throughout)" in out
    assert "no stance labels" in err
    result = json.loads(_evaluate(capsys, run, "--qrels", qrels, "--stance-qrels", stance, "--json")[0])
    assert "stance_f1" not in result and "stance_n" not in result


def test_stance_figures_where_pairs_are_judged_are_unchanged(tmp_path, capsys):
    run = _write(tmp_path / "run.txt", ["1 FIRST a 1 3.0 t", "1 SECOND b 2 2.0 t", "1 NO x 3 1.0 t"])
    qrels = _write(tmp_path / "q", ["1 0 a 1"])
    stance = _write(tmp_path / "s", ["1 0 a FIRST", "1 0 b NO"])
    result = json.loads(_evaluate(capsys, run, "--qrels", qrels, "--stance-qrels", stance, "--json")[0])
    # FIRST: tp 1 -> 1; SECOND: fp 1 -> 0; NEUTRAL: 0; NO: fn 1 -> 0
    assert result["stance_n"] == 2 and result["stance_f1"] == pytest.approx(1 / 4)
    assert "unavailable" not in result
    out = _evaluate(capsys, run, "--qrels", qrels, "--stance-qrels", stance)[0]
    assert "stance_f1      0.250" in out and "stance_n       2" in out


# --- evaluate: nDCG ----------------------------------------------------------------------------------------------


def test_trec_mean_of_a_run_none_of_whose_documents_is_judged_is_absent(tmp_path, capsys):
    """Document ids against passage judgments: the topics overlap, nothing matches; ndcg@5_trec printed 0.000."""
    run = _write(
        tmp_path / "run.txt", ["1 Q0 clueweb12-0000wb-00-00001 1 2.0 t", "3 Q0 clueweb12-0000wb-00-00003 1 2 t"]
    )
    qrels = _write(tmp_path / "q", ["1 0 clueweb12-0000wb-00-00001___2 2", "2 0 clueweb12-0000wb-00-00002___1 1"])
    out, err = _evaluate(capsys, run, "--qrels", qrels)
    assert "ndcg@5         n/a (no topic scored)" in out
    assert "ndcg@5_trec    n/a (no document of the run is judged)" in out
    assert "0.000" not in out
    assert err.count("WARNING") == 1 and "no document of the run is judged" in err and "___2" in err
    result = json.loads(_evaluate(capsys, run, "--qrels", qrels, "--json", "--per-topic")[0])
    assert "ndcg@5" not in result and "ndcg@5_trec" not in result
    assert result["unavailable"] == {"ndcg@5": "no topic scored", "ndcg@5_trec": "no document of the run is judged"}
    assert result["per_topic"] == {}  # no per-topic zeros of a measure that has no figure
    assert (result["topics"], result["topics_scored"]) == (2, 0)


def test_judgments_of_other_topics_give_no_figure(tmp_path, capsys):
    run = _write(tmp_path / "run.txt", ["1 Q0 d1 1 2.0 t"])
    qrels = _write(tmp_path / "q", ["7 0 d1 2"])
    out, err = _evaluate(capsys, run, "--qrels", qrels)
    assert "n/a" in out and "0.000" not in out
    assert "no topic of the run has judgments" in err and "no nDCG figure" in err


def test_an_empty_run_has_no_figure(tmp_path, capsys):
    run = _write(tmp_path / "run.txt", [])
    qrels = _write(tmp_path / "q", ["1 0 d1 2"])
    stance = _write(tmp_path / "s", ["1 0 d1 FIRST"])
    out, err = _evaluate(capsys, run, "--qrels", qrels, "--stance-qrels", stance)
    assert "ndcg@5_trec    n/a (the run is empty)" in out and "stance_f1      n/a (the run is empty)" in out
    assert "0.000" not in out
    assert "run file is empty" in err
    result = json.loads(_evaluate(capsys, run, "--qrels", qrels, "--json")[0])
    assert {k: v for k, v in result.items() if k.startswith("ndcg")} == {}
    assert set(result["unavailable"]) == {"ndcg@5", "ndcg@5_trec"}


def test_quality_judgments_that_judge_nothing_of_the_run_give_no_quality_figure(tmp_path, capsys):
    run = _write(tmp_path / "run.txt", ["1 Q0 d1 1 2.0 t"])
    qrels = _write(tmp_path / "q", ["1 0 d1 2"])
    quality = _write(tmp_path / "quality", ["1 0 d9 2"])
    out, err = _evaluate(capsys, run, "--qrels", qrels, "--quality-qrels", quality)
    assert [line.split()[0] for line in out.splitlines() if "n/a" in line] == ["ndcg@5_quality", "ndcg@5_quality_trec"]
    figures = {line.split()[0]: line.split()[1] for line in out.splitlines()}
    assert (figures["ndcg@5"], figures["ndcg@5_trec"]) == ("1.000", "1.000")
    assert "no document of the run is judged in" in err and "no quality nDCG figure" in err


def test_figures_where_the_run_meets_the_judgments_are_unchanged(tmp_path):
    """A topic whose documents are all unjudged still scores 0 under trec_eval semantics, and a judged topic the
    run lacks too: those are figures over data, not over nothing."""
    run = _write(
        tmp_path / "run.txt",
        ["1 Q0 a 1 3.0 t", "1 Q0 b 2 2.0 t", "2 Q0 x 1 3.0 t", "2 Q0 y 2 2.0 t", "5 Q0 n1 1 2 t", "5 Q0 z 2 1 t"],
    )
    qrels = _write(tmp_path / "q", ["1 0 a 2", "1 0 b 0", "2 0 c 1", "4 0 w 1", "5 0 z 2"])
    report = evaluate_run(run, qrels, depth=1)
    official, _ = ndcg_official(load_run(run), read_qrels(qrels), 1)
    trec, per_topic = ndcg_trec(load_run(run), read_qrels(qrels), 1)
    assert report.measures == {"ndcg@1": official, "ndcg@1_trec": trec}
    assert report.unavailable == {}
    assert trec == pytest.approx(1 / 4) and per_topic == {"1": 1.0, "2": 0.0, "4": 0.0, "5": 0.0}
    assert "n/a" not in format_report(report, per_topic=True)


@pytest.mark.shared_data
@pytest.mark.skipif(not (T2022 / "official-run-scores.tsv").exists(), reason=f"shared data not found at {DATA}")
def test_official_2022_stance_figures_through_evaluate():
    """The whole `evaluate` path (not only the macro-F1 function) still gives the official 2022 stance figures."""
    checked = 0
    with open(T2022 / "official-run-scores.tsv", encoding="utf-8") as handle:
        for row in csv.DictReader(handle, delimiter="\t"):
            path = row["run_file_if_known"]
            if not path.startswith("runs/") or not (T2022 / path).exists():
                continue
            report = evaluate_run(
                T2022 / path,
                T2022 / "touche-task2-2022-relevance.qrels",
                stance_qrels_path=T2022 / "touche-task2-2022-stance.qrels",
            )
            if not row["stance_f1"]:
                assert "stance_f1" not in report.measures and "stance_f1" in report.unavailable, path
                continue
            assert f"{report.measures['stance_f1']:.3f}" == row["stance_f1"], path
            assert report.measures["stance_n"] == int(row["stance_n_run"]), path
            assert f"{report.measures['ndcg@5']:.3f}" == row["ndcg5_relevance"], path
            checked += 1
    assert checked == 13


# --- compare: the topics of the rows -----------------------------------------------------------------------------


def _run_file(path: Path, ranking: dict[str, list[str]]) -> Path:
    return _write(path, [f"{q} Q0 {d} {r} {100 - r} t" for q, docs in ranking.items() for r, d in enumerate(docs, 1)])


@pytest.fixture
def runs(tmp_path):
    # topics 1-6 judged in both runs' reach; topic 9 judged, in neither run
    _write(
        tmp_path / "q.qrels", [line for q in (1, 2, 3, 4, 5, 6, 9) for line in (f"{q} 0 good{q} 2", f"{q} 0 bad{q} 0")]
    )
    _run_file(tmp_path / "base", {str(q): [f"bad{q}", f"good{q}"] for q in range(1, 7)})
    return tmp_path


def _compare(capsys, *args) -> tuple[str, str]:
    assert main(["compare", *map(str, args)]) == 0
    captured = capsys.readouterr()
    return captured.out, captured.err


def test_a_run_lacking_baseline_topics_is_compared_on_the_shared_ones_with_a_warning(runs, capsys):
    _run_file(runs / "part", {"1": ["good1", "bad1"], "2": ["good2", "bad2"]})
    out, err = _compare(capsys, runs / "base", runs / "part", "--qrels", runs / "q.qrels")
    assert "part lacks 4 of the baseline's 6 topics (3, 4, 5, 6)" in err
    assert "its rows are over the 2 topics both runs have" in err
    assert "trec_eval -c semantics" in err and "would count the 4 judged ones it lacks as 0 for it" in err
    rows = [line.split() for line in out.splitlines() if line.startswith("ndcg@5")]
    assert [(row[0], row[2], row[8]) for row in rows] == [("ndcg@5", "2", "2/0/0"), ("ndcg@5_trec", "2", "2/0/0")]
    assert "note: part shares 2 of the baseline's 6 topics (it lacks 4, and has 0 the baseline lacks)" in out
    out, _ = _compare(capsys, runs / "base", runs / "part", "--qrels", runs / "q.qrels", "--json")
    for row in map(json.loads, out.splitlines()):
        assert row["topics"] == 2 and row["wins"] == 2 and row["losses"] == 0
        assert (row["baseline_topics_run_lacks"], row["run_topics_baseline_lacks"]) == (4, 0)


def test_topics_the_baseline_lacks_are_named_and_left_out(runs, capsys):
    ranking = {str(q): [f"bad{q}", f"good{q}"] for q in range(1, 7)}
    _run_file(runs / "more", {**ranking, "9": ["good9"], "10": ["x"]})
    out, err = _compare(capsys, runs / "base", runs / "more", "--qrels", runs / "q.qrels")
    assert "more has 2 topics the baseline lacks (9, 10)" in err and "lacks" in err
    assert "the 1 judged ones the baseline lacks as 0 for the baseline" in err
    rows = [line.split() for line in out.splitlines() if line.startswith("ndcg@5")]
    assert [(row[2], row[8]) for row in rows] == [("6", "0/6/0"), ("6", "0/6/0")]  # topic 9 is no win


def test_runs_over_the_same_topics_compare_as_before_without_a_warning(runs, capsys):
    _run_file(runs / "better", {str(q): [f"good{q}", f"bad{q}"] for q in range(1, 7)})
    out, err = _compare(capsys, runs / "base", runs / "better", "--qrels", runs / "q.qrels")
    assert "WARNING" not in err and "note:" not in out
    rows = [line.split() for line in out.splitlines() if line.startswith("ndcg@5")]
    # the judged topic 9 neither run has is no tie at 0 in the trec_eval row: both rows are over the 6 topics
    assert [(row[2], row[8], row[9]) for row in rows] == [("6", "6/0/0", "0.0312"), ("6", "6/0/0", "0.0312")]


def test_a_run_over_some_of_the_judged_topics_says_how_each_figure_averages(tmp_path, capsys):
    """A researcher's 5-topic run against 25 topics' judgments read ndcg@5 0.628 and ndcg@5_trec 0.126 without a
    word (review, session 21): trec_eval's mean counts the topics the run lacks as 0."""
    run = _write(tmp_path / "run.txt", ["1 Q0 d1 1 2.0 t", "1 Q0 d2 2 1.0 t"])
    qrels = _write(tmp_path / "q", ["1 0 d1 2", "2 0 d3 1", "3 0 d4 1"])
    _, err = _evaluate(capsys, run, "--qrels", qrels)
    assert "the run has 1 of the 3 topics judged" in err and err.count("WARNING") == 1
    whole = _write(tmp_path / "q1", ["1 0 d1 2"])
    assert "WARNING" not in _evaluate(capsys, run, "--qrels", whole)[1]
