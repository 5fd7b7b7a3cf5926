"""Unearth (702.84a), an activated ability that functions while its card is in a graveyard:
"[Cost]: Return this card from your graveyard to the battlefield. It gains haste. Exile it
at the beginning of the next end step. If it would leave the battlefield, exile it instead
of putting it anywhere else. Activate only as a sorcery."

The ability's effect (``effects.zones.ReturnUnearthed``) gives the permanent haste and the
replacement effect in one continuous effect for as long as the permanent is on the
battlefield (611.2a, ``ContinuousEffect.exile_if_leaves``), and creates the delayed
triggered ability that exiles it (603.7). Neither exile is an ability of the creature: one
that loses all its abilities is still exiled (the unearth rulings). This module is the
replacement, asked as any permanent would move."""

from __future__ import annotations

from rulings_kit.core.state import GameObject, GameState, Zone

UNEARTH = "Unearth"


def unearth_exiles(state: GameState, obj: GameObject, to: Zone) -> str:
    """The name of the unearth ability that exiles ``obj`` instead of putting it into
    ``to`` as it would leave the battlefield (702.84a, 614.1a), or "": an effect that
    exiles it exiles it (a new object then, free of the effect, 400.7)."""
    if obj.zone is not Zone.BATTLEFIELD or to is Zone.EXILE:
        return ""
    return next((e.source_name for e in state.effects
                 if e.affected == obj.id and e.exile_if_leaves), "")


__all__ = ["UNEARTH", "unearth_exiles"]
