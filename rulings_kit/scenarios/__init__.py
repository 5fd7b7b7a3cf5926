"""Scenario files and the Python builder (SCENARIO_FORMAT.md)."""

from rulings_kit.scenarios.builder import ScenarioBuilder
from rulings_kit.scenarios.check import CheckResult, check
from rulings_kit.scenarios.scenario import Run, Scenario

__all__ = ["CheckResult", "Run", "Scenario", "ScenarioBuilder", "check"]
