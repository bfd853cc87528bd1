"""Time of the comparative-sentence rules on a run-on "sentence": a page without a full stop or a comma. Not a test.

    cd benchmarks && ../.venv/bin/python bench_runon_sentences.py [--repeat 3]

A fuzzing review (session 30) found ``classify-sentences`` quadratic in the length of one sentence: each cue
scanned every mention of the sentence and walked back to the clause's start. Runs cut texts at 5,000 words, so a
page cost at most about 2 s; the ``classify-sentences`` command had no cut. Prints, per length in characters, the
median seconds of ``classify_sentences`` on one such row and the ratio to the length before (4x the text: about 4x
the time when linear, 16x when quadratic). spaCy's tagging of the text is part of each figure.
"""

from __future__ import annotations

import argparse
import statistics
import time

from comparative_ir.features.comparative import classify_sentences

UNITS = ("tea is better than coffee, ", "tea is faster and cheaper than coffee and ")
LENGTHS = (5_000, 20_000, 80_000)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    classify_sentences([("tea", "coffee", "Tea is better than coffee.")])  # the model loaded
    for unit in UNITS:
        before = None
        for n in LENGTHS:
            text = (unit * (n // len(unit) + 1))[:n]
            times = []
            for _ in range(args.repeat):
                start = time.perf_counter()
                classify_sentences([("tea", "coffee", text)])
                times.append(time.perf_counter() - start)
            median = statistics.median(times)
            ratio = f"  x{median / before:.1f}" if before else ""
            print(f"{unit.strip()[:24]!r:28} {n:7,d} chars  {median:6.2f} s{ratio}", flush=True)
            before = median


if __name__ == "__main__":
    main()
