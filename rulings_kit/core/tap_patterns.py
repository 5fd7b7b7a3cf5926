"""Trigger patterns of a permanent's tapped status changing (110.5, 701.26): "Whenever this
creature becomes tapped", "Whenever enchanted land becomes untapped". They trigger only
when the status of a permanent already on the battlefield changes, never because it
enters tapped (603.2e); as the other patterns (``core.patterns``), each is a value."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.filters import ObjectTest
from rulings_kit.core.patterns import Hit
from rulings_kit.core.state import GameObject, GameState
from rulings_kit.core.values import PART, Part


@dataclass(**PART)
class BecomesTapped(Part):
    """A permanent "becomes tapped" (or, with ``untapped``, "becomes untapped"): it is
    tapped or untapped on the battlefield (701.26a, 701.26b; 603.2e). A tapped permanent
    tapped again doesn't become tapped: the engine changes only the status it hasn't."""

    who: ObjectTest
    is_self: bool = False
    untapped: bool = False

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> Hit:
        assert isinstance(e, ev.Tapped)
        if e.untapped != self.untapped or not s.has(e.obj.id):
            return None
        now = s.obj(e.obj.id)
        if not self.who(s, me, now):
            return None
        return True if self.is_self else now


__all__ = ["BecomesTapped"]
