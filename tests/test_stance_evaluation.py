import csv
import json
import os
from pathlib import Path

import pytest

from comparative_ir.cli import main
from comparative_ir.evaluation import load_run, read_stance_qrels, stance_f1
from comparative_ir.runfile import RunEntry

DATA = Path(os.environ.get("COMPARATIVE_IR_SHARED_DATA", Path(__file__).resolve().parents[2] / "shared" / "data"))
T2022 = DATA / "touche-2022-task-2"


def _run(rows):
    return [RunEntry(q, s, d, i, 10.0 - i, "t") for i, (q, s, d) in enumerate(rows, 1)]


def test_macro_f1_over_the_four_labels_on_judged_pairs_only():
    judged = {("1", "a"): "FIRST", ("1", "b"): "SECOND", ("1", "c"): "NO", ("2", "d"): "NEUTRAL"}
    run = _run([("1", "FIRST", "a"), ("1", "FIRST", "b"), ("1", "NO", "c"), ("1", "SECOND", "x"), ("2", "NO", "d")])
    f1, n = stance_f1(run, judged)
    # FIRST: tp1 fp1 -> 2/3; SECOND: fn1 -> 0; NEUTRAL: fn1 -> 0; NO: tp1 fp1 -> 2/3  => (2/3 + 2/3) / 4
    assert n == 4 and f1 == pytest.approx((2 / 3 + 2 / 3) / 4)


def test_q0_run_has_no_stance_figure(tmp_path, capsys):
    assert stance_f1(_run([("1", "Q0", "a")]), {("1", "a"): "PRO"}) is None
    run = tmp_path / "run.txt"
    run.write_text("1 Q0 a 1 2.0 t\n")
    qrels, stance = tmp_path / "q", tmp_path / "s"
    qrels.write_text("1 0 a 1\n")
    stance.write_text("1 0 a PRO\n")
    assert main(["evaluate", str(run), "--qrels", str(qrels), "--stance-qrels", str(stance), "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert "stance_f1" not in result and "stance_n" not in result


def _evaluate_controversial_run(tmp_path, stance_labels: str, *extra: str) -> int:
    """`evaluate` of a two-document controversial run (PRO, CON) against stance judgments ``stance_labels``."""
    run = tmp_path / "run.txt"
    run.write_text("1 PRO a 1 2.0 t\n1 CON b 2 1.0 t\n")
    qrels, stance = tmp_path / "q", tmp_path / "s"
    qrels.write_text("1 0 a 1\n")
    stance.write_text(stance_labels)
    return main(["evaluate", str(run), "--qrels", str(qrels), "--stance-qrels", str(stance), *extra])


def test_controversial_labels_and_cli(tmp_path, capsys):
    assert _evaluate_controversial_run(tmp_path, "1 0 a PRO\n1 0 b NEU\n", "--json") == 0
    result = json.loads(capsys.readouterr().out)
    assert result["stance_n"] == 2 and result["stance_f1"] == pytest.approx(1 / 4)


def test_labels_of_the_other_task_are_warned_about(tmp_path, capsys):
    """A controversial run scored against comparative judgments printed a figure without a word."""
    assert _evaluate_controversial_run(tmp_path, "1 0 a FIRST\n1 0 b NO\n") == 0
    assert "stance labels CON, PRO are not among the judgments'" in capsys.readouterr().err


def test_relevance_qrels_given_as_stance_qrels_is_a_clear_error(tmp_path):
    path = tmp_path / "q"
    path.write_text("1 0 a 2\n")
    with pytest.raises(ValueError, match="unknown stance label '2' \\(is this a relevance qrels file\\?\\)"):
        read_stance_qrels(path)
    path.write_text("1 0 a MAYBE\n")  # a typo in a stance file is no relevance file
    with pytest.raises(ValueError, match=r"unknown stance label 'MAYBE'$"):
        read_stance_qrels(path)


@pytest.mark.skipif(not (T2022 / "touche-task2-2022-stance.qrels").exists(), reason=f"shared data not found at {DATA}")
def test_reproduces_official_2022_stance_figures_and_counts():
    judged = read_stance_qrels(T2022 / "touche-task2-2022-stance.qrels")
    checked = 0
    with open(T2022 / "official-run-scores.tsv", encoding="utf-8") as handle:
        for row in csv.DictReader(handle, delimiter="\t"):
            path = row["run_file_if_known"]
            if not path.startswith("runs/") or not (T2022 / path).exists():
                continue
            result = stance_f1(load_run(T2022 / path), judged)
            if not row["stance_f1"]:
                assert result is None, path
                continue
            assert result is not None, path
            assert f"{result[0]:.3f}" == row["stance_f1"], path
            assert result[1] == int(row["stance_n_run"]), path
            checked += 1
    assert checked == 13


# --- Touché 2023: stance labels of a run as the reference, no relevance judgments (review finding 7) -----------

T2023 = DATA / "touche-2023-task-1"


def test_stance_qrels_may_be_a_run_with_labels_in_its_second_column(tmp_path):
    """The Touché 2023 runs (qid STANCE docno rank score tag) are the only stance reference of Task 1; reading them
    needed an awk conversion found in a benchmark script."""
    labels = tmp_path / "labels.txt"
    labels.write_text("1 PRO a 1 10 gpt\n1 CON b 2 9 gpt\n1 NEU a 3 8 gpt\n2 NO c 1 10 gpt\n")
    assert read_stance_qrels(labels) == {("1", "a"): "PRO", ("1", "b"): "CON", ("2", "c"): "NO"}  # first label kept
    qrels = tmp_path / "qrels"
    qrels.write_text("1 0 a PRO\n")
    assert read_stance_qrels(qrels) == {("1", "a"): "PRO"}


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("1 Q0 a 1 10 t\n", "Q0 in the second column: a run without stance labels"),
        ("1 PRO a\n", "neither stance judgments .* nor a run with stance labels .*: 3 columns"),
        ("1 PRO a x y t\n", "neither stance judgments"),
        ("1 PRO a 1 10 t\n1 0 b CON\n", ":2: expected a run line"),
        ("1 0 a PRO\n1 PRO b 1 10 t\n", ":2: expected 4 columns"),
        ("1 MAYBE a 1 10 t\n", "unknown stance label 'MAYBE'"),
    ],
)
def test_a_stance_file_of_another_shape_is_a_clear_error(tmp_path, content, message):
    path = tmp_path / "s"
    path.write_text(content)
    with pytest.raises(ValueError, match=message):
        read_stance_qrels(path)


def test_evaluate_needs_no_relevance_judgments_for_stance_figures(tmp_path, capsys):
    run = tmp_path / "run.txt"
    run.write_text("1 PRO a 1 2.0 t\n1 CON b 2 1.0 t\n")
    labels = tmp_path / "labels.txt"
    labels.write_text("1 PRO a 1 10 gpt\n1 NEU b 2 9 gpt\n")
    assert main(["evaluate", str(run), "--stance-qrels", str(labels), "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result == {"stance_f1": pytest.approx(1 / 4), "stance_n": 2, "topics": 1}
    assert main(["evaluate", str(run), "--stance-qrels", str(labels)]) == 0
    out = capsys.readouterr().out
    assert "stance_f1" in out and "ndcg" not in out and "topics scored" not in out
    assert main(["evaluate", str(run)]) == 2
    assert "give --qrels (relevance judgments), --stance-qrels" in capsys.readouterr().err
    assert main(["evaluate", str(run), "--stance-qrels", str(labels), "--quality-qrels", str(labels)]) == 2
    assert "--quality-qrels is scored next to relevance: give --qrels too" in capsys.readouterr().err


@pytest.mark.skipif(
    not (T2023 / "runs-renji-abarai" / "runs__run5.txt").exists(), reason=f"shared data not found at {DATA}"
)
def test_a_touche_2023_run_against_chatgpts_labels(tmp_path, capsys):
    """A run over the official baseline's documents against run5's (ChatGPT's) labels, as in the 2023 example
    of docs/usage.md ("Import an old ChatNoir dump, or page texts"): 146 of its pairs are labelled there."""
    runs = T2023 / "runs-renji-abarai"
    run, labels = runs / "runs-official-baseline__run3.txt", runs / "runs__run5.txt"
    assert main(["evaluate", str(run), "--stance-qrels", str(labels), "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["stance_n"] == 146 and f"{result['stance_f1']:.3f}" == "0.796" and "ndcg@5" not in result


def test_per_topic_without_relevance_judgments_is_refused(tmp_path, capsys):
    """Review s17rev2, finding 14: --per-topic with stance judgments alone printed nothing more ("per_topic": {})."""
    run = tmp_path / "run.txt"
    run.write_text("1 PRO d1 1 2.0 t\n1 CON d2 2 1.0 t\n")
    for extra in ([], ["--json"]):
        capsys.readouterr()
        assert main(["evaluate", str(run), "--stance-qrels", str(run), "--per-topic", *extra]) == 2
        captured = capsys.readouterr()
        assert captured.out == "" and "--per-topic figures are nDCG's (give --qrels)" in captured.err
