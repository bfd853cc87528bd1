"""Stance of a document towards the two objects of a comparative question (Touché 2022 convention).

``FIRST`` / ``SECOND``: the document favours the first / second object; ``NEUTRAL``: it discusses or compares
both without a winner, or says that it depends; ``NO``: it takes no position about them: off topic (neither
object is mentioned), or on topic without comparing them (describing one or both, as the Touché and
CompQuestions assessors label such answers; the model learnt that from them, so an answer naming both objects can be
NO). Fewer than two distinct objects (two spellings of one, "laptop" and "laptops", count as one) is NO.

Rules read, a small model decides. The rules (below) turn a document into evidence; a conditional logit
(``_Model``, weights in ``comparative_model.json``, read once on first use) turns that evidence into the label. Web
pages of ``PAGE_WORDS`` words or more get the weights of ``comparative_pages_model.json``, the same procedure
trained on the answers and on hand-labelled web pages (``data/`` of the repository), which read pages better (92 ->
102 of 120 unseen pages; the answers' model stays the one for answers and short texts).
The model was trained by ``scripts/train_stance_model.py`` on the Webis-CompQuestions-22 stance data (MIT
License, notice in ``comparative_model.LICENSE.txt``; the data is not included) over ``_features``: the rules'
votes per signal and per object, their own decision, the hedges, where and how often each object is mentioned,
document-level cue counts (``DOCUMENT_CUES``) and what the question asks (``QUESTION_CUES``). Facts about the two
objects enter as their difference (weighted once, for FIRST, and negated for SECOND) and as their sum and gap, so
swapping the objects swaps FIRST and SECOND by construction. A document that names neither object and does not
hedge is NO whatever the weights say; without the model file the rules' own decision (``_decide``) stands.
Every lexicon and cue list (in ``comparative_lexicon``) is hand-written general English; the rules' weights and
thresholds (``EDGE_WEIGHT`` ... ``QUESTION_WEIGHT``) were set on a fixed half of the same data before the model existed.

How a document is read (regular expressions over every sentence; spaCy only tags the sentences that mention
both objects, for ``compare_in_doc``), each signal a vote for one object:

1. sentences (``split_sentences``) and, in each, the mentions of each object: the whole name, or one of its
   distinctive words ("Gaussian Blur" -> "gaussian", "blur"; a word shared by both names never counts);
2. comparison: sentences mentioning both, read by the comparative sentence rules (BETTER / WORSE);
3. recommendation: "go with X", "I'd choose X", "X is the way to go", "stick with X"; "avoid X" and "don't
   use X" vote for the other object; conditions ("if you use X") are not advice;
4. evaluation: in a sentence mentioning one object only, the balance of a small polarity lexicon ("reliable",
   "love" / "awful", "overpriced"), a negation flipping a word;
5. single: a rating comparative about one object ("X lasts longer", "Y is worse than X");
6. lead / alone: the first sentence naming one object alone (answers open with their pick), and a document
   naming only one object (it is mostly about it);
7. question: "How is A better than B?" presupposes A (and "When is A worse than B?" B);
8. hedges against all of these: "it depends", "both are", "pros and cons", "no clear winner", and a question
   asking for the difference between the objects.

The first and last sentences weigh more (answers open or close with their verdict). The rules alone decide
FIRST or SECOND on a margin between the two objects' evidence, the margin needed growing with the hedges;
otherwise NEUTRAL when the document mentions the objects or hedges, and NO when it does not.

Measured on the 321 answers with text (``benchmarks/bench_stance_comparative.py``): the training procedure,
cross-validated in 5 folds grouped by question, macro-F1 about 0.44 (median of 5 shuffles; per class about FIRST
0.54, SECOND 0.45, NEUTRAL 0.42, NO 0.35), 0.43 on the benchmark's held-out half when trained on the other half;
the rules alone 0.41 (0.44 on the half they were written on, 0.385 on the other; NO 0.14). The label is often a
judgement call: explanations of a difference are NEUTRAL or NO, and the answers are noisy evidence.
"""

from __future__ import annotations

import functools
import json
import math
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from itertools import pairwise
from pathlib import Path

from comparative_ir.features.comparative import (
    NEGATIVE_BASES,
    NEGATIVE_COMPARATIVES,
    NEUTRAL_COMPARATIVES,
    NOT_COMPARED,
    QUANTIFIERS,
    UNUSED_COMPONENTS,
    averted,
    compare_in_doc,
)
from comparative_ir.features.text import (
    STOPWORDS,
    camel_pattern,
    defined_initials,
    fold_accents,
    initialism_pattern,
    mention_stem,
    outside,
    plural_forms,
    same_name,
    split_sentences,
    truncate_words,
    word_forms,
)
from comparative_ir.stance.comparative_lexicon import (
    _ADVERBS,  # noqa: F401 (not read here; kept as an attribute of this module)
    _BASE_CHOICE_VERBS,
    _BETTER_NOUN,
    _CASE_AFTER,
    _CHOICE_VERBS,  # noqa: F401 (not read here; kept as an attribute of this module)
    _CLAUSE_BREAK,
    _CONDITION_BEFORE,
    _CUE_PHRASES,
    _DET,  # noqa: F401 (not read here; kept as an attribute of this module)
    _DIFFER,
    _PICK_AFTER_HEDGE,
    _RATING_COMPARATIVE,  # noqa: F401 (not read here; kept as an attribute of this module)
    _TOKEN_RE,
    _VICE_VERSA,
    _VICE_VERSA_CONTRAST,
    COMPARATIVES,
    CONDITION_OPENING,
    DISCOURAGE_BEFORE,
    DOCUMENT_CUES,  # noqa: F401 (not read here; kept as an attribute of this module)
    EVALUATIVE_PHRASES,
    GENERIC,
    GO_THE,
    NEGATIONS,
    NEGATIVE,
    NEUTRAL_CUES,
    OPENING_HEDGE,
    PICK_DOUBTED,
    POSITIVE,
    QUESTION_CUES,
    RECOMMEND_AFTER,
    RECOMMEND_BEFORE,
    ROUTE_AFTER,
    SAID_PICK,
)

LABELS = ("FIRST", "SECOND", "NEUTRAL", "NO")

SUBJECT_REACH = 6  # tokens from a mention to the comparative it is the subject of: "X is much better"
RECOMMENDATION_REACH = 80  # characters around a mention searched for "go with", "is the way to go"
Span = tuple[int, int]


# --- thresholds (hand-chosen on a fixed half of the data, see benchmarks/bench_stance_comparative.py) -----------

EDGE_WEIGHT = 2.0  # the first and last sentences: answers open or close with their verdict
VERDICT_SENTENCES = 5  # a verdict heading and the sentences after it weigh as much as the edges
#: Where a page states its verdict: "Conclusion", "The bottom line", "Our verdict:", "Final thoughts".
VERDICT_OPENING = re.compile(
    r"^\W*(?:in\s+conclusion|to\s+conclude|conclusions?|(?:the\s+|our\s+|final\s+)?verdict|(?:the\s+)?bottom\s+line"
    r"|final\s+(?:thoughts|words)|in\s+summary|to\s+sum\s+(?:it\s+)?up|summary"
    r"|(?:our|my)\s+(?:pick|recommendation|advice|choice)"
    r"|(?:and\s+)?the\s+winner\s+is|so,?\s+which\s+(?:one\s+)?(?:should|is|to)"
    r"|(?:the\s+)?short\s+answer|tl;?\s*dr|in\s+short|long\s+story\s+short)\b",
    re.IGNORECASE,
)
COMPARISON_WEIGHT = 2.0  # a sentence comparing both objects
RECOMMENDATION_WEIGHT = 2.0  # "go with X", "avoid X"
EVALUATION_WEIGHT = 1.0  # a sentence praising or blaming one object
MARGIN = 1.0  # evidence for one object minus the other's needed for FIRST / SECOND
NEUTRAL_FACTOR = 2.0  # each unit of hedging ("it depends") raises the margin needed by this much
DIFFERENCE_PRIOR = 2.0  # hedging credited to "What is the difference between A and B?" questions
LEAD_WEIGHT = 1.0  # the first sentence naming one object alone: answers lead with their pick
SINGLE_WEIGHT = 1.0  # a comparative about one object: "X lasts longer", "X is more readily available"
ALONE_WEIGHT = 2.0  # a document naming one object only is mostly about it
QUESTION_WEIGHT = 4.0  # a question presupposing a winner: "How is A better than B?"


# --- objects ---------------------------------------------------------------------------------------------------

_NAME_TOKEN_RE = re.compile(r"[\w][\w'’+#.\-]*")


def _name_words(name: str) -> list[str]:
    """Lower-cased words of an object name, keeping "c++", "c#", "paint.net", "2.x" whole."""
    return [w.rstrip(".").replace("’", "'") for w in _NAME_TOKEN_RE.findall(name.lower())]


def _stem(word: str) -> str:
    """A crude stem so that "blur", "blurs", "blurring" and "blurred" meet (objects are few; errors are rare)."""
    for suffix in ("ing", "ed", "es", "s", "e"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            return word[: -len(suffix)]
    return word


_DIGIT_LETTER = re.compile(r"(?<=\d)(?=[a-z])|(?<=[a-z])(?=\d)")


def _spelled(words: Sequence[str], stem: bool = True) -> str:
    """The whole name as answers spell it: "64bit" and "64-bit" also as "64-bit", "64 bit" and "64bit", ".msi"
    also as "msi"; with ``stem``, a plural or possessive name also as its singular ("cats": "a cat")."""
    words = list(words)
    if stem and words:
        words[-1] = mention_stem(words[-1])
    parts = []
    for word in words:
        lead = r"\.?" if word.startswith(".") and len(word) > 1 else ""
        pieces = [p for p in re.split(r"-|" + _DIGIT_LETTER.pattern, word[1:] if lead else word) if p]
        parts.append(lead + r"[\s\-]?".join(re.escape(p) for p in pieces))
    tail = r"(?:s|es|'s|’s)?"
    if stem and parts and (forms := word_forms(words[-1])) is not None:
        return r"[\s_\-]*".join([*parts[:-1], f"(?:{forms}|{parts[-1]}{tail})"])
    return r"[\s_\-]*".join(parts) + tail


#: Past forms of verbs a question may ask between ("rent or buy?": "we bought"), only those that name nothing else
#: ("left", "found", "made" do).
_IRREGULAR_PAST = {
    "buy": ("bought",),
    "fly": ("flew", "flown"),
    "drive": ("drove", "driven"),
    "eat": ("eaten",),
    "sell": ("sold",),
    "pay": ("paid",),
    "ride": ("rode", "ridden"),
    "swim": ("swam", "swum"),
    "write": ("wrote", "written"),
    "teach": ("taught",),
    "choose": ("chose", "chosen"),
    "freeze": ("froze", "frozen"),
    "tear": ("tore", "torn"),
    "build": ("built",),
    "spend": ("spent",),
    "sleep": ("slept",),
    "refreeze": ("refroze", "refrozen"),
    "see": ("seen",),  # not "seed"
    "cut": (),
    "put": (),
    "quit": (),
}
_VOWEL = "aeiou"


def verb_forms(word: str) -> tuple[str, ...]:
    """A verb's inflections, regular and a few irregular: "bake" -> bakes, baking, baked; "fry" -> fries, frying,
    fried; "swim" -> swims, swimming, swam, swum; "rent" -> rents, renting, rented."""
    if len(word) < 2 or not word.isalpha():
        return ()
    if word.endswith("ie"):
        ing, ed = word[:-2] + "ying", word + "d"
    elif word.endswith("e"):
        ing, ed = (word if word.endswith(("ee", "ye", "oe")) else word[:-1]) + "ing", word + "d"  # "dyeing", "dyed"
    elif word.endswith("y") and word[-2] not in _VOWEL:
        ing, ed = word + "ing", word[:-1] + "ied"
    elif (
        len(spelt := word.replace("qu", "q")) <= 4  # the "u" after "q" is no vowel: "quit", "quitting"
        and spelt[-1] not in _VOWEL + "wxy"
        and spelt[-2] in _VOWEL
        and len(spelt) >= 3
        and spelt[-3] not in _VOWEL
        and sum(c in _VOWEL for c in spelt) == 1
    ):
        ing, ed = word + word[-1] + "ing", word + word[-1] + "ed"  # "swimming", "stopped"
    else:
        ing, ed = word + "ing", word + "ed"
    plural = (
        word[:-1] + "ies"
        if word.endswith("y") and word[-2] not in _VOWEL
        else word + "es"
        if word.endswith(("s", "x", "z", "ch", "sh", "o"))
        else word + "s"
    )
    if word in _IRREGULAR_PAST:
        return (word, plural, ing, *_IRREGULAR_PAST[word])  # not "buyed", "swimmed", "seed"
    return (word, plural, ing, ed)


#: Words after which "to" is a preposition: "switch to Go", "move to Texas", "a trip to Paris".
_TO_PLACE = frozenset(
    """go goes going went move moves moving moved switch switches switching switched migrate migrating migrated
    upgrade upgrading upgraded travel travels traveling travelling traveled travelled fly flying get getting come
    coming listen listening talk talking donate donating convert converting converted change changing changed return
    returning trip trips visit visits way ways next close closer similar compared relative access flight flights
    drive driving commute commuting""".split()
)
_PARTICLES = frozenset("out in up off down away back over on".split())  # "eat out": not "eating at home"


def _infinitive(question: str, verb: str, after: str = r"\b") -> bool:
    """ "to VERB" in ``question`` as an infinitive, not after a word that takes "to" as a preposition; or VERB
    after "should I" ("Should I lease or buy a new car?")."""
    return any(
        (match.group(1) or "") not in _TO_PLACE
        for match in re.finditer(r"(?:\b([\w']+)\s+)?\bto\s+" + verb + after, question)
    ) or bool(re.search(r"\bshould\s+(?:i|we|you|one)\s+" + verb + after, question))


def _asked_as_verb(name: str, other: str, context: str | None) -> bool:
    """Whether the question asks between doings ("Is it better to rent or buy?", "to bake than fry food?",
    "To refreeze or to refrigerate?"): then pages name the object by its verb's forms ("renting", "we bought")."""
    words, others = name.lower().split(), other.lower().split()
    if not words:
        return False
    if words[0] == "to":
        return True
    if context is None:
        return False
    question = context.lower()
    verb = re.escape(words[0])
    if _infinitive(question, verb):
        return True
    if others and others[0] == "to":
        others = others[1:]
    return len(others) == 1 and _infinitive(
        question, re.escape(others[0]), r"\W+(?:or|than|vs\.?|versus)\s+(?:to\s+)?" + verb + r"\b"
    )


#: Before an order: the sentence's start (past a word like "so" or "just") or a condition's comma ("If you want more
#: flavour, cut it").
_IMPERATIVE_BEFORE = re.compile(
    r"^\W*(?:(?:so|just|simply|definitely|always|instead|rather|honestly)\s*,?\s+)*$"
    r"|^\W*(?:if|when|for(?!\s+(?:example|instance|now)\b)|unless)\b[^,;.!?]*,\s*(?:(?:just|simply|then)\s+)?$",
    re.IGNORECASE,
)
#: After the verb alone: an order has an object or ends ("Paint it.", "Rent."); a noun has a verb ("Paint is cheap.").
_ORDER_AFTER = re.compile(r"\s*(?:[.!;]|$|(?:it|them|'em)\b)", re.IGNORECASE)
#: What takes an order back or puts it second: "Learn the DOM later", "Buy a house only if ...", "..., they said".
_ORDER_LATER = re.compile(r"^[^,;.!?]*\b(?:later|afterwards?|eventually|next)\b")
_ORDER_REPORTED = re.compile(r",\s*(?:they|people|he|she|everyone)\s+(?:said|say|says)\b")


def _doing_verb(name: str, other: str, question: str | None) -> str:
    """The verb of an object the question asks as a doing ("to learn the DOM": "learn"), or ""."""
    words = name.lower().split()
    if len(words) >= 2 and words[0] == "to":
        return words[1]
    return words[0] if words and _asked_as_verb(name, other, question) else ""


def _ordered(sentence: str, span: Span, verb: str, other_verb: str, question_terms: frozenset[str]) -> bool:
    """ "Learn the DOM.", "If you want more basil flavour, cut it more finely.": the object asked as a doing, said as an
    order (in the clause after the last ";" or ":": "For pesto, cut; for salads, tear."). The verb alone only when the
    other object is a doing too ("cut or tear?"; not "Buy alcohol duty-free or in US?", where "Buy in the US." picks
    the other), with "it", "them" or what the question names after it ("cut the basil"; not "cut your losses", "cut
    the heat"). Not an order for later ("Learn the DOM later"), only in a case ("only if"), reported ("..., they
    said"), or beside the other's verb ("cut them or tear them, your call"; "cut it, don't tear it" is an order)."""
    if not verb:
        return False
    said = sentence[span[0] : span[1]].lower().split()
    clause = re.split(r"[;:]", sentence[: span[0]])[-1]
    if not said or said[0] != verb or not _IMPERATIVE_BEFORE.match(clause):
        return False
    lowered = sentence.lower()
    rest = lowered[span[1] :]
    if (
        _ORDER_LATER.match(rest)
        or _ONLY_IF.search(lowered)
        or re.match(r"[^.;!?]*\bonly\s+(?:if|when|unless)\b", rest)
        or _ORDER_REPORTED.search(rest)
    ):
        return False
    if other_verb and any(
        not re.search(r"(?:\bnot|n't|\bnever|\bno)\s+(?:\w+\s+)?$", lowered[: m.start()])
        for m in re.finditer(r"\b" + re.escape(other_verb) + r"\b", lowered)
    ):
        return False
    if len(said) > 1:
        return True
    if not other_verb:
        return False
    if _ORDER_AFTER.match(rest):
        return True
    named = re.match(r"\s*(?:the|your|my|these|those|this|that|a|an|some)\s+([a-z]+)", rest)
    return named is not None and named.group(1) in question_terms


#: Endings a distinctive word of an object may take ("blurring", "specialised"): inflections and a few suffixes,
#: not any four letters, which read "Disneyland" as "Disney World" and "worldwide" as "World".
_INFLECTION = r"(?:e|s|es|d|ed|ing|ings|er|ers|ion|ions|ies|ely|al|ment|ments|ism|isms|ist|ists|ity|ities)?"


@lru_cache(maxsize=4096)
def _object_pattern(
    name: str, other: str, context: str | None = None, aliases: tuple[str, ...] = (), shared: str = ""
) -> re.Pattern[str] | None:
    """Mentions of ``name``: the whole name, or one of its distinctive words (not in ``other``, not generic).

    Comparative questions often name their objects with long phrases ("expand into other fields"), which
    answers seldom repeat verbatim; one distinctive word is how they refer back to them. ``shared``: a word of the
    name the other object has too, though the question gives it to one ("wood vs stone mulch": "mulch").
    """
    words = _name_words(name)
    other_stems = {_stem(w) for w in _name_words(other)}
    alternatives = []
    if words:
        written = name.lower().split()
        fold = not same_name(name, other)  # "car" and "cars": the names as written, or every mention is both's
        alternatives.append(_spelled(written, fold))
        bare = name.lower().split()
        while len(bare) > 1 and bare[0] in ("a", "an", "the", "to"):
            bare = bare[1:]  # "a type C" -> "type C": answers seldom repeat the article
        if len(bare) < len(name.split()) and (len(bare) > 1 or bare[0] not in GENERIC | STOPWORDS):
            alternatives.append(_spelled(bare, fold))
        if (camel := camel_pattern(name)) is not None:
            alternatives.append(camel + r"(?:s|es|'s|’s)?")  # "WiFi": "Wi-Fi"
        verb = bare[0] if bare[0] != "to" else ""
        if (
            _asked_as_verb(name, other, context)
            and _asked_as_verb(other, name, context)  # each its own verb: not "to pick herbs from the top or bottom"
            and (inflected := verb_forms(verb))
        ):
            # "rent or buy?": "renting", "we bought"; "fry food": "fried food", "frying" (a verb as common as "use"
            # or "get" only with the rest of the name: "using a table of tables")
            rest = _spelled(bare[1:], fold) if len(bare) > 1 else ""
            verbs = "(?:" + "|".join(map(re.escape, inflected)) + ")"
            alone = not rest or (
                verb not in GENERIC | STOPWORDS and _stem(verb) not in other_stems and bare[1] not in _PARTICLES
            )
            # not "built-in" for "build"
            alternatives.append(verbs + r"(?!-)" + (r"(?:\s+" + rest + ")" + ("?" if alone else "") if rest else ""))
    for word in words:
        word = word.removesuffix("'s")
        stem = _stem(word)
        if (
            word in STOPWORDS
            or word in GENERIC
            or stem in other_stems
            or len(word) < 2
            or len(words) == 1
            or word == shared
        ):
            continue
        if (forms := plural_forms(word)) is not None:
            alternatives.append(forms + r"(?:'s|’s)?")  # "research university": "universities"
        elif _DIGIT_LETTER.search(word) and word.isalnum() and min(map(len, _DIGIT_LETTER.split(word))) >= 2:
            # "HD4870": also "HD 4870", "HD-4870"; not "A4" as "a 4 year warranty", "i5" as "the I-5"
            alternatives.append(_spelled([word], stem=False))
        elif len(stem) >= 4 and stem.isalpha():
            stem = re.sub(r"i[sz]$", "i[sz]", re.escape(stem))  # "specialize" and "specialise"
            doubled = re.escape(stem[-1]) + "?" if stem[-1].isalpha() else ""  # "blurring"
            alternatives.append(stem + doubled + _INFLECTION + r"(?:'s|’s)?")
        else:
            alternatives.append(re.escape(word) + r"(?:s|es|'s|’s)?")
    alternatives.extend(_spelled(alias.lower().split(), stem=False) for alias in aliases)
    alternatives.extend(_electric_forms(words, other_stems))
    letters = initialism_pattern(name, context)
    if letters is not None and letters != initialism_pattern(other, context):
        alternatives.append(letters)  # "teaching assistantship": "TA"; not when both abbreviate alike ("BFS")
    if not alternatives:
        return None
    return re.compile(r"(?<![\w\-+#])(?:" + "|".join(alternatives) + r")(?![\w+#])", re.IGNORECASE)


def _electric_forms(words: Sequence[str], other_stems: set[str]) -> list[str]:
    """ "electric scooter" is also an "e-scooter", and an "e-bike" also a "bike" (pages shorten both ways), when the
    other object does not share the noun ("e-bike or bike?" keeps them apart)."""
    if len(words) == 2 and words[0] == "electric" and _stem(words[1]) not in other_stems:
        return [r"e-?" + re.escape(words[1]) + r"(?:s|es|'s|’s)?"]
    if len(words) == 1 and re.fullmatch(r"e-[a-z]{3,}", words[0]) and _stem(words[0][2:]) not in other_stems:
        return [r"(?<=\s)" + re.escape(words[0][2:]) + r"(?:s|es|'s|’s)?", r"electric\s+" + re.escape(words[0][2:])]
    return []


#: Right before a mention, its opposite: "non organic", "Non - organic" ("non-organic" is kept out by the hyphen).
_NON = re.compile(r"\bnon(?:\s{1,2}|-\s|[‐‑–—]|\s[-–—]\s)$", re.IGNORECASE)


def _mentions(sentence: str, patterns: tuple[re.Pattern[str] | None, re.Pattern[str] | None]) -> list[list[Span]]:
    """Character spans of each object's mentions; a mention inside a longer one of the other object is dropped
    ("Windows" inside "Windows 7")."""
    found = [
        [m.span() for m in p.finditer(sentence) if not _NON.search(sentence, max(m.start() - 8, 0), m.start())]
        if p is not None
        else []
        for p in patterns
    ]
    # each against all the other's mentions, so that the result does not depend on which object is first
    return [outside(found[0], found[1]), outside(found[1], found[0])]


# --- the question -----------------------------------------------------------------------------------------------

_QUESTION_COMPARATIVE = re.compile(
    r"\b(" + "|".join(sorted(COMPARATIVES)) + r"|(?:more|less)\s+[a-z\-]+)\b(?=[^?]*\bthan\b)",
    re.IGNORECASE,
)
#: Questions that take the comparison for granted and ask why or where it holds.
_PRESUPPOSING = re.compile(  # also after a short topic prefix: "Market economy: Why is air cheaper than rail?"
    r"^\W*(?:(?!(?:is|are|does|do|can|should|will|would)\b)(?:(?!\bthan\b)[^?:]){1,60}:\s*)?"
    r"(?:how|why|when|what|where|in\s+what|in\s+which)\b",
    re.IGNORECASE,
)
#: Questions asking what tells the objects apart rather than which is better.
_DIFFERENCE = re.compile(_DIFFER + r"|\bwhat\s+is\s+(?:a|an|the)\b", re.IGNORECASE)


def _question_prior(question: str, patterns: tuple[re.Pattern[str] | None, re.Pattern[str] | None]) -> int:
    """+1 (-1) when the question presupposes that the first object is better (worse): "Why is A faster than B?";
    the opposite when it names the second object first ("Why is B slower than A?" is +1 too)."""
    if not _PRESUPPOSING.search(question):
        return 0
    a, b = _mentions(question, patterns)
    if not a or not b:
        return 0
    # the object the question names first is the subject ("Why is B faster than A?" presupposes B): either order
    (subject, other), sign = ((a[0], b[0]), 1) if a[0][0] < b[0][0] else ((b[0], a[0]), -1)
    for match in _QUESTION_COMPARATIVE.finditer(question, subject[1], other[0]):
        words = match.group(1).lower().split()
        if len(words) == 2 and words[1] in NEUTRAL_COMPARATIVES:
            continue  # "more than", "more or less"
        bad = words[0] in NEGATIVE or (len(words) == 2 and words[1] in NEGATIVE_BASES)
        return sign * (-1 if bad else 1) * (-1 if words[0] == "less" else 1)
    return 0


# --- per-document evidence ----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class StanceEvidence:
    """The decision and what it rests on (for ``--explain``).

    ``first`` / ``second``: weighted evidence favouring each object; ``neutral``: weighted hedges and draws;
    ``mentions``: sentences mentioning each object; ``opening_hedge``: the text opens by declining to pick ("It
    depends.", "Both.") and advises neither object afterwards, which makes it NEUTRAL; ``decided_by``: the rule
    that gave the label when one overrode the model ("opening hedge", "quiet page", "shop page", "each object for
    its own case", "names neither object"), else "model" (or "rules" without a model file).
    """

    label: str
    first: float
    second: float
    neutral: float
    mentions: tuple[int, int]
    opening_hedge: bool = False
    decided_by: str = ""


SIGNALS = ("comparison", "recommendation", "evaluation", "question", "lead", "single", "alone")


@dataclass
class _Reading:
    """What one document says, signal by signal, as [for the first object, for the second]."""

    valid: bool = True
    votes: dict[str, list[float]] = field(default_factory=lambda: {s: [0.0, 0.0] for s in SIGNALS})
    neutral: float = 0.0
    difference_question: bool = False
    mentions: list[int] = field(default_factory=lambda: [0, 0])
    #: sentences naming each object at all, in a reported view too ("Some say Nikon ..., but I think Canon ...")
    named: list[int] = field(default_factory=lambda: [0, 0])
    #: (sentence, surface of object 1, surface of object 2, weight) for sentences mentioning both objects
    pairs: list[tuple[str, str, str, float]] = field(default_factory=list)
    #: document-level facts for the model (``_features``): the shape of the text and where the objects appear
    layout: dict[str, float] = field(default_factory=dict)
    #: per object: the first sentence mentioning it (relative position, 1.0 if none), whether the first / last
    #: sentence mentions it, whether the question does
    first_seen: list[float] = field(default_factory=lambda: [1.0, 1.0])
    in_first: list[int] = field(default_factory=lambda: [0, 0])
    in_last: list[int] = field(default_factory=lambda: [0, 0])
    in_question: list[int] = field(default_factory=lambda: [0, 0])
    sentences: int = 0
    #: per object: recommendations made under a condition ("For gaming, get X.", "If you travel, buy Y.")
    conditional: list[float] = field(default_factory=lambda: [0.0, 0.0])
    conditional_lead: int = -1  # the object the lead vote went to when the first sentence is conditional
    bare_pick: bool = False  # the lead opens with the object: "Barcelona.", "honestly? android.", "Paper, for me"
    opening_hedge: bool = False  # the answer opens by declining to pick ("It depends.", "Both.", ``OPENING_HEDGE``)

    #: per object: the scores a scoreboard line gives it ("Score: Netflix 8.5/10", "Overall - Disney+: 4 out of 5"),
    #: as (share of the top, on an overall/total/final line)
    ratings: list[list[tuple[float, bool]]] = field(default_factory=lambda: [[], []])

    def vote(self, signal: str, side: int, value: float) -> None:
        """``value`` > 0 favours object ``side``; < 0 disfavours it, i.e. favours the other."""
        if value > 0:
            self.votes[signal][side] += value
        elif value < 0:
            self.votes[signal][1 - side] -= value


CONCESSION_CLAUSE = 4  # words the clause after ", but" needs to be the point of the sentence
_CONCESSION = re.compile(r"[,;]\s*(?:but|yet|however|still)\b", re.IGNORECASE)


def _after_concession(sentence: str) -> str:
    """The clause after the last "..., but": "Rust is wonderful, but I still would not pick it" praises nothing."""
    turns = list(_CONCESSION.finditer(sentence))
    if not turns or len(_TOKEN_RE.findall(sentence[turns[-1].end() :].lower())) < CONCESSION_CLAUSE:
        return sentence  # "Rust is great, but not perfect.": a reservation, not a turn
    return sentence[turns[-1].end() :]


def _polarity(text: str) -> int:
    """Positive minus negative lexicon words, each flipped by a negation among the three words before it."""
    text = text.lower().replace("’", "'")
    for phrase, word in EVALUATIVE_PHRASES:
        text = phrase.sub(word, text)
    tokens = _TOKEN_RE.findall(text)
    score = 0
    for i, token in enumerate(tokens):
        sign = 1 if token in POSITIVE else -1 if token in NEGATIVE else 0
        if sign and any(t in NEGATIONS or t.endswith("n't") for t in tokens[max(i - 3, 0) : i]):
            sign = -sign
        score += sign
    return score


#: Someone else's view, reported before the objects are named: "Many people say X is better", "People keep telling
#: me X is better", "You'll often hear that X is faster".
_REPORTED = re.compile(
    # "Some developers will tell you ...", "Most car owners say ...": a quantified group (a plural noun)
    r"\b(?:(?:many|most|some|lots\s+of|plenty\s+of)\s+(?:\w+\s+)?(?:people|folks|\w+[^s\W]s)|people"
    r"|everyone|everybody|others|critics|fans|the\s+(?:\w+\s+)?(?:ads|adverts|commercials|marketing)"
    r")\b(?!['’])[^.;:!?,]{0,20}?"
    r"\b(?:say|says|said|claim|claims|think|thinks|believe|believes|argue|argues|insist|insists|swear|swears|swore"
    r"|(?:keep|kept)\s+(?:telling|saying)|tell\s+(?:me|you)|told\s+me|will\s+tell\s+you)\b"
    # "My nephew says we should get a heat pump", "the salesman swore ...": someone the author quotes, the verb
    # right after them (not "As a mechanic I can tell you", "My husband and I both think": the author)
    r"|\b(?:my|our|his|her|their|the)\s+(?:\w+\s+)?(?:nephew|niece|son|daughter|wife|husband|partner|friend|"
    r"brother|sister|dad|father|mom|mum|mother|uncle|aunt|cousin|neighbou?r|boss|colleague|co-?worker|roommate"
    r"|salesman|salesperson|dealer|installer|contractor|mechanic|doctor)s?\s+(?:(?:always|often|also|once|keeps?|kept"
    r"|still)\s+)?(?:say|says|said|claims?|thinks?|believes?|argues?|insists?|swears?|swore|told\s+(?:me|us)"
    r"|tells\s+(?:me|us)|(?:keeps?|kept)\s+(?:telling|saying))\b"
    # "Recruiters often say ...": a sentence opening with a plural noun that says
    r"|^\W*(?:\w+\s+)?\w+[^s\W]s\s+(?:often\s+|always\s+|usually\s+|will\s+|keep\s+)?(?:say|claim|insist|argue"
    r"|swear|tell\s+you)\b"
    r"|\bthe\s+(?:common|conventional|received)\s+wisdom\s+is\b"
    # "the idea that white rice is junk needs to go": a view named, not held
    r"|\bthe\s+(?:(?:old|whole|common|popular)\s+)?(?:idea|notion|myth|claim|belief|assumption)\s+that\b(?!\s+(?:i|we)\b)"
    r"|\bi\s+(?:often|always|keep|kept)\s+hear(?:ing)?\b|\byou(?:'ll|\s+will|\s+often)\s+hear\b"
    r"|\b(?:it\s+is|it's)\s+(?:often|commonly|widely|generally)\s+(?:said|claimed|believed|thought)\b",
    re.IGNORECASE,
)
#: Reports that are the author's own view after all: "Contrary to what many people think, ...", "Like many others I
#: believe ...", "Everyone says ..., and I agree".
_NOT_REPORTED_BEFORE = re.compile(r"\b(?:contrary\s+to|unlike|despite|like)\b[^.;:!?]*$", re.IGNORECASE)
_AUTHOR_AGREES = re.compile(
    r"\b(?:i\s+(?:agree|think|believe|feel)|they(?:'re|\s+are)\s+(?:right|correct)|rightly|and\s+it(?:'s|\s+is)\s+true)\b",
    re.IGNORECASE,
)
#: The author rejecting what was just reported: "..., but that is simply not true"; "I disagree." opening the next.
_REJECTING = (
    r"(?:(?:that|this|it)(?:'s|\s+is|\s+was)\s+(?:simply\s+|just\s+|plain\s+)?(?:not\s+true|untrue|false|wrong"
    r"|a\s+myth|nonsense|rubbish|not\s+the\s+case)|i\s+(?:strongly\s+)?disagree|i\s+don't\s+(?:buy|agree)"
    r"|they(?:'re|\s+are)\s+wrong|not\s+in\s+my\s+experience)\b"
)
_REJECTION = re.compile(r"\b" + _REJECTING, re.IGNORECASE)
_NEXT_REJECTION = re.compile(r"^\W*(?:no|nope|wrong|nonsense)\b|^\W*" + _REJECTING, re.IGNORECASE)


def _report_factor(sentence: str, start: int, following: str = "") -> float:
    """1 for the author's own words; 0 for a view reported before character ``start`` of ``sentence`` (someone
    else's); -1 when the author rejects it in the same sentence or opens the next with the rejection ("People keep
    telling me Canon is better, but that is simply not true." / "... I disagree.")."""
    report = _REPORTED.search(sentence, 0, start)
    if report is None or _NOT_REPORTED_BEFORE.search(sentence[: report.start()]):
        return 1.0
    rest = sentence[report.end() :]
    if _AUTHOR_AGREES.search(rest) and not _REJECTION.search(rest):
        return 1.0
    return -1.0 if _REJECTION.search(sentence, start) or _NEXT_REJECTION.search(following) else 0.0


def _own_words(sentence: str, patterns: tuple[re.Pattern[str] | None, re.Pattern[str] | None]) -> str:
    """The author's part of a sentence reporting another view, or granting a point, and then turning: "Many people
    say Linux is better, but I would stick with Windows" -> "I would stick with Windows" (when it names an object;
    not when it only rejects the view: ``_report_factor``); a ";" turns too ("Most people think X is faster; in my
    tests Y was"); "The Kindle's store is bigger, sure, but the Kobo is the better device" -> the Kobo part."""
    report = _REPORTED.search(sentence) or _CONCEDED.search(sentence)
    turn = _TURN.search(sentence, report.end()) if report else None
    if turn is None or _REJECTION.search(sentence, turn.start()):
        return sentence
    tail = sentence[turn.end() :]
    return tail if any(_mentions(tail, patterns)) else sentence


_TURN = re.compile(r"\b(?:but|however|that\s+said)\b,?\s*|;\s*", re.IGNORECASE)
#: A point granted to the other side before the author's own: "X's store is bigger, sure, but ...", "I'll admit X
#: is better for discovery, but ...", "Granted, X is cheaper; ...".
_CONCEDED = re.compile(
    r"(?:^\W*|,\s*)(?:sure|granted|true)(?=\s*,)|\b(?:admittedly|i(?:'ll|\s+will|\s+must)\s+admit|to\s+be\s+fair)\b",
    re.IGNORECASE,
)


def _asks(sentence: str) -> bool:
    """A question (it ends in "?"): it asks, and its words are no evidence of a stance."""
    return sentence.rstrip(" \t\"'”’)]").endswith("?")


#: The objects inside an embedded question, which asks instead of claiming: "whether X is better than Y", "I'm not
#: sure if X is faster than Y", "a blanket statement as to when X beats Y". A few words may come between
#: ("whether the new X ...").
_EMBEDDED_QUESTION = re.compile(
    r"(?:\bwhether\s+(?:or\s+not\s+)?|\b(?:know|knows|knew|sure|wonder\w*|ask\w*|tell|decid\w*|question\s+is|unclear"
    r"|say|see|check|as\s+to|depends?\s+on|depending\s+on|matter|matters|determine|find\s+out|debat\w*)"
    r"\s+(?:if|when|whether)\s+)(?:[\w'-]+\s+){0,3}$",
    re.IGNORECASE,
)
#: "Where the Kobo wins: library loans": the heading of an aspect, not the verdict.
_ASPECT_HEAD = re.compile(r"\b(?:where|when)\s+(?:the\s+)?$")
#: "Step 3: Choose a fund.": an instruction of a how-to, not advice for one object over the other.
_HOWTO_STEP = re.compile(r"\bstep\s*\d+\s*[:.)\-]\s*(?:\S+\s+){1,3}$")
#: "Only choose the Ghost if you need a wide fit.": a restriction, which recommends the object for a special case.
_ONLY_IF = re.compile(r"\bonly\s+(?:\w+\s+)?" + _BASE_CHOICE_VERBS + r"\b[^,;.!?]*\b(?:if|when|unless)\b")


#: "..., it's the Kindle, and it isn't close": the answer to "which one", named and then a pause.
_ITS_PICK = re.compile(
    r"(?:^|[,;:]\s*|\b(?:so|then|honestly|clearly|easily)\s+)it(?:'s|\s+is|\s+has\s+to\s+be|\s+would\s+be)\s+"
    r"(?:(?:definitely|clearly|easily|still|always|absolutely)\s+)?(?:the\s+)?$"
)


#: What ", it's (the) X," answers: the question of which one ("if you're asking me which one to take, it's the
#: Kindle"), not any clause ("If anything drains your wallet, it's the iPhone").
_WHICH_ASKED = re.compile(r"\b(?:which|ask(?:ing|ed)?\s+me|my\s+(?:pick|choice|answer|vote))\b")


HEADING_WORDS = 8  # a condition alone this short is a heading ("When swimming is better"), not a clipped sentence
#: A sentence that is a condition alone: "When swimming is better", "If you need more speed" (headings).
_SUPPOSED = re.compile(
    r"^\W*(?:when(?!\s+it\s+comes\s+to\b)|if(?!\s+(?:anything|you\s+ask\s+me|i'm\s+honest|i\s+am\s+honest)\b)|whether"
    r"|unless|once(?!\s+(?:again|more|upon)\b)|in\s+case)\b[^,;.!?]*:?$",
    re.IGNORECASE,
)
_ASIDE = re.compile(r"^\s*\((?:[^()]|\([^()]*\))*\)")  # one level of nesting: "(... 401(k))"
_HONESTLY_SAY = re.compile(r"\bhonestly\s+say\s+$")
_CORRECTION = re.compile(r"\b(?:not|mean|meant|sorry|rather|instead)\b")  # not "or": "(basmati or jasmine)"


_PART_OF = re.compile(r"'s\b|\s+(?:into|in)\b")  # advice about a part of the object, or what to do with it
#: Words that take back a bare "X is the best.": "not saying", "nobody thinks", "I doubt", "don't think", "if",
#: "oh sure".
_DOUBTED = re.compile(
    r"\b(?:not|never|nobody|no\s+one|doubt|if|whether|saying)\b|\b(?:do|does|did)(?:n't|\s+not)\s+(?:really\s+)?think\b"
    r"|^\W*(?:oh\s+)?(?:sure|yeah|right)\b"
)


_USE_OF = re.compile(r"\b(?:use|uses|choice|pick|try)\s+of\s+(?:the\s+)?$")  # "Classification and use of Stocks": nouns


def _recommendation(sentence: str, spans: Sequence[Span]) -> int:
    """+1 when a mention is recommended, -1 when advised against, 0 otherwise (the first match decides)."""
    lowered = sentence.lower().replace("’", "'")
    for start, end in spans:
        # a window of the clause before the mention; "\0" stops "^" (imperative) from matching inside a sentence
        reach = RECOMMENDATION_REACH
        before = lowered[:start] if start <= reach else "\0" + lowered[start - reach : start]
        if DISCOURAGE_BEFORE.search(before) and not (lowered.endswith("'s", 0, end) or _PART_OF.match(lowered, end)):
            return -1  # not "replace the Westell's adapter", "drop the Westell into bridge mode"
        # past an aside: "the traditional IRA (and maxing your 401(k)) is very likely the better choice"
        window = lowered[end : end + 2 * RECOMMENDATION_REACH]
        aside = _ASIDE.match(window)
        if aside is not None and not _CORRECTION.search(aside.group()):  # "(sorry, I mean the Kobo)" corrects
            window = window[aside.end() :]
        following = window[:RECOMMENDATION_REACH]
        named_after = RECOMMEND_AFTER.match(following)
        # not "I'm not saying X is the best.", "if X is the best."
        doubted = named_after is not None and (
            (named_after.group().endswith("best") and _DOUBTED.search(before))
            or (
                named_after.group().endswith("answer")
                and (PICK_DOUBTED.search(before) or re.match(r"\W*(?:was|were|used\s+to\s+be)\b", following))
            )
        )
        after = named_after and not _ASPECT_HEAD.search(before) and not doubted
        its = _ITS_PICK.search(before) and _WHICH_ASKED.search(lowered, 0, start)
        # named, and a pause after it: "it's the Kindle, and ...", "it is Nikon, every time"; not "it's fresh."
        named = its is not None and (before.endswith("the ") or sentence[start : start + 1].isupper())
        pick = named and lowered[end:].lstrip()[:1] in ("", ".", ",", ";", "!", "-", "—")
        better = _BETTER_NOUN.match(lowered[end : end + RECOMMENDATION_REACH])
        verdict = better is not None and not _CONDITION_BEFORE.search(lowered, 0, start)
        said = _HONESTLY_SAY.search(before) is not None  # "I'd honestly say cat." / not "... say Go is easier"
        paused = lowered[end:].lstrip()[:1] in ("", ".", ",", ";", "!", "-", "—")
        match = RECOMMEND_BEFORE.search(before)
        advised = match is not None and not _USE_OF.search(before)
        if advised and GO_THE.search(before) and not ROUTE_AFTER.match(lowered, end):
            advised = False  # "go the extra mile"
        if match is not None and advised and SAID_PICK.search(before, match.start()):
            # "If the answer is X", "I don't think it's better to eat X", "The answer is Proxmox or ESXi, depending"
            advised = not PICK_DOUBTED.search(before, 0, match.start()) and not re.match(r"\s+or\b", lowered[end:])
        if (advised and (paused or not said)) or after or pick or verdict:
            return 0 if _HOWTO_STEP.search(before) or _ONLY_IF.search(lowered) else 1
    return 0


_FORMER_LATTER = re.compile(r"\bthe\s+(former|latter)\b", re.IGNORECASE)
#: Page furniture after the last sentence of the text proper: "Share this article", "Privacy | Terms".
_CHROME_LINE = re.compile(
    r"\||\b(?:cookies?|privacy\s+policy|share\s+this|subscribe|newsletter|all\s+rights\s+reserved|copyright"
    r"|related\s+(?:posts|articles)|you\s+(?:might|may)\s+also\s+like|affiliate|leave\s+a\s+(?:comment|reply))\b|©",
    re.IGNORECASE,
)


_BUT = re.compile(r"\b(?:but|however|that\s+said)\b,?\s*", re.IGNORECASE)
_PICK_AFTER_BUT = re.compile(
    r"(?:^|[,;:]\s*|\b(?:just|simply|i'd|i\s+would|you\s+should)\s+)" + _BASE_CHOICE_VERBS + r"\b"
)


def _hedge_then_pick(sentence: str) -> bool:
    """ "Both are excellent, but if you can only buy one, get a PS5": the hedge leads to a pick, it is no draw."""
    match = _BUT.search(sentence)
    if match is None or NEUTRAL_CUES.search(sentence[match.end() :]):
        return False
    rest = sentence[match.end() :].lower()
    return bool(_PICK_AFTER_BUT.search(rest))


def _pick_then_hedge(sentence: str, last_mention: int) -> bool:
    """ "I'd say Go is easier than Rust, but it really depends on your team": the clause after the turn is the
    point, and it declines to pick (a hedge naming neither object, after the last mention)."""
    turn = _BUT.search(sentence, last_mention)
    return turn is not None and bool(NEUTRAL_CUES.search(sentence, turn.end()))


def _bare_pick(sentence: str, span: Span) -> bool:
    """Does the sentence open with the mention and stop or pause after it ("Barcelona.", "honestly? android.",
    "Paper, for me, every time.")? An answer's pick, not a report that names the object ("Shares of Nike fell")."""
    after = sentence[span[1] :].lstrip()
    return len(sentence[: span[0]].split()) <= 3 and (not after or after[0] in ".,!;:-–—(")


#: Words that may open a verbless verdict: "Definitely ext3 over VFAT.", "Personally, tea over coffee."
_VERDICT_OPENERS = re.compile(
    r"^\W*(?:(?:definitely|clearly|easily|always|absolutely|certainly|honestly|personally|obviously|hands\s+down"
    r"|for\s+me|(?:so\s+|in\s+short\s*,?\s*)?my\s+(?:vote|pick|choice)\s*:?)\W*)*$",
    re.IGNORECASE,
)
_OVER_GAP = re.compile(r"^\S{0,3}\s+over\s+(?:the\s+)?$", re.IGNORECASE)  # "ext3/4 over VFAT": a suffix of the name


def _verbless_pick(sentence: str, a: Span, b: Span) -> int:
    """0 or the side (1 for the first span given, 2 for the second) a verbless "X over Y" verdict opening the sentence
    picks: "Definitely ext3/4 over VFAT.", "Tea over coffee, any day."; not "Ethernet over USB works" (a verb after
    it), "switched over to" (a verb before it), "the advantage of X over Y" (a noun before it)."""
    first, second = sorted((a, b))
    if not _VERDICT_OPENERS.match(sentence[: first[0]]) or not _OVER_GAP.match(sentence[first[1] : second[0]]):
        return 0
    rest = sentence[second[1] :].lstrip()
    if rest and rest[0] not in ".,;:!-–—(" and not re.match(r"(?:any\s+day|every\s+time|for\s+sure)\b", rest, re.I):
        return 0
    return 1 if first == a else 2


#: A question asking which comes first: "What should come first: testing or code review?", "Haskell or Lisp first?",
#: "Which should I learn before the other?"; not "first" after a determiner ("a first trip", "my first language").
_ASKS_ORDER = re.compile(
    r"(?<!\ba\s)(?<!\bthe\s)(?<!\bmy\s)(?<!\byour\s)(?<!\bour\s)(?<!\btheir\s)(?<!\bhis\s)(?<!\bher\s)(?<!\bits\s)"
    r"\bfirst\b|\b(?:start|begin)\s+with\b|\bbefore\s+the\s+other\b",
    re.IGNORECASE,
)
_FIRST = re.compile(r"\s*,?\s*(?:first|1st)\b", re.IGNORECASE)
_THEN = re.compile(r"\b(?:then|later|after(?:wards?)?|next|second|2nd)\b", re.IGNORECASE)


def _first_then(sentence: str, a: Span, b: Span) -> int:
    """0 or the side (1 for the first span given, 2 for the second) an answer to "which first?" puts first: "Haskell
    first, then Common Lisp", "Unit testing first, code review after", "Python first, C later"; not "first" before
    the name ("first Python, ...": a sequence of steps as often as a verdict) nor one object alone."""
    first, second = sorted((a, b))
    after = _FIRST.match(sentence, first[1])
    if after is None or after.end() > second[0]:
        return 0
    if not (_THEN.search(sentence, after.end(), second[0]) or _THEN.match(sentence[second[1] :].lstrip())):
        return 0
    return 1 if first == a else 2


def _each_for_its_case(sentence: str, a: Span, b: Span) -> bool:
    """A case ("if", "when", "unless") follows each object within a few words, and a new clause names the second;
    not "iPhone, and it's not especially close if you keep phones for years" (nor "for": "for good", "for the kids")."""
    first, second = sorted((a, b))
    case = _CASE_AFTER.match(sentence, first[1])
    return (
        case is not None
        and case.end() <= second[0]
        and _CLAUSE_BREAK.search(sentence, case.end(), second[0]) is not None
        and _BUT.search(sentence, case.end(), second[0]) is None  # "X as a backup for cash, but use Y for ...": a pick
        and _CASE_AFTER.match(sentence, second[1]) is not None
    )


def _declined(reading: _Reading) -> bool:
    """The answer opens by declining to pick ("It depends.", "Both.") and advises neither object more than the
    other afterwards (not "It depends on your budget. For most people, though, the Sony is the better buy")."""
    advice = reading.votes["recommendation"]
    return reading.opening_hedge and abs(advice[0] - advice[1]) < 1e-9


def _opening_hedge(sentences: Sequence[str], lead: int) -> bool:
    """Does the answer open by declining to pick ("It depends.", "Both.", "Why not both?")? Questions before it
    are skipped (an answer may quote the question); a pick in the same sentence or right after it ("Both of them
    will be ok. However, I would prefer type C") overrides it."""
    index = lead
    while index < len(sentences) - 1 and _asks(sentences[index]) and not OPENING_HEDGE.search(sentences[index]):
        index += 1
    if index >= len(sentences) or not OPENING_HEDGE.search(sentences[index]):
        return False
    following = sentences[index + 1] if index + 1 < len(sentences) else ""
    # "It depends ..., but for most beginners Python is the better first language": a turn in the same sentence
    return _BUT.search(sentences[index]) is None and not _PICK_AFTER_HEDGE.search(following)


_CLOSING_ASIDE = re.compile(r"\s*\([^()]*\)\s*$")


def _heading(sentence: str) -> bool:
    """A title or heading line ("How to Connect to MySQL with PHP PDO"), not a bare pick ("Tea." or "Postgres")."""
    sentence = _CLOSING_ASIDE.sub("", sentence)  # "How to Clean Gas Burners (Step by Step)"
    words = sentence.split()
    return len(words) >= 3 and not sentence.rstrip().endswith((".", "!", "?", ")", '"', "'"))


#: A line opening the page's tail, which is not its author speaking: related links, reader comments.
_TAIL_LINE = re.compile(
    r"^\s*(?:related\s+(?:articles|posts|stories|reading|content|guides)|you\s+(?:may|might)\s+also\s+like"
    r"|more\s+from\s+\w+|read\s+next|\d+\s+comments?|(?:reader\s+)?comments?|leave\s+a\s+(?:reply|comment)"
    r"|join\s+the\s+discussion|popular\s+(?:now|posts|articles))\b[^.!?]{0,40}$",
    re.IGNORECASE | re.MULTILINE,
)
TAIL_FROM = 0.4  # a tail line counts from this share of the page on (menus at the top name "Comments" too)


def _without_page_tail(text: str) -> str:
    """The page up to its related links or reader comments ("Related articles", "12 Comments"): a related
    article's title ("How to Avoid OLED Burn-In") or a reader's "I'll stick with diesel" is not the page's verdict."""
    for match in _TAIL_LINE.finditer(text):
        if match.start() >= TAIL_FROM * len(text):
            return text[: match.start()]
    return text


def _last_prose(sentences: Sequence[str]) -> int:
    """The last sentence of the text proper (the answer's closing verdict), before trailing page furniture."""
    for index in range(len(sentences) - 1, -1, -1):
        if len(sentences[index].split()) >= 3 and not _CHROME_LINE.search(sentences[index]):
            return index
    return len(sentences) - 1


_ALIAS = r"[A-Za-z][\w\-.']*(?:\s+[A-Za-z0-9][\w\-.']*){0,2}"
_ALIAS_AFTER = re.compile(r"\s*(?:\S+\s+){0,2}?\(([^()]{2,60})\)")  # "ibuprofen (Advil, Motrin)"
_ALIAS_SPLIT = re.compile(r"\s*(?:[,;/]|\bor\b|\baka\b|\balso\s+called\b|\be\.g\.)\s*", re.IGNORECASE)
_ALIAS_BEFORE = re.compile(r"([A-Z][\w\-.']*(?:\s+[A-Z0-9][\w\-.']*){0,2})\s*\(\s*$")  # "Advil (ibuprofen)"


def _page_aliases(
    text: str, patterns: tuple[re.Pattern[str] | None, re.Pattern[str] | None]
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Other names a page gives an object in brackets: "Coca-Cola (Coke)", "ibuprofen (Advil)", "the PlayStation 5
    (PS5)". Reviews call the objects by brand and model names, and the one-object votes then went to the other."""
    found: list[list[str]] = [[], []]
    for side, pattern in enumerate(patterns):
        if pattern is None:
            continue
        for match in pattern.finditer(text):
            after = _ALIAS_AFTER.match(text, match.end())
            before = _ALIAS_BEFORE.search(text[max(0, match.start() - 60) : match.start()])
            if text[match.end() : match.end() + 2].strip().startswith(")") and before:
                found[side].append(before.group(1))
            if after:
                parts = _ALIAS_SPLIT.split(after.group(1))
                found[side].extend(p for p in parts if re.fullmatch(_ALIAS, p))
    out: list[tuple[str, ...]] = []
    for side, names in enumerate(found):
        other = patterns[1 - side]
        keep = []
        for alias in dict.fromkeys(names):
            words = alias.lower().split()
            if any(w in STOPWORDS or w in _UNITS for w in words) or not alias[:1].isupper() or len(alias) < 2:
                continue  # "(200 mg)", "(see below)", "(version 4.2)": an alias is a name
            if other is not None and other.search(alias):
                continue
            keep.append(alias)
        out.append(tuple(keep[:3]))
    return out[0], out[1]


_UNITS = frozenset("mg g kg ml l lb lbs oz mm cm m km in ft gb mb tb hz ghz mhz w kw v mah usd eur".split())


def _named(named: dict[str, str], match: re.Match[str]) -> str:
    return named[match.group(1).lower()]


PLAIN_SPELLING_LETTERS = 6  # an accented name this long also meets its plain spelling ("Cancun"; not "rose")


def _plain_spelling(name: str) -> tuple[str, ...]:
    plain = fold_accents(name)
    if plain == name or sum(c.isalpha() for c in plain) < PLAIN_SPELLING_LETTERS:
        return ()
    return (plain,)


def _shared_heads(text: str, names: Sequence[str]) -> tuple[str, str]:
    """The head noun a question gives to one object though both have it: "wood vs stone mulch" parses as "wood" and
    "stone mulch", and a page saying "wood mulch" names the wood, not the stone. Shared when the text puts it after
    the one-word object too; then it is no distinctive word of the other (``_object_pattern``)."""
    heads = ["", ""]
    for side in (0, 1):
        bare, named = names[1 - side].lower().split(), names[side].lower().split()
        if (
            len(bare) == 1
            and bare[0] not in STOPWORDS  # "before or after lifting": a time, not a modifier of a shared head
            and len(named) >= 2
            and len(head := mention_stem(named[-1])) >= 3  # "mulches": "mulch"; "class" stays
            and re.search(rf"\b{re.escape(bare[0])}[\s\-]+{re.escape(head)}(?:s|es)?\b", text, re.IGNORECASE)
        ):
            heads[side] = named[-1]
    return heads[0], heads[1]


def _read(text: str, objects: Sequence[str], question: str | None) -> _Reading:
    """Everything but the comparative sentences: mentions, recommendations, evaluations, hedges."""
    names = [(o or "").strip() for o in list(objects)[:2]]
    if len(names) < 2 or not all(names) or same_name(names[0], names[1]):
        return _Reading(valid=False)
    text = _without_page_tail(truncate_words(text)).replace("’", "'")  # "I’d go with", "can’t tell"
    question = question.replace("’", "'") if question else question
    if all(name.isascii() for name in names):
        # names typed plain meet the page's accents ("cancun" meets "Cancún"), same length; an accented name
        # keeps its accents ("rosé" is not the page's "rose"), and meets its plain spelling when that is long
        # enough to be no other word (``_plain_spelling``: "Cancun", "saute pan"; not "rose", "sake")
        text = fold_accents(text)
        question = fold_accents(question) if question else question
    context = " ".join(filter(None, (question, defined_initials(text)))) or None  # where two-letter initials count
    shared = _shared_heads(text, names)
    plain = (
        _object_pattern(names[0], names[1], context, shared=shared[0]),
        _object_pattern(names[1], names[0], context, shared=shared[1]),
    )
    aliases = tuple(
        found + _plain_spelling(name) for found, name in zip(_page_aliases(text, plain), names, strict=True)
    )
    patterns = (
        _object_pattern(names[0], names[1], context, aliases[0], shared[0]),
        _object_pattern(names[1], names[0], context, aliases[1], shared[1]),
    )
    reading = _Reading()
    asked = asked_comparatives(question)
    # the question's own words, not the objects': "on tire wear" says nothing of "Which has more impact on mileage,
    # tire pressure or driving style?"
    object_words = {w for name in names for w in re.findall(r"[a-z0-9]+", name.lower())} if asked else set()
    question_words = (
        frozenset(re.findall(r"[a-z0-9]+", (question or "").lower())) - object_words if asked else frozenset()
    )
    verbs = (_doing_verb(names[0], names[1], question), _doing_verb(names[1], names[0], question))
    question_terms = frozenset(re.findall(r"[a-z0-9]+", question.lower())) if question and any(verbs) else frozenset()
    if question:
        reading.vote("question", 0, _question_prior(question, patterns))
        reading.difference_question = bool(_DIFFERENCE.search(question))
        in_question = _mentions(question, patterns)
        reading.in_question = [int(bool(in_question[0])), int(bool(in_question[1]))]
    sentences = split_sentences(text)
    last = _last_prose(sentences)
    # the lead: the first sentence after the page's title lines ("Eggs vs oatmeal" / "Short answer: eggs.")
    lead = next((i for i, sentence in enumerate(sentences) if not _heading(sentence)), 0)
    reading.opening_hedge = _opening_hedge(sentences, lead)
    both = 0
    verdict = -VERDICT_SENTENCES  # index of the last verdict opening seen
    order: tuple[int, int] | None = None  # the objects in the order the last sentence naming both names them
    for index, sentence in enumerate(sentences):
        if VERDICT_OPENING.search(sentence):
            verdict = index
        weight = EDGE_WEIGHT if index in (0, last) or index - verdict < VERDICT_SENTENCES else 1.0
        if NEUTRAL_CUES.search(sentence) and not _hedge_then_pick(sentence):
            reading.neutral += weight
        if order is not None and _FORMER_LATTER.search(sentence):
            # "I would pick the latter": the object named second there (text order keeps the label order-free)
            named = {"former": names[order[0]], "latter": names[order[1]]}
            sentence = _FORMER_LATTER.sub(functools.partial(_named, named), sentence)
        following = sentences[index + 1] if index + 1 < len(sentences) else ""
        a, b = _mentions(sentence, patterns)
        reading.named[0] += bool(a)
        reading.named[1] += bool(b)
        if (a or b) and (own := _own_words(sentence, patterns)) is not sentence:
            sentence = own  # the author's words after a reported view (only sentences naming an object vote)
            a, b = _mentions(sentence, patterns)
        if a and b:
            order = (0, 1) if a[0][0] < b[0][0] else (1, 0)
        reading.mentions[0] += bool(a)
        reading.mentions[1] += bool(b)
        if (a or b) and _SCOREBOARD.search(sentence):
            overall = bool(_OVERALL.search(sentence))
            for side, spans in enumerate((a, b)):
                if spans and (score := _rating(sentence, spans[0])) is not None:
                    reading.ratings[side].append((score, overall))
        for side, spans in enumerate((a, b)):
            if spans:
                reading.first_seen[side] = min(reading.first_seen[side], index / len(sentences))
                reading.in_first[side] |= index == 0
                reading.in_last[side] |= index == last
        if a and b:
            both += 1
            if _asks(sentence) or _EMBEDDED_QUESTION.search(sentence, 0, min(a[0][0], b[0][0])):
                continue
            if _pick_then_hedge(sentence, max(a[-1][1], b[-1][1])):
                continue  # its hedge was counted above
            weight *= _report_factor(sentence, min(a[0][0], b[0][0]), following)
            if _each_for_its_case(sentence, a[0], b[0]):
                reading.conditional[0] += weight  # "X is better if you want ..., and Y if you want ..."
                reading.conditional[1] += weight
            # "a good X beats a bad Y, and vice versa." compares nothing
            if not _VICE_VERSA.search(sentence) or _VICE_VERSA_CONTRAST.search(sentence):
                # "5 Reasons Buying a Home Beats Renting": tagged as names, a Title Case line compared nothing
                tagged = sentence.lower() if _title_case(sentence) else sentence
                reading.pairs.append((tagged, tagged[a[0][0] : a[0][1]], tagged[b[0][0] : b[0][1]], weight))
            advice = [
                _recommendation(sentence, spans)
                or int(_ordered(sentence, spans[0], verbs[side], verbs[1 - side], question_terms))
                for side, spans in enumerate((a, b))
            ]
            picked = _verbless_pick(sentence, a[0], b[0])
            if not picked and question and _ASKS_ORDER.search(question):
                picked = _first_then(sentence, a[0], b[0])  # "Haskell first, then Lisp" to "which first?"
            if picked:
                advice = [1, 0] if picked == 1 else [0, 1]  # not "..., hands down" for the one after "over"
            turn = _BUT.search(sentence)
            if (
                advice[0] > 0
                and advice[1] > 0
                and turn is not None
                and (a[0][0] > turn.start()) != (b[0][0] > turn.start())
            ):
                # "Take a debit card as a backup, but use a credit card for everything else": the advice after "but"
                advice[0 if a[0][0] < turn.start() else 1] = 0
            reading.vote("recommendation", 0, weight * advice[0])
            reading.vote("recommendation", 1, weight * advice[1])
            continue
        if not a and not b:
            continue
        if _asks(sentence) or _EMBEDDED_QUESTION.search(sentence, 0, (a or b)[0][0]):
            continue  # "Is coffee good?", "I wonder whether coffee is good": nothing claimed about coffee
        if _pick_then_hedge(sentence, (a or b)[-1][1]):
            continue  # "X is great, but it depends on what you need"
        side = 0 if a else 1
        spans = a or b
        weight *= _report_factor(sentence, spans[0][0], following)
        # "When swimming is better" (a heading): a condition with no main clause claims nothing
        supposed = len(sentence.split()) <= HEADING_WORDS and bool(_SUPPOSED.match(sentence.rstrip()))
        single = 0 if supposed else _single_comparison(sentence, spans[0], spans[1:], asked, question_words)
        conditional = bool(CONDITION_OPENING.search(sentence))
        if index == lead and single >= 0:  # not "X is better than B"
            reading.vote("lead", side, 1.0)
            reading.bare_pick = _bare_pick(sentence, spans[0])
            reading.conditional_lead = side if conditional else -1
        reading.vote("single", side, weight * single)
        recommended = _recommendation(sentence, spans)
        if not recommended and _ordered(sentence, spans[0], verbs[side], verbs[1 - side], question_terms):
            recommended = 1
        if recommended:
            reading.vote("recommendation", side, weight * recommended)
            if conditional and recommended > 0:
                reading.conditional[side] += weight
        elif not single and not supposed:  # "Postgres is better than MySQL": "better" is not praise of MySQL
            polarity = _polarity(_after_concession(sentence))
            reading.vote("evaluation", side, weight * ((polarity > 0) - (polarity < 0)))
    first_rating, second_rating = (_page_score(scores) for scores in reading.ratings)
    if first_rating is not None and second_rating is not None and first_rating != second_rating:
        reading.vote("comparison", 0, RATING_WEIGHT if first_rating > second_rating else -RATING_WEIGHT)
    if min(reading.conditional) > 0:
        # "For gaming, get X. For streaming, get Y.": each recommended for its own case is "it depends"
        if reading.conditional_lead >= 0:
            reading.votes["lead"][reading.conditional_lead] -= 1.0
        reading.neutral += EDGE_WEIGHT
    if bool(reading.mentions[0]) != bool(reading.mentions[1]):
        side = 0 if reading.mentions[0] else 1
        evidence = sum(
            reading.votes[s][side] - reading.votes[s][1 - side] for s in ("single", "evaluation", "recommendation")
        )
        if evidence >= 0:  # a page about one object favours it, unless what it says of it is unfavourable
            reading.vote("alone", side, 1.0)
    reading.sentences = len(sentences)
    reading.layout = _layout(text, len(sentences), both, question or "")
    return reading


RATING_WEIGHT = 2.0  # a scoreboard ("Netflix 8.5/10 | Disney+ 7.5/10") is a verdict
#: A score right after a mention, ending a clause: "Netflix 8.5/10 |", "Disney+: 4 out of 5.", "iPhone - 9 / 10,";
#: not a version ("Windows 7/10 users", "Android 4.4/5.0"), a date ("1/10/2024"), a share ("7 out of 10 laptops") or
#: an aspect's score ("4/5 stars for battery"). Only on a scoreboard line (``_SCOREBOARD``): "Difficulty - Spanish:
#: 3/10" rates on a scale where lower is better.
_RATING = re.compile(
    r"^(?:\s*[:\-–—|=]\s*|\s+(?:scores?|rating|rated|gets|earns|\W{1,3})\s*:?\s*|\s+(?=\d{1,2}\.\d))"
    r"(\d{1,2}(?:\.\d)?)\s*(?:/|out\s+of)\s*(5|10|100)(?!\d|/\d|\.\d)(?:\s*(?:stars?|points))?"
    r"(?=\s*(?:$|[|,;.)\]!–—-]))",
    re.IGNORECASE,
)
_SCOREBOARD = re.compile(r"\b(?:scores?|scored|ratings?|rated|verdict|overall|total|final|grades?)\b", re.IGNORECASE)
_OVERALL = re.compile(r"\b(?:overall|total|final|verdict)\b", re.IGNORECASE)


def _page_score(scores: Sequence[tuple[float, bool]]) -> float | None:
    """The overall score when a line gives one, else the only score; several aspect scores decide nothing."""
    overall = [score for score, is_overall in scores if is_overall]
    if overall:
        return overall[-1]
    return scores[0][0] if len(scores) == 1 else None


def _rating(sentence: str, span: Span) -> float | None:
    match = _RATING.match(sentence[span[1] :])
    if match is None or float(match.group(1)) > float(match.group(2)):
        return None
    return float(match.group(1)) / float(match.group(2))


def _layout(text: str, sentences: int, both: int, question: str) -> dict[str, float]:
    """Document-level features: length, cue counts, polarity and comparative words, what the question asks.

    One tokenisation and three n-gram counts, then set look-ups: about 0.5 ms for a 1,000-word page.
    """
    lowered = text.lower().replace("’", "'")
    tokens = _TOKEN_RE.findall(lowered)
    counts = [Counter(tokens), Counter(pairwise(tokens)), Counter(zip(tokens, tokens[1:], tokens[2:], strict=False))]
    n = max(len(tokens), 1)
    positive = sum(c for t, c in counts[0].items() if t in POSITIVE)
    negative = sum(c for t, c in counts[0].items() if t in NEGATIVE)
    layout = {
        "log_sentences": math.log1p(sentences),
        "log_words": math.log1p(len(tokens)),
        "both_sentences": math.log1p(both),
        "positive": math.log1p(positive),
        "negative": math.log1p(negative),
        "positive_rate": 10.0 * positive / n,
        "negative_rate": 10.0 * negative / n,
        "comparatives": math.log1p(sum(c for t, c in counts[0].items() if t in COMPARATIVES)),
    }
    for name, phrases in _CUE_PHRASES.items():
        found = sum(counts[len(p) - 1][p[0] if len(p) == 1 else p] for p in phrases)
        if name == "negation":
            found += sum(c for t, c in counts[0].items() if t.endswith("n't"))
        layout["cue_" + name] = math.log1p(found)
    layout["cue_question"] = math.log1p(text.count("?"))
    for name, pattern in QUESTION_CUES.items():
        layout["question_" + name] = float(bool(pattern.search(question)))
    return layout


WEIGHTS = {
    "comparison": COMPARISON_WEIGHT,
    "recommendation": RECOMMENDATION_WEIGHT,
    "evaluation": EVALUATION_WEIGHT,
    "question": QUESTION_WEIGHT,
    "lead": LEAD_WEIGHT,
    "single": SINGLE_WEIGHT,
    "alone": ALONE_WEIGHT,
}


def _decide(reading: _Reading) -> StanceEvidence:
    """FIRST / SECOND on a margin that grows with the hedges; otherwise NEUTRAL if the objects are discussed."""
    if not reading.valid:
        return StanceEvidence("NO", 0.0, 0.0, 0.0, (0, 0))
    mentions = (reading.mentions[0], reading.mentions[1])
    # what the question presupposes says nothing about a document that names neither object (off topic)
    votes = {s: v for s, v in reading.votes.items() if any(mentions) or s != "question"}
    first = sum(WEIGHTS[s] * v[0] for s, v in votes.items())
    second = sum(WEIGHTS[s] * v[1] for s, v in votes.items())
    neutral = reading.neutral + (DIFFERENCE_PRIOR if reading.difference_question and any(mentions) else 0.0)
    margin = first - second
    if _declined(reading):
        label = "NEUTRAL"
    elif abs(margin) >= MARGIN + NEUTRAL_FACTOR * neutral:
        label = "FIRST" if margin > 0 else "SECOND"
    elif neutral > 0 or (mentions[0] and mentions[1]) or first or second:
        label = "NEUTRAL"
    else:
        label = "NO"
    return StanceEvidence(label, round(first, 3), round(second, 3), round(neutral, 3), mentions, _declined(reading))


# --- the learned decision -----------------------------------------------------------------------------------------

MODEL_PATH = Path(__file__).with_name("comparative_model.json")
#: The model for web pages (runs, and ``stance`` by default): trained on the answers and on hand-labelled web pages
#: (``data/comparative-stance-pages-train.jsonl``), which the answers' model reads worse (pages are longer, name the
#: objects in headings and boilerplate, and keep their verdict for the end).
PAGES_MODEL_PATH = Path(__file__).with_name("comparative_pages_model.json")
PAGE_WORDS = 80  # the pages model decides texts of at least this many words (its training pages have 91 and more)


def _page_sized(text: str) -> bool:
    return len(text.split(None, PAGE_WORDS)) > PAGE_WORDS - 1


def _features(reading: _Reading, rules: StanceEvidence) -> tuple[dict[str, float], dict[str, float]]:
    """The document as (symmetric, antisymmetric) features for the model.

    Facts about each object come in pairs (first object, second object): their difference is antisymmetric
    (it changes sign when the objects are swapped, and only tells FIRST from SECOND); their sum and the size of
    their difference are symmetric, like every other feature (they tell a stance from NEUTRAL and NO).
    """
    sentences = max(reading.sentences, 1)
    pairs: dict[str, tuple[float, float]] = {s: (v[0], v[1]) for s, v in reading.votes.items()}
    pairs["total"] = (rules.first, rules.second)
    pairs["mentions"] = (math.log1p(reading.mentions[0]), math.log1p(reading.mentions[1]))
    pairs["share"] = (reading.mentions[0] / sentences, reading.mentions[1] / sentences)
    pairs["first_seen"] = (reading.first_seen[0], reading.first_seen[1])
    pairs["earlier"] = (
        float(reading.first_seen[0] < reading.first_seen[1]),
        float(reading.first_seen[1] < reading.first_seen[0]),
    )
    pairs["in_first"] = (reading.in_first[0], reading.in_first[1])
    pairs["in_last"] = (reading.in_last[0], reading.in_last[1])
    pairs["in_question"] = (reading.in_question[0], reading.in_question[1])
    pairs["rules"] = (float(rules.label == "FIRST"), float(rules.label == "SECOND"))
    symmetric = dict(reading.layout)
    symmetric.update(
        {
            "rules_neutral": float(rules.label == "NEUTRAL"),
            "rules_no": float(rules.label == "NO"),
            "hedges": reading.neutral,
            "difference_question": float(reading.difference_question),
            "neither_mentioned": float(not any(reading.mentions)),
            "both_mentioned": float(all(reading.mentions)),
            "opening_hedge": float(_declined(reading)),
        }
    )
    antisymmetric = {}
    for name, (a, b) in pairs.items():
        symmetric[name + "_sum"] = a + b
        symmetric[name + "_gap"] = abs(a - b)
        antisymmetric[name] = a - b
    return symmetric, antisymmetric


@dataclass(frozen=True)
class _Model:
    """A conditional logit with the objects' symmetry built in (weights over standardised features folded into
    plain ones): ``stance`` scores taking a side, ``direction`` which side, ``neutral`` NEUTRAL; NO scores 0.

    FIRST = stance + direction; SECOND = stance - direction; NEUTRAL = neutral; NO = 0. The direction has no
    intercept, so swapping the objects swaps FIRST and SECOND exactly.
    """

    stance: dict[str, float]
    neutral: dict[str, float]
    direction: dict[str, float]
    bias: dict[str, float]

    @classmethod
    def from_json(cls, data: dict) -> _Model:
        weights = data["weights"]
        return cls(weights["stance"], weights["neutral"], weights["direction"], data["bias"])

    def scores(self, symmetric: dict[str, float], antisymmetric: dict[str, float]) -> dict[str, float]:
        stance = self.bias["stance"] + sum(w * symmetric.get(k, 0.0) for k, w in self.stance.items())
        direction = sum(w * antisymmetric.get(k, 0.0) for k, w in self.direction.items())
        neutral = self.bias["neutral"] + sum(w * symmetric.get(k, 0.0) for k, w in self.neutral.items())
        return {"FIRST": stance + direction, "SECOND": stance - direction, "NEUTRAL": neutral, "NO": 0.0}

    @staticmethod
    def reason(symmetric: dict[str, float]) -> str:
        """What decided ``label``: one of its rules, or the weights."""
        if symmetric.get("opening_hedge"):
            return "opening hedge"
        if symmetric.get("neither_mentioned") and not symmetric.get("hedges"):
            return "names neither object"
        return "model"

    def label(self, symmetric: dict[str, float], antisymmetric: dict[str, float]) -> str:
        """The best-scoring label; a document naming neither object and not hedging is off topic: NO, whatever
        the weights say (the answers the model learnt from are all on topic, so it has not seen such pages)."""
        if symmetric.get("opening_hedge"):
            return "NEUTRAL"  # "It depends.", "Both.", "Why not both?", and nothing after it picks clearly
        if symmetric.get("neither_mentioned") and not symmetric.get("hedges"):
            return "NO"
        scores = self.scores(symmetric, antisymmetric)
        best = max(LABELS, key=lambda label: scores[label])  # ties: the first in LABELS order
        if best == "FIRST" and scores["SECOND"] == scores["FIRST"]:
            # taking a side, but nothing says which (no antisymmetric evidence): naming one would depend on the
            # objects' order, so the better of the two labels that name none
            return max(("NEUTRAL", "NO"), key=lambda label: scores[label])
        return best


_OPINION_SIGNALS = ("comparison", "recommendation", "single", "evaluation")


#: The furniture of a shop's product page: a sale is no stance, however warmly its copy praises the product.
_SHOP = re.compile(
    r"\b(?:add\s+to\s+(?:cart|basket|bag)|in\s+stock|out\s+of\s+stock|ships\s+(?:within|in|free)|free\s+shipping"
    r"|item\s*(?:#|no\.?|number)|sku\b|customers\s+who\s+bought|buy\s+it\s+now|checkout|qty\b|quantity:"
    r"|list\s+price|you\s+save)",
    re.IGNORECASE,
)
SHOP_MARKERS = 2  # distinct markers that make a page a shop page, one of them shop furniture (not a deal post's)
_SHOP_FURNITURE = frozenset("add item sku customers buy checkout qty quantity:".split())


#: The author's own view, which a shop page does not give ("I love mine", "I'd recommend it").
_OWN_VIEW = re.compile(r"\b(?:I|I'd|I'm|we)\s+(?:\w+\s+)?(?:love|like|recommend|prefer|hate|think|own)\b|\bmine\b")


def _compares_or_advises(reading: _Reading) -> bool:
    return any(any(reading.votes[signal]) for signal in ("comparison", "recommendation"))


def shop_page(text: str) -> bool:
    """A product page of a shop ("In stock", "Add to cart", "Item #", "Customers who bought this also bought")."""
    found = {m.group(0).lower().split()[0] for m in _SHOP.finditer(text)}
    return len(found) >= SHOP_MARKERS and bool(found & _SHOP_FURNITURE)


def quiet_page(reading: _Reading) -> bool:
    """A web page that weighs nothing: no comparison of the two, no advice for or against either, no comparative,
    praise or blame, no hedge, no opening pick ("Barcelona."); naming only one object, or opening on one, does
    not count. On a web page that is no stance: a shop page or how-to about one object, a fee schedule, news naming
    both (48% of the passages judged for Touché 2022 are NO). Answers to the question are another matter (of the 58
    training answers that weigh nothing 7 are NO): for them the model decides. The one-object vote made 6 of 10 such
    pages of an independent review a side; without it 188 of 237 review pages are right, 180 with it
    (docs/benchmarks.md)."""
    return (
        reading.valid
        and not reading.neutral
        and not (reading.opening_hedge and any(reading.mentions))  # "Why not both?" as a shop's slogan
        and not reading.difference_question  # "What is the difference between X and Y?": describing both answers
        and not reading.bare_pick
        and not any(any(reading.votes[s]) for s in _OPINION_SIGNALS)
    )


@lru_cache(maxsize=2)
def _model(pages: bool = False) -> _Model | None:
    """The shipped model, read once on first use; None without a model file (the rules decide alone). ``pages``: the
    model for web pages (``PAGES_MODEL_PATH``), else the one for answers; either falls back to the other."""
    paths = (PAGES_MODEL_PATH, MODEL_PATH) if pages else (MODEL_PATH, PAGES_MODEL_PATH)
    path = next((p for p in paths if p.exists()), None)
    if path is None:
        return None
    with path.open(encoding="utf-8") as handle:
        return _Model.from_json(json.load(handle))


#: Comparatives that describe rather than rate ("longer", "higher"), which rate when the question asks for them:
#: "Which lasts longer?" answered "The prepared meal will last longer."
DESCRIBING_COMPARATIVES = frozenset(
    """longer larger bigger higher greater heavier lighter smaller shorter lower wider deeper louder quieter warmer
    cooler hotter colder thicker thinner richer sweeter juicier crispier softer harder firmer closer""".split()
)
_ASKED_MORE = re.compile(r"(?<!\ba\s)(?<!\ban\s)(?<!\bfor\s)\b(?:more|most)\s+([a-z][a-z\-]+)")  # "the more important"
#: Not a comparative of the question's context: "Which car is better for a bigger family?"
_ASKED_WORD = re.compile(r"(?<!\ba\s)(?<!\ban\s)(?<!\bthe\s)(?<!\bfor\s)(?<!\bmy\s)(?<!\byour\s)\b([a-z]+)\b")
_LASTING = frozenset(
    "last lasts lasted lasting live lives stay stays keep keeps remain remains survive survives".split()
)
_ASKED_VERB = _LASTING | frozenset("is are was were be been 's".split())  # "is closer", "will last longer"
_ASKED_PREPOSITIONS = frozenset("to in on for at with from of".split())
_RATED = (
    STOPWORDS | GENERIC | POSITIVE | NEGATIVE | NEGATIVE_BASES | COMPARATIVES | NEGATIVE_COMPARATIVES
) | frozenset(("than", "often"))  # words that rate anyway, or ask nothing


def asked_comparatives(question: str | None) -> frozenset[str]:
    """What the question asks of the winner when the word itself rates nothing: "more important", "more impact",
    "more fundamental", "lasts longer". An answer saying one object has more of it answers with that object. Words
    that rate anyway ("safer", "more reliable") keep their own polarity (``COMPARATIVES``, ``POSITIVE``)."""
    if not question:
        return frozenset()
    lowered = question.lower()
    words = {m.group(1) for m in _ASKED_MORE.finditer(lowered)}
    words |= {w for w in _ASKED_WORD.findall(lowered) if w in DESCRIBING_COMPARATIVES}
    return frozenset(w for w in words if w not in _RATED)


def _answers_asked(words: Sequence[str], at: int, bare: bool, question_words: frozenset[str]) -> bool:
    """Whether the asked quality at ``at`` ("important" after "more", or "longer") is said of the subject as the
    question asks it: not "no longer", "no less"; a bare comparative after a copula or "last" ("will last longer",
    not "takes longer to charge"); a phrase after it about something the question names ("more impact on the
    sound", not "closer to the airport")."""
    start = at - 1 if not bare else at
    if start > 0 and words[start - 1] in ("no", "any", "none"):
        return False
    verbs = _LASTING if words[at] == "longer" else _ASKED_VERB  # "has been around longer" says nothing of lasting
    if bare and not any(w in verbs for w in words[max(at - 3, 0) : at]):
        return False
    following = words[at + 1] if at + 1 < len(words) else ""
    if following in _ASKED_PREPOSITIONS:
        said = [w for w in words[at + 2 : at + 6] if w not in STOPWORDS]
        return bool(said) and any(w in question_words for w in said[:2])
    return True


def _single_comparison(
    sentence: str,
    span: Span,
    others: Sequence[Span] = (),
    asked: frozenset[str] = frozenset(),
    question_words: frozenset[str] = frozenset(),
) -> int:
    """+1 when the object at ``span`` is the subject of a favourable comparative ("X lasts longer", "X is more
    reliable") or the complement of an unfavourable one ("Y is worse than X"); -1 for the converse; else 0.

    Only evaluative comparatives count (``COMPARATIVES``, "more/less" + a polarity word): "X is more touristic"
    describes, it does not rate, unless the question asks for it (``asked``: "Which is more important?" answered
    "Temperature is more important."; ``question_words``: the question's words, for what such a quality is said
    of). ``others``: the object's other mentions in the sentence; after "than" they compare the object with itself
    ("iPad 2 is faster than the original iPad": a newer model, no vote). Plain words and positions, no tagger: this
    runs on every such sentence.
    """
    tokens = [(m.group(0), m.start()) for m in _TOKEN_RE.finditer(sentence.lower().replace("’", "'"))]
    words = [w for w, _ in tokens]
    start, end = _token_at(tokens, span[0]), _token_at(tokens, span[1])
    for i, word in enumerate(words):
        nxt = words[i + 1] if i + 1 < len(words) else ""
        by_question = False
        if word in QUANTIFIERS and (nxt in NEGATIVE_BASES or nxt in POSITIVE):  # "more reliable", "fewer bugs"
            # "burns more calories", "prevents more cavities": more of a bad thing gone
            bad = nxt in NEGATIVE_BASES and not (i > 0 and averted(words[i - 1], nxt))
            polarity = (-1 if bad else 1) if word == "more" else (1 if bad else -1)
        elif word in COMPARATIVES:
            polarity = -1 if word in NEGATIVE_COMPARATIVES else 1
        elif word in ("more", "most", "less", "fewer", "least") and nxt in asked:
            if not _answers_asked(words, i + 1, False, question_words):
                continue
            polarity = 1 if word in ("more", "most") else -1  # "X is more important", "X has the most impact"
            by_question = True
        elif word in asked and word in DESCRIBING_COMPARATIVES:
            if not _answers_asked(words, i, True, question_words):
                continue
            polarity = 1  # "X lasts longer" to "Which lasts longer?"
            by_question = True
        else:
            continue
        if any(
            w in NEGATIONS or w.endswith("n't") or (w == "unlikely" and words[k + 1] == "to")
            for k, w in enumerate(words[max(i - 3, 0) : i], start=max(i - 3, 0))
        ):
            polarity = -polarity  # "not better", "unlikely to do better"
        than = next((k for k in range(i + 1, min(i + 8, len(words))) if words[k] == "than"), None)
        if than is not None and any(_versions(words, than, _token_at(tokens, other[0])) for other in others):
            return 0  # the object against itself: "faster than the original iPad", "better than iOS 16"
        if end <= i and i - end <= SUBJECT_REACH and "than" not in words[end:i]:
            if by_question and re.search(r"[,;:(]", sentence[span[1] : tokens[i][1]]):
                return 0  # "For strength training, form is more important": said of another subject
            if than is not None and than + 1 < len(words) and words[than + 1] in NOT_COMPARED:
                return 0  # "better than ever"
            return polarity
        if than is not None and than < start <= than + 3:
            return -polarity
        return 0
    return 0


_VERSION_WORDS = frozenset(
    "the a an its their his her my our your last previous original older old earlier first new newer".split()
)


def _versions(words: Sequence[str], than: int, at: int) -> bool:
    """The object named again right after "than", with at most an article or version word between ("than the
    original iPad"; not "than people give cats credit for")."""
    return than < at <= than + 3 and all(w in _VERSION_WORDS for w in words[than + 1 : at])


def _token_at(tokens: Sequence[tuple[str, int]], offset: int) -> int:
    """The index of the first token at or after character ``offset``."""
    return next((i for i, (_, at) in enumerate(tokens) if at >= offset), len(tokens))


TITLE_CASE_WORDS = 3  # a line of at least this many words (besides "a", "of", "vs" ...), all but one capitalised


def _title_case(sentence: str) -> bool:
    words = [w for w in re.findall(r"[A-Za-z][\w'’+#.\-]*", sentence) if w.lower() not in _MINOR_WORDS]
    return len(words) >= TITLE_CASE_WORDS and sum(w[0].isupper() for w in words) >= len(words) - 1


_MINOR_WORDS = frozenset("a an the and or but of to in on at for by with vs vs. than as from is are".split())


def _compare_pairs(readings: Sequence[_Reading]) -> None:
    """Tag the sentences mentioning both objects (one ``nlp.pipe``) and add their comparisons as votes."""
    jobs = [(reading, pair) for reading in readings for pair in reading.pairs]
    if not jobs:
        return
    from comparative_ir.nlp import tagger_only

    nlp = tagger_only()
    disable = [name for name in UNUSED_COMPONENTS if name in nlp.pipe_names]
    docs = nlp.pipe((pair[0] for _, pair in jobs), batch_size=256, disable=disable)
    for (reading, (_, surface_a, surface_b, weight)), doc in zip(jobs, docs, strict=True):
        label = compare_in_doc(doc, surface_a, surface_b).label
        if label != "NONE":
            reading.vote("comparison", 0, weight if label == "BETTER" else -weight)


def comparative_stances(
    items: Iterable[tuple[str, Sequence[str], str | None]], pages: bool = True
) -> list[StanceEvidence]:
    """Stance of each (text, objects, question), in order: one ``nlp.pipe`` over all comparative sentences.

    Same results as ``comparative_stance`` item by item. Only sentences mentioning both objects are tagged.
    ``pages``: the texts are retrieved web pages (the default: what runs label), not answers to the question,
    so a page that weighs nothing is NO (``quiet_page``).
    """
    answers_model, pages_model = _model(False), _model(True) if pages else None
    evidence = []
    items = list(items)
    for (text, objects, _), (reading, rules) in zip(items, _readings(items, pages), strict=True):
        decided_by = "rules"
        # the pages model learnt from pages of 80 words and more: a shorter text is read as answers are
        model = pages_model if pages_model is not None and _page_sized(text) else answers_model
        if model is not None and reading.valid:
            symmetric, antisymmetric = _features(reading, rules)
            rules = replace(rules, label=model.label(symmetric, antisymmetric))
            decided_by = model.reason(symmetric)
            if decided_by == "model" and model is pages_model:
                decided_by = "pages model"  # the weights for web pages (``PAGES_MODEL_PATH``)
        if pages and quiet_page(reading):
            rules, decided_by = replace(rules, label="NO"), "quiet page"
        elif (
            pages
            and _page_sized(text)
            and (_names_one_object(reading) or _names_other_in_passing(reading, text, objects))
        ):
            rules, decided_by = replace(rules, label="NO"), "names one object"
        elif (
            pages
            and reading.valid
            and shop_page(text)
            and not _compares_or_advises(reading)
            and not _OWN_VIEW.search(text)
        ):
            # a product page's praise of its product sells, it takes no side
            rules, decided_by = replace(rules, label="NO"), "shop page"
        if reading.valid and _depends(reading):
            rules, decided_by = replace(rules, label="NEUTRAL"), "each object for its own case"
        evidence.append(replace(rules, decided_by=decided_by if reading.valid else "no object pair"))
    return evidence


def _names_one_object(reading: _Reading) -> bool:
    """A web page that never names one of the objects compares nothing: a review of one camera for "Canon or
    Nikon?", a tea shop for "coffee or tea?", a Disney World dining guide for "Disneyland or Disney World?". Of 73
    ClueWeb12 pages judged relevant for Touché 2020, readers found 54 NO, 13 of them naming one object only, which
    the pages model gave a side or NEUTRAL (docs/benchmarks.md, session 37). Not when the page picks it bare
    ("Barcelona.") or advises it ("Get a Windows laptop."): a choice needs no second name; nor when a comparison
    puts the one it names down (``votes["single"]`` for the other: the other named by another word); nor in a text
    shorter than a page (``PAGE_WORDS``), read as an answer ("Water is better than coffee.")."""
    if not reading.valid or not any(reading.named) or all(reading.named):
        return False  # (named at all: "Some say Nikon focuses faster, but I think Canon is better" names both)
    named = 0 if reading.named[0] else 1  # "Postgres is much faster than MySQL": a vote for PostgreSQL
    return (
        not reading.bare_pick and not reading.votes["recommendation"][named] and not reading.votes["single"][1 - named]
    )


PASSING_MENTIONS = 5  # sentences naming the page's own object, against one naming the other, that make it about one


def _named_in_other_forms(text: str, name: str) -> bool:
    """Whether a word of ``name`` (four letters or more, not generic) starts two words or more of ``text``: the name
    in forms its mention pattern does not know ("investing", "investment" for "invest")."""
    return any(
        len(word) >= 4
        and word.isalpha()
        and word not in STOPWORDS | GENERIC
        and len(re.findall(r"\b" + re.escape(word), text, re.IGNORECASE)) >= 2
        for word in _name_words(name)
    )


def _names_other_in_passing(reading: _Reading, text: str, objects: Sequence[str]) -> bool:
    """A web page about one object that names the other once, in passing (a menu, a link, an aside: a review of one
    Nikon camera whose menu says "Canon", a Disney World dining guide with one "Disneyland" link), compares nothing
    either: ``_names_one_object``'s reading of a page that never names it. Not when the one sentence compares them
    (a comparison vote), nor when the page picks bare or advises its own object. Chosen on the 73 ClueWeb12 pages
    of session 37 (7 NO pages of 5 topics read right, 1 NEUTRAL page that names "Microsoft" once and "Windows"
    throughout read wrong; docs/benchmarks.md, session 40)."""
    if not reading.valid or reading.bare_pick or any(reading.votes["comparison"]):
        return False
    rare, often = sorted(reading.named)
    if rare != 1 or often < PASSING_MENTIONS:
        return False
    own = 0 if reading.named[0] > reading.named[1] else 1
    if len(objects) == 2 and _named_in_other_forms(text, objects[1 - own]):
        return False  # "invest" named once, "investing" throughout: not in passing
    return not reading.votes["recommendation"][own]


def _depends(reading: _Reading) -> bool:
    """Each object recommended only for its own case ("For gaming, get X. For streaming, get Y."): NEUTRAL by rule,
    since no answer of the training data does this (the model would take the side its position features favour)."""
    recommended = reading.votes["recommendation"]
    return min(reading.conditional) > 0 and all(
        abs(recommended[side] - reading.conditional[side]) < 1e-9 for side in (0, 1)
    )


def _readings(
    items: Iterable[tuple[str, Sequence[str], str | None]], pages: bool = False
) -> list[tuple[_Reading, StanceEvidence]]:
    """Each document's reading and the rules' decision on it (what the model and its training start from).
    ``pages``: what the question presupposes casts no vote ("Why is Linux better than Windows?" is no reason to
    read a page saying "Windows is better than Linux" as for Linux): answers to the question lean on it, retrieved
    pages do not."""
    readings = [_read(text, objects, question) for text, objects, question in items]
    if pages:
        for reading in readings:
            if reading.valid:
                reading.votes["question"] = [0.0, 0.0]
    _compare_pairs(readings)
    return [(reading, _decide(reading)) for reading in readings]


def comparative_stance(
    text: str, objects: Sequence[str], question: str | None = None, pages: bool = True
) -> StanceEvidence:
    """Stance of one document towards ``objects[0]`` (FIRST) and ``objects[1]`` (SECOND); NO with fewer."""
    return comparative_stances([(text, objects, question)], pages)[0]
