"""How a move changes the state's zone fields (400.7): the ids of a zone an object leaves or
joins, and the permanent as it last existed. ``Changes.move`` gathers every change to the
state and makes them at once: a copy of the state costs as much as the move's other work."""

from __future__ import annotations

from typing import Any

from rulings_kit.core.state import GameObject, GameState, Player, Zone
from rulings_kit.core.values import evolve


def as_left(was: GameObject, became: int | None) -> GameObject:
    """A permanent as it last existed (608.2h), knowing the object it became (400.7)."""
    assert was.known is not None
    return evolve(was, known=evolve(was.known, became=became))


def as_it_left(s: GameState, old: GameObject) -> GameObject:
    """A permanent that has left the battlefield as it last existed there (608.2h,
    603.10a), its characteristics remembered as it left; ``old`` itself if it wasn't
    remembered."""
    if old.known is not None or s.has(old.id):
        return old
    was = s.last_known(old)
    return was if was is not None and was.id == old.id else old


def zone_changes(s: GameState, obj: GameObject, changes: dict[str, Any], *,
                 into: bool = False, bottom: bool = False) -> dict[str, Any]:
    """``changes`` to ``s``, not made yet, with ``obj`` taken out of its zone (or put into
    it, ``into``: a library's top, or its bottom, 401.1): the state is then changed once."""
    zone, i = obj.zone, obj.id
    if zone is Zone.BATTLEFIELD or zone is Zone.STACK:
        name = zone.value  # the state's field
        ids = changes[name] if name in changes else getattr(s, name)
        changes[name] = (*ids, i) if into else without(ids, i)
        return changes
    players: tuple[Player, ...] = changes.get("players", s.players)
    n = 0
    while players[n].name != obj.owner:  # not a generator: cheaper over two players
        n += 1
    owner = players[n]
    ids = owner.zone(zone)
    if not into:
        ids = without(ids, i)
    else:
        ids = (i, *ids) if zone is Zone.LIBRARY and not bottom else (*ids, i)
    changes["players"] = (*players[:n], owner.with_zone(zone, ids), *players[n + 1:])
    return changes


def without(ids: tuple[int, ...], object_id: int) -> tuple[int, ...]:
    """``ids`` less ``object_id`` (held once), without a loop in Python (zones are big)."""
    try:
        at = ids.index(object_id)
    except ValueError:
        return ids
    return ids[:at] + ids[at + 1:]
