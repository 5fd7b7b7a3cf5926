"""Effects on a whole graveyard: shuffling it, and the hand with it, into its owner's
library (701.24a)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core.context import Resolution
from rulings_kit.core.effects.instructions import Worded
from rulings_kit.core.selection import Players
from rulings_kit.core.state import Zone
from rulings_kit.core.words import possessive


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
