"""Full documents: fetch through the backend, clean in worker processes, keep the text in an on-disk cache.

Network I/O runs in a thread pool (``workers``); trafilatura is CPU-bound and runs in a process pool
(one process per core). The text cache is keyed by index and document UUID and shared by live, record and
replay runs, so a killed run resumes where it stopped.
"""

from __future__ import annotations

import json
import logging
import math
import os
import re
import signal
import stat
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor, as_completed
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Protocol

from comparative_ir.chatnoir import (
    AuthenticationError,
    ChatNoirError,
    DocumentNotRecorded,
    FetchedDocument,
    SearchBackend,
    ServerDown,
    Unreachable,
)
from comparative_ir.cleaning import DEFAULT_MAX_PARSE_BYTES, EXTRACTOR_VERSION, CleanResult, clean_document
from comparative_ir.features.document import document_features, document_features_code
from comparative_ir.locking import release_inherited
from comparative_ir.recording import StoreError
from comparative_ir.retrieval import Candidate
from comparative_ir.runfile import atomic_write_bytes

log = logging.getLogger(__name__)

DEFAULT_WORKERS = 8


def user_cache_base() -> Path:
    """``$XDG_CACHE_HOME``, else ``~/.cache``; a user without a home (HOME unset and no passwd entry, as a container
    run under an arbitrary uid is: ``Path.home()`` raised and every command failed) gets a directory of their own
    in the temporary directory."""
    if os.environ.get("XDG_CACHE_HOME"):
        return Path(os.environ["XDG_CACHE_HOME"])
    try:
        return Path.home() / ".cache"
    except (RuntimeError, KeyError):
        return homeless_cache_root()


def homeless_cache_root() -> Path:
    """The cache base of a user without a home: in the shared temporary directory, so ``untrusted`` checks it."""
    return Path(tempfile.gettempdir()) / f"cache-uid{os.getuid() if hasattr(os, 'getuid') else 0}"


def untrusted(directory: Path) -> str | None:
    """Why a directory in a shared place may not be this user's cache, or None: another user could have made it
    first (or a link in its place) and fed the run texts of their own."""
    try:
        info = directory.lstat()
    except FileNotFoundError:
        return None  # made by this run, with this user's umask
    if stat.S_ISLNK(info.st_mode) or not stat.S_ISDIR(info.st_mode):
        return f"{directory} is not a directory of its own"
    if hasattr(os, "getuid") and info.st_uid != os.getuid():
        return f"{directory} belongs to another user"
    if info.st_mode & 0o022:
        return f"{directory} may be written by other users"
    return None


def default_cache_dir() -> Path:
    return user_cache_base() / "comparative-ir"


@dataclass(frozen=True)
class Document:
    """The text the features see. ``source``: fetched, cache or fallback (title + snippet)."""

    docno: str
    uuid: str
    index: str
    text: str
    source: str
    reason: str = ""
    features: dict[str, float] | None = None  # query-independent features, computed once at cleaning time


@dataclass
class DocumentSummary:
    fetched: int = 0
    cached: int = 0
    fallback: int = 0
    failed: int = 0
    seconds: float = 0.0
    reasons: Counter[str] = field(default_factory=Counter)

    def line(self) -> str:
        reasons = ", ".join(f"{name} {count}" for name, count in sorted(self.reasons.items()))
        distinct = self.fetched + self.cached + self.fallback + self.failed  # a page in two topics' results is one
        return (  # "fetched": from ChatNoir, or from the store or the re-rank input, which is where a run fetches
            f"documents: {distinct} distinct, {self.fetched} fetched and cleaned, {self.cached} from cache, "
            f"{self.fallback} fell back to title+snippet{f' ({reasons})' if reasons else ''}, {self.failed} failed "
            f"(also title+snippet), in {self.seconds:.1f} s"
        )


class TextCache:
    """Extracted texts on disk, one small JSON file per document, written atomically.

    Definitive outcomes are cached (text, or no text because of a 404 or a PDF); transient failures and
    documents missing from a replay store are not, so that a later run can still get them.
    """

    def __init__(self, root: str | Path) -> None:
        self.base = Path(root)  # the cache directory; other caches (feature rows) live beside the texts
        self.root = self.base / "text" / f"v{EXTRACTOR_VERSION}"
        self._warned = False

    def path(self, index: str, uuid: str) -> Path:
        """The entry's file. Both parts name directories, so both are checked here, where every caller passes (a
        checkpoint of an older version may hold a server's uuid "../../x")."""
        if not _file_name(index) or not _file_name(uuid):
            raise ValueError(f"not a document in the text cache: index {index!r}, uuid {uuid!r}")
        return self.root / index / uuid[:2] / f"{uuid}.json"

    def get(self, index: str, uuid: str, source: str | None = None) -> CleanResult | None:
        """The cached outcome, if any; with ``source`` (a replay store's fingerprint of the page) only one cleaned
        from that same page."""
        if not _file_name(index) or not _file_name(uuid):
            return None  # cannot be cached: fetched (the uuid goes to the server as a query parameter)
        try:
            data = json.loads(self.path(index, uuid).read_text(encoding="utf-8"))
        except OSError:
            return None  # not cached (or unreadable: fetched again, and the write will say so)
        except ValueError:
            data = None  # damaged: below
        if not isinstance(data, dict) or "text" not in data:
            self._damaged(index, uuid)
            return None
        if source is not None and data.get("source") != source:
            return None  # cleaned from another page with this id (another store, or an earlier import)
        size = data.get("size")
        # features computed by other feature code are stale: the text stays, the features are computed again
        features = data.get("features") if data.get("features_code") == document_features_code() else None
        text, reason = data["text"], data.get("reason", "")
        if not (isinstance(text, str | None) and isinstance(reason, str) and _features_or_none(features)):
            self._damaged(index, uuid)
            return None
        return CleanResult(text, reason, features, size if isinstance(size, int) else None)

    def _damaged(self, index: str, uuid: str) -> None:
        """A hand-edited or damaged entry is a miss (fetched again and rewritten), with one warning a run."""
        if not self._warned:
            self._warned = True
            log.warning("text cache entry %s is damaged; the page is fetched again", self.path(index, uuid))

    def put(self, index: str, uuid: str, result: CleanResult, source: str | None = None) -> None:
        if not _file_name(index) or not _file_name(uuid):
            return  # see get
        payload: dict[str, object] = {"index": index, "uuid": uuid, "text": result.text, "reason": result.reason}
        if source is not None:
            payload["source"] = source
        if result.features is not None:
            payload["features"] = result.features
            payload["features_code"] = document_features_code()
        if result.size is not None:
            payload["size"] = result.size
        data = json.dumps(payload, ensure_ascii=False).encode("utf-8")
        atomic_write_bytes(self.path(index, uuid), data, durable=False)


_FILE_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,127}")  # no dots, no separators: nothing climbs out


def _file_name(part: str) -> bool:
    return isinstance(part, str) and _FILE_NAME.fullmatch(part) is not None


def _features_or_none(features: object) -> bool:
    return features is None or (isinstance(features, dict) and _NUMBER_TYPES.issuperset(map(type, features.values())))


_NUMBER_TYPES = frozenset({int, float})  # JSON's numbers, not bool (an int subclass)


def fallback_text(candidate: Candidate) -> str:
    """What the ranking features of a document that could not be fetched are read from: its title, then its snippet
    (the shipped weights were fitted on this text; a stance reads the title once, ``pipeline.titled_text``)."""
    return "\n".join(part for part in (candidate.title, candidate.snippet) if part)


def title_and_text(title: str, text: str) -> str:
    """A page's title on a first line of its own, then its text, unless the text starts with the title already."""
    title = " ".join(title.split())
    if not title or " ".join(text[: len(title) + 200].split()).startswith(title):
        return text
    return f"{title}\n{text}"


def watch_parent(parent: int, every: float = 0.5) -> None:
    """Worker initializer: exit when the run that started this worker is gone. A run killed with SIGKILL (or a
    SIGTERM sent to its process only) cannot shut its pool down, and orphaned workers would live on, holding the
    run's output pipes open so that a caller waiting for them hangs."""

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(every)
        os._exit(1)

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


def quiet_worker(parent: int) -> None:
    """Worker initializer: leave Ctrl-C to the run, die of SIGTERM, exit when the run is gone. A worker forked from
    the run inherits its SIGTERM handler, which raises: a TERM sent to the whole group (``timeout``, Slurm, systemd)
    printed each worker's traceback, and one killed inside the pool's queue left another blocked on its lock, the
    run waiting for it forever (a TIRA-style review: 3 runs of 11 hung)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    release_inherited()  # the run's output lock stays with the run: a killed run's rerun must not wait for us
    watch_parent(parent)


def start_pool(count: int, context: Any, what: str) -> ProcessPoolExecutor | None:
    """A pool of ``count`` quiet workers, or None where none can start: without POSIX semaphores (a read-only or
    missing /dev/shm in a container) the pool's queue cannot be made, and the error, naming no file, was reported as
    a directory of the run that could not be written. The work then stays in this process, as documented."""
    try:
        return ProcessPoolExecutor(count, context, initializer=quiet_worker, initargs=(os.getpid(),))
    except (OSError, NotImplementedError, ImportError) as exc:
        pool_refused(what, exc)
        return None


def pool_refused(what: str, exc: BaseException) -> None:
    """One warning per kind of worker (``what``: "cleaning" or "feature") that the work stays in this process."""
    with _POOL_WARNING:
        if what in _POOLS_REFUSED:
            return
        _POOLS_REFUSED.add(what)
    doing = {"cleaning": "pages are cleaned"}.get(what, "features and labels are computed")
    log.warning("cannot start %s worker processes (%s): %s in this process (--processes 1 says so without this "
                "warning)", what, getattr(exc, "strerror", None) or exc, doing)  # fmt: skip


_POOL_WARNING = threading.Lock()
_POOLS_REFUSED: set[str] = set()


def stop_workers(pool: ProcessPoolExecutor) -> None:
    """Terminate the pool's workers: ``shutdown`` alone waits for the items they are on, and for a worker blocked
    on a lock that a killed one held."""
    for process in list((getattr(pool, "_processes", None) or {}).values()):
        process.terminate()


def _clean(fetched: FetchedDocument, url: str, max_parse_bytes: int, with_features: bool = True) -> CleanResult:
    """Runs in a worker process: clean the page, then (for re-ranking) compute its query-independent features."""
    result = clean_document(
        fetched.body,
        fetched.content_type,
        fetched.status,
        url=url or None,
        max_parse_bytes=max_parse_bytes,
        truncated=fetched.truncated,
    )
    if result.text and with_features:
        result = replace(result, features=document_features(result.text))
    return replace(result, size=len(fetched.body))


def usable_cpus() -> int:
    """The CPUs this process may run on: its affinity mask, capped by a cgroup CPU quota (a container's limit).
    ``os.cpu_count()`` counts the machine's: on a many-core node with a 2-CPU limit that started dozens of cleaning
    processes of about 140 MB each."""
    count = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    for quota_file, period_file in (
        ("/sys/fs/cgroup/cpu.max", None),  # cgroup v2: "QUOTA PERIOD" or "max PERIOD"
        ("/sys/fs/cgroup/cpu/cpu.cfs_quota_us", "/sys/fs/cgroup/cpu/cpu.cfs_period_us"),  # cgroup v1
    ):
        quota = _cgroup_quota(quota_file, period_file)
        if quota is not None:
            count = min(count, quota)
    return max(1, count)


def _cgroup_quota(quota_file: str, period_file: str | None) -> int | None:
    try:
        with open(quota_file, encoding="ascii") as handle:
            fields = handle.read().split()
        if period_file is not None:
            with open(period_file, encoding="ascii") as handle:
                fields += handle.read().split()
        quota, period = int(fields[0]), int(fields[1])
    except (OSError, ValueError, IndexError):
        return None  # no such cgroup file, or "max": no quota
    return math.ceil(quota / period) if quota > 0 and period > 0 else None


class DocumentFetcher:
    """Fetch and clean the documents of many candidates at once; every candidate gets a Document."""

    def __init__(
        self,
        backend: SearchBackend,
        cache: TextCache | None,
        workers: int = DEFAULT_WORKERS,
        extract_processes: int | None = None,
        max_parse_bytes: int = DEFAULT_MAX_PARSE_BYTES,
        read_cache: bool = True,
        progress: bool = True,
        document_features: bool = True,
    ) -> None:
        self.backend = backend
        self.cache = cache
        self.workers = max(1, workers)
        # as many unreachable documents in a row as two rounds of the download threads: then the server is down
        self.unreachable_limit = max(4, 2 * self.workers)
        self.extract_processes = extract_processes if extract_processes is not None else usable_cpus()
        self.max_parse_bytes = max_parse_bytes
        self.read_cache = read_cache
        self.progress = progress
        self.document_features = document_features
        self._lock = threading.Lock()
        self._cache_full = False  # the cache could not be written: the run goes on without writing it
        self._store_damaged = False  # a replay store document could not be read
        self._unreachable = 0  # documents in a row that could not be downloaded for want of a connection

    def fetch_all(self, candidates: Sequence[Candidate]) -> tuple[dict[tuple[str, str], Document], DocumentSummary]:
        started = time.monotonic()
        summary = DocumentSummary()
        unique: dict[tuple[str, str], Candidate] = {}
        for cand in candidates:
            unique.setdefault((cand.index, cand.uuid), cand)
        documents: dict[tuple[str, str], Document] = {}
        # cache hits need no thread: read them here. A recording run reads a text only for a page its store already
        # holds (the text is keyed by the store's copy of the page): every other page is fetched and recorded
        if self.cache is not None and self.read_cache:
            for key, cand in list(unique.items()):
                source = self._source(cand)
                if source == "":
                    continue  # not in the store: "not recorded" below, even if another run cached its text
                hit = self.cache.get(cand.index, cand.uuid, source)
                if hit is not None and hit.text and hit.size is not None and hit.size > self.max_parse_bytes:
                    # cleaned under a larger --max-document-bytes: this run's limit decides, as on a cold cache
                    hit = CleanResult(None, f"too-large:{self.max_parse_bytes}")
                if hit is not None and not self._too_small_then(hit):
                    if hit.text and hit.features is None and self.document_features:
                        hit = replace(hit, features=document_features(hit.text))  # the feature code changed
                        try:
                            self.cache.put(cand.index, cand.uuid, hit, source)
                        except OSError as exc:  # a cache this run may read but not write: compute again next time
                            log.debug("text cache not updated for %s: %s", cand.docno, exc)
                    doc = documents[key] = self._document(cand, hit, "cache")
                    self._count(summary, doc)
                    del unique[key]
        if not unique:
            summary.seconds = time.monotonic() - started
            return documents, summary
        extractor = self._extractor()
        try:
            bar = _progress_bar(len(unique), self.progress)
            with ThreadPoolExecutor(max_workers=self.workers, thread_name_prefix="fetch") as pool:
                futures = {pool.submit(self._one, cand, extractor): key for key, cand in unique.items()}
                try:
                    for future in as_completed(futures):
                        doc = future.result()
                        documents[futures[future]] = doc
                        self._count(summary, doc)
                        bar.update(1)
                except BaseException:  # a rejected key, a server that is down, a cache that cannot be written
                    for f in futures:
                        f.cancel()
                    raise
            bar.close()
        except BaseException:
            if extractor is not None:
                stop_workers(extractor)  # then the pool sees its workers gone and its shutdown returns at once
            raise
        finally:
            if extractor is not None:
                extractor.shutdown(cancel_futures=True)  # joined: a pool left running breaks the interpreter's exit
        summary.seconds = time.monotonic() - started
        return documents, summary

    def _source(self, cand: Candidate) -> str | None:
        """A replay store's fingerprint of the candidate's page ("" when the store does not hold it); None live,
        where a document id names one page."""
        fingerprint = getattr(self.backend, "document_fingerprint", None)
        if fingerprint is None:
            return None
        try:
            return fingerprint(cand.uuid, cand.index) or ""
        except (OSError, ValueError):
            return ""  # an id the store cannot hold: fetched below, which says so

    def _too_small_then(self, hit: CleanResult) -> bool:
        """A page cached as too large under a smaller ``--max-document-bytes`` than this run's."""
        kind, _, limit = hit.reason.partition(":")
        return kind == "too-large" and (not limit.isdigit() or int(limit) < self.max_parse_bytes)

    def _extractor(self) -> ProcessPoolExecutor | None:
        if self.extract_processes <= 1:
            return None
        return start_pool(self.extract_processes, None, "cleaning")

    def _count(self, summary: DocumentSummary, doc: Document) -> None:
        log.debug("document %s: %s%s", doc.docno, doc.source, f" ({doc.reason})" if doc.reason else "")
        if doc.source == "fetched":
            summary.fetched += 1
        elif doc.source == "cache":
            summary.cached += 1
        elif doc.reason.startswith("failed"):
            summary.failed += 1  # shown on its own, not among the fallback reasons
        else:
            summary.fallback += 1
            summary.reasons[doc.reason.split(":")[0]] += 1

    def _one(self, cand: Candidate, extractor: Executor | None) -> Document:
        try:
            fetched = self.backend.fetch_document(cand.uuid, cand.index)
        except (AuthenticationError, ServerDown):  # the whole run stops: retrying each document cannot help
            raise
        except DocumentNotRecorded:
            return self._document(cand, CleanResult(None, "not-recorded"), "fetch")
        except StoreError as exc:  # a damaged store: a rerun would not help, unlike after a failed download
            with self._lock:
                first, self._store_damaged = not self._store_damaged, True
            # once as a warning: a store damaged throughout printed one per document under --quiet
            more = " (other such documents are logged at level INFO: shown without --quiet)" if first else ""
            level = logging.WARNING if first else logging.INFO
            log.log(level, "document %s: %s; using title and snippet%s", cand.docno, exc, more)
            return self._document(cand, CleanResult(None, "unreadable-in-store"), "fetch")
        except Unreachable as exc:
            with self._lock:
                self._unreachable += 1
                down = self._unreachable >= self.unreachable_limit
            if down:  # the server, not the page: a run of fallbacks would pass for a finished run (exit 0)
                raise ServerDown(
                    f"{exc}, and so did the {self.unreachable_limit - 1} documents before it: ChatNoir cannot be "
                    "reached, so the run stopped rather than rank every page by its snippet. Rerun the same command "
                    "once it answers: the searched topics are checkpointed and the fetched texts cached"
                ) from None
            log.warning("document %s: %s; using title and snippet", cand.docno, exc)
            return self._document(cand, CleanResult(None, "failed"), "fetch")
        except ChatNoirError as exc:
            log.warning("document %s: %s; using title and snippet", cand.docno, exc)
            return self._document(cand, CleanResult(None, "failed"), "fetch")
        with self._lock:
            self._unreachable = 0  # an answer, whatever it is
        if fetched is None:
            result = CleanResult(None, "not-found")
        elif extractor is not None:
            try:
                future = extractor.submit(_clean, fetched, cand.url, self.max_parse_bytes, self.document_features)
            except OSError as exc:  # a worker could not be forked (a container's limit on processes)
                pool_refused("cleaning", exc)
                future = None
            result = (
                future.result()
                if future is not None
                else _clean(fetched, cand.url, self.max_parse_bytes, self.document_features)
            )
        else:
            result = _clean(fetched, cand.url, self.max_parse_bytes, self.document_features)
        self._cache_put(cand, result)
        return self._document(cand, result, "fetch")

    def _cache_put(self, cand: Candidate, result: CleanResult) -> None:
        """Cache a page's outcome. The cache only saves work: one that fills up or turns read-only mid-run is
        left alone for the rest of the run, with one warning, as an unwritable default cache is."""
        if self.cache is None or self._cache_full:
            return
        try:
            self.cache.put(cand.index, cand.uuid, result, self._source(cand) or None)
        except OSError as exc:
            with self._lock:
                if self._cache_full:
                    return
                self._cache_full = True
            log.warning("cannot write the text cache %s (%s); the run goes on without caching pages",
                        self.cache.base, exc.strerror or exc)  # fmt: skip

    @staticmethod
    def _document(cand: Candidate, result: CleanResult, how: str) -> Document:
        if result.text:
            source = "fetched" if how == "fetch" else how
            return Document(cand.docno, cand.uuid, cand.index, result.text, source, features=result.features)
        return Document(cand.docno, cand.uuid, cand.index, fallback_text(cand), "fallback", result.reason)


class _Bar(Protocol):
    def update(self, n: int) -> object: ...

    def close(self) -> None: ...


class _NullBar:
    def update(self, n: int) -> None:
        pass

    def close(self) -> None:
        pass


def _progress_bar(total: int, enabled: bool) -> _Bar:
    if not enabled or not sys.stderr.isatty():
        return _NullBar()
    from tqdm import tqdm

    return tqdm(total=total, desc="documents", unit="doc", file=sys.stderr, leave=False)
