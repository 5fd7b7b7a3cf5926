"""Keywords that stand for abilities of their own, built as the engine's abilities:
rebound (702.88a) and miracle (702.94a)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

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
from rulings_kit.core.state import GameObject, GameState, Zone
from rulings_kit.core.turn_record import Did


def rebound(triggered_before: int) -> tuple[Any, ...]:
    """Rebound (702.88a): cast from its owner's hand, the spell goes to exile instead of
    the graveyard as it resolves; then, at the beginning of its owner's next upkeep, they
    may cast it from exile without paying its mana cost (a delayed trigger, 603.7).
    ``triggered_before``: how many triggered abilities the card has before this one."""
    upkeep = replace(trigger(m.StepEvent("upkeep", "your"), "At the beginning of your next "
                             "upkeep"), rule="702.88a")
    cast = d.TriggeredAbility(upkeep, (CastWithoutPayingManaCost(only_subject=True),),
                              delayed=True)
    return d.SelfReplacement(True, Zone.EXILE, "Rebound", then=triggered_before), cast


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


__all__ = ["miracle", "rebound"]
