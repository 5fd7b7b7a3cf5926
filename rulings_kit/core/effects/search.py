"""Searching a library (701.23) for cards of a stated quality, putting them somewhere,
then shuffling it (701.24)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.context import Resolution
from rulings_kit.core.effects.common import option_for
from rulings_kit.core.effects.instructions import Worded
from rulings_kit.core.questions import Ask
from rulings_kit.core.selection import ObjectTest
from rulings_kit.core.state import Zone


@dataclass(frozen=True)
class SearchLibrary(Worded):
    """Its controller searches their library for a card that passes ``test`` and puts it
    into their hand or onto the battlefield (tapped, if so), then shuffles. A card of a
    stated quality may go unfound (701.23b); "a card" must be found if there is one
    (701.23d). Found cards are revealed only if the words say so (701.23e)."""

    test: ObjectTest
    to: Zone
    tapped: bool = False
    reveal: bool = False
    any_card: bool = False  # "search your library for a card": no quality (701.23d)
    #: "search your library and/or graveyard ... If you search your library this way,
    #: shuffle": a card found in the graveyard was found without searching the library,
    #: which then isn't shuffled; finding nothing, the player searched both
    graveyard: bool = False

    def run(self, ctx: Resolution) -> None:
        txn, me = ctx.txn, ctx.controller
        player = txn.state.player(me)
        zones = (*player.library, *player.graveyard) if self.graveyard else player.library
        found = [c for c in map(txn.state.obj, zones) if self.test(txn.state, ctx.source, c)]
        least = 1 if self.any_card and found else 0
        where = "library and graveyard" if self.graveyard else "library"
        picked = txn.ask_pick(
            Ask.CHOOSE, ctx.obj, me, f"{me} searches their {where}", "701.23a",
            [option_for(ctx, c) for c in found], (least, min(1, len(found))),
            says="{player} finds {cards}") if found else []
        shuffle = True
        for i in picked:
            card = txn.state.obj(i)
            zone = card.zone.value
            shuffle = card.zone is Zone.LIBRARY
            if self.reveal:  # 701.20a
                txn.emit(ev.Noted("701.23e", f"{me} reveals {card.name}"))
            if self.to is Zone.BATTLEFIELD:
                txn.enter_battlefield(card, me, how=f"put there from the {zone}",
                                      rule="701.23a", tapped=self.tapped)
            else:
                txn.move(card, self.to, how=f"found in the {zone}", rule="701.23a")
        if not picked:
            txn.emit(ev.Noted("701.23b", f"{me} finds nothing", did_nothing=True))
        if shuffle:
            txn.shuffle(me)
