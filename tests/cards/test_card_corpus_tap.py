"""Corpus cards that tap a creature and keep it tapped: "Tap target creature an opponent
controls. That creature doesn't untap during its controller's next untap step." (502.3:
the effect lasts past end of turn, until that untap step is over)."""

from __future__ import annotations

from rulings_kit.core import Advance, Cast, Resolve, apply
from rulings_kit.core.state import GameState, Step, Zone
from tests.cards.play import corpus_card, table


def _bears_tapped(state: GameState) -> bool:
    (bears,) = [o for o in state.permanents() if o.name == "Grizzly Bears"]
    return bears.tapped


def test_the_creature_stays_tapped_one_untap_step_then_untaps_as_usual() -> None:
    state = table({Zone.HAND: [corpus_card("Frost Lynx")], Zone.BATTLEFIELD: ["Island"] * 3,
                   Zone.LIBRARY: ["Island"] * 3},
                  {Zone.BATTLEFIELD: [corpus_card("Grizzly Bears")], Zone.LIBRARY: ["Forest"] * 3})
    state = apply(state, Cast("Frost Lynx")).state
    state = apply(state, Resolve(count=None), {"target:Frost Lynx": ["Grizzly Bears"]}).state
    assert _bears_tapped(state)
    state = apply(state, Advance(Step.UPKEEP)).state  # Bob's turn: its next untap step
    assert state.active == "Bob" and _bears_tapped(state)
    state = apply(state, Advance(Step.UPKEEP)).state  # Alice's turn: not Bob's untap step
    assert state.active == "Alice" and _bears_tapped(state)
    state = apply(state, Advance(Step.UPKEEP)).state  # Bob's following untap step
    assert state.active == "Bob" and not _bears_tapped(state)
    assert not state.effects  # the effect ended with the untap step it spoke of


def test_frost_breath_keeps_up_to_two_creatures_tapped() -> None:
    state = table({Zone.HAND: [corpus_card("Frost Breath")], Zone.BATTLEFIELD: ["Island"] * 3,
                   Zone.LIBRARY: ["Island"] * 3},
                  {Zone.BATTLEFIELD: [corpus_card("Grizzly Bears"), corpus_card("Giant Spider")],
                   Zone.LIBRARY: ["Forest"] * 3})
    state = apply(state, Cast("Frost Breath", targets=("Grizzly Bears", "Giant Spider"))).state
    state = apply(state, Resolve()).state
    state = apply(state, Advance(Step.UPKEEP)).state
    assert all(o.tapped for o in state.permanents("Bob"))


def test_dungeon_geists_holds_the_creature_while_it_stays_and_not_after() -> None:
    state = table({Zone.HAND: [corpus_card("Dungeon Geists"), corpus_card("Unsummon")],
                   Zone.BATTLEFIELD: ["Island"] * 4, Zone.LIBRARY: ["Island"] * 4},
                  {Zone.BATTLEFIELD: [corpus_card("Grizzly Bears")], Zone.LIBRARY: ["Forest"] * 4})
    state = apply(state, Cast("Dungeon Geists")).state
    state = apply(state, Resolve(count=None), {"target:Dungeon Geists": ["Grizzly Bears"]}).state
    for _ in range(2):  # Bob's untap steps go by, then Alice's turn again
        state = apply(state, Advance(Step.UPKEEP)).state
        state = apply(state, Advance(Step.UPKEEP)).state
        assert state.active == "Alice" and _bears_tapped(state)
    state = apply(state, Advance(Step.MAIN1)).state
    state = apply(state, Cast("Unsummon", targets=("Dungeon Geists",))).state
    state = apply(state, Resolve()).state  # the Geists leave: the duration is over (611.2b)
    state = apply(state, Advance(Step.UPKEEP)).state
    assert state.active == "Bob" and not _bears_tapped(state)
