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
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

import ir_measures
import numpy as np

from .runfile import RunEntry, data_lines, read_run

Qrels = dict[str, dict[str, int]]

DEFAULT_DEPTH = 5

log = logging.getLogger(__name__)


_CONFLICTS_WARNED: set[str] = set()


_JUDGMENT = re.compile(r"[+-]?[0-9]+")
MAX_JUDGMENT = 2**31 - 1


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
        if not _JUDGMENT.fullmatch(judgment):  # not "1_0" or "١", which int() reads and trec_eval does not
            hint = " (is this a stance qrels file?)" if judgment.isalpha() else ""
            raise ValueError(f"{path}:{lineno}: judgment {judgment!r} is not an integer{hint}")
        rel = int(judgment)
        if not -MAX_JUDGMENT - 1 <= rel <= MAX_JUDGMENT:  # trec_eval's grades are C ints: 2**32 wraps round to 0
            raise ValueError(
                f"{path}:{lineno}: judgment {judgment} is out of range "
                f"(a C int, {-MAX_JUDGMENT - 1:,} to {MAX_JUDGMENT:,})"
            )
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
    per_topic = _trec_ndcg(scores, gains, measure)
    return _mean(per_topic.values()), per_topic


def _trec_ndcg(scores: dict[str, dict[str, float]], gains: Qrels, measure: Any) -> dict[str, float]:
    """Per judged topic, ``measure`` by trec_eval over ``scores`` (0 for a topic the run lacks). The provider is
    named, not ir_measures' default pipeline, which could fall back to another backend."""
    evaluator = ir_measures.pytrec_eval.evaluator([measure], gains)
    per_topic = dict.fromkeys(gains, 0.0)
    for metric in evaluator.iter_calc(scores):
        per_topic[metric.query_id] = float(metric.value)
    return per_topic


def ndcg_trec_by_score(run: Sequence[RunEntry], qrels: Qrels, k: int = DEFAULT_DEPTH) -> float:
    """nDCG@k as trec_eval itself computes it: the run's own scores order each topic (ties by docno), whatever
    its rank column says. ``ndcg_trec`` keeps the rank order, so that it differs from the official figure only in
    how unjudged documents count; the two agree on every run whose scores fall with its ranks."""
    _check_depth(k)
    gains = _gains(qrels)
    scores: dict[str, dict[str, float]] = {}
    for entry in run:
        if entry.qid in gains:
            scores.setdefault(entry.qid, {}).setdefault(entry.docno, entry.score)
    return _mean(_trec_ndcg(scores, gains, ir_measures.nDCG @ k).values())


def _reordered_topics(run: Sequence[RunEntry], qrels: Qrels, k: int) -> int:
    """How many judged topics' top k by rank differ from their top k by score (ties by docno, descending, as
    trec_eval); topics the judgments lack change no figure."""
    by_rank = {qid: docnos for qid, docnos in ranked_docnos(run).items() if qid in qrels}
    by_topic: dict[str, dict[str, float]] = {}
    for entry in run:
        by_topic.setdefault(entry.qid, {}).setdefault(entry.docno, entry.score)
    differ = 0
    for qid, docnos in by_rank.items():
        by_score = sorted(by_topic[qid], key=lambda d: (by_topic[qid][d], d), reverse=True)
        differ += docnos[:k] != by_score[:k]
    return differ


STANCE_LABELS = {
    "comparative": ("FIRST", "SECOND", "NEUTRAL", "NO"),
    "controversial": ("PRO", "CON", "NEU", "NO"),
}


def read_stance_qrels(path: str | os.PathLike[str]) -> dict[tuple[str, str], str]:
    """Stance judgments ``qid 0 docno LABEL`` (Touché 2022: FIRST/SECOND/NEUTRAL/NO; 2023: PRO/CON/NEU/NO), or
    labels in a run file's second column, ``qid LABEL docno rank score tag`` (the Touché 2023 Task 1 runs: no stance
    qrels were published, so a run's labels, such as ChatGPT's, serve as the reference).

    The format is told by the first line's shape (4 columns: judgments; 6 or more with a rank and a score: a run),
    and every line must have it: anything else is an error naming the line, not a silent misreading. In a run a
    document listed twice in a topic keeps the label of its first line; in judgments the last line counts.
    """
    known = {label for labels in STANCE_LABELS.values() for label in labels}
    judged: dict[tuple[str, str], str] = {}
    conflicts: list[str] = []
    shape: str | None = None
    for lineno, parts in data_lines(path):
        if shape is None:
            shape = _stance_file_shape(path, lineno, parts)
        if shape == "qrels":
            if len(parts) != 4:
                raise ValueError(f"{path}:{lineno}: expected 4 columns (qid 0 docno STANCE), found {len(parts)}")
            qid, _, docno, label = parts
        else:
            if len(parts) < 6 or not is_number(parts[3]) or not is_number(parts[4]):
                raise ValueError(
                    f"{path}:{lineno}: expected a run line (qid STANCE docno rank score tag) as line 1 is, found "
                    f"{' '.join(parts[:6])!r}"
                )
            qid, label, docno = parts[:3]
            if label == "Q0":
                raise ValueError(f"{path}:{lineno}: Q0 in the second column: a run without stance labels")
        if label not in known:
            hint = " (is this a relevance qrels file?)" if label.lstrip("-").isdigit() else ""
            raise ValueError(f"{path}:{lineno}: unknown stance label {label!r}{hint}")
        if shape == "run" and (qid, docno) in judged:
            continue
        earlier = judged.get((qid, docno))
        if earlier is not None and earlier != label:
            conflicts.append(f"line {lineno}: topic {qid} {docno} {earlier} -> {label}")
        judged[(qid, docno)] = label
    if conflicts and (key := f"{path} (stance)") not in _CONFLICTS_WARNED:  # as ``load_qrels`` warns of grades
        _CONFLICTS_WARNED.add(key)
        more = f" (and {len(conflicts) - 3} more)" if len(conflicts) > 3 else ""
        log.warning("%s judges %d documents twice with different stances; the last line counts: %s%s", path,
                    len(conflicts), "; ".join(conflicts[:3]), more)  # fmt: skip
    return judged


def is_number(text: str) -> bool:
    """Does ``float`` read it (a run's rank or score column; a negative number among command-line arguments)."""
    try:
        float(text)
    except ValueError:
        return False
    return True


def _stance_file_shape(path: str | os.PathLike[str], lineno: int, parts: list[str]) -> str:
    """ "qrels" or "run", from the first line; a clear error for any other shape."""
    if len(parts) == 4:
        return "qrels"
    if len(parts) >= 6 and is_number(parts[3]) and is_number(parts[4]):
        return "run"
    raise ValueError(
        f"{path}:{lineno}: neither stance judgments (qid 0 docno STANCE) nor a run with stance labels (qid STANCE "
        f"docno rank score tag): {len(parts)} columns, {' '.join(parts[:6])!r}"
    )


def stance_labels(judged: dict[tuple[str, str], str]) -> tuple[str, ...]:
    """The four labels of the task the judgments are of (their own labels when they mix the tasks)."""
    gold_labels = set(judged.values())
    family = next((labels for labels in STANCE_LABELS.values() if gold_labels <= set(labels)), None)
    return family or tuple(sorted(gold_labels))


def judged_pairs(run: Sequence[RunEntry], judged: dict[tuple[str, str], str]) -> dict[tuple[str, str], str]:
    """The run's label of each of its (topic, document) pairs that has a stance judgment; a document listed twice
    in a topic keeps its first label."""
    pairs: dict[tuple[str, str], str] = {}
    for entry in run:
        key = (entry.qid, entry.docno)
        if key in judged and key not in pairs:
            pairs[key] = entry.stance
    return pairs


Counts = list[tuple[int, int, int]]  # per label: true positives, false positives, false negatives


def stance_counts(
    run: Sequence[RunEntry], judged: dict[tuple[str, str], str], labels: Sequence[str]
) -> dict[str, Counts]:
    """Each topic's per-label counts over the run's judged pairs: the macro-F1 of any set of topics adds them up
    (which a paired bootstrap over topics needs: macro-F1 is no mean of per-topic figures)."""
    counts: dict[str, list[list[int]]] = {}
    for (qid, docno), predicted in judged_pairs(run, judged).items():
        gold = judged[(qid, docno)]
        topic = counts.setdefault(qid, [[0, 0, 0] for _ in labels])
        for i, label in enumerate(labels):
            topic[i][0] += predicted == label and gold == label
            topic[i][1] += predicted == label and gold != label
            topic[i][2] += predicted != label and gold == label
    return {qid: [(tp, fp, fn) for tp, fp, fn in rows] for qid, rows in counts.items()}


def macro_f1(counts: Iterable[Counts], labels: int) -> float:
    """Macro-F1 of summed per-label counts; a label with no true positive scores 0."""
    total = [[0, 0, 0] for _ in range(labels)]
    for topic in counts:
        for i, (tp, fp, fn) in enumerate(topic):
            total[i][0] += tp
            total[i][1] += fp
            total[i][2] += fn
    return sum(2 * tp / (2 * tp + fp + fn) if tp else 0.0 for tp, fp, fn in total) / labels


def warn_foreign_labels(run: Sequence[RunEntry], labels: Sequence[str], what: str = "the run") -> list[str]:
    """Warn about (and return) the run's stance labels that are not among the judgments' ``labels``: a controversial
    run (PRO/CON) scored against comparative judgments (FIRST/SECOND), or the reverse, counts every label wrong and
    would read as a real loss. ``what`` names the run in the warning."""
    foreign = sorted({entry.stance for entry in run} - set(labels) - {"Q0"})
    if foreign:
        log.warning(
            "%s's stance labels %s are not among the judgments' (%s): they count as wrong",
            what,
            ", ".join(foreign),
            ", ".join(labels),
        )
    return foreign


def stance_f1(run: Sequence[RunEntry], judged: dict[tuple[str, str], str]) -> tuple[float, int] | None:
    """Macro-F1 over the four labels on the run's (topic, document) pairs that have a stance judgment.

    This is how Touché scores stance (it reproduces every official 2022 figure and count). A run without stance
    labels (Q0 throughout) has no stance figure: None, not 0; nor has a run none of whose pairs is judged (a
    macro-F1 over no pair would print as 0.000, as if every label were wrong).
    """
    if all(entry.stance == "Q0" for entry in run):
        return None
    pairs = judged_pairs(run, judged)
    if not pairs:
        return None
    labels = stance_labels(judged)
    warn_foreign_labels(run, labels)
    return macro_f1(stance_counts(run, judged, labels).values(), len(labels)), len(pairs)


@dataclass(frozen=True)
class StanceComparison:
    """One run's stance macro-F1 against the baseline's, on the ``topics`` both have with a judged pair in either.

    Macro-F1 is no mean of per-topic figures, so there are no topics won or lost: the interval is a paired bootstrap
    over topics (both runs' counts of the same resampled topics, the macro-F1 of each recomputed), the p-value an
    approximate randomization test swapping the two runs' labels topic by topic (two-sided, exact over every swap
    when at most ``EXACT_SWAPS`` topics differ, else ``trials`` random swaps counted as (hits + 1) / (trials + 1)).
    """

    measure: str
    run: str
    topics: int
    baseline_pairs: int  # judged pairs of the baseline on those topics
    run_pairs: int
    baseline_f1: float
    run_f1: float
    difference: float
    low: float  # 95% bootstrap interval of the difference
    high: float
    p_value: float
    p_holm: float | None = None

    def to_json_dict(self) -> dict[str, object]:
        return {k: (round(v, 6) if isinstance(v, float) else v) for k, v in self.__dict__.items()}


EXACT_SWAPS = 16


def compare_stance(
    baseline: Sequence[RunEntry],
    run: Sequence[RunEntry],
    judged: dict[tuple[str, str], str],
    name: str,
    trials: int = 10_000,
    seed: int = 1,
) -> StanceComparison | None:
    """``run`` against ``baseline`` on stance macro-F1 over the topics both runs have (see :class:`StanceComparison`);
    None when either run has no stance labels or neither has a judged pair on a shared topic."""
    if all(e.stance == "Q0" for e in baseline) or all(e.stance == "Q0" for e in run):
        return None
    labels = stance_labels(judged)
    shared = {e.qid for e in baseline} & {e.qid for e in run}
    ours = {q: c for q, c in stance_counts(baseline, judged, labels).items() if q in shared}
    theirs = {q: c for q, c in stance_counts(run, judged, labels).items() if q in shared}
    topics = sorted(set(ours) | set(theirs), key=topic_sort_key)
    if not topics:
        return None
    empty = [(0, 0, 0)] * len(labels)
    b = np.array([ours.get(q, empty) for q in topics], dtype=float)  # topics x labels x (tp, fp, fn)
    r = np.array([theirs.get(q, empty) for q in topics], dtype=float)
    observed = _macro_f1_rows(r.sum(axis=0)[None]) - _macro_f1_rows(b.sum(axis=0)[None])
    rng = np.random.default_rng(seed)
    differences = []
    for start in range(0, trials, 1000):
        picks = rng.integers(0, len(topics), size=(min(1000, trials - start), len(topics)))
        differences.append(_macro_f1_rows(r[picks].sum(axis=1)) - _macro_f1_rows(b[picks].sum(axis=1)))
    spread = np.concatenate(differences)
    return StanceComparison(
        measure="stance_f1",
        run=name,
        topics=len(topics),
        baseline_pairs=int(b[:, :, 0].sum() + b[:, :, 2].sum()),  # each pair's judgment is a tp or an fn
        run_pairs=int(r[:, :, 0].sum() + r[:, :, 2].sum()),
        baseline_f1=float(_macro_f1_rows(b.sum(axis=0)[None])[0]),
        run_f1=float(_macro_f1_rows(r.sum(axis=0)[None])[0]),
        difference=float(observed[0]),
        low=float(np.quantile(spread, 0.025)),
        high=float(np.quantile(spread, 0.975)),
        p_value=_swap_p(b, r, float(observed[0]), trials, rng),
    )


def _macro_f1_rows(totals: np.ndarray) -> np.ndarray:
    """Macro-F1 of each row of summed counts (rows x labels x (tp, fp, fn))."""
    tp, fp, fn = totals[..., 0], totals[..., 1], totals[..., 2]
    denominator = np.where(tp > 0, 2 * tp + fp + fn, 1.0)
    return np.where(tp > 0, 2 * tp / denominator, 0.0).mean(axis=-1)


def _swap_p(b: np.ndarray, r: np.ndarray, observed: float, trials: int, rng: np.random.Generator) -> float:
    """Two-sided p of the observed difference under swaps of the two runs' counts, topic by topic."""
    differ = np.flatnonzero(np.any(b != r, axis=(1, 2)))  # swapping a topic both runs label alike changes nothing
    if len(differ) == 0:
        return 1.0
    same_b, same_r = np.delete(b, differ, axis=0).sum(axis=0), np.delete(r, differ, axis=0).sum(axis=0)
    b, r = b[differ], r[differ]
    threshold = abs(observed) - 1e-9  # ties with the observed value count as at least as large
    exact = len(differ) <= EXACT_SWAPS
    total = 1 << len(differ) if exact else trials
    hits = 0
    for start in range(0, total, 1 << 14):
        if exact:
            swap = ((np.arange(start, min(start + (1 << 14), total))[:, None] >> np.arange(len(differ))) & 1) == 1
        else:
            swap = rng.random((min(1 << 14, total - start), len(differ))) < 0.5
        pick = swap[:, :, None, None]
        left = np.where(pick, r[None], b[None]).sum(axis=1) + same_b
        right = np.where(pick, b[None], r[None]).sum(axis=1) + same_r
        hits += int(np.sum(np.abs(_macro_f1_rows(right) - _macro_f1_rows(left)) >= threshold))
    return hits / total if exact else (hits + 1) / (trials + 1)


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
    relevance: bool = True  # False: stance judgments only, no nDCG (and no "topics scored")

    def to_json_dict(self, per_topic: bool = False) -> dict[str, Any]:
        """The measures plus the topic counts, why a measure has no figure (when one has none), and the per-topic
        values (numerically ordered) when asked."""
        result: dict[str, Any] = {**self.measures, "topics": self.topics}
        if self.relevance:
            result["topics_scored"] = self.scored
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
    qrels_path: str | os.PathLike[str] | None,
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
    unjudged still scores 0 under trec_eval semantics, a judged topic the run lacks too). Without relevance
    judgments (``qrels_path`` None: Touché 2023 published none) only the stance figures are computed.
    """
    _check_depth(depth)
    if qrels_path is None and stance_qrels_path is None:
        raise ValueError("nothing to evaluate against: give relevance judgments, stance judgments or both")
    if qrels_path is None and quality_qrels_path is not None:
        raise ValueError("quality judgments are scored next to relevance judgments: give those too")
    run = load_run(run_path)
    judgments = {"": read_qrels(qrels_path)} if qrels_path is not None else {}
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
            if absent is not None and (reordered := _reordered_topics(run, qrels, depth)):
                by_score = ndcg_trec_by_score(run, qrels, depth)
                if abs(by_score - mean) >= 0.0005:
                    log.warning(
                        "%s: in %d topics the top %d by rank differ from the top %d by score; %s keeps the rank "
                        "order (%.3f), trec_eval itself sorts by score (%.3f)",
                        run_path, reordered, depth, depth, key, mean, by_score,
                    )  # fmt: skip
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
    return EvaluationReport(
        depth, measures, per_topic, len({entry.qid for entry in run}), scored, unavailable, relevance=bool(judgments)
    )


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
    if report.relevance and report.scored != report.topics:  # the official mean is over fewer topics than the run
        lines.append(f"{'topics scored':<{width}}  {report.scored} (with a judged document in the top {report.depth})")
    if per_topic and names:  # stance figures alone have no per-topic values
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
