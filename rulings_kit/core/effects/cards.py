"""Effects on cards in libraries and hands: drawing (121), scry (701.22a), surveil (701.25a),
looting."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.context import Resolution
from rulings_kit.core.effects.common import (
    Quantity,
    option_for,
)
from rulings_kit.core.questions import Ask
from rulings_kit.core.zones import Zone


def _look_and_pick(ctx: Resolution, amount: int, ask: Ask, verb: str, rule: str,
                   zero_rule: str, pick: str) -> tuple[int, ...]:
    """The top ``amount`` cards of the controller's library that they pick after looking
    at them (``pick``: what the picked ones become), for scry and surveil; none, with no
    event at all, for 0 (701.22b, 701.25c)."""
    txn, player = ctx.txn, ctx.controller
    if amount <= 0:
        noun = ask.value  # "scry", "surveil": the action's name
        txn.emit(ev.Noted(zero_rule, f"{player} {verb} 0: no {noun} happens", did_nothing=True))
        return ()
    top = txn.state.player(player).library[:amount]
    options = [option_for(ctx, txn.state.obj(i)) for i in top]
    # the player looks first, then says which cards go (the answer's words)
    txn.emit(ev.Noted(rule, f"{player} {verb} {amount}"))
    return tuple(txn.ask_pick(ask, ctx.obj, player, f"{player} {verb} {amount}: {pick}", rule,
                              options, (0, len(options))))


@dataclass(frozen=True)
class Scry:
    """Scry N (701.22a): the controller looks at the top N cards of their library and puts
    any number of them on the bottom (the ``scry:`` question); the rest stay on top, in
    their order. ``counted``: "scry X, where X is ...", N counted as it resolves (608.2h)."""

    amount: int = 1
    counted: Quantity | None = None

    def run(self, ctx: Resolution) -> None:
        txn, player = ctx.txn, ctx.controller
        n = self.counted.value(ctx) if self.counted is not None else self.amount
        for i in _look_and_pick(ctx, n, Ask.SCRY, "scries", "701.22a", "701.22b",
                                "cards to put on the bottom"):
            p = txn.state.player(player)
            txn.update_player(player, library=(*[c for c in p.library if c != i], i))

    def text(self, name: str) -> str:
        return f"Scry {'X' if self.counted is not None else self.amount}."


@dataclass(frozen=True)
class Surveil:
    """Surveil N (701.25a): the controller looks at the top N cards of their library and puts
    any number of them into their graveyard (the ``surveil:`` question); the rest stay on top,
    in their order. ``counted``: "surveil X, where X is ...", counted as it resolves
    (608.2h)."""

    amount: int = 1
    counted: Quantity | None = None

    def run(self, ctx: Resolution) -> None:
        txn = ctx.txn
        n = self.counted.value(ctx) if self.counted is not None else self.amount
        for i in _look_and_pick(ctx, n, Ask.SURVEIL, "surveils", "701.25a", "701.25c",
                                "cards to put into the graveyard"):
            txn.move(txn.state.obj(i), Zone.GRAVEYARD, how="surveilled", rule="701.25a")

    def text(self, name: str) -> str:
        return f"Surveil {'X' if self.counted is not None else self.amount}."
