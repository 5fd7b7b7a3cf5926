"""Checking a scenario's expectations against its run (SCENARIO_FORMAT.md): each action's
``expect = {...}`` right after that action, then ``[expect]`` after the last one. What
each key checks is in ``expectations``."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from rulings_kit.core.engine import DEFAULT_MAX_STEPS
from rulings_kit.errors import RulingsError
from rulings_kit.scenarios.expectations import CHECKS
from rulings_kit.scenarios.scenario import Run, Scenario
from rulings_kit.trace import Trace, TraceStep


@dataclass(frozen=True)
class CheckResult:
    scenario: Scenario
    run: Run | None
    failures: tuple[str, ...] = field(default_factory=tuple)

    @property
    def passed(self) -> bool:
        return not self.failures

    def report(self) -> str:
        head = f"{'PASS' if self.passed else 'FAIL'} {self.scenario.title}"
        return "\n".join([head, *(f"    {f}" for f in self.failures)])


def check(scenario: Scenario, *, max_steps: int = DEFAULT_MAX_STEPS) -> CheckResult:
    run = scenario.run(max_steps=max_steps)
    steps = run.trace.steps
    # 'Checking a run as it goes': a file fails at the first action whose expectations
    # don't hold, naming the action
    for i, step in enumerate(steps):
        spec = scenario.actions[step.index - 1]
        if run.error is not None and step.index == run.error_action:
            break  # rejected without expecting it: reported below
        if not spec.expect:
            continue
        so_far = Run(scenario, Trace(run.trace.title, run.trace.start, steps[: i + 1]))
        wrong = _expectations(scenario, so_far, spec.expect, step, f"action {step.index}")
        if wrong:
            where = scenario.where(step.index)
            return CheckResult(scenario, run, tuple(f"{where}: {f}" for f in wrong))
    failures: list[str] = []
    expected_error = scenario.expect.get("error")
    last = scenario.actions[-1].index if scenario.actions else None
    if run.error is not None and (expected_error is None or run.error_action != last):
        failures.append(f"{scenario.where(run.error_action, run.error)}: {run.error}")
        return CheckResult(scenario, run, tuple(failures))
    final = steps[-1] if steps and steps[-1].index == last else None
    failures += _expectations(scenario, run, scenario.expect, final, "")
    return CheckResult(scenario, run, tuple(failures))


def _expectations(
    scenario: Scenario,
    run: Run,
    expected: Mapping[str, Any],
    step: TraceStep | None,
    where: str,
) -> list[str]:
    """What differs from ``expected`` after ``step`` (the last action of ``run``): its
    ``error`` against the action's rejection, each other key against the state."""
    failures: list[str] = []
    expected_error = expected.get("error")
    rejected = step is not None and step.error is not None
    if rejected and expected_error is not None:
        assert step is not None
        if expected_error not in step.error_rules:
            failures.append(
                f"error: expected a rejection citing {expected_error}, got: {step.error}"
            )
        # 'the game is as it was before that action': the run's state is that state
    elif expected_error is not None:
        what = "the action" if where else "the last action"
        failures.append(
            f"error: expected {what} to be rejected citing {expected_error}, but it was allowed"
        )
    state = run.state
    for key, value in expected.items():
        if key == "error":
            continue
        try:
            failures += CHECKS[key](state, run, value)
        except RulingsError as e:
            failures.append(f"{scenario.source}: {where + ': ' if where else ''}expect.{key}: {e}")
    return failures
