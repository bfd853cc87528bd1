"""Argumentativeness features of a document's main text: discourse markers and claim/premise cues.

Argument-mining work (e.g. Stab & Gurevych's persuasive essays, Al-Khatib et al.'s web arguments, the PDTB
connectives) finds argumentative text marked by indicator phrases: "because" and "since" introduce premises,
"therefore" and "in conclusion" conclusions, "however" and "on the other hand" contrasts, "in my opinion" and
"I think" stance, "for example" and "studies show" support. The lexicons below are written from that general
knowledge, grouped by function (``MARKERS``), and are matched on lowercase word tokens with longest-match-first
and no overlap ("even though" counts once, as contrast); a leading ``^`` restricts a marker to the start of a
sentence ("^so", "^while", "^since", where the word elsewhere is mostly not a discourse marker).

For every group ``g`` there are two features, both length-robust:

- ``arg_<g>``: share of sentences with at least one marker of the group (in [0, 1]);
- ``arg_<g>_sat``: ``1 - exp(-count / 2)``, a saturating count: one marker gives 0.39, three 0.78, and a long
  document cannot climb past 1 by repetition.

and aggregates: ``arg_marker_density`` (all markers per 100 words, saturated: ``1 - exp(-per_100 / 3)``),
``arg_sentence_share`` (share of sentences with any marker), ``arg_group_diversity`` (share of the
``DIVERSITY_GROUPS`` present at least once), ``arg_question_share`` (share of sentences ending in "?"),
``arg_score`` (hand-set combination in [0, 1], see ``argumentative_score``).

Pure Python, deterministic, never raises on str input; only the first ``quality.MAX_CHARS`` characters /
``quality.MAX_SENTENCES`` sentences are analysed. For speed, the sentences are tokenised all at once (lowercased
and cut by ``bytes`` methods, not a regex per sentence), the markers are looked up only at the tokens that can
start one, and the evidence patterns start with rare characters; ``tokenize`` and ``match_markers`` state the
results one sentence at a time.
"""

from __future__ import annotations

import bisect
import itertools
import math
import re
from collections import Counter
from collections.abc import Hashable, Mapping, Sequence

from comparative_ir.features.quality import non_ascii, prepare

# Group -> markers. Multi-word markers are space-separated tokens; "e.g." is tokenised as "e g".
MARKERS: dict[str, tuple[str, ...]] = {
    # Claim markers: the author asserts a position (deontic modals, certainty adverbs, explicit "I argue").
    "claim": (
        "i argue", "i would argue", "i'd argue", "i contend", "i claim", "i maintain", "i hold that",
        "i am convinced", "i'm convinced", "my point is", "the point is", "the fact is", "the truth is",
        "it is clear", "it's clear", "it is obvious", "it's obvious", "it is evident", "clearly", "obviously",
        "undoubtedly", "certainly", "surely", "of course", "there is no doubt", "no doubt", "without a doubt",
        "should", "shouldn't", "should not", "ought to", "must", "mustn't", "must not", "need to", "needs to",
        "it is important", "it's important", "it is essential", "it is necessary", "it is true that",
        "the key is", "the main point", "the problem is", "the issue is",
    ),
    # Premise markers: reasons and additional support.
    "premise": (
        "because", "because of", "^since", "as a result of", "due to", "owing to", "given that", "given the fact",
        "for this reason", "for that reason", "for these reasons", "the reason is", "the reason why", "one reason",
        "another reason", "the main reason", "this is because", "that is because", "in fact", "indeed",
        "moreover", "furthermore", "in addition", "additionally", "besides", "what is more", "what's more",
        "not only", "in light of", "considering", "as shown", "as evidenced",
    ),
    # Contrast and concession.
    "contrast": (
        "however", "although", "though", "even though", "even if", "whereas", "^while", "but", "nevertheless",
        "nonetheless", "on the other hand", "on the contrary", "in contrast", "by contrast", "^yet", "despite",
        "in spite of", "conversely", "instead", "rather than", "admittedly", "granted", "^still", "that said",
        "having said that", "then again", "even so", "unlike", "alternatively", "otherwise", "on the flip side",
    ),
    # Conclusion and consequence.
    "conclusion": (
        "therefore", "thus", "hence", "consequently", "as a result", "as a consequence", "in conclusion",
        "to conclude", "to sum up", "to summarize", "to summarise", "in summary", "in short", "in sum", "overall",
        "all in all", "ultimately", "in the end", "accordingly", "it follows that", "this means", "which means",
        "this shows", "this proves", "this suggests", "this is why", "that is why", "that's why", "which is why",
        "^so", "for all these reasons", "the bottom line", "bottom line", "the verdict", "in a nutshell",
    ),
    # Opinion / first-person stance.
    "stance": (
        "i think", "i don't think", "i do not think", "i believe", "i don't believe", "i feel", "i'm sure",
        "i am sure", "in my opinion", "in my view", "in my experience", "my opinion", "imo", "imho", "personally",
        "from my perspective", "from my point of view", "to me", "for me", "i agree", "i disagree", "i would say",
        "i'd say", "i guess", "i suppose", "i doubt", "i prefer", "i love", "i hate", "i like", "i know",
        "my experience", "we believe", "we think", "i find", "i found",
    ),
    # Recommendation / advice (what a comparative question usually wants).
    "recommendation": (
        "i recommend", "i would recommend", "i'd recommend", "i highly recommend", "we recommend", "i suggest",
        "i would suggest", "i'd suggest", "we suggest", "i advise", "my advice", "my recommendation",
        "my suggestion", "recommended", "highly recommend", "you should", "you shouldn't", "you should not",
        "you might want", "you may want", "go for", "go with", "opt for", "stick with", "stick to",
        "the best choice", "the better choice", "the best option", "the better option", "a better choice",
        "a better option", "a good choice", "the way to go", "worth it", "worth the", "not worth", "is preferable",
        "are preferable", "would choose", "i'd choose", "i would choose", "i'd go", "i would go", "if you want",
        "if you need", "if you're looking", "if you are looking", "best bet", "avoid",
    ),
    # Evaluation: pros and cons, advantages, drawbacks.
    "evaluation": (
        "advantage", "advantages", "disadvantage", "disadvantages", "pros and cons", "pro and con", "pros", "cons",
        "benefit", "benefits", "drawback", "drawbacks", "downside", "downsides", "upside", "upsides", "strength",
        "strengths", "weakness", "weaknesses", "trade off", "trade offs", "tradeoff", "tradeoffs", "pitfall",
        "pitfalls", "plus side", "shortcoming", "shortcomings", "flaw", "flaws", "beneficial", "harmful",
        "detrimental", "risk", "risks",
    ),
    # Evidence and citation (numeric citations, "(Smith, 2010)" and percentages are matched by a regex as well).
    "evidence": (
        "according to", "studies show", "study shows", "studies have shown", "studies suggest", "research shows",
        "research suggests", "research has shown", "research indicates", "evidence shows", "evidence suggests",
        "evidence", "a study", "the study", "one study", "a recent study", "a survey", "a report", "statistics",
        "statistically", "data shows", "data show", "the data", "scientists", "researchers", "experts",
        "found that", "showed that", "shows that", "demonstrated", "percent", "per cent", "survey", "source",
        "sources", "journal", "published", "proven", "proof",
    ),
    # Examples.
    "example": (
        "for example", "for instance", "e g", "such as", "to illustrate", "as an example", "a good example",
        "an example", "in particular", "namely", "specifically", "including",
    ),
    # Enumeration / structure of the argument.
    "structure": (
        "firstly", "secondly", "thirdly", "fourthly", "lastly", "finally", "first of all", "^first", "^second",
        "^third", "in the first place", "to begin with", "to start with", "^next", "last but not least",
        "on the one hand", "on one hand",
    ),
    # Comparison (the core of comparative questions).
    "comparison": (
        "than", "compared to", "compared with", "in comparison", "comparison", "versus", "vs", "similarly",
        "likewise", "the same as", "similar to", "different from", "differs", "difference", "differences",
        "better", "worse", "superior", "inferior", "preferable", "outperform", "outperforms", "beats",
    ),
}  # fmt: skip
GROUPS: tuple[str, ...] = tuple(MARKERS)
# The groups whose co-occurrence makes a text an argument (diversity counts these).
DIVERSITY_GROUPS: tuple[str, ...] = ("claim", "premise", "contrast", "conclusion", "stance", "evidence", "example")

FEATURE_NAMES: tuple[str, ...] = (
    *(name for group in GROUPS for name in (f"arg_{group}", f"arg_{group}_sat")),
    "arg_marker_density",
    "arg_sentence_share",
    "arg_group_diversity",
    "arg_question_share",
    "arg_score",
)

_TOKEN_RE = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")
# The same tokens without a regex (``_token_sequence``): in the ASCII-lowercased bytes, bytes.translate blanks all
# but [a-z0-9'] after the apostrophes that join nothing (not between [a-z0-9] and [a-z]) are blanked; the runs left
# are the tokens unless a joining apostrophe is followed by letters and then a digit or another joining apostrophe
# ("rock'n'roll" is "rock'n", "roll"), which _SPLIT_APOSTROPHE_RE finds.
_TOKEN_BYTES = bytes(c if chr(c) in "abcdefghijklmnopqrstuvwxyz0123456789'\n" else ord(" ") for c in range(256))
_LOOSE_APOSTROPHE_RE = re.compile(rb"'(?<![a-z0-9]')|'(?![a-z])")
_SPLIT_APOSTROPHE_RE = re.compile(rb"'[a-z]+(?:[0-9]|'[a-z])")
_ASCII_CHAR_RE = re.compile(r"[\x00-\x7f]")
_BOUNDARY = "|"  # around each sentence's tokens: no token contains it
# Evidence, r"\[\d{1,3}\]|\(\s*[A-Z][A-Za-z-]+(?: et al\.?| and [A-Z][A-Za-z-]+)?,? (?:19|20)\d\d[a-z]?\s*\)|\d\s?%":
# "[1]", "(Smith, 2010)" and "45 %", as two patterns starting with rare characters (the scan skips ahead to those);
# their matches cannot overlap, and a percentage is found at its "%".
_CITATION_RE = re.compile(
    r"[\[(](?:(?<=\[)\d{1,3}\]|(?<=\()\s*[A-Z][A-Za-z-]+(?: et al\.?| and [A-Z][A-Za-z-]+)?,? (?:19|20)\d\d[a-z]?\s*\))"
)
_PERCENT_RE = re.compile(r"%(?:(?<=\d%)|(?<=\d\s%))")
_Entry = tuple[tuple[str, ...], str, bool]  # (marker tokens, group, sentence-initial only)
_Index = dict[str | tuple[str, str], list[_Entry]]


def build_index(markers: Mapping[str, Sequence[str]]) -> _Index:
    """Markers keyed by their first token (one-word markers) or first two tokens (longer ones), each list longest
    marker first, in a deterministic order."""
    index: _Index = {}
    for group, phrases in markers.items():
        for phrase in phrases:
            initial = phrase.startswith("^")
            tokens = tuple(phrase.lstrip("^").split())
            key = tokens[0] if len(tokens) == 1 else (tokens[0], tokens[1])
            index.setdefault(key, []).append((tokens, group, initial))
    for entries in index.values():
        entries.sort(key=lambda entry: (-len(entry[0]), entry[1], entry[0]))
    return index


_INDEX = build_index(MARKERS)
_Table = dict[Hashable, tuple[dict[Hashable, list[_Entry]], list[_Entry]]]  # str keys; a boundary may be any object


def _table(index: _Index) -> _Table:
    """The index by first token, for ``_find_markers``: {token: ({second token: entries}, one-token entries)}."""
    table: _Table = {}
    for key, entries in index.items():
        first = key if isinstance(key, str) else key[0]
        seconds, singles = table.setdefault(first, ({}, []))
        if isinstance(key, str):
            singles.extend(entries)
        else:
            seconds[key[1]] = entries
    return table


_TABLE = _table(_INDEX)


def tokenize(sentence: str) -> list[str]:
    """Lowercase word tokens; curly apostrophes normalised, contractions kept ("don't"), other punctuation dropped."""
    return _TOKEN_RE.findall(sentence.lower().replace("’", "'"))


def _token_sequence(sentences: Sequence[str]) -> tuple[list[str], list[bool]]:
    """The ``tokenize`` tokens of the ``sentences``, each sentence preceded and followed by ``_BOUNDARY``, and whether
    each sentence has tokens. All sentences are lowercased and tokenised at once, by ``bytes.translate`` and one
    ``str.split`` (see _TOKEN_BYTES): per-sentence calls cost more than the work."""
    if not sentences:
        return [_BOUNDARY], []
    joined = "\n".join(sentences)
    if joined.count("\n") != len(sentences) - 1:  # line breaks inside sentences: blanks separate tokens as well
        joined = "\n".join(sentence.replace("\n", " ") for sentence in sentences)
    # Lowercase ASCII with "?" for the other characters (tokens are ASCII): bytes.lower() is far cheaper than
    # str.lower(), and gives the same tokens unless a non-ASCII character lowercases to ASCII ("K", the Kelvin sign).
    data = joined.replace("’", "'").encode("ascii", "replace")
    if not joined.isascii() and _ASCII_CHAR_RE.search(non_ascii(joined.encode("utf-8", "surrogatepass")).lower()):
        data = joined.lower().replace("’", "'").encode("ascii", "replace")
    data = data.lower()
    if b"'" in data:
        if _SPLIT_APOSTROPHE_RE.search(data):
            token_lists = [_TOKEN_RE.findall(line) for line in data.decode("ascii").split("\n")]
            tokens = [_BOUNDARY]
            for sentence_tokens in token_lists:
                tokens += sentence_tokens
                tokens.append(_BOUNDARY)
            return tokens, list(map(bool, token_lists))
        data = _LOOSE_APOSTROPHE_RE.sub(b" ", data)
    text = data.translate(_TOKEN_BYTES).decode("ascii")  # tokens, spaces and a "\n" between sentences
    has_tokens = [bool(line) and not line.isspace() for line in text.split("\n")]
    bounded = text.replace("\n", f" {_BOUNDARY} ")
    return f"{_BOUNDARY} {bounded} {_BOUNDARY}".split(), has_tokens


def _find_markers(
    tokens: Sequence[Hashable], boundary: Hashable = _BOUNDARY, index: _Index = _INDEX
) -> list[tuple[int, str]]:
    """(position, group) of the markers in ``tokens``: the tokens of one or more sentences, each sentence preceded
    and followed by ``boundary``. Left to right, longest match first, no overlap, none across sentences (no marker
    contains the boundary). Only the positions whose token can start a marker are visited, found by a C-level
    filter: about 3 tokens in 10."""
    table = _TABLE if index is _INDEX else _table(index)
    found: list[tuple[int, str]] = []
    cursor = 0
    for i in itertools.compress(itertools.count(), map(table.__contains__, tokens)):
        if i < cursor:  # inside the previous match
            continue
        seconds, singles = table[tokens[i]]
        for marker, group, initial in seconds.get(tokens[i + 1], ()):  # markers of two or more tokens first
            if initial and tokens[i - 1] != boundary:  # not at the start of the sentence
                continue
            if len(marker) == 2 or tuple(tokens[i : i + len(marker)]) == marker:
                found.append((i, group))
                cursor = i + len(marker)
                break
        if cursor > i:
            continue
        for _, group, initial in singles:
            if not initial or tokens[i - 1] == boundary:
                found.append((i, group))
                cursor = i + 1
                break
    return found


def match_markers(tokens: Sequence[str], index: _Index = _INDEX) -> list[str]:
    """The groups of the markers found in one sentence's tokens, left to right, longest match first, no overlap."""
    boundary = object()  # equal to no token
    return [group for _, group in _find_markers([boundary, *tokens, boundary], boundary, index)]


def _evidence(sentences: Sequence[str], joined: str) -> list[tuple[int, int]]:
    """(sentence number, position in ``joined``) of each citation or percentage: ``joined`` is the sentences joined
    by "\\0", which no match can span."""
    positions = []
    if "[" in joined or "(" in joined:
        positions += [match.start() for match in _CITATION_RE.finditer(joined)]
    if "%" in joined:
        positions += [match.start() for match in _PERCENT_RE.finditer(joined)]
    starts = list(itertools.accumulate((len(sentence) + 1 for sentence in sentences), initial=0))
    return [(bisect.bisect_right(starts, position) - 1, position) for position in positions]


PROSE_WORDS = 10  # a sentence without final punctuation is prose from this many words


def _is_prose(sentence: str) -> bool:
    """Ends like a sentence (".", "!", "?", ":", ";", "…"), or is long enough to be one without punctuation."""
    return sentence.rstrip("\"'”’)] ").endswith((".", "!", "?", ":", ";", "…")) or (
        sentence.count(" ") + 1 >= PROSE_WORDS
    )


def _sat(count: float, scale: float = 2.0) -> float:
    return 1.0 - math.exp(-count / scale)


def argumentative_score(features: dict[str, float]) -> float:
    """Hand-set argumentativeness prior in [0, 1]: 0.4 x how many sentences carry a marker (half of them is
    already full marks), 0.35 x group diversity (4 of the 7 groups is full marks: an argument has a claim, a reason,
    a concession or an example), 0.25 x marker density. Set by reasoning, not fitted."""
    share = min(1.0, features.get("arg_sentence_share", 0.0) / 0.5)
    diversity = min(1.0, features.get("arg_group_diversity", 0.0) * len(DIVERSITY_GROUPS) / 4.0)
    return 0.4 * share + 0.35 * diversity + 0.25 * features.get("arg_marker_density", 0.0)


def argumentative_features(text: str, sentences: Sequence[str] | None = None) -> dict[str, float]:
    """Argumentativeness features of ``text`` (see the module docstring); ``sentences`` are its sentences if a
    caller already split them (e.g. spaCy), else the shared regex splitter is used. All values are in [0, 1]."""
    return prepared_argumentative_features(prepare(text, sentences).sentences)


def prepared_argumentative_features(sentences: Sequence[str]) -> dict[str, float]:
    """``argumentative_features`` of the sentences of a text already ``prepare``d (non-empty, stripped, capped)."""
    tokens, has_tokens = _token_sequence(sentences)
    n_sents = sum(has_tokens)  # sentences without tokens are not counted at all
    n_words = len(tokens) - len(sentences) - 1
    hits, k, previous = [], -1, 0
    for i, group in _find_markers(tokens):  # the sentence of each marker: boundaries before it, minus one
        k += tokens[previous:i].count(_BOUNDARY)
        previous = i
        hits.append((k, group))
    joined = "\0".join(sentences)
    hits += [(k, "evidence") for k, _ in _evidence(sentences, joined) if has_tokens[k]]
    # markers count in prose only: a headline, a menu item or a footer line ("Source: Reuters", "Recommended for
    # you", "Laptop vs Desktop") is no argument, and one such line made a page of links look argumentative
    prose = [_is_prose(sentence) for sentence in sentences]
    if not all(prose):
        hits = [(k, group) for k, group in hits if prose[k]]
    counts = Counter(group for _, group in hits)
    sentence_hits = Counter(group for _, group in set(hits))
    any_marker = len({k for k, _ in hits})
    questions = 0
    if "?" in joined:
        endings = (s.rstrip("\"'”’)] ") for s, has in zip(sentences, has_tokens, strict=True) if has)
        questions = sum(1 for ending in endings if ending.endswith("?"))

    features: dict[str, float] = {}
    for group in GROUPS:
        features[f"arg_{group}"] = sentence_hits[group] / n_sents if n_sents else 0.0
        features[f"arg_{group}_sat"] = _sat(counts[group])
    total = len(hits)
    features["arg_marker_density"] = _sat(100.0 * total / n_words, 3.0) if n_words else 0.0
    features["arg_sentence_share"] = any_marker / n_sents if n_sents else 0.0
    features["arg_group_diversity"] = sum(1 for g in DIVERSITY_GROUPS if counts[g]) / len(DIVERSITY_GROUPS)
    features["arg_question_share"] = questions / n_sents if n_sents else 0.0
    features["arg_score"] = argumentative_score(features)
    return {name: float(features[name]) for name in FEATURE_NAMES}
