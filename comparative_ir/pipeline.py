"""The run: topics -> ChatNoir candidates -> documents -> re-ranking -> stance -> run file. Resumable."""

from __future__ import annotations

import hashlib
import json
import logging
import os
import re
import shutil
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any, Protocol, TypeVar, runtime_checkable

from comparative_ir.chatnoir import ChatNoirError, SearchBackend
from comparative_ir.documents import Document, DocumentFetcher, DocumentSummary, title_and_text
from comparative_ir.features.text import content_terms
from comparative_ir.locking import output_lock
from comparative_ir.question import ParsedQuestion
from comparative_ir.question_encoder import parse_questions_with
from comparative_ir.ranking import (
    FeatureCache,
    RankedCandidate,
    document_text,
    extract_features,
    load_weights,
    normalise,
    rerank,
)
from comparative_ir.recording import FixtureStore, QueryNotRecorded
from comparative_ir.retrieval import Candidate, retrieve
from comparative_ir.runfile import DEFAULT_TAG, MAX_DEPTH, RankedDoc, atomic_write_bytes, write_run
from comparative_ir.stance import NO_STANCE, stance_evidence
from comparative_ir.topics import Topic
from comparative_ir.tuning import TopicData
from comparative_ir.workers import forks, map_in_processes, warm_up

log = logging.getLogger(__name__)
Job = TypeVar("Job")
Done = TypeVar("Done")

TASK_INDEX = {"comparative": "cw12", "controversial": "cw22"}
CHECKPOINT_DIR = ".comparative-ir-checkpoint"
STANCE_ORDER_DEPTH = 10  # --stance-order moves documents with a stance ahead within this many top ranks
# Documents fetched and re-ranked per topic. On the Touché 2020 odd topics, ChatNoir's top 50 holds 90% of the
# judged-relevant documents of its top 100 (243 of 270; top 15: 167), deeper re-ranking kept helping up to the 15
# results recorded there (docs/benchmarks.md), and 50 topics x 50 documents fetch in about a minute at 8 workers.
DEFAULT_RERANK_DEPTH = 50


@dataclass(frozen=True)
class RunOptions:
    task: str = "comparative"
    index: str | None = None
    depth: int = MAX_DEPTH
    tag: str = DEFAULT_TAG
    rerank: bool = True
    rerank_depth: int = DEFAULT_RERANK_DEPTH
    stance: bool = False
    stance_order: bool = False
    parser: str = "rules"  # question parser: "rules" or "encoder" (optional extra; question_encoder.py)
    processes: int | None = None  # topics featured and labelled side by side (workers.default_processes())

    @property
    def resolved_index(self) -> str:
        return self.index or TASK_INDEX[self.task]

    def fingerprint(self, mode: str, source: str = "") -> str:
        """The settings that decide the search results (``source``: the store or the endpoint they come from);
        other settings can change between a kill and a resume."""
        payload = json.dumps(
            {"index": self.resolved_index, "depth": self.depth, "mode": mode, "source": source}, sort_keys=True
        )
        return hashlib.sha256(payload.encode()).hexdigest()[:16]


@dataclass
class RunSummary:
    topics: int = 0
    documents: int = 0
    resumed_topics: int = 0
    empty_topics: list[str] = field(default_factory=list)
    seconds: float = 0.0
    documents_summary: DocumentSummary | None = None

    def line(self) -> str:
        text = (
            f"{self.topics} topics, {self.documents} documents written in {self.seconds:.1f} s"
            f" ({self.resumed_topics} topics resumed from checkpoint)"
        )
        if self.empty_topics:
            text += f"; no results for topics {', '.join(self.empty_topics)}"
        if self.documents_summary is not None:
            text += f"; {self.documents_summary.line()}"
        return text


_PLAIN_QID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,99}")  # a topic id usable as a file name as it is


class Checkpoint:
    """Per-topic candidates of an unfinished run, so a killed run resumes without asking ChatNoir again."""

    def __init__(self, output_dir: Path, fingerprint: str) -> None:
        self.root = output_dir / CHECKPOINT_DIR
        self.dir = self.root / fingerprint

    def load(self, qid: str, query: str) -> list[Candidate] | None:
        """The saved candidates of topic ``qid``, only if they were retrieved for the same ``query`` (a topics
        file edited between a kill and a rerun must not inherit another question's results)."""
        path = self._path(qid)
        try:
            saved = json.loads(path.read_text(encoding="utf-8"))
            if not isinstance(saved, dict) or saved.get("query") != query:
                return None
            return [Candidate(**row) for row in saved["candidates"]]
        except (OSError, ValueError, KeyError, TypeError):
            return None

    def save(self, qid: str, query: str, candidates: Sequence[Candidate]) -> None:
        rows = [{f.name: getattr(c, f.name) for f in fields(Candidate)} for c in candidates]  # no deep copies
        data = json.dumps({"query": query, "candidates": rows}, ensure_ascii=False).encode("utf-8")
        atomic_write_bytes(self._path(qid), data, durable=False)

    def _path(self, qid: str) -> Path:
        """A file of its own in the checkpoint directory for any topic id: a re-rank input's qid is any string
        ("../x", "/etc/y", 300 characters), and a file name made of it would be written anywhere."""
        if _PLAIN_QID.fullmatch(qid):
            return self.dir / f"{qid}.json"
        return self.dir / f"~{hashlib.sha256(qid.encode('utf-8', 'surrogatepass')).hexdigest()[:32]}.json"

    def clear(self) -> None:
        shutil.rmtree(self.root, ignore_errors=True)


def topic_questions(
    topics: Sequence[Topic], task: str = "comparative", parser: str = "rules"
) -> dict[str, ParsedQuestion]:
    """Parsed titles; a topic's own ``<objects>`` (Touché 2022) replace the parsed objects.

    Controversial questions ("Should teachers get tenure?") compare nothing: they are not parsed (which also
    spares those runs loading the spaCy parser).
    """
    if task == "controversial":
        hint = task_hint(topics, task)
        if hint:
            log.warning("%s", hint)
        return {t.number: ParsedQuestion(t.title, False, (), (), None) for t in topics}
    parsed = parse_questions_with([t.title for t in topics], parser)
    questions = {}
    for topic, question in zip(topics, parsed, strict=True):
        if topic.objects:
            question = replace(question, objects=tuple(topic.objects), comparative=len(topic.objects) >= 2)
        questions[topic.number] = question
    pairs = sum(len(q.objects) >= 2 for q in questions.values())
    hint = task_hint(topics, task, pairs)
    if hint:  # Touché 2023 topics under the default task: every document would be NO, without a word
        log.warning("%s", hint)
    return questions


WRONG_TASK_MIN_TOPICS = 3  # below this many titles, a hint needs every title to look like the other task's


def unrecorded_topics(topics: Sequence[Topic], store: FixtureStore, index: str) -> list[Topic]:
    """The topics whose search the store has no recording of (a replay refuses them before running any)."""
    return [t for t in topics if not store.search_path(index, t.title).is_file()]


def recorded_topics_hint(
    topics: Sequence[Topic], backend: SearchBackend, index: str, python: bool = False
) -> str | None:
    """Which of the topics a replayed store holds, when it holds some: a store recorded for part of a topics file
    (the Touché 2020 odd topics) replays that part with ``--only-topics`` (``python``: ``api.run``'s
    ``only_topics=[...]``)."""
    store = getattr(backend, "store", None)
    if not isinstance(store, FixtureStore):
        return None
    held = [t.number for t in topics if store.search_path(index, t.title).is_file()]
    if not held:
        return f"it holds none of the {len(topics)} topics' titles in index {index}"
    if python:
        shown = ", ".join(repr(n) for n in held[:12]) + ("" if len(held) <= 12 else ", ...")
        return f"it holds {len(held)} of the {len(topics)} topics: only_topics=[{shown}]"
    shown = ",".join(held[:12]) + ("" if len(held) <= 12 else ",...")
    return f"it holds {len(held)} of the {len(topics)} topics: --only-topics {shown}"


def task_hint(topics: Sequence[Topic], task: str, pairs: int | None = None) -> str | None:
    """A hint when the titles look like the other task's, or None. ``pairs``: how many titles the parser found two
    objects in (comparative task); without it a cheap look at the words decides (before any search, no parser)."""
    n = len(topics)
    if not n:
        return None
    if task == "controversial":
        looks = sum(_looks_comparative(t.title) for t in topics)
        if looks > n / 2 if n >= WRONG_TASK_MIN_TOPICS else looks == n:
            return (f'{looks} of {n} titles compare two things ("X vs Y", "better than"): did you mean '
                    "--task comparative?")  # fmt: skip
        return None
    yes_no = sum(bool(_YES_NO.match(t.title)) and not _looks_comparative(t.title) for t in topics)
    if pairs is None:
        wrong = yes_no >= 0.8 * n if n >= WRONG_TASK_MIN_TOPICS else yes_no == n
        named = n - yes_no
    else:
        wrong = pairs < n / 5 if n >= WRONG_TASK_MIN_TOPICS else pairs == 0 and yes_no == n
        named = pairs
    if wrong:
        return (f'only {named} of {n} titles name two things to compare: for yes/no questions ("Should ...?") use '
                "--task controversial")  # fmt: skip
    return None


_YES_NO = re.compile(r"^\W*(?:should|is|are|do|does|can|could|will|would|must|has|have)\b", re.IGNORECASE)
_COMPARISON_CUE = re.compile(
    r"\b(?:vs\.?|versus|better\s+than|worse\s+than|difference\s+between|compared?\s+(?:to|with)"
    r"|(?:which|what)\s+is\s+(?:better|best)|(?:(?!rather\b|other\b)\w+er|more\s+\w+|less\s+\w+)\s+than"
    r"|(?:is|are)\s+\w+\s+equal\s+to"
    r"|prefer\b.{1,60}\bover)\b",
    re.IGNORECASE,
)
_CHOICE_OR = re.compile(r"\bor\b(?!\s+not\b)", re.IGNORECASE)
_CHOICE_ASKED = re.compile(r"\b(?:which|what|better|best|prefer|should\s+i)\b", re.IGNORECASE)


def _looks_comparative(title: str) -> bool:
    """A cheap look (no parser) at a title: "X vs Y", "better than", "Which is better, X or Y?"."""
    return bool(_COMPARISON_CUE.search(title) or (_CHOICE_OR.search(title) and _CHOICE_ASKED.search(title)))


def collect_candidates(
    topics: Sequence[Topic], backend: SearchBackend, options: RunOptions, checkpoint: Checkpoint, summary: RunSummary
) -> dict[str, list[Candidate]]:
    per_topic: dict[str, list[Candidate]] = {}
    for position, topic in enumerate(topics, start=1):
        candidates = checkpoint.load(topic.number, topic.title)
        if candidates is None:
            log.info("[%d/%d] topic %s: %s", position, len(topics), topic.number, topic.title)
            candidates = retrieve_topic(backend, topic, options)
            checkpoint.save(topic.number, topic.title, candidates)
        else:
            summary.resumed_topics += 1
        if not candidates:
            log.warning("topic %s: ChatNoir returned no results for %r", topic.number, topic.title)
            summary.empty_topics.append(topic.number)
        per_topic[topic.number] = candidates
    return per_topic


def relaxed_query(title: str) -> str | None:
    """The title's content words only: a second chance for a title whose exact wording finds nothing."""
    terms = content_terms(title)
    query = " ".join(terms)
    return query if terms and query != title else None


@runtime_checkable
class TopicSearches(Protocol):
    """A backend that holds each topic's own documents (a re-rank input): two topics with one query are two lists."""

    def topic_query(self, topic: Topic) -> str: ...


def retrieve_topic(backend: SearchBackend, topic: Topic, options: RunOptions) -> list[Candidate]:
    """A topic's candidates as ``run`` has them: ChatNoir's top ``options.depth`` for the title, or for the relaxed
    query when the title finds nothing. ``tune`` retrieves the same way, so it fits what ``run`` re-ranks."""
    query = backend.topic_query(topic) if isinstance(backend, TopicSearches) else topic.title
    candidates = retrieve(backend, query, options.resolved_index, options.depth)
    return candidates or _relaxed_retrieve(backend, topic, options)


def _relaxed_retrieve(backend: SearchBackend, topic: Topic, options: RunOptions) -> list[Candidate]:
    """Every topic must be in the run file: retry an empty result with the relaxed query. In replay a relaxed
    query that was never recorded is skipped with a warning (DESIGN.md: extra queries are never fatal)."""
    query = relaxed_query(topic.title)
    if query is None:
        return []
    log.warning("topic %s: no results for the title; trying %r", topic.number, query)
    try:
        return retrieve(backend, query, options.resolved_index, options.depth)
    except QueryNotRecorded:
        log.warning("topic %s: the relaxed query %r has no recording; skipped", topic.number, query)
        return []


def rank_topics(
    topics: Sequence[Topic],
    per_topic: Mapping[str, Sequence[Candidate]],
    documents: Mapping[tuple[str, str], Document],
    options: RunOptions,
    weights: Mapping[str, float],
    feature_cache: FeatureCache | None = None,
    questions: Mapping[str, ParsedQuestion] | None = None,
) -> dict[str, list[RankedCandidate]]:
    """Every topic's final order: re-ranked top K, or ChatNoir's order with ``rerank`` off (``questions``: the
    parsed titles, when the caller has them already)."""
    if not options.rerank:
        return {
            t.number: [
                RankedCandidate(c, {}, score=c.score, final_rank=i) for i, c in enumerate(per_topic[t.number], 1)
            ]
            for t in topics
        }
    if questions is None:
        questions = topic_questions(topics, options.task, options.parser)
    heads = {t.number: per_topic[t.number][: options.rerank_depth] for t in topics}
    rows: dict[str, list[dict[str, float]]] = {}
    keys: dict[str, str] = {}
    damaged = False
    if feature_cache is not None:
        for t in topics:
            keys[t.number] = feature_cache.key(options.task, questions[t.number], t.title, heads[t.number], documents)
            cached = feature_cache.get(keys[t.number])
            if cached is not None and not _feature_rows(cached, len(heads[t.number])):
                if not damaged:
                    log.warning("a feature cache entry in %s is damaged; computed again (and rewritten)",
                                feature_cache.root)  # fmt: skip
                damaged, cached = True, None
            if cached is not None:
                rows[t.number] = cached
    missing = [t for t in topics if t.number not in rows]
    jobs = [(questions[t.number], t.title, heads[t.number], _documents_of(heads[t.number], documents), options.task)
            for t in missing]  # fmt: skip
    sizes = [sum(len(d.text) for d in job[3].values()) + len(job[2]) for job in jobs]

    def keep(index: int, computed: list[dict[str, float]]) -> None:
        """Each topic cached as it comes in: a run stopped in this stage keeps what it computed for its rerun."""
        nonlocal feature_cache
        number = missing[index].number
        rows[number] = computed
        if feature_cache is not None:
            try:
                feature_cache.put(keys[number], computed)
            except OSError as exc:  # the cache only saves work: a full disk must not stop the run
                log.warning("cannot write the feature cache %s (%s); the run goes on without it",
                            feature_cache.root, exc.strerror or exc)  # fmt: skip
                feature_cache = None

    _in_workers(_topic_features, jobs, options, sizes, keep)
    depth, task = options.rerank_depth, options.task
    return {
        t.number: rerank(
            questions[t.number], t.title, per_topic[t.number], documents, weights, depth, task, rows[t.number]
        )
        for t in topics
    }


def _in_workers(
    function: Callable[[Job], Done],
    jobs: Sequence[Job],
    options: RunOptions,
    sizes: Sequence[int],
    on_result: Callable[[int, Done], None] | None = None,
) -> list[Done]:
    """Per-topic work in ``options.processes`` workers, with the models loaded here first (once a run, not once a
    worker and pool)."""
    if forks(options.processes, len(jobs)):
        warm_up(options.task)
    return map_in_processes(function, jobs, options.processes, sizes, on_result)


def _documents_of(
    candidates: Sequence[Candidate], documents: Mapping[tuple[str, str], Document]
) -> dict[tuple[str, str], Document]:
    """The texts of these candidates only: what a worker process is sent of a topic."""
    keys = [(c.index, c.uuid) for c in candidates]
    return {key: documents[key] for key in keys if key in documents}


def _topic_features(
    job: tuple[ParsedQuestion, str, Sequence[Candidate], Mapping[tuple[str, str], Document], str],
) -> list[dict[str, float]]:
    return extract_features(*job)


def _topic_stances(job: tuple[str, str, Sequence[str], Sequence[str]]) -> list[dict[str, Any]]:
    return stance_evidence(*job)


def _feature_rows(rows: object, count: int) -> bool:
    """Whether cached feature rows are what ``extract_features`` makes for ``count`` documents: a hand-edited or
    damaged entry is a miss, not a traceback in the ranker."""
    if not isinstance(rows, list) or len(rows) != count:
        return False
    names = set(rows[0]) if rows and isinstance(rows[0], dict) else set()
    return (not rows or bool(names)) and all(
        isinstance(row, dict) and row.keys() == names and _NUMBER_TYPES.issuperset(map(type, row.values()))
        for row in rows
    )


# JSON's numbers (not bool, an int subclass); the set of each row's value types checked at C speed: a warm run of 5,000
# documents spent 0.29 s of its 2 s on a check per value
_NUMBER_TYPES = frozenset({int, float})


def titled_text(candidate: Candidate, documents: Mapping[tuple[str, str], Document]) -> str:
    """The text a stance is read from: the page's title (ChatNoir's) on the first line, then its text. The
    extracted text seldom repeats the title, which often carries the position ("In Defense of Daylight Saving
    Time", "Why I Went Back to Boots"); a fallback text starts with the title already."""
    text, fallback = document_text(candidate, documents)
    if fallback:
        # the title and snippet, the title once: an imported text's snippet starts with it, and the API reads a
        # snippet given with its title so (a researcher's review: 2 of 250 labels differed)
        return title_and_text(candidate.title, candidate.snippet) if candidate.snippet else text
    return title_and_text(candidate.title, text)


def assign_stances(
    topics: Sequence[Topic],
    ranked: Mapping[str, list[RankedCandidate]],
    documents: Mapping[tuple[str, str], Document],
    options: RunOptions,
    questions: Mapping[str, ParsedQuestion] | None = None,
) -> None:
    """Label every written document (full text where fetched, else title + snippet); optionally move the
    documents that take a stance ahead of those that do not within the top ``STANCE_ORDER_DEPTH``."""
    if questions is None:
        questions = topic_questions(topics, options.task, options.parser)
    jobs = []
    for topic in topics:
        texts = [titled_text(rc.candidate, documents) for rc in ranked[topic.number][: options.depth]]
        jobs.append((options.task, topic.title, questions[topic.number].objects, texts))
    sizes = [sum(map(len, job[3])) for job in jobs]
    for topic, found in zip(topics, _in_workers(_topic_stances, jobs, options, sizes), strict=True):
        rows = ranked[topic.number][: options.depth]
        for rc, evidence in zip(rows, found, strict=True):
            rc.stance = str(evidence["label"])
            rc.stance_evidence = {k: v for k, v in evidence.items() if k != "label"}
        if options.stance_order:
            head = rows[:STANCE_ORDER_DEPTH]
            head.sort(key=lambda rc: rc.stance == NO_STANCE)  # stable: order kept within each group
            ranked[topic.number][: len(head)] = head
            for position, rc in enumerate(ranked[topic.number], start=1):
                rc.final_rank = position


def to_run(ranked: Sequence[RankedCandidate], options: RunOptions) -> list[RankedDoc]:
    """Run-file rows: ChatNoir scores for the baseline; rank-derived scores once re-ranked or reordered."""
    stance = (lambda rc: rc.stance) if options.stance else (lambda rc: "Q0")
    if not options.rerank and not options.stance_order:
        return [RankedDoc(rc.candidate.docno, rc.score, stance(rc)) for rc in ranked]
    n = len(ranked)
    return [RankedDoc(rc.candidate.docno, float(n - i), stance(rc)) for i, rc in enumerate(ranked)]


def write_explanations(
    path: Path, ranked: Mapping[str, Sequence[RankedCandidate]], depth: int, stance_in_run: bool = True
) -> None:
    """features.jsonl: one line per run line (topic, document), with raw and weighted feature values, ChatNoir rank
    and final rank; below the re-rank depth, or without re-ranking, ``score``, ``features`` and ``contributions`` are
    null (a 0.0 there read as a combined score of 0; the API's ``Ranked.score`` is None there too), the stance and its
    evidence are still there. A stance used only for ``--stance-order`` (the run file says Q0) is
    ``stance_for_order``, not ``stance``."""
    stance_key = "stance" if stance_in_run else "stance_for_order"
    lines = []
    for qid, rows in ranked.items():
        for rc in rows[:depth]:
            lines.append(
                json.dumps(
                    {
                        "qid": qid,
                        "docno": rc.candidate.docno,
                        "chatnoir_rank": rc.candidate.chatnoir_rank,
                        "final_rank": rc.final_rank,
                        "score": round(rc.score, 6) if rc.features else None,
                        **({stance_key: rc.stance} if rc.stance else {}),
                        **({"stance_evidence": rc.stance_evidence} if rc.stance_evidence else {}),
                        "features": {k: round(v, 6) for k, v in sorted(rc.features.items())} if rc.features else None,
                        "contributions": (
                            {k: round(v, 6) for k, v in sorted(rc.contributions.items())} if rc.features else None
                        ),
                    },
                    ensure_ascii=False,
                )
            )
    atomic_write_bytes(path, ("\n".join(lines) + "\n").encode("utf-8"))


class NoResults(ChatNoirError):
    """ChatNoir found nothing for any topic: a run file with no line would not validate, so none is written."""


def run_pipeline(
    topics: Sequence[Topic],
    backend: SearchBackend,
    options: RunOptions,
    output_path: Path,
    mode: str = "live",
    fetcher: DocumentFetcher | None = None,
    weights: Mapping[str, float] | None = None,
    explain: bool = False,
    source: str = "",
) -> RunSummary:
    with output_lock(output_path.parent):
        return _run_pipeline(topics, backend, options, output_path, mode, fetcher, weights, explain, source)


def _run_pipeline(
    topics: Sequence[Topic],
    backend: SearchBackend,
    options: RunOptions,
    output_path: Path,
    mode: str,
    fetcher: DocumentFetcher | None,
    weights: Mapping[str, float] | None,
    explain: bool,
    source: str,
) -> RunSummary:
    started = time.monotonic()
    store = getattr(backend, "store", None)
    # refused before any work, as api.run refuses it
    if (
        mode == "replay"
        and isinstance(store, FixtureStore)
        and (missing := unrecorded_topics(topics, store, options.resolved_index))
    ):
        hint = task_hint(topics, options.task) or recorded_topics_hint(topics, backend, options.resolved_index)
        raise QueryNotRecorded(
            f"topic {missing[0].number}: query {missing[0].title!r} (index {options.resolved_index}) was never "
            f"recorded in fixture store {store.root} ({len(missing)} of {len(topics)} topics missing; nothing "
            f"was run{f'; {hint}' if hint else ''})"
        )
    summary = RunSummary(topics=len(topics))
    checkpoint = Checkpoint(output_path.parent, options.fingerprint(mode, source))
    questions = None
    if options.rerank or options.stance or options.stance_order:  # parsed once (the encoder parser is not free),
        questions = topic_questions(topics, options.task, options.parser)  # before searching: hints come first
    elif hint := task_hint(topics, options.task):
        log.warning("%s", hint)
    try:
        per_topic = collect_candidates(topics, backend, options, checkpoint, summary)
    except QueryNotRecorded as exc:  # Touché 2023 titles looked up in the default task's index (cw12)
        hint = task_hint(topics, options.task) or recorded_topics_hint(topics, backend, options.resolved_index)
        raise QueryNotRecorded(f"{exc} ({hint})" if hint else str(exc)) from None
    if topics and not any(per_topic.values()):
        checkpoint.clear()  # nothing to resume; a rerun asks again
        stale = output_path.is_file()
        if stale:
            output_path.unlink()  # an earlier run's file would pass for this run's (a wrapper collects run.txt)
        raise NoResults(
            f"ChatNoir returned no results for any of the {len(topics)} topics (index {options.resolved_index}); "
            f"no run file written{f' (the earlier {output_path.name} there was removed)' if stale else ''}. Check the "
            "titles and --index (cw22 for Touché 2023 topics, cw12 for 2020-2022)"
        )
    documents: dict[tuple[str, str], Document] = {}
    if options.rerank and fetcher is not None:
        wanted = [c for cands in per_topic.values() for c in cands[: options.rerank_depth]]
        documents, summary.documents_summary = fetcher.fetch_all(wanted)
        done = summary.documents_summary
        if done.failed and not done.fetched and not done.cached:
            log.warning(
                "every document download failed (%d): this run ranks titles and snippets only; rerun later to "
                "fetch the pages (the texts fetched are cached)",
                done.failed,
            )
    if weights is None:
        weights = load_weights(None, options.task) if options.rerank else {}
    feature_cache = FeatureCache(fetcher.cache.base) if fetcher and fetcher.cache else None
    ranked = rank_topics(topics, per_topic, documents, options, weights, feature_cache, questions)
    if options.stance or options.stance_order:
        assign_stances(topics, ranked, documents, options, questions)
    rankings = {qid: to_run(rows, options) for qid, rows in ranked.items()}
    summary.documents = write_run(output_path, rankings, tag=options.tag, depth=options.depth)
    if explain:
        write_explanations(output_path.parent / "features.jsonl", ranked, options.depth, options.stance)
    checkpoint.clear()
    summary.seconds = time.monotonic() - started
    return summary


def tuning_topics(
    topics: Sequence[Topic],
    qrels: Mapping[str, Mapping[str, int]],
    backend: SearchBackend,
    fetcher: DocumentFetcher,
    options: RunOptions,
) -> list[TopicData]:
    """Normalised feature rows of every judged, recorded topic: what ``tune`` fits the weights on."""
    judged = [t for t in topics if t.number in qrels]
    per_topic: dict[str, list[Candidate]] = {}
    usable, unrecorded = [], []
    for topic in judged:
        try:
            per_topic[topic.number] = retrieve_topic(backend, topic, options)
        except QueryNotRecorded:
            unrecorded.append(topic.number)
            continue
        usable.append(topic)
    if unrecorded:  # one warning naming them (a store of some topics left a line per topic)
        shown = ", ".join(unrecorded[:10]) + (f" and {len(unrecorded) - 10} more" if len(unrecorded) > 10 else "")
        log.warning(
            "%d judged topic%s without a recording, left out: %s",
            len(unrecorded),
            "" if len(unrecorded) == 1 else "s",
            shown,
        )
    wanted = [c for cands in per_topic.values() for c in cands[: options.rerank_depth]]
    documents, _ = fetcher.fetch_all(wanted)
    questions = topic_questions(usable, options.task, options.parser)
    heads = [per_topic[topic.number][: options.rerank_depth] for topic in usable]
    jobs = [
        (questions[topic.number], topic.title, head, _documents_of(head, documents), options.task)
        for topic, head in zip(usable, heads, strict=True)
    ]
    sizes = [sum(len(d.text) for d in job[3].values()) + len(job[2]) for job in jobs]
    computed = _in_workers(_topic_features, jobs, options, sizes)
    data = []
    for topic, head, raw in zip(usable, heads, computed, strict=True):
        rows = normalise(raw)
        data.append(
            TopicData(
                qid=topic.number,
                docnos=tuple(c.docno for c in head),
                rows=tuple(rows),
                qrels=qrels[topic.number],
                tail=tuple(c.docno for c in per_topic[topic.number][options.rerank_depth :]),
            )
        )
    return data


PREVIOUS = ".previous"


def set_aside_earlier_run(output_dir: Path) -> None:
    """Move an earlier ``run.txt`` (and ``features.jsonl``) to ``*.previous`` before a run starts: a run that then
    fails (bad input, ChatNoir down, interrupted, killed) leaves no run.txt it did not write, which a wrapper would
    collect as this run's, and the earlier files are not lost. One generation is kept. A features.jsonl that does
    not look like ours is moved too (a run with --explain would overwrite it), with a warning. A resumed run finds
    nothing to move: its checkpoint, not run.txt, holds its progress."""
    moved = []
    for name in ("run.txt", "features.jsonl"):
        path = output_dir / name
        if not path.is_file():
            continue
        if name == "features.jsonl" and not _written_by_explain(path):
            log.warning("%s was not written by comparative-ir (its first line is not an --explain row): moved to "
                        "%s%s, not removed", path, name, PREVIOUS)  # fmt: skip
        else:
            moved.append(name)
        os.replace(path, path.with_name(name + PREVIOUS))
    if moved:
        log.info("moved the earlier %s in %s to %s: a run that stops leaves no run file it did not write",
                 " and ".join(moved), output_dir, ", ".join(n + PREVIOUS for n in moved))  # fmt: skip


def _written_by_explain(path: Path) -> bool:
    """Whether ``path`` looks like a features.jsonl of ``run --explain``: its first line a JSON object with the
    keys every such line has."""
    try:
        with open(path, encoding="utf-8") as handle:
            first = handle.readline(1 << 20)
        row = json.loads(first)
    except (OSError, ValueError, RecursionError):
        return False
    return isinstance(row, dict) and {"qid", "docno", "chatnoir_rank", "final_rank", "features"} <= set(row)
