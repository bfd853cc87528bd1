"""Stance of documents: PRO/CON/NEU/NO towards a controversial question, FIRST/SECOND/NEUTRAL/NO towards the two
compared objects of a comparative question. One entry point for the pipeline and the ``stance`` command."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict
from typing import Any

NO_STANCE = "NO"
#: the Touché tasks; anything else is an error, not silently the comparative task (``check_task``)
TASKS = ("comparative", "controversial")


def check_task(task: object) -> None:
    """Refuse an unknown task: a misspelt "controversal" would otherwise be read as comparative, and every page of
    a yes/no question would come back NO."""
    if task not in TASKS:
        raise ValueError(f"unknown task {task!r}: use one of {', '.join(repr(t) for t in TASKS)}")


def _check_sequence(value: object, what: str) -> None:
    """A str is a sequence of characters: "laptop desktop" as ``objects`` would be read as objects 'l' and 'a'."""
    if isinstance(value, str | bytes):
        raise TypeError(f"{what} must be a list of strings, not a single {type(value).__name__}: {value[:60]!r}")
    if not isinstance(value, Sequence) or not all(isinstance(item, str) for item in value):
        raise TypeError(f"{what} must be a list of strings")


def label_documents(
    task: str, question: str, objects: Sequence[str], texts: Sequence[str], pages: bool = True
) -> list[str]:
    """One label per text. Comparative questions without two objects have no stance (NO) by definition: an empty
    ``objects`` means no pair (label NO); it is not parsed from the question (``comparative_ir.api.stance`` does
    that). ``pages``: the texts are web pages, not answers to the question (``comparative_stances``)."""
    return [str(evidence["label"]) for evidence in stance_evidence(task, question, objects, texts, pages)]


def stance_evidence(
    task: str, question: str, objects: Sequence[str], texts: Sequence[str], pages: bool = True
) -> list[dict[str, Any]]:
    """The label of each text and what it rests on, for ``--explain``: claims for and against the proposition and
    the topic check (controversial); weighted evidence for each object, hedges and mentions (comparative).

    Raises ValueError for an unknown ``task`` and TypeError for ``objects`` or ``texts`` given as one string."""
    check_task(task)
    _check_sequence(objects, "objects")
    _check_sequence(texts, "texts")
    if not texts:
        return []
    if task == "controversial":
        from comparative_ir.stance.controversial import controversial_stances

        return [asdict(e) for e in controversial_stances((question, text) for text in texts)]
    if len(objects) < 2:
        return [{"label": NO_STANCE, "decided_by": "no object pair", "objects": list(objects)} for _ in texts]
    from comparative_ir.stance.comparative import comparative_stances

    pair = tuple(objects[:2])
    found = comparative_stances(((text, pair, question) for text in texts), pages)
    return [{**asdict(e), "mentions": list(e.mentions), "objects": list(pair)} for e in found]
