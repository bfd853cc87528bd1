"""The run: topics -> ChatNoir candidates -> (re-ranking, later) -> run file. Resumable per topic."""

from __future__ import annotations

import hashlib
import json
import logging
import shutil
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from comparative_ir.chatnoir import SearchBackend
from comparative_ir.documents import Document, DocumentFetcher, DocumentSummary
from comparative_ir.retrieval import Candidate, retrieve
from comparative_ir.runfile import DEFAULT_TAG, MAX_DEPTH, RankedDoc, atomic_write_bytes, write_run
from comparative_ir.topics import Topic

log = logging.getLogger(__name__)

TASK_INDEX = {"comparative": "cw12", "controversial": "cw22"}
CHECKPOINT_DIR = ".comparative-ir-checkpoint"
# Documents fetched and re-ranked per topic. nDCG@5 only sees the top 5, ChatNoir's top 50 holds most judged
# relevant documents of Touché topics, and 50 topics x 50 documents fetch in about a minute at 8 workers.
DEFAULT_RERANK_DEPTH = 50


@dataclass(frozen=True)
class RunOptions:
    task: str = "comparative"
    index: str | None = None
    depth: int = MAX_DEPTH
    tag: str = DEFAULT_TAG
    rerank: bool = True
    rerank_depth: int = DEFAULT_RERANK_DEPTH

    @property
    def resolved_index(self) -> str:
        return self.index or TASK_INDEX[self.task]

    def fingerprint(self, mode: str) -> str:
        """Settings that make checkpointed topics reusable; a change starts the run afresh."""
        payload = json.dumps({**asdict(self), "index": self.resolved_index, "mode": mode}, sort_keys=True)
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


class Checkpoint:
    """Per-topic candidates of an unfinished run, so a killed run resumes without asking ChatNoir again."""

    def __init__(self, output_dir: Path, fingerprint: str) -> None:
        self.root = output_dir / CHECKPOINT_DIR
        self.dir = self.root / fingerprint

    def load(self, qid: str) -> list[Candidate] | None:
        path = self.dir / f"{qid}.json"
        try:
            rows = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        return [Candidate(**row) for row in rows]

    def save(self, qid: str, candidates: Sequence[Candidate]) -> None:
        rows = [{f.name: getattr(c, f.name) for f in fields(Candidate)} for c in candidates]  # no deep copies
        data = json.dumps(rows, ensure_ascii=False).encode("utf-8")
        atomic_write_bytes(self.dir / f"{qid}.json", data, durable=False)

    def clear(self) -> None:
        shutil.rmtree(self.root, ignore_errors=True)


def rank_topic(
    candidates: Sequence[Candidate], documents: dict[tuple[str, str], Document], options: RunOptions
) -> list[RankedDoc]:
    """The final ranking of one topic: ChatNoir's order and scores (the re-ranker plugs in here)."""
    return [RankedDoc(c.docno, c.score) for c in candidates[: options.depth]]


def run_pipeline(
    topics: Sequence[Topic],
    backend: SearchBackend,
    options: RunOptions,
    output_path: Path,
    mode: str = "live",
    fetcher: DocumentFetcher | None = None,
) -> RunSummary:
    started = time.monotonic()
    summary = RunSummary(topics=len(topics))
    checkpoint = Checkpoint(output_path.parent, options.fingerprint(mode))
    per_topic: dict[str, list[Candidate]] = {}
    for position, topic in enumerate(topics, start=1):
        candidates = checkpoint.load(topic.number)
        if candidates is None:
            log.info("[%d/%d] topic %s: %s", position, len(topics), topic.number, topic.title)
            candidates = retrieve(backend, topic.title, options.resolved_index, options.depth)
            checkpoint.save(topic.number, candidates)
        else:
            summary.resumed_topics += 1
        if not candidates:
            log.warning("topic %s: ChatNoir returned no results for %r", topic.number, topic.title)
            summary.empty_topics.append(topic.number)
        per_topic[topic.number] = candidates
    documents: dict[tuple[str, str], Document] = {}
    if options.rerank and fetcher is not None:
        wanted = [c for cands in per_topic.values() for c in cands[: options.rerank_depth]]
        documents, summary.documents_summary = fetcher.fetch_all(wanted)
    rankings = {qid: rank_topic(cands, documents, options) for qid, cands in per_topic.items()}
    summary.documents = write_run(output_path, rankings, tag=options.tag, depth=options.depth)
    checkpoint.clear()
    summary.seconds = time.monotonic() - started
    return summary
