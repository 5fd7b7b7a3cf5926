"""The trigger event "you cast your second spell each turn", "an opponent casts their first
spell each turn", "you cast your first spell during each opponent's turn" (601.2i): which
of a player's spells this turn the one just cast is."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from rulings_kit.cards.model.codec import part
from rulings_kit.cards.model.objects import Filter
from rulings_kit.cards.model.trigger_words import Actor, phrase


class Ordinal(StrEnum):
    """Which of the spells: "first", "second", "third"."""

    FIRST = "first"
    SECOND = "second"
    THIRD = "third"

    @property
    def n(self) -> int:
        return tuple(Ordinal).index(self) + 1


@part
@dataclass(frozen=True)
class NthSpellEvent:
    """A player casts their ``nth`` spell of ``filter`` ("enchantment spell") this turn,
    or, with ``opponents_turn``, during each opponent's turn (the turn is an opponent's)."""

    who: Actor  # "you", "an opponent"
    nth: Ordinal
    filter: Filter
    opponents_turn: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "who", phrase(Actor, self.who, "NthSpellEvent.who"))
        object.__setattr__(self, "nth", phrase(Ordinal, self.nth, "NthSpellEvent.nth"))

    def text(self) -> str:
        verb, whose = ("cast", "your") if self.who is Actor.YOU else ("casts", "their")
        when = "during each opponent's turn" if self.opponents_turn else "each turn"
        return f"{self.who} {verb} {whose} {self.nth} {self.filter.text()} {when}"
