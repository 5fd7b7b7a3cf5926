"""Destroying a permanent (701.8): moving it to its owner's graveyard, unless it is
indestructible (702.12b) or a regeneration shield (701.19a) or a shield counter (122.1c)
replaces the destruction."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.characteristics import has_keyword
from rulings_kit.core.counter_effects import remove_shield_instead, shield_against_destruction
from rulings_kit.core.keyword_names import KeywordName
from rulings_kit.core.questions import Ask, Option
from rulings_kit.core.state import ContinuousEffect, GameObject, GameState, Zone
from rulings_kit.core.values import evolve

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction

#: the restriction "can't be regenerated" (701.19c) puts on a permanent
NO_REGENERATION = "can't be regenerated"


def destroy(
    txn: Transaction, obj: GameObject, how: str, rule: str = "701.8a",
    was: GameObject | None = None,
    by_effect: bool = True,
) -> bool:
    """Destroy ``obj`` (701.8a) as the result of an effect, or, with ``by_effect`` False, by
    a state-based action (704.5g-h); False when it stays on the battlefield. ``was``: it as
    it last existed, when others are destroyed at the same time (``GameChanges.move``). A
    regeneration shield (701.19a) and, against an effect, a shield counter (122.1c) replace
    the destruction: when both apply, its controller chooses which one does (616.1)."""
    if has_keyword(txn.state, obj, "Indestructible"):
        txn.emit(ev.Noted("702.12b", f"{obj.name} has indestructible: not destroyed"))
        return False
    regeneration = _shield(txn, obj)
    counter = shield_against_destruction(obj, by_effect)
    armor = umbra_armor(txn.state, obj)
    labels = ([Option(0, regeneration.source_name)] if regeneration is not None else []) + \
        ([Option(1, counter)] if counter is not None else []) + \
        [Option(2 + i, a.name) for i, a in enumerate(armor)]
    if not labels:
        txn.move(obj, Zone.GRAVEYARD, how=how, rule=rule, was=was)
        return True
    first = labels[0].value
    if len(labels) > 1:  # only one of them applies (an umbra's ruling; 616.1)
        first = txn.ask_order(Ask.REPLACE, obj.controller, f"{obj.controller} chooses which "
                              f"replacement effect applies to {obj.name}'s destruction",
                              "616.1", labels, exclusive=True)[0]
    if first == 0 and regeneration is not None:
        _regenerate(txn, obj, regeneration)
    elif first == 1 and counter is not None:
        remove_shield_instead(txn, obj, counter)
    elif isinstance(first, int):
        _umbra_instead(txn, obj, armor[first - 2])
    return False


def umbra_armor(state: GameState, obj: GameObject) -> list[GameObject]:
    """The Auras attached to ``obj`` with umbra armor (printed "totem armor" on older cards,
    702.89b)."""
    return [a for a in state.permanents() if a.attached_to == obj.id
            and has_keyword(state, a, KeywordName.UMBRA_ARMOR)]


def _umbra_instead(txn: Transaction, obj: GameObject, aura: GameObject) -> None:
    """Umbra armor (702.89a): "If enchanted permanent would be destroyed, instead remove all
    damage marked on it and destroy this Aura." It isn't regeneration: the permanent isn't
    tapped or removed from combat, and "can't be regenerated" doesn't stop it (rulings)."""
    txn.update(evolve(obj, damage=0, deathtouched=False))
    txn.emit(ev.ReplacementApplied("702.89a", aura.name, f"{obj.name} isn't destroyed: all "
                                   f"damage is removed from it and {aura.name} is destroyed "
                                   "instead"))
    if txn.state.has(aura.id):
        destroy(txn, txn.state.obj(aura.id), "destroyed by its umbra armor", "702.89a")


def _shield(txn: Transaction, obj: GameObject) -> ContinuousEffect | None:
    effects = [e for e in txn.state.effects if e.affected == obj.id]
    if any(e.restriction == NO_REGENERATION for e in effects):
        return None  # 701.19c
    return next((e for e in effects if e.regeneration), None)


def _regenerate(txn: Transaction, obj: GameObject, shield: ContinuousEffect) -> None:
    """701.19a: instead, remove all damage marked on it and its controller taps it; if it's
    attacking or blocking, remove it from combat. The shield is used up."""
    effects = list(txn.state.effects)
    effects.remove(shield)
    txn.state = evolve(txn.state, effects=tuple(effects))
    txn.update(evolve(obj, damage=0, deathtouched=False, attacking=False, attacks=None,
                      blocking=None, also_blocking=()))
    now = txn.state.obj(obj.id)
    if not now.tapped:
        txn.set_tapped(now, True, "701.19a")
    txn.emit(ev.ReplacementApplied("701.19a", shield.source_name,
                                   f"{obj.name} regenerates instead of being destroyed"))
