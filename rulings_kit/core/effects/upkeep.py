"""The instructions of the upkeep keywords' triggered abilities. Cumulative upkeep
(702.24a): "At the beginning of your upkeep, if this permanent is on the battlefield, put an
age counter on this permanent. Then you may pay [cost] for each age counter on it. If you
don't, sacrifice it." The age counters belong to no particular instance: each counts them
all as it resolves (702.24b). Fading (702.32a): "remove a fade counter from this permanent.
If you can't, sacrifice the permanent."; vanishing (702.63a): "remove a time counter from
it"."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.context import Resolution
from rulings_kit.core.effects.flow import Optionally, PayMana, Unless
from rulings_kit.core.effects.instructions import Motion, MoveObjects, Worded
from rulings_kit.core.effects.payments import pays
from rulings_kit.core.mana import ManaCost
from rulings_kit.core.selection import ItSelf, current
from rulings_kit.core.zones import Zone

#: the counter cumulative upkeep puts (702.24a); it has no rules meaning of its own (122.1)
AGE = "age"


@dataclass(frozen=True)
class PayCumulativeUpkeep(Worded):
    """Put an age counter on the source, then its controller may pay ``cost`` once for each
    age counter on it, all or nothing (702.24a: partial payments aren't allowed); if they
    don't, they sacrifice it (118.12a). The intervening "if" is the source still being on
    the battlefield as it resolves (603.4)."""

    cost: ManaCost
    #: "Cumulative upkeep—Pay 1 life.": that much life for each age counter too (118.3b)
    life: int = 0

    def run(self, ctx: Resolution) -> None:
        me = current(ctx, ctx.source)
        if me is None or me.zone is not Zone.BATTLEFIELD:
            ctx.txn.emit(ev.Noted("603.4", f"{ctx.source.name} isn't on the battlefield: "
                                  "its cumulative upkeep does nothing", did_nothing=True))
            return
        me = ctx.txn.add_counters(me, AGE, 1, "702.24a")
        n = ctx.state.obj(me.id).counter(AGE)
        total = ManaCost(self.cost.generic * n, self.cost.symbols * n)
        if self.life:  # all of it or none (702.24a, 118.3): else it is sacrificed
            if not pays(ctx, ctx.controller, total, self.life * n, "702.24a"):
                MoveObjects("Sacrifice it.", ItSelf(), Motion.SACRIFICE).run(ctx)
            return
        pay = Optionally(f"You may pay {total}.", (PayMana(f"Pay {total}.", total),))
        sacrifice = MoveObjects("Sacrifice it.", ItSelf(), Motion.SACRIFICE)
        Unless(f"Sacrifice it unless you pay {total}.", instead=(pay,),
               effects=(sacrifice,)).run(ctx)


@dataclass(frozen=True)
class RemoveCounterFromSelf(Worded):
    """Remove a ``kind`` counter from the source (122.8 is about moving; this is 122.1's
    removal): "remove a time counter from it" (vanishing, 702.63a); with ``or_sacrifice``,
    "... If you can't, sacrifice the permanent." (fading, 702.32a). A source that has left
    the battlefield is a new object (400.7): nothing happens."""

    kind: str
    rule: str
    or_sacrifice: bool = False
    #: where the source is: the battlefield, or exile (a suspended card, 702.62a)
    zone: Zone = Zone.BATTLEFIELD

    def run(self, ctx: Resolution) -> None:
        me = current(ctx, ctx.source)
        if me is None or me.zone is not self.zone:
            where = "on the battlefield" if self.zone is Zone.BATTLEFIELD else "exiled"
            ctx.txn.emit(ev.Noted("400.7", f"{ctx.source.name} isn't {where}: no "
                                  f"{self.kind} counter is removed", did_nothing=True))
            return
        if me.counter(self.kind) > 0:
            ctx.txn.add_counters(me, self.kind, -1, self.rule)
        elif self.or_sacrifice:
            ctx.txn.emit(ev.Noted(self.rule, f"{me.name} has no {self.kind} counter to remove"))
            MoveObjects("Sacrifice the permanent.", ItSelf(), Motion.SACRIFICE).run(ctx)


__all__ = ["AGE", "PayCumulativeUpkeep", "RemoveCounterFromSelf"]
