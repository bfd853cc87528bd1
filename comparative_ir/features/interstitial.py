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

# Notices a page opens with, by kind: (words one of which each match contains, the phrase[, ALONE]). The words,
# looked for in C, spare most texts every regular expression (all of them on every text cost a millisecond a text,
# 1.6 times what the other document features cost). A phrase marked ALONE is common in other text ("accept all",
# "forgot your password", "access denied", "are you 18", "javascript is required"): it counts only on a short line
# of its own, as a wall's button or label (a review found them in a shop page, a job ad, a pension calculator).
ALONE = True
_NOTICES: dict[str, tuple[tuple[str | tuple[str, ...], str] | tuple[str | tuple[str, ...], str, bool], ...]] = {
    "not-found": (
        (
            "found",
            r"\b(?:page|file|article|post|content|url|link)s?\b[^.\n]{0,50}?"
            r"(?:\bnot|n['’]t|\bcannot|\bno longer)\b[^.\n]{0,25}?\bfound\b",
        ),
        (
            "exist",
            r"\b(?:page|file|article|post|content|url|link)s?\b[^.\n]{0,50}?"
            r"(?:\bnot|n['’]t|\bcannot|\bno longer)\b[^.\n]{0,25}?\bexists?\b",
        ),
        (
            "availab",
            r"\b(?:page|file|article|post|content|url|link|video)s?\b[^.\n]{0,50}?"
            r"(?:\bnot|n['’]t|\bcannot|\bno longer)\b[^.\n]{0,25}?\bavailable\b",
        ),
        (
            "located",
            r"\b(?:page|file|article|post|content|url|link)s?\b[^.\n]{0,50}?"
            r"(?:\bnot|n['’]t|\bcannot|\bno longer)\b[^.\n]{0,25}?\blocated\b",
        ),
        ("not found", r"\b(?:page|file|document) not found\b"),
        ("404", r"\b(?:error|erreur|fehler|errore|http)\s*404\b|\b404\b[^.\n]{0,30}\bnot found\b"),
        (
            "find",
            r"\bwe\s+(?:can['’]t|cannot|could ?n['’]t|could not)\s+find\s+(?:the|that|this|what)\s+"
            r"(?:page|post|article|content|you['’]re looking|you are looking)",
        ),
        ("nothing", r"\bnothing (?:was )?found (?:at|for) this\b"),
        ("the link", r"\bthe link (?:you followed|pointing here|you clicked) (?:may be|was|is|might be)\b"),
        (
            ("this page", "this post", "this thread", "you requested", "looking for"),
            r"\b(?:this (?:page|post|thread)|the (?:page|post) you(?:['’]re| are| were)? ?(?:looking for|requested))"
            r"(?: has| is| was|['’]s)(?: been)? (?:wandered off|gone\b|moved or (?:been )?deleted|deleted\b|removed\b"
            r"|took a wrong turn|gone missing)",
        ),
        (
            "at this address",
            r"\bwhat(?:ever)? you(?:['’]re| are| were) looking for (?:doesn['’]t|does not|no longer) (?:currently )?"
            r"exists? at this address\b",
        ),
        ("site here", r"\bthere isn['’]t a [\w. ]{0,20}site here\b", ALONE),
        ("nothing here", r"\bthere['’]s nothing here\b|\bthere is nothing here\b", ALONE),
        # the same in the languages a crawl holds most of: German, French, Spanish, Italian, Dutch, Portuguese
        (
            ("nicht gefunden", "introuvable", "no encontrada", "non trovata", "niet gevonden", "não encontrada"),
            r"\b(?:seite nicht gefunden|page introuvable|página no encontrada|pagina non trovata"
            r"|pagina niet gevonden|página não encontrada)\b",
            ALONE,
        ),
        (
            ("existiert", "n'existe", "no existe", "non esiste", "bestaat niet", "não existe"),
            r"\b(?:die (?:von ihnen )?(?:aufgerufene|angeforderte|gesuchte) seite existiert (?:leider )?nicht"
            r"|la page (?:que vous (?:recherchez|cherchez|demandez)|demandée) n['’]existe (?:pas|plus)"
            r"|la página (?:que (?:buscas|busca|solicitaste|has solicitado)|solicitada) no existe"
            r"|la pagina (?:che (?:stai cercando|cerchi|hai richiesto)|richiesta) non esiste"
            r"|de pagina die (?:je|u) (?:zoekt|zocht) bestaat niet|a página que (?:você )?procura não existe)\b",
        ),
        ("页面", r"页面不存在|找不到(?:该|此|您要的)?页面"),
        # platforms' own words for a page gone: Vercel, vBulletin, Yahoo Answers (closed in 2021)
        ("deployment_not_found", r"\bdeployment_not_found\b"),
        ("invalid thread", r"\binvalid (?:thread|post|forum) specified\b"),
        ("yahoo answers", r"^\s*yahoo answers has shut down\b"),
    ),
    "parked": (
        ("for sale", r"\bdomain(?: name)?\b[^.\n]{0,40}\b(?:is|may be|might be) for sale\b"),
        ("for sale", r"^\s*(?:this domain |the domain )?is for sale\b"),
        ("for sale", r"\b[\w-]+\.(?:com|net|org|info|biz|co|io|us|uk|de)\s+(?:is|may be) for sale\b"),
        ("buy this domain", r"\bbuy this domain\b"),
        ("sponsored listings", r"\bsponsored listings\b"),
        (
            "domain",
            r"\bthis domain (?:has )?(?:expired|is parked|was (?:recently )?registered|is registered (?:at|with))\b",
        ),
        ("about this domain", r"\binquire about this domain\b"),
        ("for sale", r"\b[\w-]+\.(?:com|net|org|info|biz|co|io|us|uk|de)\b[^.\n]{0,20}\bhas listed it for sale\b"),
        ("connected to a website", r"\bdomain (?:isn['’]t|is not) (?:yet )?connected to a website\b"),
        ("parked free", r"\bparked free\b"),
        ("nom de domaine", r"\bvotre nom de domaine a bien été (?:créé|enregistré)\b"),
    ),
    "bot-check": (
        ("checking", r"\bchecking (?:if the site connection is secure|your browser)\b"),
        ("javascript and cookies", r"\benable javascript and cookies to continue\b"),
        ("security of your connection", r"\bneeds to review the security of your connection\b"),
        ("human", r"\b(?:verify|verifying|prove|confirm) (?:that )?you(?:['’]re| are) (?:a )?human\b", ALONE),
        ("just a moment", r"\bjust a moment\.\.\.", ALONE),
        ("being verified", r"\byour request is being verified\b"),
        ("automated", r"\bdetected that you (?:are|may be) using automated tools\b"),
        ("incapsula", r"\bincapsula incident id\b"),
        ("blocked", r"\b(?:request blocked|you['’]ve been blocked|you have been blocked)\b", ALONE),
        ("blocked", r"\bblocked by network security\b"),
        ("security check", r"\bcomplete the security check\b"),
        ("unusual traffic", r"\bunusual traffic from your (?:computer )?network\b"),
        ("denied", r"\baccess (?:to this (?:page|site|resource) )?(?:has been |is )?denied\b", ALONE),
        ("permission to access", r"\byou (?:don['’]t|do not) have permission to access\b"),
        ("robot", r"\bare you a robot\b", ALONE),
        ("security service", r"\busing a security service to protect itself\b"),
        ("ray id", r"\bcloudflare ray id\b"),
        ("bot", r"\bmade us think you were a bot\b|\bto request an unblock\b"),
        ("limited by the site owner", r"\byour access to this site has been limited by the site owner\b"),
        ("too many requests", r"\bwe['’]ve seen too many requests from you\b"),
    ),
    "script-only": (
        ("javascript", r"\byou need to enable javascript to run this app\b"),
        (
            "javascript",
            r"\b(?:enable|turn on) javascript (?:(?:in|on) your (?:web )?browser )?"
            r"(?:to (?:view|use|see|run) (?!the comments)|to continue\b|and reload\b)",
        ),
        ("javascript", r"\bjavascript (?:is )?(?:required|disabled|not available)\b", ALONE),
        ("javascript", r"\b(?:this|the) (?:site|app|page) requires javascript\. please\b"),
        ("javascript", r"\byour browser does not support javascript\b"),
    ),
    "server-page": (
        (
            "maintenance",
            r"\b(?:site|website|we)(?:['’]re| is| are) (?:currently |temporarily )?(?:down for|undergoing|"
            r"under) (?:scheduled )?maintenance\b",
        ),
        ("maintenance", r"\bbriefly unavailable for scheduled maintenance\b"),
        ("maintenance", r"\b(?:is|are) (?:currently |temporarily )?offline for maintenance\b"),
        (
            "maintenance",
            r"\b(?:we['’]re|we are) (?:performing|doing|carrying out) (?:some )?(?:scheduled )?"
            r"maintenance\b",
        ),
        ("owner", r"\bif you are the (?:owner of this (?:site|website|domain|blog|app)|application owner)\b"),
        ("your page could not be served", r"\byour page could not be served\b"),
        ("suspended", r"\bthis (?:account|site|website) has been suspended\b"),
        (
            ("forbidden", "unauthorized", "server error", "bad gateway", "unavailable", "time-out", "timeout"),
            r"^\s*(?:error )?(?:401|403|500|502|503|504)\b[\s:.-]*(?:forbidden|unauthorized|internal server error"
            r"|bad gateway|service (?:temporarily )?unavailable|gateway time-?out)\b[^\n]{0,40}"
            # then the server's signature or nothing: a help article titled "502 Bad Gateway" explains it
            r"(?=\n\s*(?:nginx|apache|openresty|cloudflare|microsoft-iis|iis|litespeed|varnish|cloudfront)\b|\s*\Z)",
        ),
        ("nginx", r"\bwelcome to nginx\b"),
        ("default", r"\bdefault (?:web )?page\b[^.\n]{0,40}\b(?:it works|apache|iis|server)\b"),
        ("future home", r"\bfuture home of\b"),
        (
            "availab",
            r"\bnot (?:made (?:this|the) \w+ )?available in your (?:country|region|location|territory)\b|"
            r"\bunavailable in (?:your|most european) (?:country|region|countries)\b",
        ),
        ("offered in your", r"\bnot offered in your (?:country|region|location|territory)\b"),
        ("legal reasons", r"\b451\b[^\n]{0,20}\bunavailable (?:due to|for) legal reasons\b"),
        ("disponible", r"\bno est[aá] disponible en tu país\b"),
        (
            ("suspended", "suspendida"),
            r"\bthis site has been archived or suspended\b|\besta cuenta ha sido suspendida\b",
        ),
        (("website expired", "site expired"), r"\b(?:web)?site expired\b", ALONE),
        ("currently unavailable", r"\bsorry, this (?:shop|store) is currently unavailable\b"),
        (
            "cannot be displayed",
            r"\bthere is a problem with the resource you are looking for, and it cannot be displayed\b",
        ),
        ("parent directory", r"\A\s*index of /[^\n]*\n(?:[^\n]*\n){0,8}?[^\n]*\bparent directory\b"),
        ("coming soon", r"\bour (?:new )?(?:web)?site is (?:coming soon|launching soon)\b"),
    ),
    "no-results": (
        ("found", r"\bno (?:results|posts|articles|matches|entries) (?:were )?found\b", ALONE),
        ("did not match", r"\bdid not match any (?:documents|results|posts)\b"),
        ("matched your criteria", r"\bno (?:posts|results|content) matched your criteria\b"),
        ("results for", r"^\s*(?:sorry, )?(?:no|0) results (?:found )?for\b"),
        ("nothing to show", r"\bnothing to show here\b"),
        ("nothing matched", r"\bnothing matched your search\b"),
        ("find any", r"\b(?:could not|couldn['’]t|can['’]t|cannot) find any (?:results|posts|matches|articles)\b"),
        ("no posts with", r"\bno posts with (?:the )?label\b"),
    ),
    "login-wall": (
        (
            ("login", "log in", "logged", "signin", "sign in", "signed", "register"),
            r"\byou (?:must|need to|have to) (?:be )?(?:log(?:ged)? ?in|sign(?:ed)? ?in|register(?:ed)?)\b",
            ALONE,
        ),
        (
            ("login", "log in", "signin", "sign in"),
            r"\b(?:log|sign) ?in (?:or (?:sign up|register|create an account) )?to (?:continue|view|see|read|access)\b",
            ALONE,
        ),
        (("please log", "please sign"), r"\bplease (?:log|sign) ?in\b", ALONE),
        ("password", r"\bforgot (?:your )?password\b", ALONE),
        ("continue with", r"\bcontinue with (?:google|facebook|apple|email)\b", ALONE),
        ("with a free account", r"\bwith a free account\b", ALONE),
        ("join", r"\bjoin [\w.]+ to (?:see|view|read) (?:what|who|more)\b"),
        ("on facebook", r"\bsee more (?:of|from) [^\n]{1,60} on facebook\b"),
        ("happening", r"\bdon['’]t miss what['’]s happening\b", ALONE),
        ("sign up to see", r"\bsign up to see (?:photos|posts|more)\b"),
        ("logged in", r"\brequires you to be (?:registered and )?logged in\b"),
        ("invited readers", r"\bopen to invited readers only\b"),
        ("approved", r"\bonly approved (?:members|users) can view\b"),
        ("melden sie sich an", r"\bmelden sie sich an, um\b"),
        (
            ("free account", "for free", "join now", "create now"),
            r"\b(?:create|join) (?:a free account|for free|now) to (?:see|view|read|continue)\b",
            ALONE,
        ),
    ),
    "consent-wall": (
        ("before you continue", r"\bbefore you continue\b", ALONE),
        (("accept all", "reject all"), r"\b(?:accept|reject) all\b", ALONE),
        (("accept all", "reject all"), r"\bif you (?:click|select|choose) ['‘’\"“]?(?:accept|reject) all\b"),
        ("cookies", r"\bwe (?:and our (?:\d+ )?partners )?(?:use|store|access) cookies\b"),
        ("we value your privacy", r"\bwe value your privacy\b"),
        (
            ("alle akzeptieren", "tout accepter", "tout refuser", "aceptar todo", "accetta tutto"),
            r"\b(?:alle akzeptieren|tout accepter|tout refuser|aceptar todo|accetta tutto)\b",
            ALONE,
        ),
        (
            ("wir verwenden cookies", "nous utilisons des cookies", "utilizamos cookies", "utilizziamo i cookie"),
            r"\b(?:wir verwenden cookies|nous utilisons des cookies|utilizamos cookies|utilizziamo i cookie)\b",
        ),
        (
            ("zustimmung", "toestemming"),
            r"\b(?:wir benötigen ihre zustimmung|wij vragen (?:je|uw) toestemming)\b",
            ALONE,
        ),
        ("oppure abbonati", r"\baccetta i cookie [^\n.]{0,80}\boppure abbonati\b"),
        ("manage", r"\bmanage (?:your )?(?:privacy |cookie )?(?:settings|preferences|options|choices)\b", ALONE),
    ),
    "pay-wall": (
        ("continue reading", r"(?<!sign in )(?<!log in )(?<!login )\bto continue reading\b"),
        ("subscribe", r"\bsubscribe (?:now )?to (?:continue|read|unlock|keep reading)\b", ALONE),
        (
            ("subscribers", "members"),
            r"\b(?:is|are) (?:only )?(?:for|available to|reserved for|exclusive to) (?:paying |paid )?"
            r"(?:subscribers|members)\b",
        ),
        ("already a subscriber", r"\balready a subscriber\b", ALONE),  # not "member": "Already a member? Log in"
        ("members only", r"\bavailable to (?:\w+ )?members only\b"),
        (
            ("cancel anytime", "digital access", "unlimited access", "trial"),
            r"\bcancel anytime\b|\bdigital access\b|\btry unlimited access\b|\bstart (?:your )?(?:free )?trial\b",
            ALONE,
        ),
        (
            ("limit", "for this month"),
            r"\byou(?:['’]ve| have) (?:reached|used) (?:your|all (?:of )?your) (?:free )?(?:articles?|stories)?\s*"
            r"(?:limit|for this month)\b",
        ),
        ("free articles", r"\byou(?:['’]ve| have) read (?:all )?(?:of )?your (?:\d+ )?free articles\b"),
        ("keep reading", r"\bkeep reading with a\b|\bsubscribe to [^\n.]{1,60} to keep reading\b"),
        ("member-only story", r"\bmember-only story\b", ALONE),
        ("to read the full", r"\bto read the full (?:story|article),? (?:subscribe|sign in|log in|please)\b"),
        (("weiterlesen mit", "bereits abonnent"), r"\bweiterlesen mit\b|\bbereits abonnent\b", ALONE),
        ("abonnés", r"\b(?:article|la suite est) réservée? aux abonnés\b"),
    ),
    "age-gate": (
        (
            ("are you", "you must be", "confirm"),
            r"\b(?:are you|you must be|confirm (?:that )?you are) (?:at least |over )?"
            r"(?:18|21|of legal (?:drinking )?age)\b",
            ALONE,
        ),
        (
            ("are you", "you must be"),
            r"\b(?:are you|you must be) (?:at least |over )?(?:18|21|of legal (?:drinking )?age)[^.\n]{0,30}"
            r"\bto (?:enter|view|visit|access|use) (?:this|our) (?:site|website|page)\b",
        ),
        ("birth", r"\benter your (?:date of )?birth\b", ALONE),
        ("verify your age", r"\bverify your age\b", ALONE),
    ),
}
# A wall may sit over its document, which is then in the page too: a wall is only that when the page says almost
# nothing else. A page whose notice says the document is elsewhere (not found, parked, a bot check) may add a list of
# other stories, a domain seller's pitch or a hosting company's: more prose, and still not the document.
_WALLS = frozenset({"login-wall", "consent-wall", "pay-wall", "age-gate"})
WALL_PROSE_WORDS = 40
WALL_TEXT_WORDS = 200  # ... and whatever its words are about, a page with this many is over its own text
OTHER_PROSE_WORDS = 120
# ... and a login, consent or age wall with this many words of statements beside the site's own talk is over its page
# (a 30-word answer under "Sign in to continue"); a pay wall's standfirst is not.
WALL_STATEMENT_WORDS = 15
OPENING_CHARS = 1000  # a notice further down belongs to a page with its own text ("Sign in to comment")
ALONE_CHARS = 40  # a line holding an ALONE phrase has at most this many characters before it and after it


def _compiled(pattern: str, alone: bool) -> re.Pattern[str]:
    """The phrase as group "notice", on a short line of its own if ``alone``."""
    notice = f"(?P<notice>{pattern})"
    return re.compile(rf"^[^\n]{{0,{ALONE_CHARS}}}{notice}[^\n]{{0,{ALONE_CHARS}}}$" if alone else notice, re.M)


_NOTICE_RES = {
    kind: [
        ((entry[0],) if isinstance(entry[0], str) else entry[0], _compiled(entry[1], len(entry) > 2))
        for entry in notices
    ]
    for kind, notices in _NOTICES.items()
}  # over lower-cased text
# "Page not found? Here is why", "Access denied: how role-based access control works": a headline on the notice
_HEADLINE_RE = re.compile(r"[^\n.]{0,20}[?:][ \t]*(?:\S+[ \t]+){2,}\S")


# ... but not a notice's own identifier after its colon ("Cloudflare Ray ID: 71b5e0c2fd9a4d12 • Your IP: ...")
_IDENTIFIER_RE = re.compile(r"[ \t]*:[ \t]*[0-9a-f][0-9a-f-]{7,}\b")


def _found(pattern: re.Pattern[str], lowered: str) -> bool:
    return any(
        not _HEADLINE_RE.match(lowered, match.end("notice")) or _IDENTIFIER_RE.match(lowered, match.end("notice"))
        for match in pattern.finditer(lowered)
    )


def _notices(lowered: str) -> list[str]:
    """The kinds of notice in ``lowered`` (lower-cased text), in the order of ``_NOTICES``."""
    return [
        kind
        for kind, notices in _NOTICE_RES.items()
        if any(any(word in lowered for word in words) and _found(pattern, lowered) for words, pattern in notices)
    ]


_SPACES_RE = re.compile(r"[ \t]+")
_LIST_LINE_RE = re.compile(r"\s*(?:[-*•·▪►»]|\d{1,3}[.)])\s")  # how the cleaning writes list items and teasers
_WORD_RE = re.compile(r"[^\W\d_][\w'’-]*")
_SENTENCE_END_RE = re.compile(r"(?:(?<=[.!?])|(?<=[.!?][\"'”’)]))\s+")
# A notice quoted by an article ("knows the message: “This content is not available in your region.”") is its text.
_QUOTED_RE = re.compile(r"“[^”\n]{0,300}”|\"[^\"\n]{0,300}\"")
PROSE_LINE_WORDS = 6  # a line with fewer words is a heading, a label or a link
_STATEMENT_END_RE = re.compile(r"[.!][\"'”’)]?$")
_SITE_TALK_RE = re.compile(
    r"\b(?:agree|terms of (?:use|service)|privacy|polic(?:y|ies)|by (?:continuing|clicking|signing)|cookies?|accounts?"
    r"|sign(?:ing)? (?:in|up)|log(?:ging)? ?in|subscri(?:be|ber|ption)s?|register(?:ed|ing)?|password|captcha|browser"
    r"|advertis(?:ing|ers?|ements?)|personal data|partners|is a place to|consent(?:s|ing)?|preferences?"
    r"|personali[sz](?:ed|ation)|invit(?:ed|ation)|members?(?:hip)?)\b",
    re.IGNORECASE,
)
# A sentence on two of these is a consent notice's ("we and our partners use cookies and personal data"), not prose
# of the page's own; it is no notice to open a page with (a recipe's "these cookies" and "cookie sheet" are not).
_CONSENT_WORD_RE = re.compile(
    r"\b(?:cookie|privacy|consent|personal data|partner|personali[sz]ed? (?:ads|content)"
    # ... and the same in the languages of the consent walls above
    r"|zustimmung|einwilligung|personenbezogene daten|privatsphäre|datenschutz|toestemming|persoonsgegevens"
    r"|consentement|données personnelles|consenso|dati personali|consentimiento|datos personales)"
)


def _consent_notice(lowered: str) -> bool:
    """A sentence on two consent words, in any of the languages listed (lower-cased)."""
    return len(set(_CONSENT_WORD_RE.findall(lowered))) >= 2


# The site's own talk is addressed to the reader ("By continuing, you agree ...", "Sign up to discover ..."); an
# article's sentences about advertising or subscriptions are not.
_ADDRESSED_RE = re.compile(r"\b(?:you|your|yours)\b", re.IGNORECASE)
_IMPERATIVE_RE = re.compile(r"^\W*(?:sign|join|subscribe|log|register|create|try|start|become)\b", re.IGNORECASE)


def _site_talk(sentence: str) -> bool:
    """A wall's talk to the reader: an imperative about accounts ("Sign up to discover ..."), or two of the site's
    words addressed to the reader ("By continuing, you agree to the Terms of Service"); not an article's sentence
    with one ("Firefox blocks trackers to protect your privacy")."""
    if _IMPERATIVE_RE.match(sentence):
        return bool(_SITE_TALK_RE.search(sentence))
    return bool(_ADDRESSED_RE.search(sentence)) and len(set(_SITE_TALK_RE.findall(sentence.lower()))) >= 2


def _prose_words(text: str, enough: int, own: bool = False) -> int:
    """Words in lines that read as the page's prose (no notice, no list item, a sentence's length), counted up to
    ``enough``; with ``own``, not in sentences of the site's own talk to the reader (a wall explaining itself)."""
    total = 0
    for line in text.split("\n"):
        if _LIST_LINE_RE.match(line) or len(_WORD_RE.findall(line)) < PROSE_LINE_WORDS:
            continue
        for sentence in _SENTENCE_END_RE.split(line):  # a text without line breaks has a notice among its own words
            lowered = _QUOTED_RE.sub(" ", sentence.lower())
            site_talk = own and _site_talk(sentence)
            if not _notices(lowered) and not _consent_notice(lowered) and not site_talk:
                total += len(_WORD_RE.findall(sentence))
        if total >= enough:
            break
    return total


def statements(text: str) -> list[str]:
    """The sentences a page states of its own: at least ``PROSE_LINE_WORDS`` words, ending in "." or "!" (not a
    title, a question, a teaser or a link label repeating the query), no notice, not a list item."""
    kept = []
    for line in text[: OPENING_CHARS * 4].split("\n"):
        if _LIST_LINE_RE.match(line):
            continue
        for sentence in _SENTENCE_END_RE.split(line.strip()):
            if len(_WORD_RE.findall(sentence)) < PROSE_LINE_WORDS or not _STATEMENT_END_RE.search(sentence):
                continue
            if not _notices(_QUOTED_RE.sub(" ", sentence.lower())):
                kept.append(sentence)
    return kept


def _wall_says_something(text: str) -> bool:
    """A login, consent or age wall over a page whose own words are there: ``WALL_STATEMENT_WORDS`` words of
    statements that are not the site's own talk (terms, privacy, cookies, accounts, passwords)."""
    words = 0
    for sentence in statements(text):
        if not _SITE_TALK_RE.search(sentence) and not _consent_notice(sentence.lower()):
            words += len(_WORD_RE.findall(sentence))
            if words >= WALL_STATEMENT_WORDS:
                return True
    return False


def interstitial_kind(text: str) -> str | None:
    """The kind of notice (``"not-found"``, ``"parked"``, ``"bot-check"``, ``"login-wall"``, ...) that ``text``, a
    page's main text, opens with and that is all it says; None for a page with content of its own."""
    kinds = _notices(_QUOTED_RE.sub(" ", _SPACES_RE.sub(" ", text[:OPENING_CHARS].lower())))
    if not kinds:
        return None
    prose = _prose_words(text, WALL_TEXT_WORDS)  # counted once, up to the larger of the two limits below
    document_elsewhere = [kind for kind in kinds if kind not in _WALLS]
    if document_elsewhere and prose < OTHER_PROSE_WORDS:
        return document_elsewhere[0]
    walls = [kind for kind in kinds if kind in _WALLS]
    if not walls or prose >= WALL_TEXT_WORDS:
        return None
    if prose >= WALL_PROSE_WORDS:
        # a wall's own explanations (Google's consent terms, a forum's registration blurb) are not the page's prose
        prose = _prose_words(text, WALL_PROSE_WORDS, own=True)
    if "pay-wall" in walls and prose < WALL_PROSE_WORDS:
        return "pay-wall"  # a standfirst under its headline is the teaser, not the article
    if prose < WALL_PROSE_WORDS and not _wall_says_something(text):
        return walls[0]
    return None


def rescued_by_topic(kind: str) -> bool:
    """Whether a page of this kind that speaks of the query's topic is a document (``ranking._names_the_topic``): a
    404 or a parked domain says little of its own, so naming the topic in statements is telling; a wall has had its
    own words weighed already (a pay wall's standfirst names the topic and is no article)."""
    return kind not in _WALLS
