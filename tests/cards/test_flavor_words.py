"""Flavor words (207.2d): "Sneak Attack — Whenever ... attacks, ..." reads as the ability after
the dash, the words kept to write the line back; they change nothing the card does. They are a
closed list, the words printed on cards: other words before a dash are refused, and keywords
are never taken for flavor words."""

from __future__ import annotations

import pytest

from rulings_kit.cards import Card, build
from rulings_kit.cards.model import FlavoredAbility, TriggeredAbilityText
from rulings_kit.cards.oracle import compile_text
from rulings_kit.errors import RulingsError

OWLBEAR = "Trample\nKeen Senses — When Owlbear enters the battlefield, draw a card."


def test_flavor_words_read_as_the_ability_after_the_dash_and_write_back() -> None:
    _, flavored = compile_text("Owlbear", OWLBEAR, ("Creature",)).abilities
    assert isinstance(flavored, FlavoredAbility) and flavored.words == "Keen Senses"
    assert isinstance(flavored.ability, TriggeredAbilityText)
    assert flavored.text() == "Keen Senses — When ~ enters, draw a card."


def test_flavor_words_change_nothing_the_card_does() -> None:
    plain = build(Card("Owlbear", "Creature — Bird Bear", "{4}{G}{G}", power="4", toughness="4",
                       text="Trample\nWhen Owlbear enters the battlefield, draw a card."))
    flavored = build(Card("Owlbear", "Creature — Bird Bear", "{4}{G}{G}", power="4", toughness="4",
                          text=OWLBEAR))
    assert flavored.abilities == plain.abilities


@pytest.mark.parametrize("text", [
    "Grant an Advantage — Draw a card.",  # a spell's instruction: not an ability of a permanent
    "Bear Hug — When ~ enters, draw a card.",  # no card prints these words
])
def test_what_is_not_flavor_words_before_an_ability_is_refused(text: str) -> None:
    with pytest.raises(RulingsError):
        build(Card("Flavored", "Creature — Bear", "{1}{G}", power="2", toughness="2", text=text))


def test_a_keyword_with_its_dash_is_the_keyword_not_flavor_words() -> None:
    (line,) = compile_text("Flavored", "Companion — Each nonland card in your starting deck "
                           "has mana value 3 or less.", ("Creature",)).abilities
    assert not isinstance(line, FlavoredAbility)
