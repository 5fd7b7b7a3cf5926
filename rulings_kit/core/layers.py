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

The effects come gathered once per state (``core.layer_effects``). Characteristics are
worked out per object when asked and kept on the state; the objects whose passes are
under way are read as the pass has left them so far, so an effect's words ("white
creatures", "nonbasic lands") read the layers before its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rulings_kit.core.card_shapes import CardShape
from rulings_kit.core.counters import KEYWORD_OF_COUNTER, has_keyword_counter
from rulings_kit.core.definitions import definition
from rulings_kit.core.game_object import Chosen
from rulings_kit.core.layer_changes import (
    COLOR_WORDS,
    LAYERS,
    AddKeywords,
    AddProtection,
    Change,
    Characteristics,
    GrantAbilities,
    Layer,
    ModifyPowerToughness,
    Timestamp,
    describe,
)
from rulings_kit.core.layer_effects import EffectTable, Entry, effect_table
from rulings_kit.core.state import GameObject, GameState, Zone
from rulings_kit.core.statics import StaticEffect, per_counts
from rulings_kit.core.values import evolve


@dataclass(frozen=True)
class Applied:
    """One step of an object's pass, for a reader (the ``layers`` view): in ``layer``,
    ``source``'s effect ``text`` applied, with ``timestamp`` (None for a
    characteristic-defining ability, which applies first, 613.3, and for counters shown
    together), leaving ``result``."""

    layer: Layer
    source: str
    text: str
    timestamp: Timestamp | None
    result: Characteristics
    rule: str
    #: False for a static ability's effect that would apply but no longer exists: its
    #: source lost the ability to an effect it depends on (613.8a-b); nothing applied
    exists: bool = True


def printed(shape: CardShape) -> Characteristics:
    """A card's own characteristics (613.1), worked out once per card."""
    card = definition(shape)
    found: Characteristics | None = card.__dict__.get("_printed")
    if found is None:
        found = Characteristics(frozenset(card.types), card.subtypes, card.colors,
                                card.keywords, card.power, card.toughness, card.activated)
        object.__setattr__(card, "_printed", found)
    return found


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


def has_text_abilities(state: GameState, obj: GameObject) -> bool:
    """Whether the permanent still has the abilities of its rules text: not after
    "loses all abilities" (613.1f) or "is a [basic land type]" (305.7); its triggered abilities
    trigger and its static abilities apply only if so."""
    table = effect_table(state)
    if table is None or not table.removers or obj.zone is not Zone.BATTLEFIELD:
        return True
    return characteristics(state, obj, Layer.PT_DEFINE).has_text_abilities


def functioning(state: GameState, source: GameObject, e: StaticEffect) -> bool:
    """Whether the static ability ``e`` of ``source`` exists now (613.8a): its source
    hasn't lost it."""
    table = effect_table(state)
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
    table = effect_table(state)
    on_battlefield = obj.zone is Zone.BATTLEFIELD
    if not on_battlefield and not obj.is_spell:
        return c
    if log is not None and obj.copying is not None:  # layer 1 (613.2), for a reader
        copying = obj.copying
        stamp = copying.timestamp if copying.timestamp is not None else (obj.id, 0)
        log.append(Applied(Layer.COPY, copying.source, copying.text, stamp, c, copying.rule))
    own = _own_entries(state, obj) if on_battlefield else ()
    if upto is not None and LAYERS.index(upto) <= _CDA_LAYER and not own and (
            table is None or (LAYERS.index(upto) <= table.first_static
                              and obj.id not in table.fixed)) and (
            LAYERS.index(upto) <= _ABILITY_LAYER or not has_keyword_counter(obj.counters)):
        return c  # nothing applies before ``upto`` (a CDA applies in 7a, 613.4a)
    partial: dict[int, Characteristics] | None = state.__dict__.get("_partial")
    if partial is None:
        partial = {}
        object.__setattr__(state, "_partial", partial)
    partial[obj.id] = c
    decided: dict[int, bool] = {}
    layered = _entries(table, obj, on_battlefield) if table is not None else None
    if own:  # a permanent about to enter: its own static abilities apply too (614.12)
        layered = {layer: (*(layered[layer] if layered is not None else ()),
                           *(e for e in own if layer in e.layers)) for layer in LAYERS}
    try:
        for layer in LAYERS:
            if layer is upto:
                break
            if not on_battlefield and layer is not Layer.ABILITY:
                continue  # a spell: only keywords granted to spells (611.3a)
            entries = layered[layer] if layered is not None else ()
            if not entries and layer not in _COUNTERS_OR_CDA:
                continue  # nothing applies in this layer (most of them, most of the time)
            counted = _keyword_counters(obj) if layer is Layer.ABILITY and on_battlefield \
                else []
            if layer is Layer.PT_DEFINE:
                c = _defined(state, obj, c, log)
            elif entries:
                gone: list[Applied] = []  # shown after the effects they waited for
                for e in _ordered(state, obj, entries, layer, c, decided):
                    while counted and e.timestamp is not None and counted[0][0] < e.timestamp:
                        c = _keyword_counter(c, counted.pop(0), log)
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
            for stamped in counted:  # those placed after every effect of the layer
                c = _keyword_counter(c, stamped, log)
            if layer is Layer.PT_MODIFY and on_battlefield:
                c = _counters(obj, c, log)
            partial[obj.id] = c
    finally:
        del partial[obj.id]
    return c


def _own_entries(state: GameState, obj: GameObject) -> tuple[Entry, ...]:
    """For a permanent as it would exist on the battlefield, not there yet (a replacement
    effect looking at it as it enters, 614.12): the effects of its own static abilities
    that would apply to it once it's there ("As long as your devotion to blue is less
    than five, Thassa isn't a creature.", counted without it: the Gods' ruling), latest of
    all (it would enter last, 613.7d). () for any other object."""
    if state.has(obj.id) and state.obj(obj.id).zone is Zone.BATTLEFIELD:
        return ()
    return tuple(Entry(obj.name, e.text, _ENTERING, e.changes, obj, e)
                 for e in definition(obj.card).of_kind(StaticEffect)
                 if isinstance(e, StaticEffect) and e.changes and e.per is None
                 and not e.attached)


#: the timestamp of a permanent about to enter: later than every other (613.7d)
_ENTERING: Timestamp = (1 << 62, 0)


def _step_text(e: Entry, layer: Layer) -> str:
    """What ``e`` does in ``layer``: a static ability's words in its first layer, then
    the part of it each later layer applies (613.6)."""
    if e.static is None or layer is e.first:
        return e.text
    return describe(tuple(c for c in e.changes if c.layer is layer)) + \
        ", the same effect (613.6)"


_CDA_LAYER = LAYERS.index(Layer.PT_DEFINE)
#: the layers that apply something with no effect in them: keyword counters (613.1f,
#: 122.1b), a characteristic-defining ability (613.4a), +1/+1 and -1/-1 counters (613.4c)
_COUNTERS_OR_CDA = frozenset({Layer.ABILITY, Layer.PT_DEFINE, Layer.PT_MODIFY})
_ABILITY_LAYER = LAYERS.index(Layer.ABILITY)


def _entries(table: EffectTable, obj: GameObject, on_battlefield: bool
             ) -> dict[Layer, tuple[Entry, ...]]:
    """The effects of each layer that may apply to ``obj``, in timestamp order (613.7):
    worked out once per table and object."""
    key = (obj.id, on_battlefield)
    found = table.entries.get(key)
    if found is None:
        found = table.entries[key] = {
            layer: _layer_entries(table, obj, layer, on_battlefield) for layer in LAYERS}
    return found


def _layer_entries(table: EffectTable, obj: GameObject, layer: Layer,
                   on_battlefield: bool) -> tuple[Entry, ...]:
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


def _defined(state: GameState, obj: GameObject, c: Characteristics,
             log: list[Applied] | None) -> Characteristics:
    """Layer 7a: a characteristic-defining ability's P/T (613.4a, 604.3)."""
    defined = definition(obj.card).defines_pt
    if defined is None or not c.has_text_abilities or "Creature" not in c.types:
        return c
    n = defined.value(state, obj)
    c = evolve(c, power=n if defined.power else c.power,
                toughness=n if defined.toughness else c.toughness)
    if log is not None:
        log.append(Applied(Layer.PT_DEFINE, obj.name, defined.text, None, c, "604.3"))
    return c


def _keyword_counters(obj: GameObject) -> list[tuple[Timestamp, str, int]]:
    """The keyword counters on ``obj`` (122.1b), each kind with its timestamp (613.7c; as
    it entered its zone, if none was given since), earliest first."""
    if not obj.counters:
        return []
    stamps = dict(obj.stamps)
    return sorted((stamps.get(kind, (obj.id, 0)), kind, n) for kind, n in obj.counters
                  if kind in KEYWORD_OF_COUNTER)


def _keyword_counter(c: Characteristics, stamped: tuple[Timestamp, str, int],
                     log: list[Applied] | None) -> Characteristics:
    """Layer 6: a keyword counter gives its keyword (613.1f, 122.1b)."""
    stamp, kind, n = stamped
    c = evolve(c, keywords=c.keywords | {KEYWORD_OF_COUNTER[kind]})
    if log is not None:
        log.append(Applied(Layer.ABILITY, "counters",
                           f"{n} {kind} counter{'s' if n > 1 else ''}", stamp, c, "122.1b"))
    return c


def _counters(obj: GameObject, c: Characteristics,
              log: list[Applied] | None) -> Characteristics:
    """Layer 7c: +1/+1 and -1/-1 counters (613.4c, 122.1a), each kind with its timestamp
    (613.7c)."""
    if not obj.counters:
        return c
    for kind, sign in (("+1/+1", 1), ("-1/-1", -1)):
        n = obj.counter(kind)
        if n:
            c = evolve(c, power=(c.power or 0) + sign * n,
                        toughness=(c.toughness or 0) + sign * n)
            if log is not None:
                stamp = dict(obj.stamps).get(kind, (obj.id, 0))  # or as it entered
                log.append(Applied(Layer.PT_MODIFY, "counters",
                                   f"{n} {kind} counter{'s' if n > 1 else ''}", stamp, c,
                                   "613.7c"))
    return c


def _scaled(state: GameState, e: Entry, change: Change) -> Change:
    """"+1/+1 for each land you control": the change times what it counts now."""
    if isinstance(change, GrantAbilities) and e.source is not None:
        return change.granted_by(e.source.id)  # abilities naming their grantor (201.5a)
    if isinstance(change, AddProtection) and e.source is not None:
        chosen = e.source.chosen_value(Chosen.COLOR)  # "the chosen color" (607.2d)
        return change.from_source(COLOR_WORDS[chosen] if chosen else None, e.source.id)
    if e.static is None or e.static.per is None or not isinstance(change, ModifyPowerToughness):
        return change
    n = per_counts(state)[e.index]
    return ModifyPowerToughness(change.power * n, change.toughness * n)


def _test(state: GameState, e: Entry, obj: GameObject, c: Characteristics) -> bool:
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


def _applies(state: GameState, obj: GameObject, e: Entry, c: Characteristics,
             decided: dict[int, bool]) -> bool:
    """Whether ``e`` applies to ``obj``: decided in its first layer and kept (613.6)."""
    key = id(e)
    found = decided.get(key)
    if found is None:
        found = e.affected == obj.id if e.static is None else (
            _exists(state, e) and _test(state, e, obj, c))
        decided[key] = found
    return found


def _ordered(state: GameState, obj: GameObject, entries: tuple[Entry, ...], layer: Layer,
             c: Characteristics, decided: dict[int, bool]) -> Sequence[Entry]:
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
    order: list[Entry] = []
    while remaining:
        waiting = {id(x) for x in remaining}
        free = [x for x in remaining if not depends.get(id(x), set()) & waiting]
        pick = free[0] if free else remaining[0]  # a loop: timestamp order (613.8b)
        order.append(pick)
        remaining.remove(pick)
    return order


def _would_apply(state: GameState, obj: GameObject, e: Entry, c: Characteristics,
                 decided: dict[int, bool]) -> bool:
    if e.static is None:
        return e.affected == obj.id
    found = decided.get(id(e))
    if found is not None:
        return found
    return _exists(state, e) and _test(state, e, obj, c)


def _exists(state: GameState, e: Entry) -> bool:
    """Whether the static effect ``e`` exists as its first layer applies: its source
    still has its abilities after the layers before, and no effect of that layer that
    takes abilities away applies to its source (613.8a: ``e`` depends on that one and
    waits for it, 613.8b); in a loop, the earlier of the two applies (613.8b)."""
    table = effect_table(state)
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


def _source_before(state: GameState, r: Entry) -> Characteristics:
    assert r.source is not None
    partial: dict[int, Characteristics] = state.__dict__["_partial"]
    seen = partial.get(r.source.id)
    return seen if seen is not None else _pass(state, r.source, upto=r.first)


__all__ = ["Applied", "characteristics", "explain", "functioning", "has_text_abilities",
           "printed"]
