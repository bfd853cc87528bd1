"""The data path against what a server, a fixture store, a dump or the cache may hold (session 18 audit): nothing
escapes the cache, leaks the key, crashes a replay or a recording, or stalls a search. Real HTTP servers throughout
(the fault server of test_client_faults, the ChatNoir stand-in)."""

import contextlib
import errno
import json
import logging
import time

import pytest
import test_client_faults
from test_client_faults import KEY, TEA_PAGE, _client, _send, _serve_page

from comparative_ir import documents, runfile
from comparative_ir.chatnoir import ChatNoirClient, ChatNoirError, FetchedDocument, RetryPolicy
from comparative_ir.cli import main
from comparative_ir.documents import DocumentFetcher, TextCache
from comparative_ir.pipeline import Checkpoint, RunOptions, rank_topics
from comparative_ir.question import ParsedQuestion
from comparative_ir.ranking import FeatureCache, load_weights
from comparative_ir.recording import FixtureStore, RecordedSearch, RecordingBackend, ReplayBackend
from comparative_ir.retrieval import Candidate, document_uuid, fetch_results, retrieve, to_candidates
from comparative_ir.runfile import MAX_SCORE, RankedDoc, atomic_write_bytes, validate_run, write_run
from comparative_ir.topics import Topic

server = test_client_faults.server  # the fault server fixture: a real HTTP server with per-test routes
TREC = "clueweb12-0000wb-00-00001"
QUERY = "Which is better, tea or coffee?"


def _search_answer(server, answer) -> None:
    body = json.dumps(answer).encode()
    server.routes[("POST", "/api/v1/_search")] = lambda h: _send(h, 200, body, {"Content-Type": "application/json"})


def _result(trec_id=TREC, **fields):
    uuid = document_uuid(trec_id, "cw12") if isinstance(trec_id, str) else "0b6e3f2a-1c2d-5e6f-8a9b-0c1d2e3f4a5b"
    return {"trec_id": trec_id, "uuid": uuid, "score": 2.0, "title": "t", "snippet": "s"} | fields


def _fetcher(backend, cache_dir) -> DocumentFetcher:
    return DocumentFetcher(backend, TextCache(cache_dir), workers=1, extract_processes=1, progress=False)


# -- H1: a result's uuid names files ----------------------------------------------------------------------------


def test_a_uuid_that_is_a_path_is_derived_from_the_trec_id_and_writes_nothing_outside_the_cache(
    server, tmp_path, caplog
):
    """The uuid "..", + "../../../../escaped/pwned" climbed from the text cache to tmp_path/escaped/pwned.json."""
    _search_answer(server, {"meta": {}, "results": [_result(uuid="../../../../escaped/pwned")]})
    _serve_page(server, TEA_PAGE)
    cache = tmp_path / "a" / "cache"
    with caplog.at_level(logging.WARNING):
        cands = retrieve(_client(server), QUERY, "cw12", 10)
    assert [c.uuid for c in cands] == [document_uuid(TREC, "cw12")]
    assert f"search {QUERY!r}: 1 results with a malformed uuid" in caplog.text
    documents_, _ = _fetcher(_client(server), cache).fetch_all(cands)
    assert documents_[("cw12", cands[0].uuid)].source == "fetched"
    assert all(cache in path.parents for path in tmp_path.rglob("*") if path.is_file())


def test_replay_of_a_store_with_a_bad_uuid_goes_on(tmp_path):
    """It stopped the whole run with "error: not a document UUID: '../..'", naming no file or topic."""
    store = FixtureStore(tmp_path / "store").ensure()
    store.save_search(RecordedSearch("cw12", QUERY, {}, [_result(uuid="../x"), _result(TREC[:-1] + "2")]))
    backend = ReplayBackend(store)
    cands = retrieve(backend, QUERY, "cw12", 10)
    assert [c.uuid for c in cands] == [document_uuid(TREC, "cw12"), document_uuid(TREC[:-1] + "2", "cw12")]
    _, summary = _fetcher(backend, tmp_path / "cache").fetch_all(cands)
    assert summary.reasons["not-recorded"] == 2


def _topics(tmp_path):
    path = tmp_path / "topics.xml"
    path.write_text(f"<topics><topic><number>1</number><title>{QUERY}</title></topic></topics>")
    return path


@pytest.mark.parametrize(
    ("result", "meta", "message"),
    [
        (_result(uuid="../../x"), {}, "result 1: 'uuid' '../../x' is not a document UUID"),  # H1
        (_result(trec_id=5), {}, "result 1: 'trec_id' must be a document id without spaces, not 5"),  # M9
        (_result(trec_id="clueweb12 a"), {}, "'trec_id' must be a document id without spaces"),  # M9
        (_result(), {"total_results": "many"}, "'meta.total_results' must be a count, not 'many'"),  # H3
        (_result(), {"total_results": [1]}, "'meta.total_results' must be a count"),  # H3
    ],
)
def test_import_refuses_results_a_run_could_not_use(tmp_path, capsys, result, meta, message):
    """Each was imported with exit 0 and failed at replay: a traceback, a bad uuid, or "ChatNoir returned no
    results" (exit 3) for a store problem."""
    dump = tmp_path / "dump.jsonl"
    dump.write_text("\n" + json.dumps({"1": {"meta": meta, "results": [_result(TREC[:-1] + "9"), result]}}) + "\n")
    args = ["fixtures", "import", "--index", "cw12", "--topics", str(_topics(tmp_path)), "--responses", str(dump)]
    assert main([*args, "--into", str(tmp_path / "store")]) == 2
    err = capsys.readouterr().err
    assert f"{dump}:2: " in err and message.replace("result 1", "result 2") in err and "Traceback" not in err
    assert not (tmp_path / "store").exists()


# -- H2, H3: recording and replaying malformed answers -----------------------------------------------------------


@pytest.mark.parametrize(
    "answer",
    [
        {"meta": [1, 2], "results": [_result()]},
        {"meta": "x", "results": [_result()]},
        {"meta": {"total_results": "many"}, "results": [None, 5, "x", _result(), {"trec_id": 7}]},
    ],
    ids=["meta-list", "meta-string", "odd-results"],
)
def test_record_takes_what_a_live_run_takes_and_replays_it_alike(server, tmp_path, answer):
    """--record stopped with a TypeError traceback (meta a list, a null result) or a message saying nothing
    (meta a string), where a plain live run went on."""
    _search_answer(server, answer)
    live = retrieve(_client(server), QUERY, "cw12", 10)
    store = FixtureStore(tmp_path / "store")
    recorded = retrieve(RecordingBackend(_client(server), store, KEY), QUERY, "cw12", 10)
    replayed = retrieve(ReplayBackend(store), QUERY, "cw12", 10)
    assert [c.docno for c in live] == [c.docno for c in recorded] == [c.docno for c in replayed] == [TREC]


@pytest.mark.parametrize("total", [[1], "many", None, True])
def test_replay_takes_a_total_that_is_not_a_count_as_unknown(tmp_path, total):
    """A recorded meta.total_results [1] crashed replay with a traceback, "many" with a message naming no file."""
    store = FixtureStore(tmp_path / "store").ensure()
    results = [_result(f"{TREC[:-1]}{i}") for i in range(3)]
    store.save_search(RecordedSearch("cw12", QUERY, {"total_results": total}, results))
    assert len(retrieve(ReplayBackend(store), QUERY, "cw12", 10)) == 3


# -- H4: the key never reaches the checkpoint ----------------------------------------------------------------------


def test_a_key_the_server_echoes_in_results_never_reaches_the_checkpoint(server, tmp_path):
    """The checkpoint scrubbed only cache_uri: a key echoed in a title, snippet, URL or explanation was on disk."""
    echoed = _result(
        title=f"Tea or coffee {KEY}",
        snippet=f"apikey={KEY} tea",
        target_uri=f"http://x.example/?apikey={KEY}&a=1",
        explanation={"k": KEY, KEY: [f"deep {KEY}"]},
    )
    _search_answer(server, {"meta": {"echo": KEY}, "results": [echoed]})
    cands = retrieve(_client(server), QUERY, "cw12", 10)
    assert cands[0].title == "Tea or coffee ***" and cands[0].snippet == "apikey=*** tea"
    Checkpoint(tmp_path, "fp").save("1", QUERY, cands)
    written = b"".join(path.read_bytes() for path in tmp_path.rglob("*") if path.is_file())
    assert written and KEY.encode() not in written


# -- M1: a search that drips in -------------------------------------------------------------------------------------


def _drip(handler, status: int, pieces: list[bytes], length: int = 1000) -> None:
    """Answer ``status`` with a JSON body sent a piece every 0.1 s (the client may hang up: that is the point)."""
    handler.send_response(status)
    handler.send_header("Content-Type", "application/json")
    handler.send_header("Content-Length", str(length))
    handler.end_headers()
    with contextlib.suppress(OSError):
        for piece in pieces:
            handler.wfile.write(piece)
            handler.wfile.flush()
            time.sleep(0.1)


def test_a_search_whose_body_drips_in_times_out_and_is_retried(server):
    """The read timeout is per socket read: a body that came in a byte at a time never timed out."""
    calls = []

    def drip(handler):
        calls.append(1)
        _drip(handler, 200, [b'{"results": [', *[b" "] * 100])

    server.routes[("POST", "/api/v1/_search")] = drip
    started = time.monotonic()
    with pytest.raises(ChatNoirError, match="failed after 2 attempts: timed out"):
        _client(server, read_timeout=0.3, total_timeout=0.3).search_page(QUERY, "cw12", 0, 10)
    assert time.monotonic() - started < 5 and len(calls) == 2


def test_a_search_that_arrives_slowly_but_steadily_is_read(server):
    """The whole-body budget is the documents' (or --timeout when longer), not --timeout alone: a 100-result page
    on a slow link took longer than a 5 s --timeout and failed (the review of the first version)."""
    body = json.dumps({"meta": {"total_results": 1}, "results": [_result()]}).encode()

    def steady(handler):
        step = len(body) // 8 + 1
        _drip(handler, 200, [body[start : start + step] for start in range(0, len(body), step)], len(body))

    server.routes[("POST", "/api/v1/_search")] = steady
    page = _client(server, read_timeout=0.3, total_timeout=5.0).search_page(QUERY, "cw12", 0, 10)
    assert page["results"][0]["trec_id"] == TREC


def test_an_error_answer_that_drips_in_does_not_hang(server):
    def drip(handler):
        _drip(handler, 400, [b" "] * 100)

    server.routes[("POST", "/api/v1/_search")] = drip
    started = time.monotonic()
    with pytest.raises(ChatNoirError, match="HTTP 400"):
        _client(server, read_timeout=0.3, total_timeout=0.5).search_page(QUERY, "cw12", 0, 10)
    assert time.monotonic() - started < 5


@pytest.mark.parametrize("key", ["s", "1"])
def test_a_short_test_key_leaves_answers_whole(server, tmp_path, key):
    """A key under 8 characters is a test key: redacting it turned "results" into "re***ult***" and every "1" of
    the document ids into "***" (the review of the first version)."""
    _search_answer(server, {"meta": {"total_results": 1}, "results": [_result()]})
    client = ChatNoirClient(api_key=key, base_url=server.url, retry=RetryPolicy(attempts=1))
    cands = retrieve(client, QUERY, "cw12", 10)
    assert [c.docno for c in cands] == [TREC]
    store = FixtureStore(tmp_path / "store").ensure()
    assert fetch_results(RecordingBackend(client, store, secret=key), QUERY, "cw12", 10)[0]["trec_id"] == TREC
    assert [r["trec_id"] for r in fetch_results(ReplayBackend(store), QUERY, "cw12", 10)] == [TREC]


# -- M3: a cache that fills up; output errors name their file -------------------------------------------------------


def _disk_full(*args, **kwargs):
    raise OSError(errno.ENOSPC, "No space left on device")


def test_a_text_cache_that_fills_up_mid_run_is_left_alone(server, tmp_path, monkeypatch, caplog):
    """The cache only saves work: ENOSPC in one download thread stopped the whole run."""
    _serve_page(server, TEA_PAGE)
    cands = [Candidate(f"{TREC[:-1]}{i}", document_uuid(f"{TREC[:-1]}{i}", "cw12"), "cw12", 1.0, i + 1, "t", "s")
             for i in range(3)]  # fmt: skip
    monkeypatch.setattr(documents, "atomic_write_bytes", _disk_full)
    with caplog.at_level(logging.WARNING):
        _, summary = _fetcher(_client(server), tmp_path / "cache").fetch_all(cands)
    assert summary.fetched == 3
    assert sum("cannot write the text cache" in r.message for r in caplog.records) == 1


def test_a_write_error_names_the_file(tmp_path, monkeypatch):
    """ENOSPC surfaces on write or fsync, where OSError names no file: "error: No space left on device"."""
    monkeypatch.setattr(runfile.os, "fsync", _disk_full)
    with pytest.raises(OSError) as info:
        atomic_write_bytes(tmp_path / "run.txt", b"x")
    assert info.value.errno == errno.ENOSPC and info.value.filename == str(tmp_path / "run.txt")
    assert not list(tmp_path.iterdir())


# -- L7: cache entries of the wrong shape ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "damage",
    [{"text": 5}, {"reason": 7}, {"features": {"q_score": "x"}}, "{truncated", "[1, 2]"],  # the last two: silent
)
def test_a_damaged_text_cache_entry_is_a_miss(server, tmp_path, caplog, damage):
    calls = _serve_page(server, TEA_PAGE)
    cand = Candidate(TREC, document_uuid(TREC, "cw12"), "cw12", 1.0, 1, "t", "s")
    cache = tmp_path / "cache"
    first = _fetcher(_client(server), cache).fetch_all([cand])[0][("cw12", cand.uuid)]
    path = TextCache(cache).path("cw12", cand.uuid)
    path.write_text(damage if isinstance(damage, str) else json.dumps(json.loads(path.read_text()) | damage))
    with caplog.at_level(logging.WARNING):
        again = _fetcher(_client(server), cache).fetch_all([cand])[0][("cw12", cand.uuid)]
    assert again.source == "fetched" and again.text == first.text and len(calls) == 2
    assert "text cache entry" in caplog.text and "damaged" in caplog.text
    assert json.loads(path.read_text())["text"] == first.text  # rewritten


@pytest.mark.parametrize("rows", [[{"chatnoir_score": "x"}], [], [{}, {}, {}]])
def test_damaged_feature_rows_are_computed_again(tmp_path, caplog, rows):
    """Rows of the wrong shape gave a TypeError traceback or "error: zip() argument 2 is shorter"."""
    title = "Should cities ban cars?"
    cands = [Candidate(f"d{i}", document_uuid(f"d{i}", "cw22"), "cw22", 10.0 - i, i + 1, f"cars {i}", "ban cars")
             for i in range(3)]  # fmt: skip
    args = (
        [Topic("1", title)],
        {"1": cands},
        {},
        RunOptions(task="controversial"),
        load_weights(None, "controversial"),
        FeatureCache(tmp_path),
        {"1": ParsedQuestion(title, False, (), (), None)},
    )
    first = rank_topics(*args)["1"]
    (entry,) = (tmp_path / "features").rglob("*.json")
    entry.write_text(json.dumps(rows))
    with caplog.at_level(logging.WARNING):
        again = rank_topics(*args)["1"]
    assert [(r.candidate.docno, r.score) for r in again] == [(r.candidate.docno, r.score) for r in first]
    assert "feature cache entry" in caplog.text and len(json.loads(entry.read_text())) == 3


# -- L9: a damaged store is not a download to retry ----------------------------------------------------------------


def test_a_damaged_document_in_a_store_is_named_and_not_a_failed_download(tmp_path, caplog):
    """It counted as a failed download: "every document download failed ... rerun later to fetch the pages"."""
    store = FixtureStore(tmp_path / "store").ensure()
    uuid = document_uuid(TREC, "cw12")
    store.save_search(RecordedSearch("cw12", QUERY, {}, [_result()]))
    store.save_document("cw12", uuid, FetchedDocument(200, "text/html", TEA_PAGE))
    meta = store.document_paths("cw12", uuid)[1]
    meta.write_text('{"status": "ok"}')
    backend = ReplayBackend(store)
    with caplog.at_level(logging.WARNING):
        _, summary = _fetcher(backend, tmp_path / "cache").fetch_all(retrieve(backend, QUERY, "cw12", 10))
    assert summary.failed == 0 and summary.reasons["unreadable-in-store"] == 1
    assert str(meta) in caplog.text


# -- M11: scores a run file cannot print ----------------------------------------------------------------------------


def test_huge_scores_give_a_valid_run(tmp_path, caplog):
    """A ChatNoir score of 1e308 crashed --no-rerank with OverflowError, and the checkpoint kept it for every
    rerun; scores beyond 1e9 also printed values that parse equal after the one-millionth nudge."""
    results = [_result(f"{TREC[:-1]}{i}", score=score) for i, score in enumerate([1e308, 1e300, 5e12, 3.0, 1e-320])]
    with caplog.at_level(logging.WARNING):
        cands = to_candidates(results, "cw12")
    assert [c.score for c in cands][:3] == [MAX_SCORE] * 3 and "3 results with a score beyond" in caplog.text
    ranking = [RankedDoc(d, s) for d, s in [("a", 1e308), ("b", 1e300), ("c", 2e10), ("d", 3.0), ("e", float("nan"))]]
    write_run(tmp_path / "run.txt", {"1": ranking, "2": [RankedDoc(c.docno, c.score) for c in cands]})
    assert validate_run(tmp_path / "run.txt") == []


# -- L3: validate reads bytes, not what replaced them ---------------------------------------------------------------


def test_validate_refuses_bytes_that_are_not_utf8_and_nul_bytes(tmp_path):
    run = tmp_path / "run.txt"
    run.write_bytes(
        b"1 Q0 clueweb12-\xff 1 2.0 tag\n1 Q0 clueweb12-b 2 1.0 t\x00ag\n1 Q0 clueweb12-c\xef\xbf\xbd 3 0.5 tag\n"
    )
    problems = validate_run(run)
    assert f"{run}:1: not valid UTF-8 (byte 0xff)" in problems
    assert f"{run}:2: NUL byte" in problems
    assert not any(f"{run}:3" in problem for problem in problems)  # U+FFFD itself is valid UTF-8


def test_texts_import_into_a_store_recorded_with_odd_results(tmp_path):
    """--record now keeps results that are not objects (replay skips them as a live run does); importing texts into
    such a store read each result's trec_id and stopped with an AttributeError."""
    from comparative_ir.text_import import PageText, import_texts

    store = FixtureStore(tmp_path / "store").ensure()
    store.save_search(RecordedSearch("cw12", QUERY, {}, [None, 5, _result()]))
    done = import_texts(store, [PageText("1", TREC, "Tea is calmer.")], {"1": QUERY}, "cw12")
    assert done.documents == 1 and store.load_document("cw12", document_uuid(TREC, "cw12")) is not None


# -- L10, L12: topic numbers as the topics file reads them; a store file that is a directory ---------------------


def test_dump_and_text_lines_read_a_leading_zero_as_the_topic():
    """<number>01</number> is topic 1; a dump keyed "01" or a text line with qid "01" was "not in the topics file"."""
    from comparative_ir.recording import parse_dump_lines
    from comparative_ir.text_import import parse_text_lines

    titles = {"1": QUERY}
    dump = [json.dumps({"01": {"meta": {}, "results": [_result()]}})]
    assert [r.query for r in parse_dump_lines(dump, titles, "cw12")] == [QUERY]
    texts = [json.dumps({"qid": "01", "docno": TREC, "text": "Tea is better."})]
    assert [p.qid for p in parse_text_lines(texts, titles)] == ["1"]


def test_a_recorded_search_that_is_a_directory_is_named_once(tmp_path):
    from comparative_ir.recording import StoreError

    store = FixtureStore(tmp_path / "store").ensure()
    store.search_path("cw12", QUERY).mkdir(parents=True)
    with pytest.raises(StoreError) as caught:
        ReplayBackend(store).search_page(QUERY, "cw12", 0, 10)
    assert str(caught.value).count(str(store.search_path("cw12", QUERY))) == 1


def test_the_text_cache_never_names_a_file_outside_itself(tmp_path):
    """A checkpoint of an older version may hold a server's uuid "../../x": the cache is where every caller passes
    (the review of the first version resumed such a checkpoint and wrote outside the cache)."""
    from comparative_ir.cleaning import CleanResult

    cache = TextCache(tmp_path / "a" / "b" / "cache")
    for index, uuid in (("cw12", "../../../../escaped"), ("../..", "u-1"), ("cw12", ".."), ("cw12", "a/b")):
        cache.put(index, uuid, CleanResult("Tea is better.", ""))
        assert cache.get(index, uuid) is None
    assert not (tmp_path / "escaped.json").exists() and not list((tmp_path / "a").rglob("*.json"))
    cache.put("cw12", "u-1", CleanResult("Tea is better.", ""))
    assert cache.get("cw12", "u-1").text == "Tea is better."


def test_a_total_written_as_a_float_is_a_count(tmp_path):
    """ "total_results": 194416.0 imported and replayed before the import checks; the first version refused it."""
    from comparative_ir.recording import parse_dump_lines
    from comparative_ir.retrieval import total_count

    dump = [json.dumps({"1": {"meta": {"total_results": 194416.0}, "results": [_result()]}})]
    assert [r.meta["total_results"] for r in parse_dump_lines(dump, {"1": QUERY}, "cw12")] == [194416.0]
    assert total_count(194416.0) == 194416 and total_count(1.5) is None and total_count(-1) is None
