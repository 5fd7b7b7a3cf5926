"""Bounds for code under test: a time limit (no hangs, no blow-up) and a memory limit.

The time limit counts the CPU time of this process, not the clock on the wall: on a
machine shared with other work a test must not fail because other processes ran (a
2-core machine at load 13 gives each process a fraction of the wall clock), while a real
blow-up, an endless loop or exponential work, still spends CPU time and is stopped.
"""

from __future__ import annotations

import signal
import threading
import time
import tracemalloc
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType

#: a block that spends no CPU time (blocked, waiting) is stopped after this many times its
#: CPU-time limit on the wall clock: far enough that load never reaches it
WALL_FACTOR = 20


class Hang(AssertionError):
    """The code under test ran past its time limit."""


@contextmanager
def time_limit(seconds: float, what: str = "the call") -> Iterator[None]:
    """Raise :class:`Hang` inside the block once it has used ``seconds`` of this process's
    CPU time (or, blocked, ``WALL_FACTOR`` times that on the wall clock).

    Uses SIGPROF and SIGALRM, so it works in the main thread on POSIX; elsewhere it only
    runs the block.
    """
    if (
        not hasattr(signal, "setitimer")
        or threading.current_thread() is not threading.main_thread()
    ):
        yield
        return
    started = time.process_time()

    def expire(signum: int, frame: FrameType | None) -> None:
        used = time.process_time() - started
        raise Hang(f"{what} did not finish within {seconds} s of CPU time ({used:.1f} s used)")

    timers = ((signal.SIGPROF, signal.ITIMER_PROF, seconds),
              (signal.SIGALRM, signal.ITIMER_REAL, seconds * WALL_FACTOR))
    previous = [signal.signal(sig, expire) for sig, _, _ in timers]
    for _, timer, limit in timers:
        signal.setitimer(timer, limit)
    try:
        yield
    finally:
        for (sig, timer, _), handler in zip(timers, previous, strict=True):
            signal.setitimer(timer, 0)
            signal.signal(sig, handler)


@contextmanager
def peak_memory() -> Iterator[list[int]]:
    """Measure the peak of Python allocations in the block (bytes), into ``result[0]``."""
    result = [0]
    started = not tracemalloc.is_tracing()
    if started:
        tracemalloc.start()
    tracemalloc.reset_peak()
    base = tracemalloc.get_traced_memory()[0]
    try:
        yield result
    finally:
        result[0] = tracemalloc.get_traced_memory()[1] - base
        if started:
            tracemalloc.stop()
