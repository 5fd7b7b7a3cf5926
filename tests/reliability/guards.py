"""Bounds for code under test: a wall-clock limit (no hangs) and a memory limit."""

from __future__ import annotations

import signal
import threading
import tracemalloc
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType


class Hang(AssertionError):
    """The code under test ran past its time limit."""


@contextmanager
def time_limit(seconds: float, what: str = "the call") -> Iterator[None]:
    """Raise :class:`Hang` inside the block if it runs longer than ``seconds``.

    Uses SIGALRM, so it works in the main thread on POSIX; elsewhere it only runs the block.
    """
    if (
        not hasattr(signal, "setitimer")
        or threading.current_thread() is not threading.main_thread()
    ):
        yield
        return

    def expire(signum: int, frame: FrameType | None) -> None:
        raise Hang(f"{what} did not finish within {seconds} s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


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
