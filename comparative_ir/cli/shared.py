"""What several commands share: exit codes, the usage error, logging to stderr, reading the topics and
``--only-topics``, and the checks of files and stores named on the command line."""

from __future__ import annotations

import gzip
import logging
import os
import sys
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import TypeVar

from comparative_ir.question_encoder import load_encoder_parser
from comparative_ir.topics import find_topics_file, parse_topics, topic_number

EXIT_OK, EXIT_INVALID, EXIT_USAGE, EXIT_REMOTE = 0, 1, 2, 3


class UsageError(Exception):
    pass


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
    items = [n.strip() for n in spec.split(",")]
    if len(items) > 1 and not items[-1]:  # "1,3,", as printf '%s,' writes a list
        items.pop()
    if not any(items):
        raise UsageError(f"--only-topics {spec!r} names no topic (give numbers like 1,3,5)")
    if not all(items):  # "1,,3": a number lost in editing, more likely than an intended gap
        raise UsageError(f"--only-topics {spec!r} has an empty item (give numbers like 1,3,5)")
    wanted = [topic_number(n) for n in items]
    unknown = sorted(set(wanted) - set(numbers), key=lambda n: (len(n), n))
    if unknown:
        raise UsageError(f"--only-topics names topics not in the topics file: {', '.join(unknown)}")
    return set(wanted)


def _check_record_store(store: Path, flag: str) -> None:
    """A store is a directory marked by store.json: recording into a file failed with "File exists", and into any
    other non-empty directory silently made it a store."""
    if store.exists() and not store.is_dir():
        raise UsageError(f"{flag} {store}: exists and is not a directory (a fixture store is a directory)")
    if store.is_dir() and not (store / "store.json").exists() and any(store.iterdir()):
        raise UsageError(f"{flag} {store}: a directory that is not empty and not a fixture store (no store.json); "
                         "give a new or empty directory, or an existing store")  # fmt: skip


def _readable_file(path_text: str, what: str) -> Path:
    """Refuse a missing path or a directory before any work; pipes (``<(...)``, /dev/stdin) pass."""
    path = Path(path_text)
    if not path.exists() or path.is_dir():
        raise UsageError(f"{what} {path_text}: {'is a directory' if path.is_dir() else 'no such file'}")
    return path


def _topic_list(topics: Iterable[str], shown: int = 8) -> str:
    from comparative_ir.evaluation import topic_sort_key

    ordered = sorted(topics, key=topic_sort_key)
    more = f", ... ({len(ordered) - shown} more)" if len(ordered) > shown else ""
    return ", ".join(ordered[:shown]) + more


def _check_parser(name: str) -> None:
    """Load the encoder before any other work, so that a missing extra fails at once with one message."""
    if name == "encoder":
        load_encoder_parser()


T = TypeVar("T")


def read_lines(path: str | None, parse: Callable[[Iterable[str]], list[T]]) -> list[T]:
    """``parse`` over a text file's lines (gzipped when it ends in .gz; a byte-order mark skipped); [] for None."""
    if not path:
        return []
    try:
        opener = gzip.open if path.endswith(".gz") else open
        with opener(path, "rt", encoding="utf-8-sig") as handle:
            return parse(handle)
    except UnicodeDecodeError as exc:  # its position is in a buffer of the decoder, of no use for finding the byte
        raise UsageError(f"cannot read {path}: {_undecodable_line(path) or exc}") from None
    except (OSError, EOFError) as exc:
        raise UsageError(f"cannot read {path}: {getattr(exc, 'strerror', None) or exc}") from None
    except RecursionError:  # a JSON line nested thousands deep
        raise UsageError(f"{path}: a line holds JSON nested too deeply") from None


def _undecodable_line(path: str) -> str | None:
    """Where the file's first byte that is not UTF-8 is ("line 3: 0xff at byte 12 of the line is not UTF-8"), read
    again line by line (a newline byte is never inside a UTF-8 character); None if it cannot be found."""
    opener = gzip.open if path.endswith(".gz") else open
    try:
        with opener(path, "rb") as handle:
            for lineno, line in enumerate(handle, start=1):
                try:
                    line.decode("utf-8")
                except UnicodeDecodeError as exc:
                    return f"line {lineno}: 0x{line[exc.start]:02x} at byte {exc.start + 1} of the line is not UTF-8"
    except (OSError, EOFError):
        return None
    return None
