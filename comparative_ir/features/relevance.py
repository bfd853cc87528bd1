"""Topical features: query terms, compared objects and aspects in a document. Pure functions of text.

What participants found to help (Touché 2020/2021 papers): counts of query terms and of the compared objects,
both objects close together, and the objects in the title. Values are raw; the ranker normalises per topic.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from comparative_ir.features.text import (
    STOPWORDS,
    TextIndex,
    content_terms,
    outside,
    sentences_mentioning,
    term_pattern,
)

COMPARISON_WORDS = frozenset(
    """vs versus compare compared comparing comparison difference differences differ better worse best than
    prefer preferred advantage advantages disadvantage disadvantages benefit benefits drawback drawbacks
    pros cons""".split()
)
COMMERCE_WORDS = frozenset(
    """buy sale sales seller sellers shop shopping store deal deals discount cheap price prices priced cart
    shipping manufacturer manufacturers exporter exporters supplier suppliers wholesale coupon""".split()
)


def _count_words(index: TextIndex, vocabulary: frozenset[str]) -> int:
    """Mentions of the words of a (small) vocabulary: looked up one by one, not by a pass over the page's words."""
    counts = index.counts
    return sum(counts[word] for word in vocabulary if word in counts)


def cue_features(text: str, title: str, index: TextIndex | None = None) -> dict[str, float]:
    """Comparison cues (a page that compares says "vs", "better than", "pros and cons") and shop vocabulary."""
    index = index or TextIndex(text)
    title_index = TextIndex(title)
    return {
        "cue_title_comparison": float(_count_words(title_index, COMPARISON_WORDS) > 0),
        "cue_title_question": float(title.rstrip().endswith("?")),
        "cue_comparison_density": math.log1p(100.0 * _count_words(index, COMPARISON_WORDS) / max(1, index.n_words)),
        "cue_commerce": math.log1p(_count_words(title_index, COMMERCE_WORDS) + _count_words(index, COMMERCE_WORDS) / 5),
    }


def coverage(terms: Sequence[str], text: str | TextIndex) -> float:
    """Share of ``terms`` that occur in ``text`` (0 when there are no terms)."""
    if not terms:
        return 0.0
    index = text if isinstance(text, TextIndex) else TextIndex(text)
    return sum(1 for t in terms if index.has(t)) / len(terms)


def _min_distance(pa: Sequence[int], pb: Sequence[int]) -> int | None:
    """Smallest distance between a position in ``pa`` and one in ``pb`` (merge of two sorted lists)."""
    if not pa or not pb:
        return None
    i = j = 0
    best = abs(pa[0] - pb[0])
    while i < len(pa) and j < len(pb):
        best = min(best, abs(pa[i] - pb[j]))
        if pa[i] < pb[j]:
            i += 1
        else:
            j += 1
    return best


def _nested(objects: Sequence[str]) -> bool:
    lowered = [o.lower() for o in objects]
    return any(a != b and a in b for a in lowered for b in lowered)


def _outside_longer(objects: Sequence[str], spans: list[list[tuple[int, int]]]) -> list[list[int]]:
    """Each object's mention starts without those inside a mention of another object that contains its name
    ("Windows" inside "Windows 7", "biodegradable" inside "non-biodegradable")."""
    lowered = [o.lower() for o in objects]
    kept = []
    for i, own in enumerate(spans):
        longer = [s for j, other in enumerate(spans) if j != i and lowered[i] in lowered[j] for s in other]
        kept.append([start for start, _ in outside(own, longer)])
    return kept


def _nested_mentions(objects: Sequence[str], index: TextIndex, sentences: Sequence[str]) -> tuple[list[list[int]], int]:
    """Mention positions of each object outside the others' longer names, and the number of sentences that
    still mention the first two (only when one name contains another: the word index counts both there)."""
    spans = []
    for name in objects:
        pattern = term_pattern(name)
        spans.append([(p, m.end()) for p in index.positions(name) if (m := pattern.match(index.text, p))])
    both = 0
    for sentence in sentences:
        found = [[m.span() for m in term_pattern(name).finditer(sentence)] for name in objects]
        kept = _outside_longer(objects, found)
        both += bool(kept[0]) and bool(kept[1])
    return _outside_longer(objects, spans), both


def aspect_terms(aspects: Sequence[str]) -> list[str]:
    terms: list[str] = []
    for aspect in aspects:
        terms.extend(t for t in content_terms(aspect) if t not in terms)
    return terms


def query_features(query: str, text: str, title: str, index: TextIndex | None = None) -> dict[str, float]:
    index = index or TextIndex(text)
    terms = content_terms(query)
    hits = sum(index.count(t) for t in terms)
    return {
        "rel_query_coverage": coverage(terms, index),
        "rel_query_title_coverage": coverage(terms, title),
        "rel_query_density": math.log1p(100.0 * hits / max(1, index.n_words)),
    }


def object_features(
    objects: Sequence[str], text: str, title: str, sentences: Sequence[str], index: TextIndex | None = None
) -> dict[str, float]:
    """Coverage, mentions, balance, co-occurrence and proximity of the compared objects. ``sentences`` are those of
    ``text`` (see ``sentences_mentioning``); ``index``, if given, its ``TextIndex``."""
    objects = [o for o in objects if o.strip() and o.lower() not in STOPWORDS]
    features = {
        "obj_coverage": 0.0,
        "obj_all": 0.0,
        "obj_title": 0.0,
        "obj_mentions": 0.0,
        "obj_balance": 0.0,
        "obj_cooccurrence": 0.0,
        "obj_proximity": 0.0,
    }
    if not objects:
        return features
    index = index or TextIndex(text)
    counts = [index.count(o) for o in objects]
    positions, both = None, 0
    if len(objects) >= 2 and _nested(objects):  # one name inside another: "Windows" in "Windows 7"
        positions, both = _nested_mentions(objects, index, sentences)
        counts = [len(p) for p in positions]
    features["obj_coverage"] = sum(1 for c in counts if c) / len(objects)
    features["obj_all"] = float(all(counts)) if len(objects) >= 2 else float(counts[0] > 0)
    if positions is None:
        features["obj_title"] = coverage(objects, title)
    else:
        in_title = _outside_longer(objects, [[m.span() for m in term_pattern(o).finditer(title)] for o in objects])
        features["obj_title"] = sum(1 for found in in_title if found) / len(objects)
    features["obj_mentions"] = math.log1p(sum(counts))
    if len(objects) >= 2 and max(counts) > 0:
        features["obj_balance"] = min(counts) / max(counts)
        if positions is None:
            both = len(sentences_mentioning(sentences, objects, index))
        features["obj_cooccurrence"] = math.log1p(both)
        first, second = positions[:2] if positions is not None else (index.positions(o) for o in objects[:2])
        distance = _min_distance(first, second)
        if distance is not None:
            features["obj_proximity"] = 1.0 / (1.0 + distance / 100.0)
    return features


def aspect_features(
    aspects: Sequence[str], predicate: str | None, text: str, index: TextIndex | None = None
) -> dict[str, float]:
    index = index or TextIndex(text)
    return {
        "asp_coverage": coverage(aspect_terms(aspects), index),
        "pred_present": float(bool(predicate) and index.has(predicate or "")),
    }
