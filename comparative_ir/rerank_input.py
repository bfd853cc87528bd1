"""TIREx re-rank input: a first stage's results with their texts, re-ranked without ChatNoir.

TIREx (TIRA's IR experiment platform) gives a re-ranking submission a directory holding ``rerank.jsonl.gz``: one
line per query and document, ``{"qid", "query", "original_query": {...}, "docno", "text", "original_document",
"rank", "score"}``, the first stage's top documents with their extracted texts. A run given such a directory reads
its topics and documents from that file and serves them to the pipeline as a recorded store would (each text a
plain page, cleaned as a fetched page is), so it needs no key, no network and no store on disk.
"""

from __future__ import annotations

import hashlib
import heapq
import itertools
import math
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from comparative_ir.chatnoir import DocumentNotRecorded, FetchedDocument
from comparative_ir.pipeline import TASK_INDEX
from comparative_ir.recording import DumpError, QueryNotRecorded, index_of_docno, json_object_lines
from comparative_ir.retrieval import document_uuid
from comparative_ir.text_import import HTML, PageText, page_html, page_search, page_title
from comparative_ir.topics import MAX_TITLE_CHARS, Topic, names_a_pair, topic_number

RERANK_NAMES = ("rerank.jsonl.gz", "rerank.jsonl")
_TOPIC_FIELDS = ("description", "narrative")


def find_rerank_file(path: Path) -> Path | None:
    """The re-rank file ``-i`` names: the file itself, or the one in the directory; None when there is none."""
    if path.is_file():
        return path if path.name in RERANK_NAMES else None
    if path.is_dir():
        return next((path / name for name in RERANK_NAMES if (path / name).is_file()), None)
    return None


@dataclass
class RerankInput:
    """The topics (in the file's order) and each topic's top documents, best first."""

    topics: list[Topic]
    pages: dict[str, list[PageText]]
    lines: int = 0
    below_depth: int = 0  # documents below the run's depth, not read further
    repeated: int = 0  # a document listed twice for one topic (the first line kept)


def parse_rerank_lines(lines: Iterable[str], source: str, depth: int) -> RerankInput:
    """Read every line (one clear error naming a bad one), keeping each topic's best ``depth`` documents: by score
    (highest first), else by rank, else in file order. A TIREx file lists up to 1,000 documents a query; a run
    writes ``--depth`` of them, so only those are kept in memory."""
    done = RerankInput([], {})
    queries: dict[str, str] = {}
    heaps: dict[str, list[tuple[tuple[float, float, int], PageText]]] = {}
    seen: dict[str, set[str]] = {}
    order = itertools.count()
    for where, row in json_object_lines(lines, source):
        done.lines += 1
        qid, query = row.get("qid"), row.get("query")
        if isinstance(qid, bool) or not isinstance(qid, str | int) or not str(qid).strip():
            raise DumpError(f"{where}: 'qid' must be a topic number, not {qid!r}")
        number = topic_number(str(qid))
        if not isinstance(query, str) or not query.strip():
            raise DumpError(f"{where}: 'query' must be the topic's question, not {query!r}")
        query = " ".join(query.split())
        if len(query) > MAX_TITLE_CHARS:
            raise DumpError(f"{where}: 'query' of {len(query):,} characters (at most {MAX_TITLE_CHARS:,})")
        if queries.setdefault(number, query) != query:
            raise DumpError(f"{where}: topic {number} has two queries, {queries[number]!r} and {query!r}")
        if number not in heaps:
            done.topics.append(_topic(number, query, row.get("original_query")))
            heaps[number], seen[number] = [], set()
        page = _page(row, number, where)
        if page.docno in seen[number]:
            done.repeated += 1
            continue
        seen[number].add(page.docno)
        rank = _number(row.get("rank"), where, "rank")
        key = (-(page.score if page.score is not None else 0.0), rank if rank is not None else 0.0, next(order))
        heap = heaps[number]
        entry = ((-key[0], -key[1], -key[2]), page)  # a min-heap of the worst kept: the highest key is the worst
        if len(heap) < depth:
            heapq.heappush(heap, entry)
        else:
            done.below_depth += 1
            if entry[0] > heap[0][0]:
                heapq.heapreplace(heap, entry)
    for number, heap in heaps.items():
        done.pages[number] = [page for _, page in sorted(heap, key=lambda e: e[0], reverse=True)]
    if not done.topics:
        raise DumpError(f"{source}: no lines (a re-rank file lists one query and document per line)")
    return done


def _page(row: dict[str, Any], number: str, where: str) -> PageText:
    docno, text = row.get("docno"), row.get("text")
    if not isinstance(docno, str) or not docno.strip() or any(ch.isspace() for ch in docno.strip()):
        raise DumpError(f"{where}: 'docno' must be a document id without spaces, not {docno!r}")
    if text is None:
        text = ""  # no text: the document falls back to its title, as a page that cannot be fetched
    if not isinstance(text, str):
        raise DumpError(f"{where}: 'text' must be a string, not {type(text).__name__}")
    for name in ("title", "url"):
        if row.get(name) is not None and not isinstance(row.get(name), str):
            raise DumpError(f"{where}: {name!r} must be a string, not {row.get(name)!r}")
    score = _number(row.get("score"), where, "score")
    return PageText(
        number, docno.strip(), text, str(row.get("title") or ""), str(row.get("url") or ""), score, score is not None
    )


def _number(value: object, where: str, name: str) -> float | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise DumpError(f"{where}: {name!r} must be a finite number, not {value!r}")
    return float(value)


def _topic(number: str, query: str, original: object) -> Topic:
    """The topic a line names: its query is the title; description, narrative and objects from ``original_query``
    (TIREx copies the dataset's topic there), when it has them."""
    fields = original if isinstance(original, dict) else {}
    description, narrative = (" ".join(str(fields.get(name) or "").split()) or None for name in _TOPIC_FIELDS)
    objects = fields.get("objects")
    if isinstance(objects, str):
        objects = objects.split(",")
    pair = tuple(str(o).strip() for o in objects if str(o).strip()) if isinstance(objects, list | tuple) else ()
    return Topic(number, query, description, narrative, pair if names_a_pair(pair) else None)


class TextsBackend:
    """Serves a re-rank input as a recorded store serves its searches and pages; never touches the network."""

    def __init__(self, data: RerankInput, index: str, source: str) -> None:
        wrong = [
            p.docno for pages in data.pages.values() for p in pages if index_of_docno(p.docno) not in (None, index)
        ]
        if wrong:  # stored under the wrong uuid, every page would be missing: say which task the ids are of
            theirs = sorted({index_of_docno(docno) or "" for docno in wrong})
            task = {v: k for k, v in TASK_INDEX.items()}.get(theirs[0]) if len(theirs) == 1 else None
            fix = f"run it with --task {task}" if task else f"run it with --index {theirs[0]}"
            raise DumpError(
                f"{source}: {len(wrong)} documents are of {', '.join(theirs)}, not {index} (the run's index), e.g. "
                f"{wrong[0]!r}: {fix}"
            )
        self.index = index
        self._searches = {
            topic.title: page_search(index, topic.title, data.pages[topic.number]).results for topic in data.topics
        }
        self._pages: dict[str, bytes] = {}
        for pages in data.pages.values():
            for page in pages:
                self._pages[document_uuid(page.docno, index)] = page_html(page.text, page_title(page))

    def search_page(self, query: str, index: str, start: int, size: int) -> dict[str, Any]:
        results = self._searches.get(" ".join(query.split())) if index == self.index else None
        if results is None:
            raise QueryNotRecorded(f"query {query!r} (index {index}) is not in the re-rank input")
        return {"meta": {"total_results": len(results), "indices": [index]}, "results": results[start : start + size]}

    def document_fingerprint(self, uuid: str, index: str) -> str | None:
        body = self._pages.get(uuid) if index == self.index else None
        return hashlib.sha256(body).hexdigest()[:16] if body is not None else None

    def fetch_document(self, uuid: str, index: str) -> FetchedDocument:
        body = self._pages.get(uuid) if index == self.index else None
        if body is None:
            raise DocumentNotRecorded(f"document {uuid} ({index}) is not in the re-rank input")
        return FetchedDocument(200, HTML, body)
