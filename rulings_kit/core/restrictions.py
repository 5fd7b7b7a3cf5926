"""The rules effects put on objects (613.11): "can't block" (509.1a), "can't be blocked"
(509.1b), "doesn't untap during its controller's untap step" (502.3), from static
abilities that still exist (613.1f, 305.7) and from resolved spells and abilities."""

from __future__ import annotations

from rulings_kit.core.layers import functioning
from rulings_kit.core.state import GameObject, GameState
from rulings_kit.core.statics import StaticEffect, static_effects


def restricted(state: GameState, obj: GameObject, restriction: str) -> str | None:
    """The name of what puts ``restriction`` on ``obj``: a permanent's static ability,
    or a resolved spell or ability's effect (611.2a)."""
    for c in state.effects:
        if not c.holds(state):
            continue  # its source left, changed controller or untapped: it has ended (611.2b)
        if c.affected == obj.id and c.restriction and (c.restriction == restriction or (
                c.restriction == "can't attack or block" and restriction in (
                    "can't attack", "can't block"))):
            return c.source_name
    for source, e in static_effects(state):
        both = e.restriction == "can't attack or block" and restriction in (
            "can't attack", "can't block")
        if (e.restriction == restriction or both) and e.applies_to(state, source, obj) \
                and functioning(state, source, e):
            return source.name
    return None


def restrictions(state: GameState, obj: GameObject) -> list[tuple[GameObject, StaticEffect]]:
    """The static restrictions and requirements on ``obj`` now, with their sources."""
    return [(source, e) for source, e in static_effects(state)
            if e.restriction and e.applies_to(state, source, obj)
            and functioning(state, source, e)]
