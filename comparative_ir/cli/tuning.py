"""``tune``: ranker weights fitted on judgments from a fixture store, with the checks that make a long fit
fail early and the caveats its report must carry."""

from __future__ import annotations

import argparse
import contextlib
import logging
import os
import tempfile
from collections.abc import Iterable, Mapping, Sequence, Set
from pathlib import Path
from typing import Any

from comparative_ir.cli.shared import (
    EXIT_OK,
    UsageError,
    _check_parser,
    _configure_logging,
    _load_topics,
    _only_topics,
    _readable_file,
    _topic_list,
)
from comparative_ir.documents import Document, DocumentFetcher, DocumentSummary, TextCache, default_cache_dir
from comparative_ir.pipeline import RunOptions
from comparative_ir.ranking import feature_names, load_weights
from comparative_ir.recording import FixtureStore, ReplayBackend
from comparative_ir.retrieval import Candidate
from comparative_ir.runfile import atomic_write_bytes
from comparative_ir.topics import TopicsError, find_topics_file

log = logging.getLogger("comparative_ir")


class _TextNotingFetcher(DocumentFetcher):
    """A fetcher that notes which documents got a page text: tune's feature rows no longer say it, and texts had
    only for judged-relevant documents teach a fit "has a text = relevant"."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.with_text: set[str] = set()

    def fetch_all(self, candidates: Sequence[Candidate]) -> tuple[dict[tuple[str, str], Document], DocumentSummary]:
        documents, summary = super().fetch_all(candidates)
        self.with_text |= {doc.docno for doc in documents.values() if doc.source != "fallback"}
        return documents, summary


def _fallback_hint(candidates: Set[str], with_text: Set[str]) -> str:
    """Why features may be constant within every topic, said only when it is so: candidates without a page text
    take their topic's mean of the text features (none with a text, and every text feature is constant)."""
    fell_back = candidates - with_text
    if not fell_back:
        return ""
    if fell_back == candidates:
        return " (no candidate has a page text)"
    return f" ({len(fell_back)} of the {len(candidates)} candidates fell back to title + snippet)"


def _check_judged_topics(
    qrels: Mapping[str, Mapping[str, int]], numbers: Sequence[str], args: argparse.Namespace
) -> None:
    """Judged topics the topics file lacks are not tuned on: named, and when it has none of them, refused as that
    (judgments of another year or task), not as topics without a recording."""
    if not qrels:
        raise UsageError(f"--qrels {args.qrels} holds no judgments")
    listed = set(numbers)
    outside = [qid for qid in qrels if qid not in listed]
    if len(outside) == len(qrels):
        raise UsageError(
            f"the judged topics and the topics file's do not overlap: {args.qrels} judges "
            f"{_topic_list(qrels, shown=5)}, {args.topics} has {_topic_list(numbers, shown=5)} (judgments of "
            "another year or task?)"
        )
    if outside:
        log.warning(
            "%s judges %d topic%s not in %s, left out: %s",
            args.qrels,
            len(outside),
            "" if len(outside) == 1 else "s",
            args.topics,
            _topic_list(outside, shown=10),
        )


def _check_writable_file(path_text: str, flag: str) -> None:
    """The fit can take long: learn now, not after it, that its output cannot be written there."""
    path = Path(path_text)
    if path.is_dir() or not path.parent.is_dir():
        raise UsageError(f"{flag} {path_text}: {'is a directory' if path.is_dir() else 'its directory does not exist'}")
    try:
        with tempfile.TemporaryFile(dir=path.parent):
            pass
    except OSError as exc:
        raise UsageError(f"{flag} {path_text}: cannot write in {path.parent}: {exc.strerror or exc}") from None


def _same_file(first: Path, second: Path) -> bool:
    """The same file by path or, both existing, by inode (a link, another spelling of the path)."""
    with contextlib.suppress(OSError):
        if first.exists() and second.exists():
            return os.path.samefile(first, second)
    return first.resolve() == second.resolve()


def _check_outputs_apart(args: argparse.Namespace) -> None:
    """tune's outputs name neither each other (the weights overwrote the cv-run, both reported written) nor an
    input (the fit would overwrite the topics, the judgments or the start weights it read)."""
    outputs = [(flag, Path(path)) for flag, path in (("--out", args.out), ("--cv-run", args.cv_run)) if path]
    topics = Path(args.topics)
    with contextlib.suppress(TopicsError):
        topics = find_topics_file(topics) if topics.is_dir() else topics
    inputs = [(flag, Path(path)) for flag, path in (("--qrels", args.qrels), ("--weights", args.weights)) if path]
    for flag, path in outputs:
        for other, taken in [*outputs, ("--topics", topics), *inputs]:
            if other != flag and _same_file(path, taken):
                what = f"and {other} name the same file" if other in ("--out", "--cv-run") else f"is the {other} file"
                raise UsageError(f"{flag} {path} {what}: give {flag} another path")


def _unknown_features(unknown: Sequence[str], names: Iterable[str], task: str) -> str:
    """Why ``--features`` is refused: each entry that names no feature, with the nearest names."""
    import difflib

    known = sorted(names)
    prefixes = sorted({name.split("_", 1)[0] + "_" for name in known if "_" in name})
    parts = []
    for entry in unknown:
        near = difflib.get_close_matches(entry, [*known, *prefixes], n=2)
        parts.append(f"{entry} (did you mean {' or '.join(near)}?)" if near else entry)
    return (
        f"--features: no {task} feature is called or, for a prefix ending in _, starts with {', '.join(parts)} "
        f"(prefixes: {', '.join(prefixes)}; features: {', '.join(known)})"
    )


def _start_caveat(args: argparse.Namespace) -> str | None:
    """Said whenever the start weights may have been chosen on the topics tuned on: their figure is optimistic
    there, and so is every figure of a fit starting from them (a cross-validated one too, with --start weights)."""
    if args.weights:
        chosen = f"if the start weights ({args.weights}) were chosen on these topics"
    elif args.task == "comparative":
        chosen = (
            "the start weights are the shipped ones, chosen on the Touché 2020 Task 2 odd topics (ChatNoir top 15, "
            "title + snippet): if these are those topics (or any the weights were chosen on)"
        )
    else:
        return None  # the shipped controversial weights were set by analogy, fitted on no judgments
    cv = (
        "and so is the cross-validated one, whose folds start from them (--start chatnoir gives a held-out figure)"
        if args.start == "weights"
        else "the cross-validated one is not: its folds start from chatnoir_score alone"
    )
    return f"caveat: {chosen}, the start and fitted figures are optimistic, {cv}"


def cmd_tune(args: argparse.Namespace) -> int:
    import textwrap

    from comparative_ir.evaluation import read_qrels
    from comparative_ir.pipeline import tuning_topics
    from comparative_ir.ranking import dump_weights
    from comparative_ir.runfile import RankedDoc, write_run
    from comparative_ir.tuning import (
        NEUTRAL_START,
        NOT_TUNED_BY_DEFAULT,
        constant_features,
        coordinate_ascent,
        held_out,
        judged_ids_hint,
        mean_ndcg,
        text_leakage,
        without_relevant,
    )

    _configure_logging(quiet=True)
    topics = _load_topics(args.topics)
    numbers = [t.number for t in topics]
    if args.only_topics is not None:
        wanted_topics = _only_topics(args.only_topics, numbers)
        topics = [t for t in topics if t.number in wanted_topics]
    qrels = read_qrels(_readable_file(args.qrels, "--qrels"))
    _check_judged_topics(qrels, numbers, args)
    if args.only_topics is not None and (unjudged := [t.number for t in topics if t.number not in qrels]):
        if len(unjudged) == len(topics):
            raise UsageError(f"--only-topics: {args.qrels} has no judgments for any of {_topic_list(unjudged)}")
        log.warning("--only-topics: %s has no judgments for %s; left out", args.qrels, _topic_list(unjudged))
    for flag, path in (("--out", args.out), ("--cv-run", args.cv_run)):
        if path:
            _check_writable_file(path, flag)
    _check_outputs_apart(args)
    options = RunOptions(
        task=args.task,
        index=args.index,
        rerank_depth=args.rerank_depth,
        depth=args.run_depth,
        parser=args.parser,
        processes=args.processes,
    )
    if options.task == "comparative":
        _check_parser(options.parser)
    start = load_weights(args.weights, args.task)  # a given file: every table and weight name checked
    wanted = [f.strip() for f in (args.features or "").split(",") if f.strip()]
    if args.features is not None and not wanted:
        raise UsageError(f"--features {args.features!r} names no feature (give names like chatnoir_score,cue_)")

    def matches(name: str, entry: str) -> bool:
        return name == entry or (entry.endswith("_") and name.startswith(entry))

    def chosen(name: str) -> bool:
        """Named, or matched by a prefix; fallback and chatnoir_rank only when named (NOT_TUNED_BY_DEFAULT)."""
        if name in NOT_TUNED_BY_DEFAULT:
            return name in wanted
        return not wanted or any(matches(name, w) for w in wanted)

    names = feature_names(args.task)
    if unknown := [w for w in wanted if not any(matches(name, w) for name in names)]:
        # each entry, not the list as a whole: a typo next to a good name was fitted without it, silently
        raise UsageError(_unknown_features(unknown, names, args.task))
    backend = ReplayBackend(FixtureStore(args.replay))
    cache = TextCache(args.cache_dir or default_cache_dir())
    fetcher = _TextNotingFetcher(backend, cache, extract_processes=args.processes, progress=False)
    data = tuning_topics(topics, qrels, backend, fetcher, options)
    if not data:
        raise UsageError(f"no judged topic has a recording in {args.replay}: nothing to tune on")
    unfit = without_relevant(data)
    if len(unfit) == len(data):  # every figure a 0 over nothing, and the "fit" the start weights
        hint = judged_ids_hint([d for t in data for d in t.docnos], [d for t in data for d in t.qrels])
        raise UsageError(
            f"no candidate of any topic is judged relevant in {args.qrels} ({sum(len(t.docnos) for t in data)} "
            f"candidates, the top {args.rerank_depth} at most of {len(data)} topics): every figure would be 0 whatever "
            "the weights, so there is nothing to tune" + (f"; {hint}" if hint else "")
        )
    if unfit:
        log.warning(
            "%s no candidate judged relevant in the top %d: every weighting scores %s alike; left out of the fit "
            "and its figures",
            f"topic {unfit[0]} has" if len(unfit) == 1 else f"topics {_topic_list(unfit, shown=10)} have",
            args.rerank_depth,
            "it" if len(unfit) == 1 else "them",
        )
        data = [t for t in data if t.qid not in set(unfit)]
    if args.cv_run and len(data) < 2:
        raise UsageError("--cv-run needs at least 2 topics to tune on (each is ranked by weights fitted without it)")
    leak = text_leakage(data, fetcher.with_text)
    if leak:
        log.warning("%s", leak)
    features = [f for f in sorted({name for t in data for row in t.rows for name in row}) if chosen(f)]
    constant = constant_features(data, features)
    fitted_features = [f for f in features if f not in constant]
    fell_back = _fallback_hint({d for t in data for d in t.docnos}, fetcher.with_text)
    if not fitted_features:  # the "fit" would be the start weights, reported and written as fitted
        raise UsageError(
            f"nothing to fit: every chosen feature is constant within every topic{fell_back}, so no weight changes a "
            f"ranking: {_topic_list(constant, shown=6)}"
        )
    k = args.k
    fitted = coordinate_ascent(data, fitted_features, start, k=k)
    kept_order = not any(fitted.values())
    if kept_order:  # every document ties, so ChatNoir's order stands; a file of zeros would be refused by run
        fitted = {"chatnoir_rank": 1.0}
    fitted_ndcg = mean_ndcg(data, fitted, k)
    start_ndcg = mean_ndcg(data, start, k)
    source = args.weights or "shipped"
    held_out_by = "chatnoir_score alone" if args.start == "chatnoir" else f"the start weights ({source})"
    report = [
        f"topics: {len(data)}"
        + (f" ({len(unfit)} left out, no candidate judged relevant)" if unfit else "")
        + f"; features: {len(fitted_features)} fitted"
        + (f", {len(constant)} constant within every topic (not fitted)" if constant else "")
        + f"; objective: nDCG@{k}, trec_eval semantics",
        f"{'start weights:':30s} {start_ndcg:.3f}   ({source}; the fit on all topics starts here)",
        f"{'fitted on all topics:':30s} {fitted_ndcg:.3f}   (optimistic: evaluated on the topics it was fitted on)",
    ]
    cv = None
    if len(data) < 2:  # no topic can be scored by weights fitted without it
        report.append(f"{'cross-validated:':30s} n/a   (needs judgments for at least 2 topics)")
    else:
        fold_start = dict(NEUTRAL_START) if args.start == "chatnoir" else start
        if args.start == "chatnoir":
            report.append(
                f"{'chatnoir_score alone:':30s} {mean_ndcg(data, fold_start, k):.3f}   (where each fold starts)"
            )
        cv = held_out(data, fitted_features, fold_start, folds=args.folds, k=k, seed=args.seed)
        report.append(
            f"{f'{cv.folds}-fold cross-validated:':30s} {cv.mean:.3f}   (each topic scored by weights fitted without "
            f"it, from {held_out_by}; fold seed {cv.seed})"
        )
        # held out against where the folds start: the start weights' figure is in-sample (and, for the shipped
        # ones on the Touché 2020 topics, optimistic), so below it says nothing about holding out
        if args.start == "chatnoir":
            baseline, against = mean_ndcg(data, fold_start, k), "chatnoir_score alone"
            advice = "fit fewer features with --features"
        else:
            baseline, against = start_ndcg, "the start weights"
            advice = (
                "fit fewer features with --features, or keep the start weights; if those were themselves chosen on "
                "these topics, their figure is optimistic too"
            )
        if cv.mean < baseline:
            report.append(f"cross-validated below {against} ({baseline:.3f}): the fit is not expected to generalise")
            log.warning(
                "the fit does not hold out: cross-validated %.3f is below %s (%.3f) on the same topics, so fitting "
                "these features is not expected to do better on other topics (%s)",
                cv.mean,
                against,
                baseline,
                advice,
            )
    notes = []
    if cv is not None and args.start == "chatnoir" and dict(start) != dict(NEUTRAL_START):
        notes.append(
            f"the cross-validated figure is of fits from chatnoir_score alone (does fitting these features hold out?), "
            f"not of the weights written, which are fitted from the {source} weights"
        )
    if unfit:
        notes.append(
            f"left out, no candidate judged relevant (every weighting scores them alike): {_topic_list(unfit)}; "
            "every figure is over the other topics (evaluate's trec_eval figure of a run counts these too)"
        )
    if leak:  # in the weights file too, which is what outlives the run
        notes.append(f"warning: {leak}")
    if not fetcher.with_text:
        notes.append(
            "no candidate has a page text: the fit is on title + snippet alone (text features mean something else on "
            "full texts)"
        )
    if constant:
        notes.append(
            f"not fitted, constant within every topic{fell_back}: {', '.join(constant)}; their weights are the start's"
        )
    if caveat := _start_caveat(args):
        notes.append(caveat)
    if kept_order:
        notes.append(
            "every fitted weight is 0: ChatNoir's own order scores best on these judgments; written as chatnoir_rank "
            "= 1, which keeps that order (as --no-rerank does)"
        )
    for note in notes:
        report += textwrap.wrap(note, 116, break_on_hyphens=False, subsequent_indent="  ")
    cv_run_error = None
    if args.cv_run and cv is not None:
        rankings = {
            t.qid: [RankedDoc(d, float(len(cv.orders[t.qid]) - i)) for i, d in enumerate(cv.orders[t.qid])]
            for t in data
        }
        try:
            write_run(args.cv_run, rankings, tag="comparative-ir-cv", depth=args.run_depth)
            report.append(f"cross-validated run written to {args.cv_run} (each topic ranked by its fold's weights)")
            if unranked := set(qrels) - set(rankings):  # trec_eval semantics count a judged topic it lacks as 0
                report += textwrap.wrap(
                    f"  it ranks {len(rankings)} of the {len(qrels)} judged topics: evaluate it with judgments of "
                    f"these topics only (evaluate's trec_eval figure counts the {len(unranked)} others as 0), or with "
                    "compare",
                    116,
                    break_on_hyphens=False,
                    subsequent_indent="  ",
                )
        except OSError as exc:  # said after the weights are out: they are not lost
            cv_run_error = f"--cv-run {args.cv_run}: {exc.strerror or exc}"
    # the file says how it was made: the whole report heads it
    header = f"fitted by comparative-ir tune on {len(data)} topics, from the {source} weights"
    text = dump_weights(fitted, args.task, "\n".join([header, *report]))
    if not args.out:  # stdout is the weights file, the report in its comments: `tune ... > my.toml` works
        print(text, end="")
    else:
        print("\n".join(report))
        try:
            atomic_write_bytes(Path(args.out), text.encode("utf-8"))
        except OSError as exc:  # the fitted weights are not lost: printed instead
            print(text, end="")
            raise UsageError(f"--out {args.out}: {exc.strerror or exc}; the weights are printed above") from None
        fitted_table = [line for line in text.splitlines() if not line.startswith("#")]
        print(f"weights written to {args.out}: {', '.join(fitted_table[1:]) or 'none above 0'}")
    if cv_run_error:
        raise UsageError(cv_run_error)
    return EXIT_OK
