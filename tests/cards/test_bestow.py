"""Bestow (702.103): the bestowed face a card with bestow is cast as, built with the card."""

from __future__ import annotations

import pickle

from rulings_kit.cards.lower import check_record
from rulings_kit.cards.oracle import compile_card
from rulings_kit.core.bestow import BESTOW, bestowed_face
from rulings_kit.core.statics import Enchant
from rulings_kit.data import carddb


def _boon_satyr():  # type: ignore[no-untyped-def]
    record = carddb.packaged().record("Boon Satyr")
    return check_record(record, compile_card(record))


def test_the_bestowed_face_is_an_aura_with_enchant_creature_and_no_creature_in_it() -> None:
    card = _boon_satyr()
    assert str(dict(card.alternative_costs)[BESTOW]) == "{3}{G}{G}"
    aura = bestowed_face(card)
    assert aura is not None
    assert (aura.types, aura.subtypes, aura.power, aura.toughness) == (
        ("Enchantment",), ("Aura",), None, None)  # 702.103b, 205.1a
    assert [e.what for e in aura.of_kind(Enchant)] == ["creature"]
    assert len(aura.modes) == 1 and len(aura.modes[0].targets) == 1  # 303.4a: a target
    assert (card.types, card.power) == (("Enchantment", "Creature"), 4)  # cast normally


def test_a_card_with_bestow_is_a_value() -> None:
    card = _boon_satyr()
    assert pickle.loads(pickle.dumps(card)) == card
    assert bestowed_face(pickle.loads(pickle.dumps(card))) == bestowed_face(card)
