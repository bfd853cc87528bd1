"""Stance of a web page towards a controversial yes/no question (Touché 2023 Task 1): PRO, CON, NEU or NO.

Hand-written rules, not a trained model. No gold labels exist to learn from (the labels at hand are ChatGPT's,
see ``benchmarks/bench_stance_controversial.py``), and a few word lists with hand-set thresholds carry over to
unseen questions and cost about a millisecond a page. The steps:

1. The question is parsed into its proposition (``parse_question``): the key terms (for relevance), the
   auxiliary ("should", "is", "do") and the polarity of the predicate. "Should X be allowed/legal/used?" asks
   about something good for X; "Should X be banned?" and "Do X contribute to violence?" ask about something
   bad for X (``orientation`` -1). So arguing against X is PRO for the second kind of question. So is a question
   whose predicate starts with such an action in the active voice ("Should cities ban cars?"), since a page's
   "cities should ban cars" counts as a claim against.
2. The first ``MAX_WORDS`` words (and the last ``TAIL_WORDS`` of a longer page) are split into sentences, and each
   is tokenised once. A sentence is about the
   topic when it names ``TOPIC_TERMS`` key terms (verb forms meet: "lowered", "lowering"). Too few such sentences
   (by count and by share) means NO, unless the page weighs both sides (step 4) and has some of them.
3. In topic sentences that are not questions, deontic claims ("X should ...", "must", "need to") count for
   the subject. They count against it when negated ("should not", "shouldn't", "should by no means", "No, X
   should not" once, "I don't think X should", "nobody believes X should"; a negation does not reach across ";"
   or ":") or when the action after them is against it ("should be banned", "should be abolished"), and a
   negation plus an action against it cancel out ("should not be banned"). Reported speech ("critics argue",
   "proponents say"; not "I believe") counts half. For "Is/Are/Can/Do X ...?" questions, a clause that answers
   in the question's own words counts too ("Obesity is (not) a disease", "Video games do not contribute to
   violence"), for or against the proposition, and a causal question's answer in other words ("Humans cause climate
   change", "warming is due to human activity"). A clause in a question's word order without its mark (a title)
   claims nothing.
4. A page whose title asks the question and that is not an essay (a debate page), a page with several
   "pros and cons" / "on the other hand" markers, and a page that reports proponents and opponents alike is
   NEU. Otherwise the page is CON if its claims go clearly against the proposition, else PRO; a page on the
   topic that claims nothing either way is NO (a legal explainer, news of the proposal, a zoo's ticket page).

The brief also suggested evaluative words (benefit, protect vs harm, risk, dangerous). They were measured on
the development topics and left out of the decision: each weight above zero lowered macro-F1, because such
words are everywhere on informational pages and say little about which side a page takes.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import islice, pairwise

from comparative_ir.features.text import STOPWORDS, split_sentences, truncate_words

LABELS = ("PRO", "CON", "NEU", "NO")

# --------------------------------------------------------------------------------------------- lexicons
# Entries are matched on stems (a plural/3rd-person "s" removed, see ``_stem``); "-" joins the words of a phrase.
DEONTIC = "should shouldn't must mustn't ought-to oughtn't-to need-to needs-to has-to have-to shall"
# Actions after a deontic modal that turn "X should ..." against X.
ACTION_AGAINST = """
    ban banned banning prohibit prohibited outlaw outlawed abolish abolished eliminate eliminated end ended stop
    stopped scrap scrapped remove removed restrict restricted illegal criminalize criminalized criminalise
    phase-out repeal repealed limit limited reduce reduced discontinue discontinued forbid forbidden lower lowered
    decrease decreased cut punish punished penalize penalized penalise penalised replace replaced condemn condemned
    jail jailed imprison imprisoned close closed shut shut-down phased-out ditch ditched optional voluntary reject
    rejected oppose opposed retire retired get-rid-of do-away-with vote-against voted-against
"""
NEGATORS = frozenset(
    "not no never nor neither cannot can't don't doesn't didn't isn't aren't wasn't weren't won't wouldn't "
    "shouldn't mustn't hardly".split()
)
# Predicate words that make a question ask about something unfavourable to its subject.
NEGATIVE_PREDICATE = """
    ban banned prohibit prohibited outlaw outlawed abolish abolished eliminate eliminated restrict restricted
    criminalize criminalized violence violent harm harmful dangerous unsafe addictive damage bad worse
    lower lowered reduce reduced decrease decreased cut
"""
# Attribution: the sentence reports someone else's position (its claims count half).
REPORT_FOR = "proponent supporter advocate defender pro-side yes-side"
REPORT_AGAINST = "opponent critic skeptic sceptic detractor con-side raised-concern voiced-concern expressed-concern"
REPORT_VERBS = (
    "argue argued claim claimed contend say said believe insist maintain point-out suggest according-to write-that"
    " wrote-that tell-me told-me"
)
# Markers of a page presenting both sides.
BALANCE = """
    pros-and-cons pro-and-con pros-&-cons pro-&-con pros-cons both-sides two-sides each-side for-and-against
    advantages-and-disadvantages benefits-and-drawbacks benefits-and-risks on-the-other-hand on-one-hand
    on-the-one-hand arguments-for arguments-against some-argue others-argue some-believe others-believe
    not-clearly-pro-or-con both-pro-and-con reasonable-people-disagree on-the-fence no-clear-answer no-easy-answer
    no-simple-answer debate-remain-open jury-is-still-out mixed-evidence mixed-result people-continue-to-disagree
    mixed-bag those-on-the-other-side are-divided is-divided remain-divided genuinely-divided sharply-divided
"""
# Question words that name no topic ("Should the government allow ...", "Should people become ...").
GENERIC_QUESTION_WORDS = frozenset(
    """be get gets have has become used use made make allow allowed legal illegal banned ban good bad more less
    really actually truly ever even still
    people everyone anyone any worth primarily effectively directly government""".split()
)
_QUESTION_AUX = frozenset("should is are can do does did will would could has have was were must may".split())
# Where the subject of a question ends: a verb, copula, determiner or typical predicate adjective.
_SUBJECT_END = frozenset(
    """be get have become wear contribute improve create replace allow remain stay use cause lead reduce increase
    make help affect work receive pay vote go take give learn play own carry need a an the safe healthy legal
    beneficial good bad worth responsible determined""".split()
)
_DETERMINERS = frozenset("a an the".split())
_OBJECT_END = frozenset("from in on at for to like during within with across by near around".split())
_COPULA_QUESTIONS = frozenset("is are was were".split())
# After "Is/Are", the subject is a noun phrase and ends before its predicate: an article, an adjective, a
# comparative; not a verb-like noun ("Is remote work more productive than office work?" gave the subject "remote").
_COPULA_SUBJECT_END = frozenset(
    "a an the safe healthy legal beneficial good bad worth responsible determined more less better worse".split()
)
# ... and an evaluative adjective as the predicate, at the end or before its complement ("Is video gaming harmful to
# children?"), not as a word of the subject ("Are the harmful effects of vaping exaggerated?", "Is the moral hazard of
# bailouts harmful?"), nor after "it" ("Is it ethical to eat meat?": the subject is what follows)
_EVALUATIVE_SUBJECT_END = frozenset(
    """harmful dangerous unsafe unhealthy addictive necessary essential effective ethical moral acceptable helpful
    useful harmless detrimental""".split()
)
_EVALUATIVE_FOLLOWERS = frozenset("to for than in on at".split())


def _subject_end(tokens: list[str], i: int, ends: frozenset[str]) -> bool:
    token = tokens[i]
    if token in ends or token in _AGAINST_VERBS:
        return True
    return (
        ends is _COPULA_SUBJECT_END
        and token in _EVALUATIVE_SUBJECT_END
        and (i + 1 == len(tokens) or tokens[i + 1] in _EVALUATIVE_FOLLOWERS)
        and tokens[:i] != ["it"]
    )


# --------------------------------------------------------------------------------------------- thresholds
# Hand-set, then checked on half of the odd 2023 topics (see the benchmark); the other half confirmed them.
MAX_WORDS = 2_000  # the top of a page carries its position; long pages drift off topic further down
TAIL_WORDS = 300  # and of a page longer than that, its last words: a conclusion states it too
TOPIC_TERMS = 2  # key terms a sentence needs to be about the topic (1 if the question has only one)
MIN_TOPIC = 5  # topic sentences a page needs, unless ...
MIN_TOPIC_SHARE = 0.25  # ... this share of its sentences is about the topic (short texts)
STRONG_BALANCE = 3  # balance markers that make a page NEU
CON_RATIO = 1.0  # CON needs claims against > CON_RATIO x claims for + CON_MARGIN: more, one at least
CON_MARGIN = 0.5
REPORTED_WEIGHT = 0.5  # a reported claim counts this much
NEGATION_WINDOW = 3  # tokens after a negator that it negates
ACTION_WINDOW = 5  # tokens after a modal searched for an action against the subject
TITLE_CHARS = 200
TITLE_LINES = 3  # a question title may follow a site name or a section line ("Debate prep handout: ...")

_CLAUSE_BREAK = re.compile(r"[;:]")
# "(?:'[a-z]+|)" finds what "(?:'[a-z]+)?" would, and the regex engine tries an alternative faster than a repeat
_TOKEN_RE = re.compile(r"[a-z0-9]+(?:'[a-z]+|)|&")
_ESSAY_RE = re.compile(r"\b(?:essays?|\d[\d,]* words|persuasive speech|argumentative)\b", re.IGNORECASE)


class _Cache(dict[str, str]):
    """A function's results by its (string) argument, computed on a miss; emptied when full, so bounded. Thread-safe
    without a lock (so fork-safe too): a dict's lookups and stores are atomic, a race at worst computes a result
    twice."""

    def __init__(self, function: Callable[[str], str], maxsize: int) -> None:
        super().__init__()
        self.function, self.maxsize = function, maxsize

    def __missing__(self, key: str) -> str:
        if len(self) >= self.maxsize:
            self.clear()
        value = self[key] = self.function(key)
        return value


def _cached(maxsize: int) -> Callable[[Callable[[str], str]], Callable[[str], str]]:
    """Like ``lru_cache(maxsize)``, for ``_stem`` and ``_root``, which run on every token of every sentence: a hit is
    one dict lookup, in C (``map(_stem, tokens)`` never enters Python), without ``lru_cache``'s bookkeeping (half
    the cost a token; the whole stance 5% faster)."""
    return lambda function: _Cache(function, maxsize).__getitem__


@_cached(maxsize=1 << 16)
def _stem(token: str) -> str:
    """Crude plural/possessive stripping, the same for lexicon entries, question terms and text."""
    if token.endswith("'s"):
        token = token[:-2]
    if len(token) > 4 and token.endswith("ies"):
        return token[:-3] + "y"
    if len(token) > 4 and token.endswith(("ches", "shes", "sses", "xes", "zes")):
        return token[:-2]
    if len(token) > 3 and token.endswith("s") and not token.endswith(("ss", "us", "is")):
        return token[:-1]
    return token


_BRITISH = ((re.compile(r"(?<=\w{3})tre$"), "ter"), (re.compile(r"(?<=\w{3})our$"), "or"),
            (re.compile(r"(?<=\w{3})is(e|ed|es|ing|ation)$"), r"iz\1"))  # fmt: skip


@_cached(maxsize=1 << 16)
def _root(stem: str) -> str:
    """A word's root for the topic gate only, so that "lowered", "lowering" and "lower", "eating" and "eat",
    "centre" and "center" meet (the lexicons keep ``_stem``: "banned" and "ban" are listed there)."""
    if len(stem) >= 6 and ("tre" in stem or "our" in stem or "is" in stem):  # what a pattern needs, tested first
        for pattern, replacement in _BRITISH:  # "centre", "colour", "legalise": the American spelling
            stem = pattern.sub(replacement, stem)
    for suffix in ("ing", "ed"):
        if stem.endswith(suffix) and len(stem) - len(suffix) >= 3:
            root = stem[: -len(suffix)]
            if len(root) == 3 and _CVC.fullmatch(root):
                return stem  # "caring", "noted", "rated": care, note, rate (a short verb ending CVC doubles: "cutting")
            return root[:-1] if root[-1] == root[-2] and root[-1] not in "aeiouls" else root  # "banned": "ban"
    return stem


_CVC = re.compile(r"[^aeiou][aeiou][^aeiouwxy]")


def _tokens(text: str) -> list[str]:
    return _TOKEN_RE.findall(text.lower().replace("’", "'"))


def _first_tokens(text: str, n: int) -> list[str]:
    """The first ``n`` of ``_tokens(text)``: enough to tell a short heading from a paragraph, not tokenised whole."""
    return [match.group() for match in islice(_TOKEN_RE.finditer(text.lower().replace("’", "'")), n)]


class _Phrases(dict[str, list[tuple[str, ...]]]):
    """Stemmed phrases keyed by their first stem, longest first. For ``_may_hold``: the first stems (a frozenset is
    searched faster than the keys), the one-word phrases and the first two stems of the longer ones."""

    starts: frozenset[str]
    words: frozenset[str]
    pairs: frozenset[tuple[str, ...]]


def _phrases(words: str) -> _Phrases:
    """Stemmed phrases keyed by their first stem, longest first."""
    index = _Phrases()
    for entry in words.split():
        stems = tuple(_stem(w) for w in entry.split("-") if w)
        index.setdefault(stems[0], []).append(stems)
    for entries in index.values():
        entries.sort(key=len, reverse=True)
    phrases = [phrase for entries in index.values() for phrase in entries]
    index.starts = frozenset(index)
    index.words = frozenset(phrase[0] for phrase in phrases if len(phrase) == 1)
    index.pairs = frozenset(phrase[:2] for phrase in phrases if len(phrase) > 1)
    return index


_DEONTIC = _phrases(DEONTIC)
_ACTION_AGAINST = _phrases(ACTION_AGAINST)
_REPORT_FOR = _phrases(REPORT_FOR)
_REPORT_AGAINST = _phrases(REPORT_AGAINST)
_REPORT_VERBS = _phrases(REPORT_VERBS)
_BALANCE = _phrases(BALANCE)
_NEGATIVE_PREDICATE = frozenset(_stem(w) for w in NEGATIVE_PREDICATE.split())
# The actions against something as verbs (base forms): "Should cities ban cars?" ends its subject at "ban".
_AGAINST_VERBS = frozenset(
    _stem(w)
    for w in """ban prohibit outlaw abolish eliminate end stop scrap remove restrict criminalize criminalise repeal
    limit reduce discontinue forbid""".split()
)


def _match(stems: list[str], i: int, index: _Phrases) -> int:
    """Length of the longest phrase of ``index`` starting at ``stems[i]`` (0 if none)."""
    for phrase in index.get(stems[i], ()):
        if tuple(stems[i : i + len(phrase)]) == phrase:
            return len(phrase)
    return 0


def _may_hold(stems: list[str], index: _Phrases) -> bool:
    """False when no phrase of ``index`` is in ``stems``: none starts there, or none of the one-word phrases and none
    of the longer ones' first two stems is. Checked in C, before any loop over the stems: most sentences hold a first
    stem ("on", "for", "is") but no phrase ("on the other hand", "for and against", "is a mistake")."""
    if index.starts.isdisjoint(stems):
        return False
    if index.words and not index.words.isdisjoint(stems):
        return True
    return not index.pairs.isdisjoint(pairwise(stems))


def _count(stems: list[str], index: _Phrases) -> int:
    """Non-overlapping phrases of ``index`` in ``stems``, read left to right; tried only where a phrase starts, since
    this runs for every sentence of every page."""
    # most sentences: the first test settles them (made here, it spares a call)
    if index.starts.isdisjoint(stems) or not _may_hold(stems, index):
        return 0
    count = end = 0
    for i in [i for i, stem in enumerate(stems) if stem in index]:
        if i >= end and (length := _match(stems, i, index)):
            count += 1
            end = i + length
    return count


def _negator(token: str) -> bool:
    return token in NEGATORS or token.endswith("n't")


_AFFIRMING = frozenset("doubt doubts question denying".split())


def _affirmation(raw: list[str], i: int) -> bool:
    """A negator that affirms what follows: "no doubt", "there is no question (that)", "there is no denying",
    "not only ... but"."""
    following = raw[i + 1] if i + 1 < len(raw) else ""
    return (raw[i] == "no" and following in _AFFIRMING) or (raw[i] == "not" and following == "only")


# --------------------------------------------------------------------------------------------- question


@dataclass(frozen=True)
class Proposition:
    """What a yes/no question asks, as stems: key terms (without generic words), subject and predicate terms,
    the auxiliary ("should", "is", "" if none), and whether "yes" is good (+1) or bad (-1) for the subject."""

    key: tuple[str, ...]
    subject: tuple[str, ...]
    predicate: tuple[str, ...]
    aux: str
    orientation: int
    #: action-against words of the question that are part of what it names, not of what it asks ("illegal" in
    #: "Should the government allow illegal immigrants ...?", "Should marijuana be illegal?"): they do not turn a
    #: page's claim against its subject
    plain: frozenset[str] = frozenset()
    #: roots of the action or harm the question asks about ("lower" in "Should the voting age be lowered?"): a
    #: verdict on it ("Lowering the voting age is a bad idea") is on the proposal, not on the subject
    asked: frozenset[str] = frozenset()


@lru_cache(maxsize=1024)
def parse_question(question: str) -> Proposition:
    """Split "Should teachers get tenure?" into subject ("teacher") and predicate ("get", "tenure"). The
    subject ends at the first verb, copula or determiner from a small list. A negative word in the predicate
    ("banned", "violence") sets the orientation to -1."""
    tokens = _tokens(question)
    aux = tokens[0] if tokens and tokens[0] in _QUESTION_AUX else ""
    if aux:
        tokens = tokens[1:]
    ends = _COPULA_SUBJECT_END if aux in _COPULA_QUESTIONS else _SUBJECT_END
    # an action against in its base form, as after a modal ("Should cities ban cars?"), not a plural noun ("Should
    # highway speed limits be lowered?")
    end = next((i for i in range(1, len(tokens)) if _subject_end(tokens, i, ends)), len(tokens))
    gerund = bool(tokens) and tokens[0].endswith("ing") and end < len(tokens) and tokens[end] in _DETERMINERS
    if gerund:
        # a gerund takes its object: "Does lowering the corporate tax rate create jobs?" is about the lowering
        # of the rate, not about "lowering"; it is also what acts ("Does wearing a mask reduce infections?")
        end = next((i for i in range(end + 1, len(tokens)) if _subject_end(tokens, i, ends - _DETERMINERS)), end)
    subject_tokens, predicate_tokens = tokens[:end], tokens[end:]
    if not gerund and end + 1 < len(tokens) and _stem(tokens[end]) in _AGAINST_VERBS:
        # "Should cities ban short-term rentals like Airbnb?": the topic is what is banned, not who bans it
        stop = next(
            (
                k
                for k in range(end + 1, len(tokens))
                if tokens[k] in _OBJECT_END and not (k + 1 < len(tokens) and tokens[k + 1].endswith("ing"))
            ),
            len(tokens),
        )  # not before a gerund: "ban companies from selling user data" bans the selling
        if stop > end + 1:
            subject_tokens, predicate_tokens = tokens[end + 1 : stop], tokens[end : end + 1] + tokens[stop:]
    if not predicate_tokens and len(tokens) > 1:
        subject_tokens, predicate_tokens = tokens[:-1], tokens[-1:]

    def content(words: list[str]) -> list[str]:
        stems = (_stem(w) for w in words if w not in STOPWORDS and len(w) > 1 and not w.isdigit())
        return list(dict.fromkeys(stems))

    terms = content(tokens)
    key = tuple(t for t in terms if t not in GENERIC_QUESTION_WORDS) or tuple(terms)
    subject = tuple(t for t in content(subject_tokens) if t not in GENERIC_QUESTION_WORDS) or key
    predicate = tuple(t for t in content(predicate_tokens) if t not in subject)
    if aux in ("do", "does", "did") and predicate == ("work",):
        key = subject  # "Do multivitamins work?": pages say "help", "prevent", "no benefit", seldom "work"
    # "banned", "violence"; and an action against its object in the active voice ("Should cities ban cars?",
    # "Should we reduce emissions?"), since a page's "X should ban/reduce ..." counts as a claim against (``_claims``)
    predicate_stems = [_stem(t) for t in predicate_tokens]
    negative = any(t in _NEGATIVE_PREDICATE for t in predicate_stems) or (
        bool(predicate_stems) and predicate_stems[0] in _AGAINST_VERBS
    )
    asked = {t for t in predicate_stems if t in _NEGATIVE_PREDICATE}
    if predicate_stems and predicate_stems[0] in _AGAINST_VERBS:
        asked.add(predicate_stems[0])
    plain = frozenset(t for t in map(_stem, tokens) if t in _ACTION_AGAINST and t not in asked)
    return Proposition(key, subject, predicate, aux, -1 if negative else 1, plain, frozenset(map(_root, asked)))


# --------------------------------------------------------------------------------------------- documents


@dataclass(frozen=True)
class StanceEvidence:
    """The label and what it rests on. ``pro`` and ``con`` are the weighted claims for and against the
    proposition. ``relevance`` in [0, 1] is how close the page comes to the topic gate: 1.0 means it has
    enough topic sentences (by count or share), and anything below 1.0 is labelled NO."""

    label: str
    pro: float
    con: float
    relevance: float
    topic_sentences: int = 0  # sentences about the topic, of ``sentences``
    sentences: int = 0
    balance: int = 0  # both-sides markers ("pros and cons", "on the other hand", paired headings)
    #: which rule gave the label: "off topic", "balanced" (debate title / both sides marked / both sides reported),
    #: "claims", or "no claims" (NO: a page on the topic that claims nothing either way takes no stance)
    decided_by: str = ""
    #: the first ``SHOWN_CLAIMS`` sentences (or clauses) read as claims for and against the proposition, cut to
    #: ``SHOWN_CLAIM_CHARS``: what a reader checks a label against (a participant could not, session 33)
    pro_claims: tuple[str, ...] = ()
    con_claims: tuple[str, ...] = ()


SHOWN_CLAIMS = 3
SHOWN_CLAIM_CHARS = 200


@dataclass
class _Tally:
    claim_for: float = 0.0  # deontic claims for the subject
    claim_against: float = 0.0
    reported_for: int = 0  # sentences reporting proponents / opponents
    reported_against: int = 0
    sides_reported: set[int] = field(default_factory=set)  # anywhere: 1 proponents, -1 opponents
    balance: int = 0
    topic: int = 0  # sentences about the topic
    sentences: int = 0
    debate_title: bool = False  # the title asks the question
    essay_title: bool = False
    imperative_for: int = 0  # "Abolish it!": the question's action urged (counted only on a page about the topic)
    imperative_against: int = 0  # "Don't abolish it"
    reported_claims: float = 0.0  # the part of the claims reported from someone else ("Critics argue X should ...")
    reported_claim_for: float = 0.0  # ... of ``claim_for``
    titled: bool = False  # the page's title names the topic ("DST is the dumbest thing ever invented")
    answered: int = 0  # bare answers under a question title ("Yes.", "Absolutely not."): yes minus no
    claim_sentences: list[tuple[int, str]] = field(default_factory=list)  # (+1 for the subject / -1 against, text)


_OPINION_VERBS = frozenset("think believe agree feel suppose expect say argue".split())
_EMBEDDING = frozenset({"whether"})  # a modal in an embedded question claims nothing
_READER = frozenset({"you", "u", "ya"})
_RELATIVES = frozenset({"who", "whom", "which"})  # a modal in a relative clause describes, it does not claim
EMBEDDING_REACH = 6  # tokens before the modal searched for it
_FAILING = frozenset("fail fails failed rarely seldom".split())  # "tests fail to improve education": a no
_DEGREE_ADVERBS = frozenset(
    "certainly absolutely definitely really simply surely clearly probably obviously just still also".split()
)
_NEGATED_AFTER = (("by", "no", "means"), ("in", "no", "way"), ("under", "no", "circumstances"))


_DENIAL_HEADS = frozenset("evidence proof link indication sign".split())
_AUTHORS = frozenset("i we i'm we're".split())
_SUPPORT = frozenset("support supports supported favor favour endorse back recommend recommends".split())
_RETURN_VERBS = frozenset("go going goes went gone come coming came get getting got turn turning looking look".split())
_OPPOSE = frozenset("oppose opposes opposed reject".split())
_URGE = frozenset("urge urging want call calling ask asking".split())
STANCE_WINDOW = 8  # tokens after an author's stance verb searched for an action against ("I'm against this ban")
#: The only words at which ``_author_stance`` finds a stance: ``_claims`` asks it at these alone.
_STANCE_WORDS = frozenset({"it's", "its", "against"}) | _SUPPORT | _OPPOSE | _URGE


def _author_stance(raw: list[str], i: int) -> tuple[int, int] | None:
    """The author's own position at token ``i``: (+1 for / -1 against what follows, where what follows starts).
    "We oppose recreational marijuana legalization", "I'm against this ban", "I urge the council to vote for the
    ban", "It's time to ban the adverts"; not someone else's ("critics oppose": a report, ``_reports``)."""
    word = raw[i]
    if word in ("it's", "its") and raw[i + 1 : i + 3] == ["time", "to"]:
        return 1, i + 3
    if not _AUTHORS.intersection(raw[max(i - 3, 0) : i]) and not (
        word == "against" and raw[i - 1 : i] in (["i'm"], ["we're"])
    ):
        return None
    if word in _SUPPORT and not (word == "back" and i > 0 and raw[i - 1] in _RETURN_VERBS):
        return 1, i + 1  # not "I wouldn't go back": a return, no support
    if word in _OPPOSE:
        return -1, i + 1 + (raw[i + 1 : i + 2] == ["to"])
    if word == "against" and i > 0 and raw[i - 1] in ("am", "are", "i'm", "we're"):
        return -1, i + 1
    if word in _URGE:
        to = next((k for k in range(i + 1, min(i + 7, len(raw))) if raw[k] == "to"), None)
        if to is not None and to > i + 1:  # someone asked to act: "I urge the council to", not "I want to explain"
            return 1, to + 1
    return None


def _denied(raw: list[str], k: int) -> bool:
    """Is what follows a denial earlier in the clause: "it is not true that", "there is no (consistent) evidence
    that", "it is a myth that", "it is false that"? Its claim is the opposite (the negators alone reach 3-4 words)."""
    for m in range(k - 1, 0, -1):
        if raw[m] != "that":
            continue
        before = raw[max(m - 4, 0) : m]
        if before[-1:] in (["true"], ["untrue"], ["false"], ["myth"]) or before[-2:] == ["the", "case"]:
            return before[-1] in ("untrue", "false", "myth") or any(_negator(t) for t in before[:-1])
        if before[-1:] and before[-1] in _DENIAL_HEADS and any(t in ("no", "little", "scant") for t in before):
            return True
        if before[-1:] and before[-1] in _CLAIM_NOUNS:
            # "The claim that X causes Y is false", "the idea that X is safe is a myth": denied after the clause
            return any(
                raw[j] in _COPULAS and raw[j + 1] not in NEGATORS and _FALSE_WORDS.intersection(raw[j + 1 : j + 3])
                for j in range(k + 1, len(raw) - 1)
            )
    return False


_CLAIM_NOUNS = frozenset("claim claims idea notion belief assertion argument suggestion myth".split())
_FALSE_WORDS = frozenset("false wrong untrue myth nonsense baseless unfounded debunked mistaken misleading".split())


#: What "stop"/"end" ends in "Employers should stop waiting for permission": a delay, not the subject.
_DELAYS = frozenset("waiting hesitating delaying dithering dragging stalling procrastinating dawdling".split())


def _stops_delay(raw: list[str], k: int) -> bool:
    """Is the action at ``raw[k]`` ("stop", "end", "quit") followed by a delay ("waiting", "running pilots")?"""
    following = raw[k + 1 : k + 2]
    return bool(following) and (following[0] in _DELAYS or raw[k + 1 : k + 3] == ["running", "pilots"])


def _formerly(raw: list[str], i: int) -> bool:
    """Does "I used to think / believe / feel" stand before the modal at ``i``?"""
    return any(
        raw[k : k + 2] == ["used", "to"] and raw[k + 2] in _FORMER_OPINIONS and {"i", "we"}.intersection(raw[:k])
        for k in range(max(i - 8, 0), i - 2)
    )


_FORMER_OPINIONS = frozenset("think believe feel agree say argue".split())
_HYPOTHETICAL = frozenset("would might could".split())  # not "will": "they will have to ban it" predicts
_PREDICTING = _HYPOTHETICAL | {"will", "may"}  # ... before "need to": "the SEC will need to gather evidence"
_INVERTED_SUBJECTS = frozenset("a an the any you they it he she we i there this that your their our".split())
_CLAIM_CUES = _STANCE_WORDS | NEGATORS | {"nobody", "noone", "one"}  # tokens ``_claims`` acts on, with modals


#: The other side of a policy question's predicate where no word of ``ACTION_AGAINST`` says it, as roots: "Should
#: churches remain tax-exempt?" is answered no by "Churches should be taxed", "Should healthcare be public?" by
#: "Healthcare should be privatised", "Should X remain ...?" by "X should change".
_PREDICATE_OPPOSITES_OF = {
    "exempt": "tax",
    "tax": "exempt free",  # "Sugary drinks should not remain exempt" for "Should sugary drinks be taxed?"
    "free": "charged",  # "Students should not be charged tuition" for "Should tuition be free?" (not "in charge")
    "public": "private privatiz privatize",
    "private": "public nationaliz nationalize",
    "remain": "change alter lose revoke strip",
    "stay": "change alter lose revoke strip",
    "kept": "change alter lose revoke strip",
    "keep": "change alter lose revoke strip",
    "retain": "change alter lose revoke strip",
}


def _verb_key(word: str) -> str:
    """A word's root without a final "e", so that "increase" and "increased", "change" and "unchanged" meet."""
    return _root(_stem(word)).removesuffix("e")


_COMPOUND_HEADS = {"tax": frozenset({"exempt", "free"})}  # "tax-exempt" is "exempt", not "tax"


_NOUN_AFTER = frozenset("in of".split())  # "in charge of", "free of charge": a noun, no action


def _action_roots(stems: Iterable[str]) -> set[str]:
    """The ``_verb_key`` roots of ``stems``, a compound's head and a noun after "in" or "of" left out: "remain
    tax-exempt" says "remain" and "exempt", so that it answers "Should sugary drinks be taxed?" no and "Should
    churches remain tax-exempt?" yes; "free of charge" says "free"."""
    words = ["", *stems, ""]
    return {
        _verb_key(word)
        for before, word, following in zip(words, words[1:], words[2:], strict=False)
        if following not in _COMPOUND_HEADS.get(word, ()) and before not in _NOUN_AFTER
    }


_PREDICATE_OPPOSITES = {
    _verb_key(word): frozenset(map(_verb_key, words.split())) for word, words in _PREDICATE_OPPOSITES_OF.items()
}
#: A question asking for a change ("Should the minimum wage be increased?", "... the voting age be lowered?") is
#: answered no by a claim that things stay as they are ("The minimum wage should stay at $7.25", "The voting age
#: should not change"), whichever way the change points; roots.
_CHANGE_VERBS = frozenset(
    map(
        _verb_key,
        "lower raise increase reduce cut decrease expand extend change reform abolish ban legalize decriminalize"
        " replace end eliminate repeal privatize nationalize phase close shut".split(),
    )
)
_STATUS_QUO = frozenset(map(_verb_key, "stay remain keep kept retain maintain unchanged".split()))
_GOING_ON = frozenset("up pace ahead abreast track tied pegged linked indexed".split())
_ALTERING = frozenset(map(_verb_key, "change alter touch".split()))
_SKIPPED_IN_ACTION = frozenset("be been get the as it is".split())  # "should be kept", "should stay as it is"
#: What cuts the action short: "should be raised, not lowered", "reformed rather than closed"
_ACTION_CONTRAST = frozenset("not rather instead but".split())


@dataclass(frozen=True)
class _Reading:
    """What a claim's action is weighed against: the roots opposite to the question's predicate, the predicate's own
    roots, and whether the question asks for a change (so that staying the same answers it no)."""

    opposites: tuple[tuple[str, frozenset[str]], ...] = ()  # (a predicate root, the roots opposite to it)
    predicate: frozenset[str] = frozenset()
    change: bool = False
    orientation: int = 1
    #: an "Is X good ...?" question's predicate word and its other pole ("harmful", "bad"), as stems
    evaluative: str = ""
    poles: frozenset[str] = frozenset()
    synonyms: frozenset[str] = frozenset()


def _reading(prop: Proposition) -> _Reading:
    roots = list(_action_roots(prop.predicate))
    opposites = tuple((root, _PREDICATE_OPPOSITES[root]) for root in roots if root in _PREDICATE_OPPOSITES)
    change = prop.aux == "should" and any(root in _CHANGE_VERBS for root in roots)
    head = prop.predicate[0] if prop.predicate and prop.aux in _COPULA_QUESTIONS else ""
    poles = (
        _OPPOSITES.get(head, frozenset()) | {prefix + head for prefix in ("un", "in", "non")} if head else frozenset()
    )
    return _Reading(
        opposites, frozenset(roots), change, prop.orientation, head, poles, _SYNONYMS.get(head, frozenset())
    )


#: "X should be seen as harmful": a modal claim that says how to view the subject answers an "Is X ...?" question in
#: its own words (it was a claim for the subject: "Social media should be treated as harmful to teenagers" was PRO
#: for "Is social media good for teenagers?").
_VIEWING = frozenset(
    "seen viewed regarded treated considered recognized recognised deemed classified labeled labelled".split()
)
_VIEWED_SKIP = frozenset("be as a an".split())


def _viewed_as(window: list[str], reading: _Reading) -> int:
    """+1 when ``window`` (after a modal) views the subject as the question's predicate ("be considered a disease"),
    -1 as its other pole ("be recognized as beneficial" for "harmful"), else 0."""
    if not reading.evaluative or len(window) < 3 or window[0] != "be" or window[1] not in _VIEWING:
        return 0
    word = next((w for w in window[2:] if w not in _VIEWED_SKIP), "")
    return 1 if word == reading.evaluative or word in reading.synonyms else -1 if word in reading.poles else 0


def _opposes(reading: _Reading, roots: set[str], naming: bool = False) -> bool:
    """Whether ``roots`` name the other side of the question's predicate and not the predicate itself ("taxed", not
    "tax-exempt", for "Should churches remain tax-exempt?"); ``naming`` the topic, only a state's other side
    ("private" for "public"), not a change ("loose change" on a page about pennies)."""
    return any(
        root not in roots and not other.isdisjoint(roots) and not (naming and root in _STATUS_QUO)
        for root, other in reading.opposites
    )


_MOVING = frozenset("rising growing climbing going moving falling dropping declining improving shrinking".split())


def _changing(stem: str) -> bool:
    """A change in its "-ing" form ("keep rising", "keep increasing"), not a going concern ("kept running")."""
    return stem in _MOVING or (stem.endswith("ing") and _verb_key(stem) in _CHANGE_VERBS)


def _status_quo(window: list[str], sign: int, reading: _Reading) -> int:
    """+1 when the action keeps things as they are ("stay at 18", "not change"), -1 when it refuses to ("should not
    stay"), 0 when it is no such action or names the question's own predicate ("remain banned")."""
    roots = [_verb_key(stem) for stem in window if stem not in _SKIPPED_IN_ACTION]
    if not roots or not reading.predicate.isdisjoint(roots) or any(stem in _ACTION_AGAINST for stem in window):
        return 0
    if roots[0] in _STATUS_QUO:
        following = [stem for stem in window if stem not in _SKIPPED_IN_ACTION][1:2]
        # "should keep up with inflation", "should keep rising": a change kept going, not things kept as they are
        going_on = following and (following[0] in _GOING_ON or _changing(following[0]))
        return 0 if going_on else sign
    return -sign if roots[0] in _ALTERING else 0


#: Words after an action that are no object of it ("Tipping should end now").
_NO_OBJECT = frozenset(
    "now immediately altogether entirely completely soon today already forever outright once".split()
)
#: Words that end an action's object ("reduce the use of force because ...", "ban it, which ...").
_OBJECT_ENDS = frozenset("because which who that when while if but so and or since as".split())


def _done_to_subject(stems: list[str], raw: list[str], j: int, k: int, topic: frozenset[str]) -> bool:
    """Is the action against at ``j + k`` done to what the question asks about: a state of the subject ("should be
    banned", "should remain illegal"), with no object ("Tipping must end"), or with a word of the question's
    subject or predicate (``topic``, roots) or a pronoun as its object ("Cities should ban body cameras", "We must
    end the practice of tipping", "Companies should stop the four-day week", "should stop it")? Not "should
    reduce complaints", "should stop eating meat": against something else."""
    if any(raw[m] in _STATE_WORDS for m in range(j, j + k)):
        return True
    end = next((m for m in range(j + k + 1, len(raw)) if raw[m] in _OBJECT_ENDS), len(raw))
    after = [m for m in range(j + k + 1, min(j + k + 9, end)) if raw[m] not in _NO_OBJECT]
    if not after:
        return True
    return any(_root(stems[m]) in topic or raw[m] in _SUBJECT_PRONOUNS or raw[m] in ("this", "that") for m in after)


def _claims(
    stems: list[str],
    raw: list[str],
    plain: frozenset[str] = frozenset(),
    reading: _Reading | None = None,
    subject: frozenset[str] = frozenset(),
) -> tuple[int, int]:
    """Deontic claims (for, against) the subject in one clause. The action is looked for in the verb group after
    the modal, up to a "to" ("should be enacted to reduce deaths": the reducing is not done to the subject) or a
    contrast ("raised, not lowered"), and not among the question's ``plain`` words; with a ``reading`` of the
    question, an action opposite to its predicate counts the other way and keeping things as they are answers a
    question asking for a change no."""
    claim_for = claim_against = 0
    negated_until = -1
    i = 0
    while i < len(stems):
        if raw[i] not in _CLAIM_CUES and stems[i] not in _DEONTIC and not raw[i].endswith("n't"):
            i += 1  # most tokens: no stance word, modal, negator or "nobody", so nothing below applies
            continue
        if raw[i] in _STANCE_WORDS and (stance := _author_stance(raw, i)) is not None:
            sign, j = stance
            if i <= negated_until or _denied(raw, i):
                sign = -sign  # "we do not support the ban"
            window = stems[j : j + STANCE_WINDOW]
            if "to" in window:
                window = window[: window.index("to")]
            if any(_match(window, k, _ACTION_AGAINST) and window[k] not in plain for k in range(len(window))):
                sign = -sign  # "we oppose the ban": for the subject
            claim_for, claim_against = claim_for + (sign > 0), claim_against + (sign < 0)
            negated_until = -1
            i = j
            continue
        length = _match(stems, i, _DEONTIC) if stems[i] in _DEONTIC else 0
        if not length:
            if _negator(raw[i]) and not _affirmation(raw, i):
                negated_until = i + NEGATION_WINDOW
                # "I do not think (that) ...", "nobody believes ...": the opinion's whole clause is negated
                if any(_stem(t) in _OPINION_VERBS for t in raw[i + 1 : i + 3]):
                    negated_until = len(raw)
            elif raw[i] in ("nobody", "noone") or (raw[i] == "one" and i > 0 and raw[i - 1] == "no"):
                following = _stem(raw[i + 1] if i + 1 < len(raw) else "")
                if following in _OPINION_VERBS:
                    negated_until = len(raw)  # "nobody believes X should"
                elif i + 1 < len(stems) and _match(stems, i + 1, _DEONTIC):
                    negated_until = i + 1  # "nobody should face the death penalty": no one, so against
            i += 1
            continue
        if any(t in _EMBEDDING for t in raw[max(i - EMBEDDING_REACH, 0) : i]):
            i += length  # "the debate over whether teachers should get tenure": asked, not claimed
            continue
        h = i - 1
        while h >= 0 and raw[h] in _BEFORE_MODAL:
            h -= 1
        if h >= 0 and raw[h] in _READER:
            i += length  # "you should contact an attorney", "what you should know": advice to the reader
            continue
        if any(t in _RELATIVES for t in raw[max(i - 2, 0) : i]):
            i += length  # "teachers who should have been let go": about someone, not a claim about the subject
            continue
        if i > 0 and (
            (raw[i] in ("have", "has") and raw[i - 1] in _HYPOTHETICAL)
            or (raw[i] in ("need", "needs") and raw[i - 1] in _PREDICTING)
        ):
            i += length  # "users would have to confirm their identity", "the SEC will need to gather evidence": what a
            continue  # rule would mean or what will happen, not a claim
        if raw[i] == "should" and i > 0 and i + 1 < len(raw) and raw[i + 1] in _INVERTED_SUBJECTS:
            i += length  # "evidence, should an investigation result": "if", not a claim (a claim's modal takes a verb)
            continue
        # A negated modal ("should not", "shouldn't") is the claim's own negation; a negator before it in the
        # same claim ("No, teachers should not ...", "Never, ... shouldn't") reinforces it rather than cancelling it.
        sign = -1 if i <= negated_until or _denied(raw, i) else 1
        if _formerly(raw, i):
            sign = -sign  # "I used to think tipping should be abolished": a view the author has left
        j = i + length
        if j + 1 < len(raw) and raw[j] in _DEGREE_ADVERBS and _negator(raw[j + 1]):
            j += 1  # "should certainly not", "should really never"
        if raw[i].endswith("n't"):
            sign = -1
        elif j < len(raw) and _negator(raw[j]):
            sign, j = -1, j + 1
        elif tuple(raw[j : j + 3]) in _NEGATED_AFTER:  # "should by no means be increased"
            sign, j = -1, j + 3
        j += _match(stems, j, _DEONTIC) if j < len(stems) else 0  # "should not have to": one claim, not two
        window = stems[j : j + ACTION_WINDOW]
        if "to" in window:
            window = window[: window.index("to")]
        cut = next((c for c in range(1, len(window)) if window[c] in _ACTION_CONTRAST), len(window))
        window = window[:cut]
        if reading is not None and (view := _viewed_as(window, reading)):
            sign = sign * view * reading.orientation  # yes or no to the question, in terms of the subject
            claim_for, claim_against = claim_for + (sign > 0), claim_against + (sign < 0)
            negated_until, i = -1, j
            continue
        if reading is not None and reading.change and (keeping := _status_quo(window, sign, reading)):
            sign = -keeping * reading.orientation  # against the asked change, in terms of the subject
            claim_for, claim_against = claim_for + (sign > 0), claim_against + (sign < 0)
            negated_until, i = -1, j
            continue
        measure = _measure_object(stems, j)
        if measure == "ballot":
            negated_until, i = -1, j  # "vote against Proposition 5, which would ban fracking": said elsewhere
            continue
        against = next(
            (
                k
                for k in range(len(window))
                if _match(window, k, _ACTION_AGAINST) and window[k] not in plain and not _stops_delay(raw, j + k)
            ),
            None,
        )
        topic = subject | reading.predicate if reading is not None else subject
        if (
            against is not None
            and subject
            and measure != "measure"
            and not _done_to_subject(stems, raw, j, against, topic)
        ):
            if not (h >= 0 and (_root(stems[h]) in subject or raw[h] in _SUBJECT_PRONOUNS)):
                negated_until, i = -1, j  # "people should stop eating meat": against something else, by others
                continue
            against = None  # "body cameras should reduce complaints": the subject acting against something else
        if (against is not None and measure != "measure") or _must_go(raw, j):
            sign = -sign
        exempted = window[: window.index("from")] if "from" in window else window  # "exempt from sales tax"
        if reading is not None and reading.opposites and _opposes(reading, _action_roots(exempted)):
            sign = -sign  # "Churches should be taxed" for "Should churches remain tax-exempt?"
        if sign > 0:
            claim_for += 1
        else:
            claim_against += 1
        negated_until = -1
        i = j
    return claim_for, claim_against


#: Measures against something, as nouns: rejecting one is for the thing ("Voters should reject a ban on ..."); not
#: "repeal", whose object is a measure ("oppose the repeal of the ban" keeps the ban).
_MEASURES = frozenset(
    _stem(w) for w in "ban prohibition restriction abolition moratorium crackdown cap phase-out".split()
)
_MEASURE_DETERMINERS = frozenset(
    "the a an this such outright blanket total proposed any all new that these those".split()
)
#: The actions that undo a measure they take as object; not "stop", "limit", "cut", "close", "punish", which as often
#: keep or tighten one ("stop the ban from expiring", "limit the ban to downtown", "close loopholes in the ban").
_UNDOING = frozenset(
    _stem(w)
    for w in """reject rejected oppose opposed repeal repealed scrap scrapped end ended abolish abolished ditch ditched
    remove removed eliminate eliminated vote voted""".split()
)
#: A measure's head noun ends at these: "reject the lifting of the ban", "end exemptions from the ban".
_MEASURE_STOPS = frozenset("of in from that for with at by which who because since as while but so".split())
_PASSIVE = frozenset("be been being get got".split())
#: "Cities should reject proposals to ban cars": the proposal's action is what is rejected.
_PROPOSALS = frozenset(_stem(w) for w in "proposal plan attempt effort move bid push call law bill measure".split())
_MEASURE_GERUNDS = frozenset(
    """banning prohibiting outlawing abolishing restricting eliminating scrapping repealing criminalizing
    criminalising lowering reducing cutting limiting decreasing""".split()
)
_BALLOT_ACTS = frozenset("to would will it that which".split())
#: What one votes against by name: what it does is said elsewhere ("vote against Proposition 5, which would ban ...").
_BALLOTS = frozenset(
    _stem(w) for w in "proposition prop measure bill initiative referendum amendment ordinance question".split()
)


def _measure_object(stems: list[str], j: int) -> str:
    """What the action against after a modal takes as its object: "measure" when it undoes a measure against the
    subject, so the two cancel ("should reject a ban on bottled water", "must oppose any ban on cars", "should oppose
    banning cars", "should reject proposals to ban cars"); "ballot" when it is voting against a named ballot item
    (no claim about the subject); else "" (not two actions side by side: "should restrict or ban")."""
    window = stems[j : j + ACTION_WINDOW + 2]
    first = next((k for k in range(len(window)) if _match(window, k, _ACTION_AGAINST)), None)
    if first is None or window[first] not in _UNDOING or (first and window[first - 1] in _PASSIVE):
        return ""  # "should be abolished, a ban is overdue": a passive takes no object
    rest = window[first + _match(window, first, _ACTION_AGAINST) :]
    if window[first] == "vote" and any(stem in _BALLOTS for stem in rest[:3]):
        # "vote against the bill to ban plastic bags", "... Proposition 5, which would ban fracking": the item is a
        # measure against the subject when the sentence says so; else nothing is said about the subject
        later = stems[j + first : j + first + 12]
        acts = any(  # what the item does: "to ban", "would ban", "it bans"; not "protect bags from a ban"
            k and later[k - 1] in _BALLOT_ACTS and (_root(stem) in _ABOLISHING or stem in _AGAINST_VERBS)
            for k, stem in enumerate(later)
        )
        return "measure" if acts else "ballot"
    # the measure right after the verb, or within three words of a determiner right after it ("a permanent car ban");
    # a determiner further on opens another phrase, often another clause ("scrap plastic bags, a ban works")
    determiner = rest[0] in _MEASURE_DETERMINERS if rest else False
    for m, stem in enumerate(rest):
        if stem in ("and", "or") or stem in _MEASURE_STOPS:
            return ""
        if stem in _MEASURES and (m == 0 or (determiner and m <= 3)):
            return "measure"
        if m == 0 and stem in _MEASURE_GERUNDS:
            return "measure"
        if stem == "to":
            undone = m > 0 and rest[m - 1] in _PROPOSALS and m + 1 < len(rest) and rest[m + 1] in _AGAINST_VERBS
            return "measure" if undone else ""
    return ""


_GO_AFTER = frozenset("away now already immediately too".split())


def _must_go(raw: list[str], j: int) -> bool:
    """ "Daylight saving time must go", "... has to go now": the subject done away with, a slogan's wording; not
    "must go on", "should go to school"."""
    if j >= len(raw) or raw[j] != "go":
        return False
    rest = raw[j + 1 : j + 3]
    return not rest or rest[0] in _GO_AFTER or rest == ["for", "good"]


_FIRST_PERSON = frozenset("i we i'd we'd".split())  # "I'd say", not a report; "I've heard X argue" is one
_FIRST_PERSON_OBJECT = frozenset("me us".split())  # "let me tell you", not "someone tells me"


def _reports(stems: list[str], raw: list[str]) -> bool:
    """Does the sentence report what someone else says ("experts argue", "it is claimed")? "I believe", "we
    argue", "I don't think" are the author's own position."""
    if not _may_hold(stems, _REPORT_VERBS):  # most sentences
        return False
    end = 0  # read left to right as ``_count``: a verb phrase matched is skipped whole
    for i in [i for i, stem in enumerate(stems) if stem in _REPORT_VERBS]:
        if i < end or not (length := _match(stems, i, _REPORT_VERBS)):
            continue
        if not _FIRST_PERSON.intersection(raw[max(i - 3, 0) : i]) | _FIRST_PERSON_OBJECT.intersection(
            raw[max(i - 2, 0) : i]
        ):
            return True
        end = i + length
    return False


_COPULAS = frozenset("is are was were be been being remain remains seem seems isn't aren't wasn't weren't".split())
_ANSWER_AUX = {  # question auxiliary -> what a direct answer puts before the predicate
    "is": _COPULAS,
    "are": _COPULAS,
    "can": frozenset("can could cannot can't".split()),
    "do": frozenset("do does did don't doesn't didn't".split()),
    "does": frozenset("do does did don't doesn't didn't".split()),
}
ANSWER_REACH = 4  # tokens before the predicate word searched for the subject, the auxiliary and a negation


def _answer(stems: list[str], raw: list[str], prop: Proposition) -> int:
    """+1 / -1 when the clause answers the question in its own words, yes or no: "Obesity is (not) a disease",
    "Video games do not contribute to violence", "Alternative energy can replace fossil fuels"; else 0."""
    auxiliaries = _ANSWER_AUX.get(prop.aux)
    if auxiliaries is None or not prop.predicate:
        return 0
    head = prop.predicate[0]
    heads = _EFFICACY if head == "work" else {head}  # "Do multivitamins work?": "they do not help"
    subject = set(prop.subject)
    opposites = {prefix + head for prefix in ("un", "in", "non", "non-")}  # "unsafe", "ineffective"
    poles = _OPPOSITES.get(head, frozenset())  # "Is vaping safe?": "vaping is dangerous"
    opposites |= poles
    synonyms = _SYNONYMS.get(head, frozenset())
    heads = heads | synonyms
    poles = poles | synonyms  # (said as the question says it, or its opposite: both as predicates only)
    answers: set[int] = set()
    for k, stem in enumerate(stems):
        if stem not in heads and stem not in opposites:
            continue
        if stem in poles and not _predicative(raw, k, auxiliaries):
            continue  # "a good deal more addictive", "good with breakfast", "a risky investment": no answer
        before = raw[max(k - ANSWER_REACH, 0) : k]
        if not subject.intersection(stems[max(k - ANSWER_REACH - 2, 0) : k]):
            continue
        has_aux = any(t in auxiliaries for t in before)
        if not has_aux and prop.aux in ("is", "are", "can"):
            continue
        start = max(k - ANSWER_REACH, 0)
        if _EMBEDDING.intersection(raw[max(k - EMBEDDING_REACH, 0) : k]):
            continue  # "Whether standardized tests improve education is debated": asked, not answered
        negated = any((_negator(raw[m]) and not _affirmation(raw, m)) or raw[m] in _FAILING for m in range(start, k))
        negated = negated or any(raw[m : m + 2] == ["far", "from"] for m in range(start, k))  # "far from safe"
        negated = negated != _denied(raw, k)  # "It is not true that electric cars are better"
        if stem in opposites:
            negated = not negated  # "unsafe" is "not safe"; "not unsafe" is "safe"
        answer = -1 if negated else 1  # "not only a disease" affirms
        if not poles:
            return answer
        answers.add(answer)
    return answers.pop() if len(answers) == 1 else 0  # "dangerous for teenagers but safe for adults": neither


#: A question asking whether something causes something else, by its predicate's head, and the words that answer
#: it in other terms: "Is human activity primarily responsible for global climate change?" is answered yes by
#: "humans cause climate change", "warming is caused by / due to human activity"; "Do violent video games contribute
#: to youth violence?" by "violent games cause aggression and violence".
_CAUSAL_HEADS = frozenset("responsible cause contribute".split())
_CAUSING = frozenset(
    """cause causes caused causing contribute contributes contributed contributing drive drives drove driving
    responsible""".split()
)
_CAUSED_BY = frozenset("caused driven triggered".split())  # ... "by" the subject
_DUE_TO = (("due", "to"), ("attributable", "to"), ("attributed", "to"), ("result", "of"), ("product", "of"))
CAUSE_REACH = 4  # tokens between the cause and the causal word, and between the causal word and the effect
EFFECT_REACH = 6


def _causal_answer(stems: list[str], raw: list[str], prop: Proposition) -> int:
    """+1 / -1 when the clause says the subject causes (does not cause) what the question asks about, in other words
    than the question's (``_answer`` reads those): actively ("humans (do not) cause climate change") or passively
    ("climate change is (not) caused by / due to human activity"). Hedged or asked causes claim nothing, nor a small
    share ("humans contribute only a tiny fraction"); a cause set against another ("caused by the sun, not humans",
    "human activity, not natural cycles, causes it") counts for the one affirmed."""
    if not prop.predicate or prop.predicate[0] not in _CAUSAL_HEADS:
        return 0
    subject, effect = set(prop.subject), set(prop.predicate[1:])
    if not effect or effect.isdisjoint(stems) or subject.isdisjoint(stems):
        return 0
    if _EMBEDDING.intersection(raw):
        return 0  # "whether humans cause it is debated"
    for k, word in enumerate(raw):
        passive = k + 1 < len(raw) and ((word in _CAUSED_BY and raw[k + 1] == "by") or (word, raw[k + 1]) in _DUE_TO)
        if passive:
            cause = range(k + 2, min(k + 2 + CAUSE_REACH, len(raw)))
            effect_at = range(0, k)
        elif word in _CAUSING:
            if word.endswith("ing") and _COPULAS.isdisjoint(raw[max(k - 2, 0) : k]):
                continue  # "the human driving forces of climate change": a noun phrase, not "humans are driving it"
            cause = range(max(k - CAUSE_REACH, 0), k)
            effect_at = range(k + 1, min(k + 1 + EFFECT_REACH, len(raw)))
        else:
            continue
        named = next((m for m in cause if stems[m] in subject), None)
        hit = next((m for m in effect_at if stems[m] in effect), None)
        if named is None or hit is None:
            continue
        before = raw[max(k - 3, 0) : k]
        if _HYPOTHETICAL.intersection(before) or "may" in before:
            return 0  # "human activities might affect climate change": a possibility, not an answer
        if not passive and _SMALL_SHARE.intersection(raw[k + 1 : hit]):
            return 0  # "humans contribute only a tiny fraction to", "cause far less climate change than volcanoes"
        # the verb's own negation: after an auxiliary ("do not cause", "is not caused by"), or "never"; not a "not"
        # that sets another cause against it ("Human activity, not natural cycles, causes ..."), nor one before a
        # "that" (``_denied`` reads "it is not true that ...")
        floor = max((m for m in range(k) if raw[m] == "that"), default=-1) + 1
        negated = any(
            (
                raw[m] == "never"
                or raw[m].endswith("n't")
                or (raw[m] in NEGATORS and m > 0 and raw[m - 1] in _AUXILIARIES)
            )
            and not _affirmation(raw, m)
            for m in range(max(k - 3, floor, 0), k)
        )
        if passive:
            negated = negated != any(t in _CONTRASTED for t in raw[k + 2 : named])  # "by the sun, not humans"
        else:
            negated = negated or any(t in ("no", "not") for t in raw[k + 1 : hit])  # "cause no youth violence"
        negated = negated != _denied(raw, k)
        return -1 if negated else 1
    return 0


_AUXILIARIES = frozenset("do does did is are was were be been has have had can could will would should must".split())
_CONTRASTED = frozenset("not rather than instead".split())
_SMALL_SHARE = frozenset("only less little fraction minor small".split())


_EFFICACY = frozenset("work help benefit improve prevent".split())
_INTENSIFIERS = frozenset("not never very really so too extremely quite incredibly more less most least just".split())
# what follows a word of ``_OPPOSITES`` in an idiom or a phrase about something else: "good with fatty dishes",
# "bad at maths", "good for nothing", "dangerous to the industry's profits"
_IDIOM_AFTER = frozenset("with at to in deal news luck thing things enough as".split())
_IDIOM_FOR = frozenset("nothing one".split())


def _predicative(raw: list[str], k: int, copulas: frozenset[str]) -> bool:
    """Whether ``raw[k]`` is said of the subject as a whole: right after the copula, or after it and intensifiers or
    a negation ("vaping is (not) (very) dangerous"), and not the start of an idiom."""
    m = k - 1
    while m >= 0 and raw[m] in _INTENSIFIERS:
        m -= 1
    if m < 0 or raw[m] not in copulas:
        return False
    following = raw[k + 1] if k + 1 < len(raw) else ""
    if following in _IDIOM_AFTER:
        return False
    return not (following == "for" and k + 2 < len(raw) and raw[k + 2] in _IDIOM_FOR)


#: The other pole of an evaluative predicate where no prefix makes it: "Are social networking sites good for
#: society?" is answered no by "they are bad for society" (which was read as a page naming the question without a
#: claim: PRO), "Is vaping safe?" by "vaping is dangerous" (NO). Only as an answer in the question's form: the
#: subject, the copula and the word (``_answer``), never as a free-standing evaluative word (see the module docstring).
_OPPOSITES_OF = {
    "good": "bad harmful detrimental damaging",
    "bad": "good beneficial",
    "safe": "dangerous harmful hazardous risky",
    "dangerous": "safe harmless",
    "beneficial": "harmful detrimental damaging bad",
    "harmful": "harmless safe beneficial",
    "healthy": "harmful",
    "effective": "useless",
    "helpful": "harmful useless",
    "useful": "useless",
    "legal": "illegal",
    "illegal": "legal",
    "moral": "immoral",
    "ethical": "immoral",
}
_OPPOSITES = {_stem(word): frozenset(map(_stem, words.split())) for word, words in _OPPOSITES_OF.items()}
#: Other words for an evaluative predicate, on the same terms as ``_OPPOSITES`` (an answer in the question's form
#: only): "Video games are not damaging our children" answers "Is video gaming harmful to children?" no.
_SYNONYMS_OF = {
    "harmful": "damaging detrimental",
    "bad": "harmful damaging detrimental",
    "good": "beneficial",
    "beneficial": "good helpful",
    "dangerous": "unsafe hazardous",
    "necessary": "essential",
    "essential": "necessary",
}
_SYNONYMS = {_stem(word): frozenset(map(_stem, words.split())) for word, words in _SYNONYMS_OF.items()}
#: Verdicts on the subject without a modal: "X has no place on public roads", "X is the wrong answer".
_VERDICT_AGAINST = _phrases(
    "no-place-in no-place-on wrong-answer wrong-tool wrong-approach wrong-choice wrong-solution wrong-fix"
    " wrong-move wrong-call wrong-direction wrong-priority wrong-policy"
    " bad-idea terrible-idea waste-of-money waste-of-time is-a-mistake be-a-mistake was-a-mistake are-a-mistake"
    " own-goal more-harm-than-good evidence-say-no would-ruin will-ruin would-destroy will-destroy would-backfire"
    " will-backfire backfired a-disaster a-dead-end bad-policy bad-law step-backward step-backwards would-kill"
    " will-kill go-too-far goes-too-far went-too-far going-too-far"
)  # "not the answer", "not a (real) solution": ``_not_the_remedy``
_VERDICT_FOR = _phrases(
    "right-answer right-tool right-approach right-way right-choice good-idea great-idea more-good-than-harm"
    " worth-it worth-the-cost worth-the-money evidence-say-yes overdue long-overdue no-brainer step-forward pay-off"
    " paid-off good-policy"
)
VERDICT_REACH = 8  # tokens before the verdict searched for the subject


_REMEDIES = frozenset("answer fix solution cure".split())


def _not_the_remedy(stems: list[str], k: int) -> bool:
    """ "not the (health) fix", "not a (real) solution" from token ``k``: one word may stand before the noun."""
    if stems[k] != "not" or k + 2 >= len(stems) or stems[k + 1] not in ("the", "a"):
        return False
    return stems[k + 2] in _REMEDIES or (k + 3 < len(stems) and stems[k + 3] in _REMEDIES)


#: Where a verdict can start (a phrase's first stem, or the "not" of ``_not_the_remedy``): ``_verdict`` runs for many
#: sentences of a page and tries only these positions.
_VERDICT_STARTS = _VERDICT_FOR.starts | _VERDICT_AGAINST.starts | {"not"}

_PROPOSAL_DETERMINERS = frozenset("the a an this such outright blanket total proposed".split())  # not "that ban"


def _the_proposal(stems: list[str], start: int, k: int, asked: frozenset[str]) -> bool:
    """The asked action as a noun with an article before the verdict: "the (outright) ban", "such a ban"; not one
    naming what it acts on ("the ban on smoking": the subject's words then decide)."""
    return any(
        _root(stems[m]) in asked
        and stems[m - 1] in _PROPOSAL_DETERMINERS
        and not _noun_end(stems, m)
        and stems[m + 1] not in ("on", "of", "against")
        for m in range(max(start, 1), k)
    )


def _verdict(stems: list[str], raw: list[str], prop: Proposition, named_proposal: bool = False) -> int:
    """+1 / -1 for a verdict on the subject: "Self-driving cars have no place on public roads", "School uniforms
    are a terrible idea" (a key term of the question names the topic); a negation before it turns it ("is not a
    bad idea"); a verdict on the action the question asks about is on the proposal ("Lowering the voting age is
    a bad idea", "A ban is the wrong answer": against, whichever way the question points); else 0."""
    if "not" not in stems and not _may_hold(stems, _VERDICT_FOR) and not _may_hold(stems, _VERDICT_AGAINST):
        return 0  # most sentences hold no verdict (nor the "not" of ``_not_the_remedy``): before any set is built
    subject, key = set(prop.subject), set(prop.key)
    objects = (subject | set(prop.predicate)) - prop.asked  # "Should cities ban cars ...?": "car" for "a car ban"
    need_subject, need_key = min(2, len(subject)), min(2, len(key))
    asked = _asked_actions(prop)
    for k in [k for k, stem in enumerate(stems) if stem in _VERDICT_STARTS]:
        sign = 1 if _match(stems, k, _VERDICT_FOR) else -1 if _match(stems, k, _VERDICT_AGAINST) else 0
        if not sign and _not_the_remedy(stems, k):
            sign = -1  # "not the health fix they were sold as": a word between "the" and the remedy
        if not sign:
            continue
        start = max(k - VERDICT_REACH, 0)
        reach = stems[start:k]
        # on the proposal: the asked action done to the subject ("lowering the voting age", not "the drinking age")
        on_proposal = (
            any(
                _root(stems[m]) in asked
                and not _noun_end(stems, m)
                # ... or what is acted on, then the action: "a car ban", "the homework ban"
                and (
                    len(subject.intersection(stems[m + 1 : m + 5])) >= need_subject
                    or (m > 0 and stems[m - 1] in objects)
                )
                for m in range(start, k)
            )
            or (named_proposal and _the_proposal(stems, start, k, asked))
        )
        if named_proposal and not on_proposal:
            continue
        # on the topic: the subject, or two of the question's key terms ("school uniforms"; not "a school policy")
        if not (on_proposal or subject.intersection(reach) or len(key.intersection(reach)) >= need_key):
            continue
        if any(_negator(t) for t in raw[max(k - 3, 0) : k]) and raw[k] != "no":  # "not (such) a bad idea"
            sign = -sign
        # the caller counts a verdict for the subject and turns it for a question pointing against the subject
        return sign * prop.orientation if on_proposal else sign
    return 0


def _title_flags(title: str, prop: Proposition) -> tuple[bool, bool]:
    """(debate title, essay title). A debate title is a question on the topic that starts with the question's
    auxiliary or contains "should"."""
    tokens = _tokens(title)
    on_topic = bool(set(prop.key) & {_stem(t) for t in tokens})
    asks = "?" in title and on_topic and bool(tokens) and (tokens[0] == prop.aux or "should" in tokens)
    return asks, bool(_ESSAY_RE.search(title))


_PRO_HEADING = frozenset("pro pros advantage advantages benefit benefits upside upsides".split())
_CON_HEADING = frozenset(
    """con cons disadvantage disadvantages drawback drawbacks downside downsides risk risks limitation
    limitations""".split()
)
PAIRED_HEADINGS = STRONG_BALANCE  # a heading for each side ("Possible benefits" / "Drawbacks") is a balanced page


_TIMESTAMP = re.compile(r"^\s*\(?\d{1,2}:\d{2}(?::\d{2})?\)?\s*(?:[-–—|]\s*)?")


def _paired_headings(text: str) -> int:
    """Headings for each side, each on its own short line or before a colon ("Homeschooling: advantages" ...
    "Homeschooling: disadvantages", "Possible benefits" ... "Limitations and possible drawbacks", "For:" ...
    "Against:", "Evidence suggesting benefit: ..." ... "Evidence suggesting no benefit: ..."): a page laying out
    both sides. A heading naming both ("Pros and cons") is a balance marker already."""
    sides = set()
    cases = set()  # "The case for abolishing tipping" ... "The case for keeping it"
    for line in filter(str.strip, text.splitlines()):  # a blank line heads nothing
        line = _TIMESTAMP.sub("", line)  # "04:12 The case for reactors" in a podcast's chapter list
        head, colon, _ = line.partition(":")
        if not colon and line.rstrip().endswith((".", "?", "!")):
            continue  # a sentence, no heading (checked before tokenising: most lines of a page are such paragraphs)
        words = _first_tokens(head if colon and len(head) <= 50 else line, 7)  # "Potential drawbacks: Scheduling ..."
        if not words or len(words) > 6:
            continue
        if words[:3] in (["the", "case", "for"], ["the", "case", "against"]) or words[:2] in (
            ["case", "for"],
            ["case", "against"],
        ):
            cases.add(tuple(words))
        con = bool(_CON_HEADING.intersection(words)) or bool({"against", "no", "not"}.intersection(words))
        pro = not con and (bool(_PRO_HEADING.intersection(words)) or words in (["for"], ["yes"]))
        if pro or con:
            sides.add(pro)
    return PAIRED_HEADINGS if len(sides) == 2 or len(cases) >= 2 else 0


#: One-word actions that do away with something, any of which names a question asking for one ("end", "scrap",
#: "ban" for "abolish"). Inflected forms listed: ``_root`` leaves "eliminated" as "eliminat"; narrower than
#: ``_AGAINST_VERBS`` ("limit", "reduce", "restrict" do not abolish).
_AGAINST_WORDS = frozenset(
    _stem(w)
    for w in """ban banned banning prohibit prohibited outlaw outlawed abolish abolished abolishing eliminate
    eliminated end ended ending scrap scrapped scrapping repeal repealed criminalize criminalise""".split()
)
_ABOLISHING = frozenset(map(_root, _AGAINST_WORDS))


_KEEPING_WORDS = "keep kept keeping preserve preserved retain retained maintain maintained save saved"
_DOING_AWAY_WORDS = (
    "abolish abolished eliminate eliminated scrap scrapped end ended repeal repealed retire retired discontinue"
    " discontinued axe axed ditch ditched phase phased shut close closed"
)
_RAISING_WORDS = "raise raised increase increased hike hiked boost boosted"
_LOWERING_WORDS = "lower lowered reduce reduced decrease decreased cut"
#: Other words for a policy question's predicate, for the topic gate only (the claims keep their own lexicons), and
#: only as the action of a modal claim about the subject (``_modal_action_names``): "Voting should not be made
#: mandatory" is about "Should voting be compulsory?", "The penny should be retired" about "Should the penny be
#: eliminated?". Each class: the words naming one another, the words of its other side ("Voting should remain
#: voluntary"), and question words that take the class without naming it in a page ("remain": "it remains a
#: problem"). A predicate that is a generic question word ("legal", "allowed", "banned") is no key term, so it needs
#: no class.
_PREDICATE_CLASSES = (
    ("mandatory compulsory obligatory require required requirement mandate mandated", "optional voluntary", ""),
    ("privatize privatized privatise privatised", "public nationalize nationalized", ""),
    (_RAISING_WORDS, _LOWERING_WORDS, ""),
    (_LOWERING_WORDS, _RAISING_WORDS, ""),
    (_KEEPING_WORDS, _DOING_AWAY_WORDS, "stay remain"),
    (_DOING_AWAY_WORDS, _KEEPING_WORDS, ""),
    ("tax taxed taxing levy levied", "exempt", ""),
)


def _predicate_class_roots(words: str) -> frozenset[str]:
    return frozenset(_root(_stem(w)) for w in words.split())


#: key root -> (roots naming it, roots naming its other side)
_PREDICATE_NAMES = {
    head: (names - {head}, _predicate_class_roots(others))
    for words, others, heads in _PREDICATE_CLASSES
    for names in [_predicate_class_roots(words)]
    for head in names | _predicate_class_roots(heads)
}


def _predicate_names(key_roots: dict[str, str]) -> tuple[dict[str, str], dict[str, str]]:
    """For the key terms in a class of ``_PREDICATE_CLASSES``: the roots naming them (root -> key term) and the roots
    naming their other side."""
    same: dict[str, str] = {}
    other: dict[str, str] = {}
    for term, root in key_roots.items():
        names, others = _PREDICATE_NAMES.get(root, (frozenset(), frozenset()))
        same.update(dict.fromkeys(names - set(key_roots.values()), term))
        other.update(dict.fromkeys(others - set(key_roots.values()), term))
    return same, other


#: Words between a modal and its action ("should not be made mandatory", "should no longer be optional"); the first
#: line's make the action the subject's state ("should be kept", "should remain voluntary").
_STATE_WORDS = frozenset("be been made make remain stay become get".split())
_BEFORE_ACTION = _STATE_WORDS | frozenset(
    "no longer ever always also still simply just all completely entirely permanently".split()
)
_BEFORE_MODAL = frozenset("really definitely certainly also still simply clearly absolutely".split())
_SUBJECT_PRONOUNS = frozenset("it they them".split())
_OBJECT_DETERMINERS = frozenset("the a an this that our all".split())


def _modal_action_names(
    stems: list[str], raw: list[str], same: dict[str, str], other: dict[str, str], subject: frozenset[str]
) -> list[str]:
    """The key terms a modal claim's action names in other words, when the claim is about the subject: its state
    ("The penny should be retired": "eliminated"; "Voting should remain voluntary": "compulsory") or an action on
    it ("Congress should retire the penny"). Not a class word elsewhere ("You should keep in mind ...", "you should
    save your pennies", "operators should keep detailed records", "prisoners on death row should be maintained ...")."""
    if not _may_hold(stems, _DEONTIC):
        return []
    names = []
    for i, stem in enumerate(stems):
        if stem in _DEONTIC.starts and (length := _match(stems, i, _DEONTIC)):
            j = i + length
            state = False
            while j < len(raw) and (raw[j] in _BEFORE_ACTION or _negator(raw[j])):
                state = state or raw[j] in _STATE_WORDS
                j += 1
            term = (same.get(_root(stems[j])) or other.get(_root(stems[j]))) if j < len(stems) else None
            if not term:
                continue
            h = i - 1
            while h >= 0 and raw[h] in _BEFORE_MODAL:
                h -= 1
            about_subject = h >= 0 and (stems[h] in subject or raw[h] in _SUBJECT_PRONOUNS)
            k = j + 1
            while k < len(raw) and raw[k] in _OBJECT_DETERMINERS:
                k += 1
            on_subject = k < len(stems) and (stems[k] in subject or raw[k] in _SUBJECT_PRONOUNS)
            if (about_subject and (state or j + 1 == len(stems))) or on_subject:
                names.append(term)
    return names


def _asked_actions(prop: Proposition) -> frozenset[str]:
    """Roots of the asked action and the words that do the same: a question asking to abolish (ban, end, scrap)
    something is answered by "Scrap it!" and "Ending tipping would be a mistake" too."""
    return prop.asked | _ABOLISHING if prop.asked & _ABOLISHING else prop.asked


def _asked_with_subject(stems: list[str], asked: frozenset[str], subject: frozenset[str]) -> bool:
    """The asked action and a word of the question's subject in one sentence ("the ban covers plastic water
    bottles" for "Should bottled water be banned?"), not another key term ("Our city should ban leaf blowers" for
    "Should cities ban cars ...?"). Looser than the action done to the subject, which missed such pages (silver
    held-out 0.506 against 0.500, older hand pages 334 against 332); "Car alarms should be banned" passes."""
    roots = set(map(_root, stems))
    return not roots.isdisjoint(asked) and not roots.isdisjoint(subject)


def _noun_end(stems: list[str], m: int) -> bool:
    """ "in the end", "at the end": the noun, not the action."""
    return stems[m] == "end" and m >= 2 and stems[m - 1] == "the" and stems[m - 2] in ("in", "at")


#: A clause after a colon that contrasts ("ban phones at dinner, not in schools") urges something narrower.
_CONTRAST = frozenset("not instead rather but except".split())


def _top_and_end(text: str) -> str:
    """The words read: the first ``MAX_WORDS``, and of a longer page its last ``TAIL_WORDS`` after a blank line (a
    page that states its position only in its conclusion read NO: a participant's review, session 41)."""
    top = truncate_words(text, MAX_WORDS)
    if len(top) == len(text):
        return text
    window = text[len(top) :][-TAIL_WORDS * 30 :]  # bounded: the last words of a page of any length
    parts = window.rsplit(None, TAIL_WORDS)
    return top + "\n\n" + (window[len(parts[0]) :] if len(parts) > TAIL_WORDS else window).lstrip()


def _analyse(question: str, text: str) -> tuple[Proposition, _Tally]:
    prop = parse_question(question)
    tally = _Tally()
    key = set(prop.key)
    key_roots = {term: _root(term) for term in key}
    need = min(TOPIC_TERMS, len(key))
    text = _top_and_end(text)
    first_line, newline, _ = text.lstrip().partition("\n")
    initials = _initials(prop, text)
    against_keys = [k for k in key if k in _AGAINST_WORDS or _root(k) in _AGAINST_WORDS]
    # the asked action is a topic word when the key terms leave it out ("ban" is generic in "Should cities ban cars
    # ...?"): "A ban on cars is coming" names the topic; never alone ("Ban it!" on a page about something else)
    in_key = not prop.asked.isdisjoint(key_roots.values())  # "abolished" is a key term: ``against_keys`` serves it
    asked_roots = _asked_actions(prop) if need >= 2 and not in_key else frozenset()
    subject_roots = frozenset(map(_root, prop.subject))
    head = prop.predicate[0] if prop.predicate and prop.aux in _ANSWER_AUX else ""
    opposites = _OPPOSITES.get(head, frozenset()) | _SYNONYMS.get(head, frozenset()) if head else None
    reading = _reading(prop)
    same_names, other_names = _predicate_names(key_roots)
    subject_stems = frozenset(prop.subject)
    if newline and len(first_line) <= TITLE_CHARS:  # a one-paragraph answer has no title
        tally.debate_title, tally.essay_title = _title_flags(first_line, prop)
        if not tally.debate_title:
            lines = [line for line in text.strip().splitlines() if line.strip()][1:TITLE_LINES]
            tally.debate_title = any(len(line) <= TITLE_CHARS and _title_flags(line, prop)[0] for line in lines)
        title = [_stem(t) for t in _tokens(first_line)]
        title += list(prop.subject) if initials is not None and initials.search(first_line) else []
        tally.titled = bool(need) and (len(key.intersection(title)) >= need or len(_met(key_roots, title)) >= need)
    tally.balance += _paired_headings(text)
    for sentence in split_sentences(text):
        raw = _tokens(sentence)
        if not raw:
            continue
        tally.sentences += 1
        stems = list(map(_stem, raw))
        initials_named = initials is not None and bool(initials.search(sentence))
        named = stems + list(prop.subject) if initials_named else stems  # "DST"
        if against_keys and not _AGAINST_WORDS.isdisjoint(stems):
            named = named + against_keys  # "It's time to end tipping" names "Should tipping be abolished?"
        if same_names or other_names:
            named = named + _modal_action_names(stems, raw, same_names, other_names, subject_stems)
        if opposites and not opposites.isdisjoint(stems) and _answer(stems, raw, prop):
            named = [*named, prop.predicate[0]]  # "Is homework harmful?": "homework is beneficial" names it
        if reading.opposites and _opposes(reading, _action_roots(stems), naming=True):
            named = [*named, *prop.predicate]  # "Should healthcare be public?": "... be privatised" names it
        met = len(_met(key_roots, named))  # the key terms named as they are too (a term's root is its own)
        if met and asked_roots and _asked_with_subject(stems, asked_roots, subject_roots):
            met += 1
        on_topic = bool(need) and met >= need
        if prop.asked and "?" not in sentence and (tally.topic or initials_named or on_topic):
            # "Abolish it!", "Just ban them already": after the page has named the topic (its title or a sentence),
            # or naming it ("I wouldn't ban short-term rentals"); not asked ("Abolish DST? Not on my watch."); also
            # after a colon or semicolon ("The fix is simple: end daylight saving time")
            clauses = [raw] + [c for c in map(_tokens, _CLAUSE_BREAK.split(sentence)[1:]) if not _CONTRAST & set(c)]
            imperative = next((v for v in (_imperative(c, prop) for c in clauses) if v), 0)
            tally.imperative_for += imperative < 0  # against the subject: for the question's action
            tally.imperative_against += imperative > 0
        if tally.debate_title and "?" not in sentence:
            tally.answered += _bare_answer(raw)  # "Is nuclear power the answer?" / "Yes. Build them."
        tally.balance += _count(stems, _BALANCE)
        rep_for, rep_against = _count(stems, _REPORT_FOR), _count(stems, _REPORT_AGAINST)
        if rep_for:
            tally.sides_reported.add(1)
        if rep_against:
            tally.sides_reported.add(-1)
        if not on_topic:
            if (tally.topic or tally.titled) and "?" not in sentence and not _reports(stems, raw):
                # "But the outright ban is the wrong tool.": a verdict on the proposal named as such, on a page
                # about the topic (not a claim in other words: only the asked action with an article)
                verdict = _verdict(stems, raw, prop, named_proposal=True)
                tally.claim_for += verdict > 0
                tally.claim_against += verdict < 0
                if verdict:
                    tally.claim_sentences.append((verdict, sentence))
            continue
        tally.topic += 1
        tally.reported_for += bool(rep_for)
        tally.reported_against += bool(rep_against)
        if "?" in sentence:
            continue
        weight = REPORTED_WEIGHT if rep_for or rep_against or _reports(stems, raw) else 1.0
        # a negation does not reach across ";" or ":" ("X is not harmful; schools should keep it")
        for clause in _CLAUSE_BREAK.split(sentence) if _CLAUSE_BREAK.search(sentence) else [sentence]:
            clause_raw = raw if clause is sentence else _tokens(clause)
            if not clause_raw or _asks(clause_raw):
                continue  # "Should X be banned: yes, X should be banned." answers in its second clause
            clause_stems = stems if clause is sentence else [_stem(t) for t in clause_raw]
            claim_for, claim_against = _claims(clause_stems, clause_raw, prop.plain, reading, subject_roots)
            # an answer says yes or no to the question; a verdict is for or against the subject already
            answer = (
                _answer(clause_stems, clause_raw, prop) or _causal_answer(clause_stems, clause_raw, prop)
            ) * prop.orientation or _verdict(clause_stems, clause_raw, prop)
            tally.reported_claims += (weight != 1.0) * weight * (claim_for + claim_against + (answer != 0))
            tally.reported_claim_for += (weight != 1.0) * weight * (claim_for + (answer > 0))
            tally.claim_for += weight * (claim_for + (answer > 0))
            tally.claim_against += weight * (claim_against + (answer < 0))
            for sign, found in ((1, claim_for + (answer > 0)), (-1, claim_against + (answer < 0))):
                if found:
                    tally.claim_sentences.append((sign, clause))
    return prop, tally


_ASKING = frozenset("should is are was were does did can could would shall must".split())  # not "will": Will Smith
_NO_SUBJECT = frozenset("not no nothing never also only just often always still more less".split())


def _asks(raw: list[str]) -> bool:
    """A sentence in a question's word order without its question mark: a title ("Should Euthanasia Be Legal
    Philosophy Essay", "Do Violent Video Games Cause Youth Violence") asks, it does not claim; "Do not ban it" and
    "Don't ban it" tell."""
    if len(raw) < 2 or raw[1] in _NO_SUBJECT or raw[1].endswith(("ed", "n't")):
        return False  # a list item without its subject: "Are tested for years, so vaccines are safe", "Does nothing"
    return raw[0] in _ASKING or raw[0] == "do"


_YES_ANSWERS = frozenset(
    tuple(a.split("-"))
    for a in "yes yeah yep yes-absolutely yes-definitely absolutely definitely yes-of-course hell-yes absolutely-yes "
    "definitely-yes".split()
)
_NO_ANSWERS = frozenset(
    tuple(a.split("-"))
    for a in "no nope no-way absolutely-not definitely-not hell-no of-course-not certainly-not no-absolutely-not "
    "not-at-all".split()
)


def _bare_answer(raw: list[str]) -> int:
    """+1 for a bare yes ("Yes.", "Yes, absolutely."), -1 for a bare no ("No.", "Absolutely not.", "Hell no"), else
    0 (not "No comments yet", "Yes and no", "No doubt"): under a question title it answers the question (a Q&A
    page), as a claim in the question's words would."""
    words = tuple(raw[1:] if raw[:1] in (["a"], ["answer"]) else raw)  # "A: Yes.", "Answer: no."
    return 1 if words in _YES_ANSWERS else -1 if words in _NO_ANSWERS else 0


def _initials(prop: Proposition, text: str) -> re.Pattern[str] | None:
    """The subject's initials in capitals ("DST" for daylight saving time), when it has two to five words and the
    initials are no word ("IT", "SO", "ED", "BC" are: insider trading, sexual orientation, ...), or when the page
    defines them ("election day (ED)"); never in a sentence of capitals ("SO YOU WANT TO BE A NURSE")."""
    if not 2 <= len(prop.subject) <= 5:
        return None
    letters = "".join(word[0] for word in prop.subject).upper()
    if letters not in text:
        return None  # matched nowhere in the text, nor in its sentences (most pages): no regex search per sentence
    defined = re.search(r"\(\s*" + letters + r"\s*\)", text) is not None
    if not defined and (len(letters) < 3 or letters.lower() in STOPWORDS or letters.lower() in _WORDLIKE):
        return None
    return re.compile(r"(?<![A-Z] )\b" + letters + r"s?\b(?! [A-Z]{2})")


_WORDLIKE = frozenset("get got put set let man men car cat dog can new old act age aid aim air all art".split())


_URGING = frozenset("just so please simply".split())
_OBJECT_PRONOUNS = frozenset("it them".split())


def _imperative(raw: list[str], prop: Proposition) -> int:
    """-1 when the sentence urges the question's action on something ("Abolish it!", "Just ban them already",
    "Please abolish the whole thing"), +1 when it urges against it ("Don't abolish it"), else 0."""
    start = 0
    while start < len(raw) and raw[start] in _URGING:
        start += 1
    negated = start < len(raw) and raw[start] in ("don't", "do", "never") and raw[start : start + 2] != ["do", "it"]
    if negated:
        start += 2 if raw[start] == "do" and raw[start + 1 : start + 2] == ["not"] else 1
    elif (would := _i_would(raw)) is not None:  # "I wouldn't ban it", "I'd abolish it tomorrow"
        start, negated = would
    if start + 1 >= len(raw):
        return 0
    named = _stem(raw[start + 1]) in prop.subject or (
        raw[start + 1] == "the" and start + 2 < len(raw) and _stem(raw[start + 2]) in prop.subject
    )  # "Keep daylight saving time.", "Ban the cars"
    if not named and raw[start + 1] not in _OBJECT_PRONOUNS:
        return 0
    verb = raw[start]
    if verb in _KEEP:
        return (-1 if negated else 1) if named else 0  # not "Keep this in mind", "Save it to read later"
    if _root(verb) != verb or verb not in _asked_actions(prop):
        return 0  # the verb's base form: "Abolishing it would ..." is a subject, not an imperative
    return 1 if negated else -1


def _i_would(raw: list[str]) -> tuple[int, bool] | None:
    """Where the action starts after an opening "I would (not / never)", "I'd (never)", "I wouldn't" (the author's
    own choice, like an imperative), and whether it is negated; None without such an opening."""
    if raw[:1] != ["i"] and raw[:1] != ["i'd"]:
        return None  # most sentences: every opening starts with one of these
    for opening, negated in _I_WOULD:
        if raw[: len(opening)] == list(opening):
            return len(opening), negated
    return None


_I_WOULD = tuple(
    (tuple(opening.split()), negated)
    for opening, negated in (
        ("i would not", True),
        ("i would never", True),
        ("i wouldn't", True),
        ("i'd never", True),
        ("i'd not", True),
        ("i would", False),
        ("i'd", False),
    )
)
_KEEP = frozenset("keep save retain preserve protect defend".split())  # the opposite of banning or abolishing


def _met(key: dict[str, str], stems: list[str]) -> set[str]:
    """The key terms (``key``: term -> root) a sentence's stems meet by root ("eating": "eat"). Clipped forms
    ("crypto" for "cryptocurrency") were tried: "water" then met "waterboarding", "nation" "nationalism"."""
    roots = set(key.values()).intersection(map(_root, stems))  # the key roots met: no set of every root is built
    return {k for k, root in key.items() if root in roots} if roots else set()


def _relevance(tally: _Tally) -> float:
    """How close the page comes to the topic gate; a page titled with the topic is close enough for its claims to
    count (a forum thread names the topic once, in its title, then says "it")."""
    if not tally.topic:
        return 0.0
    relevance = min(1.0, max(tally.topic / MIN_TOPIC, tally.topic / tally.sentences / MIN_TOPIC_SHARE))
    return round(max(relevance, CLAIM_RELEVANCE) if tally.titled else relevance, 3)


def _pro_con(prop: Proposition, tally: _Tally, negated: bool = False) -> tuple[float, float]:
    """Claims for and against the proposition: claims about the subject, swapped for a negative predicate, and
    again for a negated question (read without its "not"); a bare yes or no answers the question as asked."""
    pro, con = tally.claim_for + tally.imperative_against, tally.claim_against + tally.imperative_for
    if (prop.orientation < 0) != negated:
        pro, con = con, pro
    pro, con = pro + max(tally.answered, 0), con + max(-tally.answered, 0)  # yes / no to the question itself
    return round(pro, 3), round(con, 3)


NEU_RELEVANCE = 0.1  # the least topic relevance at which a balanced page is NEU rather than NO
CLAIM_RELEVANCE = 0.4  # ... and at which a page claiming something in the topic's words takes a side (2 sentences)


def _decision(relevance: float, pro: float, con: float, tally: _Tally) -> tuple[str, str]:
    """NO below the topic gate; NEU for debate pages, pros-and-cons pages and pages reporting both sides; else
    CON when the claims go clearly against the proposition, PRO otherwise; a page on the topic that claims nothing
    is NO. (It was PRO, as ChatGPT labelled such pages more often than not; read in full by careful readers, 17 of
    39 such ClueWeb22 pages take no stance, 11 are PRO, 6 CON: session 36, docs/benchmarks.md.)"""
    # ... unless the author's own claims, beside the reported ones, all go one way ("In our view, X should be ...")
    own_for = tally.claim_for - tally.reported_claim_for
    own_against = tally.claim_against - (tally.reported_claims - tally.reported_claim_for)
    both_reported = tally.reported_for > 0 and tally.reported_against > 0 and (own_for > 0) == (own_against > 0)
    # news: "Supporters said ...", "Opponents argue ..." without the topic's words, the page claiming nothing
    # ... or with its claims all reported ("Opponents argue taxes should not fall on ..."), unless an essay's
    both_reported = both_reported or (
        len(tally.sides_reported) == 2
        and ((not pro and not con) or (pro + con <= tally.reported_claims and not tally.essay_title))
    )
    # a question as title is a debate page unless its claims all go one way (a Q&A thread with one-sided answers)
    debate = tally.debate_title and not tally.essay_title and (pro > 0) == (con > 0)
    balanced = debate or tally.balance >= STRONG_BALANCE or both_reported
    why = (
        "balanced: debate title"
        if debate
        else "balanced: both sides marked"
        if tally.balance >= STRONG_BALANCE
        else "balanced: both sides reported"
    )
    if relevance < 1.0:
        # a page that weighs both sides under the question as its title is about the topic even when its
        # sentences name the subject without the predicate ("Is Golf a Sport?" and its "Yes:" / "No:" sections)
        if balanced:
            return ("NEU", why) if relevance >= NEU_RELEVANCE else ("NO", "off topic")
        if relevance < CLAIM_RELEVANCE or not (pro or con):
            return "NO", "off topic"
    if balanced:
        return "NEU", why
    if not pro and not con:
        return "NO", "no claims"
    return ("CON" if con > CON_RATIO * pro + CON_MARGIN else "PRO"), "claims"


# "Should zoos not be banned?", "Should teachers not get tenure?", "Is X not worth it?": a "not" after the question's
# auxiliary and its subject asks the opposite of the question without it. Not "Shouldn't X ...?" (it asks for a
# yes), nor with "we", "it", "you" as the subject ("Should we not abolish it?", "Is it not time to ...?": the same
# rhetorical yes), "... or not?", "whether or not", "not only", a "not" in a relative clause ("companies that do
# not pay taxes") or before an infinitive ("teach children not to", "allowed not to", "to not").
_NEGATED_QUESTION_RE = re.compile(
    r"^(\W*(?:should|is|are|was|were|can|could|do|does|did|will|would|must|may|might|has|have)\s+"
    r"(?:(?!or\b|whether\b|who\b|whom\b|whose\b|that\b|which\b|to\b)[^\s?]+\s+){1,8}?)"
    r"(?:not|never)\s+(?!only\b|just\b|merely\b|even\b|always\b|to\b)(?=\w)",
    re.IGNORECASE,
)
_RHETORICAL_SUBJECTS = frozenset("we you i it they there one".split())


def affirmative(question: str) -> str | None:
    """``question`` without the "not" that negates it ("Should zoos be banned?" for "Should zoos not be
    banned?"), or None when it is not negated so."""
    match = _NEGATED_QUESTION_RE.match(question)
    if match is None or match.group(1).split()[1].lower() in _RHETORICAL_SUBJECTS:
        return None
    return match.group(1) + question[match.end() :]


def controversial_stance(question: str, text: str) -> StanceEvidence:
    """The stance of ``text`` towards the yes/no ``question`` (see the module docstring). A negated question ("Should
    zoos not be banned?") is read without its "not", and its claims for and against swapped."""
    positive = affirmative(question)
    prop, tally = _analyse(positive or question, text)
    pro, con = _pro_con(prop, tally, positive is not None)  # then decided: a tie stays PRO, CON needs its margin
    relevance = _relevance(tally)
    label, decided_by = _decision(relevance, pro, con, tally)
    shown: dict[int, list[str]] = {1: [], -1: []}
    for sign, sentence in tally.claim_sentences:
        # for the subject is for the proposition unless it points against it, or the question is negated
        side = shown[sign * prop.orientation * (-1 if positive is not None else 1)]
        if len(side) < SHOWN_CLAIMS:
            side.append(" ".join(sentence.split())[:SHOWN_CLAIM_CHARS])
    return StanceEvidence(
        label,
        pro,
        con,
        relevance,
        tally.topic,
        tally.sentences,
        tally.balance,
        decided_by,
        tuple(shown[1]),
        tuple(shown[-1]),
    )


def controversial_stances(items: Iterable[tuple[str, str]]) -> list[StanceEvidence]:
    """``controversial_stance`` for many (question, text) pairs; the question parse is cached across them."""
    return [controversial_stance(question, text) for question, text in items]
