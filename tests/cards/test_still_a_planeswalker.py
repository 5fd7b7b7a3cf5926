""""... becomes a 5/5 Human Soldier creature with indestructible that's still a
planeswalker" (205.1b: the permanent keeps its card types), and "Until end of turn, ~
becomes ..." with the duration said first (611.2a)."""

from __future__ import annotations

import json

import pytest

from rulings_kit.cards.lower import build
from rulings_kit.cards.model import Card, from_json, to_json
from rulings_kit.cards.oracle import compile_text
from rulings_kit.cards.oracle.text import normalise
from rulings_kit.core import Activate, Resolve, apply
from rulings_kit.core.card_types import CardType
from rulings_kit.core.characteristics import card_types, power_toughness
from rulings_kit.core.state import Zone
from tests.cards.play import table

WALKER = Card("Gideon Test", "Legendary Planeswalker — Gideon", "{2}{W}", loyalty="3",
              text="[0]: Until end of turn, this planeswalker becomes a 4/4 Human Soldier creature with "
                   "indestructible that's still a planeswalker.")
MANLAND = Card("Test Colonnade", "Land", "",
               text="{1}: Until end of turn, this land becomes a 2/2 Elemental creature. It's still a "
                    "land.")


@pytest.mark.parametrize("card", [WALKER, MANLAND], ids=lambda c: c.name)
def test_the_text_writes_back_and_round_trips_through_json(card: Card) -> None:
    parts = compile_text(card.name, card.text, card.types)
    assert from_json(json.loads(json.dumps(to_json(parts)))) == parts
    said = build(card).text_from_parts
    assert said is not None
    assert normalise(said, card.name) == normalise(card.text, card.name)


def test_a_planeswalker_creature_keeps_its_type() -> None:
    state = table({Zone.BATTLEFIELD: [WALKER]})
    (gideon,) = state.permanents("Alice")
    state = state.with_object(gideon.with_counters("loyalty", 3))
    state = apply(state, Activate("Gideon Test", ability=1)).state
    state = apply(state, Resolve(count=None)).state
    (gideon,) = state.permanents("Alice")
    assert {CardType.CREATURE, CardType.PLANESWALKER} <= card_types(state, gideon)
    assert power_toughness(state, gideon) == (4, 4)
