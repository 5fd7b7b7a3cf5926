"""Suspend (702.62a): "Suspend N—[cost]" means "If you could begin to cast this card by
putting it onto the stack from your hand, you may pay [cost] and exile it with N time
counters on it. This action doesn't use the stack," and "At the beginning of your upkeep,
if this card is suspended, remove a time counter from it," and "When the last time counter
is removed from this card, if it's exiled, you may play it without paying its mana cost if
able. If you don't, it remains exiled. If you cast a creature spell this way, it gains
haste until you lose control of the spell or the permanent it becomes."

The first is the special action ``special_actions.suspend`` (116.2f; ``suspend = "Card"`` in a
scenario), read from the card's static ability :class:`Suspend`; the two triggered
abilities are built with the card and trigger from exile (``suspended``, which the
trigger check asks for its sources); the haste is a static ability of the permanent that
a spell cast this way becomes (its cost paid: ``alt_paid``, "suspend").
"""

from __future__ import annotations

from rulings_kit.core.abilities import Suspend
from rulings_kit.core.state import GameObject, GameState, Zone

SUSPEND = "Suspend"
#: how a spell cast by suspend's last ability remembers it (``alt_paid``), for its haste
SUSPENDED = "suspend"
#: the counter suspend puts and removes (122.1)
TIME = "time"


def suspend_of(card: GameObject) -> Suspend | None:
    """The card's suspend ability, or None."""
    found = card.card.of_kind(Suspend)
    return found[0] if found else None


def is_suspended(state: GameState, card: GameObject) -> bool:
    """702.62b: in exile, with suspend, and a time counter on it."""
    return card.zone is Zone.EXILE and card.counter(TIME) > 0 and suspend_of(card) is not None


def suspended(state: GameState) -> tuple[GameObject, ...]:
    """Every suspended card (702.62b), whose upkeep abilities trigger from exile."""
    return tuple(c for p in state.players for i in p.exile
                 if is_suspended(state, c := state.obj(i)))


__all__ = ["SUSPEND", "SUSPENDED", "TIME", "Suspend", "is_suspended", "suspend_of",
           "suspended"]
