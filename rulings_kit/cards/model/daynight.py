"""Day and night (731) in rules text: "it becomes night" (731.1), the trigger event "day
becomes night or night becomes day" (731.1a), and "If it's neither day nor night, it
becomes day as this creature enters." (614.1c)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from rulings_kit.cards.model.codec import part
from rulings_kit.cards.model.trigger_words import phrase


class DayOrNight(StrEnum):
    """The two designations the game can have once it has one (731.1)."""

    DAY = "day"
    NIGHT = "night"


@part
@dataclass(frozen=True)
class ItBecomes:
    """"It becomes night." (731.1): the game gains that designation; nothing happens when
    it has it already."""

    now: DayOrNight

    def __post_init__(self) -> None:
        object.__setattr__(self, "now", phrase(DayOrNight, self.now, "ItBecomes.now"))

    def text(self) -> str:
        return f"it becomes {self.now}"


@part
@dataclass(frozen=True)
class DayNightEvent:
    """"Whenever day becomes night or night becomes day" (731.1a): the game loses one
    designation and gains the other, never as it becomes day or night for the first time."""

    def text(self) -> str:
        return "day becomes night or night becomes day"


@part
@dataclass(frozen=True)
class DayAsEnters:
    """"If it's neither day nor night, it becomes day as this creature enters." (614.1c):
    the permanent's entering makes it day."""

    def text(self) -> str:
        return "If it's neither day nor night, it becomes day as ~ enters."


__all__ = ["DayAsEnters", "DayNightEvent", "DayOrNight", "ItBecomes"]
