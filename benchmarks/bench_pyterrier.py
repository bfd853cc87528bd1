"""The re-ranker as a PyTerrier transformer, in a PyTerrier experiment on the Touché 2020 odd topics. Not a test:
figures go to docs/benchmarks.md.

    cd benchmarks && ../.venv/bin/python bench_pyterrier.py [--repeat 3]

The recorded ChatNoir top 15 of the 25 odd topics (title + snippet; no page texts were recorded) become a
PyTerrier result frame, and ``pt.Experiment`` scores ChatNoir's order and ``first_stage >> ComparativeReRanker()``
with nDCG@5 (judgment -2 counted as 0, unjudged documents as 0: trec_eval semantics), the figures
``bench_ranking.py`` reports for ``run --replay`` (0.603 and 0.646). Also the transformer's time per query
(median of ``--repeat``), and whether its order is the run's on every topic.

Then full texts: the shared ClueWeb22 top-10 texts of the Touché 2023 odd topics (354 pages of about 1,300 words)
as a frame re-ranked with ``ComparativeReRanker("controversial", stance=True)``, in one process (``workers=1``) and
in one worker process per CPU (the default): time per document, the ratio, and whether the two frames are the same;
then the same pages as one query (re-ranked in pieces by the workers).
First, ``write_run`` against PyTerrier's own writer (``pt.io.write_results``) on a made-up frame of 100 queries x 1,000
documents with stance labels (median of ``--repeat``; needs no shared data).
Both timings run in one process of this script, alternating, so that the machine's noise falls on both.
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
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

import numpy as np  # noqa: E402
import pandas as pd  # noqa: E402
import pyterrier as pt  # noqa: E402

from comparative_ir.cli import main as cli  # noqa: E402
from comparative_ir.documents import usable_cpus  # noqa: E402
from comparative_ir.pyterrier import ComparativeReRanker, write_run  # noqa: E402
from comparative_ir.retrieval import to_candidates  # noqa: E402
from comparative_ir.runfile import read_run  # noqa: E402
from comparative_ir.topics import parse_topics  # noqa: E402

DATA = Path(os.environ.get("COMPARATIVE_IR_SHARED_DATA", REPO.parent / "shared" / "data"))
T2020 = DATA / "touche-2020-task-2"
DUMP = T2020 / "chatnoir" / "chatnoir-top15-responses-odd-topics.jsonl"
QRELS = T2020 / "touche2020-task2-relevance-odd-topics.qrels"
TOPICS = T2020 / "topics-task-2.xml"
T2023 = DATA / "touche-2023-task-1"
TEXTS_2023 = T2023 / "docs" / "chatnoir-top10-docs-text-odd-topics.jsonl.gz"


def result_frame() -> pd.DataFrame:
    """ChatNoir's recorded results as a first stage gives them: qid, query, docno, title, snippet, url, score."""
    titles = {t.number: t.title for t in parse_topics(TOPICS)}
    rows = []
    for line in DUMP.read_text().splitlines():
        ((qid, response),) = json.loads(line).items()
        for c in to_candidates(response["results"], "cw12", titles[qid]):
            rows.append(
                dict(
                    qid=qid,
                    query=titles[qid],
                    docno=c.docno,
                    title=c.title,
                    snippet=c.snippet,
                    url=c.url,
                    score=c.score,
                )
            )
    return pd.DataFrame(rows)


def qrels_frame() -> pd.DataFrame:
    rows = []
    for line in QRELS.read_text().splitlines():
        qid, _, docno, rel = line.split()
        rows.append(dict(qid=qid, docno=docno, label=max(0, int(rel))))  # -2 (spam) counts 0, as the official scorer
    return pd.DataFrame(rows)


def run_order() -> dict[str, list[str]]:
    """The order of ``run --replay`` on the same dump (imported into a store), per topic."""
    with tempfile.TemporaryDirectory() as tmp:
        store, out = Path(tmp) / "store", Path(tmp) / "out"
        odd = ",".join(str(n) for n in range(1, 50, 2))
        assert cli(["fixtures", "import", "--index", "cw12", "--topics", str(TOPICS), "--responses", str(DUMP),
                    "--into", str(store)]) == 0  # fmt: skip
        assert cli(["run", "-i", str(TOPICS), "-o", str(out), "--replay", str(store), "--only-topics", odd,
                    "--quiet", "--cache-dir", str(Path(tmp) / "cache")]) == 0  # fmt: skip
        order: dict[str, list[str]] = {}
        for entry in read_run(out / "run.txt"):
            order.setdefault(entry.qid, []).append(entry.docno)
        return order


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    write_timing(args.repeat)
    if not DUMP.exists():
        sys.exit(f"no shared data at {DATA} (set COMPARATIVE_IR_SHARED_DATA)")
    frame, qrels = result_frame(), qrels_frame()
    topics = frame[["qid", "query"]].drop_duplicates()
    first_stage = pt.Transformer.from_df(frame, uniform=True)
    reranker = ComparativeReRanker("comparative")
    measures = [pt.measures.nDCG @ 5]
    table = pt.Experiment(
        [first_stage, first_stage >> reranker], topics, qrels, measures, names=["ChatNoir", "ComparativeReRanker"]
    )
    print(table.to_string(index=False))

    reranked = reranker(frame)
    order = run_order()
    same = sum(list(group.docno) == order[qid] for qid, group in reranked.groupby("qid"))
    print(f"topics whose order is run --replay's: {same} of {len(order)}")

    times = []
    for _ in range(args.repeat):
        start = time.perf_counter()
        reranker(frame)
        times.append(time.perf_counter() - start)
    per_query = statistics.median(times) / len(topics)
    print(
        f"transform of {len(frame)} results ({len(topics)} queries): median {statistics.median(times):.2f} s "
        f"of {args.repeat}, {per_query * 1000:.0f} ms per query"
    )
    if TEXTS_2023.exists():
        full_text_timing(args.repeat)


def write_timing(repeat: int, queries: int = 100, depth: int = 1000) -> None:
    """``write_run`` (stance labels in the file) beside ``pt.io.write_results`` (Q0), the same frame to a temp dir."""
    rng = np.random.default_rng(7)
    n = queries * depth
    frame = pd.DataFrame(
        {
            "qid": np.repeat(np.arange(queries).astype(str), depth),
            "docno": [f"doc{i}" for i in range(n)],
            "score": rng.random(n),
            "rank": np.tile(np.arange(depth), queries),
            "stance": rng.choice(["FIRST", "SECOND", "NEUTRAL", "NO"], n),
        }
    )
    times: dict[str, list[float]] = {"write_run": [], "pt.io.write_results": []}
    with tempfile.TemporaryDirectory() as tmp:
        for _ in range(repeat):
            start = time.perf_counter()
            write_run(frame, Path(tmp) / "ours.txt")
            times["write_run"].append(time.perf_counter() - start)
            start = time.perf_counter()
            pt.io.write_results(frame, str(Path(tmp) / "pt.txt"), format="trec")
            times["pt.io.write_results"].append(time.perf_counter() - start)
    medians = ", ".join(f"{name} {statistics.median(values):.2f} s" for name, values in times.items())
    print(f"writing {n:,} rows ({queries} queries x {depth}), median of {repeat}: {medians}")


def full_text_frame() -> pd.DataFrame:
    """The 2023 odd topics' texts in the file's order, scored N ... 1 within each topic as a first stage would."""
    titles = {t.number: t.title for t in parse_topics(T2023 / "topics-task1.xml")}
    rows: list[dict[str, object]] = []
    with gzip.open(TEXTS_2023, "rt", encoding="utf-8") as handle:
        for line in handle:
            row = json.loads(line)
            rows.append({"qid": row["qid"], "query": titles[row["qid"]], "docno": row["docno"], "text": row["text"]})
    frame = pd.DataFrame(rows)
    frame["score"] = -frame.groupby("qid").cumcount().astype(float)
    return frame


def full_text_timing(repeat: int) -> None:
    frame = full_text_frame()
    _timed(frame, repeat, "")
    # the same pages as one query (a notebook's search over a long first stage): re-ranked in pieces
    single = frame.assign(qid="1", query=frame["query"].iloc[0], score=-pd.Series(range(len(frame)), dtype=float))
    _timed(single, repeat, " as one query")


def _timed(frame: pd.DataFrame, repeat: int, what: str) -> None:
    words = frame["text"].str.split().str.len().median()
    one = ComparativeReRanker("controversial", stance=True, workers=1)
    many = ComparativeReRanker("controversial", stance=True)
    outputs = [one(frame), many(frame)]  # warm: spaCy and the question parses loaded before any timing
    same = outputs[0].equals(outputs[1])
    times: dict[str, list[float]] = {"1 process": [], f"{usable_cpus()} processes (default)": []}
    for _ in range(repeat):
        for name, reranker in zip(times, (one, many), strict=True):
            start = time.perf_counter()
            reranker(frame)
            times[name].append(time.perf_counter() - start)
    print(
        f"full texts{what}: {len(frame)} pages of the Touché 2023 odd topics ({frame.qid.nunique()} queries, median "
        f"{words:.0f} words), controversial, stance=True; same frame from both: {same}"
    )
    medians = {name: statistics.median(values) for name, values in times.items()}
    for name, median in medians.items():
        print(f"  {name}: median {median:.2f} s of {repeat}, {median / len(frame) * 1000:.1f} ms per document")
    first, second = medians.values()
    print(f"  ratio 1 process / default: {first / second:.2f}")


if __name__ == "__main__":
    main()
