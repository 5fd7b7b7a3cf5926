"""Sagas (714): lore counters as it enters (714.3a) and as its controller's precombat main
phase begins (714.3c), chapter abilities that trigger as the count reaches their number
(714.2b), and the sacrifice after the final chapter (714.4, 704.5s)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.card_shapes import CardShape
from rulings_kit.core.definitions import Trigger
from rulings_kit.core.move_words import SACRIFICED
from rulings_kit.core.state import GameObject, GameState, Kind, Zone
from rulings_kit.core.statics import SagaChapters

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction

LORE = "lore"


@dataclass(frozen=True, slots=True)
class ChapterReached:
    """When lore counters are put on this Saga and their number goes from less than
    ``n`` to at least ``n`` (714.2b); entering with them counts (714.3a)."""

    n: int

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> bool:
        if isinstance(e, ev.CountersChanged):
            if e.obj.id != me.id or e.kind != LORE or e.amount <= 0:
                return False
            after = e.obj.counter(LORE)
            return after - e.amount < self.n <= after
        assert isinstance(e, ev.ZoneChanged)
        new = e.new
        return (new is not None and new.id == me.id and e.to_zone is Zone.BATTLEFIELD
                and new.counter(LORE) >= self.n)


def chapter_trigger(n: int, text: str) -> Trigger:
    """"{rN} — [Effect]": the chapter ability's trigger (714.2b)."""
    return Trigger(ev.CountersChanged | ev.ZoneChanged,  # type: ignore[arg-type]
                   ChapterReached(n), text, rule="714.2b")


def _final_chapter(card: CardShape) -> int | None:
    """The final chapter number of a Saga with chapter abilities (714.2d), else None."""
    return next((a.final for a in card.of_kind(SagaChapters)), None)


def _is_saga(card: CardShape) -> bool:
    return _final_chapter(card) is not None


def add_lore_counters(txn: Transaction) -> None:
    """714.3c: as the active player's precombat main phase begins, a lore counter on each
    Saga they control with chapter abilities."""
    for perm in txn.state.permanents(txn.state.active):
        if perm.card.of_kind(SagaChapters):
            txn.add_counters(perm, LORE, 1, "714.3c")


def saga_actions(txn: Transaction) -> bool:
    """714.4 (704.5s): a Saga with lore counters at least its final chapter number, and no
    chapter ability of it waiting or on the stack, is sacrificed."""
    state = txn.state
    sagas = state.permanents_whose(_is_saga)  # through the index: no Saga, no work
    if not sagas:
        return False
    pending = {o.source.id for o in (*state.waiting, *(state.obj(i) for i in state.stack))
               if o.kind is Kind.TRIGGER and o.source is not None}
    done = False
    for perm in sagas:
        final = _final_chapter(perm.card)
        if final is None or perm.counter(LORE) < final or perm.id in pending:
            continue
        txn.move(perm, Zone.GRAVEYARD, how=f"{SACRIFICED} after its final chapter", rule="714.4")
        done = True
    return done
