"""Closed sets of words a type line is made of that the engine gives meaning to: the card
types (205.2a), the artifact types (205.3g) and the enchantment types (205.3h), each an enum
whose values are the words as printed ("Creature", "Aura"), so a definition's ``types`` and
``subtypes`` hold them and compare equal to the printed words. (The basic land types, 305.6,
are card names too: they are the card vocabulary's, ``cards.model.BasicLandType``.)"""

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


class ArtifactType(StrEnum):
    """The artifact types (205.3g)."""

    ATTRACTION = "Attraction"  # 717
    BLOOD = "Blood"
    BOBBLEHEAD = "Bobblehead"
    BOOK = "Book"
    CLUE = "Clue"
    CONTRAPTION = "Contraption"
    EQUIPMENT = "Equipment"  # 301.5
    FOOD = "Food"
    FORTIFICATION = "Fortification"  # 301.6
    GOLD = "Gold"
    HEARTWOOD = "Heartwood"
    INCUBATOR = "Incubator"
    INFINITY = "Infinity"
    JUNK = "Junk"
    LANDER = "Lander"
    MAP = "Map"
    MUTAGEN = "Mutagen"
    POWERSTONE = "Powerstone"
    SPACECRAFT = "Spacecraft"
    STONE = "Stone"
    TREASURE = "Treasure"
    VEHICLE = "Vehicle"  # 301.7
    VIBRANIUM = "Vibranium"


__all__ = ["ArtifactType", "CardType", "EnchantmentType"]
