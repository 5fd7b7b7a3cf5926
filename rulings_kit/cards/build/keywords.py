"""Keywords that stand for abilities of their own, built as the engine's abilities:
rebound (702.88a) and miracle (702.94a)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from rulings_kit.cards import model as m
from rulings_kit.cards.build.triggers import trigger
from rulings_kit.core import definitions as d
from rulings_kit.core import events as ev
from rulings_kit.core.effects.spells import (
    CastForMiracleCost,
    CastWithoutPayingManaCost,
    reveal_for_miracle,
)
from rulings_kit.core.mana import ManaCost
from rulings_kit.core.rebound import REBOUND
from rulings_kit.core.state import GameObject, GameState, Zone
from rulings_kit.core.turn_record import Did


def rebound_trigger() -> d.TriggeredAbility:
    """Rebound (702.88a), the delayed triggered ability it creates as the spell is exiled
    instead of going to the graveyard (603.7): "at the beginning of your next upkeep, you
    may cast this card from exile without paying its mana cost". The replacement itself is
    the engine's (rulings_kit.core.rebound); this is the ability it sets up, the same for
    a printed rebound and a granted one."""
    upkeep = replace(trigger(m.StepEvent("upkeep", "your"), "At the beginning of your next "
                             "upkeep"), rule="702.88a")
    return d.TriggeredAbility(upkeep, (CastWithoutPayingManaCost(only_subject=True),),
                              delayed=True, keyword=REBOUND)


def keyword_triggers(keywords: Iterable[str]) -> tuple[d.TriggeredAbility, ...]:
    """The triggered abilities that granted ``keywords`` stand for, which a static ability
    that grants them carries (611.3a): rebound's delayed trigger."""
    return (rebound_trigger(),) if REBOUND in keywords else ()


#: what cycling does (702.29a): "Draw a card."
CYCLING_DRAWS = m.Draw(None, m.Fixed(1))


def cycling(cost: ManaCost, draw: tuple[d.Effect, ...]) -> d.ActivatedAbility:
    """Cycling (702.29a): "[Cost], Discard this card: Draw a card." (``draw``, built from
    CYCLING_DRAWS), an activated ability that functions only while the card is in its
    owner's hand."""
    return d.ActivatedAbility(d.Cost(cost, discard_self=True), draw, zone=Zone.HAND)


def miracle(cost: str) -> d.TriggeredAbility:
    """Miracle (702.94a): as its owner draws it as the first card they drew this turn, they
    may reveal it; when they do, they may cast it by paying ``cost`` rather than its mana
    cost. It triggers from the hand."""
    price = ManaCost.parse(cost)

    def drawn_first(e: ev.Event, me: GameObject, s: GameState) -> bool:
        assert isinstance(e, ev.CardDrawn)
        return e.card.id == me.id and s.this_turn.count(Did.DRAW, e.player) == 1

    revealed = d.Trigger(ev.CardDrawn, drawn_first, "When you reveal this card this way",
                         zone=Zone.HAND, rule="702.94a", choice=reveal_for_miracle(price))
    return d.TriggeredAbility(revealed, (CastForMiracleCost(price),), keyword="Miracle")


__all__ = ["CYCLING_DRAWS", "cycling", "keyword_triggers", "miracle", "rebound_trigger"]
