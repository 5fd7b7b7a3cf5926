"""Checking a scenario's ``[expect]`` table against its run (SCENARIO_FORMAT.md)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from rulings_kit.core import events as ev
from rulings_kit.core.characteristics import keywords, power_toughness, subtypes
from rulings_kit.core.engine import DEFAULT_MAX_STEPS
from rulings_kit.core.mana import parse_mana, sort_types
from rulings_kit.core.produce import could_produce
from rulings_kit.core.refs import ZONE_WORDS, all_objects, find, matches, names_of, written_names
from rulings_kit.core.state import GameObject, GameState, Zone
from rulings_kit.core.words import plural
from rulings_kit.errors import RulingsError
from rulings_kit.scenarios.scenario import Run, Scenario, error_rules


@dataclass(frozen=True)
class CheckResult:
    scenario: Scenario
    run: Run | None
    failures: tuple[str, ...] = field(default_factory=tuple)

    @property
    def passed(self) -> bool:
        return not self.failures

    def report(self) -> str:
        head = f"{'PASS' if self.passed else 'FAIL'} {self.scenario.title}"
        return "\n".join([head, *(f"    {f}" for f in self.failures)])


def check(scenario: Scenario, *, max_steps: int = DEFAULT_MAX_STEPS) -> CheckResult:
    run = scenario.run(max_steps=max_steps)
    failures: list[str] = []
    expected_error = scenario.expect.get("error")
    last = scenario.actions[-1].index if scenario.actions else None
    if run.error is not None:
        rules = error_rules(run.error)
        if expected_error is None or run.error_action != last:
            failures.append(f"{scenario.where(run.error_action, run.error)}: {run.error}")
            return CheckResult(scenario, run, tuple(failures))
        if expected_error not in rules:
            failures.append(
                f"error: expected a rejection citing {expected_error}, got: {run.error}"
            )
        # 'the game is as it was before that action': the run's final state is that state
    elif expected_error is not None:
        failures.append(
            f"error: expected the last action to be rejected citing {expected_error}, "
            "but it was allowed"
        )
    state = run.state
    for key, expected in scenario.expect.items():
        if key == "error":
            continue
        try:
            failures += CHECKS[key](state, run, expected)
        except RulingsError as e:
            failures.append(f"{scenario.source}: expect.{key}: {e}")
    return CheckResult(scenario, run, tuple(failures))


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


def _names(objs: tuple[GameObject, ...]) -> list[str]:
    return [_checked_name(o) for o in objs]


def _as_shown(objs: tuple[GameObject, ...], names: list[str]) -> list[str]:
    """The expected names as the objects show them: "Eldrazi Scion Token" is written for a
    token shown as "Eldrazi Scion" (fine print 24); a face-down card may be written as the
    trace shows it, "card 2 of [its pile]"."""
    shown = {w: _checked_name(o) for o in objs for w in written_names(o)}
    return [shown.get(n, n) for n in names]


def _zones(state: GameState, run: Run, expected: Mapping[str, list[str]]) -> list[str]:
    out = []
    for spec, written in expected.items():
        objs = _zone(state, spec)
        names = _as_shown(objs, list(written))
        actual = _names(objs)
        ordered = spec.endswith(":library")
        same = actual == list(names) if ordered else Counter(actual) == Counter(names)
        if not same:
            out.append(_differs(f"zones {spec}", list(names), actual))
    return out


def _contains(state: GameState, run: Run, expected: Mapping[str, list[str]]) -> list[str]:
    out = []
    for spec, written in expected.items():
        objs = _zone(state, spec)
        names = _as_shown(objs, list(written))
        actual = _names(objs)
        missing = Counter(names) - Counter(actual)
        if missing:
            out.append(f"contains {spec}: expected at least {list(names)!r}, got {actual!r}")
    return out


def _life(state: GameState, run: Run, expected: Mapping[str, int]) -> list[str]:
    return [
        _differs(f"life {p}", n, state.player(p).life)
        for p, n in expected.items()
        if _player(state, p).life != n
    ]


def _player(state: GameState, name: str) -> Any:
    if name not in state.player_names:
        raise RulingsError(f"no player {name!r}; players: {', '.join(state.player_names)}")
    return state.player(name)


def _sequence(
    name: str, actual_of: Callable[[Run], list[str]]
) -> Callable[[GameState, Run, list[str]], list[str]]:
    def check_it(state: GameState, run: Run, expected: list[str]) -> list[str]:
        actual = actual_of(run)
        return [] if actual == list(expected) else [_differs(name, list(expected), actual)]

    return check_it


def _stack(state: GameState, run: Run, expected: list[str]) -> list[str]:
    actual = _names(state.stack_objects())
    return [] if actual == list(expected) else [_differs("stack", list(expected), actual)]


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


def _counters(state: GameState, run: Run, expected: Mapping[str, Mapping[str, int]]) -> list[str]:
    out = []
    listed: set[int] = set()
    kinds: set[str] = set()
    for ref, table in expected.items():
        obj = find(state, ref)
        listed.add(obj.id)
        for kind, n in table.items():
            kinds.add(kind)
            if obj.counter(kind) != n:
                out.append(_differs(f"counters {ref} {kind}", n, obj.counter(kind)))
    for obj in all_objects(state):  # an object not listed keeps none of the kinds named
        for kind in kinds:
            if obj.id not in listed and obj.counter(kind):
                out.append(
                    f"counters: {obj.display_name} has "
                    f"{plural(obj.counter(kind), kind + ' counter')}"
                )
    return out


def _permanents_matching(state: GameState, ref: str) -> list[GameObject]:
    perms = [state.obj(i) for i in state.battlefield]
    found = [p for p in perms if ref in names_of(p)]
    if not found:
        names = ", ".join(sorted({p.display_name for p in perms})) or "none"
        raise RulingsError(f"no permanent matches {ref!r}; permanents: {names}")
    return found


def _tapped(want: bool) -> Callable[[GameState, Run, list[str]], list[str]]:
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
        obj = find(state, ref)
        actual = could_produce(state, obj)
        if actual != sort_types(tuple(letters)):
            out.append(_differs(f"could_produce {ref}", letters, actual))
    return out


def _pt(state: GameState, run: Run, expected: Mapping[str, str]) -> list[str]:
    out = []
    for ref, text in expected.items():
        obj = find(state, ref)
        pt = power_toughness(state, obj)
        actual = f"{pt[0]}/{pt[1]}" if pt else "not a creature"
        if actual != text:
            out.append(_differs(f"pt {ref}", text, actual))
    return out


def _lost(state: GameState, run: Run, expected: list[str]) -> list[str]:
    """Exactly these players have lost the game (104.3)."""
    for name in expected:
        _player(state, name)
    actual = sorted(p.name for p in state.players if p.lost)
    return [] if actual == sorted(expected) else [_differs("lost", sorted(expected), actual)]


def _names_of(
    key: str, of: Callable[[GameState, GameObject], Iterable[str]]
) -> Callable[[GameState, Run, Mapping[str, list[str]]], list[str]]:
    """An expectation that an object's subtypes or keywords are exactly these (any order)."""

    def check_it(state: GameState, run: Run, expected: Mapping[str, list[str]]) -> list[str]:
        out = []
        for ref, names in expected.items():
            actual = sorted(of(state, find(state, ref)))
            if actual != sorted(names):
                out.append(_differs(f"{key} {ref}", names, actual))
        return out

    return check_it


def _damage(state: GameState, run: Run, expected: Mapping[str, int]) -> list[str]:
    out = []
    for ref, n in expected.items():
        obj = find(state, ref)
        if obj.damage != n:
            out.append(_differs(f"damage {ref}", n, obj.damage))
    return out


def _sizes(zone: Zone) -> Callable[[GameState, Run, Mapping[str, int]], list[str]]:
    def check_it(state: GameState, run: Run, expected: Mapping[str, int]) -> list[str]:
        return [
            _differs(f"{zone.value}_size {p}", n, len(_player(state, p).zone(zone)))
            for p, n in expected.items()
            if len(_player(state, p).zone(zone)) != n
        ]

    return check_it


CHECKS: dict[str, Callable[[GameState, Run, Any], list[str]]] = {
    "life": _life,
    "zones": _zones,
    "contains": _contains,
    "stack": _stack,
    "resolved": _sequence("resolved", lambda r: r.trace.resolved()),
    "countered": _sequence("countered", lambda r: r.trace.countered()),
    "triggered": _triggered,
    "not_triggered": _not_triggered,
    "cast": _cast,
    "counters": _counters,
    "tapped": _tapped(True),
    "untapped": _tapped(False),
    "pool": _pool,
    "could_produce": _could_produce,
    "pt": _pt,
    "damage": _damage,
    "subtypes": _names_of("subtypes", subtypes),
    "keywords": _names_of("keywords", keywords),
    "hand_size": _sizes(Zone.HAND),
    "library_size": _sizes(Zone.LIBRARY),
    "lost": _lost,
}
