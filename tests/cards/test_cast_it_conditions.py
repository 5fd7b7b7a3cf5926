""""When ~ enters, if you cast it from your hand, ..." (603.4, 601.2a): the intervening "if"
asks how the spell that became the permanent was cast (608.3); the test is a value, and
the words stay refused where they would ask about another permanent or another time."""

from __future__ import annotations

import pickle

import pytest

from rulings_kit.cards import model as m
from rulings_kit.cards.lower import build
from rulings_kit.cards.oracle import compile_card
from rulings_kit.core.cast_conditions import YouCastIt
from rulings_kit.core.definitions import TriggeredAbility
from rulings_kit.errors import OracleTextError


def _card(text: str) -> m.Card:
    return m.Card("Test Card", "Creature — Spirit", "{2}", "2", "2", text=text)


@pytest.mark.parametrize(("words", "test"), [
    ("if you cast it", YouCastIt()),
    ("if you cast it from your hand", YouCastIt(from_hand=True)),
    ("if you cast it during your main phase", YouCastIt(main_phase=True)),
])
def test_the_condition_is_a_value(words: str, test: YouCastIt) -> None:
    text = f"When Test Card enters, {words}, you gain 2 life."
    ability = build(_card(text)).abilities[-1]
    assert isinstance(ability, TriggeredAbility)
    assert ability.intervening_if == test
    assert pickle.loads(pickle.dumps(test)) == test and repr(test).startswith("YouCastIt(")
    (parsed,) = compile_card(_card(text)).abilities
    assert parsed.text().replace("~", "Test Card") == text


@pytest.mark.parametrize("text", [
    # the spell that became another permanent, or a permanent of an earlier turn: not kept
    "Whenever another creature enters, if you cast it, you gain 2 life.",
    "When Test Card dies, if you cast it, you gain 2 life.",
    "At the beginning of your upkeep, if you cast it from your hand, you gain 2 life.",
    # a condition joined to it is not read
    "When Test Card enters, if you cast it from your hand and you control a Forest, you "
    "gain 2 life.",
])
def test_refused(text: str) -> None:
    with pytest.raises(OracleTextError):
        build(_card(text))
