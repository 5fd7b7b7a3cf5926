"""The interpreter: a :class:`~rulings_kit.cards.model.Card` (data) becomes the engine's
:class:`~rulings_kit.core.definitions.CardDef`.

Printed characteristics come from the type line, mana cost, P/T and loyalty (202-209);
the abilities from the typed parts (given, or compiled from the Oracle text), each
interpreted into the engine's general parts. A part the engine can't carry out is
refused with an :class:`~rulings_kit.errors.OracleTextError` naming the card, the
sentence and the words: never a silently inert sentence.
"""

from __future__ import annotations

from rulings_kit.cards.lower.abilities import definition
from rulings_kit.cards.lower.filters import Unsupported
from rulings_kit.cards.model import Card, CardText
from rulings_kit.core.definitions import CardDef
from rulings_kit.data.records import CardRecord


def build(card: Card) -> CardDef:
    """The engine's definition of ``card``; raises :class:`OracleTextError` (a
    :class:`CardDefinitionError`) for a part the engine can't carry out."""
    return definition(card)


def check_record(record: CardRecord, parts: CardText) -> CardDef:
    """The definition of a card record whose text compiled to ``parts``: raises
    :class:`OracleTextError` when the engine can't carry one of them out (the "playable"
    check of ``rulings-kit cards`` and of the coverage figures)."""
    return definition(card_from_record(record), parts)


def card_from_record(record: CardRecord) -> Card:
    """The :class:`Card` of an Oracle record (MTGJSON, Scryfall or the bundled data); a
    card with several faces has a card for each face (708-712, 715)."""
    if len(record.faces) > 1:
        return Card(name=record.name, type_line=record.type_line,
                    mana_cost=record.mana_cost or "", text=record.text,
                    rulings=tuple(r.text for r in record.rulings),
                    faces=tuple(card_from_record(f) for f in record.faces),
                    layout=record.layout)
    return Card(
        name=record.name,
        type_line=record.type_line,
        mana_cost=record.mana_cost or "",
        power=record.power,
        toughness=record.toughness,
        loyalty=record.loyalty,
        text=record.text,
        rulings=tuple(r.text for r in record.rulings),
        # MTGJSON's colorIndicator, Scryfall's color_indicator (202.2e)
        color_indicator=tuple(record.raw.get("colorIndicator")
                              or record.raw.get("color_indicator") or ()),
    )


__all__ = ["Unsupported", "build", "card_from_record", "check_record"]
