"""Conditions that look back at the turn record, beside those of ``core.conditions``:
"if a permanent you controlled left the battlefield this turn" (revolt, 207.2c)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core.state import GameObject, GameState
from rulings_kit.core.turn_record import Did
from rulings_kit.core.values import PART, Part


@dataclass(**PART)
class PermanentLeft(Part):
    """"if a permanent you controlled left the battlefield this turn" (revolt, 207.2c): a
    permanent the source's controller controlled moved from the battlefield to another zone
    this turn (603.6c), whatever it was, whatever moved it and wherever it went, a token too
    (its rulings); earlier in the turn than the source entered as well."""

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return bool(s.this_turn.of(Did.LEAVE, me.controller))
