"""Disturb (702.146a): cast transformed from the graveyard; the back face's mana value
(712.8c, 712.8e) and its "exile it instead" ability (614.1a)."""

from __future__ import annotations

from rulings_kit.cards.lower import check_record
from rulings_kit.cards.oracle import compile_card
from rulings_kit.core.characteristics import mana_value
from rulings_kit.core.definitions import GoesInstead
from rulings_kit.core.state import GameObject, Zone
from rulings_kit.core.zone_casts import permissions
from rulings_kit.data import carddb


def _card():  # type: ignore[no-untyped-def]
    record = carddb.packaged().record("Beloved Beggar // Generous Soul")
    return check_record(record, compile_card(record))


def test_disturb_casts_the_card_transformed_for_its_cost() -> None:
    card = _card()
    [disturb] = permissions(GameObject(1, card, "Alice", "Alice", Zone.GRAVEYARD))
    assert (disturb.alt, disturb.transformed, disturb.alternative, disturb.exiled) == (
        "disturb", True, True, False)  # the back face exiles it, not disturb (702.146a)
    assert str(disturb.cost.mana) == "{4}{W}{W}"


def test_the_back_face_has_the_front_faces_mana_value() -> None:
    card = _card()
    back = card.faces[1]
    assert back.mana_cost is None
    for zone in (Zone.STACK, Zone.BATTLEFIELD):  # 712.8c, 712.8e
        assert mana_value(GameObject(1, back, "Alice", "Alice", zone, whole=card)) == 2


def test_only_the_back_face_exiles_itself() -> None:
    card = _card()
    assert [a.anywhere for a in card.faces[1].of_kind(GoesInstead)] == [True]
    assert not card.faces[0].of_kind(GoesInstead)
