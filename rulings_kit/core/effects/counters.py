"""Effects that put or double counters (122)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core.context import Resolution
from rulings_kit.core.effects.common import amount_word, refer


@dataclass(frozen=True)
class AddCounters:
    """ "Put a +1/+1 counter on this creature." (122.1)"""

    kind: str = "+1/+1"
    amount: int = 1

    def run(self, ctx: Resolution) -> None:
        src = ctx.source
        if ctx.state.has(src.id) and src.id in ctx.state.battlefield:
            ctx.txn.add_counters(ctx.state.obj(src.id), self.kind, self.amount)

    def text(self, name: str) -> str:
        what = (
            f"a {self.kind} counter"
            if self.amount == 1
            else (f"{amount_word(self.amount)} {self.kind} counters")
        )
        return f"Put {what} on {refer(name)}."


@dataclass(frozen=True)
class DoubleCounters:
    """ "Double the number of +1/+1 counters on this creature." (701.10e: put that many
    more on it)"""

    kind: str = "+1/+1"

    def run(self, ctx: Resolution) -> None:
        src = ctx.source
        if ctx.state.has(src.id) and src.id in ctx.state.battlefield:
            obj = ctx.state.obj(src.id)
            ctx.txn.add_counters(obj, self.kind, obj.counter(self.kind))

    def text(self, name: str) -> str:
        return f"Double the number of {self.kind} counters on {refer(name)}."
