"""Keywords that trigger as their spell is cast, "When you cast this spell, ..." (603.2,
601.2i), each functioning only while its spell is on the stack: cascade (702.85a), storm
(702.40a), ripple N (702.60a), demonstrate (702.144a), and the copies
of replicate (702.56a), conspire (702.78a) and casualty (702.153a). Granting one is refused
(``statics.TRIGGERED_KEYWORDS``)."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from rulings_kit.cards import model as m
from rulings_kit.cards.lower.triggers import trigger
from rulings_kit.core import definitions as d
from rulings_kit.core.conditions import SourceCostPaid
from rulings_kit.core.effects.cast_triggers import (
    Cascade,
    Copies,
    CopyThisSpell,
    Demonstrate,
    Ripple,
)
from rulings_kit.core.mana import ManaCost
from rulings_kit.core.optional_costs import OptionalCost


def _when_cast(keyword: m.KeywordName, rule: str, effect: d.Effect) -> d.TriggeredAbility:
    """A keyword's triggered ability that functions only while its spell is on the stack:
    "When you cast this spell, [effect]" (603.2, 601.2i)."""
    cast = m.PlayerEvent(m.Actor.YOU, m.PlayerVerb.CAST_THIS_SPELL)
    when = replace(trigger(cast, "When you cast this spell"), rule=rule)
    return d.TriggeredAbility(when, (effect,), keyword=keyword)


@cache  # one ability for every card with cascade: a trace reads it back as the same
def cascade() -> d.TriggeredAbility:
    """Cascade (702.85a): "When you cast this spell, exile cards from the top of your
    library until you exile a nonland card whose mana value is less than this spell's
    mana value. You may cast that card without paying its mana cost ..." Each instance
    triggers on its own (702.85c)."""
    return _when_cast(m.KeywordName.CASCADE, "702.85a", Cascade())


@cache
def storm() -> d.TriggeredAbility:
    """Storm (702.40a): "When you cast this spell, copy it for each other spell that was
    cast before it this turn. If the spell has any targets, you may choose new targets for
    any of the copies." Each instance triggers on its own (702.40b)."""
    return _when_cast(m.KeywordName.STORM, "702.40a", CopyThisSpell(Copies.STORM))


def replicate(cost: str) -> tuple[tuple[OptionalCost, ManaCost], d.TriggeredAbility]:
    """Replicate [cost] (702.56a): "As an additional cost to cast this spell, you may pay
    [cost] any number of times" (the optional cost, ``extra = {replicate = N}``) and "When
    you cast this spell, if a replicate cost was paid for it, copy it for each time its
    replicate cost was paid. If the spell has any targets, you may choose new targets for
    any of the copies." """
    copies = _when_cast(m.KeywordName.REPLICATE, "702.56a", CopyThisSpell(Copies.REPLICATE))
    paid = replace(copies, intervening_if=SourceCostPaid(OptionalCost.REPLICATE))
    return (OptionalCost.REPLICATE, ManaCost.parse(cost)), paid


def copied_if_paid(keyword: m.KeywordName, n: int = 0) -> tuple[d.PaidWithObjects,
                                                                  d.TriggeredAbility]:
    """Conspire (702.78a): "As an additional cost to cast this spell, you may tap two
    untapped creatures you control that each share a color with it"; casualty N
    (702.153a): "... you may sacrifice a creature with power N or greater"; and for both,
    "When you cast this spell, if its [keyword] cost was paid, copy it. If the spell has
    any targets, you may choose new targets for the copy." """
    cost = OptionalCost(keyword.lower())
    copies = Copies.CONSPIRE if cost is OptionalCost.CONSPIRE else Copies.CASUALTY
    trigger = _when_cast(keyword, copies.value, CopyThisSpell(copies))
    return d.PaidWithObjects(cost, n), replace(trigger, intervening_if=SourceCostPaid(cost))


def ripple(n: int) -> d.TriggeredAbility:
    """Ripple N (702.60a): "When you cast this spell, you may reveal the top N cards of your
    library ... you may cast any of those cards with the same name as this spell without
    paying their mana costs, then put all revealed cards not cast this way on the bottom of
    your library in any order." Each instance triggers (702.60b)."""
    return _when_cast(m.KeywordName.RIPPLE, "702.60a", Ripple(n))


@cache
def demonstrate() -> d.TriggeredAbility:
    """Demonstrate (702.144a): "When you cast this spell, you may copy it ... If you copy the
    spell, choose an opponent. That player copies the spell ..." """
    return _when_cast(m.KeywordName.DEMONSTRATE, "702.144a", Demonstrate())


__all__ = ["cascade", "copied_if_paid", "demonstrate", "replicate", "ripple",
           "storm"]
