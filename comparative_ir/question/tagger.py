"""The sequence tagger: an averaged structured perceptron with Viterbi decoding over label bigrams, the
shipped model file, and decoding a question's labels and object pair."""

from __future__ import annotations

import functools
import json
import random
import warnings
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from comparative_ir.question.features import _Analysis, _runs
from comparative_ir.question.pair_ranker import _pair_candidates, _PairRanker
from comparative_ir.question.policy import _POLICY
from comparative_ir.question.tokens import _Span

LABELS = ("O", "OBJ", "ASP", "PRED")
BIO_LABELS = ("O", "B-OBJ", "I-OBJ", "B-ASP", "I-ASP", "B-PRED", "I-PRED")
MODEL_PATH = Path(__file__).parents[1] / "question_model.json"  # comparative_ir/question_model.json


def _starts_run(previous: str, label: str, base: str = "OBJ") -> bool:
    """Does ``label`` after ``previous`` open a new run of ``base`` (IO or BIO labels)?"""
    if label == "B-" + base:
        return True
    return label in (base, "I-" + base) and previous not in (base, "B-" + base, "I-" + base)


@functools.lru_cache(maxsize=64)
def _lattice(labels: tuple[str, ...], most: int | None) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Viterbi states. Unconstrained (``most`` None): the labels. Otherwise (label, object runs so far): a new object
    run past ``most`` is not allowed. Returns each state's label, whether it may start a sequence, the allowed
    transitions, and whether it continues a run (an I- label: not allowed across punctuation)."""
    if most is None:
        states = [(label, 0) for label in range(len(labels))]
    else:
        states = [(label, c) for label in range(len(labels)) for c in range(most + 1)]
    label_of = np.array([label for label, _ in states])
    can_start = np.array([most is None or c == _starts_run("O", labels[label]) for label, c in states])
    allowed = np.ones((len(states), len(states)), dtype=bool)
    if most is not None:
        for a, (la, ca) in enumerate(states):
            for b, (lb, cb) in enumerate(states):
                allowed[a, b] = cb == ca + _starts_run(labels[la], labels[lb])
    inside = np.array([labels[label].startswith("I-") for label in label_of])
    return label_of, can_start, allowed, inside


def _viterbi(
    emissions: np.ndarray,
    start: np.ndarray,
    transitions: np.ndarray,
    labels: tuple[str, ...],
    most: int | None = None,
    breaks: Sequence[bool] = (),
) -> list[int]:
    """Best label sequence under emission scores (tokens x labels) and label bigram scores (previous x next), with
    at most ``most`` object runs and no run continuing over a break."""
    n = len(emissions)
    if n == 0:
        return []
    label_of, can_start, allowed, inside = _lattice(labels, most)
    trans = np.where(allowed, transitions[label_of][:, label_of], -np.inf)
    trans_break = np.where(inside[None, :], -np.inf, trans)
    scores = emissions[:, label_of]
    score = np.where(can_start, start[label_of], -np.inf) + scores[0]
    back = np.empty((n, len(label_of)), dtype=np.int64)
    for i in range(1, n):
        candidates = score[:, None] + (trans_break if i < len(breaks) and breaks[i] else trans)
        back[i] = candidates.argmax(axis=0)
        score = candidates.max(axis=0) + scores[i]
    best = [int(score.argmax())]
    for i in range(n - 1, 0, -1):
        best.append(int(back[i, best[-1]]))
    return [int(label_of[s]) for s in best[::-1]]


class _Tagger:
    """A structured perceptron: feature weights per label, label bigram weights, Viterbi decoding."""

    def __init__(
        self, labels: Sequence[str], index: dict[str, int], weights: np.ndarray, start: np.ndarray, trans: np.ndarray
    ) -> None:
        self.labels = tuple(labels)
        self.index = index  # feature -> row of weights
        self.weights = weights  # features x labels
        self.start = start  # labels
        self.transitions = trans  # previous label x next label
        self.pairs: _PairRanker | None = None  # chooses the object pair among the candidates (``train_model``)

    def emissions(self, a: _Analysis) -> np.ndarray:
        """Score of each label for each kept token (tokens x labels)."""
        index = self.index
        emissions = np.zeros((len(a.features), len(self.labels)))
        for i, feats in enumerate(a.features):
            rows = [index[f] for f in feats if f in index]
            if rows:
                emissions[i] = self.weights[rows].sum(axis=0)
        return emissions

    def tag(self, a: _Analysis, most: int | None = None, emissions: np.ndarray | None = None) -> list[str]:
        """The best labels of the kept tokens; with ``most``, the best with at most ``most`` object runs."""
        emissions = self.emissions(a) if emissions is None else emissions
        best = _viterbi(emissions, self.start, self.transitions, self.labels, most, a.breaks)
        return [self.labels[j] for j in best]

    def object_spans(self, a: _Analysis, emissions: np.ndarray, longest: int = 12) -> dict[tuple[int, int], float]:
        """Max-marginals of object runs (BIO labels only): for each run of kept tokens B-OBJ I-OBJ..., as a token span
        of the question, the score of the best label sequence containing exactly that run minus the score of the best
        sequence (0 for the runs of the best sequence, negative for the others). Unconstrained decoding (no cap)."""
        n, labels = len(emissions), self.labels
        if not n or "B-OBJ" not in labels:
            return {}
        b, i_ = labels.index("B-OBJ"), labels.index("I-OBJ")
        inside = np.array([label.startswith("I-") for label in labels])
        trans = self.transitions
        trans_break = np.where(inside[None, :], -np.inf, trans)
        breaks = [j < len(a.breaks) and a.breaks[j] for j in range(n)]
        alpha = np.empty_like(emissions)
        alpha[0] = self.start + emissions[0]
        for j in range(1, n):
            alpha[j] = (alpha[j - 1][:, None] + (trans_break if breaks[j] else trans)).max(axis=0) + emissions[j]
        beta = np.zeros_like(emissions)
        for j in range(n - 2, -1, -1):
            following = emissions[j + 1] + beta[j + 1]
            beta[j] = ((trans_break if breaks[j + 1] else trans) + following[None, :]).max(axis=1)
        best = float(alpha[-1].max())
        # leaving a run that ends at j (its last label B or I): the best continuation with a label other than I-OBJ
        leave = np.zeros((n, 2))
        for j in range(n - 1):
            nxt = (trans_break if breaks[j + 1] else trans)[[b, i_]] + (emissions[j + 1] + beta[j + 1])[None, :]
            nxt[:, i_] = -np.inf
            leave[j] = nxt.max(axis=1)
        # inner[j]: cost of extending a run onto token j with I-OBJ after I-OBJ; the first I after B is special
        inner = np.cumsum(np.concatenate([[0.0], trans[i_, i_] + emissions[1:, i_]]))
        cut = np.cumsum([0, *breaks[1:]])  # breaks[j] forbids I- at j
        opening = (alpha[:, b] - best).tolist()
        leave_b, leave_i = leave[:, 0].tolist(), leave[:, 1].tolist()
        second = (trans[b, i_] + emissions[:, i_]).tolist()  # the first I-OBJ, after B-OBJ
        inner_l, kept = inner.tolist(), a.kept
        out: dict[tuple[int, int], float] = {}
        for start in range(n):
            base = opening[start]
            if base == -np.inf:
                continue
            out[(kept[start], kept[start] + 1)] = base + leave_b[start]
            if start + 1 < n:
                run = base + second[start + 1] - inner_l[start + 1]
                for end in range(start + 1, min(n, start + longest)):
                    if cut[end] != cut[start]:
                        break
                    out[(kept[start], kept[end] + 1)] = run + inner_l[end] + leave_i[end]
        return out

    def to_json(self, metadata: dict, scale: int = 100) -> dict:
        """Features with an all-zero row are dropped; weights are stored as integers, ``scale`` times the weight."""
        rows = sorted((i, f) for f, i in self.index.items() if np.any(np.round(self.weights[i] * scale)))

        def ints(values: np.ndarray) -> list[int]:
            return [int(x) for x in np.round(values * scale)]

        return {
            **metadata,
            "labels": list(self.labels),
            "scale": scale,
            "start": ints(self.start),
            "transitions": [ints(row) for row in self.transitions],
            "weights": {f: ints(self.weights[i]) for i, f in rows},
            **({"pair_weights": self.pairs.to_json()} if self.pairs is not None else {}),
        }

    @classmethod
    def from_json(cls, data: dict) -> _Tagger:
        scale = float(data["scale"])
        names = list(data["weights"])
        n_labels = len(data["labels"])
        weights = np.array([data["weights"][f] for f in names], dtype=np.float64).reshape(len(names), n_labels)
        tagger = cls(
            data["labels"],
            {f: i for i, f in enumerate(names)},
            weights / scale,
            np.array(data["start"], dtype=np.float64) / scale,
            np.array(data["transitions"], dtype=np.float64) / scale,
        )
        if "pair_weights" in data:
            tagger.pairs = _PairRanker(data["pair_weights"])
        return tagger


@functools.lru_cache(maxsize=1)
def _load_tagger() -> _Tagger | None:
    """The shipped model, read on first use; without it (a stripped install) the rules work alone."""
    try:
        with open(MODEL_PATH, encoding="utf-8") as handle:
            return _Tagger.from_json(json.load(handle))
    except FileNotFoundError:
        warnings.warn(f"{MODEL_PATH} missing: comparative questions are parsed by the rules alone", stacklevel=2)
        return None


def _decode(model: _Tagger, a: _Analysis) -> tuple[list[str], tuple[_Span, _Span] | None]:
    """The tagger's labels of the kept tokens, and the object pair chosen by the pair ranker (None: keep the tagger's
    object runs). The ranker only reconsiders a pair: the tagger found exactly two object runs, the rules no list."""
    emissions = model.emissions(a)
    most = max(2, len(a.rules.objects)) if _POLICY["most"] else None
    labels = model.tag(a, most, emissions)
    pair = None
    if model.pairs is not None and _POLICY["pairs"] and len(a.rules.objects) < 3:
        runs = _runs(a, labels, "OBJ")
        if len(runs) == 2:
            candidates = _pair_candidates(a, model.object_spans(a, emissions), runs)
            if candidates:
                pair = model.pairs.best(candidates)
    return labels, pair


def train_tagger(
    sequences: Sequence[tuple[_Analysis, Sequence[str]]],
    *,
    epochs: int = 10,
    seed: int = 13,
    min_count: int = 2,
    weights: Sequence[float] | None = None,
) -> _Tagger:
    """Averaged structured perceptron on (analysis, gold OBJ/ASP/PRED/O label per kept token) pairs; BIO labels
    when ``_POLICY["bio"]``. Features seen in fewer than ``min_count`` questions are ignored. ``weights`` scale each
    question's updates (``training_weights``: the direct questions count double). Deterministic: the visiting
    order is shuffled with ``seed`` each epoch."""
    labels = BIO_LABELS if _POLICY["bio"] else LABELS
    scale = None if weights is None else [float(x) for x in weights]
    counts = Counter(f for analysis, _ in sequences for f in {f for feats in analysis.features for f in feats})
    index: dict[str, int] = {}
    data = []
    for analysis, gold in sequences:
        ids: list[int] = []
        offsets = [0]
        for feats in analysis.features:
            ids.extend(index.setdefault(f, len(index)) for f in feats if counts[f] >= min_count)
            offsets.append(len(ids))
        if _POLICY["bio"]:
            gold = [g if g == "O" else ("I-" if i and gold[i - 1] == g else "B-") + g for i, g in enumerate(gold)]
        data.append((np.array(ids, dtype=np.int64), offsets, [labels.index(g) for g in gold]))
    n_labels = len(labels)
    coef = np.zeros((len(index), n_labels))
    coef_sum = np.zeros_like(coef)  # sum of step * update: the average is coef - coef_sum / steps
    start, start_sum = np.zeros(n_labels), np.zeros(n_labels)
    trans, trans_sum = np.zeros((n_labels, n_labels)), np.zeros((n_labels, n_labels))
    order = list(range(len(data)))
    rng = random.Random(seed)
    step = 1
    for _ in range(epochs):
        rng.shuffle(order)
        for k in order:
            row_ids, row_offsets, gold_ids = data[k]
            if not gold_ids:
                continue
            u = 1.0 if scale is None else scale[k]
            emissions = np.add.reduceat(coef[row_ids], row_offsets[:-1], axis=0)  # every token has the bias feature
            pred = _viterbi(emissions, start, trans, labels)
            if pred != gold_ids:
                for i, (p, g) in enumerate(zip(pred, gold_ids, strict=True)):
                    if p != g:
                        rows = row_ids[row_offsets[i] : row_offsets[i + 1]]
                        coef[rows, g] += u
                        coef_sum[rows, g] += step * u
                        coef[rows, p] -= u
                        coef_sum[rows, p] -= step * u
                if pred[0] != gold_ids[0]:
                    for label, delta in ((gold_ids[0], 1), (pred[0], -1)):
                        start[label] += delta * u
                        start_sum[label] += step * delta * u
                for i in range(1, len(gold_ids)):
                    if (pred[i - 1], pred[i]) != (gold_ids[i - 1], gold_ids[i]):
                        trans[gold_ids[i - 1], gold_ids[i]] += u
                        trans_sum[gold_ids[i - 1], gold_ids[i]] += step * u
                        trans[pred[i - 1], pred[i]] -= u
                        trans_sum[pred[i - 1], pred[i]] -= step * u
            step += 1
    return _Tagger(labels, index, coef - coef_sum / step, start - start_sum / step, trans - trans_sum / step)
