"""Conditions about what an opponent has, seen from a source (102.2: each other player
in a two-player game is the opponent): "an opponent controls a black permanent", "... four
or more lands" — asked by "as long as" (611.3a), "if" (603.4) and "Activate only if"
(602.5)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core.filters import ObjectTest
from rulings_kit.core.state import GameObject, GameState
from rulings_kit.core.values import PART, Part


@dataclass(**PART)
class AnOpponentControls(Part):
    """"an opponent controls a black permanent", "... four or more lands": one of the
    source's controller's opponents (102.2) controls ``n`` or more permanents passing
    ``test``, counted among that opponent's own."""

    n: int
    test: ObjectTest

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return any(sum(1 for o in s.permanents(p) if self.test(s, me, o)) >= self.n
                   for p in s.opponents(me.controller))


__all__ = ["AnOpponentControls"]
