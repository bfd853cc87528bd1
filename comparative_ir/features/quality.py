"""Writing-quality features of a document's main text, as Touché assessors judge "rhetorical quality".

The 2021 Task 2 instructions (shared/data/reference/touche-2021-task-2-annotation-instructions.md) ask: good,
formal style rather than informal speech; proper sentence structure, easy to read; no profanity, typos or other
detrimental style choices; Q-0 also covers texts that are "not argumentative at all". This module measures the
surface side of that with plain Python and regexes (no spaCy, no word lists beyond the small hand-written ones
below), so it costs well under 1 ms per 1,000 words on one core:

- sentence structure: mean sentence length, share of very short (< 4 words) and very long (> 40 words) sentences,
  share of sentences starting lowercase or lacking terminal punctuation;
- readability: Flesch reading ease with a vowel-group syllable heuristic, mean word length;
- style: profanity (incl. masked "f*ck"), typos (common misspellings, contractions without apostrophe, lowercase
  pronoun "i", words glued by a missing space), informal chat words / elongations / emoticons, odd tokens (digit
  and character soup, HTML entities, very long tokens), shouting (ALL-CAPS words and runs, "!", "!!!");
- boilerplate and list-likeness: short lines, bullet lines, navigation segments ("Home | Login | Cart"),
  separators, copyright notices, URLs/e-mails, numbers and shop words, duplicated sentences, keyword stuffing
  (share of the most frequent content word, windowed type-token ratio), function-word share (prose vs. lists);
- length: log of the number of words.

``quality_features`` returns a flat dict of floats, all prefixed ``q_``; ``quality_score`` combines them with
hand-set weights (``FORM_WEIGHTS``, ``PENALTY_SEVERITY``) into [0, 1]. Both are pure and deterministic and never
raise on str input: empty text, one word, non-English text and huge texts all give finite values. Work is capped:
only the first ``MAX_CHARS`` characters (cut at a whitespace) and the first ``MAX_SENTENCES`` sentences are
analysed; ``q_log_words`` extrapolates the word count of a truncated text from its length in characters.

The sentence splitter ``split_sentences`` (regex, newline- and punctuation-based, with a small abbreviation list) is
shared with :mod:`comparative_ir.features.argumentative`; callers that already ran spaCy can pass its sentences.
"""

from __future__ import annotations

import functools
import itertools
import math
import operator
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import NamedTuple

from comparative_ir.features.text import ends_with_abbreviation

MAX_CHARS = 60_000  # about 10,000 words: more than enough to judge style, and bounds the cost of huge pages
MAX_SENTENCES = 1_000

# --------------------------------------------------------------------------------------------- text helpers


def _lexicon(words: str) -> frozenset[str]:
    """A word list written as one whitespace-separated string."""
    return frozenset(words.split())


_SENT_BOUNDARY_RE = re.compile(r"(?<=[.!?…])\s+|(?<=[.!?…][\"'”’)\]])\s+|\n\s*")
WORD_RE = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")  # alphabetic words (any script), contractions kept whole


def truncate(text: str, max_chars: int = MAX_CHARS) -> str:
    """The first ``max_chars`` characters of ``text``, cut at the last whitespace if there is one near the end."""
    if len(text) <= max_chars:
        return text
    cut = text[:max_chars]
    space = max(cut.rfind(" "), cut.rfind("\n"))
    return cut[:space] if space > max_chars * 0.9 else cut


def split_sentences(text: str, max_sentences: int = MAX_SENTENCES) -> list[str]:
    """Cheap sentence splitting: at line breaks, and after . ! ? (optionally closed by a quote or bracket) followed
    by whitespace unless the period ends a common abbreviation ("e.g.", "Dr.", "U.S.") or an initial ("J.").
    Empty pieces are dropped; at most ``max_sentences`` are returned."""
    sentences: list[str] = []
    parts: list[str] = []
    start = 0
    for boundary in itertools.chain(_SENT_BOUNDARY_RE.finditer(text), (None,)):
        end = boundary.start() if boundary else len(text)
        piece = text[start:end].strip()
        start = boundary.end() if boundary else end
        if piece:
            parts.append(piece)
        if boundary and "\n" not in boundary.group() and ends_with_abbreviation(piece, text[start : start + 2]):
            continue  # "e.g. the" or "J. Smith": the sentence goes on
        if parts:
            sentences.append(" ".join(parts))
            parts = []
            if len(sentences) >= max_sentences:
                break
    return sentences


class Prepared(NamedTuple):
    """A text as the feature functions analyse it (see ``prepare``)."""

    text: str  # the analysed text: the first MAX_CHARS characters, cut at a whitespace
    sentences: list[str]  # its non-empty stripped sentences, at most MAX_SENTENCES and MAX_CHARS characters
    scale: float  # the factor by which the full text is longer than the analysed one


def prepare(text: str, sentences: Sequence[str] | None) -> Prepared:
    """The analysed (truncated) text, its sentences (capped) and the factor by which the full text is longer."""
    text = text if isinstance(text, str) else ""
    analysed = truncate(text)
    scale = len(text) / len(analysed) if analysed else 1.0
    if sentences is None:
        return Prepared(analysed, split_sentences(analysed), scale)
    if isinstance(sentences, list | tuple) and len(sentences) <= MAX_SENTENCES:
        # The usual case, with no cap reached: strip and drop empty pieces in C, not one sentence at a time.
        sents = list(filter(None, map(str.strip, map(str, sentences))))
        if sum(map(len, sents)) <= MAX_CHARS:
            return Prepared(analysed, sents, scale)
    sents, total = [], 0
    for sentence in sentences:
        if total >= MAX_CHARS or len(sents) >= MAX_SENTENCES:
            break
        sentence = str(sentence).strip()
        if sentence:
            sents.append(sentence[: MAX_CHARS - total])
            total += len(sentence)
    return Prepared(analysed, sents, scale)


def _clip(value: float, low: float = 0.0, high: float = 1.0) -> float:
    return low if value < low else high if value > high else value


def _share(count: float, total: float) -> float:
    return _clip(count / total) if total > 0 else 0.0


_VOWEL_GROUP_RE = re.compile(r"[aeiouy]+")


@functools.lru_cache(maxsize=65_536)
def syllables(word: str) -> int:
    """Heuristic English syllable count: vowel groups, minus a silent final "e" (but not "-le", "-ee"), at least 1."""
    w = word.lower()
    count = len(_VOWEL_GROUP_RE.findall(w))
    if count > 1 and w.endswith("e") and not w.endswith(("le", "ee", "ye")):
        count -= 1
    if count > 1 and w.endswith(("ed", "es")) and not w.endswith(("ted", "ded", "ses", "zes", "ces", "ges", "xes")):
        count -= 1  # "walked", "makes"; but "wanted", "houses" keep the syllable
    return max(1, count)


def flesch_reading_ease(n_words: int, n_sentences: int, n_syllables: int) -> float:
    """Flesch (1948): 206.835 - 1.015 words/sentence - 84.6 syllables/word; about 60-70 is plain English."""
    if n_words == 0 or n_sentences == 0:
        return 0.0
    return 206.835 - 1.015 * (n_words / n_sentences) - 84.6 * (n_syllables / n_words)


# ---------------------------------------------------------------------------------------------- lexicons

STOPWORDS = _lexicon(
    """a about above after again against all am an and any are as at be because been before being below between
    both but by can could did do does doing down during each few for from further had has have having he her here
    hers herself him himself his how i if in into is it its itself just me more most my myself no nor not now of
    off on once only or other our ours ourselves out over own same she should so some such than that the their
    theirs them themselves then there these they this those through to too under until up very was we were what
    when where which while who whom why will with would you your yours yourself yourselves also may might must us
    shall can't don't doesn't didn't isn't aren't wasn't weren't won't wouldn't shouldn't couldn't i'm i've i'd
    i'll you're you've it's that's there's they're we're let's"""
)

# Deliberately small: words whose presence an assessor would call profanity in any context.
PROFANITY = _lexicon(
    """fuck fucks fucked fucker fuckers fucking fuckin motherfucker motherfucking shit shits shitty shitting bullshit
    crap crappy damn damned dammit goddamn ass asses asshole assholes arse arsehole bitch bitches bitching bastard
    bastards dick dicks dickhead cock cocks cunt cunts piss pissed pissing prick pricks twat wanker douche douchebag
    slut sluts whore whores retard retarded retards moron morons idiot idiots stupid dumbass jackass wtf stfu"""
)
# Letters on both sides of the mask: f*ck, sh*t, P*nis; not "C#", "F#", "cheaper*" (a footnote), "**bold**", "Item#3"
_MASKED_PROFANITY_RE = re.compile(r"[*#$](?<=[a-zA-Z][*#$])[*#$]{0,2}[a-zA-Z]{1,5}")
# Lexicon words with an ordinary sense when capitalised: names ("Philip K. Dick"); only their lower-case use counts.
AMBIGUOUS_PROFANITY = _lexicon("ass asses bitch bitches dick dicks cock cocks prick pricks retard retarded retards")

COMMON_MISSPELLINGS = _lexicon(
    """alot definately definatly defiantly seperate seperately recieve recieved untill wich becuase beacuse becasue
    beleive belive thier occured occurence arguement arguements goverment enviroment tommorow tomorow truely wierd
    noone acheive acheived accomodate adress agressive apparantly begining beleif buisness calender cemetary
    comming commited concious existance familar finaly foriegn fourty freind goverments grammer happend harrass
    immediatly independant knowlege lenght libary medeval millenium neccessary necesary noticable occassion
    oppurtunity persistant posession prefered privelege probaly publically realy recomend refered relevent
    religous responsability rythm sentance succesful suprise teh tho thru tounge truley usefull wether writting
    youre theyre thats dont doesnt didnt isnt arent wasnt werent couldnt shouldnt wouldnt im ive hes shes whats
    theres"""
)
# Contractions without apostrophe that are not words themselves; "cant", "lets", "wont", "well" are, so not listed.

INFORMAL = _lexicon(
    """lol lmao lmfao rofl omg omfg btw imo imho fyi idk idc tbh smh ikr jk brb afaik irl nvm plz pls thx thanx ty
    ur ya yah yea yeah yep yup nope nah gonna wanna gotta kinda sorta dunno cuz coz cos gimme lemme ain't aint
    haha hahaha hehe lolz ugh meh duh yay woohoo wow whoa oops grr grrr hmm hmmm dude bro bruh yo ok okay sooo
    xd xoxo"""
)
# Speed. A regex scan of the whole text costs about as much per character as the rest of the work does per word,
# so few are made: patterns start with one character or class (the engine then skips ahead to candidate positions),
# rare ones only run when a substring test finds their literal part, token-shaped ones are counted among the
# whitespace tokens, and several character-level counts come from the text's UTF-8 bytes mapped by
# ``bytes.translate``, which runs at memory speed (while ``str.translate`` looks every character up in a dict).
# Each rewritten pattern below gives exactly the matches (or the count) of the plain one shown in its comment.

_ELONGATION_RE = re.compile(r"([a-z])\1\1")  # "soooo", "nooo", "grrrr" (on lowercased words)
_LOWER_I_TOKENS = frozenset({"i", "i'm", "i've", "i'd", "i'll", "i,", "i;", "i:", "i!", "i?", "i’m", "i’ve", "i’d"})
_CHAT_LETTER_TOKENS = frozenset({"u", "r", "u,", "r,", "u!", "u?", "u.", "n", "y", "b4", "2day", "gr8", "l8r"})
# Emoticons, r"[:;=](?<!\S[:;=])[\-o']?[)(\]\[dDpP/\\|*](?!\S)|<3(?!\S)|\^_?\^": ":)", ";-P", "=D" as whole
# whitespace tokens (all 3 x 4 x 12 of them listed), "<3" ending a token, "^^" and "^_^" anywhere; no two overlap.
_EMOTICON_TOKENS = frozenset(
    eyes + nose + mouth for eyes in ":;=" for nose in ("", "-", "o", "'") for mouth in ")(][dDpP/\\|*"
)
_HEART_RE = re.compile(r"<3(?!\S)")
_CARET_RE = re.compile(r"\^_?\^")
_SPECIAL = (_LOWER_I_TOKENS, _CHAT_LETTER_TOKENS, _EMOTICON_TOKENS)
_SPECIAL_TOKENS = frozenset().union(*_SPECIAL)
_GLUED_RE = re.compile(r"[.,;!?](?<=[a-z]{3}[.,;!?])[A-Z][a-z]{2}")  # "end.Next" (a missing space after punctuation)
_TABLE_ROW_RE = re.compile(r"^[ \t]*\|.*\|[ \t]*$", re.M)
_NUMERAL_RE = re.compile(r"[ivxlcdm]+|x+[sl]")  # "VIII", "XXXL": elongated only in shape
_CODE_CHARS = frozenset("=<>()[]{}+;")  # a one-letter token next to these is a variable: "for (int i = 0; i < n"
_MULTI_PUNCT_RE = re.compile(r"[!?][!?]+")
_COPYRIGHT_RE = re.compile(r"©|&copy;|\(c\)\s*\d{4}|\bcopyright\b|\ball rights reserved\b")  # on lowercased text
_COPYRIGHT_HINTS = ("©", "&copy;", "(c)", "copyright", "all rights reserved")  # one is in every match
_ASCII_COPYRIGHT_HINTS = tuple(hint.encode() for hint in _COPYRIGHT_HINTS[1:])
_SEPARATORS = "|»›·•"
_LIST_LINE_RE = re.compile(r"^\s*(?:[-*•·▪►✓✔]\s|\d{1,3}[.)]\s|[a-z][.)]\s)")
# Prices, r"[$€£¥]\s?\d|\d\s?(?:USD|EUR|GBP)\b": "$ 5", "€5", "5 USD". The same with a class first and lookbehinds
# choosing the branch; and each branch alone, the second found at its code, for texts where the other cannot match.
_CURRENCY_RE = re.compile(r"[$€£¥\d](?:(?<=[$€£¥])\s?\d|(?<=\d)\s?(?:USD|EUR|GBP)\b)")
_CURRENCY_SYMBOL_RE = re.compile(r"[$€£¥]\s?\d")
_CURRENCY_CODE_RE = re.compile(r"(?:USD|EUR|GBP)(?:(?<=\d[A-Z]{3})|(?<=\d\s[A-Z]{3}))\b")
_HTML_ENTITY_RE = re.compile(r"&#?\w{2,8};")
_SYMBOL_RUN_RE = re.compile(r"[^\w\s]{4,}")
# The UTF-8 bytes of a text with continuation bytes deleted (one byte per character), mapped to " " for ASCII
# whitespace, "a" for ASCII letters, digits and "_", "#" for anything else: every run of four symbols gives "####",
# so _SYMBOL_RUN_RE only runs on the few texts with that; and runs of 26 bytes other than " " point to the tokens
# over 25 characters.
_SHAPE_BYTES = (
    bytes(
        ord(" ") if chr(c).isspace() else ord("a") if chr(c).isalnum() or chr(c) == "_" else ord("#")
        for c in range(128)
    )
    + b"#" * 128
)
_CONTINUATION_BYTES = bytes(range(0x80, 0xC0))
_NON_SPACE_BYTES = bytes(c if c == ord(" ") else ord("x") for c in range(256))  # shape -> " " and "x"
_LONG_TOKEN_RE = re.compile(r"\S{26,}")
_URL_HINT_RE = re.compile(r"\.\S|@")  # the tokens that may be URLs or e-mails have this
_URL_RE = re.compile(r"(?:https?://|www\.)\S+|[\w.+-]+@[\w-]+\.[\w.]+|[\w-]+\.(?:com|org|net|edu|gov|info|io|co)\b")
_NON_SPACE_RE = re.compile(r"\S*")
# A token that is a number (group 1 empty), or the core of a letter/digit soup token, "\d[A-Za-z]+\d" (group 1 set;
# every soup token with 3+ alternations contains one). One scan for both: their matches can neither start at the
# same digit nor inside each other (a number has no letters; the core's last digit follows a letter). The ASCII
# variant is for texts without other digits: a range is cheaper to test than the Unicode category \d.
_NUMBER_OR_SOUP = r"[{0}](?:(?<![^\s\-+($€£¥][{0}])[{0}.,:/%-]*[)%]*[.,;:!?]?(?!\S)|([A-Za-z]+[{0}]))"
_NUMBER_OR_SOUP_RE = re.compile(_NUMBER_OR_SOUP.format(r"\d"))
_ASCII_NUMBER_OR_SOUP_RE = re.compile(_NUMBER_OR_SOUP.format("0-9"))
_DIGIT_RE = re.compile(r"\d")
_CAPS_RE = re.compile(r"[A-Z](?<![\w'][A-Z])[A-Z]+(?:'[A-Z]+)?(?![\w'])")  # an ALL-CAPS word of 2+ letters
_CAPS_GAP_RE = re.compile(r"[\s.;:!?'\"A-Z-]+")  # separators and one-letter caps words ("R", "I"); a comma
# ends a run: "USB, HDMI, DVI, VGA" is a list of acronyms, not shouting
_ALNUM_RE = re.compile(r"\w")
_SPACE_RE = re.compile(r"\s")
_NON_LATIN_LETTER_RE = re.compile(r"[^\W\d_A-Za-z\u00c0-\u024f]")
_TRAILING = "\"'”’)] "
_TERMINAL = (".", "!", "?", ":", ";", "…")
# Words without a regex scan (``_words``): when no character of a text lowercases to a letter outside a-z (or to
# something ASCII), its words are the runs of a-z joined by apostrophes in the ASCII-lowercased bytes.
_ASCII_BYTES = bytes(range(128))
_NON_ASCII_LETTER_RE = re.compile(r"[^\W\d_\x00-\x7f]")
_ASCII_CHAR_RE = re.compile(r"[\x00-\x7f]")
_WORD_BYTES = bytes(c if chr(c) in "abcdefghijklmnopqrstuvwxyz'" else ord(" ") for c in range(256))
_LOOSE_APOSTROPHE_RE = re.compile(rb"'(?<![a-z]')|'(?![a-z])")  # not between two letters
_NAV_BYTES = _WORD_BYTES[: ord("\n")] + b"\n" + _WORD_BYTES[ord("\n") + 1 :]  # the same, keeping line breaks

NAVIGATION = _lexicon(
    """home homepage login logout log sign register cart basket checkout account menu search contact about privacy
    policy terms use conditions cookie cookies sitemap faq faqs help support newsletter subscribe subscription rss
    skip content top more read share tweet facebook twitter pinterest instagram linkedin youtube reddit email print
    reply quote permalink posted comments comment next previous prev back page pages forum forums blog news
    archive archives categories category tags tag login/register advertise advertisement feedback careers jobs
    shop store wishlist english language follow like"""
)
_NAV_OR_STOP = NAVIGATION | STOPWORDS
_NAV_WORD_RE = re.compile(WORD_RE.pattern + "|\n")  # the words and the line breaks

COMMERCE = _lexicon(
    """cart buy checkout shipping delivery price prices pricing sale discount discounts coupon coupons sku qty
    wishlist bestseller bestsellers instock in-stock warranty refund returns"""
)

SHOP_WORDS = _lexicon("cart checkout shipping sku qty wishlist coupon coupons instock in-stock bestseller bestsellers")


# ----------------------------------------------------------------------------------------------- features

FEATURE_NAMES = (
    "q_log_words",
    "q_sent_len_mean",
    "q_short_sent_share",
    "q_long_sent_share",
    "q_lowercase_start_share",
    "q_terminal_punct_share",
    "q_flesch",
    "q_word_len_mean",
    "q_stopword_share",
    "q_mattr",
    "q_top_word_share",
    "q_dup_sentence_share",
    "q_profanity_share",
    "q_typo_share",
    "q_informal_share",
    "q_odd_token_share",
    "q_caps_share",
    "q_caps_run_share",
    "q_exclaim_share",
    "q_multi_punct_rate",
    "q_short_line_share",
    "q_list_line_share",
    "q_nav_share",
    "q_separator_rate",
    "q_copyright",
    "q_url_share",
    "q_number_share",
    "q_commerce_share",
    "q_alpha_ratio",
    "q_non_latin_share",
)


def _mattr(words: Sequence[str], window: int = 50) -> float:
    """Mean type-token ratio over consecutive non-overlapping windows (the last, partial one only if it is alone):
    unlike the plain type-token ratio it does not fall with text length, and it is low for keyword stuffing."""
    if not words:
        return 0.0
    if len(words) <= window:
        return len(set(words)) / len(words)
    full = len(words) // window
    windows = zip(*[iter(words)] * window, strict=False)  # the full windows, as tuples
    return sum(map(len, map(set, windows))) / (full * window)


def _total(counts: Counter[str], vocabulary: frozenset[str] | set[str]) -> int:
    """How often the words of ``vocabulary`` occur in ``counts`` (a set intersection in C, then a few lookups)."""
    return sum(map(counts.__getitem__, counts.keys() & vocabulary))


def _ascii_lowered(text: str, foreign: str) -> bytes | None:
    """``text.lower()`` with "’" as "'" and the other non-ASCII characters as "?", by ``bytes.lower`` (ASCII only, far
    cheaper than ``str.lower``); None if a non-ASCII character of the text (``foreign``) lowercases to a letter or to
    something ASCII ("K", the Kelvin sign), where the two would differ in letters."""
    if foreign:
        lowered = foreign.lower()
        if _NON_ASCII_LETTER_RE.search(lowered) or _ASCII_CHAR_RE.search(lowered):
            return None
        text = text.replace("’", "'")
    return text.encode("ascii", "replace").lower()


def _words(text: str, ascii_lowered: bytes | None) -> list[str]:
    """The lowercase words of ``text``: ``WORD_RE`` on ``text.lower()`` with "’" as "'". With no letters outside
    a-z (``ascii_lowered`` given), the words are the runs of a-z and joining apostrophes: ``bytes.translate`` blanks
    the other bytes and ``str.split`` cuts the runs, several times faster than the regex."""
    if ascii_lowered is None:
        return WORD_RE.findall(text.lower().replace("’", "'"))
    if b"'" in ascii_lowered:
        ascii_lowered = _LOOSE_APOSTROPHE_RE.sub(b" ", ascii_lowered)
    return ascii_lowered.translate(_WORD_BYTES).decode("ascii").split()


def _has_copyright(text: str, ascii_lowered: bytes | None) -> bool:
    """``_COPYRIGHT_RE`` in the lowercased text, only looked for if a literal part of it occurs."""
    if ascii_lowered is None:
        lowered = text.lower()
        return any(h in lowered for h in _COPYRIGHT_HINTS) and _COPYRIGHT_RE.search(lowered) is not None
    if "©" in text or any(h in ascii_lowered for h in _ASCII_COPYRIGHT_HINTS):
        return _COPYRIGHT_RE.search(text.lower()) is not None
    return False


def _token_counts(text: str, data: bytes, shape: bytes, foreign: str) -> tuple[int, int, int]:
    """(odd tokens, URLs and e-mails, numbers) among the whitespace tokens of ``text`` (``data`` are its UTF-8
    bytes, ``shape`` their _SHAPE_BYTES translation, ``foreign`` its non-ASCII characters).

    Odd tokens are not words: tokens over 25 characters that are not URLs, HTML entities and replacement
    characters, runs of four or more symbols ("-->", "=====", "#$%&"; not "...." or "!!!!"), and letter/digit soup
    with three or more alternations ("a8f7d9", "x1y2"; not "mp3", "1990s", "covid19", "RTX3080Ti")."""
    # Tokens that may be URLs (an "@" or a "." before their last character) or are over 25 characters: found from
    # the few "." and "@" in the text, and only looked for if the text has a run of 26 non-space characters.
    candidates: dict[int, str] = {}  # start -> token
    end = 0
    for match in _URL_HINT_RE.finditer(text):
        if match.start() < end:  # in the token just seen
            continue
        before = text[end : match.start()]  # the token starts in here, after its last whitespace
        start = match.start() - (len(before.rsplit(None, 1)[-1]) if before and not before[-1].isspace() else 0)
        found = _NON_SPACE_RE.match(text, match.start())
        end = found.end() if found else match.end()  # \S* always matches
        candidates[start] = text[start:end]
    runs = shape.translate(_NON_SPACE_BYTES)  # "x" for each character but ASCII whitespace
    run = runs.find(b"x" * 26)
    while run >= 0:  # a run of 26 non-space characters: its tokens over 25 characters (non-ASCII spaces split it)
        start, end = runs.rfind(b" ", 0, run) + 1, runs.find(b" ", run)
        end = len(runs) if end < 0 else end
        candidates.update((match.start(), match.group()) for match in _LONG_TOKEN_RE.finditer(text, start, end))
        run = runs.find(b"x" * 26, end)
    odd = urls = 0
    for token in candidates.values():
        if _URL_RE.match(token.lstrip("(\"'[<")):
            urls += 1
        elif len(token) > 25:
            odd += 1
    if b"&" in data:
        odd += len(_HTML_ENTITY_RE.findall(text))
    odd += text.count("\ufffd")
    if b"####" in shape:
        odd += sum(1 for run in _SYMBOL_RUN_RE.findall(text) if run.strip(".!?…"))
    pattern = _NUMBER_OR_SOUP_RE if _DIGIT_RE.search(foreign) else _ASCII_NUMBER_OR_SOUP_RE
    matches = pattern.findall(text)
    numbers = matches.count("")
    if numbers < len(matches):  # soup cores (rare): count those glued to a letter ("a8f7d9", not "1a2")
        for match in pattern.finditer(text):
            start, end = match.start(), match.end()
            if match.group(1) and ((start and text[start - 1].isalpha()) or (end < len(text) and text[end].isalpha())):
                odd += 1
    return odd, urls, numbers


def _sentence_lengths(sentences: list[str]) -> tuple[list[int], list[str]]:
    """(Number of whitespace tokens, lowercase tokens joined by single spaces) of each of the ``sentences``."""
    tokens = list(map(str.split, sentences))
    return list(map(len, tokens)), list(map(str.lower, map(" ".join, tokens)))


def non_ascii(data: bytes) -> str:
    """The non-ASCII characters of a text, in order, from its UTF-8 ``data`` (``bytes.translate`` deletes the rest)."""
    return data.translate(None, _ASCII_BYTES).decode("utf-8", "surrogatepass")


def _currency(text: str) -> int:
    """Matches of ``_CURRENCY_RE``. When only one of its branches can match (the text has currency symbols but no
    codes, or the reverse), that branch is counted with a pattern starting with rare characters."""
    symbols = "$" in text or "€" in text or "£" in text or "¥" in text
    codes = "USD" in text or "EUR" in text or "GBP" in text
    if symbols and codes:  # both: "$5USD" is one match, not two
        return len(_CURRENCY_RE.findall(text))
    if symbols:
        return len(_CURRENCY_SYMBOL_RE.findall(text))
    return len(_CURRENCY_CODE_RE.findall(text)) if codes else 0


class _WordTotals(NamedTuple):
    syllables: int  # of the ASCII words
    ascii_words: int
    top_content: int  # occurrences of the most frequent content word
    content: int
    elongated: int


class _WordCache:
    """Per-word results for the words seen, so that a document's words are looked up by C-level maps and set
    operations rather than analysed one by one: ``syllables()`` (0 for words with non-ASCII characters), content
    words (3+ letters, not STOPWORDS) and elongated words (4+ letters, a letter three times as in "soooo", not
    INFORMAL). They only depend on the word, so the features stay pure functions of the text."""

    def __init__(self) -> None:
        self.syllables: dict[str, int] = {}
        self.content: set[str] = set()
        self.elongated: set[str] = set()

    def add(self, words: Iterable[str]) -> None:
        for word in words:
            if word not in self.syllables:  # the sets first: a word in ``syllables`` is complete
                if len(word) >= 3 and word not in STOPWORDS:
                    self.content.add(word)
                if len(word) >= 4 and _ELONGATION_RE.search(word) and word not in INFORMAL:
                    self.elongated.add(word)
                self.syllables[word] = syllables(word) if word.isascii() else 0


_WORDS = _WordCache()
_MAX_CACHED_WORDS = 100_000  # then a new cache: bounds the memory of long-running workers


def _word_totals(counts: Counter[str]) -> _WordTotals:
    """Totals over the words of a text (``counts``: occurrences of each word), from the per-word results."""
    global _WORDS
    cache = _WORDS  # replaced, never cleared, when full: a caller in another thread keeps a consistent one
    known = list(map(cache.syllables.get, counts))
    if None in known:
        if len(cache.syllables) > _MAX_CACHED_WORDS:
            cache = _WORDS = _WordCache()
        cache.add(counts)
        known = list(map(cache.syllables.__getitem__, counts))
    n_syllables = sum(map(operator.mul, known, counts.values()))
    if 0 in known:  # some words are not ASCII
        ascii_words = sum(c for n, c in zip(known, counts.values(), strict=True) if n)
    else:
        ascii_words = sum(counts.values())
    content = list(map(counts.__getitem__, counts.keys() & cache.content))
    elongated = _total(counts, cache.elongated)
    return _WordTotals(n_syllables, ascii_words, max(content, default=0), sum(content), elongated)


def _special_tokens(text: str, tokens: list[str]) -> tuple[int, int, int]:
    """Occurrences of (lowercase "i" tokens, chat letters like "u", emoticons) among the whitespace ``tokens``."""
    found = _SPECIAL_TOKENS.intersection(tokens)  # usually empty: then no token is counted
    lower_i, chat, emoticons = (sum(map(tokens.count, found & vocabulary)) for vocabulary in _SPECIAL)
    letters = found & (_LOWER_I_TOKENS | _CHAT_LETTER_TOKENS)
    if letters:  # variables in code or formulas ("i < n", "n = 120") are neither a lowercase "i" nor chat
        for k, token in enumerate(tokens):
            if token in letters and any(
                not _CODE_CHARS.isdisjoint(tokens[m]) for m in (k - 1, k + 1) if 0 <= m < len(tokens)
            ):
                if token in _LOWER_I_TOKENS:
                    lower_i -= 1
                else:
                    chat -= 1
    hearts = len(_HEART_RE.findall(text)) if "<3" in text else 0
    carets = len(_CARET_RE.findall(text)) if "^" in text else 0
    return lower_i, chat, emoticons + hearts + carets


def _written(text: str, words: set[str]) -> tuple[Counter[str], Counter[str]]:
    """Occurrences of ``words`` (lower case) written in ALL CAPS and capitalised ("IM", "Dick"), by word."""
    caps: Counter[str] = Counter()
    capitalised: Counter[str] = Counter()
    if words:
        pattern = re.compile(r"(?<![\w'])(?:" + "|".join(map(re.escape, sorted(words))) + r")(?![\w'])", re.I)
        for match in pattern.finditer(text):
            form = match.group()
            if len(form) > 1 and form.isupper():
                caps[form.lower()] += 1
            elif form[0].isupper():
                capitalised[form.lower()] += 1
    return caps, capitalised


def _glued(text: str) -> int:
    """Missing spaces after punctuation ("end.Next"), not code names ("Console.WriteLine", "String.Format")."""
    count = 0
    for match in _GLUED_RE.finditer(text):
        at = match.start()  # the punctuation; words are looked at within a window (a text can have many matches)
        before = text[max(at - 200, 0) : at]
        if at > 200 and not any(c.isspace() for c in before):
            continue  # inside a 200-character token: code or a link, not prose missing a space
        left = (before.rsplit(None, 1) or [""])[-1]
        right = (text[at + 1 : at + 201].split(None, 1) or [""])[0]
        camel = any(c.isupper() for c in right[1:])
        if not (left[:1].isupper() or camel):
            count += 1
    return count


def _caps(text: str) -> tuple[int, int]:
    """(ALL-CAPS words of 2+ letters, those of them in runs of 3+ consecutive ALL-CAPS words)."""
    matches = list(_CAPS_RE.finditer(text))
    in_runs, run = 0, 1
    for previous, current in itertools.pairwise(matches):
        if _CAPS_GAP_RE.fullmatch(text, previous.end(), current.start()):
            run += 1
            continue
        if run >= 3:
            in_runs += run
        run = 1
    if run >= 3:
        in_runs += run
    return len(matches), in_runs


def _line_features(text: str) -> dict[str, float]:
    lines = list(filter(None, map(str.strip, text.split("\n"))))
    if len(lines) < 3:  # no line structure to judge (a paragraph, a snippet, an args.me premise)
        short = listed = 0.0
    else:
        short = _share(sum(len(line.split(None, 3)) < 4 for line in lines), len(lines))  # fewer than 4 words
        listed = _share(sum(1 for _ in filter(None, map(_LIST_LINE_RE.match, lines))), len(lines))
    return {"q_short_line_share": short, "q_list_line_share": listed}


def _nav_words(text: str, ascii_letters: bool) -> int:
    """Words in navigation segments: pieces between line breaks or separators ("Home | Login | Cart") of at most
    four words that are all navigation or function words. The short pieces are lowercased and split into words
    together, not one by one; by bytes as in ``_words`` if the text has no letters outside a-z (``ascii_letters``)
    and no "’" (a word with it is no navigation word, but would be one with "'")."""
    for separator in _SEPARATORS + ">":  # a few str.replace calls are much faster than one str.translate
        text = text.replace(separator, "\n")
    short = "\n".join(segment for segment in text.split("\n") if len(segment) <= 60)
    if ascii_letters and "’" not in short:
        data = short.encode("ascii", "replace").lower()
        if b"'" in data:
            data = _LOOSE_APOSTROPHE_RE.sub(b" ", data)
        pieces = data.translate(_NAV_BYTES).decode("ascii").split("\n")
    else:
        pieces = " ".join(_NAV_WORD_RE.findall(short.lower())).split("\n")
    count = 0
    for seg_words in map(str.split, pieces):
        if 0 < len(seg_words) <= 4 and _NAV_OR_STOP.issuperset(seg_words):
            count += len(seg_words)
    return count


CONSENT = _lexicon("cookie cookies consent gdpr privacy tracking personalise personalize personalised personalized")
_CONSENT_HINTS = ("cookie", "consent", "privacy")
# what a notice says to its visitor
_NOTICE_RE = re.compile(
    r"\b(?:we use cookies|use of cookies|cookie policy|privacy policy|cookie settings|by continuing to use|"
    r"you agree to|accept (?:all )?cookies|consent to)\b"
)
_SENTENCE_PUNCT_RE = re.compile(r"[.!?,;:]")
MENU_WORDS = 5  # navigation words a line without punctuation needs to be a menu ("Home Products ... Sitemap")


def _chrome_words(text: str) -> int:
    """Words of page chrome that ``_nav_words`` cannot see: cookie and consent notices (a sentence with two different
    consent words and a notice's phrase: "We use cookies ... our Privacy Policy"), and menus run together on one
    long line without punctuation, at least half of whose words (and ``MENU_WORDS``) are navigation words."""
    count = 0
    lowered = text.lower()
    if any(hint in lowered for hint in _CONSENT_HINTS):
        for sentence in re.split(r"(?<=[.!?])\s+|\n", lowered):
            found = WORD_RE.findall(sentence)
            if len(CONSENT.intersection(found)) >= 2 and _NOTICE_RE.search(sentence):
                count += len(found)
    for line in lowered.split("\n"):
        if len(line) > 60 and not _SENTENCE_PUNCT_RE.search(line):
            found = WORD_RE.findall(line)
            navigation = sum(1 for word in found if word in NAVIGATION)
            if navigation >= MENU_WORDS and 2 * navigation >= len(found):
                count += len(found)
    return count


def _nav_share(analysed: str, ascii_lowered: bytes | None, n_words: int) -> float:
    """``q_nav_share``: navigation segments, one-line menus and cookie notices, as a share of the words."""
    chrome = _nav_words(analysed, ascii_lowered is not None) + _chrome_words(analysed)
    return _share(min(n_words, chrome), n_words)


def chrome_share(text: str) -> float:
    """``quality_features(text)["q_nav_share"]`` alone: the share of the words that are page chrome."""
    analysed = truncate(text)
    ascii_lowered = _ascii_lowered(analysed, non_ascii(analysed.encode("utf-8", "surrogatepass")))
    return _nav_share(analysed, ascii_lowered, len(_words(analysed, ascii_lowered)))


def quality_features(text: str, sentences: Sequence[str] | None = None) -> dict[str, float]:
    """Writing-quality features of ``text`` (see the module docstring); ``sentences`` are its sentences if a caller
    already split them (e.g. spaCy), else the regex splitter is used. All values are finite floats; shares and
    rates are in [0, 1], ``q_flesch`` in [-100, 121.2], ``q_sent_len_mean`` in [0, 200], ``q_word_len_mean`` in
    [0, 30], ``q_log_words`` >= 0."""
    return prepared_quality_features(prepare(text, sentences))


def prepared_quality_features(prepared: Prepared) -> dict[str, float]:
    """``quality_features`` of a text already ``prepare``d (callers computing other features share the work)."""
    analysed, sents, scale = prepared
    data = analysed.encode("utf-8", "surrogatepass")
    foreign = non_ascii(data)
    shape = data.translate(_SHAPE_BYTES, _CONTINUATION_BYTES)  # one byte per character (see _SHAPE_BYTES)
    ascii_lowered = _ascii_lowered(analysed, foreign)
    lower = _words(analysed, ascii_lowered)
    n_words = len(lower)
    counts = Counter(lower)
    totals = _word_totals(counts)
    tokens = analysed.split()
    n_tokens = len(tokens)
    lower_i, chat, emoticons = _special_tokens(analysed, tokens)

    # Sentences: C-level map/filter/sum rather than Python loops over them.
    worded = list(filter(_ALNUM_RE.search, sents))
    n_sents = len(worded)
    lengths, normalised = _sentence_lengths(worded)
    starts = [s[0] for s, n in zip(worded, lengths, strict=True) if n >= 3]
    endings = list(map(operator.methodcaller("rstrip", _TRAILING), worded))
    terminal = sum(map(operator.methodcaller("endswith", _TERMINAL), endings))
    exclaimed = sum(map(operator.methodcaller("endswith", "!"), endings))

    masked = len(_MASKED_PROFANITY_RE.findall(analysed)) if "*" in analysed or "#" in analysed else 0
    # acronyms ("IM", "THO") are no misspellings, numerals ("VIII", "XXXL") no elongations, names no profanity
    misspelled = counts.keys() & COMMON_MISSPELLINGS
    elongated = {w for w in counts.keys() & _WORDS.elongated if _NUMERAL_RE.fullmatch(w)} if totals.elongated else set()
    ambiguous = counts.keys() & AMBIGUOUS_PROFANITY
    caps, capitalised = _written(analysed, misspelled | elongated | ambiguous)
    profane = _total(counts, PROFANITY) + masked - _total(capitalised, ambiguous)
    typos = _total(counts, COMMON_MISSPELLINGS) - _total(caps, misspelled) + lower_i + _glued(analysed)
    informal = _total(counts, INFORMAL) + totals.elongated - _total(caps, elongated) + chat + emoticons
    n_caps, caps_in_runs = _caps(analysed)
    odd, urls, numbers = _token_counts(analysed, data, shape, foreign)
    joined_words = "".join(lower)
    letters = len(joined_words) - joined_words.count("'")
    non_space = len(analysed) - shape.count(b" ") - len(_SPACE_RE.findall(foreign))  # " ": ASCII whitespace
    separators = sum(analysed.count(c) for c in _SEPARATORS if c in analysed)
    if "|" in analysed:  # the bars of table rows ("| Price | $999 | $1,299 |") separate cells, not links
        separators -= sum(row.count("|") for row in _TABLE_ROW_RE.findall(analysed))
    separators += analysed.count(" > ") if ">" in analysed else 0
    multi_punct = len(_MULTI_PUNCT_RE.findall(analysed)) if "!" in analysed or "?" in analysed else 0
    currency = _currency(analysed)
    non_latin = len(_NON_LATIN_LETTER_RE.findall(foreign))  # only non-ASCII characters can match

    lines = _line_features(analysed)
    stopwords = _total(counts, STOPWORDS)
    # prices are shop boilerplate on a shop page ("$12.99 Add to cart"), evidence in a cost comparison
    commerce = _total(counts, COMMERCE) + (currency if not SHOP_WORDS.isdisjoint(counts) else 0)

    features = {
        "q_log_words": math.log1p(n_words * scale),
        "q_sent_len_mean": _clip(sum(lengths) / n_sents, 0.0, 200.0) if n_sents else 0.0,
        "q_short_sent_share": _share(sum(map((4).__gt__, lengths)), n_sents),
        "q_long_sent_share": _share(sum(map((40).__lt__, lengths)), n_sents),
        "q_lowercase_start_share": _share(sum(map(str.islower, starts)), len(starts)),
        "q_terminal_punct_share": _share(terminal, n_sents),
        "q_flesch": _clip(flesch_reading_ease(totals.ascii_words, n_sents, totals.syllables), -100.0, 121.22)
        if n_sents
        else 0.0,
        "q_word_len_mean": _clip(letters / n_words, 0.0, 30.0) if n_words else 0.0,
        "q_stopword_share": _share(stopwords, n_words),
        "q_mattr": _mattr(lower),
        "q_top_word_share": _share(totals.top_content, max(totals.content, 25)),
        "q_dup_sentence_share": _share(n_sents - len(set(normalised)), n_sents),
        "q_profanity_share": _share(profane, n_words),
        "q_typo_share": _share(typos, n_words),
        "q_informal_share": _share(informal, n_words),
        "q_odd_token_share": _share(odd, n_tokens),
        "q_caps_share": _share(n_caps, n_words),
        "q_caps_run_share": _share(caps_in_runs, n_words),
        "q_exclaim_share": _share(exclaimed, n_sents),
        "q_multi_punct_rate": _share(multi_punct, max(n_sents, 1)),
        **lines,
        "q_nav_share": _nav_share(analysed, ascii_lowered, n_words),
        "q_separator_rate": _share(separators, n_words),
        "q_copyright": 1.0 if _has_copyright(analysed, ascii_lowered) else 0.0,
        "q_url_share": _share(urls, n_tokens),
        "q_number_share": _share(numbers, n_tokens),
        "q_commerce_share": _share(commerce, n_words),
        "q_alpha_ratio": _share(letters, non_space),
        "q_non_latin_share": _share(non_latin, letters),
    }
    return {name: float(features[name]) for name in FEATURE_NAMES}


# -------------------------------------------------------------------------------------------------- score


def _ramp(value: float, zero: float, one: float) -> float:
    """0 at ``zero``, 1 at ``one``, linear in between (either direction), clipped."""
    if one == zero:
        return 1.0 if value >= one else 0.0
    return _clip((value - zero) / (one - zero))


def _decay(value: float, scale: float) -> float:
    """exp(-value/scale): 1 for none, 0.37 at ``scale``; for "bad thing" shares."""
    return math.exp(-max(value, 0.0) / scale)


def _sentence_length_fit(mean: float) -> float:
    """1 for a mean of 10-25 words per sentence (ordinary prose), down to 0 at 3 (fragments) and at 60 (run-ons)."""
    if mean < 10:
        return _ramp(mean, 3.0, 10.0)
    return _ramp(mean, 60.0, 25.0)


# The score is ``form x penalties``. ``form`` (weighted mean of FORM_WEIGHTS components) asks "is this well-formed
# running prose?"; each penalty component g in [0, 1] (1 = problem absent) multiplies the score by
# 1 - PENALTY_SEVERITY * (1 - g), so a problem can cost at most its severity and several problems compound.
# All numbers are set by reasoning about the assessor guidelines (the 2021 instructions name sentence structure,
# readability, informal speech, profanity and typos; Q-0 includes "not argumentative at all"), not fitted to labels.
# One check on the Touché 2021 Task 1 validation arguments (benchmarks/bench_text_features.py) led to three revisions
# of the first guesses, each argued below: readability only penalises extremes, URLs/numbers/shop words only count
# as boilerplate above a small share, and length weighs 1.0 instead of 0.5.
FORM_WEIGHTS: dict[str, float] = {
    "prose": 2.0,  # function-word share 0.15 -> 0, 0.35 -> 1: running text rather than lists/keywords/other language
    "sentence_length": 1.5,  # mean sentence length in the 10-25 word band (0 at 3 and at 60 words)
    "sentence_shape": 1.0,  # few fragments (< 4 words), run-ons (> 40), lowercase starts; terminal punctuation
    # Flesch -10 -> 0, 30 -> 1: only the extremes (run-ons, word soup). Plain English is 60-70, but careful argument
    # prose is often 30-50 (long sentences and words), and sentence length is already scored above.
    "readability": 1.0,
    # log words: 20 words -> 0, 300 -> 1. A text of a few dozen words can hardly be "well-structured" and show an
    # argument's structure; past 300 words length earns nothing more, so long pages do not win by length alone.
    "length": 1.0,
}
PENALTY_SEVERITY: dict[str, float] = {
    "profanity": 0.6,  # exp(-share / 0.3%): one swear word in 1,000 words -> g = 0.72, in 100 words -> 0.04
    "typos": 0.5,  # exp(-share / 1%): misspellings, "dont", lowercase "i", glued words
    "informal": 0.4,  # exp(-share / 1%): chat words, "soooo", emoticons
    "odd_tokens": 0.5,  # exp(-share / 2%): character soup, entities, symbol runs
    "shouting": 0.5,  # ALL-CAPS runs (scale 3% of words), "!" sentences (20%), "!!!" per sentence (10%)
    "boilerplate": 0.6,  # navigation segments, separators, short/bullet lines, URLs, copyright, shop words, numbers
    "repetition": 0.7,  # keyword stuffing (top word > 8% of content words, MATTR < 0.6), duplicated sentences
}
SCORE_WEIGHTS: dict[str, float] = {**FORM_WEIGHTS, **PENALTY_SEVERITY}  # every component and its weight/severity


def quality_components(f: dict[str, float]) -> dict[str, float]:
    """Each component of ``quality_score`` in [0, 1] (1 = good), from a ``quality_features`` dict (missing
    features count as 0)."""
    g = lambda name: float(f.get(name, 0.0))  # noqa: E731
    if g("q_log_words") <= 0.0:
        return {**dict.fromkeys(FORM_WEIGHTS, 0.0), **dict.fromkeys(PENALTY_SEVERITY, 1.0)}
    shape = 1.0 - (
        0.3 * g("q_short_sent_share")
        + 0.3 * g("q_long_sent_share")
        + 0.2 * g("q_lowercase_start_share")
        + 0.2 * (1.0 - g("q_terminal_punct_share"))
    )
    shouting = (
        _decay(g("q_caps_run_share"), 0.03) * _decay(g("q_exclaim_share"), 0.2) * _decay(g("q_multi_punct_rate"), 0.1)
    )
    boiler = _clip(
        2.0 * g("q_nav_share")
        + 2.0 * g("q_separator_rate")
        + 0.5 * g("q_short_line_share")
        + 0.3 * g("q_list_line_share")
        + 5.0 * max(g("q_url_share") - 0.02, 0.0)  # a few URLs are references; link lists are boilerplate
        + 0.2 * g("q_copyright")
        + 5.0 * max(g("q_commerce_share") - 0.01, 0.0)  # "price" in an argument is fine; a shop page is not
        + 2.0 * max(g("q_number_share") - 0.08, 0.0)  # figures support arguments; spec tables are lists
    )
    repetition = (
        _ramp(g("q_top_word_share"), 0.30, 0.08) * _ramp(g("q_mattr"), 0.35, 0.6) * (1.0 - g("q_dup_sentence_share"))
    )
    return {
        "prose": _ramp(g("q_stopword_share"), 0.15, 0.35),
        "sentence_length": _sentence_length_fit(g("q_sent_len_mean")),
        "sentence_shape": _clip(shape),
        "readability": _ramp(g("q_flesch"), -10.0, 30.0),
        "profanity": _decay(g("q_profanity_share"), 0.003),
        "typos": _decay(g("q_typo_share"), 0.01),
        "informal": _decay(g("q_informal_share"), 0.01),
        "odd_tokens": _decay(g("q_odd_token_share"), 0.02),
        "shouting": shouting,
        "boilerplate": 1.0 - boiler,
        "repetition": repetition,
        "length": _ramp(g("q_log_words"), math.log1p(20), math.log1p(300)),
    }


#: Below this repetition component (``quality_components``), a page's word counts say more about its repeating
#: itself than about its topic: keyword-stuffed pages score 0.00-0.05, snippet aggregators 0.12-0.26, generated
#: spec comparisons 0.14-0.40; written pages 0.89 and more (docs/benchmarks.md, "Pages written to game the ranker").
REPETITION_KNEE = 0.5


#: A page whose words vary this much (MATTR, where the repetition component's ramp reaches 1) is not gated, however
#: often it names its topic: a page about coffee says "coffee", a short answer repeats the question's words, a song has
#: a refrain (a review of the first version found such written pages at 0.32-0.42); stuffed pages vary less.
REPETITION_GATE_MATTR = 0.6


def repetition_gate(features: dict[str, float]) -> float:
    """The factor (0-1) on a page's evidence features in the ranking: 1 down to the knee of its repetition
    component, then falling to 0 with it; 1 for a page of varied words and without a text (a snippet's features say
    nothing of the page)."""
    if float(features.get("q_log_words", 0.0)) <= 0.0 or float(features.get("q_mattr", 0.0)) >= REPETITION_GATE_MATTR:
        return 1.0
    return min(1.0, quality_components(features)["repetition"] / REPETITION_KNEE)


def quality_score(features: dict[str, float]) -> float:
    """Hand-set quality prior in [0, 1] from a ``quality_features`` dict: the ``FORM_WEIGHTS``-weighted mean of the
    form components times one factor ``1 - severity * (1 - g)`` per penalty component (0 for empty text). The
    ranker is expected to learn its own weights over the raw ``q_`` features as well."""
    components = quality_components(features)
    form = sum(weight * components[name] for name, weight in FORM_WEIGHTS.items()) / sum(FORM_WEIGHTS.values())
    for name, severity in PENALTY_SEVERITY.items():
        form *= 1.0 - severity * (1.0 - components[name])
    return _clip(form)
