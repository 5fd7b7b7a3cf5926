"""Resolving the top of the stack (608): checking targets (608.2b), running the
effects, and where a spell goes afterwards (608.2n); countering (701.6a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.abilities import triggered_ability
from rulings_kit.core.attachments import attach, enchant_of
from rulings_kit.core.bestow import cease_to_be_bestowed, is_bestowed
from rulings_kit.core.characteristics import activated_ability
from rulings_kit.core.context import run_effects
from rulings_kit.core.definitions import (
    ActivatedAbility,
    CantBeCountered,
    TriggeredAbility,
    definition,
)
from rulings_kit.core.faces import on_adventure
from rulings_kit.core.optional_costs import returns_to_hand
from rulings_kit.core.questions import Ask, Option
from rulings_kit.core.rebound import rebound_trigger
from rulings_kit.core.state import GameObject, Kind, Zone
from rulings_kit.core.targets import is_legal_target, specs_of, target_groups
from rulings_kit.core.timing import CastAsThoughFlash
from rulings_kit.core.triggers import create_delayed, pending_trigger, remembered_gone
from rulings_kit.core.values import evolve
from rulings_kit.core.words import possessive, spoken

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction


def resolve_top(txn: Transaction) -> None:
    """The top object of the stack resolves (608.1, 608.2)."""
    txn.tick()
    obj = txn.state.obj(txn.state.stack[-1])
    specs = specs_of(obj)
    groups = target_groups(obj, specs)
    legal_groups = [
        tuple(t for t in g if is_legal_target(txn.state, obj, s, t))
        for s, g in zip(specs, groups, strict=False)
    ]
    if obj.targets and not any(legal_groups) and is_bestowed(obj):  # 702.103e, 608.3b
        obj = cease_to_be_bestowed(txn, obj, "702.103e", "has an illegal target")
        legal_groups = []
    if obj.targets and not any(legal_groups):  # 608.2b: it doesn't resolve (not countered)
        txn.emit(ev.DidNotResolve("608.2b", obj, "all its targets are illegal"))
        leave_stack_unresolved(txn, obj, how="doesn't resolve", rule="608.2b")
        return
    if obj.kind in (Kind.TRIGGER, Kind.ABILITY):
        ability: TriggeredAbility | ActivatedAbility = (
            triggered_ability(obj)
            if obj.kind is Kind.TRIGGER
            else activated_ability(obj)
        )
        if (
            isinstance(ability, TriggeredAbility)
            and ability.intervening_if
            and not ability.intervening_if(txn.state, obj.source or obj)
        ):
            txn.emit(
                ev.Noted(
                    "603.4",
                    f"{spoken(obj.display_name)} does nothing: its condition is false",
                    True,
                )
            )
        elif isinstance(ability, TriggeredAbility) and ability.modes:
            for m in obj.modes:
                run_effects(txn, obj, ability.modes[m - 1].effects, legal_groups)
        else:
            if isinstance(ability, TriggeredAbility) and \
                    (gone := remembered_gone(txn.state, obj)) is not None:
                txn.emit(ev.Noted("603.7c", f"{spoken(obj.display_name)}: {gone} (a new "
                                  "object if it moved, 400.7)", True))
            run_effects(txn, obj, ability.effects, legal_groups)
        txn.emit(ev.Resolved("608.2", obj))
        if txn.state.has(obj.id) and obj.id in txn.state.stack:
            txn.cease_to_exist(obj)
        return
    if obj.card.is_permanent_card:  # 608.3: a permanent spell enters the battlefield
        txn.emit(ev.Resolved("608.3", obj))
        if obj.kind is Kind.COPY:  # a copy of a permanent spell becomes a token (608.3f)
            txn.cease_to_exist(obj)
            txn.create_token(obj.card, obj.controller, "608.3f")
            return
        has_x = bool(obj.card.mana_cost and obj.card.mana_cost.x_count)
        new = txn.enter_battlefield(
            obj, obj.controller, how="resolves", rule="608.3", spell_x=obj.x if has_x else None
        )
        if new is not None and obj.alt_paid is not None:
            alternative_cost_trigger(txn, obj, txn.state.obj(new.id))
        if new is not None and obj.flashed:
            flashed_trigger(txn, obj, txn.state.obj(new.id))
        host = next((t for g in legal_groups for t in g), None)  # an object or a player
        if new is not None and host is not None and enchant_of(new) is not None:
            attach(txn, txn.state.obj(new.id), host if isinstance(host, str) else
                   txn.state.obj(host), "608.3c")  # an Aura spell (303.4a, 702.5d)
        return
    modes = obj.modes or (1,)
    at = 0
    for m in modes:
        mode = definition(obj.card).modes[m - 1]
        n = len(mode.targets)
        run_effects(txn, obj, mode.effects, legal_groups[at : at + n], groups[at : at + n])
        at += n
    txn.emit(ev.Resolved("608.2", obj))
    if obj.id in txn.state.stack:  # 608.2n: put into its owner's graveyard last
        finish_spell(txn, txn.state.obj(obj.id))


def alternative_cost_trigger(txn: Transaction, spell: GameObject, new: GameObject) -> None:
    """The delayed triggered ability an alternative cost's keyword creates as the spell
    resolves, if it has one: dash's "return the permanent this spell becomes to its
    owner's hand at the beginning of the next end step" (702.109a, 603.7). It is built with
    the card, linked to its keyword (``keyword`` names the cost: "Dash" for "dash")."""
    for a in spell.card.of_kind(TriggeredAbility):
        if a.delayed and a.keyword.lower() == spell.alt_paid:
            # "Mardu Scout's dash"
            _delayed(txn, spell, new, a, f"{possessive(spell.name)} {a.keyword.lower()}")


def flashed_trigger(txn: Transaction, spell: GameObject, new: GameObject) -> None:
    """The delayed triggered ability of a spell cast as though it had flash when it
    couldn't have been cast otherwise (702.8a), made as it resolves (603.7): "the
    controller of the permanent it becomes sacrifices it at the beginning of the next
    cleanup step"."""
    for permission in spell.card.of_kind(CastAsThoughFlash):
        if permission.sacrifice is not None:
            _delayed(txn, spell, new, permission.sacrifice, f"{possessive(spell.name)} ability")


def _delayed(txn: Transaction, spell: GameObject, new: GameObject, a: TriggeredAbility,
             whose: str) -> None:
    later = evolve(pending_trigger(new, 0, controller=spell.controller, subject=new),
                   keyword_trigger=a)
    when = a.trigger.text[:1].lower() + a.trigger.text[1:]
    create_delayed(txn, later, a.trigger.rule, whose,
                   f"a delayed triggered ability waits ({when})")


def finish_spell(txn: Transaction, spell: GameObject) -> None:
    """608.2n with the replacement effects that apply to it (614.1a, 616.1)."""
    if spell.kind is Kind.COPY:
        txn.move(
            spell,
            Zone.GRAVEYARD,
            how="a copy of a spell ceases to exist off the stack",
            rule="704.5e",
        )
        return
    if on_adventure(spell):  # exiled instead of put into the graveyard (715.3d)
        txn.move(spell, Zone.EXILE, how="went on an adventure", rule="715.3d",
                 adventurer=spell.controller)
        return
    # (effect name, what an answer may call it, zone, counter, rule)
    options: list[tuple[str, str, Zone, str | None, str]] = []
    for r in txn.state.spell_replacements:
        if r.spell == spell.id:
            options.append((r.source_name, r.source_name, r.to_zone, r.counter, "614.1a"))
    if returns_to_hand(spell):  # its buyback cost was paid (702.27a)
        options.append((f"{possessive(spell.name)} buyback", spell.name, Zone.HAND, None,
                        "702.27a"))
    rebound = rebound_trigger(txn.state, spell)
    if rebound is not None:
        # named as the effect it is ("CARD's rebound"), not as the spell
        options.append((f"{possessive(spell.name)} rebound", spell.name, Zone.EXILE, None,
                        "702.88a"))
    if len(options) > 1:
        labels = [Option(i, name, (alias,)) for i, (name, alias, *_rest) in enumerate(options)]
        order = txn.ask_order(
            Ask.REPLACE,
            spell.owner,
            f"{spell.owner} chooses which replacement effect applies to {spell.name}",
            "616.1",
            labels,
            exclusive=True,  # the spell goes to one place: the others no longer apply
        )
        options = [options[i] for i in order]
    if options:
        name, _alias, zone, counter, rule = options[0]
        counters = ((counter, 1),) if counter else ()
        txn.emit(
            ev.ReplacementApplied(
                rule, name, f"{spell.name} goes to {zone.value} instead of the graveyard"
            )
        )
        new = txn.move(
            # the line before names the effect: one parenthesis, not two nested
            spell, zone, how="instead of the graveyard", rule=rule, counters=counters
        )
        if new is not None and counter:
            txn.emit(ev.CountersChanged("122.1", new, counter, 1))
        if new is not None and rule == "702.88a" and rebound is not None:
            later = evolve(pending_trigger(new, 0, controller=spell.owner, subject=new),
                           keyword_trigger=rebound)
            create_delayed(txn, later, "603.7", spell.name,
                           "a delayed triggered ability waits for the next upkeep")
        return
    txn.move(spell, Zone.GRAVEYARD, how="resolved", rule="608.2n")


def leave_stack_unresolved(
    txn: Transaction, obj: GameObject, how: str = "countered", rule: str = "701.6a",
    to: Zone = Zone.GRAVEYARD, bottom: bool = False,
) -> None:
    """A spell that is countered (701.6a) or doesn't resolve (608.2b) goes to its owner's
    graveyard, or ``to`` (the top of a library, or its ``bottom``) where the effect that
    counters it says so instead (614.1a); an ability is removed."""
    txn.state = evolve(
        txn.state,
        spell_replacements=tuple(r for r in txn.state.spell_replacements if r.spell != obj.id),
    )
    if obj.kind in (Kind.TRIGGER, Kind.ABILITY):
        txn.cease_to_exist(obj)
        return
    txn.move(obj, to, how=how, rule=rule, bottom=bottom)


def counter(txn: Transaction, obj: GameObject, by: str, to: Zone = Zone.GRAVEYARD,
            bottom: bool = False) -> None:
    """Counter ``obj`` (701.6a), unless it can't be; put into ``to`` (its ``bottom``)
    instead of its owner's graveyard where the effect says so (614.1a)."""
    spell_rules = () if obj.kind in (Kind.TRIGGER, Kind.ABILITY) else obj.card.of_kind(
        CantBeCountered)  # "This spell can't be countered" isn't its abilities' (113.6g)
    if obj.uncounterable:  # a rider of the mana spent to cast it (106.6)
        txn.emit(ev.Noted("106.6", f"{obj.display_name} can't be countered: {by} doesn't "
                                   "counter it (mana spent to cast it says so)"))
        return
    for a in spell_rules:
        assert isinstance(a, CantBeCountered)
        if (obj.x or 0) >= a.min_x:
            txn.emit(ev.Noted("101.2", f"{obj.display_name} can't be countered: {by} doesn't "
                                       "counter it (113.6g)"))
            return
    txn.emit(ev.Countered("701.6a", obj, f"countered by {by}"))
    if to is Zone.GRAVEYARD:
        leave_stack_unresolved(txn, obj)
        return
    leave_stack_unresolved(txn, obj, f"countered by {by}, instead of into its owner's "
                           "graveyard", "614.1a", to, bottom)
