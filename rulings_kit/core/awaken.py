"""Awaken (702.113): "Awaken N—[cost]" means "You may pay [cost] rather than pay this
spell's mana cost as you cast this spell" and "If this spell's awaken cost was paid, put N
+1/+1 counters on target land you control. That land becomes a 0/0 Elemental creature with
haste. It's still a land." (702.113a): an alternative cost, named in a cast as ``alt =
"awaken"`` (118.9). The card compiler builds the spell its awaken cost makes, with that
spell ability after its own and its target (702.113b: only then does it have that target):
:class:`Awakened` ``.spell``, which the spell shows on the stack, as an overloaded spell
does (core.overload)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.card_shapes import CardShape
from rulings_kit.core.state import GameObject

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction

#: awaken's name for its cost, as a cast names it (``alt = "awaken"``, 118.9)
AWAKEN = "awaken"
#: the layout of the spell a card is cast awakened, so a trace can write it by its card's
#: name
AWAKENED = "awakened"


@dataclass(frozen=True)
class Awakened:
    """A card's awaken ability (702.113a) as the engine keeps it: the spell with the
    awaken spell ability and its target added."""

    spell: CardShape
    text: str  # "Awaken 3—{4}{U}"


def awakened_face(card: CardShape) -> CardShape | None:
    """What ``card`` is when cast for its awaken cost, or None if it has no awaken."""
    found = card.of_kind(Awakened)
    return found[0].spell if found else None


def cast_awakened(txn: Transaction, spell: GameObject) -> None:
    """Say what ``spell``, cast for its awaken cost, is on the stack (702.113a-b)."""
    txn.emit(ev.Noted("702.113a", f"{spell.display_name} is cast for its awaken cost: it also "
                      "puts +1/+1 counters on target land its controller controls, which "
                      "becomes a 0/0 Elemental creature with haste (702.113b)"))


__all__ = ["AWAKEN", "AWAKENED", "Awakened", "awakened_face", "cast_awakened"]
