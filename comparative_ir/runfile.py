"""Read, write and validate TREC run files (``qid Q0|STANCE docno rank score tag``)."""

from __future__ import annotations

import contextlib
import gzip
import itertools
import math
import os
import re
import tempfile
import unicodedata
import zlib
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

MAX_DEPTH = 1000
DEFAULT_TAG = "comparative-ir"
MISSING_ONE_BY_ONE = 3  # validate names up to this many missing topics a line each, more in one line
CONTROVERSIAL_STANCES = frozenset({"PRO", "CON", "NEU", "NO"})
COMPARATIVE_STANCES = frozenset({"FIRST", "SECOND", "NEUTRAL", "NO"})
VALID_SECOND_COLUMN = frozenset({"Q0"}) | CONTROVERSIAL_STANCES | COMPARATIVE_STANCES
_TAG_RE = re.compile(r"^\S+$")
# The largest score magnitude a run file keeps apart at its six decimals: 1e15 millionths are exact in a float
# (below 2**53), so a score nudged down by one millionth still parses as strictly lower.
MAX_SCORE = 1e9
_MAX_MICRO = round(MAX_SCORE * 1_000_000)
_N = TypeVar("_N", int, float)
_UNDECODABLE = re.compile("[\udc80-\udcff]")  # bytes that are not UTF-8, as "surrogateescape" reads them


class RunFileError(ValueError):
    """A run file that cannot be read at all (as opposed to one with validation problems)."""


@dataclass(frozen=True)
class RunEntry:
    qid: str
    stance: str  # "Q0" when the run has no stance
    docno: str
    rank: int
    score: float
    tag: str


@dataclass(frozen=True)
class RankedDoc:
    """One document of a topic's final ranking, before ranks and printable scores are assigned."""

    docno: str
    score: float
    stance: str = "Q0"


def read_run(path: str | os.PathLike[str]) -> list[RunEntry]:
    """Read a run file (space or tab separated, optionally gzipped), as the official evaluator does."""
    entries = []
    for lineno, parts in data_lines(path):
        # Some official 2022 runs (team Katana) have a multi-word tag; the scorers ignore the tag, so the
        # reader joins the extra columns into it. ``validate_run`` still reports such lines.
        if len(parts) < 6:
            raise RunFileError(f"{path}:{lineno}: expected 6 columns, found {len(parts)}")
        qid, stance, docno, rank, score = parts[:5]
        tag = " ".join(parts[5:])
        try:
            entries.append(RunEntry(qid, stance, docno, int(rank), float(score), tag))
        except ValueError as exc:
            raise RunFileError(f"{path}:{lineno}: bad rank or score ({exc})") from None
    return entries


def data_lines(path: str | os.PathLike[str], errors: str = "replace") -> Iterable[tuple[int, list[str]]]:
    """Non-blank lines split on whitespace, with line numbers; ``.gz`` files are decompressed, a UTF-8 BOM (some
    Windows editors write one) is skipped. ``errors``: how bytes that are not UTF-8 are read (``validate`` reports
    them, readers take them as U+FFFD, as the official scorer does)."""
    path = Path(path)
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt", encoding="utf-8-sig", errors=errors) as handle:
        try:
            for lineno, line in enumerate(handle, start=1):
                if line.strip():
                    yield lineno, line.split()
        except (gzip.BadGzipFile, EOFError, zlib.error) as exc:  # they do not name the file
            raise RunFileError(f"{path}: not a readable gzip file ({exc or type(exc).__name__})") from None


def _micro(score: float) -> int:
    """The score in millionths, within +-``MAX_SCORE`` (a larger one overflowed, or printed scores that parse
    equal); NaN is the lowest."""
    if score != score:
        return -_MAX_MICRO
    return round(max(-MAX_SCORE, min(MAX_SCORE, score)) * 1_000_000)


def _format_micro(value: int) -> str:
    sign = "-" if value < 0 else ""
    whole, frac = divmod(abs(value), 1_000_000)
    return f"{sign}{whole}.{frac:06d}"


def column_problem(value: str) -> str | None:
    """Why ``value`` cannot be a column of a run file (a topic, a document id, a tag), or None. The scorers split a
    line at any whitespace and read it as UTF-8, so a column is one word of characters UTF-8 can hold, and no control
    character (a NUL ends the line for some of them)."""
    if not value:
        return "it is empty"
    if value.isascii() and value.isprintable() and " " not in value:
        return None  # the usual id, checked at once
    for ch in value:
        if ch.isspace():
            return f"it holds whitespace ({ch!r})"
        category = unicodedata.category(ch)
        if category == "Cc" or ch == "\ufeff":
            return f"it holds a control character ({ch!r})"
        if category == "Cs":
            return f"it holds a lone surrogate ({ch!r}), which UTF-8 cannot encode"
    return None


def format_topic_lines(qid: str, ranking: Sequence[RankedDoc], tag: str, depth: int) -> list[str]:
    """Format one topic's ranking: ranks from 1 and scores made strictly decreasing.

    Tied (or, after re-ranking, increasing) scores are nudged down by one millionth so that trec_eval,
    which sorts by score, keeps our order. Scores are printed with six decimals.
    """
    if not 1 <= depth <= MAX_DEPTH:
        raise ValueError(f"depth must be between 1 and {MAX_DEPTH}, got {depth}")
    if not _TAG_RE.match(tag) or column_problem(tag):
        raise ValueError(f"run tag must be one word without whitespace, got {tag!r}")
    if problem := column_problem(qid):
        raise ValueError(f"topic {qid!r} cannot be a run file's first column: {problem}")
    lines: list[str] = []
    seen: set[str] = set()
    previous: int | None = None
    for doc in ranking:
        if len(lines) == depth:
            break
        if doc.docno in seen:
            continue
        if problem := column_problem(doc.docno):
            raise ValueError(f"document {doc.docno!r} cannot be a run file's third column: {problem}")
        seen.add(doc.docno)
        value = _micro(doc.score)
        if previous is not None and value >= previous:
            value = previous - 1
        previous = value
        lines.append(f"{qid} {doc.stance} {doc.docno} {len(lines) + 1} {_format_micro(value)} {tag}")
    return lines


def write_run(
    path: str | os.PathLike[str],
    rankings: Mapping[str, Sequence[RankedDoc]],
    tag: str = DEFAULT_TAG,
    depth: int = MAX_DEPTH,
) -> int:
    """Write all topics' rankings atomically (temp file in the same directory, then rename).

    Returns the number of lines written. A reader never sees a half-written run file.
    """
    lines: list[str] = []
    for qid, ranking in rankings.items():
        lines.extend(format_topic_lines(qid, ranking, tag, depth))
    atomic_write_text(Path(path), "".join(line + "\n" for line in lines))
    return len(lines)


def atomic_write_text(path: Path, text: str) -> None:
    atomic_write_bytes(path, text.encode("utf-8"))


def _read_umask() -> int:
    """The process umask; reading it means setting it, so it is read once, at import, before any thread runs."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


_UMASK = _read_umask()


def atomic_write_bytes(path: Path, data: bytes, durable: bool = True) -> None:
    """Temp file + rename: readers see the old or the new content, never a mix, even if the writer is killed.

    ``durable`` also fsyncs, for files that must survive a power cut (run files); caches that only need to
    survive a killed process skip it (a torn cache file reads as a miss).
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        os.fchmod(fd, 0o666 & ~_UMASK)  # mkstemp makes 0600; a run must be readable as any file the user writes
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            if durable:
                handle.flush()
                os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException as exc:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        if isinstance(exc, OSError) and exc.filename is None:  # a full disk on write names no file: name it
            raise OSError(exc.errno, exc.strerror or str(exc), str(path)) from exc
        raise


def validate_run(
    path: str | os.PathLike[str],
    topic_ids: Iterable[str] | None = None,
    max_depth: int = MAX_DEPTH,
    lenient: bool = False,
    required: Iterable[str] | None = None,
) -> list[str]:
    """Return one message per problem in the run file (empty list: the run is valid). ``lenient``: accept what the
    official Touché scorer accepts and trec_eval orders anyway: equal scores in rank order, a tag with spaces.
    ``required``: the topics that must be in the run (default: all of ``topic_ids``).

    A line that cannot be read (columns, rank, score) is reported once: its topic's rank sequence and score order,
    which would only restate it, are checked when all of the topic's lines were read."""
    problems: list[str] = []
    try:
        lines = list(data_lines(path, errors="surrogateescape"))
    except OSError as exc:
        return [f"{path}: cannot read run file: {exc.strerror or exc}"]
    except RunFileError as exc:  # a .gz that is not gzip: unreadable, as a missing file is (not raised: a problem)
        return [str(exc)]
    if not lines:
        return [f"{path}: run file is empty"]  # not also every topic "missing"
    per_topic: dict[str, list[tuple[int, int, float, str]]] = {}
    unread: set[str] = set()  # topics with a line reported as unreadable (its first column, the likely qid)
    docs_seen: dict[str, set[str]] = {}
    tags: set[str] = set()
    for lineno, parts in lines:
        where = f"{path}:{lineno}"
        text = " ".join(parts)
        if bad := _UNDECODABLE.search(text):  # the scorers read such a docno or tag as another one
            problems.append(f"{where}: not valid UTF-8 (byte 0x{ord(bad.group()) - 0xDC00:02x})")
            parts = [part.encode("utf-8", "surrogateescape").decode("utf-8", "replace") for part in parts]
        if "\0" in text:
            problems.append(f"{where}: NUL byte")
        if lenient and len(parts) > 6:
            parts = [*parts[:5], " ".join(parts[5:])]  # "my team run 1": one tag
        if len(parts) != 6:
            problems.append(f"{where}: expected 6 columns (qid Q0 docno rank score tag), found {len(parts)}")
            unread.add(parts[0])
            continue
        qid, stance, docno, rank_text, score_text, tag = parts
        if stance not in VALID_SECOND_COLUMN:
            problems.append(
                f"{where}: unknown stance label {stance!r} (expected Q0, PRO/CON/NEU/NO or FIRST/SECOND/NEUTRAL/NO)"
            )
        try:
            rank = _number(int, rank_text)
        except ValueError:
            problems.append(f"{where}: rank {rank_text!r} is not an integer")
            unread.add(qid)
            continue
        try:
            score = _number(float, score_text)
        except ValueError:
            problems.append(f"{where}: score {score_text!r} is not a number")
            unread.add(qid)
            continue
        if not math.isfinite(score):
            problems.append(f"{where}: score {score_text!r} is not finite")
            unread.add(qid)
        seen = docs_seen.setdefault(qid, set())
        if docno in seen:
            problems.append(f"{where}: duplicate document {docno} in topic {qid}")
        seen.add(docno)
        per_topic.setdefault(qid, []).append((lineno, rank, score, stance))
        tags.add(tag)
    if len(tags) > 1:
        problems.append(f"{path}: more than one run tag: {', '.join(sorted(tags))}")
    run_families: dict[str, str] = {}  # each label family the run uses, with its first topic
    for qid, rows in per_topic.items():
        if len(rows) > max_depth:
            problems.append(f"{path}: topic {qid} has {len(rows)} documents, more than {max_depth}")
        if qid not in unread:
            problems.extend(_order_problems(path, qid, rows, lenient))
        families = {stance_family(row[3]) for row in rows} - {"any"}
        if len(families) > 1:
            problems.append(f"{path}: topic {qid} mixes comparative and controversial stance labels")
        for family in families:
            run_families.setdefault(family, qid)
    if len(run_families) > 1 and not any("mixes comparative and controversial" in p for p in problems):
        comparative, controversial = run_families["comparative"], run_families["controversial"]
        problems.append(
            f"{path}: the run mixes comparative stance labels (topic {comparative}) and controversial ones (topic "
            f"{controversial}): a run is of one task"
        )
    if topic_ids is not None:
        expected = list(topic_ids)
        present = per_topic.keys() | unread  # a topic whose lines were all unreadable is not also "missing"
        missing = [qid for qid in (expected if required is None else required) if qid not in present]
        if len(missing) <= MISSING_ONE_BY_ONE:
            problems.extend(f"{path}: topic {qid} is missing from the run" for qid in missing)
        else:  # a run of some topics checked against the whole file: one line, not one a topic
            shown = ", ".join(missing[:10]) + (f" and {len(missing) - 10} more" if len(missing) > 10 else "")
            hint = " (a run of some topics only: --only-topics N,M,...)" if per_topic else ""
            problems.append(f"{path}: {len(missing)} topics of the topics file are missing from the run: {shown}{hint}")
        unknown = sorted(set(per_topic) - set(expected))
        for qid in unknown:
            problems.append(f"{path}: topic {qid} is not in the topics file")
    return problems


def _order_problems(
    path: str | os.PathLike[str], qid: str, rows: list[tuple[int, int, float, str]], lenient: bool
) -> list[str]:
    """A topic's rank sequence, then its score order (the first score out of order only: the rest follow from it).
    Scores are in order or not only along ranks 1..n: a misnumbered rank is that one problem, not also a score."""
    ordered = sorted(rows, key=lambda row: row[1])
    ranks = [row[1] for row in ordered]
    if ranks != list(range(1, len(rows) + 1)):
        # PyTerrier's pt.io.write_results writes its 0-based ranks (a participant's review, session 38)
        zero = ""
        if ranks == list(range(len(rows))):
            zero = f" (they are 0..{len(rows) - 1}: ranks start at 1 in a TREC run)"
        return [f"{path}: topic {qid}: ranks are not 1..{len(rows)} without gaps or repeats{zero}"]
    for (_, _, prev_score, _), (lineno, rank, score, _) in itertools.pairwise(ordered):
        if score > prev_score or (score == prev_score and not lenient):
            return [
                f"{path}:{lineno}: topic {qid}: score at rank {rank} is not strictly below the score at "
                f"rank {rank - 1} ({score} >= {prev_score})"
            ]
    return []


def _number(kind: Callable[[str], _N], text: str) -> _N:
    """``int`` or ``float`` of ``text`` as trec_eval reads it: Python's own digit separators ("1_000") and
    Unicode digits ("１") are no number there (it reads "1_000" as 1)."""
    if "_" in text or not text.isascii():
        raise ValueError(text)  # "1_000"; full-width "１" and other Unicode digits
    return kind(text)


def stance_family(label: str) -> str:
    """comparative, controversial, or any (Q0 and NO belong to both)."""
    if label in ("Q0", "NO"):
        return "any"
    if label in CONTROVERSIAL_STANCES:
        return "controversial"
    if label in COMPARATIVE_STANCES:
        return "comparative"
    return "any"
