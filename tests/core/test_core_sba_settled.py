"""State-based actions are not looked for again in a state the last check can't tell
apart from one it found settled, and are in any state that differs where they look."""

from __future__ import annotations

from rulings_kit.core import events as ev
from rulings_kit.core.engine import Txn
from rulings_kit.core.sba import state_based_actions
from rulings_kit.core.state import GameState, Step
from rulings_kit.core.values import evolve
from tests.helpers import position


def _check(state: GameState) -> Txn:
    txn = Txn(state, {}, 1000)
    state_based_actions(txn)
    return txn


def _settled() -> GameState:
    state = position(Alice={"battlefield": ["Grizzly Bears"]}, Bob={})
    assert not _check(state).events  # nothing to do: now known settled
    return state


def test_a_new_step_of_a_settled_state_is_settled() -> None:
    later = evolve(_settled(), step=Step.MAIN2, passed=("Alice",))
    txn = _check(later)
    assert txn.state is later and not txn.events


def test_a_player_at_zero_life_loses_after_a_settled_check() -> None:
    state = _settled()
    later = state.with_player(evolve(state.player("Bob"), life=0))  # the same objects
    lost = [e for e in _check(later).events if isinstance(e, ev.PlayerLost)]
    assert [(e.player, e.rule) for e in lost] == [("Bob", "704.5a")]


def test_lethal_damage_after_a_settled_check_destroys_the_creature() -> None:
    state = _settled()
    bears = state.permanents("Alice")[0]
    txn = _check(state.with_object(evolve(bears, damage=2)))
    assert not txn.state.permanents("Alice")  # 704.5g
    assert any(e.rule == "704.5g" for e in txn.events)
