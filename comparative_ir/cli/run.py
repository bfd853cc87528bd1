"""``run``: topics in, run.txt out. Most of it is checking, before the first search, that the output
directory, the text cache and the record store can be written, and setting an earlier run aside."""

from __future__ import annotations

import argparse
import contextlib
import errno
import logging
import os
import tempfile
from pathlib import Path
from urllib.parse import urlsplit

from comparative_ir.chatnoir import DEFAULT_BASE_URL, ChatNoirClient, RetryPolicy, SearchBackend
from comparative_ir.cli.shared import (
    EXIT_OK,
    UsageError,
    _check_parser,
    _check_record_store,
    _configure_logging,
    _load_topics,
    _only_topics,
    read_lines,
)
from comparative_ir.credentials import ENV_API_KEY, resolve_api_key
from comparative_ir.documents import DocumentFetcher, TextCache, default_cache_dir, homeless_cache_root, untrusted
from comparative_ir.locking import OutputBusy, output_lock
from comparative_ir.pipeline import CHECKPOINT_DIR, PREVIOUS, RunOptions, run_pipeline, set_aside_earlier_run
from comparative_ir.ranking import load_weights
from comparative_ir.recording import FixtureStore, RecordingBackend, ReplayBackend
from comparative_ir.rerank_input import RerankInput, TextsBackend, find_rerank_file, parse_rerank_lines
from comparative_ir.topics import TopicsError, find_topics_file

log = logging.getLogger("comparative_ir")


ENV_BASE_URL = "CHATNOIR_BASE_URL"


def cmd_run(args: argparse.Namespace) -> int:
    _configure_logging(args.quiet, args.verbose)
    given_input = Path(args.input)
    if given_input.is_dir() and not os.access(given_input, os.X_OK):  # else an error named a file in it
        raise UsageError(f"-i {given_input}: the input directory cannot be entered (permission denied)")
    rerank_file = find_rerank_file(given_input)
    given: RerankInput | None = None
    if rerank_file is not None:  # TIREx's re-rank input: its documents are re-ranked, nothing is searched
        if args.replay or args.record:
            flag = "--replay" if args.replay else "--record"
            raise UsageError(
                f"{rerank_file} is a re-rank input (TIREx): its documents are re-ranked as given, {flag} does not "
                "apply (to search, give -i the topics file)"
            )
        if args.api_key_file or args.endpoint:
            log.warning("a re-rank input needs no search: --api-key-file and --endpoint are ignored")
        read = read_lines(str(rerank_file), lambda h: [parse_rerank_lines(h, str(rerank_file), args.depth)])
        given = read[0]
        topics = given.topics
        _warn_about_rerank_input(given, rerank_file, Path(args.input))
    else:
        try:
            topics = _load_topics(args.input, "-i")
        except TopicsError as exc:  # a TIREx full-rank directory (queries.jsonl, documents.jsonl) has no topics file
            raise TopicsError(f"{exc}{_tirex_hint(Path(args.input))}") from None
    if args.only_topics is not None:
        wanted = _only_topics(args.only_topics, [t.number for t in topics])
        topics = [t for t in topics if t.number in wanted]
    if args.no_rerank and (args.explain or args.weights):
        flag = "--explain" if args.explain else "--weights"
        raise UsageError(f"{flag} has no effect with --no-rerank (the plain ChatNoir ranking has no features)")
    if args.no_rerank and args.stance_order:
        raise UsageError("--stance-order reorders documents; --no-rerank keeps the plain ChatNoir ranking")
    # every check that can refuse the run comes before the output directory is created: a refused run leaves no
    # empty directory behind (a mistyped option leaves the directory alone)
    output_dir = Path(args.output)
    _check_output_dir(output_dir)
    if args.record:
        _check_record_store(Path(args.record), "--record")
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
        processes=args.processes,
    )
    if options.task == "comparative":
        _check_parser(options.parser)
    weights = load_weights(args.weights, args.task) if options.rerank else {}  # every table and name checked
    cache_dir = _run_cache_dir(args.cache_dir, needed=not args.no_rerank, output_dir=output_dir)
    if given is not None and rerank_file is not None:
        stat = rerank_file.stat()  # a changed file is another run's input: its checkpoint is not resumed
        source = f"{rerank_file.resolve()} {stat.st_size} {stat.st_mtime_ns}"
        backend: SearchBackend = TextsBackend(given, options.resolved_index, str(rerank_file))
        mode = "rerank-input"
        log.info(
            "re-ranking the documents of %s (TIREx re-rank input; no search): %d topics, %d lines%s",
            rerank_file,
            len(topics),
            given.lines,
            f", {given.below_depth} below --depth {args.depth} left out" if given.below_depth else "",
        )
    else:
        backend, mode, source = _backend(args)  # last: --record creates its store once the key is read
    fetcher = DocumentFetcher(
        backend,
        TextCache(cache_dir),
        workers=args.workers,
        extract_processes=args.processes,
        max_parse_bytes=args.max_document_bytes,
        progress=not args.quiet,
    )
    created = _create_output_dir(output_dir)
    try:
        # once the arguments are checked, before any search: a run that then fails in any way (ChatNoir down,
        # interrupted, killed) leaves no run.txt it did not write
        with output_lock(output_dir):  # before an earlier run.txt is moved: it may be a running run's
            set_aside_earlier_run(output_dir)
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
        _remove_if_empty(created)
        if exc.errno is None or isinstance(exc, BrokenPipeError):
            raise
        raise UsageError(_write_failure(exc, output_dir, cache_dir, args.record)) from None
    except OutputBusy:  # the directory is the other run's now, even one this run made a moment before it
        raise
    except BaseException:  # ChatNoir refused the key at the first search, Ctrl-C: no empty directory of ours left
        _remove_if_empty(created)
        raise
    log.info("wrote %s: %s", output_dir / "run.txt", summary.line())
    return EXIT_OK


def _warn_about_rerank_input(given: RerankInput, rerank_file: Path, input_path: Path) -> None:
    """What a re-rank input leaves aside: a topics file beside it, repeated documents, one document's two texts."""
    if input_path.is_dir():
        try:
            topics_file: Path | None = find_topics_file(input_path)
        except TopicsError:
            topics_file = None
        if topics_file is not None:
            log.warning(
                "%s is not read: the topics are those of the re-rank input %s (%d topics; to search for the topics "
                "file's, give -i the file)",
                topics_file,
                rerank_file.name,
                len(given.topics),
            )
    if given.without_text:
        log.warning(
            "%d lines have no text (e.g. %s): those documents are ranked by their title and the file's score alone, "
            "as a page that cannot be fetched",
            len(given.without_text),
            given.without_text[0],
        )
    if given.repeated:
        log.warning("%d documents listed twice for one topic: the first line of each was kept", given.repeated)
    if given.conflicting:
        log.warning(
            "%d documents have different texts in different topics (e.g. %s): one page per document, the text of "
            "the last topic that lists it",
            len(given.conflicting),
            next(iter(given.conflicting)),
        )


def _backend(args: argparse.Namespace) -> tuple[SearchBackend, str, str]:
    """Where the searches come from (a store, or ChatNoir with the key), the run's mode and the checkpoint's source;
    a missing key, key file or store is refused here, before the output directory is created."""
    if args.replay:
        if args.api_key_file or args.endpoint:
            log.warning("--replay runs offline: --api-key-file and --endpoint are ignored")
        store = FixtureStore(args.replay)
        return ReplayBackend(store), "replay", store.checkpoint_source()
    base_url = _base_url(args.endpoint)
    input_dir = Path(args.input) if Path(args.input).is_dir() else Path(args.input).parent
    api_key = resolve_api_key(args.api_key_file, input_dir)
    if not api_key:
        raise UsageError(
            f"no ChatNoir API key: set {ENV_API_KEY}, pass --api-key-file, put chatnoir-credentials.json in "
            f"INPUT_DIR, or run offline with --replay STORE{_tirex_hint(input_dir)}"
        )
    policy = RetryPolicy(attempts=args.attempts, read_timeout=args.timeout, initial_wait=args.backoff)
    client = ChatNoirClient(
        api_key=api_key, base_url=base_url, retry=policy, max_document_bytes=args.max_document_bytes
    )
    if args.record:  # a plain live run's checkpoint holds searches this store has not recorded
        backend = RecordingBackend(client, FixtureStore(args.record), secret=api_key)
        return backend, "record", f"{client.base_url} {Path(args.record).resolve()}"
    return client, "live", client.base_url


def _tirex_hint(input_dir: Path) -> str:
    """A hint when ``input_dir`` looks like a TIREx dataset or a full-rank stage's output, which holds no topics
    file a search can start from and no re-rank input."""
    names = ("queries.jsonl", "documents.jsonl", "metadata.json")
    if not input_dir.is_dir() or not any((input_dir / name).is_file() for name in names):
        return ""
    return " (a TIREx re-rank job: give -i the directory holding rerank.jsonl.gz, e.g. $inputRun)"


def _check_output_dir(output_dir: Path) -> None:
    """Fail before any work (not after an hour of fetching) when the run cannot be written. Creates nothing: a
    check after this one that refuses the run would leave an empty directory behind."""
    if os.path.lexists(output_dir) and not output_dir.is_dir():
        raise UsageError(f"output {output_dir} exists and is not a directory")
    if not output_dir.is_dir():  # to be created: its nearest existing ancestor must be a directory we can write
        ancestor = next(p for p in output_dir.absolute().parents if os.path.lexists(p))
        if not ancestor.is_dir():
            raise UsageError(f"cannot create output directory {output_dir}: {ancestor} is not a directory")
        if not os.access(ancestor, os.W_OK | os.X_OK):
            raise UsageError(f"cannot create output directory {output_dir}: {ancestor} is not writable")
        return
    if not os.access(output_dir, os.W_OK | os.X_OK):
        raise UsageError(f"output directory {output_dir} is not writable")
    for name in ("run.txt", "features.jsonl"):  # features.jsonl: written with --explain, set aside without it
        if (output_dir / name).is_dir():
            raise UsageError(f"{output_dir / name} is a directory; {name} cannot be written there")
        if (output_dir / name).is_file() and (output_dir / (name + PREVIOUS)).is_dir():
            raise UsageError(f"{output_dir / (name + PREVIOUS)} is a directory; the earlier {name} cannot be set "
                             "aside there (a run first moves it to that name)")  # fmt: skip


def _create_output_dir(output_dir: Path) -> list[Path]:
    """Create the output directory (and missing parents) once the run is accepted; the directories this run
    created, outermost first, so that a run failing before it writes anything can remove them again."""
    missing = [p for p in (output_dir, *output_dir.parents) if not os.path.lexists(p)][::-1]
    created = []
    try:
        for directory in missing:
            try:
                directory.mkdir()
            except FileExistsError:  # made by another run at the same moment: it is that run's to remove
                continue
            created.append(directory)
        if not output_dir.is_dir():
            raise NotADirectoryError(errno.ENOTDIR, os.strerror(errno.ENOTDIR))
    except OSError as exc:
        _remove_if_empty(created)
        raise UsageError(f"cannot create output directory {output_dir}: {exc.strerror or exc}") from None
    return created


def _remove_if_empty(created: list[Path]) -> None:
    """Remove the directories a failed run created, innermost first, while they are empty: never one that existed
    before the run, nor one holding anything (a checkpoint to resume from, a file of someone else's)."""
    for directory in reversed(created):
        try:
            directory.rmdir()  # refuses a directory that is not empty
        except OSError:
            return


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


def _run_cache_dir(chosen: str | None, needed: bool, output_dir: Path) -> Path:
    """The text cache of a run. One the user named must be writable; the default one may not be (a sandbox such as
    TIRA's, where HOME is read-only and often /tmp too, and only the output directory can be written): the cache
    only saves work, so the run goes on caching beside its checkpoint in the output directory, which a completed
    run removes and a stopped run keeps, so that a rerun resumes with the texts fetched so far. A run that fetches
    no documents (``--no-rerank``) does not check the default one."""
    if chosen:
        _check_cache_dir(Path(chosen))  # named, so meant to be used: a mistake in it is worth knowing at once
        return Path(chosen)
    path = default_cache_dir()
    if not needed:
        return path
    try:
        if path.is_relative_to(root := homeless_cache_root()):  # a user without a home: in the shared /tmp
            with contextlib.suppress(OSError):
                root.mkdir(mode=0o700, parents=True)  # this user's alone, whatever the umask (it may exist: checked)
            if why := untrusted(root):
                raise UsageError(f"cache directory {path} cannot be trusted: {why}")
        _check_cache_dir(path)
    except UsageError as exc:
        beside = output_dir / CHECKPOINT_DIR / "cache"  # created by the first write (nothing before the run starts)
        log.warning("%s; caching this run's texts in %s, removed when the run completes (pass --cache-dir to keep "
                    "them)", exc, beside)  # fmt: skip
        return beside
    return path
