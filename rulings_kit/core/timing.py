"""Timing restrictions on activated abilities (602.5)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core.state import GameObject, GameState, Step


@dataclass(frozen=True)
class DuringYourTurn:
    """A timing restriction on an activated ability (602.5: it can't be activated
    otherwise): "Activate only during your turn", with ``step`` "... during your upkeep",
    with ``before`` "... during your turn, before attackers are declared" (the steps of
    your turn before the declare attackers step, 508.1)."""

    step: Step | None = None
    before: Step | None = None

    def __call__(self, state: GameState, source: GameObject) -> bool:
        if state.active != source.controller:
            return False
        if self.step is not None and state.step is not self.step:
            return False
        return self.before is None or state.step.order < self.before.order
