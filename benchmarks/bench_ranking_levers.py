"""Would more levers help the re-ranker? (issue 4). Not a test: figures go to docs/benchmarks.md.

    cd benchmarks && ../.venv/bin/python bench_ranking_levers.py

On the Touché 2020 odd topics (ChatNoir top 15, title + snippet), each candidate lever is min-max normalised per
topic like the shipped features and judged two ways, leave-one-topic-out (a held-out topic is scored with the
weights best on the other 24):

- fixed: added to the shipped weights with one weight from GRID. The shipped weights were fitted on these topics,
  so this favours weight 0 (any change to them costs in-sample);
- refit: its weight from GRID chosen together with cue_comparison_density and rel_query_density on the coarse
  grid those were selected on (COARSE; that procedure alone gives the shipped 0.646 in every fold).

"+/-" counts the held-out topics better / worse than the shipped weights. Levers tried:

- metadata of the ChatNoir result: URL path (objects, comparison cues, depth, length), host type, PageRank,
  spam rank, title is a question, title query coverage, snippet length, near-duplicate titles;
- the topic's description and narrative (content words minus stop words and assessor words, GENERIC), IDF over
  the 15 candidates: coverage or density in title + snippet, for description, narrative and both;
- consensus: cosine of a candidate's tf-idf title + snippet vector to the centroid of the other 14, or of
  ChatNoir's top 5;
- local BM25 of the title query over the 15 titles + snippets (IDF re-estimated on them); the closest mentions of
  the two compared objects (in the snippet, or title + snippet); the "X vs Y" / "X or Y" pattern (in title +
  snippet, or the title);
- reciprocal-rank fusion terms 1 / (k + ChatNoir rank), k = 5, 10, 60;
- other queries for the same topic (`chatnoir-top100-256queries.csv.gz`, ChatNoir's top 100 recorded by a 2021
  team): the title without stop words ("better laptop or desktop") and the bare lemmatised content words ("laptop
  desktop"), each as 1 / (k + rank there) (0 when absent), k = 10, 60, and the two summed (multi-query fusion).

Then the best two levers (fixed) on a joint grid, and per-topic held-out differences. Also: the share of unjudged
documents, which count 0 under trec_eval semantics and so cap what a re-ranker that promotes them can show.

Result (2026-11-22): nothing holds out above noise. Fixed, the best is url_objects (0.652, 2 topics better and 1
worse). Refit, desc_narr_coverage_idf reaches 0.665 LOO (weights 1/1/1 in every fold) but on 10 topics better and
9 worse, driven by three topics (43 +0.45, 9 +0.33, 3 +0.17), and it falls apart under harmless variants:
description or narrative alone 0.60, no IDF 0.60, no plural folding 0.61, assessor words kept 0.64, with the title
0.64 (scratch runs, not kept) -- a chance peak of one of 27 levers, not a signal. The query-variant levers
(added later the same day) never get a weight other than 0 fixed (LOO 0.628-0.646) and lose held-out topics refit
(0.628-0.646): ChatNoir's ranks for reformulated queries add nothing to its rank for the title.
"""

from __future__ import annotations

import argparse
import csv
import gzip
import math
import os
import re
import sys
import tempfile
from contextlib import redirect_stdout
from io import StringIO
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from comparative_ir.cli import main as cli  # noqa: E402
from comparative_ir.documents import DocumentFetcher, TextCache  # noqa: E402
from comparative_ir.evaluation import read_qrels  # noqa: E402
from comparative_ir.features.text import STOPWORDS, term_pattern  # noqa: E402
from comparative_ir.pipeline import topic_questions  # noqa: E402
from comparative_ir.ranking import extract_features, impute_fallbacks, load_weights, normalise  # noqa: E402
from comparative_ir.recording import FixtureStore, ReplayBackend  # noqa: E402
from comparative_ir.retrieval import Candidate, retrieve  # noqa: E402
from comparative_ir.topics import Topic, parse_topics  # noqa: E402
from comparative_ir.tuning import ndcg  # noqa: E402

DATA = Path(os.environ.get("COMPARATIVE_IR_SHARED_DATA", REPO.parent / "shared" / "data"))
T2020 = DATA / "touche-2020-task-2"
GRID = (-1.0, -0.5, -0.25, -0.1, 0.0, 0.1, 0.25, 0.5, 1.0)
COARSE = (0.0, 0.25, 0.5, 1.0)  # the grid the shipped cue_comparison_density and rel_query_density were chosen on
CUES = re.compile(r"\b(vs|versus|difference|differences|compare|comparison|compared|better|best|pros|cons|which)\b")
SITES = re.compile(r"answers|forum|ask|stackexchange|reddit|quora|debate|yahoo|wiki|blog")


# Words of the assessors' instructions that say nothing about the topic.
GENERIC = frozenset(
    """relevant irrelevant relevance document documents highly high user users want wants wanted know knows
    information contain contains containing compares compared comparing discuss discusses discussing describe
    describes description explain explains explanation mention mentions mentioned provide provides provided give
    gives find looking look interested opinion opinions argument arguments also even just least well like one two
    may might must however either neither thus e.g. etc etc. rather way ways many much""".split()
)
_TOKEN = re.compile(r"[a-z0-9]+")
VARIANTS = T2020 / "chatnoir" / "chatnoir-top100-256queries.csv.gz"


def _variant_ranks() -> dict[int, list[dict[str, int]]]:
    """Topic number -> ranks of documents for the keyword and the bare-content-word reformulations of its title.

    The file's first 50 query strings are the 2020 titles in topic order, the next 50 the titles without stop
    words, the next 50 the lemmatised content words (the rest are random WordNet expansions, not reproducible)."""
    if not VARIANTS.exists():
        return {}
    with gzip.open(VARIANTS, "rt", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    queries = list(dict.fromkeys(row["Topic"] for row in rows))
    ranks: dict[str, dict[str, int]] = {}
    for row in rows:
        ranks.setdefault(row["Topic"], {}).setdefault(row["TrecID"], len(ranks[row["Topic"]]) + 1)
    return {i + 1: [ranks[queries[50 + i]], ranks[queries[100 + i]]] for i in range(50)}


_VARIANT_RANKS = _variant_ranks()


def _words(text: str) -> set[str]:
    return set(_TOKEN.findall(text.lower()))


def _stem(word: str) -> str:
    """Crude plural folding, so "cameras" in the narrative matches "camera" in a snippet."""
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def _terms(text: str, drop: frozenset[str] = frozenset()) -> list[str]:
    return [_stem(w) for w in _TOKEN.findall(text.lower()) if len(w) > 1 and w not in STOPWORDS and w not in drop]


def _idf(docs: list[list[str]]) -> dict[str, float]:
    df: dict[str, int] = {}
    for doc in docs:
        for term in set(doc):
            df[term] = df.get(term, 0) + 1
    return {t: math.log(1.0 + len(docs) / d) for t, d in df.items()}


def _instruction_levers(name: str, wanted: set[str], docs: list[list[str]], idf: dict[str, float]) -> list[dict]:
    """IDF-weighted coverage and density of the terms of a topic's description or narrative in title + snippet."""
    unseen = math.log(1.0 + len(docs))  # a term no candidate has: its largest possible idf
    total = sum(idf.get(t, unseen) for t in wanted) or 1.0
    rows = []
    for doc in docs:
        present = wanted & set(doc)
        hits = sum(idf[t] for t in doc if t in wanted)
        rows.append(
            {
                f"{name}_coverage_idf": sum(idf[t] for t in present) / total,
                f"{name}_density_idf": math.log1p(100.0 * hits / max(1, len(doc))),
            }
        )
    return rows


def _cosine(a: dict[str, float], b: dict[str, float]) -> float:
    dot = sum(v * b.get(t, 0.0) for t, v in a.items())
    norm = math.sqrt(sum(v * v for v in a.values()) * sum(v * v for v in b.values()))
    return dot / norm if norm else 0.0


def _centroid(vectors: list[dict[str, float]]) -> dict[str, float]:
    out: dict[str, float] = {}
    for vector in vectors:
        norm = math.sqrt(sum(v * v for v in vector.values())) or 1.0
        for t, v in vector.items():
            out[t] = out.get(t, 0.0) + v / norm
    return out


def _bm25(query: list[str], docs: list[list[str]], k1: float = 1.2, b: float = 0.75) -> list[float]:
    """BM25 of the query's content terms over the candidates' title + snippet, IDF re-estimated on them."""
    n = len(docs)
    avg = sum(len(d) for d in docs) / max(1, n) or 1.0
    df = {t: sum(1 for d in docs if t in d) for t in set(query)}
    scores = []
    for doc in docs:
        score = 0.0
        for t in set(query):
            tf = doc.count(t)
            if tf:
                idf = math.log(1.0 + (n - df[t] + 0.5) / (df[t] + 0.5))
                score += idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * len(doc) / avg))
        scores.append(score)
    return scores


def _object_window(objects: list[str], text: str) -> float:
    """1 / (1 + words between the closest mentions of the first two objects); 0 when one is missing."""
    if len(objects) < 2:
        return 0.0
    starts = [m.start() for m in _TOKEN.finditer(text.lower())]

    def word_at(offset: int) -> int:
        return sum(1 for s in starts if s < offset)

    first = [word_at(m.start()) for m in term_pattern(objects[0]).finditer(text)]
    second = [word_at(m.start()) for m in term_pattern(objects[1]).finditer(text)]
    if not first or not second:
        return 0.0
    return 1.0 / (1.0 + min(abs(i - j) for i in first for j in second))


def _pair_pattern(objects: list[str]) -> re.Pattern[str] | None:
    """ "X vs Y", "X versus Y", "X or Y" (either order, an article allowed before the second object)."""
    if len(objects) < 2:
        return None
    a, b = (term_pattern(o).pattern for o in objects[:2])
    joint = r"\W*\s*(?:vs\.?|v\.|versus|or)\s+(?:an?\s+|the\s+)?"
    return re.compile(rf"{a}{joint}{b}|{b}{joint}{a}", re.IGNORECASE)


def levers(topic: Topic, objects: list[str], candidates: list[Candidate]) -> list[dict[str, float]]:
    query = topic.title
    texts = [f"{c.title}\n{c.snippet}" for c in candidates]
    docs = [_terms(t) for t in texts]
    idf = _idf(docs)
    description = set(_terms(topic.description or "", GENERIC))
    narrative = set(_terms(topic.narrative or "", GENERIC))
    instructions = zip(
        _instruction_levers("description", description, docs, idf),
        _instruction_levers("narrative", narrative, docs, idf),
        _instruction_levers("desc_narr", description | narrative, docs, idf),
        strict=True,
    )
    vectors = [{t: doc.count(t) * idf[t] for t in set(doc)} for doc in docs]
    bm25 = _bm25(_terms(query), docs)
    pair = _pair_pattern(objects)
    rows = []
    seen: set[str] = set()
    for position, (cand, text, vector, extra) in enumerate(zip(candidates, texts, vectors, instructions, strict=True)):
        path = cand.url.lower().split("/", 3)[3] if cand.url.count("/") >= 3 else ""
        words = _words(path)
        wanted = [_words(o) for o in objects]
        title_key = re.sub(r"\W+", "", cand.title.lower())
        others = vectors[:position] + vectors[position + 1 :]
        top5 = [v for i, v in enumerate(vectors[:5]) if i != position]
        row = {
            "url_objects": sum(1 for w in wanted if w and w <= words) / max(1, len(wanted)),
            "url_comparison_cue": float(bool(CUES.search(" ".join(sorted(words))))),
            "url_depth": -float(path.count("/")),
            "url_length": -float(len(cand.url)),
            "host_forum_qa_wiki_blog": float(bool(SITES.search(str(cand.raw.get("target_hostname", "")).lower()))),
            "log_page_rank": math.log(float(cand.raw.get("page_rank") or 1e-12)),
            "spam_rank": float(cand.raw.get("spam_rank") or 0),
            "title_is_question": float("?" in cand.title),
            "title_query_coverage": len(_words(query) & _words(cand.title)) / max(1, len(_words(query))),
            "snippet_length": float(len(cand.snippet)),
            "duplicate_title_of_higher": -float(title_key in seen),
        }
        for part in extra:
            row.update(part)
        row["centroid_cosine"] = _cosine(vector, _centroid(others))
        row["top5_centroid_cosine"] = _cosine(vector, _centroid(top5))
        row["local_bm25"] = bm25[position]
        row["object_window_snippet"] = _object_window(objects, cand.snippet)
        row["object_window_title_snippet"] = _object_window(objects, text)
        row["objects_x_vs_y"] = float(bool(pair and pair.search(text)))
        row["objects_x_vs_y_title"] = float(bool(pair and pair.search(cand.title)))
        for k in (5, 10, 60):
            row[f"rrf_k{k}"] = 1.0 / (k + cand.chatnoir_rank)
        for k in (10, 60):
            fused = 0.0
            for name, ranks in zip(("keywords", "content"), _VARIANT_RANKS.get(int(topic.number), []), strict=False):
                rank = ranks.get(cand.docno)
                row[f"variant_{name}_k{k}"] = 1.0 / (k + rank) if rank else 0.0
                fused += row[f"variant_{name}_k{k}"]
            if _VARIANT_RANKS:
                row[f"variant_fused_k{k}"] = fused
        rows.append(row)
        seen.add(title_key)
    return rows


def _top5(cands: list[Candidate], rows: list[dict[str, float]], w: dict[str, float]) -> list[Candidate]:
    scores = [sum(v * row.get(f, 0.0) for f, v in w.items()) for row in rows]
    return [cands[i] for i in sorted(range(len(rows)), key=lambda i: (-scores[i], i))[:5]]


TopicRows = tuple[list[Candidate], list[dict[str, float]], dict[str, int]]


def load_topics() -> tuple[list[Topic], list[TopicRows]]:
    """The odd topics and, per topic, its 15 candidates, their normalised feature and lever rows and its judgments."""
    if not T2020.is_dir():
        sys.exit(f"Touché 2020 data not found at {T2020} (set COMPARATIVE_IR_SHARED_DATA)")
    topics_path = T2020 / "topics-task-2.xml"
    qrels = read_qrels(T2020 / "touche2020-task2-relevance-odd-topics.qrels")
    topics = [t for t in parse_topics(topics_path) if int(t.number) % 2 == 1]
    with tempfile.TemporaryDirectory() as tmp:
        store = Path(tmp) / "store"
        with redirect_stdout(StringIO()):
            dump = T2020 / "chatnoir" / "chatnoir-top15-responses-odd-topics.jsonl"
            cli(["fixtures", "import", "--index", "cw12", "--topics", str(topics_path), "--responses", str(dump),
                 "--into", str(store)])  # fmt: skip
        backend = ReplayBackend(FixtureStore(store))
        fetcher = DocumentFetcher(backend, TextCache(Path(tmp) / "cache"), progress=False)
        questions = topic_questions(topics, "comparative")
        per_topic = []
        for topic in topics:
            cands = retrieve(backend, topic.title, "cw12", 15)
            documents, _ = fetcher.fetch_all(cands)
            rows = extract_features(questions[topic.number], topic.title, cands, documents, "comparative")
            for row, extra in zip(rows, levers(topic, list(questions[topic.number].objects), cands), strict=True):
                row.update(extra)
            per_topic.append((cands, normalise(impute_fallbacks(rows)), qrels[topic.number]))
    return topics, per_topic


def main() -> None:
    topics, per_topic = load_topics()
    weights = load_weights(None, "comparative")

    def per_topic_ndcg(w: dict[str, float]) -> list[float]:
        out = []
        for cands, rows, judged in per_topic:
            scores = [sum(v * row.get(f, 0.0) for f, v in w.items()) for row in rows]
            order = sorted(range(len(rows)), key=lambda i: (-scores[i], i))
            out.append(ndcg([cands[i].docno for i in order], judged, 5))
        return out

    n = len(per_topic)
    shipped = per_topic_ndcg(weights)
    unjudged = sum(1 for cands, _, judged in per_topic for c in cands if c.docno not in judged)
    total = sum(len(cands) for cands, _, _ in per_topic)
    print(f"shipped weights: nDCG@5 trec {sum(shipped) / n:.3f}; unjudged candidates {unjudged} of {total}")
    for name, w in (("ChatNoir order", {"chatnoir_score": 1.0}), ("shipped weights", weights)):
        top = [judged.get(c.docno) for cands, rows, judged in per_topic for c in _top5(cands, rows, w)]
        relevant = sum(1 for j in top if j is not None and j > 0)
        missing = sum(1 for j in top if j is None)
        print(f"{name}: top 5 of all topics holds {relevant} judged-relevant and {missing} unjudged documents")

    def loo(table: dict[tuple[float, ...], list[float]]) -> list[float]:
        """Each topic scored with the grid point (least total |weight| on ties) that is best on the other topics."""
        keys = list(table)
        return [table[max(keys, key=lambda k: (sum(table[k]) - table[k][i], -sum(map(abs, k))))][i] for i in range(n)]

    def summary(table: dict[tuple[float, ...], list[float]]) -> tuple[list[float], str]:
        held_out = loo(table)
        fit = max(table, key=lambda k: (sum(table[k]), -sum(map(abs, k))))
        wins = sum(h > s + 1e-9 for h, s in zip(held_out, shipped, strict=True))
        losses = sum(h < s - 1e-9 for h, s in zip(held_out, shipped, strict=True))
        weights_text = "/".join(f"{w:g}" for w in fit)
        return (
            held_out,
            f"{sum(held_out) / n:6.3f} {sum(table[fit]) / n:7.3f} {weights_text:>13s} {wins:>3d}/{losses:<3d}",
        )

    def base(cue: float, rel: float) -> dict[str, float]:
        return {**weights, "cue_comparison_density": cue, "rel_query_density": rel}

    # "refit": the lever's weight chosen together with the two fitted content weights of the defaults on the coarse
    # grid they were selected on, so that a lever is not judged only against weights fitted on these same topics
    # without it (which favours weight 0). Without a lever that procedure gives the shipped 0.646 in every fold.
    refit_base = {(c, r, 0.0): per_topic_ndcg(base(c, r)) for c in COARSE for r in COARSE}
    head = f"{'LOO':>6s} {'fitted':>7s} {{:>13s}} {'+/-':^7s}"
    print(f"{'':31s}{'fixed shipped weights':^37s}  {'refit cue / rel / lever':^37s}")
    print(f"{'lever':30s} {head.format('weight')}  {head.format('cue/rel/lever')}")
    names = [name for name in levers(topics[0], [], per_topic[0][0])[0] if name in per_topic[0][1][0]]
    fixed, refit = {}, {}
    for lever in names:
        fixed[lever], fixed_text = summary({(g,): per_topic_ndcg({**weights, lever: g}) for g in GRID})
        table = dict(refit_base)
        for c, r, g in ((c, r, g) for c in COARSE for r in COARSE for g in GRID if g):
            table[(c, r, g)] = per_topic_ndcg({**base(c, r), lever: g})
        refit[lever], refit_text = summary(table)
        print(f"{lever:30s} {fixed_text}  {refit_text}")
    # The two best levers of different families (RRF variants are one lever at different k), with a joint grid.
    ranked = sorted(fixed, key=lambda k: -sum(fixed[k]))
    first = ranked[0]
    second = next(k for k in ranked[1:] if k.split("_")[0] != first.split("_")[0])
    joint, text = summary({(a, b): per_topic_ndcg({**weights, first: a, second: b}) for a in GRID for b in GRID})
    print(f"joint {first} + {second}, fixed shipped weights: {text}")
    best_refit = max(refit, key=lambda k: sum(refit[k]))
    print(f"held-out nDCG@5 per topic minus shipped: {first} (fixed), the joint fit, {best_refit} (refit):")
    for topic, s, a, b, c in zip(topics, shipped, fixed[first], joint, refit[best_refit], strict=True):
        if max(abs(a - s), abs(b - s), abs(c - s)) > 1e-9:
            print(f"  topic {topic.number:>2s}: shipped {s:.3f}  {a - s:+.3f}  {b - s:+.3f}  {c - s:+.3f}")


if __name__ == "__main__":
    argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter).parse_args()
    main()
