"""The re-ranker and the stance labels as a PyTerrier transformer, for experiments in PyTerrier pipelines.

IR researchers compose retrieval, re-ranking and evaluation as PyTerrier pipelines; ChatNoir has a PyTerrier
retriever of its own (``chatnoir-pyterrier``). ``ComparativeReRanker`` is the same ranking as ``api.rerank`` and a
run (the same features, weights and fallback to title + snippet), taking and giving PyTerrier's result frames::

    import pyterrier as pt
    from comparative_ir.pyterrier import ComparativeReRanker

    pipeline = first_stage % 50 >> ComparativeReRanker("comparative", stance=True)
    pt.Experiment([first_stage, pipeline], topics, qrels, ["nDCG@5"])

Needs the ``pyterrier`` extra (``pip install 'comparative-ir[pyterrier]'``; PyTerrier's core, no Java).
"""

from __future__ import annotations

import math
import multiprocessing
import os
import re
import sys
import warnings
from collections.abc import Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any

import numpy as np

from comparative_ir import api
from comparative_ir.cleaning import clean_document, is_html_page
from comparative_ir.documents import usable_cpus, watch_parent
from comparative_ir.ranking import feature_names
from comparative_ir.stance import check_task

try:
    import pandas as pd
    import pyterrier as pt
except ImportError as error:  # pragma: no cover - the message is the point
    raise ImportError(
        "comparative_ir.pyterrier needs PyTerrier: pip install 'comparative-ir[pyterrier]' (or pip install pyterrier)"
    ) from error

__all__ = ["ComparativeReRanker"]

# Where a frame may keep each part of a document: our names first, then chatnoir-pyterrier's, then TIREx's.
TITLE_COLUMNS = ("title", "title_text")
SNIPPET_COLUMNS = ("snippet", "snippet_text")
URL_COLUMNS = ("url", "target_uri")
TEXT_COLUMNS = ("text", "body", "contents_plain")
HTML_COLUMNS = ("contents", "html")


# Forked workers start at once with the models this process has loaded. Where processes are spawned (macOS,
# Windows) each worker imports spaCy and the models again, seconds a frame, so the default there is one process.
_FORK = sys.platform.startswith("linux")


class ComparativeReRanker(pt.Transformer):
    """Re-rank each query's documents by the task's features, as ``run`` re-ranks ChatNoir's results.

    Input: a result frame with ``qid``, ``query`` and ``docno``, and a document's text in ``text`` (extracted text,
    as PyTerrier text loaders and TIREx give it; also ``body`` or chatnoir-pyterrier's ``contents_plain``) or its
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
    process may use, as a run's cleaning processes; elsewhere 1, in this process). Each query is re-ranked as a whole
    in one process, so the output is the same for any number; a frame of one query is re-ranked here.
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
    ) -> None:
        check_task(task)
        if workers is not None and (isinstance(workers, bool) or not isinstance(workers, int) or workers < 1):
            raise ValueError(
                f"workers must be a whole number of processes, at least 1 (or None: a CPU each), not {workers!r}"
            )
        if depth is not None and (isinstance(depth, bool) or not isinstance(depth, int) or depth < 1):
            raise ValueError(f"depth must be a whole number of documents, at least 1 (or None: all), not {depth!r}")
        if features and depth is not None:  # below the depth a document has no features: zeros would mislead a learner
            raise ValueError("features=True gives every document's features: leave depth None and cut with % instead")
        self.task = task
        self.weights = api._checked_weights(weights, task)  # checked now, not at the first query
        self._default_weights = weights is None
        self.depth = depth
        self.stance = bool(stance)
        self.features = bool(features)
        self.workers = workers
        self.feature_names: tuple[str, ...] = tuple(sorted(feature_names(task)))

    def __repr__(self) -> str:
        """Tells settings apart, as ``pt.Experiment`` names pipelines by their repr."""
        weights = "" if self._default_weights else f"weights={dict(sorted(self.weights.items()))!r}, "
        options = f"{weights}depth={self.depth!r}, stance={self.stance}, features={self.features}"
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
        out["_order"] = range(len(out))
        groups = [group for _, group in out.groupby("qid", sort=False)]
        processes = min(self.workers or (usable_cpus() if _FORK else 1), len(groups))
        if processes > 1:
            parts, caught = self._in_processes(groups, processes)
        else:
            parts, caught = _recording_warnings(self._query, groups)
        _warn_once(caught, len(groups))
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

    def _in_processes(
        self, groups: list[pd.DataFrame], processes: int
    ) -> tuple[list[pd.DataFrame], list[warnings.WarningMessage]]:
        """Queries re-ranked in worker processes, the largest first (a long query started last would leave the
        other processes idle at the end), and put back in the input's order; the first error stops the rest."""
        order = sorted(range(len(groups)), key=lambda i: -len(groups[i]))
        parts: list[pd.DataFrame | None] = [None] * len(groups)
        caught: list[warnings.WarningMessage] = []
        context = multiprocessing.get_context("fork") if _FORK else None
        with ProcessPoolExecutor(processes, context, initializer=watch_parent, initargs=(os.getpid(),)) as pool:
            futures = {i: pool.submit(_recording_warnings, self._query, [groups[i]]) for i in order}
            try:
                for i in range(len(groups)):  # the warnings in the input's order too
                    (parts[i],), query_warnings = futures[i].result()
                    caught += query_warnings
            except BaseException:
                pool.shutdown(wait=True, cancel_futures=True)
                raise
        return [p for p in parts if p is not None], caught

    def _query(self, group: pd.DataFrame) -> pd.DataFrame:
        qid = group["qid"].iloc[0]
        column = _question_column(group)
        queries = group[column].drop_duplicates()
        if len(queries) != 1:
            raise ValueError(f"qid {qid}: {len(queries)} different queries in one query's rows ({list(queries)[:3]!r})")
        question = queries.iloc[0]
        if not isinstance(question, str):
            raise ValueError(f"qid {qid}: the query ({column}) must be the question as text, not {question!r}")
        repeated = group["docno"].astype(str).duplicated()
        if repeated.any():
            docno = group["docno"].astype(str)[repeated].iloc[0]
            raise ValueError(f"qid {qid}: docno {docno!r} is in the frame twice (a ranking lists a document once)")
        group = _first_stage_order(group)
        scores = _first_stage_scores(group)
        docs = [_doc(row, score) for row, score in zip(group.to_dict("records"), scores, strict=True)]
        objects = _objects(group, qid) if "objects" in group.columns else None
        try:
            ranked = api.rerank(question, docs, self.task, self.weights, self.depth, objects=objects)
        except ValueError as error:
            raise ValueError(f"qid {qid}: {error}") from None
        by_docno = {r.docno: r for r in ranked}
        ordered = group.set_index(group["docno"].astype(str), drop=False).loc[[r.docno for r in ranked]]
        ordered = ordered.reset_index(drop=True)
        ordered["score"] = _scores([r.score for r in ranked])
        ordered["rank"] = np.arange(len(ordered), dtype="int64")
        if self.stance:
            texts = [d.text or d.snippet for d in (by_docno[r.docno].doc for r in ranked)]
            titles = [by_docno[r.docno].doc.title for r in ranked]
            with warnings.catch_warnings():  # a question of the other task: rerank has warned already
                warnings.simplefilter("ignore", UserWarning)
                labels = api.stance(question, texts, self.task, objects=objects, titles=titles)
            ordered["stance"] = [s.label for s in labels]
        if self.features:
            ordered["features"] = [
                np.array([by_docno[r.docno].features.get(n, 0.0) for n in self.feature_names], dtype="float64")
                for r in ranked
            ]
        return ordered.drop(columns=["_order"])


def _recording_warnings(
    rerank: Any, groups: Sequence[pd.DataFrame]
) -> tuple[list[pd.DataFrame], list[warnings.WarningMessage]]:
    """Re-rank ``groups`` one by one, keeping the warnings for ``_warn_once`` (also from a worker process, where a
    warning would otherwise go to its stderr once per query)."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        frames = [rerank(group) for group in groups]
    return frames, [_picklable(w) for w in caught]


def _picklable(w: warnings.WarningMessage) -> warnings.WarningMessage:
    """A recorded warning without its ``source`` object and traceback line, so that a worker can send it back."""
    return warnings.WarningMessage(w.message, w.category, w.filename, w.lineno)


def _first_stage_order(group: pd.DataFrame) -> pd.DataFrame:
    """Highest score first (ties: lower rank, then input order), else by rank, else as given."""
    keys = [c for c in ("score", "rank") if c in group.columns] + ["_order"]
    ascending = [c != "score" for c in keys]
    return group.sort_values(keys, ascending=ascending, kind="mergesort")


def _first_stage_scores(group: pd.DataFrame) -> list[float]:
    """The first stage's scores in its order; a document without one (NaN) scores below the one before it, and a
    frame without scores gets N ... 1, as ``fixtures import --texts`` does (the score is a feature of the ranking)."""
    given = group["score"].tolist() if "score" in group.columns else [math.nan] * len(group)
    if all(math.isnan(x) for x in given):
        return [float(len(given) - position) for position in range(len(given))]
    out: list[float] = []
    for score in given:
        out.append(score if not math.isnan(score) else (out[-1] if out else 1.0) - 1.0)
    return out


def _doc(row: Mapping[str, Any], score: float) -> api.Doc:
    title = _string(row, TITLE_COLUMNS)
    url = _string(row, URL_COLUMNS)
    column = next((c for c in (*TEXT_COLUMNS, *HTML_COLUMNS) if _present(row.get(c))), None)
    raw = row[column] if column is not None else ""
    if isinstance(raw, bytes | bytearray):  # ir_datasets' ClueWeb "body": the page's bytes, in its own charset
        text = clean_document(bytes(raw), "text/html", url=url or None).text or ""
    elif column in HTML_COLUMNS or is_html_page(str(raw)):
        text = api.clean(str(raw), title=title, url=url)
    else:
        text = str(raw)
    return api.Doc(str(row["docno"]), title, text, _string(row, SNIPPET_COLUMNS), score, url)


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
    """The other task's questions warned about once a frame, not once a query (and other warnings as they came)."""
    hints = [w for w in caught if issubclass(w.category, UserWarning) and "task=" in str(w.message)]
    for w in caught:
        if w not in hints:
            warnings.warn_explicit(w.message, w.category, w.filename, w.lineno)
    if len(hints) == 1:
        warnings.warn(str(hints[0].message), UserWarning, stacklevel=3)
    elif hints:
        warnings.warn(f"{len(hints)} of {queries} queries look like the other task's, e.g. {hints[0].message}",
                      UserWarning, stacklevel=3)  # fmt: skip


def _objects(group: pd.DataFrame, qid: object) -> tuple[str, ...] | None:
    """A query's ``objects``: two strings (a list, or one string "a, b" as Touché topic files write them)."""
    values = group["objects"].dropna()
    if values.empty:
        return None
    value = values.iloc[0]
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
