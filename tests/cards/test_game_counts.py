"""What a player has, counted as an effect happens or a total cost is determined: the
creatures in their party (700.8), the basic land types among their lands (305.6), their
opponents (102.2)."""

from __future__ import annotations

import pytest

from rulings_kit.cards.model import Card
from rulings_kit.core.amounts import BasicLandTypes, OpponentCount, PartySize
from rulings_kit.core.state import Zone
from tests.cards.play import table

CLERIC_WIZARD = Card("Twin Adept", "Creature — Human Cleric Wizard", "{1}{U}", "1", "1")
WIZARD = Card("Lone Sage", "Creature — Human Wizard", "{U}", "1", "1")
ROGUE = Card("Quick Hand", "Creature — Human Rogue", "{U}", "1", "1")
BEAR = Card("Bear Cub", "Creature — Bear", "{1}{G}", "2", "2")


@pytest.mark.parametrize(("creatures", "party"), [
    ([], 0), ([BEAR], 0), ([WIZARD, WIZARD], 1),
    # a Cleric Wizard counts as the Cleric when another creature is the Wizard (700.8b)
    ([CLERIC_WIZARD, WIZARD], 2), ([CLERIC_WIZARD, WIZARD, ROGUE, BEAR], 3)])
def test_a_party_counts_each_creature_for_one_type_the_way_that_gives_the_most(
        creatures: list[Card], party: int) -> None:
    state = table({Zone.BATTLEFIELD: creatures})
    assert PartySize().count(state, "Alice") == party
    assert PartySize().count(state, "Bob") == 0


def test_basic_land_types_are_counted_once_each_among_the_players_lands() -> None:
    taiga = Card("Taiga", "Land — Mountain Forest")
    state = table({Zone.BATTLEFIELD: [taiga, "Mountain", "Island"]}, {Zone.BATTLEFIELD: ["Swamp"]})
    assert BasicLandTypes().count(state, "Alice") == 3
    assert BasicLandTypes().count(state, "Bob") == 1


def test_a_two_player_game_has_one_opponent() -> None:
    assert OpponentCount().count(table({}), "Alice") == 1
