"""Overload (702.96a), awaken (702.113a) and cleave (702.148a): the alternative cost, and
the spell it makes of the card (core.changed_spells), read by the grammar from the card's
changed text and built as the card is."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from rulings_kit.cards import model as m
from rulings_kit.cards.oracle.text import awakened_text, cleaved_text, overloaded_text
from rulings_kit.core import definitions as d
from rulings_kit.core.changed_spells import AWAKEN, CLEAVE, OVERLOAD, ChangedSpell, SpellChange
from rulings_kit.errors import OracleTextError

#: what each change does to the card's words, which a card given as parts doesn't have
_NEEDS_WORDS = {
    OVERLOAD.alt: "a card given as text, whose words overload changes (702.96a)",
    AWAKEN.alt: "a card given as text, to which awaken adds its spell ability (702.113a)",
    CLEAVE.alt: "a card given as text, whose words in square brackets cleave removes "
                "(702.148a)",
}


def _changed_text(card: m.Card, change: SpellChange, n: int) -> str:
    if change == AWAKEN:  # its spell ability added (702.113a)
        return awakened_text(card.text, change.keyword, n)
    if change == CLEAVE:  # the words in square brackets removed (702.148a, 612.1)
        return cleaved_text(card.text, change.keyword)
    return overloaded_text(card.text, change.keyword)  # "each" for "target" (702.96a, 612.1)


def with_changed_spell(card: m.Card, built: d.CardDef, change: SpellChange, text: str, n: int,
                       define: Callable[[m.Card], d.CardDef]) -> d.CardDef:
    """``built`` (the definition of ``card``) with its overload, awaken or cleave ability,
    ``text`` (awaken's N is ``n``): the spell ``card`` is when that cost is paid, built by
    ``define``. A card given as parts has no words to change, and an overloaded spell that
    still targets is refused (702.96b)."""
    if card.parts() is not None:
        raise OracleTextError(card.name, text, text, _NEEDS_WORDS[change.alt],
                              keyword=change.keyword)
    spell = define(replace(card, text=_changed_text(card, change, n)))
    if change == OVERLOAD and any(mode.targets for mode in spell.modes):
        raise OracleTextError(card.name, text, text, "a spell that has no targets once "
                              "overloaded (702.96b)", keyword=change.keyword)
    spell = replace(spell, layout=change.layout)  # written by its card's name (trace.serial)
    return replace(built, abilities=(*built.abilities, ChangedSpell(change.alt, spell, text)))


__all__ = ["with_changed_spell"]
