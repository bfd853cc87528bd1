"""Fixture store, and the recording and replaying backends built on it (format: docs/fixture-format.md)."""

from __future__ import annotations

import hashlib
import json
import logging
import os
import re
import threading
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from comparative_ir.chatnoir import (
    INDEXES,
    MIN_DATA_SECRET,
    ChatNoirError,
    DocumentNotRecorded,
    FetchedDocument,
    SearchBackend,
    redact_bytes,
    scrub_cache_uri,
    secret_forms,
)
from comparative_ir.retrieval import _score, is_docno, is_document_uuid, total_count
from comparative_ir.runfile import atomic_write_bytes
from comparative_ir.topics import topic_number

log = logging.getLogger(__name__)
_OTHERS_AT_INFO = " (other such queries are logged at level INFO: shown without --quiet)"

STORE_FORMAT = {"format": "comparative-ir-fixtures", "version": 1}


class QueryNotRecorded(ChatNoirError):
    """Replay was asked for a query the store has no recording of."""


class StoreError(ChatNoirError):
    """The fixture store is missing or unreadable."""


def query_slug(query: str) -> str:
    slug = re.sub(r"[^a-z0-9]+", "-", query.lower()).strip("-")[:60].strip("-")
    return slug or "query"


def query_hash(query: str) -> str:
    return hashlib.sha256(query.encode("utf-8")).hexdigest()[:16]


def search_filename(query: str) -> str:
    return f"{query_slug(query)}--{query_hash(query)}.json"


def _check_index(index: str) -> str:
    if index not in INDEXES:
        raise ValueError(f"unknown ChatNoir index {index!r} (expected one of {', '.join(INDEXES)})")
    return index


def _check_uuid(uuid: str) -> str:
    if not is_document_uuid(uuid):  # the uuid becomes a file name: no path tricks
        raise ValueError(f"not a document UUID: {uuid!r}")
    return uuid


@dataclass(frozen=True)
class RecordedSearch:
    index: str
    query: str
    meta: dict[str, Any]
    results: list[dict[str, Any]]


_TOO_DEEP = "JSON nested too deeply"


class FixtureStore:
    """A directory of recorded ChatNoir answers: JSON per query, one file per document."""

    def __init__(self, root: str | Path) -> None:
        self.root = Path(root)
        self._documents = str(self.root / "documents")

    # -- creation -------------------------------------------------------------------------------------------
    def ensure(self) -> FixtureStore:
        marker = self.root / "store.json"
        if marker.exists():
            self._check_marker(marker)
        else:
            self.root.mkdir(parents=True, exist_ok=True)
            atomic_write_bytes(marker, _dump(STORE_FORMAT))
        return self

    def check_readable(self) -> FixtureStore:
        marker = self.root / "store.json"
        if not self.root.is_dir():
            raise StoreError(f"fixture store {self.root} does not exist or is not a directory")
        if not marker.exists():
            raise StoreError(f"{self.root} is not a fixture store (no store.json)")
        self._check_marker(marker)
        return self

    def _check_marker(self, marker: Path) -> None:
        try:
            data = json.loads(marker.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise StoreError(f"cannot read {marker}: {exc}") from None
        except RecursionError:
            raise StoreError(f"cannot read {marker}: {_TOO_DEEP}") from None
        if not isinstance(data, dict) or data.get("format") != STORE_FORMAT["format"]:
            raise StoreError(f"{marker} does not describe a comparative-ir fixture store")
        if data.get("version") != STORE_FORMAT["version"]:
            raise StoreError(f"{marker}: unsupported fixture store version {data.get('version')!r}")

    # -- searches -------------------------------------------------------------------------------------------
    def search_path(self, index: str, query: str) -> Path:
        return self.root / "search" / _check_index(index) / search_filename(query)

    def load_search(self, index: str, query: str) -> RecordedSearch | None:
        path = self.search_path(index, query)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return None
        except OSError as exc:  # the path once, not again inside the errno text
            raise StoreError(f"cannot read recorded search {path}: {exc.strerror or exc}") from None
        except ValueError as exc:
            raise StoreError(f"cannot read recorded search {path}: {exc}") from None
        except RecursionError:
            raise StoreError(f"cannot read recorded search {path}: {_TOO_DEEP}") from None
        if (
            not isinstance(data, dict)
            or not isinstance(data.get("meta") or {}, dict)
            or not isinstance(data.get("results") or [], list)
        ):
            raise StoreError(f"{path}: not a recorded search (an object with a 'meta' object and a 'results' list)")
        if data.get("query") != query:
            raise StoreError(f"{path} records the query {data.get('query')!r}, not {query!r}")
        return RecordedSearch(index, query, dict(data.get("meta") or {}), list(data.get("results") or []))

    def save_search(self, record: RecordedSearch, secret: str | None = None) -> Path:
        path = self.search_path(record.index, record.query)
        payload = {
            "index": record.index,
            "query": record.query,
            "meta": record.meta,
            "results": [_scrub_result(r) if isinstance(r, dict) else r for r in record.results],
        }
        atomic_write_bytes(path, _dump(payload, secret))
        return path

    def checkpoint_source(self) -> str:
        """What a replay run's checkpoint is of: the store, and its searches as they are now (recorded again or
        edited, a stopped run starts afresh instead of resuming from results the store no longer holds)."""
        return f"{self.root.resolve()} {self.searches_fingerprint()}"

    def searches_fingerprint(self) -> str:
        """The store's recorded searches, cheaply: each file's name, size and modification time."""
        digest = hashlib.sha256()
        for path in sorted((self.root / "search").glob("*/*.json")):
            try:
                stat = path.stat()
            except OSError:
                continue
            digest.update(f"{path.parent.name}/{path.name}\0{stat.st_size}\0{stat.st_mtime_ns}\n".encode())
        return digest.hexdigest()[:16]

    def searches(self) -> Iterator[RecordedSearch]:
        for path in sorted((self.root / "search").glob("*/*.json")):
            data = json.loads(path.read_text(encoding="utf-8"))
            yield RecordedSearch(data["index"], data["query"], dict(data.get("meta") or {}), list(data["results"]))

    # -- documents ------------------------------------------------------------------------------------------
    def document_paths(self, index: str, uuid: str) -> tuple[Path, Path]:
        base = self.root / "documents" / _check_index(index) / _check_uuid(uuid)
        return base.with_suffix(".html"), base.with_suffix(".json")

    def document_fingerprint(self, index: str, uuid: str) -> str | None:
        """What the store holds for a document, cheaply (size and modification time of its files; None: not
        recorded). The text cache is shared by every store: two stores, or a store imported again, may hold another
        page under the same id, and a cached text is used only for the page it was cleaned from."""
        base = os.path.join(self._documents, _check_index(index), _check_uuid(uuid))  # str paths: a warm run stats
        parts = []  # two files for each of thousands of documents
        for path in (base + ".html", base + ".json"):
            try:
                stat = os.stat(path)
            except FileNotFoundError:
                parts.append("-")
                continue
            parts.append(f"{stat.st_size}:{stat.st_mtime_ns}")
        return None if parts[0] == "-" else "/".join(parts)

    def load_document(self, index: str, uuid: str) -> FetchedDocument | None:
        body_path, meta_path = self.document_paths(index, uuid)
        try:
            body = body_path.read_bytes()
        except FileNotFoundError:
            return None
        meta: dict[str, Any] = {}
        try:
            if meta_path.exists():
                meta = json.loads(meta_path.read_text(encoding="utf-8"))
            if not isinstance(meta, dict):
                raise ValueError("not a JSON object")
            return FetchedDocument(
                status=int(meta.get("status", 200)),
                content_type=str(meta.get("content_type", "text/html")),
                body=body,
                truncated=bool(meta.get("truncated", False)),
            )
        except (OSError, ValueError, TypeError, OverflowError) as exc:  # named: a store holds hundreds of pages
            raise StoreError(f"cannot read recorded document {meta_path}: {exc}") from None
        except RecursionError:
            raise StoreError(f"cannot read recorded document {meta_path}: {_TOO_DEEP}") from None

    def save_document(self, index: str, uuid: str, doc: FetchedDocument, secret: str | None = None) -> None:
        body_path, meta_path = self.document_paths(index, uuid)
        body = redact_bytes(doc.body, secret)
        atomic_write_bytes(body_path, body)
        meta = {"uuid": uuid, "index": index, "status": doc.status, "content_type": doc.content_type}
        if doc.truncated:
            meta["truncated"] = True
        atomic_write_bytes(meta_path, _dump(meta, secret))


def _total(meta: dict[str, Any]) -> int | None:
    """``meta.total_results`` when it is a count, else None (unknown), as retrieval reads it."""
    return total_count(meta.get("total_results"))


def _scrub_result(result: dict[str, Any]) -> dict[str, Any]:
    clean = dict(result)
    if isinstance(clean.get("cache_uri"), str):
        clean["cache_uri"] = scrub_cache_uri(clean["cache_uri"])
    clean.pop("apikey", None)
    return clean


def _dump(obj: Any, secret: str | None = None) -> bytes:
    text = json.dumps(obj, indent=2, ensure_ascii=False) + "\n"
    # every form, anywhere: a second net under the client's redaction (not for a test key: "results" stays)
    for form in secret_forms(secret) if secret and len(secret) >= MIN_DATA_SECRET else ():
        text = text.replace(form, "***")
    return text.encode("utf-8")


class ReplayBackend:
    """Serves recorded answers; never touches the network."""

    def __init__(self, store: FixtureStore) -> None:
        self.store = store.check_readable()
        self._warned: set[tuple[str, str]] = set()
        self._cache: dict[tuple[str, str], RecordedSearch] = {}
        self._lock = threading.Lock()

    def search_page(self, query: str, index: str, start: int, size: int) -> dict[str, Any]:
        key = (index, query)
        with self._lock:
            record = self._cache.get(key)
            if record is None:
                record = self.store.load_search(index, query)
                if record is None:
                    raise QueryNotRecorded(
                        f"query {query!r} (index {index}) was never recorded in fixture store {self.store.root}"
                    )
                self._cache[key] = record
        recorded = len(record.results)
        total = _total(record.meta) or recorded  # unknown (absent, or not a count): what was recorded
        if start + size > recorded and total > recorded and key not in self._warned:
            self._warned.add(key)
            # once per run as a warning: a 25-topic replay of a shallow recording printed 25 of them under --quiet
            level = logging.WARNING if len(self._warned) == 1 else logging.INFO
            log.log(
                level,
                "replay: %r has %d recorded results and the run asks for more (from + size = %d); using those %d%s",
                query,
                recorded,
                start + size,
                recorded,
                _OTHERS_AT_INFO if level == logging.WARNING else "",
            )
        meta = dict(record.meta)
        meta.setdefault("total_results", total)
        return {"meta": meta, "results": record.results[start : start + size]}

    def document_fingerprint(self, uuid: str, index: str) -> str | None:
        return self.store.document_fingerprint(index, uuid)

    def fetch_document(self, uuid: str, index: str) -> FetchedDocument:
        doc = self.store.load_document(index, uuid)
        if doc is None:
            raise DocumentNotRecorded(f"document {uuid} ({index}) is not in fixture store {self.store.root}")
        return doc


class RecordingBackend:
    """Passes calls to a live backend and writes what it answered into a fixture store."""

    def __init__(self, inner: SearchBackend, store: FixtureStore, secret: str | None = None) -> None:
        self.inner = inner
        self.store = store.ensure()
        self.secret = secret
        self._pages: dict[tuple[str, str], tuple[dict[str, Any], dict[int, dict[str, Any]]]] = {}
        self._lock = threading.Lock()

    def search_page(self, query: str, index: str, start: int, size: int) -> dict[str, Any]:
        """The inner backend's answer, unchanged; recorded as retrieval reads it (a ``meta`` that is not an object
        is recorded as none, results that are not objects as they are: replay skips them as a live run does)."""
        page = self.inner.search_page(query, index, start, size)
        key = (index, query)
        page_meta, page_results = page.get("meta"), page.get("results")
        with self._lock:
            meta, by_offset = self._pages.setdefault(key, ({}, {}))
            meta.clear()
            meta.update(page_meta if isinstance(page_meta, dict) else {})
            for offset, result in enumerate(page_results if isinstance(page_results, list) else [], start=start):
                by_offset[offset] = result
            # only the contiguous prefix is a faithful ranked list
            results: list[dict[str, Any]] = []
            while len(results) in by_offset:
                results.append(by_offset[len(results)])
            self.store.save_search(RecordedSearch(index, query, dict(meta), results), self.secret)
        return page

    def document_fingerprint(self, uuid: str, index: str) -> str | None:
        """The recorded page's (after ``fetch_document``): the texts this run caches serve a replay of its store."""
        return self.store.document_fingerprint(index, uuid)

    def fetch_document(self, uuid: str, index: str) -> FetchedDocument | None:
        doc = self.inner.fetch_document(uuid, index)
        if doc is not None:
            self.store.save_document(index, uuid, doc, self.secret)
        return doc


# -- import of old dumps --------------------------------------------------------------------------------------


class DumpError(ValueError):
    """A dump line that cannot be imported."""


SKIP_HINT = "--skip-unknown-topics leaves such lines out"


def json_object_lines(lines: Iterable[str], source: str) -> Iterator[tuple[str, dict[str, Any]]]:
    """Each non-blank line as a JSON object, with "file:line" for messages; DumpError names a line that is not."""
    for lineno, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        where = f"{source}:{lineno}"
        try:
            obj = json.loads(line)
        except ValueError as exc:
            raise DumpError(f"{where}: not JSON ({exc})") from None
        if not isinstance(obj, dict):
            raise DumpError(f"{where}: expected a JSON object")
        yield where, obj


CORPUS_INDEX = {"clueweb09": "cw09", "clueweb12": "cw12", "clueweb22": "cw22"}  # id prefix -> ChatNoir index


def index_of_docno(docno: str) -> str | None:
    """The ChatNoir index a ClueWeb id belongs to (clueweb12-0000wb-00-00000 -> cw12); None for other ids."""
    return CORPUS_INDEX.get(docno.split("-", 1)[0]) if "-" in docno else None


def _known_index(value: Any) -> str | None:
    if not isinstance(value, str):
        return None
    return value if value in INDEXES else CORPUS_INDEX.get(value)


def _check_dump_index(index: str, meta: dict[str, Any], results: list[dict[str, Any]], where: str, named: str) -> None:
    """Refuse a response whose own index (its results' "index", its meta's "indices") or document ids contradict
    the index it would be stored under: a replay under the right index would not find it, and its documents would
    be fetched and stored under the uuids of another corpus."""
    said: dict[str, dict[str, str]] = {}  # index -> {kind of evidence: the first example}
    agrees = False  # some result is of ``index`` itself: a dump mixing indices, not one of another index
    indices = meta.get("indices")
    listed = {i for i in map(_known_index, indices) if i} if isinstance(indices, list) else set()
    if listed and index not in listed:
        for other in listed:
            said.setdefault(other, {}).setdefault("meta", f"meta.indices {indices!r}")
    for result in results:
        own = _known_index(result.get("index"))
        agrees = agrees or own == index
        if own is not None and own != index:
            said.setdefault(own, {}).setdefault("index", f'its results say "index": {result["index"]!r}')
        docno = result.get("trec_id")
        by_id = index_of_docno(docno) if isinstance(docno, str) else None
        if by_id is not None and by_id != index:
            said.setdefault(by_id, {}).setdefault("id", f"ids like {docno!r}")
    if not said:
        return
    right = sorted(said)
    evidence = "; ".join(", ".join(said[other].values()) for other in right)
    if len(right) > 1 or agrees:
        fix = "its results are of several indices: import each index's lines on their own"
    elif named == "--index":
        fix = f"import it with --index {right[0]}"
    else:
        fix = f'correct the line\'s "index" to {right[0]!r}'
    of = " and ".join(sorted({*right, index})) if agrees else " and ".join(right)
    alone = " alone" if agrees else ""
    raise DumpError(f"{where}: the dump is of {of} ({evidence}), not {index}{alone} ({named}): {fix}")


def parse_dump_lines(
    lines: Iterable[str],
    titles: dict[str, str],
    default_index: str,
    source: str = "<dump>",
    skipped: list[str] | None = None,
) -> Iterator[RecordedSearch]:
    """Turn dump lines into recordings.

    Accepted line forms: ``{"<topic number>": <_search response>}`` (the topic's title is the query) and
    ``{"index": ..., "query": ..., "response": {...}}``. A topic not in ``titles`` is an error, or, when
    ``skipped`` is a list, appended to it and left out.
    """
    for where, obj in json_object_lines(lines, source):
        if "response" in obj and "query" in obj:
            index = str(obj.get("index") or default_index)
            if isinstance(obj.get("index"), list):
                index = str(obj["index"][0]) if obj["index"] else default_index
            query = obj["query"]
            if not isinstance(query, str) or not query.strip():
                raise DumpError(f"{where}: 'query' must be a non-empty string, not {query!r}")
            named = "the line's 'index'" if obj.get("index") else "--index"
            yield _recording(index, query, obj["response"], where, named)
            continue
        for number, response in obj.items():
            number = topic_number(number)  # "01" is topic 1, as in the topics file
            if number not in titles:
                if skipped is not None:
                    skipped.append(number)
                    continue
                raise DumpError(f"{where}: topic {number} is not in the topics file ({SKIP_HINT})")
            yield _recording(default_index, titles[number], response, where)


def _recording(index: str, query: str, response: Any, where: str, named: str = "--index") -> RecordedSearch:
    try:
        _check_index(index)
    except ValueError as exc:
        raise DumpError(f"{where}: {exc}") from None
    if not isinstance(response, dict) or not isinstance(response.get("results"), list):
        raise DumpError(f"{where}: the response has no 'results' list")
    if not isinstance(response.get("meta") or {}, dict):
        raise DumpError(f"{where}: the response's 'meta' is not an object")
    meta = dict(response.get("meta") or {})
    if "total_results" in meta and _total(meta) is None:
        raise DumpError(f"{where}: 'meta.total_results' must be a count, not {meta['total_results']!r}")
    results = []
    for pos, result in enumerate(response["results"], start=1):
        if not isinstance(result, dict) or (not result.get("uuid") and not result.get("trec_id")):
            raise DumpError(f"{where}: result {pos} has neither uuid nor trec_id")
        # what a run could not use would replay as "ChatNoir returned no results", or name a file outside the store
        if result.get("trec_id") not in (None, "") and not is_docno(result["trec_id"]):  # "" is none (below)
            raise DumpError(f"{where}: result {pos}: 'trec_id' must be a document id without spaces, "
                            f"not {result['trec_id']!r}")  # fmt: skip
        if result.get("uuid") not in (None, "") and not is_document_uuid(result["uuid"]):
            raise DumpError(f"{where}: result {pos}: 'uuid' {result['uuid']!r} is not a document UUID")
        if result.get("score") is not None and _score(result["score"]) is None:  # a run would rank it as score 0
            raise DumpError(f"{where}: result {pos}: 'score' must be a finite number, not {result['score']!r}")
        results.append(result)
    if results and all(r.get("trec_id") in (None, "") for r in results):
        # a minimal response: a run names its documents by trec_id, so it would replay as "ChatNoir returned no
        # results" (exit 3); a result without one among others is skipped with a warning, as in a live run
        raise DumpError(f"{where}: no result has a 'trec_id', which a run names the documents by (was the search "
                        "made with minimal=true? record it without)")  # fmt: skip
    _check_dump_index(index, meta, results, where, named)
    meta.setdefault("indices", [index])
    meta.setdefault("total_results", len(results))
    return RecordedSearch(index, query, meta, results)
