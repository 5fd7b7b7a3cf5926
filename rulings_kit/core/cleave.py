"""Cleave (702.148): "Cleave [cost]" means "You may cast this spell by paying [cost] rather
than paying its mana cost" and "If this spell's cleave cost was paid, change its text by
removing all text found within square brackets in the spell's rules text" (702.148a): an
alternative cost, named in a cast as ``alt = "cleave"`` (118.9), and a text-changing effect
(612). As with overload (core.overload), the card compiler reads the changed text as it
builds the card: :class:`Cleaved` ``.spell`` is what the spell is when its cleave cost is
paid, shown on the stack; off the stack the card is its own again (400.7)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.card_shapes import CardShape
from rulings_kit.core.state import GameObject

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction

#: cleave's name for its cost, as a cast names it (``alt = "cleave"``, 118.9)
CLEAVE = "cleave"
#: the layout of the spell a card is cast for its cleave cost, so a trace can write it by
#: its card's name
CLEAVED = "cleaved"


@dataclass(frozen=True)
class Cleaved:
    """A card's cleave ability (702.148a) as the engine keeps it: the spell with the words in
    square brackets removed from its rules text."""

    spell: CardShape
    text: str  # "Cleave {5}{W}"


def cleaved_face(card: CardShape) -> CardShape | None:
    """What ``card`` is when cast for its cleave cost, or None if it has no cleave."""
    found = card.of_kind(Cleaved)
    return found[0].spell if found else None


def cast_cleaved(txn: Transaction, spell: GameObject) -> None:
    """Say what ``spell``, cast for its cleave cost, is on the stack (702.148a)."""
    txn.emit(ev.Noted("702.148a", f"{spell.display_name} is cast for its cleave cost: the "
                      "words in square brackets are removed from its text"))


__all__ = ["CLEAVE", "CLEAVED", "Cleaved", "cast_cleaved", "cleaved_face"]
