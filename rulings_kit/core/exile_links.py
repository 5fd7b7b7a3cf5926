"""Cards exiled by a permanent's abilities, and what that permanent's other abilities know
of them.

- Exiled "until" an event (610.3): "exile target nonland permanent an opponent controls
  until this enchantment leaves the battlefield" (Banishing Light). The exile records which
  permanent's leaving returns the card (``GameState.exiled_until``); when that permanent
  leaves the battlefield, a one-shot effect returns the card at once, without the stack
  (610.3), under its owner's control (610.3c), as a new object (400.7).
- Exiled with it (607.2a, linked abilities): "When Fiend Hunter enters, you may exile
  another target creature. When Fiend Hunter leaves the battlefield, return the exiled card
  to the battlefield under its owner's control." Each card a permanent's triggered or
  activated ability exiles is recorded with that permanent (``GameState.exiled_with``);
  "the exiled card" of its other abilities is the cards recorded with it still in exile.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.attachments import put_onto_battlefield
from rulings_kit.core.context import Resolution
from rulings_kit.core.selection import Objects
from rulings_kit.core.state import GameObject, Kind, Zone
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


def link_exiled(txn: Transaction, card: GameObject | None, by: GameObject) -> None:
    """Record that the ability ``by`` (on the stack) moved ``card`` (what it became) into
    exile, if the ability has a source permanent: "the exiled card" of the source's other
    abilities (607.2a)."""
    source = by.source
    if card is not None and card.zone is Zone.EXILE and by.kind in (
            Kind.TRIGGER, Kind.ABILITY) and source is not None:
        txn.state = evolve(txn.state, exiled_with=(*txn.state.exiled_with, (card.id, source.id)))


@dataclass(frozen=True)
class ExiledWithSource:
    """ "the exiled card", "the exiled cards": the cards the source's abilities exiled that
    are still in exile (607.2a; one that left exile is a new object, 400.7)."""

    def objects(self, ctx: Resolution) -> list[GameObject]:
        state = ctx.state
        return [state.obj(card) for card, source in state.exiled_with
                if source == ctx.source.id and state.has(card)
                and state.obj(card).zone is Zone.EXILE]


def returning(ctx: Resolution, what: Objects) -> list[GameObject]:
    """The objects ``what`` finds to return; none of "the exiled card" is said so (607.2a)."""
    found = what.objects(ctx)
    if not found and isinstance(what, ExiledWithSource):
        ctx.txn.emit(ev.Noted("607.2a", f"no card exiled with {ctx.source.display_name} is in "
                                        "exile: nothing returns", did_nothing=True))
    return found


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
