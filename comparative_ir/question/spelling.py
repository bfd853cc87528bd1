"""Undo what users type wrong around the comparison before spaCy reads the question.

The rules and the tagger key on the comparison's words ("than", "better", a comparative adjective): a misspelt or
shouted one is read as part of an object ("Is brown rice healtheir than white rice?" gave "brown rice healtheir"),
and every page feature and stance vote then looks for a name no page writes. Each repair here is narrow: it fires
only where a comparison's word is expected, and leaves names and real words alone (four sets of questions written
for it, one to break it and two blind to the code: docs/benchmarks.md, session 22).
"""

from __future__ import annotations

import functools
import re

from comparative_ir.nlp import _adjective_tables, is_comparative_adjective, load_nlp

# Shorthand that spaCy splits into nonsense: "difference b/w RAM & ROM" ("b", "/", "w"), "Python > Java?", and
# "difference btw X and Y" ("btw" elsewhere is "by the way").
_SHORTHAND = (
    (re.compile(r"\bb/w\b", re.IGNORECASE), "between"),
    (re.compile(r"(?<=\bdifference )btw\b|(?<=\bdifferences )btw\b", re.IGNORECASE), "between"),  # not "by the way"
    (re.compile(r"(?<=[\w+#)])\s*>\s*(?=[\w(])"), " better than "),
)
# A lone lower-case "v" between the two things a question opens with, as British English and sports write "vs": "Tea v
# coffee?", "Arsenal v Chelsea: who will win?", "Python v Java for beginners?". Only there: inside a question "v" is
# mostly part of a name ("Is type v collagen good?", "Why was Roe v Wade overturned?", "a class v license", "Is Batman v
# Superman worth watching?"), and before a number a model ("fz v 2").
# a word of one of the two, not a choice word ("Roe v Wade or Casey?" names a case)
_NAME_WORD = r"(?!(?i:or|and|than|vs|versus|v|compared|over|against)\b)[^\s?:,;.!]+"
_QUESTION_OPENERS = (
    r"(?i:is|are|was|were|am|do|does|did|why|how|what|which|who|whom|whose|when|where|should|shall|can|could"
    r"|would|will|may|might|must|has|have|had)"
)
_PAIR_END = r"\s*(?=$|[?:,;.!–—-]|\s(?i:for|as|in|on|at|with|when|during)\b)"
_LONE_V = re.compile(
    rf"^\s*(?!{_QUESTION_OPENERS}\b)"
    rf"{_NAME_WORD}(?:\s+{_NAME_WORD}){{0,3}}?(?P<v>\s+v\s+)(?=[A-Za-z(\"'“‘])"
    rf"{_NAME_WORD}(?:\s+{_NAME_WORD}){{0,3}}?{_PAIR_END}"
)
# ... and two numbers of one name ("iphone 13 v 14", "windows 10 v 11 for gaming": a model after the "v" only when one
# stands before it, and another: "4 v 4" is a game), and after an opening "is"/"are" when a comparative follows the
# pair ("Is tea v coffee better in the morning?"; not "Is Roe v Wade still law?", "Is Batman v Superman worth
# watching?", nor with "than" anywhere after: "Is Roe v Wade more important than Brown v Board?" compares names; not
# after a number, volts: "is a 9 v battery better?"; not before an adverb: "is gta v still better?").
_NUMBERED_V = re.compile(
    rf"^\s*(?!{_QUESTION_OPENERS}\b)"
    rf"{_NAME_WORD}(?:\s+{_NAME_WORD}){{0,3}}?\s+(?P<n>\d[\w.]*)(?P<v>\s+v\s+)(?!(?P=n)\b)(?=\d)[\w.]+{_PAIR_END}"
)
# ... and after a clause that asks for a choice and a comma or colon, where only the two can follow ("Which is better,
# tea v coffee?", "Who will win: England V France?"; a capital "V" too, between two names). Not where the clause
# names a case, film or game, whose names hold a "v" ("Which ruling mattered more: Roe v Wade?").
_CHOICE_V = re.compile(
    r"^\s*(?i:which|who|what)\b(?![^,:;?]*\b(?i:case|cases|ruling|rulings|decision|decisions|court|film|films|movie"
    r"|movies|book|books|game|games|episode|episodes|season|seasons|sequel|sequels|part|parts)\b)[^,:;?]{1,60}[,:]\s*"
    rf"{_NAME_WORD}(?:\s+{_NAME_WORD}){{0,3}}?(?P<v>\s+(?:v|V(?=\s+[A-Z]))\s+)(?=[A-Za-z(\"'“‘])"
    rf"{_NAME_WORD}(?:\s+{_NAME_WORD}){{0,3}}?{_PAIR_END}"
)
# words a roman "V" numbers ("Is a class v license harder to get?", "type v collagen", "stage v cancer")
_NUMBERED_HEAD_WORDS = frozenset(
    "type class stage grade category level phase schedule chapter part article title section act book"
    " volume episode season mark model form division tier unit generation gen".split()
)
_NUMBERED_HEADS = "".join(rf"(?<!\b(?i:{word}))" for word in sorted(_NUMBERED_HEAD_WORDS))
_ASKED_V = re.compile(
    r"^(?!.*\b(?i:than)\b)\s*(?i:is|are|was|were)\s+(?:(?i:a|an|the)\s+)?"
    rf"{_NAME_WORD}(?:\s+{_NAME_WORD}){{0,2}}?{_NUMBERED_HEADS}(?<!\d)(?P<v>\s+v\s+)(?=[A-Za-z(\"'“‘])"
    r"(?!(?i:still|really|much|even|actually|now|any|so|way|far|truly|definitely|just|also)\b)"
    rf"{_NAME_WORD}(?:\s+{_NAME_WORD}){{0,2}}?\s+(?i:better|worse|more|less|[a-z]{{2,}}ier|cheaper|faster|safer"
    r"|stronger|bigger|smaller|longer|louder|harder|quicker|warmer|colder|higher|lower|greater|nicer|smarter)\b"
)

# "then" typed for "than" after a comparative ("Is soy milk better then almond milk?", "healthier then", "more
# expensive then"): the rules and the link check know only "than", so the pair was lost. Not before punctuation or
# the end ("Which is better then?"), "to" ("is it better then to wait?") or a clause ("If Python is slower then why
# use it?"), where "then" is the adverb.
_INVISIBLE = re.compile("[\u200b-\u200d\u2060\ufeff]")
_THEN = re.compile(
    r"\b([A-Za-z]+)(\s+)(then)\b(?=\s+[\w\"'(\u2018\u201c])"
    r"(?!\s+(?:to|why|what|how|who|which|where|when|should|would|could|can|is|are|do|does|did|will|i|you|we|they|it)\b)",
    re.IGNORECASE,
)
_FIXED_COMPARATIVES = frozenset({"better", "beter", "worse", "rather", "more", "less", "fewer", "other"})

# Intensifiers a shouting user capitalises before a comparative ("Is tea REALLY better?", "MUCH faster"): spaCy
# tags them proper nouns and they join the object before them. Not "far", "just", "less", and "so" only before
# "much": names ("FAR", the regulation; "SO", Stack Overflow; "JUST Egg"; the LESS language) shout as well.
_INTENSIFIERS = frozenset(
    {"really", "much", "way", "definitely", "significantly", "slightly", "truly", "actually", "seriously", "honestly"}
)
# Words after which an object starts: a word there is a name or the object's own word, never corrected or lowered
# ("better than VS Code", "Tinder or Bumble").
_JOINERS = frozenset(
    {"or", "vs", "vs.", "versus", "than", "then", "and", "to", "from", "a", "an", "the", "of", "for", "between", "&"}
)
# Words after which a misspelt comparative is looked for when an "X or Y" pair comes before it ("Is a Kindle or a
# Kobo eaiser on the eyes?"), and words that end the question's comparison
_AFTER_PAIR = frozenset({"for", "on", "to", "in", "at", "with", "as", "than", "then", "overall", "?", ".", "!", ""})
_WORD = re.compile(r"[A-Za-z]+(?:'[A-Za-z]+)?|[^\sA-Za-z]+")
# "way better", "waaay cheaper": "way" is read as a noun of the object before it ("Linux way"); "much" is not. Only
# after a verb "be" or a name or model number not itself after a determiner: "the Milky Way", "my way", "the old
# way", "one-way" are ways.
_WAY = re.compile(r"(?<=\s)(way|waa+y|WAY|WAA+Y)(\s+)(?=(?:better|worse|more|less|[a-z]+er|[A-Z]+ER)\b)")
_BE = frozenset({"is", "are", "was", "were", "be", "been", "it's", "that's", "it", "seems", "looks", "feels", "sounds"})
_DETERMINERS = frozenset({"the", "a", "an", "my", "your", "his", "her", "our", "their", "its", "this", "that"})


# Common adjectives that take -er ("cheap" -> "cheaper"): WordNet's 21,000 adjective bases make -er forms of rare
# words ("cheek" -> "cheeker", "bige" -> "biger") that would be the nearest spelling of a user's typo.
_GRADABLE = frozenset(
    """
    able angry big bold brave bright brief broad busy calm cheap clean clear close cold comfy cool cosy costly
    cozy crazy creamy crisp crispy cruel cute damp dark deadly dear deep dirty dry dull dumb early easy edgy empty
    fair fancy fast fat few fierce fine firm fit flat free fresh friendly full funny gentle glad good grand
    great green greedy gross guilty hairy handy happy hard harsh healthy heavy high hip hot huge humble hungry icy
    juicy kind large late lazy lean light likely little lively long loose loud lousy lovely low lucky mad mean mild
    moist narrow near neat new nice noisy odd old pale plain polite poor pretty proud pure quick quiet rare raw
    ready rich ripe risky rough rude sad safe salty sane scary sexy shallow sharp short shy sick silly simple slim
    slow small smart smooth snappy soft solid sore sour spicy stable steep stiff strict strong stupid sturdy subtle
    sunny sure sweet tall tame tasty thick thin tidy tight tiny tough tricky true ugly vague warm wealthy weak weird
    wet white wide wild windy wise witty young zesty speedy sleek chunky crunchy fluffy tender grim keen pricey pricy
    classy trendy nerdy bumpy chewy shiny rainy grumpy sleepy hearty
    """.split()
)


@functools.cache
def _comparatives() -> frozenset[str]:
    """The -er forms of common adjectives, with their spelling rules and WordNet's irregular forms."""
    _, irregular = _adjective_tables()
    forms = {"better", "worse", "further", "farther", "less", "more"}
    forms.update(form for form, base in irregular.items() if base in _GRADABLE and form.endswith("er"))
    for base in _GRADABLE:
        if base.endswith("e"):
            forms.add(base + "r")
        elif base.endswith("y") and base[-2] not in "aeiou":
            forms.add(base[:-1] + "ier")
        elif base[-1] not in "aeiouwxy" and base[-2] in "aeiou" and base[-3] not in "aeiou" and len(base) <= 4:
            forms.add(base + base[-1] + "er")  # "big" -> "bigger", "hot" -> "hotter"
        else:
            forms.add(base + "er")
    return frozenset(forms)


@functools.cache
def _known_words() -> frozenset[str]:
    """Every base form and irregular form the pipeline's lemmatizer tables list, of any part of speech."""
    lookups = load_nlp().get_pipe("lemmatizer").lookups  # type: ignore[attr-defined]
    words: set[str] = set()
    for table in ("lemma_index", "lemma_exc"):
        for entries in lookups.get_table(table).values():
            words.update(entries)
    return frozenset(words)


def _is_known(low: str) -> bool:
    known = _known_words()
    if low in known:
        return True
    stems = [low[:-1]] if low.endswith("s") else []
    stems += [low[:-2], low[:-1]] if low.endswith(("es", "ed")) else []
    stems += [low[:-3], low[:-3] + "e"] if low.endswith("ing") else []
    return any(stem in known for stem in stems)


def _one_edit(word: str) -> list[set[str]]:
    """The strings one edit away (Damerau-Levenshtein 1), by how often typists make that edit: a swapped pair, a
    dropped letter, an extra letter, a wrong letter (a nearer kind decides between "lighter" and "higher")."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    transposes = {a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1}
    dropped = {a + c + b for a, b in splits for c in letters}
    extra = {a + b[1:] for a, b in splits if b}
    wrong = {a + c + b[1:] for a, b in splits if b for c in letters}
    return [transposes, dropped, extra, wrong]


# Misspellings of the comparison's own words that are no English word or name: corrected wherever they stand ("Is
# Notion a beter choice than Obsidian?"), not only where ``_comparative_slot`` looks.
_TYPOS = {"beter": "better", "bettr": "better", "btter": "better", "betetr": "better", "wrose": "worse"}
_TYPOS |= {"mroe": "more", "moer": "more", "thna": "than", "tahn": "than", "thsn": "than", "htan": "than"}
_TYPOS |= {"thn": "than"}


def corrected_comparative(word: str) -> str | None:
    """The comparative ``word`` misspells ("healtheir" -> "healthier", "cheeper" -> "cheaper"), in its case; None
    for a real word or a word without one nearest common comparative. A word that already reads as an -er form
    ("biger", "safeer") is corrected only by adding, dropping or swapping letters, or "yer" -> "ier"."""
    low = word.lower()
    if low in _TYPOS:
        return _in_case_of(word, _TYPOS[low])
    if len(low) < 5 or not low.isalpha() or low in _comparatives() or _is_known(low):
        return None
    kinds = _one_edit(low)
    if is_comparative_adjective(low):
        # "lamer", "redder": real -er forms not in the common list; but "healthyer" is "healthier"
        kinds = [{low[:-3] + "ier"} if low.endswith("yer") else set(), *kinds[:3]]
    for candidates in kinds:
        # not a letter added at the end: "laissez faire" is no "fairer"
        near = {c for c in candidates & _comparatives() if c != low and c[:-1] != low}
        if len(near) > 1:
            return None
        if near:
            (fixed,) = near
            return _in_case_of(word, fixed)
    return None


def _in_case_of(word: str, fixed: str) -> str:
    return fixed.upper() if word.isupper() else fixed.capitalize() if word[0].isupper() else fixed


def _words(question: str) -> list[re.Match[str]]:
    return list(_WORD.finditer(question))


def _low(words: list[re.Match[str]], k: int) -> str:
    return words[k].group(0).lower() if 0 <= k < len(words) else ""


def _comparative_slot(words: list[re.Match[str]], k: int) -> bool:
    """Is word ``k`` where a comparative goes? Right before "than" ("Is brown rice healtheir than white rice?"),
    before "to" and a verb that "than" follows ("Is Texas cheapper to live in than California?"), after "which is"
    ("Which is cheeper, Aldi or Lidl?"), or after an "X or Y" pair before a word that ends the
    comparison ("Is coffee or tea healtheir?", "Is walking or running beter for your knees?"). Anywhere else a
    word a spelling corrector would change is as often a name ("deezer", "ryder", "ritter sport")."""
    if _low(words, k - 1) in _JOINERS:
        return False  # an object starts here
    if _low(words, k + 1) in ("than", "then"):
        return True
    if _low(words, k + 1) == "to" and any(_low(words, j) == "than" for j in range(k + 3, k + 7)):
        return True  # "Is Texas cheapper to live in than California?"
    if _low(words, k - 1) in ("is", "are", "was") and _low(words, k - 2) in ("which", "one"):
        return True
    pair = any(_low(words, j) in ("or", "vs", "versus") for j in range(k - 4, k - 1))
    return pair and _low(words, k + 1) in _AFTER_PAIR


def _title_case(words: list[re.Match[str]]) -> bool:
    alphabetic = [w.group(0) for w in words if w.group(0)[:1].isalpha()]
    return len(alphabetic) >= 3 and sum(w[0].isupper() for w in alphabetic) >= 0.7 * len(alphabetic)


def _correct_misspelt(question: str) -> str:
    """Correct a misspelt comparative where a comparative goes (``_comparative_slot``), not a capitalised word
    inside a question in sentence case (a name: "Is Razer ..."); in a question in capitals or title case
    ("Is Brown Rice Healtheir Than White Rice") the slot alone decides."""
    words = _words(question)
    title = _title_case(words)
    names_capitalised = not title and re.search(r"[a-z]", question) is not None
    lower = re.search(r"[A-Z]", question) is None  # "joe frazier" shows no name by its capitals either
    out, last = [], 0
    for k, match in enumerate(words):
        word = match.group(0)
        typo = word.lower() in _TYPOS
        if not typo and (len(word) < 5 or not word.isalpha() or not _comparative_slot(words, k)):
            continue
        if names_capitalised and word[0].isupper() and not word.isupper() and k > 0:
            continue
        fixed = corrected_comparative(word)
        before_than = _low(words, k + 1) in ("than", "then")  # no name stands there: "is a bus xheaper than"
        if (
            fixed is not None
            and (title or (lower and not before_than))
            and not typo
            and fixed[0].lower() != word[0].lower()
        ):
            continue  # in title or lower case a name can stand there: "... Or Joe Frazier?" is no "crazier"
        if fixed is not None:
            out += [question[last : match.start()], fixed]
            last = match.end()
    return "".join(out) + question[last:]


def _shouted_comparison(low: str) -> bool:
    return low in ("better", "worse", "than") or is_comparative_adjective(low)


def _lower_shouted(question: str) -> str:
    """Lower-case a shouted comparative, "than", or an intensifier before a comparative in a question that is not
    all capitals ("Is Linux WORSE than Windows?", "Is tea REALLY better?"), not where an object starts ("better
    than VS Code") and not "OR"/"VS" (names: "OR nurses", "VS Code"; the token view reads "vs" whatever its case).
    In title case only a comparative before "than", and "Than" ("Is Brown Rice Healthier Than White Rice?")."""
    words = _words(question)
    out, last = [], 0
    for k, match in enumerate(words):
        word = match.group(0)
        if len(word) < 2 or not word.isalpha() or word.islower() or _low(words, k - 1) in _JOINERS:
            continue
        low = word.lower()
        if not word.isupper():  # title case: "Is Brown Rice Healthier Than White Rice?"
            before_than = k > 0 and _low(words, k + 1) == "than" and _shouted_comparison(low)
            if not (before_than or (low == "than" and _shouted_comparison(_low(words, k - 1)))):
                continue
        following = _low(words, k + 1)
        intensifier = low in _INTENSIFIERS or re.fullmatch(r"waa+y", low) is not None
        graded = _shouted_comparison(following) or following in ("more", "less")  # "ACTUALLY more secure"
        if _shouted_comparison(low) or (intensifier and graded) or (low == "so" and following == "much"):
            out += [question[last : match.start()], low]
            last = match.end()
    return "".join(out) + question[last:]


def _way_as_much(question: str) -> str:
    def much(match: re.Match[str]) -> str:
        before = question[: match.start()].split()
        previous = before[-1] if before else ""
        named = previous[:1].isupper() or previous[:1].isdigit()
        subject = len(before) >= 2 and before[-2].lower() in _BE and previous.lower() not in _DETERMINERS
        if (
            previous.lower() in _BE
            or (named and len(before) >= 2 and before[-2].lower() not in _DETERMINERS)
            or subject
        ):
            return ("MUCH" if match.group(1).isupper() else "much") + match.group(2)
        # "is rust way faster": the word after "is" is the subject, lower-cased or not; "Is this way faster?" is a way
        return match.group(0)  # "Is there a way better than dieting?", "the Milky Way", "my way"

    return _WAY.sub(much, question)


def all_capitals(question: str) -> bool:
    """A question typed in capitals throughout ("IS UBER CHEAPER THAN LYFT??"): the parser reads it in sentence
    case (capitals hide the comparison from spaCy and the tagger, which learnt from lower-cased questions) and gives
    its objects and aspects back in capitals."""
    return not re.search(r"[a-z]", question) and len(re.findall(r"[A-Z]{2,}", question)) >= 2


def _choice_v(question: str) -> re.Match[str] | None:
    """``_CHOICE_V``; a capital "V" only after a name or a model number that does not number it ("England V
    France", "iPhone 12 V Galaxy S21"; not "Part V")."""
    match = _CHOICE_V.match(question)
    if match is None or "V" not in match.group("v"):
        return match
    before = question[: match.start("v")].split()[-1]
    named = before[:1].isupper() or any(c.isdigit() for c in before)  # "England V", "iPhone 12 V"
    return match if named and before.lower() not in _NUMBERED_HEAD_WORDS else None


def spelled_out(question: str) -> str:
    """The question as the parser should read it: shorthand written out, misspelt comparatives corrected, shouted
    comparison words in lower case (a question all in capitals in sentence case), "way better" as "much better",
    "then" typed for "than" read as "than", a question in title case in sentence case where that is safe."""
    question = _INVISIBLE.sub("", question)  # a BOM or zero-width space glued "coffee?\ufeff" into one token
    title = typed_in_title_case(question)  # as typed: the objects are given back by the same test (``_as_typed``)
    for pattern, words in _SHORTHAND:
        question = pattern.sub(words, question)
    lone_v = _LONE_V.match(question) or _NUMBERED_V.match(question) or _ASKED_V.match(question) or _choice_v(question)
    if lone_v is not None:
        question = question[: lone_v.start("v")] + " vs " + question[lone_v.end("v") :]
    question = _correct_misspelt(question)
    shouting = all_capitals(question)
    if shouting:
        question = question.lower().capitalize()
    else:
        question = _title_case_verb(question)
        question = _way_as_much(_lower_shouted(_sentence_case(question) if title else question))
    return _THEN.sub(_than_typed_then, question)


def typed_in_title_case(question: str) -> bool:
    """Is ``question`` typed In Title Case ("Is Coffee Or Tea Healthier?")? Most words capitalised, a word of the
    question's frame after the first capitalised too ("Is", "Or", "Than", "Better"; sentence case capitalises names,
    and names hold small words: "Get Out or Us?", "Which is better, Microsoft Office or Google Docs?"), and no
    lower-case word but one some title-case styles leave in lower case."""
    if all_capitals(question):
        return False
    alphabetic = [w.group(0) for w in _words(question) if w.group(0)[:1].isalpha()]
    if len(alphabetic) < 3 or sum(w[0].isupper() for w in alphabetic) < 0.7 * len(alphabetic):
        return False
    typed = [w.strip("\"'()[]{},.;:!?") for w in question.split()]  # "High-yield" is title case
    if any(w[:1].isalpha() and w.islower() and w not in _MINOR_WORDS for w in typed):  # not "iPhone"
        return False  # "Is Parks And Recreation better than The Office?": names in title case, the question not
    framed = (w.lower() in _SMALL_WORDS - _NAME_WORDS or _shouted_comparison(w.lower()) for w in alphabetic[1:])
    return any(_capitalised(w) and f for w, f in zip(alphabetic[1:], framed, strict=True))


# The words some title-case styles leave in lower case ("Which Is Better for Gaming, Mac or PC?")
_MINOR_WORDS = frozenset(
    "a an the and or nor but of in on at to for by with from as per via into over vs versus than between".split()
)
# Words a title-case question capitalises that are read in lower case: the small words of the question's frame.
# Not "will" (but before a verb), "just", "out", "us", "one", "go": "Will Ferrell", "Just Eat", "Knives Out", "Go"
_SMALL_WORDS = frozenset(
    """a an the and or nor but if of in on at to for by with from as into onto than then vs versus is are was were
    be been am do does did has have had can could should would shall must may might i you we they he she it me my
    your our their its his her this that these those which what who whom whose why how when where whether there
    about between over under after before during without against like per via get first also even so too very
    still ever never any all some most much many each every own same such only both either neither not no yes
    """.split()
)
# Small words names hold ("The Last of Us", "Pride and Prejudice"): capitalised, no sign of title case
_NAME_WORDS = frozenset({"a", "an", "the", "of", "and"})


@functools.cache
def _lemma_index(pos: str) -> frozenset[str]:
    """The base forms of ``pos`` ("noun", "verb", "adj", "adv") the pipeline's lemmatizer tables list (WordNet's)."""
    lookups = load_nlp().get_pipe("lemmatizer").lookups  # type: ignore[attr-defined]
    return frozenset(lookups.get_table("lemma_index")[pos])


@functools.cache
def _nouns() -> frozenset[str]:
    """The nouns, base and irregular forms."""
    lookups = load_nlp().get_pipe("lemmatizer").lookups  # type: ignore[attr-defined]
    return _lemma_index("noun") | frozenset(lookups.get_table("lemma_exc")["noun"])


def _is_adjective(low: str) -> bool:
    return low in _lemma_index("adj")


def _adverb_only(low: str) -> bool:
    """ "Really", "Actually": WordNet knows it as an adverb only; it never joins a name as "United" does."""
    return low in _lemma_index("adv") and low not in _lemma_index("adj") and low not in _lemma_index("verb")


def _verbs() -> frozenset[str]:
    return _lemma_index("verb")


# Words a verb's base form follows ("Who Will Win, Trump Or Clinton?"): a capitalised verb there joined the name
# after it ("Win Trump")
_BEFORE_A_VERB = frozenset({"i", "you", "we", "they", "will", "would", "should", "can", "could", "must", "to"})


def _is_noun(low: str) -> bool:
    low = low[:-2] if low.endswith("'s") else low  # "Jerry's"
    stems = [low, low[:-1]] if low.endswith("s") else [low]
    stems += [low[:-2], low[:-3] + "y"] if low.endswith("es") else []
    return any(stem in _nouns() for stem in stems)


def _capitalised(word: str) -> bool:
    """A capital, then lower-case letters ("Coffee", "A"); not "VS", "iPhone", "C" or "EasyJet"."""
    return word[:1].isupper() and (word[1:].islower() or word == "A") and word.replace("'", "").isalpha()


# and the nouns of a comparison's frame, never a name ("Pros And Cons Of Wood Vs. Stone Mulch")
_COMPARISON_WORDS = frozenset({"vs", "versus", "rather", "instead", "then", "best", "worst", "more", "less", "fewer"})
_COMPARISON_WORDS |= {"pros", "cons", "advantages", "disadvantages", "difference", "differences", "benefits"}
_COMPARISON_WORDS |= {"drawbacks", "comparison", "choice", "option", "options", "worth"}


def _sentence_case(question: str) -> str:
    """A title-case question as sentence case would write it, as far as that is safe: small words, the comparison's
    words, a verb after "I"/"to"/a modal, and words that are no noun ("Or", "Than", "Healthier", "Learn") in lower
    case; nouns keep their capital, as a noun may be a name ("Is The Pacific Bigger Than The Atlantic?"), and so does
    a word that is no noun next to one ("Manchester United", "Visual Studio Code", "Just Dance"), a comparative
    before one where the question compares elsewhere ("Is Stranger Things Scarier Than Dark?", "Best Buy"). The
    tagger and spaCy read every capitalised word as part of a name: "Is Coffee Or Tea Healthier?" compared "Coffee"
    with "Tea Healthier". Lower-casing every known word instead (WordNet lists "python", "berlin", "pacific") lost
    other questions (docs/benchmarks.md, session 25)."""
    words = _words(question)
    kinds = _word_kinds(words)
    out, last = [], 0
    for k, match in enumerate(words):
        kind = kinds[k]
        if kind == "other":  # no noun: lower-case unless an adjective in a name ("Manchester United", "Sublime Text")
            after_kept = k > 0 and kinds[k - 1] == "kept"  # not "Barack Obama Ran": a verb
            # before a kept word at the start of a phrase, not "A Foreign Language", "Computationally Efficient X"
            opens = kinds[k - 1] in ("", "small", "comparison") and _low(words, k - 1) not in ("a", "an")
            before_kept = k + 1 < len(words) and kinds[k + 1] == "kept" and opens
            if _is_adjective(_low(words, k)) and (after_kept or before_kept):
                continue
        elif kind not in ("small", "comparison", "verb", "shared", "adverb"):
            continue
        out += [question[last : match.start()], match.group(0).lower()]
        last = match.end()
    return "".join(out) + question[last:]


def _word_kinds(words: list[re.Match[str]]) -> list[str]:
    """Per word of a title-case question: "small", "comparison", "verb" or "shared" (lower-cased), "other" (known,
    no noun: lower-cased unless next to a kept word), "kept" (a noun, a name, an acronym, a number's word) or ""
    (lower case already, punctuation, the first word of a sentence, "I")."""
    shared = _shared_head(words)
    graded = [_shouted_comparison(_low(words, k)) or _low(words, k) == "than" for k in range(len(words))]
    kinds = []
    for k, match in enumerate(words):
        word, low = match.group(0), match.group(0).lower()
        opening = k == 0 or (words[k - 1].group(0)[-1:] in ".?!" and _low(words, k - 2) not in ("vs", "v"))
        if not word[:1].isupper() or word == "I" or (opening and k not in shared):
            kinds.append("kept" if word[:1].isalnum() and not word.islower() and k > 0 and word != "I" else "")
            continue
        following = words[k + 1].group(0) if k + 1 < len(words) else ""
        content = _capitalised(following) and following.lower() not in _SMALL_WORDS
        content = content and not _shouted_comparison(following.lower())
        content = content or (following[:1].isupper() and not _capitalised(following))  # "Stranger Things", "F-150"
        # a comparative in a name: "Is Stranger Things Scarier Than Dark?", "Best Buy" (not "A Better Reader Than")
        rare = (_shouted_comparison(low) or low in ("best", "worst")) and low not in ("better", "worse", "than")
        named = rare and content and any(graded[j] for j in range(len(words)) if j != k)
        before = _low(words, k - 1)
        milky = k > 0 and _is_known(before) and not _is_noun(before)  # "Milky Way", not "Ryanair Way Cheaper"
        graded_next = _shouted_comparison(following.lower()) or following.lower() in ("more", "less")
        way = low == "way" and not milky and graded_next
        intensifier = low in _INTENSIFIERS and graded_next
        if k in shared:
            kinds.append("shared")
        elif not _capitalised(word):
            kinds.append("kept")  # "VS", "EasyJet", "F-150"
        elif low in _SMALL_WORDS or (low == "will" and following.lower() in _verbs()):  # not "Will Ferrell"
            kinds.append("small")
        elif (_shouted_comparison(low) or low in _COMPARISON_WORDS or way or intensifier) and not named:
            kinds.append("comparison")
        elif _low(words, k - 1) in _BEFORE_A_VERB and low in _verbs() and following.lower() not in _JOINERS:
            kinds.append("verb")  # "Should I Buy Moto G Or ...", "To Work"; not "Should We Rent Or Buy A House?"
        elif _is_known(low.split("'")[0]) and not _is_noun(low):
            kinds.append("adverb" if _adverb_only(low) else "other")
        else:
            kinds.append("kept")
    return kinds


def _closes_phrase(low: str) -> bool:
    return low in _SMALL_WORDS or low in _COMPARISON_WORDS or _shouted_comparison(low)


def _shared_head(words: list[re.Match[str]]) -> set[int]:
    """The words of "Steel Or Ceramic Knives", "A Real Or A Fake Christmas Tree", "Wood Vs. Stone Mulch": one word,
    "or"/"vs", and two or more words that end the phrase, all capitalised words WordNet knows. In sentence case the
    first word shares the head noun ("steel knives"); capitals make them names that share nothing."""

    def word(k: int) -> str:
        return words[k].group(0) if 0 <= k < len(words) else ""

    def common(k: int) -> bool:
        return _capitalised(word(k)) and word(k) not in ("A", "I") and _is_known(word(k).lower())

    out: set[int] = set()
    for k in range(1, len(words)):
        if _low(words, k) not in ("or", "vs", "versus") or word(k).isupper():
            continue  # "OR Nurses" is a name
        left = k - 1
        before = _low(words, left - 1)
        verb = before in _verbs() and _low(words, left - 2) in _BEFORE_A_VERB  # "Should I Buy Steel Or ..."
        # not "Lord Of The Rings Or ...", "Bank Of America Or ..."; but "Pros And Cons Of Wood Vs. Stone Mulch"
        frame = before != "of" or _low(words, left - 2) in _COMPARISON_WORDS
        opens = before in _SMALL_WORDS and before != "the" and frame
        if not common(left) or not (opens or not word(left - 1)[:1].isalpha() or verb):
            continue  # one word on the left: "Steel Or ...", "A Real Or ..." (not "Apple Music Or ...")
        start = k + 2 if _low(words, k + 1) == "." else k + 1
        start += _low(words, start) in ("a", "an", "the")
        end = start
        while common(end) and not _closes_phrase(_low(words, end)):
            end += 1
        closes = end == len(words) or _closes_phrase(_low(words, end)) or not word(end)[:1].isalpha()
        parallel = not verb or _low(words, start) not in _verbs()  # not "Study Abroad Or Stay Home": two verbs
        if end - start >= 2 and closes and parallel and _is_noun(_low(words, end - 1)):
            out |= {left, *range(start, end)}
    return out


_TITLE_OPENING = re.compile(
    r"^(\s*(?:Should|Can|Could|Would|Will|Must|Do|Did|Shall)\s+(?:I|We|You)\s+)([A-Z][a-z]+)\b"
    r"(?!\s+(?:or|vs\.?|versus|and)\b)",  # "Should We Rent Or Buy A House?": the verbs are the objects
    re.IGNORECASE,
)


def _title_case_verb(question: str) -> str:
    """In a question typed in title case, the verb after an opening "Should I" is a verb: "Should I Learn C++ Or
    Rust First?" read "Learn C++" as a name (a capitalised word joins the name after it)."""
    words = re.findall(r"[A-Za-z][A-Za-z']*", question)
    if len(words) < 4 or not all(w[0].isupper() for w in words) or all_capitals(question):
        return question
    return _TITLE_OPENING.sub(
        lambda m: m.group(1) + m.group(2).lower() if m.group(2)[0].isupper() else m.group(0), question
    )


def _than_typed_then(match: re.Match[str]) -> str:
    word, space, then = match.groups()
    before = match.string[: match.start()].split()
    graded = before[-1].lower() in ("more", "less") if before else False  # "more expensive then"
    after = match.string[match.end() :].split()
    # "better for reading then an iPad": a comparative and its aspect phrase (a preposition and up to three words)
    # before "then", and an object after it (an article or a name)
    aspect = len(before) >= 2 and any(
        (before[j].lower() in _FIXED_COMPARATIVES or is_comparative_adjective(before[j]))
        and before[j + 1].lower() in ("for", "at", "in", "on", "with")
        for j in range(max(0, len(before) - 4), len(before) - 1)
    )
    named = bool(after) and (after[0].lower() in ("a", "an", "the") or after[0][:1].isupper())
    if word.lower() in _FIXED_COMPARATIVES or graded or is_comparative_adjective(word) or (aspect and named):
        than = "THAN" if then.isupper() else "Than" if then[0].isupper() else "than"
        return f"{word}{space}{than}"
    return match.group(0)
