"""Conditions about the other players (102.3): "if an opponent controls seven or more
lands", "if an opponent controls no basic lands" — true when one opponent of the source's
controller, still in the game, does (108.4); "it's not your turn" (102.1)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core.filters import ObjectTest
from rulings_kit.core.state import GameObject, GameState
from rulings_kit.core.values import PART, Part


@dataclass(**PART)
class OpponentControls(Part):
    """One opponent controls ``n`` or more permanents passing ``test`` (``at_most``: ``n``
    or fewer, "no basic lands" being 0 or fewer), seen from the source."""

    test: ObjectTest
    n: int = 1
    at_most: bool = False

    def __call__(self, s: GameState, me: GameObject) -> bool:
        for opponent in (p.name for p in s.players if p.name != me.controller and not p.lost):
            found = sum(1 for o in s.permanents(opponent) if self.test(s, me, o))
            if (found <= self.n) if self.at_most else (found >= self.n):
                return True
        return False


@dataclass(**PART)
class NotYourTurn(Part):
    """"it's not your turn": the source's controller isn't the active player (102.1)."""

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return s.active != me.controller


@dataclass(**PART)
class OpponentEmptyHand(Part):
    """"an opponent has no cards in hand" (402.1): one opponent of the source's controller,
    still in the game, holds no card."""

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return any(not p.hand for p in s.players if p.name != me.controller and not p.lost)
