"""Comparative sentences: does a sentence compare two objects, and which one wins?

Labels follow CompSent-19 (Panchenko et al., 2019): ``BETTER`` when ``object_a`` is said to be better than
``object_b``, ``WORSE`` when it is said to be worse (``object_b`` wins), ``NONE`` when the sentence only
mentions them, lists them, asks about them, or compares them with something else.

The classifier is a set of hand-written rules over spaCy words and fine-grained tags. There are no trained
weights and no word lists taken from data: the only labelled set at hand (CompSent-19) has no licence, so it
was used to evaluate and to choose between rules, never to extract anything. The rules are deterministic and
cost under 0.1 ms a sentence once tagged, so they can run over every sentence of every re-ranked page.

How a sentence is read:

1. find the mentions of both objects (case-insensitive, whole tokens, plural and possessive allowed);
2. find comparative cues: JJR/RBR words ("faster", "better"), "more/less/fewer + word", verbs ("outperforms",
   "lags behind", "prefer A over B"), "superior/inferior to", "the advantage of A over B", "not as good as";
3. give each cue a polarity: favourable unless the comparative is in the negative lexicon ("slower", "more
   expensive", "less reliable"; but "less expensive" and "fewer bugs" are favourable), flipped by a negation
   just before it ("not better", "isn't any faster");
4. find its complement and its subject: the object after "than"/"compared to"/"to"/"over" is the
   complement and the other object the subject ("A is faster than B", "a better golf team than hockey
   team"); without a complement the subject is the object right before the cue ("Unlike A, B is faster")
   and the other object must be on the other side of a contrast, not in the same list;
5. the most explicit cue decides (a marked complement beats a bare "A is better"); a favourable cue makes
   its subject win. With no cue, opposite verdicts across "but"/"while" still count ("A is mediocre, but B
   is great").

It answers NONE for questions that open with an auxiliary or wh-word ("Is A better than B?"), for draws ("as
good as", "no better than", "better or worse") and for comparisons with a third thing ("A and B are faster
than C").
"""

from __future__ import annotations

import bisect
import functools
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from comparative_ir.features.text import (
    camel_pattern,
    initialism_pattern,
    mention_stem,
    outside,
    same_name,
    word_forms,
)

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span

LABELS = ("BETTER", "WORSE", "NONE")


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# --- hand-written lexicons (general English knowledge, not derived from any data set) -----------------------

#: Comparatives saying that their subject is worse. Every other comparative counts as favourable: in
#: comparisons people mostly say what is faster, cheaper, easier, lighter, newer.
NEGATIVE_COMPARATIVES = _words(
    """worse slower harder heavier costlier pricier weaker poorer uglier buggier clunkier noisier dumber older
    lesser inferior riskier messier trickier tougher dirtier sloppier crappier flimsier lazier lousier sadder
    nastier dearer bulkier clumsier shakier sillier stupider duller blurrier grainier laggier wordier sketchier
    louder hotter"""
)

#: Plain verdicts, used only across a contrast: "the ps2 was a lousy player, while the ps3 is fantastic".
GOOD = _words(
    """good great excellent fantastic superb awesome amazing solid decent nice fine brilliant wonderful
    outstanding perfect reliable impressive elegant beautiful love loved loves like likes rocks shines wins"""
)
BAD = _words(
    """bad terrible awful lousy mediocre poor horrible crap crappy sucks suck sucked weak ugly buggy broken
    disappointing useless pathetic hate hated hates fails failed slow clunky"""
)

#: Words X for which "more X" is unfavourable and "less X" / "fewer X" favourable.
NEGATIVE_BASES = (
    _words(
        """expensive costly complicated complex difficult hard confusing cumbersome verbose bloated buggy dangerous
    risky painful annoying tedious awkward clunky limited restrictive vulnerable fragile unstable unreliable
    prone error-prone slow heavy noisy ugly problematic frustrating irritating power-hungry bugs bug problems
    problem errors error crashes crash issues issue noise lag latency cost costs overhead boilerplate code
    hassle trouble pain weight calories fat sugar risk risks downtime maintenance effort friction complexity
    harmful toxic unhealthy stressful addictive hazardous damaging destructive detrimental deadly lethal unsafe
    insecure inefficient wasteful polluting fattening boring unpleasant uncomfortable invasive intrusive pricey
    side side-effects pollution emissions waste stress damage harm toxins chemicals cholesterol sodium salt
    injuries injury accidents deaths crime blisters blister cavities failures breakdowns repairs complaints arsenic
    mercury pesticides carcinogens additives preservatives
    symptoms allergies infections headaches defects recalls delays fees penalties glitches
    needy clingy greedy smelly dirty messy lazy aggressive high-maintenance loud"""
    )
    | BAD
)  # "less bad", "less harmful", "fewer side effects" win

#: Verbs whose subject wins over their object: "A outperforms B".
POSITIVE_VERBS = _words(
    """outperform outperforms outperformed outperforming beat beats beating surpass surpasses surpassed exceed
    exceeds exceeded outshine outshines outclass outclasses outclassed outsell outsells outsold outpace
    outpaces outpaced outdo outdoes outrun outruns trump trumps trumped crush crushes crushed dominate
    dominates dominated overtake overtakes overtook eclipse eclipses eclipsed kill kills killed win wins"""
)

#: Verbs whose subject loses: "A lags behind B", "A trails B", "A lost to B", "A pales next to B".
NEGATIVE_VERBS = _words("lag lags lagged lagging trail trails trailed pale pales paled lose loses lost")

#: Verbs whose first object wins over an object after "over"/"instead of"/"not": "choose A over B".
PREFERENCE_VERBS = _words(
    """prefer prefers preferred preferring choose chooses chose pick picks picked recommend recommends
    recommended favor favors favour favours like likes liked love loves loved"""
)
#: Only "prefer" also takes "to"/"than": "prefer A to B" (but "like A to have ...").
PREFER = _words("prefer prefers preferred preferring")

#: Adjectives comparing with "to": "A is superior/inferior/preferable to B".
TO_COMPARATIVES = {"superior": 1, "preferable": 1, "inferior": -1}

#: Nouns of advantage, compared with "over": "the advantage of A over B", "A's edge over B".
ADVANTAGE_NOUNS = _words("edge advantage advantages benefit benefits lead upgrade improvement")

# --- function words -------------------------------------------------------------------------------------------

NEGATIONS = _words("not n't no never nothing hardly barely neither nor none")
#: Verbs of opinion whose denial denies the comparison after them: "I don't think A is better than B".
OPINION_VERBS = _words("think thinks thought believe believes believed agree agrees feel feels say says suppose")
#: A sentence opening with one of these and ending with "?" asks rather than claims.
QUESTION_OPENERS = _words(
    "is are was were do does did can could would will should shall has have had how why which what who"
)
#: Comparatives that do not evaluate ("later", "further"); "more"/"less" on their own are handled apart.
#: Verbs whose object is used up: what follows "more"/"less" after them is a cost.
CONSUMPTION_VERBS = _words(
    """use uses used using consume consumes consumed consuming need needs needed require requires required draw
    draws drew cost costs costing burn burns eat eats take takes"""
)
#: Verbs acting against what follows: "prevents more cavities", "fixes more bugs", "waives more fees" win.
AVERTING_VERBS = _words(
    """prevent prevents prevented preventing relieve relieves relieved relieving cover covers covered treat treats
    treated track tracks tracked detect detects detected fix fixes fixed catch catches caught resolve resolves
    resolved waive waives waived avoid avoids avoided block blocks blocked cure cures cured remove removes removed
    eliminate eliminates eliminated handle handles handled absorb absorbs absorbed filter filters filtered kill kills
    killed"""
)
#: Verbs that act against what follows only when it is body weight: "burns more calories", "sheds more fat", "lose
#: more weight" win (session 40); "burns more sugar" (in a pan), "loses more salt" do not.
BURNING_VERBS = _words("burn burns burned burnt burning shed sheds shedding lose loses losing lost")
BURNT_BASES = _words("calories calorie fat weight pounds kilos")


def averted(verb: str, base: str) -> bool:
    """Whether ``verb`` acts against ``base``, so that more of it (a bad thing) is a gain."""
    return verb in AVERTING_VERBS or (verb in BURNING_VERBS and base in BURNT_BASES)


NEUTRAL_COMPARATIVES = _words("earlier later further farther former latter sooner elder other more less")
QUANTIFIERS = _words("more less fewer")
BASE_TAGS = _words("JJ RB VBN VBG NN NNS JJR")  # what "more"/"less"/"fewer" may quantify
#: After "than" when nothing is compared with: "works harder than ever", "faster than expected".
NOT_COMPARED = _words("ever before usual expected normal anticipated needed necessary average")
NUMBER_WORDS = _words("one two three four five six seven eight nine ten twice half double triple")
#: Words opening the loser after a preference verb: "use A, not B", "choose A instead of B".
LOSER_MARKERS = _words("over instead rather not")
#: Words putting two objects on two sides when no cue sits between them: "A is fine, but B is faster".
CONTRAST_WORDS = _words(
    "but while whereas unlike compared though although however yet instead rather except versus vs vs."
)
#: Words opening the second half of a contrast of verdicts.
CONTRAST_CLAUSE = _words("but while whereas however although though yet")
#: Words before the first of two adjacent objects that put it on the other side: "Compared with A, B is ...".
COMPARED_WITH = _words("compared comparison unlike versus vs vs. than over")
#: Tokens that only coordinate: two objects separated by nothing else are a list, not a comparison.
LIST_TOKENS = _words(", / & and or + - ; : ( ) the a an")
CLAUSE_END = _words(". ; ! ? :")
QUOTES = _words("\" ' “ ‘")

MAX_CUE_TO_THAN = 12  # "better at server side development than B": from the cue to "than"
MAX_COMPLEMENT_GAP = 15  # "than in C, C++, C# or Objective-C": from "than"/"to"/"over" to the complement
MAX_SUBJECT_GAP = 12  # from the subject to its cue
MAX_MARKED_SUBJECT_GAP = 40  # the same when "than B" makes the comparison explicit


@dataclass(frozen=True)
class Comparison:
    """The verdict for one sentence: ``label`` relative to (object_a, object_b) and the cue it rests on."""

    label: str  # BETTER / WORSE / NONE relative to (object_a, object_b)
    cue: str | None  # the comparative cue found, e.g. "faster than"


NO_COMPARISON = Comparison("NONE", None)

Mention = tuple[int, int]  # token range [start, end)


# --- object mentions ------------------------------------------------------------------------------------------


@functools.lru_cache(maxsize=4096)
def _pattern(name: str, stem: bool = True) -> re.Pattern[str]:
    """Whole-token, case-insensitive ``name`` with an optional plural or possessive ending ("Macs", "Apple's"),
    and with ``stem``, a plural or possessive name's singular ("cats": "cat"; see ``mention_stem``).

    Multi-word names may be written with a hyphen, underscore or nothing between the words ("Windows-XP").
    """
    words = [part for word in name.lower().split() for part in word.split("-") if part]  # "Wi-Fi" also "WiFi"
    if stem and words:
        words[-1] = mention_stem(words[-1])
    tail = r"(?:s|es|'s|’s|')?"
    last = re.escape(words[-1]) + tail if words else ""
    if stem and words and (forms := word_forms(words[-1])) is not None:
        last = f"(?:{forms}|{last})"  # "universities", "hibernation"
    bodies = [r"[\s_-]*".join([*(re.escape(word) for word in words[:-1]), last])]
    if (camel := camel_pattern(name)) is not None:
        bodies.append(camel + tail)  # "WiFi": "Wi-Fi"; "OpenOffice.org": "OpenOffice"
    body = "|".join(bodies)
    if (letters := initialism_pattern(name)) is not None:
        body = f"{body}|{letters}"  # "solid state drive": "SSD"
    return re.compile(rf"(?<!\w)(?:{body})(?!\w|\+\+|#)", re.IGNORECASE)  # "C" is not in "C++" or "C#"


def _mentions(pattern: re.Pattern[str], text: str, starts: Sequence[int]) -> list[Mention]:
    """Token ranges of the pattern's matches; ``starts`` are the tokens' character offsets in ``text``."""
    found = []
    for match in pattern.finditer(text):
        first = max(bisect.bisect_right(starts, match.start()) - 1, 0)
        found.append((first, max(bisect.bisect_left(starts, match.end()), first + 1)))
    return found


def _share(a: list[Mention], b: list[Mention], len_a: int, len_b: int) -> tuple[list[Mention], list[Mention]]:
    """A span both patterns find ("cars" for the objects "car" and "cars") is the longer name's, which it matches
    without an ending; with names of equal length it is neither's. Either way the result does not depend on
    which object is first."""
    both = set(a) & set(b)
    if not both:
        return a, b
    keep_a, keep_b = len_a > len_b, len_b > len_a
    return [m for m in a if keep_a or m not in both], [m for m in b if keep_b or m not in both]


def _mentions_both(text: str, object_a: str, object_b: str) -> bool:
    """Cheap test before any tagging: a sentence without both objects cannot compare them."""
    if object_a.strip().lower() == object_b.strip().lower():
        return False
    stem = not same_name(object_a, object_b)  # "car" and "cars": names as written
    return bool(_pattern(object_a.strip(), stem).search(text)) and bool(_pattern(object_b.strip(), stem).search(text))


# --- cues -----------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Cue:
    """A comparative cue at tokens [start, end), and where to look for what it compares with."""

    start: int
    end: int
    polarity: int  # +1: the subject wins, -1: the subject loses
    kind: str  # "comparative": complement after than/compared to/vs; "fixed": after `markers`; "prefer"
    text: str
    markers: frozenset[str] = frozenset()  # "fixed": words opening the complement; none: right after the cue


def _by_start(mentions: Sequence[Mention]) -> list[int]:
    """Indices of ``mentions`` by start, and by position in the list among equal starts."""
    return sorted(range(len(mentions)), key=lambda i: (mentions[i][0], i))


class _MentionIndex:
    """The mentions of a sentence sorted, with their starts for bisection: a run-on "sentence" of a page holds
    thousands of mentions and cues, and a scan of all mentions for each cue was quadratic (100,000 characters of
    "tea is better than coffee, ...": 25 s)."""

    def __init__(self, a: Sequence[Mention], b: Sequence[Mention]) -> None:
        self.mentions = sorted([(m, True) for m in a] + [(m, False) for m in b])
        self.starts = [m[0] for m, _ in self.mentions]
        self.longest = max((m[1] - m[0] for m, _ in self.mentions), default=0)
        self.a = frozenset(a)
        self.sides = {True: list(a), False: list(b)}
        # each side's mentions by start, and by position in its own list among equal starts
        self.side_order = {side: _by_start(ms) for side, ms in self.sides.items()}
        self.side_starts = {side: [self.sides[side][i][0] for i in order] for side, order in self.side_order.items()}

    def between(self, start: int, end: int) -> list[tuple[Mention, bool]]:
        """The mentions starting at ``start`` .. ``end - 1``, in order."""
        return self.mentions[bisect.bisect_left(self.starts, start) : bisect.bisect_left(self.starts, end)]

    def nearest(self, is_a: bool, position: int) -> Mention:
        """The mention of one object starting nearest ``position``, of several as near the first in the object's list
        (as ``min`` over the list gives it)."""
        ms, order, starts = self.sides[is_a], self.side_order[is_a], self.side_starts[is_a]
        k = bisect.bisect_left(starts, position)
        near = []
        for j in (k - 1, k):  # the nearest start below and at or above: every mention starting there
            if 0 <= j < len(starts):
                near += order[bisect.bisect_left(starts, starts[j]) : bisect.bisect_right(starts, starts[j])]
        return ms[min(near, key=lambda i: (abs(ms[i][0] - position), i))]


class _Sentence:
    """Lower-cased words, tags and both objects' mentions of one tagged sentence."""

    def __init__(self, doc: Doc | Span, object_a: str, object_b: str) -> None:
        base = getattr(doc, "start_char", 0)  # a Span's tokens have offsets in the whole Doc
        self.words = [t.lower_ for t in doc]
        self.tags = [t.tag_ for t in doc]
        starts = [t.idx - base for t in doc]
        stem = not same_name(object_a, object_b)  # "car" and "cars": names as written
        a = _mentions(_pattern(object_a.strip(), stem), doc.text, starts)
        b = _mentions(_pattern(object_b.strip(), stem), doc.text, starts)
        a, b = _share(a, b, len(object_a.strip()), len(object_b.strip()))
        self.a = outside(a, b)  # "Windows" inside "Windows XP"
        self.b = outside(b, self.a)
        self._starts = {m[0] for m in self.a + self.b}
        self._index: _MentionIndex | None = None
        self._denials: tuple[list[int], list[int]] | None = None

    def index(self) -> _MentionIndex:
        """Both objects' mentions in order, for lookups near a position (built once, on the first cue)."""
        if self._index is None:
            self._index = _MentionIndex(self.a, self.b)
        return self._index

    def mentioned(self, position: int) -> bool:
        """Whether an object mention starts at token ``position``."""
        return position in self._starts

    def is_question(self) -> bool:
        """ "Is A better than B?" asks and does not claim (CompSent-19 labels such questions NONE)."""
        words = [w for w in self.words if w.strip()]
        return bool(words) and words[-1].endswith("?") and words[0] in QUESTION_OPENERS

    def negated(self, position: int) -> bool:
        """A negation among the three words before ``position``, not across punctuation."""
        for i in range(position - 1, max(position - 4, -1), -1):
            if self.words[i] in NEGATIONS:
                return True
            if self.tags[i] in {",", ".", ":"}:
                return False
        return False

    def denied(self, position: int) -> bool:
        """Is the clause of ``position`` under a denied opinion: "I don't think A is better than B", "nobody
        believes ...", "I do not agree that ..."? Looked for from the clause's start, not across punctuation."""
        if self._denials is None:
            self._denials = self._denied_opinions()
        clause_starts, denials_before = self._denials
        return denials_before[position] > denials_before[clause_starts[position]]

    def _denied_opinions(self) -> tuple[list[int], list[int]]:
        """For each position, where its clause starts, and how many denied opinion verbs come before it: built once,
        as a page's run-on "sentence" without a comma made a scan from the clause's start for each cue quadratic."""
        words, n = self.words, len(self.words)
        clause_starts = [0] * (n + 1)
        for i in range(1, n + 1):
            clause_starts[i] = i if self.tags[i - 1] in {",", ".", ":"} else clause_starts[i - 1]
        denials_before = [0] * (n + 1)
        for k in range(n):
            denied = words[k] in OPINION_VERBS and any(
                w in NEGATIONS or w in ("nobody", "noone") for w in words[max(k - 2, clause_starts[k]) : k]
            )
            denials_before[k + 1] = denials_before[k] + denied
        return clause_starts, denials_before

    def _cue_at(self, i: int) -> _Cue | None:
        words, tags, n = self.words, self.tags, len(self.words)
        w, tag = words[i], tags[i]
        nxt = words[i + 1] if i + 1 < n else ""
        if w in QUANTIFIERS and i + 1 < n and tags[i + 1] in BASE_TAGS and nxt not in NEUTRAL_COMPARATIVES:
            # "more expensive" loses, "less expensive" and "fewer bugs" win; what is used up is a cost: "uses less
            # power", "needs more RAM"
            bad = nxt in NEGATIVE_BASES or (i > 0 and words[i - 1] in CONSUMPTION_VERBS)
            if nxt in NEGATIVE_BASES and i > 0 and averted(words[i - 1], nxt):
                bad = False  # "prevents more cavities": more of a bad thing averted
            polarity = (-1 if bad else 1) if w == "more" else (1 if bad else -1)
            return _Cue(i, i + 2, polarity, "comparative", f"{w} {nxt}")
        if w in {"more", "less"} and nxt == "than":  # "I like A more than B"; "A costs more than B" loses
            consumed = i > 0 and words[i - 1] in CONSUMPTION_VERBS
            return _Cue(i, i + 1, (1 if w == "more" else -1) * (-1 if consumed else 1), "comparative", w)
        if w in TO_COMPARATIVES and tag != "NNP":  # not "Lake Superior"
            return _Cue(i, i + 1, TO_COMPARATIVES[w], "fixed", w, frozenset({"to"}))
        # "-er than" is a comparative whatever its tag: "crisper" tagged NN, "use A rather than B"
        mistagged = nxt == "than" and w.endswith("er") and tag in {"NN", "JJ", "RB"}
        if (tag in {"JJR", "RBR"} or w in {"better", "worse"} or mistagged) and w not in NEUTRAL_COMPARATIVES:
            if i > 0 and words[i - 1] == "no" and nxt == "than":
                return None  # "A is no better than B": a draw
            return _Cue(i, i + 1, -1 if w in NEGATIVE_COMPARATIVES else 1, "comparative", w)
        if tag.startswith("VB") or tag == "NNS":  # "wins" is often tagged NNS
            if w in POSITIVE_VERBS or w in NEGATIVE_VERBS:
                return _Cue(i, i + 1, 1 if w in POSITIVE_VERBS else -1, "fixed", w)
            if w in PREFERENCE_VERBS:
                return _Cue(i, i + 1, 1, "prefer", w)
        if w in ADVANTAGE_NOUNS and "over" in words[i + 1 : i + 5]:
            return _Cue(i, i + 1, 1, "fixed", w, frozenset({"over"}))
        if w == "ahead" and nxt == "of":
            return _Cue(i, i + 1, 1, "fixed", w, frozenset({"of"}))
        if w == "behind":
            return _Cue(i, i + 1, -1, "fixed", w)
        if w == "short" and nxt == "of" and i > 0 and words[i - 1] in {"fall", "falls", "fell", "falling"}:
            return _Cue(i, i + 1, -1, "fixed", w, frozenset({"of"}))
        if w == "match" and self.negated(i):  # "A is no match for B", "A can't match B" (negation flips it)
            return _Cue(i, i + 1, 1, "fixed", w)
        return None

    def cues(self) -> list[_Cue]:
        """All cues, left to right, negation applied."""
        words, tags, n = self.words, self.tags, len(self.words)
        found: list[_Cue] = []
        i = 0
        while i < n:
            if words[i] == "as" and i + 2 < n and tags[i + 1] in {"JJ", "RB"} and words[i + 2] == "as":
                if self.negated(i):  # "A is not as good as B": B wins; "not as expensive as": A wins
                    polarity = 1 if words[i + 1] in NEGATIVE_BASES else -1
                    found.append(_Cue(i, i + 2, polarity, "fixed", f"not as {words[i + 1]}", frozenset({"as"})))
                i += 3  # "as good as" without negation is a draw
                continue
            if (
                tags[i] in {"JJR", "RBR"}
                and words[i + 1 : i + 2] == ["or"]
                and tags[i + 2 : i + 3] in (["JJR"], ["RBR"])
            ):
                i += 3  # "better or worse", "more or less": no side taken
                continue
            cue = self._cue_at(i)
            if cue is None:
                i += 1
                continue
            if self.negated(cue.start) != self.denied(cue.start):
                cue = _Cue(cue.start, cue.end, -cue.polarity, cue.kind, "not " + cue.text, cue.markers)
            found.append(cue)
            i = cue.end
        return found


# --- roles: who is compared with whom -------------------------------------------------------------------------


def _is_list(words: Sequence[str], first: Mention, second: Mention) -> bool:
    """Only commas, "and", "or" or slashes between two mentions: "A and B", "A, C or B", "A/B"."""
    left, right = (first, second) if first[0] < second[0] else (second, first)
    if any(w in COMPARED_WITH for w in words[max(left[0] - 3, 0) : left[0]]):
        return False  # "Compared with A, B is faster", "Unlike A, B ..."
    between = words[left[1] : right[0]]
    if all(w in LIST_TOKENS for w in between):
        return True
    short_list = len(between) <= 4 and any(w in {"and", "or"} for w in between)
    return short_list and not any(w in CONTRAST_WORDS for w in between)


NOTHING_COMPARED = -1


def _find_marker(s: _Sentence, start: int) -> int | None:
    """Index of the word opening the complement of a comparative ("than B", "compared to B", "vs B"), None
    without one, NOTHING_COMPARED for "than" + a number or "than ever"."""
    words = s.words
    for k in range(start, min(len(words), start + MAX_CUE_TO_THAN)):
        w = words[k]
        if w in CLAUSE_END:
            return None
        if w == "than" and k + 1 < len(words) and not s.mentioned(k + 1):
            after = words[k + 1]
            if after in NOT_COMPARED or after in NUMBER_WORDS or after[0].isdigit() or after[0] in "$€£":
                return NOTHING_COMPARED  # "harder than ever", "better than 40 percent"
        if w in {"than", "versus", "vs", "vs."} or (w == "then" and words[k - 1] != ","):  # "then": typo for "than"
            return k
        if w in {"compared", "relative", "comparison"} and words[k + 1 : k + 2] in (["to"], ["with"]):
            return k + 1
        if w == "instead" and words[k + 1 : k + 2] == ["of"]:
            return k + 1
    return None


def _complement_reach(words: Sequence[str], start: int) -> int:
    """How many tokens the complement may span: "than in C, C++, C# or Objective-C", not past the clause."""
    stop = min(len(words), start + MAX_COMPLEMENT_GAP)
    return next((k for k in range(start, stop) if words[k] in CLAUSE_END), stop) - start


def _decide(s: _Sentence, cue: _Cue) -> tuple[int, bool, str] | None:
    """(strength, does object_a win, cue text) for one cue, or None when it does not compare A with B.

    Strength 3: the complement is marked ("than B", "to B", "over B", "A beats B"); 2: the subject is right
    before the cue ("A is much faster") or qualified by it ("A is a better B"); 1: only a contrast word
    separates the objects ("A is fine, but B is faster").
    """
    words = s.words
    index = s.index()

    def first_after(position: int, gap: int) -> tuple[Mention, bool] | None:
        found = index.between(position, position + gap)
        return found[0] if found else None

    def nearest_before(position: int, gap: int, want_a: bool | None = None) -> Mention | None:
        found = None
        # a mention ending after position - gap starts after position - gap - the longest mention
        for m, is_a in index.between(position - gap - index.longest + 1, position):
            if position - gap < m[1] <= position and want_a in (None, is_a):
                found = m
        return found

    if cue.kind == "prefer":  # "I prefer A to B", "choose A over B": the first object after the verb wins
        winner = first_after(cue.end, MAX_COMPLEMENT_GAP)
        if winner is None:
            return None
        markers = LOSER_MARKERS | {"to", "than"} if cue.text.split()[-1] in PREFER else LOSER_MARKERS
        for k in range(winner[0][1], min(len(words), winner[0][1] + MAX_COMPLEMENT_GAP)):
            if words[k] in markers:
                loser = first_after(k + 1, MAX_COMPLEMENT_GAP)
                if loser is None or loser[1] == winner[1]:
                    return None
                return 3, winner[1] if cue.polarity > 0 else loser[1], f"{cue.text} ... {words[k]}"
        return None

    if cue.kind == "comparative":
        marker = _find_marker(s, cue.end)
        if marker == NOTHING_COMPARED:
            return None
    elif not cue.markers:
        marker = cue.end - 1  # "A beats B": the complement follows the cue
    else:
        marker = next((k for k in range(cue.end, min(len(words), cue.end + 4)) if words[k] in cue.markers), None)
        if marker is None:  # "inferior lenses compared to B", "superior than B"
            marker = _find_marker(s, cue.end)
            if marker == NOTHING_COMPARED:
                return None

    if marker is not None:
        complement = first_after(marker + 1, _complement_reach(words, marker + 1))
        if complement is None and words[marker + 1 : marker + 2] in (["either"], ["both"]):
            subject = nearest_before(cue.start, MAX_SUBJECT_GAP)  # "PHP is much easier than either"
            if subject is None:
                return None
            return 3, (subject in index.a) == (cue.polarity > 0), f"{cue.text} {words[marker]} {words[marker + 1]}"
        if complement is None:
            return None  # compared with something else: "A and B are faster than C"
        gap = MAX_MARKED_SUBJECT_GAP if cue.kind == "comparative" else MAX_SUBJECT_GAP
        subject = nearest_before(cue.start, gap, want_a=not complement[1])
        inside = any(is_a != complement[1] for _, is_a in index.between(cue.end, marker))
        if subject is None and not inside:  # inside: "a better golf team than hockey team"
            return None
        text = cue.text if marker < cue.end else f"{cue.text} {words[marker]}"
        return 3, (not complement[1]) if cue.polarity > 0 else complement[1], text

    # no complement: the subject is the nearest object before the cue, the other must not be in its list
    subject = nearest_before(cue.start, MAX_SUBJECT_GAP)
    if subject is None:
        return None
    subject_is_a = subject in index.a
    other = index.nearest(not subject_is_a, cue.start)
    if _is_list(words, subject, other) and _word_before(words, cue.start) != "even":
        return None  # "A and B are both faster", but "A is fine and B is even faster"
    subject_wins = (cue.polarity > 0) == subject_is_a
    after_cue = cue.end + 1 if cue.end < len(words) and words[cue.end] in QUOTES else cue.end
    qualified = first_after(after_cue, 1)
    if (
        qualified is not None
        and qualified[0] == other
        and _word_before(words, cue.start) in {"a", "an"}
        and s.tags[other[1] : other[1] + 1] not in (["NN"], ["NNP"], ["NNS"], ["CD"])
    ):  # "Scala is a better Java", but not "a Dell with a faster Intel CPU"
        return 2, subject_wins, f"{cue.text} {words[other[0]]}"
    if _is_subject_of(s, subject, cue.start):
        return 2, subject_wins, cue.text
    if other[1] <= subject[0] and any(w in CONTRAST_WORDS for w in words[other[1] : subject[0]]):
        return 1, subject_wins, cue.text
    return None


def _word_before(words: Sequence[str], position: int) -> str:
    """The word before ``position``, skipping quotes: 'a "better" Perl'."""
    position -= 1
    while position >= 0 and words[position] in QUOTES:
        position -= 1
    return words[position] if position >= 0 else ""


def _is_subject_of(s: _Sentence, mention: Mention, cue: int) -> bool:
    """ "A is much better", "A Tundra gets worse", "A 3.0 runs faster": only a name, verbs and adverbs between."""
    j, tags = mention[1], s.tags
    while j < cue and tags[j] in {"NNP", "NNPS", "CD", "POS", "HYPH", "NN", "NNS"}:
        j += 1
    while j < cue and (tags[j].startswith("VB") or tags[j] in {"MD", "RB", "RBR", "DT"}):
        j += 1
    return j == cue and cue - mention[1] <= 6


def _contrast(s: _Sentence) -> tuple[int, bool, str] | None:
    """ "A is mediocre, but B is great": opposite plain verdicts on the two sides of a contrast word."""
    words = s.words
    a, b = s.a[0], s.b[0]
    left, right = (a, b) if a[0] < b[0] else (b, a)
    split = next((k for k in range(left[1], right[0]) if words[k] in CONTRAST_CLAUSE), None)
    if split is None:
        return None
    start = next((k + 1 for k in range(left[0] - 1, -1, -1) if words[k] in CLAUSE_END), 0)
    end = next((k for k in range(right[1], len(words)) if words[k] in CLAUSE_END), len(words))

    def verdict(lo: int, hi: int) -> int:
        """+1 for a clause with only good verdicts, -1 with only bad ones ("not good" is bad), else 0."""
        signs = {
            (1 if words[k] in GOOD else -1) * (-1 if s.negated(k) else 1)
            for k in range(lo, hi)
            if words[k] in GOOD or words[k] in BAD
        }
        return signs.pop() if len(signs) == 1 else 0

    first, second = verdict(start, split), verdict(split + 1, end)
    if first * second != -1:
        return None
    return 1, (left == a) == (first > 0), f"{words[split]}: {'good/bad' if first > 0 else 'bad/good'}"


# --- public API -----------------------------------------------------------------------------------------------

#: Pipeline components ``classify_sentences`` switches off: the rules read only words and fine-grained tags; the
#: attribute ruler and the lemmatizer cost about 45% of the tagging time (tags are identical without them).
UNUSED_COMPONENTS = ("lemmatizer", "attribute_ruler", "senter", "sentencizer", "parser", "ner")


def _check_objects(object_a: str, object_b: str) -> None:
    if not object_a.strip() or not object_b.strip():
        raise ValueError(f"both objects must be non-empty, got {object_a!r} and {object_b!r}")


def compare_in_doc(doc: Doc | Span, object_a: str, object_b: str) -> Comparison:
    """Compare two objects in one already tagged sentence: a Doc, or a sentence Span of a tagged page.

    Needs fine-grained tags (``tagger_only()`` or the full pipeline); the whole Doc or Span is one unit.
    Raises ValueError for an empty object name, or for an untagged sentence that mentions both objects
    (rules without tags would silently find almost nothing); the same name twice is never a comparison.
    """
    _check_objects(object_a, object_b)
    if not _mentions_both(doc.text, object_a, object_b):
        return NO_COMPARISON
    if not cast("Doc", getattr(doc, "doc", doc)).has_annotation("TAG"):  # a Span's Doc
        raise ValueError("compare_in_doc needs a tagged Doc or Span (comparative_ir.nlp.tagger_only())")
    s = _Sentence(doc, object_a, object_b)
    if not s.a or not s.b or s.is_question():
        return NO_COMPARISON
    best: tuple[int, bool, str] | None = None
    for cue in s.cues():
        decision = _decide(s, cue)
        if decision is not None and (best is None or decision[0] > best[0]):
            best = decision  # the most explicit structure wins, the leftmost among equals
    if best is None:
        best = _contrast(s)
    if best is None:
        return NO_COMPARISON
    return Comparison("BETTER" if best[1] else "WORSE", best[2])


def classify_sentence(object_a: str, object_b: str, sentence: str) -> str:
    """BETTER / WORSE / NONE for one sentence (for many, classify_sentences tags them in batches)."""
    return classify_sentences([(object_a, object_b, sentence)])[0]


def classify_sentences(rows: Iterable[tuple[str, str, str]], batch_size: int = 256) -> list[str]:
    """BETTER / WORSE / NONE for each (object_a, object_b, sentence) row, in order.

    Each label is what classify_sentence gives for the row. Rows that do not mention both objects are
    answered without tagging; the rest go through ``tagger_only()`` (``nlp.pipe`` in batches of
    ``batch_size``). Raises ValueError, before any work, for a row with an empty object name.
    """
    from comparative_ir.nlp import tagger_only

    rows = list(rows)
    for object_a, object_b, _ in rows:
        _check_objects(object_a, object_b)
    labels = ["NONE"] * len(rows)
    todo = [i for i, (a, b, sentence) in enumerate(rows) if _mentions_both(sentence, a, b)]
    if not todo:
        return labels
    nlp = tagger_only()
    disable = [name for name in UNUSED_COMPONENTS if name in nlp.pipe_names]
    docs = nlp.pipe((rows[i][2] for i in todo), batch_size=batch_size, disable=disable)
    for i, doc in zip(todo, docs, strict=True):
        labels[i] = compare_in_doc(doc, rows[i][0], rows[i][1]).label
    return labels


def count_comparisons(sentences: Iterable[Span | Doc], object_a: str, object_b: str) -> dict[str, int]:
    """How a page's tagged sentences compare the two objects: {"BETTER": n, "WORSE": n, "NONE": n}.

    Only sentences mentioning both objects are counted ("NONE": both mentioned, no comparison found), so
    BETTER - WORSE is the page's stance towards object_a, BETTER + WORSE its comparative evidence, and the
    sum how often it discusses the pair at all. Sentences without both objects cost one regex search each.
    """
    _check_objects(object_a, object_b)
    counts = dict.fromkeys(LABELS, 0)
    for sentence in sentences:
        if _mentions_both(sentence.text, object_a, object_b):
            counts[compare_in_doc(sentence, object_a, object_b).label] += 1
    return counts
