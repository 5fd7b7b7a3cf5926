"""The trigger event "~ blocks or becomes blocked by one or more black creatures" (509.3e,
509.3f): once for the blocks declared at once (603.2c)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from rulings_kit.cards.model.codec import part
from rulings_kit.cards.model.objects import ObjectRef
from rulings_kit.cards.model.trigger_words import phrase


class BlockWords(StrEnum):
    """How the creature and the others meet in combat (509.1g, 509.1h)."""

    BLOCKS = "blocks"
    BECOMES_BLOCKED_BY = "becomes blocked by"
    BLOCKS_OR_BECOMES_BLOCKED_BY = "blocks or becomes blocked by"

    @property
    def blocks(self) -> bool:
        return self is not BlockWords.BECOMES_BLOCKED_BY

    @property
    def blocked(self) -> bool:
        return self is not BlockWords.BLOCKS


@part
@dataclass(frozen=True)
class BlocksOneOrMore:
    """"Whenever this creature blocks or becomes blocked by one or more black creatures":
    ``other`` is the "one or more ..." reference to the other creatures (509.3e)."""

    subject: ObjectRef
    verb: BlockWords
    other: ObjectRef

    def __post_init__(self) -> None:
        object.__setattr__(self, "verb", phrase(BlockWords, self.verb, "BlocksOneOrMore.verb"))

    def text(self) -> str:
        return f"{self.subject.text()} {self.verb} {self.other.text()}"
