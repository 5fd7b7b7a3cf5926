"""Tests of objects on the stack that aren't spells: abilities (113.1b-c, 405.1)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core.filters import Whose
from rulings_kit.core.state import GameObject, GameState, Kind, Zone
from rulings_kit.core.values import PART, Part


@dataclass(**PART)
class AbilityOnStack(Part):
    """"activated or triggered ability", "activated ability", "triggered ability": an
    ability on the stack (113.1b-c, 405.1), which "counter target ..." counters (701.6a);
    never a mana ability, which doesn't use the stack (605.3a)."""

    activated: bool = True
    triggered: bool = True
    whose: Whose = Whose.ANY

    def __call__(self, state: GameState, me: GameObject, obj: GameObject) -> bool:
        if obj.zone is not Zone.STACK or not (
                (self.activated and obj.kind is Kind.ABILITY)
                or (self.triggered and obj.kind is Kind.TRIGGER)):
            return False
        if self.whose is Whose.YOURS:
            return obj.controller == me.controller
        if self.whose is Whose.NOT_YOURS:
            return obj.controller != me.controller
        return self.whose is Whose.ANY
