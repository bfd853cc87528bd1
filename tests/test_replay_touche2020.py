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
