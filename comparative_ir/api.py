"""The Python API: plain inputs in, typed results out, the same answers as the command line and a run.

The pipeline's own types are easy to get subtly wrong: a ``Candidate`` needs a uuid, an index and a 1-based ChatNoir
rank; full texts go in a ``Document`` mapping keyed by ``(index, uuid)``, and a text keyed wrongly silently becomes a
title + snippet fallback whose argument and writing features are the topic's mean; a run reads a stance from the page
title and its text. These functions build those objects the way a run does and check their inputs, so that a mistake
is an error rather than a plausible wrong answer::

    from comparative_ir import api

    api.parse("Which is better for gaming, a laptop or a desktop?").objects   # ('laptop', 'desktop')
    api.stance("Which is better, tea or coffee?", ["Tea is much better than coffee."], "comparative")[0].label
    api.features("Should teachers get tenure?", "Teachers should get tenure.", "controversial")["stance_claims"]
    api.rerank("Laptop or desktop?", [api.Doc("d1", "Laptop sale", "Buy a laptop now!"), ("d2", "PCs")], "comparative")

Texts are used as given: extracted main text, as the cleaning step of a run leaves it (no HTML cleaning here). A
document without text falls back to its title and snippet, as a page that cannot be fetched does in a run.
"""

from __future__ import annotations

import math
import numbers
import os
import warnings
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from comparative_ir.cleaning import clean_document, normalise_text
from comparative_ir.documents import Document, DocumentFetcher, TextCache, default_cache_dir
from comparative_ir.locking import output_lock
from comparative_ir.pipeline import (
    DEFAULT_RERANK_DEPTH,
    DEFAULT_TAG,
    MAX_DEPTH,
    TASK_INDEX,
    RunOptions,
    recorded_topics_hint,
    run_pipeline,
    set_aside_earlier_run,
    task_hint,
    titled_text,
    unrecorded_topics,
)
from comparative_ir.question import ParsedQuestion, parse_question
from comparative_ir.question_encoder import parse_questions_with
from comparative_ir.ranking import MAX_WEIGHT, check_weight_names, extract_features, load_weights
from comparative_ir.ranking import rerank as _rerank
from comparative_ir.recording import FixtureStore, ReplayBackend, StoreError
from comparative_ir.retrieval import Candidate, plain_text
from comparative_ir.runfile import MAX_SCORE, column_problem
from comparative_ir.stance import TASKS, check_task, stance_evidence
from comparative_ir.surrogates import without_surrogates
from comparative_ir.text_import import page_html
from comparative_ir.topics import MAX_TITLE_CHARS, Topic, find_topics_file, parse_topics, topic_number

__all__ = [
    "TASKS",
    "Doc",
    "ParsedQuestion",
    "Ranked",
    "RunResult",
    "Stance",
    "clean",
    "features",
    "parse",
    "rerank",
    "run",
    "stance",
]

_DOC_FIELDS = ("docno", "title", "text", "snippet", "score", "url")


@dataclass(frozen=True)
class Doc:
    """One retrieved document, as ``rerank`` takes it: ``text`` is its full (extracted) text, or "" when there is
    none, and then the title and snippet stand in for it as in a run; ``score`` is ChatNoir's (or your first
    stage's) score, a feature of the ranking: None on every document (the default) scores them N, N-1, ..., 1 in
    the given order, as a run of imported texts and the PyTerrier re-ranker score an unscored list; ``url`` is
    the page's address, as a run has it from ChatNoir (no shipped feature reads it; a feature of your own may, see
    "Extending" in docs/usage.md)."""

    docno: str
    title: str
    text: str = ""
    snippet: str = ""
    score: float | None = None
    url: str = ""


@dataclass(frozen=True)
class Stance:
    """A text's label and what it rests on. ``label``: FIRST/SECOND/NEUTRAL/NO (comparative, towards the two
    objects in order) or PRO/CON/NEU/NO (controversial); ``decided_by``: the rule or model that gave it;
    ``evidence``: everything the label rests on (the ``evidence`` of ``comparative-ir stance --evidence``)."""

    label: str
    decided_by: str
    evidence: dict[str, Any]


@dataclass(frozen=True)
class Ranked:
    """A document in its new place. ``rank`` counts from 1 in the new order, ``chatnoir_rank`` is its place in
    the input. ``score`` is the weighted sum of the normalised features (``contributions``: each weighted feature's
    share of it); documents below the re-rank depth keep the input order and have ``score`` None and no features.
    ``features`` are the values the ranking used, as ``run --explain`` shows them (a fallback's writing features,
    among others, are the mean over the full texts); ``fallback``: the document had no text."""

    doc: Doc
    rank: int
    chatnoir_rank: int
    score: float | None
    contributions: dict[str, float] = field(default_factory=dict)
    features: dict[str, float] = field(default_factory=dict)
    fallback: bool = False

    @property
    def docno(self) -> str:
        return self.doc.docno


def parse(question: str, distribute: bool = True) -> ParsedQuestion:
    """The compared objects, aspects and predicate of a comparative question, as ``parse-question`` and a run
    parse it (the default parser). ``distribute=False`` gives the objects as the CompQuestions annotation spans
    them ("Is it better to use a VPN or Tor?": "use a VPN" / "Tor", not "VPN" / "Tor")."""
    question = _checked_question(question)
    if not flag(distribute, "distribute"):
        return parse_question(question, distribute=False)
    return parse_questions_with([question], "rules")[0]


def stance(
    question: str,
    texts: Sequence[str],
    task: str,
    objects: Sequence[str] | None = None,
    titles: Sequence[str] | None = None,
    pages: bool = True,
) -> list[Stance]:
    """The stance of each text towards ``question``, as ``comparative-ir stance`` and ``run --stance`` label it.

    ``objects`` (comparative only): the two objects, or none (no pair: every label NO); when None they are parsed
    from the question, as the ``stance`` command does without an ``"objects"`` key (the first two when it names
    more). ``titles``: one page title per text, read with it as a run does (on a first line of its own unless the
    text already starts with it). ``pages``: the texts are web pages (a page that weighs nothing is NO); False
    reads them as answers to the question (``--texts answers``, comparative only).
    """
    question = _checked_question(question)
    check_task(task)
    texts = _checked_strings(texts, "texts")
    pair = _checked_objects(objects, task)
    if titles is not None:
        titles = _checked_strings(titles, "titles")
        if len(titles) != len(texts):
            raise ValueError(f"titles: {len(titles)} titles for {len(texts)} texts (one title per text)")
    pages = flag(pages, "pages")
    if not pages and task == "controversial":
        raise ValueError("pages=False (texts that answer the question) is for the comparative task only")
    if not texts:
        return []
    if task == "comparative" and pair is None:
        pair = parse(question).objects[:2]
    _warn_if_other_task(question, task, pair or ())
    if titles is not None:
        texts = [_titled(title, text) for title, text in zip(titles, texts, strict=True)]
    found = stance_evidence(task, question, pair or (), texts, pages)
    return [
        Stance(str(e["label"]), str(e.get("decided_by", "")), {k: v for k, v in e.items() if k != "label"})
        for e in found
    ]


def features(
    question: str,
    text: str,
    task: str,
    *,
    title: str = "",
    snippet: str = "",
    chatnoir_score: float = 0.0,
    chatnoir_rank: int = 1,
    objects: Sequence[str] | None = None,
    url: str = "",
) -> dict[str, float]:
    """The raw feature values the ranker computes for one document, under the names a weight can name, with
    ``text`` read as a fetched page's text: before the per-topic normalisation, and for a text-less document before
    the fallback imputation too, so not always the values a ranking weighs.

    An empty text falls back to ``title`` and ``snippet`` as in a run (``fallback`` 1.0), and these are that
    stand-in text's values. A ranking replaces some of them (``ranking.impute_fallbacks``): a fallback's argument
    and writing features (``arg_*``, ``q_*``) by the topic's mean over its full texts (0 when it has none), and, when
    the topic has full texts, its query-term and comparison-cue densities and its counts of comparative sentences
    and stance claims by that mean too. The values a ranking uses are ``rerank(...)[i].features``, as ``run
    --explain`` shows them. ``chatnoir_score`` and ``chatnoir_rank`` are features too. ``objects``: the pair to look
    for (comparative; as a topic's ``<objects>``), else parsed from the question; ``()`` means no pair."""
    question = _checked_question(question)
    check_task(task)
    for name, value in (("text", text), ("title", title), ("snippet", snippet), ("url", url)):
        if not isinstance(value, str):
            raise TypeError(f"{name} must be a string, not {type(value).__name__}")
    score = _kept(_checked_score(chatnoir_score, "chatnoir_score"))
    rank = _checked_rank(chatnoir_rank)
    parsed = _question(question, task, _checked_objects(objects, task))
    _warn_if_other_task(question, task, parsed.objects)
    candidates, documents = _internal([Doc("doc", title, text, snippet, score, url)], task, first_rank=rank)
    return extract_features(parsed, question, candidates, documents, task)[0]


def clean(page: str | bytes, *, html: bool = True, title: str = "", url: str = "") -> str:
    """The text a run reads of a page: ``page`` is its HTML (cleaned as a fetched page is, with trafilatura; bytes
    are decoded by the page's own charset, as a fetched page's are), or, with ``html=False``, a text as ``fixtures
    import --texts`` stores it (one paragraph per line, then cleaned the same way). "" when a run would fall back to
    the title and snippet (no main text, under 100 characters, menus only): give the result to ``Doc``/``features``
    to read texts as a run of imported texts does."""
    html = flag(html, "html")
    if not isinstance(page, str) and not (html and isinstance(page, bytes)):
        raise TypeError(f"page must be a string (or bytes of HTML), not {type(page).__name__}")
    for name, value in (("title", title), ("url", url)):
        if not isinstance(value, str):
            raise TypeError(f"{name} must be a string, not {type(value).__name__}")
    if isinstance(page, bytes):
        return clean_document(page, "text/html", url=url or None).text or ""
    page, title = without_surrogates(page), without_surrogates(title)
    body = page.encode("utf-8") if html else page_html(page, title)
    return clean_document(body, "text/html; charset=utf-8", url=url or None).text or ""


def rerank(
    question: str,
    docs: Sequence[Doc | Mapping[str, Any] | Sequence[Any]],
    task: str,
    weights: Mapping[str, float] | str | os.PathLike[str] | None = None,
    depth: int | None = DEFAULT_RERANK_DEPTH,
    *,
    objects: Sequence[str] | None = None,
) -> list[Ranked]:
    """Re-rank ``docs`` (in ChatNoir's order, best first) as ``run`` does: the top ``depth`` (default 50, as
    ``run --rerank-depth``; None: all) by the weighted sum of their features normalised within those, the rest in
    the given order.

    A document is a ``Doc``, a dict with the same keys (``docno`` and ``title`` required) or a tuple in ``Doc``'s
    field order. ``weights``: a mapping of feature name to weight, or the path of a weights TOML file (its
    ``[task]`` table); default the shipped weights of ``task``. ``objects`` as for ``features``.
    """
    question = _checked_question(question)
    check_task(task)
    records = _checked_docs(docs)
    if depth is not None:
        depth = whole_number(depth, "depth", "of documents, at least 1 (or None: all)")
    chosen = _checked_weights(weights, task)
    parsed = _question(question, task, _checked_objects(objects, task))
    _warn_if_other_task(question, task, parsed.objects)
    candidates, documents = _internal(records, task, scores=_first_stage_scores(records))
    ranked = _rerank(parsed, question, candidates, documents, chosen, depth or len(records), task)
    by_docno = {d.docno: d for d in records}
    fallbacks = {c.docno for c in candidates if (c.index, c.uuid) not in documents}
    return [
        Ranked(
            doc=by_docno[rc.candidate.docno],
            rank=rc.final_rank,
            chatnoir_rank=rc.candidate.chatnoir_rank,
            score=rc.score if rc.features else None,
            contributions=dict(rc.contributions),
            features=dict(rc.features),
            fallback=rc.candidate.docno in fallbacks,
        )
        for rc in ranked
    ]


@dataclass(frozen=True)
class RunResult:
    """What ``run`` wrote: the run file (and ``features.jsonl`` with ``explain``) and the summary line a run logs."""

    run_file: Path
    features_file: Path | None
    topics: int  # topics written; a topic with no results is not (``summary`` names it)
    documents: int
    summary: str


def run(
    topics: str | os.PathLike[str],
    store: str | os.PathLike[str],
    output_dir: str | os.PathLike[str],
    task: str,
    *,
    weights: Mapping[str, float] | str | os.PathLike[str] | None = None,
    rerank: bool = True,
    rerank_depth: int = DEFAULT_RERANK_DEPTH,
    depth: int = MAX_DEPTH,
    stance: bool = False,
    explain: bool = False,
    only_topics: Sequence[str] | None = None,
    cache_dir: str | os.PathLike[str] | None = None,
    tag: str = DEFAULT_TAG,
    processes: int | None = None,
) -> RunResult:
    """Make a run from a recorded store, as ``run --replay STORE`` does, and return where it is.

    For experiments from Python: ``weights`` may be a mapping (a sweep needs no TOML file per setting), checked as
    ``rerank`` checks it. ``topics``: a topics file or a directory holding one, as ``-i``; ``only_topics``: topic
    numbers. ``processes``: as ``--processes`` (default one per usable CPU). The run file is the command's, byte for
    byte, for the same settings and any ``processes``; an earlier ``run.txt`` is replaced. Live runs are made by the
    command (``comparative-ir run``), which reads the key and records.
    """
    check_task(task)
    rerank, stance, explain = flag(rerank, "rerank"), flag(stance, "stance"), flag(explain, "explain")
    if not isinstance(tag, str) or column_problem(tag):
        raise ValueError(
            f"tag must be one word without whitespace or control characters, in UTF-8 (the run file's last column), "
            f"not {tag!r}"
        )
    path = Path(topics)
    topic_list = parse_topics(find_topics_file(path) if path.is_dir() else path)
    if only_topics is not None:
        if isinstance(only_topics, str) or not isinstance(only_topics, Sequence):
            raise TypeError(f"only_topics must be a list of topic numbers, not {only_topics!r}")
        if not only_topics:
            raise ValueError("only_topics is empty: it names no topic (None runs them all)")
        wanted = {topic_number(n) for n in only_topics}
        unknown = sorted(wanted - {t.number for t in topic_list})
        if unknown:
            raise ValueError(f"only_topics: no topic {', '.join(unknown)} in {path}")
        topic_list = [t for t in topic_list if t.number in wanted]
    rerank_depth = whole_number(rerank_depth, "rerank_depth", "of documents, at least 1")
    depth = whole_number(depth, "depth", "of documents, at least 1")
    if depth > MAX_DEPTH:
        raise ValueError(f"depth must be at most {MAX_DEPTH}, not {depth}")
    if explain and not rerank:
        raise ValueError("explain needs rerank (the plain ChatNoir ranking has no features)")
    if weights is not None and not rerank:
        raise ValueError("weights apply to the re-ranking: with rerank=False give none (run --no-rerank refuses them)")
    chosen = _checked_weights(weights, task) if rerank else {}
    if processes is not None:
        processes = whole_number(processes, "processes", "at least 1 (or None: a CPU each)")
    options = RunOptions(
        task=task,
        depth=depth,
        tag=tag,
        rerank=rerank,
        rerank_depth=rerank_depth,
        stance=stance,
        parser="rules",
        processes=processes,
    )
    try:
        backend = ReplayBackend(FixtureStore(Path(store)))  # a missing or damaged store is refused before any write
    except StoreError as exc:
        raise ValueError(str(exc)) from None
    index = TASK_INDEX[task]
    if missing := unrecorded_topics(topic_list, backend.store, index):  # refused before the output directory is made
        hint = task_hint(topic_list, task) or recorded_topics_hint(topic_list, backend, index, python=True)
        raise ValueError(
            f"{store} has no recorded search for topic {missing[0].number} ({len(missing)} missing): {hint}"
        )
    output = Path(output_dir)
    if output.exists() and not output.is_dir():
        raise ValueError(f"output_dir {output} is a file, not a directory")
    if cache_dir is not None and Path(cache_dir).exists() and not Path(cache_dir).is_dir():
        raise ValueError(f"cache_dir {cache_dir} is a file, not a directory (as run --cache-dir refuses it)")
    output.mkdir(parents=True, exist_ok=True)
    cache = TextCache(Path(cache_dir) if cache_dir is not None else default_cache_dir())
    fetcher = DocumentFetcher(backend, cache, extract_processes=processes, progress=False)
    with output_lock(output):  # as the command: one run per directory, and no earlier file left beside this run's
        set_aside_earlier_run(output)
        summary = run_pipeline(
            topic_list,
            backend,
            options,
            output / "run.txt",
            mode="replay",
            fetcher=fetcher,
            weights=chosen,
            explain=explain,
            source=FixtureStore(Path(store)).checkpoint_source(),
        )
    return RunResult(
        run_file=output / "run.txt",
        features_file=output / "features.jsonl" if explain else None,
        topics=summary.topics - len(summary.empty_topics),  # the topics the run file holds
        documents=summary.documents,
        summary=summary.line(),
    )


# --- building the pipeline's objects -----------------------------------------------------------------------------


def _question(question: str, task: str, objects: tuple[str, ...] | None) -> ParsedQuestion:
    """The question as a run has it (``pipeline.topic_questions``): controversial questions are not parsed; given
    objects replace the parsed ones, as a topic's ``<objects>`` do."""
    if task == "controversial":
        return ParsedQuestion(question, False, (), (), None)
    parsed = parse(question)
    if objects is None:
        return parsed
    return replace(parsed, objects=objects, comparative=len(objects) >= 2)


def _warn_if_other_task(question: str, task: str, objects: Sequence[str]) -> None:
    """Warn, as ``run`` and the ``stance`` command do, when the question looks like the other task's: a comparative
    question read as controversial compares nothing, a yes/no question read as comparative labels every text NO.
    ``objects``: the pair found or given (comparative)."""
    pairs = int(len(objects) >= 2) if task == "comparative" else None
    if not task_hint([Topic("q", question)], task, pairs):
        return
    if task == "controversial":
        message = f'{question!r} compares two things ("X vs Y", "better than"): did you mean task="comparative"?'
    else:
        message = (
            f'{question!r} names no two things to compare: for yes/no questions ("Should ...?") use '
            'task="controversial"'
        )
    warnings.warn(message, UserWarning, stacklevel=3)


def _first_stage_scores(docs: Sequence[Doc]) -> list[float]:
    """The documents' scores; N, N-1, ..., 1 when none has one (the first stage's order is then the feature)."""
    if all(doc.score is None for doc in docs):
        return [float(len(docs) - position) for position in range(len(docs))]
    return [float(doc.score or 0.0) for doc in docs]  # every one has a score (checked)


def _internal(
    docs: Sequence[Doc], task: str, first_rank: int = 1, scores: Sequence[float] | None = None
) -> tuple[list[Candidate], dict[tuple[str, str], Document]]:
    """Candidates in the given order and the fetched texts keyed as the ranker looks them up, (index, uuid); a
    document without text gets no entry, so it falls back to its title and snippet exactly as in a run."""
    index = TASK_INDEX[task]  # the index a run of the task searches; here only part of the documents' keys
    candidates = []
    documents = {}
    scores = scores if scores is not None else [float(doc.score or 0.0) for doc in docs]
    for rank, (doc, score) in enumerate(zip(docs, scores, strict=True), start=first_rank):
        uuid = doc.docno  # unique (checked), and all the ranker needs of a uuid
        title, snippet = plain_text(doc.title), plain_text(doc.snippet)  # as run reads ChatNoir's: no <em>
        candidates.append(Candidate(doc.docno, uuid, index, score, rank, title, snippet, doc.url))
        text = normalise_text(doc.text)  # as a run reads a plain-text page: one space, at most one blank line
        if text:
            documents[(index, uuid)] = Document(doc.docno, uuid, index, text, "fetched")
    return candidates, documents


def _titled(title: str, text: str) -> str:
    """The text a run reads a stance from (``pipeline.titled_text``): the title on a first line of its own, unless
    the text starts with it already; a text-less document is its title."""
    candidate, documents = _internal([Doc("doc", title, text)], "comparative")
    return titled_text(candidate[0], documents)


# --- input checks ------------------------------------------------------------------------------------------------


def _checked_question(question: object) -> str:
    if not isinstance(question, str):
        raise TypeError(f"question must be a string, not {type(question).__name__}")
    if not question.strip():
        raise ValueError("question is empty")
    if len(question) > MAX_TITLE_CHARS:  # as for a topic title; a text passed as the question, most likely
        raise ValueError(
            f"question of {len(question):,} characters (at most {MAX_TITLE_CHARS:,}): is it a text given as the "
            "question?"
        )
    return question


def _checked_strings(values: object, what: str) -> list[str]:
    if isinstance(values, str | bytes):
        raise TypeError(f"{what} must be a list of strings, not a single {type(values).__name__}")
    if not isinstance(values, Sequence):
        raise TypeError(f"{what} must be a list of strings, not {type(values).__name__}")
    for position, value in enumerate(values):
        if not isinstance(value, str):
            raise TypeError(f"{what}[{position}] must be a string, not {type(value).__name__}")
    return list(values)


def _checked_objects(objects: object, task: str) -> tuple[str, ...] | None:
    """None (parse them), or exactly two different objects, or none at all (no pair)."""
    if objects is None:
        return None
    if task == "controversial":
        raise ValueError("objects are for the comparative task (a controversial question compares nothing)")
    if isinstance(objects, str | bytes):
        raise TypeError(f"objects must be a list of two strings, not a single string: {objects!r}")
    pair = tuple(_checked_strings(objects, "objects"))
    if len(pair) not in (0, 2):
        raise ValueError(f"objects must list two objects (or none: no pair), got {len(pair)}: {list(pair)!r}")
    if pair and (not all(o.strip() for o in pair) or pair[0].strip().lower() == pair[1].strip().lower()):
        raise ValueError(f"objects must be two different, non-empty objects, got {list(pair)!r}")
    return pair


def _checked_rank(rank: object) -> int:
    return whole_number(rank, "chatnoir_rank", "from 1 (ChatNoir ranks count from 1)")


def _checked_docs(docs: object) -> list[Doc]:
    if isinstance(docs, str | bytes | Mapping) or not isinstance(docs, Sequence):
        raise TypeError(f"docs must be a list of documents (Doc, dict or tuple), not {type(docs).__name__}")
    records = [_checked_doc(_as_doc(item, position), position) for position, item in enumerate(docs)]
    seen: set[str] = set()
    for position, doc in enumerate(records):
        if doc.docno in seen:
            raise ValueError(f"docs[{position}]: docno {doc.docno!r} appears twice (a run lists a document once)")
        seen.add(doc.docno)
    unscored = [position for position, doc in enumerate(records) if doc.score is None]
    if unscored and len(unscored) < len(records):
        raise ValueError(
            f"docs[{unscored[0]}] ({records[unscored[0]].docno}) has no score but others have: give every document "
            "a score, or none (then the given order scores them N, ..., 1)"
        )
    scores = [doc.score for doc in records if doc.score is not None]
    for position in range(1, len(scores)):
        if scores[position] > scores[position - 1]:
            raise ValueError(
                f"docs[{position}] ({records[position].docno}) scores {scores[position]!r}, more than the "
                f"document before it ({scores[position - 1]!r}): docs must be in ChatNoir's order, best first"
            )
    return [doc if doc.score is None else replace(doc, score=_kept(doc.score)) for doc in records]  # as checked


def _as_doc(item: object, position: int) -> Doc:
    if isinstance(item, Doc):
        return item
    if isinstance(item, Mapping):
        unknown = sorted(set(item) - set(_DOC_FIELDS), key=str)
        if unknown:
            raise ValueError(f"docs[{position}]: unknown keys {unknown!r} (keys: {', '.join(_DOC_FIELDS)})")
        missing = [key for key in ("docno", "title") if key not in item]
        if missing:
            raise ValueError(f"docs[{position}]: no {' and no '.join(missing)} (a document needs both)")
        return Doc(**item)
    if isinstance(item, tuple | list):
        if not 2 <= len(item) <= len(_DOC_FIELDS):
            fields = ", ".join(_DOC_FIELDS)
            raise ValueError(f"docs[{position}]: a tuple of 2 to {len(_DOC_FIELDS)} fields ({fields}), got {len(item)}")
        return Doc(*item)
    raise TypeError(f"docs[{position}] must be a Doc, a dict or a tuple, not {type(item).__name__}")


def _checked_doc(doc: Doc, position: int) -> Doc:
    where = f"docs[{position}]"
    if not isinstance(doc.docno, str) or not doc.docno or any(c.isspace() for c in doc.docno):
        raise ValueError(f"{where}: docno must be one word (a run file's document id), not {doc.docno!r}")
    for name in ("title", "text", "snippet", "url"):
        if not isinstance(getattr(doc, name), str):
            raise TypeError(f"{where} ({doc.docno}): {name} must be a string, not {type(getattr(doc, name)).__name__}")
    if doc.score is None:
        return doc
    return replace(doc, score=_checked_score(doc.score, f"{where} ({doc.docno}): score"))


def _checked_score(score: object, what: str) -> float:
    """A finite number (numpy's too): a NaN score would sort anywhere, and the score is a feature of the ranking."""
    try:
        value = float(score) if isinstance(score, numbers.Real) and not isinstance(score, bool) else math.nan
    except OverflowError:  # an int beyond any float (10**400)
        value = math.nan
    if not math.isfinite(value):
        raise ValueError(f"{what} must be a finite number, not {score!r}")
    return value


def _kept(score: float) -> float:
    """Within +-``MAX_SCORE``, as a run keeps ChatNoir's scores (beyond it, 1e308 and -1e308 overflowed the min-max
    normalisation to NaN)."""
    return max(-MAX_SCORE, min(MAX_SCORE, score))


def whole_number(value: object, name: str, what: str) -> int:
    """``value`` as an int: a Python or numpy integer (a sweep over ``np.arange`` gives numpy's), not a bool."""
    if isinstance(value, bool) or not isinstance(value, numbers.Integral) or not 1 <= int(value) <= MAX_WHOLE:
        raise ValueError(f"{name} must be a whole number {what}, not {value!r}")
    return int(value)


MAX_WHOLE = 10**15  # a rank, a depth, a count of processes: beyond it a float no longer holds it exactly


def flag(value: object, name: str) -> bool:
    """True or False (numpy's too): a string such as "no" is true to Python and would do the opposite."""
    if isinstance(value, bool) or (type(value).__module__ == "numpy" and type(value).__name__ in ("bool", "bool_")):
        return bool(value)
    raise TypeError(f"{name} must be True or False, not {value!r}")


def _checked_weights(weights: object, task: str) -> dict[str, float]:
    """The shipped weights, a weights file's ``[task]`` table, or a mapping: numbers, naming features of ``task``
    (as ``run --weights`` checks them), not all zero (every document would tie)."""
    if weights is None:
        return load_weights(None, task)
    if isinstance(weights, str | os.PathLike):
        loaded = load_weights(Path(weights), task)
        check_weight_names(loaded, task, str(weights))
        return loaded
    if not isinstance(weights, Mapping):
        raise TypeError(f"weights must be a mapping of feature name to number or a file path, not {weights!r}")
    chosen: dict[str, float] = {}
    for name, value in weights.items():
        if isinstance(value, bool) or not isinstance(value, numbers.Real) or not abs(float(value)) <= MAX_WEIGHT:
            raise ValueError(
                f"weights: weight {name!r} must be a finite number within ±{MAX_WEIGHT:,.0f}, not {value!r}"
            )
        chosen[str(name)] = float(value)
    if not any(chosen.values()):
        raise ValueError("weights: every weight is 0 (or there are none): every document would tie")
    check_weight_names(chosen, task, "weights")
    return chosen
