"""Command line: ``comparative-ir run | validate | evaluate | compare | stance | parse-question | setup-encoder |
classify-sentences | tune | fixtures import``.

Exit codes: 0 success, 1 validation problems, 2 bad input or usage, 3 ChatNoir failed (key, network, server),
130 interrupted, 141 output pipe closed, 143 terminated.

Here: the entry point, which turns errors and signals into those codes. The grammar is in ``arguments``, each
family of commands in a module of its own (``run``, ``evaluation``, ``texts``, ``tuning``, ``fixtures``).
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import threading
from collections.abc import Sequence

from comparative_ir.chatnoir import ChatNoirError
from comparative_ir.cli.arguments import _resolve_k, build_parser
from comparative_ir.cli.shared import EXIT_REMOTE, EXIT_USAGE, UsageError
from comparative_ir.credentials import ENV_API_KEY, CredentialsError
from comparative_ir.question_encoder import EncoderUnavailable
from comparative_ir.ranking import WeightsError
from comparative_ir.recording import DumpError, QueryNotRecorded, StoreError
from comparative_ir.runfile import RunFileError
from comparative_ir.topics import TopicsError

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


# Set by the SIGTERM handler: an exception raised while os.fork() runs its callbacks (the parent's logging lock is
# released there) is printed and dropped by Python, so a SIGTERM arriving as the worker processes are forked was lost,
# the workers died of it and the run ended in a BrokenProcessPool traceback with exit 1 (2 of 26 SIGTERMs to the
# process group in a review). With this, such a run still ends as terminated.
_terminated = threading.Event()


def _raise_terminated(signum: int, frame: object) -> None:
    _terminated.set()
    raise Terminated


def main(argv: Sequence[str] | None = None) -> int:
    previous = None
    _terminated.clear()
    if threading.current_thread() is threading.main_thread():
        previous = signal.signal(signal.SIGTERM, _raise_terminated)
    try:
        return _main(argv)
    finally:
        if previous is not None:
            signal.signal(signal.SIGTERM, previous)


def _stopped(how: str, argv: Sequence[str]) -> str:
    """The message of a stopped command: only ``run`` resumes (its checkpoint and texts); ``tune`` and the others
    start over (a participant's review, session 38: ``tune`` promised a resume it does not have)."""
    command = next((a for a in argv if not a.startswith("-")), "")
    return f"comparative-ir: {how}; rerun the same command to resume" if command == "run" else f"comparative-ir: {how}"


def _main(argv: Sequence[str] | None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        os.getcwd()
    except FileNotFoundError:  # spaCy and others ask for it on import: "No such file or directory", naming nothing
        print("comparative-ir: error: the current directory no longer exists; cd to one that does", file=sys.stderr)
        return EXIT_USAGE
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
        print(_stopped("interrupted", argv), file=sys.stderr)
        return 130
    except Terminated:
        print(_stopped("terminated", argv), file=sys.stderr)
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
    except Exception:
        if _terminated.is_set():  # the Terminated raised in a fork callback was dropped; this is what followed it
            print(_stopped("terminated", argv), file=sys.stderr)
            return 128 + signal.SIGTERM
        raise
