"""``fixtures import``: old ChatNoir response dumps and page texts turned into a fixture store, every line
checked before the store is touched."""

from __future__ import annotations

import argparse
import logging
from pathlib import Path

from comparative_ir.cli.shared import (
    EXIT_OK,
    UsageError,
    _check_record_store,
    _configure_logging,
    _load_topics,
    _readable_file,
    read_lines,
)
from comparative_ir.recording import DumpError, FixtureStore, RecordedSearch, parse_dump_lines

log = logging.getLogger("comparative_ir")


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
    records = read_lines(
        args.responses, lambda h: list(parse_dump_lines(h, titles, args.index, args.responses, skipped))
    )
    pages = read_lines(args.texts, lambda h: parse_text_lines(h, titles, args.texts, skipped))
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
