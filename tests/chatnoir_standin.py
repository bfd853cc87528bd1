"""A local stand-in for the ChatNoir API, for tests.

Two real HTTP servers on 127.0.0.1 (ephemeral ports, daemon threads):

- the *API host* (``base_url``): ``POST|GET /api/v1/_search``, ``POST|GET /api/v1/_phrases`` and
  ``GET /cache?uuid=...&index=...&raw=true``, which answers ``301`` to the content host;
- the *content host* (``content_base_url``): ``GET /{index}/{uuid}?raw=true&apikey=...``.

Answers come from a fixture store (``docs/fixture-format.md``) and/or from data injected at run time
(``add_search``, ``serve_document``; injected data wins). Faults (``Fault``) are applied in FIFO order to the
next matching requests; ``latency`` delays every request. Every request is logged in ``requests``.

    with ChatNoirStandIn(store=None, api_key="test-key") as chatnoir:
        chatnoir.add_search("cw12", "laptop or desktop", results)
        chatnoir.inject(Fault("status", status=429, headers={"Retry-After": "1"}))
        ...  # point the client at chatnoir.base_url
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import re
import socket
import socketserver
import threading
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from types import TracebackType
from typing import Any, Literal
from urllib.parse import parse_qs, urlencode, urlsplit

__all__ = [
    "MINIMAL_FIELDS",
    "RESULT_WINDOW",
    "ChatNoirStandIn",
    "Fault",
    "SeenRequest",
    "fixture_hash",
    "fixture_slug",
    "search_fixture_name",
]

RESULT_WINDOW = 10_000
"""ChatNoir caps ``from + size`` at this many results."""
MINIMAL_FIELDS = ("index", "uuid", "score", "target_uri", "title", "snippet")
"""The result fields kept when a request asks for ``minimal``."""
SEARCH_PATHS = ("/api/v1/_search", "/api/v1/_phrases")
FAULT_KINDS = frozenset({"status", "drop", "drop_mid_body", "hang"})
DEFAULT_CONTENT_TYPE = "text/html; charset=utf-8"

_NAME_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*$")  # index names and UUIDs: no path tricks
_TRUE = frozenset({"1", "true", "yes", "on"})


# --------------------------------------------------------------------------------------------- fixture names


def fixture_slug(query: str) -> str:
    """The human-readable part of a search file name, exactly as ``docs/fixture-format.md`` says.

    Lower-case, every run of characters other than ``a-z0-9`` replaced by ``-``, trimmed of ``-``, cut to 60
    characters and trimmed again, ``query`` when empty. Written independently of the production code on purpose:
    a test compares the two.
    """
    slug = re.sub(r"[^a-z0-9]+", "-", query.lower()).strip("-")[:60].strip("-")
    return slug or "query"


def fixture_hash(query: str) -> str:
    """First 16 hex digits of the SHA-256 of the exact query string in UTF-8."""
    return hashlib.sha256(query.encode("utf-8")).hexdigest()[:16]


def search_fixture_name(query: str) -> str:
    """``<slug>--<hash>.json``: the file name of a query's search file inside ``search/<index>/``."""
    return f"{fixture_slug(query)}--{fixture_hash(query)}.json"


# ---------------------------------------------------------------------------------------------- public types


@dataclass
class Fault:
    """A fault for the next ``count`` requests whose path starts with ``path_prefix`` (any path when None).

    ``kind``:
      - ``"status"``: answer ``status`` with ``headers`` (e.g. ``{"Retry-After": "1"}``) and a JSON error body;
      - ``"drop"``: read the request, then close the connection without sending a byte;
      - ``"drop_mid_body"``: send ``200`` and headers whose ``Content-Length`` exceeds what follows, half the
        body, then close;
      - ``"hang"``: wait ``seconds``, then answer normally (the wait ends early, without an answer, on close).

    ``host`` restricts the fault to the ``"api"`` or the ``"content"`` host (both when None).
    """

    kind: Literal["status", "drop", "drop_mid_body", "hang"]
    status: int = 503
    headers: dict[str, str] = field(default_factory=dict)
    seconds: float = 0.0
    path_prefix: str | None = None
    count: int = 1
    host: Literal["api", "content"] | None = None

    def __post_init__(self) -> None:
        if self.kind not in FAULT_KINDS:
            raise ValueError(f"unknown fault kind {self.kind!r}; expected one of {sorted(FAULT_KINDS)}")
        if self.count < 1:
            raise ValueError("Fault.count must be at least 1")
        if self.host not in (None, "api", "content"):
            raise ValueError(f"Fault.host must be 'api', 'content' or None, not {self.host!r}")

    def matches(self, host: str, path: str) -> bool:
        """Whether this fault applies to a request for ``path`` on ``host``."""
        if self.host is not None and self.host != host:
            return False
        return self.path_prefix is None or path.startswith(self.path_prefix)


@dataclass(frozen=True)
class SeenRequest:
    """One request as the stand-in received it (logged on arrival, before latency and faults).

    ``query`` keeps the last value of a repeated parameter; ``body`` is the JSON body when it is an object, else
    None; ``time`` is ``time.monotonic()`` at arrival.
    """

    method: str
    host: Literal["api", "content"]
    path: str
    query: dict[str, str]
    body: dict[str, Any] | None
    headers: dict[str, str]
    time: float


@dataclass
class _Response:
    status: int
    headers: dict[str, str] = field(default_factory=dict)
    body: bytes = b""


@dataclass
class _Document:
    body: bytes
    content_type: str = DEFAULT_CONTENT_TYPE
    status: int = 200


class _BadRequest(Exception):
    """A request the real API would reject with 400."""


def _json_response(status: int, payload: Any, headers: Mapping[str, str] | None = None) -> _Response:
    body = json.dumps(payload, ensure_ascii=False).encode("utf-8")
    return _Response(status, {"Content-Type": "application/json; charset=utf-8", **(headers or {})}, body)


def _error(status: int, message: str, headers: Mapping[str, str] | None = None) -> _Response:
    return _json_response(status, {"error": {"code": status, "message": message}}, headers)


# --------------------------------------------------------------------------------------------------- servers


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    block_on_close = False  # never wait for hung handlers on close
    request_queue_size = 128

    def __init__(self, standin: ChatNoirStandIn, host: Literal["api", "content"]) -> None:
        self.standin = standin
        self.role = host
        super().__init__(("127.0.0.1", 0), _Handler)

    def server_bind(self) -> None:
        # HTTPServer.server_bind calls socket.getfqdn(), a reverse DNS lookup that can stall offline.
        socketserver.TCPServer.server_bind(self)
        self.server_name, self.server_port = "127.0.0.1", self.server_address[1]

    def handle_error(self, request: Any, client_address: Any) -> None:  # quiet: no tracebacks on stderr
        pass


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: _Server

    def setup(self) -> None:
        super().setup()
        self.server.standin._track(self.connection, add=True)

    def finish(self) -> None:
        try:
            super().finish()
        finally:
            self.server.standin._track(self.connection, add=False)

    def log_message(self, format: str, *args: Any) -> None:  # quiet
        pass

    def do_GET(self) -> None:
        self._handle()

    def do_POST(self) -> None:
        self._handle()

    def _read_body(self) -> bytes:
        if "chunked" in self.headers.get("Transfer-Encoding", "").lower():
            chunks = []
            while True:
                size = int(self.rfile.readline().split(b";")[0].strip() or b"0", 16)
                if size == 0:
                    while self.rfile.readline() not in (b"\r\n", b"\n", b""):
                        pass
                    return b"".join(chunks)
                chunks.append(self.rfile.read(size))
                self.rfile.readline()
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length > 0 else b""

    def _handle(self) -> None:
        standin = self.server.standin
        host = self.server.role
        raw_body = self._read_body()
        split = urlsplit(self.path)
        multi = parse_qs(split.query, keep_blank_values=True)
        body: dict[str, Any] | None = None
        body_error = False
        if raw_body:
            try:
                parsed = json.loads(raw_body)
                body = parsed if isinstance(parsed, dict) else None
                body_error = body is None
            except ValueError:
                body_error = True
        standin._log(
            SeenRequest(
                method=self.command,
                host=host,
                path=split.path,
                query={key: values[-1] for key, values in multi.items()},
                body=body,
                headers=dict(self.headers.items()),
                time=time.monotonic(),
            )
        )
        if not standin._pause(standin.latency):
            self._drop()
            return
        fault = standin._take_fault(host, split.path)
        if fault is not None and fault.kind == "drop":
            self._drop()
            return
        if fault is not None and fault.kind == "status":
            self._send(_error(fault.status, f"injected fault: HTTP {fault.status}", fault.headers))
            return
        if fault is not None and fault.kind == "hang" and not standin._pause(fault.seconds):
            self._drop()
            return
        try:
            if body_error:
                response = _error(400, "request body is not a JSON object")
            else:
                response = standin._route(host, split.path, multi, body)
        except Exception as exc:  # a bug in the stand-in: make it visible to the test, not to stderr
            standin._errors.append(exc)
            response = _error(500, f"stand-in error: {exc!r}")
        if fault is not None and fault.kind == "drop_mid_body":
            self._send_truncated(response, fault.headers)
            return
        self._send(response)

    def _send(self, response: _Response) -> None:
        self.send_response(response.status)
        for name, value in response.headers.items():
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(response.body)))
        self.end_headers()
        self.wfile.write(response.body)

    def _send_truncated(self, response: _Response, headers: Mapping[str, str]) -> None:
        full = response.body if response.status == 200 and response.body else b"x" * 1024
        self.close_connection = True
        self.send_response(200)
        self.send_header("Content-Type", response.headers.get("Content-Type", DEFAULT_CONTENT_TYPE))
        for name, value in headers.items():
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(full)))
        self.end_headers()
        self.wfile.write(full[: len(full) // 2])
        self.wfile.flush()
        self._drop()

    def _drop(self) -> None:
        self.close_connection = True
        with contextlib.suppress(OSError):
            self.connection.shutdown(socket.SHUT_RDWR)


# --------------------------------------------------------------------------------------------------- stand-in


class ChatNoirStandIn:
    """A ChatNoir API host plus its web-content host, serving a fixture store and injected data."""

    def __init__(self, store: Path | str | None = None, api_key: str | None = "test-key", latency: float = 0.0):
        """``api_key=None`` disables the key check; ``latency`` (seconds) delays every request."""
        self.store = Path(store) if store is not None else None
        self.api_key = api_key
        self.latency = latency
        self._lock = threading.Lock()
        self._requests: list[SeenRequest] = []
        self._faults: list[list[Any]] = []  # [Fault, remaining]
        self._searches: dict[tuple[str, str], tuple[list[dict[str, Any]], dict[str, Any]]] = {}
        self._documents: dict[tuple[str, str], _Document] = {}
        self._connections: set[socket.socket] = set()
        self._errors: list[BaseException] = []
        self._closing = threading.Event()
        self._servers: list[_Server] = []
        self._threads: list[threading.Thread] = []
        self._api: _Server | None = None
        self._content: _Server | None = None

    # ------------------------------------------------------------------------------------------ lifecycle

    def start(self) -> ChatNoirStandIn:
        """Bind both servers and serve them in daemon threads (idempotent)."""
        if self._api is not None:
            return self
        self._closing.clear()
        self._api = _Server(self, "api")
        self._content = _Server(self, "content")
        for server in (self._api, self._content):
            thread = threading.Thread(
                target=server.serve_forever,
                kwargs={"poll_interval": 0.05},
                name=f"chatnoir-standin-{server.role}",
                daemon=True,
            )
            thread.start()
            self._servers.append(server)
            self._threads.append(thread)
        return self

    def close(self) -> None:
        """Stop both servers promptly: hung handlers are woken and their connections closed unanswered."""
        self._closing.set()
        for server in self._servers:
            server.shutdown()
            server.server_close()
        with self._lock:
            connections = list(self._connections)
        for connection in connections:  # wake keep-alive handlers blocked on the next request line
            with contextlib.suppress(OSError):
                connection.shutdown(socket.SHUT_RDWR)
        for thread in self._threads:
            thread.join(timeout=2)
        self._servers.clear()
        self._threads.clear()
        self._api = self._content = None

    def __enter__(self) -> ChatNoirStandIn:
        return self.start()

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()

    @property
    def base_url(self) -> str:
        """``http://127.0.0.1:PORT`` of the API host."""
        return self._url(self._api)

    @property
    def content_base_url(self) -> str:
        """``http://127.0.0.1:PORT`` of the web-content host that ``/cache`` redirects to."""
        return self._url(self._content)

    @staticmethod
    def _url(server: _Server | None) -> str:
        if server is None:
            raise RuntimeError("the ChatNoir stand-in is not running; use it as a context manager or call start()")
        return f"http://127.0.0.1:{server.server_address[1]}"

    # ------------------------------------------------------------------------------------------ test API

    def add_search(
        self,
        index: str,
        query: str,
        results: Iterable[Mapping[str, Any]],
        meta: Mapping[str, Any] | None = None,
    ) -> None:
        """Serve ``results`` (rank order) for the exact ``query`` on ``index``, overriding the store."""
        with self._lock:
            self._searches[(index, query)] = ([dict(r) for r in results], dict(meta or {}))

    def serve_document(
        self,
        index: str,
        uuid: str,
        body: bytes,
        content_type: str = DEFAULT_CONTENT_TYPE,
        status: int = 200,
    ) -> None:
        """Serve ``body`` for ``uuid`` on the content host, overriding the store."""
        with self._lock:
            self._documents[(index, uuid)] = _Document(bytes(body), content_type, status)

    def inject(self, *faults: Fault) -> None:
        """Queue faults; each request takes the first queued fault that matches it (FIFO)."""
        with self._lock:
            self._faults.extend([fault, fault.count] for fault in faults)

    def clear_faults(self) -> None:
        """Drop the faults not used yet (the server comes back)."""
        with self._lock:
            self._faults.clear()

    @property
    def pending_faults(self) -> int:
        """How many injected fault applications have not been used yet."""
        with self._lock:
            return sum(remaining for _, remaining in self._faults)

    @property
    def requests(self) -> list[SeenRequest]:
        """A snapshot of every request received so far, in arrival order."""
        with self._lock:
            return list(self._requests)

    def clear_requests(self) -> None:
        """Forget the request log."""
        with self._lock:
            self._requests.clear()

    @property
    def errors(self) -> list[BaseException]:
        """Exceptions raised inside the stand-in's own routing code (answered with 500); should stay empty."""
        with self._lock:
            return list(self._errors)

    # ------------------------------------------------------------------------------------------ internals

    def _log(self, request: SeenRequest) -> None:
        with self._lock:
            self._requests.append(request)

    def _track(self, connection: socket.socket, *, add: bool) -> None:
        with self._lock:
            if add:
                self._connections.add(connection)
            else:
                self._connections.discard(connection)

    def _pause(self, seconds: float) -> bool:
        """Sleep ``seconds`` unless closing; False when the stand-in is closing."""
        if seconds > 0:
            self._closing.wait(seconds)
        return not self._closing.is_set()

    def _take_fault(self, host: str, path: str) -> Fault | None:
        with self._lock:
            for entry in self._faults:
                fault, remaining = entry
                if fault.matches(host, path):
                    if remaining <= 1:
                        self._faults.remove(entry)
                    else:
                        entry[1] = remaining - 1
                    return fault
        return None

    def _key_ok(self, given: Any) -> bool:
        return self.api_key is None or given == self.api_key

    def _route(self, host: str, path: str, multi: dict[str, list[str]], body: dict[str, Any] | None) -> _Response:
        query = {key: values[-1] for key, values in multi.items()}
        if host == "content":
            return self._content_document(path, query)
        if path in SEARCH_PATHS:
            return self._search(path, multi, body)
        if path == "/cache":
            return self._cache(query)
        return _error(404, f"no such endpoint: {path}")

    # search ---------------------------------------------------------------------------------------

    def _search(self, path: str, multi: dict[str, list[str]], body: dict[str, Any] | None) -> _Response:
        started = time.monotonic()
        params: dict[str, Any] = {key: values[-1] for key, values in multi.items()}
        if "index" in multi:
            params["index"] = [name for value in multi["index"] for name in value.split(",") if name]
        params.update(body or {})
        if not self._key_ok(params.get("apikey")):
            return _error(401, "Invalid or missing API key.")
        try:
            query, indices, start, size = self._search_params(params)
        except _BadRequest as exc:
            return _error(400, str(exc))
        results: list[dict[str, Any]] = []
        meta: dict[str, Any] = {}
        total = 0
        for index in indices:
            found = self._lookup_search(index, query)
            if found is None:
                continue
            recorded, recorded_meta = found
            results.extend(recorded)
            total += int(recorded_meta.get("total_results", len(recorded)))
            meta = {**recorded_meta, **meta} if meta else dict(recorded_meta)
        if len(indices) > 1:
            results.sort(key=lambda result: -float(result.get("score", 0.0)))
        page = [self._shape(result, params) for result in results[start : start + size]]
        meta["total_results"] = total
        meta["indices"] = indices
        meta.setdefault("search_method", params.get("search_method") or "bm25")
        meta.setdefault("query_time", int((time.monotonic() - started) * 1000))
        return _json_response(200, {"meta": meta, "results": page})

    @staticmethod
    def _search_params(params: Mapping[str, Any]) -> tuple[str, list[str], int, int]:
        query = params.get("query")
        if not isinstance(query, str) or not query.strip():
            raise _BadRequest("Missing or empty 'query'.")
        raw_index = params.get("index", ["cw12"])
        indices = [raw_index] if isinstance(raw_index, str) else raw_index
        if (
            not isinstance(indices, list)
            or not indices
            or not all(isinstance(i, str) and _NAME_RE.match(i) for i in indices)
        ):
            raise _BadRequest(f"Invalid index: {raw_index!r}.")
        try:
            start = int(params.get("from", 0))
            size = int(params.get("size", 10))
        except (TypeError, ValueError) as exc:
            raise _BadRequest("'from' and 'size' must be integers.") from exc
        if start < 0 or size < 0:
            raise _BadRequest("'from' and 'size' must not be negative.")
        if start + size > RESULT_WINDOW:
            raise _BadRequest(f"Result window too large: from + size must be less than or equal to {RESULT_WINDOW}.")
        return query, list(dict.fromkeys(indices)), start, size

    def _lookup_search(self, index: str, query: str) -> tuple[list[dict[str, Any]], dict[str, Any]] | None:
        with self._lock:
            injected = self._searches.get((index, query))
        if injected is not None:
            return injected
        if self.store is None:
            return None
        file = self.store / "search" / index / search_fixture_name(query)
        if not file.is_file():
            return None
        data = json.loads(file.read_text(encoding="utf-8"))
        return list(data.get("results", [])), dict(data.get("meta") or {})

    @staticmethod
    def _shape(result: Mapping[str, Any], params: Mapping[str, Any]) -> dict[str, Any]:
        if _flag(params.get("minimal")):
            return {key: result[key] for key in MINIMAL_FIELDS if key in result}
        shaped = dict(result)
        if not _flag(params.get("explain")):
            shaped.pop("explanation", None)
        return shaped

    # cache / content ------------------------------------------------------------------------------

    def _cache(self, query: Mapping[str, str]) -> _Response:
        if not self._key_ok(query.get("apikey")):
            return _error(401, "Invalid or missing API key.")
        uuid, index = query.get("uuid", ""), query.get("index", "")
        if not _NAME_RE.match(uuid) or not _NAME_RE.match(index):
            return _error(400, "Parameters 'uuid' and 'index' are required.")
        rest = {key: value for key, value in query.items() if key not in ("uuid", "index")}
        location = f"{self.content_base_url}/{index}/{uuid}" + (f"?{urlencode(rest)}" if rest else "")
        return _Response(301, {"Location": location, "Content-Type": "text/plain; charset=utf-8"}, b"")

    def _content_document(self, path: str, query: Mapping[str, str]) -> _Response:
        if not self._key_ok(query.get("apikey")):
            return _error(401, "Invalid or missing API key.")
        parts = path.strip("/").split("/")
        if len(parts) != 2 or not all(_NAME_RE.match(part) for part in parts):
            return _error(404, f"no such document: {path}")
        index, uuid = parts
        document = self._lookup_document(index, uuid)
        if document is None:
            return _error(404, f"document {uuid} not found in {index}")
        return _Response(document.status, {"Content-Type": document.content_type}, document.body)

    def _lookup_document(self, index: str, uuid: str) -> _Document | None:
        with self._lock:
            injected = self._documents.get((index, uuid))
        if injected is not None:
            return injected
        if self.store is None:
            return None
        folder = self.store / "documents" / index
        html = folder / f"{uuid}.html"
        if not html.is_file():
            return None
        document = _Document(html.read_bytes())
        meta_file = folder / f"{uuid}.json"
        if meta_file.is_file():
            meta = json.loads(meta_file.read_text(encoding="utf-8"))
            document.content_type = meta.get("content_type") or DEFAULT_CONTENT_TYPE
            document.status = int(meta.get("status", 200))
        return document


def _flag(value: Any) -> bool:
    """A boolean parameter from a JSON body (bool) or a query string (``true``/``1``/...)."""
    if isinstance(value, str):
        return value.strip().lower() in _TRUE
    return bool(value)
