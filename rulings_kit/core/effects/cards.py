"""Effects on cards in libraries and hands: drawing (121), scry (701.22a), surveil (701.25a),
looting."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.context import Resolution
from rulings_kit.core.effects.common import (
    option_for,
)
from rulings_kit.core.questions import Ask
from rulings_kit.core.zones import Zone


@dataclass(frozen=True)
class Scry:
    amount: int = 1

    def run(self, ctx: Resolution) -> None:
        txn, player = ctx.txn, ctx.controller
        top = txn.state.player(player).library[: self.amount]
        options = [option_for(ctx, txn.state.obj(i)) for i in top]
        # the player looks first, then says what goes to the bottom (the answer's words)
        txn.emit(ev.Noted("701.22a", f"{player} scries {self.amount}"))
        bottom = txn.ask_pick(
            Ask.SCRY,
            ctx.obj,
            player,
            f"{player} scries {self.amount}: cards to put on the bottom",
            "701.22a",
            options,
            (0, len(options)),
        )
        for i in bottom:
            p = txn.state.player(player)
            txn.update_player(player, library=(*[c for c in p.library if c != i], i))

    def text(self, name: str) -> str:
        return f"Scry {self.amount}."


@dataclass(frozen=True)
class Surveil:
    """Surveil N (701.25a): the controller looks at the top N cards of their library and puts
    any number of them into their graveyard (the ``surveil:`` question); the rest stay on top,
    in their order. Surveil 0 is no surveil (701.25c)."""

    amount: int = 1

    def run(self, ctx: Resolution) -> None:
        txn, player = ctx.txn, ctx.controller
        if self.amount <= 0:
            txn.emit(ev.Noted("701.25c", f"{player} surveils 0: no surveil happens",
                              did_nothing=True))
            return
        top = txn.state.player(player).library[: self.amount]
        options = [option_for(ctx, txn.state.obj(i)) for i in top]
        txn.emit(ev.Noted("701.25a", f"{player} surveils {self.amount}"))
        chosen = txn.ask_pick(
            Ask.SURVEIL,
            ctx.obj,
            player,
            f"{player} surveils {self.amount}: cards to put into the graveyard",
            "701.25a",
            options,
            (0, len(options)),
        )
        for i in chosen:
            txn.move(txn.state.obj(i), Zone.GRAVEYARD, how="surveilled", rule="701.25a")

    def text(self, name: str) -> str:
        return f"Surveil {self.amount}."
