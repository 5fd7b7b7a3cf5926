"""Turning a permanent over as an instruction resolves: transform (701.27a), flip (710.2)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.abilities import triggered_ability
from rulings_kit.core.context import Resolution
from rulings_kit.core.daynight import bound
from rulings_kit.core.effects.instructions import Worded
from rulings_kit.core.faces import turn_over
from rulings_kit.core.selection import Objects
from rulings_kit.core.state import Kind, Zone


@dataclass(frozen=True)
class TurnOverObjects(Worded):
    """"Transform ~." / "flip it": each permanent found shows its other face, staying the
    same object (712.18). An activated or triggered ability (not a delayed one) of a
    permanent that tries to transform it does so only if it hasn't transformed since the
    ability was put on the stack (701.27f)."""

    objects: Objects
    flip: bool = False

    def run(self, ctx: Resolution) -> None:
        how = "flip" if self.flip else "transform"
        rule = "710.2" if self.flip else "701.27a"
        source = ctx.obj.source if ctx.obj.kind in (Kind.TRIGGER, Kind.ABILITY) else None
        for o in self.objects.objects(ctx):
            perm = ctx.current(o.id)
            if perm is None or perm.zone is not Zone.BATTLEFIELD:
                continue
            if source is not None and source.id == perm.id and perm.turned != source.turned \
                    and not (ctx.obj.kind is Kind.TRIGGER and triggered_ability(ctx.obj).delayed):
                ctx.txn.emit(ev.Noted("701.27f", f"{perm.display_name} has transformed since "
                                      "this ability of it was put on the stack: it doesn't "
                                      "transform again", did_nothing=True))
                continue
            if bound(perm):  # only day and night turn it over (702.145b, 702.145e)
                ctx.txn.emit(ev.Noted("702.145b", f"{perm.display_name} can transform only as "
                                      "it becomes day or night", did_nothing=True))
                continue
            turn_over(ctx.txn, perm, rule, how)
