"""Topical features: query terms, compared objects and aspects in a document. Pure functions of text.

What participants found to help (Touché 2020/2021 papers): counts of query terms and of the compared objects,
both objects close together, and the objects in the title. Values are raw; the ranker normalises per topic.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

from comparative_ir.features.text import STOPWORDS, content_terms, count_term, term_pattern, words

_COMPARISON_CUES = re.compile(
    r"\b(?:vs\.?|versus|compared?|comparing|comparison|difference|differences|differ|better|worse|"
    r"best|than|prefer|preferred|pros\s+and\s+cons|advantages?|disadvantages?|benefits?|drawbacks?|"
    r"which\s+(?:is|one|should)|or\s+not)\b",
    re.IGNORECASE,
)
_COMMERCE = re.compile(
    r"\b(?:buy|sale|sales|sellers?|shop|shopping|store|deals?|discount|cheap|price[sd]?|order\s+now|"
    r"add\s+to\s+cart|free\s+shipping|manufacturers?|exporters?|suppliers?|wholesale|coupon)\b",
    re.IGNORECASE,
)


def cue_features(text: str, title: str) -> dict[str, float]:
    """Comparison cues (a page that compares says "vs", "better than", "pros and cons") and shop vocabulary."""
    n_words = max(1, len(words(text)))
    return {
        "cue_title_comparison": float(_COMPARISON_CUES.search(title) is not None),
        "cue_title_question": float(title.rstrip().endswith("?")),
        "cue_comparison_density": math.log1p(100.0 * len(_COMPARISON_CUES.findall(text)) / n_words),
        "cue_commerce": math.log1p(len(_COMMERCE.findall(title)) + len(_COMMERCE.findall(text)) / 5.0),
    }


def coverage(terms: Sequence[str], text: str) -> float:
    """Share of ``terms`` that occur in ``text`` (0 when there are no terms)."""
    if not terms:
        return 0.0
    return sum(1 for t in terms if term_pattern(t).search(text)) / len(terms)


def _min_distance(a: str, b: str, text: str) -> int | None:
    """Smallest character distance between a mention of ``a`` and one of ``b`` (merge of two sorted lists)."""
    pa = [m.start() for m in term_pattern(a).finditer(text)]
    pb = [m.start() for m in term_pattern(b).finditer(text)]
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


def aspect_terms(aspects: Sequence[str]) -> list[str]:
    terms: list[str] = []
    for aspect in aspects:
        terms.extend(t for t in content_terms(aspect) if t not in terms)
    return terms


def query_features(query: str, text: str, title: str) -> dict[str, float]:
    terms = content_terms(query)
    n_words = max(1, len(words(text)))
    hits = sum(count_term(t, text) for t in terms)
    return {
        "rel_query_coverage": coverage(terms, text),
        "rel_query_title_coverage": coverage(terms, title),
        "rel_query_density": math.log1p(100.0 * hits / n_words),
    }


def object_features(objects: Sequence[str], text: str, title: str, sentences: Sequence[str]) -> dict[str, float]:
    """Coverage, mentions, balance, co-occurrence and proximity of the compared objects."""
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
    counts = [count_term(o, text) for o in objects]
    features["obj_coverage"] = sum(1 for c in counts if c) / len(objects)
    features["obj_all"] = float(all(counts)) if len(objects) >= 2 else float(counts[0] > 0)
    features["obj_title"] = coverage(objects, title)
    features["obj_mentions"] = math.log1p(sum(counts))
    if len(objects) >= 2 and max(counts) > 0:
        features["obj_balance"] = min(counts) / max(counts)
        patterns = [term_pattern(o) for o in objects]
        both = sum(1 for s in sentences if sum(1 for p in patterns if p.search(s)) >= 2)
        features["obj_cooccurrence"] = math.log1p(both)
        distance = _min_distance(objects[0], objects[1], text)
        if distance is not None:
            features["obj_proximity"] = 1.0 / (1.0 + distance / 100.0)
    return features


def aspect_features(aspects: Sequence[str], predicate: str | None, text: str) -> dict[str, float]:
    terms = aspect_terms(aspects)
    return {
        "asp_coverage": coverage(terms, text),
        "pred_present": float(bool(predicate) and term_pattern(predicate or "").search(text) is not None),
    }
