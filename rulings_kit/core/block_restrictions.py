"""Restrictions on blocks that compare the blocker with the attacking creature (509.1b),
as values a static ability's ``by`` holds: they pickle, compare equal and print short.
``core.combat`` checks them on the whole declaration of blockers."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core.characteristics import power_toughness
from rulings_kit.core.state import GameObject, GameState
from rulings_kit.core.values import PART, Part


def power(state: GameState, creature: GameObject) -> int:
    """A creature's power now (208.3), 0 for an object without one."""
    return (power_toughness(state, creature) or (0, 0))[0]


@dataclass(**PART)
class PowerLessThanSource(Part):
    """"Creatures with power less than ~'s power can't block it." (509.1b): the
    blockers whose power, as blockers are declared, is less than the source's power;
    with the restriction "can't be blocked by", the source is the attacking creature."""

    def __call__(self, state: GameState, source: GameObject, blocker: GameObject) -> bool:
        return power(state, blocker) < power(state, source)
