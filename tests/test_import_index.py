"""`fixtures import` refuses a dump or texts of another index than --index, and writes nothing then.

From a new user's walkthrough: the Touché 2020 ChatNoir dump (results "index": "cw12", meta.indices ["cw12"],
clueweb12-... ids) imported under --index cw22 without a word, into a store a cw12 replay does not find.
"""

from __future__ import annotations

import json

import pytest

from comparative_ir.cli import main
from comparative_ir.recording import DumpError, FixtureStore, parse_dump_lines

TOPICS = """<topics>
<topic><number>1</number><title>Which is better, tea or coffee?</title></topic>
<topic><number>2</number><title>Cats or dogs?</title></topic>
</topics>"""
CW12_IDS = ("clueweb12-0000wb-00-00001", "clueweb12-0000wb-00-00002")


def _response(ids=CW12_IDS, result_index: str | None = "cw12", indices: list[str] | None = None) -> dict:
    results = [{"trec_id": docno, "uuid": f"0000000{n}-aaaa", "score": 10.0 - n} for n, docno in enumerate(ids)]
    if result_index is not None:
        for result in results:
            result["index"] = result_index
    meta: dict = {"total_results": len(results)}
    if indices is not None:
        meta["indices"] = indices
    return {"meta": meta, "results": results}


def _import(tmp_path, index: str, lines: list[dict], *, kind: str = "--responses") -> int:
    (tmp_path / "topics.xml").write_text(TOPICS)
    path = tmp_path / "input.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    args = ["fixtures", "import", "--index", index, "--topics", str(tmp_path / "topics.xml"), kind, str(path)]
    return main([*args, "--into", str(tmp_path / "store")])


@pytest.mark.parametrize(
    ("response", "evidence"),
    [
        (_response(indices=["cw12"]), "meta.indices ['cw12'], its results say \"index\": 'cw12', ids like"),
        (_response(result_index=None, indices=["cw12"]), "meta.indices ['cw12'], ids like 'clueweb12-"),
        (_response(result_index="cw12", ids=("a", "b")), "its results say \"index\": 'cw12')"),
        (_response(result_index=None), "ids like 'clueweb12-0000wb-00-00001'"),
    ],
    ids=["everything", "meta-and-ids", "result-index-only", "ids-only"],
)
def test_a_dump_of_another_index_is_refused_and_nothing_is_written(tmp_path, capsys, response, evidence):
    good = {"2": _response(ids=("clueweb22-en0000-00-00001",), result_index="cw22", indices=["cw22"])}
    assert _import(tmp_path, "cw22", [good, {"1": response}]) == 2
    err = capsys.readouterr().err
    assert err.count("error") == 1 and "Traceback" not in err
    assert "input.jsonl:2: the dump is of cw12 (" in err and evidence in err
    assert "not cw22 (--index): import it with --index cw12" in err
    assert not (tmp_path / "store").exists()  # not even the good first line


def test_the_walkthrough_dump_under_the_right_index_imports(tmp_path, capsys):
    assert _import(tmp_path, "cw12", [{"1": _response(indices=["cw12"])}]) == 0
    assert "imported 1 queries (2 results)" in capsys.readouterr().err
    (search,) = FixtureStore(tmp_path / "store").searches()
    assert search.index == "cw12"


def test_a_dump_saying_nothing_of_its_index_imports_under_any():
    """Ids that name no ClueWeb and no "index" anywhere: nothing contradicts --index."""
    line = json.dumps({"1": _response(ids=("doc-1", "doc-2"), result_index=None)})
    for index in ("cw09", "cw12", "cw22"):
        (record,) = parse_dump_lines([line], {"1": "q"}, index)
        assert record.index == index and record.meta["indices"] == [index]


def test_meta_listing_the_index_among_others_is_accepted():
    line = json.dumps({"1": _response(result_index=None, indices=["cw09", "cw12"])})
    (record,) = parse_dump_lines([line], {"1": "q"}, "cw12")
    assert record.index == "cw12"


def test_a_query_line_is_checked_against_its_own_index():
    """A {"index", "query", "response"} line names its index (it wins over --index, as before); its results must
    agree with it."""
    right = json.dumps({"index": "cw12", "query": "q", "response": _response()})
    (record,) = parse_dump_lines([right], {}, "cw22")
    assert record.index == "cw12"
    wrong = json.dumps({"index": "cw22", "query": "q", "response": _response()})
    with pytest.raises(DumpError, match="not cw22 \\(the line's 'index'\\): correct the line's \"index\" to 'cw12'"):
        list(parse_dump_lines([wrong], {}, "cw22", source="d.jsonl"))
    unnamed = json.dumps({"query": "q", "response": _response()})
    with pytest.raises(DumpError, match="not cw22 \\(--index\\): import it with --index cw12"):
        list(parse_dump_lines([unnamed], {}, "cw22", source="d.jsonl"))


def test_results_of_several_indices_are_refused():
    mixed = _response(ids=("clueweb12-0000wb-00-00001", "clueweb09-en0000-00-00001"), result_index=None)
    with pytest.raises(DumpError, match=r"the dump is of cw09 and cw12 .*several indices"):
        list(parse_dump_lines([json.dumps({"1": mixed})], {"1": "q"}, "cw22"))


def test_texts_of_another_corpus_name_the_right_index_and_write_nothing(tmp_path, capsys):
    rows = [{"qid": "1", "docno": docno, "text": "Tea is better than coffee."} for docno in CW12_IDS]
    assert _import(tmp_path, "cw22", rows, kind="--texts") == 2
    err = capsys.readouterr().err
    assert "2 texts name documents of another corpus than cw22 (--index)" in err
    assert "import them with --index cw12" in err
    assert not (tmp_path / "store").exists()
    assert _import(tmp_path, "cw12", rows, kind="--texts") == 0
    assert "imported 2 page texts" in capsys.readouterr().err
