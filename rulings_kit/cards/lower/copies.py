"""Copy effects' exceptions (707.9) lowered into the engine's: "except it's 7/7", "... an
enchantment in addition to its other types", "... it has haste", "... this ability"."""

from __future__ import annotations

from rulings_kit.cards import model as m
from rulings_kit.cards.lower.statics import granted_keyword_name
from rulings_kit.cards.lower.strict import Unsupported, reads
from rulings_kit.core.copiable import CopyExceptions
from rulings_kit.core.keywords import KEYWORDS
from rulings_kit.data.records import CARD_TYPES, SUPERTYPES


@reads(m.CopyExcept, "power toughness types others keywords this_ability counters")
def copy_exceptions(ex: m.CopyExcept) -> CopyExceptions:
    """The exceptions that become part of the copy's copiable values (707.9a-b); the
    additional +1/+1 counters (707.9e) are the caller's."""
    power = toughness = None
    if ex.power:
        if not (ex.power.isdigit() and ex.toughness.isdigit()):
            raise Unsupported(ex.text())
        power, toughness = int(ex.power), int(ex.toughness)
    words = [w.capitalize() if w.islower() else w for w in ex.types.split()[1:]]
    types = tuple(w for w in words if w in CARD_TYPES)
    supertypes = tuple(w for w in words if w in SUPERTYPES)
    subtypes = tuple(w for w in words if w not in CARD_TYPES and w not in SUPERTYPES)
    keywords = tuple(granted_keyword_name(k) for k in ex.keywords)
    if any(k not in KEYWORDS for k in keywords):
        raise Unsupported(ex.text())
    return CopyExceptions(power, toughness, types, subtypes, supertypes, keywords,
                          ex.this_ability, ex.text())


__all__ = ["copy_exceptions"]
