"""The trigger event "you cast or copy an instant or sorcery spell" (Magecraft, 207.2c) and
"you copy an instant spell" (707.10: a copy of a spell isn't cast)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.cards.model.codec import part
from rulings_kit.cards.model.objects import Filter, Fixed, count_of
from rulings_kit.cards.model.trigger_words import Actor, phrase


@part
@dataclass(frozen=True)
class CopyEvent:
    """A player copies a spell of ``filter`` (707.10), or, with ``or_cast``, casts or
    copies one (601.2i)."""

    who: Actor  # "you"
    filter: Filter
    or_cast: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "who", phrase(Actor, self.who, "CopyEvent.who"))

    def text(self) -> str:
        you = self.who is Actor.YOU
        verb = "copy" if you else "copies"
        if self.or_cast:
            verb = f"{'cast' if you else 'casts'} or {verb}"
        return f"{self.who} {verb} {count_of(Fixed(1), self.filter.text())}"
