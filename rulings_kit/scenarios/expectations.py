"""What each expectation key checks (SCENARIO_FORMAT.md, "Expectations" and "More
expectations"). Each check takes the state, the run so far and the expected value, and
returns what differed (empty when it holds); a bad reference raises ``RulingsError``.

Labels work wherever names do (fine print 28), and the keys that name one object are
single references (fine print 29): a name that fits objects which differ in what the key
reads is an error naming them, never the first one found.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from rulings_kit.core import events as ev
from rulings_kit.core.attachments import host_name
from rulings_kit.core.characteristics import (
    card_types,
    colors,
    keywords,
    power_toughness,
    subtypes,
)
from rulings_kit.core.classes import level_of
from rulings_kit.core.counters import counter_kind
from rulings_kit.core.faces import shows_face
from rulings_kit.core.mana import COLORS, parse_mana, sort_types
from rulings_kit.core.produce import could_produce
from rulings_kit.core.refs import ZONE_WORDS, all_objects, find, matches, names_of, written_names
from rulings_kit.core.state import GameObject, GameState, Kind, Player, Zone
from rulings_kit.core.words import plural
from rulings_kit.errors import RulingsError
from rulings_kit.scenarios.expect_keys import COUNT_TYPES
from rulings_kit.scenarios.playable import could_activate, could_cast
from rulings_kit.scenarios.scenario import Run

Check = Callable[[GameState, Run, Any], list[str]]


def _differs(key: str, expected: Any, actual: Any) -> str:
    return f"{key}: expected {expected!r}, got {actual!r}"


def _zone(state: GameState, spec: str) -> tuple[GameObject, ...]:
    player, _, zone = spec.partition(":")
    if player not in state.player_names or zone not in ZONE_WORDS:
        valid = ", ".join(f"{p}:{z}" for p in state.player_names for z in ZONE_WORDS)
        raise RulingsError(f"{spec!r} is not a zone; valid: {valid}")
    return state.zone_objects(player, ZONE_WORDS[zone])


def _checked_name(obj: GameObject) -> str:
    """The name an expectation compares: a card exiled face down has none (406.3a), but the
    scenario's author knows which card it is, so it compares by its name face up."""
    return obj.name if obj.face_down is not None else obj.display_name


def _names(objs: Iterable[GameObject]) -> list[str]:
    return [_checked_name(o) for o in objs]


def _as_shown(objs: Sequence[GameObject], names: list[str]) -> list[str]:
    """The expected names as the objects show them: a label is its object's name (fine
    print 28); "Eldrazi Scion Token" is written for a token shown as "Eldrazi Scion" (fine
    print 24); a face-down card may be written as the trace shows it, "card 2 of [its
    pile]"."""
    labels = {o.label: _checked_name(o) for o in objs if o.label}
    shown = {w: _checked_name(o) for o in objs for w in written_names(o)}
    return [labels.get(n) or shown.get(n, n) for n in names]


def _same_sequence(objs: Sequence[GameObject], expected: Sequence[str]) -> bool:
    """Each object is the entry at its place: by its name as written or by its label."""
    return len(objs) == len(expected) and all(
        e == o.label or e == _checked_name(o) or e in written_names(o)
        for o, e in zip(objs, expected, strict=True)
    )


def _zones(state: GameState, run: Run, expected: Mapping[str, list[str]]) -> list[str]:
    out = []
    for spec, written in expected.items():
        objs = _zone(state, spec)
        names = _as_shown(objs, list(written))
        actual = _names(objs)
        ordered = spec.endswith(":library")
        same = actual == list(names) if ordered else Counter(actual) == Counter(names)
        if not same:
            out.append(_differs(f"zones {spec}", list(written), actual))
    return out


def _contains(state: GameState, run: Run, expected: Mapping[str, list[str]]) -> list[str]:
    out = []
    for spec, written in expected.items():
        objs = _zone(state, spec)
        names = _as_shown(objs, list(written))
        missing = Counter(names) - Counter(_names(objs))
        if missing:
            out.append(
                f"contains {spec}: expected at least {list(written)!r}, got {_names(objs)!r}"
            )
    return out


def _player(state: GameState, name: str) -> Player:
    if name not in state.player_names:
        raise RulingsError(f"no player {name!r}; players: {', '.join(state.player_names)}")
    return state.player(name)


def _life(state: GameState, run: Run, expected: Mapping[str, int]) -> list[str]:
    return [
        _differs(f"life {p}", n, _player(state, p).life)
        for p, n in expected.items()
        if _player(state, p).life != n
    ]


def _objects_sequence(
    name: str, objects_of: Callable[[Run], list[GameObject]]
) -> Check:
    def check_it(state: GameState, run: Run, expected: list[str]) -> list[str]:
        objs = objects_of(run)
        if _same_sequence(objs, expected):
            return []
        return [_differs(name, list(expected), [o.display_name for o in objs])]

    return check_it


def _resolved(run: Run) -> list[GameObject]:
    return [e.obj for _, e in run.trace.events() if isinstance(e, ev.Resolved)]


def _countered(run: Run) -> list[GameObject]:
    return [e.obj for _, e in run.trace.events() if isinstance(e, ev.LEFT_UNRESOLVED)]


def _stack(state: GameState, run: Run, expected: list[str]) -> list[str]:
    objs = state.stack_objects()
    if _same_sequence(objs, expected):
        return []
    return [_differs("stack", list(expected), _names(objs))]


def _triggered(state: GameState, run: Run, expected: list[str]) -> list[str]:
    counts = _trigger_counts(run, expected)
    return [
        f"triggered: expected {ref} to trigger {plural(n, 'time')}, it triggered "
        f"{plural(counts[ref], 'time')}"
        for ref, n in Counter(expected).items()
        if counts[ref] != n
    ]


def _not_triggered(state: GameState, run: Run, expected: list[str]) -> list[str]:
    counts = _trigger_counts(run, expected)
    return [
        f"not_triggered: {ref} triggered {plural(counts[ref], 'time')}"
        for ref in expected
        if counts[ref]
    ]


def _trigger_counts(run: Run, refs: list[str]) -> Counter[str]:
    """How many times an ability of the source each reference names triggered. A reference
    is a name, label or ``Player:Name`` (fine print 17); one that names no object of the
    run is an error, so a misspelt name can't pass silently."""
    sources = [e.source for _, e in run.trace.events() if isinstance(e, ev.AbilityTriggered)]
    known = {n for obj in _objects_of_run(run) for n in names_of(obj)}
    counts: Counter[str] = Counter()
    for ref in dict.fromkeys(refs):
        if ref not in known:
            names = ", ".join(sorted({n.split(":")[-1] for n in known})) or "none"
            raise RulingsError(f"{ref!r} names no object of this run; objects: {names}")
        counts[ref] = sum(matches(s, ref) for s in sources)
    return counts


def _objects_of_run(run: Run) -> list[GameObject]:
    """Every object the run's positions and events show."""
    trace = run.trace
    out = list(all_objects(trace.start))
    for step in trace.steps:
        out += all_objects(step.after)
        for e in step.events:
            out += [v for v in vars(e).values() if isinstance(v, GameObject)]
    return out


def _cast(state: GameState, run: Run, expected: Mapping[str, list[str]]) -> list[str]:
    out = []
    for p, names in expected.items():
        _player(state, p)
        actual = [h.name for h in state.this_turn.spells_cast(p)]
        if actual != list(names):
            out.append(_differs(f"cast {p}", list(names), actual))
    return out


# ---- single references (fine print 29) --------------------------------------------------
def single(state: GameState, ref: str, key: str, value_of: Callable[[GameObject], Any]) -> Any:
    """The one object ``ref`` names, for an expectation that reads ``value_of`` of it. A
    name several objects share is allowed only where they are alike: in the ways the
    engine tells objects apart (``find``) and in what this key reads."""
    obj = find(state, ref)
    pool = all_objects(state)
    same = [o for o in pool if o.label == ref] or [o for o in pool if matches(o, ref)]
    if len(same) > 1:
        values = [value_of(o) for o in same]
        if len(set(map(repr, values))) > 1:
            which = ", ".join(
                f"{o.controller}:{o.zone.value}:{o.display_name} ({v})"
                for o, v in zip(same, values, strict=True)
            )
            raise RulingsError(
                f"{ref!r} is ambiguous: {len(same)} objects have that name and differ in "
                f"{key} ({which}); use an 'as' label or 'labels' on the action that made them"
            )
    return obj


def _per_object(key: str, value_of: Callable[[GameState, GameObject], Any],
                same: Callable[[Any, Any], bool] | None = None) -> Check:
    """An expectation ``{ref = value}`` on one value of one object."""

    def check_it(state: GameState, run: Run, expected: Mapping[str, Any]) -> list[str]:
        out = []
        for ref, want in expected.items():
            obj = single(state, ref, key, lambda o: value_of(state, o))
            actual = value_of(state, obj)
            if not (same(want, actual) if same else want == actual):
                out.append(_differs(f"{key} {ref}", want, actual))
        return out

    return check_it


def _pt_of(state: GameState, obj: GameObject) -> str:
    pt = power_toughness(state, obj)
    return f"{pt[0]}/{pt[1]}" if pt else "not a creature"


def _type_line(state: GameState, obj: GameObject) -> str:
    """The type line now (205): supertypes, card types and subtypes after effects."""
    printed = list(obj.card.types)
    types = [t for t in printed if t in card_types(state, obj)]
    types += sorted(card_types(state, obj) - set(printed))
    line = " ".join([*obj.card.supertypes, *types])
    subs = subtypes(state, obj)
    return f"{line} — {' '.join(subs)}" if subs else line


def _type_parts(line: str) -> tuple[frozenset[str], frozenset[str]]:
    """A type line's words before and after the dash, each as a set (order doesn't
    matter; "Legendary Creature — Elf Druid" has ``{Legendary, Creature}``, ``{Elf, Druid}``)."""
    for dash in ("—", " - ", "–"):
        if dash in line:
            left, _, right = line.partition(dash)
            break
    else:
        left, right = line, ""
    return frozenset(left.split()), frozenset(right.split())


def _same_types(want: str, actual: str) -> bool:
    return _type_parts(want) == _type_parts(actual)


def _color_letters(state: GameState, obj: GameObject) -> str:
    found = colors(state, obj)
    return "".join(c for c in COLORS if c in found)


def _controller(state: GameState, obj: GameObject) -> str:
    return obj.controller


def _face(state: GameState, obj: GameObject) -> str:
    """The face the object shows (712.8d-f, 709.3b, 715.3b, 710.2)."""
    return shows_face(obj)


def _attached(state: GameState, run: Run, expected: Mapping[str, str]) -> list[str]:
    """What an Aura, Equipment or Fortification is attached to ("" for nothing, 301.5)."""
    out = []
    for ref, host in expected.items():
        obj = single(state, ref, "attached", lambda o: o.attached_to)
        want = (host if host in state.player_names else find(state, host).id) if host else None
        if obj.attached_to != want:  # an object, or a player an Aura enchants (702.5d)
            actual = host_name(state, obj.attached_to) if obj.attached_to is not None else ""
            out.append(_differs(f"attached {ref}", host, actual))
    return out


def _keyword_set(state: GameState, obj: GameObject) -> frozenset[str]:
    return frozenset(k.lower() for k in keywords(state, obj))


def _keywords(has: bool) -> Check:
    """``keywords``: the object has at least these keyword abilities; ``lacks``: none of
    them. Names compare without regard to case (fine print 32)."""
    key = "keywords" if has else "lacks"

    def check_it(state: GameState, run: Run, expected: Mapping[str, list[str]]) -> list[str]:
        out = []
        for ref, names in expected.items():
            obj = single(state, ref, key, lambda o: _keyword_set(state, o))
            actual = _keyword_set(state, obj)
            wrong = [n for n in names if (n.lower() in actual) != has]
            if wrong:
                shown = sorted(str(k) for k in keywords(state, obj))  # names, not enum members
                what = "lacks" if has else "has"
                out.append(f"{key} {ref}: {what} {wrong!r} (its keywords: {shown!r})")
        return out

    return check_it


def _subtypes(state: GameState, run: Run, expected: Mapping[str, list[str]]) -> list[str]:
    """The object's subtypes are exactly these (any order)."""
    out = []
    for ref, names in expected.items():
        obj = single(state, ref, "subtypes", lambda o: sorted(subtypes(state, o)))
        actual = sorted(subtypes(state, obj))
        if actual != sorted(names):
            out.append(_differs(f"subtypes {ref}", names, actual))
    return out


# ---- counters ------------------------------------------------------------------------
def _count_of(counters: tuple[tuple[str, int], ...], kind: str) -> int:
    """Counters of ``kind``, whatever the case it is written in (fine print 32)."""
    kind = counter_kind(kind)
    return sum(n for k, n in counters if counter_kind(k) == kind)


def _counters(state: GameState, run: Run, expected: Mapping[str, Mapping[str, int]]) -> list[str]:
    """Counters on objects and players; an object (player) not listed keeps none of the
    kinds named for objects (players)."""
    out = []
    listed: set[int | str] = set()
    kinds: dict[bool, set[str]] = {True: set(), False: set()}
    for ref, table in expected.items():
        is_player = ref in state.player_names
        if is_player:
            counters = state.player(ref).counters
            listed.add(ref)
        else:
            obj = single(state, ref, "counters", lambda o: o.counters)
            counters = obj.counters
            listed.add(obj.id)
        for kind, n in table.items():
            kinds[is_player].add(kind)
            if _count_of(counters, kind) != n:
                out.append(_differs(f"counters {ref} {kind}", n, _count_of(counters, kind)))
    for obj in all_objects(state):
        for kind in sorted(kinds[False]):
            if obj.id not in listed and (n := _count_of(obj.counters, kind)):
                out.append(f"counters: {obj.display_name} has {plural(n, kind + ' counter')}")
    for p in state.players:
        for kind in sorted(kinds[True]):
            if p.name not in listed and (n := _count_of(p.counters, kind)):
                out.append(f"counters: {p.name} has {plural(n, kind + ' counter')}")
    return out


# ---- tapped, pools, sizes, counts ----------------------------------------------------
def _permanents_matching(state: GameState, ref: str) -> list[GameObject]:
    perms = [state.obj(i) for i in state.battlefield]
    found = [p for p in perms if ref in names_of(p)]
    if not found:
        names = ", ".join(sorted({p.display_name for p in perms})) or "none"
        raise RulingsError(f"no permanent matches {ref!r}; permanents: {names}")
    return found


def _tapped(want: bool) -> Check:
    key = "tapped" if want else "untapped"

    def check_it(state: GameState, run: Run, expected: list[str]) -> list[str]:
        out = []
        for ref in expected:
            wrong = [p for p in _permanents_matching(state, ref) if p.tapped != want]
            if wrong:
                out.append(
                    f"{key}: {plural(len(wrong), 'permanent')} matching {ref!r} "
                    f"{'is' if len(wrong) == 1 else 'are'} "
                    f"{'untapped' if want else 'tapped'}"
                )
        return out

    return check_it


def _pool(state: GameState, run: Run, expected: Mapping[str, str]) -> list[str]:
    out = []
    for p, text in expected.items():
        actual = _player(state, p).mana
        if Counter(parse_mana(text)) != Counter(actual):
            shown = "".join("{%s}" % t for t in actual)
            out.append(_differs(f"pool {p}", text, shown))
    return out


def _could_produce(state: GameState, run: Run, expected: Mapping[str, str]) -> list[str]:
    out = []
    for ref, letters in expected.items():
        obj = single(state, ref, "could_produce", lambda o: could_produce(state, o))
        actual = could_produce(state, obj)
        if actual != sort_types(tuple(letters)):
            out.append(_differs(f"could_produce {ref}", letters, actual))
    return out


def _day_night(state: GameState, run: Run, expected: str) -> list[str]:
    """Whether it is day or night, or neither (731.1)."""
    actual = state.day_night or "neither"
    return [] if actual == expected else [_differs("day_night", expected, actual)]


def _lost(state: GameState, run: Run, expected: list[str]) -> list[str]:
    """Exactly these players have lost the game (104.3)."""
    for name in expected:
        _player(state, name)
    actual = sorted(p.name for p in state.players if p.lost)
    return [] if actual == sorted(expected) else [_differs("lost", sorted(expected), actual)]


def _damage_of(state: GameState, obj: GameObject) -> int:
    return obj.damage


def _sizes(zone: Zone) -> Check:
    def check_it(state: GameState, run: Run, expected: Mapping[str, int]) -> list[str]:
        return [
            _differs(f"{zone.value}_size {p}", n, len(_player(state, p).zone(zone)))
            for p, n in expected.items()
            if len(_player(state, p).zone(zone)) != n
        ]

    return check_it


def _counted(state: GameState, spec: str) -> int:
    """How many objects ``spec`` of ``count`` matches: "stack", "Player:zone",
    "Player:zone:Name" (a name, or a label) or "Player:zone:TYPE"."""
    if spec == "stack":
        return len(state.stack)
    player, _, rest = spec.partition(":")
    zone, _, what = rest.partition(":")
    objs = _zone(state, f"{player}:{zone}")
    if not what:
        return len(objs)
    if what in COUNT_TYPES:
        if what == "token":
            # a token that's a copy has the copied card's values, its kind says it (111.1)
            return sum(1 for o in objs if o.card.is_token or o.kind is Kind.TOKEN)
        return sum(1 for o in objs if what.capitalize() in card_types(state, o))
    return sum(1 for o in objs if what == o.label or what in written_names(o)
               or what == _checked_name(o))


def _count(state: GameState, run: Run, expected: Mapping[str, int]) -> list[str]:
    return [
        _differs(f"count {spec}", n, _counted(state, spec))
        for spec, n in expected.items()
        if _counted(state, spec) != n
    ]


# ---- castable, activatable (601.2, 602.2) --------------------------------------------
def _playable(key: str, could: Callable[[GameState, str, str], bool], want: bool) -> Check:
    def check_it(state: GameState, run: Run, expected: Mapping[str, list[str]]) -> list[str]:
        out = []
        for player, refs in expected.items():
            _player(state, player)
            wrong = [r for r in refs if could(state, player, r) != want]
            if wrong:
                verb = "can't" if want else "can"
                what = "cast" if "cast" in key else "activate"
                out.append(f"{key} {player}: {player} {verb} {what} {wrong!r} now")
        return out

    return check_it


CHECKS: dict[str, Check] = {
    "life": _life,
    "zones": _zones,
    "contains": _contains,
    "stack": _stack,
    "resolved": _objects_sequence("resolved", _resolved),
    "countered": _objects_sequence("countered", _countered),
    "triggered": _triggered,
    "not_triggered": _not_triggered,
    "cast": _cast,
    "counters": _counters,
    "tapped": _tapped(True),
    "untapped": _tapped(False),
    "pool": _pool,
    "could_produce": _could_produce,
    "pt": _per_object("pt", _pt_of),
    "damage": _per_object("damage", _damage_of),
    "subtypes": _subtypes,
    "keywords": _keywords(True),
    "lacks": _keywords(False),
    "controller": _per_object("controller", _controller),
    "face": _per_object("face", _face),
    "level": _per_object("level", lambda state, obj: level_of(obj)),  # 716.2b, 716.2d
    "types": _per_object("types", _type_line, _same_types),
    "colors": _per_object("colors", _color_letters, lambda w, a: set(w) == set(a)),
    "attached": _attached,
    "count": _count,
    "castable": _playable("castable", could_cast, True),
    "not_castable": _playable("not_castable", could_cast, False),
    "activatable": _playable("activatable", could_activate, True),
    "not_activatable": _playable("not_activatable", could_activate, False),
    "hand_size": _sizes(Zone.HAND),
    "library_size": _sizes(Zone.LIBRARY),
    "lost": _lost,
    "day_night": _day_night,
}
