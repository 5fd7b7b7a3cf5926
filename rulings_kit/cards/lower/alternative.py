"""Keywords that put a card into play another way than casting it for its mana cost, built
as the engine's abilities: evoke (702.74a), an alternative cost and the sacrifice it
brings."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from rulings_kit.cards import model as m
from rulings_kit.cards.lower.triggers import trigger
from rulings_kit.core import definitions as d
from rulings_kit.core.conditions import SourceAltCostPaid
from rulings_kit.core.effects.instructions import Motion, MoveObjects
from rulings_kit.core.selection import ItSelf

#: Evoke's name for its cost, as a cast names it (``alt = "evoke"``, 118.9)
EVOKE = m.KeywordName.EVOKE.lower()


@cache  # one ability for every card with evoke: a trace reads it back as the same
def evoke_trigger() -> d.TriggeredAbility:
    """Evoke's triggered ability (702.74a): "When this permanent enters, if its evoke cost
    was paid, its controller sacrifices it." The permanent keeps the alternative cost its
    spell was cast for (``alt_paid``), which the intervening "if" asks (603.4)."""
    enters = replace(trigger(m.ObjectEvent(m.SelfRef(), m.ObjectVerb.ENTERS),
                             "When this permanent enters"), rule="702.74a")
    sacrifice = MoveObjects("Its controller sacrifices it.", ItSelf(), Motion.SACRIFICE)
    return d.TriggeredAbility(enters, (sacrifice,), intervening_if=SourceAltCostPaid(EVOKE),
                              keyword=m.KeywordName.EVOKE)


__all__ = ["EVOKE", "evoke_trigger"]
