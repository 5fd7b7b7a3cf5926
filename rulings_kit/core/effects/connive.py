"""Connive (701.50): "To have a permanent connive, its controller draws a card, then discards
a card. If a nonland card is discarded this way, that player puts a +1/+1 counter on the
conniving permanent." Connive N (701.50d): N cards drawn, N discarded, a counter for each
nonland card discarded."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.characteristics import is_land
from rulings_kit.core.context import Resolution
from rulings_kit.core.effects.common import option_for
from rulings_kit.core.effects.instructions import Worded
from rulings_kit.core.questions import Ask
from rulings_kit.core.selection import Objects
from rulings_kit.core.state import GameObject, Zone
from rulings_kit.core.words import plural

#: the rule of the keyword action
RULE = "701.50a"


@dataclass(frozen=True)
class Connive(Worded):
    """Each permanent found connives (701.50a), ``n`` times over for connive N (701.50d):
    its controller draws, then discards, the cards; a +1/+1 counter goes on it for each
    nonland card discarded, if it is still on the battlefield. A permanent gone from the
    battlefield connives by its last known information: its last controller draws and
    discards (701.50b). Several permanents connive one after another (701.50c, in the
    order found: refused where that order would have to be chosen)."""

    connivers: Objects
    n: int = 1

    def run(self, ctx: Resolution) -> None:
        if self.n == 0:  # no connive event (701.50e)
            ctx.txn.emit(ev.Noted("701.50e", "connive 0: nothing happens", did_nothing=True))
            return
        for conniver in self.connivers.objects(ctx):
            self._connive(ctx, conniver)

    def _connive(self, ctx: Resolution, conniver: GameObject) -> None:
        txn = ctx.txn
        player = conniver.controller  # as it last existed, if it has left (701.50b)
        txn.draw(player, self.n)
        hand = [txn.state.obj(i) for i in txn.state.player(player).hand]
        k = min(self.n, len(hand))
        picked = txn.ask_pick(Ask.DISCARD, player, player, f"{player} discards "
                              f"{plural(k, 'card')} as {conniver.name} connives", "701.9b",
                              [option_for(ctx, o) for o in hand], (k, k),
                              says="{player} discards {cards}") if k else []
        nonland = 0
        for i in picked:
            card = txn.state.obj(i)
            nonland += not is_land(txn.state, card)
            txn.move(card, Zone.GRAVEYARD, how="discarded", rule="701.9a")
        here = txn.state.obj(conniver.id) if txn.state.has(conniver.id) else None
        if nonland and here is not None and here.zone is Zone.BATTLEFIELD:
            txn.add_counters(here, "+1/+1", nonland, RULE)
        elif nonland:
            txn.emit(ev.Noted("701.50b", f"{conniver.name} isn't on the battlefield: it "
                                         "connives without getting a counter"))
        txn.emit(ev.Noted("701.50f", f"{conniver.name} connives"))


__all__ = ["RULE", "Connive"]
