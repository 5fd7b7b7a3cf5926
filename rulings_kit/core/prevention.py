"""Prevention effects (615): damage that would be dealt is not dealt. From resolved
spells and abilities ("Prevent the next 1 damage that would be dealt to any target this
turn", a shield used up as it prevents, 615.7; made by
:class:`rulings_kit.core.effects.prevention.PreventDamage`), from static abilities
("Prevent all damage that would be dealt to this creature"), from protection (702.16e)
and from shield counters (122.1c). When two or more apply to the same damage, the
affected player, or the affected permanent's controller, chooses the order they apply
in (616.1, asked as ``replace:PLAYER``); each applies once (614.5), and those left once
the damage is all prevented have nothing to prevent (616.1f)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, cast

from rulings_kit.core import events as ev
from rulings_kit.core.card_shapes import CardShape
from rulings_kit.core.characteristics import card_types, protected_from
from rulings_kit.core.context import Resolution
from rulings_kit.core.counter_effects import SHIELD, shield_prevents
from rulings_kit.core.damage_replacements import ChangesDamage
from rulings_kit.core.definitions import DamageCantBePrevented
from rulings_kit.core.questions import Ask, Option
from rulings_kit.core.state import (
    FollowUp,
    GameObject,
    GameState,
    Prevention,
    Target,
    TurnRule,
    Zone,
)
from rulings_kit.core.statics import PreventsDamage, PreventsDamageTo
from rulings_kit.core.values import evolve
from rulings_kit.core.words import possessive

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Changes, Transaction


@dataclass(frozen=True)
class _Applicable:
    """A prevention effect that applies to one damage event: its name as a ``replace:``
    answer gives it, and what it does to the damage (the damage still dealt)."""

    label: str
    apply: Callable[[int], int]
    shield_counter: bool = False
    #: False: a replacement effect that changes how much damage is dealt (614.1a)
    prevention: bool = True
    #: the static ability it is, where two permanents' equal abilities give the same
    #: result in either order (two Angrath's Marauders: four times the damage)
    ability: object = None


def prevented(txn: Changes, source: GameObject, target: Target, amount: int,
              combat: bool, due: FollowUps | None = None,
              moved: list[tuple[Target, int]] | None = None) -> int:
    """The damage ``source`` still deals to ``target`` once the prevention effects that
    apply have been applied (615.6), in the order the affected player or controller
    chooses (616.1). Damage that can't be prevented still has them applied: they prevent
    none of it, shields aren't reduced, and a shield counter is removed all the same
    (615.12). The additional effects of those that prevent some of it are added to
    ``due``, done once the damage event is over (615.5: ``follow_up``); what redirection
    effects (614.9) deal to another permanent instead is added to ``moved``, by whom and
    how much."""
    state = txn.state
    preventable = not _unpreventable(source) and (
        TurnRule.DAMAGE_CANT_BE_PREVENTED not in state.turn_rules)
    victim = None if isinstance(target, str) else state.obj(target)
    name = victim.display_name if victim is not None else str(target)
    effects = _applicable(txn, source, target, victim, name, combat,
                          due if due is not None else {}, moved if moved is not None else [])
    if not preventable:
        for e in effects:
            if not e.prevention:
                continue  # it still changes the damage: only prevention is stopped
            if e.shield_counter:
                assert victim is not None
                shield_prevents(txn, source, txn.state.obj(victim.id), amount, False)
            else:
                txn.emit(ev.Noted("615.12", f"the damage {source.display_name} deals can't be "
                                  f"prevented: {e.label} prevents none of it"))
        effects = [e for e in effects if not e.prevention]
    if len(effects) > 1 and not _alike(effects):
        affected = target if isinstance(target, str) else victim.controller if victim else ""
        which = "prevention" if all(e.prevention for e in effects) else \
            "replacement and prevention"
        picked = txn.ask_order(
            Ask.REPLACE, affected, f"{affected} chooses the order in which the {which} "
            f"effects apply to the damage {source.display_name} would deal to {name}", "616.1",
            [Option(i, e.label) for i, e in enumerate(effects)])
        effects = [effects[i] for i in picked]
    for e in effects:
        if amount <= 0:
            break
        amount = e.apply(amount)
    return amount


#: the additional effects due once a damage event is over (615.5), by the effect (its
#: instructions and their object) and, for some, what the damage would have been dealt
#: to: the damage they prevented
FollowUps = dict[tuple[int, int, Target | None], tuple[FollowUp, int]]


def _due(due: FollowUps, follow_up: FollowUp | None, target: Target, n: int) -> None:
    """``follow_up`` is due for ``n`` more damage it prevented, dealt to ``target``."""
    if follow_up is None or n <= 0:
        return
    key = (id(follow_up.effects), follow_up.obj.id,
           target if follow_up.per_victim else None)
    n += due[key][1] if key in due else 0
    due[key] = (follow_up, n)


def follow_up(txn: Changes, due: FollowUps) -> None:
    """The additional effects of the prevention effects that prevented damage of one
    damage event, right after it (615.5), each with the damage it prevented: "the damage
    prevented this way"."""
    for (_, _, target), (done, n) in due.items():
        obj = done.obj
        if target is not None and not isinstance(target, str) and txn.state.has(target):
            obj = evolve(obj, subject=txn.state.obj(target))  # "that creature"
        ctx = Resolution(cast("Transaction", txn), obj, list(done.targets))
        ctx.prevented = n
        txn.emit(ev.Noted("615.5", f"{possessive(done.obj.name)} prevention effect prevented "
                          f"{n} damage; right after: {done.words.rstrip('.')}"))
        for instruction in done.effects:
            instruction.run(ctx)
    due.clear()


def _applicable(txn: Changes, source: GameObject, target: Target,
                victim: GameObject | None, name: str, combat: bool,
                due: FollowUps, moved: list[tuple[Target, int]]) -> list[_Applicable]:
    state = txn.state
    found: list[_Applicable] = []
    if victim is not None:
        quality = protected_from(state, victim, source)
        if quality is not None:  # 702.16e
            def protection(amount: int, quality: str = quality) -> int:
                txn.emit(ev.DamagePrevented("702.16e", source, name, amount,
                                            f"{name} has protection from {quality}"))
                return 0
            found.append(_Applicable(f"{possessive(victim.name)} protection from {quality}",
                                     protection))
        if victim.zone is Zone.BATTLEFIELD and victim.card.of_kind(PreventsDamageTo):
            def static(amount: int) -> int:
                txn.emit(ev.DamagePrevented("615.1a", source, name, amount,
                                            f"by {possessive(victim.name)} ability"))
                return 0
            found.append(_Applicable(f"{possessive(victim.name)} ability", static))
    for perm in state.permanents_whose(_changes_damage):  # 614.1a, 615.10
        for a in perm.card.of_kind(ChangesDamage):
            assert isinstance(a, ChangesDamage)
            if a.applies(state, perm, source, target, victim, combat):
                label = perm.name if a.prevents else f"{possessive(perm.name)} ability"
                found.append(_Applicable(label, _changed(txn, perm, a, source, target,
                                                         name, due),
                                         prevention=a.prevents, ability=a))
    for perm in state.permanents():  # static abilities' prevention (615.1a)
        for s in perm.card.of_kind(PreventsDamage):
            assert isinstance(s, PreventsDamage)
            if s.applies(state, perm, source, target, victim, combat):
                found.append(_Applicable(f"{possessive(perm.name)} ability",
                                         _static_all(txn, perm, source, name)))
    for p in state.preventions:
        if (p.combat_only and not combat) or not _applies(state, p, source, target, victim):
            continue
        if p.redirect_to is not None:  # a replacement effect, not a prevention (614.9)
            found.append(_Applicable(p.source.name, _redirect(txn, p, source, name, moved),
                                     prevention=False))
            continue
        found.append(_Applicable(p.source.name, _shield(txn, p, source, target, name, due)))
    if victim is not None and victim.zone is Zone.BATTLEFIELD and victim.counter(SHIELD) > 0:
        found.append(_Applicable(
            f"{possessive(victim.name)} shield counter",
            lambda amount: shield_prevents(txn, source, txn.state.obj(victim.id), amount, True),
            shield_counter=True))
    return found


def _shield(txn: Changes, p: Prevention, source: GameObject, target: Target,
            name: str, due: FollowUps) -> Callable[[int], int]:
    """``p`` applied: it prevents what it can of the damage, all of it or up to what is
    left of its shield, which is reduced by as much (615.7); its additional effect is due
    for what it prevented (615.5)."""
    def apply(amount: int) -> int:
        if p.next_time:  # the next instance of damage from that source (615.8)
            txn.emit(ev.DamagePrevented("615.8", source, name, amount,
                                        f"by {possessive(p.source.name)} effect"))
            txn.state = evolve(txn.state, preventions=tuple(
                q for q in txn.state.preventions if q is not p))
            _due(due, p.follow_up, target, amount)
            return 0
        stopped = amount if p.amount is None else min(p.amount, amount)
        txn.emit(ev.DamagePrevented("615.7" if p.amount is not None else "615.1a", source,
                                    name, stopped, f"by {possessive(p.source.name)} effect"))
        _due(due, p.follow_up, target, stopped)
        if p.amount is not None:
            kept = list(txn.state.preventions)
            at = kept.index(p)
            if p.amount > stopped:
                kept[at] = replace(p, amount=p.amount - stopped)
            else:
                del kept[at]
            txn.state = evolve(txn.state, preventions=tuple(kept))
        return amount - stopped
    return apply


def _redirect(txn: Changes, p: Prevention, source: GameObject, name: str,
              moved: list[tuple[Target, int]]) -> Callable[[int], int]:
    """``p`` a redirection shield: up to what is left of it of the damage is dealt to the
    permanent it names instead, the shield reduced by as much (614.9, as 615.7); if that
    permanent has left the battlefield or is no longer a creature or planeswalker, the
    effect does nothing."""
    def apply(amount: int) -> int:
        state = txn.state
        new = p.redirect_to
        assert new is not None and p.amount is not None
        there = state.has(new) and state.obj(new).zone is Zone.BATTLEFIELD and bool(
            {"Creature", "Planeswalker"} & card_types(state, state.obj(new)))
        if not there:
            txn.emit(ev.Noted("614.9", f"{possessive(p.source.name)} effect does nothing: the "
                              "permanent it would redirect damage to isn't a creature or "
                              "planeswalker on the battlefield"))
            return amount
        n = min(p.amount, amount)
        kept = [q if q is not p else replace(p, amount=p.amount - n)
                for q in state.preventions if q is not p or p.amount > n]
        txn.state = evolve(state, preventions=tuple(kept))
        txn.emit(ev.ReplacementApplied("614.9", p.source.name, (
            f"{n} of the damage {source.display_name} would deal to {name} is dealt to "
            f"{state.obj(new).display_name} instead")))
        at = next((i for i, (t, _) in enumerate(moved) if t == new), None)
        if at is None:
            moved.append((new, n))
        else:  # one damage event to it, from the same source (120.3)
            moved[at] = (new, moved[at][1] + n)
        return amount - n
    return apply


def _static_all(txn: Changes, perm: GameObject, source: GameObject,
                name: str) -> Callable[[int], int]:
    """A static ability's "prevent all ... damage": all of this damage event (615.1a)."""
    def apply(amount: int) -> int:
        txn.emit(ev.DamagePrevented("615.1a", source, name, amount,
                                    f"by {possessive(perm.name)} ability"))
        return 0
    return apply


def _changed(txn: Changes, perm: GameObject, a: ChangesDamage, source: GameObject,
             target: Target, name: str, due: FollowUps) -> Callable[[int], int]:
    """A static ability's "prevent 1 of that damage": that much of this one damage event,
    and again of the next (615.10), then its additional effect (615.5); or its "double
    that damage": the damage dealt instead (614.1a)."""
    def apply(amount: int) -> int:
        left = a.changed(amount)
        if a.prevents:
            rule = "615.1a" if a.amount is None and not a.keeps else "615.10"
            txn.emit(ev.DamagePrevented(rule, source, name, amount - left,
                                        f"by {possessive(perm.name)} ability"))
            if a.then:
                _due(due, FollowUp(perm, a.then, a.then_words, per_victim=True), target,
                     amount - left)
        else:
            txn.emit(ev.ReplacementApplied("614.1a", perm.name, (
                f"{source.display_name} deals {left} damage to {name} instead of {amount}")))
        return left
    return apply


def _alike(effects: list[_Applicable]) -> bool:
    """Whether the effects are all one static ability of several permanents: the order
    they apply in changes nothing, so none is asked (616.1)."""
    first = effects[0].ability
    return first is not None and all(e.ability == first for e in effects)


def _changes_damage(card: CardShape) -> bool:
    return bool(card.of_kind(ChangesDamage))


def _applies(state: GameState, p: Prevention, source: GameObject, target: Target,
             victim: GameObject | None) -> bool:
    """Whether ``p`` applies to damage ``source`` would deal to ``target``: damage to what
    it protects and from the source(s) it names (609.7), or, for "dealt to and dealt by
    that creature", either."""
    by = (p.from_source is None or p.from_source == source.id) and (
        p.by is None or p.by(state, p.source, source))
    if p.either:
        return by or p.to == target
    return by and _protects(state, p, target, victim)


def _protects(state: GameState, p: Prevention, target: Target,
              victim: GameObject | None) -> bool:
    if p.to is not None:
        return p.to == target
    if p.protects is not None:
        return victim is not None and p.protects(state, p.source, victim)
    return True


def _unpreventable(source: GameObject) -> bool:
    """Whether the damage ``source`` deals can't be prevented (615.12): prevention effects
    apply to it but prevent none of it."""
    return any((source.x or 0) >= a.min_x for a in source.card.of_kind(DamageCantBePrevented))
