"""Detain (701.35) and goad (701.15): an effect on each object that lasts until the next turn
of the controller of the spell or ability that did it (611.2a). A detained permanent can't
attack or block and its activated abilities can't be activated (701.35a); a goaded creature
attacks each combat if able and attacks a player other than that controller if able
(701.15b, core/goad.py). Both are one ``ContinuousEffect`` whose restriction is several rules
at once (core/restrictions.py)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.context import Resolution
from rulings_kit.core.effects.instructions import Worded
from rulings_kit.core.goad import goaders
from rulings_kit.core.restrictions import DETAINED, GOADED
from rulings_kit.core.selection import Objects
from rulings_kit.core.state import ContinuousEffect
from rulings_kit.core.words import possessive


@dataclass(frozen=True)
class Detain(Worded):
    """"Detain target creature an opponent controls." (701.35a)."""

    objects: Objects

    def run(self, ctx: Resolution) -> None:
        me = ctx.controller
        for o in self.objects.objects(ctx):
            ctx.txn.add_effect(
                ContinuousEffect(o.id, ctx.obj.name, me, restriction=DETAINED,
                                 until_turn_of=me, rule="701.35a"),
                ctx.obj.display_name,
                f"{o.name} is detained until {possessive(me)} next turn: it can't attack or "
                "block and its activated abilities can't be activated")


@dataclass(frozen=True)
class Goad(Worded):
    """"Goad target creature." (701.15a): goaded until the controller's next turn; goaded
    again by the same player, nothing more (701.15d)."""

    objects: Objects

    def run(self, ctx: Resolution) -> None:
        me = ctx.controller
        for o in self.objects.objects(ctx):
            if me in goaders(ctx.state, o):
                ctx.txn.emit(ev.Noted("701.15d", f"{o.name} is already goaded by {me}: "
                                                 "goading it again does nothing",
                                      did_nothing=True))
                continue
            ctx.txn.add_effect(
                ContinuousEffect(o.id, ctx.obj.name, me, restriction=GOADED,
                                 until_turn_of=me, rule="701.15a"),
                ctx.obj.display_name,
                f"{o.name} is goaded by {me} until {possessive(me)} next turn: it attacks "
                f"each combat if able, and attacks a player other than {me} if able (701.15b)")
