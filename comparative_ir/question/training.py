"""Training the shipped model: the tagger on all questions, the pair ranker on a jackknife of taggers."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from comparative_ir.question.features import _Analysis, _runs
from comparative_ir.question.labelled import LabelledQuestion
from comparative_ir.question.pair_ranker import _gold_pair, _pair_candidates, train_pair_ranker
from comparative_ir.question.policy import _POLICY
from comparative_ir.question.tagger import _Tagger, train_tagger


def _folds(questions: Sequence[LabelledQuestion], folds: int, seed: int | None) -> list[int]:
    """The fold of each question; questions with the same text share a fold (no test question is trained on).
    ``seed`` None: in the given order, else shuffled in (id length, id) order with ``seed``."""
    order = list(range(len(questions)))
    if seed is not None:
        order.sort(key=lambda i: (len(questions[i].qid), questions[i].qid))
        random.Random(seed).shuffle(order)
    fold_of_text: dict[str, int] = {}
    fold_of = [0] * len(questions)
    for i in order:
        text = questions[i].text
        if text not in fold_of_text:
            fold_of_text[text] = len(fold_of_text) % folds
        fold_of[i] = fold_of_text[text]
    return fold_of


def training_weights(questions: Sequence[LabelledQuestion], direct: Iterable[str], factor: float = 2.0) -> list[float]:
    """Per question, ``factor`` for the direct questions (texts in ``direct``), 1 for the others: the indirect
    questions (70% of the data) rarely name two objects, and counting the direct ones double helps on them."""
    texts = set(direct)
    return [factor if q.text in texts else 1.0 for q in questions]


def train_model(
    questions: Sequence[LabelledQuestion],
    analysed: Sequence[tuple[_Analysis, list[str]]],
    *,
    weights: Sequence[float] | None = None,
    epochs: int = 10,
    seed: int = 13,
    min_count: int = 2,
    inner_folds: int = 3,
) -> _Tagger:
    """The tagger on all ``questions`` plus the pair ranker, which is trained on the candidates of taggers that did
    not see the question (``inner_folds``-fold jackknife), so that it learns how the tagger errs on unseen questions."""

    def tagger(chosen: Sequence[int]) -> _Tagger:
        chosen_weights = None if weights is None else [weights[i] for i in chosen]
        return train_tagger([analysed[i] for i in chosen], epochs=epochs, seed=seed, min_count=min_count,
                            weights=chosen_weights)  # fmt: skip

    model = tagger(range(len(questions)))
    if not (_POLICY["pairs"] and _POLICY["bio"]) or inner_folds < 2:
        return model
    fold_of = _folds(questions, inner_folds, None)
    items = []
    for fold in range(inner_folds):
        part = tagger([i for i in range(len(questions)) if fold_of[i] != fold])
        for i, (a, _) in enumerate(analysed):
            if fold_of[i] != fold or len(questions[i].spans("OBJ")) != 2 or len(a.rules.objects) >= 3:
                continue
            emissions = part.emissions(a)
            most = max(2, len(a.rules.objects)) if _POLICY["most"] else None
            runs = _runs(a, part.tag(a, most, emissions), "OBJ")
            if len(runs) != 2:
                continue
            candidates = _pair_candidates(a, part.object_spans(a, emissions), runs)
            golds = _gold_pair(a, questions[i], candidates)
            if golds:
                items.append((candidates, golds))
    model.pairs = train_pair_ranker(items)
    return model
