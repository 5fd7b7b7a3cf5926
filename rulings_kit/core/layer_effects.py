"""The continuous effects the layer pass applies (613.1), gathered once per state: the
effects of static abilities (611.3), in timestamp order (613.7a, 613.7e), and those of
resolved spells and abilities locked in on their objects (611.2c, 613.7b).

The pass itself (``core.layers``) reads them layer by layer; most states have none, and
most changes to a state leave them as they were, so the table is kept from one state to
the next while its sources are the same.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from operator import is_

from rulings_kit.core.layer_changes import (
    LAYERS,
    REMOVES_ABILITIES,
    AddTypes,
    Change,
    GrantAbilities,
    Layer,
    Timestamp,
    describe,
)
from rulings_kit.core.state import GameObject, GameState, Zone
from rulings_kit.core.statics import StaticEffect, has_static, static_effects


@dataclass(frozen=True, eq=False)
class Entry:
    """A continuous effect as the pass sees it: a static ability's (``static`` of
    ``source``, the ``index``-th of ``static_effects``) or one of a resolved spell or
    ability locked in on the object ``affected``."""

    name: str
    text: str
    timestamp: Timestamp
    changes: tuple[Change, ...]
    source: GameObject | None = None
    static: StaticEffect | None = None
    index: int = -1
    affected: int | None = None

    @cached_property
    def layers(self) -> frozenset[Layer]:
        """The layers it applies in (613.6)."""
        return frozenset(c.layer for c in self.changes)

    @cached_property
    def first(self) -> Layer:
        """The first of its layers: what it applies to is decided there (613.6)."""
        return min(self.layers, key=LAYERS.index)

    @cached_property
    def removes(self) -> bool:
        """Whether it takes away abilities (305.7, 613.1f)."""
        return any(isinstance(c, REMOVES_ABILITIES) for c in self.changes)


@dataclass(frozen=True)
class EffectTable:
    """The continuous effects that change characteristics, worked out once per state."""

    statics: tuple[Entry, ...]  # in timestamp order
    by_layer: dict[Layer, tuple[Entry, ...]]  # the statics of each layer
    fixed: dict[int, tuple[Entry, ...]]  # by the object, in timestamp order
    removers: bool  # whether any takes away abilities (305.7, 613.1f)
    abilities: bool  # whether any changes activated abilities
    #: the place in LAYERS of the first layer a static ability's effect applies in
    first_static: int = len(LAYERS)
    #: the entries of each layer for an object, by its id and whether it is a permanent
    #: (``layers._entries``): worked out once per table, which states share
    entries: dict[tuple[int, bool], dict[Layer, tuple[Entry, ...]]] = field(
        default_factory=dict, compare=False, repr=False)


#: the last table built and what it was built from: the permanents with static abilities
#: (by identity: their abilities are their cards') and the continuous effects; most
#: changes to a state change neither
_last: list[tuple[tuple[GameObject, ...], tuple[object, ...], EffectTable | None]] = []


def effect_table(state: GameState) -> EffectTable | None:
    """The state's layered effects, or None when there are none (the usual case)."""
    found: EffectTable | bool | None = state.__dict__.get("_layer_table", False)
    if found is not False:
        assert found is None or isinstance(found, EffectTable)
        return found
    sources = state.sources_whose(has_static)
    if not sources and not state.effects:  # the usual case
        table = None
    elif _last and _last[0][1] is state.effects and len(_last[0][0]) == len(sources) and all(
            map(is_, _last[0][0], sources)):
        table = _last[0][2]
    else:
        table = _build(state, static_effects(state))
        _last[:] = [(sources, state.effects, table)]
    object.__setattr__(state, "_layer_table", table)
    return table


def _build(state: GameState,
           effects: tuple[tuple[GameObject, StaticEffect], ...]) -> EffectTable | None:
    statics = tuple(sorted(
        (Entry(source.name, e.text, timestamp(source), e.changes, source, e, i)
         for i, (source, e) in enumerate(effects) if e.changes),
        key=lambda x: x.timestamp))
    fixed: dict[int, list[Entry]] = {}
    for c in state.effects:
        if c.changes:
            lasts = "" if c.indefinite else (
                " until its controller's next untap step" if c.until_untap else
                f" until {c.until_turn_of}'s next turn" if c.until_turn_of else
                " until end of turn")
            fixed.setdefault(c.affected, []).append(Entry(
                c.source_name, describe(c.changes) + lasts, c.timestamp, c.changes,
                affected=c.affected))
    if not statics and not fixed:
        return None
    every = (*statics, *(e for es in fixed.values() for e in es))
    return EffectTable(statics, {layer: tuple(e for e in statics if layer in e.layers)
                            for layer in LAYERS},
                  {k: tuple(sorted(v, key=lambda x: x.timestamp)) for k, v in fixed.items()},
                  any(e.removes for e in every),
                  any(_changes_activated(c) for e in every for c in e.changes),
                  min((LAYERS.index(e.first) for e in statics), default=len(LAYERS)))


def _changes_activated(c: Change) -> bool:
    if isinstance(c, AddTypes):
        return bool(c.abilities)  # a basic land type's mana ability (305.6)
    return isinstance(c, (GrantAbilities, *REMOVES_ABILITIES))


def timestamp(obj: GameObject) -> Timestamp:
    """An object's timestamp: as it entered its zone (613.7d), or as it became attached
    since (613.7e)."""
    return dict(obj.stamps).get("attached", (obj.id, 0))


def layered(state: GameState, obj: GameObject | None = None) -> bool:
    """Whether any continuous effect changes any characteristics now; with ``obj`` (a
    permanent or a spell), whether any may change its: a static ability's (611.3a), or
    one locked in on it (611.2c). If not, they are its card's but for counters and a CDA."""
    table = effect_table(state)
    if table is not None and (obj is None or bool(table.statics) or obj.id in table.fixed):
        return True
    return obj is not None and obj.zone is Zone.BATTLEFIELD and has_static(obj.card) and not (
        state.has(obj.id) and state.obj(obj.id).zone is Zone.BATTLEFIELD)  # about to enter:
    # its own static abilities apply to it (614.12, core/layers.py)


def changes_abilities(state: GameState) -> bool:
    """Whether any continuous effect changes any permanent's activated abilities now
    (305.7, 613.1f): if not, a permanent's are its card's."""
    table = effect_table(state)
    return table is not None and table.abilities


def removes_abilities(state: GameState) -> bool:
    """Whether any continuous effect takes abilities away now (305.7, 613.1f)."""
    table = effect_table(state)
    return table is not None and table.removers


__all__ = ["EffectTable", "Entry", "changes_abilities", "effect_table", "layered",
           "removes_abilities", "timestamp"]
