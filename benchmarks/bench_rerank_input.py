"""A TIREx re-rank input run on the Touché 2023 Task 1 odd topics. Not a test: figures go to docs/benchmarks.md.

    cd benchmarks && ../.venv/bin/python bench_rerank_input.py [--repeat 3] [--large]

Writes the shared ClueWeb22 top-10 texts as TIREx writes a re-rank file (``rerank.jsonl.gz``: qid, query,
original_query, docno, text, rank from the official baseline run) into a temporary directory, runs ``run -i DIR
--task controversial --stance`` on it (no key, no store), and compares it with the documented import path
(``fixtures import --texts ... --order`` then ``run --replay``): the two run files should be identical. Also the
stance macro-F1 against the ChatGPT-predicted labels (silver) and the time of the cold run (median of ``--repeat``,
a fresh cache each time), at the default ``--processes`` (one per usable CPU) and with ``--processes 1``,
alternating. ``--large``: a file of TIREx's size, 50 topics x 1,000 documents of about 1,000 words (pages made of the
shared texts' paragraphs, 130 MB gzipped), run by the command in a subprocess at the default settings: wall time and
the peak resident memory of the run's processes.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import random
import resource
import statistics
import subprocess
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
    rank, score = {}, {}
    for line in ORDER.read_text().splitlines():
        qid, _, docno, position, value, *_ = line.split()
        rank[(qid, docno)], score[(qid, docno)] = int(position), float(value)
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


def write_large(directory: Path, topics: int = 50, documents: int = 1000, words: int = 1000) -> int:
    """TIREx's size: every topic's 1,000 documents, pages of random paragraphs of the shared texts, BM25-like
    falling scores, ClueWeb22 ids."""
    rnd = random.Random(1)
    paragraphs = []
    with gzip.open(TEXTS, "rt") as texts:
        for line in texts:
            paragraphs += [p for p in json.loads(line)["text"].split("\n") if len(p.split()) > 5]
    directory.mkdir(parents=True)
    lines = 0
    with gzip.open(directory / "rerank.jsonl.gz", "wt") as out:
        for topic in parse_topics(TOPICS)[:topics]:
            original = {"query_id": topic.number, "title": topic.title, "description": topic.description}
            for rank in range(1, documents + 1):
                docno = f"clueweb22-en{rnd.randrange(10000):04d}-{rnd.randrange(100):02d}-{rnd.randrange(100000):05d}"
                page: list[str] = []
                while sum(len(p.split()) for p in page) < words:
                    page.append(rnd.choice(paragraphs))
                text = "\n".join(page)
                row = dict(qid=topic.number, query=topic.title, original_query=original, docno=docno, text=text,
                           original_document={}, rank=rank, score=1000.0 - 0.7 * rank)  # fmt: skip
                out.write(json.dumps(row) + "\n")
                lines += 1
    return lines


def large(root: Path) -> None:
    lines = write_large(root / "large")
    command = [sys.executable, "-m", "comparative_ir", "run", "-i", str(root / "large"), "-o", str(root / "large-out"),
               "--task", "controversial", "--quiet", "--cache-dir", str(root / "large-cache")]  # fmt: skip
    start = time.perf_counter()
    subprocess.run(command, check=True, env={**os.environ, "PYTHONPATH": str(REPO)})
    seconds = time.perf_counter() - start
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024  # KiB on Linux: the largest child's peak
    size = (root / "large" / "rerank.jsonl.gz").stat().st_size / 1e6
    print(f"large: {lines} lines ({size:.0f} MB gzipped), run at the defaults: {seconds:.1f} s, peak memory of the "
          f"largest process {peak:.0f} MiB")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--large", action="store_true", help="also a file of TIREx's size (2 minutes)")
    args = parser.parse_args()
    if not TEXTS.exists():
        sys.exit(f"no shared data at {DATA} (set COMPARATIVE_IR_SHARED_DATA)")
    if args.large:
        with tempfile.TemporaryDirectory() as tmp:
            large(Path(tmp))
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        lines = write_tirex(root / "tirex")
        times: dict[str, list[float]] = {"default": [], "1": []}
        for attempt in range(args.repeat):
            for processes in times:  # alternating, so that the machine's noise falls on both
                out = root / f"out{attempt}-{processes}"
                option = [] if processes == "default" else ["--processes", processes]
                start = time.perf_counter()
                code = cli(["run", "-i", str(root / "tirex"), "-o", str(out), "--task", "controversial", "--stance",
                            "--quiet", "--cache-dir", str(root / f"cache{attempt}-{processes}"), *option])  # fmt: skip
                times[processes].append(time.perf_counter() - start)
                assert code == 0
        odd = ",".join(str(n) for n in range(1, 50, 2))
        with redirect_stdout(StringIO()):
            assert cli(["fixtures", "import", "--index", "cw22", "--topics", str(TOPICS), "--into", str(root / "store"),
                        "--texts", str(TEXTS), "--order", str(ORDER)]) == 0  # fmt: skip
        assert cli(["run", "-i", str(TOPICS), "-o", str(root / "imported"), "--task", "controversial", "--stance",
                    "--replay", str(root / "store"), "--only-topics", odd, "--quiet",
                    "--cache-dir", str(root / "cache-imported")]) == 0  # fmt: skip
        tirex = (root / "out0-default" / "run.txt").read_bytes()
        alone = (root / "out0-1" / "run.txt").read_bytes()
        imported = (root / "imported" / "run.txt").read_bytes()
        result = evaluate_run(root / "out0-default" / "run.txt", None, stance_qrels_path=SILVER)
        written = len(tirex.splitlines())
        print(f"re-rank file: {lines} lines, 25 topics; run file: {written} lines")
        print(f"identical to the fixtures-import + replay run: {tirex == imported}; to --processes 1: {tirex == alone}")
        print(f"stance macro-F1 against the ChatGPT-predicted labels (silver): {result.measures.get('stance_f1')}")
        medians = {processes: statistics.median(values) for processes, values in times.items()}
        for processes, median in medians.items():
            print(
                f"cold run (fresh cache), --processes {processes}, median of {args.repeat}: {median:.2f} s, "
                f"{median / written * 1000:.1f} ms a document"
            )
        print(f"ratio --processes 1 / default: {medians['1'] / medians['default']:.2f}")


if __name__ == "__main__":
    main()
