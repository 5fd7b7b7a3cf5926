"""Overload (702.96): "Overload [cost]" means "You may choose to pay [cost] rather than pay
this spell's mana cost" and "If you chose to pay this spell's overload cost, change its text
by replacing all instances of the word 'target' with the word 'each.'" (702.96a): an
alternative cost, named in a cast as ``alt = "overload"`` (118.9), and a text-changing
effect (702.96c, 612). The card compiler reads the changed text as it builds the card:
:class:`Overloaded` ``.spell`` is what the spell is when its overload cost is chosen, which
the spell shows on the stack (``GameObject.card``, the card itself in ``whole``, as a card
shows one of its faces). It requires no targets (702.96b), and off the stack the card is
its own again (400.7)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.card_shapes import CardShape
from rulings_kit.core.state import GameObject

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction

#: overload's name for its cost, as a cast names it (``alt = "overload"``, 118.9)
OVERLOAD = "overload"
#: the layout of the spell a card is cast overloaded (702.96a), so a trace can write it by
#: its card's name
OVERLOADED = "overloaded"


@dataclass(frozen=True)
class Overloaded:
    """A card's overload ability (702.96a) as the engine keeps it: the spell with its text
    changed, "each" for every "target" (612.1), which has no targets (702.96b)."""

    spell: CardShape
    text: str  # "Overload {6}{U}"


def overloaded_face(card: CardShape) -> CardShape | None:
    """What ``card`` is when cast for its overload cost, or None if it has no overload."""
    found = card.of_kind(Overloaded)
    return found[0].spell if found else None


def cast_overloaded(txn: Transaction, spell: GameObject) -> None:
    """Say what ``spell``, cast for its overload cost, is on the stack (702.96a-b)."""
    txn.emit(ev.Noted("702.96a", f"{spell.display_name} is cast for its overload cost: its "
                      "text says each where it said target, and it has no targets (702.96b)"))


__all__ = ["OVERLOAD", "OVERLOADED", "Overloaded", "cast_overloaded", "overloaded_face"]
