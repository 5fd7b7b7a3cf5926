"""Effects that deal damage (120): to targets, in a fight (701.14a)."""

from __future__ import annotations

from dataclasses import dataclass

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
