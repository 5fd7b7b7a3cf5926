"""Effects on the top of a library: look at or reveal cards and keep some (701.16,
401.2: only the player looking sees the cards; revealed cards are seen by all)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.cards.model.codec import part
from rulings_kit.cards.model.objects import Amount, Filter, Fixed, count_of, number_word


@part
@dataclass(frozen=True)
class Dig:
    """"Look at the top five cards of your library. You may reveal a creature card from
    among them and put it into your hand. Put the rest on the bottom of your library in a
    random order." and the templates like it; ``take`` None puts them all back:
    "Look at the top three cards of your library, then put them back in any order."."""

    look: Amount
    take: int | None = 1  # how many cards are kept; None: all go back
    filter: Filter | None = None  # which cards may be kept ("a creature card")
    optional: bool = False  # "You may ..." (the filter's card may be missing)
    reveal: bool = False  # the kept card is revealed first
    to: str = "into your hand"  # or "onto the battlefield", "onto the battlefield tapped"
    rest: str = "on the bottom of your library in a random order"  # or "into your graveyard"

    def text(self) -> str:
        look = f"look at {top_cards(self.look)} of your library"
        if self.take is None:
            return f"{look}, then put them back in any order"
        if self.filter is None:
            return (f"{look}. Put {number_word(self.take)} of them {self.to} and the rest "
                    f"{self.rest}")
        what = count_of(Fixed(1), self.filter.text())
        keep = (f"reveal {what} from among them and put it {self.to}" if self.reveal
                else f"put {what} from among them {self.to}")
        keep = f"You may {keep}" if self.optional else keep[:1].upper() + keep[1:]
        return f"{look}. {keep}. Put the rest {self.rest}"


def top_cards(n: Amount) -> str:
    """'the top card', 'the top five cards'."""
    return "the top card" if n == Fixed(1) else f"the top {count_of(n, 'card')}"
