"""Overload [cost] (702.96a): the alternative cost, and the spell its text change makes,
"each" for every "target" (702.96c, 612.1), read by the grammar from the changed text and
built as the card is."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from rulings_kit.cards import model as m
from rulings_kit.cards.oracle.text import overloaded_text
from rulings_kit.core import definitions as d
from rulings_kit.core.overload import OVERLOADED, Overloaded
from rulings_kit.errors import OracleTextError


def overloaded(card: m.Card, built: d.CardDef, text: str,
               define: Callable[[m.Card], d.CardDef]) -> d.CardDef:
    """``built`` (the definition of ``card``) with its overload ability, ``text``: the spell
    ``card`` is with its text changed (702.96a), built by ``define``. A card given as parts
    has no words to change, and a changed spell that still targets is refused (702.96b)."""
    if card.parts() is not None:
        raise OracleTextError(card.name, text, text, "a card given as text, whose words "
                              "overload changes (702.96a)", keyword=m.KeywordName.OVERLOAD)
    spell = define(replace(card, text=overloaded_text(card.text, m.KeywordName.OVERLOAD)))
    if any(mode.targets for mode in spell.modes):
        raise OracleTextError(card.name, text, text, "a spell that has no targets once "
                              "overloaded (702.96b)", keyword=m.KeywordName.OVERLOAD)
    spell = replace(spell, layout=OVERLOADED)  # written by its card's name (trace.serial)
    return replace(built, abilities=(*built.abilities, Overloaded(spell, text)))


__all__ = ["overloaded"]
