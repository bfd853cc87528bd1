"""Page texts into a fixture store, so that a replay run reads full documents.

Touché data often comes as texts keyed by topic and document (the 2023 Task 1 top-10 texts, the 2020 judged-page
texts) rather than as recorded ChatNoir answers. Each text becomes a small HTML page in the store (the run cleans
it as it cleans a fetched page); a topic that has no recorded search gets one, in the order of ``--order`` (a run
file), else the texts' ``score`` or ``rank``, else their order in the file. The texts' own scores are kept as the
search's scores when every text of the topic has one and the order agrees with them; else the search scores N ... 1.
"""

from __future__ import annotations

import html
import itertools
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from comparative_ir.chatnoir import FetchedDocument
from comparative_ir.recording import (
    SKIP_HINT,
    DumpError,
    FixtureStore,
    RecordedSearch,
    index_of_docno,
    json_object_lines,
)
from comparative_ir.retrieval import document_uuid
from comparative_ir.runfile import column_problem
from comparative_ir.topics import topic_number

TITLE_CHARS = 90  # a title made from the text's first line
SNIPPET_CHARS = 200
HTML = "text/html; charset=utf-8"


@dataclass(frozen=True)
class PageText:
    qid: str
    docno: str
    text: str
    title: str = ""
    url: str = ""
    score: float | None = None  # higher first; a "rank" is stored as its negative
    scored: bool = False  # the score is the line's own "score" (kept in the search), not from a rank


@dataclass
class TextImport:
    """What an import did, for its log line."""

    documents: int = 0
    searches_created: int = 0
    skipped: int = 0  # texts of documents a topic's recorded search does not list
    repeated: int = 0  # a document given twice for one topic (the last text kept)
    conflicting: int = 0  # a document given with different texts (for different topics): one page is stored
    ordered: int = 0  # new searches that --order put in order


def check_docnos(pages: Sequence[PageText], index: str) -> None:
    """ClueWeb ids name their corpus: a ClueWeb12 id under --index cw22 would be stored under the wrong uuid. The
    error names the index the ids are of."""
    wrong = [p.docno for p in pages if index_of_docno(p.docno) not in (None, index)]
    if wrong:
        right = sorted({index_of_docno(docno) or "" for docno in wrong})
        fix = (
            f"import them with --index {right[0]}"
            if len(right) == 1 and len(wrong) == len(pages)
            else (f"they are of {', '.join(right)}: import each index's texts on their own")
        )
        raise DumpError(
            f"{len(wrong)} texts name documents of another corpus than {index} (--index), e.g. {wrong[0]!r}: {fix}"
        )


def parse_text_lines(
    lines: Iterable[str], titles: Mapping[str, str], source: str = "<texts>", skipped: list[str] | None = None
) -> list[PageText]:
    """``{"qid", "docno", "text"}`` per line, optionally ``title``, ``url``, ``score`` or ``rank``; every line is
    checked (one clear error naming the line) before anything is written. A topic not in ``titles`` is an error,
    or, when ``skipped`` is a list, appended to it and left out."""
    pages = []
    for where, row in json_object_lines(lines, source):
        qid, text = row.get("qid"), row.get("text")
        if qid is not None:
            qid = topic_number(qid)  # "01" is topic 1, as in the topics file
        if qid is None or qid not in titles:
            if skipped is not None and qid is not None:
                skipped.append(qid)
                continue
            raise DumpError(f"{where}: topic {qid!r} is not in the topics file ({SKIP_HINT})")
        if not isinstance(text, str):
            raise DumpError(f"{where}: 'text' must be a string")
        page, rank = checked_page(row, qid, text, where)
        if page.score is None and rank is not None:
            page = replace(page, score=-rank)  # a rank orders as its negative score; the search gets N ... 1
        pages.append(page)
    return pages


def checked_page(row: Mapping[str, Any], qid: str, text: str, where: str) -> tuple[PageText, float | None]:
    """A line's document (its docno, title, url and score checked, one error naming the line) and its rank."""
    docno = row.get("docno")
    if not isinstance(docno, str) or not docno.strip() or (problem := column_problem(docno.strip())):
        why = f" ({problem})" if isinstance(docno, str) and docno.strip() else ""
        raise DumpError(f"{where}: 'docno' must be a document id without spaces, not {docno!r}{why}")
    for name in ("title", "url"):
        if row.get(name) is not None and not isinstance(row.get(name), str):
            raise DumpError(f"{where}: {name!r} must be a string, not {row.get(name)!r}")
    for name, value in (("text", text), ("title", row.get("title")), ("url", row.get("url"))):
        if isinstance(value, str) and not _encodable(value):  # JSON's "\ud800": no file can hold it as UTF-8
            raise DumpError(
                f"{where}: {name!r} holds a lone surrogate (a broken \\u escape), which UTF-8 cannot encode"
            )
    score = _number(row.get("score"), where, "score")
    rank = _number(row.get("rank"), where, "rank")
    title, url = str(row.get("title") or ""), str(row.get("url") or "")
    return PageText(qid, docno.strip(), text, title, url, score, score is not None), rank


def _encodable(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _number(value: object, where: str, name: str) -> float | None:
    if value is None:
        return None
    try:
        finite = not isinstance(value, bool) and isinstance(value, int | float) and math.isfinite(value)
    except OverflowError:  # an integer of 400 digits
        finite = False
    if not finite:
        shown = repr(value) if len(repr(value)) <= 40 else repr(value)[:37] + "..."
        raise DumpError(f"{where}: {name!r} must be a finite number, not {shown}")
    return float(value)  # type: ignore[arg-type]


def page_html(text: str, title: str) -> bytes:
    """A plain page: the title in its head (the search result carries it; the body is the text alone, so that a
    title made from the first line is not read twice), then one paragraph per line of the text."""
    paragraphs = "\n".join(f"<p>{html.escape(line)}</p>" for line in text.splitlines() if line.strip())
    page = (
        f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>{html.escape(title)}</title></head>\n'
        f"<body><article>\n{paragraphs}\n</article></body></html>\n"
    )
    return page.encode("utf-8")


def page_title(page: PageText) -> str:
    if page.title.strip():
        return " ".join(page.title.split())
    first = next((line for line in page.text.splitlines() if line.strip()), "")
    return " ".join(first.split())[:TITLE_CHARS]


def import_texts(
    store: FixtureStore,
    pages: Sequence[PageText],
    titles: Mapping[str, str],
    index: str,
    order: Mapping[str, Sequence[str]] | None = None,
) -> TextImport:
    """Save each text as its document; create the search of a topic the store has none for (see the module)."""
    done = TextImport()
    by_topic: dict[str, dict[str, PageText]] = {}
    texts: dict[str, str] = {}
    for page in pages:  # the same document twice in a topic: the last line wins
        if page.docno in by_topic.get(page.qid, {}):
            done.repeated += 1
        if texts.setdefault(page.docno, page.text) != page.text:
            done.conflicting += 1  # one document, one stored page: the last text wins for every topic
            texts[page.docno] = page.text
        by_topic.setdefault(page.qid, {})[page.docno] = page
    for qid, docs in by_topic.items():
        query = titles[qid]
        record = store.load_search(index, query)
        if record is not None:
            listed = {str(r.get("trec_id")) for r in record.results if isinstance(r, dict)}  # --record keeps odd ones
            keep = {d: p for d, p in docs.items() if d in listed}
            done.skipped += len(docs) - len(keep)
        else:
            keep = docs
            ranked = (order or {}).get(qid, ())
            done.ordered += any(docno in docs for docno in ranked)
            store.save_search(page_search(index, query, _ordered(docs, ranked)))
            done.searches_created += 1
        for page in keep.values():
            body = page_html(page.text, page_title(page))
            store.save_document(index, document_uuid(page.docno, index), FetchedDocument(200, HTML, body))
            done.documents += 1
    return done


def _ordered(docs: Mapping[str, PageText], order: Sequence[str]) -> list[PageText]:
    """The run's order first, then by score (highest first), then the file's order."""
    position = {docno: i for i, docno in enumerate(order)}
    file_order = {docno: i for i, docno in enumerate(docs)}
    return sorted(
        docs.values(),
        key=lambda p: (
            position.get(p.docno, len(position)),
            -(p.score if p.score is not None else -math.inf),
            file_order[p.docno],
        ),
    )


def _scores(pages: Sequence[PageText]) -> list[float]:
    """The texts' own scores when every page has one and they fall down the order (a first stage's scores are a
    feature of the ranking: ``chatnoir_score``); else N, N-1, ..., 1 (a rank, or an order from ``--order``)."""
    given = [p.score for p in pages if p.scored and p.score is not None]
    if len(given) == len(pages) and all(a >= b for a, b in itertools.pairwise(given)):
        return given
    return [float(len(pages) - rank) for rank in range(len(pages))]


def page_search(index: str, query: str, pages: Sequence[PageText]) -> RecordedSearch:
    scores = _scores(pages)
    results = [
        {
            "index": index,
            "uuid": document_uuid(page.docno, index),
            "trec_id": page.docno,
            "score": scores[rank],
            "title": page_title(page),
            "snippet": " ".join(page.text.split())[:SNIPPET_CHARS],
            "target_uri": page.url,
        }
        for rank, page in enumerate(pages)
    ]
    return RecordedSearch(
        index, query, {"indices": [index], "total_results": len(results), "imported": "texts"}, results
    )
