"""Feature extraction cost against cleaning cost (issue 4, speed target). Not a test.

    cd benchmarks && ../.venv/bin/python bench_features.py [--repeat 5]

100 documents of about 1,000 words (ClueWeb22 texts from ../shared/data, cut to 1,000 words), features for a
comparative question whose objects occur in them (so the spaCy pass over comparative sentences runs), against
trafilatura cleaning the same texts wrapped in boilerplate (benchmarks/pages.py). One process, medians.

Three figures: the query-dependent features computed at ranking time (documents carry their query-independent
features, as the pipeline's cleaning workers compute and cache them); the query-independent document features
(argument and writing quality), which the pipeline computes once per document in the cleaning workers; and both
together, as a pipeline without that split would pay per topic.

The document features keep per-word results (syllables and the like) across documents, as a cleaning worker does
once it has seen a few pages; they are warm here. With them emptied before each round, the document features of
these 100 texts took about 13% longer (0.134 s against 0.118 s of CPU time, one measurement).

Where the ranking-time features go (cProfile, 2026-11): the word counts of ``TextIndex`` (its regex tokenisation and
``Counter``) and ``split_sentences`` are about two thirds; the compared objects cost little since their mentions are
looked for only where the lower-cased text has their first word, and sentences only on pages mentioning both.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from pages import load_texts, wrap_page

from comparative_ir.cleaning import extract_main_text
from comparative_ir.documents import Document
from comparative_ir.features.document import document_features
from comparative_ir.features.text import truncate_words
from comparative_ir.question import parse_question
from comparative_ir.ranking import extract_features
from comparative_ir.retrieval import Candidate


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    texts = [truncate_words(text, 1000) for _, text in load_texts() if len(text.split()) >= 900][:100]
    rng = random.Random(3)
    pages = [wrap_page(text, text[:60], rng) for text in texts]
    question = parse_question("Which is better for students, public schools or private schools?")
    cands = [Candidate(f"d{i}", f"u{i}", "cw22", 100.0 - i, i + 1, t[:60], t[:150]) for i, t in enumerate(texts, 1)]
    docs = {
        ("cw22", c.uuid): Document(c.docno, c.uuid, "cw22", t, "fetched") for c, t in zip(cands, texts, strict=True)
    }
    cached = {k: Document(d.docno, d.uuid, d.index, d.text, d.source, features=document_features(d.text))
              for k, d in docs.items()}  # fmt: skip
    extract_features(question, question.question, cands[:2], docs)  # load the model outside the timing
    feature_times, ranking_times, document_times, clean_times = [], [], [], []
    for _ in range(args.repeat):
        started = time.perf_counter()
        rows = extract_features(question, question.question, cands, docs)
        feature_times.append(time.perf_counter() - started)
        started = time.perf_counter()
        cached_rows = extract_features(question, question.question, cands, cached)
        ranking_times.append(time.perf_counter() - started)
        started = time.perf_counter()
        for text in texts:
            document_features(text)
        document_times.append(time.perf_counter() - started)
        started = time.perf_counter()
        for page in pages:
            extract_main_text(page)
        clean_times.append(time.perf_counter() - started)
    words = sum(len(t.split()) for t in texts)
    with_cmp = sum(1 for r in rows if r["cmp_sentences"] > 0)
    assert cached_rows == rows
    f, c = statistics.median(feature_times), statistics.median(clean_times)
    r, d = statistics.median(ranking_times), statistics.median(document_times)
    print(f"# {time.strftime('%Y-%m-%d %H:%M')}; {len(texts)} documents, {words} words; objects {question.objects}")
    print(f"({len(rows[0])} features per document; {with_cmp} with comparative sentences)")
    print(f"trafilatura on the same texts as pages:                  {c:.3f} s")
    print(f"query-dependent features at ranking time:                {r:.3f} s  ({r / c:.2f}x cleaning)")
    print(f"query-independent document features (cleaning workers):  {d:.3f} s  ({d / c:.2f}x cleaning)")
    print(f"all features computed at once:                           {f:.3f} s  ({f / c:.2f}x cleaning)")


if __name__ == "__main__":
    main()
