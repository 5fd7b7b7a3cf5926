"""Effects that create continuous effects (611): becoming a creature (layers 613).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rulings_kit.core.context import Resolution
from rulings_kit.core.layer_changes import (
    AddKeywords,
    AddTypes,
    Change,
    SetColors,
    SetPowerToughness,
)
from rulings_kit.core.state import ContinuousEffect
from rulings_kit.core.words import a_or_an

if TYPE_CHECKING:  # selection imports the effects package
    from rulings_kit.core.selection import Objects


@dataclass(frozen=True)
class BecomeCreature:
    """The source (or the ``objects`` found as it resolves, 611.2c) becomes a
    ``power``/``toughness`` creature until end of turn, keeping its other types (layer 4
    sets the type, 7b the P/T, 613.1d, 613.4b); with ``all_creature_types`` it has every
    creature type (205.3m); ``x``: "an X/X", the X paid for the ability (107.3)."""

    power: int
    toughness: int
    all_creature_types: bool = False
    #: the card type it keeps, for the reminder "It's still a land." (205.1b)
    still: str = ""
    objects: Objects | None = None
    x: bool = False
    subtypes: tuple[str, ...] = ()  # "a 3/3 Sphinx creature"
    keywords: frozenset[str] = frozenset()  # "with flying" (613.1f)
    colors: frozenset[str] | None = None  # "a 2/1 blue Faerie creature" (layer 5, 613.1e)
    words: str = ""  # its rules text, when built from Oracle text
    indefinite: bool = False  # no "until end of turn": for as long as the object exists

    def run(self, ctx: Resolution) -> None:
        found = self.objects.objects(ctx) if self.objects is not None else [ctx.source]
        power, toughness = (ctx.x, ctx.x) if self.x else (self.power, self.toughness)
        for obj in found:
            if not (ctx.state.has(obj.id) and obj.id in ctx.state.battlefield):
                continue
            ctx.txn.add_effect(
                ContinuousEffect(obj.id, ctx.source.name, ctx.controller,
                                 self._changes(power, toughness), indefinite=self.indefinite),
                ctx.source.name,
                f"{obj.name} becomes a {self._creature(power, toughness)}"
                + ("" if self.indefinite else " until end of turn"),
            )

    def _changes(self, power: int, toughness: int) -> tuple[Change, ...]:
        """Its changes, each in its layer: the type (4), the colours (5), the keywords (6),
        the P/T (7b) (613.6)."""
        changes: list[Change] = [AddTypes(frozenset({"Creature"}), self.subtypes,
                                          self.all_creature_types)]
        if self.colors is not None:
            changes.append(SetColors(self.colors))
        if self.keywords:
            changes.append(AddKeywords(self.keywords))
        changes.append(SetPowerToughness(power, toughness))
        return tuple(changes)

    def _creature(self, power: int | None = None, toughness: int | None = None) -> str:
        pt = f"{self.power if power is None else power}/" \
             f"{self.toughness if toughness is None else toughness}"
        types = " with all creature types" if self.all_creature_types else ""
        kinds = " ".join((*self.subtypes, "creature"))
        given = " with " + ", ".join(sorted(k.lower() for k in self.keywords)) \
            if self.keywords else ""
        return f"{pt} {kinds}{types}{given}"

    def text(self, name: str) -> str:
        if self.words:
            return self.words
        still = f" It's still {a_or_an(self.still.lower())}." if self.still else ""
        return f"{name} becomes a {self._creature()} until end of turn.{still}"
