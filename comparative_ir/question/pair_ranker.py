"""The pair ranker: a second look at the object pair.

The tagger labels tokens one by one (with label bigrams); whether two spans form a plausible pair (joined by
"or"/"vs"/"than", of parallel length, both noun chunks, both found by the rules) is invisible to it. Candidates: the
spans with the best max-marginals (``_Tagger.object_spans``), the tagger's runs and the rules' objects; every ordered
pair of non-overlapping candidates is scored by a log-linear model of a few pair features, trained on the tagger's
output for questions it was not trained on (``train_model``).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from comparative_ir.question.features import _Analysis, _word_form
from comparative_ir.question.labelled import LabelledQuestion
from comparative_ir.question.tokens import _ARTICLES, _POSS_DET, _Span, _strip_det, _Toks

PAIR_SPANS = 12  # candidate spans by max-marginal
_PAIR_SCALE = 100.0  # perceptron score units per feature unit
_GAP_CONNECTORS = frozenset(
    {"or", "and", "vs", "versus", "v", "than", "to", "with", "from", "over", "nor", "against", "instead", "between"}
)
_GAP_RELATIONS = frozenset(
    {"compared to", "compared with", "rather than", "instead of", "different from", "better than", "more than",
     "same as", "similar to"}
)  # fmt: skip


def _gap_kind(t: _Toks, end: int, start: int) -> str:
    """What separates a left object ending at ``end`` from a right one starting at ``start``."""
    gap = [t.low[k] for k in range(end, start) if any(c.isalnum() for c in t.text[k])]
    core = [w for w in gap if w not in _ARTICLES and w not in _POSS_DET]
    if not gap:
        return "adj"
    if len(core) == 1 and core[0] in _GAP_CONNECTORS:
        return "c:" + core[0]
    if len(core) == 2 and " ".join(core) in _GAP_RELATIONS:
        return "c2"
    if any(w in _GAP_CONNECTORS for w in core):
        return "near" if len(core) <= 3 else "far"
    return "none"


def _pair_candidates(
    a: _Analysis, spans: dict[tuple[int, int], float], runs: Sequence[_Span]
) -> list[tuple[tuple[_Span, _Span], dict[str, float]]]:
    """Candidate object pairs (in order of appearance) with their features; ``spans`` are the max-marginals."""
    t = a.t
    scored: dict[tuple[int, int], tuple[float, int]] = {}
    for (s, e), v in sorted(spans.items(), key=lambda item: (-item[1], item[0])):
        span = _strip_det(t, _Span(s, e))
        key = (span.start, span.end)
        if key not in scored:
            scored[key] = (v, len(scored))
            if len(scored) >= PAIR_SPANS:
                break
    tagged = [(s.start, s.end) for s in (_strip_det(t, r) for r in runs)]
    rules = [(s.start, s.end) for s in a.rules.objects]
    for key in tagged + rules:
        if key not in scored:
            scored[key] = (spans.get(key, -10 * _PAIR_SCALE), PAIR_SPANS)
    chunks = set()
    for chunk in t.doc.noun_chunks:
        span = _strip_det(t, _Span(chunk.start, chunk.end))
        chunks.add((span.start, span.end))
    items = sorted(scored.items())
    out = []
    for x, ((s1, e1), (v1, _)) in enumerate(items):
        for (s2, e2), (v2, _) in items[x + 1 :]:
            if e1 > s2:
                continue
            gap = _gap_kind(t, e1, s2)
            dl = max(-3, min(3, (e1 - s1) - (e2 - s2)))
            f = {
                "mm": max((v1 + v2) / _PAIR_SCALE, -10.0),
                f"mb1={min(int(-v1 / _PAIR_SCALE * 4), 8)}": 1.0,
                f"mb2={min(int(-v2 / _PAIR_SCALE * 4), 8)}": 1.0,
                "gap=" + gap: 1.0,
                f"dl={dl}": 1.0,
                f"dl={dl}|{gap[:2]}": 1.0,
                "t1f=" + t.tag[s1]: 1.0,
                "t1l=" + t.tag[e1 - 1]: 1.0,
                "t2l=" + t.tag[e2 - 1]: 1.0,
                "w1b=" + (_word_form(t.text[s1 - 1]) if s1 else "<s>"): 1.0,
                "w2a=" + (_word_form(t.text[e2]) if e2 < t.n else "</s>"): 1.0,
            }
            for name, hit in (
                ("tagged", tagged == [(s1, e1), (s2, e2)]),
                ("rules", rules == [(s1, e1), (s2, e2)]),
                ("inr1", (s1, e1) in rules),
                ("inr2", (s2, e2) in rules),
                ("ck1", (s1, e1) in chunks),
                ("ck2", (s2, e2) in chunks),
                ("rep", t.low[s2] in t.low[s1 + 1 : e1]),  # "cs iit guwahati or iit roorkee"
                ("dup", t.low[e1 - 1] == t.low[e2 - 1]),  # same head: "plastic pots or ceramic pots"
            ):
                if hit:
                    f[name] = 1.0
            out.append(((_Span(s1, e1), _Span(s2, e2)), f))
    return out


class _PairRanker:
    """A log-linear model over candidate pairs: the pair with the highest weighted feature sum wins."""

    def __init__(self, weights: dict[str, float]) -> None:
        self.weights = weights

    def score(self, features: dict[str, float]) -> float:
        return sum(self.weights.get(f, 0.0) * v for f, v in features.items())

    def best(self, candidates: Sequence[tuple[tuple[_Span, _Span], dict[str, float]]]) -> tuple[_Span, _Span]:
        scores = [self.score(f) for _, f in candidates]
        return candidates[scores.index(max(scores))][0]  # ties: the first in order of appearance

    def to_json(self) -> dict[str, float]:
        return {f: round(w, 4) for f, w in sorted(self.weights.items()) if round(w, 4)}


def train_pair_ranker(
    items: Sequence[tuple[Sequence[tuple[tuple[_Span, _Span], dict[str, float]]], Sequence[int]]],
    *,
    l2: float = 1.0,
    steps: int = 300,
    rate: float = 0.1,
) -> _PairRanker:
    """Maximise the log-probability (softmax over each question's candidates) of its gold candidates (``items``:
    candidates and the indices of the gold ones), with an L2 penalty; full-batch Adam, deterministic."""
    index: dict[str, int] = {}
    rows: list[int] = []
    cols: list[int] = []
    vals: list[float] = []
    gold: list[float] = []
    group: list[int] = []
    for q, (candidates, golds) in enumerate(items):
        for k, (_, features) in enumerate(candidates):
            for f, v in features.items():
                rows.append(len(gold))
                cols.append(index.setdefault(f, len(index)))
                vals.append(v)
            gold.append(1.0 if k in golds else 0.0)
            group.append(q)
    if not items:
        return _PairRanker({})
    r, c, x = np.array(rows), np.array(cols), np.array(vals)
    y, g = np.array(gold), np.array(group)
    n_rows, n_feats, n_q = len(y), len(index), len(items)
    w = np.zeros(n_feats)
    m1, m2 = np.zeros(n_feats), np.zeros(n_feats)
    for step in range(1, steps + 1):
        z = np.bincount(r, x * w[c], n_rows)
        top = np.full(n_q, -np.inf)
        np.maximum.at(top, g, z)
        ez = np.exp(z - top[g])
        p = ez / np.bincount(g, ez, n_q)[g]
        q_ = ez * y / np.bincount(g, ez * y, n_q)[g]
        grad = (np.bincount(c, x * (p - q_)[r], n_feats) + l2 * w) / n_q
        m1 = 0.9 * m1 + 0.1 * grad
        m2 = 0.999 * m2 + 0.001 * grad * grad
        w -= rate * (m1 / (1 - 0.9**step)) / (np.sqrt(m2 / (1 - 0.999**step)) + 1e-8)
    return _PairRanker({f: float(w[i]) for f, i in index.items()})


def _gold_pair(a: _Analysis, question: LabelledQuestion, candidates: Sequence[tuple[tuple[_Span, _Span], dict]]):
    """Indices of the candidates whose texts are the question's two gold objects (any order, case-insensitive)."""
    gold = sorted(s.lower() for s in question.spans("OBJ"))
    t = a.t
    return [
        k
        for k, ((left, right), _) in enumerate(candidates)
        if sorted([t.span_text(left.start, left.end).lower(), t.span_text(right.start, right.end).lower()]) == gold
    ]
