"""Faults of the live path found by an audit, against a real local HTTP server: each ends in a per-document
fallback or one redacted line, never a traceback, a leaked key or a stalled run."""

import gzip
import json
import threading
import time
from dataclasses import replace
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import ClassVar

import pytest

from comparative_ir.chatnoir import AuthenticationError, ChatNoirClient, ChatNoirError, RetryPolicy, ServerDown
from comparative_ir.documents import DocumentFetcher, TextCache
from comparative_ir.retrieval import Candidate, retrieve

KEY = "fault-key-4711"


class _Handler(BaseHTTPRequestHandler):
    routes: ClassVar[dict] = {}

    def log_message(self, *args):
        pass

    def _answer(self):
        path = self.path.split("?")[0]
        length = int(self.headers.get("Content-Length") or 0)
        if length:
            self.rfile.read(length)
        route = self.routes.get((self.command, path)) or self.routes.get(("*", path))
        if route is None:
            self.send_response(404)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        route(self)

    do_GET = do_POST = _answer


def _send(handler, status, body=b"", headers=None):
    handler.send_response(status)
    for name, value in (headers or {}).items():
        handler.send_header(name, value)
    handler.send_header("Content-Length", str(len(body)))
    handler.end_headers()
    handler.wfile.write(body)


@pytest.fixture
def server():
    routes: ClassVar[dict] = {}
    handler = type("Handler", (_Handler,), {"routes": routes})
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    httpd.daemon_threads = True
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    httpd.routes = routes
    httpd.url = f"http://127.0.0.1:{httpd.server_address[1]}"
    yield httpd
    httpd.shutdown()
    httpd.server_close()


def _client(server, **policy) -> ChatNoirClient:
    values = {"attempts": 2, "initial_wait": 0.01, "max_wait": 0.01, "read_timeout": 2.0} | policy
    return ChatNoirClient(api_key=KEY, base_url=server.url, retry=RetryPolicy(**values))


def _document_error(server, route, **policy) -> ChatNoirError:
    server.routes[("GET", "/cache")] = route
    with pytest.raises(ChatNoirError) as info:
        _client(server, **policy).fetch_document("u-1", "cw12")
    assert not isinstance(info.value, AuthenticationError)  # a per-document failure, not the end of the run
    assert KEY not in str(info.value)
    return info.value


def test_body_that_is_not_the_gzip_it_claims(server):
    error = _document_error(server, lambda h: _send(h, 200, b"not gzip", {"Content-Encoding": "gzip"}))
    assert "Decoding" in str(error)


def test_redirect_loop(server):
    _document_error(server, lambda h: _send(h, 302, headers={"Location": "/cache?uuid=u-1"}))


def test_redirect_to_another_scheme_does_not_show_the_key(server):
    error = _document_error(server, lambda h: _send(h, 302, headers={"Location": f"ftp://127.0.0.1/x?apikey={KEY}"}))
    assert "***" in str(error)


def test_slow_drip_is_cut_off_by_the_body_budget(server):
    def drip(handler):
        handler.send_response(200)
        handler.send_header("Content-Type", "text/html")
        handler.send_header("Content-Length", "1000")
        handler.end_headers()
        for _ in range(100):
            handler.wfile.write(b"x")
            handler.wfile.flush()
            time.sleep(0.1)

    started = time.monotonic()
    error = _document_error(server, drip, attempts=1, total_timeout=0.5)
    assert time.monotonic() - started < 5
    assert "timed out" in str(error)


def test_retry_after_beyond_the_cap_is_treated_as_down(server):
    server.routes[("POST", "/api/v1/_search")] = lambda h: _send(h, 429, b"{}", {"Retry-After": "86400"})
    client = _client(server, attempts=5)
    slept = []
    client.sleep = slept.append
    with pytest.raises(ChatNoirError) as info:
        client.search_page("q", "cw12", 0, 10)
    assert "treated as down" in str(info.value) and not slept


def test_error_detail_echoing_the_key_is_redacted(server):
    body = json.dumps({"message": f"Invalid request: apikey={KEY}"}).encode()
    server.routes[("POST", "/api/v1/_search")] = lambda h: _send(h, 400, body, {"Content-Type": "application/json"})
    with pytest.raises(ChatNoirError) as info:
        _client(server).search_page("q", "cw12", 0, 10)
    assert KEY not in str(info.value) and "***" in str(info.value)


def test_redirected_search_says_so(server):
    server.routes[("POST", "/api/v1/_search")] = lambda h: _send(h, 301, headers={"Location": "/moved/_search"})
    server.routes[("GET", "/moved/_search")] = lambda h: _send(h, 401, b"{}")
    with pytest.raises(AuthenticationError) as info:
        _client(server).search_page("q", "cw12", 0, 10)
    assert "redirected the search" in str(info.value) and "--endpoint" in str(info.value)


def test_key_in_a_page_is_not_kept(server):
    server.routes[("GET", "/cache")] = lambda h: _send(h, 200, f"<a href='?apikey={KEY}'>x</a>".encode())
    fetched = _client(server).fetch_document("u-1", "cw12")
    assert KEY.encode() not in fetched.body and b"***" in fetched.body


def test_malformed_search_results_are_skipped(server):
    results = [
        "a string",
        None,
        {"trec_id": 12345, "score": 9.0},
        {"trec_id": "clueweb12 evil\nline", "score": 8.0},
        {"trec_id": "clueweb12-0000wb-00-00001", "score": 7.0, "cache_uri": f"{server.url}/cache?uuid=u&apikey={KEY}"},
    ]
    body = json.dumps({"meta": [1, 2], "results": results}).encode()
    server.routes[("POST", "/api/v1/_search")] = lambda h: _send(h, 200, body, {"Content-Type": "application/json"})
    cands = retrieve(_client(server), "q", "cw12", 10)
    assert [c.docno for c in cands] == ["clueweb12-0000wb-00-00001"]
    assert KEY not in json.dumps(cands[0].raw)


def test_broken_document_falls_back_and_the_run_goes_on(server):
    server.routes[("GET", "/cache")] = lambda h: _send(h, 200, b"not gzip", {"Content-Encoding": "gzip"})
    cand = Candidate("clueweb12-0000wb-00-00001", "u-1", "cw12", 1.0, 1, "Tea or coffee", "Tea is calmer.")
    documents, summary = DocumentFetcher(_client(server), None, workers=1, progress=False).fetch_all([cand])
    doc = documents[("cw12", "u-1")]
    assert doc.source == "fallback" and "Tea is calmer." in doc.text
    assert summary.failed == 1


TEA = Candidate("clueweb12-0000wb-00-00001", "u-1", "cw12", 1.0, 1, "Tea or coffee", "Tea is calmer.")


def _serve_page(server, page: bytes) -> list:
    """Serve ``page`` for every cache request; the returned list grows by one per request."""
    calls: list = []

    def serve(handler):
        calls.append(1)
        _send(handler, 200, page, {"Content-Type": "text/html"})

    server.routes[("GET", "/cache")] = serve
    return calls


def _fetch_tea(server, cache, **options):
    fetcher = DocumentFetcher(_client(server), cache, workers=1, progress=False, **options)
    return fetcher.fetch_all([TEA])[0][("cw12", "u-1")]


def test_page_cached_as_too_large_is_fetched_again_with_a_larger_limit(server, tmp_path):
    page = b"<html><body><article>" + b"<p>Tea is calmer than coffee, and it is cheaper too.</p>" * 40 + b"</article>"
    calls = _serve_page(server, page)
    cache = TextCache(tmp_path / "cache")

    def fetch(limit):
        return _fetch_tea(server, cache, max_parse_bytes=limit)

    assert fetch(500).source == "fallback"
    assert fetch(500).source == "fallback" and len(calls) == 1  # from the cache
    assert fetch(100_000).source == "fetched" and len(calls) == 2


@pytest.mark.parametrize("gzipped", [False, True])
@pytest.mark.parametrize("chunked", [False, True])
def test_bodies_read_as_they_arrive_decode_like_before(server, gzipped, chunked):
    """read1 (not iter_content) reads the body: gzip and chunked transfer must still come out whole and capped."""
    page = b"<html><body>" + b"<p>Tea is calmer than coffee.</p>" * 3000 + b"</body></html>"
    body = gzip.compress(page) if gzipped else page

    def serve(handler):
        handler.protocol_version = "HTTP/1.1"
        handler.send_response(200)
        handler.send_header("Content-Type", "text/html")
        if gzipped:
            handler.send_header("Content-Encoding", "gzip")
        if not chunked:
            handler.send_header("Content-Length", str(len(body)))
            handler.end_headers()
            handler.wfile.write(body)
            return
        handler.send_header("Transfer-Encoding", "chunked")
        handler.end_headers()
        for i in range(0, len(body), 1000):
            handler.wfile.write(b"%x\r\n%s\r\n" % (len(body[i : i + 1000]), body[i : i + 1000]))
        handler.wfile.write(b"0\r\n\r\n")

    server.routes[("GET", "/cache")] = serve
    client = _client(server)
    fetched = client.fetch_document("u-1", "cw12")
    assert fetched.body == page and not fetched.truncated
    client.max_document_bytes = 5000
    fetched = client.fetch_document("u-1", "cw12")
    assert fetched.truncated and fetched.body == page[:5000]


def test_redirected_document_download_is_not_blamed_on_the_endpoint(server):
    """/cache always redirects to the content host: a 403 there is about the key, not a moved server."""
    server.routes[("GET", "/cache")] = lambda h: _send(h, 301, headers={"Location": "/content/cw12/u-1"})
    server.routes[("GET", "/content/cw12/u-1")] = lambda h: _send(h, 403, b"{}")
    with pytest.raises(AuthenticationError) as info:
        _client(server).fetch_document("u-1", "cw12")
    assert "--endpoint" not in str(info.value) and "document download" in str(info.value)


def test_server_down_on_documents_stops_the_fetch(server):
    server.routes[("GET", "/cache")] = lambda h: _send(h, 503, b"{}", {"Retry-After": "86400"})
    cands = [Candidate(f"clueweb12-0000wb-00-0000{i}", f"u-{i}", "cw12", 1.0, i + 1, "t", "s") for i in range(3)]
    with pytest.raises(ServerDown):
        DocumentFetcher(_client(server), None, workers=1, progress=False).fetch_all(cands)


ODD_KEY = "k3y+with/slash=SECRET&more"  # a key with characters the query string encodes


def _encoded_forms(key: str) -> list[str]:
    from urllib.parse import quote, quote_plus

    return [key, quote(key, safe=""), quote_plus(key)]


def test_a_key_that_needs_encoding_is_redacted_in_every_form(server, tmp_path):
    """Only the key as typed was redacted: requests percent-encodes it in the query string, and a redirect error
    or a page linking back to the cache showed it as "k3y%2Bwith%2Fslash%3DSECRET"."""
    from comparative_ir.recording import FixtureStore

    def redirect(handler):  # to a scheme requests cannot follow, with the query string as requests sent it
        _send(handler, 302, headers={"Location": "ftp://127.0.0.1/x?" + handler.path.split("?", 1)[1]})

    server.routes[("GET", "/cache")] = redirect
    client = ChatNoirClient(api_key=ODD_KEY, base_url=server.url, retry=RetryPolicy(attempts=1))
    with pytest.raises(ChatNoirError) as info:
        client.fetch_document("u-1", "cw12")
    message = str(info.value)
    assert "apikey=***" in message and not any(form in message for form in _encoded_forms(ODD_KEY))

    def page(handler):  # links back with the key in the form the request carried it, and as typed, and escaped
        query = handler.path.split("?", 1)[1]
        body = f"<a href='/cache?{query}'>a</a> <a href='?apikey={ODD_KEY.replace('&', '&amp;')}'>b</a> {ODD_KEY}"
        _send(handler, 200, body.encode(), {"Content-Type": "text/html"})

    server.routes[("GET", "/cache")] = page
    fetched = client.fetch_document("u-1", "cw12")
    body = fetched.body.decode()
    assert not any(form in body for form in _encoded_forms(ODD_KEY)) and "SECRET" not in body
    # and a recorded page with the key in any form keeps none of them
    leaky = replace(fetched, body=" ".join(_encoded_forms(ODD_KEY)).encode() + f" {ODD_KEY}".encode("utf-16-le"))
    store = FixtureStore(tmp_path / "store")
    store.save_document("cw12", "0b6e3f2a-1c2d-5e6f-8a9b-0c1d2e3f4a5b", leaky, ODD_KEY)
    written = b"".join(p.read_bytes() for p in (tmp_path / "store").rglob("*") if p.is_file())
    assert b"SECRET" not in written and "SECRET".encode("utf-16-le") not in written


TEA_PAGE = b"<html><body>" + b"<p>Tea is calmer than coffee, because it has less caffeine.</p>" * 20 + b"</body></html>"


def test_cached_document_features_of_older_feature_code_are_recomputed(server, tmp_path):
    """Document features were cached with the text, keyed only by the cleaning's version: after a change to the
    quality or argument features, reruns kept ranking on the old values."""
    calls = _serve_page(server, TEA_PAGE)
    cache = TextCache(tmp_path / "cache")
    fresh = _fetch_tea(server, cache).features
    assert fresh and fresh["q_score"] > 0
    path = cache.path("cw12", "u-1")
    stored = json.loads(path.read_text())
    stored["features"] = dict.fromkeys(stored["features"], 0.0)  # what older code computed
    stored["features_code"] = "older"
    path.write_text(json.dumps(stored))
    again = _fetch_tea(server, cache)
    assert again.source == "cache" and len(calls) == 1  # the text is reused, not fetched again
    assert again.features == fresh
    assert json.loads(path.read_text())["features"] == fresh  # and stored for the next run


def test_a_read_only_cache_with_features_of_older_code_still_serves_its_texts(server, tmp_path, monkeypatch):
    """Recomputing stale features writes them back; a cache the run cannot write (a read-only file system, here
    simulated at the one write the cache makes) must not stop it."""
    import errno

    from comparative_ir import documents

    _serve_page(server, TEA_PAGE)
    cache = TextCache(tmp_path / "cache")
    _fetch_tea(server, cache)
    path = cache.path("cw12", "u-1")
    stored = json.loads(path.read_text())
    stored["features_code"] = "older"
    path.write_text(json.dumps(stored))

    def read_only(*args, **kwargs):
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(documents, "atomic_write_bytes", read_only)
    doc = _fetch_tea(server, cache)
    assert doc.source == "cache" and doc.features and doc.features["q_score"] > 0


def test_debug_lines_name_each_request_but_never_the_key(server, caplog):
    import logging

    server.routes[("GET", "/cache")] = lambda h: _send(h, 200, b"<p>page</p>")
    server.routes[("POST", "/api/v1/_search")] = lambda h: _send(h, 200, b'{"results": []}')
    with caplog.at_level(logging.DEBUG, logger="comparative_ir"):
        client = _client(server)
        client.search_page("tea or coffee", "cw12", 0, 10)
        client.fetch_document("u-1", "cw12")
    assert "search 'tea or coffee' (cw12, from 0, size 10): HTTP 200" in caplog.text
    assert "document u-1 (cw12): HTTP 200, 11 bytes" in caplog.text
    assert KEY not in caplog.text
