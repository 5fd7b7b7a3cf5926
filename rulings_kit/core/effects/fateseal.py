"""Fateseal N (701.29a): "look at the top N cards of an opponent's library, then put any
number of them on the bottom of that library and the rest on top of that library in any
order"."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.context import Resolution
from rulings_kit.core.effects.common import option_for
from rulings_kit.core.effects.instructions import Worded
from rulings_kit.core.questions import Ask, Option
from rulings_kit.core.words import plural

#: the rule of the keyword action
RULE = "701.29a"


@dataclass(frozen=True)
class Fateseal(Worded):
    """Its controller fateseals ``n``: with more than one opponent, they choose whose
    library (``choose:PLAYER:SOURCE``); they look at its top ``n`` cards and choose those
    that go on the bottom (``choose:SOURCE``), in the order named; the rest stay on top in
    their order (one of the orders they may choose, 701.29a)."""

    n: int

    def run(self, ctx: Resolution) -> None:
        txn, me = ctx.txn, ctx.controller
        opponents = txn.state.opponents(me)
        if not opponents or self.n <= 0:
            txn.emit(ev.Noted(RULE, f"{me} fateseals {self.n}: nothing happens",
                              did_nothing=True))
            return
        whose = opponents[0]
        if len(opponents) > 1:
            (whose,) = txn.ask_pick(Ask.CHOOSE, f"{me}:{ctx.obj.name}", me,
                                    f"{me} chooses an opponent whose library to fateseal",
                                    RULE, [Option(p, p, (p,)) for p in opponents], (1, 1))
        top = txn.state.player(whose).library[: self.n]
        txn.emit(ev.Noted(RULE, f"{me} fateseals {self.n}: looks at the top "
                                f"{plural(len(top), 'card')} of {whose}'s library"))
        if not top:
            return
        bottom = txn.ask_pick(Ask.CHOOSE, ctx.obj, me, f"{me} fateseals {self.n}: cards to put "
                              f"on the bottom of {whose}'s library", RULE,
                              [option_for(ctx, txn.state.obj(i)) for i in top], (0, len(top)),
                              says="{player} puts {cards} on the bottom")
        library = [c for c in txn.state.player(whose).library if c not in bottom]
        txn.update_player(whose, library=(*library, *bottom))


__all__ = ["RULE", "Fateseal"]
