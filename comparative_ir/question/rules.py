"""The rules: object spans around the connectives, the comparative predicate and the aspects (``_apply_rules``)."""

from __future__ import annotations

from dataclasses import dataclass

from comparative_ir.question.spelling import _is_known
from comparative_ir.question.tokens import (
    _ADJ_SUFFIXES,
    _ADVERBS,
    _ANAPHORS,
    _ARTICLES,
    _ASPECT_MULTI,
    _ASPECT_SINGLE,
    _CLOSED,
    _COMPARATIVE_TAGS,
    _COPULAS,
    _DEGREE_SKIP,
    _EVALUATION_NOUNS,
    _GRADE_WORDS,
    _LIGHT_NOUNS,
    _NO_ATTACH,
    _PREDICATE_WORDS,
    _PREFERENCE_VERBS,
    _PRO_FORMS,
    _QUANTITY_NOUNS,
    _RELATION_PREPS,
    _RELATION_WORDS,
    _SENTENCE_END,
    _SUPERLATIVE_TAGS,
    _UNSPECIFIED,
    _VERB_TAGS,
    _VS,
    _WH,
    _Span,
    _strip_det,
    _Toks,
)


def _aspect_intro(t: _Toks, k: int) -> int:
    """Length of the aspect opener starting at ``k`` ("in terms of" -> 3, "for" -> 1), else 0."""
    for multi in _ASPECT_MULTI:
        if tuple(t.low[k : k + len(multi)]) == multi:
            return len(multi)
    return 1 if t.low[k] in _ASPECT_SINGLE else 0


# --- object spans -------------------------------------------------------------------------------------------------


def _of_joins(t: _Toks, i: int) -> bool:
    """ "of" at ``i`` joins two nominals into one object ("battle of Somme") unless the left one is a comparison
    noun ("advantages of PHP") or a quantity ("a lot of")."""
    if t.low[i] != "of" or i == 0 or i + 1 >= t.n:
        return False
    left = t.low[i - 1]
    if not t.nom[i - 1] or left in _PREDICATE_WORDS or left in _LIGHT_NOUNS or left in _QUANTITY_NOUNS:
        return False
    return _nominal_follows(t, i)


def _nominal_follows(t: _Toks, i: int) -> bool:
    """A nominal after ``i``, past any determiners."""
    j = i + 1
    while j < t.n and t.is_det(j):
        j += 1
    return j < t.n and t.nom[j]


def _and_joins(t: _Toks, i: int) -> bool:
    """ "and" at ``i`` continues a group object ("Oxford and Cambridge compared to Harvard and Stanford")."""
    if t.low[i] != "and" or i + 1 >= t.n or not t.nom[i - 1]:
        return False
    return _nominal_follows(t, i)


def _verbal_link(t: _Toks, k: int) -> bool:
    """Inside a verb-phrase object, determiners and prepositions that lead to a noun ("go for campus placements")."""
    if not (
        t.is_det(k)
        or (t.tag[k] == "IN" and t.low[k] not in ("than", "between", "vs", "versus", "like", "if", "because"))
    ):
        return False
    j = k + 1
    while j < t.n and t.is_det(j):
        j += 1
    return j < t.n and t.nom[j]


def _extend_right(
    t: _Toks, j: int, *, allow_verb: bool = True, pp: bool = True, force: bool = False, group: bool = False
) -> _Span:
    """The object starting at ``j``: skip an article, then take the noun phrase (or a verb phrase, "fry food").

    Prepositional modifiers stay with the object ("debt in mutual funds"): in the labelled data most
    prepositional phrases right after an object belong to it, except those that open aspects ("for", "in terms
    of") or relations ("compared to"). ``force`` takes the first word as nominal whatever its tag (it sits where
    an object must be); ``group`` lets "and" join nominals into one object.
    """
    n = t.n
    while j < n and (t.is_det(j) or t.low[j] in ("all", "both")) and not t.keeps_the(j):
        j += 1
    if j + 1 < n and t.low[j] in _PRO_FORMS and t.pos[j + 1] == "ADP" and t.low[j + 1] != "of" and pp:
        pro = _pp(t, j + 1)  # "than those in Africa": the pro-form and its modifier are the object
        if pro is not None:
            return _Span(j, pro[1])
    if j + 1 < n and t.low[j] in ("that", "those") and t.low[j + 1] == "of":
        j += 2  # "higher than that of MIT"
        while j < n and t.is_det(j):
            j += 1
    verbal = False
    if allow_verb and j + 1 < n and t.low[j] == "to" and t.is_verb(j + 1) and not t.nom[j + 1]:
        j += 1
        verbal = True
    elif allow_verb and not force and j < n and t.is_verb(j) and not t.nom[j]:
        verbal = True
    start = k = j
    if verbal:
        k += 1
        while k < n and (t.tag[k] == "RP" or t.inner(k) or _verbal_link(t, k)):
            k += 1
        return _Span(start, k, verbal=True)
    if k < n and t.keeps_the(k):
        k += 1
    # a forced first word (it sits where an object must be), or a comparative inside a noun phrase ("a simpler
    # language"); never a function word
    content = k < n and t.low[k].isalnum() and t.low[k] not in _PREDICATE_WORDS | _WH and t.pos[k] not in _CLOSED
    if content and (force or (t.tag[k] in _COMPARATIVE_TAGS and k + 1 < n and t.nom[k + 1])):
        k += 1
    while k < n:
        if t.inner(k):
            k += 1
        elif _of_joins(t, k) or (group and _and_joins(t, k)):
            k += 1
            while k < n and t.is_det(k):
                k += 1
        elif t.tag[k - 1] == "VBG" and k > start and t.is_det(k) and k + 1 < n and t.nom[k + 1]:
            k += 1  # a gerund takes its object: "buying a house"
        else:
            break
    if pp and k > start:
        while (nxt := _pp(t, k)) is not None:
            k = nxt[1]
    return _Span(start, k)


def _extend_left(t: _Toks, i: int, *, verbal: bool = False, group: bool = False) -> _Span:
    """The object ending just before ``i`` (exclusive), mirroring ``_extend_right``."""
    k = i - 1
    if verbal:
        # the left conjunct of a verb phrase: back to its verb ("buy a house or rent")
        while k >= 0 and not t.is_verb(k):
            if not (t.inner(k) or t.tag[k] == "RP" or _verbal_link(t, k)):
                break
            k -= 1
        if k >= 0 and t.is_verb(k) and not t.nom[k]:
            return _Span(k, i, verbal=True)
        k = i - 1
    while k >= 0:
        if t.inner(k) or (k > 0 and (_of_joins(t, k) or (group and _and_joins(t, k)))):
            k -= 1
        elif t.is_det(k) and k + 1 < i and t.low[k + 1] not in _ARTICLES and k > 0 and t.low[k - 1] == "of":
            k -= 1  # "side of the moon"
        else:
            break
    start = k + 1
    if k >= 0 and t.keeps_the(k):
        start = k
    while start < i and t.is_det(start) and not t.keeps_the(start):
        start += 1
    return _Span(start, i)


def _left_list(t: _Toks, first: _Span, right: _Span | None = None) -> list[_Span]:
    """Items before ``first`` separated by commas ("coffee, green tea or black tea"), kept only when the list
    starts at a clear boundary (sentence start, colon, "between", a verb, a preposition whose object the options
    are), not after "better for the environment". A phrase that sets the question's scene is no item ("go in winter,
    Thailand or Vietnam"): its comma is where the list starts."""
    items: list[_Span] = []
    kept = 0  # the longest run of items that starts at a clear boundary
    k = first.start
    while k > 1 and t.is_glued_hyphen(k - 1):
        k -= 2  # "bread flour, all-purpose flour or cake flour": the conjunct may start inside its word
    while k > 0 and t.is_det(k - 1):
        k -= 1
    while k > 1 and t.text[k - 1] == ",":
        item = _extend_left(t, k - 1)
        while item.start > 1 and t.is_glued_hyphen(item.start - 1):
            item = _Span(item.start - 2, item.end)  # "by e-bike, scooter or bus"
        if not len(item) or (len(item) == 1 and t.low[item.start] in _NOT_ITEMS):
            break  # "Which is better to learn first, guitar or piano?": "first" is no object
        others = [*items, first, *([right] if right is not None else [])]
        k = item.start
        while k > 0 and t.is_det(k - 1):
            k -= 1
        if k > 2 and _opens_pp(t, k - 1) and t.nom[k - 2] and any(_has_pp(t, o) for o in [*items, first]):
            # "a house in the suburbs, a condo in the city or a cabin in the woods": options with phrases of their
            # own (not only the last: "to Linux, macOS or ChromeOS from Windows"); the phrase belongs to the noun
            head = _extend_left(t, k - 1)
            if len(head):
                item = _Span(head.start, item.end)
                k = item.start
                while k > 0 and t.is_det(k - 1):
                    k -= 1
        items.append(item)
        if k > 1 and t.pos[k - 1] == "ADP":
            # after a preposition: the list's first item, or a phrase setting the scene that its comma closes
            scene = not _list_after_preposition(t, k - 1) or _context_item(t, k - 1, item, others)
            kept = len(items) - scene
        elif _list_boundary(t, k - 1) or _numbers(t, [*items, first]):
            kept = len(items)  # numbers are items wherever they stand: "replace tires every 2, 3 or 4 years"
    return list(reversed(items[:kept]))


def _numbers(t: _Toks, items: list[_Span]) -> bool:
    """Does every item open with a number ("2", "3", "4 years")?"""
    return all(len(item) and _numeric(t, item.start) and t.tag[item.start] == "CD" for item in items)


_NOT_ITEMS = frozenset("first second third last next now then today later instead".split())

#: Verbs and the prepositions that name the set they choose from ("choose from", "decide between", "invest in").
_CHOICE_PREPOSITIONS = {
    **dict.fromkeys(("choose", "pick", "select"), frozenset({"from", "between", "among", "amongst"})),
    "decide": frozenset({"between", "on", "among"}),
    "invest": frozenset({"in"}),
}

#: Question words that stand for the options themselves ("Which phone should I buy ...?", "Where should I go ...?").
_OPTION_WH = _WH - {"whether", "why"}

#: Words of a question that asks an opinion of what follows ("What about ...", "What are your thoughts on ...").
_OPINION = frozenset("about think thoughts opinion opinions feel say views experiences".split())


def _list_after_preposition(t: _Toks, adp: int) -> bool:
    """Whether a list may start after the preposition at ``adp``. In a clause opened by a question word that word
    stands for the options, so what follows a preposition sets the scene ("Which phone should I buy in 2023,
    iPhone 15 or Pixel 8?", "Which would win in a fight, a gorilla or a bear?") unless the verb chooses from it
    ("Which should I choose from ..."); in a yes/no question the options are the preposition's object ("Should I
    stay at a hotel, an Airbnb or a hostel?", "Should I travel in June, July or August?")."""
    start = adp
    while start > 0 and t.text[start - 1] not in (",", ":", ";") and t.text[start - 1] not in _SENTENCE_END:
        start -= 1
    if _OPINION.intersection(t.low[start:adp]) or "your take" in " ".join(t.low[start:adp]):
        return True  # "What do you think about moving to Denver, Austin or Nashville?", "Any thoughts on X, Y or Z?"
    if not any(t.pos[k] in ("VERB", "AUX") for k in range(start, adp)):
        return False  # "Mexico to Tierra de Fuego, bus or own car?"
    wh = t.low[start] in _OPTION_WH or (t.pos[start] == "ADP" and t.low[start + 1] in _OPTION_WH)  # "In which ..."
    if not wh:
        return True
    head = next((k for k in range(adp - 1, start, -1) if t.is_verb(k)), None)
    return head is not None and t.low[adp] in _CHOICE_PREPOSITIONS.get(t.doc[head].lemma_, frozenset())


#: Prepositions of time: what follows them sets the scene of the question, it is not one of the options.
_CONTEXT_PREPS = frozenset("during before after until till since throughout within".split())

#: Times and occasions a question is asked about ("drink at night", "eat for breakfast", "buy in 2023").
_TIME_WORDS = frozenset(
    """winter summer spring autumn fall winters summers season seasons january february march april may june july
    august september october november december monday tuesday wednesday thursday friday saturday sunday weekend
    weekends weekday weekdays morning mornings afternoon afternoons evening evenings night nights nighttime daytime
    breakfast lunch dinner brunch supper holiday holidays vacation vacations christmas year years month months week
    weeks future past today tonight""".split()
)


def _context_item(t: _Toks, adp: int, item: _Span, others: list[_Span]) -> bool:
    """Whether ``item``, after the preposition at ``adp`` that would open the list, sets the question's scene
    instead: a time among options that are none ("drink at night, milk or tea", "buy in 2023, iPhone 15 or Pixel
    8", "during exercise"; not "in spring, summer or fall"), or a thing before options that are qualities ("wear
    sneakers to the wedding, white or black"). Names and common nouns mix in real lists ("in a CD, a money market
    or a savings account"), and spaCy tags nouns as adjectives ("switch to kibble, wet food or a raw diet")."""
    if t.low[adp] in _CONTEXT_PREPS:
        return True
    kind = _item_kind(t, item)
    kinds = {_item_kind(t, other) for other in others}
    if kind in ("time", "number"):
        return kind not in kinds
    return kinds == {"adjective"} and kind in ("common", "name")


def _item_kind(t: _Toks, item: _Span) -> str:
    """A rough kind of list item, to tell a scene-setting phrase from the options that follow it."""
    words = [i for i in range(item.start, item.end) if not t.is_det(i)]
    if words and all(_numeric(t, i) for i in words):
        return "number"  # "5k", "10k/NNS", "1080p"
    if words and t.low[words[-1]] in _TIME_WORDS:
        return "time"
    if any(i > 0 and any(c.isupper() for c in t.text[i]) for i in words):  # not spaCy's PROPN ("canola oil")
        return "name"
    if any(t.low[i][:1].isdigit() for i in words):
        return "name"  # "1password/CD": a word after the digit"
    if words and all(t.pos[i] == "ADJ" for i in words):
        return "adjective"  # "wear sneakers to the wedding, white or black"
    return "common"


def _numeric(t: _Toks, i: int) -> bool:
    """A number, alone or with a unit of up to three letters ("5k", "1080p", "16gb"), however tagged."""
    low = t.low[i]
    digits = len(low) - len(low.lstrip("0123456789.,"))
    if digits == 0:
        return t.tag[i] == "CD"  # "two", "a dozen"
    return len(low) - digits <= 3


def _list_boundary(t: _Toks, before: int) -> bool:
    """Whether a list may start after token ``before``: the sentence start, a colon, "between", a verb, or the comma
    that closes the question's comparison ("Which is faster, Node.js, Go or Rust?"; "Which is better for the
    environment, paper, plastic or cloth bags?")."""
    if (
        before < 0
        or t.text[before] in _SENTENCE_END
        or t.low[before] in ("between", "among", "than")
        or t.is_verb(before)
    ):
        return True
    if before == 0 and t.low[0] in ("compare", "comparing", "is", "are", "was", "were"):
        return True  # "Compare Slack, Microsoft Teams and Discord" (spaCy tags "Compare" NNP), "Is running, ..."
    if t.text[before] != "," or "," in t.text[:before]:
        return False
    head = range(before)
    return any(t.low[i] in _WH for i in head) and any(
        t.tag[i] in _COMPARATIVE_TAGS or t.tag[i] in _SUPERLATIVE_TAGS or t.low[i] in _PREDICATE_WORDS for i in head
    )


def _right_list(t: _Toks, first: _Span, seps: frozenset[str], joined: bool = False) -> list[_Span]:
    """Items after ``first`` joined by the separators ("X, Y and Z", "X vs Y vs Z"). A bare comma after a
    coordinated item ends the list: "Mac or PC, honestly?", "Netflix or Hulu, price wise?" add an afterthought,
    not a third object (a list puts its coordinator before the last item). ``joined``: ``first`` itself came after
    a coordinator ("or" in "Mac or PC")."""
    items: list[_Span] = []
    k = first.end
    coordinated = joined
    while k < t.n:
        j = k
        if t.text[j] == ",":
            j += 1
        bare_comma = False
        if j < t.n and (t.low[j] in seps or t.low[j] in _VS):
            j += 1
            coordinated = True
        elif j == k:
            break
        else:
            bare_comma = coordinated
        item = _extend_right(t, j, allow_verb=first.verbal, force=not first.verbal)
        if not len(item) or item.verbal != first.verbal:
            break
        if bare_comma and not _coordinator_follows(t, item.end, seps):
            break  # "Mac or PC, honestly?"; but "Mac or PC, Linux, or ChromeOS" goes on
        items.append(item)
        k = item.end
    return items


def _coordinator_follows(t: _Toks, k: int, seps: frozenset[str]) -> bool:
    """Does a separator with a coordinator (", or", "or", "vs") come at ``k``: the list goes on after a comma."""
    k += k < t.n and t.text[k] == ","
    return k < t.n and (t.low[k] in seps or t.low[k] in _VS)


def _pp(t: _Toks, k: int) -> tuple[str, int] | None:
    """A prepositional modifier "P [the] N..." starting at ``k``: (preposition, end), else None."""
    if k >= t.n or t.pos[k] != "ADP" or t.low[k] in _NO_ATTACH or _aspect_intro(t, k):
        return None
    j = k + 1
    while j < t.n and t.is_det(j):
        j += 1
    if j >= t.n or not t.nom[j]:
        return None
    return t.low[k], _extend_right(t, j, allow_verb=False, pp=False).end


def _between(t: _Toks, k: int) -> list[_Span]:
    """ "between X and Y", "among X, Y and Z"; "between two programmers: experience vs passion" names the kind of the
    objects first."""
    if k + 3 < t.n and t.low[k + 1] in ("two", "both") and t.tag[k + 2] == "NNS" and t.nom[k + 3]:
        k += 2
    first = _extend_right(t, k + 1, force=True)
    if not len(first):
        return []
    return [first, *_right_list(t, first, frozenset({"and", "or"}))]


def _antecedent(t: _Toks, limit: int) -> _Span:
    """What "it"/"they"/"their" refers to in "What is the Sahara and how does it compare to ...": the first noun
    phrase of the question (the topic of its first clause)."""
    for k in range(limit):
        if t.nom[k] and t.pos[k] != "PRON":
            span = _extend_right(t, k, allow_verb=False)
            return span if span.end <= limit else _Span(k, k)
    return _Span(limit, limit)


def _subject_before(t: _Toks, p: int) -> _Span:
    """The thing compared in "X is better than", "X taste better", "is X really any better", "how does X compare":
    skip adverbs, the degree word and the verb, then take the noun phrase. A pronoun subject ("how does it compare")
    is resolved to the first noun phrase of the question. One word alone between an opening "is" and the comparison
    is the subject whatever its tag ("is figma better than sketch": "figma" tagged an adjective, "react" a verb)."""
    if p == 2 and t.low[0] in ("is", "are", "was", "were") and _lone_subject(t, 1):
        return _Span(1, 2)
    k = p - 1
    for _ in range(2):
        while k >= 0 and not t.nom[k] and (t.tag[k] in ("RB", "RBR", "RBS") or t.low[k] in _DEGREE_SKIP):
            k -= 1
        verbs = 0
        while k >= 0 and verbs < 2 and not t.nom[k] and (t.pos[k] == "AUX" or t.tag[k] == "MD" or t.is_verb(k)):
            k -= 1
            verbs += 1
        if k < 0 or not t.inner(k):
            break
        span = _extend_left(t, k + 1, group=True)
        if all(t.tag[j] == "JJ" and not t.name[j] for j in range(span.start, span.end)) and span.start > 0:
            k = span.start - 1  # "human beings so intelligent compared to": a predicative adjective, go on left
            continue
        w = span.start - 1
        while w > 0 and t.is_det(w):
            w -= 1
        if len(span) and w > 0 and t.low[w] == "worth":
            k = w - 1  # "Is a Vitamix worth the money compared to ...": the money is what it is worth
            continue
        while (
            len(span) > 1 and t.tag[span.end - 1] == "JJ" and t.tag[span.end - 2] in ("NN", "NNS", "NNP", "NNPS", "VBG")
        ):
            span = _Span(span.start, span.end - 1)  # "Is Python slow compared to C?": the adjective is predicative
        if len(span):
            _pp_left(t, span)
            return span
    if any(t.low[j] in _ANAPHORS for j in range(max(0, p - 5), p)):
        return _antecedent(t, max(0, min(j for j in range(max(0, p - 5), p) if t.low[j] in _ANAPHORS)))
    return _Span(p, p)


_NOT_SUBJECTS = frozenset(
    {"it", "this", "that", "there", "they", "he", "she", "one", "anything", "something", "nothing", "still", "now"}
)


def _lone_subject(t: _Toks, k: int) -> bool:
    """Is token ``k`` a word that can be a thing compared (not a pronoun, an adverb such as "really", or a mark)?"""
    word = t.low[k]
    adverb = t.tag[k] in ("RB", "RBR", "RBS") and word.endswith("ly")
    return word.isalnum() and word not in _NOT_SUBJECTS and word not in _DEGREE_SKIP and not adverb


def _pp_left(t: _Toks, span: _Span) -> None:
    """ "city life in India compared to Nepal": a noun phrase before an attachable preposition heads the object."""
    j = span.start - 1
    while j >= 0 and t.is_det(j):
        j -= 1
    if j < 1 or t.pos[j] != "ADP" or t.low[j] in _NO_ATTACH or t.low[j] == "of":
        return
    head = _extend_left(t, j)
    b = head.start - 1
    while b >= 0 and t.is_det(b):
        b -= 1
    if b >= 0 and (t.pos[b] == "ADP" or _attributive_grade(t, b)):
        return  # "better for cse in vit vellore": the noun before "in" is an aspect, not the head
    if len(head) and t.low[head.end - 1] not in _LIGHT_NOUNS:
        span.start = head.start


def _parallel_pp(t: _Toks, left: _Span, right: _Span) -> None:
    """ "immigration through Angel Island ... than immigration through Ellis Island": the right object carries a
    prepositional phrase and the same preposition precedes the left object, so the left one starts earlier."""
    preps = {t.low[k] for k in range(right.start, right.end) if t.pos[k] == "ADP" and t.low[k] != "of"}
    j = left.start - 1
    while j >= 0 and t.is_det(j):
        j -= 1
    if j < 1 or t.low[j] not in preps:
        return
    head = _extend_left(t, j)
    if len(head):
        left.start = head.start


def _attributive_grade(t: _Toks, b: int) -> bool:
    """Is the grade word at ``b`` attributive ("the better investment", "more games", "has better battery life"),
    so that the nouns after it name an aspect or category, not an object? Predicative "is better X or Y" is not."""
    if not (t.low[b] in _GRADE_WORDS or t.tag[b] in _COMPARATIVE_TAGS or t.tag[b] in _SUPERLATIVE_TAGS):
        return False
    if t.low[b] in ("more", "most", "less", "fewer", "least") or b == 0:
        return True
    before = b - 1
    return t.is_det(before) or (t.tag[before] in _VERB_TAGS and t.low[before] not in _COPULAS)


def _trim_category_noun(t: _Toks, left: _Span, right: _Span) -> None:
    """ "Which is the better vehicle BMW or Audi?": when the right object is a name and the left run ends in names
    after a common noun, the common noun names the category and the object is the names."""
    if not t.name[right.start]:
        return
    k = left.end
    while k > left.start and t.name[k - 1]:
        k -= 1
    if left.start < k < left.end and t.tag[k - 1] in ("NN", "NNS") and t.text[k - 1][:1].islower():
        left.start = k  # a capitalised "noun" opening the question is the brand: "Canon EOS R6", "React Native"


def _trim_aspect_prefix(t: _Toks, left: _Span, right: _Span) -> None:
    """ "who has won more games packers or bears", "what is better for gpg keys rsa or dsa": without punctuation the
    noun run before "or" starts with the aspect or category noun that an attributive comparative ("more games",
    "the better investment") or an aspect preposition ("for") introduced. Then the left object is cut where the
    right one's first word recurs ("cs iit guwahati or iit roorkee"), else to the right object's length."""
    if len(left) <= len(right):
        return
    b = left.start - 1
    while b >= 0 and t.is_det(b):
        b -= 1
    if b < 0 or not (_attributive_grade(t, b) or _aspect_intro(t, b)):
        return
    first = t.low[right.start]
    for k in range(left.start + 1, left.end):
        if t.low[k] == first:
            left.start = k
            return
    left.start = left.end - len(right)


def _extraposed_action(t: _Toks, left: _Span) -> None:
    """ "Is it better to get a car loan through a dealership or a bank?": after "it is <comparative> to", the
    alternatives are actions, so the left object starts at the verb (the right one is its elided counterpart)."""
    k = left.start - 1
    while k > 2 and (t.inner(k) or t.is_det(k) or (t.pos[k] == "ADP" and not _aspect_intro(t, k))):
        k -= 1
    if not (k > 2 and t.is_verb(k) and t.low[k - 1] == "to"):
        return
    grade = k - 2
    graded = t.tag[grade] in _COMPARATIVE_TAGS or t.tag[grade] in _SUPERLATIVE_TAGS or t.low[grade] in _GRADE_WORDS
    if graded and "it" in t.low[max(0, grade - 3) : grade]:
        left.start = k


def _binary(t: _Toks, c: int) -> list[_Span]:
    """Objects around a coordinating connective at ``c`` ("X or Y", "X vs. Y"), with list items on both sides."""
    j = c + 1
    if (
        j < t.n
        and (t.pos[j] == "ADP" or t.low[j] == "to")
        and t.low[j] != "of"
        and t.low[j] in t.low[max(0, c - 6) : c]
    ):
        j += 1  # "attracted to X or to Y": the repeated preposition is not part of Y
    end = c - 1 if c > 1 and t.text[c - 1] == "," else c  # the serial comma: "Node.js, Go, or Rust"
    right = _extend_right(t, j, group=True)
    left = _extend_left(t, end, verbal=True, group=True) if right.verbal else _Span(end, end)
    if not left.verbal:
        right = _extend_right(t, j, allow_verb=False, force=True, group=True)
        left = _extend_left(t, end, group=True)
    if not len(left) or not len(right):
        return []
    if not left.verbal:
        _trim_category_noun(t, left, right)
        _trim_aspect_prefix(t, left, right)
        _parallel_pp(t, left, right)
        _pp_left(t, left)
        _extraposed_action(t, left)
    seps = frozenset({t.low[c]}) if t.low[c] not in _VS else frozenset()
    return _shared_pp([*_left_list(t, left, right), left, right, *_right_list(t, right, seps, joined=True)], t)


def _shared_pp(items: list[_Span], t: _Toks) -> list[_Span]:
    """A prepositional phrase after the last of three or more options, none of the others having one, is said of
    all of them: "Should we stay at a hostel, a hotel or an Airbnb in Amsterdam?", "Can I pay with Apple Pay,
    Google Pay or PayPal at Costco?" (in a pair it mostly belongs to its object: "debt in mutual funds")."""
    if len(items) < 3 or items[-1].verbal:
        return items
    last = items[-1]
    cut = next((k for k in range(last.start + 1, last.end) if _opens_pp(t, k)), None)
    if cut is None or any(_has_pp(t, item) for item in items[:-1]):
        return items
    return [*items[:-1], _Span(last.start, cut, last.verbal)]


def _has_pp(t: _Toks, item: _Span) -> bool:
    return any(_opens_pp(t, k) for k in range(item.start + 1, item.end))


def _opens_pp(t: _Toks, k: int) -> bool:
    return t.pos[k] == "ADP" and t.low[k] not in ("of", "'s") and not t.text[k][:1].isupper()  # "Doctors Without"


def _than_items(t: _Toks, right: _Span) -> list[_Span]:
    """The things after "than": a list ("than Java, Python and Ruby", "than almond milk and soy milk"), each item a
    noun phrase ("than Python and easier" is one item and a second predicate)."""
    if right.end < t.n and t.text[right.end] == ",":
        more = _right_list(t, right, frozenset({"and", "or"}))
        if more and t.low[more[-1].start - 1] in ("and", "or") and all(_noun_item(t, item) for item in more):
            return [right, *more]
    for k in range(right.start + 1, right.end - 1):
        if (
            t.low[k] == "and"
            and t.tag[k - 1].startswith("NN")  # not "black and white video"
            and t.low[right.start] not in _UNSPECIFIED  # not "the other smell and other components"
            and _noun_item(t, _Span(k + 1, right.end))
        ):
            return [_Span(right.start, k), _Span(k + 1, right.end)]  # the rules group "almond milk and soy milk"
    return [right]


def _noun_item(t: _Toks, item: _Span) -> bool:
    return len(item) > 0 and t.nom[item.start] and t.tag[item.start] not in _COMPARATIVE_TAGS


def _relation(t: _Toks, p: int) -> list[_Span] | None:
    """ "X is better than Y", "X compared to Y", "X is different from Y", "compare X with Y", "prefer X over Y"."""
    low = t.low[p]
    if low == "over":
        if not any(t.low[k] in _PREDICATE_WORDS | {"worth"} or t.doc[k].lemma_ in _PREFERENCE_VERBS for k in range(p)):
            return None
        if p > 2 and t.low[p - 2 : p] == ["worth", "it"]:
            left = _subject_before(t, p - 2)  # "Is AppleCare worth it over a third-party warranty?"
            return [left, _extend_right(t, p + 1)] if len(left) else None
        left = _extend_left(t, p)
        return [left, _extend_right(t, p + 1)] if len(left) else None
    if low == "of" and t.low[p - 1] == "instead" and p > 1:
        left = _extend_left(t, p - 1, group=True)
        return [left, _extend_right(t, p + 1, force=True, group=True)] if len(left) else None
    if low not in _RELATION_PREPS:
        return None
    if low == "against" and (left := _extend_left(t, p)).start == 0 and len(left):
        return [left, _extend_right(t, p + 1)]  # "Federer against Nadal on clay"
    if low == "as" and p > 1 and t.low[p - 2] == "as" and (t.tag[p - 1] in _EQUATIVE_TAGS or t.low[p - 1] == "much"):
        return _equative(t, p)
    if low == "to" and (switch := _switch_from(t, p)):
        return switch
    if low == "than":
        if p > 0 and t.low[p - 1] in ("rather", "other"):
            verbal = p > 1 and t.tag[p - 2] in ("VB", "VBP") and t.is_verb(p - 2)  # "walk rather than drive"
            left = _extend_left(t, p - 1, verbal=verbal)
            return [left, _extend_right(t, p + 1, force=True, allow_verb=verbal)]
        triggers = [k for k in range(max(0, p - 6), p) if t.tag[k] in _COMPARATIVE_TAGS or t.low[k] == "different"]
        if "rather" in t.low[max(0, p - 6) : p] and p > 1 and t.nom[p - 1]:
            left = _extend_left(t, p)  # "would Beowulf rather be a hero than a king"
            return [left, _extend_right(t, p + 1, force=True)]
        if not triggers:
            return None
        trigger = triggers[-1]
        if trigger > 0 and t.low[trigger - 1] in ("more", "less"):
            trigger -= 1
    else:
        triggers = [k for k in range(max(0, p - 4), p) if t.low[k] in _RELATION_WORDS | {"opposed"}]
        if not triggers:
            return None
        trigger = triggers[-1]
        if t.doc[trigger].lemma_ == "compare" and trigger + 1 < p and t.nom[trigger + 1]:
            left = _extend_right(t, trigger + 1, pp=False)  # "compare X with Y"
            if left.end == p:
                return [left, _extend_right(t, p + 1, force=True)]
        if trigger > 0 and t.low[trigger - 1] in ("as", "when", "if", "like") and low != "as":
            trigger -= 1  # "as compared to", "when compared to", "what is X like compared to"
        if trigger > 0 and t.low[trigger - 1] == "in" and t.low[trigger] == "comparison":
            trigger -= 1
    # after "compared to", "similar to", "superior to", "to" is a preposition, not an infinitive marker
    right = _extend_right(t, p + 1, allow_verb=low == "than", force=True, group=True)
    if not len(right):
        return None
    if right.verbal:
        # "healthier to bake than to fry food": the left action sits between the comparative and "than"
        for k in range(trigger + 1, p - 1):
            if t.low[k] == "to" and t.is_verb(k + 1):
                return [_Span(k + 1, p, verbal=True), right]
        right = _extend_right(t, p + 1, allow_verb=False, force=True, group=True)
    listed = _than_items(t, right) if low == "than" else [right]
    left = _subject_before(t, trigger)
    if not len(left) and p - 1 > trigger and t.nom[p - 1]:
        left = _extend_left(t, p)  # "is it better to use X than Y"
        if left.start <= trigger:
            left = _Span(p, p)
    if len(left):
        _parallel_pp(t, left, right)
    return [left, *listed] if len(left) else listed


_EQUATIVE_TAGS = frozenset({"JJ", "RB"})
# Verbs of leaving one thing for another: "switch from X to Y" weighs X against Y.
_SWITCH_VERBS = frozenset("switch move migrate upgrade downgrade convert change transition go".split())
# Words that make "switch from X to Y" a choice between X and Y ("Should I switch ...", "Is it worth moving ...",
# "pros and cons of converting ..."), not a question of how to do it.
_SWITCH_CHOICE = frozenset(
    """should shall worth better worse recommend recommended advisable wise smart pros cons advantages disadvantages
    benefits""".split()
)


def _equative(t: _Toks, p: int) -> list[_Span] | None:
    """ "Is tea as good as coffee?", "Is Android as secure as iOS?": an equative compares like a comparative."""
    right = _extend_right(t, p + 1, force=True, group=True)
    left = _subject_before(t, p - 2)
    if not (len(left) and len(right)):
        return None
    _parallel_pp(t, left, right)
    return [left, right]


def _switch_from(t: _Toks, p: int) -> list[_Span] | None:
    """ "Should I switch from Windows to Linux?": the thing left and the thing taken are the two objects."""
    f = p - 1
    while f > 0 and t.low[f] != "from" and p - f < 6:
        f -= 1
    if t.low[f] != "from" or f < 1 or t.doc[f - 1].lemma_ not in _SWITCH_VERBS:
        return None
    before = t.low[: f - 1]
    if "how" in before or not _SWITCH_CHOICE.intersection(before):
        return None  # "best way to switch from X to Y", "How hard is it to migrate from X to Y?" ask how, not which
    left = _extend_right(t, f + 1, pp=False)
    left = _strip_det(t, left)
    if left.end != p or not len(left):
        return None
    right = _extend_right(t, p + 1, allow_verb=False, force=True, group=True)
    return [left, right] if len(right) else None


def _and_fallback(t: _Toks, relational: bool) -> list[_Span]:
    """ "How do X and Y differ?", "What do X and Y have in common?" (``relational``), or a pair put in front of a
    question about them ("Lua and C, which one is the best for embedded systems?"), when no other connective is."""
    for c in range(1, t.n - 1):
        if t.low[c] != "and" or t.low[c - 1] in _EVALUATION_NOUNS or t.low[c + 1] in _EVALUATION_NOUNS:
            continue
        if t.low[c + 1] in _WH:
            continue
        right = _extend_right(t, c + 1, allow_verb=False)
        left = _extend_left(t, c)
        after = right.end + (right.end < t.n and t.text[right.end] in (",", ":"))
        fronted = left.start == 0 and after < t.n and t.low[after] in _WH
        if len(left) and len(right) and (relational or fronted):
            return [*_left_list(t, left, right), left, right]
        if len(left) and len(right) and _OPINION.intersection(t.low[: left.start]):
            listed = _left_list(t, left, right)  # "What do you think of Dune, Foundation and Hyperion?"
            if listed:
                return [*listed, left, right]
    return []


def _than_list(t: _Toks, items: list[_Span]) -> list[_Span]:
    """ "Is Linux more secure than Windows or macOS?": alternatives after "than" are compared with the subject,
    which the "or" pair alone would drop."""
    p = items[0].start - 1
    while p > 0 and t.is_det(p):
        p -= 1
    if p < 1 or t.low[p] != "than":
        return items
    relation = _relation(t, p)
    if not relation or len(relation) < 2 or relation[0].end > p:
        return items
    return [relation[0], *items]


def _find_objects(t: _Toks) -> tuple[list[_Span], bool]:
    """Try the connectives from the most to the least specific; the first that yields objects wins. Also says
    whether the objects are coordinated (only coordinated objects can share a head: "steel or ceramic knives")."""
    low = t.low
    for k in range(t.n - 1):
        if low[k] in ("between", "among", "amongst"):
            items = _between(t, k)
            if len(items) >= 2:
                # a list of options before it wins: "Is it faster to travel by train, bus or plane between Boston
                # and New York?" compares ways to travel, not the two places
                listed = (_binary(t, c) for c in range(2, k) if low[c] == "or" and t.text[c - 1] != "and")
                return next((b for b in listed if len(b) >= 3), items), True
    for c in range(1, t.n - 1):
        if low[c] in _VS and (items := _binary(t, c)):
            return items, True
    for c in range(1, t.n - 1):
        if low[c] != "or" or low[c - 1] in ("and", "whether", "either", "more", "sooner") or low[c + 1] == "not":
            continue
        if items := _binary(t, c):
            return _than_list(t, items), True
    for p in range(1, t.n - 1):
        if items := _relation(t, p) or []:
            return items, False
    relational = any(w in _RELATION_WORDS for w in low) or any(tag in _COMPARATIVE_TAGS for tag in t.tag)
    relational = relational or any(low[k : k + 2] == ["in", "common"] for k in range(t.n - 1))
    return _and_fallback(t, relational), True


def _word_kind(t: _Toks, i: int) -> str:
    """ "adj" or "noun" for the parallelism test of ``_distribute`` (adjective suffixes overrule noun tags)."""
    if t.tag[i] == "JJ" or (t.low[i].endswith(_ADJ_SUFFIXES) and t.tag[i] != "NNS"):
        return "adj"
    return "noun" if t.tag[i] in ("NN", "NNP", "VBG") else "other"


# Activities that take no object: beside a gerund and its object ("swimming or lifting weights") they are the
# alternative itself, where "watching or playing snooker" shares the object.
_ACTIVITIES = frozenset(
    """fasting swimming hiking running jogging walking cycling biking sleeping napping meditating resting dieting
    stretching dancing rowing sprinting skating""".split()
)


def _distribute(t: _Toks, items: list[_Span]) -> list[str] | None:
    """ "steel or ceramic knives" -> "steel knives", "ceramic knives": a one-word conjunct takes the shared head of
    the last conjunct when it parallels that conjunct's first word (both adjectives, or both bare nouns without an
    article of their own: "a blender vs a food processor" is not shared) or the parser attaches it to the head.
    Not for names ("Pepsi or Coca Cola") or when the word already ends with the head ("quicksort or merge sort")."""
    if (amounts := _distribute_amounts(t, items)) is not None:
        return amounts
    last = items[-1]
    core_end = last.start
    while core_end < last.end and t.inner(core_end):
        core_end += 1  # the noun phrase without its prepositional modifiers: "debt" in "debt in mutual funds"
    head = core_end - 1
    if core_end - last.start < 2 or last.verbal or t.pos[head] not in ("NOUN", "PROPN") or t.name[head]:
        return None
    modifier = last.start  # the word parallel to the bare conjunct: "fake" in "a real or a fake Christmas tree"
    tail_start = modifier + 1
    while tail_start + 1 < core_end and t.is_hyphen(tail_start):
        tail_start += 2  # "non-biodegradable wastes": the modifier is the whole hyphenated word
    if tail_start >= core_end or t.name[modifier] or len(t.low[head]) < 2:
        return None
    if core_end < last.end and t.low[core_end] == "of":
        return None  # "Portuguese man of war": the head goes on
    if any(len(t.low[k]) == 1 or any(c.isdigit() for c in t.low[k]) for k in range(tail_start, head)):
        return None  # "ps5 vs xbox series x graphics": "series x" belongs to the Xbox, not to both
    tail = t.span_text(tail_start, core_end)
    one_word_tail = tail_start == head
    out: list[str] = []
    changed = False
    for item in items[:-1]:
        text = t.span_text(item.start, item.end)
        k = item.start
        # "swimming or lifting weights": the parse makes "weights" the object of "lifting" (not "walking shoes")
        taken = t.doc[head].dep_ == "dobj" and t.doc[head].head.i == modifier
        intransitive = t.low[k] in _ACTIVITIES and t.tag[modifier] == "VBG" and taken
        if (
            len(item) == 1
            and not t.name[k]
            and not item.verbal
            and not t.low[k].endswith(t.low[head])
            and not intransitive
        ):
            # two names, the last a name of its own ("japan or south korea", "seinfeld or larry david", "miami vs fort
            # lauderdale"; not "honda or toyota transmission", nor "zoom vs google meet", which a lexicon cannot tell),
            # and not before a plural ("london and beijing olympics", "nikon or canon cameras")
            own_name = t.pos[head] == "PROPN" or (
                len(t.low[head]) > 3 and t.low[head].isalpha() and not _is_known(t.low[head])
            )
            names = t.pos[k] == "PROPN" and t.pos[modifier] == "PROPN" and own_name
            # a word no dictionary knows beside a noun it does: "spotify or apple music", "bmw or infinity g35"
            # (not "mig or tig welding", "vmatic or automatic gearbox")
            unknown = t.low[k].isalpha() and not _is_known(t.low[k])
            beside_noun = unknown and _is_known(t.low[modifier]) and t.pos[modifier] == "NOUN"
            plural = t.tag[head] in ("NNS", "NNPS")
            if t.lower_input and not plural and (names or beside_noun):
                out.append(text)  # "seinfeld or larry david", "spotify or apple music": a name typed in lower case
                continue
            kind = _word_kind(t, k)
            own_article = k > 0 and t.is_det(k - 1)
            if last.start > 0 and t.is_det(last.start - 1) and not own_article:
                out.append(text)  # "kibble, wet food or a raw diet": the last has an article of its own, not it
                continue
            # "wood vs stone mulch"; not in a longer list ("physics, math or computer science"), nor beside a
            # hyphenated modifier ("salary or work-life balance")
            hyphenated = tail_start > modifier + 1
            nouns = kind == "noun" and not own_article and one_word_tail and len(items) == 2 and not hyphenated
            same_kind = kind == _word_kind(t, modifier) and (kind == "adj" or nouns)
            attached = t.doc[k].head.i == head and t.doc[k].dep_ in ("amod", "compound", "nmod")
            if same_kind or attached:
                text = f"{text} {tail}"
                changed = True
        out.append(text)
    return [*out, t.span_text(last.start, last.end)] if changed else None


def _amount(t: _Toks, k: int) -> bool:
    return t.tag[k] == "CD" or t.doc[k].like_num or t.low[k][:1].isdigit()


def _distribute_amounts(t: _Toks, items: list[_Span]) -> list[str] | None:
    """ "16GB or 32GB RAM", "12 inch or 14 inch skillet", "60Hz vs 144Hz monitor": amounts (a number, with or
    without its unit) share the noun after the last one."""
    last = items[-1]
    size = len(items[0])
    if last.verbal or size not in (1, 2) or len(last) <= size:
        return None
    for item in items[:-1]:
        if len(item) != size or item.verbal or not _amount(t, item.start):
            return None
        if size == 2 and t.low[item.start + 1] != t.low[last.start + 1]:
            return None  # "16 GB" with "32 GB": the same unit
    if not _amount(t, last.start) or t.pos[last.end - 1] not in ("NOUN", "PROPN"):
        return None
    if not t.space[last.start + size - 1]:
        return None  # "1080p or 4K": the "K" is part of "4K", not a shared noun
    tail = t.span_text(last.start + size, last.end)
    return [f"{t.span_text(item.start, item.end)} {tail}" for item in items[:-1]] + [t.span_text(last.start, last.end)]


# --- predicate and aspects ----------------------------------------------------------------------------------------


def _find_predicate(t: _Toks) -> tuple[str | None, set[int], list[tuple[int, int]]]:
    """The first comparative expression, the token indices it covers, and aspect spans it implies."""
    low = t.low
    for k in range(t.n):
        w = low[k]
        if w in _GRADE_WORDS and t.nom[k]:
            continue  # a name: "Is Best Buy cheaper than Amazon?" (``_Toks._opens_grade_name``)
        # "pros and cons", "advantages and disadvantages", "similarities and differences"
        if w in _EVALUATION_NOUNS:
            if k + 2 < t.n and low[k + 1] in ("and", "&", "/") and low[k + 2] in _EVALUATION_NOUNS:
                return f"{w} and {low[k + 2]}", {k, k + 1, k + 2}, []
            return w, {k}, []
        if w in _RELATION_WORDS or low[k : k + 2] == ["opposed", "to"]:
            if w == "compare" and k + 2 < t.n and low[k + 1] == "and" and low[k + 2] == "contrast":
                return "compare and contrast", {k, k + 1, k + 2}, []
            if (
                k + 1 < t.n
                and low[k + 1] in ("to", "with", "as", "from")
                and w in ("compared", "same", "comparison", "opposed")
            ):
                cover = {k, k + 1}
                text = f"{w} {low[k + 1]}"
                if w == "comparison" and k > 0 and low[k - 1] == "in":
                    cover.add(k - 1)
                    text = f"in {text}"
                return text, cover, []
            return w, {k}, []
        if w in ("instead", "rather") and k + 1 < t.n and low[k + 1] in ("of", "than"):
            return f"{w} {low[k + 1]}", {k, k + 1}, []
        if w == "in" and k + 1 < t.n and low[k + 1] == "common":
            return "in common", {k, k + 1}, []
        if w == "worth" and low[k + 1 : k + 3] == ["it", "over"]:
            return "worth", {k}, []  # "Is AppleCare worth it over a third-party warranty?"
        if t.tag[k] in _COMPARATIVE_TAGS or t.tag[k] in _SUPERLATIVE_TAGS or w in _GRADE_WORDS:
            if w in ("more", "less", "most", "least", "fewer"):
                # "more difficult" -> predicate "more", aspect "difficult"; "more caffeine" is found as an
                # attributive noun by _find_aspects
                e = k + 1
                while e < t.n and t.tag[e] == "RB" and t.low[e] not in _ADVERBS:
                    e += 1  # "more environmentally friendly"
                if e < t.n and t.tag[e] in ("JJ", "VBN") and t.low[e] not in _PREDICATE_WORDS:
                    return w, {k}, [(k + 1, e + 1)]
                return w, {k}, []
            if t.tag[k] in ("RB", "IN", "DT", "CD", "NN", "VB") and w not in _GRADE_WORDS:
                continue
            return w, {k}, []
    return None, set(), []


def _aspect_end(t: _Toks, j: int, blocked: set[int]) -> int:
    """Extend an aspect phrase from ``j`` over nouns, verbs ("reducing fever") and inner prepositions."""
    k = j
    while k < t.n and k not in blocked:
        if t.text[k] in _SENTENCE_END or t.text[k] in (",", "(", ")", '"') or t.pos[k] in ("CCONJ", "AUX"):
            break
        if t.low[k] in _WH or t.low[k] in _VS or t.low[k] in ("than", "or") or t.low[k] in _PREDICATE_WORDS:
            break
        if t.pos[k] in ("PRON",) and t.low[k] not in ("it",):
            break
        if t.tag[k] in _COMPARATIVE_TAGS or t.tag[k] in _SUPERLATIVE_TAGS:
            break
        if t.pos[k] == "ADP" and (k + 1 >= t.n or k + 1 in blocked):
            break
        if k > j and _aspect_intro(t, k):
            break
        k += 1
    while k > j and (t.pos[k - 1] in ("ADP", "DET", "PART") or t.tag[k - 1] == "TO"):
        k -= 1
    return k


def _find_aspects(
    t: _Toks, blocked: set[int], pred_cover: set[int], implied: list[tuple[int, int]]
) -> list[tuple[int, int]]:
    """Aspect phrases: "for/in terms of/regarding X", "better at X", "better X" (attributive), "more X"; token
    spans in order, each text once."""
    found: list[tuple[int, int]] = [span for span in implied if not any(i in blocked for i in range(*span))]
    low = t.low
    how_adjective = t.n > 2 and low[0] == "how" and t.tag[1] in ("JJ", "RB")
    if how_adjective and pred_cover and low[1] not in _ADVERBS | _PREDICATE_WORDS | {"many", "few"}:
        found.append((1, 2))  # "How smart was Steve Jobs compared to Mark Zuckerberg?"
    taken = set(blocked) | pred_cover
    for span in found:
        taken.update(range(*span))
    k = 0
    while k < t.n:
        intro = 0
        for multi in _ASPECT_MULTI:
            if tuple(low[k : k + len(multi)]) == multi:
                intro = len(multi)
                break
        if not intro and low[k] in _ASPECT_SINGLE:
            intro = 1
        after_grade = k > 0 and (k - 1 in pred_cover or t.tag[k - 1] in _COMPARATIVE_TAGS)
        if not intro and after_grade and low[k] in ("at", "in", "to", "on", "when"):
            intro = 1  # "better at reducing fever", "cheaper to run", "faster when compiling"
        if not intro and k > 0 and k - 1 in blocked and low[k] in ("as", "when"):
            intro = 1  # "cats and dogs as pets", "X or Y when travelling"
        if intro and k not in taken:
            j = k + intro
            while j < t.n and t.is_det(j):
                j += 1
            if j < t.n and j not in taken:
                e = _aspect_end(t, j, taken)
                if e > j:
                    found.append((j, e))
                    taken.update(range(k, e))
                    k = e
                    continue
        k += 1
    # attributive noun after a comparative: "has better battery life", "which has more caffeine"
    for k in sorted(pred_cover):
        if t.tag[k] in _COMPARATIVE_TAGS | _SUPERLATIVE_TAGS or low[k] in _GRADE_WORDS:
            j = k + 1
            if j < t.n and j not in taken and t.tag[j] in ("NN", "NNS", "NNP") and low[j] not in _LIGHT_NOUNS:
                e = j
                while e < t.n and e not in taken and t.tag[e] in ("NN", "NNS", "NNP"):
                    e += 1
                if low[e - 1] not in _LIGHT_NOUNS:
                    found.append((j, e))
                    taken.update(range(j, e))
    found.sort()
    out: list[tuple[int, int]] = []
    seen: set[str] = set()
    for s, e in found:
        text = t.span_text(s, e).lower()
        if text and text not in seen:
            seen.add(text)
            out.append((s, e))
    return out


@dataclass
class _Rules:
    """What the rules found, as token spans of the question."""

    objects: list[_Span]  # in order, without counterparts like "the others"
    unspecified: bool  # a counterpart like "the others" was dropped
    coordinated: bool  # joined by or/vs/between-and: a head may be shared
    aspects: list[tuple[int, int]]
    predicate: str | None
    pred_cover: set[int]


def _apply_rules(t: _Toks) -> _Rules:
    predicate, pred_cover, implied = _find_predicate(t)
    for k in pred_cover.union(*(range(a, b) for a, b in implied)):
        t.nom[k] = False  # "what is more important, X or Y": "important" is the aspect, not part of X
    found, coordinated = _find_objects(t)
    spans = [s for s in found if len(s)]
    unspecified = [s for s in spans if all(t.low[i] in _UNSPECIFIED for i in range(s.start, s.end))]
    spans = [s for s in spans if s not in unspecified]
    blocked = {i for s in spans for i in range(s.start, s.end)}
    aspects = _find_aspects(t, blocked, pred_cover, implied)
    return _Rules(spans, bool(unspecified), coordinated, aspects, predicate, pred_cover)
