"""The ChatNoir stand-in itself: proves the test helper behaves like the API it replaces."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
import requests
from chatnoir_standin import ChatNoirStandIn, Fault, fixture_hash, fixture_slug, search_fixture_name

KEY = "test-key"
QUERY = "Which is better, a laptop or a desktop?"
UUID = "6cbd6e1e-1fd7-5d6b-8e3c-3c0c2b1f7a11"


def result(i: int, index: str = "cw12") -> dict[str, object]:
    return {
        "index": index,
        "uuid": f"00000000-0000-5000-8000-{i:012d}",
        "score": 100.0 - i,
        "target_uri": f"https://example.org/{i}",
        "title": f"Doc <em>{i}</em>",
        "snippet": "a <em>laptop</em> &amp; a desktop",
        "trec_id": f"clueweb12-0000wb-00-{i:05d}",
        "cache_uri": f"https://chatnoir.eu/cache?uuid=x{i}",
        "explanation": {"value": 1.0},
    }


@pytest.fixture
def standin() -> Iterator[ChatNoirStandIn]:
    with ChatNoirStandIn(store=None, api_key=KEY) as s:
        s.add_search("cw12", QUERY, [result(i) for i in range(30)], meta={"query_time": 7, "total_results": 1234})
        yield s


def search(s: ChatNoirStandIn, **body: object) -> requests.Response:
    payload = {"apikey": KEY, "query": QUERY, "index": ["cw12"], **body}
    return requests.post(f"{s.base_url}/api/v1/_search", json=payload, timeout=5)


def test_search_pages_with_from_and_size(standin: ChatNoirStandIn) -> None:
    pages = [search(standin, **{"from": start, "size": 10}).json() for start in (0, 10, 20, 30)]
    uuids = [r["uuid"] for page in pages for r in page["results"]]
    assert uuids == [result(i)["uuid"] for i in range(30)]
    assert pages[3]["results"] == []
    assert pages[0]["meta"]["total_results"] == 1234
    assert pages[0]["meta"]["query_time"] == 7
    assert pages[0]["meta"]["indices"] == ["cw12"]
    assert "explanation" not in pages[0]["results"][0]
    # past the recorded list: what there is
    assert len(search(standin, **{"from": 25, "size": 10}).json()["results"]) == 5


def test_search_options_and_get(standin: ChatNoirStandIn) -> None:
    minimal = search(standin, size=1, minimal=True, explain=True).json()["results"][0]
    assert set(minimal) == {"index", "uuid", "score", "target_uri", "title", "snippet"}
    explained = search(standin, size=1, explain=True, unknown_field=42).json()["results"][0]
    assert explained["explanation"] == {"value": 1.0}
    got = requests.get(
        f"{standin.base_url}/api/v1/_search",
        params={"apikey": KEY, "query": QUERY, "index": "cw12", "from": 5, "size": 2},
        timeout=5,
    ).json()
    assert [r["uuid"] for r in got["results"]] == [result(5)["uuid"], result(6)["uuid"]]
    phrases = requests.post(
        f"{standin.base_url}/api/v1/_phrases", json={"apikey": KEY, "query": QUERY, "index": "cw12"}, timeout=5
    )
    assert len(phrases.json()["results"]) == 10


def test_search_errors(standin: ChatNoirStandIn) -> None:
    missing = requests.post(f"{standin.base_url}/api/v1/_search", json={"query": QUERY, "index": ["cw12"]}, timeout=5)
    assert missing.status_code == 401
    assert missing.json()["error"]["code"] == 401
    assert search(standin, apikey="wrong").status_code == 401
    assert search(standin, **{"from": 9995, "size": 10}).status_code == 400
    assert search(standin, **{"from": 9990, "size": 10}).status_code == 200
    unknown = search(standin, query="never recorded")
    assert unknown.status_code == 200
    assert unknown.json()["results"] == []
    assert unknown.json()["meta"]["total_results"] == 0
    assert standin.errors == []


def test_search_from_store(tmp_path: Path) -> None:
    assert fixture_slug(QUERY) == "which-is-better-a-laptop-or-a-desktop"
    assert fixture_slug("?!") == "query"
    assert len(fixture_slug("x" * 100)) == 60
    assert len(fixture_hash(QUERY)) == 16
    folder = tmp_path / "search" / "cw22"
    folder.mkdir(parents=True)
    data = {
        "index": "cw22",
        "query": QUERY,
        "meta": {"query_time": 3},
        "results": [result(i, "cw22") for i in range(3)],
    }
    (folder / search_fixture_name(QUERY)).write_text(json.dumps(data), encoding="utf-8")
    (tmp_path / "documents" / "cw22").mkdir(parents=True)
    (tmp_path / "documents" / "cw22" / f"{UUID}.html").write_bytes(b"%PDF-1.4")
    (tmp_path / "documents" / "cw22" / f"{UUID}.json").write_text(
        json.dumps({"uuid": UUID, "index": "cw22", "status": 200, "content_type": "application/pdf"})
    )
    with ChatNoirStandIn(store=tmp_path, api_key=None) as s:
        body = requests.post(f"{s.base_url}/api/v1/_search", json={"query": QUERY, "index": "cw22"}, timeout=5).json()
        assert body["meta"]["total_results"] == 3  # absent from the recording: len(results)
        assert len(body["results"]) == 3
        doc = requests.get(f"{s.base_url}/cache", params={"uuid": UUID, "index": "cw22", "raw": "true"}, timeout=5)
        assert doc.content == b"%PDF-1.4"
        assert doc.headers["Content-Type"] == "application/pdf"


def test_cache_redirects_to_content_host(standin: ChatNoirStandIn) -> None:
    page = "<html><body>caf\xe9</body></html>".encode("latin-1")  # invalid UTF-8 on purpose
    standin.serve_document("cw12", UUID, page)
    params = {"uuid": UUID, "index": "cw12", "raw": "true", "apikey": KEY}
    first = requests.get(f"{standin.base_url}/cache", params=params, allow_redirects=False, timeout=5)
    assert first.status_code == 301
    assert first.headers["Location"].startswith(f"{standin.content_base_url}/cw12/{UUID}?")
    doc = requests.get(f"{standin.base_url}/cache", params=params, timeout=5)
    assert doc.status_code == 200
    assert doc.content == page
    assert doc.headers["Content-Type"] == "text/html; charset=utf-8"
    assert [(r.host, r.path) for r in standin.requests[-2:]] == [("api", "/cache"), ("content", f"/cw12/{UUID}")]
    assert standin.requests[-1].query == {"raw": "true", "apikey": KEY}


def test_cache_errors(standin: ChatNoirStandIn) -> None:
    params = {"uuid": UUID, "index": "cw12", "raw": "true"}
    assert requests.get(f"{standin.base_url}/cache", params=params, timeout=5).status_code == 401
    missing = requests.get(f"{standin.base_url}/cache", params={**params, "apikey": KEY}, timeout=5)
    assert missing.status_code == 404
    standin.serve_document("cw12", UUID, b"hello")
    no_key = requests.get(f"{standin.content_base_url}/cw12/{UUID}", params={"raw": "true"}, timeout=5)
    assert no_key.status_code == 401


def test_fault_status_with_retry_after(standin: ChatNoirStandIn) -> None:
    standin.inject(Fault("status", status=429, headers={"Retry-After": "1"}, path_prefix="/api/v1/_search", count=2))
    assert requests.get(f"{standin.base_url}/nothing", timeout=5).status_code == 404  # prefix does not match
    for _ in range(2):
        answer = search(standin)
        assert answer.status_code == 429
        assert answer.headers["Retry-After"] == "1"
    assert search(standin).status_code == 200
    assert standin.pending_faults == 0


def test_fault_drop(standin: ChatNoirStandIn) -> None:
    standin.inject(Fault("drop"))
    with pytest.raises(requests.ConnectionError):
        search(standin)
    assert search(standin).status_code == 200


def test_fault_drop_mid_body(standin: ChatNoirStandIn) -> None:
    standin.serve_document("cw12", UUID, b"<p>" + b"x" * 100_000 + b"</p>")
    standin.inject(Fault("drop_mid_body", host="content"))
    params = {"uuid": UUID, "index": "cw12", "raw": "true", "apikey": KEY}
    with pytest.raises(requests.exceptions.ChunkedEncodingError):
        requests.get(f"{standin.base_url}/cache", params=params, timeout=5)
    assert len(requests.get(f"{standin.base_url}/cache", params=params, timeout=5).content) == 100_007


def test_fault_hang_times_out_and_close_is_prompt() -> None:
    s = ChatNoirStandIn(api_key=KEY).start()
    s.inject(Fault("hang", seconds=60))
    with pytest.raises(requests.Timeout):
        requests.post(f"{s.base_url}/api/v1/_search", json={"apikey": KEY, "query": "q"}, timeout=0.3)
    started = time.monotonic()
    s.close()
    assert time.monotonic() - started < 1.5


def test_fault_short_hang_then_answers(standin: ChatNoirStandIn) -> None:
    standin.inject(Fault("hang", seconds=0.3))
    started = time.monotonic()
    assert search(standin).status_code == 200
    assert time.monotonic() - started >= 0.3


def test_latency_and_concurrency(standin: ChatNoirStandIn) -> None:
    standin.latency = 0.3
    started = time.monotonic()
    with ThreadPoolExecutor(max_workers=4) as pool:
        answers = list(pool.map(lambda start: search(standin, **{"from": start, "size": 5}), range(0, 20, 5)))
    elapsed = time.monotonic() - started
    assert all(answer.status_code == 200 for answer in answers)
    assert 0.3 <= elapsed < 1.0  # served concurrently, not 4 x 0.3 s


def test_request_log(standin: ChatNoirStandIn) -> None:
    search(standin, **{"from": 20, "size": 7})
    (seen,) = standin.requests
    assert (seen.method, seen.host, seen.path) == ("POST", "api", "/api/v1/_search")
    assert seen.body is not None
    assert (seen.body["from"], seen.body["size"], seen.body["index"]) == (20, 7, ["cw12"])
    assert seen.headers["Content-Type"] == "application/json"
    standin.clear_requests()
    assert standin.requests == []
