"""``evolve`` keeps the values a state worked out while what they are worked out from stays
the same (the engine asks for them at every check), and never keeps a stale one."""

from __future__ import annotations

from rulings_kit.cards import get_card
from rulings_kit.core.layer_effects import effect_table
from rulings_kit.core.setup import Placed, PlayerSetup, build_state
from rulings_kit.core.state import GameState, Step, Zone
from rulings_kit.core.values import evolve


def _state() -> GameState:
    alice = PlayerSetup("Alice", zones={Zone.BATTLEFIELD: (Placed(get_card("Grizzly Bears")),)})
    return build_state([alice, PlayerSetup("Bob")], active="Alice", step=Step.MAIN1)


def test_a_copy_that_changes_only_priority_keeps_the_permanents() -> None:
    state = _state()
    permanents = state.permanents()
    copy = evolve(state, priority="Bob")
    assert copy.__dict__.get("_permanents") is permanents  # kept, not worked out again
    assert hash(copy) != hash(state)  # the hash is worked out again


def test_a_copy_with_other_objects_works_the_permanents_out_again() -> None:
    state = _state()
    bears = state.permanents()[0]
    state.permanents()
    copy = state.with_object(evolve(bears, tapped=True))
    assert "_permanents" not in copy.__dict__
    assert copy.permanents()[0].tapped


def test_the_layer_table_is_kept_only_while_the_effects_are_the_same_value() -> None:
    state = _state()
    assert effect_table(state) is None  # worked out and kept on the state
    assert "_layer_table" in evolve(state, priority="Bob").__dict__
    # a change to the effects, even to an equal value, means working it out again
    assert "_layer_table" not in evolve(state, effects=()).__dict__
