import json
import logging

import pytest

from comparative_ir.chatnoir import FetchedDocument
from comparative_ir.recording import (
    DumpError,
    FixtureStore,
    QueryNotRecorded,
    RecordedSearch,
    RecordingBackend,
    ReplayBackend,
    StoreError,
    parse_dump_lines,
    query_slug,
    search_filename,
)
from comparative_ir.retrieval import document_uuid, fetch_results, retrieve


def _results(n, index="cw12", tie_at=None):
    out = []
    for i in range(n):
        trec_id = f"clueweb12-0000wb-00-{i:05d}"
        score = 1000.0 - i if tie_at is None or i != tie_at else 1000.0 - (i - 1)
        out.append(
            {
                "index": index,
                "uuid": document_uuid(trec_id, index),
                "trec_id": trec_id,
                "score": score,
                "title": f"Doc <em>{i}</em> &amp; more",
                "snippet": "x",
                "target_uri": f"http://example.com/{i}",
                "cache_uri": f"https://cache.example/?uuid=u{i}&index=cw12&token=SIGNED{i}",
            }
        )
    return out


def test_slug_rules():
    assert query_slug("Which is better, a laptop or a desktop?") == "which-is-better-a-laptop-or-a-desktop"
    assert query_slug("???") == "query"
    long = "a" * 59 + " b c"
    assert not query_slug(long).endswith("-")
    assert search_filename("x").startswith("x--") and len(search_filename("x")) == len("x--") + 16 + len(".json")


def test_replay_pages_and_warns_once(tmp_path, caplog):
    store = FixtureStore(tmp_path / "store").ensure()
    store.save_search(RecordedSearch("cw12", "q", {"total_results": 5000}, _results(15)))
    backend = ReplayBackend(store)
    page = backend.search_page("q", "cw12", 10, 3)
    assert [r["trec_id"][-2:] for r in page["results"]] == ["10", "11", "12"]
    with caplog.at_level(logging.WARNING):
        got = fetch_results(backend, "q", "cw12", 100)
        fetch_results(backend, "q", "cw12", 100)
    assert len(got) == 15
    assert sum("asks for more (from + size = 100)" in r.message for r in caplog.records) == 1


def test_replay_warns_about_short_recordings_once_per_run(tmp_path, caplog):
    """Only the first query recorded with fewer results than asked is a warning; the others are info lines."""
    store = FixtureStore(tmp_path / "store").ensure()
    for query in ("q1", "q2", "q3"):
        store.save_search(RecordedSearch("cw12", query, {"total_results": 5000}, _results(15)))
    backend = ReplayBackend(store)
    with caplog.at_level(logging.INFO):
        for query in ("q1", "q2", "q3"):
            assert len(fetch_results(backend, query, "cw12", 50)) == 15
    short = [r for r in caplog.records if "asks for more" in r.message]
    assert [r.levelno for r in short] == [logging.WARNING, logging.INFO, logging.INFO]
    assert "'q1'" in short[0].message and "without --quiet" in short[0].message


def test_replay_unknown_query_names_query_and_store(tmp_path):
    store = FixtureStore(tmp_path / "s").ensure()
    with pytest.raises(QueryNotRecorded, match=r"'never asked'.*fixture store .*s"):
        ReplayBackend(store).search_page("never asked", "cw12", 0, 10)


def test_replay_requires_a_store(tmp_path):
    with pytest.raises(StoreError, match="does not exist"):
        ReplayBackend(FixtureStore(tmp_path / "nothing"))
    (tmp_path / "plain").mkdir()
    with pytest.raises(StoreError, match="no store\\.json"):
        ReplayBackend(FixtureStore(tmp_path / "plain"))


def test_candidates_order_by_score_then_docno_and_dedupe(tmp_path):
    results = _results(5)
    results[3]["score"] = results[1]["score"]  # tie between docs 1 and 3
    results.append(dict(results[0], score=1.0))  # duplicate docno with a lower score
    store = FixtureStore(tmp_path).ensure()
    store.save_search(RecordedSearch("cw12", "q", {}, results))
    cands = retrieve(ReplayBackend(store), "q", "cw12", 100)
    assert [c.docno[-1] for c in cands] == ["0", "1", "3", "2", "4"]
    assert [c.chatnoir_rank for c in cands] == [1, 2, 3, 4, 5]
    assert cands[0].title == "Doc 0 & more"


class _Fake:
    def __init__(self, results):
        self.results = results

    def search_page(self, query, index, start, size):
        return {"meta": {"total_results": len(self.results)}, "results": self.results[start : start + size]}

    def fetch_document(self, uuid, index):
        return FetchedDocument(200, "text/html", b"<html>SECRETKEY page</html>")


def test_recording_scrubs_tokens_and_key(tmp_path):
    store = FixtureStore(tmp_path / "rec")
    results = _results(250)
    results[0]["snippet"] = "mentions SECRETKEY"
    backend = RecordingBackend(_Fake(results), store, secret="SECRETKEY")
    fetch_results(backend, "q", "cw12", 250)
    backend.fetch_document(results[0]["uuid"], "cw12")
    recorded = store.load_search("cw12", "q")
    assert recorded is not None and len(recorded.results) == 250
    for path in (tmp_path / "rec").rglob("*"):
        if path.is_file():
            data = path.read_bytes()
            assert b"SECRETKEY" not in data and b"SIGNED" not in data, path
    assert "uuid=u0" in recorded.results[0]["cache_uri"]
    assert ReplayBackend(store).search_page("q", "cw12", 200, 100)["results"][-1]["trec_id"] == results[-1]["trec_id"]


def test_dump_lines_both_forms_and_missing_fields():
    topic_line = json.dumps(
        {"3": {"meta": {"query_time": 1}, "results": [{"trec_id": "t1", "score": 1, "explanation": None}]}}
    )
    query_line = json.dumps({"index": "cw22", "query": "free text", "response": {"results": []}})
    recs = list(parse_dump_lines([topic_line, "", query_line], {"3": "Title three?"}, "cw12"))
    assert [(r.index, r.query, len(r.results)) for r in recs] == [("cw12", "Title three?", 1), ("cw22", "free text", 0)]
    assert recs[0].meta["total_results"] == 1


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("not json", "not JSON"),
        ('{"9": {"results": []}}', "topic 9 is not in the topics file"),
        ('{"3": {"meta": {}}}', "no 'results' list"),
        ('{"3": {"results": [{"score": 1}]}}', "neither uuid nor trec_id"),
        # a code review, session 29: imported, then replayed as "ChatNoir returned no results" (exit 3)
        ('{"3": {"results": [{"uuid": "9f5a0816-438a-5b27-995d-38e7c10c1d40"}]}}', "no result has a 'trec_id'"),
        ('{"3": {"results": [{"uuid": "u"}], "meta": [1]}}', "'meta' is not an object"),  # was a traceback
        ('{"query": null, "response": {"results": []}}', "'query' must be a non-empty string"),  # was "None"
        ('{"query": ["a"], "response": {"results": []}}', "'query' must be a non-empty string"),
        ('{"index": "cw99", "query": "q", "response": {"results": []}}', "dump.jsonl:1: unknown"),
    ],
)
def test_dump_errors(line, message):
    with pytest.raises(DumpError, match=message):
        list(parse_dump_lines([line], {"3": "t"}, "cw12", source="dump.jsonl"))


def test_a_result_without_trec_id_among_others_is_imported_and_skipped_as_live():
    """A review of session 29's diff: refusing the whole dump for one uuid-only result went too far; a live run and
    a replay skip such a result with a warning. Only a response none of whose results has one is refused."""
    for missing in ({}, {"trec_id": None}, {"trec_id": ""}):
        results = [
            {"uuid": "9f5a0816-438a-5b27-995d-38e7c10c1d40", **missing},
            {"trec_id": "clueweb12-1715wb-31-22014", "score": 1},
        ]
        line = json.dumps({"3": {"results": results}})
        (recording,) = parse_dump_lines([line], {"3": "t"}, "cw12", source="dump.jsonl")
        assert len(recording.results) == 2
        line = json.dumps({"3": {"results": results[:1]}})
        with pytest.raises(DumpError, match=r"no result has a 'trec_id'.*minimal=true"):
            list(parse_dump_lines([line], {"3": "t"}, "cw12", source="dump.jsonl"))


def test_empty_title_result_falls_back_to_relaxed_query(tmp_path, caplog):
    from comparative_ir.pipeline import RunOptions, relaxed_query, run_pipeline
    from comparative_ir.topics import Topic

    title = "Which is better, tea or coffee?"
    assert relaxed_query(title) == "tea coffee"
    store = FixtureStore(tmp_path / "s").ensure()
    store.save_search(RecordedSearch("cw12", title, {"total_results": 0}, []))
    store.save_search(RecordedSearch("cw12", "tea coffee", {}, _results(3)))
    store.save_search(RecordedSearch("cw12", "Cats or dogs?", {"total_results": 0}, []))  # relaxed query unrecorded
    topics = [Topic("1", title), Topic("2", "Cats or dogs?")]
    with caplog.at_level(logging.WARNING):
        summary = run_pipeline(
            topics, ReplayBackend(store), RunOptions(rerank=False, depth=10), tmp_path / "out" / "run.txt", "replay"
        )
    lines = (tmp_path / "out" / "run.txt").read_text().splitlines()
    assert len(lines) == 3 and all(line.startswith("1 ") for line in lines)
    assert summary.empty_topics == ["2"]
    assert any("'cats dogs' has no recording" in r.message for r in caplog.records)


@pytest.mark.parametrize(
    ("what", "content", "message"),
    [
        ("document", '{"status": "ok"}', "cannot read recorded document"),
        ("document", "[]", "cannot read recorded document"),
        ("document", '{"status"', "cannot read recorded document"),
        ("search", "[1, 2]", "not a recorded search"),
        ("search", '{"query": "q", "meta": [1], "results": []}', "not a recorded search"),
    ],
)
def test_a_corrupt_store_file_is_named(tmp_path, what, content, message):
    """A corrupt document meta file stopped replay with an error naming no file, or (like a search file that is
    a list) with a traceback."""
    store = FixtureStore(tmp_path / "store").ensure()
    uuid = "0b6e3f2a-1c2d-5e6f-8a9b-0c1d2e3f4a5b"
    store.save_document("cw12", uuid, FetchedDocument(200, "text/html", b"<p>x</p>"))
    store.save_search(RecordedSearch("cw12", "q", {}, []))
    path = store.document_paths("cw12", uuid)[1] if what == "document" else store.search_path("cw12", "q")
    path.write_text(content)
    with pytest.raises(StoreError, match=message) as info:
        store.load_document("cw12", uuid) if what == "document" else store.load_search("cw12", "q")
    assert str(path) in str(info.value)


def test_a_recorded_documents_status_type_and_truncation_replay_as_recorded(tmp_path):
    """A mutation audit (session 21) found no test of a document's metadata: a recorded 404 PDF could replay as a
    200 HTML page, and a replay would no longer match the live run."""
    store = FixtureStore(tmp_path / "store").ensure()
    uuid = "0b7a2f42-9a3e-5c2d-8f6e-1234567890ab"
    recorded = FetchedDocument(status=404, content_type="application/pdf", body=b"%PDF-1.4", truncated=True)
    store.save_document("cw12", uuid, recorded)
    assert store.load_document("cw12", uuid) == recorded
