"""The rules effects put on objects (613.11): "can't block" (509.1a), "can't be blocked"
(509.1b), "doesn't untap during its controller's untap step" (502.3), from static
abilities that still exist (613.1f, 305.7) and from resolved spells and abilities."""

from __future__ import annotations

from rulings_kit.core.layers import functioning
from rulings_kit.core.state import GameObject, GameState, Zone
from rulings_kit.core.statics import NO_ACTIVATIONS, StaticEffect, static_effects

#: a detained permanent, until the next turn of the controller of what detained it: it can't
#: attack or block and its activated abilities can't be activated (701.35a)
DETAINED = "is detained"
#: a goaded creature, until the next turn of the controller of what goaded it (that
#: effect's ``controller``): it attacks each combat if able, and attacks a player other
#: than that one if able (701.15b; core/goad.py)
GOADED = "is goaded"
#: a restriction or requirement that is several at once, and those (508.1c-d, 509.1b-c)
_BOTH = {"can't attack or block": ("can't attack", "can't block"),
         "can't attack or block alone": ("can't attack alone", "can't block alone"),
         "attacks or blocks each combat if able": ("attacks each combat if able",
                                                   "blocks each combat if able"),
         DETAINED: ("can't attack", "can't block", NO_ACTIVATIONS[0]),
         GOADED: ("attacks each combat if able",)}


def _says(given: str, asked: str) -> bool:
    """Whether a restriction worded ``given`` puts ``asked`` on its objects."""
    return given == asked or asked in _BOTH.get(given, ())


def restricted(state: GameState, obj: GameObject, restriction: str) -> str | None:
    """The name of what puts ``restriction`` on ``obj``: a permanent's static ability,
    or a resolved spell or ability's effect (611.2a)."""
    for c in state.effects:
        if not c.holds(state):
            continue  # its source left, changed controller or untapped: it has ended (611.2b)
        if c.affected == obj.id and c.restriction and _says(c.restriction, restriction):
            return c.source_name
    for source, e in static_effects(state):
        if _says(e.restriction, restriction) and e.applies_to(state, source, obj) \
                and functioning(state, source, e):
            return source.name
    return None


def anything_says(state: GameState, restriction: str) -> bool:
    """Whether any effect or static ability in the game puts ``restriction`` on anything:
    a quick no (the usual case) before ``restricted`` asks of each object."""
    return any(c.restriction and says(c.restriction, restriction) for c in state.effects) \
        or any(says(e.restriction, restriction) for _, e in static_effects(state))


def restricted_by(state: GameState, obj: GameObject, restriction: str) -> tuple[str, ...]:
    """The names of everything that puts ``restriction`` on ``obj``, each effect and each
    static ability once (509.1c counts each requirement)."""
    out = [c.source_name for c in state.effects if c.holds(state) and c.affected == obj.id
           and c.restriction and _says(c.restriction, restriction)]
    out += [source.name for source, e in static_effects(state)
            if _says(e.restriction, restriction) and e.applies_to(state, source, obj)
            and functioning(state, source, e)]
    return tuple(out)


def detained_by(state: GameState, obj: GameObject) -> str | None:
    """The name of what detained ``obj``, while it is detained (701.35a); else None."""
    for c in state.effects:
        if c.affected == obj.id and c.restriction == DETAINED:
            return c.source_name
    return None


def activation_prohibited(state: GameState, obj: GameObject, mana: bool) -> str | None:
    """The name of what prohibits activating ``obj``'s activated abilities (602.5):
    "its activated abilities can't be activated", or, of an ability that isn't a mana
    ability (605.1a), "... unless they're mana abilities"; None when nothing does. Only
    permanents' (Damping Matrix's ruling: abilities that work in other zones, such as
    unearth, can still be activated)."""
    if obj.zone is not Zone.BATTLEFIELD:
        return None
    found = restricted(state, obj, NO_ACTIVATIONS[0])
    if found is None and not mana:
        found = restricted(state, obj, NO_ACTIVATIONS[1])
    return found


def any_activation_prohibited(state: GameState) -> bool:
    """Whether any static ability now prohibits activating some object's abilities
    (602.5): then no two permanents with the same card may be taken to be alike."""
    return any(e.restriction in NO_ACTIVATIONS for _, e in static_effects(state))


def restrictions(state: GameState, obj: GameObject) -> list[tuple[GameObject, StaticEffect]]:
    """The static restrictions and requirements on ``obj`` now, with their sources."""
    return [(source, e) for source, e in static_effects(state)
            if e.restriction and e.applies_to(state, source, obj)
            and functioning(state, source, e)]


#: whether a restriction worded ``given`` puts ``asked`` on its objects (core/unless.py)
says = _says
