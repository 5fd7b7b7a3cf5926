"""The layer system (613): an object's characteristics, worked out in one place by one
pass over the layers in order (613.1), the effects within a layer in timestamp order
(613.7) unless one depends on another (613.8).

The pass starts from the object's copiable values: its printed card, or what a copy
effect made them (layer 1, 613.2; core/copy_effects.py), and applies, in each layer and
sublayer, the changes (core/layer_changes.py) of the continuous effects of static
abilities (611.3) and of resolved spells and abilities (611.2), then the counters in
layer 7c (613.4c).

- A static ability's effect has its object's timestamp (613.7a), an effect of a
  resolved spell or ability the one it was created with (613.7b); an Aura or Equipment
  has a new one each time it becomes attached (613.7e).
- An effect that starts to apply in one layer applies to the same objects in its later
  layers (613.6): what it applies to is decided once, in its first layer.
- Dependency (613.8a): an effect whose source loses its abilities to another effect of
  the same layer ("nonbasic lands are [a basic land type]" on a land whose own ability
  adds land types) waits for that one (613.8b), and so no longer exists; an effect
  whose applying would change what another applies to goes first. Effects in a
  dependency loop apply in timestamp order.

Characteristics are worked out per object when asked and kept on the state; the
objects whose passes are under way are read as the pass has left them so far, so an
effect's words ("white creatures", "nonbasic lands") read the layers before its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from operator import is_

from rulings_kit.core.layer_changes import (
    LAYERS,
    REMOVES_ABILITIES,
    AddKeywords,
    AddTypes,
    Change,
    Characteristics,
    GrantAbilities,
    Layer,
    ModifyPowerToughness,
    Timestamp,
    describe,
)
from rulings_kit.core.own_layers import Applied as Applied
from rulings_kit.core.own_layers import copied, counted, defined, printed
from rulings_kit.core.state import GameObject, GameState, Zone
from rulings_kit.core.statics import StaticEffect, has_static, per_counts, static_effects


@dataclass(frozen=True, eq=False)
class _Entry:
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
class _Table:
    """The continuous effects that change characteristics, worked out once per state."""

    statics: tuple[_Entry, ...]  # in timestamp order
    by_layer: dict[Layer, tuple[_Entry, ...]]  # the statics of each layer
    fixed: dict[int, tuple[_Entry, ...]]  # by the object, in timestamp order
    removers: bool  # whether any takes away abilities (305.7, 613.1f)
    abilities: bool  # whether any changes activated abilities
    #: the place in LAYERS of the first layer a static ability's effect applies in
    first_static: int = len(LAYERS)


#: the last table built and what it was built from: the permanents with static abilities
#: (by identity: their abilities are their cards') and the continuous effects; most
#: changes to a state change neither
_last: list[tuple[tuple[GameObject, ...], tuple[object, ...], _Table | None]] = []


def _table(state: GameState) -> _Table | None:
    """The state's layered effects, or None when there are none (the usual case)."""
    found: _Table | bool | None = state.__dict__.get("_layer_table", False)
    if found is not False:
        assert found is None or isinstance(found, _Table)
        return found
    sources = state.permanents_whose(has_static)
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
           effects: tuple[tuple[GameObject, StaticEffect], ...]) -> _Table | None:
    statics = tuple(sorted(
        (_Entry(source.name, e.text, timestamp(source), e.changes, source, e, i)
         for i, (source, e) in enumerate(effects) if e.changes),
        key=lambda x: x.timestamp))
    fixed: dict[int, list[_Entry]] = {}
    for c in state.effects:
        if c.changes:
            lasts = "" if c.indefinite else (
                " until its controller's next untap step" if c.until_untap else
                " until end of turn")
            fixed.setdefault(c.affected, []).append(_Entry(
                c.source_name, describe(c.changes) + lasts, c.timestamp, c.changes,
                affected=c.affected))
    if not statics and not fixed:
        return None
    every = (*statics, *(e for es in fixed.values() for e in es))
    return _Table(statics, {layer: tuple(e for e in statics if layer in e.layers)
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
    permanent), whether any may change its: a static ability's (611.3a), or one locked
    in on it (611.2c). If not, they are its card's but for counters and a CDA."""
    table = _table(state)
    return table is not None and (obj is None or bool(table.statics) or obj.id in table.fixed)


def changes_abilities(state: GameState) -> bool:
    """Whether any continuous effect changes any permanent's activated abilities now
    (305.7, 613.1f): if not, a permanent's are its card's."""
    table = _table(state)
    return table is not None and table.abilities


def characteristics(state: GameState, obj: GameObject,
                    upto: Layer | None = None) -> Characteristics:
    """``obj``'s characteristics now (613.1): of a permanent or of a spell (static
    abilities grant keywords to spells, 611.3a); with ``upto``, only the layers before
    that one are applied (its types are known after layer 4: ``upto=Layer.COLOR``)."""
    partial: dict[int, Characteristics] | None = state.__dict__.get("_partial")
    if partial and obj.id in partial:  # its pass is under way: as far as it has got
        return partial[obj.id]
    memo: dict[tuple[int, Layer | None], Characteristics] | None = state.__dict__.get(
        "_characteristics")
    if memo is None:
        memo = {}
        object.__setattr__(state, "_characteristics", memo)
    found = memo.get((obj.id, upto))
    if found is None:
        found = _pass(state, obj, upto)
        if state.has(obj.id) and state.obj(obj.id) is obj:
            memo[obj.id, upto] = found
    elif state.obj(obj.id) is not obj:  # a variant of the object (a probe): its own pass
        return _pass(state, obj, upto)
    return found


def explain(state: GameState, obj: GameObject) -> tuple[Applied, ...]:
    """The steps of ``obj``'s pass: each effect that applied to it, layer by layer, in
    the order it applied, with what it left ("why is this creature a 1/1 blue land creature?")."""
    log: list[Applied] = []
    _pass(state, obj, log=log)
    return tuple(log)


def removes_abilities(state: GameState) -> bool:
    """Whether any continuous effect takes abilities away now (305.7, 613.1f)."""
    table = _table(state)
    return table is not None and table.removers


def has_text_abilities(state: GameState, obj: GameObject) -> bool:
    """Whether the permanent still has the abilities of its rules text: not after
    "loses all abilities" (613.1f) or "is a [basic land type]" (305.7); its triggered abilities
    trigger and its static abilities apply only if so."""
    table = _table(state)
    if table is None or not table.removers or obj.zone is not Zone.BATTLEFIELD:
        return True
    return characteristics(state, obj, Layer.PT_DEFINE).has_text_abilities


def functioning(state: GameState, source: GameObject, e: StaticEffect) -> bool:
    """Whether the static ability ``e`` of ``source`` exists now (613.8a): its source
    hasn't lost it."""
    table = _table(state)
    if table is None or not table.removers:
        return True
    for entry in table.statics:
        if entry.static is e and entry.source is not None and entry.source.id == source.id:
            return _exists(state, entry)
    return has_text_abilities(state, source)


def _pass(state: GameState, obj: GameObject, upto: Layer | None = None,
          log: list[Applied] | None = None) -> Characteristics:
    """``obj``'s characteristics after the layers before ``upto`` (all of them: None)."""
    c = printed(obj.card)  # its copiable values: a copy effect's, if any (613.2)
    table = _table(state)
    on_battlefield = obj.zone is Zone.BATTLEFIELD
    if not on_battlefield and not obj.is_spell:
        return c
    copied(obj, c, log)
    if upto is not None and LAYERS.index(upto) <= _CDA_LAYER and (
            table is None or (LAYERS.index(upto) <= table.first_static
                              and obj.id not in table.fixed)):
        return c  # nothing applies before ``upto`` (a CDA applies in 7a, 613.4a)
    partial: dict[int, Characteristics] | None = state.__dict__.get("_partial")
    if partial is None:
        partial = {}
        object.__setattr__(state, "_partial", partial)
    partial[obj.id] = c
    decided: dict[int, bool] = {}
    try:
        for layer in LAYERS:
            if layer is upto:
                break
            if not on_battlefield and layer is not Layer.ABILITY:
                continue  # a spell: only keywords granted to spells (611.3a)
            if layer is Layer.PT_DEFINE:
                c = defined(state, obj, c, log)
            elif table is not None:
                entries = _entries(table, obj, layer, on_battlefield)
                gone: list[Applied] = []  # shown after the effects they waited for
                for e in _ordered(state, obj, entries, layer, c, decided):
                    if _applies(state, obj, e, c, decided):
                        for change in e.changes:
                            if change.layer is layer:
                                c = _scaled(state, e, change).apply(c)
                        partial[obj.id] = c
                        if log is not None:
                            log.append(Applied(layer, e.name, _step_text(e, layer),
                                               e.timestamp, c, layer.rule))
                    elif log is not None and e.static is not None and e.first is layer \
                            and not _exists(state, e) and _test(state, e, obj, c):
                        gone.append(Applied(layer, e.name, e.text, e.timestamp, c, "613.8b",
                                            exists=False))
                if log is not None:
                    log += gone
            if layer is Layer.PT_MODIFY and on_battlefield:
                c = counted(obj, c, log)
            partial[obj.id] = c
    finally:
        del partial[obj.id]
    return c


def _step_text(e: _Entry, layer: Layer) -> str:
    """What ``e`` does in ``layer``: a static ability's words in its first layer, then
    the part of it each later layer applies (613.6)."""
    if e.static is None or layer is e.first:
        return e.text
    return describe(tuple(c for c in e.changes if c.layer is layer)) + \
        ", the same effect (613.6)"


_CDA_LAYER = LAYERS.index(Layer.PT_DEFINE)


def _entries(table: _Table, obj: GameObject, layer: Layer,
             on_battlefield: bool) -> tuple[_Entry, ...]:
    statics = table.by_layer[layer]
    if not on_battlefield:
        return tuple(e for e in statics if all(isinstance(c, AddKeywords) for c in e.changes))
    mine = table.fixed.get(obj.id)
    if not mine:
        return statics
    own = tuple(e for e in mine if layer in e.layers)  # in timestamp order already
    if not own or not statics:
        return own or statics
    return tuple(sorted((*statics, *own), key=lambda x: x.timestamp))


def _scaled(state: GameState, e: _Entry, change: Change) -> Change:
    """"+1/+1 for each land you control": the change times what it counts now."""
    if isinstance(change, GrantAbilities) and e.source is not None:
        return change.granted_by(e.source.id)  # abilities naming their grantor (201.5a)
    if e.static is None or e.static.per is None or not isinstance(change, ModifyPowerToughness):
        return change
    n = per_counts(state)[e.index]
    return ModifyPowerToughness(change.power * n, change.toughness * n)


def _test(state: GameState, e: _Entry, obj: GameObject, c: Characteristics) -> bool:
    """Whether the static effect of ``e`` applies to ``obj`` as it is so far, ``c``."""
    assert e.static is not None and e.source is not None
    partial: dict[int, Characteristics] = state.__dict__["_partial"]
    before = partial.get(obj.id)
    partial[obj.id] = c
    try:
        return e.static.applies_to(state, e.source, obj)
    finally:
        if before is None:
            del partial[obj.id]
        else:
            partial[obj.id] = before


def _applies(state: GameState, obj: GameObject, e: _Entry, c: Characteristics,
             decided: dict[int, bool]) -> bool:
    """Whether ``e`` applies to ``obj``: decided in its first layer and kept (613.6)."""
    key = id(e)
    found = decided.get(key)
    if found is None:
        found = e.affected == obj.id if e.static is None else (
            _exists(state, e) and _test(state, e, obj, c))
        decided[key] = found
    return found


def _ordered(state: GameState, obj: GameObject, entries: tuple[_Entry, ...], layer: Layer,
             c: Characteristics, decided: dict[int, bool]) -> Sequence[_Entry]:
    """The entries in the order they apply to ``obj``: timestamp order (613.7), except
    that an effect waits for those it depends on (613.8b): those whose applying would
    change whether it applies to ``obj`` (613.8a). In a loop, timestamp order."""
    if len(entries) < 2 or (layer is Layer.PT_MODIFY and all(
            isinstance(c, ModifyPowerToughness) for e in entries for c in e.changes
            if c.layer is layer)):
        # P/T changes add up in any order, and what one applies to never reads P/T
        # (the card compiler refuses it, cards/lower/statics.py): no dependency
        return entries
    depends: dict[int, set[int]] = {}
    for a in entries:
        if a.static is None or a.first is not layer or id(a) in decided:
            continue
        if not _exists(state, a):
            continue
        alone = _test(state, a, obj, c)
        for b in entries:
            if b is a or not _would_apply(state, obj, b, c, decided):
                continue
            after = c
            for change in b.changes:
                if change.layer is layer:
                    after = change.apply(after)
            if _test(state, a, obj, after) != alone:
                depends.setdefault(id(a), set()).add(id(b))
    if not depends:
        return entries
    remaining = list(entries)
    order: list[_Entry] = []
    while remaining:
        waiting = {id(x) for x in remaining}
        free = [x for x in remaining if not depends.get(id(x), set()) & waiting]
        pick = free[0] if free else remaining[0]  # a loop: timestamp order (613.8b)
        order.append(pick)
        remaining.remove(pick)
    return order


def _would_apply(state: GameState, obj: GameObject, e: _Entry, c: Characteristics,
                 decided: dict[int, bool]) -> bool:
    if e.static is None:
        return e.affected == obj.id
    found = decided.get(id(e))
    if found is not None:
        return found
    return _exists(state, e) and _test(state, e, obj, c)


def _exists(state: GameState, e: _Entry) -> bool:
    """Whether the static effect ``e`` exists as its first layer applies: its source
    still has its abilities after the layers before, and no effect of that layer that
    takes abilities away applies to its source (613.8a: ``e`` depends on that one and
    waits for it, 613.8b); in a loop, the earlier of the two applies (613.8b)."""
    table = _table(state)
    if e.static is None or table is None or not table.removers:
        return True
    assert e.source is not None
    known: dict[int, bool] = state.__dict__.setdefault("_exists", {})
    if id(e) in known:
        return known[id(e)]
    known[id(e)] = True  # while it is being worked out: a loop reads it as existing
    source = e.source
    partial: dict[int, Characteristics] = state.__dict__.setdefault("_partial", {})
    seen = partial.get(source.id)
    before = seen if seen is not None else _pass(state, source, upto=e.first)
    found = before.has_text_abilities
    if found:
        for r in (*table.statics, *table.fixed.get(source.id, ())):
            if r is e or not r.removes or r.first is not e.first:
                continue
            if r.static is not None and not (_exists(state, r) and _test(state, r, source, before)):
                continue
            if e.removes and r.source is not None and r.timestamp > e.timestamp and \
                    _test(state, e, r.source, _source_before(state, r)):
                continue  # a loop: ``e`` is earlier and applies first (613.8b)
            found = False
            break
    known[id(e)] = found
    return found


def _source_before(state: GameState, r: _Entry) -> Characteristics:
    assert r.source is not None
    partial: dict[int, Characteristics] = state.__dict__["_partial"]
    seen = partial.get(r.source.id)
    return seen if seen is not None else _pass(state, r.source, upto=r.first)


__all__ = ["Applied", "changes_abilities", "characteristics", "explain", "functioning",
           "has_text_abilities", "layered", "printed", "removes_abilities", "timestamp"]
