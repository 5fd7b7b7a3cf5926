"""Instructions that add mana as a spell or ability resolves (106.4): not an activated
mana ability's production (605.3b, :mod:`rulings_kit.core.payment`), but a spell's, a
loyalty ability's, or a triggered mana ability's (605.1b), which resolves at once
(605.4a)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.context import Resolution
from rulings_kit.core.effects.common import Quantity
from rulings_kit.core.effects.instructions import Worded
from rulings_kit.core.mana import COLORS, SpendOnly, format_mana, sort_types
from rulings_kit.core.selection import Players


@dataclass(frozen=True)
class AddManaToPool(Worded):
    """A spell, or an ability that isn't an activated mana ability, adds mana as it
    resolves (106.4; 605.1a: a loyalty ability or one with a target is no mana ability;
    a triggered mana ability, 605.1b, resolves at once, 605.4a). ``players`` add it ("that
    player adds ..."; None: its controller); ``produced``: one mana of a type the trigger
    event's mana had ("of any type that land produced", 106.12a), the player's choice;
    ``only``: how the mana may be spent (106.6); ``times``: "Add {R} for each creature you
    control", that much of it, counted as it resolves (608.2h)."""

    mana: tuple[str, ...]
    players: Players | None = None
    produced: bool = False
    only: SpendOnly | None = None
    times: Quantity | None = None

    def run(self, ctx: Resolution) -> None:
        happened = ctx.obj.trigger_event
        for player in self.players.players(ctx) if self.players else [ctx.controller]:
            mana = self.mana
            if self.times is not None:
                mana *= self.times.value(ctx)
                if not mana:  # "for each" counted none: no mana is produced (106.4)
                    continue
            if self.produced:
                if happened is None or not happened.mana:
                    return
                letters = list(sort_types(tuple(happened.mana)))
                mana = (ctx.txn.ask_color(ctx.obj, player, letters),)
            ctx.txn.add_mana(player, mana, self.only)
            ctx.txn.emit(ev.ManaProduced("106.4", player, ctx.source, mana,
                                         tapped_for_mana=False, why="as it resolves"))


@dataclass(frozen=True)
class AddManaOfOneColor(Worded):
    """ "Add two mana of any one color." as a spell resolves (106.1a, 106.4): its
    controller chooses one colour."""

    amount: int
    only: SpendOnly | None = None  # how the mana may be spent (106.6)

    def run(self, ctx: Resolution) -> None:
        color = ctx.txn.ask_color(ctx.obj, ctx.controller, COLORS)
        ctx.txn.add_mana(ctx.controller, (color,) * self.amount, self.only)
        ctx.txn.emit(ev.ManaProduced("106.4", ctx.controller, ctx.source, (color,) * self.amount,
                                     tapped_for_mana=False, why="as it resolves"))


@dataclass(frozen=True)
class AddManaOfChoice(Worded):
    """Mana whose types its controller chooses as a spell or a loyalty ability resolves
    (106.4; 605.1a: a loyalty ability is no mana ability, it uses the stack): "Add one mana
    of any color.", "Add two mana in any combination of colors." (106.1a: each mana's
    color chosen, the same one as often as they like), "Add {U}, {R}, or {W}." (one of
    ``letters``); ``only``: how it may be spent (106.6)."""

    letters: tuple[str, ...]
    amount: int = 1
    only: SpendOnly | None = None

    def run(self, ctx: Resolution) -> None:
        mana = ctx.txn.ask_colors(ctx.obj, ctx.controller, self.letters, self.amount)
        ctx.txn.add_mana(ctx.controller, mana, self.only)
        ctx.txn.emit(ev.ManaProduced("106.4", ctx.controller, ctx.source, mana,
                                     tapped_for_mana=False, why="as it resolves"))


@dataclass(frozen=True)
class KeepManaAdded(Worded):
    """"Until end of turn, you don't lose this mana as steps and phases end." (106.4,
    500.5): the mana the resolving spell or ability added so far stays in its player's pool
    as steps and phases end, until the turn's cleanup step (514.2)."""

    def run(self, ctx: Resolution) -> None:
        for e in ctx.this_way():
            if not isinstance(e, ev.ManaProduced) or e.source.id != ctx.source.id:
                continue
            p = ctx.state.player(e.player)
            ctx.txn.update_player(p.name, kept=p.kept + e.mana)
            ctx.txn.emit(ev.Noted("106.4", f"{p.name} doesn't lose {format_mana(e.mana)} as "
                                           "steps and phases end this turn"))
