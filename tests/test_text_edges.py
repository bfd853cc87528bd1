"""Hostile text at the edges (a fuzzing review of the text functions, session 30): a page declaring a charset that is
no page encoding, half a UTF-16 pair from a JSON escape, control characters that part words, and a run-on
"sentence" of a whole page."""

import json

import pytest

from comparative_ir import api
from comparative_ir.cleaning import clean_document, declared_charset, decode_html, normalise_text
from comparative_ir.features.comparative import classify_sentences
from comparative_ir.recording import FixtureStore
from comparative_ir.retrieval import is_docno, plain_text, to_candidates
from comparative_ir.surrogates import json_without_surrogates, without_surrogates

PAGE = "<p>" + "Tea is better than coffee because it has less caffeine and more antioxidants. " * 4 + "</p>"
QUESTION = "Which is better, tea or coffee?"
HALF = json.loads('"\\ud83d"')  # half an emoji, as json.loads gives a snippet cut inside one


@pytest.mark.parametrize(
    ("content_type", "meta"),
    [
        ("text/html; charset=undefined", ""),
        ("text/html", '<meta charset="undefined">'),
        ("text/html", '<meta charset="punycode">'),
        ("text/html", '<meta charset="idna">'),
        ("text/html", '<meta http-equiv="Content-Type" content="text/html; charset=rot13">'),
    ],
)
def test_a_charset_that_is_no_page_encoding_is_ignored(content_type, meta):
    """ "charset=undefined" (a template's unset variable) raised UnicodeError out of decode_html, which never
    raises, and stopped the whole run."""
    body = f"<html><head>{meta}<title>t</title></head><body>{PAGE}</body></html>".encode()
    assert declared_charset(content_type, body) is None
    assert "Tea is better than coffee" in decode_html(body, content_type)
    assert "Tea is better than coffee" in (clean_document(body, content_type).text or "")


def test_a_page_charset_is_still_read():
    body = f'<html><head><meta charset="koi8-r"></head><body>{PAGE}</body></html>'.encode()
    assert declared_charset("", body) == "koi8-r"


def test_without_surrogates_keeps_offsets():
    text = f"Tea{HALF} is better"
    assert without_surrogates(text) == "Tea\ufffd is better"
    assert len(without_surrogates(text)) == len(text)
    assert without_surrogates("plain") == "plain"
    assert json_without_surrogates({"t": [HALF, 1, None], HALF: "x"}) == {"t": ["\ufffd", 1, None], "\ufffd": "x"}


def test_half_a_pair_in_a_title_or_snippet_is_read_as_the_text_is():
    """spaCy, a checkpoint and a store all refused it: a run stopped, and so did api.features, rerank, stance,
    parse, classify_sentences and clean."""
    bad = f"Tea is better than coffee {HALF}"
    assert plain_text(bad) == "Tea is better than coffee \ufffd"
    api.features(QUESTION, "", "comparative", title=bad)
    docs = [api.Doc("d1", "Tea", "", bad, 2.0), api.Doc("d2", "Coffee", "", "Coffee is fine.", 1.0)]
    assert {d.docno for d in api.rerank(QUESTION, docs, "comparative")} == {"d1", "d2"}
    assert api.stance(QUESTION, [bad], "comparative")[0].label == "FIRST"
    assert api.stance("Should teachers get tenure?", [bad], "controversial")
    assert classify_sentences([("tea", "coffee", bad)]) == ["BETTER"]
    assert api.parse(f"Is tea better than coffee{HALF}?").objects == ("tea", "coffee")
    assert api.clean(f"<html><body>{PAGE}{HALF}</body></html>").startswith("Tea is better")


def test_a_recorded_result_with_half_a_pair_reaches_the_run_file(tmp_path):
    result = {"trec_id": "clueweb12-0000wb-00-00001", "score": 3.0, "title": f"Tea {HALF}", "snippet": HALF}
    (candidate,) = to_candidates([result], "cw12")
    assert candidate.title == "Tea \ufffd" and candidate.snippet == "\ufffd"
    json.dumps(candidate.raw, ensure_ascii=False).encode("utf-8")  # what a checkpoint writes
    assert not is_docno(f"clueweb12-{HALF}") and not is_docno("clueweb12\x00")


def test_a_run_replays_a_store_whose_snippet_holds_half_a_pair(tmp_path):
    store = FixtureStore(tmp_path / "st").ensure()
    search = store.search_path("cw12", QUESTION)
    search.parent.mkdir(parents=True, exist_ok=True)
    results = [
        {"trec_id": f"clueweb12-0000wb-00-0000{i}", "uuid": "x", "score": 3.0 - i, "title": f"Tea {i}",
         "snippet": f"Tea is better than coffee {HALF}"}
        for i in range(3)
    ]  # fmt: skip
    search.write_text(json.dumps({"query": QUESTION, "meta": {"total_results": 3}, "results": results}), "utf-8")
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "topics.xml").write_text(
        f"<topics><topic><number>1</number><title>{QUESTION}</title></topic></topics>", encoding="utf-8"
    )
    out = tmp_path / "out"
    api.run(tmp_path / "in", tmp_path / "st", out, "comparative")
    assert len((out / "run.txt").read_text(encoding="utf-8").splitlines()) == 3


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("tea\x0bcoffee", "tea\ncoffee"),  # Word's line break
        ("Tea is good.\x0cCoffee", "Tea is good.\nCoffee"),  # a PDF's page break
        ("tea\x85coffee", "tea\ncoffee"),
        ("tea\x1fcoffee", "tea coffee"),
        ("tea\u3000\u3000coffee", "tea coffee"),
        ("tea\u2003coffee", "tea coffee"),
        ("p1\u2029p2", "p1\np2"),
        ("e\u200b\u0301", "\u00e9"),  # NFC after the zero-width space goes (it was not NFC, nor idempotent)
        ("a\x00b", "ab"),
        ("a\u00a0 b", "a b"),
    ],
)
def test_control_characters_that_part_words_still_part_them(text, expected):
    assert normalise_text(text) == expected
    assert normalise_text(expected) == expected


def test_html_words_parted_by_a_vertical_tab_stay_apart():
    page = (
        "<html><body><p>"
        + "Tea\x0bis\x0bbetter\x0bthan\x0bcoffee\x0bbecause\x0bof\x0bcaffeine. " * 5
        + "</p></body></html>"
    )
    assert (api.clean(page) or "").startswith("Tea is better than coffee")


@pytest.mark.parametrize(
    "question", ["Tea or coffee?\ufeff", "\ufeffTea or coffee?", "Tea\u200b or coffee?", "Tea or co\u200bffee?"]
)
def test_invisible_characters_in_a_question_are_not_part_of_an_object(question):
    """A trailing BOM glued "coffee?\\ufeff" into one token, which became the second object."""
    assert api.parse(question).objects == ("Tea", "coffee")


def test_the_safe_tokenizer_is_spacys_own_for_everything_else(tmp_path):
    """A review of the first wrapper: copying or pickling it recursed without end (a spawned worker's pickle), and
    setting an attribute (``rules``) stayed on the wrapper."""
    import copy
    import pickle

    from comparative_ir.nlp import load_nlp

    nlp = load_nlp(("parser", "ner"))
    assert [t.text for t in pickle.loads(pickle.dumps(nlp.tokenizer))("C# or F#")] == ["C#", "or", "F#"]
    assert [t.text for t in copy.deepcopy(nlp.tokenizer)(f"tea {HALF}")] == ["tea", "\ufffd"]
    assert [d.text for d in nlp.tokenizer.pipe([f"tea {HALF}"])] == ["tea \ufffd"]
    theirs = copy.deepcopy(nlp)
    theirs.tokenizer.rules = {}
    assert [t.text for t in theirs.tokenizer("don't")] == ["don't"]
    assert [t.text for t in nlp.tokenizer("don't")] == ["do", "n't"]  # the deep copy's rules are its own


@pytest.mark.parametrize(
    ("row", "label"),
    [
        (("coffee", "tea", "Tea+tea's, coffee is better."), "BETTER"),
        (("coffee", "tea bag", "Teabag+tea bag, coffee is better."), "BETTER"),
    ],
)
def test_mentions_that_start_together_are_chosen_as_before(row, label):
    """A review of the faster mention lookup: of two mentions starting at one token, the first version took the
    longer one where the scan had taken the first in the object's list, and the label changed."""
    assert classify_sentences([row]) == [label]
