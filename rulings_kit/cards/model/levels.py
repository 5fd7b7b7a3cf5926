"""Abilities that hold other abilities for part of a permanent's life: a leveler's level
symbols (711.2) and a Class's level bars (716.2). The abilities printed in a striation
of the text box belong to the symbol or bar that heads it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rulings_kit.cards.model.codec import part

if TYPE_CHECKING:
    from rulings_kit.cards.model.abilities import Ability
    from rulings_kit.cards.model.costs import CostText


@part
@dataclass(frozen=True)
class LevelSymbol:
    """A leveler's level symbol and its striation (711.2): "LEVEL 1-3 / 4/4 / Trample"
    means "As long as this creature has at least 1 level counter on it, but no more than
    3 level counters on it, it has base power and toughness 4/4 and has trample" (711.2a);
    "LEVEL 4+" has no upper bound (``high`` None, 711.2b)."""

    low: int
    high: int | None
    power: str
    toughness: str
    abilities: tuple[Ability, ...] = ()

    @property
    def symbol(self) -> str:
        """The symbol as printed: "LEVEL 1-3", "LEVEL 4+"."""
        return f"LEVEL {self.low}-{self.high}" if self.high is not None else \
            f"LEVEL {self.low}+"

    def text(self) -> str:
        return "\n".join((self.symbol, f"{self.power}/{self.toughness}",
                          *(a.text() for a in self.abilities)))


@part
@dataclass(frozen=True)
class ClassLevel:
    """A Class's level bar and its section (716.2): "{2}{G}: Level 2" and the abilities
    printed under it, up to the next bar. It means "[Cost]: This Class's level becomes N.
    Activate only if this Class is level N-1 and only as a sorcery" and "As long as this
    Class is level N or greater, it has [abilities]" (716.2a)."""

    cost: CostText
    n: int
    abilities: tuple[Ability, ...] = ()

    @property
    def bar(self) -> str:
        """The level bar as printed: "{2}{G}: Level 2"."""
        return f"{self.cost.text()}: Level {self.n}"

    def text(self) -> str:
        return "\n".join((self.bar, *(a.text() for a in self.abilities)))


@part
@dataclass(frozen=True)
class BecomesLevel:
    """The trigger event "this Class becomes level N" (716.2a: its level bar's ability
    resolving makes its level N)."""

    n: int

    def text(self) -> str:
        return f"~ becomes level {self.n}"


__all__ = ["BecomesLevel", "ClassLevel", "LevelSymbol"]
