"""Cheap text primitives shared by the feature functions: sentences, word tokens, term matching.

Plain regular expressions on purpose: running spaCy over every word of every document would cost more than
cleaning the pages did. spaCy runs only on the few sentences that mention the compared objects.
"""

from __future__ import annotations

import bisect
import itertools
import operator
import re
import unicodedata
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache

MAX_WORDS = 5_000  # features look at the first words of a page; the top of a page is what readers see

# A sentence ends after . ! or ? (and any closing quotes or brackets) where whitespace is followed by what can start
# a sentence (an opening quote or bracket, then a capital or a digit); a run of newlines always ends one. Written
# as the plain ``(?<=[.!?])[\"')\]]*\s+(?=[\"'(\[]?[A-Z0-9])|\n+``, the regex engine tries it at every character;
# this form, same matches, starts with the one character class every break starts with (a closing quote or bracket,
# or whitespace), which the engine skips to in C, and only then looks back for the punctuation: twice as fast.
_SENT_END_RE = re.compile(
    r"[\"')\]\s]"  # the first character of the break
    r"(?:(?<=[.!?][\"')\]\s])"  # ... right after the sentence's final punctuation, and then either
    r"(?:(?<=[\"')\]])[\"')\]]*\s+|(?<=\s)\s*)"  # more closing quotes or brackets and whitespace, or more whitespace,
    r"(?=[\"'(\[]?(?:[A-Z0-9]|[a-z][A-Z]))"  # before the start of a sentence ("iPhone" too);
    r"|(?<=\n)\n*)"  # or a newline, and the newlines after it
)
# A word is a letter or digit, then more letters, digits, apostrophes and hyphens. Letters and digits of any script
# (``[^\W_]``, what ``str.isalnum`` accepts), not only ASCII ones: "Zürich" is one word, not "Z" and "rich". Written
# unrolled, as "[^\W_]+(?:['’\-]+[^\W_]*)*", since a character class cannot join ``[^\W_]`` with the joiners;
# the same words as "[alnum][alnum'’\-]*" would be (for ASCII text: ``[A-Za-z0-9][A-Za-z0-9'’\-]*``, as before).
_ALNUM = r"[^\W_]"
_WORD_RE = re.compile(rf"{_ALNUM}+(?:['’\-]+{_ALNUM}*)*")
# ``[^\W_]`` asks Unicode's tables about every character; in a text whose letters and digits are all ASCII (most
# pages: their other characters are quotes, dashes, bullets), the ASCII class finds the same words 1.5 times faster.
# A letter or digit outside ASCII is looked for with the ASCII range first in the class: cheap to rule out.
_ASCII_WORD_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9'’\-]*")
# The characters no match of each word regex starts with (``truncate_words`` skips them in one step).
_NO_WORD_START = {_WORD_RE: r"[\W_]", _ASCII_WORD_RE: r"[^A-Za-z0-9]"}
_OTHER_ALNUM_RE = re.compile(r"[^\x00-\x7f\W]")
_JOINERS = frozenset("'-")  # in a lower-cased text whose "’" are "'" (``TextIndex._lowered``)


def _accent_folds() -> dict[str, str]:
    """The Latin letters with diacritics (Latin-1, Latin Extended-A/B and Additional) mapped to the ASCII letter they
    are written with ("é": "e", "Ü": "U", "ǖ": "u"; and "ø", "ł", "đ", which do not decompose): one character for
    one, so that positions in a folded text are those of the text."""
    folds = {}
    for code in itertools.chain(range(0xC0, 0x250), range(0x1E00, 0x1F00)):
        decomposed = unicodedata.normalize("NFD", chr(code))
        if len(decomposed) > 1 and decomposed[0].isascii() and decomposed[0].isalpha():
            folds[chr(code)] = decomposed[0]
    folds.update(zip("øØłŁđĐ", "oOlLdD", strict=True))
    return folds


_ACCENT_FOLDS = _accent_folds()
# Per ASCII letter, the character class of it and its lower-case accented forms ("e": "[eèéêë...]"): a term pattern
# built from the folded term with these finds every spelling that folds to it (upper-case ones by re.IGNORECASE).
_LETTER_CLASSES = {
    base: f"[{base}{''.join(sorted(c for c, b in _ACCENT_FOLDS.items() if b == base and c.islower()))}]"
    for base in {b for c, b in _ACCENT_FOLDS.items() if c.islower()}
}
# Replacing only the accented letters is seven times faster than ``str.translate`` (a dictionary lookup per character).
_ACCENTED_RE = re.compile(f"[{''.join(sorted(_ACCENT_FOLDS))}]")


def _word_re(text: str) -> re.Pattern[str]:
    """``_WORD_RE``, or the faster ``_ASCII_WORD_RE`` when it finds the same words in ``text``."""
    return _ASCII_WORD_RE if text.isascii() or not _OTHER_ALNUM_RE.search(text) else _WORD_RE


def fold_accents(text: str) -> str:
    """``text`` without the diacritics of its Latin letters ("Zürich", "café", "São Paulo": "Zurich", "cafe",
    "Sao Paulo"), of the same length. Term matching is accent-insensitive: ``TextIndex`` counts the folded words and
    ``term_pattern`` is built from the folded term. Free for ASCII text."""
    return text if text.isascii() else _ACCENTED_RE.sub(_fold_accent, text)


def _fold_accent(match: re.Match[str]) -> str:
    return _ACCENT_FOLDS[match.group()]


_STOPWORDS_TEXT = """
    a about above after again against all am an and any are as at be because been before being below between
    both but by can could did do does doing down during each few for from further had has have having he her here
    hers herself him himself his how i if in into is it its itself just let me more most my myself no nor not of off
    on once only or other our ours ourselves out over own same she should so some such than that the their theirs
    them themselves then there these they this those through to too under until up very was we were what when where
    which while who whom why will with would you your yours yourself yourselves vs versus better best worse worst
    difference differences compare comparison whats what's"""
STOPWORDS = frozenset(_STOPWORDS_TEXT.split())


_SPACELESS_RE = re.compile(r"\S+")
# A link or an e-mail address: a whitespace token without its opening and closing punctuation (a final "." or ")"
# ends the sentence, not the link), checked whole: a regex search over the text is quadratic in a long token.
_OPENING, _CLOSING = "([\"'<", ".,;:!?)]'\">"
_URL_CORE_RE = re.compile(r"(?:https?://|www\.)\S+|[\w.+-]+@[\w-]+\.[\w.-]*\w")
_URL_HINTS = ("http", "www.", "@")


def blank_urls(text: str) -> str:
    """``text`` with its URLs and e-mail addresses replaced by spaces (same length, so positions still match): the
    words of a link ("laptop-vs-desktop-which-is-better") are no mentions, and a list of links is no comparison."""
    if not any(hint in text for hint in _URL_HINTS):
        return text
    pieces: list[str] = []
    done = 0
    for token in _SPACELESS_RE.finditer(text):
        word = token.group()
        if "http" not in word and "www." not in word and "@" not in word:
            continue
        core = word.lstrip(_OPENING)
        start = token.start() + len(word) - len(core)
        core = core.rstrip(_CLOSING)
        if not core or _URL_CORE_RE.fullmatch(core) is None:
            continue
        end = start + len(core)
        pieces += [text[done:start], " " * (end - start)]
        done = end
    return "".join(pieces) + text[done:] if pieces else text


def truncate_words(text: str, limit: int = MAX_WORDS) -> str:
    """The text up to its ``limit``-th word (cheap: finds the cut with one regex match)."""
    # Two words are always separated by at least one character, so a text shorter than 2 x limit characters
    # has at most ``limit`` words, the last of them ending the text when there are exactly ``limit``: no cut.
    if len(text) < 2 * limit or limit < 1:  # no limit-th word when ``limit`` < 1 either
        return text
    match = _first_words_re(_word_re(text), limit).match(text)
    return text if match is None else text[: match.end()]


@lru_cache(maxsize=16)
def _first_words_re(word_re: re.Pattern[str], limit: int) -> re.Pattern[str]:
    """A regex matching a text's first ``limit`` words as ``word_re.finditer`` finds them, and not matching a text
    with fewer: each word after the characters no word starts with. Possessive and atomic, so that no backtracking
    cuts a word in two to make up the count. Counting ``finditer``'s matches took twice as long."""
    return re.compile(rf"(?:{_NO_WORD_START[word_re]}*+(?>{word_re.pattern})){{{limit}}}", word_re.flags)


_SENT_SPLIT_RE = re.compile(f"({_SENT_END_RE.pattern})")  # the same breaks, kept in the result
# A period that ends one of these (or an initial, "J.") does not end the sentence: "Dr. Smith", "e.g. Green tea".
ABBREVIATIONS = frozenset(
    """e.g. i.e. etc. vs. dr. mr. mrs. ms. prof. st. no. fig. approx. inc. ltd. co. jr. sr. u.s. u.k. a.m. p.m. cf.
    al. ca. jan. feb. mar. apr. jun. jul. aug. sep. sept. oct. nov. dec. mt. ft. est. dept. gen. gov.""".split()
)


def ends_with_abbreviation(piece: str, following: str = "") -> bool:
    """Does ``piece`` end with a common abbreviation or an initial ("Dr.", "e.g.", "J."), given the text
    ``following`` it? An initial is a capital letter after a capitalised word or alone, before a capitalised word
    ("Philip K. Dick", "J. Smith"): "vitamin C. Tea", "65 W. The" end sentences; "No." abbreviates only before a
    number ("No. 5"; "My answer is no. The laptop wins." ends one). (Shared with the quality features' splitter.)"""
    words = piece.rsplit(None, 2)[-2:]
    if not words:
        return False
    last = words[-1].lower()
    nxt = following.lstrip()[:1]
    if last == "no.":
        return nxt.isdigit()
    if last in ABBREVIATIONS:
        return True
    if len(words[-1]) != 2 or words[-1][1] != "." or not words[-1][0].isupper():
        return False
    before = words[0] if len(words) == 2 else ""
    return (not before or before[0].isupper()) and (not nxt or nxt.isupper())


def split_sentences(text: str) -> list[str]:
    """Sentences (and lines: extracted pages keep one paragraph or list item per line). A period after a common
    abbreviation or an initial does not end a sentence ("Dr. Smith argues ...", "e.g. Green tea"), unless a line
    break follows it."""
    parts = _SENT_SPLIT_RE.split(text)
    if len(parts) == 1:
        stripped = text.strip()
        return [stripped] if stripped else []
    sentences: list[str] = []
    carry: list[str] = []  # pieces of a sentence that went on after an abbreviation
    for i in range(0, len(parts), 2):
        piece = parts[i].strip()
        if not piece:
            continue
        separator = parts[i + 1] if i + 1 < len(parts) else "\n"
        following = parts[i + 2] if i + 2 < len(parts) else ""
        if piece[-1] == "." and "\n" not in separator and ends_with_abbreviation(piece, following):
            carry.append(piece)  # the sentence goes on
        elif carry:
            carry.append(piece)
            sentences.append(" ".join(carry))
            carry = []
        else:
            sentences.append(piece)
    if carry:
        sentences.append(" ".join(carry))
    return sentences


def words(text: str) -> list[str]:
    """The words of ``text``: letters and digits of any script, with the apostrophes and hyphens inside or after
    them ("Zürich", "Apple's", "state-of-the-art", "64-bit"; "c" of "c++")."""
    return _word_re(text).findall(text)


def content_terms(text: str) -> list[str]:
    """Lower-cased query terms without stop words, in order, without repeats."""
    seen: dict[str, None] = {}
    for word in words(text.lower()):
        if word not in STOPWORDS and len(word) > 1:
            seen.setdefault(word, None)
    return list(seen)


# Plural-looking words that are not the plural of the word without the "s" (or whose "singular" is a common word
# of its own): "Windows" is not "window", "news" not "new".
_NOT_PLURALS = frozenset(
    """windows news goods means looks works arms customs manners savings earnings others ones thanks remains pants
    jeans series species sometimes always perhaps whereas sims""".split()
)


def mention_stem(word: str) -> str:
    """The form of a term's last word that its mentions extend with -s, -es or 's: a possessive or plural term
    ("Apple's", "teachers'", "cats", "boxes") is mentioned by its singular too ("Apple", "teacher", "cat", "box").
    Only the plain -s/-es plurals are undone ("cities" stays); lower-cased input."""
    word = word.replace("’", "'")
    if word.endswith("'s") and len(word) > 2:
        word = word[:-2]
    elif word.endswith("'") and len(word) > 1:
        word = word.rstrip("'")
    if len(word) < 4 or not word.isalpha() or word in _NOT_PLURALS or word.endswith(("ss", "us", "is", "ics", "ies")):
        return word
    if word.endswith("es") and word[:-2].endswith(("s", "x", "z", "ch", "sh")):
        return word[:-2]
    return word[:-1] if word.endswith("s") else word


_VOWELS = frozenset("aeiou")


def plural_forms(word: str) -> str | None:
    """A last word in -y or -ies as both: "university" / "universities", "cities" / "city", "movies" / "movie"; not
    "fry" for "fries" (a word of five letters or fewer keeps its -ies)."""
    if len(word) < 4 or not word.isalpha():
        return None
    if word.endswith("y") and word[-2] not in _VOWELS:
        return re.escape(word[:-1]) + r"(?:y|ies)"
    if word.endswith("ies") and len(word) >= 6:
        return re.escape(word[:-3]) + r"(?:y|ies|ie)"
    return None


def word_forms(word: str) -> str | None:
    """The endings of a name's last word that its plural does not give: ``plural_forms``, and a verb in -ate of seven
    letters or more its -ation and -ating ("hibernate" / "hibernation"). Not "-ing" or "-ed" after any word
    ("housing", "stated", "kindling" name other things than a house, a state or a Kindle)."""
    if (forms := plural_forms(word)) is not None:
        return forms
    if word.isalpha() and word.endswith("ate") and len(word) >= 7:
        return re.escape(word[:-1]) + r"(?:e|es|ed|ing|ion|ions)"  # "migrate", "migration"
    return None


_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z][a-z])")


def camel_pattern(name: str) -> str | None:
    """A name written in CamelCase, as pages also write it with a hyphen: "WiFi" / "Wi-Fi", "OpenOffice.org" /
    "OpenOffice" / "Open-Office" (its site suffix dropped only after such a name: not "Booking.com", "ASP.NET");
    not with a space ("linked in" is no LinkedIn, "face time" no FaceTime). None for a name with no such word."""
    names = name.split()
    if not any(_CAMEL.search(word) for word in names):
        return None
    words = []
    for word in names:
        base = re.sub(r"\.(?:com|org|net|io)$", "", word, flags=re.IGNORECASE) if _CAMEL.search(word) else word
        words.append(r"-?".join(re.escape(part.lower()) for part in _CAMEL.split(base)))
    return r"[\s_\-]*".join(words)


_INITIALISM_SKIP = frozenset({"of", "and", "the", "a", "an", "for", "&", "to", "in", "on"})
# Short words that capitals in headings and shouting also spell ("CONTACT US", "IT IS").
_SHORT_WORDS = frozenset(
    "us it am as an at be by do go he if in is me my no of oh ok on or so to up we hi id ad ex".split()
)


def initialism(name: str) -> str | None:
    """The initials by which texts refer to a name of two to five words ("teaching assistantship": "TA",
    "solid state drive": "SSD", "Mixed Integer Linear Programming": "MILP"), to be matched in capitals only.
    None for shorter or longer names and for initials that spell a common word ("United States": "US")."""
    words = [w for w in name.split() if w.lower() not in _INITIALISM_SKIP]
    if not 2 <= len(words) <= 5 or not all(w[:1].isalpha() for w in words):
        return None
    if any(len(w) > 1 and w.isupper() for w in words):
        return None  # "WCF service": a name holding an acronym is not abbreviated again
    letters = "".join(w[0] for w in words).upper()
    return None if letters.lower() in STOPWORDS or letters.lower() in _SHORT_WORDS else letters


def initialism_pattern(name: str, context: str | None = None) -> str | None:
    """Regular-expression alternative for ``initialism``, case-sensitive inside a case-insensitive pattern,
    with a plural ("TAs", "SSDs"). Two letters name many things ("CT" is a scan, not "chiropractic therapy"), so
    they count only when ``context`` (the question, or the text defining them as "(PT)") shows them."""
    letters = initialism(name)
    if letters is None:
        return None
    if len(letters) < 3 and not (context and re.search(rf"(?<![\w\-]){letters}s?(?![\w\-])", context)):
        return None
    return rf"(?-i:{letters}s?)"


def defined_initials(text: str) -> str:
    """The initials a text defines in brackets ("physical therapy (PT)"), as context for ``initialism_pattern``."""
    return " ".join(re.findall(r"\(\s*([A-Z]{2,5})s?\s*\)", text))


def outside(spans: Sequence[tuple[int, int]], longer: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """The (start, end) ``spans`` not inside one of ``longer`` (an equal span is not inside): the mentions of a
    name that are not part of a mention of a longer name ("Windows" inside "Windows 7"). Sorted once, so that a
    text with thousands of mentions of both names takes n log n, not n x m (a 160 KB title took 92 s)."""
    if not spans or not longer:
        return list(spans)
    starts = sorted({k[0] for k in longer})
    widest = dict.fromkeys(starts, -1)  # per start, the furthest end of a longer span starting there
    for k_start, k_end in longer:
        widest[k_start] = max(widest[k_start], k_end)
    reach = list(itertools.accumulate((widest[k] for k in starts), max))  # furthest end of spans starting <= starts[i]
    kept = []
    for m in spans:
        before = bisect.bisect_left(starts, m[0])  # longer spans starting strictly before m
        if before and reach[before - 1] >= m[1]:
            continue
        if widest.get(m[0], -1) > m[1]:  # starting with m and ending after it
            continue
        kept.append(m)
    return kept


def same_name(a: str, b: str) -> bool:
    """Whether two names are one once plurals and possessives are undone ("laptop" and "laptops", "Apple" and
    "apple's"): then they cannot be told apart by their mentions."""
    wa, wb = a.lower().split(), b.lower().split()
    return wa == wb or (bool(wa) and bool(wb) and wa[:-1] == wb[:-1] and mention_stem(wa[-1]) == mention_stem(wb[-1]))


def _term_words(term: str) -> list[str]:
    """The lower-cased, accent-folded words of ``term``, the last one as ``mention_stem`` has it."""
    parts = fold_accents(term.lower()).split()
    if parts:
        parts[-1] = mention_stem(parts[-1])
    return parts


@lru_cache(maxsize=4096)
def term_pattern(term: str) -> re.Pattern[str]:
    """Whole-word, case-insensitive match of a (multi-word) term, tolerating plural -s/-es and possessive 's; a
    plural or possessive term also matches its singular (``mention_stem``). Accent-insensitive: "Zürich" and
    "Zurich" match each other ("Zurich" is how English pages mostly write it), "café" and "cafe" too."""
    parts = ["".join(_LETTER_CLASSES.get(c) or re.escape(c) for c in p) for p in _term_words(term)]
    if not parts:
        return re.compile(r"(?!x)x")
    body = r"[\s\-]+".join(parts)
    # A whole word: not preceded or followed by a letter or digit of any script ("rich" is not in "Zürich"), nor by
    # "++" or "#": "C" is not mentioned by "C++" or "C#" (but "Linux" is by "Linux+", "OpenGL" by "OpenGL+GLSL")
    e, s = _LETTER_CLASSES["e"], _LETTER_CLASSES["s"]  # the endings as the folded word counts have them too
    return re.compile(rf"(?<!{_ALNUM}){body}(?:{e}?{s}|'{s}|’{s})?(?!{_ALNUM}|\+\+|#)", re.IGNORECASE)


def _signed_words(lowered: str) -> list[str]:
    """The words (as ``_WORD_RE`` finds them in ``lowered``) that "++" or "#" continues: "c" in "c++" or "c#".
    ``TextIndex`` takes them out of its counts, as ``term_pattern`` does not find "c" there; found from the few
    signs back to their word, not by a second pass over the text (which doubled the index's cost)."""
    found = []
    for sign in ("++", "#"):
        at = lowered.find(sign)
        while at >= 0:
            start = at
            while start > 0 and (lowered[start - 1].isalnum() or lowered[start - 1] in _JOINERS):
                start -= 1
            while start < at and not lowered[start].isalnum():
                start += 1  # a word starts with a letter or digit ("'c#" is "c")
            if start < at:
                found.append(lowered[start:at])
            at = lowered.find(sign, at + 1)
    return found


def count_term(term: str, text: str) -> int:
    return len(term_pattern(term).findall(text))


# The only characters that a case-insensitive regex matches to a lower-case ASCII character, or to the accented forms
# of one in ``_LETTER_CLASSES``, but that do not lower-case and fold to it: dotted İ (lower-cases to two characters),
# dotless ı, long ſ, and ẛ (long s with a dot, which the regex matches as "ṡ") (checked over all of Unicode, Python
# 3.11; tests/test_unicode_words.py).
_UNFOLDED = ("\u0130", "\u0131", "\u017f", "\u1e9b")
_IS_POSSESSIVE = operator.methodcaller("endswith", "'s")
_IS_PLURAL_POSSESSIVE = operator.methodcaller("endswith", "'")  # "cars'" counts as "cars", as the pattern finds it


_HYPHEN_RUN_PARTS = 8  # the longest run of a hyphenated word's parts counted as a mention ("x-ray" in "x-ray-based")


@dataclass
class TextIndex:
    """Lower-cased word counts of a text, built once per document: single-word terms are counted from it,
    which is an order of magnitude faster than one regular-expression scan of the text per term. The mentions of
    other terms are found once and kept for the other features that need them."""

    text: str
    counts: Counter[str] = field(init=False)
    n_words: int = field(init=False)
    _lowered: str = field(init=False, repr=False, compare=False)
    _folds: bool = field(init=False, repr=False, compare=False)
    _positions: dict[str, list[int]] = field(init=False, default_factory=dict, repr=False, compare=False)

    def __post_init__(self) -> None:
        self._lowered = fold_accents(self.text.lower().replace("’", "'"))
        # Whether every case-insensitive match of a term whose folded words are ASCII in (a piece of) the text is,
        # lower-cased and folded, at the same place in ``_lowered``: when the text has none of the ``_UNFOLDED``
        # characters (the length check is cheap).
        self._folds = len(self._lowered) == len(self.text) and not any(c in self.text for c in _UNFOLDED)
        tokens = words(self._lowered)
        # Counting in C first, then folding the few possessive words ("car's" counts as "car") into their stems,
        # is three times faster than folding every token; all the moves are taken out before any is put back,
        # since a stem can itself end in 's ("a's's").
        self.counts = Counter(tokens)
        self.counts.subtract(_signed_words(self._lowered))
        moved = [(word, self.counts.pop(word)) for word in list(filter(_IS_POSSESSIVE, self.counts))]
        moved += [(word, self.counts.pop(word)) for word in list(filter(_IS_PLURAL_POSSESSIVE, self.counts))]
        for word, count in moved:
            self.counts[word[:-2] if word.endswith("'s") else word.rstrip("'")] += count
        # the parts of a hyphenated word are mentions too, as ``term_pattern`` finds them ("desktop-class"), and so
        # are its hyphenated runs of parts ("x-ray" in "x-ray-based")
        for word, count in [(w, c) for w, c in self.counts.items() if "-" in w and c > 0]:
            parts = word.split("-")
            for i in range(len(parts)):  # runs of up to _HYPHEN_RUN_PARTS parts: linear in a word of hundreds
                for j in range(i + 1, min(len(parts), i + _HYPHEN_RUN_PARTS) + 1):
                    if j - i < len(parts) and parts[i] and parts[j - 1]:
                        self.counts["-".join(parts[i:j])] += count
        self.n_words = len(tokens)

    def count(self, term: str) -> int:
        """Mentions of ``term`` (whole words, case-insensitive, plural -s/-es and possessive 's included)."""
        parts = fold_accents(term.lower()).split()
        if len(parts) != 1 or not _WORD_RE.fullmatch(parts[0]):
            return len(self.positions(term))
        word = mention_stem(parts[0])
        return self.counts[word] + self.counts[word + "s"] + self.counts[word + "es"]

    def has(self, term: str) -> bool:
        return self.count(term) > 0

    def first_word(self, term: str) -> str | None:
        """The lower-cased, folded first word of ``term`` if every match of ``term_pattern(term)`` in (a piece of) the
        text has it, lower-cased and folded, at its start (terms whose folded words are ASCII, as "Zürich", unless the
        text has an ``_UNFOLDED`` character); else None."""
        parts = _term_words(term)
        return parts[0] if parts and self._folds and all(map(str.isascii, parts)) else None

    def positions(self, term: str) -> list[int]:
        """Where ``term_pattern(term).finditer(text)`` finds matches (found once per term and index).

        That scan tries the pattern at every character and was the dearest part of the ranking features. When every
        match starts where the lower-cased text has the term's first word (``first_word``), the pattern is tried only
        there, at the places ``str.find`` finds in C, in order and skipping overlaps as ``finditer`` does.
        """
        found = self._positions.get(term)
        if found is not None:
            return found
        pattern, word = term_pattern(term), self.first_word(term)
        if word is None:
            found = [match.start() for match in pattern.finditer(self.text)]
        else:
            found, end = [], 0  # ``end``: where the last match ended, from where finditer looks for the next one
            at = self._lowered.find(word)
            while at >= 0:
                if at >= end and (match := pattern.match(self.text, at)):
                    found.append(at)
                    end = match.end()
                at = self._lowered.find(word, at + 1)
        self._positions[term] = found
        return found


def sentences_mentioning(
    sentences: Sequence[str], terms: Sequence[str], index: TextIndex, at_least: int = 2
) -> list[str]:
    """The ``sentences`` (pieces of the indexed text, as from ``split_sentences``) that mention at least ``at_least``
    of ``terms`` (a repeated term counts again), in order.

    A mention in a piece of the text is a mention in the text (pieces are cut where neither side is a letter or a
    digit), so sentences are searched only for the terms the text mentions, and not at all when fewer than
    ``at_least`` are (most pages); and, like ``TextIndex.positions``, only if they have the term's first word.
    """
    checks = [(term_pattern(term), index.first_word(term)) for term in terms if index.positions(term)]
    if len(checks) < at_least:
        return []
    found = []
    for sentence in sentences:
        lowered = fold_accents(sentence.lower())
        hits = (1 for pattern, word in checks if (word is None or word in lowered) and pattern.search(sentence))
        if sum(hits) >= at_least:
            found.append(sentence)
    return found
