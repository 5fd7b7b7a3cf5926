"""Trigger patterns of a permanent turning over (701.27): "When equipped creature
transforms", "When this creature transforms into Demon-Possessed Witch". A permanent
transforms without leaving the battlefield (712.18), so these patterns look at it as it is
right after it turned over, with the face it turned to up (701.27e); flipping (710.2) and
turning face up (701.27b) aren't transforming. As the other patterns (``core.patterns``),
each is a value."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.filters import ObjectTest
from rulings_kit.core.patterns import Hit
from rulings_kit.core.state import GameObject, GameState
from rulings_kit.core.values import PART, Part


@dataclass(**PART)
class Transforms(Part):
    """A permanent "transforms" (701.27a); with ``into_this``, "transforms into [this
    face]": the source itself turned to the face that has the ability, which it can only
    have once that face is up (701.27e), so an ability printed on a face triggers as the
    permanent turns to it and not as it turns away."""

    who: ObjectTest
    is_self: bool = False
    into_this: bool = False

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> Hit:
        assert isinstance(e, ev.TurnedOver)
        if e.verb != "transforms" or not s.has(e.obj.id):
            return None
        now = s.obj(e.obj.id)
        if self.into_this and now.id != me.id:
            return None
        if not self.who(s, me, now):
            return None
        return True if self.is_self else now


__all__ = ["Transforms"]
