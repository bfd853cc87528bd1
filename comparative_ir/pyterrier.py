"""The re-ranker and the stance labels as a PyTerrier transformer, for experiments in PyTerrier pipelines.

IR researchers compose retrieval, re-ranking and evaluation as PyTerrier pipelines; ChatNoir has a PyTerrier
retriever of its own (``chatnoir-pyterrier``). ``ComparativeReRanker`` is the same ranking as ``api.rerank`` and a
run (the same features, weights and fallback to title + snippet), taking and giving PyTerrier's result frames::

    import pyterrier as pt
    from comparative_ir.pyterrier import ComparativeReRanker, write_run

    pipeline = first_stage % 50 >> ComparativeReRanker("comparative", stance=True)
    pt.Experiment([first_stage, pipeline], topics, qrels, [pt.measures.nDCG @ 5])
    write_run(pipeline(topics), "run.txt")  # a TREC run with the stance labels (PyTerrier's writer puts Q0)

Needs the ``pyterrier`` extra (``pip install 'comparative-ir[pyterrier]'``; PyTerrier's core, no Java).
"""

from __future__ import annotations

import bisect
import functools
import gzip
import itertools
import math
import os
import re
import sys
import warnings
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from comparative_ir import api, runfile
from comparative_ir.cleaning import clean_document, is_html_page, page_title_and_words
from comparative_ir.ranking import extract_features, feature_names, rerank
from comparative_ir.retrieval import plain_text
from comparative_ir.runfile import DEFAULT_TAG, MAX_DEPTH
from comparative_ir.stance import check_task
from comparative_ir.text_import import SNIPPET_CHARS, TITLE_CHARS, PageText, page_title
from comparative_ir.workers import default_processes, forks, map_in_processes, warm_up

try:
    import pandas as pd
    import pyterrier as pt
except ImportError as error:  # pragma: no cover - the message is the point
    raise ImportError(
        "comparative_ir.pyterrier needs PyTerrier: pip install 'comparative-ir[pyterrier]' (or pip install pyterrier)"
    ) from error

__all__ = ["ComparativeReRanker", "write_run"]

# Where a frame may keep each part of a document: our names first, then chatnoir-pyterrier's, then TIREx's.
TITLE_COLUMNS = ("title", "title_text")
SNIPPET_COLUMNS = ("snippet", "snippet_text")
URL_COLUMNS = ("url", "target_uri")
TEXT_COLUMNS = ("text", "body", "contents_plain")
HTML_COLUMNS = ("contents", "html")


class ComparativeReRanker(pt.Transformer):
    """Re-rank each query's documents by the task's features, as ``run`` re-ranks ChatNoir's results.

    Input: a result frame with ``qid``, ``query`` and ``docno``, and a document's text in ``text`` (extracted text,
    as PyTerrier text loaders and TIREx give it, read as ``run`` reads TIREx's texts; also ``body`` or
    chatnoir-pyterrier's ``contents_plain``) or its
    HTML in ``contents`` (cleaned with trafilatura as a run cleans a fetched page; so is a text that is a whole HTML
    page, and bytes, such as ir_datasets' ClueWeb ``body``, are read as HTML); ``title`` / ``title_text``,
    ``snippet`` / ``snippet_text`` and ``url`` / ``target_uri`` are read when present. A document without text falls
    back to its title and snippet, as in a run. The input order is the first stage's: by ``score`` (highest first,
    also a feature of the ranking) when there is one, else by ``rank``, else as given; a frame without scores gets
    N ... 1. An ``objects`` column (two strings, comparative only) names a query's pair, as a topic's ``<objects>``;
    else the pair is parsed from the query. The question is the query as the user asked it: after a query rewriting
    stage (``pt.rewrite``, ``pt.apply.query``) that is the original PyTerrier keeps in ``query_0`` (the highest
    ``query_N``), not the rewritten ``query``.

    Output: the input rows with a new ``score`` (the weighted sum of the normalised features, as ``run --explain``
    shows it) and ``rank`` (from 0, PyTerrier's convention), grouped by query in the input's order and by rank within
    each; the first stage's score is kept in ``score_first_stage``. ``depth``: re-rank only the top ``depth`` of each
    query (default: all, since a PyTerrier pipeline cuts with ``%``); the rest keep their order below, with scores
    under the lowest re-ranked one. ``stance=True`` adds ``stance`` (FIRST/SECOND/NEUTRAL/NO or PRO/CON/NEU/NO, as
    ``run --stance``); ``features=True`` adds ``features``, a numpy vector per document in the order of
    ``feature_names`` (the values the ranking used; the input of PyTerrier's learning-to-rank stages; every document
    has them, so ``features=True`` takes no ``depth``).

    ``workers``: processes that re-rank the queries of a frame side by side (default on Linux: one per CPU this
    process may use, as a run's cleaning processes; elsewhere 1, in this process). A query that is more than a
    worker's share of the frame (a frame of one query) is cut into pieces of 25 documents or more whose features and
    labels the workers compute; each document's are its own, and the ranking is made here from all of them, so the
    output is the same for any number. ``clean=False`` takes plain texts as given (``api.rerank``'s reading) instead
    of reading them as ``run`` reads TIREx's texts: about half the time a page, for texts you know are clean.
    """

    def __init__(
        self,
        task: str = "comparative",
        weights: Mapping[str, float] | str | os.PathLike[str] | None = None,
        depth: int | None = None,
        *,
        stance: bool = False,
        features: bool = False,
        workers: int | None = None,
        clean: bool = True,
    ) -> None:
        check_task(task)
        if workers is not None:
            workers = api.whole_number(workers, "workers", "of processes, at least 1 (or None: a CPU each)")
        if depth is not None:
            depth = api.whole_number(depth, "depth", "of documents, at least 1 (or None: all)")
        stance, features, clean = api.flag(stance, "stance"), api.flag(features, "features"), api.flag(clean, "clean")
        if features and depth is not None:  # below the depth a document has no features: zeros would mislead a learner
            raise ValueError("features=True gives every document's features: leave depth None and cut with % instead")
        self.task = task
        self.weights = api._checked_weights(weights, task)  # checked now, not at the first query
        self._default_weights = weights is None
        self.depth = depth
        self.stance = stance
        self.features = features
        self.clean = clean
        self.workers = workers
        self.feature_names: tuple[str, ...] = tuple(sorted(feature_names(task)))

    def __repr__(self) -> str:
        """Tells settings apart, as ``pt.Experiment`` names pipelines by their repr."""
        weights = "" if self._default_weights else f"weights={dict(sorted(self.weights.items()))!r}, "
        options = f"{weights}depth={self.depth!r}, stance={self.stance}, features={self.features}"
        options += "" if self.clean else ", clean=False"
        return f"ComparativeReRanker({self.task!r}, {options})"

    def transform(self, inp: pd.DataFrame) -> pd.DataFrame:
        if not isinstance(inp, pd.DataFrame):
            raise TypeError(f"ComparativeReRanker transforms a pandas DataFrame, not {type(inp).__name__}")
        missing = [c for c in ("qid", "query", "docno") if c not in inp.columns]
        if missing:
            raise ValueError(
                f"ComparativeReRanker needs the columns qid, query and docno (a first stage's results); missing "
                f"{', '.join(missing)} (columns: {', '.join(map(str, inp.columns))})"
            )
        readable = (*TEXT_COLUMNS, *HTML_COLUMNS, *TITLE_COLUMNS, *SNIPPET_COLUMNS)
        if not any(c in inp.columns for c in readable):
            raise ValueError(
                "ComparativeReRanker needs the documents' text (a text, body or contents column) or at least their "
                "titles or snippets; add pt.text.get_text(dataset, 'text') before it, or ask the first stage for them"
            )
        if self.features and "features" in inp.columns:  # an earlier stage's (a feature retriever's): lost
            filename, lineno = _caller()
            warnings.warn_explicit(
                "the frame's features column is replaced by this re-ranker's features (rename it before this stage "
                "to keep it)",
                UserWarning, filename, lineno, module=os.path.splitext(filename)[0],
            )  # fmt: skip
        if inp["qid"].isna().any():
            row = int(np.flatnonzero(inp["qid"].isna().to_numpy())[0])
            raise ValueError(f"row {row} of the frame has no qid (every row needs the query it belongs to)")
        out = inp.copy()
        if "score" in out.columns:
            scores = pd.to_numeric(out["score"], errors="coerce")
            bad = scores.isna() & out["score"].notna()
            if bad.any():
                row = int(np.flatnonzero(bad.to_numpy())[0])
                raise ValueError(f"score must be a number, not {out['score'].iloc[row]!r} (row {row} of the frame)")
            out["score"] = scores
            out["score_first_stage"] = scores
            if (unscored_rows := int(scores.isna().sum())) and not scores.isna().all():
                where = (
                    "by their rank, scored between their neighbours"
                    if "rank" in out.columns
                    else "below the scored documents of their query, each scored just below the one before"
                )
                filename, lineno = _caller()
                warnings.warn_explicit(
                    f"{unscored_rows} rows have no score (NaN): placed {where}",
                    UserWarning, filename, lineno, module=os.path.splitext(filename)[0],
                )  # fmt: skip
        out["_order"] = range(len(out))
        jobs = [_job(group) for _, group in out.groupby("qid", sort=False)]  # every query checked before any work
        if repeated := sum(job.repeated for job in jobs):
            filename, lineno = _caller()
            warnings.warn_explicit(
                f"{repeated} documents listed more than once for a query: each kept once, at its best first-stage "
                "place",
                UserWarning, filename, lineno, module=os.path.splitext(filename)[0],
            )  # fmt: skip
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            questions = [self._checked(job) for job in jobs]
        processes = self.workers or default_processes()
        pieces = _pieces(jobs, questions, forks(processes, sum(len(job.group) for job in jobs)))
        if forks(processes, len(pieces)):
            warm_up(self.task)  # loaded here once, not in every worker of every frame
        sizes = [len(piece.rows) for piece in pieces]
        done = map_in_processes(functools.partial(_recording_warnings, self._piece), pieces, processes, sizes)
        found: list[list[_Found]] = [[] for _ in jobs]
        for piece, (result, _) in zip(pieces, done, strict=True):
            found[piece.job].append(result)
        rankings = [
            self._rank(job.qid, job.question, job.rows, job.scores, parsed, parts)
            for job, parsed, parts in zip(jobs, questions, found, strict=True)
        ]
        parts = [self._frame(job, ranking) for job, ranking in zip(jobs, rankings, strict=True)]
        _warn_once([*caught, *(w for _, worker_caught in done for w in worker_caught)], len(jobs))
        if not parts:
            result = out.drop(columns=["_order"])
            result["score"] = pd.Series(dtype="float64")
            result["rank"] = pd.Series(dtype="int64")
            if self.stance:
                result["stance"] = pd.Series(dtype="object")
            if self.features:
                result["features"] = pd.Series(dtype="object")
            return result
        return pd.concat(parts, ignore_index=True)

    def _checked(self, job: _Job) -> api.ParsedQuestion:
        """The query's documents checked as ``api.rerank`` checks them, and its question as the ranking reads it (a
        question of the other task warns here), before any worker starts."""
        pairs = zip(job.rows, job.scores, strict=True)
        docs = [_doc(row, score, with_text=False, clean=self.clean) for row, score in pairs]
        try:
            api._checked_question(job.question)
            api._checked_objects(job.objects, self.task)
            api._checked_docs(docs)
        except ValueError as error:
            raise ValueError(f"qid {job.qid}: {error}") from None
        parsed = api._question(job.question, self.task, job.objects)
        api._warn_if_other_task(job.question, self.task, parsed.objects)
        return parsed

    def _piece(self, piece: _Piece) -> _Found:
        """The raw features (within the depth) and stance labels of some of one query's documents, in their order;
        runs in a worker process. Every document's features and label are its own, so a query split into pieces
        gets the same as one re-ranked whole; what comes back is small (no texts)."""
        docs = [_doc(row, score, clean=self.clean) for row, score in zip(piece.rows, piece.scores, strict=True)]
        head = docs if self.depth is None else docs[: max(0, self.depth - piece.start)]  # the ones ranked by features
        rows: list[dict[str, float]] = []
        if head:
            candidates, documents = api._internal(head, self.task, first_rank=piece.start + 1)
            with warnings.catch_warnings():  # a question of the other task: warned in the calling process
                warnings.simplefilter("ignore", UserWarning)
                rows = extract_features(piece.parsed, piece.question, candidates, documents, self.task)
        stances = None
        if self.stance:
            texts = [doc.text or doc.snippet for doc in docs]
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", UserWarning)
                labels = api.stance(
                    piece.question, texts, self.task, objects=piece.objects, titles=[doc.title for doc in docs]
                )
            stances = [label.label for label in labels]
        found = _Found(rows, stances)
        if not piece.whole:
            return found
        # a query in one piece is ranked here too, in the worker, as before pieces (the weighing is no small cost:
        # the fallbacks' imputation on 1,000 documents of which half have no text)
        ranking = self._rank(piece.qid, piece.question, piece.rows, piece.scores, piece.parsed, [found])
        return _Found([], None, ranking)

    def _rank(
        self,
        qid: object,
        question: str,
        records: Sequence[Mapping[str, Any]],
        first_stage: Sequence[float],
        parsed: api.ParsedQuestion,
        found: Sequence[_Found],
    ) -> _Ranking:
        """One query's new order, scores, labels and features from its pieces' features and labels, as
        ``api.rerank`` and ``api.stance`` give them."""
        if len(found) == 1 and found[0].ranking is not None:
            return found[0].ranking
        rows = [row for piece in found for row in piece.rows]
        pairs = zip(records, first_stage, strict=True)
        docs = [_doc(row, score, with_text=False, clean=self.clean) for row, score in pairs]
        candidates, _ = api._internal(docs, self.task)
        depth = self.depth or len(docs)
        try:
            ranked = rerank(parsed, question, candidates, {}, self.weights, depth, self.task, rows=rows)
        except ValueError as error:
            raise ValueError(f"qid {qid}: {error}") from None
        stances = None
        if self.stance:
            label = dict(zip((d.docno for d in docs), (s for piece in found for s in piece.stances or ()), strict=True))
            stances = [label[r.candidate.docno] for r in ranked]
        vectors = None
        if self.features:
            vectors = [np.array([r.features.get(n, 0.0) for n in self.feature_names], dtype="float64") for r in ranked]
        scores = _scores([r.score if r.features else None for r in ranked])
        return _Ranking([r.candidate.docno for r in ranked], scores, stances, vectors)

    def _frame(self, job: _Job, ranking: _Ranking) -> pd.DataFrame:
        """The query's own rows in the new order, with the new columns."""
        group = job.group
        ordered = group.set_index(group["docno"].astype(str), drop=False).loc[ranking.docnos].reset_index(drop=True)
        ordered["score"] = ranking.scores
        ordered["rank"] = np.arange(len(ordered), dtype="int64")
        if ranking.stances is not None:
            ordered["stance"] = ranking.stances
        if ranking.features is not None:
            ordered["features"] = ranking.features
        return ordered.drop(columns=["_order"])


@dataclass(frozen=True)
class _Job:
    """One query's rows, checked and in the first stage's order, with its question and pair."""

    qid: object
    question: str
    objects: tuple[str, ...] | None
    group: pd.DataFrame
    rows: list[dict[str, Any]]  # the group's rows as records, in its order
    scores: list[float]  # the first stage's, as ``_first_stage_scores`` fills them in
    repeated: int = 0  # documents the query listed more than once (each kept at its first-stage best)


@dataclass(frozen=True)
class _Piece:
    """Some of one query's documents, in a row (all of them unless the query is most of the frame's work): what a
    worker is sent, without the rest of the query's texts."""

    job: int
    qid: object
    question: str
    objects: tuple[str, ...] | None
    parsed: api.ParsedQuestion  # as the ranking reads the question (parsed once, in the calling process)
    start: int  # the position of the first of them in the query's order
    rows: list[dict[str, Any]]
    scores: list[float]
    whole: bool  # all of the query's documents: the worker ranks them too


@dataclass(frozen=True)
class _Found:
    rows: list[dict[str, float]]  # raw features of the documents within the depth
    stances: list[str] | None
    ranking: _Ranking | None = None  # the query's, when the piece is the whole query


@dataclass(frozen=True)
class _Ranking:
    docnos: list[str]
    scores: list[float]
    stances: list[str] | None
    features: list[np.ndarray] | None


def _job(group: pd.DataFrame) -> _Job:
    """The checks of one query's rows, made in the calling process so that a wrong frame fails at once."""
    qid = group["qid"].iloc[0]
    column = _question_column(group)
    queries = group[column].drop_duplicates()
    if len(queries) != 1:
        raise ValueError(f"qid {qid}: {len(queries)} different queries in one query's rows ({list(queries)[:3]!r})")
    question = queries.iloc[0]
    if not isinstance(question, str):
        raise ValueError(f"qid {qid}: the query ({column}) must be the question as text, not {question!r}")
    if group["docno"].isna().any():
        row = int(np.flatnonzero(group["docno"].isna().to_numpy())[0])
        raise ValueError(f"qid {qid}: row {row} of the query's rows has no docno (every row needs its document's id)")
    objects = _objects(group, qid) if "objects" in group.columns else None
    ordered = _first_stage_order(group)
    # a document listed twice (two first stages unioned): kept once, at its best place, as ``run`` keeps a TIREx
    # file's first line of it
    repeated = ordered["docno"].astype(str).duplicated()
    listed_again = ordered["docno"].astype(str)[repeated].nunique()  # documents, however many times each
    if repeated.any():
        ordered = ordered[~repeated.to_numpy()]
    scores = _first_stage_scores(ordered)
    return _Job(qid, question, objects, ordered, ordered.to_dict("records"), scores, int(listed_again))


# A query re-ranked in pieces is cut into at least this many documents a piece: sending a piece costs a little
MIN_PIECE = 25


def _pieces(jobs: Sequence[_Job], questions: Sequence[api.ParsedQuestion], workers: int) -> list[_Piece]:
    """Each query whole, except one that is more than a worker's share of the frame's documents: that one in
    pieces of about a quarter of a share, so that the workers finish together (a frame of one query of 1,000
    documents used one worker)."""
    total = sum(len(job.rows) for job in jobs)
    share = math.ceil(total / workers) if workers else total
    size = max(MIN_PIECE, math.ceil(share / 4))
    out = []
    for index, job in enumerate(jobs):
        n = len(job.rows)
        count = max(1, n // size) if workers and n > share else 1
        bounds = [round(n * k / count) for k in range(count + 1)]
        for start, end in itertools.pairwise(bounds):
            rows, scores = job.rows[start:end], job.scores[start:end]
            parsed = questions[index]
            out.append(_Piece(index, job.qid, job.question, job.objects, parsed, start, rows, scores, count == 1))
    return out


def _recording_warnings(work: Any, piece: _Piece) -> tuple[_Found, list[warnings.WarningMessage]]:
    """Do one piece, keeping its warnings for ``_warn_once`` (also in a worker process, where a warning would
    otherwise go to its stderr once per piece; sent back without the objects and lines a warning may hold)."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        found = work(piece)
    return found, [warnings.WarningMessage(w.message, w.category, w.filename, w.lineno) for w in caught]


def _first_stage_order(group: pd.DataFrame) -> pd.DataFrame:
    """Highest score first (ties: lower rank, then input order), else by rank, else as given; by rank when some
    documents have no score (NaN) and the frame has ranks: a missing score does not move a document down."""
    unscored = "score" in group.columns and "rank" in group.columns and bool(group["score"].isna().any())
    keys = [c for c in ("score", "rank") if c in group.columns and not (unscored and c == "score")] + ["_order"]
    ascending = [c != "score" for c in keys]
    return group.sort_values(keys, ascending=ascending, kind="mergesort")


def _missing(value: object) -> bool:
    """NaN, None or pandas' NA (a nullable column's missing value, which ``float()`` and ``math.isnan`` refuse)."""
    return bool(pd.isna(value))


def _first_stage_scores(group: pd.DataFrame) -> list[float]:
    """The first stage's scores in its order; a document without one (NaN) scores between its neighbours (below the
    one before it when last, above the one after it when first), and a frame without scores, or whose scores do
    not fall along its ranks, gets N ... 1, as ``fixtures import --texts`` does (the score is a ranking feature)."""
    # pandas' nullable numbers (``convert_dtypes``) hold pd.NA for a missing score: NaN here, as a float column's
    given = [math.nan if _missing(x) else float(x) for x in group["score"]] if "score" in group.columns else []
    given = given or [math.nan] * len(group)
    count = len(given)
    known = [i for i, x in enumerate(given) if not math.isnan(x)]
    if not known:
        return [float(count - position) for position in range(count)]
    out = list(given)
    for i, score in enumerate(given):
        if math.isnan(score):
            k = bisect.bisect_left(known, i)  # the known neighbours (a scan of all of them for each was quadratic)
            before = given[known[k - 1]] if k > 0 else None
            after = given[known[k]] if k < len(known) else None
            if before is not None and after is not None:
                out[i] = (before + after) / 2
            elif before is not None:
                out[i] = before - 1.0
            else:
                assert after is not None  # some score is known
                out[i] = after + 1.0
    if any(later > earlier for earlier, later in itertools.pairwise(out)):
        return [float(count - position) for position in range(count)]  # ordered by rank, scores disagree
    return out


def _doc(row: Mapping[str, Any], score: float, with_text: bool = True, clean: bool = True) -> api.Doc:
    """The row as a document; ``with_text=False``: without its text (what the ranking needs of it once its features are
    known; no page cleaned).

    A plain text is read as ``run`` reads a text of TIREx's re-rank input (an imported text): cleaned as a plain page
    is, with its first line as the title and its first 200 characters as the snippet when the frame has none, so
    that the same rows rank the same through the command and through PyTerrier (a reviewer found 8 of 25 topics
    ordered otherwise when the text was taken as given); ``clean=False`` takes it as given, as ``api.rerank`` does
    (the cleaning about doubles the time a page)."""
    title, snippet = plain_text(_string(row, TITLE_COLUMNS)), plain_text(_string(row, SNIPPET_COLUMNS))  # no <em>
    url = _string(row, URL_COLUMNS)
    column = next((c for c in (*TEXT_COLUMNS, *HTML_COLUMNS) if _present(row.get(c))), None)
    raw = row[column] if column is not None else ""
    plain = isinstance(raw, str) and column not in HTML_COLUMNS and not is_html_page(raw)
    if plain and raw and clean:
        imported = PageText("", "", raw, title)
        title = title or page_title(imported)
        snippet = snippet or " ".join(raw.split())[:SNIPPET_CHARS]
    elif not plain and isinstance(raw, str) and raw and not (title and snippet):  # a page: <title>, first words
        page_title_text, words = page_title_and_words(raw)
        title = title or page_title_text[:TITLE_CHARS]
        snippet = snippet or words[:SNIPPET_CHARS]
    if not with_text:
        return api.Doc(str(row["docno"]), title, "", snippet, score, url)
    if isinstance(raw, bytes | bytearray):  # ir_datasets' ClueWeb "body": the page's bytes, in its own charset
        text = clean_document(bytes(raw), "text/html", url=url or None).text or ""
    elif not plain:
        text = api.clean(str(raw), title=title, url=url)
    else:
        text = api.clean(raw, html=False, title=title, url=url) if raw and clean else raw
    return api.Doc(str(row["docno"]), title, text, snippet, score, url)


def _present(value: object) -> bool:
    """A value in a cell: not missing, None, NaN or blank."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return False
    return bool(value.strip()) if isinstance(value, str) else True


def _string(row: Mapping[str, Any], columns: Sequence[str]) -> str:
    """The first of ``columns`` with a value in this row; "" when none has one (missing, None or NaN)."""
    for column in columns:
        value = row.get(column)
        if _present(value):
            return value if isinstance(value, str) else str(value)
    return ""


def _question_column(group: pd.DataFrame) -> str:
    """``query``, or after query rewriting the original PyTerrier pushed to the highest ``query_N``."""
    pushed = [c for c in group.columns if isinstance(c, str) and re.fullmatch(r"query_\d+", c)]
    return max(pushed, key=lambda c: int(c[6:])) if pushed else "query"


def _warn_once(caught: Sequence[warnings.WarningMessage], queries: int) -> None:
    """The other task's questions warned about once a frame, not once a query (and other warnings as they came),
    shown at the caller's line on every frame, whichever process found them (``warn_explicit`` without a registry:
    a second frame's identical warning is not swallowed as already shown)."""
    hints = [w for w in caught if issubclass(w.category, UserWarning) and "task=" in str(w.message)]
    for w in caught:
        if w not in hints:
            warnings.warn_explicit(w.message, w.category, w.filename, w.lineno)
    if not hints:
        return
    message = str(hints[0].message)
    if len(hints) > 1:
        message = f"{len(hints)} of {queries} queries look like the other task's, e.g. {message}"
    filename, lineno = _caller()
    warnings.warn_explicit(message, UserWarning, filename, lineno, module=os.path.splitext(filename)[0])


def _caller() -> tuple[str, int]:
    """The first line outside this package, PyTerrier and pandas: the user's call (or pt.Experiment's caller)."""
    frame = sys._getframe(1)
    skipped = tuple(os.path.dirname(p) + os.sep for p in (__file__, pt.__file__, pd.__file__))
    while frame.f_back is not None and frame.f_code.co_filename.startswith(skipped):
        frame = frame.f_back
    return frame.f_code.co_filename, frame.f_lineno


def _objects(group: pd.DataFrame, qid: object) -> tuple[str, ...] | None:
    """A query's ``objects``: two strings (a list, or one string "a, b" as Touché topic files write them)."""
    values = group["objects"].dropna()
    if values.empty:
        return None
    value = values.iloc[0]
    if not isinstance(value, str) and not isinstance(value, Iterable):
        raise ValueError(f"qid {qid}: objects must be two objects (a list, or one string 'a, b'), got {value!r}")
    pair = [o.strip() for o in value.split(",")] if isinstance(value, str) else [str(o) for o in value]
    if len(pair) != 2:
        raise ValueError(f"qid {qid}: objects must be two objects, got {value!r}")
    return tuple(pair)


def _scores(scores: Sequence[float | None]) -> list[float]:
    """Strictly falling scores in the new order, so that anything sorting by score (trec_eval, ``pt.Experiment``)
    keeps it: ties are nudged down by a millionth, as the run writer does, and each document below the re-rank
    depth (no score) gets one less than the document above it."""
    out: list[float] = []
    for score in scores:
        value = float(score) if score is not None else (out[-1] - 1.0 if out else 0.0)
        if out and value > out[-1] - 1e-6:
            value = out[-1] - 1e-6
        out.append(value)
    return out


def write_run(
    frame: pd.DataFrame,
    path: str | os.PathLike[str],
    tag: str = DEFAULT_TAG,
    depth: int = MAX_DEPTH,
) -> int:
    """Write a result frame as a TREC run file, with the stance labels of a ``stance`` column in the second column.

    PyTerrier's own writer (``pt.io.write_results``) puts Q0 there whatever the frame holds, and ranks from 0: a run
    for Touché's stance evaluation written with it has no labels. Here each query's rows go in the order of their
    score (equal scores: by ``rank`` when the frame has one, else in row order), ranked from 1, scores made strictly
    decreasing and the file written atomically, as ``run`` writes run.txt (gzipped when ``path`` ends in ".gz"); a
    document twice in a query is written once, at its best place; ``depth`` caps each query's lines; the queries
    keep the frame's order. Without a ``stance`` column the second column is Q0. Returns the number of lines.
    Raises ValueError, naming the row by its index label, for a frame the run file cannot hold, and writes nothing.
    """
    if not isinstance(frame, pd.DataFrame):
        raise ValueError(f"write_run takes a PyTerrier result frame (a pandas DataFrame), not {type(frame).__name__}")
    depth = api.whole_number(depth, "depth", f"from 1 to {MAX_DEPTH}")
    runfile.format_topic_lines("1", [], tag, depth)  # the tag and depth checked before any row
    missing = [column for column in ("qid", "docno", "score") if column not in frame.columns]
    if missing:
        raise ValueError(f"the frame has no {', '.join(missing)} column (a result frame has qid, docno and score)")
    if frame.empty:
        raise ValueError("the frame has no rows: a run file needs at least one")
    labels = frame.index.tolist()
    qids, docnos, scores = frame["qid"].tolist(), frame["docno"].tolist(), frame["score"].tolist()
    stances = frame["stance"].tolist() if "stance" in frame.columns else ["Q0"] * len(frame)
    ranks = frame["rank"].tolist() if "rank" in frame.columns else [None] * len(frame)
    keys = []
    for i in range(len(frame)):
        where = f"row {labels[i]!r} (query {qids[i]!r}, document {docnos[i]!r})"
        for what, value, column in (("query", qids[i], "first"), ("document", docnos[i], "third")):
            problem = "missing" if _missing(value) else runfile.column_problem(str(value))
            if problem:
                raise ValueError(f"{where}: the {what} cannot be a run file's {column} column: {problem}")
        score = _number(scores[i])
        if score is None:
            raise ValueError(f"{where}: score {scores[i]!r} is not a number")
        if _missing(stances[i]) or stances[i] not in runfile.VALID_SECOND_COLUMN:
            raise ValueError(
                f"{where}: stance {stances[i]!r} is not a label (PRO/CON/NEU/NO or FIRST/SECOND/NEUTRAL/NO); "
                "drop the stance column to write Q0"
            )
        rank = math.inf if _missing(ranks[i]) else _number(ranks[i])
        if rank is None:
            raise ValueError(f"{where}: rank {ranks[i]!r} is not a number")
        keys.append((-score, rank, i))
    if len({runfile.stance_family(str(label)) for label in stances} - {"any"}) > 1:
        raise ValueError("the frame mixes comparative and controversial stance labels")
    rankings: dict[str, list[runfile.RankedDoc]] = {str(qid): [] for qid in qids}  # the frame's order of queries
    for negative, _, i in sorted(keys):
        rankings[str(qids[i])].append(runfile.RankedDoc(str(docnos[i]), -negative, str(stances[i])))
    lines = [line for qid, ranking in rankings.items() for line in runfile.format_topic_lines(qid, ranking, tag, depth)]
    data = "".join(line + "\n" for line in lines).encode("utf-8")
    target = Path(path)
    runfile.atomic_write_bytes(target, gzip.compress(data, mtime=0) if target.name.endswith(".gz") else data)
    return len(lines)


def _number(value: object) -> float | None:
    """A finite score or rank as a float (numpy's too), else None."""
    value = value.item() if isinstance(value, np.generic) else value
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        return None
    return float(value)
