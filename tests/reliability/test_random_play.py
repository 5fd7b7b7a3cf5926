"""Random legal play from random positions keeps every invariant (DESIGN.md, testing layers).

Each example builds a position from the card pool, then plays random actions (cast, activate,
play a land, pass, resolve, attack, advance) with random answers to the questions the engine
asks. After every action: each object is in exactly one zone, the stack is last in, first out,
no mana and no card comes from nowhere. A rejected action leaves the state as it was. At the
end the recorded actions and answers replay to an identical trace (same digest), and the
trace's JSON export reads back equal.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

from rulings_kit.core import GameState, apply
from rulings_kit.core.actions import AnyAction
from rulings_kit.errors import RulingsError
from rulings_kit.scenarios import Scenario
from rulings_kit.trace import Trace, TraceStep
from rulings_kit.trace.serial import to_data
from tests.helpers import position
from tests.reliability import invariants, play, stats

#: actions per random game
GAME_LENGTH = st.integers(1, 30)

Played = tuple[AnyAction, dict[str, Any]]


def _trace(start: GameState, played: list[Played]) -> Trace:
    """Apply the recorded actions with their answers, as a Trace."""
    steps = []
    state = start
    for i, (action, answers) in enumerate(played, 1):
        t = apply(state, action, answers, max_steps=play.MAX_STEPS)
        steps.append(
            TraceStep(
                i,
                action.describe(),
                {"action": repr(action)},
                answers,
                t.events,
                t.asked,
                state,
                t.state,
            )
        )
        state = t.state
    return Trace("random game", start, tuple(steps))


def _rejected_cleanly(state: GameState, a: play.Attempt, snapshot: Any) -> None:
    """A rejected action changed nothing, and is rejected the same way again."""
    assert a.error is not None
    assert to_data(state) == snapshot, "a rejected action changed the state it was applied to"
    try:
        apply(state, a.action, a.answers, max_steps=play.MAX_STEPS)
    except RulingsError as again:
        assert type(again) is type(a.error) and str(again) == str(a.error)
    else:
        raise AssertionError(f"{a.action} was rejected ({a.error}), then allowed")


#: the short run plays the bundled and the five corpus sets' cards; the long one (make fuzz)
#: also every playable card of the card database
POOLS = ["bundled", "corpus"] + (["database"] if stats.profile() != "ci" else [])


@pytest.mark.parametrize("pool", POOLS)
@settings(suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(turn=play.turn(), length=GAME_LENGTH, data=st.data())
def test_random_play_keeps_every_invariant(
    pool: str, turn: dict[str, Any], length: int, data: st.DataObject
) -> None:
    """From positions of the bundled cards, of those and the ~1,000 corpus cards the
    Oracle-text compiler builds (tests/cards/fixtures/corpus), or (long run) of every
    playable card of the card database."""
    cards = (play.BUNDLED if pool == "bundled" else
             play.corpus() if pool == "corpus" else play.database_playable())
    alice = data.draw(play.zones(cards), "Alice")
    bob = data.draw(play.zones(cards), "Bob")
    _play_and_check(cards, position(turn, cards=cards.pool, Alice=alice, Bob=bob), length, data)


def _play_and_check(
    cards: play.Cards, start: GameState, length: int, data: st.DataObject,
    choose: Callable[[GameState, play.Draw[Any]], AnyAction] = play.random_action,
) -> None:
    invariants.zones_are_consistent(start)
    state = start
    played: list[Played] = []
    transitions = []
    stats.count("games")
    for _ in range(length):
        if play.game_over(state):
            break
        action = choose(state, data.draw)
        snapshot = to_data(state)
        a = play.attempt(state, action, data.draw)
        stats.count("actions")
        stats.count("questions", a.questions)
        if a.gave_up:
            continue
        if a.error is not None:
            note(f"rejected: {action} {a.answers} -> {a.error}")
            stats.count("rejected")
            _rejected_cleanly(state, a, snapshot)
            continue
        assert a.transition is not None
        note(f"played: {action} {a.answers}")
        invariants.check_step(state, a.transition.state, a.transition.events)
        played.append((action, a.answers))
        transitions.append(a.transition)
        state = a.transition.state

    # replaying the recorded actions and answers gives the same game, step for step
    trace = _trace(start, played)
    for step, t in zip(trace.steps, transitions, strict=True):
        assert step.after == t.state and hash(step.after) == hash(t.state)
        assert step.events == t.events
    assert trace.digest() == _trace(start, played).digest()
    # the JSON export reads back equal
    again = Trace.from_json(trace.to_json(), cards.pool)
    assert again == trace
    assert hash(again.final) == hash(trace.final)


CLONE_COPIES_WALL = (Path(__file__).parents[2] / "scenarios" / "rules"
                     / "707.5_clone_copies_wall_of_omens_and_draws.toml")


def test_a_card_that_enters_as_a_copy_is_still_that_card() -> None:
    """A Clone that enters as a copy of Wall of Omens takes its copiable values (707.5),
    but is still the card Clone: no card vanished and none appeared (707.2, 400.7)."""
    trace = Scenario.load(CLONE_COPIES_WALL).run().trace
    assert any(o.copying is not None for o in trace.final.objects)
    for step in trace.steps:
        invariants.check_step(step.before, step.after, step.events)
