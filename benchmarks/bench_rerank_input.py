"""A TIREx re-rank input run on the Touché 2023 Task 1 odd topics. Not a test: figures go to docs/benchmarks.md.

    cd benchmarks && ../.venv/bin/python bench_rerank_input.py [--repeat 3]

Writes the shared ClueWeb22 top-10 texts as TIREx writes a re-rank file (``rerank.jsonl.gz``: qid, query,
original_query, docno, text, rank from the official baseline run) into a temporary directory, runs ``run -i DIR
--task controversial --stance`` on it (no key, no store), and compares it with the documented import path
(``fixtures import --texts ... --order`` then ``run --replay``): the two run files should be identical. Also the
stance macro-F1 against the ChatGPT-predicted labels (silver) and the time of the cold run (median of ``--repeat``,
a fresh cache each time).
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import statistics
import sys
import tempfile
import time
from contextlib import redirect_stdout
from io import StringIO
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from comparative_ir.cli import main as cli  # noqa: E402
from comparative_ir.evaluation import evaluate_run  # noqa: E402
from comparative_ir.topics import parse_topics  # noqa: E402

DATA = Path(os.environ.get("COMPARATIVE_IR_SHARED_DATA", REPO.parent / "shared" / "data"))
T2023 = DATA / "touche-2023-task-1"
TEXTS = T2023 / "docs" / "chatnoir-top10-docs-text-odd-topics.jsonl.gz"
ORDER = T2023 / "runs-renji-abarai" / "runs-official-baseline__run3.txt"
SILVER = T2023 / "runs-renji-abarai" / "runs__run5.txt"
TOPICS = T2023 / "topics-task1.xml"


def write_tirex(directory: Path) -> int:
    topics = {t.number: t for t in parse_topics(TOPICS)}
    rank = {}
    for line in ORDER.read_text().splitlines():
        qid, _, docno, position, *_ = line.split()
        rank[(qid, docno)] = int(position)
    directory.mkdir(parents=True)
    lines = 0
    with gzip.open(TEXTS, "rt") as texts, gzip.open(directory / "rerank.jsonl.gz", "wt") as out:
        for line in texts:
            row = json.loads(line)
            topic = topics[row["qid"]]
            original = {"query_id": topic.number, "title": topic.title, "description": topic.description}
            out.write(
                json.dumps(
                    dict(
                        qid=row["qid"],
                        query=topic.title,
                        original_query=original,
                        docno=row["docno"],
                        text=row["text"],
                        original_document={},
                        rank=rank.get((row["qid"], row["docno"]), 999),
                    )
                )
                + "\n"
            )
            lines += 1
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    if not TEXTS.exists():
        sys.exit(f"no shared data at {DATA} (set COMPARATIVE_IR_SHARED_DATA)")
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        lines = write_tirex(root / "tirex")
        times = []
        for attempt in range(args.repeat):
            out = root / f"out{attempt}"
            start = time.perf_counter()
            code = cli(["run", "-i", str(root / "tirex"), "-o", str(out), "--task", "controversial", "--stance",
                        "--quiet", "--cache-dir", str(root / f"cache{attempt}")])  # fmt: skip
            times.append(time.perf_counter() - start)
            assert code == 0
        odd = ",".join(str(n) for n in range(1, 50, 2))
        with redirect_stdout(StringIO()):
            assert cli(["fixtures", "import", "--index", "cw22", "--topics", str(TOPICS), "--into", str(root / "store"),
                        "--texts", str(TEXTS), "--order", str(ORDER)]) == 0  # fmt: skip
        assert cli(["run", "-i", str(TOPICS), "-o", str(root / "imported"), "--task", "controversial", "--stance",
                    "--replay", str(root / "store"), "--only-topics", odd, "--quiet",
                    "--cache-dir", str(root / "cache-imported")]) == 0  # fmt: skip
        tirex = (root / "out0" / "run.txt").read_bytes()
        imported = (root / "imported" / "run.txt").read_bytes()
        result = evaluate_run(root / "out0" / "run.txt", None, stance_qrels_path=SILVER)
        written = len(tirex.splitlines())
        print(f"re-rank file: {lines} lines, 25 topics; run file: {written} lines")
        print(f"identical to the fixtures-import + replay run: {tirex == imported}")
        print(f"stance macro-F1 against the ChatGPT-predicted labels (silver): {result.measures.get('stance_f1')}")
        median = statistics.median(times)
        print(
            f"cold run (fresh cache), median of {args.repeat}: {median:.2f} s, "
            f"{median / written * 1000:.1f} ms a document"
        )


if __name__ == "__main__":
    main()
