"""Evaluation helpers (benchmark and shared-data tests): object normalisation, pair accuracy, span
precision and recall, and cross-validated parsing."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from comparative_ir.nlp import load_nlp
from comparative_ir.question.assembly import ParsedQuestion, _assemble
from comparative_ir.question.features import _analyse, _Analysis
from comparative_ir.question.labelled import LabelledQuestion, gold_labels
from comparative_ir.question.tagger import _decode
from comparative_ir.question.tokens import _DISABLE
from comparative_ir.question.training import _folds, train_model


def normalise_object(text: str) -> str:
    """Case, a leading article and a regular plural (-s, -es after s/x/z/ch/sh) ignored: the lenient comparison
    for topic objects ("the laptops" = "laptop", "boxes" = "box")."""
    text = re.sub(r"^(a|an|the) ", "", " ".join(text.lower().split()))
    text = re.sub(r"(?<=s|x|z)es$|(?<=ch|sh)es$", "", text)
    return re.sub(r"(?<=[^s])s$", "", text)


def pair_accuracy(predicted: Sequence[Sequence[str]], gold: Sequence[Sequence[str]]) -> tuple[float, float]:
    """Share of exactly matching object lists, case-insensitive: (in order, in any order)."""
    if not gold:
        return 0.0, 0.0
    ordered = unordered = 0
    for pred, ref in zip(predicted, gold, strict=True):
        p, g = [o.lower() for o in pred], [o.lower() for o in ref]
        ordered += p == g
        unordered += sorted(p) == sorted(g)
    return ordered / len(gold), unordered / len(gold)


def precision_recall(
    predicted: Sequence[Sequence[str]], gold: Sequence[Sequence[str]], *, tokens: bool = False
) -> tuple[float, float]:
    """Micro precision and recall of spans (exact, case-insensitive, as multisets per question), or of the words
    in them with ``tokens=True`` (partial overlaps earn partial credit)."""
    hits = n_pred = n_gold = 0
    for pred, ref in zip(predicted, gold, strict=True):
        p = [w for s in pred for w in s.lower().split()] if tokens else [s.lower() for s in pred]
        g = [w for s in ref for w in s.lower().split()] if tokens else [s.lower() for s in ref]
        hits += sum((Counter(p) & Counter(g)).values())
        n_pred += len(p)
        n_gold += len(g)
    return (hits / n_pred if n_pred else 0.0), (hits / n_gold if n_gold else 0.0)


def analyse_labelled(questions: Sequence[LabelledQuestion], batch_size: int = 256) -> list[tuple[_Analysis, list[str]]]:
    """Each question's analysis (spaCy, rules, features) and its gold label per kept token."""
    docs = load_nlp(_DISABLE).pipe([q.text for q in questions], batch_size=batch_size)
    out = []
    for question, doc in zip(questions, docs, strict=True):
        analysis = _analyse(doc)
        out.append((analysis, gold_labels(question, doc, analysis.kept)))
    return out


def cross_validate(
    questions: Sequence[LabelledQuestion],
    *,
    folds: int = 5,
    seed: int = 2022,
    epochs: int = 10,
    min_count: int = 2,
    tagger_seed: int = 13,
    analysed: Sequence[tuple[_Analysis, list[str]]] | None = None,
    weights: Sequence[float] | None = None,
    inner_folds: int = 3,
) -> list[ParsedQuestion]:
    """Parse every question with a model (``train_model``: tagger and pair ranker) trained on the other folds (folds
    by question, shuffled with ``seed``; questions with the same text share a fold); ``distribute=False``, as token
    labels cannot share a head. ``weights``: per question, see ``training_weights``. Deterministic."""
    analysed = analysed if analysed is not None else analyse_labelled(questions)
    fold_of = _folds(questions, folds, seed)
    parsed: list[ParsedQuestion | None] = [None] * len(questions)
    for fold in range(folds):
        train = [i for i in range(len(questions)) if fold_of[i] != fold]
        model = train_model(
            [questions[i] for i in train],
            [analysed[i] for i in train],
            weights=None if weights is None else [weights[i] for i in train],
            epochs=epochs,
            seed=tagger_seed,
            min_count=min_count,
            inner_folds=inner_folds,
        )
        for i, (a, _) in enumerate(analysed):
            if fold_of[i] == fold:
                labels, pair = _decode(model, a)
                parsed[i] = _assemble(questions[i].text, a, labels, False, pair)
    return [p for p in parsed if p is not None]
