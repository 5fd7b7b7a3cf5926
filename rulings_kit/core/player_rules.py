"""Rules a static ability sets for its controller, the player rather than a permanent:
"You have no maximum hand size." (402.2), "You have hexproof." (702.11c), "You have
shroud." (702.18a), "You may play an additional land on each of your turns." (305.2).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from rulings_kit.core.card_shapes import CardShape
from rulings_kit.core.state import GameState


class PlayerRule(StrEnum):
    """What the controller of the permanent has, or may do (in the words a rules message
    says it of a player)."""

    NO_MAXIMUM_HAND_SIZE = "has no maximum hand size"  # 402.2
    HEXPROOF = "has hexproof"  # 702.11c
    SHROUD = "has shroud"  # 702.18a
    ONE_MORE_LAND = "may play an additional land on each of their turns"  # 305.2
    TWO_MORE_LANDS = "may play two additional lands on each of their turns"  # 305.2


@dataclass(frozen=True)
class ForItsController:
    """A static ability (604.1) setting ``rule`` for its source's controller."""

    rule: PlayerRule
    text: str = ""


#: how many more lands than one a rule lets its player play each turn (305.2)
EXTRA_LANDS = {PlayerRule.ONE_MORE_LAND: 1, PlayerRule.TWO_MORE_LANDS: 2}


def player_rules(state: GameState, player: str) -> list[PlayerRule]:
    """The rules the permanents ``player`` controls set for them, one for each ability."""
    return [a.rule for p in state.sources_whose(_sets_player_rules) if p.controller == player
            for a in p.card.of_kind(ForItsController) if isinstance(a, ForItsController)]


def has_rule(state: GameState, player: str, rule: PlayerRule) -> bool:
    return rule in player_rules(state, player)


def lands_per_turn(state: GameState, player: str) -> int:
    """How many lands ``player`` can play this turn (305.2): one, and one or two more for
    each effect that says so, which add up."""
    return 1 + sum(EXTRA_LANDS.get(r, 0) for r in player_rules(state, player))


def _sets_player_rules(card: CardShape) -> bool:
    return bool(card.of_kind(ForItsController))
