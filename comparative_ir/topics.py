"""Parse Touché topic files (``<topics><topic><number>/<title>/...``) safely.

Topic files come from outside (TIRA mounts them into ``INPUT_DIR``), so they are treated as untrusted:
DTDs and non-predefined entities are refused before and after parsing (no XXE, no billion laughs, no
network or file access), the size is capped, and every problem is reported as one ``TopicsError`` line.
"""

from __future__ import annotations

import logging
import os
import re
import stat
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from lxml import etree

log = logging.getLogger(__name__)

MAX_TOPICS_BYTES = 50 * 1024 * 1024
"""Real topic files are a few dozen KB; anything above this is a mistake or an attack."""
MAX_TITLE_CHARS = 2_000
"""A title is a question; the text features' mention search takes minutes on a title of 100 KB."""

TIRA_TOPICS_NAME = "topics.xml"

_UTF8_BOM = b"\xef\xbb\xbf"
_XML_SPACE = " \t\r\n"
_NUMBER_RE = re.compile(r"[0-9]+")  # not \d or int(): those accept "+1", "1_0" and non-ASCII digits
_LXML_POSITION_RE = re.compile(r"\s*,?\s*line \d+, column \d+\s*$")  # lxml appends this to .msg


class TopicsError(ValueError):
    """A topics file that cannot be used; ``str()`` is always one line so it fits logs and TIRA output."""

    def __init__(self, message: str) -> None:
        super().__init__(_one_line(message))


@dataclass(frozen=True)
class Topic:
    """One topic; optional fields are ``None`` when absent or blank (e.g. titles-only releases)."""

    number: str
    title: str
    description: str | None = None
    narrative: str | None = None
    objects: tuple[str, ...] | None = None  # 2021+ comparative topics: "laptop, desktop"


def parse_topics(path: str | os.PathLike[str]) -> list[Topic]:
    """Read and parse a topics file, in file order."""
    return parse_topics_bytes(_read_limited(path), source=str(path))


def parse_topics_bytes(data: bytes, source: str = "<topics>") -> list[Topic]:
    """Parse topics from UTF-8 bytes; ``source`` names the origin in error messages."""
    if len(data) > MAX_TOPICS_BYTES:
        raise TopicsError(f"{source}: file is too large ({len(data)} bytes, limit {MAX_TOPICS_BYTES})")
    text = _decode_utf8(data, source)
    if not text.strip(_XML_SPACE + "\ufeff"):
        raise TopicsError(f"{source}: file is empty")
    # Checked before libxml2 sees the bytes, so a hostile DTD is never even parsed.
    if _prolog_has_doctype(text):
        raise TopicsError(f"{source}: DOCTYPE/DTD is not allowed in topics files")
    root = _parse_xml(data.removeprefix(_UTF8_BOM), source)
    return _topics_from_root(root, source)


def find_topics_file(input_dir: str | os.PathLike[str]) -> Path:
    """Locate the topics file in a TIRA-style input directory.

    ``INPUT_DIR/topics.xml`` is the TIRA convention; other releases ship e.g. ``topics-task2-2022.xml``,
    so otherwise the single ``*.xml`` whose root element is ``<topics>`` is used. Ambiguity is an error
    rather than a guess, because silently picking the wrong topic set ruins a whole run.
    """
    directory = Path(input_dir)
    if not directory.is_dir():
        raise TopicsError(f"{directory}: input directory does not exist or is not a directory")
    conventional = directory / TIRA_TOPICS_NAME
    if conventional.is_file():
        return conventional
    if conventional.is_dir():
        raise TopicsError(f"{conventional} is a directory, not a topics file")
    if conventional.is_symlink():
        raise TopicsError(f"{conventional} is a broken symbolic link (to {os.readlink(conventional)})")
    candidates: list[Path] = []
    unreadable: list[str] = []
    for path in sorted(directory.glob("*.xml")):
        if not path.is_file():
            continue
        root = _sniff_root_tag(path)
        if root is None:
            unreadable.append(path.name)
        elif root == "topics":
            candidates.append(path)
    if len(candidates) == 1:
        return candidates[0]
    if candidates:
        names = ", ".join(p.name for p in candidates)
        raise TopicsError(f"{directory}: no {TIRA_TOPICS_NAME} and several *.xml files with a <topics> root: {names}")
    hint = f" (could not read or parse: {', '.join(unreadable)})" if unreadable else ""
    raise TopicsError(f"{directory}: no {TIRA_TOPICS_NAME} and no *.xml file with a <topics> root{hint}")


def _one_line(message: str) -> str:
    return " ".join(part.strip() for part in message.splitlines() if part.strip())


def _read_limited(path: str | os.PathLike[str]) -> bytes:
    """Read at most the size limit; the stat check avoids blocking on FIFOs and reading devices."""
    try:
        info = os.stat(path)
        if stat.S_ISDIR(info.st_mode):
            raise TopicsError(f"{path}: is a directory, not a topics file")
        if not stat.S_ISREG(info.st_mode):
            raise TopicsError(f"{path}: not a regular file")
        if info.st_size > MAX_TOPICS_BYTES:
            raise TopicsError(f"{path}: file is too large ({info.st_size} bytes, limit {MAX_TOPICS_BYTES})")
        with open(path, "rb") as handle:
            data = handle.read(MAX_TOPICS_BYTES + 1)  # +1 catches files that grew after the stat
    except FileNotFoundError:
        raise TopicsError(f"{path}: file does not exist") from None
    except PermissionError:
        raise TopicsError(f"{path}: file is not readable (permission denied)") from None
    except OSError as exc:
        raise TopicsError(f"{path}: cannot read file ({exc.strerror or exc})") from None
    if len(data) > MAX_TOPICS_BYTES:
        raise TopicsError(f"{path}: file is too large (more than {MAX_TOPICS_BYTES} bytes)")
    return data


_XML_ENCODING = re.compile(rb"^(?:\xef\xbb\xbf)?<\?xml[^>]*?encoding\s*=\s*[\"']([A-Za-z0-9._-]+)")


def _decode_utf8(data: bytes, source: str) -> str:
    """Validate UTF-8 up front: libxml2 would otherwise honour a declared legacy encoding or guess."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        offset = exc.start + (len(_UTF8_BOM) if data.startswith(_UTF8_BOM) else 0)
        line = data.count(b"\n", 0, offset) + 1
        declared = _XML_ENCODING.match(data)
        hint = ""
        if data.startswith((b"\xff\xfe", b"\xfe\xff")):
            hint = "; it looks like UTF-16: save it as UTF-8"
        elif declared and declared.group(1).lower().replace(b"_", b"-") not in (b"utf-8", b"utf8"):
            hint = f"; it declares {declared.group(1).decode('ascii', 'replace')}: save it as UTF-8"
        raise TopicsError(
            f"{source}: not valid UTF-8 (byte 0x{data[offset]:02x} at offset {offset}, line {line}){hint}"
        ) from None


def _prolog_has_doctype(text: str) -> bool:
    """True if a DOCTYPE precedes the root element (the only place XML allows one)."""
    i, n = 0, len(text)
    while i < n:
        if text[i] in _XML_SPACE:
            i += 1
        elif text.startswith("<?", i):
            end = text.find("?>", i + 2)
            if end < 0:
                return False  # malformed; the parser reports it
            i = end + 2
        elif text.startswith("<!--", i):
            end = text.find("-->", i + 4)
            if end < 0:
                return False
            i = end + 3
        else:
            return text.startswith("<!DOCTYPE", i)
    return False


def _xml_parser() -> etree.XMLParser:
    """A parser that never loads DTDs, expands entities or touches the network or file system."""
    return etree.XMLParser(
        encoding="utf-8",  # already validated; ignore any (wrong) declared encoding
        resolve_entities=False,
        no_network=True,
        load_dtd=False,
        dtd_validation=False,
        attribute_defaults=False,
        huge_tree=False,  # keep libxml2's depth/size/amplification limits
        remove_comments=True,
        remove_pis=True,
    )


def _parse_xml(data: bytes, source: str) -> etree._Element:
    try:
        root = etree.fromstring(data, _xml_parser())
    except etree.XMLSyntaxError as exc:
        line, column = exc.position if exc.position else (0, 0)
        detail = _LXML_POSITION_RE.sub("", _one_line(exc.msg or "syntax error"))
        raise TopicsError(f"{source}: malformed XML at line {line}, column {column}: {detail}") from None
    # Second line of defence in case the prolog scan missed a DOCTYPE.
    docinfo = root.getroottree().docinfo
    if docinfo.doctype or docinfo.internalDTD is not None or docinfo.externalDTD is not None:
        raise TopicsError(f"{source}: DOCTYPE/DTD is not allowed in topics files")
    for entity in root.iter(etree.Entity):
        raise TopicsError(f"{source}: line {entity.sourceline}: entity reference {entity.text} is not allowed")
    return root


def _topics_from_root(root: etree._Element, source: str) -> list[Topic]:
    if root.tag != "topics":
        raise TopicsError(f"{source}: root element is <{root.tag}>, expected <topics>")
    topics: list[Topic] = []
    first_line: dict[int, int | None] = {}
    for element in _children(root, "topic"):
        topic = _topic_from_element(element, source)
        key = int(topic.number)
        if key in first_line:
            raise TopicsError(
                f"{source}: line {element.sourceline}: duplicate topic number {topic.number}"
                f" (first at line {first_line[key]})"
            )
        first_line[key] = element.sourceline
        topics.append(topic)
    if not topics:
        raise TopicsError(f"{source}: no <topic> elements in <topics>")
    return topics


def _topic_from_element(element: etree._Element, source: str) -> Topic:
    where = f"{source}: line {element.sourceline}"
    fields: dict[str, str] = {}
    for name in ("number", "title", "description", "narrative", "objects", "query"):
        found = list(_children(element, name))
        if len(found) > 1:
            raise TopicsError(f"{where}: <topic> has {len(found)} <{name}> elements, expected at most one")
        if found:
            fields[name] = "".join(found[0].itertext()).strip()

    number = fields.get("number")
    if number is None and element.get("number") is not None:
        number = element.get("number", "").strip()  # TIREx's queries.xml: <topic number="1"><query>...</query>
    if number is None:
        raise TopicsError(f"{where}: <topic> has no <number>")
    if not _NUMBER_RE.fullmatch(number) or int(number) <= 0:
        raise TopicsError(f"{where}: topic number {number!r} is not a positive integer")
    title = " ".join(fields.get("title", fields.get("query", "")).split())
    if not title:
        state = "an empty" if "title" in fields else "no"
        raise TopicsError(f"{where}: topic {number} has {state} <title>")
    if len(title) > MAX_TITLE_CHARS:  # a question, not a document: the text features would take minutes on it
        raise TopicsError(
            f"{where}: topic {number} has a <title> of {len(title):,} characters (at most {MAX_TITLE_CHARS:,}: "
            "a title is the question)"
        )
    objects = tuple(o for o in (part.strip() for part in fields.get("objects", "").split(",")) if o)
    if objects and not names_a_pair(objects):
        # "tea" or "tea, tea": FIRST/SECOND need two objects; every document would be NO without a word
        log.warning("topic %s: <objects> %r names fewer than two objects; the pair is parsed from the title", number,
                    fields.get("objects"))  # fmt: skip
        objects = ()
    return Topic(
        number=str(int(number)),  # "01" is topic 1, as the Touché qrels write it (and as duplicates are found)
        title=title,
        description=fields.get("description") or None,
        narrative=fields.get("narrative") or None,
        objects=objects or None,
    )


def topic_number(text: object) -> str:
    """A topic number as the topics parser writes it ("01" is topic 1); anything else as given, stripped."""
    number = str(text).strip()
    return (number.lstrip("0") or "0") if _NUMBER_RE.fullmatch(number) else number  # no int(): 5,000 digits raise


def names_a_pair(objects: Iterable[str]) -> bool:
    """Whether ``objects`` name at least two different objects (blank ones and case aside): "tea, tea" or
    ``["", ""]`` name fewer, and FIRST/SECOND against them would make every document NO without a word."""
    return len({o.strip().lower() for o in objects if o.strip()}) >= 2


def _children(element: etree._Element, tag: str) -> Iterator[etree._Element]:
    """Direct children with this tag; anything else (unknown elements, text) is ignored on purpose."""
    return (child for child in element if child.tag == tag)


def _sniff_root_tag(path: Path) -> str | None:
    """Root element name without reading the whole file (same safe parser settings); None if unreadable."""
    try:
        with open(path, "rb") as handle:
            for _event, element in etree.iterparse(
                handle,
                events=("start",),
                encoding="utf-8",
                resolve_entities=False,
                no_network=True,
                load_dtd=False,
                huge_tree=False,
            ):
                return element.tag if isinstance(element.tag, str) else None
    except (OSError, etree.XMLSyntaxError):
        return None
    return None
