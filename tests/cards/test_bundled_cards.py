"""Which bundled cards are built from their Oracle text and which keep a hand-built
definition: every card of the first list compiles and builds, every card of the second
is still refused (so a card the compiler learns moves lists, and the scenario files,
all of which pass, play both kinds)."""

from __future__ import annotations

import pytest

from rulings_kit import data
from rulings_kit.cards import card_names, get_card
from rulings_kit.cards.build import build, card_from_record
from rulings_kit.cards.bundled import FROM_ORACLE_TEXT
from rulings_kit.errors import CardDefinitionError

#: bundled cards whose definitions are written by hand in rulings_kit/cards/pool.py,
#: with the part of their text the compiler or the interpreter doesn't have yet
HAND_BUILT = {
}


def test_every_bundled_card_is_in_exactly_one_list() -> None:
    assert FROM_ORACLE_TEXT.isdisjoint(HAND_BUILT)
    assert FROM_ORACLE_TEXT | set(HAND_BUILT) == set(card_names())


@pytest.mark.parametrize("name", sorted(FROM_ORACLE_TEXT))
def test_a_card_from_its_oracle_text_is_defined_by_the_interpreter(name: str) -> None:
    card = get_card(name)
    assert card.text_from_parts is not None  # built from the typed parts of its text
    assert card.oracle_text == data.card(name).text


@pytest.mark.parametrize("name", sorted(HAND_BUILT))
def test_a_hand_built_card_is_still_refused_by_the_compiler_or_interpreter(name: str) -> None:
    with pytest.raises(CardDefinitionError):
        build(card_from_record(data.card(name)))
    assert get_card(name).text_from_parts is None
