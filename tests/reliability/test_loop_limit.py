"""Endless loops end with a clear error after a configurable step limit (104.4b).

The step budget of one action (``max_steps``) counts objects resolving and abilities
triggering. The card pool has no loop, so these tests build one: a test-only enchantment,
"Echo Chamber", whose ability triggers whenever anything resolves, its own ability
included. (Loops that never resolve anything are in test_known_bugs.py.)
"""

from __future__ import annotations

import time

import pytest

from rulings_kit.cards import get_card
from rulings_kit.core import (
    Cast,
    Game,
    GameState,
    LoopLimitError,
    Resolve,
    apply,
    build_state,
)
from rulings_kit.core import events as ev
from rulings_kit.core.definitions import CardDef, Trigger, TriggeredAbility
from rulings_kit.core.engine import DEFAULT_MAX_STEPS
from rulings_kit.core.setup import Placed, PlayerSetup
from rulings_kit.core.state import GameObject, Zone
from rulings_kit.errors import RulingsError
from rulings_kit.scenarios import Scenario
from rulings_kit.scenarios.parse import Where, parse_action
from tests.reliability.guards import time_limit


def _anything_resolves(event: ev.Event, source: GameObject, state: GameState) -> bool:
    return isinstance(event, ev.Resolved)


ECHO = CardDef(
    name="Echo Chamber",
    mana_cost=None,
    colors=frozenset(),
    types=("Enchantment",),
    abilities=(
        TriggeredAbility(
            Trigger(ev.Resolved, _anything_resolves, "Whenever a spell or ability resolves")
        ),
    ),
)


def _players() -> tuple[PlayerSetup, ...]:
    return (
        PlayerSetup(
            "Alice",
            zones={
                Zone.BATTLEFIELD: [Placed(ECHO), Placed(get_card("Mountain"))],
                Zone.HAND: [Placed(get_card("Shock"))],
            },
        ),
        PlayerSetup("Bob"),
    )


def endless_state() -> GameState:
    """Alice has cast Shock at Bob with Echo Chamber out: resolving never ends."""
    state = build_state(_players())
    return apply(state, Cast("Shock", targets=("Bob",))).state


def endless_scenario() -> Scenario:
    where = Where("endless.toml")
    names = ("Alice", "Bob")
    return Scenario(
        title="Echo Chamber never stops",
        players=_players(),
        actions=(
            parse_action(where, 1, {"cast": "Shock", "targets": ["Bob"]}, names),
            parse_action(where, 2, {"resolve": "all"}, names),
        ),
        source="endless.toml",
    )


def test_apply_stops_an_endless_loop_at_the_step_limit() -> None:
    with time_limit(10, "an endless resolve"), pytest.raises(LoopLimitError) as err:
        apply(endless_state(), Resolve(None), max_steps=50)
    message = str(err.value)
    assert "more than 50 steps" in message and "104.4b" in message
    assert "max_steps" in message  # says how to allow more
    assert isinstance(err.value, RulingsError)


def _steps(events: tuple[ev.Event, ...]) -> int:
    return sum(isinstance(e, ev.Resolved | ev.AbilityTriggered) for e in events)


def test_the_limit_is_exactly_the_number_of_steps_allowed() -> None:
    state = endless_state()
    t = apply(state, Resolve(10), max_steps=20)  # 10 resolutions, each triggering once
    assert _steps(t.events) == 20
    with pytest.raises(LoopLimitError):
        apply(state, Resolve(11), max_steps=20)


def test_the_default_limit_stops_it_too() -> None:
    started = time.monotonic()
    with (
        time_limit(60, "an endless resolve with the default limit"),
        pytest.raises(LoopLimitError) as err,
    ):
        apply(endless_state(), Resolve(None))
    assert f"more than {DEFAULT_MAX_STEPS} steps" in str(err.value)
    assert time.monotonic() - started < 60


def test_a_loop_limit_leaves_the_state_as_it_was() -> None:
    state = endless_state()
    before = hash(state)
    with pytest.raises(LoopLimitError):
        apply(state, Resolve(None), max_steps=30)
    assert hash(state) == before
    assert apply(state, Resolve(1), max_steps=30).state.stack  # still playable from there


def test_game_takes_a_step_limit() -> None:
    game = Game(endless_state(), max_steps=25)
    with pytest.raises(LoopLimitError, match="more than 25"):
        game.push(Resolve(None))
    assert game.history == []  # the failed action was not recorded


def test_scenario_run_ends_with_a_clear_error_naming_file_and_action() -> None:
    scenario = endless_scenario()
    with time_limit(10, "an endless scenario"):
        run = scenario.run(max_steps=40)
    assert isinstance(run.error, LoopLimitError)
    assert run.error_action == 2
    assert "more than 40 steps" in str(run.error)
    where = scenario.where(run.error_action)
    assert where == "endless.toml: action 2 (resolve = 'all')"
    with time_limit(60, "checking an endless scenario"):
        report = scenario.check().report()
    assert "FAIL" in report and where in report and "104.4b" in report
