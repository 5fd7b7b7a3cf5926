"""What a continuous effect does to an object's characteristics, as typed changes, each
in its layer (613.1-613.4), and the characteristics they change.

An effect is a tuple of changes; "becomes a 2/2 blue Faerie creature" is a type change
(layer 4), a colour change (layer 5) and a P/T setting (layer 7b), each applied in its
own layer (613.6). The layer pass (core/layers.py) applies them; nothing else reads
an effect's words.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import ClassVar

from rulings_kit.core.card_shapes import ActivatedShape
from rulings_kit.core.values import evolve
from rulings_kit.core.words import a_or_an, plural


class Layer(Enum):
    """The layers and sublayers, in the order they apply (613.1, 613.2, 613.4)."""

    COPY = "1"
    CONTROL = "2"
    TEXT = "3"
    TYPE = "4"
    COLOR = "5"
    ABILITY = "6"
    PT_DEFINE = "7a"
    PT_SET = "7b"
    PT_MODIFY = "7c"
    PT_SWITCH = "7d"

    #: a member equals only itself, so its identity hashes it, in C (an Enum's own hash,
    #: of its name, runs in Python, and the layer pass looks layers up at every object)
    __hash__ = object.__hash__

    @property
    def rule(self) -> str:
        return _RULES[self]

    @property
    def title(self) -> str:
        """The layer as a reader calls it: "layer 7b: power and toughness set"."""
        return f"layer {self.value}: {_TITLES[self]}"


_RULES = {Layer.COPY: "613.1a", Layer.CONTROL: "613.1b", Layer.TEXT: "613.1c",
          Layer.TYPE: "613.1d", Layer.COLOR: "613.1e", Layer.ABILITY: "613.1f",
          Layer.PT_DEFINE: "613.4a", Layer.PT_SET: "613.4b", Layer.PT_MODIFY: "613.4c",
          Layer.PT_SWITCH: "613.4d"}
_TITLES = {Layer.COPY: "copy effects", Layer.CONTROL: "control", Layer.TEXT: "text",
           Layer.TYPE: "types", Layer.COLOR: "colors", Layer.ABILITY: "abilities",
           Layer.PT_DEFINE: "power and toughness defined",
           Layer.PT_SET: "power and toughness set",
           Layer.PT_MODIFY: "power and toughness modified",
           Layer.PT_SWITCH: "power and toughness switched"}

#: the layers in the order they apply (613.1)
LAYERS = tuple(Layer)

#: a timestamp (613.7): objects take (their id, 0) as they enter a zone (613.7d), ids
#: being given in order; effects, attachments and counters take (the last id given, n),
#: n counting up, so every timestamp is later than those given before it
Timestamp = tuple[int, int]


@dataclass(frozen=True)
class Characteristics:
    """An object's characteristics as the layers leave them (613.1): what the rules
    and the other effects read."""

    types: frozenset[str]
    subtypes: tuple[str, ...]
    colors: frozenset[str]
    keywords: frozenset[str]
    power: int | None
    toughness: int | None
    activated: tuple[ActivatedShape, ...]
    #: it still has the abilities its rules text gives it: not after "loses all
    #: abilities" (613.1f) or after an effect set its basic land type (305.7)
    has_text_abilities: bool = True
    #: the protections effects give it (layer 6, 613.1f), each a quality (702.16a) and
    #: the object it doesn't remove ("This effect doesn't remove ~."), or None
    protections: tuple[tuple[str, int | None], ...] = ()

    @property
    def pt(self) -> tuple[int, int] | None:
        if "Creature" not in self.types:
            return None
        return self.power or 0, self.toughness or 0


@dataclass(frozen=True)
class AddTypes:
    """"... becomes an artifact creature", "is a [basic land type] in addition to its
    other land types", "a 3/3 Sphinx creature", "with all creature types" (205.3m): types and
    subtypes added (layer 4, 613.1d); a basic land type added brings its mana ability
    (305.6), in ``abilities``."""

    layer: ClassVar[Layer] = Layer.TYPE
    types: frozenset[str] = frozenset()
    subtypes: tuple[str, ...] = ()
    all_creature_types: bool = False
    abilities: tuple[ActivatedShape, ...] = ()

    def apply(self, c: Characteristics) -> Characteristics:
        subtypes = (*c.subtypes, *(t for t in self.subtypes if t not in c.subtypes))
        if self.all_creature_types and ALL_CREATURE_TYPES not in subtypes:
            subtypes = (*subtypes, ALL_CREATURE_TYPES)
        return evolve(c, types=c.types | self.types, subtypes=subtypes,
                       activated=(*c.activated, *self.abilities))

    def words(self) -> str:
        kinds = " ".join((*self.subtypes, *sorted(t.lower() for t in self.types)))
        every = " with all creature types" if self.all_creature_types else ""
        return f"is also {kinds}{every}".strip()


#: Stands for every creature type of 205.3m, which an effect can give all at once.
ALL_CREATURE_TYPES = "all creature types"


@dataclass(frozen=True)
class RemoveTypes:
    """"Heliod isn't a creature" (layer 4, 613.1d): the object loses the card types
    ``types`` and the subtypes that correspond to them alone, ``subtypes`` (205.3d: the
    Gods' ruling, "it loses the type creature and the creature type God"); a Kindred
    object keeps its creature types (205.3m). It keeps its other types, its counters and
    its damage (the Gods' rulings)."""

    layer: ClassVar[Layer] = Layer.TYPE
    types: frozenset[str]
    subtypes: frozenset[str] = field(default=frozenset(), repr=False)

    def apply(self, c: Characteristics) -> Characteristics:
        types = c.types - self.types
        if types & _KEEP_CREATURE_TYPES:
            return evolve(c, types=types)
        kept = tuple(t for t in c.subtypes if t not in self.subtypes and not (
            t == ALL_CREATURE_TYPES and "Creature" in self.types))
        return evolve(c, types=types, subtypes=kept)

    def words(self) -> str:
        return "isn't " + " or ".join(a_or_an(t.lower()) for t in sorted(self.types))


#: the card types whose objects have creature types (205.3m)
_KEEP_CREATURE_TYPES = frozenset({"Creature", "Kindred", "Tribal"})


@dataclass(frozen=True)
class SetLandType:
    """"Nonbasic lands are [a basic land type]", "Enchanted land is a [basic land
    type]" (305.7, layer 4):
    the land's land types are replaced by ``land_type``; it loses the abilities of its
    rules text and has the basic land type's mana ability (305.6) instead."""

    layer: ClassVar[Layer] = Layer.TYPE
    land_type: str
    ability: ActivatedShape
    land_types: frozenset[str]

    def apply(self, c: Characteristics) -> Characteristics:
        kept = tuple(t for t in c.subtypes if t not in self.land_types)
        return evolve(c, subtypes=(*kept, self.land_type), activated=(self.ability,),
                       keywords=frozenset(), has_text_abilities=False)

    def words(self) -> str:
        return f"is a {self.land_type} (305.7): only that land type, no other abilities"


@dataclass(frozen=True)
class SetCreatureType:
    """"becomes the creature type of your choice" (layer 4, 613.1d): the new creature type
    replaces its creature types, every one of them a changeling has too (205.1a); its
    other subtypes and its card types stay."""

    layer: ClassVar[Layer] = Layer.TYPE
    creature_type: str
    creature_types: frozenset[str]

    def apply(self, c: Characteristics) -> Characteristics:
        kept = tuple(t for t in c.subtypes
                     if t not in self.creature_types and t != ALL_CREATURE_TYPES)
        return evolve(c, subtypes=(*kept, self.creature_type))

    def words(self) -> str:
        return f"is {a_or_an(self.creature_type)} (205.1a): only that creature type"


@dataclass(frozen=True)
class SetColors:
    """"becomes blue", "a 2/1 blue Faerie creature" (layer 5, 613.1e)."""

    layer: ClassVar[Layer] = Layer.COLOR
    colors: frozenset[str]

    def apply(self, c: Characteristics) -> Characteristics:
        return evolve(c, colors=self.colors)

    def words(self) -> str:
        return "is " + (" and ".join(COLOR_WORDS[x] for x in _wubrg(self.colors))
                        or "colorless")


@dataclass(frozen=True)
class AddColors:
    """"is a white Angel in addition to its other colors and types": colors added to the
    ones it has (layer 5, 613.1e; 105.3)."""

    layer: ClassVar[Layer] = Layer.COLOR
    colors: frozenset[str]

    def apply(self, c: Characteristics) -> Characteristics:
        return evolve(c, colors=c.colors | self.colors)

    def words(self) -> str:
        return "is also " + " and ".join(COLOR_WORDS[x] for x in _wubrg(self.colors))


COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def _wubrg(colors: frozenset[str]) -> list[str]:
    return [x for x in "WUBRG" if x in colors]


@dataclass(frozen=True)
class AddKeywords:
    """"gains flying", "Enchanted creature has flying" (layer 6, 613.1f)."""

    layer: ClassVar[Layer] = Layer.ABILITY
    keywords: frozenset[str]

    def apply(self, c: Characteristics) -> Characteristics:
        return evolve(c, keywords=c.keywords | self.keywords)

    def words(self) -> str:
        return "has " + " and ".join(sorted(k.lower() for k in self.keywords))


@dataclass(frozen=True)
class AddProtection:
    """"Enchanted creature has protection from red", "... gains protection from red until
    end of turn" (layer 6, 613.1f; 702.16a): ``qualities`` as protection names them
    ("red", "Dogs"). ``chosen``: "from the chosen color", the color chosen for the effect's
    source (607.2d), settled by ``from_source`` where it applies: none if none was chosen.
    ``spares_source``: "This effect doesn't remove ~.", its source (``spared``, once
    settled) stays attached (702.16c-d)."""

    layer: ClassVar[Layer] = Layer.ABILITY
    qualities: tuple[str, ...] = ()
    chosen: bool = False
    spares_source: bool = False
    spared: int | None = None

    def from_source(self, chosen_color: str | None, source_id: int) -> AddProtection:
        """This change with "the chosen color" and "doesn't remove ~" settled for its
        source: ``chosen_color`` is the color word its source's controller chose."""
        qualities = self.qualities
        if self.chosen and chosen_color:
            qualities = (*qualities, chosen_color)
        return AddProtection(qualities, spared=source_id if self.spares_source else self.spared)

    def apply(self, c: Characteristics) -> Characteristics:
        return evolve(c, protections=(*c.protections,
                                      *((q, self.spared) for q in self.qualities)))

    def words(self) -> str:
        said = [f"from {q}" for q in self.qualities] + (
            ["from the chosen color"] if self.chosen else [])
        return "has protection " + " and ".join(said or ["from nothing (no color chosen)"])


@dataclass(frozen=True)
class LoseKeywords:
    """"loses flying" (layer 6, 613.1f): it takes away what came before it (613.9)."""

    layer: ClassVar[Layer] = Layer.ABILITY
    keywords: frozenset[str]

    def apply(self, c: Characteristics) -> Characteristics:
        return evolve(c, keywords=c.keywords - self.keywords)

    def words(self) -> str:
        return "loses " + " and ".join(sorted(k.lower() for k in self.keywords))


@dataclass(frozen=True)
class LoseAllAbilities:
    """"loses all abilities" (layer 6, 613.1f): keywords, activated abilities (mana
    abilities too), and the triggered and static abilities of its rules text."""

    layer: ClassVar[Layer] = Layer.ABILITY

    def apply(self, c: Characteristics) -> Characteristics:
        return evolve(c, keywords=frozenset(), activated=(), has_text_abilities=False,
                      protections=())

    def words(self) -> str:
        return "loses all abilities"


@dataclass(frozen=True)
class GrantAbilities:
    """'Enchanted creature has "{T}: Draw a card, then discard a card."' (613.1f)."""

    layer: ClassVar[Layer] = Layer.ABILITY
    abilities: tuple[ActivatedShape, ...]

    def apply(self, c: Characteristics) -> Characteristics:
        return evolve(c, activated=(*c.activated, *self.abilities))

    def granted_by(self, grantor: int) -> GrantAbilities:
        """The abilities knowing the object that grants them where their words name it
        ("Sacrifice Blazing Torch", 201.5a), in their cost parts too (``SacrificeGrantor``)."""
        if not any(a.names_grantor for a in self.abilities):
            return self
        return GrantAbilities(tuple(a.granted_by(grantor) if a.names_grantor else a
                                    for a in self.abilities))

    def words(self) -> str:
        n = len(self.abilities)
        return f"has {plural(n, 'more activated ability', 'more activated abilities')}"


@dataclass(frozen=True)
class SetPowerToughness:
    """"has base power and toughness 1/1", "becomes a 0/1" (layer 7b, 613.4b)."""

    layer: ClassVar[Layer] = Layer.PT_SET
    power: int
    toughness: int

    def apply(self, c: Characteristics) -> Characteristics:
        return evolve(c, power=self.power, toughness=self.toughness)

    def words(self) -> str:
        return f"has base power and toughness {self.power}/{self.toughness}"


@dataclass(frozen=True)
class ModifyPowerToughness:
    """"gets +3/+3", "Creatures you control get +1/+1" (layer 7c, 613.4c)."""

    layer: ClassVar[Layer] = Layer.PT_MODIFY
    power: int
    toughness: int

    def apply(self, c: Characteristics) -> Characteristics:
        return evolve(c, power=(c.power or 0) + self.power,
                       toughness=(c.toughness or 0) + self.toughness)

    def words(self) -> str:
        return f"gets {self.power:+d}/{self.toughness:+d}"


@dataclass(frozen=True)
class SwitchPowerToughness:
    """"Switch target creature's power and toughness" (layer 7d, 613.4d)."""

    layer: ClassVar[Layer] = Layer.PT_SWITCH

    def apply(self, c: Characteristics) -> Characteristics:
        return evolve(c, power=c.toughness or 0, toughness=c.power or 0)

    def words(self) -> str:
        return "has its power and toughness switched"


Change = (AddTypes | RemoveTypes | SetLandType | SetCreatureType | SetColors | AddColors
          | AddKeywords | AddProtection | LoseKeywords | LoseAllAbilities | GrantAbilities
          | SetPowerToughness
          | ModifyPowerToughness | SwitchPowerToughness)

#: the changes that take away abilities, and so may end another effect (613.8a)
REMOVES_ABILITIES = (SetLandType, LoseAllAbilities)


def describe(changes: tuple[Change, ...]) -> str:
    """The changes in words, as a reader says them: "is 1/1 and loses all abilities"."""
    return " and ".join(c.words() for c in changes)


__all__ = ["ALL_CREATURE_TYPES", "LAYERS", "REMOVES_ABILITIES", "AddKeywords", "AddProtection",
           "AddTypes",
           "Change", "Characteristics", "GrantAbilities", "Layer", "LoseAllAbilities",
           "LoseKeywords", "ModifyPowerToughness", "RemoveTypes", "SetColors", "SetCreatureType",
           "SetLandType", "SetPowerToughness", "SwitchPowerToughness", "Timestamp", "describe"]

