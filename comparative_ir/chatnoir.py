"""Thin ChatNoir v1 client over a ``requests.Session`` with tenacity retries.

Why not the PyPI ``chatnoir-api`` client: it pages with ``start`` instead of ``from`` (every page is offset 0),
retries neither timeouts nor connection errors, has no configurable base URL or session, and sends no API key
to the cache endpoint (see ../shared/DESIGN.md). This client is the only place that talks HTTP to ChatNoir.
"""

from __future__ import annotations

import email.utils
import html
import json
import logging
import random
import re
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol
from urllib.parse import parse_qsl, quote, quote_plus, urlencode, urlsplit, urlunsplit

import requests
import tenacity
import urllib3

from comparative_ir import __version__

log = logging.getLogger(__name__)

DEFAULT_BASE_URL = "https://www.chatnoir.eu"
INDEXES = ("cw09", "cw12", "cw22")
RESULT_WINDOW = 10_000  # the server caps from + size at this
PAGE_SIZE = 100
DEFAULT_MAX_DOCUMENT_BYTES = 10 * 1024 * 1024
MAX_SEARCH_BYTES = 64 * 1024 * 1024  # a page of 100 results with explanations is well under 1 MB


class ChatNoirError(RuntimeError):
    """A ChatNoir failure the run cannot continue past; its message is one line for the user."""


class AuthenticationError(ChatNoirError):
    """401/403: retrying cannot help."""


class ServerDown(ChatNoirError):
    """The server asks to come back later than the retry policy waits: the run stops (and resumes later)."""


class Unreachable(ChatNoirError):
    """No connection to the server after every retry (refused, reset, no route, no answer in time to connect)."""


class DocumentNotRecorded(ChatNoirError):
    """Replay has no recording of a document: it falls back to title + snippet, and is never cached."""


class TransientHTTPError(Exception):
    """5xx or 429: worth retrying, optionally after the server's ``Retry-After``."""

    def __init__(self, status: int, retry_after: float | None, reason: str) -> None:
        super().__init__(f"HTTP {status} {reason}".strip())
        self.status = status
        self.retry_after = retry_after


@dataclass(frozen=True)
class RetryPolicy:
    """Bounded exponential backoff with full jitter; ``Retry-After`` wins when the server sends one."""

    attempts: int = 5
    initial_wait: float = 1.0
    max_wait: float = 60.0
    connect_timeout: float = 10.0
    read_timeout: float = 60.0
    max_retry_after: float = 600.0  # a server asking for longer than this is treated as down
    total_timeout: float = 120.0  # whole-body budget per document: a slow drip must not stall a worker forever

    @property
    def timeout(self) -> tuple[float, float]:
        return (self.connect_timeout, self.read_timeout)


@dataclass(frozen=True)
class FetchedDocument:
    """What the cache endpoint served for one document."""

    status: int
    content_type: str
    body: bytes
    truncated: bool = False


class SearchBackend(Protocol):
    """The API surface the pipeline needs; implemented live, recording and replaying."""

    def search_page(self, query: str, index: str, start: int, size: int) -> dict[str, Any]: ...

    def fetch_document(self, uuid: str, index: str) -> FetchedDocument | None:
        """None or DocumentNotRecorded when there is nothing to serve; a FetchedDocument otherwise."""
        ...


RETRYABLE_EXCEPTIONS = (
    TransientHTTPError,
    requests.Timeout,
    requests.ConnectionError,
    requests.exceptions.ChunkedEncodingError,
)


def parse_retry_after(value: str | None, now: float | None = None) -> float | None:
    """``Retry-After`` as seconds: either delta-seconds or an HTTP date."""
    if not value:
        return None
    value = value.strip()
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - (time.time() if now is None else now))


class _Wait:
    """tenacity wait strategy: Retry-After if given (capped), else exponential backoff with full jitter."""

    def __init__(self, policy: RetryPolicy, rng: random.Random | None = None) -> None:
        self.policy = policy
        self.rng = rng or random.Random()

    def __call__(self, state: tenacity.RetryCallState) -> float:
        exc = state.outcome.exception() if state.outcome else None
        if isinstance(exc, TransientHTTPError) and exc.retry_after is not None:
            return min(exc.retry_after, self.policy.max_retry_after)
        ceiling = min(self.policy.max_wait, self.policy.initial_wait * 2 ** (state.attempt_number - 1))
        return self.rng.uniform(0, ceiling)


_APIKEY_PARAM = re.compile(r"(?i)(\bapikey=)[^&\s'\"<>#]+")


def secret_forms(secret: str | None) -> list[str]:
    """The key as it may appear in a message or a page: as typed, percent-encoded (requests encodes it in the query
    string: "a+b/c" becomes "a%2Bb%2Fc"), form-encoded, and HTML-escaped; longest first."""
    if not secret:
        return []
    forms = {secret, quote(secret, safe=""), quote(secret), quote_plus(secret)}
    forms |= {html.escape(form) for form in forms}
    return sorted(forms, key=len, reverse=True)


# Answers that say the page is not there and will not be on a later try (not found, gone, unavailable for legal
# reasons): returned as a page without text so that they are cached, not fetched again on every rerun.
GONE_STATUSES = (404, 410, 451)


MIN_DATA_SECRET = 8  # a shorter "key" is a test key, not a secret: replaced in data, "1" would mangle every id


def redact(text: str, secret: str | None) -> str:
    """Remove the API key from a message (requests puts full URLs, query string included, in its errors), in any
    of its encodings, and the value of any ``apikey=`` query parameter."""
    for form in secret_forms(secret):
        text = text.replace(form, "***")
    return _APIKEY_PARAM.sub(r"\1***", text)


def redact_bytes(body: bytes, secret: str | None) -> bytes:
    """``redact`` for a page body: cache pages can link back to the cache with the key in their URLs (not a key
    under ``MIN_DATA_SECRET`` characters, which would mangle the text: "six" read "si***" with the key "x")."""
    if not secret or len(secret) < MIN_DATA_SECRET:
        return body
    for form in secret_forms(secret):
        for codec in ("utf-8", "utf-16-le", "utf-16-be"):  # a UTF-16 page spells it in two bytes a character
            encoded = form.encode(codec)
            if encoded in body:
                body = body.replace(encoded, "***".encode(codec))
    return body


def redact_json(data: Any, secret: str | None) -> Any:
    """``data`` (parsed JSON, changed in place) with the key removed from every string, as ``redact`` removes it
    from messages, object keys too, at any depth (a loop, not recursion: the depth is the server's). A key under
    ``MIN_DATA_SECRET`` characters is left alone: with the test key "s", "results" became "re***ult***"."""
    if not secret or len(secret) < MIN_DATA_SECRET:
        return data
    if isinstance(data, str):
        return redact(data, secret)
    pending: list[dict[Any, Any] | list[Any]] = [data] if isinstance(data, dict | list) else []
    while pending:
        node = pending.pop()
        if isinstance(node, dict):
            items = [(redact(k, secret) if isinstance(k, str) else k, v) for k, v in node.items()]
            node.clear()
            node.update(items)
        for key, value in list(node.items()) if isinstance(node, dict) else list(enumerate(node)):
            if isinstance(value, str):
                node[key] = redact(value, secret)
            elif isinstance(value, dict | list):
                pending.append(value)
    return data


def scrub_cache_uri(uri: str) -> str:
    """Keep only the document-identifying query parameters of a cache URI (drops signed tokens and keys)."""
    parts = urlsplit(uri)
    keep = [(k, v) for k, v in parse_qsl(parts.query, keep_blank_values=True) if k in ("uuid", "index", "raw", "plain")]
    return urlunsplit((parts.scheme, parts.netloc, parts.path, urlencode(keep), ""))


@dataclass
class ChatNoirClient:
    """Live ChatNoir API access. The key goes in the search body and in the cache query string."""

    api_key: str
    base_url: str = DEFAULT_BASE_URL
    retry: RetryPolicy = field(default_factory=RetryPolicy)
    max_document_bytes: int = DEFAULT_MAX_DOCUMENT_BYTES
    session: requests.Session = field(default_factory=requests.Session)
    sleep: Callable[[float], None] = time.sleep

    def __post_init__(self) -> None:
        self.base_url = self.base_url.rstrip("/")
        self.session.headers.setdefault("User-Agent", f"comparative-ir/{__version__}")
        self._wait = _Wait(self.retry)

    def __repr__(self) -> str:  # never show the key
        return f"ChatNoirClient(base_url={self.base_url!r})"

    def close(self) -> None:
        self.session.close()

    def search_page(self, query: str, index: str, start: int, size: int) -> dict[str, Any]:
        if start + size > RESULT_WINDOW:
            raise ValueError(f"ChatNoir serves at most {RESULT_WINDOW} results per query (from + size)")
        body: dict[str, Any] = {
            "apikey": self.api_key,
            "query": query,
            "index": [index],
            "from": start,
            "size": size,
            "explain": False,
            "minimal": False,
        }
        url = f"{self.base_url}/api/v1/_search"

        def attempt() -> tuple[int, str | None, bytes, bool]:
            # streamed, so that a body that drips in times out as a whole (per-read timeouts never fire)
            with self.session.post(url, json=body, timeout=self.retry.timeout, stream=True) as response:
                self._checked(response)
                # the whole body within the documents' budget (or --timeout, when longer), counted from the headers
                budget = max(self.retry.total_timeout, self.retry.read_timeout)
                content, truncated = _read_capped(response, MAX_SEARCH_BYTES, budget)
                return response.status_code, response.encoding, content, truncated

        started = time.monotonic()
        status, encoding, content, truncated = self._call(attempt)
        log.debug("search %r (%s, from %d, size %d): HTTP %d in %.2f s", query, index, start, size,
                  status, time.monotonic() - started)  # fmt: skip
        if truncated:
            raise ChatNoirError(f"ChatNoir at {self.base_url} answered a search with more than "
                                f"{MAX_SEARCH_BYTES // 2**20} MB")  # fmt: skip
        try:  # a stray byte that is not UTF-8 is replaced, as requests' Response.text does
            data = json.loads(content.decode(encoding or requests.utils.guess_json_utf(content) or "utf-8", "replace"))
        except (ValueError, LookupError):
            raise ChatNoirError(f"ChatNoir at {self.base_url} answered with something that is not JSON") from None
        if not isinstance(data, dict) or not isinstance(data.get("results", []), list):
            raise ChatNoirError(f"ChatNoir at {self.base_url} answered with an unexpected JSON shape")
        return redact_json(data, self.api_key)  # a server echoing the key must not put it in checkpoints or runs

    def fetch_document(self, uuid: str, index: str) -> FetchedDocument:
        """What the cache serves for a document (raw HTML); a 404 is returned, not raised, so it can be recorded."""
        params = {"uuid": uuid, "index": index, "raw": "true", "apikey": self.api_key}
        url = f"{self.base_url}/cache"

        def attempt() -> FetchedDocument:
            with self.session.get(url, params=params, timeout=self.retry.timeout, stream=True) as response:
                if response.status_code in GONE_STATUSES:
                    return FetchedDocument(status=response.status_code, content_type="", body=b"")
                self._checked(response, "document download")
                body, truncated = _read_capped(response, self.max_document_bytes, self.retry.total_timeout)
                # cache pages can link back with the key: it must never reach the text cache
                body = redact_bytes(body, self.api_key)
                return FetchedDocument(
                    status=response.status_code,
                    content_type=response.headers.get("Content-Type", ""),
                    body=body,
                    truncated=truncated,
                )

        started = time.monotonic()
        fetched = self._call(attempt)
        log.debug("document %s (%s): HTTP %d, %d bytes in %.2f s%s", uuid, index, fetched.status, len(fetched.body),
                  time.monotonic() - started, " (truncated)" if fetched.truncated else "")  # fmt: skip
        return fetched

    def _checked(self, response: requests.Response, request: str = "search") -> requests.Response:
        status = response.status_code
        if status in (401, 403):
            response.close()
            what = "rejected the API key" if status == 401 else "refused access (blocked IP or key without rights)"
            if response.history and request == "search":  # a redirected POST arrives as a GET without its body
                moved = redact(urlunsplit((*urlsplit(response.url)[:3], "", "")), self.api_key)
                raise AuthenticationError(
                    f"ChatNoir at {self.base_url} redirected the {request} to {moved}, which answered HTTP {status}; "
                    "if ChatNoir moved, pass its new address with --endpoint"
                )
            raise AuthenticationError(
                f"ChatNoir {what} for a {request}: HTTP {status}. Check CHATNOIR_API_KEY, --api-key-file or "
                "INPUT_DIR/chatnoir-credentials.json"
            )
        if status == 429 or status >= 500:
            retry_after = parse_retry_after(response.headers.get("Retry-After"))
            response.close()
            if retry_after is not None and retry_after > self.retry.max_retry_after:
                raise ServerDown(
                    f"ChatNoir at {self.base_url} answered HTTP {status} and asks to come back in {retry_after:.0f} s "
                    f"(more than {self.retry.max_retry_after:.0f} s): treated as down; rerun later to resume"
                )
            raise TransientHTTPError(status, retry_after, response.reason or "")
        if status >= 400:
            detail = redact(_error_detail(response, self.retry.total_timeout), self.api_key)
            raise ChatNoirError(f"ChatNoir answered HTTP {status}{': ' + detail if detail else ''}")
        return response

    def _call(self, fn: Callable[[], Any]) -> Any:
        retrying = tenacity.Retrying(
            stop=tenacity.stop_after_attempt(max(1, self.retry.attempts)),
            wait=self._wait,
            retry=tenacity.retry_if_exception_type(RETRYABLE_EXCEPTIONS),
            sleep=self.sleep,
            reraise=True,
            before_sleep=self._log_retry,
        )
        try:
            return retrying(fn)
        except RETRYABLE_EXCEPTIONS as exc:
            reason = redact(_short_reason(exc), self.api_key)
            tries = f"{self.retry.attempts} attempt{'s' if self.retry.attempts != 1 else ''}"
            kind = Unreachable if isinstance(exc, requests.ConnectionError) else ChatNoirError
            raise kind(f"ChatNoir at {self.base_url} failed after {tries}: {reason}") from None
        except (requests.RequestException, urllib3.exceptions.HTTPError) as exc:
            # not worth retrying (a body that does not decode, a redirect loop or to a bad URL): one redacted line
            reason = redact(str(exc) or type(exc).__name__, self.api_key)
            raise ChatNoirError(f"ChatNoir at {self.base_url}: {type(exc).__name__}: {reason}") from None

    def _log_retry(self, state: tenacity.RetryCallState) -> None:
        exc = state.outcome.exception() if state.outcome else None
        wait = state.next_action.sleep if state.next_action else 0.0
        log.warning(
            "ChatNoir request failed (%s); retry %d of %d in %.1f s",
            redact(_short_reason(exc), self.api_key) if exc else "?",
            state.attempt_number,
            self.retry.attempts - 1,
            wait,
        )


def _read_capped(response: requests.Response, limit: int, seconds: float) -> tuple[bytes, bool]:
    """Read at most ``limit`` bytes (then stop: ``truncated``) within ``seconds`` (then a retryable Timeout).

    ``read1`` returns whatever has arrived, so the deadline is checked however slowly a server drips its bytes
    (``iter_content`` blocks until a whole chunk is in). urllib3's errors become requests' as in ``iter_content``.
    """
    deadline = time.monotonic() + seconds
    chunks: list[bytes] = []
    total = 0
    try:
        while chunk := response.raw.read1(64 * 1024, decode_content=True):
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:
                return b"".join(chunks)[:limit], True
            if time.monotonic() > deadline:
                raise requests.Timeout(f"body not read within {seconds:.0f} s")
    except urllib3.exceptions.ProtocolError as exc:
        raise requests.exceptions.ChunkedEncodingError(exc) from None
    except urllib3.exceptions.DecodeError as exc:
        raise requests.exceptions.ContentDecodingError(exc) from None
    except urllib3.exceptions.ReadTimeoutError as exc:
        raise requests.exceptions.ConnectionError(exc) from None
    except urllib3.exceptions.SSLError as exc:
        raise requests.exceptions.SSLError(exc) from None
    return b"".join(chunks), False


def _short_reason(exc: BaseException) -> str:
    if isinstance(exc, TransientHTTPError):
        return str(exc)
    if isinstance(exc, requests.Timeout):
        return "timed out"
    if isinstance(exc, requests.exceptions.ChunkedEncodingError):
        return "connection broken while reading the response"
    if isinstance(exc, requests.ConnectionError):
        text = str(exc)
        if "Connection refused" in text or "NewConnectionError" in text:
            return "connection refused (is the server up?)"
        return "connection failed or was dropped"
    return type(exc).__name__


def _error_detail(response: requests.Response, seconds: float) -> str:
    """The server's message in an error answer, read within ``seconds`` (a body that drips in hung the run)."""
    try:
        content, _ = _read_capped(response, 64 * 1024, seconds)
        data = json.loads(content.decode("utf-8", "replace"))
    except (ValueError, requests.RequestException):
        return ""
    finally:
        response.close()
    if isinstance(data, Mapping):
        err = data.get("error") or data.get("message")
        if isinstance(err, Mapping):
            err = err.get("message")
        if isinstance(err, str):
            return err[:200]
    return ""
