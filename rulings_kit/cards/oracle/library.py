"""Grammar rules for effects on the top of a library (401.2, 701.20a): "Look at the top N cards
of your library. ..." and the sentences that say which cards are kept."""

from __future__ import annotations

from rulings_kit.cards.model import (
    Dig,
    ExileTop,
    Filter,
    Fixed,
    PlayerRef,
    PlayExiled,
    PutBack,
    RevealUntil,
)
from rulings_kit.cards.model.phrases import DigRest, ExiledCards, FoundTo, PlayVerb
from rulings_kit.cards.oracle.cursor import Cursor
from rulings_kit.cards.oracle.nouns import amount, count, duration, filter_


def dig(cur: Cursor, revealed: bool = False) -> Dig:
    """After "look at" (or "reveal", ``revealed``: every card is shown, 701.20a): the cards
    seen and what becomes of them."""
    cur.expect("the top")
    n = amount(cur) if cur.peek() != "card" else None
    cur.one_of(("card", "cards"))
    cur.expect("of your library")
    look = n if n is not None else Fixed(1)
    if not revealed and cur.accept(", then put them back in any order"):
        return Dig(look, None)
    cur.expect(".")
    if revealed and cur.accept("put all"):  # "Put all land cards revealed this way ..."
        every: Filter = filter_(cur)
        cur.expect("revealed this way")
        to = cur.phrase(FoundTo)
        cur.expect("and the rest")
        return Dig(look, 1, every, to=to, rest=cur.phrase(DigRest), revealed=True, every=True)
    if cur.accept("put"):
        take = count(cur)
        cur.expect("of them")
        to = cur.phrase(FoundTo)
        if to is FoundTo.GRAVEYARD and cur.peek() in (".", ""):
            # "Look at the top two cards of your library. Put one of them into your
            # graveyard.": the other stays on top (608.2c)
            return Dig(look, take, to=to, rest_stays=True)
        other = cur.one_of(("and the rest", "and the other"))
        return Dig(look, take, to=to, rest=cur.phrase(DigRest), other=other == "and the other")
    optional = cur.accept("you may")
    reveal = cur.accept("reveal")
    if not reveal:
        cur.expect("put")
    cur.one_of(("a", "an"))
    found: Filter = filter_(cur)
    cur.expect("from among them")
    if reveal:
        cur.expect("and put it")
    to = cur.phrase(FoundTo)
    cur.expect(".")
    then = cur.accept("then")
    cur.expect("put the rest")
    return Dig(look, 1, found, optional, reveal, to, cur.phrase(DigRest), then_rest=then,
               revealed=revealed)


def reveal_until(cur: Cursor) -> RevealUntil:
    """After "reveal": 'cards from the top of your library until you reveal a creature card.
    Put that card into your hand and the rest on the bottom of your library in a random
    order' (701.20a)."""
    cur.expect("cards from the top of your library until you reveal")
    cur.one_of(("a", "an"))
    found = filter_(cur)
    cur.expect(". put that card")
    to = cur.phrase(FoundTo)
    all_other = cur.accept("and put all other cards revealed this way")
    if not all_other:
        cur.expect("and the rest")
    return RevealUntil(found, to, cur.phrase(DigRest), all_other)


def exile_top(cur: Cursor, who: PlayerRef | None = None) -> ExileTop:
    """After "exile": 'the top three cards of your library. You may play them this turn.';
    after "target opponent exiles": 'the top card of their library'."""
    cur.expect("the top")
    n = amount(cur) if cur.peek() != "card" else Fixed(1)
    cur.one_of(("card", "cards"))
    if who is not None:
        cur.expect("of their library")
        return ExileTop(n, who=who)
    cur.expect("of your library")
    if cur.accept("face down"):  # 406.3
        return ExileTop(n, face_down=True)
    start = cur.pos
    if cur.accept(".") and (then := cur.attempt(play_exiled)) is not None:
        return ExileTop(n, then)
    cur.pos = start
    return ExileTop(n)


def play_exiled(cur: Cursor) -> PlayExiled:
    """The sentence after cards are exiled that lets them be played: 'until end of turn,
    you may play that card', 'you may cast spells from among them this turn' (601.3)."""
    lead = cur.attempt(duration)
    if lead is not None:
        cur.expect(",")
    cur.expect("you may")
    verb = cur.phrase(PlayVerb)
    what = cur.phrase(ExiledCards)
    lasts = lead if lead is not None else duration(cur)
    free = cur.accept("without paying their mana costs" if what.plural
                      else "without paying its mana cost")
    return PlayExiled(verb, what, lasts, leading=lead is not None, free=free)


def put_back(cur: Cursor) -> PutBack:
    """After "put": 'two cards from your hand on top of your library in any order'."""
    n = amount(cur)
    cur.one_of(("card", "cards"))
    cur.expect("from your hand on top of your library in any order")
    return PutBack(n)
