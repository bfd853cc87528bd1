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
