"""Amounts an effect names by what the instructions before it did "this way" (608.2c):
"You gain life equal to the life lost this way."."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from rulings_kit.cards.model.codec import part
from rulings_kit.cards.model.trigger_words import phrase


class DoneThisWay(StrEnum):
    """What an earlier instruction of the same spell or ability did, totalled: the life
    its players lost (119.3), the damage it dealt (120.3)."""

    LIFE_LOST = "the life lost this way"
    DAMAGE_DEALT = "the damage dealt this way"
    #: by the prevention effect the sentence before creates (615.5)
    DAMAGE_PREVENTED = "the damage prevented this way"


@part
@dataclass(frozen=True)
class ThisWay:
    """"the life lost this way", "the damage dealt this way": how much the instructions
    before it in the same resolution did, all together (608.2c, 608.2h)."""

    what: DoneThisWay

    def __post_init__(self) -> None:
        object.__setattr__(self, "what", phrase(DoneThisWay, self.what, "ThisWay.what"))

    def text(self) -> str:
        return self.what.value

    def each_text(self) -> str:
        """The words after "for each": "1 damage prevented this way" (615.5)."""
        return "1 " + self.what.value.removeprefix("the ")


@part
@dataclass(frozen=True)
class CountersRemovedThisWay:
    """"for each storage counter removed this way": the counters of that kind the cost of
    the same ability removed (602.2b, 608.2h), "Remove any number of storage counters
    from ~"."""

    counter: str  # "storage", "charge"

    def text(self) -> str:
        return f"the number of {self.counter} counters removed this way"

    def each_text(self) -> str:
        """The words after "for each": "storage counter removed this way"."""
        return f"{self.counter} counter removed this way"
