"""Client, retry and error behaviour over real HTTP against the local ChatNoir stand-in."""

import time

import pytest
from chatnoir_standin import ChatNoirStandIn, Fault, search_fixture_name

from comparative_ir.chatnoir import AuthenticationError, ChatNoirClient, ChatNoirError, RetryPolicy, parse_retry_after
from comparative_ir.cli import main
from comparative_ir.recording import search_filename
from comparative_ir.retrieval import document_uuid, fetch_results, retrieve

KEY = "test-key-0123456789"
QUERY = "Which is better, tea or coffee?"
FAST = RetryPolicy(attempts=4, initial_wait=0.01, max_wait=0.05, connect_timeout=2, read_timeout=2)


def _results(n):
    out = []
    for i in range(n):
        trec_id = f"clueweb12-0000wb-00-{i:05d}"
        out.append(
            {
                "index": "cw12",
                "uuid": document_uuid(trec_id, "cw12"),
                "trec_id": trec_id,
                "score": 500.0 - i // 2,  # pairs of tied scores
                "title": f"<em>Tea</em> or coffee {i}",
                "snippet": "s",
                "target_uri": f"http://example.org/{i}",
            }
        )
    return out


@pytest.fixture
def standin():
    with ChatNoirStandIn(store=None, api_key=KEY) as server:
        server.add_search("cw12", QUERY, _results(250), meta={"total_results": 250, "query_time": 3})
        yield server


def _client(server, **kw):
    return ChatNoirClient(api_key=KEY, base_url=server.base_url, retry=kw.pop("retry", FAST), **kw)


def test_slug_matches_independent_implementation():
    for q in [QUERY, "", "Ünïcödé vs. ascii?", "a" * 59 + " " + "b" * 10, "x" * 200]:
        assert search_filename(q) == search_fixture_name(q)


def test_paging_sends_from_and_explicit_index(standin):
    results = fetch_results(_client(standin), QUERY, "cw12", 250)
    assert len(results) == 250
    bodies = [r.body for r in standin.requests if r.path == "/api/v1/_search"]
    assert [(b["from"], b["size"]) for b in bodies] == [(0, 100), (100, 100), (200, 50)]
    assert all(b["index"] == ["cw12"] and "start" not in b for b in bodies)
    assert len({r["trec_id"] for r in results}) == 250


def test_503_three_times_then_200_succeeds(standin):
    standin.inject(Fault("status", status=503, count=3))
    candidates = retrieve(_client(standin), QUERY, "cw12", 10)
    assert len(candidates) == 10
    assert len(standin.requests) == 4


def test_429_with_retry_after_waits_and_succeeds(standin):
    standin.inject(Fault("status", status=429, headers={"Retry-After": "1"}))
    started = time.monotonic()
    page = _client(standin).search_page(QUERY, "cw12", 0, 5)
    elapsed = time.monotonic() - started
    assert len(page["results"]) == 5
    assert 0.95 <= elapsed < 3
    first, second = standin.requests
    assert second.time - first.time >= 0.95


def test_401_fails_at_once_without_retry(standin):
    client = ChatNoirClient(api_key="wrong", base_url=standin.base_url, retry=FAST)
    with pytest.raises(AuthenticationError, match="rejected the API key"):
        client.search_page(QUERY, "cw12", 0, 5)
    assert len(standin.requests) == 1


def test_403_fails_at_once(standin):
    standin.inject(Fault("status", status=403))
    with pytest.raises(AuthenticationError, match="refused access"):
        _client(standin).search_page(QUERY, "cw12", 0, 5)
    assert len(standin.requests) == 1


def test_server_that_never_answers_gives_up_after_attempts(standin):
    standin.inject(Fault("hang", seconds=30, count=10))
    policy = RetryPolicy(attempts=3, initial_wait=0.01, max_wait=0.02, connect_timeout=1, read_timeout=0.3)
    started = time.monotonic()
    with pytest.raises(ChatNoirError, match="failed after 3 attempts: timed out") as info:
        _client(standin, retry=policy).search_page(QUERY, "cw12", 0, 5)
    assert time.monotonic() - started < 5
    assert len(standin.requests) == 3
    assert KEY not in str(info.value)


def test_dropped_connections_are_retried(standin):
    standin.inject(Fault("drop", count=2))
    assert len(_client(standin).search_page(QUERY, "cw12", 0, 5)["results"]) == 5


def test_dead_server_message_has_no_key():
    policy = RetryPolicy(attempts=2, initial_wait=0.01, max_wait=0.01, connect_timeout=0.5, read_timeout=0.5)
    client = ChatNoirClient(api_key=KEY, base_url="http://127.0.0.1:9", retry=policy)
    with pytest.raises(ChatNoirError) as info:
        client.fetch_document("00000000-0000-0000-0000-000000000000", "cw12")
    assert "connection refused" in str(info.value) and KEY not in str(info.value)


def test_retry_after_http_date():
    assert parse_retry_after("Wed, 21 Oct 2015 07:28:00 GMT", now=1445412470.0) == pytest.approx(10.0)
    assert parse_retry_after("garbage") is None
    assert parse_retry_after("2") == 2.0


def test_fetch_document_follows_cross_host_redirect_with_key(standin):
    uuid = document_uuid("clueweb12-0000wb-00-00001", "cw12")
    standin.serve_document("cw12", uuid, b"<html><body>hello</body></html>")
    doc = _client(standin).fetch_document(uuid, "cw12")
    assert doc is not None and doc.body.startswith(b"<html>")
    assert [r.host for r in standin.requests] == ["api", "content"]
    assert _client(standin).fetch_document(document_uuid("nope", "cw12"), "cw12").status == 404


def _topics(tmp_path):
    in_dir = tmp_path / "in"
    in_dir.mkdir()
    (in_dir / "topics.xml").write_text(f"<topics><topic><number>7</number><title>{QUERY}</title></topic></topics>")
    return in_dir


def test_cli_401_one_clear_line_nonzero_exit(standin, tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("CHATNOIR_API_KEY", "wrong-key-xyz")
    code = main(["run", "-i", str(_topics(tmp_path)), "-o", str(tmp_path / "o"), "--endpoint", standin.base_url])
    assert code == 3
    err = [line for line in capsys.readouterr().err.splitlines() if "error" in line]
    assert len(err) == 1 and "HTTP 401" in err[0] and "wrong-key-xyz" not in err[0]
    assert len(standin.requests) == 1
    assert not (tmp_path / "o" / "run.txt").exists()


def test_record_then_replay_is_identical_and_key_free(standin, tmp_path, monkeypatch):
    monkeypatch.setenv("CHATNOIR_API_KEY", KEY)
    in_dir = _topics(tmp_path)
    store = tmp_path / "store"
    live = ["run", "-i", str(in_dir), "-o", str(tmp_path / "live"), "--endpoint", standin.base_url, "--depth", "150"]
    assert main([*live, "--record", str(store), "--no-rerank", "--quiet"]) == 0
    monkeypatch.delenv("CHATNOIR_API_KEY")
    replay = ["run", "-i", str(in_dir), "-o", str(tmp_path / "replay"), "--replay", str(store), "--depth", "150"]
    assert main([*replay, "--no-rerank", "--quiet"]) == 0
    live_run = (tmp_path / "live" / "run.txt").read_bytes()
    assert live_run == (tmp_path / "replay" / "run.txt").read_bytes()
    assert len(live_run.splitlines()) == 150
    for path in tmp_path.rglob("*"):
        if path.is_file():
            assert KEY.encode() not in path.read_bytes(), path
    assert main(["validate", str(tmp_path / "replay" / "run.txt"), "--topics", str(in_dir / "topics.xml")]) == 0
