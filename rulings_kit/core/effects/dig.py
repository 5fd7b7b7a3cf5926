"""Looking at the top cards of a library, keeping some and putting the rest elsewhere:
"Look at the top five cards of your library. You may reveal a creature card from among
them and put it into your hand. Put the rest on the bottom of your library in a random
order." (608.2c: the instructions in order; 401.4: cards put together on the bottom)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.context import Resolution
from rulings_kit.core.effects.common import option_for
from rulings_kit.core.effects.instructions import Worded
from rulings_kit.core.questions import Ask
from rulings_kit.core.selection import ObjectTest
from rulings_kit.core.state import Zone


@dataclass(frozen=True)
class LookAtTop(Worded):
    """Its controller looks at the top ``look`` cards of their library and puts ``take``
    of them (those passing ``test``, if any) into their hand, revealed if ``reveal``;
    ``optional``: "you may", so none need be kept. The rest go to the graveyard, or to
    the bottom of the library in an order its owner chooses (401.4) or in a random one;
    ``take`` 0 with ``rest_to`` None: "then put them back in any order" (on top, 401.4)."""

    look: int
    take: int
    test: ObjectTest | None = None
    optional: bool = False
    reveal: bool = False
    rest_to: Zone | None = Zone.LIBRARY  # the bottom of the library, the graveyard, or
    # None: back on top
    random_order: bool = False

    def run(self, ctx: Resolution) -> None:
        txn, me = ctx.txn, ctx.controller
        top = list(txn.state.player(me).library[: self.look])
        txn.emit(ev.Noted("608.2c", f"{me} looks at the top {len(top)} cards of their library"))
        may = [i for i in top if self.test is None or self.test(txn.state, ctx.source,
                                                                txn.state.obj(i))]
        most = min(self.take, len(may))
        least = 0 if self.optional or self.test is not None else most
        picked = txn.ask_pick(
            Ask.CHOOSE, ctx.obj, me, f"{me} chooses the cards to put into their hand",
            "608.2d", [option_for(ctx, txn.state.obj(i)) for i in may], (least, most),
            says="{player} keeps {cards}") if may and self.take else []
        for i in picked:
            card = txn.state.obj(i)
            if self.reveal:
                txn.emit(ev.Noted("701.20a", f"{me} reveals {card.name}"))
            txn.move(card, Zone.HAND, how="put into the hand from the library", rule="608.2c")
        rest = [i for i in top if i not in picked]
        if self.rest_to is Zone.GRAVEYARD:
            for i in rest:
                txn.move(txn.state.obj(i), Zone.GRAVEYARD, how="put into the graveyard",
                         rule="608.2c")
            return
        if self.random_order:
            random.Random(txn.state.seed).shuffle(rest)
        elif len(rest) > 1:  # 401.4: the owner arranges them (the first named goes first)
            rest = txn.ask_order(Ask.CHOOSE, me, f"{me} orders the cards for the bottom",
                                 "401.4", [option_for(ctx, txn.state.obj(i)) for i in rest])
        library = [c for c in txn.state.player(me).library if c not in rest]
        if self.rest_to is None:  # the first named goes on top
            txn.update_player(me, library=(*rest, *library))
            txn.emit(ev.Noted("401.4", f"{me} puts {len(rest)} cards back on top"))
            return
        txn.update_player(me, library=(*library, *rest))
        txn.emit(ev.Noted("401.4", f"{me} puts {len(rest)} cards on the bottom of their library"))
