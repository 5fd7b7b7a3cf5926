"""Conditions that look back at the turn record, beside those of ``core.conditions``:
"if a permanent you controlled left the battlefield this turn" (revolt, 207.2c), "if you had
a land enter the battlefield under your control this turn" (landfall)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core.state import GameObject, GameState
from rulings_kit.core.turn_record import Did
from rulings_kit.core.values import PART, Part, evolve


def noting(state: GameState, did: Did, player: str) -> GameState:
    """``state`` with its turn record noting, once, that ``player`` did this (603.6c, 305)."""
    return evolve(state, this_turn=state.this_turn.once(did, player))


@dataclass(**PART)
class PermanentLeft(Part):
    """"if a permanent you controlled left the battlefield this turn" (revolt, 207.2c): a
    permanent the source's controller controlled moved from the battlefield to another zone
    this turn (603.6c), whatever it was, whatever moved it and wherever it went, a token too
    (its rulings); earlier in the turn than the source entered as well."""

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return bool(s.this_turn.of(Did.LEAVE, me.controller))


@dataclass(**PART)
class LandEntered(Part):
    """"if you had a land enter the battlefield under your control this turn" (landfall,
    207.2c): a land entered the battlefield under the source's controller's control this
    turn, played (305.1) or put there by an effect."""

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return bool(s.this_turn.of(Did.LAND_ENTERED, me.controller))
