"""Run comparison (``comparative-ir compare``): the randomization test, the bootstrap interval, Holm, the command."""

from __future__ import annotations

import json

import numpy as np
import pytest

from comparative_ir import comparison
from comparative_ir.cli import main
from comparative_ir.comparison import (
    bootstrap_interval,
    compare_runs,
    compare_topics,
    holm,
    randomization_p,
)


def test_randomization_exact_on_three_equal_differences():
    # 8 sign patterns; only all-plus and all-minus reach |mean| = 1
    assert randomization_p([1.0, 1.0, 1.0]) == pytest.approx(2 / 8)


def test_randomization_no_difference_is_p_1():
    assert randomization_p([0.0, 0.0, 0.0]) == 1.0
    assert randomization_p([]) == 1.0


def test_randomization_symmetric_in_sign():
    d = [0.3, -0.1, 0.2, 0.05, 0.0, 0.4]
    assert randomization_p(d) == randomization_p([-x for x in d])


def test_randomization_monte_carlo_agrees_with_full_enumeration(monkeypatch):
    d = np.random.default_rng(7).normal(0.05, 0.2, size=18)
    exact = randomization_p(d)
    monkeypatch.setattr(comparison, "EXACT_TOPICS", 10)  # the same differences through the Monte Carlo path
    assert randomization_p(d, trials=40_000, seed=3) == pytest.approx(exact, abs=0.01)
    assert 0.01 < exact < 0.99  # a case where the two could disagree


def test_randomization_ignores_tied_topics():
    assert randomization_p([1.0, 1.0, 1.0, 0.0, 0.0]) == pytest.approx(2 / 8)


def test_randomization_is_seeded():
    d = list(np.random.default_rng(1).normal(0, 1, size=30))
    assert randomization_p(d, seed=5) == randomization_p(d, seed=5)


def test_bootstrap_interval_of_a_constant_is_that_constant():
    assert bootstrap_interval([0.1] * 10) == pytest.approx((0.1, 0.1))


def test_bootstrap_interval_holds_the_mean_and_narrows_with_more_topics():
    rng = np.random.default_rng(2)
    few, many = rng.normal(0.05, 0.2, 10), rng.normal(0.05, 0.2, 200)
    for d in (few, many):
        low, high = bootstrap_interval(d)
        assert low < d.mean() < high
    assert np.subtract(*bootstrap_interval(many)[::-1]) < np.subtract(*bootstrap_interval(few)[::-1])


def test_holm_adjustment():
    # sorted 0.01, 0.03, 0.04 -> 0.03, 0.06, max(0.06, 0.04); capped at 1; input order kept
    assert holm([0.01, 0.04, 0.03]) == pytest.approx([0.03, 0.06, 0.06])
    assert holm([0.6, 0.5]) == pytest.approx([1.0, 1.0])
    assert holm([0.2]) == [0.2]


def test_compare_topics_pairs_the_common_topics():
    c = compare_topics("m", "r", {"1": 0.5, "2": 0.2, "3": 0.9}, {"1": 0.7, "2": 0.2, "4": 1.0})
    assert (c.topics, c.wins, c.ties, c.losses) == (2, 1, 1, 0)
    assert c.baseline_mean == pytest.approx(0.35) and c.run_mean == pytest.approx(0.45)
    assert c.difference == pytest.approx(0.1)
    assert c.p_value == pytest.approx(1.0)  # d = [0.2, 0]: every flip is as large


def _write_run(path, ranking: dict[str, list[str]]) -> None:
    lines = [f"{q} Q0 {d} {r} {100 - r} t" for q, docs in ranking.items() for r, d in enumerate(docs, 1)]
    path.write_text("\n".join(lines) + "\n")


@pytest.fixture
def runs(tmp_path):
    qrels = tmp_path / "q.qrels"
    qrels.write_text("".join(f"{q} 0 good{q} 2\n{q} 0 bad{q} 0\n" for q in range(1, 7)))
    _write_run(tmp_path / "base", {str(q): [f"bad{q}", f"good{q}"] for q in range(1, 7)})
    _write_run(tmp_path / "better", {str(q): [f"good{q}", f"bad{q}"] for q in range(1, 7)})
    _write_run(tmp_path / "same", {str(q): [f"bad{q}", f"good{q}"] for q in range(1, 7)})
    return tmp_path


def test_compare_runs_finds_a_clear_gain(runs):
    rows = compare_runs(runs / "base", [runs / "better"], runs / "q.qrels")
    assert [r.measure for r in rows] == ["ndcg@5", "ndcg@5_trec"]
    for r in rows:
        assert (r.topics, r.wins, r.losses) == (6, 6, 0)
        assert r.difference == pytest.approx(1 - 1 / np.log2(3))
        assert r.p_value == pytest.approx(2 / 64)  # exact: 6 topics, only the two uniform sign patterns
        assert r.p_holm is None


def test_compare_command_table_and_json(runs, capsys):
    args = ["compare", str(runs / "base"), str(runs / "better"), str(runs / "same"), "--qrels", str(runs / "q.qrels")]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "p (Holm)" in out and "6/0/0" in out and "0/6/0" in out
    assert main([*args, "--json"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(rows) == 4 and {r["measure"] for r in rows} == {"ndcg@5", "ndcg@5_trec"}
    better = next(r for r in rows if r["run"].endswith("better") and r["measure"] == "ndcg@5")
    assert better["p_value"] == pytest.approx(2 / 64) and better["p_holm"] == pytest.approx(min(1, 2 * 2 / 64))


def test_compare_command_refuses_a_missing_run(runs, capsys):
    assert main(["compare", str(runs / "base"), str(runs / "nope"), "--qrels", str(runs / "q.qrels")]) == 2
    err = capsys.readouterr().err
    assert "nope" in err and "Traceback" not in err


def test_compare_command_warns_when_no_topic_is_shared(runs, capsys):
    _write_run(runs / "elsewhere", {"99": ["x", "y"]})
    assert main(["compare", str(runs / "base"), str(runs / "elsewhere"), "--qrels", str(runs / "q.qrels")]) == 0
    captured = capsys.readouterr()
    assert "no topic is scored in both" in captured.err and "no topic of the run has judgments" in captured.err
    assert " 0 " in captured.out  # the topics column


def test_short_names_drop_the_shared_directory(tmp_path):
    from comparative_ir.comparison import short_names

    a, b = str(tmp_path / "base" / "run.txt"), str(tmp_path / "mine" / "run.txt")
    assert short_names([a, b]) == {a: "base/run.txt", b: "mine/run.txt"}
    assert short_names([a]) == {a: a}


def test_short_names_of_paths_sharing_only_the_root_stay_as_given():
    """ "/tmp/a/run.txt" and "/work/b/run.txt" were shown as "tmp/a/run.txt": a relative path that does not exist."""
    from comparative_ir.comparison import short_names

    assert short_names(["/tmp/a/run.txt", "/work/b/run.txt"]) == {
        "/tmp/a/run.txt": "/tmp/a/run.txt",
        "/work/b/run.txt": "/work/b/run.txt",
    }


def test_compare_runs_compares_on_the_shared_topics_as_the_command_does(tmp_path, capsys):
    """A run that lacks a judged topic: the command compares both runs on the topics they share, and so does
    ``compare_runs`` now (a code review, session 29: its ndcg@5_trec row counted the missing topic as 0, a loss of
    0.333 over 3 topics where the command said 0 over 2)."""
    (tmp_path / "q.qrels").write_text("1 0 a 2\n1 0 b 1\n2 0 c 2\n2 0 d 0\n3 0 e 1\n")
    (tmp_path / "base.txt").write_text("1 Q0 b 1 3 t\n1 Q0 a 2 2 t\n2 Q0 d 1 3 t\n2 Q0 c 2 2 t\n3 Q0 e 1 1 t\n")
    (tmp_path / "run.txt").write_text("1 Q0 b 1 3 t\n1 Q0 a 2 2 t\n2 Q0 d 1 3 t\n2 Q0 c 2 2 t\n")
    paths = [str(tmp_path / name) for name in ("base.txt", "run.txt", "q.qrels")]
    api = {c.measure: (c.topics, c.difference) for c in compare_runs(paths[0], [paths[1]], paths[2])}
    capsys.readouterr()
    assert main(["compare", paths[0], paths[1], "--qrels", paths[2], "--json"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    command = {row["measure"]: (row["topics"], row["difference"]) for row in rows if "measure" in row}
    assert api == command
    assert api["ndcg@5_trec"] == (2, 0.0)


def test_runs_with_no_judged_document_compare_as_n_a_not_as_a_tie(tmp_path, capsys):
    """Document runs against passage judgments: evaluate gives ndcg@5_trec n/a for each, and compare printed
    0.000 / 0.000, +0.000, p = 1.0000 for the pair (a review of the docs, session 29)."""
    (tmp_path / "q.qrels").write_text("1 0 a___1 2\n2 0 c___1 1\n")
    (tmp_path / "base.txt").write_text("1 Q0 a 1 3 t\n1 Q0 b 2 2 t\n2 Q0 c 1 3 t\n")
    (tmp_path / "run.txt").write_text("1 Q0 b 1 3 t\n1 Q0 a 2 2 t\n2 Q0 c 1 3 t\n")
    paths = [str(tmp_path / name) for name in ("base.txt", "run.txt", "q.qrels")]
    assert all(c.topics == 0 and c.p_value is None for c in compare_runs(paths[0], [paths[1]], paths[2]))
    capsys.readouterr()
    assert main(["compare", *paths[:2], "--qrels", paths[2], "--json"]) == 0
    captured = capsys.readouterr()
    rows = [json.loads(line) for line in captured.out.splitlines()]
    assert [row["measure"] for row in rows] == ["ndcg@5", "ndcg@5_trec"]
    assert all("p_value" not in row and "judged document" in row["unavailable"]["p_value"] for row in rows)
    err = " ".join(captured.err.split())
    assert "neither the run nor the baseline has a judged document on the topics they share under ndcg@5_trec" in err
    assert main(["compare", *paths[:2], "--qrels", paths[2]]) == 0
    table = capsys.readouterr().out
    assert "1.0000" not in table
    assert "(n/a: neither the run nor the baseline has a judged document on the topics they share)" in table
    # one side judged: the row names the side that is not (the other run's rows stand)
    (tmp_path / "judged.txt").write_text("1 Q0 a___1 1 3 t\n2 Q0 c___1 1 3 t\n")
    assert main(["compare", str(tmp_path / "judged.txt"), paths[1], "--qrels", paths[2]]) == 0
    captured = capsys.readouterr()
    assert "(n/a: the run has no judged document on the topics they share)" in captured.out
    assert f"{paths[1]}: no document of the run is judged" in " ".join(captured.err.split())  # which run
    # two runs with n/a rows of different reasons: each note names its run
    assert main(["compare", paths[0], str(tmp_path / "judged.txt"), paths[1], "--qrels", paths[2]]) == 0
    table = capsys.readouterr().out
    assert "(n/a, judged.txt: the baseline has no judged document on the topics they share)" in table
    assert "(n/a, run.txt: neither the run nor the baseline has a judged document on the topics they share)" in table


def test_a_small_p_value_is_printed_not_rounded_to_zero():
    """A participant's review (session 38): compare's table printed p = 0.0000 where --json gave 4.3e-05."""
    from comparative_ir.comparison import format_p

    assert format_p(4.3e-05) == "4.3e-05"
    assert format_p(0.0021) == "0.0021"
    assert format_p(1.0) == "1.0000"
    assert format_p(None) == "n/a"
