"""First-stage retrieval: page through ChatNoir and turn raw results into ordered, de-duplicated candidates."""

from __future__ import annotations

import html
import logging
import math
import re
import uuid as uuidlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, TypeGuard

from comparative_ir.chatnoir import PAGE_SIZE, RESULT_WINDOW, SearchBackend, scrub_cache_uri
from comparative_ir.runfile import MAX_SCORE, column_problem
from comparative_ir.surrogates import json_without_surrogates, without_surrogates

log = logging.getLogger(__name__)
_DOCNO_RE = re.compile(r"[^\s]+")
_UUID_RE = re.compile(r"[0-9a-fA-F-]{8,64}")  # a uuid names files (text cache, fixture store): no path tricks

_TAG_RE = re.compile(r"<[^>]*>")
CORPUS_PREFIX = {"cw09": "clueweb09", "cw12": "clueweb12", "cw22": "clueweb22"}  # of ids and uuids


@dataclass(frozen=True)
class Candidate:
    """One retrieved document, in ChatNoir's order (``chatnoir_rank`` from 1)."""

    docno: str
    uuid: str
    index: str
    score: float
    chatnoir_rank: int
    title: str
    snippet: str
    url: str = ""
    raw: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)


def strip_highlights(text: str) -> str:
    """Plain text of a ChatNoir title/snippet: drops ``<em>`` tags, then unescapes entities."""
    return html.unescape(_TAG_RE.sub("", text or "")).strip()


_MARKUP_RE = re.compile(r"</?em>|&(?:[a-zA-Z]+|#\d+|#x[0-9a-fA-F]+);")


def plain_text(text: str) -> str:
    """A title or snippet as ``run`` reads it: ChatNoir's ``<em>`` highlights and entities removed when there are
    any (a first stage's frame or a user's list may carry them, "Laptop <em>vs</em> Desktop"); plain text as given
    ("x < y" stays)."""
    text = without_surrogates(text) if isinstance(text, str) else text
    return strip_highlights(text) if _MARKUP_RE.search(text or "") else text


def document_uuid(trec_id: str, index: str) -> str:
    return str(uuidlib.uuid5(uuidlib.NAMESPACE_URL, f"{CORPUS_PREFIX[index]}:{trec_id}"))


def is_document_uuid(value: object) -> TypeGuard[str]:
    """Whether ``value`` can be a document UUID; only such a value may become a file name."""
    return isinstance(value, str) and _UUID_RE.fullmatch(value) is not None


def is_docno(value: object) -> TypeGuard[str]:
    """Whether ``value`` can be a run file's document id (one word)."""
    return isinstance(value, str) and _DOCNO_RE.fullmatch(value) is not None and column_problem(value) is None


def fetch_results(backend: SearchBackend, query: str, index: str, size: int) -> list[dict[str, Any]]:
    """All raw results up to ``size`` in server order, paging with ``from``; stops at the end of the list."""
    size = min(size, RESULT_WINDOW)
    results: list[dict[str, Any]] = []
    while len(results) < size:
        start = len(results)
        want = min(PAGE_SIZE, size - start)
        batch, total = _page(backend.search_page(query, index, start, want))
        results.extend(batch)
        if len(batch) < want or (isinstance(total, int) and len(results) >= total):
            break
    return results[:size]


def _page(page: Any) -> tuple[list[Any], int | None]:
    """A search page's results and ``total_results``, tolerating a malformed ``meta`` (results are checked one by
    one in :func:`to_candidates`)."""
    if not isinstance(page, dict):
        return [], None
    results = page.get("results")
    meta = page.get("meta")
    total = total_count(meta.get("total_results")) if isinstance(meta, dict) else None
    return (results if isinstance(results, list) else []), total


def total_count(value: object) -> int | None:
    """A ``total_results`` that is a count (a JSON 194416.0 is one), else None: unknown."""
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else None


def _without_key(result: dict[str, Any]) -> dict[str, Any]:
    """The result without the signed, key-bearing cache link, which must not reach checkpoints or explanations."""
    if not isinstance(result.get("cache_uri"), str):
        return result
    return {**result, "cache_uri": scrub_cache_uri(result["cache_uri"])}


def _score(value: Any) -> float | None:
    if isinstance(value, bool):
        return None
    try:
        score = float(value)
    except (TypeError, ValueError, OverflowError):  # OverflowError: an integer beyond float's range (10**400)
        return None
    return score if math.isfinite(score) else None


def _uuid(result: dict[str, Any], docno: str, index: str) -> str | None:
    """The result's document UUID, derived from its trec_id when it has none; None when the server's is not one
    (it names files: "../../x" would write outside the cache)."""
    uuid = result.get("uuid")
    if uuid is None or uuid == "":
        return document_uuid(docno, index)
    return uuid if is_document_uuid(uuid) else None


def to_candidates(results: Sequence[dict[str, Any]], index: str, query: str | None = None) -> list[Candidate]:
    """Order by score (ranks from the server are unreliable), ties by docno; keep each docno's best result.
    ``query`` only names the search in warnings."""
    best: dict[str, tuple[float, str, dict[str, Any]]] = {}
    skipped = unscored = clamped = 0
    bad_uuids: list[object] = []
    for result in results:
        docno = result.get("trec_id") if isinstance(result, dict) else None
        if not is_docno(docno):  # before the text is made safe: a broken id is skipped, not written changed
            skipped += 1
            continue
        result = json_without_surrogates(result)  # a title cut inside an emoji: no checkpoint could hold it
        score = _score(result.get("score"))
        if score is None:
            unscored += 1
            score = 0.0
        elif abs(score) > MAX_SCORE:  # no BM25 score is near; beyond it a run file cannot keep scores apart
            clamped += 1
            score = math.copysign(MAX_SCORE, score)
        uuid = _uuid(result, docno, index)
        if uuid is None:
            bad_uuids.append(result.get("uuid"))
            uuid = document_uuid(docno, index)
        if docno not in best or score > best[docno][0]:
            best[docno] = (score, uuid, result)
    if bad_uuids:
        log.warning(
            "%s%d results with a malformed uuid (e.g. %.80r): their uuids were derived from their trec_ids",
            f"search {query!r}: " if query is not None else "",
            len(bad_uuids),
            bad_uuids[0],
        )
    if clamped:
        log.warning("%d results with a score beyond ±%s were ranked at that score", clamped, f"{MAX_SCORE:,.0f}")
    if skipped:
        log.warning(
            "%d results without a usable trec_id (one word) were skipped (minimal responses cannot go into a run)",
            skipped,
        )
    if unscored:
        log.warning("%d results without a finite numeric score were ranked as score 0", unscored)
    ordered = sorted(best.items(), key=lambda item: (-item[1][0], item[0]))
    candidates = []
    for rank, (docno, (score, uuid, result)) in enumerate(ordered, start=1):
        candidates.append(
            Candidate(
                docno=docno,
                uuid=uuid,
                index=index,
                score=score,
                chatnoir_rank=rank,
                title=strip_highlights(str(result.get("title") or "")),
                snippet=strip_highlights(str(result.get("snippet") or "")),
                url=str(result.get("target_uri") or ""),
                raw=_without_key(result),
            )
        )
    return candidates


def retrieve(backend: SearchBackend, query: str, index: str, depth: int) -> list[Candidate]:
    """ChatNoir's top ``depth`` distinct documents: when duplicates leave fewer, the next results fill the gap
    (as far as the server, or a replayed recording, has them)."""
    results = fetch_results(backend, query, index, depth)
    exhausted = len(results) < min(depth, RESULT_WINDOW)
    while not exhausted and len(results) < RESULT_WINDOW:
        missing = depth - len({r.get("trec_id") for r in results if isinstance(r, dict) and r.get("trec_id")})
        if missing <= 0:
            break
        want = min(missing, PAGE_SIZE, RESULT_WINDOW - len(results))
        batch, total = _page(backend.search_page(query, index, len(results), want))
        results.extend(batch)
        exhausted = len(batch) < want or (total is not None and len(results) >= total)
    return to_candidates(results, index, query)[:depth]
