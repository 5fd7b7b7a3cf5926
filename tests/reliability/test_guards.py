"""The time limit of the reliability tests counts this process's CPU time: work that
blows up is stopped, while other processes loading the machine don't make a test fail."""

from __future__ import annotations

import time

import pytest

from tests.reliability import guards
from tests.reliability.guards import Hang, time_limit


def test_endless_work_is_stopped_at_the_cpu_time_limit() -> None:
    started = time.process_time()
    with pytest.raises(Hang, match=r"0\.2 s of CPU time"), time_limit(0.2, "a busy loop"):
        while True:
            pass
    assert 0.1 < time.process_time() - started < 2  # (the timer ticks coarsely)


def test_time_the_process_spends_waiting_does_not_count() -> None:
    """Waiting stands for being descheduled on a loaded machine: the wall clock runs on,
    this process's CPU time does not."""
    with time_limit(0.1, "a wait"):
        time.sleep(0.5)


def test_a_block_that_waits_too_long_on_the_wall_clock_is_stopped(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(guards, "WALL_FACTOR", 2)
    with pytest.raises(Hang), time_limit(0.1, "a wait"):
        time.sleep(5)
