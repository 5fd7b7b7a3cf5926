"""Issue 11: a bundled card's definition is data. Every card, tokens included, writes
to JSON and reads back equal, and the card built from what was read back is the card
the toolkit plays (same rules text, same characteristics). That ``core`` imports
nothing from ``cards`` is tests/test_layers.py's check."""

from __future__ import annotations

import json

import pytest

from rulings_kit.cards import card_names, get_card
from rulings_kit.cards.bundled import card_data
from rulings_kit.cards.lower import build
from rulings_kit.cards.model import Card, from_json, to_json
from rulings_kit.errors import DataError


def test_every_bundled_card_is_written_tokens_included() -> None:
    assert {"Eldrazi Scion", "Thopter"} <= set(card_names())  # the tokens cards create


@pytest.mark.parametrize("name", card_names())
def test_a_bundled_card_round_trips_through_json(name: str) -> None:
    card = card_data(name)
    written = json.dumps(to_json(card))
    read = from_json(json.loads(written))
    assert read == card
    rebuilt, played = build(read), get_card(name)
    assert rebuilt.text_from_parts == played.text_from_parts
    assert (rebuilt.mana_cost, rebuilt.colors, rebuilt.types, rebuilt.subtypes) == (
        played.mana_cost, played.colors, played.types, played.subtypes)


def test_a_definition_holding_a_closure_cannot_be_written() -> None:
    closure = Card("Odd", "Instant", "{R}", abilities=(lambda: None,))  # type: ignore[arg-type]
    with pytest.raises(DataError, match="function"):
        to_json(closure)
