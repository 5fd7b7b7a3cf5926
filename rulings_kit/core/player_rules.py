"""Rules a static ability sets for its controller, the player rather than a permanent:
"You have no maximum hand size." (402.2), "You have hexproof." (702.11c), "You have
shroud." (702.18a), "You may play an additional land on each of your turns." (305.2);
or for other players: "Your opponents can't gain life." (119.7).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from rulings_kit.core.card_shapes import CardShape
from rulings_kit.core.state import GameState
from rulings_kit.core.turn_record import Did


class PlayerRule(StrEnum):
    """What the controller of the permanent has, or may do (in the words a rules message
    says it of a player)."""

    NO_MAXIMUM_HAND_SIZE = "has no maximum hand size"  # 402.2
    HEXPROOF = "has hexproof"  # 702.11c
    SHROUD = "has shroud"  # 702.18a
    ONE_MORE_LAND = "may play an additional land on each of their turns"  # 305.2
    TWO_MORE_LANDS = "may play two additional lands on each of their turns"  # 305.2
    CANT_GAIN_LIFE = "can't gain life"  # 119.7
    SKIPS_DRAW_STEP = "skips their draw step"  # 614.10


class Whom(StrEnum):
    """Which players a rule is for, seen from its source's controller."""

    CONTROLLER = "you"
    OPPONENTS = "your opponents"
    EVERY_PLAYER = "players"


@dataclass(frozen=True)
class ForItsController:
    """A static ability (604.1) setting ``rule`` for its source's controller, or for
    ``whom`` it names: "Your opponents can't gain life.", "Players can't gain life."."""

    rule: PlayerRule
    text: str = ""
    whom: Whom = Whom.CONTROLLER

    def binds(self, controller: str, player: str) -> bool:
        """Whether the rule is for ``player``, its source controlled by ``controller``."""
        if self.whom is Whom.EVERY_PLAYER:
            return True
        return (controller == player) == (self.whom is Whom.CONTROLLER)


#: how many more lands than one a rule lets its player play each turn (305.2)
EXTRA_LANDS = {PlayerRule.ONE_MORE_LAND: 1, PlayerRule.TWO_MORE_LANDS: 2}


def player_rules(state: GameState, player: str) -> list[PlayerRule]:
    """The rules the permanents ``player`` controls set for them, one for each ability."""
    return [a.rule for p in state.sources_whose(_sets_player_rules)
            for a in p.card.of_kind(ForItsController)
            if isinstance(a, ForItsController) and a.binds(p.controller, player)]


def has_rule(state: GameState, player: str, rule: PlayerRule) -> bool:
    return rule in player_rules(state, player)


def lands_per_turn(state: GameState, player: str) -> int:
    """How many lands ``player`` can play this turn (305.2): one, and one or two more for
    each effect that says so, which add up: static abilities' and those of resolved
    spells and abilities this turn (the turn record)."""
    return 1 + sum(EXTRA_LANDS.get(r, 0) for r in player_rules(state, player)) + \
        state.this_turn.count(Did.MAY_PLAY_LAND, player)


def _sets_player_rules(card: CardShape) -> bool:
    return bool(card.of_kind(ForItsController))
