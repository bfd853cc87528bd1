"""features.jsonl lines up with run.txt: one line per run line, also below the re-rank depth."""

from __future__ import annotations

import json
from pathlib import Path

from comparative_ir.cli import main
from comparative_ir.runfile import read_run

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


def test_explain_has_a_line_for_every_run_line(tmp_path):
    """Below --rerank-depth the stance labels and their evidence were in the run file's second column only (a
    researcher's review, session 17): every run line now has its features.jsonl line, features null there."""
    out = tmp_path / "out"
    args = ["run", "-i", str(FIXTURES / "comparative"), "-o", str(out), "--replay", str(FIXTURES / "store")]
    args += ["--rerank-depth", "5", "--stance", "--explain", "--quiet", "--cache-dir", str(tmp_path / "cache")]
    assert main(args) == 0
    rows = [json.loads(line) for line in (out / "features.jsonl").read_text().splitlines()]
    run = {(e.qid, e.docno): e for e in read_run(out / "run.txt")}
    assert {(r["qid"], r["docno"]) for r in rows} == set(run) and len(rows) == len(run)
    for row in rows:
        entry = run[(row["qid"], row["docno"])]
        assert row["final_rank"] == entry.rank and row["stance"] == entry.stance and "stance_evidence" in row
        assert (row["features"] is None) == (row["final_rank"] > 5) == (row["contributions"] is None)


def test_score_is_null_below_the_rerank_depth_as_in_the_api(tmp_path):
    """Review s17rev2, finding 15: below the re-rank depth the line said "score": 0.0, which reads as a combined
    score of 0; the API's Ranked.score is None there."""
    out = tmp_path / "out"
    args = ["run", "-i", str(FIXTURES / "comparative"), "-o", str(out), "--replay", str(FIXTURES / "store")]
    assert main([*args, "--rerank-depth", "5", "--explain", "--quiet", "--cache-dir", str(tmp_path / "cache")]) == 0
    rows = [json.loads(line) for line in (out / "features.jsonl").read_text().splitlines()]
    assert any(row["final_rank"] > 5 for row in rows)
    for row in rows:
        assert (row["score"] is None) == (row["final_rank"] > 5) == (row["features"] is None)
