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
import zlib
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from comparative_ir.chatnoir import DocumentNotRecorded, FetchedDocument
from comparative_ir.cleaning import is_html_page, page_title_and_words
from comparative_ir.pipeline import TASK_INDEX
from comparative_ir.recording import DumpError, QueryNotRecorded, index_of_docno, json_object_lines
from comparative_ir.retrieval import document_uuid
from comparative_ir.runfile import column_problem
from comparative_ir.text_import import (
    HTML,
    SNIPPET_CHARS,
    TITLE_CHARS,
    PageText,
    checked_page,
    page_html,
    page_search,
    page_title,
)
from comparative_ir.topics import MAX_TITLE_CHARS, Topic, names_a_pair, topic_number

RERANK_NAMES = ("rerank.jsonl.gz", "rerank.jsonl")
MAX_QID_CHARS = 200  # a topic id, not a text
_TOPIC_FIELDS = ("description", "narrative")


def find_rerank_file(path: Path) -> Path | None:
    """The re-rank file ``-i`` names: the file itself (any ``*.jsonl`` or ``*.jsonl.gz``: a topics file is XML), or
    ``rerank.jsonl(.gz)`` in the directory; None when there is none."""
    if path.is_file():
        return path if path.name.endswith((".jsonl", ".jsonl.gz")) else None
    if path.is_dir():
        return next((path / name for name in RERANK_NAMES if (path / name).is_file()), None)
    return None


@dataclass(frozen=True)
class KeptPage:
    """A document as the run needs it: its search result (``result``: title and snippet made from the text, as
    ``fixtures import --texts`` makes them) and its text, compressed (a TIREx file of 50 topics x 1,000 pages is
    hundreds of megabytes of text; the pipeline reads a page's text once, when it cleans it)."""

    result: PageText  # the text of which is the snippet alone: what ``page_search`` reads of it
    packed: bytes
    html: bool  # the text is a whole HTML page, served as it is

    def page(self) -> bytes:
        text = zlib.decompress(self.packed).decode("utf-8")
        return text.encode("utf-8") if self.html else page_html(text, self.result.title)


@dataclass
class RerankInput:
    """The topics (in the file's order) and each topic's top documents, best first."""

    topics: list[Topic]
    pages: dict[str, list[KeptPage]]
    lines: int = 0
    below_depth: int = 0  # documents below the run's depth, not read further
    repeated: int = 0  # a document listed twice for one topic (the first line kept)
    conflicting: dict[str, None] = field(default_factory=dict)  # documents given other texts in other topics, in order
    without_text: list[str] = field(default_factory=list)  # where each kept line without a text is ("file:4")


def parse_rerank_lines(lines: Iterable[str], source: str, depth: int) -> RerankInput:
    """Read every line (one clear error naming a bad one), keeping each topic's best ``depth`` documents: by score
    (highest first; a line without one after those with one), else by rank, else in file order. A TIREx file lists
    up to 1,000 documents a query; a run writes ``--depth`` of them, so only those are kept."""
    done = RerankInput([], {})
    queries: dict[str, str] = {}
    heaps: dict[str, list[tuple[tuple[bool, float, float, int], KeptPage]]] = {}
    seen: dict[str, set[str]] = {}
    texts: dict[str, int] = {}  # a digest of each document's text: one document, one page
    blank: dict[tuple[str, str], str] = {}  # (topic, docno) of a line without text: where the line is
    unscored: dict[tuple[str, str], str] = {}  # (topic, docno) of a line without a score: where the line is
    order = itertools.count()
    for where, row in json_object_lines(lines, source):
        done.lines += 1
        qid, query = row.get("qid"), row.get("query")
        if isinstance(qid, bool) or not isinstance(qid, str | int) or not str(qid).strip():
            raise DumpError(f"{where}: 'qid' must be a topic number, not {qid!r}")
        number = topic_number(str(qid))
        if problem := column_problem(number):  # the run file's first column: "1 2" would be two
            raise DumpError(f"{where}: 'qid' {qid!r} cannot be a run file's topic: {problem}")
        if len(number) > MAX_QID_CHARS:
            raise DumpError(f"{where}: 'qid' of {len(number):,} characters (at most {MAX_QID_CHARS})")
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
        page, rank = _page(row, number, where)
        if page.docno in seen[number]:
            done.repeated += 1
            continue
        if not page.text.strip():
            blank[(number, page.docno)] = where
        if not page.scored:
            unscored[(number, page.docno)] = where
        seen[number].add(page.docno)
        digest = zlib.crc32(page.text.encode("utf-8"))
        if texts.setdefault(page.docno, digest) != digest:
            done.conflicting.setdefault(page.docno)
        # the higher the better: a score before none, the higher score, the lower rank, the earlier line; the heap's
        # root is the worst document kept
        priority = (page.score is not None, page.score or 0.0, -(rank or 0.0), -next(order))
        heap = heaps[number]
        if len(heap) >= depth:
            done.below_depth += 1
            if priority <= heap[0][0]:
                continue
        kept = (priority, _kept(page))
        if len(heap) < depth:
            heapq.heappush(heap, kept)
        else:
            heapq.heapreplace(heap, kept)
    for number, heap in heaps.items():
        done.pages[number] = [page for _, page in sorted(heap, key=lambda e: e[0], reverse=True)]
        # only the lines the run ranks: a repeat (its first line kept) or a line below the depth is not read further
        done.without_text += [w for p in done.pages[number] if (w := blank.get((number, p.result.docno)))]
        missing = [w for p in done.pages[number] if (w := unscored.get((number, p.result.docno)))]
        if missing and len(missing) < len(done.pages[number]):
            # as api.rerank refuses it: the scores are a ranking feature, and N ... 1 in their place would drop the
            # given ones without a word (a participant's review, session 38)
            raise DumpError(
                f"{missing[0]}: no 'score', but other lines of topic {number} have one: give every line of a topic "
                "a score, or none (then the lines' ranks, else their order, rank them)"
            )
    if not done.topics:
        raise DumpError(f"{source}: no lines (a re-rank file lists one query and document per line)")
    return done


def _kept(page: PageText) -> KeptPage:
    html = is_html_page(page.text)
    if html:  # a search result of its own words: the page's <title>, its first words without the tags
        title, words = page_title_and_words(page.text)
        title = " ".join(page.title.split()) or title[:TITLE_CHARS]
    else:
        title, words = page_title(page), " ".join(page.text.split())
    result = PageText(page.qid, page.docno, words[:SNIPPET_CHARS], title, page.url, page.score, page.scored)
    return KeptPage(result, zlib.compress(page.text.encode("utf-8"), 1), html)


def _page(row: dict[str, Any], number: str, where: str) -> tuple[PageText, float | None]:
    if "docno" not in row:
        raise DumpError(f"{where}: no 'docno': a re-rank input lists each query's documents (qid, query, docno, text)")
    text = row.get("text")
    if text is None:
        text = ""  # no text: the document falls back to its title, as a page that cannot be fetched
    if not isinstance(text, str):
        raise DumpError(f"{where}: 'text' must be a string, not {type(text).__name__}")
    return checked_page(row, number, text, where)


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
        docnos = [p.result.docno for pages in data.pages.values() for p in pages]
        wrong = [docno for docno in docnos if index_of_docno(docno) not in (None, index)]
        if wrong:  # stored under the wrong uuid, every page would be missing: say which task the ids are of
            theirs = sorted({index_of_docno(docno) or "" for docno in wrong})
            task = {v: k for k, v in TASK_INDEX.items()}.get(theirs[0]) if len(theirs) == 1 else None
            if len(wrong) < len(docnos) or task is None:
                fix = f"a run reads one corpus ({index}, --index): give it a file of {index} documents"
            else:
                fix = f"run it with --task {task}"
            raise DumpError(
                f"{source}: {len(wrong)} of {len(docnos)} documents are of {', '.join(theirs)}, not {index} (the "
                f"run's index), e.g. {wrong[0]!r}: {fix}"
            )
        self.index = index
        # a query two topics share finds each topic's own documents under its own key, which no query can be (a
        # query has no line break); a store answers a query as ChatNoir does, one list for both
        titles = Counter(topic.title for topic in data.topics)
        self._keys = {
            topic.number: topic.title if titles[topic.title] == 1 else f"{topic.title}\n(topic {topic.number})"
            for topic in data.topics
        }
        self._searches = {
            self._keys[topic.number]: page_search(
                index, self._keys[topic.number], [p.result for p in data.pages[topic.number]]
            ).results
            for topic in data.topics
        }
        self._pages: dict[str, KeptPage] = {}
        for pages in data.pages.values():
            for page in pages:
                self._pages[document_uuid(page.result.docno, index)] = page

    def topic_query(self, topic: Topic) -> str:
        """The query that finds the topic's own documents."""
        return self._keys.get(topic.number, topic.title)

    def search_page(self, query: str, index: str, start: int, size: int) -> dict[str, Any]:
        results = None
        if index == self.index:
            results = self._searches.get(query, self._searches.get(" ".join(query.split())))
        if results is None:
            raise QueryNotRecorded(f"query {query!r} (index {index}) is not in the re-rank input")
        return {"meta": {"total_results": len(results), "indices": [index]}, "results": results[start : start + size]}

    def document_fingerprint(self, uuid: str, index: str) -> str | None:
        page = self._pages.get(uuid) if index == self.index else None
        return hashlib.sha256(page.packed).hexdigest()[:16] if page is not None else None

    def fetch_document(self, uuid: str, index: str) -> FetchedDocument:
        page = self._pages.get(uuid) if index == self.index else None
        if page is None:
            raise DocumentNotRecorded(f"document {uuid} ({index}) is not in the re-rank input")
        return FetchedDocument(200, HTML, page.page())
