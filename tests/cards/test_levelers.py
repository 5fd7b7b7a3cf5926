"""Levelers (711): level up (702.87a) and the level symbols' striations (711.2), read by
the grammar, written back as the card's text, and built as the engine's abilities."""

from __future__ import annotations

import pickle

import pytest

from rulings_kit.cards.lower import build, check_record
from rulings_kit.cards.model import Card, LevelSymbol, from_json, to_json
from rulings_kit.cards.oracle import compile_card, compile_text
from rulings_kit.core.levels import CountersBetween
from rulings_kit.core.statics import StaticEffect
from rulings_kit.data import carddb
from rulings_kit.errors import OracleTextError

TEXT = ("Level up {2}{G}\nLEVEL 1-3\n4/4\nLEVEL 4+\n6/6\nTrample")


def test_each_level_symbol_holds_its_striation() -> None:
    parts = compile_text("Beastbreaker of Bala Ged", TEXT, ("Creature",))
    symbols = [a for a in parts.abilities if isinstance(a, LevelSymbol)]
    assert [(s.low, s.high, s.power, s.toughness) for s in symbols] == [
        (1, 3, "4", "4"), (4, None, "6", "6")]
    assert [a.text() for a in symbols[1].abilities] == ["Trample"]
    assert parts.text() == TEXT  # the round trip: the parts say what the Oracle text says
    assert from_json(to_json(parts)) == parts


def test_a_level_symbol_without_its_power_toughness_box_is_refused() -> None:
    with pytest.raises(OracleTextError, match="power/toughness box"):
        compile_text("Broken Leveler", "Level up {1}\nLEVEL 1-3\nFlying", ("Creature",))


def test_the_static_ability_of_a_symbol_counts_level_counters() -> None:
    card = build(Card("Beastbreaker of Bala Ged", "Creature — Human Warrior", "{1}{G}",
                      "2", "2", text=TEXT))
    statics = [a for a in card.abilities if isinstance(a, StaticEffect)]
    assert [s.condition for s in statics] == [CountersBetween(1, 3), CountersBetween(4)]
    assert statics[0].text == ("As long as this creature has at least 1 level counter on it, "
                               "but no more than 3 level counters on it, it has base power "
                               "and toughness 4/4.")
    assert "has trample" in statics[1].text
    assert pickle.loads(pickle.dumps(card)) == card


def test_a_quality_in_a_striation_is_refused_not_always_on() -> None:
    """Hexdrinker's protection would be read from its printed lines at every level."""
    record = carddb.packaged().record("Hexdrinker")
    with pytest.raises(OracleTextError, match="Protection from instants"):
        check_record(record, compile_card(record))
