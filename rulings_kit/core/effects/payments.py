"""Payments a player may make as a spell or ability resolves (118.12): "counter target
spell unless its controller pays {3}", "that player sacrifices a permanent unless they
pay {1}". The payer chooses whether to pay; a player who can't pay all of it pays none
of it (118.3)."""

from __future__ import annotations

from rulings_kit.core import events as ev
from rulings_kit.core.context import Resolution
from rulings_kit.core.mana import ManaCost
from rulings_kit.core.payment import pay_mana
from rulings_kit.core.words import possessive
from rulings_kit.errors import IllegalActionError


def pays(ctx: Resolution, payer: str, mana: ManaCost, life: int = 0, rule: str = "118.12") -> bool:
    """Whether ``payer`` pays ``mana`` (and ``life`` life, 118.3b) for "unless that player
    pays" as the effect resolves (118.12): asked, then paid; a player who can't pay all of it
    pays none of it (118.3), and that is declining."""
    said = " and ".join(w for w in ("" if mana.is_free else str(mana),
                                    f"{life} life" if life else "") if w)
    if not ctx.txn.ask_may(ctx.obj, payer, f"{payer} may pay {said}", rule):
        return False
    if life > ctx.txn.state.player(payer).life:
        ctx.txn.emit(ev.Noted("118.3", f"{payer} has less than {life} life to pay",
                              did_nothing=True))
        return False
    snap = ctx.txn.snapshot()
    try:
        if not mana.is_free:
            pay_mana(ctx.txn, payer, mana, f"{possessive(ctx.obj.name)} tax", None)
    except IllegalActionError as e:
        ctx.txn.restore(snap)  # couldn't pay: as if declined (118.3)
        ctx.txn.emit(ev.Noted("118.3", f"{payer} can't pay {said}: {e}", did_nothing=True))
        return False
    if life:
        ctx.txn.change_life(payer, -life, "118.3b")
    return True
