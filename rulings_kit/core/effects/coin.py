"""Flipping a coin (705): "Flip a coin. If you win the flip, ... If you lose the flip, ...".
The result is chance, not a player's choice: it is asked as the ``flip:SOURCE`` question
(answered "win" or "lose"), so that a scenario fixes it and ``explore`` runs both (chance is
just another player); what "if you win the flip" reads (``FlipWon``)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.context import Resolution
from rulings_kit.core.effects.instructions import Worded
from rulings_kit.core.questions import Ask, Option

#: the answers of a ``flip:`` question: whether the player who flipped won (705.2)
WIN, LOSE = "win", "lose"


@dataclass(frozen=True)
class CoinFlipped(ev.Event):
    """A player flipped a coin and won or lost the flip (705.2): only the player who
    flipped wins or loses it."""

    player: str
    source: str  # the spell or ability's source, by name
    won: bool

    def describe(self) -> str:
        return f"{self.player} {'wins' if self.won else 'loses'} the coin flip for {self.source}"


@dataclass(frozen=True)
class FlipCoin(Worded):
    """"Flip a coin" (705.1): the controller flips a coin and calls heads or tails; if the
    call matches the result, they win the flip, else they lose it (705.2). Only the player
    who flips wins or loses (705.2); the result is what a following "if you win the flip" /
    "if you lose the flip" reads."""

    def run(self, ctx: Resolution) -> None:
        me, name = ctx.controller, ctx.obj.name
        options = [Option(WIN, WIN), Option(LOSE, LOSE)]
        (result,) = ctx.txn.ask_pick(Ask.FLIP, ctx.obj, me, f"{me} flips a coin for {name}",
                                     "705.2", options, (1, 1))
        ctx.won = result == WIN
        ctx.txn.emit(CoinFlipped("705.2", me, name, ctx.won))


@dataclass(frozen=True)
class FlipWon:
    """"If you win the flip" (``won``) or "if you lose the flip": the coin flip before it in
    this resolution (705.2)."""

    won: bool

    def holds(self, ctx: Resolution) -> bool:
        return ctx.won is self.won

    def text(self) -> str:
        return f"if you {'win' if self.won else 'lose'} the flip"
