"""``validate``, ``evaluate`` and ``compare``: run files checked, scored and compared against judgments."""

from __future__ import annotations

import argparse
import json
import logging
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from comparative_ir.cli.shared import (
    EXIT_INVALID,
    EXIT_OK,
    UsageError,
    _configure_logging,
    _load_topics,
    _only_topics,
    _readable_file,
    _topic_list,
)
from comparative_ir.runfile import validate_run

if TYPE_CHECKING:  # evaluation loads ir_measures: imported where it is used, not at every start
    from comparative_ir.evaluation import StanceComparison

log = logging.getLogger("comparative_ir")


def cmd_validate(args: argparse.Namespace) -> int:
    _readable_file(args.run, "run file")
    topic_ids = [t.number for t in _load_topics(args.topics)] if args.topics else None
    required = None
    if args.only_topics is not None:
        if topic_ids is None:
            raise UsageError("--only-topics names topics of the --topics file; give --topics")
        wanted = _only_topics(args.only_topics, topic_ids)
        required = [n for n in topic_ids if n in wanted]  # the file's other topics are neither missing nor unknown
    problems = validate_run(args.run, topic_ids, max_depth=args.depth, lenient=args.lenient, required=required)
    for problem in problems:
        print(problem)
    if not problems:
        print(f"{args.run}: valid")
    return EXIT_INVALID if problems else EXIT_OK


def _warn_about_evaluation_inputs(
    run_path: str, qrels_path: str | None, quality_qrels_path: str | None = None, subset: bool = True
) -> None:
    """Figures are printed anyway (the official scorer scores flawed runs too), but never silently; a figure over
    nothing (no document of the run judged) is n/a, and this says why. ``subset``: say how the means treat judged
    topics the run lacks (``compare`` says it its own way: its rows are over the topics the runs share)."""
    from comparative_ir.evaluation import load_run, read_qrels

    problems = validate_run(run_path)
    if problems:
        more = f" (and {len(problems) - 1} more; see comparative-ir validate)" if len(problems) > 1 else ""
        log.warning("the run file is not valid: %s%s", problems[0], more)
    run = load_run(run_path)
    topics = {entry.qid for entry in run}
    which = "" if subset else f"{run_path}: "  # compare warns of each of its runs: say which
    for path, what in ((qrels_path, "nDCG"), (quality_qrels_path, "quality nDCG")):
        if path is None or not Path(path).is_file():  # a pipe cannot be read a second time
            continue
        qrels = read_qrels(path)
        if not qrels:
            log.warning("%s holds no judgments: no %s figure", path, what)
        elif topics and not topics & set(qrels):
            log.warning("%sno topic of the run has judgments in %s: no %s figure", which, path, what)
        elif run and not any(entry.docno in qrels.get(entry.qid, ()) for entry in run):
            example_judged = next(iter(next(iter(qrels.values()))), "")
            log.warning(
                "%sno document of the run is judged in %s (the run has ids like %r, the judgments %r: another "
                "corpus, or passages against documents?): no %s figure",
                which,
                path,
                run[0].docno,
                example_judged,
                what,
            )
        elif subset and topics and (missing := len(set(qrels) - topics)) and what == "nDCG":
            judged = len(set(qrels))
            log.warning(
                "the run has %d of the %d topics judged in %s: the _trec figures average over all %d (a topic the "
                "run lacks counts 0), the others over the run's %d; to score a subset, give judgments of it only",
                judged - missing,
                judged,
                path,
                judged,
                judged - missing,
            )


def _check_judgment_flags(args: argparse.Namespace) -> None:
    """evaluate and compare need relevance or stance judgments (Touché 2023 has stance labels only)."""
    if not args.qrels and not args.stance_qrels:
        raise UsageError("give --qrels (relevance judgments), --stance-qrels (stance judgments or labels), or both")
    if args.quality_qrels and not args.qrels:
        raise UsageError("--quality-qrels is scored next to relevance: give --qrels too")
    for flag, path in (
        ("--qrels", args.qrels),
        ("--quality-qrels", args.quality_qrels),
        ("--stance-qrels", args.stance_qrels),
    ):
        if path:
            _readable_file(path, flag)


def cmd_evaluate(args: argparse.Namespace) -> int:
    from comparative_ir.evaluation import evaluate_run, format_report

    _configure_logging()
    _readable_file(args.run, "run file")
    _check_judgment_flags(args)
    if args.per_topic and not args.qrels:  # it printed nothing more, and "per_topic": {} in --json
        raise UsageError("--per-topic figures are nDCG's (give --qrels): stance macro-F1 has no per-topic values")
    report = evaluate_run(args.run, args.qrels, args.quality_qrels, depth=args.k, stance_qrels_path=args.stance_qrels)
    if Path(args.run).is_file():  # a pipe cannot be read a second time
        _warn_about_evaluation_inputs(args.run, args.qrels, args.quality_qrels)
    if args.json:
        print(json.dumps(report.to_json_dict(per_topic=args.per_topic), sort_keys=False))
    else:
        print(format_report(report, per_topic=args.per_topic))
    return EXIT_OK


STANCE_QRELS_HELP = (
    "stance judgments (qid 0 docno STANCE), or a run with stance labels (qid STANCE docno rank score tag, as the "
    "Touché 2023 runs): adds stance macro-F1 (stance_f1, stance_n)"
)

COMPARE_STANCE = (
    "With --stance-qrels, stance macro-F1 too: macro-F1 is no mean of per-topic figures, so its row has no topics "
    "won or lost; its interval is a paired bootstrap over topics (each resample's macro-F1 recomputed for both "
    "runs) and its p an approximate randomization test swapping the two runs' labels topic by topic."
)

COMPARE_TOPICS = (
    "Each run's rows are over the topics it shares with the baseline: a topic only one of the two has is left out "
    "of all its rows, with a warning saying how many of the baseline's topics the run lacks and how many of its own "
    "the baseline lacks. Of the shared topics, the ndcg@k rows (official semantics) count those with a judged "
    "document in the top k of both runs, the ndcg@k_trec rows (trec_eval semantics) the judged ones. trec_eval -c "
    "(and evaluate's ndcg@k_trec) would instead count a judged topic a run lacks as 0 for that run: when a run "
    "lacks topics because it failed on them, not because it was run on fewer, that penalty is what evaluate shows."
)


def _compare_on_shared_topics(args: argparse.Namespace):  # -> (comparisons, each run's topics, the judgments)
    """Each run against the baseline, every measure on the topics the two runs share (see COMPARE_TOPICS); also
    each run's topics (the baseline's first) and the judgments."""
    from comparative_ir.comparison import compare_loaded
    from comparative_ir.evaluation import load_run, read_qrels

    judgments = {"": read_qrels(args.qrels)} if args.qrels else {}
    if args.quality_qrels:
        judgments["_quality"] = read_qrels(args.quality_qrels)
    baseline, *runs = [load_run(path) for path in [args.baseline, *args.runs]]
    topic_sets = [{entry.qid for entry in run} for run in [baseline, *runs]]
    named = [(str(path), run) for path, run in zip(args.runs, runs, strict=True)]
    comparisons = compare_loaded(baseline, named, judgments, args.k, args.trials, args.seed)
    return comparisons, topic_sets, list(judgments.values())


def _compare_stance(args: argparse.Namespace) -> list[StanceComparison]:
    """Each run's stance macro-F1 against the baseline's (COMPARE_STANCE), Holm-adjusted with several runs. A
    baseline without stance labels (or empty) is said once, as the baseline's fault: an error without --qrels (there
    is nothing else to compare), else a warning; a run without labels, or without a judged pair on the topics it
    shares with the baseline, gets a warning naming it and no row. Labels of the other task are warned about."""
    from dataclasses import replace

    from comparative_ir.comparison import holm
    from comparative_ir.evaluation import (
        compare_stance,
        load_run,
        read_stance_qrels,
        stance_labels,
        warn_foreign_labels,
    )

    judged = read_stance_qrels(args.stance_qrels)
    baseline = load_run(args.baseline)
    if not baseline or all(e.stance == "Q0" for e in baseline):
        why = "is empty" if not baseline else "has no stance labels (Q0 throughout: a run written without --stance)"
        message = f"the baseline {args.baseline} {why}: no stance comparison"
        if not args.qrels:
            raise UsageError(message)
        log.warning("%s", message)
        return []
    labels = stance_labels(judged)
    warn_foreign_labels(baseline, labels, f"the baseline {args.baseline}")
    rows = []
    for path in args.runs:
        run = load_run(path)
        warn_foreign_labels(run, labels, str(path))
        row = compare_stance(baseline, run, judged, str(path), args.trials, args.seed)
        if row is None:
            if not run:
                why = "the run is empty"
            elif all(e.stance == "Q0" for e in run):
                why = "the run has no stance labels (Q0 throughout)"
            elif not {e.qid for e in run} & {e.qid for e in baseline}:
                why = "it shares no topic with the baseline"
            else:
                why = "no judged pair on the topics it shares with the baseline"
            log.warning("%s: no stance comparison with the baseline (%s)", path, why)
        else:
            rows.append(row)
    if len(rows) > 1:
        adjusted = holm([r.p_value for r in rows])
        rows = [replace(r, p_holm=p) for r, p in zip(rows, adjusted, strict=True)]
    return rows


def _format_stance_comparisons(rows: Sequence[StanceComparison], names: dict[str, str]) -> str:
    """The stance rows' table: macro-F1 of both runs over their judged pairs, difference, interval, p."""
    from comparative_ir.comparison import format_p

    holm_column = any(r.p_holm is not None for r in rows)
    header = ["measure", "run", "topics", "pairs (base/run)", "baseline", "run F1", "diff", "95% CI", "p"]
    if holm_column:
        header.append("p (Holm)")
    table = [header]
    for r in rows:
        cells = [r.measure, names.get(r.run, r.run), str(r.topics), f"{r.baseline_pairs}/{r.run_pairs}"]
        cells += [f"{r.baseline_f1:.3f}", f"{r.run_f1:.3f}", f"{r.difference:+.3f}", f"[{r.low:+.3f}, {r.high:+.3f}]"]
        cells.append(format_p(r.p_value))
        if holm_column:
            cells.append(format_p(r.p_holm) if r.p_holm is not None else "")
        table.append(cells)
    widths = [max(len(row[i]) for row in table) for i in range(len(header))]
    lines = ["  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip() for row in table]
    return "\n".join(
        [*lines, "(stance macro-F1 has no per-topic value: no topics won or lost; interval: paired bootstrap over "
         "topics; p: topic-wise label swaps)"]
    )  # fmt: skip


def cmd_compare(args: argparse.Namespace) -> int:
    from comparative_ir.comparison import NO_SHARED_TOPIC, format_comparisons, short_names

    _configure_logging()
    for what, path in [("run file", args.baseline), *(("run file", r) for r in args.runs)]:
        _readable_file(path, what)
    _check_judgment_flags(args)
    comparisons, topic_sets, judgments = _compare_on_shared_topics(args)
    stance_rows = _compare_stance(args) if args.stance_qrels else []
    for run in [args.baseline, *args.runs]:
        if Path(run).is_file():  # a pipe cannot be read a second time
            _warn_about_evaluation_inputs(run, args.qrels, args.quality_qrels, subset=False)
    judged = set().union(*judgments)
    baseline_topics = topic_sets[0]
    counts: dict[str, tuple[int, int]] = {}
    notes = []
    for run, topics in zip(args.runs, topic_sets[1:], strict=True):
        lacks, extra = baseline_topics - topics, topics - baseline_topics
        counts[run] = (len(lacks), len(extra))
        if not lacks and not extra:
            continue
        parts = []
        if lacks:
            parts.append(f"lacks {len(lacks)} of the baseline's {len(baseline_topics)} topics ({_topic_list(lacks)})")
        if extra:
            parts.append(f"has {len(extra)} topics the baseline lacks ({_topic_list(extra)})")
        zero = []
        if lacks & judged:
            zero.append(f"{len(lacks & judged)} judged ones it lacks as 0 for it")
        if extra & judged:
            zero.append(f"{len(extra & judged)} judged ones the baseline lacks as 0 for the baseline")
        trec_c = f"trec_eval -c semantics, as in evaluate's ndcg@{args.k}_trec, would count the"
        log.warning(
            "%s %s: its rows are over the %d topics both runs have%s",
            run,
            " and ".join(parts),
            len(baseline_topics & topics),
            f" ({trec_c} {' and the '.join(zero)})" if zero else "",
        )
        notes.append((run, len(baseline_topics & topics), len(lacks), len(extra)))
    for c in comparisons:
        if c.topics == 0:
            if c.why == NO_SHARED_TOPIC:
                log.warning("%s: no topic is scored in both it and the baseline under %s", c.run, c.measure)
            else:
                log.warning("%s: %s under %s (no figure)", c.run, c.why, c.measure)
    if not comparisons and not stance_rows:  # stance alone, and no run could be compared: no table, and not exit 0
        raise UsageError("no stance comparison could be made (see the warnings above): nothing to print")
    if args.json:
        for c in [*comparisons, *stance_rows]:
            lacks_count, extra_count = counts[c.run]
            row = {"baseline": args.baseline, **c.to_json_dict()}
            row.update(baseline_topics_run_lacks=lacks_count, run_topics_baseline_lacks=extra_count)
            print(json.dumps(row))
    else:
        names = short_names([args.baseline, *dict.fromkeys(args.runs)])
        if comparisons:
            print(format_comparisons(args.baseline, comparisons))
        elif stance_rows:
            base = names[args.baseline]
            print(f"baseline: {args.baseline} ({base})" if base != args.baseline else f"baseline: {args.baseline}")
        if stance_rows:
            print(_format_stance_comparisons(stance_rows, names))
        for run, shared, lacks_count, extra_count in notes:
            print(
                f"note: {names[run]} shares {shared} of the baseline's {len(baseline_topics)} topics (it lacks "
                f"{lacks_count}, and has {extra_count} the baseline lacks): its rows are over those {shared}"
            )
    return EXIT_OK
