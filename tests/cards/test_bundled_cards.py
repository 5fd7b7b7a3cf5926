"""Every bundled card is built from its Oracle text: the compiler reads each one and the
interpreter builds every part (no card keeps a definition written by hand), and the
scenario files, all of which pass, play them."""

from __future__ import annotations

import pytest

from rulings_kit import data
from rulings_kit.cards import card_names, get_card


def test_the_bundled_cards_are_the_bundled_data_s() -> None:
    assert set(card_names()) == set(data.card_names())
    assert {"Eldrazi Scion", "Thopter"} <= set(card_names())  # the tokens the cards create


@pytest.mark.parametrize("name", card_names())
def test_a_bundled_card_is_defined_by_the_interpreter_from_its_oracle_text(name: str) -> None:
    card = get_card(name)
    assert card.text_from_parts is not None  # built from the typed parts of its text
    assert card.oracle_text == data.card(name).text
