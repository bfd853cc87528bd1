"""Benchmarks of the documents stage (issue 3). Not a test: run it, then copy the figures to docs/benchmarks.md.

    python benchmarks/bench_documents.py [extraction|fetch|cache|memory|all] [--repeat 3]

- extraction: the whole fetch+clean stage on a replay store (2 processes) against trafilatura alone on the
  same pages (one process, same options), docs/s and the ratio, median of --repeat runs; also with the
  re-ranker's query-independent document features computed in the same workers (as `run` does when re-ranking).
- fetch: the stage against the local ChatNoir stand-in with 100 ms latency per request, against the ideal
  requests x latency / workers (each document is two requests: the cache redirect and the content host).
- cache: `comparative-ir run` over 50 topics x 100 documents, cold cache then warm cache (wall time ratio).
- memory: peak RSS of that cold run, summed over the process tree (main process and extraction workers).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import trafilatura
from pages import REPO, build_store, write_topics

from comparative_ir.cleaning import DEFAULT_MAX_PARSE_BYTES, extract_main_text
from comparative_ir.documents import DocumentFetcher, TextCache
from comparative_ir.recording import FixtureStore, ReplayBackend


def _flat(per_topic):
    return [c for cands in per_topic.values() for c in cands]


def bench_extraction(repeat: int) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as tmp:
        cands = _flat(build_store(Path(tmp) / "store", topics=4, docs_per_topic=100))
        store = FixtureStore(Path(tmp) / "store")
        pages = [store.load_document("cw22", c.uuid).body for c in cands]
        alone, plain, stage, stage_features = [], [], [], []
        for r in range(repeat):
            started = time.perf_counter()
            for page in pages:
                extract_main_text(page.decode("utf-8"))
            alone.append(len(pages) / (time.perf_counter() - started))
            started = time.perf_counter()
            for page in pages:
                trafilatura.extract(page)
            plain.append(len(pages) / (time.perf_counter() - started))
            for features, figures in ((False, stage), (True, stage_features)):
                cache = TextCache(Path(tmp) / f"cache{r}{features}")
                fetcher = DocumentFetcher(ReplayBackend(store), cache, progress=False, document_features=features)
                started = time.perf_counter()
                _docs, summary = fetcher.fetch_all(cands)
                figures.append(len(cands) / (time.perf_counter() - started))
                assert summary.fetched == len(cands), summary.line()
        mean_kb = statistics.median(len(p) for p in pages) / 1024
    result = {
        "pages": len(pages),
        "median_page_kb": round(mean_kb, 1),
        "trafilatura_alone_docs_per_s": round(statistics.median(alone), 1),
        "trafilatura_defaults_docs_per_s": round(statistics.median(plain), 1),
        "stage_docs_per_s": round(statistics.median(stage), 1),
        "ratio": round(statistics.median(stage) / statistics.median(alone), 2),
        "stage_with_document_features_docs_per_s": round(statistics.median(stage_features), 1),
        "ratio_with_document_features": round(statistics.median(stage_features) / statistics.median(alone), 2),
    }
    return result


def bench_fetch(repeat: int, n: int = 200, workers: int = 8, latency: float = 0.1) -> dict[str, float]:
    from chatnoir_standin import ChatNoirStandIn

    from comparative_ir.chatnoir import ChatNoirClient
    from comparative_ir.retrieval import Candidate, document_uuid

    walls = []
    with tempfile.TemporaryDirectory() as tmp, ChatNoirStandIn(store=None, api_key="bench") as server:
        cands = []
        for i in range(n):
            trec_id = f"clueweb12-0000wb-00-{i:05d}"
            uuid = document_uuid(trec_id, "cw12")
            server.serve_document("cw12", uuid, b"<html><body><p>" + b"Tea is calmer than coffee. " * 40 + b"</p>")
            cands.append(Candidate(trec_id, uuid, "cw12", 1.0, i + 1, "t", "s"))
        server.latency = latency
        for r in range(repeat):
            client = ChatNoirClient(api_key="bench", base_url=server.base_url)
            fetcher = DocumentFetcher(client, TextCache(Path(tmp) / f"c{r}"), workers=workers, progress=False)
            server.clear_requests()
            started = time.perf_counter()
            _, summary = fetcher.fetch_all(cands)
            walls.append(time.perf_counter() - started)
            assert summary.fetched == n, summary.line()
            requests_made = len(server.requests)
            client.close()
    ideal = requests_made * latency / workers
    wall = statistics.median(walls)
    return {
        "documents": n,
        "workers": workers,
        "latency_s": latency,
        "requests": requests_made,
        "wall_s": round(wall, 2),
        "ideal_s": round(ideal, 2),
        "ratio_to_ideal": round(wall / ideal, 2),
    }


def _run_tree_peak_rss(cmd: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall seconds and peak RSS (MiB) summed over the process and its descendants, sampled every 20 ms."""
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    peak = 0
    stop = threading.Event()

    def sample() -> None:
        nonlocal peak
        while not stop.is_set():
            peak = max(peak, _tree_rss(proc.pid))
            time.sleep(0.02)

    started = time.perf_counter()
    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    _, err = proc.communicate()
    wall = time.perf_counter() - started
    stop.set()
    sampler.join()
    if proc.returncode != 0:
        raise SystemExit(f"run failed: {err.decode(errors='replace')}")
    return wall, peak / 1024


def _tree_rss(pid: int) -> int:
    total, todo = 0, [pid]
    while todo:
        p = todo.pop()
        try:
            with open(f"/proc/{p}/status") as handle:
                for line in handle:
                    if line.startswith("VmRSS:"):
                        total += int(line.split()[1])
            with open(f"/proc/{p}/task/{p}/children") as handle:
                todo.extend(int(c) for c in handle.read().split())
        except (FileNotFoundError, ProcessLookupError):
            continue
    return total


def bench_cache_and_memory(topics: int = 50, docs: int = 100) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as tmp:
        tmp_path = Path(tmp)
        build_store(tmp_path / "store", topics=topics, docs_per_topic=docs)
        write_topics(tmp_path / "in" / "topics.xml", topics)
        cmd = [sys.executable, "-m", "comparative_ir", "run", "-i", str(tmp_path / "in"), "-o", str(tmp_path / "out"),
               "--task", "controversial", "--replay", str(tmp_path / "store"), "--depth", str(docs),
               "--rerank-depth", str(docs), "--cache-dir", str(tmp_path / "cache"), "--quiet"]  # fmt: skip
        env = {**os.environ, "PYTHONPATH": str(REPO)}
        cold, cold_rss = _run_tree_peak_rss(cmd, env)
        first = (tmp_path / "out" / "run.txt").read_bytes()
        warm_runs = [_run_tree_peak_rss(cmd, env)[0] for _ in range(3)]
        assert (tmp_path / "out" / "run.txt").read_bytes() == first
    warm = statistics.median(warm_runs)
    return {
        "topics": topics,
        "documents": topics * docs,
        "cold_s": round(cold, 1),
        "warm_s_median": round(warm, 2),
        "warm_speedup": round(cold / warm, 1),
        "cold_peak_rss_mib": round(cold_rss, 0),
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("what", nargs="?", default="all", choices=["extraction", "fetch", "cache", "memory", "all"])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    print(f"# {time.strftime('%Y-%m-%d %H:%M')} on {os.cpu_count()} cores; max parse {DEFAULT_MAX_PARSE_BYTES} B")
    if args.what in ("extraction", "all"):
        print("extraction", bench_extraction(args.repeat), flush=True)
    if args.what in ("fetch", "all"):
        print("fetch", bench_fetch(args.repeat), flush=True)
    if args.what in ("cache", "memory", "all"):
        print("cache+memory", bench_cache_and_memory(), flush=True)


if __name__ == "__main__":
    main()
