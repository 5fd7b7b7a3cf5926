"""Effects that deal damage (120): to targets, in a fight (701.14a)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core.characteristics import power_toughness
from rulings_kit.core.context import Resolution
from rulings_kit.core.effects.common import Amount, amount_of
from rulings_kit.core.effects.conditional import Condition
from rulings_kit.core.words import upper_first


@dataclass(frozen=True)
class DealDamage:
    """ "NAME deals N damage to any target." (120.3)"""

    amount: Amount
    group: int = 0
    #: another amount under a condition checked as it resolves (608.2c): "If this spell
    #: was kicked, it deals 4 damage instead."
    instead: tuple[Condition, Amount] | None = None
    to: str = "any target"
    each: bool = False  # "deals X damage to each of them" (multikicker's extra targets)

    def run(self, ctx: Resolution) -> None:
        n = amount_of(ctx, self.amount)
        if self.instead is not None and self.instead[0].holds(ctx):
            n = amount_of(ctx, self.instead[1])
        for t in ctx.targets(self.group):
            ctx.txn.deal_damage(ctx.obj, t, n)

    def text(self, name: str) -> str:
        if self.each:
            return (
                "Choose any target, then choose another target for each time this spell was "
                f"kicked. {name} deals {self.amount} damage to each of them."
            )
        s = f"{name} deals {self.amount} damage to {self.to}."
        if self.instead is not None:
            condition, amount = self.instead
            s += f" {upper_first(condition.text())}, it deals {amount} damage instead."
        return s


@dataclass(frozen=True)
class Fight:
    """ "This creature fights target creature you don't control." (701.14a: each deals
    damage equal to its power to the other); ``what`` is the target's words."""

    what: str = "target creature"

    def run(self, ctx: Resolution) -> None:
        src = ctx.source
        for t in ctx.targets(0):
            other = ctx.current(t)
            me = (
                ctx.state.obj(src.id)
                if ctx.state.has(src.id) and src.id in ctx.state.battlefield
                else None
            )
            if other is None or me is None:
                continue
            my_pt, their_pt = power_toughness(ctx.state, me), power_toughness(ctx.state, other)
            if my_pt and their_pt:
                ctx.txn.deal_damage(me, other.id, my_pt[0], "701.14a")
                ctx.txn.deal_damage(other, me.id, their_pt[0], "701.14a")

    def text(self, name: str) -> str:
        return f"{name} fights {self.what}."
