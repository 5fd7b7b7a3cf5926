"""Conditions that count objects exactly: "If exactly one creature is attacking" (506.4),
beside ``conditions.AtLeast`` and ``conditions.AtMost``."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core.conditions import AtLeast
from rulings_kit.core.filters import ObjectTest
from rulings_kit.core.state import GameObject, GameState, Zone
from rulings_kit.core.values import PART, Part


@dataclass(**PART)
class Exactly(Part):
    """Exactly ``n`` objects in ``zone`` pass ``test``: "exactly one creature is
    attacking", counted as it's checked."""

    n: int
    zone: Zone
    test: ObjectTest

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return AtLeast(self.n, self.zone, self.test)(s, me) and \
            not AtLeast(self.n + 1, self.zone, self.test)(s, me)


__all__ = ["Exactly"]
