"""Cleave [cost] (702.148a): the alternative cost, and the spell its text change makes, the
words in square brackets removed (612.1), read by the grammar from the changed text and
built as the card is (the card's own text reads the words without their brackets)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from rulings_kit.cards import model as m
from rulings_kit.cards.oracle.text import cleaved_text
from rulings_kit.core import definitions as d
from rulings_kit.core.cleave import CLEAVED, Cleaved
from rulings_kit.errors import OracleTextError


def cleaved(card: m.Card, built: d.CardDef, text: str,
            define: Callable[[m.Card], d.CardDef]) -> d.CardDef:
    """``built`` (the definition of ``card``) with its cleave ability, ``text``: the spell
    ``card`` is with its text changed (702.148a), built by ``define``. A card given as parts
    has no words to remove."""
    if card.parts() is not None:
        raise OracleTextError(card.name, text, text, "a card given as text, whose words in "
                              "square brackets cleave removes (702.148a)",
                              keyword=m.KeywordName.CLEAVE)
    spell = define(replace(card, text=cleaved_text(card.text, m.KeywordName.CLEAVE)))
    spell = replace(spell, layout=CLEAVED)  # written by its card's name (trace.serial)
    return replace(built, abilities=(*built.abilities, Cleaved(spell, text)))


__all__ = ["cleaved"]
