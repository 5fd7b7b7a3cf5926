"""The trigger event "you sacrifice a Clue", "you sacrifice another creature", "an opponent
sacrifices a nontoken permanent" (701.21a, 603.2; it looks back in time, 603.10a)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.cards.model.codec import part
from rulings_kit.cards.model.objects import EachRef
from rulings_kit.cards.model.trigger_words import Actor, phrase


@part
@dataclass(frozen=True)
class SacrificeEvent:
    """A player sacrifices one permanent of ``what`` ("a Clue", "another permanent"), or
    "one or more Blood tokens" (603.2c: once for those sacrificed at once)."""

    who: Actor  # "you", "an opponent", "a player"
    what: EachRef

    def __post_init__(self) -> None:
        object.__setattr__(self, "who", phrase(Actor, self.who, "SacrificeEvent.who"))

    def text(self) -> str:
        verb = "sacrifice" if self.who is Actor.YOU else "sacrifices"
        return f"{self.who} {verb} {self.what.text()}"
