"""Targets (115): which objects and players a spell or ability may target, choosing
them as it is cast or put on the stack (601.2c, 603.3d), and checking them on
resolution (608.2b).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.abilities import TargetSpec, triggered_ability
from rulings_kit.core.characteristics import (
    activated_ability,
    can_be_targeted_by,
    untargetable_because,
)
from rulings_kit.core.definitions import definition
from rulings_kit.core.refs import Ref, find_target, names_of
from rulings_kit.core.state import GameObject, GameState, Kind, Target, Zone
from rulings_kit.core.words import plural, spoken
from rulings_kit.errors import IllegalActionError, RulingsError

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction


def target_label(state: GameState, t: Target) -> str:
    return t if isinstance(t, str) else state.obj(t).display_name


def target_aliases(state: GameState, t: Target) -> tuple[str, ...]:
    return () if isinstance(t, str) else names_of(state.obj(t))


def legal_targets(state: GameState, by: GameObject, spec: TargetSpec) -> list[Target]:
    """The players and objects ``spec`` may target, from the zones it looks in only."""
    zones = spec.zones
    candidates: list[Target] = list(state.player_names) if spec.players else []
    if Zone.BATTLEFIELD in zones:
        candidates += state.battlefield
    if Zone.STACK in zones:
        candidates += state.stack
    if Zone.GRAVEYARD in zones:
        for p in state.players:
            candidates += p.graveyard
    return [t for t in candidates if is_legal_target(state, by, spec, t)]


def is_legal_target(state: GameState, by: GameObject, spec: TargetSpec, target: Target) -> bool:
    if isinstance(target, int) and (not state.has(target) or target == by.id):
        return False  # a spell can't target itself (115.5)
    return spec.legal(state, by, target) and can_be_targeted_by(state, target, by)


def unlike_earlier(spec: TargetSpec, legal: list[Target],
                   earlier: Sequence[Target]) -> list[Target]:
    """The legal targets left for ``spec`` once earlier words "target" have theirs: all,
    unless it says "another target" (115.3, 601.2c)."""
    return [t for t in legal if t not in earlier] if spec.unlike_earlier else legal


def spec_counts(specs: Sequence[TargetSpec], kicked: int, given: int, x: int = 0) -> list[int]:
    """How many targets each "target" takes ("any number of targets"; with multikicker,
    one more for each kick; none for a target only a kicked spell requires; "X target
    creatures": the X announced before the targets, 601.2b-c)."""
    counts = [
        0 if s.if_kicked and not kicked else
        1 + kicked if s.per_kick else (0 if s.any_number or s.up_to else most(s, x))
        for s in specs
    ]
    variable = [i for i, s in enumerate(specs) if s.any_number or s.up_to]
    if variable:  # the targets given beyond the fixed ones (601.2c: "up to" caps them)
        first = specs[variable[0]]
        extra = max(0, given - sum(counts))
        counts[variable[0]] = min(extra, most(first, x)) if first.up_to else extra
    return counts


def most(spec: TargetSpec, x: int) -> int:
    """The number of targets of one "target": its count, or X (107.3a, 601.2c)."""
    return x if spec.x_count else spec.count


def target_groups(obj: GameObject, specs: Sequence[TargetSpec]) -> list[tuple[Target, ...]]:
    counts = spec_counts(specs, obj.kicked, len(obj.targets), obj.x or 0)
    groups, at = [], 0
    for n in counts:
        groups.append(obj.targets[at : at + n])
        at += n
    return groups


def specs_of(obj: GameObject) -> tuple[TargetSpec, ...]:
    """The target requirements of a spell (its chosen modes) or an ability on the stack."""
    if obj.kind is Kind.TRIGGER:
        ability = triggered_ability(obj)
        if ability.modes:
            return tuple(s for m in obj.modes for s in ability.modes[m - 1].targets)
        return ability.targets
    if obj.kind is Kind.ABILITY:
        return activated_ability(obj).targets
    spell = definition(obj.card)
    modes = obj.modes or ((1,) if spell.modes else ())
    return tuple(s for m in modes for s in spell.modes[m - 1].targets)


def resolve_targets(
    txn: Transaction, by: GameObject, specs: Sequence[TargetSpec], refs: Sequence[Ref], kicked: int
) -> tuple[Target, ...]:
    """Turn the references given for a spell or ability into legal targets (601.2c)."""
    state = txn.state
    x = by.x or 0
    counts = spec_counts(specs, kicked, len(refs), x)
    if sum(counts) != len(refs):
        wanted = (
            ", ".join(f"{'any number of targets' if s.any_number else s.what}"
                      f"{f', X being {x}' if s.x_count else ''}" for s in specs)
            or "no targets"
        )
        raise IllegalActionError(
            f"{by.display_name} needs {plural(sum(counts), 'target')} ({wanted}) but "
            f"{len(refs)} {'was' if len(refs) == 1 else 'were'} given (601.2c)",
            ("601.2c",),
        )
    for spec, n in zip(specs, counts, strict=True):
        if n < spec.at_least:  # "one or two targets": not none (601.2c)
            raise IllegalActionError(
                f"{by.display_name} needs at least {plural(spec.at_least, 'target')} for "
                f"{spec.what!r} (601.2c)", ("601.2c",))
    for spec in specs:
        if spec.x_count:  # X was announced first, so the number of targets is known (601.2b-c)
            upto = "up to " if spec.up_to else ""
            txn.emit(ev.Noted("601.2c", f"X is {x}, so {spoken(by.display_name)} has {upto}"
                              f"{plural(x, 'target')} for {spec.what!r} (107.3a, 601.2c)"))
    targets: list[Target] = []
    at = 0
    for spec, n in zip(specs, counts, strict=True):
        legal: list[Target] | None = None  # listed when a reference needs them
        group: list[Target] = []
        for ref in refs[at : at + n]:
            if isinstance(ref, str) and ref in state.player_names:
                # a player is named outright: check just that one, not every candidate
                t: Target = ref
                ok = spec.players and is_legal_target(state, by, spec, t)
            else:
                if legal is None:
                    legal = unlike_earlier(spec, legal_targets(state, by, spec), targets)
                try:
                    t = find_target(state, ref, among=legal)
                except RulingsError as e:
                    _check_another(state, by, spec, ref, targets)
                    raise IllegalActionError(f"{by.display_name}: {e}", ("115.1",)) from None
                ok = t in legal
            if spec.unlike_earlier and t in targets:
                _check_another(state, by, spec, t, targets)
            why = untargetable_because(state, t, by)
            if not ok and why is not None:  # hexproof, protection: say which
                raise IllegalActionError(
                    f"{by.display_name} can't target {target_label(state, t)}: "
                    f"{why[0]} ({why[1]}, 115.1)",
                    (why[1], "115.1"),
                )
            if not ok:
                raise IllegalActionError(
                    f"{target_label(state, t)} is not a legal target for {by.display_name}: "
                    f"{spec.what} (115.1, 601.2c)",
                    ("115.1", "601.2c"),
                )
            if t in group:  # the same object only once per word "target" (115.3)
                raise IllegalActionError(
                    f"{target_label(state, t)} is chosen twice for one use of the word target "
                    "(115.3)",
                    ("115.3",),
                )
            group.append(t)
        targets += group
        at += n
    return tuple(targets)


def _check_another(state: GameState, by: GameObject, spec: TargetSpec, ref: Ref,
                   earlier: Sequence[Target]) -> None:
    """Reject a reference to an object an earlier "target" has where ``spec`` says
    "another target" (115.3, 601.2c)."""
    if not spec.unlike_earlier:
        return
    try:
        t = ref if isinstance(ref, str) and ref in state.player_names else find_target(
            state, ref, among=list(earlier))
    except RulingsError:
        return
    if t in earlier:
        raise IllegalActionError(
            f"{target_label(state, t)} is already a target of {by.display_name}: "
            f"{spec.what} must be another one (115.3, 601.2c)",
            ("115.3", "601.2c"),
        )
