"""Rebound (702.88a), a static ability that functions while the spell is on the stack:
"If this spell was cast from your hand, instead of putting it into your graveyard as it
resolves, exile it and, at the beginning of your next upkeep, you may cast this card from
exile without paying its mana cost."

It works the same printed or granted ("Instant and sorcery spells you control have
rebound", 611.3a): the engine asks the spell's keywords as it finishes resolving (608.2n).
The delayed triggered ability it creates (603.7) is built with the card (a cast is an
effect, above this module): the spell's own, linked to its printed keyword, or the one
the granting static ability carries.
"""

from __future__ import annotations

from rulings_kit.core.characteristics import has_keyword
from rulings_kit.core.definitions import TriggeredAbility
from rulings_kit.core.layer_effects import layered
from rulings_kit.core.state import GameObject, GameState, Zone
from rulings_kit.core.statics import static_effects
from rulings_kit.errors import RulingsError

REBOUND = "Rebound"


def rebound_trigger(state: GameState, spell: GameObject) -> TriggeredAbility | None:
    """The delayed triggered ability rebound sets up for ``spell`` as it finishes
    resolving, or None if rebound doesn't apply: the spell has rebound now (printed or
    granted; more than one instance is redundant, 702.88c) and was cast from a hand
    (702.88a; a copy isn't cast, 707.10)."""
    if spell.cast_from is not Zone.HAND:
        return None
    printed = next((a for a in spell.card.of_kind(TriggeredAbility) if a.keyword == REBOUND),
                   None)
    if printed is None and not layered(state, spell):
        return None  # its abilities are its card's (asked of every spell that resolves)
    if not has_keyword(state, spell, REBOUND):
        return None
    if printed is not None:
        return printed
    for source, e in static_effects(state):
        if REBOUND in e.keywords and e.applies_to(state, source, spell):
            for a in e.keyword_triggers:
                if a.keyword == REBOUND:
                    return a
    raise RulingsError(f"{spell.name} has rebound but no rebound trigger was built (702.88a)")


__all__ = ["REBOUND", "rebound_trigger"]
