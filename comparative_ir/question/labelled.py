"""The labelled CompQuestions parsing data: reading it, a fixed half split, gold labels per spaCy token."""

from __future__ import annotations

import bisect
import os
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc


@dataclass(frozen=True)
class LabelledQuestion:
    """One question of the CompQuestions parsing data: lower-cased tokens labelled OBJ, ASP, PRED or O."""

    qid: str
    words: tuple[str, ...]
    labels: tuple[str, ...]

    @property
    def text(self) -> str:
        return " ".join(self.words)

    def spans(self, label: str) -> list[str]:
        """The runs of consecutive ``label`` tokens, joined by spaces (consecutive OBJ tokens form one object)."""
        runs: list[list[str]] = []
        previous = None
        for word, tag in zip(self.words, self.labels, strict=True):
            if tag == label:
                if previous == label:
                    runs[-1].append(word)
                else:
                    runs.append([word])
            previous = tag
        return [" ".join(run) for run in runs]


def read_labelled_questions(path: str | os.PathLike[str]) -> list[LabelledQuestion]:
    """Read a CompQuestions TSV (header, then ``sentence_id<TAB>word<TAB>label`` per token), in file order."""
    words: dict[str, list[str]] = {}
    labels: dict[str, list[str]] = {}
    with open(path, encoding="utf-8") as handle:
        next(handle, None)
        for line in handle:
            parts = line.rstrip("\n").split("\t")
            if len(parts) != 3:
                continue
            qid, word, label = parts
            words.setdefault(qid, []).append(word)
            labels.setdefault(qid, []).append(label)
    return [LabelledQuestion(qid, tuple(words[qid]), tuple(labels[qid])) for qid in words]


def split_half(questions: Sequence[LabelledQuestion], seed: int = 2022) -> tuple[list, list]:
    """A fixed random half to develop on and the other half to report: (development, held out)."""
    ordered = sorted(questions, key=lambda q: (len(q.qid), q.qid))
    random.Random(seed).shuffle(ordered)
    half = len(ordered) // 2
    dev_ids = {q.qid for q in ordered[:half]}
    return [q for q in questions if q.qid in dev_ids], [q for q in questions if q.qid not in dev_ids]


def gold_labels(question: LabelledQuestion, doc: Doc, kept: Sequence[int]) -> list[str]:
    """The label of each kept token of ``doc`` (spaCy's tokens of ``question.text``): that of the word it lies in."""
    starts = []
    offset = 0
    for word in question.words:
        starts.append(offset)
        offset += len(word) + 1
    return [question.labels[bisect.bisect_right(starts, doc[k].idx) - 1] for k in kept]
