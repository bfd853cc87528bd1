"""One run per output directory: an advisory lock on the directory itself, held while a run writes into it.

Two runs into one directory both said "wrote run.txt" and one run's file was lost, each replacing the other's
checkpoint and file (a TIRA-style review). The lock is ``flock`` on the directory (no file is left behind) and goes
with the run's process however it ends. Forked worker processes inherit the locked descriptor and would hold the
lock after the run itself is killed, refusing the rerun that resumes it: ``release_inherited`` closes it in them.
"""

from __future__ import annotations

import contextlib
import os
import threading
from collections.abc import Iterator
from pathlib import Path


class OutputBusy(ValueError):
    """Another run is writing into the same output directory."""


_HELD = threading.local()  # this thread's locked directories (another thread of the process is another run)
_DESCRIPTORS: set[int] = set()  # every locked descriptor of this process, for forked workers to close


@contextlib.contextmanager
def output_lock(directory: Path) -> Iterator[None]:
    """Hold ``directory`` for this run, or raise ``OutputBusy``. Re-entered by the same thread (the command holds it
    around ``run_pipeline``, which takes it too) it does nothing; a directory that does not exist yet is not locked
    (the command and ``api.run`` create it first)."""
    try:
        import fcntl
    except ImportError:  # not on Windows: no lock there
        yield
        return
    key = os.path.realpath(directory)
    held = _HELD.__dict__.setdefault("directories", set())
    if key in held or not directory.is_dir():
        yield
        return
    try:
        fd = os.open(directory, os.O_RDONLY)
    except PermissionError:  # a directory this user may write but not read: the run works, unguarded
        yield
        return
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise OutputBusy(
                f"another run is writing into {directory}; wait for it to finish or give another output directory"
            ) from None
        held.add(key)
        _DESCRIPTORS.add(fd)
        try:
            yield
        finally:
            held.discard(key)
            _DESCRIPTORS.discard(fd)
    finally:
        os.close(fd)


def release_inherited() -> None:
    """In a forked worker: close the run's locked descriptors (the lock stays with the run)."""
    for fd in list(_DESCRIPTORS):
        with contextlib.suppress(OSError):
            os.close(fd)
    _DESCRIPTORS.clear()
