"""The closed sets of words a type line is made of that the engine gives meaning to: the
card types (205.2a), the enchantment types (205.3h) and the basic land types (305.6), each
an enum whose values are the words as printed ("Creature", "Aura", "Forest"), so a
definition's ``types`` and ``subtypes`` hold them and compare equal to the printed words."""

from __future__ import annotations

from enum import StrEnum


class CardType(StrEnum):
    """The card types (205.2a); "Tribal" is Kindred's older name, still in data files."""

    ARTIFACT = "Artifact"
    BATTLE = "Battle"
    CONSPIRACY = "Conspiracy"
    CREATURE = "Creature"
    DUNGEON = "Dungeon"
    ENCHANTMENT = "Enchantment"
    INSTANT = "Instant"
    KINDRED = "Kindred"
    LAND = "Land"
    PHENOMENON = "Phenomenon"
    PLANE = "Plane"
    PLANESWALKER = "Planeswalker"
    SCHEME = "Scheme"
    SORCERY = "Sorcery"
    TRIBAL = "Tribal"
    VANGUARD = "Vanguard"


class EnchantmentType(StrEnum):
    """The enchantment types (205.3h)."""

    AURA = "Aura"  # 303.4
    BACKGROUND = "Background"
    CARTOUCHE = "Cartouche"
    CASE = "Case"  # 719
    CLASS = "Class"  # 716
    CURSE = "Curse"
    PLAN = "Plan"
    ROLE = "Role"  # 303.7
    ROOM = "Room"
    RUNE = "Rune"
    SAGA = "Saga"  # 714
    SHARD = "Shard"
    SHRINE = "Shrine"


class BasicLandType(StrEnum):
    """The basic land types (305.6)."""

    PLAINS = "Plains"
    ISLAND = "Island"
    SWAMP = "Swamp"
    MOUNTAIN = "Mountain"
    FOREST = "Forest"


#: a basic land type gives its land "{T}: Add [mana symbol]." (305.6)
BASIC_LAND_MANA: dict[str, str] = {  # by member, which is its printed word
    BasicLandType.PLAINS: "W", BasicLandType.ISLAND: "U", BasicLandType.SWAMP: "B",
    BasicLandType.MOUNTAIN: "R", BasicLandType.FOREST: "G",
}

__all__ = ["BASIC_LAND_MANA", "BasicLandType", "CardType", "EnchantmentType"]
