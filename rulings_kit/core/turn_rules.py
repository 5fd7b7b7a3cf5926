"""Rules a resolved spell or ability sets for the whole game until end of turn, and what a
player may be made to skip (614.10)."""

from __future__ import annotations

from enum import Enum, StrEnum


class TurnRule(Enum):
    """A rule a resolved spell or ability sets for the whole game until the turn ends
    (611.2a; it ends in the cleanup step, 514.2): "Damage can't be prevented this turn."
    (615.12), "Players can't gain life this turn." (119.7)."""

    DAMAGE_CANT_BE_PREVENTED = "damage can't be prevented"
    PLAYERS_CANT_GAIN_LIFE = "players can't gain life"

    def __repr__(self) -> str:
        return f"TurnRule.{self.name}"


class Skipped(StrEnum):
    """What "skip your next ..." makes a player skip (614.10): their next untap step, or
    their next turn. Each is skipped once for each time it was said (614.10a)."""

    UNTAP_STEP = "untap step"
    TURN = "turn"

    def __repr__(self) -> str:
        return f"Skipped.{self.name}"
