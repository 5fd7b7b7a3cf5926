"""The trigger events "you roll one or more dice" (706.1, 603.2c), "you roll a natural 20"
and "you roll a die's highest natural result" (706.2)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.cards.model.codec import part
from rulings_kit.cards.model.trigger_words import Actor, phrase


@part
@dataclass(frozen=True)
class DiceEvent:
    """A player rolls one or more dice (706.1): once for each instruction that rolls; or,
    with ``natural``, a die whose natural result is that number (706.2: "a natural 20"), or
    with ``highest``, its highest one ("a die's highest natural result", 706.1a)."""

    who: Actor  # "you", "a player", "an opponent"
    natural: int | None = None
    highest: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "who", phrase(Actor, self.who, "DiceEvent.who"))

    def text(self) -> str:
        verb = "roll" if self.who is Actor.YOU else "rolls"
        what = f"a natural {self.natural}" if self.natural is not None else \
            "a die's highest natural result" if self.highest else "one or more dice"
        return f"{self.who} {verb} {what}"
