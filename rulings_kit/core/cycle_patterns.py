"""The trigger pattern of a player cycling a card (702.29a), or cycling or discarding one
(702.29d): "Whenever you cycle another card", "Whenever you cycle or discard a card". A card
is cycled as it is discarded to pay a cycling or typecycling cost (702.29a, 702.29f); that is
one discard, so "cycle or discard" triggers once for it (702.29d)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.patterns import Actor
from rulings_kit.core.state import GameObject, GameState
from rulings_kit.core.values import PART, Part


@dataclass(**PART)
class Cycles(Part):
    """"you cycle a card": a card discarded from ``actor``'s hand to pay a cycling cost
    (702.29a); with ``or_discards``, any card they discard (701.9a), cycled or not (one
    event, 702.29d); ``another``: not the source itself (109.5)."""

    actor: Actor
    or_discards: bool = False
    another: bool = False

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> bool:
        assert isinstance(e, ev.ZoneChanged)
        done = e.discarded if self.or_discards else e.cycled
        # the hand's owner discards its cards (701.9a, 402.1)
        return done and self.actor.did(e.old.owner, me) and not (
            self.another and e.old.id == me.id)
