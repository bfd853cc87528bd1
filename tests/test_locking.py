"""One run per output directory (``comparative_ir.locking``): the lock goes with the run's process, not with the
worker processes it forked."""

import fcntl
import os
import signal
import subprocess
import sys
import threading

from comparative_ir.locking import OutputBusy, output_lock

HOLD_AND_FORK = """
import sys, time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from comparative_ir.documents import quiet_worker
from comparative_ir.locking import output_lock

with output_lock(Path(sys.argv[1])):
    pool = ProcessPoolExecutor(1, initializer=quiet_worker, initargs=(__import__("os").getpid(),))
    pool.submit(time.sleep, 30)
    time.sleep(1.0)  # the worker is forked and busy
    print("ready", flush=True)
    time.sleep(60)
"""


def _free(directory) -> bool:
    fd = os.open(directory, os.O_RDONLY)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return True
    except BlockingIOError:
        return False
    finally:
        os.close(fd)


def test_a_killed_runs_workers_do_not_hold_its_output_directory(tmp_path):
    """A run killed with SIGKILL left its cleaning workers alive for up to half a second (until they saw their parent
    gone), and they held the inherited lock: the rerun that resumes the run was refused as a second run."""
    proc = subprocess.Popen([sys.executable, "-c", HOLD_AND_FORK, str(tmp_path)], stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
        assert not _free(tmp_path)  # held by the run
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)
        assert _free(tmp_path)  # at once, though its worker still runs for a moment
    finally:
        proc.kill()
        proc.wait()


def test_the_lock_is_reentrant_in_a_thread_and_exclusive_between_threads(tmp_path):
    with output_lock(tmp_path), output_lock(tmp_path):  # the command holds it around run_pipeline, which takes it
        errors: list[BaseException] = []

        def other() -> None:
            try:
                with output_lock(tmp_path):
                    pass
            except OutputBusy as exc:
                errors.append(exc)

        thread = threading.Thread(target=other)
        thread.start()
        thread.join()
        assert len(errors) == 1 and "another run is writing into" in str(errors[0])
    assert _free(tmp_path)
    with output_lock(tmp_path / "not-yet"):  # a directory the caller has not made yet: nothing to hold
        pass


def test_a_directory_that_cannot_be_opened_is_used_unlocked(tmp_path, monkeypatch):
    """A write-only output directory (mode 300) cannot be opened to lock it; the run worked there before the lock
    came and must still (a review of the lock: it stopped with "Permission denied ... rerun: it resumes")."""
    from comparative_ir import locking

    real_open = os.open

    def refuse(path, flags, *args):
        if os.fspath(path) == os.fspath(tmp_path):
            raise PermissionError(13, "Permission denied", os.fspath(path))
        return real_open(path, flags, *args)

    monkeypatch.setattr(locking.os, "open", refuse)
    with output_lock(tmp_path):
        (tmp_path / "run.txt").write_text("written\n")
    assert (tmp_path / "run.txt").read_text() == "written\n"


def test_a_refused_run_leaves_the_directory_it_made_to_the_run_that_holds_it(tmp_path, monkeypatch):
    """A determinism review (session 31): two runs into a new -o both made it; the one refused by the lock then
    removed the still empty directory, the winner re-created it at its first write, outside its lock, and a third
    run could write there at the same time. The interleaving is forced: another run takes the lock the moment this
    run has made the directory."""
    from pathlib import Path

    import comparative_ir.cli.run as run_module
    from comparative_ir.cli import main

    fixtures = Path(__file__).resolve().parents[1] / "fixtures"
    out = tmp_path / "new" / "out"
    held, release = threading.Event(), threading.Event()

    def other_run() -> None:
        with output_lock(out):
            held.set()
            release.wait(30)

    real_create = run_module._create_output_dir

    def create_then_lose_the_race(directory):
        created = real_create(directory)
        threading.Thread(target=other_run, daemon=True).start()
        held.wait(10)
        return created

    monkeypatch.setattr(run_module, "_create_output_dir", create_then_lose_the_race)
    args = ["run", "-i", str(fixtures / "comparative"), "-o", str(out), "--replay", str(fixtures / "store"), "--quiet"]
    try:
        assert main([*args, "--cache-dir", str(tmp_path / "cache")]) == 2
        assert out.is_dir()  # still the directory the other run holds
    finally:
        release.set()
