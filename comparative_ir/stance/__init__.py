"""Stance of documents: PRO/CON/NEU/NO towards a controversial question, FIRST/SECOND/NEUTRAL/NO towards the two
compared objects of a comparative question. One entry point for the pipeline and the ``stance`` command."""

from __future__ import annotations

from collections.abc import Sequence

NO_STANCE = "NO"


def label_documents(
    task: str, question: str, objects: Sequence[str], texts: Sequence[str], pages: bool = True
) -> list[str]:
    """One label per text. Comparative questions without two objects have no stance (NO) by definition.
    ``pages``: the texts are web pages, not answers to the question (``comparative_stances``)."""
    if not texts:
        return []
    if task == "controversial":
        from comparative_ir.stance.controversial import controversial_stances

        return [e.label for e in controversial_stances((question, text) for text in texts)]
    if len(objects) < 2:
        return [NO_STANCE] * len(texts)
    from comparative_ir.stance.comparative import comparative_stances

    return [e.label for e in comparative_stances(((text, tuple(objects[:2]), question) for text in texts), pages)]
