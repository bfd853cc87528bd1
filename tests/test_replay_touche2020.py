"""Replay of the real Touché 2020 odd-topic ChatNoir dump reproduces ChatNoir's nDCG@5 (proves replay is faithful)."""

import json
import os
from pathlib import Path

import pytest

from comparative_ir.cli import main

DATA = Path(os.environ.get("COMPARATIVE_IR_SHARED_DATA", Path(__file__).resolve().parents[2] / "shared" / "data"))
T2020 = DATA / "touche-2020-task-2"
DUMP = T2020 / "chatnoir" / "chatnoir-top15-responses-odd-topics.jsonl"

pytestmark = pytest.mark.skipif(not DUMP.exists(), reason=f"shared Touché data not found at {DATA}")


def test_import_replay_evaluate_gives_chatnoir_ndcg(tmp_path, capsys):
    store = tmp_path / "store"
    topics = T2020 / "topics-task-2.xml"
    assert main(["fixtures", "import", "--index", "cw12", "--topics", str(topics), "--responses", str(DUMP),
                 "--into", str(store)]) == 0  # fmt: skip
    odd = ",".join(str(n) for n in range(1, 50, 2))
    out = tmp_path / "out"
    args = ["run", "-i", str(topics), "-o", str(out), "--replay", str(store), "--no-rerank", "--quiet"]
    assert main([*args, "--only-topics", odd]) == 0
    assert main(["validate", str(out / "run.txt")]) == 0
    capsys.readouterr()
    qrels = T2020 / "touche2020-task2-relevance-odd-topics.qrels"
    assert main(["evaluate", str(out / "run.txt"), "--qrels", str(qrels), "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["topics"] == 25
    assert round(result["ndcg@5"], 3) == 0.603
    assert round(result["ndcg@5_trec"], 3) == 0.603


def test_readers_of_the_snippets_cover_the_results_and_reach_the_documented_figure():
    """The readers' grades (benchmarks/data, session 38) of the 375 titles and snippets: both readers' mean grade,
    then mean probability, ties in ChatNoir's score order, reach nDCG@5 0.667 (trec), the shipped weights 0.646."""
    from comparative_ir.evaluation import ndcg_trec, read_qrels
    from comparative_ir.runfile import RunEntry

    path = Path(__file__).resolve().parents[1] / "benchmarks" / "data" / "touche2020_snippet_readers.tsv"
    graded: dict[tuple[str, str], dict[str, tuple[int, float]]] = {}
    for line in path.read_text(encoding="utf-8").splitlines()[1:]:
        qid, docno, reader, grade, p = line.split("\t")
        assert grade in {"0", "1", "2"} and 0.0 <= float(p) <= 1.0
        graded.setdefault((qid, docno), {})[reader] = (int(grade), float(p))
    results: dict[str, list[tuple[float, str]]] = {}
    for line in DUMP.read_text(encoding="utf-8").splitlines():
        for qid, response in json.loads(line).items():
            results[qid] = [(r["score"], r["trec_id"]) for r in response["results"]]
    assert set(graded) == {(q, d) for q, docs in results.items() for _, d in docs}
    assert all(set(g) == {"1", "2"} for g in graded.values())
    run = []
    for qid, docs in results.items():
        key = {
            d: (
                graded[(qid, d)]["1"][0] + graded[(qid, d)]["2"][0],
                graded[(qid, d)]["1"][1] + graded[(qid, d)]["2"][1],
                s,
            )
            for s, d in docs
        }
        ranked = sorted(key, key=key.__getitem__, reverse=True)
        run += [RunEntry(qid, "Q0", d, rank, 100.0 - rank, "readers") for rank, d in enumerate(ranked, 1)]
    qrels = read_qrels(T2020 / "touche2020-task2-relevance-odd-topics.qrels")
    assert round(ndcg_trec(run, qrels)[0], 3) == 0.667
