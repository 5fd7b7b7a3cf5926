"""Soulbond (702.95): two creatures become paired as a soulbond ability resolves (702.95b),
and stay paired for as long as both remain creatures on the battlefield under the control
of the player who paired them (702.95a, 702.95e).

A pair is kept on each of the two permanents (``GameObject.paired_with``: the other's id
and the controller who paired them); :func:`partner` reads it, and a pair that one of the
events of 702.95e broke is no pair. The abilities "as long as ~ is paired with another
creature, both creatures have ..." read it through :class:`SourcePaired` (the condition)
and :class:`PairedCreatures` (what they apply to).
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.abilities import TriggerTest
from rulings_kit.core.characteristics import is_creature
from rulings_kit.core.context import Resolution
from rulings_kit.core.questions import Ask, Option
from rulings_kit.core.selection import EventSubject, ItSelf
from rulings_kit.core.state import GameObject, GameState, Zone
from rulings_kit.core.values import PART, Part, evolve


def _under(state: GameState, obj: GameObject, controller: str) -> bool:
    return obj.zone is Zone.BATTLEFIELD and obj.controller == controller \
        and is_creature(state, obj)


def partner(state: GameState, obj: GameObject) -> GameObject | None:
    """The creature ``obj`` is paired with (702.95b), or None: a pair is broken once either
    left the battlefield, stopped being a creature or came under the control of another
    player than the one who paired them (702.95e)."""
    if obj.paired_with is None or not state.has(obj.id):
        return None
    other_id, controller = obj.paired_with
    me = state.obj(obj.id)
    if not state.has(other_id):
        return None
    other = state.obj(other_id)
    if other.paired_with != (me.id, controller):
        return None
    if not (_under(state, me, controller) and _under(state, other, controller)):
        return None
    return other


def unpaired(state: GameState, obj: GameObject, controller: str) -> bool:
    """Whether ``obj`` is an unpaired creature (702.95b) on the battlefield under
    ``controller``'s control."""
    return _under(state, obj, controller) and partner(state, obj) is None


def _unpaired_others(state: GameState, me: GameObject) -> list[GameObject]:
    return [o for o in state.permanents(me.controller)
            if o.id != me.id and unpaired(state, o, me.controller)]


@dataclass(**PART)
class CanPairOnEntering(Part):
    """The intervening "if" of soulbond's first ability (702.95a): "if you control both this
    creature and another creature and both are unpaired"."""

    def __call__(self, s: GameState, me: GameObject) -> bool:
        if not s.has(me.id):
            return False
        now = s.obj(me.id)
        return unpaired(s, now, now.controller) and bool(_unpaired_others(s, now))


@dataclass(**PART)
class AnotherEntersUnpaired(Part):
    """Soulbond's second trigger (702.95a): ``enters`` ("another creature you control
    enters") and, as an intervening "if" asked as it triggers (603.4), "you control both
    that creature and this one and both are unpaired"."""

    enters: TriggerTest

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> GameObject | None:
        hit = self.enters(e, me, s)
        if not isinstance(hit, GameObject) or not s.has(me.id):
            return None
        now = s.obj(me.id)
        return hit if unpaired(s, now, now.controller) and unpaired(
            s, hit, now.controller) else None


def _pair(ctx: Resolution, me: GameObject, other: GameObject) -> None:
    """Pair the two creatures (702.95b), if both are still unpaired creatures on the
    battlefield under the control of the player who controls the soulbond ability; else
    neither becomes paired (702.95c)."""
    player = ctx.controller
    state = ctx.state
    if not (unpaired(state, me, player) and unpaired(state, other, player)):
        ctx.txn.emit(ev.Noted("702.95c", f"{me.name} and {other.name} can't be paired: "
                              f"both must be unpaired creatures {player} controls",
                              did_nothing=True))
        return
    ctx.txn.update(evolve(state.obj(me.id), paired_with=(other.id, player)))
    ctx.txn.update(evolve(ctx.state.obj(other.id), paired_with=(me.id, player)))
    ctx.txn.emit(ev.Noted("702.95b", f"{me.name} is paired with {other.name}"))


def _now(ctx: Resolution, obj: GameObject | None) -> GameObject | None:
    if obj is None or not ctx.state.has(obj.id):
        return None
    now = ctx.state.obj(obj.id)
    return now if now.zone is Zone.BATTLEFIELD else None


@dataclass(frozen=True)
class PairWithAnother:
    """Soulbond's first ability as it resolves (702.95a): "you may pair this creature with
    another unpaired creature you control" (a ``choose:`` question: one creature, or none
    to decline)."""

    def run(self, ctx: Resolution) -> None:
        found = ItSelf().objects(ctx)
        me = _now(ctx, found[0] if found else None)
        if me is None or not unpaired(ctx.state, me, ctx.controller):
            ctx.txn.emit(ev.Noted("702.95c", f"{ctx.source.name} isn't an unpaired creature "
                                  f"{ctx.controller} controls: nothing is paired",
                                  did_nothing=True))
            return
        among = _unpaired_others(ctx.state, me)
        picked = ctx.txn.ask_pick(
            Ask.CHOOSE, ctx.obj, ctx.controller, f"{ctx.controller} may pair {me.name} with "
            "another unpaired creature they control (soulbond)", "702.95a",
            [Option(o.id, o.display_name, (o.name,)) for o in among], (0, 1),
            says="{player} pairs it with {cards}") if among else []
        if not picked:
            ctx.txn.emit(ev.Noted("702.95a", f"{me.name} isn't paired"))
            return
        _pair(ctx, me, ctx.state.obj(picked[0]))

    def text(self, name: str) -> str:
        return ("You may pair this creature with another unpaired creature you control for "
                "as long as both remain creatures on the battlefield under your control.")


@dataclass(frozen=True)
class PairWithEntering:
    """Soulbond's second ability as it resolves (702.95a): "you may pair that creature with
    this creature" (a ``may:`` question), both checked again (702.95c)."""

    def run(self, ctx: Resolution) -> None:
        found = ItSelf().objects(ctx)
        me = _now(ctx, found[0] if found else None)
        entered = EventSubject().objects(ctx)
        other = _now(ctx, entered[0] if entered else None)
        if me is None or other is None:
            ctx.txn.emit(ev.Noted("702.95c", "one of the two creatures has left the "
                                  "battlefield: nothing is paired", did_nothing=True))
            return
        if not ctx.txn.ask_may(ctx.source, ctx.controller, f"{ctx.controller} may pair "
                               f"{other.name} with {me.name} (soulbond)", "702.95a"):
            return
        _pair(ctx, me, other)

    def text(self, name: str) -> str:
        return ("You may pair that creature with this creature for as long as both remain "
                "creatures on the battlefield under your control.")


@dataclass(**PART)
class SourcePaired(Part):
    """"as long as ~ is paired with another creature" (702.95b)."""

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return partner(s, me) is not None


@dataclass(**PART)
class PairedCreatures(Part):
    """"both creatures", "each of those creatures": the source and the creature it is
    paired with (702.95b)."""

    def __call__(self, state: GameState, me: GameObject, obj: GameObject) -> bool:
        if obj.id == me.id:
            return True
        other = partner(state, me)
        return other is not None and other.id == obj.id


__all__ = ["AnotherEntersUnpaired", "CanPairOnEntering", "PairWithAnother",
           "PairWithEntering", "PairedCreatures", "SourcePaired", "partner", "unpaired"]
