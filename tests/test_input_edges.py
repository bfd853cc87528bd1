"""Hostile input at the edges (a fuzzing review, session 30): each case gets one clear error or the documented
fallback, nothing is written outside the output directory, and every run file written validates."""

import gzip
import json
import re
from pathlib import Path

import pytest

from comparative_ir.cli import main
from comparative_ir.evaluation import read_qrels
from comparative_ir.pipeline import Checkpoint
from comparative_ir.recording import FixtureStore, StoreError
from comparative_ir.runfile import column_problem, format_topic_lines, read_run

TEXT = "Tea is better than coffee because tea has less caffeine. " * 5


def _rerank(path: Path, rows: list[dict]) -> Path:
    with gzip.open(path, "wt", encoding="utf-8") as handle:
        for row in rows:
            handle.write(json.dumps(row) + "\n")
    return path


def _run(tmp_path: Path, inp: Path, *more: str) -> int:
    out = tmp_path / "out"
    return main(["run", "-i", str(inp), "-o", str(out), "--cache-dir", str(tmp_path / "cache"), "--quiet", *more])


def test_a_qid_that_is_a_path_writes_nothing_outside_the_output_directory(tmp_path):
    victim = tmp_path / "victim.json"
    victim.write_text('{"precious": true}', encoding="utf-8")
    rows = [
        {"qid": str(tmp_path / "victim"), "query": "Tea or coffee?", "docno": "d1", "text": TEXT, "score": 2},
        {"qid": "../../escaped", "query": "Milk or juice?", "docno": "d2", "text": TEXT, "score": 1},
    ]
    assert _run(tmp_path, _rerank(tmp_path / "in.jsonl.gz", rows)) == 0
    assert victim.read_text(encoding="utf-8") == '{"precious": true}'
    assert not list(tmp_path.glob("**/escaped*"))
    assert main(["validate", str(tmp_path / "out" / "run.txt")]) == 0
    assert [e.qid for e in read_run(tmp_path / "out" / "run.txt")] == [str(tmp_path / "victim"), "../../escaped"]


def test_a_checkpoint_names_its_file_safely_and_reads_it_back(tmp_path):
    checkpoint = Checkpoint(tmp_path / "out", "fp")
    for qid in ("1", "2022-7", "../x", "/etc/y", "q" * 300, "a/b", "тема"):
        checkpoint.save(qid, f"question {qid}", [])
        assert checkpoint.load(qid, f"question {qid}") == []
    files = list((tmp_path / "out").rglob("*.json"))
    assert len(files) == 7
    assert all(f.parent == checkpoint.dir for f in files)
    assert {f.name for f in files} >= {"1.json", "2022-7.json"}  # the usual ids keep their names (resumable)


def test_two_topics_with_the_same_query_keep_their_own_documents(tmp_path):
    rows = [
        {"qid": q, "query": "Which is better, tea or coffee?", "docno": f"doc-{q}-{i}", "text": f"{TEXT} {q}",
         "score": 10 - i}
        for q in ("1", "2")
        for i in range(3)
    ]  # fmt: skip
    for more in (["--no-rerank"], ["--stance"]):
        assert _run(tmp_path, _rerank(tmp_path / "in.jsonl.gz", rows), *more) == 0
        run = read_run(tmp_path / "out" / "run.txt")
        assert {e.docno for e in run if e.qid == "1"} == {"doc-1-0", "doc-1-1", "doc-1-2"}
        assert {e.docno for e in run if e.qid == "2"} == {"doc-2-0", "doc-2-1", "doc-2-2"}


@pytest.mark.parametrize(
    ("row", "message"),
    [
        ({"qid": "1 2"}, r"'qid' '1 2' cannot be a run file's topic: it holds whitespace"),
        ({"qid": "1\u00852"}, r"'qid' .* cannot be a run file's topic: it holds whitespace"),
        ({"qid": "1\x01"}, r"'qid' .* cannot be a run file's topic: it holds a control character"),
        ({"qid": "q" * 201}, r"'qid' of 201 characters \(at most 200\)"),
        ({"docno": "d\x00x"}, r"'docno' must be a document id without spaces, not 'd\\x00x' \(it holds a control"),
        ({"docno": "d\ud800"}, r"'docno' .* \(it holds a lone surrogate"),
        ({"text": "tea \ud800 coffee"}, r"'text' holds a lone surrogate"),
        ({"score": 10**400}, r"'score' must be a finite number, not 1000000000000000000000000000000000000\.\.\."),
    ],
)
def test_a_re_rank_line_the_run_file_cannot_hold_is_refused_naming_it(tmp_path, capsys, row, message):
    line = {"qid": "1", "query": "Tea or coffee?", "docno": "d1", "text": TEXT, "score": 1, **row}
    path = tmp_path / "in.jsonl"
    path.write_text(json.dumps(line) + "\n", encoding="utf-8")  # ensure_ascii: "\ud800" as JSON writes it
    assert _run(tmp_path, path) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and re.search(r"in\.jsonl:1: (.* )?" + message, err[0]), err
    assert not (tmp_path / "out" / "run.txt").exists()


def test_fixtures_import_checks_every_line_before_it_writes(tmp_path, capsys):
    """A broken escape in line 2 was found only when line 1's search and page were already in the store."""
    lines = [
        {"qid": "1", "docno": "clueweb12-0000wb-00-00001", "text": TEXT},
        {"qid": "2", "docno": "clueweb12-0000wb-00-00002", "text": "tea \ud800"},
    ]
    texts = tmp_path / "t.jsonl"
    texts.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    topics = tmp_path / "topics.xml"
    topics.write_text(
        "<topics><topic><number>1</number><title>Tea or coffee?</title></topic>"
        "<topic><number>2</number><title>Milk or juice?</title></topic></topics>",
        encoding="utf-8",
    )
    store = tmp_path / "st"
    command = ["fixtures", "import", "--index", "cw12", "--texts", str(texts), "--topics", str(topics)]
    assert main([*command, "--into", str(store)]) == 2
    assert "t.jsonl:2: 'text' holds a lone surrogate" in capsys.readouterr().err
    assert not (store / "search").exists() and not (store / "documents").exists()


@pytest.mark.parametrize("tag", ["a\udcffb", "a\x01b", "a\u2028b", "\ufeffa"])
def test_a_tag_the_run_file_cannot_hold_is_refused_before_the_run(tmp_path, capsys, tag):
    topics = Path(__file__).resolve().parents[1] / "fixtures" / "comparative"
    with pytest.raises(SystemExit) as exit_:
        main(["run", "-i", str(topics), "-o", str(tmp_path / "out"), "--tag", tag])
    assert exit_.value.code == 2
    assert "argument --tag: must be one word" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()


def test_column_problem():
    assert column_problem("clueweb12-0000wb-00-00001") is None
    assert column_problem("тема-1") is None
    assert column_problem("") == "it is empty"
    for bad in ("a b", "a\tb", "a\u00a0b", "a\x00b", "a\x7fb", "a\ud800", "\ufeffa"):
        assert column_problem(bad), bad
    with pytest.raises(ValueError, match="cannot be a run file's first column"):
        format_topic_lines("1 2", [], "tag", 10)


@pytest.mark.parametrize(
    ("grade", "message"),
    [
        ("9223372036854775808", "is out of range"),
        ("4294967296", "is out of range"),  # pytrec_eval read it as 0: nDCG 1.000 against trec 0.000
        ("1_0", "is not an integer"),  # int() reads 10, trec_eval 1
        ("\u0661", "is not an integer"),  # an Arabic-Indic one
    ],
)
def test_a_judgment_the_scorers_read_otherwise_is_refused(tmp_path, grade, message):
    qrels = tmp_path / "q.qrels"
    qrels.write_text(f"1 0 d1 {grade}\n1 0 d2 1\n", encoding="utf-8")
    with pytest.raises(ValueError, match=message):
        read_qrels(qrels)


def test_a_judgment_within_range_is_read_as_written(tmp_path):
    qrels = tmp_path / "q.qrels"
    qrels.write_text("1 0 d1 -2\n1 0 d2 +3\n1 0 d3 2147483647\n", encoding="utf-8")
    assert read_qrels(qrels) == {"1": {"d1": -2, "d2": 3, "d3": 2147483647}}


def test_evaluate_refuses_an_out_of_range_judgment_with_exit_2(tmp_path, capsys):
    (tmp_path / "run.txt").write_text("1 Q0 d1 1 3.0 t\n1 Q0 d2 2 2.0 t\n", encoding="utf-8")
    (tmp_path / "q.qrels").write_text("1 0 d1 9223372036854775808\n", encoding="utf-8")
    for command in (["evaluate", str(tmp_path / "run.txt")], ["compare", *[str(tmp_path / "run.txt")] * 2]):
        assert main([*command, "--qrels", str(tmp_path / "q.qrels")]) == 2
        err = capsys.readouterr().err
        assert "q.qrels:1: judgment 9223372036854775808 is out of range" in err and "Traceback" not in err


@pytest.mark.parametrize("meta", ['{"status": Infinity}', '{"status": 1e400}', "[" * 100_000 + "]" * 100_000])
def test_a_damaged_document_meta_is_a_store_error(tmp_path, meta):
    """A run falls back to the title and snippet on a StoreError (named in a warning); an OverflowError or a
    RecursionError was a traceback."""
    store = FixtureStore(tmp_path / "st").ensure()
    from comparative_ir.chatnoir import FetchedDocument

    store.save_document("cw12", "6f0b2b63-2d47-5f1b-9e9f-6a2a5d0f2b1c", FetchedDocument(200, "text/html", b"<p>x</p>"))
    _, meta_path = store.document_paths("cw12", "6f0b2b63-2d47-5f1b-9e9f-6a2a5d0f2b1c")
    meta_path.write_text(meta, encoding="utf-8")
    with pytest.raises(StoreError, match="cannot read recorded document"):
        store.load_document("cw12", "6f0b2b63-2d47-5f1b-9e9f-6a2a5d0f2b1c")


def test_a_store_marker_or_search_nested_too_deeply_is_a_store_error(tmp_path):
    store = FixtureStore(tmp_path / "st").ensure()
    path = store.search_path("cw12", "tea or coffee")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    with pytest.raises(StoreError, match="nested too deeply"):
        store.load_search("cw12", "tea or coffee")
    (tmp_path / "st" / "store.json").write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    with pytest.raises(StoreError, match="nested too deeply"):
        FixtureStore(tmp_path / "st").check_readable()


def test_a_query_shaped_like_another_topics_key_keeps_its_own_documents(tmp_path):
    """A review of the first version: keys "<query> (topic N)" could be a third topic's query, which then took its
    documents."""
    query = "Which is better, tea or coffee?"
    rows = [
        {"qid": "1", "query": query, "docno": "doc-1", "text": TEXT, "score": 3},
        {"qid": "2", "query": query, "docno": "doc-2", "text": TEXT, "score": 2},
        {"qid": "3", "query": f"{query} (topic 1)", "docno": "doc-3", "text": TEXT, "score": 1},
    ]
    assert _run(tmp_path, _rerank(tmp_path / "in.jsonl.gz", rows), "--no-rerank") == 0
    assert [(e.qid, e.docno) for e in read_run(tmp_path / "out" / "run.txt")] == [
        ("1", "doc-1"),
        ("2", "doc-2"),
        ("3", "doc-3"),
    ]


def test_the_lowest_c_int_is_a_judgment(tmp_path):
    qrels = tmp_path / "q.qrels"
    qrels.write_text("1 0 d1 -2147483648\n", encoding="utf-8")
    assert read_qrels(qrels) == {"1": {"d1": -2147483648}}
    qrels.write_text("1 0 d1 -2147483649\n", encoding="utf-8")
    with pytest.raises(ValueError, match="out of range"):
        read_qrels(qrels)
