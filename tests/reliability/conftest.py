"""Counts what the reliability tests did and reports it at the end of the session."""

from __future__ import annotations

import time
from collections import Counter
from typing import Any

import pytest

from tests.reliability import stats

_outcomes: Counter[str] = Counter()
_started = time.monotonic()
_used = False


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    global _used
    if "tests/reliability/" not in report.nodeid.replace("\\", "/"):
        return
    _used = True
    if report.when == "call" or (report.when == "setup" and report.outcome != "passed"):
        outcome = "xfailed" if hasattr(report, "wasxfail") and report.skipped else report.outcome
        _outcomes[outcome] += 1
    elif report.failed:  # an error in teardown
        _outcomes["failed"] += 1


def pytest_terminal_summary(terminalreporter: Any) -> None:
    if not _used:
        return
    path = stats.write(_outcomes, time.monotonic() - _started)
    terminalreporter.write_line(f"{stats.summary(_outcomes)}  (figures in {path})")
