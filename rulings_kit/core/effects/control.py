"""Instructions that change who controls permanents for good (611.2a): "Exchange control
of two target creatures." (701.12a-b). Control gained until end of turn is
:class:`rulings_kit.core.effects.instructions.GainControlUntilEndOfTurn`."""

from __future__ import annotations

from dataclasses import dataclass, replace

from rulings_kit.core import events as ev
from rulings_kit.core.context import Resolution
from rulings_kit.core.effects.instructions import Worded
from rulings_kit.core.selection import Objects
from rulings_kit.core.state import Zone
from rulings_kit.core.values import evolve


@dataclass(frozen=True)
class ExchangeControlOf(Worded):
    """The two objects found change controllers with each other (701.12b): each of their
    controllers gains control of the one the other controlled, at the same time. If the
    whole exchange can't be made (one of them is gone or an illegal target, 608.2b), none
    of it is (701.12a); if one player controls both, it does nothing (701.12b)."""

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
        # a later control effect: an earlier one ending no longer gives them back (613.7)
        txn = ctx.txn
        txn.state = evolve(txn.state, effects=tuple(
            replace(e, control_from="") if e.affected in (first.id, second.id) else e
            for e in txn.state.effects))
        txn.emit(ev.EffectCreated("701.12b", ctx.obj.display_name,
                                  f"{b} gains control of {first.name} and {a} gains control of "
                                  f"{second.name}"))
        txn.change_control(txn.state.obj(first.id), b)
        txn.change_control(txn.state.obj(second.id), a)


@dataclass(frozen=True)
class GainControlOf(Worded):
    """ "Gain control of all creatures target opponent controls.": with no duration
    stated, its controller controls the objects found for as long as they stay on the
    battlefield (611.2a, layer 2, 613.1b); an earlier control effect ending no longer gives
    them back (613.7). Each came under their control now (302.6)."""

    objects: Objects

    def run(self, ctx: Resolution) -> None:
        txn = ctx.txn
        found = [o for o in self.objects.objects(ctx)
                 if o.zone is Zone.BATTLEFIELD and o.controller != ctx.controller]
        if not found:
            return
        ids = {o.id for o in found}
        txn.state = evolve(txn.state, effects=tuple(
            replace(e, control_from="") if e.affected in ids else e for e in txn.state.effects))
        names = ", ".join(o.name for o in found)
        txn.emit(ev.EffectCreated("611.2a", ctx.obj.display_name,
                                  f"{ctx.controller} gains control of {names}"))
        for o in found:
            txn.change_control(txn.state.obj(o.id), ctx.controller)
