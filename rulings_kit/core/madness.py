"""Madness (702.35a), whose first ability is a static ability that functions while the
card is in a player's hand: "If a player would discard this card, that player discards
it, but exiles it instead of putting it into their graveyard." The engine applies it as
the card moves (``changes.GameChanges.move``): the card is still discarded
(``events.ZoneChanged.discarded``), and the exile is the event of the keyword's second
ability, a triggered one built with the card ("When this card is exiled this way, its
owner may cast it by paying [cost] rather than paying its mana cost. If that player
doesn't, they put this card into their graveyard.", ``patterns.ExiledWithMadness``)."""

from __future__ import annotations

from rulings_kit.core import events as ev
from rulings_kit.core.abilities import TriggeredAbility
from rulings_kit.core.state import GameObject, Zone

MADNESS = "Madness"


def madness_exiles(obj: GameObject, to: Zone, rule: str) -> bool:
    """Whether ``obj``, moving to ``to`` by ``rule``, is a card with madness discarded
    from a hand to a graveyard, so exiled instead (702.35a)."""
    return to is Zone.GRAVEYARD and obj.zone is Zone.HAND and rule in ev.DISCARDS and any(
        a.keyword == MADNESS for a in obj.card.of_kind(TriggeredAbility))


__all__ = ["MADNESS", "madness_exiles"]
