"""Cheap text primitives shared by the feature functions: sentences, word tokens, term matching.

Plain regular expressions on purpose: running spaCy over every word of every document would cost more than
cleaning the pages did. spaCy runs only on the few sentences that mention the compared objects.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache

MAX_WORDS = 5_000  # features look at the first words of a page; the top of a page is what readers see

_SENT_END_RE = re.compile(r"(?<=[.!?])[\"')\]]*\s+(?=[\"'(\[]?[A-Z0-9])|\n+")
_WORD_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9'’\-]*")

_STOPWORDS_TEXT = """
    a about above after again against all am an and any are as at be because been before being below between
    both but by can could did do does doing down during each few for from further had has have having he her here
    hers herself him himself his how i if in into is it its itself just let me more most my myself no nor not of off
    on once only or other our ours ourselves out over own same she should so some such than that the their theirs
    them themselves then there these they this those through to too under until up very was we were what when where
    which while who whom why will with would you your yours yourself yourselves vs versus better best worse worst
    difference differences compare comparison whats what's"""
STOPWORDS = frozenset(_STOPWORDS_TEXT.split())


def truncate_words(text: str, limit: int = MAX_WORDS) -> str:
    """The text up to its ``limit``-th word (cheap: finds the cut with one regex scan)."""
    # Two words are always separated by at least one character, so a text shorter than 2 x limit characters
    # has at most ``limit`` words, the last of them ending the text when there are exactly ``limit``: no cut.
    if len(text) < 2 * limit:
        return text
    for count, match in enumerate(_WORD_RE.finditer(text), start=1):
        if count == limit:
            return text[: match.end()]
    return text


def split_sentences(text: str) -> list[str]:
    """Sentences (and lines: extracted pages keep one paragraph or list item per line)."""
    return [s.strip() for s in _SENT_END_RE.split(text) if s and s.strip()]


def words(text: str) -> list[str]:
    return _WORD_RE.findall(text)


def content_terms(text: str) -> list[str]:
    """Lower-cased query terms without stop words, in order, without repeats."""
    seen: dict[str, None] = {}
    for word in words(text.lower()):
        if word not in STOPWORDS and len(word) > 1:
            seen.setdefault(word, None)
    return list(seen)


@lru_cache(maxsize=4096)
def term_pattern(term: str) -> re.Pattern[str]:
    """Whole-word, case-insensitive match of a (multi-word) term, tolerating plural -s/-es and possessive 's."""
    parts = [re.escape(p) for p in term.lower().split()]
    if not parts:
        return re.compile(r"(?!x)x")
    body = r"[\s\-]+".join(parts)
    return re.compile(rf"(?<![A-Za-z0-9]){body}(?:e?s|'s|’s)?(?![A-Za-z0-9])", re.IGNORECASE)


def count_term(term: str, text: str) -> int:
    return len(term_pattern(term).findall(text))


@dataclass
class TextIndex:
    """Lower-cased word counts of a text, built once per document: single-word terms are counted from it,
    which is an order of magnitude faster than one regular-expression scan of the text per term."""

    text: str
    counts: Counter[str] = field(init=False)
    n_words: int = field(init=False)

    def __post_init__(self) -> None:
        tokens = _WORD_RE.findall(self.text.lower().replace("’", "'"))
        self.counts = Counter(t[:-2] if t.endswith("'s") else t for t in tokens)
        self.n_words = len(tokens)

    def count(self, term: str) -> int:
        """Mentions of ``term`` (whole words, case-insensitive, plural -s/-es and possessive 's included)."""
        parts = term.lower().split()
        if len(parts) != 1 or not _WORD_RE.fullmatch(parts[0]):
            return count_term(term, self.text)
        word = parts[0]
        return self.counts[word] + self.counts[word + "s"] + self.counts[word + "es"]

    def has(self, term: str) -> bool:
        return self.count(term) > 0
