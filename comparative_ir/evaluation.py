"""nDCG@k for Touché runs, under both the official Touché semantics and trec_eval semantics.

The two differ once a run's top k holds unjudged documents: the official scorer drops them (optimistic),
trec_eval counts them as non-relevant (pessimistic). We report both.

Both use linear gains (the judgment, negatives mapped to 0) and the 1 / log2(rank + 1) discount: checked
against the official 2022 Task 2 leaderboard, where exponential gains (2^rel - 1) miss every run.
"""

from __future__ import annotations

import logging
import math
import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

import ir_measures

from .runfile import RunEntry, data_lines, read_run

Qrels = dict[str, dict[str, int]]

DEFAULT_DEPTH = 5

log = logging.getLogger(__name__)


_CONFLICTS_WARNED: set[str] = set()


def read_qrels(path: str | os.PathLike[str]) -> Qrels:
    """Read graded judgments ``qid 0 docno rel`` (space or tab separated, optionally gzipped).

    Judgments are returned as written (negative ones included); the scorers map them to 0. Non-integer
    judgments (such as the FIRST/NO labels of a stance qrels file) are rejected, so that a stance file
    passed by mistake fails loudly instead of scoring garbage. A repeated (qid, docno) keeps the last line.
    """
    qrels: Qrels = {}
    conflicts: list[str] = []
    for lineno, parts in data_lines(path):
        if len(parts) != 4:
            raise ValueError(f"{path}:{lineno}: expected 4 columns (qid 0 docno rel), found {len(parts)}")
        qid, _, docno, judgment = parts
        try:
            rel = int(judgment)
        except ValueError:
            hint = " (is this a stance qrels file?)" if judgment.isalpha() else ""
            raise ValueError(f"{path}:{lineno}: judgment {judgment!r} is not an integer{hint}") from None
        earlier = qrels.setdefault(qid, {}).get(docno)
        if earlier is not None and earlier != rel:
            conflicts.append(f"line {lineno}: topic {qid} {docno} {earlier} -> {rel}")
        qrels[qid][docno] = rel
    if conflicts and str(path) not in _CONFLICTS_WARNED:  # evaluate and compare read a qrels file more than once
        _CONFLICTS_WARNED.add(str(path))
        more = f" (and {len(conflicts) - 3} more)" if len(conflicts) > 3 else ""
        log.warning("%s judges %d documents twice with different grades; the last line counts: %s%s", path,
                    len(conflicts), "; ".join(conflicts[:3]), more)  # fmt: skip
    return qrels


def load_run(path: str | os.PathLike[str]) -> list[RunEntry]:
    """Read a run for evaluation (kept as a name for callers; :func:`read_run` tolerates spaced tags)."""
    return read_run(path)


def ranked_docnos(run: Iterable[RunEntry]) -> dict[str, list[str]]:
    """Each topic's documents in rank-column order (stable for equal ranks); a repeated document keeps its best rank.

    The rank column, not the score, defines the order: that is what the official scorer uses, and scores
    in submitted runs tie (the 2022 runs have ties in the top 5 of dozens of topics).
    """
    by_topic: dict[str, list[RunEntry]] = {}
    for entry in run:
        by_topic.setdefault(entry.qid, []).append(entry)
    ranked = {}
    for qid, entries in by_topic.items():
        entries.sort(key=lambda entry: entry.rank)
        ranked[qid] = list(dict.fromkeys(entry.docno for entry in entries))
    return ranked


def _gains(qrels: Qrels) -> Qrels:
    """Judgments with negatives (Touché's -2, "spam") mapped to 0, as the official scorer does."""
    return {qid: {docno: max(0, rel) for docno, rel in docs.items()} for qid, docs in qrels.items()}


def _dcg(gains: Iterable[int]) -> float:
    return sum(gain / math.log2(position + 1) for position, gain in enumerate(gains, start=1))


def _check_depth(k: int) -> None:
    if k < 1:
        raise ValueError(f"nDCG depth must be at least 1, got {k}")


def ndcg_official(run: Sequence[RunEntry], qrels: Qrels, k: int = DEFAULT_DEPTH) -> tuple[float, dict[str, float]]:
    """nDCG@k as the official Touché scorer (touche-code clef21/clef22 evaluate.py) computes it.

    Each topic is cut to its top k by rank; unjudged documents are then dropped and the judged ones move up;
    the ideal DCG comes from all of the topic's judgments. Only topics with a judged document in their top k
    are scored and averaged, so a topic absent from the run does not count. A counted topic whose judgments
    are all 0 scores 0. Returns the mean (0.0 when no topic counts) and the per-topic values.
    """
    _check_depth(k)
    gains = _gains(qrels)
    per_topic: dict[str, float] = {}
    for qid, docnos in ranked_docnos(run).items():
        judged = gains.get(qid, {})
        found = [judged[docno] for docno in docnos[:k] if docno in judged]
        if not found:
            continue
        ideal = _dcg(sorted(judged.values(), reverse=True)[:k])
        per_topic[qid] = _dcg(found) / ideal if ideal > 0 else 0.0
    return _mean(per_topic.values()), per_topic


def ndcg_trec(run: Sequence[RunEntry], qrels: Qrels, k: int = DEFAULT_DEPTH) -> tuple[float, dict[str, float]]:
    """nDCG@k with trec_eval semantics (ir-measures on pytrec-eval-terrier), keeping the run's rank order.

    Unjudged documents count as non-relevant and every topic of the qrels counts (0 when the run lacks it).
    trec_eval orders by score and breaks ties by docno; to keep the rank order it is given scores derived
    from rank positions instead of the run's own scores. Returns the mean over the qrels topics and the
    per-topic values.
    """
    _check_depth(k)
    gains = _gains(qrels)
    measure = ir_measures.nDCG @ k
    scores = {
        qid: {docno: float(len(docnos) - position) for position, docno in enumerate(docnos)}
        for qid, docnos in ranked_docnos(run).items()
        if qid in gains
    }
    # The provider is named, not ir_measures' default pipeline, which could fall back to another backend.
    evaluator = ir_measures.pytrec_eval.evaluator([measure], gains)
    per_topic = dict.fromkeys(gains, 0.0)
    for metric in evaluator.iter_calc(scores):
        per_topic[metric.query_id] = float(metric.value)
    return _mean(per_topic.values()), per_topic


STANCE_LABELS = {
    "comparative": ("FIRST", "SECOND", "NEUTRAL", "NO"),
    "controversial": ("PRO", "CON", "NEU", "NO"),
}


def read_stance_qrels(path: str | os.PathLike[str]) -> dict[tuple[str, str], str]:
    """Stance judgments ``qid 0 docno LABEL`` (Touché 2022: FIRST/SECOND/NEUTRAL/NO; 2023: PRO/CON/NEU/NO)."""
    known = {label for labels in STANCE_LABELS.values() for label in labels}
    judged: dict[tuple[str, str], str] = {}
    for lineno, parts in data_lines(path):
        if len(parts) != 4:
            raise ValueError(f"{path}:{lineno}: expected 4 columns (qid 0 docno STANCE), found {len(parts)}")
        qid, _, docno, label = parts
        if label not in known:
            hint = " (is this a relevance qrels file?)" if label.lstrip("-").isdigit() else ""
            raise ValueError(f"{path}:{lineno}: unknown stance label {label!r}{hint}")
        judged[(qid, docno)] = label
    return judged


def stance_f1(run: Sequence[RunEntry], judged: dict[tuple[str, str], str]) -> tuple[float, int] | None:
    """Macro-F1 over the four labels on the run's (topic, document) pairs that have a stance judgment.

    This is how Touché scores stance (it reproduces every official 2022 figure and count). A run without stance
    labels (Q0 throughout) has no stance figure: None, not 0; nor has a run none of whose pairs is judged (a
    macro-F1 over no pair would print as 0.000, as if every label were wrong).
    """
    if all(entry.stance == "Q0" for entry in run):
        return None
    pairs: dict[tuple[str, str], str] = {}
    for entry in run:
        key = (entry.qid, entry.docno)
        if key in judged and key not in pairs:
            pairs[key] = entry.stance
    if not pairs:
        return None
    gold_labels = set(judged.values())
    family = next((labels for labels in STANCE_LABELS.values() if gold_labels <= set(labels)), None)
    labels = family or tuple(sorted(gold_labels))
    foreign = sorted({entry.stance for entry in run} - set(labels) - {"Q0"})
    if foreign:  # e.g. a controversial run (PRO/CON) against comparative judgments (FIRST/SECOND)
        log.warning(
            "the run's stance labels %s are not among the judgments' (%s): they count as wrong",
            ", ".join(foreign),
            ", ".join(labels),
        )
    scores = []
    for label in labels:
        tp = sum(1 for key, predicted in pairs.items() if predicted == label and judged[key] == label)
        fp = sum(1 for key, predicted in pairs.items() if predicted == label and judged[key] != label)
        fn = sum(1 for key, predicted in pairs.items() if predicted != label and judged[key] == label)
        scores.append(2 * tp / (2 * tp + fp + fn) if tp else 0.0)
    return sum(scores) / len(scores), len(pairs)


def _mean(values: Iterable[float]) -> float:
    values = list(values)
    return sum(values) / len(values) if values else 0.0


# Why a measure has no figure (printed as "n/a (...)"; under "unavailable" in --json).
NO_TOPIC_SCORED = "no topic scored"
NOTHING_JUDGED = "no document of the run is judged"
EMPTY_RUN = "the run is empty"
NO_STANCE_LABELS = "the run has no stance labels, Q0 throughout"
NO_STANCE_JUDGED = "no run document has a stance judgment"


@dataclass
class EvaluationReport:
    """Mean and per-topic nDCG of one run; ``topics`` is the number of topics in the run, ``scored`` the number
    the official mean is over (those with a judged document in their top k).

    A measure asked for but without a figure (a mean over no topic, a macro-F1 over no judged pair) is not in
    ``measures``: ``unavailable`` names it and says why. It is never reported as 0."""

    depth: int
    measures: dict[str, float]
    per_topic: dict[str, dict[str, float]]
    topics: int
    scored: int = 0
    unavailable: dict[str, str] = field(default_factory=dict)

    def to_json_dict(self, per_topic: bool = False) -> dict[str, Any]:
        """The measures plus the topic counts, why a measure has no figure (when one has none), and the per-topic
        values (numerically ordered) when asked."""
        result: dict[str, Any] = {**self.measures, "topics": self.topics, "topics_scored": self.scored}
        if self.unavailable:
            result["unavailable"] = dict(self.unavailable)
        if per_topic:
            result["per_topic"] = {qid: self.per_topic[qid] for qid in sorted(self.per_topic, key=topic_sort_key)}
        return result

    def names(self) -> list[str]:
        """Every measure asked for, with or without a figure: relevance, quality, stance (official, then trec)."""
        order = [*self.measures, *self.unavailable]
        return sorted(order, key=lambda name: _MEASURE_ORDER.get(name.replace(f"@{self.depth}", "@k"), len(order)))


_MEASURE_ORDER = {
    name: i
    for i, name in enumerate(
        ("ndcg@k", "ndcg@k_trec", "ndcg@k_quality", "ndcg@k_quality_trec", "stance_f1", "stance_n")
    )
}


def evaluate_run(
    run_path: str | os.PathLike[str],
    qrels_path: str | os.PathLike[str],
    quality_qrels_path: str | os.PathLike[str] | None = None,
    depth: int = DEFAULT_DEPTH,
    stance_qrels_path: str | os.PathLike[str] | None = None,
) -> EvaluationReport:
    """Score a run file for relevance (and quality, when its qrels are given) under both semantics, and its
    stance labels with macro-F1 when stance judgments are given.

    A figure over nothing is left out (``unavailable`` says why), not reported as 0: the official mean when no
    topic has a judged document in its top k; the trec_eval mean when no document of the run is judged at all
    (an empty run, judgments of other topics, another corpus, passages against documents: the 0 would measure the
    mismatch, not the run); the stance macro-F1 when no (topic, document) pair of the run has a stance judgment.
    Where the run and the judgments meet, every figure is as before (a topic of the run whose documents are all
    unjudged still scores 0 under trec_eval semantics, a judged topic the run lacks too).
    """
    _check_depth(depth)
    run = load_run(run_path)
    judgments = {"": read_qrels(qrels_path)}
    if quality_qrels_path is not None:
        judgments["_quality"] = read_qrels(quality_qrels_path)
    measures: dict[str, float] = {}
    unavailable: dict[str, str] = {}
    per_topic: dict[str, dict[str, float]] = {}
    scored = 0
    for suffix, qrels in judgments.items():
        name = f"ndcg@{depth}{suffix}"
        nothing_judged = not any(entry.docno in qrels.get(entry.qid, ()) for entry in run)
        for key, (mean, topics), absent in (
            (name, ndcg_official(run, qrels, depth), None),
            (f"{name}_trec", ndcg_trec(run, qrels, depth), EMPTY_RUN if not run else NOTHING_JUDGED),
        ):
            if key == f"ndcg@{depth}":
                scored = len(topics)
            if absent is None and not topics:  # the official mean over no topic
                unavailable[key] = NO_TOPIC_SCORED
                continue
            if absent is not None and nothing_judged:  # the trec_eval mean of a run none of whose documents is judged
                unavailable[key] = absent
                continue
            measures[key] = mean
            for qid, value in topics.items():
                per_topic.setdefault(qid, {})[key] = value
    if stance_qrels_path is not None:
        stance_judged = read_stance_qrels(stance_qrels_path)
        stance = stance_f1(run, stance_judged)
        if stance is not None:
            measures["stance_f1"], measures["stance_n"] = stance[0], stance[1]
        elif not run:
            unavailable["stance_f1"] = EMPTY_RUN
        elif all(entry.stance == "Q0" for entry in run):
            unavailable["stance_f1"] = NO_STANCE_LABELS
            log.warning("%s (a run written without --stance): no stance figure", NO_STANCE_LABELS)
        else:
            unavailable["stance_f1"] = NO_STANCE_JUDGED
            if not stance_judged:
                log.warning("%s holds no stance judgments: no stance figure", stance_qrels_path)
            else:
                qid, docno = next(iter(stance_judged))
                log.warning(
                    "no (topic, document) pair of the run has a stance judgment in %s (the run has %r in topic %s, "
                    "the judgments %r in topic %s: other topics, another corpus, or passages against documents?): "
                    "no stance figure",
                    stance_qrels_path,
                    run[0].docno,
                    run[0].qid,
                    docno,
                    qid,
                )
    return EvaluationReport(depth, measures, per_topic, len({entry.qid for entry in run}), scored, unavailable)


def topic_sort_key(qid: str) -> tuple[int, int, str]:
    """Numeric topic ids in numeric order, then any others alphabetically."""
    return (0, int(qid), "") if qid.isdecimal() else (1, 0, qid)


def format_report(report: EvaluationReport, per_topic: bool) -> str:
    """A plain-text table: one row per measure, then (if asked) one row per topic with a column per measure.

    A dash marks a topic the official scorer does not count (no judged document in its top k). A measure without
    a figure reads "n/a" with the reason.
    """
    names = [name for name in report.measures if not name.startswith("stance_")]
    width = max(len("measure"), len("topics scored"), *(len(name) for name in report.names()))
    lines = [f"{'measure':<{width}}  value"]
    for name in report.names():
        if name in report.unavailable:
            lines.append(f"{name:<{width}}  n/a ({report.unavailable[name]})")
        elif name == "stance_n":
            lines.append(f"{name:<{width}}  {report.measures[name]:.0f}")
        else:
            lines.append(f"{name:<{width}}  {report.measures[name]:.3f}")
    lines.append(f"{'topics':<{width}}  {report.topics}")
    if report.scored != report.topics:  # the official mean is over fewer topics than the run has
        lines.append(f"{'topics scored':<{width}}  {report.scored} (with a judged document in the top {report.depth})")
    if per_topic:
        qid_width = max(len("topic"), *(len(qid) for qid in report.per_topic)) if report.per_topic else len("topic")
        columns = [max(len(name), 5) for name in names]
        lines.append("")
        lines.append(
            "  ".join([f"{'topic':<{qid_width}}", *(f"{n:>{w}}" for n, w in zip(names, columns, strict=True))])
        )
        for qid in sorted(report.per_topic, key=topic_sort_key):
            values = report.per_topic[qid]
            cells = [f"{values[n]:.3f}" if n in values else "-" for n in names]
            lines.append(
                "  ".join([f"{qid:<{qid_width}}", *(f"{c:>{w}}" for c, w in zip(cells, columns, strict=True))])
            )
    return "\n".join(lines)
