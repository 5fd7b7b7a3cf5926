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
    describe,
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


@dataclass(frozen=True)
class ChangeCharacteristics:
    """The objects found as it resolves get ``changes`` until end of turn, each in its
    layer (613.1): "Target creature has base power and toughness 1/1 until end of turn"
    (7b, 613.4b), "Switch target creature's power and toughness until end of turn" (7d,
    613.4d), "Target creature becomes blue until end of turn" (5, 613.1e), "It loses all
    abilities until end of turn" (6, 613.1f). The effect is locked in on those objects
    (611.2c) and has the timestamp of its creation (613.7b)."""

    words: str
    objects: Objects
    changes: tuple[Change, ...]
    #: no duration is stated: "That creature is a black Zombie in addition to its other
    #: colors and types." lasts as long as the object does (611.2a, 400.7)
    indefinite: bool = False

    def run(self, ctx: Resolution) -> None:
        said = describe(self.changes)
        lasts = "" if self.indefinite else " until end of turn"
        for obj in self.objects.objects(ctx):
            if not (ctx.state.has(obj.id) and obj.id in ctx.state.battlefield):
                continue
            ctx.txn.add_effect(ContinuousEffect(obj.id, ctx.obj.name, ctx.controller,
                                                self.changes, indefinite=self.indefinite),
                               ctx.obj.display_name, f"{obj.name} {said}{lasts}")

    def text(self, name: str) -> str:
        return self.words
