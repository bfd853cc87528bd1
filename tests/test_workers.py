"""Per-topic work in worker processes (``comparative_ir.workers``): the same results, order and errors as in one
process, through ``map_in_processes`` and through a whole run (features, stance labels, explanations)."""

import multiprocessing
import os
import signal
import subprocess
import time
from pathlib import Path

import pytest

from comparative_ir.cli import main
from comparative_ir.workers import FORK, map_in_processes

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


def _square_and_pid(n: int) -> tuple[int, int]:
    return n * n, os.getpid()


def _fails_on_three(n: int) -> int:
    if n == 3:
        raise ValueError(f"topic {n}: no such thing")
    return n


def test_results_come_back_in_the_items_order_whatever_runs_first():
    items = list(range(9))
    sizes = [1, 9, 2, 8, 3, 7, 4, 6, 5]  # the largest start first
    results = map_in_processes(_square_and_pid, items, processes=3, sizes=sizes)
    assert [r[0] for r in results] == [n * n for n in items]
    if FORK:
        assert os.getpid() not in {r[1] for r in results}  # the work ran in the workers


def test_one_process_or_one_item_runs_here():
    assert {pid for _, pid in map_in_processes(_square_and_pid, [1, 2, 3], processes=1)} == {os.getpid()}
    assert {pid for _, pid in map_in_processes(_square_and_pid, [1], processes=4)} == {os.getpid()}
    assert map_in_processes(_square_and_pid, [], processes=4) == []


def test_an_error_in_a_worker_is_the_error_one_process_raises():
    for processes in (1, 2):
        with pytest.raises(ValueError, match="topic 3: no such thing"):
            map_in_processes(_fails_on_three, list(range(6)), processes=processes)


def _fails_at_once_or_sleeps(n: int) -> int:
    if n == 0:
        raise ValueError("the first topic is wrong")
    time.sleep(60)
    return n


def _sigint_handler(_: int) -> object:
    return signal.getsignal(signal.SIGINT)


def _children() -> str:
    return subprocess.run(["ps", "--ppid", str(os.getpid()), "-o", "pid=,comm="], capture_output=True, text=True).stdout


@pytest.mark.skipif(not FORK, reason="workers are forked on Linux only")
def test_an_error_stops_the_other_workers_at_once():
    """It waited for the items the other workers were on (13.5 s behind a 1,000-document query; a review, session
    24); now the error comes back as soon as it happens, and no worker is left."""
    start = time.monotonic()
    with pytest.raises(ValueError, match="the first topic is wrong"):
        map_in_processes(_fails_at_once_or_sleeps, [0, 1], processes=2)
    assert time.monotonic() - start < 30
    time.sleep(0.5)
    assert "python" not in _children()


class _Terminated(Exception):
    pass


def _raise_terminated(signum, frame):
    raise _Terminated


@pytest.mark.skipif(not FORK, reason="workers are forked on Linux only")
def test_an_error_stops_the_workers_whatever_sigterm_handler_the_caller_set():
    """The command turns SIGTERM into an exception; forked workers inherited that handler, took the stop for their
    item's error and went on to the next item (a review of the run's workers, session 24)."""
    before = signal.signal(signal.SIGTERM, _raise_terminated)
    try:
        with pytest.raises(ValueError, match="the first topic is wrong"):
            map_in_processes(_fails_at_once_or_sleeps, [0, 1, 2, 3], processes=2)
    finally:
        signal.signal(signal.SIGTERM, before)
    time.sleep(1.0)
    assert "python" not in _children()


def _fails_on_two_after_a_while(n: int) -> int:
    if n == 2:
        time.sleep(1.5)
        raise ValueError("topic 2 is wrong")
    return n


@pytest.mark.parametrize("processes", [1, 2])
def test_each_result_is_handed_over_as_it_comes_in(processes):
    """A run stopped while computing features lost every topic's (they were cached only when all were done)."""
    seen: list[tuple[int, int]] = []
    assert map_in_processes(_square_and_pid, [3, 4, 5], processes, on_result=lambda i, r: seen.append((i, r[0])))
    assert sorted(seen) == [(0, 9), (1, 16), (2, 25)]
    seen.clear()
    with pytest.raises(ValueError, match="topic 2 is wrong"):
        map_in_processes(_fails_on_two_after_a_while, [0, 1, 2], processes, on_result=lambda i, r: seen.append((i, r)))
    assert sorted(seen) == [(0, 0), (1, 1)]  # what was done before the error is kept


@pytest.mark.skipif(not FORK, reason="workers are forked on Linux only")
def test_workers_leave_ctrl_c_to_the_caller():
    """A notebook's interrupt reaches the kernel process only; a worker that died of it mid-result hung the kernel."""
    assert map_in_processes(_sigint_handler, [1, 2], processes=2) == [signal.SIG_IGN, signal.SIG_IGN]


def _in_a_pool_worker(_: int) -> list[tuple[int, int]]:
    return map_in_processes(_square_and_pid, [1, 2, 3])


def test_a_daemonic_caller_works_in_its_own_process():
    """A multiprocessing.Pool worker may not start processes: the default failed there with an AssertionError."""
    with multiprocessing.get_context("fork").Pool(1) as pool:
        results = pool.apply(_in_a_pool_worker, (0,))
    assert [r[0] for r in results] == [1, 4, 9] and len({r[1] for r in results}) == 1


@pytest.mark.parametrize("task", ["comparative", "controversial"])
def test_a_run_in_several_processes_writes_the_files_one_process_writes(tmp_path, task):
    """Features (and the feature cache), stance labels and explanations computed per topic in workers."""
    written = {}
    for processes in ("1", "3"):
        out = tmp_path / f"out{processes}"
        args = ["run", "-i", str(FIXTURES / task), "-o", str(out), "--replay", str(FIXTURES / "store")]
        args += ["--task", task, "--stance", "--explain", "--quiet", "--processes", processes]
        assert main([*args, "--cache-dir", str(tmp_path / f"cache{processes}")]) == 0
        written[processes] = [(out / name).read_bytes() for name in ("run.txt", "features.jsonl")]
    assert written["1"] == written["3"]
    assert written["1"][0].count(b"\n") > 20
