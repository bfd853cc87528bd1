"""Is one run better than another? Paired per-topic differences with a randomization test and a bootstrap interval.

A mean nDCG@5 over 25-50 topics moves by a few hundredths when a handful of topics change, so a difference between
two runs means little without its spread. For each measure both runs are scored per topic (``evaluation``), and
on the topics scored in both:

- the mean difference and the topics that win, tie and lose;
- a 95% interval of the mean difference from a paired bootstrap over topics (percentile method);
- the two-sided p-value of a paired randomization test (each topic's difference flipped in sign at random; the
  share of flips whose mean difference is at least as large in magnitude as the observed one), the test
  Smucker, Allan and Carterette (CIKM 2007) recommend for IR; exact over all flips when at most 20 topics differ
  (tied topics add nothing whatever their sign), Monte Carlo (``trials``) beyond, counted as
  (hits + 1) / (trials + 1) so it is never 0;
- with several runs against one baseline, the p-values also Holm-adjusted per measure (comparing many runs finds a
  small p by chance).

A comparison over no topic has no figures (``None``; n/a in the table, absent from the JSON with the reason under
``"unavailable"``), as ``evaluate`` reports a mean over nothing: never 0 and p = 1.

Seeded: the same inputs give the same figures.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

import numpy as np

from comparative_ir.evaluation import DEFAULT_DEPTH, Qrels, load_run, ndcg_official, ndcg_trec, read_qrels
from comparative_ir.runfile import RunEntry

EXACT_TOPICS = 20  # up to 2^20 sign patterns (of the topics that differ): enumerate them all
TIE = 1e-9
NO_SHARED_TOPIC = "no topic scored in both the run and the baseline"
NOTHING_JUDGED_SHARED = {  # (baseline judged, run judged) -> why
    (False, False): "neither the run nor the baseline has a judged document on the topics they share",
    (False, True): "the baseline has no judged document on the topics they share",
    (True, False): "the run has no judged document on the topics they share",
}
_FIGURES = ("baseline_mean", "run_mean", "difference", "low", "high", "p_value", "p_holm")


@dataclass(frozen=True)
class Comparison:
    """One run against the baseline on one measure, over the ``topics`` scored in both; with no such topic the
    figures are None (there is nothing they could be of)."""

    measure: str
    run: str
    topics: int
    baseline_mean: float | None
    run_mean: float | None
    difference: float | None
    wins: int
    ties: int
    losses: int
    low: float | None  # 95% bootstrap interval of the mean difference
    high: float | None
    p_value: float | None
    p_holm: float | None = None  # with several runs: Holm-adjusted over the runs, per measure
    why: str = NO_SHARED_TOPIC  # with no topic: the reason, as evaluate's "unavailable" gives it

    def to_json_dict(self) -> dict[str, object]:
        """The fields, floats rounded; a comparison over no topic leaves its figures out and says why under
        ``"unavailable"``, as ``evaluate --json`` does."""
        row = {k: (round(v, 6) if isinstance(v, float) else v) for k, v in self.__dict__.items() if k != "why"}
        if self.topics == 0:  # {figure: why}, the shape of evaluate's "unavailable"
            row["unavailable"] = {k: self.why for k in _FIGURES if k in row}
            row = {k: v for k, v in row.items() if k not in _FIGURES}
        return row


def randomization_p(differences: Sequence[float], trials: int = 10_000, seed: int = 1) -> float:
    """Two-sided paired randomization test of a mean difference of 0 (see the module docstring)."""
    d = np.asarray(differences, dtype=float)
    d = d[np.abs(d) > TIE]  # a tied topic adds 0 whatever its sign: only the others are flipped
    if len(d) == 0:
        return 1.0
    observed = abs(d.sum()) - TIE  # ties with the observed value count as at least as large
    block = 1 << 15
    if len(d) <= EXACT_TOPICS:  # every sign pattern, as the bits of 0 .. 2^n - 1
        hits = 0
        for start in range(0, 1 << len(d), block):
            bits = (np.arange(start, min(start + block, 1 << len(d)))[:, None] >> np.arange(len(d))) & 1
            hits += int(np.sum(np.abs((1.0 - 2.0 * bits) @ d) >= observed))
        return hits / (1 << len(d))
    rng = np.random.default_rng(seed)
    hits = 0
    for start in range(0, trials, block):
        signs = rng.choice((-1.0, 1.0), size=(min(block, trials - start), len(d)))
        hits += int(np.sum(np.abs(signs @ d) >= observed))
    return (hits + 1) / (trials + 1)


def bootstrap_interval(
    differences: Sequence[float], trials: int = 10_000, seed: int = 1, level: float = 0.95
) -> tuple[float, float]:
    """Percentile interval of the mean difference under resampling of topics with replacement. The resamples are
    drawn in blocks (the same draws as all at once), so many trials do not need a trials x topics array."""
    d = np.asarray(differences, dtype=float)
    if len(d) == 0:
        return (0.0, 0.0)
    rng = np.random.default_rng(seed)
    block = 4096
    means = np.concatenate(
        [d[rng.integers(0, len(d), size=(min(block, trials - start), len(d)))].mean(axis=1)
         for start in range(0, trials, block)]
    )  # fmt: skip
    tail = (1 - level) / 2
    return float(np.quantile(means, tail)), float(np.quantile(means, 1 - tail))


def holm_rows(rows: Sequence[Comparison]) -> list[Comparison]:
    """``rows`` (several runs on one measure) with Holm-adjusted p-values, over the rows that have a p-value."""
    tested = [i for i, r in enumerate(rows) if r.p_value is not None]
    if len(rows) < 2 or not tested:
        return list(rows)
    adjusted = dict(zip(tested, holm([rows[i].p_value or 0.0 for i in tested]), strict=True))
    return [replace(r, p_holm=adjusted[i]) if i in adjusted else r for i, r in enumerate(rows)]


def format_p(p: float | None) -> str:
    """A p-value for a table: four decimals, and a small one in scientific notation rather than "0.0000" (a
    randomization test's p is never 0; the table and ``--json`` disagreed, a participant's review, session 38)."""
    if p is None:
        return "n/a"
    return f"{p:.4f}" if p >= 0.0001 or p == 0 else f"{p:.1e}"


def holm(p_values: Sequence[float]) -> list[float]:
    """Holm's step-down adjustment (family-wise error), in the input order."""
    order = sorted(range(len(p_values)), key=lambda i: p_values[i])
    adjusted = [0.0] * len(p_values)
    running = 0.0
    for rank, i in enumerate(order):
        running = max(running, min(1.0, (len(p_values) - rank) * p_values[i]))
        adjusted[i] = running
    return adjusted


def compare_topics(
    measure: str,
    run: str,
    baseline: Mapping[str, float],
    other: Mapping[str, float],
    trials: int = 10_000,
    seed: int = 1,
) -> Comparison:
    """The comparison of two per-topic score maps, on the topics both have (no figures when they share none)."""
    topics = sorted(set(baseline) & set(other))
    if not topics:  # means over nothing, not 0.000 and p = 1
        return Comparison(measure, run, 0, None, None, None, 0, 0, 0, None, None, None)
    d = [other[q] - baseline[q] for q in topics]
    low, high = bootstrap_interval(d, trials, seed)
    return Comparison(
        measure=measure,
        run=run,
        topics=len(topics),
        baseline_mean=float(np.mean([baseline[q] for q in topics])),
        run_mean=float(np.mean([other[q] for q in topics])),
        difference=float(np.mean(d)),
        wins=sum(x > TIE for x in d),
        ties=sum(abs(x) <= TIE for x in d),
        losses=sum(x < -TIE for x in d),
        low=low,
        high=high,
        p_value=randomization_p(d, trials, seed),
    )


def compare_runs(
    baseline_path: str | os.PathLike[str],
    run_paths: Sequence[str | os.PathLike[str]],
    qrels_path: str | os.PathLike[str],
    quality_qrels_path: str | os.PathLike[str] | None = None,
    depth: int = DEFAULT_DEPTH,
    trials: int = 10_000,
    seed: int = 1,
) -> list[Comparison]:
    """Every run against the baseline on nDCG@k (official and trec_eval semantics; quality too when given), as
    ``comparative-ir compare`` compares them: on the topics the two runs share."""
    judgments = {"": read_qrels(qrels_path)}
    if quality_qrels_path is not None:
        judgments["_quality"] = read_qrels(quality_qrels_path)
    others = [(str(path), load_run(path)) for path in run_paths]
    return compare_loaded(load_run(baseline_path), others, judgments, depth, trials, seed)


def compare_loaded(
    baseline: Sequence[RunEntry],
    runs: Sequence[tuple[str, Sequence[RunEntry]]],
    judgments: Mapping[str, Qrels],
    depth: int = DEFAULT_DEPTH,
    trials: int = 10_000,
    seed: int = 1,
) -> list[Comparison]:
    """Each named run against the baseline, for each judgments' measure suffix ("", "_quality"), on the topics the
    two runs share: a run that lacks a topic (it failed there, or was run on fewer) is compared on the others, not
    scored 0 there as trec_eval's figure of the run alone would (``evaluate``'s ndcg@k_trec)."""
    baseline_topics = {entry.qid for entry in baseline}
    out: list[Comparison] = []
    for suffix, qrels in judgments.items():
        for name, scorer in ((f"ndcg@{depth}{suffix}", ndcg_official), (f"ndcg@{depth}{suffix}_trec", ndcg_trec)):
            base_scores = scorer(baseline, qrels, depth)[1]
            rows = []
            for path, run in runs:
                shared = baseline_topics & {entry.qid for entry in run}
                judged = _judged(baseline, qrels, shared), _judged(run, qrels, shared)
                if shared and not all(judged):
                    # as evaluate leaves out a mean over no judged document: its 0 would measure the mismatch
                    # (another corpus, passages against documents), not the run; a 0.000 with p = 1 looked like a tie
                    rows.append(replace(compare_topics(name, path, {}, {}), why=NOTHING_JUDGED_SHARED[judged]))
                    continue
                scores = scorer(run, qrels, depth)[1]
                rows.append(
                    compare_topics(
                        name,
                        path,
                        {qid: value for qid, value in base_scores.items() if qid in shared},
                        {qid: value for qid, value in scores.items() if qid in shared},
                        trials,
                        seed,
                    )
                )
            out += holm_rows(rows)  # Holm over the rows with a p-value (a row over no topic has none)
    return out


def _judged(run: Sequence[RunEntry], qrels: Qrels, topics: set[str]) -> bool:
    """Does the run have a judged document on ``topics``?"""
    return any(entry.docno in qrels.get(entry.qid, ()) for entry in run if entry.qid in topics)


def short_names(paths: Sequence[str]) -> dict[str, str]:
    """Each path relative to the directory all of them share ("base/run.txt", "rerank/run.txt"), for the table."""
    if len(set(paths)) < 2:
        return {p: p for p in paths}
    common = os.path.commonpath([os.path.abspath(p) for p in paths])
    if os.path.dirname(common) == common:  # only the root in common: "tmp/a/run.txt" would read as relative
        return {p: p for p in paths}
    return {p: os.path.relpath(os.path.abspath(p), common) for p in paths}


def format_comparisons(baseline: str, comparisons: Sequence[Comparison]) -> str:
    """One row per measure and run: means, difference, its 95% interval, win/tie/loss, p."""
    names = short_names([baseline, *dict.fromkeys(c.run for c in comparisons)])
    holm_column = any(c.p_holm is not None for c in comparisons)
    header = ["measure", "run", "topics", "baseline", "run mean", "diff", "95% CI", "+/=/-", "p"]
    if holm_column:
        header.append("p (Holm)")
    rows = [header]
    for c in comparisons:
        if c.topics == 0:  # a figure over nothing is n/a, never 0
            row = [c.measure, names[c.run], "0", "n/a", "n/a", "n/a", "n/a", "0/0/0", "n/a"]
            if holm_column:
                row.append("")
            rows.append(row)
            continue
        row = [
            c.measure,
            names[c.run],
            str(c.topics),
            f"{c.baseline_mean:.3f}",
            f"{c.run_mean:.3f}",
            f"{c.difference:+.3f}",
            f"[{c.low:+.3f}, {c.high:+.3f}]",
            f"{c.wins}/{c.ties}/{c.losses}",
            format_p(c.p_value),
        ]
        if holm_column:
            row.append(format_p(c.p_holm) if c.p_holm is not None else "")
        rows.append(row)
    widths = [max(len(r[i]) for r in rows) for i in range(len(header))]
    lines = [f"baseline: {baseline} ({names[baseline]})" if names[baseline] != baseline else f"baseline: {baseline}"]
    lines += ["  ".join(cell.ljust(w) for cell, w in zip(r, widths, strict=True)).rstrip() for r in rows]
    missing = dict.fromkeys((names[c.run], c.why) for c in comparisons if c.topics == 0)
    several = len({run for run, _ in missing}) > 1  # then each note names its run
    lines += [f"(n/a, {run}: {why})" if several else f"(n/a: {why})" for run, why in missing]
    return "\n".join(lines)
