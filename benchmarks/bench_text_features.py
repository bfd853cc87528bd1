"""How well the text features track human judgments, and how fast they are. Not a test.

    cd benchmarks && ../.venv/bin/python bench_text_features.py [--repeat 3] [--all] [--spacy]

Data: the Touché 2021 Task 1 validation split with argument texts (shared/data/touche-2021-task-1/
renji-abarai-qrels_args_docs_val.tsv.gz: 699 judged args.me arguments, 10 topics, rel in {-2, 0, 1, 2}, qual in
{0, 1, 2}); text = conclusion + newline + premise. Found at ../../shared/data from this file, or at
$COMPARATIVE_IR_SHARED_DATA. Nothing is fitted here: the weights in quality_score / argumentative_score are hand-set,
this only reports Spearman's rho (average ranks for ties, numpy only) of each feature with qual and with rel,
overall, averaged over topics (topics where either side is constant are skipped) and as a partial correlation with
text length (q_log_words) held fixed, since length alone correlates with both labels; and the features' speed in
words/s (median of --repeat passes over all texts, one process). --spacy also scores with the sentences of the
shared spaCy pass (about 30 s more). Without --all only features with |rho| >= 0.05
somewhere (and the scores) are listed.
"""

from __future__ import annotations

import argparse
import csv
import gzip
import os
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))  # the working tree, not an installed copy

from comparative_ir.features.argumentative import argumentative_features  # noqa: E402
from comparative_ir.features.quality import quality_features, quality_score  # noqa: E402

ARGS_FILE = Path("touche-2021-task-1") / "renji-abarai-qrels_args_docs_val.tsv.gz"


def shared_data() -> Path:
    override = os.environ.get("COMPARATIVE_IR_SHARED_DATA")
    return Path(override) if override else REPO.parent / "shared" / "data"


def load_args(path: Path) -> list[dict[str, str]]:
    csv.field_size_limit(sys.maxsize)
    with gzip.open(path, "rt", encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle, delimiter="\t"))


def rankdata(values: np.ndarray) -> np.ndarray:
    """Ranks 1..n, ties get their average rank (as scipy.stats.rankdata(method="average"))."""
    order = np.argsort(values, kind="mergesort")
    sorted_values = values[order]
    ranks = np.empty(len(values), dtype=float)
    boundaries = np.flatnonzero(np.diff(sorted_values)) + 1
    starts = np.concatenate(([0], boundaries))
    ends = np.concatenate((boundaries, [len(values)]))
    for start, end in zip(starts, ends, strict=True):
        ranks[order[start:end]] = (start + end + 1) / 2.0
    return ranks


def spearman(x: np.ndarray, y: np.ndarray) -> float:
    """Spearman's rho (Pearson correlation of average ranks); NaN when either side is constant."""
    if len(x) < 3 or np.all(x == x[0]) or np.all(y == y[0]):
        return float("nan")
    rx, ry = rankdata(np.asarray(x, dtype=float)), rankdata(np.asarray(y, dtype=float))
    return float(np.corrcoef(rx, ry)[0, 1])


def per_topic_spearman(x: np.ndarray, y: np.ndarray, topics: np.ndarray) -> float:
    rhos = [spearman(x[topics == t], y[topics == t]) for t in np.unique(topics)]
    rhos = [r for r in rhos if not np.isnan(r)]
    return float(np.mean(rhos)) if rhos else float("nan")


def partial_spearman(x: np.ndarray, y: np.ndarray, z: np.ndarray) -> float:
    """Spearman's rho of x and y with z (here: text length) partialled out of both."""
    rxy, rxz, ryz = spearman(x, y), spearman(x, z), spearman(y, z)
    denominator = np.sqrt((1.0 - rxz**2) * (1.0 - ryz**2))
    return float((rxy - rxz * ryz) / denominator) if denominator > 0 else float("nan")


def compute(
    texts: list[str], sentences: list[list[str]] | None = None
) -> tuple[list[dict[str, float]], list[dict[str, float]]]:
    if sentences is None:
        return [quality_features(t) for t in texts], [argumentative_features(t) for t in texts]
    return (
        [quality_features(t, s) for t, s in zip(texts, sentences, strict=True)],
        [argumentative_features(t, s) for t, s in zip(texts, sentences, strict=True)],
    )


def spacy_sentences(texts: list[str]) -> list[list[str]]:
    """Sentences from the shared spaCy pass (tagger_only), for texts cut to the features' MAX_CHARS."""
    from comparative_ir.features.quality import truncate
    from comparative_ir.nlp import tagger_only

    nlp = tagger_only()
    return [[s.text for s in doc.sents] for doc in nlp.pipe((truncate(t) for t in texts), batch_size=32)]


def speed(texts: list[str], repeat: int) -> dict[str, float]:
    words = sum(len(t.split()) for t in texts)
    timings: dict[str, list[float]] = defaultdict(list)
    for _ in range(repeat):
        for name, fn in (("quality_features", quality_features), ("argumentative_features", argumentative_features)):
            started = time.perf_counter()
            for text in texts:
                fn(text)
            timings[name].append(time.perf_counter() - started)
    result = {f"{name} words/s": words / statistics.median(t) for name, t in timings.items()}
    both = sum(statistics.median(t) for t in timings.values())
    result["both words/s"] = words / both
    result["both ms per 1,000 words"] = 1000.0 * both / words * 1000.0
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--all", action="store_true", help="list every feature, not only those with |rho| >= 0.05")
    parser.add_argument(
        "--spacy",
        action="store_true",
        help="also score with spaCy sentences (tagger_only) instead of the regex splitter",
    )
    options = parser.parse_args()

    path = shared_data() / ARGS_FILE
    if not path.exists():
        print(f"skipped: {path} not found (set COMPARATIVE_IR_SHARED_DATA)")
        return 0
    rows = load_args(path)
    texts = [f"{r['concl']}\n{r['prem']}" for r in rows]
    qual = np.array([float(r["qual"]) for r in rows])
    rel = np.array([float(r["rel"]) for r in rows])
    topics = np.array([r["q_id"] for r in rows])
    n_words = [len(t.split()) for t in texts]
    print(
        f"{len(rows)} arguments, {len(set(topics))} topics, words per text: median {statistics.median(n_words):.0f}, "
        f"max {max(n_words)}; qual {dict(zip(*np.unique(qual, return_counts=True), strict=True))}, "
        f"rel {dict(zip(*np.unique(rel, return_counts=True), strict=True))}"
    )

    q_feats, a_feats = compute(texts)
    columns: dict[str, np.ndarray] = {}
    for feats in (q_feats, a_feats):
        for name in feats[0]:
            columns[name] = np.array([f[name] for f in feats])
    columns["quality_score"] = np.array([quality_score(f) for f in q_feats])
    columns["quality_score+arg_score"] = (columns["quality_score"] + columns["arg_score"]) / 2.0

    length = columns["q_log_words"]
    print(f"\nSpearman's rho (n={len(rows)}; /topic = mean over topics; |len = partial, log length held fixed)")
    header = ("qual", "qual/topic", "qual|len", "rel", "rel/topic", "rel|len")
    widths = (7, 10, 8, 7, 10, 8)
    print(f"{'feature':32s} " + " ".join(f"{h:>{w}s}" for h, w in zip(header, widths, strict=True)))
    always = {"quality_score", "arg_score", "quality_score+arg_score", "q_log_words"}
    for name, values in columns.items():
        rhos = (
            spearman(values, qual),
            per_topic_spearman(values, qual, topics),
            partial_spearman(values, qual, length),
            spearman(values, rel),
            per_topic_spearman(values, rel, topics),
            partial_spearman(values, rel, length),
        )
        if not options.all and name not in always and not any(abs(r) >= 0.05 for r in rhos if not np.isnan(r)):
            continue
        print(f"{name:32s} " + " ".join(f"{r:>{w}.3f}" for r, w in zip(rhos, widths, strict=True)))

    if options.spacy:
        started = time.perf_counter()
        sentences = spacy_sentences(texts)
        elapsed = time.perf_counter() - started
        q_sp, a_sp = compute(texts, sentences)
        q_score = np.array([quality_score(f) for f in q_sp])
        a_score = np.array([f["arg_score"] for f in a_sp])
        print(f"\nwith spaCy sentences (spaCy pass {sum(n_words) / elapsed:,.0f} words/s):")
        for name, values in (("quality_score", q_score), ("arg_score", a_score)):
            print(
                f"  {name:14s} qual {spearman(values, qual):.3f}  qual/topic "
                f"{per_topic_spearman(values, qual, topics):.3f}  rel {spearman(values, rel):.3f}  "
                f"rel/topic {per_topic_spearman(values, rel, topics):.3f}"
            )

    print("\nspeed (one process, median of --repeat passes):")
    for key, value in speed(texts, options.repeat).items():
        print(f"  {key}: {value:,.0f}" if "words/s" in key else f"  {key}: {value:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
