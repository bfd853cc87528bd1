"""Per-topic work (features, stance labels) spread over worker processes, with the same results as in one process.

The features and stance rules are pure Python, so threads would not run them side by side. Workers are forked: they
start at once with the spaCy pipelines and models this process has loaded (``warm_up`` loads them first). Where
processes can only be spawned (macOS, Windows) each worker would load them again, seconds a call, and a daemonic
process (a ``multiprocessing.Pool`` worker) may not start any: there the work stays in this process.
"""

from __future__ import annotations

import functools
import multiprocessing
import sys
from collections.abc import Callable, Sequence
from concurrent.futures import Future, as_completed
from typing import TypeVar

from comparative_ir.documents import pool_refused, start_pool, stop_workers, usable_cpus

Item = TypeVar("Item")
Result = TypeVar("Result")

FORK = sys.platform.startswith("linux")


def default_processes() -> int:
    """One per CPU this process may use where workers can be forked, else 1."""
    return usable_cpus() if FORK else 1


def forks(processes: int | None, items: int) -> int:
    """How many workers ``map_in_processes`` starts for ``items`` (0: none, the work stays in this process)."""
    count = min(processes if processes is not None else default_processes(), items)
    return count if count > 1 and FORK and not multiprocessing.current_process().daemon else 0


def map_in_processes(
    function: Callable[[Item], Result],
    items: Sequence[Item],
    processes: int | None = None,
    sizes: Sequence[int] | None = None,
    on_result: Callable[[int, Result], None] | None = None,
) -> list[Result]:
    """``[function(item) for item in items]``, in up to ``processes`` forked workers (default
    ``default_processes()``) when there are two items or more. ``sizes``: the work each item is, so that the largest
    start first (a large item started last would leave the other workers idle at the end). ``on_result(index,
    result)`` is called here as each result comes in, so that what is done is kept (a cache) when a later item fails
    or the run is stopped.

    The first error (or Ctrl-C, or the caller's SIGTERM) stops the workers at once, not when the items they are on
    are done, and is raised here. The workers ignore SIGINT, which only the caller acts on (an interrupted notebook
    cell must not leave a worker writing a result nobody reads), and die of SIGTERM whatever handler the caller set
    (the command's raises an exception, which a worker would take for its item's error and go on to the next)."""
    count = forks(processes, len(items))
    if not count:
        results = []
        for index, item in enumerate(items):
            results.append(function(item))
            if on_result is not None:
                on_result(index, results[-1])
        return results
    order = sorted(range(len(items)), key=lambda i: -sizes[i]) if sizes is not None else range(len(items))
    pool = start_pool(count, multiprocessing.get_context("fork"), "feature")
    if pool is None:
        return map_in_processes(function, items, 1, sizes, on_result)
    try:
        futures: dict[Future[Result], int] = {pool.submit(function, items[i]): i for i in order}
    except OSError as exc:  # a worker could not be forked (a container's limit on processes): the work stays here
        stop_workers(pool)
        pool.shutdown(wait=True, cancel_futures=True)
        pool_refused("feature", exc)
        return map_in_processes(function, items, 1, sizes, on_result)
    try:
        done: dict[int, Result] = {}
        for future in as_completed(futures):
            done[futures[future]] = future.result()  # raises the worker's error
            if on_result is not None:
                on_result(futures[future], done[futures[future]])
    except BaseException:
        stop_workers(pool)  # then the pool sees its workers gone and its shutdown returns at once
        pool.shutdown(wait=True, cancel_futures=True)
        raise
    pool.shutdown(wait=True)
    return [done[i] for i in range(len(items))]


# A question and pages of each task that go through every model a topic's features and labels load: the comparative
# sentences' spaCy pipeline, the answers' stance model (texts under 80 words) and the pages' (longer texts).
_EXAMPLES = {
    "comparative": (
        "Which is better for gaming, a laptop or a desktop?",
        "A desktop is better than a laptop for gaming, because it has more cooling.",
    ),
    "controversial": ("Should teachers get tenure?", "Teachers should get tenure, because tenure protects them."),
}


@functools.cache
def warm_up(task: str) -> None:
    """Load in this process, once, what every forked worker would otherwise load again on each call (spaCy
    pipelines, the parser's and the stance models), by ranking and labelling a made-up page of ``task``."""
    from comparative_ir import api

    question, sentence = _EXAMPLES[task]
    texts = [sentence, " ".join([sentence] * 8)]
    api.rerank(question, [api.Doc(f"warm-up-{i}", "", text) for i, text in enumerate(texts)], task, depth=None)
    api.stance(question, texts, task)
