"""Minimal reproducers of engine bugs the reliability tests found, for their owners to fix.

Each test states the behaviour users need and is marked ``xfail(strict=True)``: when the
bug is fixed the test passes, strict xfail turns that into a failure, and the marker is
removed. Hangs are bounded by a time limit so a reproducer never hangs the suite.
"""

from __future__ import annotations

import pytest

from rulings_kit.core import Advance, Step, apply
from rulings_kit.errors import IllegalActionError
from tests.helpers import position
from tests.reliability.guards import time_limit


def test_acting_after_every_player_lost_ends_instead_of_hanging() -> None:
    state = position(Alice={"life": 0}, Bob={"life": 0})  # both lose as the action starts
    with (
        time_limit(2.0, "advance after both players lost"),
        pytest.raises(IllegalActionError) as err,
    ):
        apply(state, Advance(Step.UPKEEP))
    assert err.value.rules == ("104.4a",)  # a draw: the game is over
