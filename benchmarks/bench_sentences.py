"""Comparative sentence classification on CompSent-19: quality and speed. Not a test: run it and read it.

    cd benchmarks && ../.venv/bin/python bench_sentences.py [--data CSV] [--repeat 3] [--cores all]

Quality: per-class precision/recall/F1, macro-F1 and the confusion matrix on a fixed random half of
compsent19-data.csv (seed 19, the half the rules were developed on), on the other half (held out while the
rules were written) and on all rows. The file has no licence: it is only read here, to evaluate.

Speed (pinned to one core unless --cores all, median of --repeat runs, model already loaded):
``classify_sentences`` end to end, its tagging alone, and the rules alone on already tagged sentences.
"""

from __future__ import annotations

import argparse
import csv
import os
import random
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from comparative_ir.features.comparative import (  # noqa: E402
    LABELS,
    UNUSED_COMPONENTS,
    classify_sentences,
    compare_in_doc,
)
from comparative_ir.nlp import tagger_only  # noqa: E402

DATA = Path(os.environ.get("COMPARATIVE_IR_SHARED_DATA", REPO.parent / "shared" / "data"))
CSV = DATA / "comparative" / "compsent19-data.csv"
SEED = 19


def split(n: int) -> tuple[list[int], list[int]]:
    """The fixed development half and the held-out half (row indices)."""
    order = list(range(n))
    random.Random(SEED).shuffle(order)
    return sorted(order[: n // 2]), sorted(order[n // 2 :])


def report(name: str, gold: list[str], predicted: list[str]) -> float:
    pairs = list(zip(gold, predicted, strict=True))
    print(f"\n== {name}: {len(pairs)} sentences ==")
    print(f"{'label':8} {'gold':>5} {'pred':>5} {'P':>6} {'R':>6} {'F1':>6}")
    f1s = []
    for label in LABELS:
        tp = sum(g == p == label for g, p in pairs)
        n_gold = sum(g == label for g, _ in pairs)
        n_pred = sum(p == label for _, p in pairs)
        precision = tp / n_pred if n_pred else 0.0
        recall = tp / n_gold if n_gold else 0.0
        f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
        f1s.append(f1)
        print(f"{label:8} {n_gold:5} {n_pred:5} {precision:6.3f} {recall:6.3f} {f1:6.3f}")
    macro = sum(f1s) / len(f1s)
    print(f"macro-F1 {macro:.4f}   accuracy {sum(g == p for g, p in pairs) / len(pairs):.4f}")
    print("confusion (rows gold, columns predicted):")
    print(" " * 8 + "".join(f"{label:>8}" for label in LABELS))
    for g in LABELS:
        print(f"{g:8}" + "".join(f"{sum(1 for x, y in pairs if x == g and y == p):8}" for p in LABELS))
    return macro


def timed(function, repeat: int) -> float:
    """Median seconds of ``repeat`` calls."""
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        function()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=CSV, help=f"CompSent-19 csv (default {CSV})")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--cores", choices=["one", "all"], default="one")
    args = parser.parse_args()
    if not args.data.exists():
        sys.exit(f"CompSent-19 data not found at {args.data} (set COMPARATIVE_IR_SHARED_DATA or --data)")
    if args.cores == "one" and hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    with args.data.open(newline="", encoding="utf-8") as handle:
        data = list(csv.DictReader(handle))
    rows = [(r["object_a"], r["object_b"], r["sentence"]) for r in data]
    gold = [r["most_frequent_label"] for r in data]

    nlp = tagger_only()
    nlp("warm up")
    predicted = classify_sentences(rows)
    dev, held_out = split(len(rows))
    print(f"{args.data} ({len(rows)} rows), split seed {SEED}")
    scores = {
        "development half": report("development half", [gold[i] for i in dev], [predicted[i] for i in dev]),
        "held-out half": report("held-out half", [gold[i] for i in held_out], [predicted[i] for i in held_out]),
        "all": report("all rows", gold, predicted),
    }

    sentences = [r[2] for r in rows]
    disable = [name for name in UNUSED_COMPONENTS if name in nlp.pipe_names]
    docs = list(nlp.pipe(sentences, batch_size=256, disable=disable))
    end_to_end = timed(lambda: classify_sentences(rows), args.repeat)
    tagging = timed(lambda: list(nlp.pipe(sentences, batch_size=256, disable=disable)), args.repeat)
    rules = timed(lambda: [compare_in_doc(d, r[0], r[1]) for d, r in zip(docs, rows, strict=True)], args.repeat)
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    print(f"\n== speed ({cores} core(s), median of {args.repeat}) ==")
    print(f"classify_sentences end to end  {len(rows) / end_to_end:8.0f} sentences/s")
    print(f"  tagging alone (nlp.pipe)     {len(rows) / tagging:8.0f} sentences/s")
    print(f"  rules alone (compare_in_doc) {len(rows) / rules:8.0f} sentences/s")
    print("\nmacro-F1: " + ", ".join(f"{name} {value:.4f}" for name, value in scores.items()))


if __name__ == "__main__":
    main()
