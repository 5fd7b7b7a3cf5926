"""Continuous effects from resolving spells and abilities (611.2) and the statics that
say the same (613): +N/+N, gaining and losing abilities, control, "becomes a 3/3 Ape
creature until end of turn" (613.1d, 613.4b), a duration said first ("Until end of turn,
..."), and emblems (114)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rulings_kit.cards.model.codec import part
from rulings_kit.cards.model.kinds import CREATURE, ColorWord, Kind, color_words
from rulings_kit.cards.model.objects import Duration, Fixed, ObjectRef, PlayerRef, count_of
from rulings_kit.cards.model.words import (
    abilities_words,
    join_and,
    many_objects,
    object_noun,
    one_of_words,
)

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
    colors: tuple[ColorWord, ...] = ()
    subtypes: tuple[str, ...] = ()
    types: Kind = CREATURE  # "creature", "artifact creature"
    keywords: tuple[str, ...] = ()
    granted: tuple[Ability, ...] = ()
    duration: Duration | None = None
    still: str = ""  # "a land": "It's still a land." (the old types remain)
    in_addition: bool = False  # "... in addition to its other types"
    plural: bool = False  # "all lands you control become 2/2 Elemental creatures"
    base_words: bool = False  # "... creature with base power and toughness 5/5"
    #: "a 2/2 creature with all creature types" (205.3m: every creature type, as
    #: changeling gives, 702.73a)
    all_creature_types: bool = False
    #: "... creature with indestructible that's still a planeswalker": ``still`` said in
    #: the sentence, not in one of its own
    still_inline: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "colors", color_words(self.colors, "Become.colors"))
        if isinstance(self.types, str):
            object.__setattr__(self, "types", Kind.read(self.types, "Become.types"))

    @property
    def variable(self) -> bool:
        """An "X/X" creature (107.3): X is chosen as the ability is activated."""
        return self.power == self.toughness == "X"

    def text(self) -> str:
        pt = f"{self.power}/{self.toughness}"
        kinds = self.types.text() + ("s" if self.plural else "")
        words = " ".join(((pt,) if not self.base_words else ()) + self.colors + self.subtypes
                         + (kinds,))
        if self.base_words:
            words += f" with base power and toughness {pt}"
        if self.all_creature_types:
            words += " with all creature types"
        given = abilities_words(self.keywords, self.granted, "creature")
        verb = "become" if self.plural else "becomes"
        out = f"{self.what.text()} {verb} {words if self.plural else count_of(Fixed(1), words)}"
        out += f" with {given}" if given else ""
        out += f" that's still {self.still}" if self.still_inline else ""
        out += " in addition to its other types" if self.in_addition else ""
        out += f" {self.duration.text()}" if self.duration else ""
        if self.still and not self.still_inline:
            they = "They're" if self.plural else "It's"
            out += f". {they} still {self.still}"
        return out


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
    abilities, for the rest of the game; "Target opponent gets an emblem with ...", "Each
    opponent gets ...": the player ``who`` gets it, and owns and controls it (114.2)."""

    abilities: tuple[Ability, ...]
    who: PlayerRef | None = None  # None: you

    def text(self) -> str:
        gets = "you get" if self.who is None else f"{self.who.text()} gets"
        # in its abilities the emblem calls itself "this emblem" (114.3)
        return f"{gets} an emblem with {abilities_words((), self.abilities, 'emblem')}"



@part
@dataclass(frozen=True)
class Pump:
    """An object gets +N/+M for a duration (613.4c, 611.2a)."""

    what: ObjectRef
    power: str  # signed as printed: "+2", "-0", "+X"
    toughness: str
    duration: Duration | None = None  # None in a static ability (604.2)
    keywords: tuple[str, ...] = ()  # "... and gains flying" / "... and has trample"
    granted: tuple[Ability, ...] = ()  # '... and has "When this creature dies, ..."'
    choice: bool = False  # "... and gains your choice of deathtouch or lifelink"
    static: bool = False  # in a static ability (604.2): "has" rather than "gains"
    #: "gets an additional +1/+1": said after another change, the same kind of change, which
    #: adds to the others in layer 7c (613.4c)
    additional: bool = False

    @property
    def x_signs(self) -> tuple[int, int]:
        """How many times X each of power and toughness changes by: (1, 0) for "+X/+0",
        (-1, -1) for "-X/-X" (107.3); (0, 0) when both are printed numbers."""
        return _x_sign(self.power), _x_sign(self.toughness)

    def text(self) -> str:
        many = many_objects(self.what)
        verb = "get" if many else "gets"
        gains = ""
        if self.keywords or self.granted:
            has = ("have" if many else "has") if self.static else ("gain" if many else "gains")
            given = abilities_words(self.keywords, self.granted, object_noun(self.what))
            if self.choice:
                given = "your choice of " + one_of_words(self.keywords)
            gains = f" and {has} {given}"
        tail = f" {self.duration.text()}" if self.duration else ""
        verb += " an additional" if self.additional else ""
        return f"{self.what.text()} {verb} {self.power}/{self.toughness}{gains}{tail}"


def _x_sign(value: str) -> int:
    """1 for "+X", -1 for "-X" (Oracle text prints "−"), 0 for a number."""
    return {"+X": 1, "-X": -1, "−X": -1}.get(value, 0)


@part
@dataclass(frozen=True)
class GainKeywords:
    """An object gains keyword abilities for a duration (613.1f, 611.2a)."""

    what: ObjectRef
    keywords: tuple[str, ...]
    duration: Duration | None = None
    static: bool = False  # "has" in a static ability (604.2) rather than "gains"
    granted: tuple[Ability, ...] = ()  # quoted abilities: 'has "{T}: Add {G}."' (113.1a)
    choice: bool = False  # "gains your choice of reach, trample, or haste": one of them

    def text(self) -> str:
        many = many_objects(self.what)
        verb = ("have" if many else "has") if self.static else ("gain" if many else "gains")
        tail = f" {self.duration.text()}" if self.duration else ""
        if self.choice:
            return f"{self.what.text()} {verb} your choice of {one_of_words(self.keywords)}{tail}"
        given = abilities_words(self.keywords, self.granted, object_noun(self.what))
        return f"{self.what.text()} {verb} {given}{tail}"


@part
@dataclass(frozen=True)
class GainControl:
    """Gain control of an object, for a duration or for good (613.1b, 611.2a)."""

    what: ObjectRef
    duration: Duration | None = None
    static: bool = False  # "You control enchanted creature." (a static ability, 613.1b)

    def text(self) -> str:
        if self.static:
            return f"you control {self.what.text()}"
        tail = f" {self.duration.text()}" if self.duration else ""
        return f"gain control of {self.what.text()}{tail}"


@part
@dataclass(frozen=True)
class ExchangeControl:
    """"Exchange control of two target creatures." (701.12a-b): for good (611.2a)."""

    what: ObjectRef

    def text(self) -> str:
        return f"exchange control of {self.what.text()}"


@part
@dataclass(frozen=True)
class LoseAbilities:
    """An object loses keywords, for a duration or as a static ability (613.1f): "loses
    flying", "lose flying and first strike until end of turn"."""

    what: ObjectRef
    abilities: tuple[str, ...]  # the keywords, as printed: "flying", "first strike"
    duration: Duration | None = None

    def text(self) -> str:
        verb = "lose" if many_objects(self.what) else "loses"
        tail = f" {self.duration.text()}" if self.duration else ""
        return f"{self.what.text()} {verb} {join_and(self.abilities)}{tail}"


@part
@dataclass(frozen=True)
class LoseAllAbilitiesText:
    """An object loses all its abilities (613.1f, layer 6): "loses all abilities until end
    of turn", "All creatures lose all abilities"."""

    what: ObjectRef
    duration: Duration | None = None

    def text(self) -> str:
        verb = "lose" if many_objects(self.what) else "loses"
        tail = f" {self.duration.text()}" if self.duration else ""
        return f"{self.what.text()} {verb} all abilities{tail}"


@part
@dataclass(frozen=True)
class SetBase:
    """Base power and toughness set (613.4b, layer 7b): "Target creature has base power
    and toughness 1/1 until end of turn.", "Target creature becomes 0/1 until end of
    turn." (``becomes``), "All creatures ... have base power and toughness 1/1." (a static
    ability, no duration)."""

    what: ObjectRef
    power: str
    toughness: str
    duration: Duration | None = None
    becomes: bool = False

    def text(self) -> str:
        many = many_objects(self.what)
        tail = f" {self.duration.text()}" if self.duration else ""
        if self.becomes:
            return f"{self.what.text()} {'become' if many else 'becomes'} " \
                   f"{self.power}/{self.toughness}{tail}"
        return f"{self.what.text()} {'have' if many else 'has'} base power and toughness " \
               f"{self.power}/{self.toughness}{tail}"


@part
@dataclass(frozen=True)
class SwitchPT:
    """"Switch target creature's power and toughness until end of turn." (613.4d, layer
    7d)."""

    what: ObjectRef
    duration: Duration | None = None

    def text(self) -> str:
        tail = f" {self.duration.text()}" if self.duration else ""
        return f"switch {self.what.text()}'s power and toughness{tail}"


@part
@dataclass(frozen=True)
class SetColor:
    """An object's colours set (613.1e, layer 5): "Target creature becomes blue until end
    of turn.", "Enchanted creature is white." (a static ability: ``static``)."""

    what: ObjectRef
    colors: tuple[ColorWord, ...]  # "blue", "white"
    duration: Duration | None = None
    static: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "colors", color_words(self.colors, "SetColor.colors"))

    def text(self) -> str:
        many = many_objects(self.what)
        verb = ("are" if many else "is") if self.static else ("become" if many else "becomes")
        tail = f" {self.duration.text()}" if self.duration else ""
        return f"{self.what.text()} {verb} {join_and(self.colors)}{tail}"
