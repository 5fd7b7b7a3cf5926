"""Checks of a card's printed characteristics before its abilities are built: the type
line names a card type (205.2a), a creature prints power and toughness (208.1)."""

from __future__ import annotations

from rulings_kit.cards.model import BasicLandType, Card
from rulings_kit.core.card_types import CardType
from rulings_kit.errors import CardDefinitionError

#: a basic land type gives its land "{T}: Add [mana symbol]." (305.6)
BASIC_LAND_MANA: dict[str, str] = {  # by member, which is its printed word
    BasicLandType.PLAINS: "W", BasicLandType.ISLAND: "U", BasicLandType.SWAMP: "B",
    BasicLandType.MOUNTAIN: "R", BasicLandType.FOREST: "G",
}
#: the card types (205.2a), for asking whether a printed word is one
_CARD_TYPES = frozenset(CardType)
#: the land types (205.3i)
LAND_TYPES = frozenset((
    "Cave", "Desert", "Forest", "Gate", "Island", "Lair", "Locus", "Mine", "Mountain",
    "Planet", "Plains", "Power-Plant", "Sphere", "Swamp", "Tower", "Town", "Urza's",
))


def check_type_line(card: Card) -> None:
    """The words before the dash are supertypes (205.4a) and at least one card type
    (205.2a); "Token" may stand there too (111.1)."""
    unknown = [w for w in card.types if w not in _CARD_TYPES]  # nor a supertype nor "Token"
    if unknown or not card.types:
        what = f"{unknown[0]!r} is not a card type or supertype" if unknown else "no card type"
        raise CardDefinitionError(
            f"{card.name}: {what} in the type line {card.type_line!r}: a type line reads like "
            f'"Legendary Creature — Elf Druid", with a card type ({", ".join(CardType)}) '
            "before the dash (205.2a)"
        )


def check_power_toughness(card: Card) -> None:
    """A creature card has both power and toughness (208.1)."""
    if CardType.CREATURE in card.types and (card.power is None or card.toughness is None):
        raise CardDefinitionError(
            f'{card.name}: a creature card has power and toughness, such as "2/1" (208.1)'
        )


__all__ = ["BASIC_LAND_MANA", "LAND_TYPES", "check_power_toughness", "check_type_line"]
