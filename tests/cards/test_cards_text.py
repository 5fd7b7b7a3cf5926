"""Every card's rules text, generated from its typed parts, matches its Oracle text."""

from __future__ import annotations

import pytest

from rulings_kit.cards import card_names, get_card, oracle_without_reminders, rules_text
from rulings_kit.data import card_names as data_card_names
from rulings_kit.errors import UnknownCardError


def test_every_card_in_the_data_is_defined() -> None:
    assert set(card_names()) == set(data_card_names())


@pytest.mark.parametrize("name", card_names())
def test_generated_text_matches_oracle(name: str) -> None:
    card = get_card(name)
    assert rules_text(card) == oracle_without_reminders(card.oracle_text)


def test_unknown_card_suggests_close_names() -> None:
    with pytest.raises(UnknownCardError, match="did you mean 'Shock'"):
        get_card("Shok")


def test_reminder_text_is_stripped_but_rules_text_kept() -> None:
    assert oracle_without_reminders("Flying\nKicker {4} (You may pay {4}.)") == "Flying\nKicker {4}"
