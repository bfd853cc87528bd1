"""`fixtures import --texts`: page texts keyed by topic and document become a store a replay run reads in full."""

from __future__ import annotations

import gzip
import json

from comparative_ir.cli import main
from comparative_ir.recording import FixtureStore
from comparative_ir.runfile import read_run

TOPICS = """<topics>
<topic><number>1</number><title>Should teachers get tenure?</title></topic>
<topic><number>2</number><title>Should zoos be banned?</title></topic>
</topics>"""
PRO = "Teachers should get tenure. Tenure protects teachers who teach controversial topics. " * 4
CON = "Teachers should not get tenure. Tenure protects bad teachers from being fired. " * 4
NEWS = "The school board met on Tuesday. The meeting lasted two hours and the lunch menu was approved. " * 4


def _write(tmp_path, rows, name="texts.jsonl.gz"):
    (tmp_path / "topics.xml").write_text(TOPICS)
    path = tmp_path / name
    opener = gzip.open if name.endswith(".gz") else open
    with opener(path, "wt", encoding="utf-8") as handle:
        handle.write("".join((row if isinstance(row, str) else json.dumps(row)) + "\n" for row in rows))
    return path


def _import(tmp_path, texts, *extra) -> int:
    args = ["fixtures", "import", "--index", "cw22", "--topics", str(tmp_path / "topics.xml"), "--texts", str(texts)]
    return main([*args, "--into", str(tmp_path / "store"), *extra])


def test_texts_become_a_store_a_stance_run_reads_in_full(tmp_path, capsys):
    """Without it the 2023 texts could not be run at all (a participant's review, 2026-11-26): the only
    controversial data a user could run on were the two invented demo topics."""
    rows = [
        {"qid": "1", "docno": "clueweb22-en0000-00-00003", "text": NEWS},
        {"qid": "1", "docno": "clueweb22-en0000-00-00001", "text": PRO, "title": "Why tenure matters"},
        {"qid": "1", "docno": "clueweb22-en0000-00-00002", "text": CON},
    ]
    texts = _write(tmp_path, rows)
    order = tmp_path / "order.txt"  # the run file gives the search order: 1, 2, 3
    order.write_text("".join(f"1 Q0 clueweb22-en0000-00-0000{n} {n} {10 - n} base\n" for n in (1, 2, 3)))
    assert _import(tmp_path, texts, "--order", str(order)) == 0
    assert "imported 3 page texts" in capsys.readouterr().err
    (search,) = FixtureStore(tmp_path / "store").searches()
    assert search.query == "Should teachers get tenure?"
    assert [r["trec_id"][-1] for r in search.results] == ["1", "2", "3"]
    assert search.results[0]["title"] == "Why tenure matters"
    assert search.results[1]["title"] == CON[:90].strip()  # the first line when no title is given
    out = tmp_path / "out"
    args = ["run", "-i", str(tmp_path / "topics.xml"), "-o", str(out), "--task", "controversial", "--stance"]
    args += ["--replay", str(tmp_path / "store"), "--only-topics", "1", "--cache-dir", str(tmp_path / "c")]
    assert main([*args, "--quiet", "--explain"]) == 0
    labels = {e.docno[-1]: e.stance for e in read_run(out / "run.txt")}
    assert labels == {"1": "PRO", "2": "CON", "3": "NO"}
    rows_out = [json.loads(line) for line in (out / "features.jsonl").read_text().splitlines()]
    assert all(row["features"]["fallback"] == 0.0 for row in rows_out)  # full texts, not title + snippet
    assert main(["validate", str(out / "run.txt")]) == 0


def test_texts_for_a_recorded_search_fill_its_documents_only(tmp_path, capsys):
    (tmp_path / "topics.xml").write_text(TOPICS)
    dump = tmp_path / "dump.jsonl"
    dump.write_text(json.dumps({"1": {"results": [{"trec_id": "clueweb22-en0000-00-00001", "score": 5.0}]}}) + "\n")
    rows = [
        {"qid": "1", "docno": "clueweb22-en0000-00-00001", "text": PRO},
        {"qid": "1", "docno": "clueweb22-en0000-00-00009", "text": CON},  # not among the recorded results
    ]
    texts = _write(tmp_path, rows, "texts.jsonl")
    assert _import(tmp_path, texts, "--responses", str(dump)) == 0
    err = capsys.readouterr().err
    assert "imported 1 page texts" in err and "1 texts name documents" in err
    (search,) = FixtureStore(tmp_path / "store").searches()
    assert len(search.results) == 1


def test_a_bad_text_line_is_named_and_nothing_is_written(tmp_path, capsys):
    good = {"qid": "1", "docno": "clueweb22-en0000-00-00001", "text": PRO}
    for bad, message in (
        ("not json", "texts.jsonl.gz:2: not JSON"),
        ({"qid": "7", "docno": "clueweb22-en0000-00-00002", "text": CON}, "topic '7' is not in the topics file"),
        ({"qid": "1", "docno": "a b", "text": CON}, "'docno' must be a document id without spaces"),
        ({"qid": "1", "docno": "clueweb22-en0000-00-00002", "text": 3}, "'text' must be a string"),
        ({"qid": "1", "docno": "clueweb22-en0000-00-00002", "text": CON, "rank": "first"}, "'rank' must be a"),
    ):
        texts = _write(tmp_path, [good, bad])
        assert _import(tmp_path, texts) == 2
        assert message in capsys.readouterr().err
        assert not (tmp_path / "store").exists()
    assert main(["fixtures", "import", "--index", "cw22", "--topics", str(tmp_path / "topics.xml"), "--into",
                 str(tmp_path / "store")]) == 2  # fmt: skip
    assert "give --responses, --texts or both" in capsys.readouterr().err


def test_lines_of_topics_not_in_the_topics_file_can_be_left_out(tmp_path, capsys):
    """A dump of 25 topics and a topics file of 6 imported nothing (a participant's review, 2026-11-26)."""
    (tmp_path / "topics.xml").write_text(TOPICS)
    dump = tmp_path / "dump.jsonl"
    lines = [{n: {"results": [{"trec_id": f"clueweb22-en0000-00-0000{n}", "score": 1.0}]}} for n in ("1", "7")]
    dump.write_text("".join(json.dumps(line) + "\n" for line in lines))
    texts = _write(tmp_path, [{"qid": "1", "docno": "clueweb22-en0000-00-00001", "text": PRO},
                              {"qid": "8", "docno": "clueweb22-en0000-00-00008", "text": CON}])  # fmt: skip
    assert _import(tmp_path, texts, "--responses", str(dump)) == 2
    assert "topic 7 is not in the topics file (--skip-unknown-topics" in capsys.readouterr().err
    assert _import(tmp_path, texts, "--responses", str(dump), "--skip-unknown-topics") == 0
    err = capsys.readouterr().err
    assert "left out 2 lines of topics not in the topics file: 7, 8" in err and "imported 1 page texts" in err


def test_import_says_what_it_could_not_keep(tmp_path, capsys):
    """From a review of the session's diff: a document given for two topics with different texts, a document
    repeated in a topic, an --order that orders nothing, empty texts and ids of another corpus went by without a
    word, and the first line of every imported page was read twice (it was also written as a heading)."""
    rows = [
        {"qid": "1", "docno": "clueweb22-en0000-00-00009", "text": PRO},
        {"qid": "1", "docno": "clueweb22-en0000-00-00009", "text": PRO},
        {"qid": "2", "docno": "clueweb22-en0000-00-00009", "text": "Zoos should be banned. " * 3},
        {"qid": "2", "docno": "clueweb22-en0000-00-00008", "text": "  "},
    ]
    texts = _write(tmp_path, rows)
    order = tmp_path / "order.txt"
    order.write_text("99 Q0 clueweb22-en0000-00-00001 1 1.0 base\n")
    assert _import(tmp_path, texts, "--order", str(order)) == 0
    err = capsys.readouterr().err
    assert "1 texts repeat a document of their topic" in err
    assert "1 documents come with different texts" in err
    assert "put no new search in order" in err and "1 texts are empty" in err
    body = (tmp_path / "store" / "documents" / "cw22").glob("*.html")
    page = next(p for p in body if "Zoos" in p.read_text())
    body_text = page.read_text().split("<body>", 1)[1]
    assert body_text.count("Zoos should be banned.") == 3  # the text once, no heading repeating its first line
    wrong = _write(tmp_path, [{"qid": "1", "docno": "clueweb12-0000tw-00-00001", "text": PRO}], "wrong.jsonl")
    assert _import(tmp_path, wrong) == 2
    assert "another corpus than cw22" in capsys.readouterr().err
    typed = _write(
        tmp_path, [{"qid": "1", "docno": "clueweb22-en0000-00-00001", "text": PRO, "title": ["a"]}], "t.jsonl"
    )
    assert _import(tmp_path, typed) == 2
    assert "'title' must be a string" in capsys.readouterr().err


def test_the_shared_text_cache_never_serves_another_stores_page(tmp_path, capsys):
    """A researcher's review (session 21): two stores holding different texts for one docno shared the text cache,
    keyed by document id alone, and the second run silently read the first run's page (here: too short, so a
    title + snippet fallback). A re-import of corrected texts did the same."""
    (tmp_path / "topics.xml").write_text(TOPICS)
    cache = tmp_path / "cache"
    fallbacks = []
    for name, text in (("a", "Short page about tenure."), ("b", PRO)):
        rows = tmp_path / f"{name}.jsonl"
        rows.write_text(json.dumps({"qid": "1", "docno": "clueweb22-en0000-00-00001", "text": text}) + "\n")
        args = ["fixtures", "import", "--index", "cw22", "--topics", str(tmp_path / "topics.xml")]
        assert main([*args, "--texts", str(rows), "--into", str(tmp_path / f"store-{name}")]) == 0
        out = tmp_path / f"out-{name}"
        run = ["run", "-i", str(tmp_path / "topics.xml"), "-o", str(out), "--task", "controversial", "--quiet"]
        run += ["--replay", str(tmp_path / f"store-{name}"), "--only-topics", "1", "--cache-dir", str(cache)]
        assert main([*run, "--explain", "--stance"]) == 0
        (row,) = [json.loads(line) for line in (out / "features.jsonl").read_text().splitlines()]
        fallbacks.append((row["features"]["fallback"], next(iter(read_run(out / "run.txt"))).stance))
    assert fallbacks == [(1.0, "NO"), (0.0, "PRO")]
    capsys.readouterr()


def test_the_texts_own_scores_are_kept_as_the_search_scores(tmp_path, capsys):
    """A first stage's scores are the ranking's chatnoir_score; the import replaced them by N ... 1. Without a
    score on every line (or with an order that disagrees with them) the search still scores N ... 1."""
    rows = [
        {"qid": "1", "docno": "clueweb22-en0000-00-00001", "text": PRO, "score": 31.7},
        {"qid": "1", "docno": "clueweb22-en0000-00-00002", "text": CON, "score": 12.2},
        {"qid": "2", "docno": "clueweb22-en0000-00-00003", "text": NEWS, "score": 3.0},
        {"qid": "2", "docno": "clueweb22-en0000-00-00004", "text": NEWS + "More.", "rank": 2},
    ]
    assert _import(tmp_path, _write(tmp_path, rows)) == 0
    searches = {s.query: [r["score"] for r in s.results] for s in FixtureStore(tmp_path / "store").searches()}
    assert searches == {"Should teachers get tenure?": [31.7, 12.2], "Should zoos be banned?": [2.0, 1.0]}
    capsys.readouterr()
