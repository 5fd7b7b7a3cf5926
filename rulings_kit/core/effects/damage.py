"""Effects that deal damage (120): to targets, divided evenly, in a fight (701.14a)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core.characteristics import power_toughness
from rulings_kit.core.context import Resolution
from rulings_kit.core.effects.common import Amount, amount_of


@dataclass(frozen=True)
class DealDamage:
    """ "NAME deals N damage to any target." (120.3)"""

    amount: Amount
    group: int = 0
    kicked_amount: int | None = None  # "If this spell was kicked, it deals N damage instead"
    to: str = "any target"
    each: bool = False  # "deals X damage to each of them" (multikicker's extra targets)

    def run(self, ctx: Resolution) -> None:
        n = amount_of(ctx, self.amount)
        if self.kicked_amount is not None and ctx.obj.kicked:
            n = self.kicked_amount
        for t in ctx.targets(self.group):
            ctx.txn.deal_damage(ctx.obj, t, n)

    def text(self, name: str) -> str:
        if self.each:
            return (
                "Choose any target, then choose another target for each time this spell was "
                f"kicked. {name} deals {self.amount} damage to each of them."
            )
        s = f"{name} deals {self.amount} damage to {self.to}."
        if self.kicked_amount is not None:
            s += f" If this spell was kicked, it deals {self.kicked_amount} damage instead."
        return s


@dataclass(frozen=True)
class DivideDamageEvenly:
    """ "X damage divided evenly, rounded down, among any number of targets" (115.1d)."""

    def run(self, ctx: Resolution) -> None:
        legal = ctx.targets(0)
        if not legal:
            return
        # divided as it resolves, among the targets still legal then (608.2b, the
        # card's ruling); more legal targets than X means 0 damage each
        share = ctx.x // len(legal)
        for t in legal:
            ctx.txn.deal_damage(ctx.obj, t, share)

    def text(self, name: str) -> str:
        return f"{name} deals X damage divided evenly, rounded down, among any number of targets."


@dataclass(frozen=True)
class Fight:
    """701.14a: each deals damage equal to its power to the other."""

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
        return "This creature fights target creature you don't control."
