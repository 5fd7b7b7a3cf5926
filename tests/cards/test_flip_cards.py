"""Flip cards (710): their flip conditions read, written back and built, and the flipped
half's characteristics."""

from __future__ import annotations

from rulings_kit.cards.lower import check_record
from rulings_kit.cards.oracle import compile_card, normalise
from rulings_kit.core import definitions as d
from rulings_kit.core.conditions import CreatureDied, SourceHasCounter
from rulings_kit.data import carddb


def _built(name: str) -> tuple[str, d.CardDef]:
    record = carddb.packaged().record(name)
    parts = compile_card(record)
    assert all(normalise(p.text(), p.name) == normalise(f.text, f.name)
               for p, f in zip(parts.faces, record.faces, strict=True))  # the round trip
    return parts.faces[0].text(), check_record(record, parts)


def test_ki_counters_on_it_are_an_intervening_if_clause() -> None:
    text, card = _built("Callow Jushi // Jaraku the Interloper")
    assert "if there are two or more ki counters on this creature, you may flip it" in text
    flips = [a for a in card.abilities if isinstance(a, d.TriggeredAbility)][1]
    assert flips.intervening_if == SourceHasCounter("ki", 2)


def test_conditions_on_deaths_and_cards_in_hand_count() -> None:
    _, kuon = _built("Kuon, Ogre Ascendant // Kuon's Essence")
    assert [a.intervening_if for a in kuon.abilities if isinstance(a, d.TriggeredAbility)] \
        == [CreatureDied(3)]
    text, jushi = _built("Jushi Apprentice // Tomoya the Revealer")
    assert "If you have nine or more cards in hand, flip this creature." in text
    assert "HandAtLeast(9)" in repr(jushi.abilities)


def test_the_flipped_half_keeps_the_cards_color_and_mana_cost() -> None:
    _, kuon = _built("Kuon, Ogre Ascendant // Kuon's Essence")
    front, flipped = kuon.faces
    assert (flipped.colors, flipped.mana_cost) == (front.colors, front.mana_cost)  # 710.1c
    assert front.colors == frozenset({"B"})
