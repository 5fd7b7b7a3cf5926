"""A thin mutable wrapper that keeps the history (like python-chess's Board)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core.engine import Action, Transition, apply
from rulings_kit.core.questions import Answers
from rulings_kit.core.state import GameState


@dataclass(frozen=True)
class Played:
    """One applied action: what was done, with which answers, and what it led to."""

    action: Action
    answers: Answers
    before: GameState
    transition: Transition


class Game:
    def __init__(self, state: GameState, *, max_steps: int = 1000) -> None:
        self.start = state
        self.history: list[Played] = []
        self.max_steps = max_steps

    @property
    def state(self) -> GameState:
        return self.history[-1].transition.state if self.history else self.start

    def push(self, action: Action, answers: Answers | None = None) -> Transition:
        """Apply ``action``; on an error the game is exactly as it was."""
        before = self.state
        t = apply(before, action, answers or {}, max_steps=self.max_steps)
        self.history.append(Played(action, dict(answers or {}), before, t))
        return t

    def pop(self) -> Played:
        return self.history.pop()

    def peek(self) -> Played | None:
        return self.history[-1] if self.history else None
