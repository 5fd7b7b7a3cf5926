"""Every keyword a card prints is one the engine implements; any other is an error when
the card is defined, never silently inert."""

from __future__ import annotations

import pytest

from rulings_kit import data
from rulings_kit.cards import Card, build, card_names, get_card
from rulings_kit.core.keywords import KEYWORDS
from rulings_kit.errors import CardDefinitionError


def test_every_printed_keyword_of_a_bundled_card_is_implemented() -> None:
    for name in card_names():
        printed = set(data.card(name).keywords)
        assert printed <= set(KEYWORDS), name
        get_card(name)  # defines without error


def test_a_keyword_the_engine_does_not_implement_is_an_error_at_definition() -> None:
    with pytest.raises(CardDefinitionError,
                       match="Casualty Bears: the keyword Casualty isn't supported yet"):
        build(Card("Casualty Bears", "Creature — Bear", "{1}{G}", "2", "2", text="Casualty 1"))
