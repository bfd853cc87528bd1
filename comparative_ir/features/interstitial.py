"""Pages that stand in for a document: a soft 404, a parked domain, a bot check, a login, consent or pay wall.

The cache holds what the crawler was served, and that is sometimes such a page with status 200: what a reader of the
result sees, and an assessor judges, is not a document at all. By its words it is a short page of ordinary prose,
so neither the length nor the chrome rule of the cleaning rejects it, and a title and snippet standing in for it
would be judged as an average page (docs/benchmarks.md). Such a page opens with its notice and says little besides;
an article that mentions a 404, quotes a bot check or ends with "Sign in to comment" has its own prose.
``interstitial_kind`` names the notice of a text that is nothing more; the ranking puts such results last.
"""

from __future__ import annotations

import re

# Notices a page opens with, by kind. Each is a phrase such pages use, matched in a line of the main text.
_NOTICES: dict[str, tuple[str, ...]] = {
    "not-found": (
        r"\b(?:page|file|article|post|content|url|link)s?\b[^.\n]{0,50}?"
        r"(?:\bnot|n['’]t|\bcannot|\bno longer)\b[^.\n]{0,25}?\b(?:found|exists?|available|located)\b",
        r"\b(?:page|file|document) not found\b",
        r"\b(?:error|http)\s*404\b|\b404\b[^.\n]{0,30}\bnot found\b",
        r"\bwe\s+(?:can['’]t|cannot|could ?n['’]t|could not)\s+find\s+(?:the|that|this|what)\b",
        r"\bnothing (?:was )?found (?:at|for) this\b",
        r"\bthe link (?:you followed|pointing here|you clicked) (?:may be|was|is|might be)\b",
    ),
    "parked": (
        r"\bdomain(?: name)?\b[^.\n]{0,40}\b(?:is|may be|might be) for sale\b",
        r"^\s*(?:this domain |the domain )?is for sale\b",
        r"\bbuy this domain\b",
        r"\bsponsored listings\b",
        r"\bthis domain (?:has )?(?:expired|is parked|was registered)\b|\bparked free\b",
    ),
    "bot-check": (
        r"\bchecking (?:if the site connection is secure|your browser)\b",
        r"\benable javascript and cookies to continue\b",
        r"\bneeds to review the security of your connection\b",
        r"\b(?:verify|prove|confirm) (?:that )?you(?:['’]re| are) (?:a )?human\b",
        r"\bcomplete the security check\b",
        r"\bunusual traffic from your (?:computer )?network\b",
        r"\baccess (?:to this (?:page|site|resource) )?(?:has been |is )?denied\b",
        r"\byou (?:don['’]t|do not) have permission to access\b",
        r"\bare you a robot\b",
    ),
    "script-only": (
        r"\byou need to enable javascript to run this app\b",
        r"\b(?:enable|turn on) javascript (?:in your browser )?"
        r"(?:to (?:view|use|see) (?:this|the) (?:page|site|website|app|content)\b|to continue\b|and reload\b)",
        r"\bjavascript (?:is )?(?:required|disabled)\b",
        r"\byour browser does not support javascript\b",
    ),
    "server-page": (
        r"\b(?:site|website|we)(?:['’]re| is| are) (?:currently |temporarily )?(?:down for|undergoing|under) "
        r"(?:scheduled )?maintenance\b",
        r"\bbriefly unavailable for scheduled maintenance\b",
        r"\baccount has been suspended\b",
        r"\bwelcome to nginx\b|\bdefault (?:web )?page\b[^.\n]{0,40}\b(?:it works|apache|iis|server)\b",
        r"\bfuture home of\b",
        r"\bnot available in your (?:country|region|location)\b|\bunavailable in (?:your|most european) (?:country|"
        r"region|countries)\b",
    ),
    "no-results": (
        r"\bno (?:results|posts|articles|matches|entries) (?:were )?found\b",
        r"\bdid not match any (?:documents|results|posts)\b",
        r"\bno (?:posts|results) matched your criteria\b",
    ),
    "login-wall": (
        r"\byou (?:must|need to|have to) (?:be )?(?:log(?:ged)? ?in|sign(?:ed)? ?in|register(?:ed)?)\b",
        r"\b(?:log|sign) ?in (?:or (?:sign up|register|create an account) )?to (?:continue|view|see|read|access)\b",
        r"\bplease (?:log|sign) ?in\b",
        r"\b(?:create|join) (?:a free account|for free|now) to (?:see|view|read|continue)\b",
    ),
    "consent-wall": (
        r"\bbefore you continue\b",
        r"\b(?:accept|reject) all\b",
        r"\bwe (?:and our (?:\d+ )?partners )?(?:use|store|access) cookies\b",
        r"\bwe value your privacy\b",
        r"\bmanage (?:your )?(?:privacy |cookie )?(?:settings|preferences|options|choices)\b",
        r"\b(?:cookies?|privacy|consent)\b[^\n]*\b(?:cookies?|privacy|consent)\b",  # a line on both: a notice's
    ),
    "pay-wall": (
        r"\bto continue reading\b",
        r"\bsubscribe (?:now )?to (?:continue|read|unlock|keep reading)\b",
        r"\b(?:is|are) (?:only )?(?:for|available to|reserved for) (?:paying )?(?:subscribers|members)\b",
        r"\balready a subscriber\b",  # not "member": forums open with "Already a member? Log in"
        r"\byou(?:['’]ve| have) (?:reached|used) (?:your|all (?:of )?your) (?:free )?(?:articles?|stories)?\s*"
        r"(?:limit|for this month)\b",
    ),
    "age-gate": (
        r"\b(?:are you|you must be) (?:at least |over )?(?:18|21|of legal (?:drinking )?age)\b",
        r"\benter your (?:date of )?birth\b",
        r"\bverify your age\b",
    ),
}
# A wall may sit over its document, which is then in the page too: a wall is only that when the page says almost
# nothing else. A page whose notice says the document is elsewhere (not found, parked, a bot check) may add a list of
# other stories, a domain seller's pitch or a hosting company's: more prose, and still not the document.
_WALLS = frozenset({"login-wall", "consent-wall", "pay-wall", "age-gate"})
WALL_PROSE_WORDS = 40
OTHER_PROSE_WORDS = 120
OPENING_CHARS = 1000  # a notice further down belongs to a page with its own text ("Sign in to comment")
_FLAGS = re.IGNORECASE | re.MULTILINE
_NOTICE_RES = {kind: re.compile("|".join(patterns), _FLAGS) for kind, patterns in _NOTICES.items()}
_ANY_NOTICE_RE = re.compile("|".join(f"(?:{p})" for ps in _NOTICES.values() for p in ps), _FLAGS)
_LIST_LINE_RE = re.compile(r"\s*(?:[-*•·▪►»]|\d{1,3}[.)])\s")  # how the cleaning writes list items and teasers
_WORD_RE = re.compile(r"[^\W\d_][\w'’-]*")
_SENTENCE_END_RE = re.compile(r"(?<=[.!?])\s+")
PROSE_LINE_WORDS = 6  # a line with fewer words is a heading, a label or a link


def _prose_words(text: str, enough: int) -> int:
    """Words in lines that read as the page's own prose (no notice, no list item, a sentence's length), counted up to
    ``enough``."""
    total = 0
    for line in text.split("\n"):
        if _LIST_LINE_RE.match(line) or len(_WORD_RE.findall(line)) < PROSE_LINE_WORDS:
            continue
        for sentence in _SENTENCE_END_RE.split(line):  # a text without line breaks has a notice among its own words
            if not _ANY_NOTICE_RE.search(sentence):
                total += len(_WORD_RE.findall(sentence))
        if total >= enough:
            break
    return total


def interstitial_kind(text: str) -> str | None:
    """The kind of notice (``"not-found"``, ``"parked"``, ``"bot-check"``, ``"login-wall"``, ...) that ``text``, a
    page's main text, opens with and that is all it says; None for a page with content of its own."""
    opening = text[:OPENING_CHARS]
    if not _ANY_NOTICE_RE.search(opening):
        return None
    kinds = [kind for kind, pattern in _NOTICE_RES.items() if pattern.search(opening)]
    prose = _prose_words(text, OTHER_PROSE_WORDS)
    document_elsewhere = [kind for kind in kinds if kind not in _WALLS]
    if document_elsewhere and prose < OTHER_PROSE_WORDS:
        return document_elsewhere[0]
    if prose < WALL_PROSE_WORDS:
        return kinds[0]
    return None
