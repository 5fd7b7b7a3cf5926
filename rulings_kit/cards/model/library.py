"""Effects on the top of a library: look at or reveal cards and keep some (a library is
hidden, 401.2, so only the player told to look sees them; revealed cards are shown to
all, 701.20a)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.cards.model.codec import part
from rulings_kit.cards.model.objects import (
    Amount,
    Duration,
    Filter,
    Fixed,
    PlayerRef,
    count_of,
    number_word,
)
from rulings_kit.cards.model.phrases import DigRest, ExiledCards, FoundTo, PlayVerb


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
    to: FoundTo = FoundTo.YOUR_HAND
    rest: DigRest = DigRest.BOTTOM_RANDOM
    other: bool = False  # "and the other" (one card is left) rather than "and the rest"
    then_rest: bool = False  # "Then put the rest ..." (the same order of events)
    revealed: bool = False  # "Reveal the top four cards ...": all are shown (701.20a)
    every: bool = False  # "Put all land cards revealed this way ...": each one that passes
    rest_stays: bool = False  # "Put one of them into your graveyard.": the rest stay on top

    def text(self) -> str:
        verb = "reveal" if self.revealed else "look at"
        look = f"{verb} {top_cards(self.look)} of your library"
        if self.take is None:
            return f"{look}, then put them back in any order"
        if self.every and self.filter is not None:
            return (f"{look}. Put all {self.filter.text(plural_form=True)} revealed this way "
                    f"{self.to} and the rest {self.rest}")
        if self.filter is None and self.rest_stays:
            return f"{look}. Put {number_word(self.take)} of them {self.to}"
        if self.filter is None:
            rest = "the other" if self.other else "the rest"
            return (f"{look}. Put {number_word(self.take)} of them {self.to} and {rest} "
                    f"{self.rest}")
        what = count_of(Fixed(1), self.filter.text())
        keep = (f"reveal {what} from among them and put it {self.to}" if self.reveal
                else f"put {what} from among them {self.to}")
        keep = f"You may {keep}" if self.optional else keep[:1].upper() + keep[1:]
        rest = "Then put the rest" if self.then_rest else "Put the rest"
        return f"{look}. {keep}. {rest} {self.rest}"


@part
@dataclass(frozen=True)
class RevealIfShares:
    """"You may look at the top card of your library. If it shares a creature type with ~,
    you may reveal it." (the kinship abilities, 207.2c): a following "If you do" reads
    whether the card was revealed (608.2c). Looking changes nothing in the game, so the one
    choice is whether to reveal it."""

    def text(self) -> str:
        return ("you may look at the top card of your library. If it shares a creature type "
                "with ~, you may reveal it")


@part
@dataclass(frozen=True)
class RevealUntil:
    """"Reveal cards from the top of your library until you reveal a creature card. Put
    that card into your hand and the rest on the bottom of your library in a random
    order." (701.20a; the rest: 608.2c)."""

    filter: Filter
    to: FoundTo
    rest: DigRest
    all_other: bool = False  # "and put all other cards revealed this way ..."

    def text(self) -> str:
        what = count_of(Fixed(1), self.filter.text())
        rest = (f"put all other cards revealed this way {self.rest}" if self.all_other
                else f"the rest {self.rest}")
        return (f"reveal cards from the top of your library until you reveal {what}. Put that "
                f"card {self.to} and {rest}")


def top_cards(n: Amount) -> str:
    """'the top card', 'the top five cards'."""
    return "the top card" if n == Fixed(1) else f"the top {count_of(n, 'card')}"


@part
@dataclass(frozen=True)
class PlayExiled:
    """"Until end of turn, you may play that card.", "You may play them this turn.",
    "Until the end of your next turn, you may play those cards.": the cards just exiled may
    be played, or only cast, while the duration lasts (601.3, 116.2a, 611.2a)."""

    verb: PlayVerb
    what: ExiledCards
    duration: Duration
    leading: bool = False  # the duration comes first: "Until end of turn, you may ..."
    free: bool = False  # "... without paying its mana cost" (118.9)

    def text(self) -> str:
        may = f"you may {self.verb} {self.what}"
        words = f"{self.duration.text()}, {may}" if self.leading else \
            f"{may} {self.duration.text()}"
        if self.free:
            words += (" without paying their mana costs" if self.what.plural
                      else " without paying its mana cost")
        return words


@part
@dataclass(frozen=True)
class ExileTop:
    """"Exile the top card of your library. You may play that card this turn." (406;
    the permission lasts as written, 611.2a)."""

    amount: Amount
    then: PlayExiled | None = None  # what may be done with the cards exiled
    face_down: bool = False  # "... face down" (406.3)
    who: PlayerRef | None = None  # "target opponent exiles ...": None, you (the imperative)

    def text(self) -> str:
        words = f"exile {top_cards(self.amount)} of your library"
        if self.who is not None:
            words = f"{self.who.text()} exiles {top_cards(self.amount)} of their library"
        words += " face down" if self.face_down else ""
        if self.then is None:
            return words
        then = self.then.text()
        return f"{words}. {then[:1].upper()}{then[1:]}"


@part
@dataclass(frozen=True)
class ProcessExiled:
    """"put a card an opponent owns from exile into that player's graveyard", "put two
    cards your opponents own from exile into their owners' graveyards" (the processors)."""

    amount: int

    def text(self) -> str:
        if self.amount == 1:
            return "put a card an opponent owns from exile into that player's graveyard"
        return (f"put {number_word(self.amount)} cards your opponents own from exile into "
                "their owners' graveyards")


@part
@dataclass(frozen=True)
class PutBack:
    """"Put two cards from your hand on top of your library in any order." (608.2c): the
    controller chooses the cards and their order (401.4)."""

    amount: Amount

    def text(self) -> str:
        return f"put {count_of(self.amount, 'card')} from your hand on top of your library " \
               "in any order"


@part
@dataclass(frozen=True)
class SurveilText:
    """Surveil N (701.25a): look at the top N cards of your library, put any number of them
    into your graveyard and the rest back on top."""

    amount: Amount

    def text(self) -> str:
        return f"surveil {self.amount.text()}"
