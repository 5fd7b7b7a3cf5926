"""Bestow [cost] (702.103a): the alternative cost of casting the card bestowed, and the
characteristics it has then (702.103b): an Aura enchantment with enchant creature."""

from __future__ import annotations

from dataclasses import replace

from rulings_kit.cards import model as m
from rulings_kit.cards.lower.statics import enchant
from rulings_kit.core import definitions as d
from rulings_kit.core.bestow import BESTOWED, Bestowed
from rulings_kit.core.card_types import CardType, EnchantmentType

#: "Enchant creature", which a spell cast bestowed gains (702.103b)
ENCHANT_CREATURE = m.Keyword(m.KeywordName.ENCHANT, filter=m.Filter((m.CREATURE,)))


def bestowed(card: d.CardDef, text: str) -> d.CardDef:
    """``card`` with its bestow ability, ``text``: what the card is when cast bestowed, an
    Aura enchantment that isn't a creature and has no creature types, with enchant
    creature and the card's other abilities (702.103b, 205.1a)."""
    found, mode = enchant(ENCHANT_CREATURE, is_aura=True)
    aura = replace(card, types=(CardType.ENCHANTMENT,), subtypes=(EnchantmentType.AURA,),
                   power=None, toughness=None, abilities=(*card.abilities, found),
                   modes=(mode,), layout=BESTOWED)
    return replace(card, abilities=(*card.abilities, Bestowed(aura, text)))


__all__ = ["bestowed"]
