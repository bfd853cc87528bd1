"""The ``comparative-ir`` command's entry point (and ``python -m comparative_ir``).

numpy's BLAS starts one thread per core by default. The numpy work here is small matrices (the ``--parser encoder``
forward pass, the stance model), where threads gain little on an idle machine and, beside any other job on a
2-core machine, spin against it: a user measured 2.8 s per question instead of 60 ms. So the command runs BLAS
on one thread unless the user's environment says otherwise. This must happen before numpy is imported, hence a
module that imports nothing of the package until then; a library user's process is left alone.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import MutableMapping

#: BLAS thread variables and the value the command uses unless one is set already (OpenBLAS, numpy's wheels; the
#: others for builds linked against OpenMP or MKL).
THREAD_VARIABLES = ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS")


def single_threaded_blas(environ: MutableMapping[str, str] = os.environ) -> None:
    """One BLAS thread, unless the user chose a number (any of the variables set: theirs decides)."""
    if not any(environ.get(name) for name in THREAD_VARIABLES):
        for name in THREAD_VARIABLES:
            environ[name] = "1"


def main() -> int:
    single_threaded_blas()
    from comparative_ir.cli import main as cli_main

    code = cli_main()
    _exit_at_once_on_sigterm(code)
    return code


def _exit_at_once_on_sigterm(code: int) -> None:
    """Once the command is done, a SIGTERM (a time limit arriving late) ends the process with the command's own exit
    code: in the interpreter's last tenths of a second (worker pools joined, modules torn down) it killed a
    completed run with 143 and no word, and a wrapper took the finished run for a failed one (a TIRA-style review)."""
    import signal
    import sys
    import threading

    if threading.current_thread() is not threading.main_thread():
        return
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(OSError, ValueError):
            stream.flush()
    signal.signal(signal.SIGTERM, lambda signum, frame: os._exit(code))
    if hasattr(signal, "pthread_sigmask"):  # Python resets the handler before it tears its modules down (60-70 ms)
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGTERM})  # held until the process is gone
