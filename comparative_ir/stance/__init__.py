"""Stance of documents: PRO/CON/NEU/NO towards a controversial question, FIRST/SECOND/NEUTRAL/NO towards the two
compared objects of a comparative question. One entry point for the pipeline and the ``stance`` command."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict
from typing import Any

NO_STANCE = "NO"


def label_documents(
    task: str, question: str, objects: Sequence[str], texts: Sequence[str], pages: bool = True
) -> list[str]:
    """One label per text. Comparative questions without two objects have no stance (NO) by definition.
    ``pages``: the texts are web pages, not answers to the question (``comparative_stances``)."""
    return [str(evidence["label"]) for evidence in stance_evidence(task, question, objects, texts, pages)]


def stance_evidence(
    task: str, question: str, objects: Sequence[str], texts: Sequence[str], pages: bool = True
) -> list[dict[str, Any]]:
    """The label of each text and what it rests on, for ``--explain``: claims for and against the proposition and
    the topic check (controversial); weighted evidence for each object, hedges and mentions (comparative)."""
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
