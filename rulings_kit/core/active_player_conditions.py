"""Intervening "if" clauses of a step trigger about the player whose step it is: "At the
beginning of each opponent's upkeep, if that player has two or fewer cards in hand, ..."
(603.4): "that player" is the active player, whose upkeep it is (503.1), both as the
ability triggers and as it resolves in that step."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core.state import GameObject, GameState
from rulings_kit.core.values import PART, Part


@dataclass(**PART)
class ActiveHand(Part):
    """"that player has ``n`` or fewer cards in hand" (``at_most``), "... ``n`` or more
    ...", "that player has no cards in hand" (``n`` 0, ``at_most``) of the active player
    (402.1)."""

    n: int
    at_most: bool = True

    def __call__(self, s: GameState, me: GameObject) -> bool:
        held = len(s.player(s.active).hand)
        return held <= self.n if self.at_most else held >= self.n
