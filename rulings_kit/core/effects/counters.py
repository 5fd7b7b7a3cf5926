"""Effects that put or double counters (122)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core.context import Resolution


@dataclass(frozen=True)
class AddCounters:
    kind: str = "+1/+1"
    amount: int = 1

    def run(self, ctx: Resolution) -> None:
        src = ctx.source
        if ctx.state.has(src.id) and src.id in ctx.state.battlefield:
            ctx.txn.add_counters(ctx.state.obj(src.id), self.kind, self.amount)

    def text(self, name: str) -> str:
        return f"Put a {self.kind} counter on this creature."


@dataclass(frozen=True)
class DoubleCounters:
    kind: str = "+1/+1"

    def run(self, ctx: Resolution) -> None:
        src = ctx.source
        if ctx.state.has(src.id) and src.id in ctx.state.battlefield:
            obj = ctx.state.obj(src.id)
            ctx.txn.add_counters(obj, self.kind, obj.counter(self.kind))

    def text(self, name: str) -> str:
        return f"Double the number of {self.kind} counters on this creature."
