"""Combining the rules, the tagger's labels and the pair ranker's choice into a ``ParsedQuestion``."""

from __future__ import annotations

import dataclasses
import itertools
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from comparative_ir.nlp import load_nlp
from comparative_ir.question.features import _analyse, _Analysis, _runs
from comparative_ir.question.policy import _POLICY
from comparative_ir.question.rules import _TIME_WORDS, _distribute
from comparative_ir.question.tagger import _decode, _load_tagger
from comparative_ir.question.tokens import (
    _COMPARATIVE_TAGS,
    _COPULAS,
    _DEGREE_TAGS,
    _DIMENSION_NOUNS,
    _DISABLE,
    _GRADE_WORDS,
    _NO_DIMENSION,
    _POSS_DET,
    _PREFERENCE_VERBS,
    _RELATION_PREPS,
    _RELATION_WORDS,
    _SENTENCE_END,
    _UNSPECIFIED,
    _VERB_TAGS,
    _VS,
    _WH,
    _Span,
    _strip_det,
    _Toks,
)

if TYPE_CHECKING:
    from spacy.tokens import Doc


@dataclass(frozen=True)
class ParsedQuestion:
    """A question split into what is compared, on which dimension, and how."""

    question: str
    comparative: bool
    objects: tuple[str, ...]
    aspects: tuple[str, ...]
    predicate: str | None

    def to_json(self) -> dict:
        return {
            "question": self.question,
            "comparative": self.comparative,
            "objects": list(self.objects),
            "aspects": list(self.aspects),
            "predicate": self.predicate,
        }


_COORDINATORS = frozenset({"or", "and", ",", "/", "&", "nor"}) | _VS


def _coordinated(t: _Toks, spans: list[_Span]) -> bool:
    """Only coordinating words (and articles) between consecutive objects: "steel or ceramic knives"."""
    for left, right in itertools.pairwise(spans):
        gap = range(left.end, right.start)
        if not any(t.low[i] in _COORDINATORS for i in gap):
            return False
        if not all(t.low[i] in _COORDINATORS or t.is_det(i) or t.low[i] == "either" for i in gap):
            return False
    return True


# Words that can relate two compared objects when they stand between them ("X or Y", "X better than Y", "X
# compared to Y", "X over Y"); superlatives cannot ("What diet gives the best result?").
_LINKS = (
    _COORDINATORS
    | _RELATION_WORDS
    | _RELATION_PREPS
    | _PREFERENCE_VERBS
    | {"better", "worse", "more", "less", "fewer", "over", "instead", "like", "unlike", "between", "vs"}
    | {"outperform", "outperforms", "beat", "beats", "surpass", "surpasses", "exceed", "exceeds", "replace"}
)


# Links that also join things nobody compares ("mix bleach and vinegar", "ship from Canada to the US", "the
# relationship between stress and heart disease"): they relate two objects only in a question that asks for a
# comparison somewhere (``CUES``).
_WEAK_LINKS = frozenset({"and", "&", ",", "/", "nor", "to", "from", "with", "between"})
CUES = (
    _RELATION_WORDS
    | _PREFERENCE_VERBS
    | {"or", "vs", "vs.", "versus", "v", "v.", "than", "which", "whichever", "better", "best", "worse", "worst"}
    | {"more", "most", "less", "least", "fewer", "pros", "cons", "advantages", "disadvantages", "benefits"}
    | {"drawbacks", "choice", "decide", "deciding", "common", "instead", "rather", "over", "worth", "alternative"}
    | {"alternatives", "against", "opposed", "switch", "switching", "move", "moving", "migrate", "migrating"}
    | {"upgrade", "upgrading", "convert", "converting", "transition", "versa", "stack", "benefit", "diff"}
    | {"win", "wins", "won", "winner", "beat", "beats"}  # "If war breaks out between India and Pakistan, who wins?"
)
_CUE_STEMS = ("simil", "diffe", "difer", "diffr", "equiv", "compar", "prefer", "distin", "contrast")  # also misspelt


def cued(words: Sequence[str], degree: Sequence[bool]) -> bool:
    """Does a question (lower-case ``words``; ``degree``: each a comparative or superlative) ask for a comparison
    anywhere: a cue word ("which", "or", "difference", "similarites")?"""
    return any(w in CUES or d or w.startswith(_CUE_STEMS) for w, d in zip(words, degree, strict=True))


def links(opener: str, between: Sequence[str], comparative: Sequence[bool], asks: bool = True) -> bool:
    """Do the words ``between`` two objects (lower case; ``comparative``: each a comparative form) relate them?
    Two noun phrases with only a verb between them are no comparison: "What time does Costco open?" is not "time"
    versus "Costco open". ``opener`` is the question's first word: "Is a pony a baby horse?" compares. ``asks``:
    the question has a comparison cue (``CUES``, a comparative or superlative), which "and", "to", "between"
    need."""
    if opener in _COPULAS and all(w in ("a", "an", "the") for w in between):
        return True
    if any((w in _LINKS and w not in _WEAK_LINKS) or c for w, c in zip(between, comparative, strict=True)):
        return True
    return asks and any(w in _WEAK_LINKS for w in between)


def _linked(t: _Toks, left: _Span, right: _Span) -> bool:
    gap = range(left.end, right.start)
    asks = cued(t.low, [tag in _DEGREE_TAGS for tag in t.tag])
    return links(t.low[0], [t.low[i] for i in gap], [t.tag[i] in _COMPARATIVE_TAGS for i in gap], asks)


def _introduced(t: _Toks, start: int) -> bool:
    """Does an aspect starting at ``start`` follow "for" or "regarding" ("for English speakers", "for a chat app")?"""
    k = start - 1
    while k > 0 and t.is_det(k):
        k -= 1
    return k >= 0 and t.low[k] in ("for", "regarding")


_MONTHS = frozenset("january february march april may june july august september october november december".split())
# Places a comparison is made in after a name ("the NFL in Europe"): continents, countries and unions, not cities
# ("Sleepless in Seattle", "Midnight in Paris" are titles).
_REGIONS = frozenset(
    """europe asia africa america australia oceania antarctica canada mexico brazil argentina chile peru colombia
    uk us usa eu britain england scotland wales ireland france germany spain portugal italy netherlands belgium
    switzerland austria sweden norway denmark finland iceland poland russia ukraine greece turkey israel egypt
    nigeria kenya india pakistan bangladesh china japan korea taiwan vietnam thailand singapore malaysia indonesia
    philippines scandinavia""".split()
)


def _closing_place(t: _Toks, span: _Span, first: _Span) -> int | None:
    """Where a closing "in Berlin" / "in Europe" / "in August" starts inside the last object ("Is renting cheaper
    than buying in Berlin?", "Is the NBA more popular than the NFL in Europe?"): where or when the comparison holds,
    not part of the object. Not when the first object has its own "in" ("living in Berlin ... living in Munich");
    after a name only a country, continent or month: "Sleepless in Seattle", "Made in Chelsea" are titles."""
    if any(t.low[k] == "in" for k in range(first.start, first.end)):
        return None
    k = next((k for k in range(span.start + 1, span.end - 1) if t.low[k] == "in"), None)
    if k is None or not t.text[k + 1][:1].isupper():
        return None
    place = [t.low[j] for j in range(k + 1, span.end) if t.low[j] not in ("the", "of")]
    if not all(t.text[j][:1].isupper() or t.low[j] in ("the", "of") for j in range(k + 1, span.end)):
        return None
    if len(place) == 1 and (place[0] in _MONTHS or place[0] in _REGIONS):
        return k
    common = t.text[k - 1][:1].islower() and t.tag[k - 1] in ("NN", "NNS", "VBG")  # "buying in Berlin"
    return k if common else None


def _closing_dimension(t: _Toks, span: _Span, first: _Span | None = None) -> int | None:
    """Where a closing "in performance" / "in general" starts inside the last object ("MySQL or PostgreSQL in
    performance"): it qualifies the comparison, not the object (Touché 2020 topic 38 gave "PostgreSQL in
    performance"). Only a dimension noun or an idiom ("debt in mutual funds" stays one object)."""
    start = span.end - 2
    closes = span.end == t.n or t.text[span.end] in _SENTENCE_END or t.text[span.end] == ","
    if len(span) < 2 or not closes:
        return None
    if (when := _closing_time(t, span)) is not None:
        return when
    if first is not None and (where := _closing_place(t, span, first)) is not None:
        return where
    if span.start >= 2 and t.low[span.start - 2 : span.start] == ["instead", "of"]:
        for k in range(span.start + 1, span.end - 1):
            if t.low[k] in ("in", "for", "on"):
                return k  # "Can I use honey instead of sugar in bread?": where the swap is made, not the object
    if len(span) >= 3 and t.low[start] in ("in", "on"):
        return start if t.low[span.end - 1] in _DIMENSION_NOUNS | _NO_DIMENSION else None
    words = range(span.start, span.end)
    if span.verbal or any(t.tag[i] in _VERB_TAGS or t.pos[i] in ("PRON", "AUX") for i in words[:-1]):
        return None  # "go for master", "i have love for you": the phrase belongs to the object
    for k in range(span.start + 1, span.end - 1):
        if t.low[k] == "for":  # "is tea better than coffee for you" (lower case: the tagger kept "for you")
            return k
    return None


# Times that qualify a choice rather than an object: "coffee in the morning", "buying in the long run".
_TIME_NOUNS = frozenset(
    """morning mornings evening evenings afternoon night nights day winter summer spring fall autumn run term
    future weekend weekends""".split()
)


def _closing_time(t: _Toks, span: _Span) -> int | None:
    """Where a closing "in the morning", "at night", "in the long run" or "during a marathon" starts inside the last
    object: when the choice is made, not part of what is chosen."""
    for k in range(span.start + 1, span.end - 1):
        if t.low[k] == "during":
            return k
        if t.low[k] in ("in", "at", "on") and t.low[span.end - 1] in _TIME_NOUNS:
            between = t.low[k + 1 : span.end - 1]
            if all(w in ("the", "a", "long", "short", "cold", "hot", "winter", "summer") for w in between):
                return k
        if t.low[k] == "by" and k == span.end - 2 and t.low[k + 1] in _BY_DIMENSIONS:
            return k  # "Is the EU bigger than the USA by population?": how it is measured
    return None


_BY_DIMENSIONS = frozenset({"population", "area", "size", "weight", "volume", "revenue", "sales", "height", "length"})


# Dimension nouns that close an unpunctuated query without a preposition: "react vs angular performance".
_BARE_DIMENSIONS = frozenset(
    """performance price prices pricing cost costs speed reliability durability quality safety efficiency security
    privacy graphics comfort ergonomics""".split()
)
# Nouns that are often a product's own head ("digital camera", "web design", "touch screen") but name the dimension
# after a name: "Pixel 8 vs iPhone 15 camera", "PS5 vs Xbox gaming", "Kindle vs Kobo screen".
_NAMED_DIMENSIONS = frozenset(
    """design specs features range gaming autofocus storage resolution accuracy taste flavor flavour nutrition
    usability warranty lifespan camera cameras screen display battery""".split()
)
_SECOND_WORDS = frozenset("life mileage economy cancelling canceling cancellation".split())
# Words that make a two-word dimension with the noun after them: "battery life", "sound quality".
_DIMENSION_MODIFIERS = frozenset(
    "battery sound picture image build camera video audio fuel gas call print screen display noise".split()
)


def _bare_dimension(t: _Toks, spans: Sequence[_Span]) -> int | None:
    """Where a dimension noun right after the last object starts ("ps5 vs xbox price": "price" is what is compared,
    not part of "xbox"), unless the first object ends with the same noun ("oil price vs gas price")."""
    last = spans[-1]
    noun = t.low[last.end - 1]
    closes = last.end == t.n or t.text[last.end] in _SENTENCE_END
    two = noun in _BARE_DIMENSIONS | _SECOND_WORDS and t.low[last.end - 2] in _DIMENSION_MODIFIERS
    if two and len(last) >= 3 and closes and t.low[spans[0].end - 1] != noun:
        return last.end - 2  # "m2 vs m3 battery life", "vinyl or CD sound quality"
    if len(last) < 2 or not closes or t.low[spans[0].end - 1] == noun:
        return None

    def name(i: int) -> bool:  # "Kobo", "iPhone 15", a capitalised proper noun opening the question ("Kindle")
        numbered = t.text[i].isalnum() and any(c.isdigit() for c in t.text[i])
        return t.name[i] or numbered or (t.tag[i] == "NNP" and not t.text[i].islower())

    named = noun in _NAMED_DIMENSIONS and name(last.end - 2) and name(spans[0].end - 1)
    return last.end - 1 if noun in _BARE_DIMENSIONS or named else None


# What "than" may be followed by without naming a second object: "slower than before", "better than ever".
_NOT_OBJECTS = frozenset(
    """before ever usual normal expected now today yesterday anticipated previously planned last year possible
    not""".split()
)


_AMOUNT_UNITS = frozenset(
    """second seconds minute minutes hour hours day days week weeks month months year years percent mile miles
    pound pounds dollar dollars time times""".split()
)
_MEASURES = frozenset(
    """feet foot ft inches inch meters metres meter metre m km kilometers kilometres kg kilos grams g lbs degrees
    people persons calories mph kph""".split()
)


def _amount_after_than(t: _Toks, spans: Sequence[_Span]) -> bool:
    """ "more/less/fewer than" and an amount ("5 hours of sleep", "a minute") after a first object that is no
    amount: a threshold. "Is 8GB better than 16GB?" and "Is 16GB more than 8GB?" still compare."""
    left, right = spans
    p = right.start - 1
    while p > left.end and t.is_det(p):
        p -= 1
    if (
        p < 1
        or t.low[p] != "than"
        or (t.low[p - 1] not in ("more", "less", "fewer") and t.tag[p - 1] not in _COMPARATIVE_TAGS)
    ):
        return False
    if t.tag[left.start] == "CD" or t.doc[left.start].like_num:
        return False
    counted = t.tag[right.start] == "CD" or t.doc[right.start].like_num
    if t.low[p - 1] not in ("more", "less", "fewer"):
        # "taller than 7 feet", "higher than 8000 meters": a measure, where "better than 16GB" compares
        return counted and right.start + 1 < t.n and t.low[right.start + 1] in _AMOUNT_UNITS | _MEASURES
    return counted or (t.low[right.start - 1] in ("a", "an") and t.low[right.start] in _AMOUNT_UNITS)


# Words that close a question after its last object without being part of it: "Python or Java first".
_CLOSING_ADVERBS = frozenset("first now instead anymore nowadays today overall again too also though then".split())


def _closes(t: _Toks, end: int) -> bool:
    return end == t.n or t.text[end] in _SENTENCE_END or t.text[end] in (",", ":")


# Ways of getting somewhere: "walk or drive to work" goes to work either way ("stay or move to Canada" does not).
_TRAVEL = frozenset("walk drive fly bike cycle run ride commute carpool skate jog sail row swim hike cab".split())
# Verbs whose complement is the substance of the second option: "fly or take the train", "walk or get a cab".
_LIGHT_VERBS = frozenset("take get have make do go use give put catch ride".split())


def _common(word: str) -> bool:
    """A common noun as written: lower case, or the plural of an acronym ("TVs", "PCs", "SUVs")."""
    return word.islower() or (len(word) > 2 and word[:-1].isupper() and word.endswith("s"))


def _balance(
    t: _Toks, spans: list[_Span], coordinated: bool, distribute: bool = False
) -> tuple[list[_Span], list[_Span]]:
    """Make the objects parallel where the tagger (trained on unpunctuated questions) and the rules leave one of
    them carrying words both share or neither owns; each step below says which (``distribute``: the things chosen
    between, as Touché annotates them, rather than CompQuestions' spans). Also the phrases taken off the second
    object that hold for both ("for gaming" of "buy or build a PC for gaming"): aspects."""
    if len(spans) < 2:
        return spans, []
    spans = [*spans[:-1], _without_closing_adverb(t, spans[-1])]
    if len(spans) != 2:
        return spans, []
    left, right = spans
    left = _without_category_before_name(t, left, right)
    shared: list[_Span] = []
    if coordinated:
        left = _without_shared_verb(t, left, right, distribute)
        left, right = _without_extraposed_verb(t, left, right) if distribute else (left, right)
        right, shared = _without_shared_complement(t, left, right)
        right = _without_brand_category(t, left, right)
    return [left, right], shared


_PARTICIPLES = frozenset("written made built produced coded developed sold grown brewed designed".split())
_OWNER_PREPS = frozenset("in of at for from by".split())
_STOP = frozenset("? . , ; : ! for than when if because".split())


def _owners(t: _Toks, left: _Span, right: _Span) -> tuple[list[_Span], tuple[int, int] | None] | None:
    """The things compared when the question compares a property or product of them: "Is admission rate in Stanford
    higher than that of MIT?" (Stanford / MIT, aspect "admission rate"; it was "admission rate in Stanford" / MIT),
    "Is Java code more readable than code written in Scala?" (Java / Scala; it was "Java code" / "code"). None
    when the question is not of that form."""
    before = t.low[max(right.start - 3, 0) : right.start]  # after "than" only: a coordination keeps its phrases
    if len(before) == 3 and before[0] == "than" and before[1] in ("that", "those") and before[2] in _OWNER_PREPS:
        cut = max((i for i in range(left.start + 1, left.end - 1) if t.low[i] in _OWNER_PREPS), default=None)
        if cut is None or _inside_name(t, cut):
            return None
        return [_Span(cut + 1, left.end, left.verbal), right], (left.start, cut)
    prep = t.low[right.start]
    if prep in _OWNER_PREPS and len(right) >= 2 and before[-1:] == ["than"]:  # "... in Chicago higher than in NY?"
        cut = max((i for i in range(left.start + 1, left.end - 1) if t.low[i] == prep), default=None)
        if cut is not None and not _inside_name(t, cut):
            return [_Span(cut + 1, left.end, left.verbal), _Span(right.start + 1, right.end, right.verbal)], (
                left.start,
                cut,
            )
    end = right.end
    if (
        len(right) == 1
        and len(left) >= 2
        and t.low[right.start] == t.low[left.end - 1]
        and end + 2 < t.n
        and t.low[end] in _PARTICIPLES
        and t.low[end + 1] in _OWNER_PREPS
    ):
        stop = end + 2
        while stop < t.n and t.low[stop] not in _STOP:
            stop += 1
        if stop > end + 2:
            return [_Span(left.start, left.end - 1, left.verbal), _Span(end + 2, stop, right.verbal)], None
    return None


_PARALLEL_PREPS = frozenset("in on at during for with from by to into under over after before within".split())
_WHEN_WHERE = frozenset("in on at during".split())  # "in the morning than at night": the same kind of phrase
_NOMINAL = frozenset("NOUN PROPN ADJ NUM".split())
_GAP_WORDS = frozenset("more less much far way even still really a lot bit little generally usually".split())


def _phrase_after(t: _Toks, prep: int) -> _Span | None:
    """The noun phrase a preposition at ``prep`` governs, without its article ("on a Tuesday": "Tuesday")."""
    start = prep + 1
    while start < t.n - 1 and t.is_det(start):
        start += 1
    end = start
    while end < t.n:
        if t.pos[end] in _NOMINAL or t.name[end] or (t.low[end] in ("&", "-") and end > start):
            end += 1
        elif t.low[end] == "of" and end > start and end + 1 < t.n:  # "Lord of the Rings", "the city of Chicago"
            after = end + 2 if t.low[end + 1] == "the" and end + 2 < t.n else end + 1
            if not (t.pos[after] in ("NOUN", "PROPN") or t.name[after]):
                break
            end = after
        else:
            break
    return _Span(start, end, False) if end > start and t.pos[end - 1] != "ADJ" else None


def _covers(spans: Sequence[_Span], phrases: Sequence[_Span]) -> bool:
    """Does each span hold the phrase of the same place?"""
    return len(spans) == len(phrases) and all(
        s.start <= p.start and p.end <= s.end for s, p in zip(spans, phrases, strict=True)
    )


def _parallel_prepositions(t: _Toks) -> tuple[list[_Span], list[tuple[int, int]]] | None:
    """The things compared when each stands after the same preposition: "Are flights cheaper on Tuesday than on
    Friday?", "Is it cheaper to live in Texas than in California?", "Do people live longer in Japan than in the
    US?", "Is it better to buy a car in December or in January?" (the objects were "flights" / "Tuesday", none,
    "people live" / "Japan than in the US", "buy a car in December" / "in January"). A phrase closing the question
    after the second ("... in Minneapolis in January?") is an aspect. None when the question is not of that form."""
    for h in range(2, t.n - 2):
        if t.low[h] not in ("than", "or") or t.low[h + 1] not in _PARALLEL_PREPS or t.low[h - 1] == "other":
            continue
        second = _phrase_after(t, h + 1)
        if second is None:
            return None
        prep = t.low[h + 1]
        if t.low[h] == "or" and "than" in t.low[:h]:
            return None  # "better than tea in the morning or in the evening": the objects came first (_circumstances)
        # after "than" an "in" may answer an "on" ("better on the stove than in the microwave"), where the question
        # has no phrase of the same preposition ("at home in the evening than at work": "home"); an "or" joins
        # phrases of one preposition ("a visa in advance or at the airport" compares no places)
        loose = t.low[h] == "than" and prep in _WHEN_WHERE
        k = next((k for k in range(h - 2, 0, -1) if t.low[k] == prep), None)
        if k is None and loose:
            k = next((k for k in range(h - 2, 0, -1) if t.low[k] in _WHEN_WHERE), None)
        first = _phrase_after(t, k) if k is not None else None
        exact = k is not None and t.low[k] == prep
        if k is not None and exact and first is not None and _timely(t, first) and not _time_like(t, second):
            # "live in Texas in the summer than in California": the time nearest "than" sets the scene, unless what
            # follows "than" is a time too ("at Christmas than at Easter", "in the evening than in rush hour")
            earlier = next((j for j in range(k - 1, 0, -1) if t.low[j] == prep), None)
            place = _phrase_after(t, earlier) if earlier is not None else None
            if earlier is not None and place is not None and place.end <= k and not _time_like(t, place):
                k, first = earlier, place
        if k is None or first is None or (_inside_name(t, k) and not _plain_scene(t, k, first, second)):
            return None
        if t.low[h] == "or" and first.end < h:
            return None  # "or" joins the two phrases directly: "in December or in January"
        aspects = []
        i = first.end
        while i < h:  # "in Toronto higher than", "in Seattle really worse than", "at home in the evening than"
            # a phrase of its own only after the same preposition ("rice in bulk from Costco than at Walmart" is not
            # "bulk" / "Walmart")
            scene = _phrase_after(t, i) if exact and t.low[i] in _PARALLEL_PREPS else None
            if scene is not None and scene.end <= h:
                aspects.append((scene.start, scene.end))
                i = scene.end
            elif t.tag[i] in _COMPARATIVE_TAGS | {"RB", "JJ", "DT"} or t.low[i] in _GAP_WORDS:
                i += 1
            else:
                return None
        if t.span_text(first.start, first.end).lower() == t.span_text(second.start, second.end).lower():
            return None
        phrases = [first, second]
        while (  # "... in Texas than in California or in Florida": a third option of the same kind
            phrases[-1].end + 2 < t.n
            and t.low[phrases[-1].end] in ("or", ",")
            and t.low[phrases[-1].end + 1] == prep
            and (more := _phrase_after(t, phrases[-1].end + 1)) is not None
        ):
            phrases.append(more)
        last = phrases[-1]
        if last.end < t.n - 1 and t.low[last.end] in _PARALLEL_PREPS:
            closing = _phrase_after(t, last.end)  # "... than in Minneapolis in January?": when
            if closing is not None and (closing.end == t.n or t.text[closing.end] in _SENTENCE_END):
                aspects.append((closing.start, closing.end))
        return phrases, aspects
    return None


def _times_joined_by_or(t: _Toks) -> tuple[list[_Span], list[tuple[int, int]]] | None:
    """Two times joined by the question's one "or", the second without a preposition or with one of its own: "Is it
    better to run in the morning or evening?", "on Saturday or Sunday", "work out in the morning or at night" (the
    first object was "run in the morning"). Not when the question compares other things too ("Is tea or coffee better
    in the morning or evening?", "Coffee vs tea in the morning or evening?"), and each time one word ("a big breakfast
    in the morning or a big dinner at night" compares meals)."""
    if sum(word in _CHOICE_WORDS for word in t.low) != 1 or "or" not in t.low:
        return None
    h = t.low.index("or")
    if h < 2 or h + 2 > t.n:
        return None
    if t.low[h + 1] in _WHEN_WHERE:
        second = _phrase_after(t, h + 1)
    elif t.low[h + 1] in _PARALLEL_PREPS:
        return None
    else:
        second = _phrase_after(t, h)
    k = next((k for k in range(h - 2, 0, -1) if t.low[k] in _WHEN_WHERE), None)
    first = _phrase_after(t, k) if k is not None else None
    if first is None or second is None or first.end != h or len(first) != 1 or len(second) != 1:
        return None
    if not (_timely(t, first) and _timely(t, second)) or t.low[first.start] == t.low[second.start]:
        return None
    aspects = []
    if second.end < t.n - 1 and t.low[second.end] in _PARALLEL_PREPS:
        closing = _phrase_after(t, second.end)  # "... or in the morning before class?"
        if closing is not None and (closing.end == t.n or t.text[closing.end] in _SENTENCE_END):
            aspects.append((closing.start, closing.end))
    return [first, second], aspects


_CHOICE_WORDS = frozenset({"or", "vs", "vs.", "v", "v.", "versus", "than"})


def _timely(t: _Toks, phrase: _Span) -> bool:
    """Does the phrase name a time ("the evening", "the summer", "January")?"""
    return t.low[phrase.end - 1] in _TIME_WORDS


# Times a comparison is made at that _TIME_WORDS does not list: holidays, hours, seasons of weather and sales
_SCENE_TIMES = frozenset(
    """easter ramadan thanksgiving halloween hanukkah passover diwali eid lent carnival oktoberfest hour hours noon
    midnight dawn dusk twilight sunrise sunset monsoon heatwave heat rain snow storm sales sale term semester exams
    peak off-season offseason rush break time lockdown pandemic war recession boom twenties thirties forties fifties
    sixties seventies eighties nineties""".split()
)
# a year ("1990", "2025"), a decade ("90s", "1990s", "'90s"), or a time word by its ending ("bedtime", "payday")
_TIME_SHAPE = re.compile(r"(?:1[89]|20)\d\d|'?(?:1[89]|20)?\d0'?s|\w+(?:time|day|days)")


def _time_like(t: _Toks, phrase: _Span) -> bool:
    """A time, by its words ("the summer", "rush hour", "Easter", "dinner time", "payday") or a year or decade
    ("2025", "the 90s"); not a number of a place ("Building 7", "Route 66")."""
    words = range(phrase.start, phrase.end)
    return any(t.low[i] in _TIME_WORDS or t.low[i] in _SCENE_TIMES or _TIME_SHAPE.fullmatch(t.low[i]) for i in words)


def _named(t: _Toks, phrase: _Span) -> bool:
    """A name ("Texas", "New York", "Black Friday") or a region ("the uk" typed in lower case)."""
    return all(t.name[i] or t.low[i] in _REGIONS for i in range(phrase.start, phrase.end))


def _plain_scene(t: _Toks, k: int, phrase: _Span, other: _Span) -> bool:
    """Is the capitalised word before the preposition at ``k`` and the phrase after it no title: one month, country
    or time after it ("Buy A Car In December"), or an acronym before it when both phrases are names ("a job in IT in
    Germany than in France", "a TV on Black Friday or on Cyber Monday"; not "in IT in Germany than in finance",
    which compares fields)?"""
    before = t.text[k - 1]
    if len(before) > 1 and before.isupper() and before.isalpha():
        if t.low[k] != "in" and (k < 2 or t.low[k - 2] != t.low[k]):
            return True  # an acronym the preposition does not govern: "a TV at Best Buy than at a local store"
        # "in" also places in fields: "in IT in Germany than in finance", "CS in Boston than in business school"
        return _named(t, phrase) and _named(t, other)
    return len(phrase) == 1 and t.low[phrase.start] in _MONTHS | _REGIONS | _TIME_WORDS


def _inside_name(t: _Toks, i: int) -> bool:
    """Is the preposition at ``i`` part of a capitalised name ("Bank of America", "University of Texas", "Lord of
    the Rings")? Then it does not separate a property from its owner."""
    if i == 0 or not t.text[i - 1][:1].isupper():
        return False
    after = i + 2 if i + 2 < t.n and t.low[i + 1] == "the" else i + 1
    return after < t.n and t.text[after][:1].isupper()


def _without_closing_adverb(t: _Toks, last: _Span) -> _Span:
    """ "Python or Java first" -> "Java": a closing adverb qualifies the choice."""
    if len(last) >= 2 and t.low[last.end - 1] in _CLOSING_ADVERBS and _closes(t, last.end):
        return _Span(last.start, last.end - 1, last.verbal)
    return last


def _without_category_before_name(t: _Toks, left: _Span, right: _Span) -> _Span:
    """ "Is sunscreen SPF 50 better than SPF 30?" -> "SPF 50": a lower-case noun before the name the other object
    starts with names the category ("Samsung Galaxy S23 vs Galaxy S22" keeps its brand)."""
    if not t.name[right.start]:
        return left
    for k in range(left.start + 1, left.end):
        if t.low[k] == t.low[right.start]:
            if not any(t.name[i] or t.text[i][:1].isupper() for i in range(left.start, k)):
                return _Span(k, left.end, left.verbal)
            break
    return left


def _without_shared_verb(t: _Toks, left: _Span, right: _Span, distribute: bool = True) -> _Span:
    """ "invest in stocks or bonds" -> "stocks": the verb and preposition govern both objects (not "get to Cuba
    from Miami or Cancun", whose first object holds a second preposition). With the article repeated, "live in the
    city or the suburbs" -> "city" (it gave "live in the city" / "suburbs" after "better to"). So also after the
    verb's own object: "buy a house in the city or the suburbs", "teach ESL in Japan or Korea" (not "of": "a single
    object of a type or an array"; not where the second has a phrase of its own, "a big breakfast in the morning or
    a big dinner at night"; not "call my mom on Sunday or my dad", whose second is like the verb's object; and only
    with ``distribute``: CompQuestions' spans keep "get a car loan through a dealership" / "bank")."""
    nominal = all(t.nom[i] or t.is_det(i) for i in range(right.start, right.end))
    verb = left.start
    if t.tag[verb] not in _VERB_TAGS:  # "spend [money on experiences]", "get a [job in tech]"
        verb -= 1
        while verb > 0 and t.is_det(verb):
            verb -= 1
    prep = verb + 1
    while prep < left.end - 2 and (t.nom[prep] or t.is_det(prep)):
        prep += 1  # the verb's own object: "buy a house in the city or the suburbs", "get a job in tech or finance"
    noun = prep + 1
    repeated = t.is_det(right.start) or (right.start > left.end and t.is_det(right.start - 1))  # "or the suburbs"
    while noun < left.end - 1 and t.is_det(noun) and (repeated or t.low[noun] in _POSS_DET):  # "in your 20s or 30s"
        noun += 1
    if prep > verb + 1 and (
        not distribute
        or t.low[prep] == "of"
        or (right.end < t.n and t.pos[right.end] == "ADP")
        or t.low[prep] in _TEMPORAL_PREPS  # "drink water during a workout or a sports drink"
        or not (
            _alike(t, range(noun, left.end), range(right.start, right.end), t.is_det(prep + 1), repeated)
            or all(
                t.low[i] in _RESOURCES or t.is_det(i) for i in range(verb + 1, prep)
            )  # "invest money in gold or ..."
        )
    ):
        return left
    if (
        len(left) >= 3 - (verb < left.start)
        and verb >= 0
        and t.tag[verb] in _VERB_TAGS
        and (verb == left.start or prep > left.start)
        and t.pos[prep] == "ADP"
        and t.nom[noun]
        and not any(t.pos[i] == "ADP" for i in range(noun, left.end))
        and nominal
        and not right.verbal
    ):
        return _Span(noun, left.end)
    return left


def _alike(t: _Toks, phrase: range, second: range, phrase_det: bool, second_det: bool) -> bool:
    """Is the second option of the same form as the phrase after the preposition (both with an article, both names,
    both numbers), so that it stands in that phrase's place and not in the verb's object's? "in the city or the
    suburbs", "in Japan or Korea", "in your 20s or 30s"; not "toast for breakfast or oatmeal", "Spanish in school or
    French", "stocks in my 20s or bonds" (from a review of the first version, which lost the first option there)."""

    def named(span: range) -> bool:
        return any(t.name[i] for i in span)

    def numbered(span: range) -> bool:
        return any(t.tag[i] == "CD" or any(c.isdigit() for c in t.text[i]) for i in span)

    if numbered(phrase) or numbered(second):
        return numbered(phrase) and numbered(second)
    same_head = t.low[phrase[-1]] == t.low[second[-1]]  # "in cold water or hot water"
    return (phrase_det and second_det) or (named(phrase) and named(second)) or same_head


_TEMPORAL_PREPS = frozenset("during before after until since".split())
# A verb's object that is spent or placed, so that the options are where it goes: "put my savings in stocks or bonds"
_RESOURCES = frozenset("money savings cash funds time effort".split())


def _without_extraposed_verb(t: _Toks, left: _Span, right: _Span) -> tuple[_Span, _Span]:
    """ "Is it better to use a VPN or Tor?" -> "VPN", "Tor": after "better to", a verb and its object against a bare
    noun phrase share the verb; the things chosen between are "VPN" and "Tor" (CompQuestions' spans keep "use a VPN",
    which no page writes when it compares the two). Against a prepositional phrase the preposition goes too: "study
    in the morning or at night" -> "morning", "night". A preposition after the verb and a noun phrase against it
    keep the verb ("major in philosophy or psychology", as the Touché 2022 topics have it)."""
    verb = left.start
    graded = verb > 1 and (t.tag[verb - 2] in _DEGREE_TAGS or t.low[verb - 2] in _GRADE_WORDS)  # "better to"
    if not (graded and t.low[verb - 1] == "to" and t.is_verb(verb)) or right.verbal or len(left) < 2:
        return left, right
    if t.pos[verb + 1] == "ADP" and t.pos[right.start] == "ADP" and len(right) >= 2:
        left, right = _Span(verb + 2, left.end), _Span(right.start + 1, right.end)  # "in the morning or at night"
    elif all(t.is_det(i) or (t.inner(i) and t.pos[i] != "ADP") for i in range(verb + 1, left.end)) and _thing_like(
        t, _Span(verb + 1, left.end), right
    ):
        left = _Span(verb + 1, left.end)
    else:
        return _Span(verb, left.end), right
    if not all(t.nom[i] or t.is_det(i) for i in range(right.start, right.end)) or not len(left):
        return _Span(verb, left.end), right
    return _strip_det(t, left), _strip_det(t, right)


def _thing_like(t: _Toks, object_: _Span, right: _Span) -> bool:
    """Is the right alternative a thing parallel to the verb's object, not a bare verb the tagger read as a noun
    ("Is it better to buy a house or rent?")? It has an article, or a capitalised name, or, like the object, none:
    "drink tea or coffee" (but "take the bus or train" stays as it is)."""
    article = t.is_det(right.start) or (right.start > object_.end and t.is_det(right.start - 1))  # "or a cat"
    if article or any(t.text[i][:1].isupper() for i in range(right.start, right.end)):
        return True
    bare = not any(t.is_det(i) for i in range(object_.start, object_.end))
    return bare and t.tag[right.start] != "VBG"


def _without_shared_complement(t: _Toks, left: _Span, right: _Span) -> tuple[_Span, list[_Span]]:
    """ "rent or buy a house" -> "buy", "walk or drive to work" -> "drive": the complement belongs to both verbs, and
    so do the phrases after it ("lease or buy a car in 2022", "buy or build a PC for gaming", "drive or fly from New
    York to Boston"), which are returned as well (without preposition and article): aspects. After a light verb the
    complement is the option ("fly or take the train to Chicago" -> "take the train"), and so is a phrase right after
    a verb, unless it is a purpose, a way or a named place or time ("camp or stay in a hotel", "stay or move to
    Canada"; "rent or buy in London")."""
    infinitive = left.start > 0 and (t.low[left.start - 1] in ("to", "i", "we", "you") or t.tag[left.start - 1] == "MD")
    verbs = len(left) == 1 and len(right) >= 2 and t.tag[left.start] == t.tag[right.start] == "VB"
    if not (infinitive and verbs):
        return right, []
    light = t.doc[right.start].lemma_ in _LIGHT_VERBS
    # "drive or take the train to Chicago": the train goes there too
    travel = t.low[left.start] in _TRAVEL and (t.low[right.start] in _TRAVEL or light)
    k = right.start + 1
    if (t.low[right.start], t.low[k]) in _PHRASAL:
        k += 1  # "sell or trade in a car": "trade in"
    verb_end = k
    while k < right.end and (t.nom[k] or t.is_det(k)):
        k += 1
    keep = k if light else verb_end  # a light verb's complement is the option's, another verb's is shared
    phrases: list[_Span] = []
    while k < right.end:
        prep = t.low[k]
        phrase = _prepositional(t, k, right.end)
        if phrase is None:
            return right, []
        if k == verb_end and (light or not _shared_phrase(t, prep, phrase, travel)):
            keep = phrase.end  # the option's own: "stay in a hotel", "go to the gym"
        elif prep in _SHARED_PREPS or (travel and prep in _TRAVEL_PREPS):
            phrases.append(phrase)
        else:
            return right, []
        k = phrase.end
    if keep == right.end:
        return right, []
    return _Span(right.start, keep, right.verbal), phrases


def _prepositional(t: _Toks, k: int, end: int) -> _Span | None:
    """The noun phrase after a preposition at ``k`` up to ``end``, without its article; None if ``k`` opens none."""
    if t.pos[k] != "ADP" or k + 1 == end:
        return None
    k += 1
    while k < end - 1 and t.is_det(k):
        k += 1
    start = k
    while k < end and (t.nom[k] or t.is_det(k)):
        k += 1
    return _Span(start, k, False) if k > start else None


def _shared_phrase(t: _Toks, prep: str, phrase: _Span, travel: bool) -> bool:
    """Does a phrase right after the second of two verbs hold for both: where two ways of travel go ("walk or cycle
    to work", "for exercise"), a named place or time ("rent or buy in London", "in 2022")? Not "for" after other
    verbs ("run for office", "work for my dad", "ask for forgiveness"), nor a preposition the verb takes as its own
    ("invest in Tesla", "believe in God", "teach at Harvard"; from a review of the first version)."""
    if travel and (prep == "for" or prep in _TRAVEL_PREPS):
        return True
    if prep not in _PLACE_TIME_PREPS:
        return False
    k = phrase.start - 1
    while k > 0 and t.is_det(k):
        k -= 1  # the preposition
    if k > 0 and t.doc[k - 1].lemma_.lower() in _VERBS_TAKING_IN:
        return False
    return any(t.name[i] or t.tag[i] == "CD" for i in range(phrase.start, phrase.end))


_PLACE_TIME_PREPS = frozenset("in during before after within".split())
_VERBS_TAKING_IN = frozenset(
    "invest believe specialize major minor enroll participate engage trust confide succeed".split()
)


# Prepositions of phrases that hold for either option of two verbs ("rent or buy in London", "run or walk for weight
# loss"); not of direction ("stay or move to Canada") nor "on"/"with" ("sit or lie on your back").
_SHARED_PREPS = frozenset("in at for during after before within".split())
# Where two ways of getting somewhere both go: "walk or drive to work", "drive or fly from New York to Boston"
_TRAVEL_PREPS = frozenset("to from into via through".split())
# A verb and the particle that belongs to it, which the tagger reads as a preposition ("trade/VB in/IN a car")
_PHRASAL = frozenset((verb, "in") for verb in "trade cash turn hand sign log plug fill".split())


def _without_brand_category(t: _Toks, left: _Span, right: _Span) -> _Span:
    """ "Canon or Nikon cameras" -> "Nikon": brands are the objects, one plural noun after them their category
    ("steel or ceramic knives" shares its head instead, see ``rules._distribute``)."""
    names = right.start
    while names < right.end and t.name[names] and not _common(t.text[names]):
        names += 1
    if (
        right.start < names == right.end - 1
        and all(t.name[i] or (t.tag[i] == "NNP" and t.text[i][:1].isupper()) for i in range(left.start, left.end))
        and t.tag[names] == "NNS"
        and _common(t.text[names])
        and any(c.isupper() for c in t.doc.text)
    ):
        return _Span(right.start, names, right.verbal)
    return right


def _without_repeated_preposition(t: _Toks, left: _Span, right: _Span) -> _Span:
    """``right`` without a preposition that also stands before ``left`` ("cheaper on Tuesday than on Friday",
    "safer in the US or in Mexico": the tagger took the second "on", "in" into the object)."""
    k = left.start - 1
    while k > 0 and t.is_det(k):
        k -= 1
    first = right.start
    if len(right) < 2 or k < 0 or t.pos[first] != "ADP" or t.low[first] != t.low[k] or t.low[first] == "of":
        return right
    start = first + 1
    while start < right.end - 1 and t.is_det(start):
        start += 1
    return _Span(start, right.end, right.verbal)


def _verb_start(span: _Span, rule: _Span) -> _Span:
    """The tagger's object grown back to the verb the rules found for it: "pay off debt or invest" gave "off debt",
    "sell my car or keep it" gave "car" (the verb phrases are the alternatives)."""
    if rule.verbal and span.end == rule.end and rule.start < span.start:
        return _Span(rule.start, span.end, True)
    return span


def _whole_names(t: _Toks, spans: list[_Span], rule_objects: Sequence[_Span] = ()) -> list[_Span]:
    """Grow objects over "&" between names ("Ben & Jerry's", "Barnes & Noble"): the tagger never saw "&" (its
    training questions have no punctuation) and cut such names in half. Likewise over the words of a multi-word name
    (``_Toks.joins_name``) that a rules' object holds whole: the tagger and the pair ranker learned from lower-cased
    questions, where no word is known to be a name, and cut "Which is better: Visual Studio Code or IntelliJ IDEA?"
    to "Studio Code" (after a colon spaCy's parse gives the tagger no noun chunk, and the ranker then preferred two
    objects of two words each) and "Which is better; Google Cloud Platform or ...?" to "Cloud Platform" (aspect
    "Google", as in "better X"). The rules' extent is the limit: "Which is better for Java NetBeans or Eclipse?"
    keeps "NetBeans", which the rules' object is too. And over a hyphen between two words: "stand-up paddling" (spaCy
    parses "Is stand" as a verb and the tagger kept "paddling"), and over a title's "X of (the)" before a capitalised
    object ("Lord of the Rings or Harry Potter" gave "Rings")."""
    out: list[_Span] = []
    for n, span in enumerate(spans):
        start, end = span.start, span.end
        floor = out[-1].end if out else 0
        ceiling = spans[n + 1].start if n + 1 < len(spans) else t.n
        for rule in rule_objects:
            if rule.start < end and start < rule.end:
                while start > max(rule.start, floor) and t.joins_name(start):
                    start -= 1
                while end < min(rule.end, ceiling) and t.joins_name(end):
                    end += 1
        while start - 2 >= floor and (t.is_name_ampersand(start - 1) or t.is_glued_hyphen(start - 1)):
            start -= 2
        while end + 1 < ceiling and t.is_name_ampersand(end):
            end += 2
            while end < ceiling and (t.name[end] or t.is_poss(end)):
                end += 1
        while end + 1 < ceiling and t.is_glued_hyphen(end):
            end += 2
        while start - 3 >= floor and t.is_glued_hyphen(start - 2) and t.space[start - 1]:
            start -= 3  # a hyphenated modifier: "stand-up paddling"
        if start < t.n and t.text[start][:1].isupper():  # "Lord of the Rings or Harry Potter": "X of (the)" before
            of = start - 2 if start >= 2 and t.low[start - 1] == "the" else start - 1
            if of - 1 >= floor and t.low[of] == "of" and t.text[of - 1][:1].isupper() and t.low[of - 1] not in _WH:
                start = of - 1
        out.append(_Span(start, end, span.verbal))
    return out


_QUOTES = frozenset({"'", '"', "\u2018", "\u2019", "\u201c", "\u201d", "``", "''"})


def _quoted(t: _Toks) -> list[tuple[int, int]]:
    """The token ranges inside quotation marks: an opening mark after a space (or at the start) glued to the next
    word, a closing one glued to the word before it."""
    ranges, opened = [], None
    for i in range(t.n):
        if t.text[i] not in _QUOTES:
            continue
        opening = (i == 0 or t.space[i - 1]) and not t.space[i] and i + 1 < t.n
        closing = i > 0 and not t.space[i - 1] and opened is not None
        if closing and opened is not None and i > opened + 1:
            ranges.append((opened + 1, i))
            opened = None
        elif opening:
            opened = i
    return ranges


def _quoted_names(t: _Toks, spans: list[_Span]) -> list[_Span]:
    """A quoted title is one name: "'Breaking Bad' vs 'Better Call Saul'" gave "Breaking Bad'" and a lone quote mark
    (marks were read as words of the objects, and "Better" as a grade word). Each object that overlaps a different
    quoted title becomes that title; with fewer than two objects found, two quoted titles joined by "vs", "or" or
    another link are the pair."""
    ranges = _quoted(t)
    if len(spans) < 2 and len(ranges) == 2:
        between = [t.low[i] for i in range(ranges[0][1] + 1, ranges[1][0] - 1)]
        if between and all(w in _LINKS or w in ("a", "an", "the") for w in between):
            return [_Span(*ranges[0]), _Span(*ranges[1])]
    if len(spans) < 2 or len(ranges) < 2:
        return spans
    hits = [next((r for r in ranges if r[0] - 1 < s.end and s.start < r[1] + 1), None) for s in spans]  # marks too
    if any(h is None for h in hits) or len(set(hits)) != len(hits):
        return spans
    return [_Span(a, b, s.verbal) for s, (a, b) in zip(spans, hits, strict=True)]  # type: ignore[misc]


def _assemble(
    question: str,
    a: _Analysis,
    labels: Sequence[str] | None,
    distribute: bool,
    pair: tuple[_Span, _Span] | None = None,
) -> ParsedQuestion:
    """The parse from the tagger's labels of the kept tokens and the pair ranker's choice (``pair``, replaces the
    tagger's two object runs), combined with the rules (``labels`` None: the rules alone)."""
    t, rules = a.t, a.rules
    tagged_at: range | None = None  # the tokens of the tagger's predicate, where the predicate is the tagger's
    if labels is None:
        spans, coordinated, unspecified = rules.objects, rules.coordinated, rules.unspecified
        aspects, predicate = rules.aspects, rules.predicate
    else:
        spans = [_strip_det(t, s) if _POLICY["strip"] else s for s in _runs(a, labels, "OBJ")]
        agreed = len(spans) == 2 and [(s.start, s.end) for s in spans] == [(r.start, r.end) for r in rules.objects]
        aspect = pair is not None and any(  # an infinitive the tagger read as the aspect: "easier to learn"
            x.start <= o.start and o.end <= x.end and o.start > 0 and t.low[o.start - 1] == "to"
            for o in pair
            for x in _runs(a, labels, "ASP")
        )
        if (
            pair is not None
            and len(rules.objects) == 2
            and _split_title(t, pair, _runs(a, labels, "OBJ"), rules.objects)
        ):
            spans = list(rules.objects)
        elif pair is not None and not (agreed and aspect):
            spans = list(pair)  # not a span inside an aspect of the tagger's where its two objects are the rules'
            # ("Is Spanish easier to learn than French?": the pair ranker chose the tagger's aspect "learn")
        open_set = [s for s in spans if all(t.low[i] in _UNSPECIFIED for i in range(s.start, s.end))]
        spans = [s for s in spans if s not in open_set]
        unspecified = bool(open_set)
        if len(rules.objects) >= 3 and _POLICY["lists"]:
            spans, unspecified = rules.objects, rules.unspecified  # "coffee, green tea or black tea": commas
        elif len(spans) < 2 and len(rules.objects) >= 2 and _POLICY["fallback"]:
            spans, unspecified = rules.objects, rules.unspecified
        elif len(spans) == 1 and not unspecified and len(rules.objects) == 1 and rules.unspecified:
            unspecified = True  # "Is Linux better than the others?"
        if len(spans) == 2 and len(rules.objects) == 2:
            spans = [_verb_start(s, r) for s, r in zip(spans, rules.objects, strict=True)]
        if len(spans) == 2:
            spans = [spans[0], _without_repeated_preposition(t, *spans)]
        if len(spans) == 2 and not _linked(t, *spans):
            linked_rules = len(rules.objects) == 2 and _linked(t, *rules.objects)
            spans, unspecified = (rules.objects, rules.unspecified) if linked_rules else ([], False)
        coordinated = _coordinated(t, spans)
        aspects = rules.aspects
        if _POLICY["aspects"] == "tagger":
            # the rules' aspects when the tagger has none ("Is German harder than Dutch for English speakers?":
            # the tagger read "for English speakers" into the object and the pair ranker cut it off)
            introduced = [(s, e) for s, e in rules.aspects if _introduced(t, s)]
            aspects = [(s.start, s.end) for s in _runs(a, labels, "ASP")] or introduced
        pred_runs = _runs(a, labels, "PRED")
        tagged = t.span_text(pred_runs[0].start, pred_runs[0].end).lower() if pred_runs else None
        if tagged == "instead" and pred_runs[0].end < t.n and t.low[pred_runs[0].end] == "of":
            tagged = "instead of"  # the tagger's run stops at "instead" in some questions, not in others
        predicate = {
            "tagger_first": tagged or rules.predicate,
            "rules_first": rules.predicate or tagged,
            "tagger": tagged,
            "rules": rules.predicate,
        }[str(_POLICY["predicate"])]
        if predicate is not None and predicate == tagged:
            tagged_at = range(pred_runs[0].start, pred_runs[0].end)
    named = _whole_names(t, spans, rules.objects)
    grown = [(n.start, s.start) for n, s in zip(named, spans, strict=True)] if len(named) == len(spans) else []
    aspects = [(s, e) for s, e in aspects if not any(a < e and s < b for a, b in grown)]  # "stand" of "stand-up"
    spans = _quoted_names(t, named)
    if len(spans) >= 2 and (cut := _closing_dimension(t, spans[-1], spans[0])) is not None:
        first = cut + 1
        while first < spans[-1].end - 1 and t.is_det(first):
            first += 1  # "in the morning": "morning"
        if t.low[first] not in _NO_DIMENSION:
            aspects = sorted({*aspects, (first, spans[-1].end)})
        spans = [*spans[:-1], _Span(spans[-1].start, cut, spans[-1].verbal)]
    elif len(spans) == 2 and (cut := _bare_dimension(t, spans)) is not None:
        aspects = sorted({*aspects, (cut, spans[1].end)})
        spans = [spans[0], _Span(spans[1].start, cut, spans[1].verbal)]
    spans, shared = _balance(t, spans, coordinated, distribute)
    aspects = sorted({*aspects, *((p.start, p.end) for p in shared)})
    if len(spans) == 2 and (owners := _owners(t, *spans)) is not None:
        spans, dimension = owners
        aspects = sorted({*aspects, dimension}) if dimension is not None else aspects
    parallel = _parallel_prepositions(t)
    # two times joined by "or" only where the pair read so far holds them ("jog in the morning" / "evening") or there
    # is none: not over two things named otherwise ("Between tea and coffee, which is better in the morning or
    # evening?")
    if (
        parallel is None
        and (times := _times_joined_by_or(t)) is not None
        and (not spans or any(s.start < p.end and p.start < s.end for s in spans for p in times[0]))
    ):
        parallel = times
    if parallel is not None and (distribute or not _covers(spans, parallel[0])):
        # distribute=False keeps CompQuestions' phrases that hold the prepositions ("use a laptop on battery" / "on
        # ac power"), not a subject beside them ("flights" / "Tuesday")
        spans, closing = parallel
        plain = [
            (s, e)
            for s, e in aspects
            if not any(t.tag[i] in _COMPARATIVE_TAGS or t.pos[i] == "PRON" for i in range(s, e))
        ]
        aspects = sorted({*plain, *closing})  # not the tagger's "it colder" of "Is it colder in Chicago than in ..."
        coordinated = False  # two phrases of their own: no head to share ("on battery or on ac power")
        if predicate is not None and predicate.lower() in _PARALLEL_PREPS:
            predicate = rules.predicate  # the tagger's "under" of "under my domain or under ...": no comparison
    if len(spans) == 2 and (
        all(t.low[i] in _NOT_OBJECTS for i in range(spans[1].start, spans[1].end))
        or any(t.low[s.start : s.end] == ["not"] for s in spans)
    ):
        spans = []  # "Why is my iPhone slower than before?", "Is Pluto a planet or not?": no second object
    elif len(spans) == 2 and _amount_after_than(t, spans):
        spans = []  # "Is it normal to sleep more than 10 hours?": a threshold, not a second object
    if wise := _wise_aspects(t, spans):
        aspects = sorted({*(a for a in aspects if not any(s < a[1] and a[0] < e for s, e in wise)), *wise})
    texts = (_distribute(t, spans) if distribute and coordinated and len(spans) >= 2 else None) or [
        t.span_text(s.start, s.end) for s in spans
    ]
    # no lone "'" as an object, and an object once ("Godzilla vs. Kong and Godzilla vs. Mothra")
    kept: list[tuple[_Span, str]] = []
    for span, text in zip(spans, texts, strict=True):
        if any(c.isalnum() for c in text) and text.lower() not in (x.lower() for _, x in kept):
            kept.append((span, text))
    if len(kept) < 2 <= len(spans):
        kept = []  # "Is the 'Pro' model better than the 'Max' model?" read as "model" / "model": no pair found
    spans, texts = [s for s, _ in kept], [x for _, x in kept]
    comparative = len(spans) >= 2 or (len(spans) == 1 and unspecified)
    taken = {i for span in spans for i in range(span.start, span.end)}
    if tagged_at is not None and taken.intersection(tagged_at):
        # the tagger's predicate is a word of an object the rules listed ("What should I eat for breakfast, eggs,
        # oatmeal or cereal?" had the predicate "eggs")
        predicate = None if taken.intersection(rules.pred_cover) else rules.predicate
    aspect_texts: list[str] = []
    for s, e in aspects:
        if taken.intersection(range(s, e)):
            continue  # an object of the rules' that the tagger read as an aspect
        text = t.span_text(s, e)
        if text and text.lower() not in (x.lower() for x in aspect_texts):
            aspect_texts.append(text)
    return ParsedQuestion(
        question=question,
        comparative=comparative,
        objects=tuple(texts) if comparative else (),
        aspects=tuple(aspect_texts),
        predicate=predicate,
    )


def _split_title(t: _Toks, pair: tuple[_Span, _Span], runs: Sequence[_Span], rule_objects: Sequence[_Span]) -> bool:
    """Did the pair ranker split a title that the tagger and the rules both read whole ("Is Parks And Recreation
    better than The Office?": "Parks" / "Recreation", and the object after "than" left out)? A title here: capitalised
    words joined by "and", after a singular "is"/"was" ("Are Coke and Pepsi worse than water?" names two)."""
    for run in runs:
        if not any((run.start, run.end) == (x.start, x.end) for x in rule_objects):
            continue
        if not (run.start <= pair[0].start and pair[1].end <= run.end) or run.start == 0:
            continue
        words = [k for k in range(run.start, run.end) if t.low[k] not in ("and", "&", "of", "the")]
        joined = any(t.low[k] in ("and", "&") for k in range(pair[0].end, pair[1].start))
        if joined and t.low[run.start - 1] in ("is", "was") and all(t.text[k][:1].isupper() for k in words):
            return True
    return False


def _wise_aspects(t: _Toks, spans: Sequence[_Span]) -> list[tuple[int, int]]:
    """ "price wise", "price-wise", "sound quality wise": the nouns before "wise" are the dimension ("Netflix or
    Hulu, price wise?"), unless they belong to an object."""
    taken = {i for span in spans for i in range(span.start, span.end)}
    found = []
    for i in range(1, t.n):
        if t.low[i] != "wise":
            continue
        end = i - 1 if t.text[i - 1] == "-" and not t.space[i - 1] else i
        start = end
        while start > 0 and t.nom[start - 1] and start - 1 not in taken and t.text[start - 1].isalnum():
            start -= 1
        if start < end:
            found.append((start, end))
    return found


MAX_QUESTION_TOKENS = 64  # questions in the training data have at most 40 words; the tagger's lattice grows
# with the cube of the length (a 960-word "question" took 45 s)


def _question_sentence(doc: Doc) -> Doc | None:
    """In a text of several sentences, the last one that asks for a comparison ("Hello all, long time lurker here.
    ... Should I get a MacBook Air or a ThinkPad for college?"): forum-style questions put the context first.
    None when there is one sentence or none asks."""
    bounds, start = [], 0
    for token in doc:
        if token.text in ("?", "!", ".") and token.i + 1 < len(doc) and doc[token.i + 1].text not in ("?", "!", "."):
            bounds.append((start, token.i + 1))
            start = token.i + 1
    if not bounds:
        return None
    bounds.append((start, len(doc)))
    asking = [
        (a, b)
        for a, b in bounds
        if cued([w.lower_ for w in doc[a:b]], [w.tag_ in _DEGREE_TAGS for w in doc[a:b]])
        and b - a <= MAX_QUESTION_TOKENS
    ]
    questions = [(a, b) for a, b in asking if doc[b - 1].text == "?"] or asking
    return doc[questions[-1][0] : questions[-1][1]].as_doc() if questions else None


def _circumstances(doc: Doc) -> tuple[int, list[str]] | None:
    """Where the options of a closing "in the morning or in the evening" start after the things compared by "than"
    ("Is coffee better than tea in the morning or in the evening?"), and those options: when or where the comparison
    is asked about, not the things compared (the objects were "tea in the morning" / "in the evening")."""
    t = _Toks(doc)
    if "than" not in t.low:
        return None
    than = t.low.index("than")
    for h in range(than + 3, t.n - 1):
        if t.low[h] == "or" and t.low[h + 1] not in _PARALLEL_PREPS:
            if (times := _closing_times(t, than, h)) is not None:
                return times  # "better than tea in the morning or evening?"
            continue
        if t.low[h] != "or" or h >= t.n - 2:
            continue
        prep = t.low[h + 1]
        if any(t.low[i] == prep or (prep in _WHEN_WHERE and t.low[i] in _WHEN_WHERE) for i in range(than)):
            return None  # "Is studying at night better than studying in the morning or in the afternoon?"
        k = next((k for k in range(h - 2, than + 1, -1) if t.low[k] == prep), None)
        first = _phrase_after(t, k) if k is not None else None
        if k is None or first is None or first.end != h or not any(t.nom[i] for i in range(than + 1, k)):
            return None  # "than in Texas or in Florida": the things compared themselves
        phrases = [first]
        while t.low[k - 1] == ",":  # "on a Monday, on a Friday or on a Sunday"
            e = next((e for e in range(k - 2, than + 1, -1) if t.low[e] == prep), None)
            more = _phrase_after(t, e) if e is not None else None
            if e is None or more is None or more.end != k - 1 or not any(t.nom[i] for i in range(than + 1, e)):
                break
            k, phrases = e, [more, *phrases]
        while (
            phrases[-1].end + 2 < t.n and t.low[phrases[-1].end] in ("or", ",") and t.low[phrases[-1].end + 1] == prep
        ):
            if (more := _phrase_after(t, phrases[-1].end + 1)) is None:
                return None
            phrases.append(more)
        if len(phrases) < 2 or not (phrases[-1].end == t.n or t.text[phrases[-1].end] in _SENTENCE_END):
            return None
        if not _plain_object(t, than + 1, k):
            return None  # "earns more than my brother so should we move to texas or to florida", "less than $1000"
        return k, [t.span_text(p.start, p.end) for p in phrases]
    return None


def _closing_times(t: _Toks, than: int, h: int) -> tuple[int, list[str]] | None:
    """Two one-word times closing the question, joined by the "or" at ``h`` without a second preposition, after the
    thing "than" names ("Is coffee better than tea in the morning or evening?"): where they start, and the two."""
    second = _phrase_after(t, h)
    if second is None or len(second) != 1 or not _timely(t, second):
        return None
    if not (second.end == t.n or t.text[second.end] in _SENTENCE_END):
        return None
    k = next((k for k in range(h - 2, than + 1, -1) if t.low[k] in _WHEN_WHERE), None)
    first = _phrase_after(t, k) if k is not None else None
    if k is None or first is None or first.end != h or len(first) != 1 or not _timely(t, first):
        return None
    if any(t.low[i] in _WHEN_WHERE for i in range(than)) or not any(t.nom[i] for i in range(than + 1, k)):
        return None  # "Is studying at night better than studying in the morning or evening?"
    if not _plain_object(t, than + 1, k):
        return None
    return k, [t.span_text(first.start, first.end), t.span_text(second.start, second.end)]


def _plain_object(t: _Toks, start: int, end: int) -> bool:
    """Is ``start:end`` one plain noun phrase ("tea", "the Java language", "cycling"), not a clause, an amount or
    another comparison?"""
    while start < end and t.is_det(start):
        start += 1
    if end > start and t.low[end - 1] == ",":  # "better than tea, in the morning or in the evening"
        end -= 1
    if start >= end or not t.text[start][:1].isalnum():
        return False
    # an amount ("2000 sq ft", "$1000"), not a name or a measure of a thing ("4G", "55-inch TV")
    digits = t.pos[start] == "NUM" and not any(c.isalpha() for c in t.text[start])
    glued = start + 1 < end and not t.space[start] and t.text[start + 1][:1].isalpha()  # "4G" read as "4" "G"
    if (t.pos[start] == "SYM" or digits) and not t.is_glued_hyphen(start + 1) and not glued:
        return False
    return all(
        (
            (t.pos[i] in ("NOUN", "PROPN", "ADJ", "NUM") or t.name[i] or t.nom[i] or (i == start and t.tag[i] == "VBG"))
            and t.tag[i] not in _COMPARATIVE_TAGS
        )
        or t.tag[i] == "POS"  # "Trader Joe's"
        or t.is_glued_hyphen(i)  # "Coca-Cola", "Spider-Man"
        or (start < i < end - 1 and (t.low[i] in ("or", "and", ",") or t.is_det(i)))  # "tea or juice"
        for i in range(start, end)
    )


def _parse_doc(question: str, doc: Doc, distribute: bool) -> ParsedQuestion:
    if (sentence := _question_sentence(doc)) is not None:
        parsed = _parse_doc(question, sentence, distribute)
        if parsed.objects:
            return parsed  # else the context holds them: "I have a Mac and a PC. Which is better for gaming?"
    if (found := _circumstances(doc)) is not None:
        k, scenes = found
        closing = doc[-1].text if doc[-1].text in _SENTENCE_END else ""
        parsed = _parse_doc(question, load_nlp(_DISABLE)(doc.text[: doc[k].idx].rstrip() + closing), distribute)
        if len(parsed.objects) >= 2:
            aspects = [a for a in parsed.aspects if a.lower() not in (s.lower() for s in scenes)]
            return dataclasses.replace(parsed, aspects=(*aspects, *scenes))
    if len(doc) > MAX_QUESTION_TOKENS:
        doc = doc[:MAX_QUESTION_TOKENS].as_doc()
    analysis = _analyse(doc)
    model = _load_tagger()
    if model is None:
        return _assemble(question, analysis, None, distribute)
    labels, pair = _decode(model, analysis)
    return _assemble(question, analysis, labels, distribute, pair)
