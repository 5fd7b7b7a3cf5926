"""Bestow (702.103): a creature card cast as an Aura for its bestow cost.

"Bestow [cost]" means "As you cast this spell, you may choose to cast it bestowed. If you
do, you pay [cost] rather than its mana cost" (702.103a): an alternative cost, named in a
cast as ``alt = "bestow"`` (118.9). As a spell cast bestowed is put onto the stack it
becomes an Aura enchantment with enchant creature (702.103b): the card shows its
bestowed face, :class:`Bestowed` ``.aura`` (``GameObject.card``, the card itself in
``whole``, as a card shows one of its faces), which it keeps as it resolves and becomes a
bestowed Aura. It ceases to be bestowed, and is the enchantment creature its card is:

- as the spell begins resolving, if its target is illegal: it resolves as a creature
  spell instead of not resolving (702.103e, 608.3b);
- if the Aura becomes unattached, or is attached to an illegal object: it becomes
  unattached instead of being put into its owner's graveyard (702.103f, an exception to
  704.5m). It is the same object, so it can attack if it has been under its controller's
  control since their most recent turn began (302.6).

A card with bestow put onto the battlefield any other way, or anywhere but the stack and
the battlefield, is its creature card (its ruling: "If a permanent with bestow enters the
battlefield by any method other than being cast, it will be an enchantment creature").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.card_shapes import CardShape
from rulings_kit.core.state import GameObject
from rulings_kit.core.values import evolve

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction

#: bestow's name for its cost, as a cast names it (``alt = "bestow"``, 118.9)
BESTOW = "bestow"
#: the layout of a card's bestowed face (702.103b), so a trace can write it by its card's name
BESTOWED = "bestowed"


@dataclass(frozen=True)
class Bestowed:
    """A card's bestow ability (702.103a) as the engine keeps it: the characteristics of
    the card cast bestowed (702.103b): an Aura enchantment, no longer a creature, with
    enchant creature and the card's other abilities."""

    aura: CardShape
    text: str  # "Bestow {3}{G}{G}"


def bestowed_face(card: CardShape) -> CardShape | None:
    """The face ``card`` shows when cast bestowed, or None if it has no bestow."""
    found = card.of_kind(Bestowed)
    return found[0].aura if found else None


def is_bestowed(obj: GameObject) -> bool:
    """A bestowed Aura spell or permanent (702.103b): it shows its bestowed face."""
    return obj.whole is not None and bestowed_face(obj.whole) == obj.card


def cast_bestowed(txn: Transaction, spell: GameObject) -> None:
    """Say what ``spell``, cast bestowed, is on the stack (702.103b)."""
    txn.emit(ev.Noted("702.103b", f"{spell.display_name} is cast bestowed: an Aura "
                      "enchantment spell with enchant creature, not a creature spell"))


def cease_to_be_bestowed(txn: Transaction, obj: GameObject, rule: str, why: str) -> GameObject:
    """``obj`` ceases to be bestowed (702.103e-f): the effect making it an Aura ends, it
    loses enchant creature and is its card, an enchantment creature, unattached."""
    assert obj.whole is not None
    new = txn.update(evolve(obj, card=obj.whole, whole=None, attached_to=None, targets=()))
    txn.emit(ev.Noted(rule, f"{obj.display_name} {why}: it ceases to be bestowed and is an "
                      "enchantment creature"))
    return new


__all__ = ["BESTOW", "BESTOWED", "Bestowed", "bestowed_face", "cast_bestowed",
           "cease_to_be_bestowed", "is_bestowed"]
