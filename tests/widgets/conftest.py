"""Widget tests run in the kernel's place: set values on the widgets, read what they show.

Drawing needs Graphviz's `dot`; without it the diagrams say so and the tests that look
at diagrams (marked needs_dot) are skipped.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from rulings_kit.scenarios import Scenario

SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios"
HAS_DOT = shutil.which("dot") is not None


@pytest.fixture(autouse=True)
def _skip_without_dot(request: pytest.FixtureRequest) -> None:
    if request.node.get_closest_marker("needs_dot") and not HAS_DOT:
        pytest.skip("needs Graphviz's `dot` (make sysdeps)")


def scenario(name: str) -> Scenario:
    """A scenario of the project's own, by file name without the folder."""
    found = sorted(SCENARIOS.glob(f"*/{name}.toml"))
    assert found, f"no scenario {name}"
    return Scenario.load(found[0])


HERDER = "harvester_blight_herder_processes_two"
COMET = "ivy_copy_of_comet_storm_keeps_x"
BANEFIRE = "107.3b_free_banefire_x_must_be_zero"
ENDLESS = "goliath_free_endless_one_enters_with_nothing"

H = "Thought Harvester (trigger)"
B = "Blight Herder (trigger)"
