"""Haunt's words (702.55): the trigger event of the abilities of a card with haunt that
refer to the creature it haunts (702.55b-c), and the haunt ability's instruction."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from rulings_kit.cards.model.codec import part
from rulings_kit.cards.model.trigger_words import phrase


class HauntedWords(StrEnum):
    """How a card with haunt says its trigger event (702.55b): a permanent's, also as it
    enters; an instant's or sorcery's, naming the card."""

    IT_HAUNTS = "the creature it haunts dies"
    ENTERS_OR_IT_HAUNTS = "~ enters or the creature it haunts dies"
    NAMED_HAUNTS = "the creature ~ haunts dies"


@part
@dataclass(frozen=True)
class HauntedDies:
    """"When the creature it haunts dies", "When ~ enters or the creature it haunts dies",
    "When the creature ~ haunts dies": it triggers in exile (702.55c), and the first also
    as the permanent enters, from the battlefield (603.6a)."""

    words: HauntedWords = HauntedWords.IT_HAUNTS

    def __post_init__(self) -> None:
        object.__setattr__(self, "words", phrase(HauntedWords, self.words, "HauntedDies.words"))

    @property
    def enters_too(self) -> bool:
        return self.words is HauntedWords.ENTERS_OR_IT_HAUNTS

    def text(self) -> str:
        return self.words.value


@part
@dataclass(frozen=True)
class ExileHauntingText:
    """"exile it haunting target creature" (702.55a): what the haunt ability does."""

    def text(self) -> str:
        return "exile it haunting target creature"


__all__ = ["ExileHauntingText", "HauntedDies", "HauntedWords"]
