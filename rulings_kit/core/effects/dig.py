"""Looking at or revealing the top cards of a library, keeping some and putting the rest
elsewhere: "Look at the top five cards of your library. You may reveal a creature card from
among them and put it into your hand. Put the rest on the bottom of your library in a random
order.", "Reveal cards from the top of your library until you reveal a creature card. ..."
(608.2c: the instructions in order; 401.4: cards put together on the bottom; 701.20a)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.attachments import put_onto_battlefield
from rulings_kit.core.characteristics import subtypes
from rulings_kit.core.context import Resolution
from rulings_kit.core.effects.common import option_for
from rulings_kit.core.effects.instructions import Worded
from rulings_kit.core.entering import shares_a_creature_type
from rulings_kit.core.questions import Ask
from rulings_kit.core.selection import ObjectTest
from rulings_kit.core.state import Zone


@dataclass(frozen=True)
class LookAtTop(Worded):
    """Its controller looks at the top ``look`` cards of their library (reveals them, if
    ``shown``) and puts ``take`` of them (those passing ``test``, if any; all that pass, if
    ``every``) into their hand or onto the battlefield (``to``), revealed if ``reveal``;
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
    shown: bool = False  # "Reveal the top four cards of your library" (701.20a)
    every: bool = False  # "Put all land cards revealed this way into your hand"
    to: Zone = Zone.HAND
    tapped: bool = False  # "onto the battlefield tapped"

    def run(self, ctx: Resolution) -> None:
        txn, me = ctx.txn, ctx.controller
        top = list(txn.state.player(me).library[: self.look])
        if self.shown:
            names = ", ".join(txn.state.obj(i).name for i in top) or "no cards"
            txn.emit(ev.Noted("701.20a", f"{me} reveals the top of their library: {names}"))
        else:
            txn.emit(ev.Noted("608.2c",
                              f"{me} looks at the top {len(top)} cards of their library"))
        may = [i for i in top if self.test is None or self.test(txn.state, ctx.source,
                                                                txn.state.obj(i))]
        if self.every:  # no choice: each card that passes goes (608.2c)
            picked = may
        else:
            most = min(self.take, len(may))
            least = 0 if self.optional or self.test is not None else most
            where = {Zone.HAND: "put into their hand", Zone.GRAVEYARD: "put into their "
                     "graveyard"}.get(self.to, "put onto the battlefield")
            picked = txn.ask_pick(
                Ask.CHOOSE, ctx.obj, me, f"{me} chooses the cards to {where}",
                "608.2d", [option_for(ctx, txn.state.obj(i)) for i in may], (least, most),
                says="{player} keeps {cards}") if may and self.take else []
        for i in picked:
            card = txn.state.obj(i)
            if self.reveal:
                txn.emit(ev.Noted("701.20a", f"{me} reveals {card.name}"))
            put_found(ctx, i, self.to, self.tapped, "608.2c")
        put_rest(ctx, [i for i in top if i not in picked], self.rest_to, self.random_order)


@dataclass(frozen=True)
class RevealIfShares(Worded):
    """Kinship (207.2c): its controller looks at the top card of their library and, if it
    shares a creature type with the source (as it is now, or as it last existed, 608.2h),
    may reveal it (701.20a); whether they did is what a following "If you do" reads
    (608.2c). The card stays where it is (the kinship rulings)."""

    def run(self, ctx: Resolution) -> None:
        txn, me = ctx.txn, ctx.controller
        ctx.did = False
        library = txn.state.player(me).library
        if not library:
            txn.emit(ev.Noted("608.2c", f"{me}'s library is empty: there is no card to look at",
                              did_nothing=True))
            return
        card, source = txn.state.obj(library[0]), ctx.source
        if txn.state.has(source.id) and txn.state.obj(source.id).zone is Zone.BATTLEFIELD:
            source = txn.state.obj(source.id)
        txn.emit(ev.Noted("608.2c", f"{me} looks at the top card of their library"))
        if not shares_a_creature_type(source, card, subtypes(txn.state, source)):
            txn.emit(ev.Noted("608.2c", f"{card.name} shares no creature type with "
                              f"{source.name}, so {me} can't reveal it", did_nothing=True))
            return
        ctx.did = txn.ask_may(ctx.obj, me, f"{me} may reveal {card.name}, which shares a "
                              f"creature type with {source.name}", "701.20a")
        if ctx.did:
            txn.emit(ev.Noted("701.20a", f"{me} reveals {card.name} from the top of their "
                              "library"))


@dataclass(frozen=True)
class RevealUntil(Worded):
    """Its controller reveals cards from the top of their library until they reveal a card
    that passes ``test`` (701.20a), puts that card into their hand or onto the battlefield
    (``to``), and the other cards revealed into the graveyard or on the bottom of the
    library (608.2c). With no such card, every card of the library is revealed, and all go
    where the rest go."""

    test: ObjectTest
    to: Zone
    rest_to: Zone
    random_order: bool = False
    tapped: bool = False

    def run(self, ctx: Resolution) -> None:
        txn, me = ctx.txn, ctx.controller
        revealed: list[int] = []
        found = None
        for i in txn.state.player(me).library:
            revealed.append(i)
            if self.test(txn.state, ctx.source, txn.state.obj(i)):
                found = i
                break
        names = ", ".join(txn.state.obj(i).name for i in revealed) or "no cards"
        txn.emit(ev.Noted("701.20a", f"{me} reveals {names}"))
        if found is None:
            txn.emit(ev.Noted("701.20a", f"{me} reveals no such card", did_nothing=True))
        else:
            put_found(ctx, found, self.to, self.tapped, "608.2c")
        put_rest(ctx, [i for i in revealed if i != found], self.rest_to, self.random_order)


def put_found(ctx: Resolution, i: int, to: Zone, tapped: bool, rule: str) -> None:
    """The card kept goes into its owner's hand or onto the battlefield under the
    controller's control (608.2c)."""
    card = ctx.txn.state.obj(i)
    if to is Zone.BATTLEFIELD:
        put_onto_battlefield(ctx.txn, card, ctx.controller, how="put there from the library",
                             rule=rule, tapped=tapped)
    else:
        how = "put into the graveyard" if to is Zone.GRAVEYARD else "put into the hand"
        ctx.txn.move(card, to, how=f"{how} from the library", rule=rule)


def put_rest(ctx: Resolution, rest: list[int], rest_to: Zone | None,
             random_order: bool) -> None:
    """"... and the rest into your graveyard / on the bottom of your library in any order
    / in a random order", or back on top (``rest_to`` None)."""
    txn, me = ctx.txn, ctx.controller
    if rest_to is Zone.GRAVEYARD:
        with txn.together():  # at once: one batch (603.2c)
            for i in rest:
                txn.move(txn.state.obj(i), Zone.GRAVEYARD, how="put into the graveyard",
                         rule="608.2c")
        return
    if random_order:
        random.Random(txn.state.seed).shuffle(rest)
    elif len(rest) > 1:  # 401.4: the owner arranges them (the first named goes first)
        rest = txn.ask_order(Ask.CHOOSE, me, f"{me} orders the cards for the bottom",
                             "401.4", [option_for(ctx, txn.state.obj(i)) for i in rest])
    library = [c for c in txn.state.player(me).library if c not in rest]
    if rest_to is None:  # the first named goes on top
        txn.update_player(me, library=(*rest, *library))
        txn.emit(ev.Noted("401.4", f"{me} puts {len(rest)} cards back on top"))
        return
    txn.update_player(me, library=(*library, *rest))
    txn.emit(ev.Noted("401.4", f"{me} puts {len(rest)} cards on the bottom of their library"))
