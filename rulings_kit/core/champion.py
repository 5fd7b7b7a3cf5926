"""Champion an [object] (702.72a): "When this permanent enters, sacrifice it unless you
exile another [object] you control" and "When this permanent leaves the battlefield, return
the exiled card to the battlefield under its owner's control." The two are linked (702.72b,
607.2k): the card exiled is recorded with the permanent (``GameState.exiled_with``,
rulings_kit.core.exile_links), the one its leaves-the-battlefield ability returns; that
card was championed by it (702.72c).
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.characteristics import remembered
from rulings_kit.core.context import Resolution
from rulings_kit.core.effects.instructions import Worded
from rulings_kit.core.effects.sacrifice import pick_permanent
from rulings_kit.core.exile_links import link_exiled
from rulings_kit.core.filters import ObjectTest
from rulings_kit.core.move_words import SACRIFICED
from rulings_kit.core.selection import current
from rulings_kit.core.state import Zone

#: the rule of the keyword
RULE = "702.72a"


@dataclass(frozen=True)
class ChampionOrSacrifice(Worded):
    """The first ability of champion (702.72a), as it resolves: its controller may exile
    another permanent they control that passes ``test`` (``what`` says the kind); if they
    don't, they sacrifice the permanent with champion (118.12: "unless" is a choice made
    as it resolves). Gone from the battlefield already, it can't be sacrificed; the card
    exiled then stays in exile, as the leaves-the-battlefield ability has triggered
    already (603.10a)."""

    test: ObjectTest
    what: str

    def run(self, ctx: Resolution) -> None:
        txn, me = ctx.txn, ctx.controller
        source = current(ctx, ctx.source)
        mine = [o for o in txn.state.permanents(me) if o.id != ctx.source.id
                and self.test(txn.state, ctx.source, o)]
        if mine and txn.ask_may(ctx.obj, me, f"{me} may exile another {self.what} they "
                                f"control rather than sacrifice {ctx.source.name}", RULE):
            picked = pick_permanent(ctx, me, mine, f"exiles another {self.what}", RULE)
            assert picked is not None
            new = txn.move(picked, Zone.EXILE, how=f"championed by {ctx.source.name}",
                           rule=RULE, was=remembered(txn.state, picked))
            link_exiled(txn, new, ctx.obj)  # "the exiled card" (607.2k)
            ctx.did = True
            return
        if source is None or source.zone is not Zone.BATTLEFIELD or source.controller != me:
            txn.emit(ev.Noted(RULE, f"{ctx.source.name} isn't on the battlefield under "
                                    f"{me}'s control: it isn't sacrificed", did_nothing=True))
            return
        txn.move(source, Zone.GRAVEYARD, how=SACRIFICED, rule="701.21a",
                 was=remembered(txn.state, source))


__all__ = ["RULE", "ChampionOrSacrifice"]
