"""Awaken N—[cost] (702.113a): the alternative cost, and the spell it makes, with awaken's
spell ability and its target after the card's own, read by the grammar from that text and
built as the card is."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from rulings_kit.cards import model as m
from rulings_kit.cards.oracle.text import awakened_text
from rulings_kit.core import definitions as d
from rulings_kit.core.awaken import AWAKENED, Awakened
from rulings_kit.errors import OracleTextError


def awakened(card: m.Card, built: d.CardDef, n: int, text: str,
             define: Callable[[m.Card], d.CardDef]) -> d.CardDef:
    """``built`` (the definition of ``card``) with its awaken ability, ``text``: the spell
    ``card`` is when its awaken cost is paid, built by ``define`` (702.113a). A card given as
    parts has no words to add to."""
    if card.parts() is not None:
        raise OracleTextError(card.name, text, text, "a card given as text, to which awaken "
                              "adds its spell ability (702.113a)", keyword=m.KeywordName.AWAKEN)
    spell = define(replace(card, text=awakened_text(card.text, m.KeywordName.AWAKEN, n)))
    spell = replace(spell, layout=AWAKENED)  # written by its card's name (trace.serial)
    return replace(built, abilities=(*built.abilities, Awakened(spell, text)))


__all__ = ["awakened"]
