"""Keyword triggers on a creature's entering, and what they do as they resolve: evolve
(702.100a), which compares the creature that entered with the creature that has evolve,
and graft (702.58a), which moves a +1/+1 counter onto the creature that entered (122.5).

Evolve's intervening "if" (603.4) is about the creature that entered: :class:`Evolves`
asks it as the ability triggers, :class:`Evolve` again as it resolves, with that creature's
last known power and toughness if it has left the battlefield (608.2h).
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.abilities import TriggerTest
from rulings_kit.core.characteristics import power_toughness
from rulings_kit.core.context import Resolution
from rulings_kit.core.selection import EventSubject, ItSelf
from rulings_kit.core.state import GameObject, GameState, Zone
from rulings_kit.core.values import PART, Part

PLUS_ONE = "+1/+1"


def evolves(state: GameState, entered: GameObject, me: GameObject) -> bool:
    """Evolve's condition (702.100a): ``entered``'s power is greater than ``me``'s and/or its
    toughness is greater than ``me``'s, power compared to power and toughness to toughness;
    a noncreature has neither (702.100c)."""
    theirs, mine = power_toughness(state, entered), power_toughness(state, me)
    if theirs is None or mine is None:
        return False
    return theirs[0] > mine[0] or theirs[1] > mine[1]


@dataclass(**PART)
class Evolves(Part):
    """Evolve's trigger (702.100a): ``enters`` ("a creature you control enters") and, as an
    intervening "if" asked as it triggers (603.4), that creature is greater than this one
    in power or toughness; a creature that isn't never makes it trigger."""

    enters: TriggerTest

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> GameObject | None:
        hit = self.enters(e, me, s)
        return hit if isinstance(hit, GameObject) and evolves(s, hit, me) else None


def _me(ctx: Resolution) -> GameObject | None:
    found = ItSelf().objects(ctx)
    return found[0] if found and found[0].zone is Zone.BATTLEFIELD else None


@dataclass(frozen=True)
class Evolve:
    """What evolve does as it resolves (702.100a): the comparison again (603.4), with the
    creature that entered as it last existed if it has left (608.2h); then a +1/+1 counter
    on this creature, which evolves (702.100b)."""

    def run(self, ctx: Resolution) -> None:
        me = _me(ctx)
        if me is None:
            ctx.txn.emit(ev.Noted("702.100a", f"{ctx.source.name} isn't on the battlefield: "
                                  "it doesn't evolve", did_nothing=True))
            return
        entered = EventSubject(last_known=True).objects(ctx)
        if not entered or not evolves(ctx.state, entered[0], me):
            other = entered[0].name if entered else "the creature that entered"
            ctx.txn.emit(ev.Noted("603.4", f"{other} is greater than {me.name} in neither "
                                  "power nor toughness now: evolve does nothing (702.100a)",
                                  did_nothing=True))
            return
        me = ctx.txn.add_counters(me, PLUS_ONE, 1, "702.100a")
        ctx.txn.emit(ev.Noted("702.100b", f"{me.name} evolves"))

    def text(self, name: str) -> str:
        return "Put a +1/+1 counter on this creature."


@dataclass(frozen=True)
class Graft:
    """What graft's trigger does (702.58a): "you may move a +1/+1 counter from this
    permanent onto that creature" (the ``may:`` question); moving is removing it from this
    permanent and putting it onto that creature, and if either can't be done, neither is
    (122.5): this permanent gone or without a counter, that creature gone."""

    def run(self, ctx: Resolution) -> None:
        me = _me(ctx)
        there = EventSubject().objects(ctx)
        if me is None or not me.counter(PLUS_ONE) or not there \
                or there[0].zone is not Zone.BATTLEFIELD:
            what = (f"{ctx.source.name} isn't on the battlefield" if me is None else
                    f"{me.name} has no +1/+1 counter" if not me.counter(PLUS_ONE) else
                    "the creature that entered has left the battlefield")
            ctx.txn.emit(ev.Noted("122.5", f"{what}: no counter can be moved (702.58a)",
                                  did_nothing=True))
            return
        onto = there[0]
        if not ctx.txn.ask_may(ctx.source, ctx.controller, f"{ctx.controller} may move a "
                               f"+1/+1 counter from {me.name} onto {onto.name}", "702.58a"):
            return
        ctx.txn.add_counters(me, PLUS_ONE, -1, "122.5")
        ctx.txn.add_counters(ctx.state.obj(onto.id), PLUS_ONE, 1, "122.5")
        ctx.txn.emit(ev.Noted("702.58a", f"a +1/+1 counter moved from {me.name} onto "
                              f"{onto.name}"))

    def text(self, name: str) -> str:
        return "You may move a +1/+1 counter from this permanent onto that creature."


__all__ = ["Evolve", "Evolves", "Graft", "evolves"]
