"""A budget gives partial results with a clear message; progress is reported."""

from __future__ import annotations

import io

import pytest

from benchmarks.bench_explore import triggers_scenario
from rulings_kit.explore import BudgetWarning, Progress, TextProgress, explore


def test_state_budget_gives_partial_results() -> None:
    scenario = triggers_scenario(6)
    with pytest.warns(BudgetWarning, match=r"budget reached \(max_states=10\)"):
        ex = explore(scenario, max_states=10, progress=False)
    assert not ex.complete
    assert "partial results" in ex.message and "raise max_states" in ex.message
    assert ex.message in ex.summary()
    df = ex.outcomes(keys=True)
    assert (df["status"] == "unexplored").any()
    # what was reached is still there, and its outcome columns show where it stopped
    assert len(df) >= 6
    full = explore(scenario, progress=False)
    assert full.complete and full.message == ""
    assert full.branches > ex.branches


def test_time_budget() -> None:
    with pytest.warns(BudgetWarning, match="max_seconds=0"):
        ex = explore(triggers_scenario(8), max_seconds=0.0, progress=False)
    assert not ex.complete
    assert set(ex.outcomes(keys=True)["status"]) == {"unexplored"}


def test_unexplored_leaves_say_so() -> None:
    with pytest.warns(BudgetWarning):
        ex = explore(triggers_scenario(5), max_states=3, progress=False)
    cut = [n for n in ex.leaf_nodes() if n.status is not None and n.status.value == "unexplored"]
    assert cut and all("budget" in n.title for n in cut)
    assert all("not explored" in ex.leaf_label(n) for n in cut)


def test_progress_callback() -> None:
    seen: list[Progress] = []
    explore(triggers_scenario(5), progress=seen.append)
    assert seen[-1].finished and seen[-1].fraction == 1.0
    states = [p.states for p in seen]
    assert states == sorted(states) and states[-1] > 1
    assert all(0.0 <= p.fraction <= 1.0 for p in seen)


def test_text_progress_bar() -> None:
    out = io.StringIO()
    bar = TextProgress(out, delay=0.0, interval=0.0, width=10)
    explore(triggers_scenario(4), progress=bar)
    text = out.getvalue()
    assert "\rexploring [" in text and "states" in text
    assert text.endswith("\n")  # the finished bar ends its line
    assert "[##########] 100%" in text


def test_text_progress_stays_quiet_for_short_runs() -> None:
    out = io.StringIO()
    explore(triggers_scenario(3), progress=TextProgress(out, delay=60.0))
    assert out.getvalue() == ""
