""""A Blood token", "creature tokens you control" (111.1): the filter's noun "token" is a
test of the object, never dropped; and "Equip Knight {1}" targets only a Knight its
activator controls (702.6c)."""

from __future__ import annotations

import pytest

from rulings_kit.cards import model as m
from rulings_kit.cards.lower import build
from rulings_kit.cards.lower.filters import filter_test
from rulings_kit.cards.oracle import compile_card
from rulings_kit.core.definitions import ActivatedAbility
from rulings_kit.core.state import Kind, Zone
from rulings_kit.core.values import evolve
from rulings_kit.errors import OracleTextError
from tests.cards.play import table


def _card(text: str, type_line: str = "Creature — Spirit") -> m.Card:
    return m.Card("Test Card", type_line, "{2}", "2", "2", text=text)


def test_a_token_is_a_token() -> None:
    (ability,) = compile_card(_card("Creature tokens you control get +1/+1.")).abilities
    assert ability.text() == "Creature tokens you control get +1/+1."
    bears = m.Card("Bears", "Creature — Bear", "{2}", "2", "2")
    state = table({Zone.BATTLEFIELD: [bears, bears]})
    card, other = state.permanents("Alice")
    token = evolve(other, kind=Kind.TOKEN)
    test = filter_test(m.Filter((m.CREATURE,), noun=m.FilterNoun.TOKEN))
    assert test(state, card, token) and not test(state, card, card)


def test_equip_with_a_quality_targets_only_it() -> None:
    card = build(_card("Equip Knight {1}\nEquip {3}", "Artifact — Equipment"))
    knight, anyone = [a for a in card.abilities if isinstance(a, ActivatedAbility)]
    assert knight.targets[0].what == "target Knight you control"
    assert knight.targets[0] != anyone.targets[0]


@pytest.mark.parametrize("text", ["Equip planeswalker {1}"])  # another ability (702.6e)
def test_refused(text: str) -> None:
    with pytest.raises(OracleTextError):
        build(_card(text, "Artifact — Equipment"))
