"""The keywords whose cards are used from exile, built as the engine's abilities: madness
(702.35a), whose card is exiled instead as it is discarded and cast from there, suspend
(702.62a), whose card waits in exile with time counters, and foretell (702.143a), whose card
waits there face down (rulings_kit.core.madness, rulings_kit.core.suspend,
rulings_kit.core.foretell)."""

from __future__ import annotations

from dataclasses import replace

from rulings_kit.cards import model as m
from rulings_kit.cards.lower.triggers import trigger
from rulings_kit.core import definitions as d
from rulings_kit.core import events as ev
from rulings_kit.core.conditions import SourceAltCostPaid, SourceHasCounter
from rulings_kit.core.effects.spells import CastForMadnessCost, CastSuspendedCard
from rulings_kit.core.effects.upkeep import RemoveCounterFromSelf
from rulings_kit.core.filters import IsSource
from rulings_kit.core.foretell import FORETELL
from rulings_kit.core.foretell import RULE as FORETELL_RULE
from rulings_kit.core.layer_changes import AddKeywords
from rulings_kit.core.madness import MADNESS
from rulings_kit.core.mana import ManaCost
from rulings_kit.core.patterns import ExiledWithMadness, LastCounterRemoved
from rulings_kit.core.state import Zone
from rulings_kit.core.statics import StaticEffect
from rulings_kit.core.suspend import SUSPEND, SUSPENDED
from rulings_kit.core.suspend import TIME as SUSPEND_TIME


def madness(cost: str) -> d.TriggeredAbility:
    """Madness [cost] (702.35a), its triggered ability: "When this card is exiled this way,
    its owner may cast it by paying [cost] rather than paying its mana cost. If that player
    doesn't, they put this card into their graveyard." It triggers from exile; the exile
    instead of the graveyard is the engine's (rulings_kit.core.madness)."""
    exiled = d.Trigger(ev.ZoneChanged, ExiledWithMadness(), "When this card is exiled this way",
                       zone=Zone.EXILE, rule="702.35a")
    return d.TriggeredAbility(exiled, (CastForMadnessCost(ManaCost.parse(cost)),),
                              keyword=MADNESS)


def suspend(n: int, cost: str, text: str) -> tuple[d.Suspend, d.TriggeredAbility,
                                                  d.TriggeredAbility, StaticEffect]:
    """Suspend N—[cost] (702.62a): the static ability of the special action (116.2f, in
    the hand); "At the beginning of your upkeep, if this card is suspended, remove a time
    counter from it," and "When the last time counter is removed from this card, if it's
    exiled, you may play it without paying its mana cost if able. ...", both from exile;
    and the haste of a creature spell cast that way ("If you cast a creature spell this
    way, it gains haste until you lose control of the spell or the permanent it
    becomes.")."""
    upkeep = replace(trigger(m.StepEvent(m.TriggerStep.UPKEEP, m.StepOwner.YOUR),
                             "At the beginning of your upkeep"), rule="702.62a", zone=Zone.EXILE)
    remove = RemoveCounterFromSelf("Remove a time counter from it.", SUSPEND_TIME, "702.62a",
                                   zone=Zone.EXILE)
    ticks = d.TriggeredAbility(upkeep, (remove,), intervening_if=SourceHasCounter(SUSPEND_TIME),
                               keyword=SUSPEND)
    last = d.Trigger(ev.CountersChanged, LastCounterRemoved(SUSPEND_TIME),
                     "When the last time counter is removed from this card", zone=Zone.EXILE,
                     rule="702.62a")
    cast = d.TriggeredAbility(last, (CastSuspendedCard(SUSPENDED),), keyword=SUSPEND)
    haste = StaticEffect("If you cast a creature spell this way, it gains haste until you lose "
                         "control of the spell or the permanent it becomes.", IsSource(),
                         changes=(AddKeywords(frozenset({m.KeywordName.HASTE})),),
                         condition=SourceAltCostPaid(SUSPENDED))
    return d.Suspend(n, ManaCost.parse(cost), text), ticks, cast, haste


def foretell(cost: str) -> d.CastFromGraveyard:
    """Foretell [cost] (702.143a): the card's permission to be cast from exile, once foretold
    and after that turn, "by paying any foretell cost it has rather than paying that spell's
    mana cost" (an alternative cost, 118.9); foretelling it, the special action, is the
    engine's (``special_actions.foretell``, 116.2h)."""
    return d.CastFromGraveyard(FORETELL, FORETELL_RULE, d.Cost(ManaCost.parse(cost)),
                               alternative=True, exiled=False, spells_only=False,
                               zone=Zone.EXILE)


__all__ = ["foretell", "madness", "suspend"]
