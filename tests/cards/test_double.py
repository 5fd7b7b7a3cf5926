"""Double and triple (701.10, 701.11): a creature's power and toughness and a player's life total
read into their own parts and write themselves back; a duration other than this turn is refused."""

from __future__ import annotations

import pytest

from rulings_kit.cards import Card, build
from rulings_kit.cards.oracle import compile_text
from rulings_kit.core.effects.double import DoubleLife, MultiplyPowerToughness
from rulings_kit.errors import CardDefinitionError


@pytest.mark.parametrize("text", [
    "Double the power of target creature until end of turn.",
    "Double target creature's power and toughness until end of turn.",
    "Double ~'s power and toughness until end of turn.",
    "Triple target creature's power until end of turn.",
    "Double target player's life total.",
    "Double your life total.",
])
def test_doubling_reads_and_writes_back(text: str) -> None:
    (ability,) = compile_text("Doubler", text, ("Instant",)).abilities
    assert ability.text() == text


def test_doubling_lowers_to_the_engine_instructions() -> None:
    card = build(Card("Unleash Fury", "Instant", "{1}{R}",
                      text="Double the power of target creature until end of turn."))
    ((found,),) = [m.effects for m in card.modes]
    assert isinstance(found, MultiplyPowerToughness)
    assert (found.power, found.toughness, found.factor) == (True, False, 2)
    beacon = build(Card("Beacon", "Instant", "{5}{W}", text="Double target player's life total."))
    assert isinstance(beacon.modes[0].effects[0], DoubleLife)


def test_a_doubling_that_lasts_longer_than_the_turn_is_refused() -> None:
    with pytest.raises(CardDefinitionError):
        build(Card("Doubler", "Instant", "{R}",
                   text="Double target creature's power until your next turn."))
