"""Objects exiled "until" an event (610.3): "exile target nonland permanent an opponent
controls until this enchantment leaves the battlefield" (Banishing Light, Banisher Priest).

The exile records which permanent's leaving returns the card (``GameState.exiled_until``);
when that permanent leaves the battlefield, a one-shot effect returns the card at once,
without the stack (610.3), under its owner's control (610.3c), as a new object (400.7).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.attachments import put_onto_battlefield
from rulings_kit.core.context import Resolution
from rulings_kit.core.selection import Objects
from rulings_kit.core.state import Kind, Zone
from rulings_kit.core.values import evolve
from rulings_kit.core.words import spoken

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction


@dataclass(frozen=True)
class ExileUntilSourceLeaves:
    """Exile ``objects`` until the ability's source leaves the battlefield (610.3). If it
    already has (after the ability triggered, or after the spell or ability was put on
    the stack), nothing is exiled (610.3a-b)."""

    words: str
    objects: Objects

    def run(self, ctx: Resolution) -> None:
        txn, source = ctx.txn, ctx.source
        state = txn.state
        if not (state.has(source.id) and state.obj(source.id).zone is Zone.BATTLEFIELD):
            rule = "610.3b" if ctx.obj.kind is Kind.TRIGGER else "610.3a"
            txn.emit(ev.Noted(rule, f"{source.display_name} has left the battlefield already, "
                                    "so nothing is exiled until it does", did_nothing=True))
            return
        for o in self.objects.objects(ctx):
            if not txn.state.has(o.id) or txn.state.obj(o.id).zone is not o.zone:
                continue  # an earlier object's move already took it away
            new = txn.move(txn.state.obj(o.id), Zone.EXILE, rule="610.3",
                           how=f"exiled by {spoken(ctx.obj.display_name)} until "
                               f"{source.display_name} leaves the battlefield")
            if new is not None:  # a token ceases to exist instead (704.5d): nothing returns
                txn.state = evolve(txn.state,
                                   exiled_until=(*txn.state.exiled_until, (new.id, source.id)))

    def text(self, name: str) -> str:
        return self.words


def return_exiled_until(txn: Transaction, event: ev.Event) -> None:
    """After a permanent left the battlefield: the cards exiled until it did return to the
    battlefield under their owners' control (610.3, 610.3c), those still in exile."""
    if not isinstance(event, ev.ZoneChanged) or event.from_zone is not Zone.BATTLEFIELD:
        return
    gone = event.old.id
    links = txn.state.exiled_until
    back = [card for card, source in links if source == gone]
    if not back:
        return
    txn.state = evolve(txn.state, exiled_until=tuple(
        (card, source) for card, source in links if source != gone))
    for card in back:
        if not txn.state.has(card) or txn.state.obj(card).zone is not Zone.EXILE:
            continue  # it left exile since: a new object, which nothing returns (400.7)
        obj = txn.state.obj(card)
        put_onto_battlefield(txn, obj, obj.owner, rule="610.3c",
                             how=f"returned as {event.old.display_name} left the battlefield")
