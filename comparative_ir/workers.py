"""Per-topic work (features, stance labels) spread over worker processes, with the same results as in one process.

The features and stance rules are pure Python, so threads would not run them side by side. Workers are forked: they
start at once with the spaCy pipelines and models this process has loaded. Where processes can only be spawned
(macOS, Windows), each worker would load them again, seconds a call, so the work stays in this process there.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import TypeVar

from comparative_ir.documents import usable_cpus, watch_parent

Item = TypeVar("Item")
Result = TypeVar("Result")

FORK = sys.platform.startswith("linux")


def default_processes() -> int:
    """One per CPU this process may use where workers can be forked, else 1."""
    return usable_cpus() if FORK else 1


def map_in_processes(
    function: Callable[[Item], Result],
    items: Sequence[Item],
    processes: int | None = None,
    sizes: Sequence[int] | None = None,
) -> list[Result]:
    """``[function(item) for item in items]``, in up to ``processes`` forked workers (default
    ``default_processes()``) when there are two items or more. ``sizes``: the work each item is, so that the largest
    start first (a large item started last would leave the other workers idle at the end). The first error is
    raised as it would be in one process, and the work not yet started is dropped."""
    count = min(processes if processes is not None else default_processes(), len(items))
    if count <= 1 or not FORK:
        return [function(item) for item in items]
    order = sorted(range(len(items)), key=lambda i: -sizes[i]) if sizes is not None else range(len(items))
    context = multiprocessing.get_context("fork")
    with ProcessPoolExecutor(count, context, initializer=watch_parent, initargs=(os.getpid(),)) as pool:
        futures = {i: pool.submit(function, items[i]) for i in order}
        try:
            return [futures[i].result() for i in range(len(items))]
        except BaseException:
            pool.shutdown(wait=True, cancel_futures=True)
            raise
