"""An effect that says a player loses the game (104.3e): "Target player loses the game.",
"... that player loses the game." (a combat damage trigger's player)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core.context import Resolution
from rulings_kit.core.effects.instructions import Worded
from rulings_kit.core.multiplayer import lose_game
from rulings_kit.core.selection import Players


@dataclass(frozen=True)
class LoseTheGame(Worded):
    """Each player found who is still in the game loses it (104.3e), at once, not as a
    state-based action; a multiplayer game goes on without them (800.4)."""

    players: Players

    def run(self, ctx: Resolution) -> None:
        for p in self.players.players(ctx):
            if not ctx.state.player(p).lost:
                lose_game(ctx.txn, p, "104.3e", f"{ctx.source.name} says so")
