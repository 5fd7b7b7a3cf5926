"""Triggers on a pair of creatures in combat (509.3b, 509.3d): "Whenever this creature
blocks a creature with flying" and "becomes blocked by a creature", whose "that creature"
is the other creature of the pair (Snarespinner, Sylvan Basilisk); and "blocks or becomes
blocked", once each combat (509.3a, 509.3c; Goblin Elite Infantry)."""

from __future__ import annotations

import pytest

from rulings_kit.core import Attack, Block, Resolve, apply
from rulings_kit.core.characteristics import power_toughness
from rulings_kit.core.state import Zone
from tests.cards.play import corpus_card, table


@pytest.mark.parametrize(("attacker", "power"), [("Serra Angel", 3), ("Grizzly Bears", 1)])
def test_snarespinner_gets_bigger_only_when_it_blocks_a_flier(attacker: str, power: int) -> None:
    state = table({Zone.BATTLEFIELD: [corpus_card(attacker)]},
                  {Zone.BATTLEFIELD: [corpus_card("Snarespinner")]})
    state = apply(state, Attack((attacker,))).state
    state = apply(state, Block((("Snarespinner", attacker),))).state
    assert len(state.stack) == (1 if power == 3 else 0)
    state = apply(state, Resolve(count=None)).state
    (spinner,) = state.permanents("Bob")
    assert power_toughness(state, spinner) == (power, 3)


def test_goblin_elite_infantry_shrinks_once_however_many_creatures_block_it() -> None:
    # "Whenever this creature blocks or becomes blocked, it gets -1/-1 until end of
    # turn": becoming blocked by two creatures triggers it once (509.3c)
    state = table({Zone.BATTLEFIELD: [corpus_card("Goblin Elite Infantry")]},
                  {Zone.BATTLEFIELD: [corpus_card("Llanowar Elves"), corpus_card("Llanowar Elves")]})
    state = apply(state, Attack(("Goblin Elite Infantry",))).state
    elves = [o.id for o in state.permanents("Bob")]
    state = apply(state, Block(tuple((e, "Goblin Elite Infantry") for e in elves))).state
    assert len(state.stack) == 1
    state = apply(state, Resolve(count=None)).state
    (goblin,) = state.permanents("Alice")
    assert power_toughness(state, goblin) == (1, 1)


def test_goblin_elite_infantry_shrinks_when_it_blocks() -> None:
    state = table({Zone.BATTLEFIELD: [corpus_card("Grizzly Bears")]},
                  {Zone.BATTLEFIELD: [corpus_card("Goblin Elite Infantry")]})
    state = apply(state, Attack(("Grizzly Bears",))).state
    state = apply(state, Block((("Goblin Elite Infantry", "Grizzly Bears"),))).state
    state = apply(state, Resolve(count=None)).state
    (goblin,) = state.permanents("Bob")
    assert power_toughness(state, goblin) == (1, 1)
