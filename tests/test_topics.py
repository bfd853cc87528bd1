"""Tests for comparative_ir.topics: real Touché files, format variants, and hostile or broken input."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
from lxml import etree

from comparative_ir import topics as topics_module
from comparative_ir.topics import (
    MAX_TOPICS_BYTES,
    Topic,
    TopicsError,
    find_topics_file,
    parse_topics,
    parse_topics_bytes,
)

SECRET = "TOPSECRET-do-not-leak-4f1c"
VALID = "<topics><topic><number>1</number><title>t</title></topic></topics>"


def _shared_data() -> Path:
    override = os.environ.get("COMPARATIVE_IR_SHARED_DATA")
    return Path(override) if override else Path(__file__).resolve().parents[2] / "shared" / "data"


def _shared_file(relative: str) -> Path:
    path = _shared_data() / relative
    if not path.is_file():
        pytest.skip(f"shared data file {path} not present (set COMPARATIVE_IR_SHARED_DATA to override)")
    return path


def _write(tmp_path: Path, content: str | bytes, name: str = "topics.xml") -> Path:
    path = tmp_path / name
    path.write_bytes(content.encode("utf-8") if isinstance(content, str) else content)
    return path


def _error(tmp_path: Path, content: str | bytes) -> str:
    """Parse a file that must be rejected; return the message after checking it is one line naming the file."""
    path = _write(tmp_path, content)
    with pytest.raises(TopicsError) as info:
        parse_topics(path)
    message = str(info.value)
    assert "\n" not in message and "\r" not in message
    assert message.startswith(f"{path}: ")
    return message


FEVER = "What is better at reducing fever in children, Ibuprofen or Aspirin?"

# --- real shared files -------------------------------------------------------------------------------


@pytest.mark.shared_data
@pytest.mark.parametrize(
    ("relative", "first", "with_description", "with_objects"),
    [
        ("touche-2020-task-2/topics-task-2.xml", ("1", "What is the difference between sex and love?"), 50, 0),
        ("touche-2021-task-2/topics-task-2-only-titles-2021.xml", ("51", FEVER), 0, 0),
        ("touche-2021-task-2/topics-task2-51-100-merged.xml", ("51", FEVER), 27, 27),
        ("touche-2022-task-2/topics-task2-2022.xml", ("2", "Which is better, a laptop or a desktop?"), 50, 50),
        ("touche-2023-task-1/topics-task1.xml", ("1", "Should teachers get tenure?"), 50, 0),
    ],
)  # fmt: skip
def test_real_topic_files(relative: str, first: tuple[str, str], with_description: int, with_objects: int) -> None:
    topics = parse_topics(_shared_file(relative))
    assert len(topics) == 50
    assert (topics[0].number, topics[0].title) == first
    assert len({t.number for t in topics}) == 50
    assert sum(t.description is not None for t in topics) == with_description
    assert sum(t.narrative is not None for t in topics) == with_description
    assert sum(t.objects is not None for t in topics) == with_objects
    for topic in topics:
        assert topic.title == " ".join(topic.title.split())
        for text in (topic.description, topic.narrative):
            assert text is None or (text == text.strip() and text)


@pytest.mark.shared_data
def test_real_2022_objects() -> None:
    topics = {t.number: t for t in parse_topics(_shared_file("touche-2022-task-2/topics-task2-2022.xml"))}
    assert topics["2"].objects == ("laptop", "desktop")
    assert all(t.objects and len(t.objects) == 2 for t in topics.values())


@pytest.mark.shared_data
def test_every_shared_topics_file_parses() -> None:
    """Catches new topics files dropped into shared/data that the parser would not accept."""
    root = _shared_data()
    files = sorted(root.glob("**/topics*.xml")) if root.is_dir() else []
    if not files:
        pytest.skip(f"no topics*.xml under {root}")
    for path in files:
        assert parse_topics(path), path


@pytest.mark.shared_data
def test_find_topics_file_in_real_release_dir(tmp_path: Path) -> None:
    source = _shared_file("touche-2022-task-2/topics-task2-2022.xml")
    copy = _write(tmp_path, source.read_bytes(), "topics-task2-2022.xml")
    assert find_topics_file(tmp_path) == copy


# --- accepted variants -------------------------------------------------------------------------------


def test_whitespace_is_stripped_and_title_collapsed(tmp_path: Path) -> None:
    path = _write(
        tmp_path,
        "<topics>\n  <topic>\n    <number>\n 12 \n</number>\n"
        "    <title>\n  Which is   better,\n\ta laptop or a desktop?  \n</title>\n"
        "    <description>\n  Some   text.  \n</description>\n    <narrative>  \n</narrative>\n"
        "  </topic>\n</topics>\n",
    )
    assert parse_topics(path) == [Topic("12", "Which is better, a laptop or a desktop?", "Some   text.", None, None)]


def test_bom_and_xml_declaration(tmp_path: Path) -> None:
    body = "<topics><topic><number>1</number><title>A?</title></topic></topics>"
    for content in (
        b"\xef\xbb\xbf" + body.encode(),
        b'\xef\xbb\xbf<?xml version="1.0" encoding="UTF-8"?>\n' + body.encode(),
        b"<?xml version='1.0'?>" + body.encode(),
    ):
        assert parse_topics(_write(tmp_path, content)) == [Topic("1", "A?")]


def test_unicode_titles_and_references(tmp_path: Path) -> None:
    path = _write(
        tmp_path,
        '<?xml version="1.0" encoding="utf-8"?><topics>'
        "<topic><number>1</number><title>Café oder Teehaus — 哪个更好? 🙂</title></topic>"
        "<topic><number>2</number>"
        "<title>Caf&#233; &amp; t&#xE9;a &lt;or&gt; &quot;x&quot; &apos;y&apos;</title></topic>"
        "<topic><number>3</number><title><![CDATA[A & B <raw>]]></title></topic>"
        "</topics>",
    )
    assert [t.title for t in parse_topics(path)] == [
        "Café oder Teehaus — 哪个更好? 🙂",
        "Café & téa <or> \"x\" 'y'",
        "A & B <raw>",
    ]


def test_declared_legacy_encoding_is_read_as_utf8(tmp_path: Path) -> None:
    path = _write(
        tmp_path,
        '<?xml version="1.0" encoding="ISO-8859-1"?><topics><topic><number>1</number><title>é</title></topic></topics>',
    )
    assert parse_topics(path)[0].title == "é"


def test_titles_only(tmp_path: Path) -> None:
    path = _write(tmp_path, "<topics>\n\n<topic>\n<number>51</number>\n<title>Q?</title>\n</topic>\n</topics>")
    assert parse_topics(path) == [Topic("51", "Q?", None, None, None)]


def test_objects_parsing(tmp_path: Path) -> None:
    path = _write(
        tmp_path,
        "<topics>"
        "<topic><number>1</number><title>a</title><objects>laptop, desktop</objects></topic>"
        "<topic><number>2</number><title>b</title><objects>\n  steel knives ,ceramic knives,, \n</objects></topic>"
        "<topic><number>3</number><title>c</title><objects> , </objects></topic>"
        "<topic><number>4</number><title>d</title><objects>single</objects></topic>"
        "</topics>",
    )
    assert [t.objects for t in parse_topics(path)] == [
        ("laptop", "desktop"),
        ("steel knives", "ceramic knives"),
        None,
        None,  # one object is no pair: the title's is parsed (a warning says so)
    ]


def test_unknown_elements_comments_and_pis_ignored(tmp_path: Path) -> None:
    path = _write(
        tmp_path,
        "<!-- header --><?pi x?><topics version='2'><meta>ignored</meta>stray text"
        "<topic id='x'><!-- c --><number>7</number><extra><title>nested title is not the title</title></extra>"
        "<title>Real <b>bold</b> title</title><subtopics><s>1</s></subtopics></topic>"
        "<other><topic><number>8</number><title>not a direct child</title></topic></other>"
        "</topics>",
    )
    assert parse_topics(path) == [Topic("7", "Real bold title")]


def test_file_order_is_kept(tmp_path: Path) -> None:
    items = "".join(f"<topic><number>{n}</number><title>t{n}</title></topic>" for n in (30, 2, 11))
    assert [t.number for t in parse_topics(_write(tmp_path, f"<topics>{items}</topics>"))] == ["30", "2", "11"]


def test_parse_topics_bytes_uses_source_name() -> None:
    data = b"<topics><topic><number>1</number><title>x</title></topic></topics>"
    assert parse_topics_bytes(data) == [Topic("1", "x")]
    with pytest.raises(TopicsError, match=r"^mem\.xml: no <topic> elements"):
        parse_topics_bytes(b"<topics/>", source="mem.xml")
    with pytest.raises(TopicsError, match=r"^<topics>: file is empty$"):
        parse_topics_bytes(b"")


# --- hostile input -----------------------------------------------------------------------------------


@pytest.fixture
def secret_uri(tmp_path: Path) -> str:
    secret = tmp_path / "secret.txt"
    secret.write_text(SECRET + "\n", encoding="utf-8")
    return secret.as_uri()


def _xxe(uri: str) -> str:
    return (
        '<?xml version="1.0"?>\n'
        f'<!DOCTYPE topics [<!ENTITY xxe SYSTEM "{uri}">]>\n'
        "<topics><topic><number>1</number><title>&xxe;</title></topic></topics>"
    )


def _billion_laughs() -> str:
    entities = "".join(f'<!ENTITY lol{i} "{f"&lol{i - 1};" * 10}">' for i in range(1, 10))
    return (
        f'<?xml version="1.0"?><!DOCTYPE topics [<!ENTITY lol0 "lol">{entities}]>'
        '<topics a="&lol9;"><topic><number>1</number><title>&lol9;</title></topic></topics>'
    )


def test_xxe_is_rejected_without_reading_the_file(tmp_path: Path, secret_uri: str) -> None:
    message = _error(tmp_path, _xxe(secret_uri))
    assert "DOCTYPE" in message
    assert SECRET not in message


def test_parameter_entity_is_rejected(tmp_path: Path, secret_uri: str) -> None:
    payload = (
        f'<!DOCTYPE topics [<!ENTITY % pe SYSTEM "{secret_uri}"> %pe;]>'
        "<topics><topic><number>1</number><title>t</title></topic></topics>"
    )
    message = _error(tmp_path, payload)
    assert "DOCTYPE" in message
    assert SECRET not in message


@pytest.mark.parametrize("system_id", ["http://127.0.0.1:9/topics.dtd", "file:///etc/passwd"])
def test_external_dtd_is_rejected(tmp_path: Path, system_id: str) -> None:
    payload = (
        f'<!DOCTYPE topics SYSTEM "{system_id}"><topics><topic><number>1</number><title>t</title></topic></topics>'
    )
    started = time.perf_counter()
    assert "DOCTYPE" in _error(tmp_path, payload)
    assert time.perf_counter() - started < 1.0


def test_doctype_after_comments_and_declaration_is_rejected(tmp_path: Path) -> None:
    payload = '\ufeff<?xml version="1.0"?>\n<!-- c -->\n<?pi?>\n<!DOCTYPE topics>\n' + VALID
    assert "DOCTYPE" in _error(tmp_path, payload)


def test_billion_laughs_fails_fast(tmp_path: Path) -> None:
    started = time.perf_counter()
    message = _error(tmp_path, _billion_laughs())
    assert time.perf_counter() - started < 1.0
    assert "DOCTYPE" in message
    assert "lollollol" not in message


def test_parser_itself_is_safe_even_if_prescan_is_bypassed(
    tmp_path: Path, secret_uri: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Defence in depth: the lxml settings alone must neither expand entities nor load anything."""
    loaded: list[str] = []

    class Recorder(etree.Resolver):
        def resolve(self, system_url: str, public_id: str | None, context: object) -> None:
            loaded.append(system_url)
            return None

    parser = topics_module._xml_parser()
    parser.resolvers.add(Recorder())
    root = etree.fromstring(_xxe(secret_uri).encode(), parser)
    assert SECRET not in etree.tostring(root, encoding="unicode")
    assert SECRET not in "".join(root.itertext())
    assert loaded == []

    monkeypatch.setattr(topics_module, "_prolog_has_doctype", lambda text: False)
    for payload in (_xxe(secret_uri), _billion_laughs()):
        started = time.perf_counter()
        with pytest.raises(TopicsError) as info:
            parse_topics_bytes(payload.encode(), source="x.xml")
        assert time.perf_counter() - started < 1.0
        assert SECRET not in str(info.value)
        assert str(info.value).startswith("x.xml: ")


def test_undeclared_entity_is_malformed(tmp_path: Path) -> None:
    message = _error(tmp_path, "<topics><topic><number>1</number><title>a&nbsp;b</title></topic></topics>")
    assert "malformed XML at line 1, column" in message
    assert "nbsp" in message


# --- broken input ------------------------------------------------------------------------------------


def test_malformed_xml_reports_position(tmp_path: Path) -> None:
    message = _error(tmp_path, "<topics>\n<topic>\n<number>1</number>\n</topics>\n")
    assert "malformed XML at line 4, column" in message
    assert "mismatch" in message


def test_lxml_multiline_message_becomes_one_line(tmp_path: Path) -> None:
    message = _error(tmp_path, "<topics>\x00</topics>")  # libxml2's message for this ends in a newline
    assert "malformed XML at line 1" in message


@pytest.mark.parametrize("content", [b"", b"  \n\t\n", b"\xef\xbb\xbf\n"])
def test_empty_file(tmp_path: Path, content: bytes) -> None:
    assert _error(tmp_path, content).endswith("file is empty")


@pytest.mark.parametrize("content", ["<topics/>", "<topics>\n</topics>", "<topics><other/><!-- <topic> --></topics>"])
def test_no_topics(tmp_path: Path, content: str) -> None:
    assert "no <topic> elements" in _error(tmp_path, content)


@pytest.mark.parametrize("root", ["queries", "topic", "{urn:x}topics"])
def test_wrong_root(tmp_path: Path, root: str) -> None:
    if root.startswith("{"):
        content = "<t:topics xmlns:t='urn:x'><t:topic><t:number>1</t:number><t:title>a</t:title></t:topic></t:topics>"
    else:
        content = f"<{root}><topic><number>1</number><title>a</title></topic></{root}>"
    assert f"root element is <{root}>, expected <topics>" in _error(tmp_path, content)


def test_duplicate_numbers(tmp_path: Path) -> None:
    message = _error(
        tmp_path,
        "<topics>\n<topic><number>3</number><title>a</title></topic>\n"
        "<topic><number> 3 </number><title>b</title></topic>\n</topics>",
    )
    assert message.endswith("line 3: duplicate topic number 3 (first at line 2)")


def test_duplicate_numbers_with_leading_zero(tmp_path: Path) -> None:
    content = (
        "<topics><topic><number>3</number><title>a</title></topic>"
        "<topic><number>03</number><title>b</title></topic></topics>"
    )
    assert "duplicate topic number 3" in _error(tmp_path, content)


def test_a_leading_zero_is_dropped_from_the_number(tmp_path: Path) -> None:
    """ "01" was written to the run as qid "01", which the Touché qrels ("1") never match."""
    path = _write(tmp_path, "<topics><topic><number>01</number><title>a?</title></topic></topics>")
    assert parse_topics(path)[0].number == "1"


@pytest.mark.parametrize(
    ("data", "hint"),
    [
        (
            '<?xml version="1.0" encoding="ISO-8859-1"?><topics>Caf\xe9</topics>'.encode("latin-1"),
            "declares ISO-8859-1",
        ),
        ("<topics>x</topics>".encode("utf-16"), "looks like UTF-16"),
    ],
)
def test_a_file_in_another_encoding_says_so(tmp_path: Path, data: bytes, hint: str) -> None:
    path = tmp_path / "topics.xml"
    path.write_bytes(data)
    with pytest.raises(TopicsError) as info:
        parse_topics(path)
    assert "not valid UTF-8" in str(info.value) and hint in str(info.value) and "save it as UTF-8" in str(info.value)


def test_missing_number(tmp_path: Path) -> None:
    message = _error(tmp_path, "<topics>\n<topic><title>a</title></topic></topics>")
    assert message.endswith("line 2: <topic> has no <number>")


def test_tirex_queries_xml_with_a_number_attribute_and_a_query(tmp_path: Path) -> None:
    """TIREx (TIRA's IR platform) hands software a queries.xml of <topic number="1"><query>...: it stopped with
    "<topic> has no <number>". A <number> or <title> element, where present, wins."""
    content = (
        '<topics>\n<topic number="7"><query>Which is better, tea or coffee?</query></topic>\n'
        '<topic number="08"><query>q</query><title>Is Python faster than Java?</title></topic>\n'
        '<topic number="x"><number>9</number><title>a</title></topic>\n</topics>'
    )
    topics = parse_topics(_write(tmp_path, content))
    assert [(t.number, t.title) for t in topics] == [
        ("7", "Which is better, tea or coffee?"),
        ("8", "Is Python faster than Java?"),
        ("9", "a"),
    ]
    assert "topic number 'abc' is not a positive integer" in _error(
        tmp_path, '<topics><topic number="abc"><query>q</query></topic></topics>'
    )


@pytest.mark.parametrize("number", ["", "abc", "1.5", "-2", "0", "+4", "1_0", "٣", "1 2"])
def test_bad_number(tmp_path: Path, number: str) -> None:
    message = _error(tmp_path, f"<topics><topic><number>{number}</number><title>a</title></topic></topics>")
    assert "is not a positive integer" in message


def test_missing_title(tmp_path: Path) -> None:
    message = _error(tmp_path, "<topics><topic><number>5</number><description>d</description></topic></topics>")
    assert message.endswith("topic 5 has no <title>")


@pytest.mark.parametrize("title", ["<title></title>", "<title/>", "<title>\n \t </title>"])
def test_empty_title(tmp_path: Path, title: str) -> None:
    message = _error(tmp_path, f"<topics><topic><number>5</number>{title}</topic></topics>")
    assert message.endswith("topic 5 has an empty <title>")


def test_repeated_known_element(tmp_path: Path) -> None:
    content = "<topics><topic><number>1</number><title>a</title><title>b</title></topic></topics>"
    assert "<topic> has 2 <title> elements" in _error(tmp_path, content)


@pytest.mark.parametrize(
    "content",
    [
        "<topics><topic><number>1</number><title>Caf\xe9</title></topic></topics>".encode("latin-1"),
        '<?xml version="1.0" encoding="ISO-8859-1"?><topics><title>\xe9</title></topics>'.encode("latin-1"),
        "<topics/>".encode("utf-16"),
        b"<topics>\xc3</topics>",
    ],
)
def test_non_utf8(tmp_path: Path, content: bytes) -> None:
    assert "not valid UTF-8" in _error(tmp_path, content)


def test_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "nope.xml"
    with pytest.raises(TopicsError, match=r": file does not exist$") as info:
        parse_topics(path)
    assert str(info.value).startswith(str(path))


def test_directory_is_rejected(tmp_path: Path) -> None:
    with pytest.raises(TopicsError, match=r"is a directory"):
        parse_topics(tmp_path)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_fifo_is_rejected_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "topics.xml"
    os.mkfifo(fifo)
    with pytest.raises(TopicsError, match=r"not a regular file"):
        parse_topics(fifo)


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root can read chmod 000 files")
def test_unreadable_file(tmp_path: Path) -> None:
    path = _write(tmp_path, "<topics/>")
    path.chmod(0)
    try:
        with pytest.raises(TopicsError, match=r"not readable"):
            parse_topics(path)
    finally:
        path.chmod(0o600)


def test_unreadable_file_simulated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Same as above but also runs as root (CI containers)."""
    path = _write(tmp_path, "<topics/>")

    def deny(*args: object, **kwargs: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(topics_module, "open", deny, raising=False)
    with pytest.raises(TopicsError, match=r"file is not readable \(permission denied\)$"):
        parse_topics(path)


def test_too_large_file(tmp_path: Path) -> None:
    path = tmp_path / "topics.xml"
    with path.open("wb") as handle:  # sparse: no 50 MB actually written
        handle.truncate(MAX_TOPICS_BYTES + 1)
    with pytest.raises(TopicsError, match=r"file is too large"):
        parse_topics(path)
    with pytest.raises(TopicsError, match=r"^big: file is too large"):
        parse_topics_bytes(b" " * (MAX_TOPICS_BYTES + 1), source="big")


def test_error_is_single_line_even_with_odd_source_name() -> None:
    with pytest.raises(TopicsError) as info:
        parse_topics_bytes(b"<topics/>", source="weird\nname.xml")
    assert "\n" not in str(info.value)
    assert isinstance(info.value, ValueError)
    assert len(str(TopicsError("a\nb\r\n  c")).splitlines()) == 1


# --- find_topics_file --------------------------------------------------------------------------------


def test_find_prefers_tira_topics_xml(tmp_path: Path) -> None:
    _write(tmp_path, VALID, "other-topics.xml")
    expected = _write(tmp_path, VALID, "topics.xml")
    assert find_topics_file(tmp_path) == expected
    assert find_topics_file(str(tmp_path)) == expected


def test_find_single_xml_with_topics_root(tmp_path: Path) -> None:
    _write(tmp_path, "<qrels/>", "a.xml")
    _write(tmp_path, b"not xml at all", "b.xml")
    _write(tmp_path, VALID, "notes.txt")
    expected = _write(tmp_path, b'\xef\xbb\xbf<?xml version="1.0"?><!-- c --><topics/>', "topics-task2-2022.xml")
    assert find_topics_file(tmp_path) == expected


def test_find_returns_doctype_file_so_parse_can_reject_it(tmp_path: Path, secret_uri: str) -> None:
    expected = _write(tmp_path, _xxe(secret_uri), "t.xml")
    assert find_topics_file(tmp_path) == expected
    with pytest.raises(TopicsError, match="DOCTYPE"):
        parse_topics(expected)


def test_find_ambiguous(tmp_path: Path) -> None:
    _write(tmp_path, VALID, "a.xml")
    _write(tmp_path, VALID, "b.xml")
    with pytest.raises(TopicsError, match=r"several \*\.xml files with a <topics> root: a\.xml, b\.xml$"):
        find_topics_file(tmp_path)


def test_find_none(tmp_path: Path) -> None:
    _write(tmp_path, "<qrels/>", "a.xml")
    _write(tmp_path, b"not xml at all", "b.xml")
    with pytest.raises(TopicsError, match=r"no topics\.xml and no \*\.xml file with a <topics> root") as info:
        find_topics_file(tmp_path)
    assert "b.xml" in str(info.value)
    with pytest.raises(TopicsError, match=r"not a directory"):
        find_topics_file(tmp_path / "a.xml")


def test_find_missing_dir(tmp_path: Path) -> None:
    with pytest.raises(TopicsError, match=r"does not exist or is not a directory"):
        find_topics_file(tmp_path / "missing")


@pytest.mark.parametrize("objects", ["tea", "tea, tea", "Tea, tea"])
def test_objects_naming_fewer_than_two_are_ignored_with_a_warning(tmp_path, caplog, objects):
    """Every document of such a topic was NO (no pair), without a word."""
    path = _write(
        tmp_path,
        f"<topics><topic><number>1</number><title>Which is better, tea or coffee?</title>"
        f"<objects>{objects}</objects></topic></topics>",
    )
    (topic,) = parse_topics(path)
    assert topic.objects is None
    assert "fewer than two objects" in caplog.text


def test_a_title_longer_than_a_question_is_refused(tmp_path):
    """A 160 KB title took 92 s with --stance (and 640 KB did not finish): the mention search is quadratic."""
    title = "Which is better, tea or coffee? " * 100
    message = _error(tmp_path, f"<topics><topic><number>1</number><title>{title}</title></topic></topics>")
    assert "topic 1 has a <title> of 3,199 characters (at most 2,000" in message


CONTROVERSIAL_TITLES = ("Should teachers get tenure?", "Is homework beneficial?", "Should zoos exist?")
COMPARATIVE_TITLES = ("Which is better, tea or coffee?", "Is Vim better than Emacs?", "PS5 vs Xbox for gaming?")


@pytest.mark.parametrize(
    ("titles", "task", "hint"),
    [
        (CONTROVERSIAL_TITLES, "comparative", "--task controversial"),
        (COMPARATIVE_TITLES, "controversial", "--task comparative"),
    ],
)
def test_titles_of_the_other_task_get_a_warning(caplog, titles, task, hint):
    """Touché 2023 topics under the default task: every document NO, without a word (and the converse)."""
    from comparative_ir.pipeline import topic_questions

    topics = [Topic(str(n), title) for n, title in enumerate(titles, start=1)]
    topic_questions(topics, task)
    assert hint in caplog.text
    caplog.clear()
    topic_questions(topics, "controversial" if task == "comparative" else "comparative")
    assert "--task" not in caplog.text


def test_a_topics_xml_that_is_a_directory_or_a_broken_link_is_named(tmp_path):
    """ "no topics.xml" was misleading: it is there, but no file."""
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "topics.xml").mkdir()
    with pytest.raises(TopicsError, match=r"topics\.xml is a directory"):
        find_topics_file(tmp_path / "a")
    (tmp_path / "b").mkdir()
    (tmp_path / "b" / "topics.xml").symlink_to(tmp_path / "nowhere.xml")
    with pytest.raises(TopicsError, match=r"topics\.xml is a broken symbolic link"):
        find_topics_file(tmp_path / "b")


def test_the_task_hint_comes_before_any_search_and_for_few_topics(tmp_path, capsys):
    """Two Touché 2023 titles under the default task: the hint needed three topics and came after every search;
    a --no-rerank run stopped at "never recorded in cw12" without it (a participant's review, 2026-11-26)."""
    from comparative_ir.cli import main
    from comparative_ir.pipeline import task_hint

    two = [Topic("1", "Should teachers get tenure?"), Topic("2", "Is homework beneficial?")]
    assert "--task controversial" in (task_hint(two, "comparative") or "")
    assert task_hint(two, "controversial") is None
    for title in ("Is pasta healthier than pizza?", "Should I prefer a Leica camera over Nikon for portraits?",
                  "Is Java code more readable than code written in Scala?", "Is gold equal to platinum?"):  # fmt: skip
        assert task_hint([Topic("1", title)], "comparative") is None, title
        assert "--task comparative" in (task_hint([Topic("1", title)], "controversial") or ""), title
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "topics.xml").write_text(
        "<topics>"
        + "".join(f"<topic><number>{t.number}</number><title>{t.title}</title></topic>" for t in two)
        + "</topics>"
    )
    store = Path(__file__).resolve().parents[1] / "fixtures" / "store"
    args = ["run", "-i", str(tmp_path / "in"), "-o", str(tmp_path / "out"), "--replay", str(store), "--no-rerank"]
    assert main([*args, "--quiet"]) == 2
    error = capsys.readouterr().err
    assert "was never recorded" in error and "use --task controversial" in error


def test_the_cheap_look_does_not_take_rather_than_for_a_comparison() -> None:
    from comparative_ir.pipeline import task_hint

    for title in ("Should we ban cars rather than tax them?", "Should schools teach skills other than reading?"):
        assert task_hint([Topic("1", title)], "controversial") is None, title
