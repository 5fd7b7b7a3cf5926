"""Mana templates beyond "Add {G}.": replacement effects on a permanent tapped for mana
(106.12b, 614.1a), triggered mana abilities (605.1b), the costs "unless you ..." offers
(118.12a) and abilities given to tokens in a sentence of their own (111.4)."""

from __future__ import annotations

import json

import pytest

from rulings_kit.cards.lower import build
from rulings_kit.cards.model import Card, from_json, to_json
from rulings_kit.cards.oracle import compile_text
from rulings_kit.core import Activate, apply
from rulings_kit.core.state import Zone
from tests.cards.play import table


def _enchantment(name: str, cost: str, text: str) -> Card:
    return Card(name, "Enchantment", cost, text=text)


TRIPLER = _enchantment("Mana Tripler", "{4}{G}",
                       "If you tap a permanent for mana, it produces three times as much of that "
                       "mana instead.")
DAMPER = _enchantment("Land Damper", "{2}",
                      "If a land is tapped for mana, it produces {C} instead of any other type "
                      "and amount.")
PAYMENT = _enchantment("Upkeep Toll", "{1}{R}",
                       "At the beginning of your upkeep, sacrifice this enchantment unless you "
                       "pay {1}.")
LONE_SCION = Card("Lone Scion Maker", "Sorcery", "{1}",
                  text='Create a 1/1 colorless Eldrazi Scion creature token. It has "Sacrifice '
                       'this token: Add {C}."')
PLAYERS_LAND = _enchantment("Land Bounty", "{2}{G}",
                            "Whenever a player taps a land for mana, that player adds one mana of "
                            "any type that land produced.")


@pytest.mark.parametrize("card", [TRIPLER, DAMPER, PAYMENT, LONE_SCION, PLAYERS_LAND],
                         ids=lambda c: c.name)
def test_the_text_writes_back_from_its_parts_and_round_trips_through_json(card: Card) -> None:
    parts = compile_text(card.name, card.text, card.types)
    assert from_json(json.loads(json.dumps(to_json(parts)))) == parts
    assert build(card).text_from_parts == card.text


def test_three_times_as_much_of_that_mana() -> None:
    state = table({Zone.BATTLEFIELD: [TRIPLER, "Forest"]})
    after = apply(state, Activate("Forest")).state
    assert after.player("Alice").pool == ("G", "G", "G")


def test_a_land_under_the_damper_makes_one_colorless_a_creature_is_not_a_land() -> None:
    elf = Card("Mana Elf", "Creature — Elf Druid", "{G}", "1", "1", text="{T}: Add {G}.")
    state = table({Zone.BATTLEFIELD: [DAMPER, "Forest", elf]})
    after = apply(state, Activate("Forest")).state
    assert after.player("Alice").pool == ("C",)
    after = apply(after, Activate("Mana Elf")).state  # 106.12: a creature, not a land
    assert sorted(after.player("Alice").pool) == ["C", "G"]


def test_a_player_tapping_a_land_gets_one_more_of_its_type_at_once() -> None:
    defined = build(PLAYERS_LAND)
    assert defined.triggered[0].mana_ability  # no target, adds mana (605.1b)
    state = table({Zone.BATTLEFIELD: ["Island"]}, {Zone.BATTLEFIELD: [PLAYERS_LAND]})
    after = apply(state, Activate("Island")).state  # Bob's enchantment, Alice's land
    assert after.player("Alice").pool == ("U", "U") and not after.stack
    assert after.player("Bob").pool == ()
