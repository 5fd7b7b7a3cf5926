"""Sagas (714): chapter abilities read, written back and built as triggered abilities,
one for each chapter number (714.2c)."""

from __future__ import annotations

from rulings_kit.cards.lower import check_record
from rulings_kit.cards.model import Chapter, Modal
from rulings_kit.cards.oracle import compile_card, normalise
from rulings_kit.core import definitions as d
from rulings_kit.data import carddb


def test_a_modal_chapter_is_one_modal_ability_for_each_chapter_number() -> None:
    record = carddb.packaged().record("Life of Toshiro Umezawa // Memory of Toshiro")
    parts = compile_card(record)
    saga = parts.faces[0]
    chapters = [a for a in saga.abilities if isinstance(a, Chapter)]
    assert chapters[0].chapters == (1, 2) and isinstance(chapters[0].effect, Modal)
    assert normalise(saga.text(), saga.name) == normalise(record.faces[0].text, saga.name)
    card = check_record(record, parts)
    modal = [a for a in card.abilities if isinstance(a, d.TriggeredAbility) and a.modes]
    assert len(modal) == 2 and all(len(a.modes) == 3 for a in modal)  # 700.2a, 714.2c
