"""Searching a library (701.23) for cards of a stated quality, putting them somewhere,
then shuffling it (701.24)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.attachments import put_onto_battlefield
from rulings_kit.core.context import Resolution
from rulings_kit.core.effects.common import option_for
from rulings_kit.core.effects.instructions import Worded
from rulings_kit.core.filters import seen_from
from rulings_kit.core.questions import Ask
from rulings_kit.core.selection import ObjectTest, Players
from rulings_kit.core.state import Zone


@dataclass(frozen=True)
class SearchLibrary(Worded):
    """Its controller searches their library for a card that passes ``test`` and puts it
    into their hand or onto the battlefield (tapped, if so), then shuffles. A card of a
    stated quality may go unfound (701.23b); "a card" must be found if there is one
    (701.23d). Found cards are revealed only if the words say so (701.23e): then every
    player sees them (701.20a)."""

    test: ObjectTest
    to: Zone
    tapped: bool = False
    reveal: bool = False
    any_card: bool = False  # "search your library for a card": no quality (701.23d)
    #: "search your library and/or graveyard": the test a graveyard card passes; None:
    #: the library only
    in_graveyard: ObjectTest | None = None
    #: "target player may search their library" (partner with, 702.124j): who searches,
    #: and chooses whether to (603.5); None: the controller, who must
    searcher: Players | None = None
    #: "up to two basic land cards": at most this many are found (701.23b); None: "any
    #: number of"
    most: int | None = 1

    def run(self, ctx: Resolution) -> None:
        txn, me = ctx.txn, ctx.controller
        if self.searcher is not None:
            found_players = self.searcher.players(ctx)
            if not found_players:
                return  # the target is gone (608.2b)
            me = found_players[0]
            prompt = f"{me} may {self.words.removeprefix('Target player may ').rstrip('.')}"
            if not txn.ask_may(ctx.obj, me, prompt, "603.5"):
                return
        library = [txn.state.obj(i) for i in txn.state.player(me).library]
        seen = seen_from(ctx.obj)  # with the ability's X: "mana value X or less" (107.3)
        found = [c for c in library if self.test(txn.state, seen, c)]
        graveyard_test = self.in_graveyard
        if graveyard_test is not None:
            # "your library and/or graveyard": a card there is as good as one found in the
            # library; a player who takes it searched only the graveyard, which is public
            # (404.2), and so shuffles nothing ("If you search your library this way")
            found = [c for c in txn.state.zone_objects(me, Zone.GRAVEYARD)
                     if graveyard_test(txn.state, seen, c)] + found
        least = 1 if self.any_card and found else 0
        searched = "library" if graveyard_test is None else "library and graveyard"
        picked = txn.ask_pick(
            Ask.CHOOSE, ctx.obj, me, f"{me} searches their {searched}", "701.23a",
            [option_for(ctx, c) for c in found],
            (least, len(found) if self.most is None else min(self.most, len(found))),
            says="{player} finds {cards}") if found else []
        for i in picked if self.reveal else ():  # "reveal it"
            txn.emit(ev.Noted("701.20a", f"{me} reveals {txn.state.obj(i).name}"))
        if self.to is Zone.LIBRARY:  # "then shuffle and put that card on top"
            on_top(ctx, me, picked)
            return
        from_library = not picked  # finding nothing, the player searched the library too
        for i in picked:
            card = txn.state.obj(i)
            from_library = from_library or card.zone is Zone.LIBRARY
            where = "the graveyard" if card.zone is Zone.GRAVEYARD else "the library"
            if self.to is Zone.BATTLEFIELD:
                put_onto_battlefield(txn, card, me, how=f"put there from {where}",
                                     rule="701.23a", tapped=self.tapped)
            else:
                txn.move(card, self.to, how=f"found in {where}", rule="701.23a")
        if not picked:
            txn.emit(ev.Noted("701.23b", f"{me} finds nothing", did_nothing=True))
        if not from_library:
            txn.emit(ev.Noted("701.23", f"{me} searched only their graveyard: no shuffle"))
            return
        txn.shuffle(me)


def on_top(ctx: Resolution, me: str, picked: list[int]) -> None:
    """"..., then shuffle and put that card on top": the found cards aren't shuffled
    (701.24b); put on top at once, their owner arranges them (401.4), the first named on
    top."""
    txn = ctx.txn
    if not picked:
        txn.emit(ev.Noted("701.23b", f"{me} finds nothing", did_nothing=True))
    rest = [i for i in txn.state.player(me).library if i not in picked]
    txn.update_player(me, library=tuple(rest))
    txn.shuffle(me)
    if len(picked) > 1:
        picked = txn.ask_order(Ask.CHOOSE, me, f"{me} orders the cards for the top", "401.4",
                               [option_for(ctx, txn.state.obj(i)) for i in picked])
    txn.update_player(me, library=(*picked, *txn.state.player(me).library))
    if picked:
        names = ", ".join(txn.state.obj(i).name for i in picked)
        txn.emit(ev.Noted("701.24b", f"{me} puts {names} on top of their library"))
