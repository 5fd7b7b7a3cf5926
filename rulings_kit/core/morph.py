"""Morph and megamorph as a card's ability (702.37a-b): the cost that turns the face-down
permanent face up (702.37e). Casting the card face down for {3} is the card's alternative
cost ``"morph"`` (702.37c, 118.9); the face-down object itself is ``core.face_down``."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core.abilities import Cost

#: the alternative cost (118.9) a card with morph is cast face down for: {3} (702.37c)
MORPH = "morph"
MEGAMORPH = "megamorph"


@dataclass(frozen=True)
class Morph:
    """ "Morph [cost]" (702.37a) or "Megamorph [cost]" (702.37b): its controller may turn
    the face-down permanent face up by paying ``cost`` (702.37e); with megamorph, it gets a
    +1/+1 counter as it is turned face up that way (702.37b, 708.11). A static ability
    that functions in any zone the card could be played from (702.37a): the engine reads
    it from the card a face-down permanent is (702.37e: "what the permanent's morph cost
    would be if it were face up")."""

    cost: Cost
    text: str  # "Morph {2}{W}{W}", "Morph—Pay 5 life."
    megamorph: bool = False

    @property
    def keyword(self) -> str:
        return MEGAMORPH if self.megamorph else MORPH

    @property
    def rule(self) -> str:
        return "702.37b" if self.megamorph else "702.37e"


__all__ = ["MEGAMORPH", "MORPH", "Morph"]
