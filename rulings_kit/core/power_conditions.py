"""Conditions on the powers of the creatures a player controls: coven's "if you control
three or more creatures with different powers" (207.2c)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core.characteristics import is_creature, power_toughness
from rulings_kit.core.state import GameObject, GameState, Zone
from rulings_kit.core.values import PART, Part


@dataclass(**PART)
class DifferentPowers(Part):
    """"if you control three or more creatures with different powers" (coven, 207.2c): the
    creatures its controller controls have at least ``n`` different powers among them, as
    they are now (208.1, 613): a 1/1, a 2/1 and another 2/1 are two (its rulings)."""

    n: int

    def __call__(self, s: GameState, me: GameObject) -> bool:
        powers = set()
        for o in s.in_zone(Zone.BATTLEFIELD):
            if o.controller == me.controller and is_creature(s, o):
                pt = power_toughness(s, o)
                if pt is not None:
                    powers.add(pt[0])
        return len(powers) >= self.n
