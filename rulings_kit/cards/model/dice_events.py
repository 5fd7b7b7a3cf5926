"""The trigger event "you roll one or more dice" (706.1, 603.2c)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.cards.model.codec import part
from rulings_kit.cards.model.trigger_words import Actor, phrase


@part
@dataclass(frozen=True)
class DiceEvent:
    """A player rolls one or more dice (706.1): once for each instruction that rolls."""

    who: Actor  # "you", "a player", "an opponent"

    def __post_init__(self) -> None:
        object.__setattr__(self, "who", phrase(Actor, self.who, "DiceEvent.who"))

    def text(self) -> str:
        return f"{self.who} {'roll' if self.who is Actor.YOU else 'rolls'} one or more dice"
