"""Re-ranking effectiveness on the Touché 2020 odd topics (issue 4). Not a test: figures go to docs/benchmarks.md.

    cd benchmarks && ../.venv/bin/python bench_ranking.py [--weights FILE] [--folds 25] [--parser encoder]

Imports the recorded ChatNoir top-15 of the 25 odd topics (title + snippet only: no page texts were recorded),
then reports nDCG@5 with both semantics for: ChatNoir's order, the default (shipped) weights, and the best
possible re-ranking of those 15; and, for the feature sets below, weights fitted by coordinate ascent on all 25
topics (optimistic) and cross-validated (each topic scored by weights fitted without it).

Readers (``data/touche2020_snippet_readers.tsv``): two readers (helper agents, no code read, the judgments not shown)
graded each of the 375 results from its title, URL and snippet, as the run sees them, with the assessors' scale and
instructions (0, 1, 2) and a probability that the page is relevant at all. Their orderings (grade, then
probability; probability alone; both readers averaged; ties in ChatNoir's score order) say how far a careful
reading of the same snippets gets, beside the shipped weights. ``--readers-only`` stops after them.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from contextlib import redirect_stdout
from io import StringIO
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from comparative_ir.cli import main as cli  # noqa: E402
from comparative_ir.comparison import compare_runs  # noqa: E402
from comparative_ir.documents import DocumentFetcher, TextCache  # noqa: E402
from comparative_ir.evaluation import read_qrels  # noqa: E402
from comparative_ir.pipeline import RunOptions, tuning_topics  # noqa: E402
from comparative_ir.ranking import load_weights  # noqa: E402
from comparative_ir.recording import FixtureStore, ReplayBackend  # noqa: E402
from comparative_ir.topics import parse_topics  # noqa: E402
from comparative_ir.tuning import cross_validate, ndcg  # noqa: E402

DATA = Path(os.environ.get("COMPARATIVE_IR_SHARED_DATA", REPO.parent / "shared" / "data"))
T2020 = DATA / "touche-2020-task-2"
ODD = ",".join(str(n) for n in range(1, 50, 2))
READERS = Path(__file__).resolve().parent / "data" / "touche2020_snippet_readers.tsv"

FEATURE_SETS = {
    "chatnoir+query+objects": "chatnoir_score,chatnoir_rank,rel_,obj_",
    "+comparative+aspects": "chatnoir_score,chatnoir_rank,rel_,obj_,cmp_,asp_,pred_present",
    "+arg/quality scores": "chatnoir_score,chatnoir_rank,rel_,obj_,cmp_,asp_,pred_present,arg_score,q_score",
    "all features": "",
}


def _evaluate(run: Path, qrels: Path) -> dict[str, float]:
    out = StringIO()
    with redirect_stdout(out):
        assert cli(["evaluate", str(run), "--qrels", str(qrels), "--json"]) == 0
    return json.loads(out.getvalue())


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--weights", help="weights to evaluate instead of the shipped ones")
    parser.add_argument("--parser", default="rules", help="question parser of the runs (rules or encoder)")
    parser.add_argument("--folds", type=int, default=25, help="cross-validation folds (25 = leave one topic out)")
    parser.add_argument("--readers-only", action="store_true", help="stop after the readers' orderings")
    args = parser.parse_args()
    if not T2020.is_dir():
        sys.exit(f"Touché 2020 data not found at {T2020} (set COMPARATIVE_IR_SHARED_DATA)")
    qrels_path = T2020 / "touche2020-task2-relevance-odd-topics.qrels"
    topics_path = T2020 / "topics-task-2.xml"
    print(f"# {time.strftime('%Y-%m-%d %H:%M')}; Touché 2020 task 2, odd topics, ChatNoir top 15, title + snippet")
    with tempfile.TemporaryDirectory() as tmp:
        tmp_path = Path(tmp)
        store = tmp_path / "store"
        with redirect_stdout(StringIO()):
            dump = T2020 / "chatnoir" / "chatnoir-top15-responses-odd-topics.jsonl"
            cli(["fixtures", "import", "--index", "cw12", "--topics", str(topics_path), "--responses", str(dump),
                 "--into", str(store)])  # fmt: skip
        base = ["run", "-i", str(topics_path), "--replay", str(store), "--only-topics", ODD, "--quiet"]
        base += ["--cache-dir", str(tmp_path / "cache"), "--parser", args.parser]
        cli([*base, "-o", str(tmp_path / "chatnoir"), "--no-rerank"])
        extra = ["--weights", args.weights] if args.weights else []
        started = time.perf_counter()
        cli([*base, "-o", str(tmp_path / "default"), *extra])
        seconds = time.perf_counter() - started
        rows = {"ChatNoir order": _evaluate(tmp_path / "chatnoir" / "run.txt", qrels_path)}
        rows["default weights" if not args.weights else args.weights] = _evaluate(
            tmp_path / "default" / "run.txt", qrels_path
        )
        for name, figures in rows.items():
            print(f"{name:28s} nDCG@5 official {figures['ndcg@5']:.3f}  trec {figures['ndcg@5_trec']:.3f}")
        print(f"(re-ranked run: {seconds:.1f} s for 25 topics, including process start and model load)")
        for c in compare_runs(tmp_path / "chatnoir" / "run.txt", [tmp_path / "default" / "run.txt"], qrels_path):
            print(
                f"{c.measure:12s} re-ranked - ChatNoir {c.difference:+.3f}, 95% CI [{c.low:+.3f}, {c.high:+.3f}], "
                f"topics +/=/- {c.wins}/{c.ties}/{c.losses}, randomization test p = {c.p_value:.4f} (compare)"
            )

        readers(tmp_path / "chatnoir" / "run.txt", tmp_path / "default" / "run.txt", qrels_path)
        if args.readers_only:
            return
        topics = [t for t in parse_topics(topics_path) if int(t.number) % 2 == 1]
        qrels = read_qrels(qrels_path)
        backend = ReplayBackend(FixtureStore(store))
        fetcher = DocumentFetcher(backend, TextCache(tmp_path / "cache"), progress=False)
        data = tuning_topics(topics, qrels, backend, fetcher, RunOptions(depth=15, rerank_depth=15))
        perfect = sum(ndcg(sorted(t.docnos, key=lambda d: -t.qrels.get(d, 0)), t.qrels, 5) for t in data) / len(data)
        print(f"{'perfect re-ranking of the 15':28s} trec {perfect:.3f}")
        start = load_weights(args.weights, "comparative")
        all_features = sorted({n for t in data for row in t.rows for n in row})
        for name, spec in FEATURE_SETS.items():
            wanted = [w for w in spec.split(",") if w]
            features = [
                f
                for f in all_features
                if not wanted or any(f == w or (w.endswith("_") and f.startswith(w)) for w in wanted)
            ]
            cv = cross_validate(data, features, {"chatnoir_score": 1.0}, folds=args.folds)
            print(
                f"fit {name:24s} ({len(features):2d} features): start {cv.start:.3f}  fitted {cv.fitted:.3f}  "
                f"{cv.folds}-fold CV {cv.cross_validated:.3f}"
            )
        chosen = ["chatnoir_score", "cue_comparison_density", "rel_query_density"]
        cv = cross_validate(data, chosen, {"chatnoir_score": 1.0}, folds=args.folds, grid=(0.0, 0.25, 0.5, 1.0))
        print(
            f"selection procedure of the defaults ({', '.join(chosen)}; grid 0/0.25/0.5/1): "
            f"fitted {cv.fitted:.3f}  {cv.folds}-fold CV {cv.cross_validated:.3f}"
        )
        for depth in (5, 10, 15):
            out = tmp_path / f"depth{depth}"
            cli([*base, "-o", str(out), "--rerank-depth", str(depth), *extra])
            figures = _evaluate(out / "run.txt", qrels_path)
            print(
                f"--rerank-depth {depth:2d}: nDCG@5 official {figures['ndcg@5']:.3f}  trec {figures['ndcg@5_trec']:.3f}"
            )
        cv = cross_validate(data, sorted(set(start)), start, folds=args.folds)
        print(
            f"fit from default weights, their features: fitted {cv.fitted:.3f}  "
            f"{cv.folds}-fold CV {cv.cross_validated:.3f}"
        )


def read_readers(path: Path = READERS) -> dict[tuple[str, str], dict[str, tuple[int, float]]]:
    """(qid, docno) -> reader -> (grade, probability of relevance)."""
    out: dict[tuple[str, str], dict[str, tuple[int, float]]] = {}
    with path.open(encoding="utf-8") as handle:
        next(handle)
        for line in handle:
            qid, docno, reader, grade, p = line.split()
            out.setdefault((qid, docno), {})[reader] = (int(grade), float(p))
    return out


def readers(chatnoir_run: Path, shipped_run: Path, qrels_path: Path) -> None:
    """The readers' orderings of the same 15 results per topic, ties in ChatNoir's score order."""
    graded = read_readers()
    results: dict[str, list[tuple[float, str]]] = {}
    for line in chatnoir_run.read_text(encoding="utf-8").splitlines():
        qid, _, docno, _, score, _ = line.split()
        results.setdefault(qid, []).append((float(score), docno))
    assert {(q, d) for q, docs in results.items() for _, d in docs} == set(graded), "readers' file != the 375 results"
    orderings = {
        "first reader: grade, then p": lambda g: (g["1"][0], g["1"][1]),
        "first reader: grade alone": lambda g: (g["1"][0],),
        "second reader: grade, then p": lambda g: (g["2"][0], g["2"][1]),
        "second reader: grade alone": lambda g: (g["2"][0],),
        "both readers: mean grade, then mean p": lambda g: (g["1"][0] + g["2"][0], g["1"][1] + g["2"][1]),
        "both readers: mean p": lambda g: (g["1"][1] + g["2"][1],),
    }
    print("readers of the same titles, URLs and snippets (two, blind; ties in ChatNoir's score order):")
    paths = {}
    for name, key in orderings.items():
        path = chatnoir_run.with_name("readers-" + name.split(":")[0].replace(" ", "-") + f"-{len(paths)}.txt")
        lines = []
        for qid, docs in results.items():
            ranked = sorted(docs, key=lambda sd, q=qid: (*key(graded[(q, sd[1])]), sd[0]), reverse=True)
            lines += [f"{qid} Q0 {docno} {rank} {100 - rank} readers" for rank, (_, docno) in enumerate(ranked, 1)]
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        paths[name] = path
        figures = _evaluate(path, qrels_path)
        print(f"  {name:38s} nDCG@5 official {figures['ndcg@5']:.3f}  trec {figures['ndcg@5_trec']:.3f}")
    for c in compare_runs(shipped_run, [paths["both readers: mean grade, then mean p"]], qrels_path):
        print(
            f"  {c.measure:12s} both readers - shipped weights {c.difference:+.3f}, 95% CI [{c.low:+.3f}, "
            f"{c.high:+.3f}], topics +/=/- {c.wins}/{c.ties}/{c.losses}, randomization test p = {c.p_value:.4f}"
        )


def relevant_by_depth() -> None:
    """Where the judged-relevant documents sit in ChatNoir's top 100 (the saved 2020 title-query run)."""
    import gzip

    qrels = read_qrels(T2020 / "touche2020-task2-relevance-odd-topics.qrels")
    ranked: dict[str, list[tuple[int, str]]] = {}
    with gzip.open(T2020 / "chatnoir" / "chatnoir-top100-title-queries.run.gz", "rt") as handle:
        for line in handle:
            qid, _, docno, rank, *_ = line.split()
            ranked.setdefault(qid, []).append((int(rank), docno))
    counts = dict.fromkeys((5, 10, 15, 50, 100), 0)
    for qid, judged in qrels.items():
        docs = [d for _, d in sorted(ranked.get(qid, []))]
        for k in counts:
            counts[k] += sum(1 for d in docs[:k] if judged.get(d, 0) > 0)
    shares = ", ".join(f"top {k}: {v}" for k, v in counts.items())
    print(f"judged-relevant documents in ChatNoir's top k (2020 odd topics): {shares}")


if __name__ == "__main__":
    main()
    relevant_by_depth()
