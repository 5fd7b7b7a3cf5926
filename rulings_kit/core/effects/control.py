"""Instructions that change who controls permanents (layer 2, 613.1b; the effects and how
they combine are rulings_kit.core.control): "Gain control of target creature until end of
turn.", "Gain control of target artifact." (for the rest of the game, 611.2a) and
"Exchange control of two target creatures." (701.12a-b)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from rulings_kit.core import events as ev
from rulings_kit.core.context import Resolution
from rulings_kit.core.control import add_control_effect, replace_control_effects
from rulings_kit.core.effects.instructions import Worded
from rulings_kit.core.selection import Objects
from rulings_kit.core.state import ContinuousEffect, Zone


class ControlLasts(StrEnum):
    """How long control gained by a resolving spell or ability lasts (611.2a-b)."""

    END_OF_TURN = " until end of turn"
    GAME = ""  # no duration stated: for the rest of the game (611.2a)
    WHILE_YOU_CONTROL_SOURCE = " for as long as they control its source"  # 611.2b


@dataclass(frozen=True)
class GainControlOf(Worded):
    """Its controller gains control of the objects (613.1b) for as long as ``lasts`` says;
    each came under their control now (302.6). The effect applies even to one they
    control already: it has a timestamp, and a later effect may end before it (613.7).
    "For as long as you control [this permanent]" that has already ended does nothing
    (611.2b)."""

    objects: Objects
    lasts: ControlLasts = ControlLasts.END_OF_TURN

    def run(self, ctx: Resolution) -> None:
        source = ctx.source.id if self.lasts is ControlLasts.WHILE_YOU_CONTROL_SOURCE else None
        if source is not None and not (source in ctx.state.battlefield and ctx.state.obj(
                source).controller == ctx.controller):
            ctx.txn.emit(ev.Noted("611.2b", f"{ctx.source.name} isn't under "
                                  f"{ctx.controller}'s control: the effect never starts", True))
            return
        for o in self.objects.objects(ctx):
            if o.zone is not Zone.BATTLEFIELD:
                continue
            add_control_effect(ctx.txn, ContinuousEffect(
                o.id, ctx.obj.name, ctx.controller, control_from=o.controller,
                indefinite=self.lasts is ControlLasts.GAME, while_controls=source,
                rule="613.1b"), f"{ctx.controller} gains control of {o.name}{self.lasts.value}")


@dataclass(frozen=True)
class ExchangeControlOf(Worded):
    """The two objects found change controllers with each other (701.12b): each of their
    controllers gains control of the one the other controlled, at the same time, for the
    rest of the game (611.2a). If the whole exchange can't be made (one of them is gone or
    an illegal target, 608.2b), none of it is (701.12a); if one player controls both, it
    does nothing (701.12b)."""

    objects: Objects

    def run(self, ctx: Resolution) -> None:
        found = [o for o in self.objects.objects(ctx) if o.zone is Zone.BATTLEFIELD]
        if len(found) != 2:
            ctx.txn.emit(ev.Noted("701.12a", "the exchange of control can't be completed, "
                                  "so no part of it happens"))
            return
        first, second = found
        a, b = first.controller, second.controller
        if a == b:
            ctx.txn.emit(ev.Noted("701.12b", f"{a} controls both {first.name} and "
                                  f"{second.name}: the exchange does nothing"))
            return
        txn = ctx.txn
        for obj, to in ((first, b), (second, a)):  # two effects, one timestamp each (613.7b)
            txn.add_effect(ContinuousEffect(
                obj.id, ctx.obj.name, to, gives_control=True, control_from=obj.controller,
                indefinite=True, rule="701.12b"), ctx.obj.display_name,
                f"{to} gains control of {obj.name}")
        replace_control_effects(txn, txn.state.effects)  # both at the same time
