"""Fit the ranker's weights on a user's own judgments: coordinate ascent on nDCG@k, with cross-validation.

The objective is nDCG@k with trec_eval semantics (unjudged documents gain 0, judgment -2 counts as 0): the
official scorer drops unjudged documents, which would reward pushing unjudged documents up. Cross-validated
figures (weights fitted without the evaluated topics) show how much of the fitted gain is overfitting.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

GRID = (-1.0, -0.5, -0.25, 0.0, 0.25, 0.5, 1.0, 2.0)


@dataclass(frozen=True)
class TopicData:
    """One topic's re-rankable candidates: normalised feature rows in ChatNoir order, and the judgments."""

    qid: str
    docnos: tuple[str, ...]
    rows: tuple[Mapping[str, float], ...]
    qrels: Mapping[str, int]
    tail: tuple[str, ...] = ()  # below the re-rank depth, in ChatNoir order


def dcg(gains: Sequence[float]) -> float:
    return sum(g / math.log2(i + 2) for i, g in enumerate(gains))


def ndcg(order: Sequence[str], qrels: Mapping[str, int], k: int) -> float:
    ideal = dcg(sorted((max(0, r) for r in qrels.values()), reverse=True)[:k])
    if ideal <= 0:
        return 0.0
    return dcg([max(0, qrels.get(d, 0)) for d in order[:k]]) / ideal


def topic_order(topic: TopicData, weights: Mapping[str, float]) -> list[str]:
    scores = [sum(weights.get(n, 0.0) * v for n, v in row.items()) for row in topic.rows]
    order = sorted(range(len(scores)), key=lambda i: (-scores[i], i))
    return [topic.docnos[i] for i in order] + list(topic.tail)


def mean_ndcg(topics: Sequence[TopicData], weights: Mapping[str, float], k: int = 5) -> float:
    if not topics:
        return 0.0
    return sum(ndcg(topic_order(t, weights), t.qrels, k) for t in topics) / len(topics)


def coordinate_ascent(
    topics: Sequence[TopicData],
    features: Sequence[str],
    start: Mapping[str, float],
    k: int = 5,
    rounds: int = 3,
    grid: Sequence[float] = GRID,
) -> dict[str, float]:
    """Greedy per-feature search over ``grid``; a change must beat the current figure by a margin to be taken.

    Only ``features`` are searched; other weights in ``start`` are kept as they are.
    """
    weights = dict(start)
    for name in features:
        weights.setdefault(name, 0.0)
    best = mean_ndcg(topics, weights, k)
    for _ in range(rounds):
        improved = False
        for name in features:
            current = weights[name]
            for value in grid:
                if value == current:
                    continue
                weights[name] = value
                score = mean_ndcg(topics, weights, k)
                if score > best + 1e-4:
                    best, current, improved = score, value, True
            weights[name] = current
        if not improved:
            break
    return {name: value for name, value in weights.items() if value != 0.0}


@dataclass(frozen=True)
class CrossValidation:
    folds: int
    fitted: float  # weights fitted on all topics, evaluated on all (optimistic)
    cross_validated: float  # each topic scored by weights fitted without it
    start: float  # the starting weights, no fitting


def cross_validate(
    topics: Sequence[TopicData],
    features: Sequence[str],
    start: Mapping[str, float],
    folds: int = 5,
    k: int = 5,
    seed: int = 13,
    grid: Sequence[float] = GRID,
) -> CrossValidation:
    """k-fold cross-validation over topics (``folds >= len(topics)`` is leave-one-topic-out); it needs two topics
    and two folds at least, or no topic is scored by weights fitted without it."""
    if len(topics) < 2 or folds < 2:
        raise ValueError(f"cross-validation needs at least 2 topics and 2 folds (got {len(topics)} and {folds})")
    folds = min(folds, len(topics))
    order = list(range(len(topics)))
    random.Random(seed).shuffle(order)
    held_out_scores: list[float] = []
    for fold in range(folds):
        test = [topics[i] for i in order[fold::folds]]
        train = [topics[i] for i in order if i not in set(order[fold::folds])]
        weights = coordinate_ascent(train, features, start, k, grid=grid)
        held_out_scores.extend(ndcg(topic_order(t, weights), t.qrels, k) for t in test)
    fitted = coordinate_ascent(topics, features, start, k, grid=grid)
    return CrossValidation(
        folds=folds,
        fitted=mean_ndcg(topics, fitted, k),
        cross_validated=sum(held_out_scores) / len(held_out_scores),
        start=mean_ndcg(topics, start, k),
    )
