""""Whenever you cycle or discard another card" (702.29a, 702.29d), "Whenever you cast
your second spell each turn" (601.2i) and Magecraft's "Whenever you cast or copy an instant
or sorcery spell" (207.2c, 707.10): the patterns cards compose are values, the words come
back as printed, and what the engine can't count stays refused."""

from __future__ import annotations

import pickle

import pytest

from rulings_kit.cards import model as m
from rulings_kit.cards.lower import build
from rulings_kit.cards.oracle import compile_card
from rulings_kit.core.conditions import CastAs
from rulings_kit.core.copy_patterns import CopiesSpell
from rulings_kit.core.cycle_patterns import Cycles
from rulings_kit.core.definitions import TriggeredAbility
from rulings_kit.core.filters import ObjectTest
from rulings_kit.core.nth_spell_patterns import CastsNth
from rulings_kit.core.patterns import Actor, Casts
from rulings_kit.errors import OracleTextError


def _card(text: str) -> m.Card:
    return m.Card("Test Card", "Creature — Spirit", "{2}", "2", "2", text=text)


def _cast_test(text: str) -> ObjectTest:
    """The test of the spell a "Whenever you cast ..." ability's pattern has."""
    ability = build(_card(text)).abilities[-1]
    assert isinstance(ability, TriggeredAbility) and isinstance(ability.trigger.test, Casts)
    test = ability.trigger.test.test
    assert test is not None
    return test


#: "instant or sorcery spell", as a cast or copied spell is tested
_SPELLS = _cast_test("Whenever you cast an instant or sorcery spell, you gain 1 life.")


@pytest.mark.parametrize(("event", "pattern"), [
    ("you cycle a card", Cycles(Actor.YOU)),
    ("a player cycles a card", Cycles(Actor.ANY)),
    ("you cycle another card", Cycles(Actor.YOU, another=True)),
    ("you cycle or discard a card", Cycles(Actor.YOU, or_discards=True)),
    ("an opponent cycles or discards another card",
     Cycles(Actor.OPPONENT, or_discards=True, another=True)),
    ("you cast your second spell each turn", CastsNth(Actor.YOU, 2, CastAs())),
    ("an opponent casts their first spell each turn", CastsNth(Actor.OPPONENT, 1, CastAs())),
    ("you cast your first enchantment spell each turn",
     CastsNth(Actor.YOU, 1, CastAs(frozenset({"Enchantment"})))),
    ("an opponent casts their first noncreature spell each turn",
     CastsNth(Actor.OPPONENT, 1, CastAs(lacks=frozenset({"Creature"})))),
    ("you cast your first spell during each opponent's turn",
     CastsNth(Actor.YOU, 1, CastAs(), opponents_turn=True)),
    ("you cast or copy an instant or sorcery spell", CopiesSpell(Actor.YOU, _SPELLS, True)),
    ("you copy an instant or sorcery spell", CopiesSpell(Actor.YOU, _SPELLS)),
])
def test_the_pattern_is_a_value(event: str, pattern: object) -> None:
    text = f"Whenever {event}, you gain 1 life."
    ability = build(_card(text)).abilities[-1]
    assert isinstance(ability, TriggeredAbility)
    assert ability.trigger.test == pattern
    assert pickle.loads(pickle.dumps(pattern)) == pattern
    (parsed,) = compile_card(_card(text)).abilities
    assert parsed.text() == text


@pytest.mark.parametrize("text", [
    # a spell as it was cast from a zone: not kept
    "Whenever you cast your first instant or sorcery spell from your graveyard each turn, "
    "you gain 1 life.",
])
def test_refused(text: str) -> None:
    with pytest.raises(OracleTextError):
        build(_card(text))
