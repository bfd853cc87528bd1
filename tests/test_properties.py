"""Properties of the input and text edges, checked on generated input (hypothesis, derandomised so that CI runs the
same cases every time). Session 30's fuzzing reviews found the defects these guard against; the hand-made cases are
in test_input_edges.py and test_text_edges.py."""

import gzip
import unicodedata
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from comparative_ir.cleaning import decode_html, normalise_text
from comparative_ir.evaluation import MAX_JUDGMENT, read_qrels
from comparative_ir.runfile import RankedDoc, column_problem, read_run, validate_run, write_run
from comparative_ir.surrogates import json_without_surrogates, without_surrogates
from comparative_ir.topics import TopicsError, parse_topics_bytes


def cases(n: int) -> settings:
    """``n`` generated cases, the same ones every run, none saved to disk."""
    return settings(
        max_examples=n, derandomize=True, deadline=None, database=None, suppress_health_check=list(HealthCheck)
    )


# any character, control characters and lone surrogates included
ANY_TEXT = st.text(st.characters(codec=None, categories=None), max_size=40)
WORD = st.text(st.characters(exclude_categories=("Cs",)), min_size=1, max_size=8).filter(
    lambda w: not column_problem(w)
)


@cases(300)
@given(ANY_TEXT)
def test_normalised_text_is_clean_and_normalising_it_again_changes_nothing(text):
    done = normalise_text(text)
    assert normalise_text(done) == done
    assert unicodedata.is_normalized("NFC", done)
    assert all(ch == "\n" or unicodedata.category(ch)[0] != "C" for ch in done)
    assert "  " not in done and "\n\n\n" not in done
    assert all(line == line.strip() for line in done.split("\n"))
    done.encode("utf-8")  # no lone surrogate left


@cases(300)
@given(ANY_TEXT)
def test_without_surrogates_keeps_the_length_and_encodes(text):
    safe = without_surrogates(text)
    assert len(safe) == len(text)
    safe.encode("utf-8")
    assert json_without_surrogates({text: [text]}) == {safe: [safe]}


@cases(200)
@given(st.binary(max_size=400), st.sampled_from(["", "text/html", "text/html; charset=utf-8", "text/html; charset=x"]))
def test_page_bytes_always_decode(body, content_type):
    assert isinstance(decode_html(body, content_type), str)


@cases(150)
@given(
    st.dictionaries(
        WORD,
        st.lists(
            st.builds(
                RankedDoc,
                WORD,
                st.one_of(st.floats(), st.integers(min_value=-(10**30), max_value=10**30)),
                st.sampled_from(["Q0", "PRO", "CON", "NEU", "NO"]),
            ),
            min_size=1,
            max_size=20,
        ),
        min_size=1,
        max_size=4,
    ),
    WORD,
)
def test_a_written_run_validates_and_reads_back_in_order(tmp_path_factory, rankings, tag):
    path = tmp_path_factory.mktemp("run") / "run.txt"
    written = write_run(path, rankings, tag=tag)
    assert validate_run(path, list(rankings)) == []
    entries = read_run(path)
    assert len(entries) == written and all(e.tag == tag for e in entries)
    for qid, ranking in rankings.items():
        assert [e.docno for e in entries if e.qid == qid] == list(dict.fromkeys(d.docno for d in ranking))


QRELS_PARTS = st.sampled_from(
    ["1", "0", "d1", "d2", "-2", "+3", "01", "1_0", "\u0661", "4294967296", "9" * 30, "x", "FIRST", " ", "\t", "\n"]
)


@cases(300)
@given(st.lists(QRELS_PARTS, max_size=30))
def test_qrels_read_or_refused_with_a_value_error(tmp_path_factory, parts):
    path = Path(tmp_path_factory.mktemp("q")) / "q.qrels.gz"
    with gzip.open(path, "wt", encoding="utf-8") as handle:
        handle.write(" ".join(parts))
    try:
        qrels = read_qrels(path)
    except ValueError as exc:
        assert "\n" not in str(exc)
        return
    for judged in qrels.values():
        assert all(isinstance(rel, int) and -MAX_JUDGMENT - 1 <= rel <= MAX_JUDGMENT for rel in judged.values())


TOPIC_PARTS = st.sampled_from(
    ["<topics>", "</topics>", "<topic>", "</topic>", "<number>", "</number>", "<title>", "</title>", "1", "01", "-1",
     "1.0", " ", "\n", "&amp;", "&foo;", "&#0;", "<![CDATA[x]]>", "<!-- c -->", "<!DOCTYPE x>", "\ufeff", "é",
     "<b>", "</b>", "<objects>", "</objects>", "a, b", "<query>", "</query>", "<topic number='3'>", "\x00",
     "Tea or coffee?"]
)  # fmt: skip


@cases(300)
@given(st.lists(TOPIC_PARTS, max_size=25))
def test_topics_parse_or_get_one_clear_error(parts):
    try:
        topics = parse_topics_bytes("".join(parts).encode("utf-8"))
    except TopicsError as exc:
        assert "\n" not in str(exc)
        return
    for topic in topics:
        assert topic.number.isdigit() and int(topic.number) > 0
        assert topic.title and topic.title == " ".join(topic.title.split())
