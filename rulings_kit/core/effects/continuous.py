"""Effects that create continuous effects (611): pumps, protection from targeting,
becoming a creature (layers 613).
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core.context import Resolution
from rulings_kit.core.state import ContinuousEffect


@dataclass(frozen=True)
class Pump:
    """ "Target creature gets +N/+N until end of turn." (611.2)"""

    power: int
    toughness: int
    group: int = 0
    only_if_kicked: bool = False

    def run(self, ctx: Resolution) -> None:
        if self.only_if_kicked and not ctx.obj.kicked:
            return
        for t in ctx.targets(self.group):
            obj = ctx.current(t)
            if obj is None:
                continue
            ctx.txn.add_effect(
                ContinuousEffect(obj.id, ctx.obj.name, ctx.controller, self.power, self.toughness),
                ctx.obj.display_name,
                f"{obj.name} gets +{self.power}/+{self.toughness} until end of turn",
            )

    def text(self, name: str) -> str:
        if self.only_if_kicked:
            return (
                f"If this spell was kicked, that creature gets +{self.power}/+{self.toughness} "
                "until end of turn."
            )
        return f"Target creature gets +{self.power}/+{self.toughness} until end of turn."


@dataclass(frozen=True)
class ShroudFromOpponents:
    """Vines of Vastwood: can't be the target of spells or abilities your opponents control."""

    group: int = 0

    def run(self, ctx: Resolution) -> None:
        for t in ctx.targets(self.group):
            obj = ctx.current(t)
            if obj is None:
                continue
            ctx.txn.add_effect(
                ContinuousEffect(obj.id, ctx.obj.name, ctx.controller, shroud_from_opponents=True),
                ctx.obj.display_name,
                f"{obj.name} can't be the target of spells or abilities "
                f"{ctx.controller}'s opponents control this turn",
            )

    def text(self, name: str) -> str:
        return (
            "Target creature can't be the target of spells or abilities your opponents "
            "control this turn."
        )


@dataclass(frozen=True)
class BecomeCreature:
    """Mutavault: becomes a P/T creature until end of turn; it's still a land (layer 4, 7b)."""

    power: int = 2
    toughness: int = 2

    def run(self, ctx: Resolution) -> None:
        src = ctx.source
        if ctx.state.has(src.id) and src.id in ctx.state.battlefield:
            ctx.txn.add_effect(
                ContinuousEffect(
                    src.id,
                    src.name,
                    ctx.controller,
                    sets_creature=(self.power, self.toughness),
                    all_creature_types=True,
                ),
                src.name,
                f"becomes a {self.power}/{self.toughness} creature with all creature types "
                "until end of turn",
            )

    def text(self, name: str) -> str:
        return (
            f"This land becomes a {self.power}/{self.toughness} creature with all creature types "
            "until end of turn. It's still a land."
        )
