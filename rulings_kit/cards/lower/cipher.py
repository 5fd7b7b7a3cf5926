"""Cipher (702.99a) as the two abilities it represents: the spell's last instruction, and
the triggered ability the encoded card gives the creature it is encoded on, which the card
carries in exile (rulings_kit.core.encoded)."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from rulings_kit.cards import model as m
from rulings_kit.core import definitions as d
from rulings_kit.core import events as ev
from rulings_kit.core.effects.cipher import CastEncodedCopy, Encode
from rulings_kit.core.encoded import RULE, EncodedDealsCombatDamage
from rulings_kit.core.state import Zone

#: cipher's spell ability (702.99a)
ENCODE = Encode("If this spell is represented by a card, you may exile this card encoded on "
                "a creature you control.")


@cache  # one ability for every card with cipher: a trace reads it back as the same
def encoded_ability() -> d.TriggeredAbility:
    """The ability the creature has while the card is encoded on it (702.99a): "Whenever
    this creature deals combat damage to a player, you may copy the encoded card and you
    may cast the copy without paying its mana cost." It works from the exile zone, where
    the card is."""
    damage = d.Trigger(ev.DamageDealt, EncodedDealsCombatDamage(),
                       "Whenever this creature deals combat damage to a player",
                       zone=Zone.EXILE, rule=RULE)
    cast = CastEncodedCopy("You may copy the encoded card and you may cast the copy without "
                           "paying its mana cost.")
    return d.TriggeredAbility(damage, (cast,), keyword=m.KeywordName.CIPHER)


def with_encode(mode: d.Mode) -> d.Mode:
    """The spell's one mode with cipher's instruction last: the card is encoded just after
    the spell's other effects (its ruling)."""
    return replace(mode, effects=(*mode.effects, ENCODE))


__all__ = ["ENCODE", "encoded_ability", "with_encode"]
