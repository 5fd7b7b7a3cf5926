"""Instructions that give a player a designation (core/designations.py): "you become the
monarch" (725.1) and ascend on an instant or sorcery (702.131a); and the game's own, "it
becomes night" (731.1)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core.context import Resolution
from rulings_kit.core.daynight import becomes
from rulings_kit.core.designations import (
    ASCEND_PERMANENTS,
    CITYS_BLESSING,
    MONARCH,
    give,
    permanents_of,
)
from rulings_kit.core.effects.instructions import Worded
from rulings_kit.core.selection import Players


@dataclass(frozen=True)
class BecomeMonarch(Worded):
    """"You become the monarch.", "target opponent becomes the monarch" (725.1)."""

    players: Players

    def run(self, ctx: Resolution) -> None:
        for p in self.players.players(ctx)[-1:]:  # one monarch at a time (725.3)
            give(ctx.txn, p, MONARCH, "725.1")


@dataclass(frozen=True)
class GetCitysBlessing(Worded):
    """Ascend on an instant or sorcery spell (702.131a): "If you control ten or more
    permanents and you don't have the city's blessing, you get the city's blessing for
    the rest of the game." (the first thing it does, as it resolves)."""

    def run(self, ctx: Resolution) -> None:
        if permanents_of(ctx.state, ctx.controller) >= ASCEND_PERMANENTS:
            give(ctx.txn, ctx.controller, CITYS_BLESSING, "702.131a")




@dataclass(frozen=True)
class BecomeDayOrNight(Worded):
    """"It becomes night." (731.1): a designation of the game, not of a player; nothing
    happens when the game has it already."""

    now: str  # "day" or "night"

    def run(self, ctx: Resolution) -> None:
        becomes(ctx.txn, self.now, "731.1", f"{ctx.obj.display_name} says so")
