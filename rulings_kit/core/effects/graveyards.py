"""Effects on graveyards: shuffling a whole one, and the hand with it, into its owner's
library, or the card an ability of it triggered from (701.24a)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.context import Resolution
from rulings_kit.core.effects.instructions import Worded
from rulings_kit.core.selection import ItSelf, Players
from rulings_kit.core.state import Zone
from rulings_kit.core.words import possessive, spoken


@dataclass(frozen=True)
class ShuffleGraveyardIntoLibrary(Worded):
    """"Target player shuffles their graveyard into their library", "Each player shuffles
    their hand and graveyard ..." (``hand``): each player's graveyard (and hand) goes into
    their library, all at once, and that library is shuffled (701.24a); an empty graveyard
    still means a shuffle."""

    players: Players
    hand: bool = False

    def run(self, ctx: Resolution) -> None:
        for player in self.players.players(ctx):
            me = ctx.state.player(player)
            cards = [ctx.state.obj(i) for i in (*(me.hand if self.hand else ()), *me.graveyard)]
            with ctx.txn.together():  # one event moves them all (603.10a looks at it whole)
                for card in cards:
                    ctx.txn.move(card, Zone.LIBRARY, rule="701.24a",
                                 how=f"shuffled into {possessive(player)} library")
            ctx.txn.shuffle(player)


@dataclass(frozen=True)
class ShuffleItselfIntoLibrary(Worded):
    """"When ~ is put into a graveyard from anywhere, shuffle it into its owner's library":
    the card, if it is still in that graveyard as the ability resolves (603.6: a card that
    left is a new object the ability doesn't find, 400.7)."""

    def run(self, ctx: Resolution) -> None:
        found = ItSelf().objects(ctx)
        if not found:
            ctx.txn.emit(ev.Noted("603.6", f"{ctx.source.name} isn't where the ability looks "
                                  "for it, so nothing is shuffled", did_nothing=True))
            return
        card = found[0]
        ctx.txn.move(card, Zone.LIBRARY, rule="701.24a",
                     how=f"shuffled into its owner's library by {spoken(ctx.obj.display_name)}")
        ctx.txn.shuffle(card.owner)
