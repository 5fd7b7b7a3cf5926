"""Cumulative upkeep (702.24a), the instruction its triggered ability follows: "At the
beginning of your upkeep, if this permanent is on the battlefield, put an age counter on
this permanent. Then you may pay [cost] for each age counter on it. If you don't, sacrifice
it." The age counters belong to no particular instance: each counts them all as it resolves
(702.24b)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.context import Resolution
from rulings_kit.core.effects.flow import Optionally, PayMana, Unless
from rulings_kit.core.effects.instructions import Motion, MoveObjects, Worded
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

    def run(self, ctx: Resolution) -> None:
        me = current(ctx, ctx.source)
        if me is None or me.zone is not Zone.BATTLEFIELD:
            ctx.txn.emit(ev.Noted("603.4", f"{ctx.source.name} isn't on the battlefield: "
                                  "its cumulative upkeep does nothing", did_nothing=True))
            return
        me = ctx.txn.add_counters(me, AGE, 1, "702.24a")
        n = ctx.state.obj(me.id).counter(AGE)
        total = ManaCost(self.cost.generic * n, self.cost.symbols * n)
        pay = Optionally(f"You may pay {total}.", (PayMana(f"Pay {total}.", total),))
        sacrifice = MoveObjects("Sacrifice it.", ItSelf(), Motion.SACRIFICE)
        Unless(f"Sacrifice it unless you pay {total}.", instead=(pay,),
               effects=(sacrifice,)).run(ctx)


__all__ = ["AGE", "PayCumulativeUpkeep"]
