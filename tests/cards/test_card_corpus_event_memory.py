"""Corpus triggered abilities that use what their trigger event was about (603.2, 608.2h):
"that player" (who drew or discarded, who was dealt damage) and "that much"."""

from __future__ import annotations

from rulings_kit.core import Advance, Attack, Cast, Resolve, apply
from rulings_kit.core.state import GameState, Step, Zone
from tests.cards.play import corpus_card, table


def _life(state: GameState) -> tuple[int, int]:
    return state.player("Alice").life, state.player("Bob").life


def test_underworld_dreams_damages_the_opponent_who_draws_not_its_controller() -> None:
    state = table({Zone.BATTLEFIELD: [corpus_card("Underworld Dreams")],
                   Zone.LIBRARY: ["Swamp"] * 3},
                  {Zone.LIBRARY: ["Forest"] * 3})
    state = apply(state, Advance(Step.DRAW)).state  # Bob's turn: he draws (504.1)
    state = apply(state, Resolve(count=None)).state
    assert state.active == "Bob" and _life(state) == (20, 19)
    state = apply(state, Advance(Step.DRAW)).state  # Alice's draw triggers nothing
    assert state.active == "Alice" and not state.stack_objects() and _life(state) == (20, 19)


def test_a_discard_triggers_megrim_and_fell_specter_for_the_player_who_discarded() -> None:
    state = table({Zone.HAND: [corpus_card("Fell Specter")],
                   Zone.BATTLEFIELD: [corpus_card("Megrim"), "Swamp", "Swamp", "Swamp", "Swamp"]},
                  {Zone.HAND: ["Forest"]})
    state = apply(state, Cast("Fell Specter")).state
    end = apply(state, Resolve(count=None), {
        "target:Fell Specter": ["Bob"],
        "order:Alice": ["Megrim (trigger)", "Fell Specter (trigger)"]}).state
    assert [end.obj(i).name for i in end.player("Bob").graveyard] == ["Forest"]
    assert _life(end) == (20, 16)  # 2 damage from Megrim, 2 life lost to Fell Specter


def test_hypnotic_specters_damage_makes_that_player_discard_at_random() -> None:
    state = table({Zone.BATTLEFIELD: [corpus_card("Hypnotic Specter")]},
                  {Zone.HAND: ["Forest", "Island"]})
    state = apply(state, Attack(("Hypnotic Specter",))).state
    state = apply(state, Advance(Step.COMBAT_DAMAGE)).state
    end = apply(state, Resolve(count=None)).state
    assert _life(end) == (20, 18) and len(end.player("Bob").hand) == 1
    assert len(end.player("Bob").graveyard) == 1


def test_chandras_spitfire_ignores_combat_damage() -> None:
    state = table({Zone.BATTLEFIELD: [corpus_card("Chandra's Spitfire"),
                                      corpus_card("Grizzly Bears")]})
    state = apply(state, Attack(("Grizzly Bears",))).state
    end = apply(state, Advance(Step.END_OF_COMBAT)).state
    assert _life(end) == (20, 18) and not end.stack_objects()
