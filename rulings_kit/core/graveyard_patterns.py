"""The trigger pattern of cards leaving a graveyard: "Whenever one or more cards leave your
graveyard" (603.10a: it looks back in time, at the card as it was there); batched by
``core.batches.OneOrMore`` (603.2c)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.filters import ObjectTest
from rulings_kit.core.patterns import Hit
from rulings_kit.core.state import GameObject, GameState, Zone
from rulings_kit.core.values import PART, Part

__all__ = ["LeavesYourGraveyard"]


@dataclass(**PART)
class LeavesYourGraveyard(Part):
    """A card ``who`` passes, as it was in its owner's graveyard (603.10a), leaves it: the
    graveyard of the source's controller (404.1: each player's own); the ability remembers
    the new object it became (400.7)."""

    who: ObjectTest

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> Hit:
        assert isinstance(e, ev.ZoneChanged)
        old = e.old
        if e.from_zone is not Zone.GRAVEYARD or old.owner != me.controller or \
                not self.who(s, me, old):
            return None
        return e.new if e.new is not None and s.has(e.new.id) else True
