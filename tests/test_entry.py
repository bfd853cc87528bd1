"""The command's entry point: BLAS on one thread unless the user chose, set before numpy loads."""

import os
import subprocess
import sys

import pytest

from comparative_ir.entry import THREAD_VARIABLES, single_threaded_blas


def test_one_blas_thread_unless_the_user_chose():
    environ: dict[str, str] = {"PATH": "/bin"}
    single_threaded_blas(environ)
    assert all(environ[name] == "1" for name in THREAD_VARIABLES)
    theirs = {"OMP_NUM_THREADS": "2"}
    single_threaded_blas(theirs)
    assert theirs == {"OMP_NUM_THREADS": "2"}  # theirs decides, nothing added beside it


def test_the_entry_module_loads_no_numpy_before_it_sets_the_threads():
    """The variables only count if numpy is not loaded yet: the entry module must import nothing that loads it."""
    code = "import sys, comparative_ir.entry; print('numpy' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


def test_the_command_runs_through_the_entry_point():
    code = (
        "import os, sys; sys.argv = ['comparative-ir', '--version']; from comparative_ir.entry import main\n"
        "try:\n    main()\nexcept SystemExit:\n    pass\nprint(os.environ.get('OPENBLAS_NUM_THREADS'))"
    )
    env = {k: v for k, v in os.environ.items() if k not in THREAD_VARIABLES}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True).stdout
    assert out.strip().splitlines()[-1] == "1"


@pytest.mark.parametrize("when", ["after the command", "in the interpreter's teardown"])
def test_a_late_sigterm_ends_a_finished_command_with_its_own_exit_code(when):
    """SIGTERM in the interpreter's last tenths of a second after a completed run killed it with 143 and no word
    (a TIRA-style review, 3 of 3 tries); Python resets the handler before it tears its modules down, so the signal
    is blocked once the command is done (a review of the first fix: a kill during the teardown still gave 143)."""
    kill = "os.kill(os.getpid(), signal.SIGTERM); time.sleep(0.3)"
    code = (
        "import os, signal, sys, time\n"
        "class Teardown:\n"
        f"    def __del__(self): {kill if when != 'after the command' else 'pass'}\n"
        "keep = Teardown()\n"
        "sys.argv = ['comparative-ir', 'parse-question', 'Is tea better than coffee?']\n"
        "from comparative_ir.entry import main\n"
        "code = main()\n"
        f"{kill if when == 'after the command' else ''}\n"
        "sys.exit(code)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr  # not 128 + SIGTERM
    assert '"objects": ["tea", "coffee"]' in done.stdout
