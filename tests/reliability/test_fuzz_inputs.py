"""Fuzzed scenario input: every bad input is refused with a RulingsError that says where.

Malformed TOML, wrong types, missing and extra keys, unknown cards, dangling and ambiguous
references and absurd numbers, as TOML text, as nested data for ``Scenario.from_data`` and as
mutations of the acceptance files (tests/acceptance). Nothing but a RulingsError may come out of reading,
running or checking, each within a time limit (no hangs).
"""

from __future__ import annotations

import functools
import io
import json
import tempfile
import tomllib
from contextlib import redirect_stdout
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

from rulings_kit.cards import get_card
from rulings_kit.cli import main
from rulings_kit.errors import RulingsError
from rulings_kit.scenarios import Scenario
from rulings_kit.trace import Trace
from tests.reliability import fuzz, stats
from tests.reliability.guards import time_limit

#: seconds one fuzzed input may take to read, run and check
SECONDS = 10.0
SLOW_OK = settings(suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def _from_data(data: Any, source: str) -> fuzz.Outcome:
    with time_limit(SECONDS, f"reading and checking {source}"):
        return fuzz.exercise(lambda: Scenario.from_data(data, source), source)


def _from_toml(text: str, source: str) -> fuzz.Outcome:
    with time_limit(SECONDS, f"reading and checking {source}"):
        return fuzz.exercise(lambda: Scenario.from_toml(text, source), source)


def _names_where(outcome: fuzz.Outcome, where: fuzz.Path_) -> None:
    """An input refused while reading names the part that was broken."""
    if outcome.rejected is None or not where:
        return
    head = where[0]
    if head == "do" and len(where) > 1 and isinstance(where[1], int):
        assert f"action {where[1] + 1}" in outcome.rejected, outcome.rejected
        if len(where) > 2 and where[2] != "answers":
            assert str(where[2]) in outcome.rejected, outcome.rejected
    elif head in ("format", "title", "players", "turn", "expect", "rules", "rulings"):
        assert str(head) in outcome.rejected, outcome.rejected


@SLOW_OK
@given(data=fuzz.scenario_data())
def test_random_scenario_data_only_raises_rulings_errors(data: dict[str, Any]) -> None:
    _from_data(data, "fuzzed.toml")


@SLOW_OK
@given(data=fuzz.anything(30))
def test_random_nested_data_only_raises_rulings_errors(data: Any) -> None:
    _from_data(data if isinstance(data, dict) else {"format": 1, "title": data}, "nested.toml")


@SLOW_OK
@given(data=fuzz.scenario_data())
def test_random_scenario_text_only_raises_rulings_errors(data: dict[str, Any]) -> None:
    text = fuzz.to_toml(data)
    assert tomllib.loads(text) is not None  # the writer writes valid TOML
    _from_toml(text, "written.toml")


@SLOW_OK
@given(data=st.data())
def test_broken_toml_text_only_raises_rulings_errors(data: st.DataObject) -> None:
    path = data.draw(st.sampled_from(fuzz.ACCEPTANCE_FILES), label="file")
    text = data.draw(fuzz.break_text(path.read_text()), label="text")
    _from_toml(text, str(path))


@SLOW_OK
@given(data=st.data())
def test_mutated_acceptance_files_only_raise_rulings_errors(data: st.DataObject) -> None:
    path = data.draw(st.sampled_from(fuzz.ACCEPTANCE_FILES), label="file")
    table = tomllib.loads(path.read_text())
    broken, kind, where = data.draw(fuzz.mutated(table), label="mutation")
    note(f"{kind} at {where}")
    _names_where(_from_data(broken, str(path)), where)
    _names_where(_from_toml(fuzz.to_toml(broken), str(path)), where)


def test_acceptance_files_still_pass_through_the_toml_writer() -> None:
    """The fuzzers' TOML writer is faithful: the files it rewrites still pass."""
    for path in fuzz.ACCEPTANCE_FILES:
        text = fuzz.to_toml(tomllib.loads(path.read_text()))
        assert _from_toml(text, str(path)).passed, path


@pytest.mark.parametrize("path", fuzz.ACCEPTANCE_FILES, ids=lambda p: Path(p).stem)
def test_each_dropped_key_of_an_acceptance_file_is_handled(path: Path) -> None:
    """Drop every key of every table, one at a time: each is refused or runs, never crashes."""
    table = tomllib.loads(path.read_text())
    for where in fuzz.paths(table):
        broken = tomllib.loads(path.read_text())
        parent = fuzz._parent(broken, where)
        del parent[where[-1]]
        _names_where(_from_data(broken, str(path)), where)


CAST_KEYS = ("card", "targets", "x", "kicker", "modes", "sacrifice", "pay", "from", "by")


@SLOW_OK
@given(extra=st.dictionaries(st.sampled_from(CAST_KEYS), fuzz.anything(4), max_size=3))
def test_random_free_cast_answers_only_raise_rulings_errors(extra: dict[str, Any]) -> None:
    """The table answering a ``cast:`` question (fine print 9), with random values."""
    path = fuzz.ACCEPTANCE / "cards" / "goliath_free_cast_kicker.toml"
    table = tomllib.loads(path.read_text())
    table["do"][1]["answers"]["cast:Goliath Daydreamer"].update(extra)
    outcome = _from_data(table, str(path))
    for message in (outcome.rejected, outcome.run_error):  # the error names the question
        assert message is None or "cast:Goliath Daydreamer" in message, message


# ------------------------------------------------------------------ trace JSON, CLI
@functools.cache
def _trace_data() -> dict[str, Any]:
    path = fuzz.ACCEPTANCE / "cards" / "ivy_copy_keeps_x.toml"
    data: dict[str, Any] = json.loads(Scenario.load(path).run().trace.to_json())
    return data


@SLOW_OK
@given(data=st.data())
def test_mutated_trace_json_is_read_or_refused_with_a_rulings_error(data: st.DataObject) -> None:
    """A trace shared as JSON and damaged on the way reads back or is refused cleanly."""
    broken, kind, where = data.draw(fuzz.mutated(_trace_data(), (2, 3)), label="mutation")
    note(f"{kind} at {where}")
    stats.count("inputs")
    with time_limit(SECONDS, "reading a trace"):
        try:
            trace = Trace.from_json(json.dumps(broken, default=str), get_card)
        except RulingsError:
            return
    assert isinstance(trace, Trace)


@settings(max_examples=max(5, settings().max_examples // 5))  # each runs the whole CLI
@given(data=st.data())
def test_check_command_reports_broken_files_and_exits_nonzero(data: st.DataObject) -> None:
    path = data.draw(st.sampled_from(fuzz.ACCEPTANCE_FILES), label="file")
    text = data.draw(fuzz.break_text(path.read_text()), label="text")
    stats.count("inputs")
    with tempfile.TemporaryDirectory() as folder:
        broken = Path(folder) / path.name
        broken.write_text(text)
        out = io.StringIO()
        with redirect_stdout(out), time_limit(SECONDS, "rulings-kit check"):
            code = main(["check", str(broken)])
    lines = out.getvalue().splitlines()
    assert lines[-1] in ("1 passed, 0 failed", "0 passed, 1 failed")
    assert code == (0 if lines[-1].startswith("1 passed") else 1)
    if code:
        assert lines[0].startswith("FAIL")
