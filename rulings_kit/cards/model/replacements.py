"""Replacement effects of static abilities, in their printed words (614.1a): what would
happen to an object, and what happens instead."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from rulings_kit.cards.model.codec import part
from rulings_kit.cards.model.objects import ObjectRef


class WouldGo(StrEnum):
    """The event a replacement effect waits for an object to be about to undergo."""

    DIE = "die"  # 700.4: put into a graveyard from the battlefield
    GRAVEYARD = "be put into a graveyard"
    GRAVEYARD_FROM_ANYWHERE = "be put into a graveyard from anywhere"


class GoesTo(StrEnum):
    """Where the object goes instead, in the words before "instead"."""

    EXILE = "exile it"
    HAND = "return it to its owner's hand"
    LIBRARY_BOTTOM = "put it on the bottom of its owner's library"
    LIBRARY_TOP = "put it on top of its owner's library"
    SHUFFLE = "shuffle it into its owner's library"
    REVEAL_SHUFFLE = "reveal ~ and shuffle it into its owner's library"


@part
@dataclass(frozen=True)
class GoesInsteadText:
    """"If a creature an opponent controls would die, exile it instead.", "If ~ would die,
    return it to its owner's hand instead.", "If ~ would be put into a graveyard from
    anywhere, reveal ~ and shuffle it into its owner's library instead." (614.1a)."""

    what: ObjectRef  # the card itself, or "a creature an opponent controls"
    event: WouldGo
    to: GoesTo

    def text(self) -> str:
        return f"If {self.what.text()} would {self.event}, {self.to} instead."
