"""Stance in whole runs (issue 5). Not a test: figures go to docs/benchmarks.md.

    cd benchmarks && ../.venv/bin/python bench_stance_runs.py

1. A full controversial replay run: the 25 odd Touché 2023 topics x their 10 ClueWeb22 documents from
   ../shared/data (texts wrapped in boilerplate as pages, benchmarks/pages.py), `run --task controversial --stance`:
   the run validates; time per document; stance macro-F1 against the ChatGPT-predicted labels of
   runs-renji-abarai/runs__run5.txt (silver labels, not gold) through `evaluate --stance-qrels`.
2. `--stance-order` on the Touché 2020 odd topics (ChatNoir top 15, title + snippet): nDCG@5 with and without.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import random
import sys
import tempfile
import time
from collections import defaultdict
from contextlib import redirect_stderr, redirect_stdout
from io import StringIO
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from pages import wrap_page  # noqa: E402

from comparative_ir.chatnoir import FetchedDocument  # noqa: E402
from comparative_ir.cli import main as cli  # noqa: E402
from comparative_ir.recording import FixtureStore, RecordedSearch  # noqa: E402
from comparative_ir.retrieval import document_uuid  # noqa: E402
from comparative_ir.topics import parse_topics  # noqa: E402

DATA = Path(os.environ.get("COMPARATIVE_IR_SHARED_DATA", REPO.parent / "shared" / "data"))
T2023 = DATA / "touche-2023-task-1"
T2020 = DATA / "touche-2020-task-2"


def _quiet(args: list[str]) -> tuple[int, str]:
    out = StringIO()
    err = StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = cli(args)
    if code != 0:
        print(err.getvalue(), file=sys.stderr)
    return code, out.getvalue()


def controversial_run(tmp: Path) -> None:
    topics = {t.number: t for t in parse_topics(T2023 / "topics-task1.xml")}
    silver: dict[tuple[str, str], str] = {}
    order: dict[str, list[str]] = defaultdict(list)
    for line in (T2023 / "runs-renji-abarai" / "runs__run5.txt").read_text().splitlines():
        qid, stance, docno, *_ = line.split()
        silver[(qid, docno)] = stance
        order[qid].append(docno)
    texts: dict[tuple[str, str], str] = {}
    with gzip.open(T2023 / "docs" / "chatnoir-top10-docs-text-odd-topics.jsonl.gz", "rt", encoding="utf-8") as h:
        for row in map(json.loads, h):
            texts[(row["qid"], row["docno"])] = row["text"]
    store = FixtureStore(tmp / "store").ensure()
    rng = random.Random(5)
    qids = sorted({q for q, _ in texts}, key=int)
    for qid in qids:
        results = []
        docnos = [d for d in order[qid] if (qid, d) in texts] + sorted(
            d for q, d in texts if q == qid and d not in order[qid]
        )
        for rank, docno in enumerate(docnos):
            uuid = document_uuid(docno, "cw22")
            text = texts[(qid, docno)]
            title = text.split("\n", 1)[0][:90]
            page = wrap_page(text, title, rng).encode("utf-8")
            store.save_document("cw22", uuid, FetchedDocument(200, "text/html; charset=utf-8", page))
            results.append({"index": "cw22", "uuid": uuid, "trec_id": docno, "score": 100.0 - rank, "title": title,
                            "snippet": text[:200], "target_uri": f"https://example.org/{docno}"})  # fmt: skip
        store.save_search(RecordedSearch("cw22", topics[qid].title, {"total_results": len(results)}, results))
    n_docs = sum(1 for q, _ in texts if q in qids)
    args = ["run", "-i", str(T2023 / "topics-task1.xml"), "-o", str(tmp / "out"), "--task", "controversial",
            "--replay", str(store.root), "--only-topics", ",".join(qids), "--depth", "10", "--rerank-depth", "10",
            "--stance", "--quiet"]  # fmt: skip
    timings = []
    for attempt in range(3):
        started = time.perf_counter()
        code, _ = _quiet([*args, "--cache-dir", str(tmp / f"cache{attempt}")])
        timings.append(time.perf_counter() - started)
        assert code == 0
    code, report = _quiet(["validate", str(tmp / "out" / "run.txt")])
    written = len((tmp / "out" / "run.txt").read_text().splitlines())  # --depth 10: not every stored document
    print(f"controversial replay run: {len(qids)} topics, {n_docs} documents recorded, {written} written and "
          f"labelled; validate: {report.strip()}")  # fmt: skip
    timings.sort()
    print(f"  wall (cold cache, incl. process-internal model load), median of 3: {timings[1]:.2f} s, "
          f"{1000 * timings[1] / written:.1f} ms per written document")  # fmt: skip
    qrels = tmp / "silver-stance.qrels"
    qrels.write_text("".join(f"{q} 0 {d} {s}\n" for (q, d), s in silver.items() if (q, d) in texts))
    rel = tmp / "dummy.qrels"
    rel.write_text("".join(f"{q} 0 {d} 0\n" for (q, d) in texts))
    _, out = _quiet(["evaluate", str(tmp / "out" / "run.txt"), "--qrels", str(rel), "--stance-qrels", str(qrels),
                     "--json"])  # fmt: skip
    result = json.loads(out)
    print(f"  stance vs ChatGPT labels (silver): macro-F1 {result['stance_f1']:.3f} on {result['stance_n']} pairs")


def stance_order(tmp: Path) -> None:
    store = tmp / "store2020"
    _quiet(["fixtures", "import", "--index", "cw12", "--topics", str(T2020 / "topics-task-2.xml"), "--responses",
            str(T2020 / "chatnoir" / "chatnoir-top15-responses-odd-topics.jsonl"), "--into", str(store)])  # fmt: skip
    odd = ",".join(str(n) for n in range(1, 50, 2))
    base = ["run", "-i", str(T2020 / "topics-task-2.xml"), "--replay", str(store), "--only-topics", odd, "--quiet",
            "--cache-dir", str(tmp / "cache2020"), "--stance"]  # fmt: skip
    qrels = T2020 / "touche2020-task2-relevance-odd-topics.qrels"
    for name, extra in (("default ranking", []), ("with --stance-order", ["--stance-order"])):
        out = tmp / name.replace(" ", "-")
        assert _quiet([*base, "-o", str(out), *extra])[0] == 0
        figures = json.loads(_quiet(["evaluate", str(out / "run.txt"), "--qrels", str(qrels), "--json"])[1])
        labels = [line.split()[1] for line in (out / "run.txt").read_text().splitlines()]
        share = sum(1 for label in labels if label != "NO") / len(labels)
        print(f"2020 odd, {name:20s}: nDCG@5 official {figures['ndcg@5']:.3f} trec {figures['ndcg@5_trec']:.3f}"
              f" ({share:.0%} of documents take a stance)")  # fmt: skip


def main() -> None:
    if not T2023.is_dir():
        sys.exit(f"Touché 2023 data not found at {T2023} (set COMPARATIVE_IR_SHARED_DATA)")
    print(f"# {time.strftime('%Y-%m-%d %H:%M')}")
    with tempfile.TemporaryDirectory() as tmp:
        controversial_run(Path(tmp))
        stance_order(Path(tmp))


if __name__ == "__main__":
    argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter).parse_args()
    main()
