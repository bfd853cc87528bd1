"""Fit the ranker's weights on a user's own judgments: coordinate ascent on nDCG@k, with cross-validation.

The objective is nDCG@k with trec_eval semantics (unjudged documents gain 0, judgment -2 counts as 0): the
official scorer drops unjudged documents, which would reward pushing unjudged documents up. Cross-validated
figures (weights fitted without the evaluated topics) show how much of the fitted gain is overfitting; they are
held-out figures only when the folds start from weights that hold nothing learnt from the held-out topics
(``NEUTRAL_START``): a start chosen on all topics carries each held-out topic into its own fold.
"""

from __future__ import annotations

import math
import random
import re
from collections.abc import Iterable, Mapping, Sequence, Set
from dataclasses import dataclass

GRID = (-1.0, -0.5, -0.25, 0.0, 0.25, 0.5, 1.0, 2.0)

#: the start that holds nothing learnt from any judgments: ChatNoir's own order
NEUTRAL_START: Mapping[str, float] = {"chatnoir_score": 1.0}

#: features ``tune`` leaves out unless named: ``fallback`` says whether a page text could be had (an artefact of
#: fetching, and a leak when texts were gathered for judged documents), ``chatnoir_rank`` repeats ``chatnoir_score``
NOT_TUNED_BY_DEFAULT = ("fallback", "interstitial", "chatnoir_rank")


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


#: Scores equal to this many decimals are a tie, which keeps ChatNoir's order (here and in ``ranking.rerank``): a
#: weighted sum is not exact (0.8 + 0.25 + 0.1 + 0.1 is 1.2500000000000002, 1.0 + 0.25 is 1.25), and rounding noise
#: would otherwise decide.
TIE_DECIMALS = 9


def tie_level(score: float) -> float:
    """The score as a ranking compares it (see ``TIE_DECIMALS``)."""
    return round(score, TIE_DECIMALS)


def demoted(row: Mapping[str, float]) -> bool:
    """A result ranked after the others whatever its score: its cached page stood in for the document (a soft 404,
    a parked domain, a wall; ``features.interstitial``), so neither a reader nor an assessor sees the document."""
    return row.get("interstitial", 0.0) > 0.0


def topic_order(topic: TopicData, weights: Mapping[str, float]) -> list[str]:
    scores = [sum(weights.get(n, 0.0) * v for n, v in row.items()) for row in topic.rows]
    order = sorted(range(len(scores)), key=lambda i: (demoted(topic.rows[i]), -tie_level(scores[i]), i))
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
class HeldOut:
    """Each topic ranked and scored by the weights of the fold that left it out; ``fold_of`` says which fold."""

    folds: int
    seed: int
    fold_of: Mapping[str, int]
    weights: tuple[Mapping[str, float], ...]  # each fold's fitted weights
    orders: Mapping[str, list[str]]  # each topic's held-out ranking (re-ranked head, then ChatNoir's tail)
    scores: Mapping[str, float]  # each topic's held-out nDCG@k

    @property
    def mean(self) -> float:
        return sum(self.scores.values()) / len(self.scores) if self.scores else 0.0


def held_out(
    topics: Sequence[TopicData],
    features: Sequence[str],
    start: Mapping[str, float],
    folds: int = 5,
    k: int = 5,
    seed: int = 13,
    grid: Sequence[float] = GRID,
) -> HeldOut:
    """k-fold cross-validation over topics (``folds >= len(topics)`` is leave-one-topic-out): each fold's weights
    are fitted from ``start`` on the other folds' topics. It needs two topics and two folds at least, or no topic is
    scored by weights fitted without it. The rankings are kept so that they can be written as a run and tested."""
    if len(topics) < 2 or folds < 2:
        raise ValueError(f"cross-validation needs at least 2 topics and 2 folds (got {len(topics)} and {folds})")
    folds = min(folds, len(topics))
    order = list(range(len(topics)))
    random.Random(seed).shuffle(order)
    fold_of: dict[str, int] = {}
    fold_weights: list[dict[str, float]] = []
    orders: dict[str, list[str]] = {}
    scores: dict[str, float] = {}
    for fold in range(folds):
        held = set(order[fold::folds])
        train = [topics[i] for i in order if i not in held]
        weights = coordinate_ascent(train, features, start, k, grid=grid)
        fold_weights.append(weights)
        for i in order[fold::folds]:
            topic = topics[i]
            fold_of[topic.qid] = fold
            orders[topic.qid] = topic_order(topic, weights)
            scores[topic.qid] = ndcg(orders[topic.qid], topic.qrels, k)
    return HeldOut(folds, seed, fold_of, tuple(fold_weights), orders, scores)


def constant_features(topics: Sequence[TopicData], features: Sequence[str]) -> list[str]:
    """The features that never vary within a topic: no weight changes any ranking, so none can be fitted (the
    argument and writing features of title + snippet fallbacks, which take the topic's mean over page texts)."""

    def varies(name: str, topic: TopicData) -> bool:
        return len({row.get(name, 0.0) for row in topic.rows}) > 1

    return [name for name in features if not any(varies(name, topic) for topic in topics)]


def without_relevant(topics: Sequence[TopicData]) -> list[str]:
    """The topics none of whose re-ranked candidates is judged relevant: every weighting scores them alike (0, but
    for judged documents of ChatNoir's tail within the top k), so they teach a fit nothing and only pull its
    figures toward that constant; when every topic is one, each figure is over nothing."""
    return [t.qid for t in topics if not any(t.qrels.get(d, 0) > 0 for d in t.docnos)]


def _id_shape(docno: str) -> str:
    """What an id looks like without its letters and digits: ``x-x-x-x`` for ClueWeb12, ``x-x-x-x___x`` for a
    Touché 2022 passage of one, ``x_x_x_x`` for MS MARCO v2."""
    return re.sub(r"[A-Za-z0-9]+", "x", docno)


def judged_ids_hint(candidates: Iterable[str], judged: Iterable[str]) -> str:
    """An example id of each side, and, when no judged id is shaped like any candidate's, that they do not look
    alike (another corpus, or passages against documents: ``evaluate`` asks the same of a run it finds unjudged)."""
    candidates, judged = list(candidates), list(judged)
    example = (
        f"the candidates have ids like {candidates[0]!r}, the judgments {judged[0]!r}" if candidates and judged else ""
    )
    if example and not {_id_shape(d) for d in judged} & {_id_shape(d) for d in candidates}:
        return (
            f"the judged ids do not look like the candidates' ({example}): another corpus, or passages against "
            "documents?"
        )
    return example


def text_leakage(topics: Sequence[TopicData], with_text: Set[str]) -> str | None:
    """Why a fit would learn "has a page text = relevant", or None: when the candidates with a page text
    (``with_text``: docnos) are mostly judged relevant and far more often than those without one (as when texts
    were gathered only for judged-relevant documents), text availability predicts the judgments, and every feature
    that differs between pages and snippets learns that instead of relevance."""
    counts = {True: [0, 0], False: [0, 0]}  # has text -> [candidates, judged relevant]
    for topic in topics:
        for docno in topic.docnos:
            tally = counts[docno in with_text]
            tally[0] += 1
            tally[1] += topic.qrels.get(docno, 0) > 0
    (texts, relevant_texts), (others, relevant_others) = counts[True], counts[False]
    if not texts or not others:
        return None  # all or nothing: availability says nothing about any one document
    with_share, without_share = relevant_texts / texts, relevant_others / others
    if with_share < 0.75 or with_share - without_share < 0.25:
        return None
    return (
        f"page texts exist {'only' if relevant_texts == texts else 'mostly'} for judged-relevant documents: "
        f"{relevant_texts} of the {texts} candidates with a page text are judged relevant, {relevant_others} of "
        f"the {others} without one (title + snippet): having a text predicts the judgments here, so the fit learns "
        "that (through fallback, arg_*, q_* and the densities), not relevance, and the figures are inflated; give "
        "every candidate its text or none (a leakage trap)"
    )


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
    """:func:`held_out` summed up, with the fit on all topics from the same ``start`` (see :func:`held_out`)."""
    cv = held_out(topics, features, start, folds, k, seed, grid)
    fitted = coordinate_ascent(topics, features, start, k, grid=grid)
    return CrossValidation(
        folds=cv.folds,
        fitted=mean_ndcg(topics, fitted, k),
        cross_validated=cv.mean,
        start=mean_ndcg(topics, start, k),
    )
