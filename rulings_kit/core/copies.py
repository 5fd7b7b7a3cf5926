"""Copies of spells (707.10): a copy put on the stack with the original's choices."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.state import GameObject, Kind, Target, Zone

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction


def copy_spell(
    txn: Transaction, original: GameObject, controller: str, targets: tuple[Target, ...] | None
) -> GameObject:
    """Create a copy of a spell on the stack (707.10): same copiable values, modes, X and
    kicked status (707.10); it is not cast (707.10)."""
    txn.count_new_object()
    copy = GameObject(
        id=txn.new_id(),
        card=original.card,
        owner=controller,
        controller=controller,
        zone=Zone.STACK,
        kind=Kind.COPY,
        x=original.x,
        kicked=original.kicked,
        modes=original.modes,
        targets=original.targets if targets is None else targets,
    )
    copy = txn.put_on_stack(copy)
    txn.emit(ev.CopyCreated("707.10", copy, original))
    return copy
