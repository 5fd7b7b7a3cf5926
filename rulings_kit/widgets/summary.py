"""How a run ended, in a few lines a reader compares between two runs."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from rulings_kit.core import events as ev
from rulings_kit.core.characteristics import power_toughness
from rulings_kit.core.state import GameObject, Zone
from rulings_kit.core.words import times
from rulings_kit.scenarios.scenario import Run

__all__ = ["compare", "summarize"]


def _names(objs: Iterable[GameObject]) -> Counter[str]:
    return Counter(o.display_name for o in objs)


def _listing(counts: Counter[str]) -> str:
    return ", ".join(times(n, c) for n, c in counts.items())


ZONES = (Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.EXILE, Zone.HAND, Zone.LIBRARY)


def summarize(run: Run) -> list[str]:
    """How a run ended, in a few lines a reader can compare between two runs: what
    resolved (in order), life totals that changed, each zone's comings and goings,
    creatures whose power, toughness or damage changed, what is left on the stack."""
    trace = run.trace
    start, end = trace.start, trace.final
    lines: list[str] = []
    resolved = trace.resolved()
    lines.append("Resolved, in order: " + " → ".join(resolved) if resolved else "Nothing resolved")
    countered = trace.countered()
    if countered:
        lines.append("Left the stack without resolving: " + ", ".join(countered))
    for _, e in trace.events():  # an ability that did nothing says so, with why
        if isinstance(e, ev.Noted) and e.did_nothing:
            lines.append(f"Did nothing: {e.text} ({e.rule})")
    for p in end.players:
        before = start.player(p.name).life
        if p.life != before:
            lines.append(f"{p.name}: {before} → {p.life} life")
        if p.lost:
            lines.append(f"{p.name} lost the game")
    for p in end.players:
        if p.mana:
            lines.append(f"{p.name}'s mana pool: " + "".join("{%s}" % t for t in p.mana))
    for p in end.players:
        for zone in ZONES:
            was = _names(start.zone_objects(p.name, zone))
            now = _names(end.zone_objects(p.name, zone))
            if zone is Zone.LIBRARY or zone is Zone.HAND:
                if sum(was.values()) != sum(now.values()):
                    n_was, n_now = sum(was.values()), sum(now.values())
                    cards = "card" if n_now == 1 else "cards"
                    lines.append(f"{p.name}'s {zone.value}: {n_was} → {n_now} {cards}")
                continue
            came, went = now - was, was - now
            parts = []
            if came:
                parts.append("+ " + _listing(came))
            if went:
                parts.append("− " + _listing(went))
            if parts:
                lines.append(f"{p.name}'s {zone.value}: " + "; ".join(parts))
    flipped: dict[str, Counter[str]] = {"tapped": Counter(), "untapped": Counter()}
    for obj in end.permanents():
        if start.has(obj.id) and start.obj(obj.id).tapped != obj.tapped:
            flipped["tapped" if obj.tapped else "untapped"][obj.display_name] += 1
    for word, names in flipped.items():
        if names:
            lines.append(f"Became {word}: {_listing(names)}")
    changed: Counter[str] = Counter()
    for obj in end.permanents():
        pt = power_toughness(end, obj)
        if pt is None:
            continue
        if start.has(obj.id):
            old_obj = start.obj(obj.id)
            old = (power_toughness(start, old_obj), old_obj.damage)
        else:  # a new creature: against its printed power and toughness
            old = ((obj.card.power or 0, obj.card.toughness or 0), 0)
        if old != (pt, obj.damage):
            damage = f", {obj.damage} damage marked" if obj.damage else ""
            changed[f"{obj.display_name} is {pt[0]}/{pt[1]}{damage}"] += 1
    lines += [line if n == 1 else f"{line} (×{n})" for line, n in changed.items()]
    counted: Counter[str] = Counter()
    for obj in end.objects:
        if obj.zone in (Zone.LIBRARY, Zone.HAND, Zone.STACK) or not obj.counters:
            continue
        if start.has(obj.id) and start.obj(obj.id).counters == obj.counters:
            continue
        have = ", ".join(f"{n} {kind} counter{'s' if n != 1 else ''}" for kind, n in obj.counters)
        counted[f"{obj.display_name} ({obj.zone.value}) has {have}"] += 1
    lines += [line if n == 1 else f"{line} (×{n})" for line, n in counted.items()]
    if end.delayed:
        lines.append("Waiting to trigger later: " + ", ".join(d.display_name for d in end.delayed))
    if end.stack:
        lines.append(
            "Still on the stack (top first): "
            + ", ".join(o.display_name for o in end.stack_objects())
        )
    if run.error is not None:
        lines.append(f"Stopped at action {run.error_action}: {run.error.plain}")
    return lines


def compare(a: Run, b: Run) -> list[str]:
    """The summary lines of ``a`` that ``b`` doesn't share, and the other way round."""
    la, lb = summarize(a), summarize(b)
    only_a = [line for line in la if line not in lb]
    only_b = [line for line in lb if line not in la]
    return [f"A: {line}" for line in only_a] + [f"B: {line}" for line in only_b]
