"""Progress reports for long explorations.

``explore(..., progress=callback)`` calls ``callback(Progress(...))`` as it goes and
once more with ``finished=True``. The default is a text bar on stderr when stderr is a
terminal. A notebook bar belongs to ``rulings_kit.widgets`` (the only package that
imports ipywidgets): it passes its own callback.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TextIO


@dataclass(frozen=True)
class Progress:
    states: int  # distinct states (decision points and outcomes) reached so far
    pending: int  # decision points waiting to be expanded (or worker tasks running)
    elapsed: float  # seconds since the exploration started
    finished: bool = False
    #: with an executor: tasks done and in all
    tasks_done: int = 0
    tasks: int = 0

    @property
    def fraction(self) -> float:
        """A rough share done: the total is not known until the end."""
        if self.finished:
            return 1.0
        if self.tasks:
            return self.tasks_done / self.tasks
        return self.states / (self.states + self.pending) if self.states else 0.0


ProgressCallback = Callable[[Progress], None]


class TextProgress:
    """A one-line text bar, redrawn in place at most every ``interval`` seconds and
    shown only once a run has taken ``delay`` seconds (short runs stay quiet)."""

    def __init__(
        self,
        stream: TextIO | None = None,
        *,
        width: int = 30,
        delay: float = 0.5,
        interval: float = 0.1,
    ) -> None:
        self.stream = stream if stream is not None else sys.stderr
        self.width = width
        self.delay = delay
        self.interval = interval
        self._last = 0.0
        self._shown = False

    def __call__(self, p: Progress) -> None:
        now = time.monotonic()
        if not p.finished and (p.elapsed < self.delay or now - self._last < self.interval):
            return
        if p.finished and not self._shown:
            return
        self._last = now
        self._shown = True
        filled = round(p.fraction * self.width)
        bar = "#" * filled + "." * (self.width - filled)
        work = f"{p.tasks_done}/{p.tasks} tasks, " if p.tasks else ""
        line = (
            f"\rexploring [{bar}] {p.fraction:4.0%} {work}{p.states} states, "
            f"{p.pending} pending, {p.elapsed:.1f}s"
        )
        self.stream.write(line + ("\n" if p.finished else ""))
        self.stream.flush()


def default_progress() -> ProgressCallback | None:
    """A text bar when stderr is a terminal; nothing otherwise (logs, CI, pipes)."""
    isatty = getattr(sys.stderr, "isatty", None)
    return TextProgress() if isatty is not None and isatty() else None
