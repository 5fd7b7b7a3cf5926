"""The trigger event "you cycle a card", "a player cycles a card", "you cycle or discard
another card" (702.29a, 702.29d)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.cards.model.codec import part
from rulings_kit.cards.model.trigger_words import Actor, phrase


@part
@dataclass(frozen=True)
class CycleEvent:
    """A player cycles a card (702.29a), or, with ``or_discard``, cycles or discards one
    (702.29d); ``another``: "another card", not this one."""

    who: Actor  # "you", "a player", "an opponent"
    or_discard: bool = False
    another: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "who", phrase(Actor, self.who, "CycleEvent.who"))

    def text(self) -> str:
        third = self.who is not Actor.YOU  # "a player cycles", "you cycle"
        verb = "cycles or discards" if third else "cycle or discard"
        if not self.or_discard:
            verb = verb.split()[0]
        return f"{self.who} {verb} {'another' if self.another else 'a'} card"
