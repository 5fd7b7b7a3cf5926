"""Choices a permanent's controller makes as it enters (614.12a), which abilities linked to
that one read as "the chosen color", "the chosen type" (607.2d)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from rulings_kit.cards.model.codec import part
from rulings_kit.cards.model.objects import Duration, Filter, Fixed, ObjectRef, count_of
from rulings_kit.cards.model.trigger_words import phrase
from rulings_kit.cards.model.words import many_objects


class Choice(StrEnum):
    """What "As ~ enters, choose ..." chooses; the values are the printed words."""

    COLOR = "a color"  # one of the five colors (105.4)
    CREATURE_TYPE = "a creature type"  # 205.3m
    CARD_NAME = "a card name"  # 201.2
    NONLAND_CARD_NAME = "a nonland card name"
    OPPONENT = "an opponent"
    BASIC_LAND_TYPE = "a basic land type"  # 305.6
    COLOR_OTHER_THAN_WHITE = "a color other than white"
    TWO_COLORS = "two colors"


@part
@dataclass(frozen=True)
class AsEntersChoose:
    """"As this permanent enters, choose a color." (614.12a: chosen before it enters; the
    abilities that say "the chosen color" are linked to this one, 607.2d)."""

    choice: Choice

    def __post_init__(self) -> None:
        object.__setattr__(self, "choice", phrase(Choice, self.choice, "AsEntersChoose.choice"))

    def text(self) -> str:
        return f"As ~ enters, choose {self.choice}."


@part
@dataclass(frozen=True)
class AsEntersPayLife:
    """"As this land enters, you may pay 2 life. If you don't, it enters tapped." (614.1c,
    614.12a: the choice is made before it enters; 119.4: only with that much life)."""

    life: int

    def text(self) -> str:
        return f"As ~ enters, you may pay {self.life} life. If you don't, it enters tapped."


@part
@dataclass(frozen=True)
class AsEntersReveal:
    """"As this land enters, you may reveal a Giant card from your hand. If you don't, it
    enters tapped." (614.1c, 614.12a: the choice is made before it enters; 701.20a: the
    card is shown and stays in the hand). ``filter`` says where: "a Giant card from your
    hand"."""

    filter: Filter

    def text(self) -> str:
        return (f"As ~ enters, you may reveal {count_of(Fixed(1), self.filter.text())}. "
                "If you don't, ~ enters tapped.")


@part
@dataclass(frozen=True)
class ChooseValue:
    """"Choose a creature type." / "Choose a color." as an instruction (608.2d: chosen as
    the spell or ability resolves); the instructions after it say "the chosen type", "that
    type" (607.2d)."""

    choice: Choice

    def __post_init__(self) -> None:
        object.__setattr__(self, "choice", phrase(Choice, self.choice, "ChooseValue.choice"))

    def text(self) -> str:
        return f"choose {self.choice}"


class OfYourChoice(StrEnum):
    """What an object "becomes the ... of your choice" (608.2d: chosen as it resolves)."""

    CREATURE_TYPE = "creature type"  # 205.3m
    COLOR = "color"  # 105.4
    BASIC_LAND_TYPE = "basic land type"  # 305.6


@part
@dataclass(frozen=True)
class BecomesOfChoice:
    """"~ becomes the creature type of your choice until end of turn.", "Target land
    becomes the basic land type of your choice until end of turn." (608.2d, 613.1d-e)."""

    what: ObjectRef
    choice: OfYourChoice
    duration: Duration | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "choice",
                           phrase(OfYourChoice, self.choice, "BecomesOfChoice.choice"))

    def text(self) -> str:
        verb = "become" if many_objects(self.what) else "becomes"
        tail = f" {self.duration.text()}" if self.duration else ""
        return f"{self.what.text()} {verb} the {self.choice} of your choice{tail}"
