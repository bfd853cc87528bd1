"""Raw bytes served by ChatNoir's cache -> main-content text. Pure functions, run in worker processes.

trafilatura options, and why:
- ``include_comments=True``: many Touché documents are forum threads whose arguments are in the replies.
- ``include_tables=True``: comparison tables hold exactly the object/aspect statements comparative questions need.
- ``deduplicate=False``: trafilatura's deduplication keeps a process-wide LRU cache, so a document's text would
  depend on which documents were cleaned before it in the same worker; runs must be reproducible and resumable.
- ``fast=True`` first (skips the justext/readability fallbacks, about a third faster), and a second pass with
  ``favor_recall=True`` and the fallbacks only when the first pass finds little (< ``MIN_TEXT_CHARS``).
"""

from __future__ import annotations

import codecs
import html
import itertools
import re
import unicodedata
from collections.abc import Callable, Sequence
from copy import deepcopy
from dataclasses import dataclass

from comparative_ir.features.quality import chrome_share

MIN_TEXT_CHARS = 200
MIN_KEPT_CHARS = 100  # a page whose main text is shorter falls back to title + snippet
MAX_CHROME_SHARE = 0.6  # ... and one whose words are this much navigation, menus and cookie notices
DEFAULT_MAX_PARSE_BYTES = 4 * 1024 * 1024
EXTRACTOR_VERSION = "9"  # bump when the cleaning changes: other versions are re-extracted (cached document
# features carry a hash of their own code, features.document.document_features_code, and are recomputed on a change)

_CHARSET_HEADER_RE = re.compile(r"charset\s*=\s*[\"']?([A-Za-z0-9._:-]+)", re.IGNORECASE)
_META_CHARSET_RE = re.compile(rb"<meta[^>]+charset\s*=\s*[\"']?\s*([A-Za-z0-9._:-]+)", re.IGNORECASE)
_XML_ENCODING_RE = re.compile(rb"^<\?xml[^>]+encoding\s*=\s*[\"']([A-Za-z0-9._:-]+)", re.IGNORECASE)
# A whole HTML page where a text was expected (a TIREx text, a PyTerrier text column): a byte-order mark, an XML
# declaration and comments may come before the doctype or <html>.
_HTML_PAGE_RE = re.compile(
    r"\ufeff?\s*(?:<\?xml[^>]*>\s*)?(?:<!--.*?-->\s*)*(?:<!doctype\s+html|<html[\s>])", re.IGNORECASE | re.DOTALL
)
_TAG_RE = re.compile(r"<(script|style)\b.*?</\1\s*>|<!--.*?-->|<[^>]+>", re.IGNORECASE | re.DOTALL)
_TITLE_RE = re.compile(r"<title[^>]*>(.*?)</title\s*>", re.IGNORECASE | re.DOTALL)


def is_html_page(text: str) -> bool:
    """Is this text a whole HTML page (to be cleaned as a fetched page is) rather than extracted text?"""
    return _HTML_PAGE_RE.match(text[:5000]) is not None


def page_title_and_words(page: str, limit: int = 20_000) -> tuple[str, str]:
    """The ``<title>`` of an HTML page and its words with the tags stripped (from the first ``limit`` characters):
    what a search result shows of a page that no search engine has described."""
    head = page[:limit]
    found = _TITLE_RE.search(head)
    title = " ".join(html.unescape(_TAG_RE.sub(" ", found.group(1))).split()) if found else ""
    body = head[found.end() :] if found else head
    return title, " ".join(html.unescape(_TAG_RE.sub(" ", body)).split())


_BINARY_SIGNATURES = {
    b"%PDF-": "pdf",
    b"\x89PNG": "image",
    b"\xff\xd8\xff": "image",
    b"GIF8": "image",
    b"PK\x03\x04": "archive",
    b"\x1f\x8b": "archive",
    b"\xd0\xcf\x11\xe0": "office",
}


@dataclass(frozen=True)
class CleanResult:
    """Main-content text, or None with the reason the document has no usable text."""

    text: str | None
    reason: str = ""
    features: dict[str, float] | None = None  # query-independent document features (features/document.py)
    size: int | None = None  # bytes of the page it came from: a run with a smaller --max-document-bytes refuses it


def declared_charset(content_type: str, body: bytes) -> str | None:
    """The charset the server or the page declares, if Python knows it."""
    candidates: list[str] = []
    match = _CHARSET_HEADER_RE.search(content_type or "")
    if match:
        candidates.append(match.group(1))
    head = body[:4096]
    for regex in (_XML_ENCODING_RE, _META_CHARSET_RE):
        found = regex.search(head)
        if found:
            candidates.append(found.group(1).decode("ascii", "ignore"))
    for name in candidates:
        try:
            info = codecs.lookup(name)
        except LookupError:
            continue
        # Python's codecs that are no charset of a web page: "undefined" always raises, "punycode" and "idna" read
        # host names, "rot13" and "base64" are no text encodings (a template's unset variable gives charset=undefined)
        if info.name in _NOT_PAGE_CHARSETS or not getattr(info, "_is_text_encoding", True):
            continue
        return info.name
    return None


_NOT_PAGE_CHARSETS = frozenset({"undefined", "punycode", "idna", "unicode-escape", "raw-unicode-escape", "utf-7"})


def decode_html(body: bytes, content_type: str = "") -> str:
    """Bytes to text: BOM, then the declared charset, then UTF-8, then detection; never raises."""
    for bom, encoding in ((codecs.BOM_UTF8, "utf-8"), (codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16")):
        if body.startswith(bom):
            return body.decode(encoding, errors="replace").lstrip("\ufeff")
    declared = declared_charset(content_type, body)
    if declared and declared.startswith(("utf-16", "utf-32")) and b"\x00" not in body[:4096]:
        declared = None  # a page of 8-bit text cannot be UTF-16 whatever its <meta> says (browsers ignore it too)
    utf8 = _strict_utf8(body)
    if utf8 is None and declared == "utf-8":
        utf8 = _mostly_utf8(body)
    if declared and declared not in ("utf-8", "ascii"):
        # a legacy single-byte charset accepts almost any bytes, so a mislabelled UTF-8 page ("cafÃ©") would pass:
        # text that is valid UTF-8 with multi-byte sequences is UTF-8 (by chance it practically never is)
        if utf8 is not None and not body.isascii():
            return utf8
        # ISO-8859-1 is nearly always mislabelled windows-1252 on the web (as browsers assume)
        if declared in ("iso8859-1", "latin-1"):
            declared = "cp1252"
        try:
            return body.decode(declared)
        except (UnicodeError, LookupError):
            pass
    if utf8 is not None:
        return utf8
    try:
        from charset_normalizer import from_bytes

        matches = from_bytes(body[:200_000])
        best = matches.best()
        if best is not None and best.encoding:
            # Western text often scores as well in cp1250 ("crème" as "crčme") or better in DOS Baltic ("cafķ") as
            # in windows-1252, the web's default for unlabelled Latin text (browsers'): prefer that when it is a
            # candidate that reads about as well
            western = next((m for m in matches if m.encoding in ("cp1252", "latin_1", "iso8859_15")), None)
            if western is not None and western.chaos <= best.chaos + WESTERN_CHAOS_MARGIN:
                return body.decode("cp1252", errors="replace")
            return body.decode(best.encoding, errors="replace")
    except Exception:  # detection is best effort
        pass
    return body.decode("cp1252", errors="replace")


WESTERN_CHAOS_MARGIN = 0.1  # how much worse windows-1252 may read than the detected best and still win


def _strict_utf8(body: bytes) -> str | None:
    try:
        return body.decode("utf-8")
    except UnicodeDecodeError:
        return None


# A page declared UTF-8 with a few bytes of another charset (a comment pasted from Word, a legacy database field):
# detection read the whole page in another charset (mac_latin2: every ’ became "‚Äô"), where a browser shows one
# "\ufffd". UTF-8 it is when its valid multi-byte characters are at least as many as the bytes that are not UTF-8;
# those bytes are read as windows-1252, what they nearly always are. Text in a legacy charset forms valid UTF-8
# sequences at most a quarter as often as invalid bytes (GBK 0.25, TIS-620 0.23, Shift_JIS 0.16, Big5 0.08), but a
# page with a handful of such characters can pass by chance: a page declaring another charset, or none, is read as
# before (a review of the first version found gb2312, euc-kr, big5 and windows-1252 pages with a few non-ASCII
# characters turned to mojibake).
MOSTLY_UTF8_RATIO = 1
_STRAY_RE = re.compile("[\udc80-\udcff]")
_NON_ASCII_RE = re.compile("[^\x00-\x7f]")
_STRAY = "comparative-ir-stray-cp1252"


def _stray_as_cp1252(error: UnicodeError) -> tuple[str, int]:
    if not isinstance(error, UnicodeDecodeError):
        raise error
    return error.object[error.start : error.end].decode("cp1252", errors="replace"), error.end


codecs.register_error(_STRAY, _stray_as_cp1252)


def _mostly_utf8(body: bytes) -> str | None:
    """The page read as UTF-8 when it nearly is, its stray bytes as windows-1252; None when it is not."""
    escaped = body.decode("utf-8", errors="surrogateescape")
    stray = len(_STRAY_RE.findall(escaped))
    multibyte = len(_NON_ASCII_RE.findall(escaped)) - stray
    if multibyte < MOSTLY_UTF8_RATIO * stray:
        return None
    return body.decode("utf-8", errors=_STRAY)


def content_kind(content_type: str, body: bytes) -> str:
    """``html``, ``text`` or a reason the content is not worth parsing (``pdf``, ``image``, ...)."""
    head = body[:16].lstrip()
    for signature, kind in _BINARY_SIGNATURES.items():
        if head.startswith(signature):
            return kind
    mime = (content_type or "").split(";")[0].strip().lower()
    if mime in ("", "text/html", "application/xhtml+xml", "application/xml", "text/xml"):
        return "html"
    if mime == "text/plain":
        return "text"
    if mime == "application/pdf":
        return "pdf"
    if mime.startswith("image/"):
        return "image"
    if mime.startswith("text/"):
        return "html"
    return "binary"


def normalise_text(text: str) -> str:
    """NFC, no control characters, single spaces inside lines, at most one blank line between paragraphs."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    text = unicodedata.normalize("NFC", _NOT_PRINTABLE_ASCII_RE.sub(_drop_other_characters, text))
    text = _LINE_END_SPACE_RE.sub("\n", _SPACES_RE.sub(" ", text))  # as stripping each line
    return _BLANK_LINES_RE.sub("\n\n", text).strip()


# Printable ASCII, newlines and tabs are never control characters; only the rest is looked up, a run at a time. A
# lookup of every character, and a substitution of every single space, took 2 ms of a page's 25 ms of re-ranking.
_NOT_PRINTABLE_ASCII_RE = re.compile(r"[^\x20-\x7e\n\t]+")
_SPACES_RE = re.compile(r" [ \t\u00a0]+|[\t\u00a0][ \t\u00a0]*")  # a run of spaces that is not one plain space
_LINE_END_SPACE_RE = re.compile(r"[^\S\n]*\n[^\S\n]*")
_BLANK_LINES_RE = re.compile(r"\n{3,}")


def _drop_other_characters(match: re.Match[str]) -> str:
    """The run without Unicode's "other" characters (category C: controls, format, surrogates, private use,
    unassigned), where white space among them parts words as a space or a line end does (Word's line break "\\v",
    a PDF's page break "\\f": "tea\\vcoffee" was "teacoffee"); every other space is a plain one (an em space, an
    ideographic space)."""
    kept = []
    for ch in match.group():
        if ch in _LINE_BREAKS:
            kept.append("\n")
        elif ch.isspace():
            kept.append(" ")
        elif unicodedata.category(ch)[0] != "C":
            kept.append(ch)
    return "".join(kept)


# Text/plain pages wrapped by hand at a fixed width (mail and Usenet archives, FAQs): the sentence splitters end a
# sentence at each line end, so "A well mastered CD is better than / vinyl on every measurement" compared nothing.
# In a text wrapped so (``hard_wrapped``), a line rejoins the next when it is as long as the lines around it (within
# WRAP_SLACK of the longest of its run of lines no longer than WRAP_WIDTH), ends without a sentence's punctuation,
# and the next line goes on in lower case (or in the same quotation, "> ") and is full too or ends the sentence;
# list items, headings and paragraphs that are lines of their own start in capitals or end with a stop.
WRAP_WIDTH, WRAP_SLACK, WRAP_MIN = 100, 30, 40
WRAP_SLACK_TEXT, WRAPPED_SHARE, WRAPPED_LINES = 15, 0.6, 3
_QUOTED_RE = re.compile(r"(?:>[ \t]?)+")
# a plain word in lower case (not a link, "http://", nor a handle, "hi._.bai")
_CONTINUES_RE = re.compile(r"[\"'“‘(]?(?!https?:|www\.)[a-z][a-z'’-]*(?=[\s,;:!?)\"”]|\.(?:\s|$)|$)")
_SENTENCE_CLOSED_RE = re.compile(r"[.!?:;][\"'”’)\]]?$")


def unwrap_hard_lines(text: str) -> str:
    """The text with hard-wrapped lines joined into the lines (paragraphs) they were wrapped from; unchanged unless
    the text as a whole is wrapped at a fixed width (``hard_wrapped``)."""
    lines = text.split("\n")
    if len(lines) < 2 or not hard_wrapped(lines):
        return text
    # the longest line of each run of lines no longer than WRAP_WIDTH, 0 for a run with fewer than two lines that
    # long (a title and its "preview", a headline and its byline: one full line is no wrapping)
    width = [0] * len(lines)
    start = 0
    for i in range(len(lines) + 1):
        if i == len(lines) or not lines[i] or len(lines[i]) > WRAP_WIDTH:
            longest = max((len(line) for line in lines[start:i]), default=0)
            full = sum(len(line) >= max(WRAP_MIN, longest - WRAP_SLACK) for line in lines[start:i])
            width[start:i] = [longest if full >= 2 else 0] * (i - start)
            start = i + 1
    out = [lines[0]]
    for i in range(1, len(lines)):
        previous, line = lines[i - 1], lines[i]
        prefix = _quotation(previous)
        wrapped = (
            width[i - 1] > 0
            and len(previous) >= max(WRAP_MIN, width[i - 1] - WRAP_SLACK)
            and len(line) <= WRAP_WIDTH
            and not _SENTENCE_CLOSED_RE.search(previous)
            and _quotation(line) == prefix  # the same depth of quotation ("> > " within a quote of a quote)
            and _CONTINUES_RE.match(line, len(prefix)) is not None
            # itself a full line, or the paragraph's last ("preview" under a title, "by Staff" under a headline: no)
            and (len(line) >= max(WRAP_MIN, width[i - 1] - WRAP_SLACK) or _SENTENCE_CLOSED_RE.search(line) is not None)
        )
        if wrapped:
            rest = line[len(prefix) :]
            hyphenated = previous.endswith("-") and previous[-2:-1].isalpha()
            out[-1] = previous + ("" if hyphenated else " ") + rest
            lines[i] = out[-1]  # the joined line reads as the previous one for the next break
            width[i] = width[i - 1]
        else:
            out.append(line)
    return "\n".join(out)


def hard_wrapped(lines: Sequence[str]) -> bool:
    """Is the text wrapped at a fixed width: at least WRAPPED_SHARE of the lines that go on to another line of
    their paragraph (WRAPPED_LINES or more) within WRAP_SLACK_TEXT of the width most lines keep to (a line at the
    90th percentile of the lengths, WRAP_WIDTH at most)? A chat log, a list of comments, commands or headers has
    lines of every length; a mail or an FAQ wrapped at 72 has most of its lines near 72."""
    # lines of some length ("--" before a signature is no line of the text)
    inner = [len(line) for line, after in itertools.pairwise(lines) if len(line.strip()) >= 20 and after.strip()]
    lengths = sorted(len(line) for line in lines if line.strip())
    if len(inner) < WRAPPED_LINES or not lengths:
        return False
    width = lengths[min(len(lengths) - 1, int(0.9 * len(lengths)))]
    if width > WRAP_WIDTH or width < WRAP_MIN:
        return False
    return sum(width - WRAP_SLACK_TEXT <= n <= width + WRAP_SLACK_TEXT for n in inner) >= WRAPPED_SHARE * len(inner)


def _quotation(line: str) -> str:
    quoted = _QUOTED_RE.match(line)
    return quoted.group() if quoted else ""


_CONTROL_SPACE_RE = re.compile("[\x0b\x0c\x1c-\x1f\x85]")
_LINE_BREAKS = frozenset("\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029")


def extract_main_text(html: str, url: str | None = None) -> str | None:
    import trafilatura

    page, tree = within_parse_depth(without_overflow_hidden(html))
    posts = _repeated_posts(tree)  # before trafilatura, which changes a tree it is given
    if isinstance(page, str) and "aria-expanded" in page and (shown := _with_answers_shown(tree)) is not None:
        page = shown

    def extract(page: str | object, fast: bool) -> str | None:
        """Fast first (no fallback extractors); the recall-oriented mode when that finds too little."""
        return trafilatura.extract(
            page, fast=fast, favor_recall=not fast, include_comments=True, include_tables=True, deduplicate=False,
            url=url,
        )  # fmt: skip

    text = extract(page, fast=True)
    if not text or len(text) < MIN_TEXT_CHARS:
        second = extract(page, fast=False)
        if second and len(second) > len(text or ""):
            text = second
    if posts is not None and (more := extract(posts, fast=True)):
        have = {" ".join(line.split()) for line in (text or "").split("\n")}
        added = [line for line in more.split("\n") if _prose(line) and " ".join(line.split()) not in have]
        if sum(map(len, added)) >= _POST_MIN_CHARS:  # a post's worth, not a crumb of posts trafilatura had
            text = "\n".join([text, *added]) if text else "\n".join(added)
    return text


# trafilatura drops every element whose style says "hidden" (its rule for hidden elements), and so a container styled
# "overflow: hidden" (a clearfix, a card, a clipped answer) went with its text. Such an element shows its text.
# Not a box that shows its text: one of a set size (an ad slot, "height:0" cloaked keywords), clipped or positioned (a
# screen-reader label), or with its text moved out of sight (from a review of the first version).
_STYLE_ATTRIBUTE_RE = re.compile(r"""(<[A-Za-z][^<>]*?\sstyle\s*=\s*)("[^"]*"|'[^']*')""")  # in a tag, not in text
_OVERFLOW_HIDDEN_RE = re.compile(r"(overflow(?:-[xy])?\s*:\s*)hidden", re.IGNORECASE)
_BOXED_RE = re.compile(
    r"""(?:^|[;"'\s])\s*(?:max-)?(?:height|width)\s*:\s*[0-9.]|clip\s*:|clip-path|position\s*:\s*(?:absolute|fixed)"""
    r"|text-indent\s*:\s*-",
    re.IGNORECASE,
)


def without_overflow_hidden(html: str) -> str:
    """The page with "overflow: hidden" read as "overflow: clip" in the style attributes of its tags (the same
    rendering, and no "hidden" for trafilatura to take for an invisible element), except on boxes whose text need not
    show (``_BOXED_RE``); "visibility: hidden" and "display: none" stay, and so does the text of the page."""
    if "hidden" not in html:
        return html

    def style(match: re.Match[str]) -> str:
        if _BOXED_RE.search(match.group(2)):
            return match.group(0)
        return match.group(1) + _OVERFLOW_HIDDEN_RE.sub(r"\1clip", match.group(2))

    return _STYLE_ATTRIBUTE_RE.sub(style, html)


# An FAQ or accordion shows each answer when its question is clicked: until then the panel is hidden ("hidden",
# aria-hidden, display:none), and trafilatura drops it; a question written in a <button> goes too (it deletes buttons,
# and classes with "button"). A 2022-style review lost 13 answers and questions on 2 of 55 pages.
_NOT_ANSWERS_RE = re.compile(
    r"menu|nav|search|modal|dialog|popup|cookie|consent|login|log-in|signin|sign-in|signup|sign-up|subscribe|share|cart"
    r"|account|settings|language|filter",
    re.IGNORECASE,
)
_QUESTION_HOLDERS = frozenset("h1 h2 h3 h4 h5 h6 dt summary".split())


def _with_answers_shown(tree: object) -> str | None:
    """The page with the panels that a question's disclosure control hides shown, and its question buttons as text;
    None when nothing changed. Only where the control asks a question (a review of the first version found drawers,
    share sheets, privacy centres and "Reveal answer" labels shown); not a panel of a menu, a search box, a dialog or
    a consent or sign-up form."""
    import lxml.html

    if not isinstance(tree, lxml.html.HtmlElement):
        return None
    ids: dict[str, lxml.html.HtmlElement] = {}
    for element in tree.iter():
        if isinstance(element.tag, str) and (name := element.get("id")):
            ids.setdefault(name, element)
    changed = False
    for trigger in tree.xpath("//*[@aria-expanded]"):
        if not _words(trigger).endswith("?"):
            continue  # a question's answer, not "Table of contents", "Continue reading", a drawer or a menu
        href = trigger.get("href") or ""
        target = trigger.get("aria-controls") or (href[1:] if href.startswith("#") else "")
        panel = ids.get(target.split()[0]) if target.split() else None
        if panel is None or panel.tag in ("nav", "ul", "ol", "menu", "form", "dialog") or panel.get("role") == "dialog":
            continue
        if any(_NOT_ANSWERS_RE.search(f"{e.get('class')} {e.get('id')}") for e in (trigger, panel)):
            continue
        style = panel.get("style") or ""
        if panel.get("aria-hidden") == "true" or panel.get("hidden") is not None or _DISPLAY_NONE_RE.search(style):
            panel.attrib.pop("aria-hidden", None)
            panel.attrib.pop("hidden", None)
            if style:
                panel.set("style", _DISPLAY_NONE_RE.sub("", style))
            changed = True
        if trigger.tag == "button":
            holder = trigger.getparent()
            if (holder is not None and holder.tag in _QUESTION_HOLDERS) or len(_words(trigger)) >= 12:
                trigger.tag = "span"  # the question (a question of 12 characters or more outside a heading)
                trigger.attrib.pop("class", None)
                changed = True
    return lxml.html.tostring(tree, encoding="unicode") if changed else None


_DISPLAY_NONE_RE = re.compile(r"display\s*:\s*none\s*;?", re.IGNORECASE)


# trafilatura takes the first element its content rules match ("post-content", "postbody", "(.//article)[1]"): on a
# forum thread or a Q&A page that is the first post, and every reply was lost (3 of the demo store's 10 threads kept
# only their question). The elements of the same tag and class as that one, outside it, are the other posts.
_POST_MIN_CHARS = 80  # a post of its own, not a "Quote" or a signature line
_POSTS_MIN_CHARS = 200  # replies together


def _repeated_posts(tree: object) -> str | None:
    """A page of the posts that repeat the element trafilatura would take first, in document order; None if the
    page has no such repeats. As trafilatura sees the page: nothing inside what it deletes first (<aside>, <footer>,
    sidebars, widgets, "related" and author boxes: a first version took a sidebar's widget for the first post, and
    related cards sharing the article's class for posts)."""
    import lxml.html
    from trafilatura.settings import MANUALLY_CLEANED
    from trafilatura.xpaths import BODY_XPATH, OVERALL_DISCARD_XPATH

    if not isinstance(tree, lxml.html.HtmlElement):
        return None

    def first_match(keep: Callable[[lxml.html.HtmlElement], bool]) -> lxml.html.HtmlElement | None:
        return next(
            (found for expr in BODY_XPATH if (found := [e for e in expr(tree) if e is not None and keep(e)])), [None]
        )[0]

    def alike(first: lxml.html.HtmlElement) -> int:
        classes = (first.get("class") or "").split()
        return (
            sum(sorted((e.get("class") or "").split()) == sorted(classes) for e in tree.iter(first.tag))
            if classes
            else 0
        )

    first = first_match(lambda element: True)
    if first is None or alike(first) < 2:
        return None  # most pages: nothing like the element trafilatura would take (the costly look below is skipped)
    # what trafilatura deletes before it looks for the content ("form" it handles apart: a page may sit in one)
    discarded = set(OVERALL_DISCARD_XPATH[0](tree)) | set(tree.iter(*(t for t in MANUALLY_CLEANED if t != "form")))

    def kept(element: lxml.html.HtmlElement) -> bool:
        return element not in discarded and not any(a in discarded for a in element.iterancestors())

    first = first_match(kept)
    classes = sorted((first.get("class") or "").split()) if first is not None else []
    if first is None or not classes:  # an element without a class has no recognisable twins (a footer <div>)
        return None
    around = set(first.iterancestors())
    taken = {first}  # held here, so that lxml gives the same element objects back
    posts: list[lxml.html.HtmlElement] = []
    for element in tree.iter(first.tag):
        if element in taken or element in around or sorted((element.get("class") or "").split()) != classes:
            continue
        ancestors = list(element.iterancestors())
        if any(a in taken for a in ancestors) or not kept(element):
            continue  # inside the first or another post, or in what trafilatura discards
        if len(_words(element)) >= _POST_MIN_CHARS:
            posts.append(element)
            taken.add(element)
    if sum(len(_words(post)) for post in posts) < _POSTS_MIN_CHARS:
        return None
    page = lxml.html.fromstring(
        '<html><head><title></title></head><body><article class="entry-content"></article></body></html>'
    )
    box = page.find(".//article")
    for post in posts:
        copy = deepcopy(post)
        copy.tail = None
        for script in copy.xpath(".//script|.//style"):
            script.drop_tree()
        for signature in [e for e in copy.iterdescendants() if _SIGNATURE_RE.search(f"{e.get('class')} {e.get('id')}")]:
            if signature.getparent() is not None:
                signature.drop_tree()  # "Sent from my phone", a poster's motto: no part of the post
        for inner in copy.iter("article", "main"):
            inner.tag = "div"  # one container, which trafilatura takes whole
        copy.tag = "div"
        copy.attrib.clear()
        box.append(copy)
    return lxml.html.tostring(page, encoding="unicode")


_SIGNATURE_RE = re.compile(r"signature|(?:^|[\s_-])sig(?:[\s_-]|$)", re.IGNORECASE)


_ALPHA_WORD_RE = re.compile(r"[^\W\d_]{2,}")


def _prose(line: str) -> bool:
    """A line of a post, not a poster's name, rank, post count or date ("Th0rium_Tom", "Member", "- 1428")."""
    line = line.strip()
    return len(_ALPHA_WORD_RE.findall(line)) >= 4 or line.endswith((".", "!", "?", ":"))


def _words(element: object) -> str:
    return " ".join(" ".join(element.itertext()).split())  # type: ignore[attr-defined]


# libxml2's HTML parser nests at most 256 elements (2,048 with its "huge" option) and silently drops the text of
# everything deeper. Pages of the 2012 web open a <font> per post or paragraph and never close it, so a long thread lost
# every post after the 255th. Presentational inline tags carry nothing trafilatura keeps (it drops <font> and <span>
# and keeps no formatting); <a> stays, since link density tells navigation from content.
_PARSE_DEPTH_SAFE_TAGS = 200  # fewer tags than this cannot nest 256 deep (libxml2 implies only html, body and a few)
_INLINE_TAGS = r"(?:font|basefont|span|b|i|u|s|strike|big|small|em|strong|tt|blink|nobr)"
_ATTRIBUTES = r"""(?:[^>"']|"[^"]*"|'[^']*')*"""  # a ">" inside a quoted value ends no tag: title="laptop > desktop"
_INLINE_TAG_RE = re.compile(rf"</?{_INLINE_TAGS}(?=[\s/>]){_ATTRIBUTES}>", re.IGNORECASE)
# a hidden inline element goes whole (trafilatura drops hidden elements; without its tags its text would show)
_HIDDEN_INLINE_RE = re.compile(
    rf"<({_INLINE_TAGS})(?=[\s/>])(?=[^>]*(?:display\s*:\s*none|visibility\s*:\s*hidden|\shidden[\s=/>])){_ATTRIBUTES}>"
    r".{0,2000}?</\1\s*>",  # bounded: a page of unclosed hidden tags must not be scanned to its end from each
    re.IGNORECASE | re.DOTALL,
)


def _html_parser(huge: bool = False) -> object:
    import lxml.html

    # trafilatura's own parser settings, so that a tree parsed here reads as its parse of the string would
    return lxml.html.HTMLParser(
        collect_ids=False, default_doctype=False, encoding="utf-8", remove_comments=True, remove_pis=True,
        huge_tree=huge,
    )  # fmt: skip


def _parse(html: str, huge: bool = False) -> tuple[object | None, bool]:
    """The tree (None when lxml makes none) and whether libxml2 stopped nesting at its depth limit."""
    import lxml.etree
    import lxml.html

    parser = _html_parser(huge)
    try:
        try:
            tree = lxml.html.fromstring(html, parser=parser)
        except ValueError:  # a string with an encoding declaration: as bytes, as trafilatura does
            tree = lxml.html.fromstring(html.encode("utf-8", "surrogatepass"), parser=parser)
    except (lxml.etree.ParserError, lxml.etree.XMLSyntaxError, ValueError):
        return None, False
    log = parser.error_log  # type: ignore[attr-defined]
    # by its message: libxml2 gives this error the type ERR_RESOURCE_LIMIT only from 2.14.6 (lxml 6.0.2), before that
    # ERR_INTERNAL_ERROR or none ("Excessive depth in document: 256 use XML_PARSE_HUGE option")
    return tree, any("Excessive depth" in error.message for error in log)


def within_parse_depth(html: str) -> tuple[object, object | None]:
    """The page as trafilatura should get it: unchanged unless its elements nest deeper than libxml2 follows; then
    without its presentational inline tags, and if that is still too deep, parsed with libxml2's larger limit. And a
    tree of it to read (None when lxml makes none), which trafilatura does not get."""
    if html.count("<") < _PARSE_DEPTH_SAFE_TAGS:
        return html, _parse(html)[0]
    tree, too_deep = _parse(html)
    if not too_deep:
        return html, tree
    flat = _INLINE_TAG_RE.sub("", _HIDDEN_INLINE_RE.sub("", html))
    tree, too_deep = _parse(flat)
    if not too_deep:
        return flat, tree
    try:  # trafilatura's repairs of a string (a self-closing <html/>, characters XML cannot hold) before the tree
        from trafilatura.utils import repair_faulty_html

        flat = repair_faulty_html(flat, flat[:50].lower())
    except ImportError:  # pragma: no cover - a trafilatura without it parses the string as is
        pass
    tree = _parse(flat, huge=True)[0]
    return (flat, None) if tree is None else (tree, _parse(flat, huge=True)[0])


def clean_document(
    body: bytes,
    content_type: str = "text/html",
    status: int = 200,
    url: str | None = None,
    max_parse_bytes: int = DEFAULT_MAX_PARSE_BYTES,
    truncated: bool = False,
) -> CleanResult:
    """Everything between the cache's answer and the text the features see."""
    if status != 200:
        return CleanResult(None, f"http-{status}")
    if truncated or len(body) > max_parse_bytes:
        # the limit the page went over, so that a run with a larger one fetches it again; a page cut at download
        # (or recorded cut, by a run with a smaller limit) went over the length it was cut at
        limit = min(len(body), max_parse_bytes) if truncated else max_parse_bytes
        return CleanResult(None, f"too-large:{limit}")
    if not body.strip():
        return CleanResult(None, "empty")
    kind = content_kind(content_type, body)
    if kind not in ("html", "text"):
        return CleanResult(None, f"non-html:{kind}")
    decoded = decode_html(body, content_type)
    if kind != "text":
        decoded = _CONTROL_SPACE_RE.sub(" ", decoded)  # the HTML parser drops them, and the words they part meet
    if kind == "text":
        text = normalise_text(decoded)
    else:
        try:
            text = normalise_text(extract_main_text(decoded, url) or "")
        except Exception as exc:  # a broken page must never stop the run
            return CleanResult(None, f"extraction-error:{type(exc).__name__}")
    if not text:
        return CleanResult(None, "no-main-text")
    if kind == "text":  # an HTML page's lines are its paragraphs (trafilatura's), short or long
        text = unwrap_hard_lines(text)
    if len(text) < MIN_KEPT_CHARS and kind == "html":
        # "Please enable JavaScript.", "Loading...": less than a snippet says, and none of its query terms
        return CleanResult(None, "too-short")
    if kind == "html" and chrome_share(text) >= MAX_CHROME_SHARE:
        # a consent wall or a page of menus: the snippet says more about the document than this does
        return CleanResult(None, "chrome-only")
    return CleanResult(text)
