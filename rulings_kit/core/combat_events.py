"""Combat events beside ``core.events`` (full): an attacking creature found unblocked as
blockers are declared (509.1h), and the trigger pattern that watches for it (509.3g)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core.events import Event
from rulings_kit.core.filters import ObjectTest
from rulings_kit.core.game_object import GameObject
from rulings_kit.core.patterns import Hit, answer
from rulings_kit.core.state import GameState
from rulings_kit.core.values import PART, Part


@dataclass(frozen=True)
class Unblocked(Event):
    """No creature was declared as a blocker for an attacking creature: it is unblocked
    (509.1h)."""

    creature: GameObject

    def describe(self) -> str:
        return f"{self.creature.name} is unblocked"


@dataclass(**PART)
class AttacksUnblocked(Part):
    """"attacks and isn't blocked" (509.3g): as blockers are declared, for each attacking
    creature none was declared to block."""

    who: ObjectTest
    is_self: bool = False

    def __call__(self, e: Event, me: GameObject, s: GameState) -> Hit:
        assert isinstance(e, Unblocked)
        return answer(self.is_self, e.creature) if self.who(s, me, e.creature) else None
