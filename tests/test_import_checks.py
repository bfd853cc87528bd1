"""`fixtures import` checks every line before anything is written: scores, and bytes that are not UTF-8, too.

From a researcher's review: a result with "score": "high" imported with exit 0 (only a later `run` warned), and
a dump with an invalid byte failed with "'utf-8' codec can't decode byte 0xff in position 4045", no line named.
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from comparative_ir.cli import main
from comparative_ir.cli.shared import EXIT_USAGE
from comparative_ir.recording import DumpError, parse_dump_lines

TOPICS = """<topics>
<topic><number>1</number><title>Which is better, tea or coffee?</title></topic>
<topic><number>2</number><title>Cats or dogs?</title></topic>
</topics>"""


def _result(n: int, score: object = 10.0) -> dict:
    return {"trec_id": f"clueweb12-0000wb-00-0000{n}", "index": "cw12", "score": score, "title": "ü" * 40}


def _line(topic: str, *results: dict) -> str:
    return json.dumps({topic: {"meta": {"indices": ["cw12"]}, "results": list(results)}}, ensure_ascii=False)


def _import(tmp_path: Path, data: bytes, name: str = "dump.jsonl") -> int:
    (tmp_path / "topics.xml").write_text(TOPICS)
    dump = tmp_path / name
    dump.write_bytes(gzip.compress(data) if name.endswith(".gz") else data)
    args = ["fixtures", "import", "--index", "cw12", "--topics", str(tmp_path / "topics.xml")]
    return main([*args, "--responses", str(dump), "--into", str(tmp_path / "store")])


@pytest.mark.parametrize(
    ("score", "shown"),
    [("high", "'high'"), ("", "''"), (True, "True"), ([1], "[1]"), ({"value": 1}, "{'value': 1}")],
    ids=["word", "empty-string", "bool", "list", "object"],
)
def test_a_score_that_is_not_a_number_is_refused_naming_the_line(tmp_path, capsys, score, shown):
    lines = [_line("1", _result(1)), _line("2", _result(1, 5.0), _result(2, score))]
    assert _import(tmp_path, ("\n".join(lines) + "\n").encode()) == EXIT_USAGE
    err = capsys.readouterr().err
    assert f"dump.jsonl:2: result 2: 'score' must be a finite number, not {shown}" in err, err
    assert not (tmp_path / "store").exists()  # not even the good first line


@pytest.mark.parametrize("score", ["NaN", "Infinity", "-Infinity", "1e400"])
def test_a_score_that_is_not_finite_is_refused(score):
    line = '{"1": {"results": [{"trec_id": "clueweb12-0000wb-00-00001", "score": ' + score + "}]}}"
    with pytest.raises(
        DumpError, match=r"dump\.jsonl:1: result 1: 'score' must be a finite number, not (nan|inf|-inf)$"
    ):
        list(parse_dump_lines([line], {"1": "t"}, "cw12", source="dump.jsonl"))


@pytest.mark.parametrize("score", [12.5, -3, 0, "12.5", None], ids=["float", "negative", "zero", "text", "null"])
def test_scores_a_run_ranks_by_still_import(score):
    """What `run` ranks by (a number, or text of one) is kept; no score at all is a minimal result, as before."""
    recs = list(parse_dump_lines([_line("1", _result(1, score))], {"1": "t"}, "cw12"))
    assert recs[0].results[0]["score"] == score
    unscored = '{"1": {"results": [{"trec_id": "clueweb12-0000wb-00-00001"}]}}'
    assert len(next(parse_dump_lines([unscored], {"1": "t"}, "cw12")).results) == 1


@pytest.mark.parametrize("name", ["dump.jsonl", "dump.jsonl.gz"])
def test_a_byte_that_is_not_utf8_is_named_by_its_line(tmp_path, capsys, name):
    good = [_line("1", *(_result(n) for n in range(1, 10))) for _ in range(30)]  # past the decoder's first buffer
    data = ("\n".join(good) + "\n").encode("utf-8")
    bad = _line("2", _result(1)).encode("utf-8").replace(b"clueweb12", b"clue\xffweb12", 1)
    assert len(data) > 8192
    assert _import(tmp_path, b"\xef\xbb\xbf" + data + bad + b"\n", name) == EXIT_USAGE
    err = capsys.readouterr().err
    column = bad.index(b"\xff") + 1
    assert f"cannot read {tmp_path / name}: line 31: 0xff at byte {column} of the line is not UTF-8" in err, err
    assert "position" not in err and "Traceback" not in err
    assert not (tmp_path / "store").exists()


def test_a_dump_with_a_bom_and_crlf_still_imports(tmp_path):
    data = b"\xef\xbb\xbf" + (_line("1", _result(1)) + "\r\n\r\n" + _line("2", _result(2)) + "\r\n").encode("utf-8")
    assert _import(tmp_path, data) == 0
    assert len(list((tmp_path / "store" / "search" / "cw12").glob("*.json"))) == 2


def test_an_integer_beyond_floats_range_is_refused_not_a_traceback():
    """float(10**400) raises OverflowError, which the score reader did not catch (a code review, session 20)."""
    line = '{"1": {"results": [{"trec_id": "clueweb12-0000wb-00-00001", "score": ' + "1" + "0" * 400 + "}]}}"
    with pytest.raises(DumpError, match=r"dump\.jsonl:1: result 1: 'score' must be a finite number"):
        list(parse_dump_lines([line], {"1": "t"}, "cw12", source="dump.jsonl"))
