"""Corpus cards whose conditions look back at the turn (the turn record): "if a creature
died this turn" (700.4), "if you gained 3 or more life this turn" (119.9), "if an opponent
lost life this turn" (119.3)."""

from __future__ import annotations

import pytest

from rulings_kit.core import Activate, Advance, Cast, Pass, Resolve, apply
from rulings_kit.core.state import GameState, Step, Zone
from rulings_kit.errors import IllegalActionError
from tests.cards.play import corpus_card, table


def _play(state: GameState, *actions: object) -> GameState:
    for action in actions:
        state = apply(state, action).state  # type: ignore[arg-type]
    return state


@pytest.mark.parametrize("kill", [True, False])
def test_an_end_step_trigger_draws_only_if_a_creature_died_this_turn(kill: bool) -> None:
    # Twinblade Assassins: "At the beginning of your end step, if a creature died this
    # turn, draw a card." (603.4: checked as it would trigger and as it resolves)
    state = table({Zone.HAND: [corpus_card("Shock")],
                   Zone.LIBRARY: ["Island", "Island"],
                   Zone.BATTLEFIELD: [corpus_card("Twinblade Assassins"), "Mountain"]},
                  {Zone.BATTLEFIELD: [corpus_card("Grizzly Bears")]})
    if kill:
        state = _play(state, Cast("Shock", targets=("Grizzly Bears",)), Resolve(count=None))
        assert state.player("Bob").graveyard  # the Bears died
    hand = len(state.player("Alice").hand)
    state = _play(state, Advance(Step.END), Resolve(count=None))
    assert len(state.player("Alice").hand) == hand + (1 if kill else 0)


@pytest.mark.parametrize("gain", [True, False])
def test_an_end_step_trigger_drains_only_if_you_gained_three_life_this_turn(gain: bool) -> None:
    # Indulging Patrician: "At the beginning of your end step, if you gained 3 or more life
    # this turn, each opponent loses 3 life."
    # Essence Drain: "Essence Drain deals 3 damage to any target and you gain 3 life."
    state = table({Zone.HAND: [corpus_card("Essence Drain")],
                   Zone.BATTLEFIELD: [corpus_card("Indulging Patrician")] + ["Swamp"] * 5})
    if gain:
        state = _play(state, Cast("Essence Drain", targets=("Bob",)), Resolve(count=None))
        assert (state.player("Alice").life, state.player("Bob").life) == (23, 17)
    bob = state.player("Bob").life
    state = _play(state, Advance(Step.END), Resolve(count=None))
    assert state.player("Bob").life == bob - (3 if gain else 0)


@pytest.mark.parametrize(("shocked", "counters"), [("Bob", 1), ("Alice", 0), (None, 0)])
def test_an_opponent_lost_life_counts_only_opponents(shocked: str | None, counters: int) -> None:
    # Savage Gorger: "At the beginning of your end step, if an opponent lost life this
    # turn, put a +1/+1 counter on Savage Gorger." Alice's own loss isn't an opponent's.
    state = table({Zone.HAND: [corpus_card("Shock")],
                   Zone.BATTLEFIELD: [corpus_card("Savage Gorger"), "Mountain"]})
    if shocked is not None:
        state = _play(state, Cast("Shock", targets=(shocked,)), Resolve(count=None))
    state = _play(state, Advance(Step.END), Resolve(count=None))
    (gorger,) = [o for o in state.permanents("Alice") if o.name == "Savage Gorger"]
    assert gorger.counter("+1/+1") == counters



def test_only_a_creature_dealt_damage_this_turn_can_be_the_target() -> None:
    # Ogre Siegebreaker: "{2}{B}{R}: Destroy target creature that was dealt damage this
    # turn." The Spider's damage is removed at cleanup (514.2); the record is emptied too.
    state = table({Zone.HAND: [corpus_card("Shock")],
                   Zone.BATTLEFIELD: [corpus_card("Ogre Siegebreaker"), "Mountain", "Mountain",
                                      "Swamp", "Swamp", "Mountain"]},
                  {Zone.BATTLEFIELD: [corpus_card("Giant Spider")], Zone.LIBRARY: ["Forest"]})
    with pytest.raises(IllegalActionError, match=r"not a legal target.*dealt damage this turn"):
        apply(state, Activate("Ogre Siegebreaker", targets=("Giant Spider",)))
    shocked = _play(state, Cast("Shock", targets=("Giant Spider",)), Resolve(count=None))
    assert shocked.player("Bob").graveyard == ()
    destroyed = _play(shocked, Activate("Ogre Siegebreaker", targets=("Giant Spider",)),
                      Resolve(count=None))
    assert [o.name for o in destroyed.zone_objects("Bob", Zone.GRAVEYARD)] == ["Giant Spider"]
    next_turn = _play(shocked, Advance(Step.UPKEEP), Pass())  # Bob's upkeep, Alice's priority
    with pytest.raises(IllegalActionError, match=r"Giant Spider"):
        apply(next_turn, Activate("Ogre Siegebreaker", by="Alice", targets=("Giant Spider",)))
