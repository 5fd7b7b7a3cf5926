"""Effects that change what an object is, or give a player something, for a while:
"becomes a 3/3 Ape creature until end of turn" (613.1d, 613.4b), a duration said first
("Until end of turn, ..."), and emblems (114)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rulings_kit.cards.model.codec import part
from rulings_kit.cards.model.objects import Duration, Fixed, ObjectRef, count_of
from rulings_kit.cards.model.words import abilities_words

if TYPE_CHECKING:
    from rulings_kit.cards.model.abilities import Ability
    from rulings_kit.cards.model.effects import Effect


@part
@dataclass(frozen=True)
class Become:
    """An object becomes a creature with these characteristics (613.1d types, 613.1e
    colors, 613.4b base power and toughness), keeping what it is when ``still`` says so:
    "This land becomes a 2/2 white Soldier creature until end of turn. It's still a
    land." (305.9 of lands that become creatures)."""

    what: ObjectRef
    power: str  # "2", "X"
    toughness: str
    colors: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    types: str = "creature"  # "creature", "artifact creature"
    keywords: tuple[str, ...] = ()
    granted: tuple[Ability, ...] = ()
    duration: Duration | None = None
    still: str = ""  # "a land": "It's still a land." (the old types remain)
    in_addition: bool = False  # "... in addition to its other types"

    def text(self) -> str:
        words = " ".join((f"{self.power}/{self.toughness}", *self.colors, *self.subtypes,
                          self.types))
        given = abilities_words(self.keywords, self.granted, "creature")
        out = f"{self.what.text()} becomes {count_of(Fixed(1), words)}"
        out += f" with {given}" if given else ""
        out += " in addition to its other types" if self.in_addition else ""
        out += f" {self.duration.text()}" if self.duration else ""
        return out + (f". It's still {self.still}" if self.still else "")


@part
@dataclass(frozen=True)
class Lasting:
    """A duration written before the effect it bounds: "Until end of turn, creatures you
    control get +1/+1 and gain haste." (611.2a)."""

    duration: Duration
    effect: Effect

    def text(self) -> str:
        return f"{self.duration.text()}, {self.effect.text()}"


@part
@dataclass(frozen=True)
class Emblem:
    """"You get an emblem with "..."" (114.1): an object in the command zone with those
    abilities, for the rest of the game."""

    abilities: tuple[Ability, ...]

    def text(self) -> str:
        return f"you get an emblem with {abilities_words((), self.abilities, 'creature')}"
