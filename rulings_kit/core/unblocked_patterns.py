"""The trigger pattern of "attacks and isn't blocked" (509.3g), as a value like those of
``core.patterns``."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.filters import ObjectTest
from rulings_kit.core.patterns import Hit, answer
from rulings_kit.core.state import GameObject, GameState
from rulings_kit.core.values import PART, Part


@dataclass(**PART)
class IsUnblocked(Part):
    """"attacks and isn't blocked": no creature was declared to block it (509.3g), even one
    that entered the battlefield attacking; not one whose blockers all left combat."""

    who: ObjectTest
    is_self: bool = False

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> Hit:
        assert isinstance(e, ev.Unblocked)
        return answer(self.is_self, e.attacker) if self.who(s, me, e.attacker) else None
