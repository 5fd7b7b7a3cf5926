"""Alternative costs that change the spell they cast (118.9): overload (702.96a), awaken
(702.113a) and cleave (702.148a). Each is named in a cast as ``alt = "overload"`` (and so
on); the card compiler builds the spell the cost makes as it builds the card — its text
changed (612.1: "each" for every "target", or the words in square brackets removed), or a
spell ability and its target added — and keeps it as :class:`ChangedSpell` ``.spell``,
which the spell shows on the stack (``GameObject.card``, the card itself in ``whole``, as a
card shows one of its faces). Off the stack the card is its own again (400.7)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.card_shapes import CardShape
from rulings_kit.core.keyword_names import KeywordName
from rulings_kit.core.state import GameObject

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction


@dataclass(frozen=True)
class SpellChange:
    """One alternative cost that changes its spell: its name in a cast (118.9), its rule,
    the layout of the spell it makes (so a trace writes that spell by its card's name,
    ``trace.serial``) and what a trace says of it as it is cast."""

    alt: str
    keyword: KeywordName
    rule: str
    layout: str
    said: str


OVERLOAD = SpellChange("overload", KeywordName.OVERLOAD, "702.96a", "overloaded",
                       "its text says each where it said target, and it has no targets "
                       "(702.96b)")
AWAKEN = SpellChange("awaken", KeywordName.AWAKEN, "702.113a", "awakened",
                     "it also puts +1/+1 counters on target land its controller controls, "
                     "which becomes a 0/0 Elemental creature with haste (702.113b)")
CLEAVE = SpellChange("cleave", KeywordName.CLEAVE, "702.148a", "cleaved",
                     "the words in square brackets are removed from its text")
#: each change by the name a cast gives its cost
SPELL_CHANGES = {c.alt: c for c in (OVERLOAD, AWAKEN, CLEAVE)}


@dataclass(frozen=True)
class ChangedSpell:
    """A card's overload, awaken or cleave ability as the engine keeps it: the spell it
    makes of the card when its cost is paid."""

    alt: str  # SpellChange.alt
    spell: CardShape
    text: str  # "Overload {6}{U}", "Awaken 3—{4}{U}"


def changed_face(card: CardShape, change: SpellChange) -> CardShape | None:
    """What ``card`` is when cast for ``change``'s cost, or None if it has no such cost."""
    return next((a.spell for a in card.of_kind(ChangedSpell) if a.alt == change.alt), None)


def say_changed(txn: Transaction, spell: GameObject, change: SpellChange) -> None:
    """Say what ``spell``, cast for ``change``'s cost, is on the stack."""
    txn.emit(ev.Noted(change.rule, f"{spell.display_name} is cast for its {change.alt} cost: "
                      f"{change.said}"))


__all__ = ["AWAKEN", "CLEAVE", "OVERLOAD", "SPELL_CHANGES", "ChangedSpell", "SpellChange",
           "changed_face", "say_changed"]
