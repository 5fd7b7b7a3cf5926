"""The keywords the engine implements, each with its rule (702 keyword abilities, 701
keyword actions). A card that prints any other keyword can't be defined: it would look
right in a diagram and do nothing in the game.
"""

from __future__ import annotations

from collections.abc import Iterable

from rulings_kit.errors import CardDefinitionError

#: keyword -> (rule, where the engine applies it)
KEYWORDS: dict[str, tuple[str, str]] = {
    # Flying and trample change only how creatures block and are blocked. Nothing blocks
    # in this engine yet, so an attacker deals its damage to the player (510.1a) and
    # neither can be wrong; declaring blockers must apply them (702.9b, 702.19b).
    "Flying": ("702.9", "no creature blocks yet, so none without flying or reach can"),
    "Trample": ("702.19", "no creature blocks yet, so its damage always reaches the player"),
    "Haste": ("702.10", "attacks and uses {T} abilities despite 302.6"),
    "Vigilance": ("702.20", "attacking doesn't tap it"),
    "Devoid": ("702.114", "the card has no color"),
    "Kicker": ("702.33", "an optional additional cost, `kicker` in a cast"),
    "Multikicker": ("702.33c", "kicker paid any number of times"),
    "Rebound": ("702.88", "exiled as it resolves if cast from hand; cast again next upkeep"),
    "Miracle": ("702.94", "cast for its miracle cost when drawn as the turn's first card"),
    "Scry": ("701.22", "the `scry:` question"),
    "Fight": ("701.14", "each deals damage equal to its power to the other"),
}


def check_keywords(card: str, keywords: Iterable[str]) -> None:
    """Raise if ``card`` prints a keyword the engine doesn't implement."""
    unknown = sorted({k for k in keywords if k not in KEYWORDS})
    if unknown:
        raise CardDefinitionError(
            f"{card} has {', '.join(unknown)}, a keyword the engine doesn't implement; "
            f"implemented: {', '.join(sorted(KEYWORDS))}"
        )
