"""Effects that create continuous effects (611): becoming a creature (layers 613).
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core.context import Resolution
from rulings_kit.core.state import ContinuousEffect
from rulings_kit.core.words import a_or_an


@dataclass(frozen=True)
class BecomeCreature:
    """The source becomes a ``power``/``toughness`` creature until end of turn, keeping
    its other types (layer 4 sets the type, 7b the P/T, 613.1d, 613.4b); with
    ``all_creature_types`` it has every creature type (205.3m)."""

    power: int
    toughness: int
    all_creature_types: bool = False
    #: the card type it keeps, for the reminder "It's still a land." (205.1b)
    still: str = ""

    def run(self, ctx: Resolution) -> None:
        src = ctx.source
        if ctx.state.has(src.id) and src.id in ctx.state.battlefield:
            ctx.txn.add_effect(
                ContinuousEffect(
                    src.id,
                    src.name,
                    ctx.controller,
                    sets_creature=(self.power, self.toughness),
                    all_creature_types=self.all_creature_types,
                ),
                src.name,
                f"becomes a {self._creature()} until end of turn",
            )

    def _creature(self) -> str:
        types = " with all creature types" if self.all_creature_types else ""
        return f"{self.power}/{self.toughness} creature{types}"

    def text(self, name: str) -> str:
        still = f" It's still {a_or_an(self.still.lower())}." if self.still else ""
        return f"{name} becomes a {self._creature()} until end of turn.{still}"
