"""Prevention effects (615): damage that would be dealt is not dealt. From resolved
spells and abilities ("Prevent the next 1 damage that would be dealt to any target this
turn", a shield used up as it prevents, 615.7; made by
:class:`rulings_kit.core.effects.prevention.PreventDamage`) and from static abilities
("Prevent all damage that would be dealt to this creature")."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.state import GameObject, GameState, Prevention, Target, Zone
from rulings_kit.core.values import evolve
from rulings_kit.core.words import possessive

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Changes


@dataclass(frozen=True)
class PreventsDamageTo:
    """A static ability (604.1): "Prevent all damage that would be dealt to this
    creature." (615.1a)."""

    text: str = ""


def prevented(txn: Changes, source: GameObject, target: Target, amount: int,
              combat: bool) -> int:
    """The damage still dealt once prevention effects apply (615.6), in the order they
    were created (615.7 shields are used up as they prevent)."""
    state = txn.state
    victim = None if isinstance(target, str) else state.obj(target)
    name = victim.display_name if victim is not None else str(target)
    if victim is not None and victim.zone is Zone.BATTLEFIELD and any(
            isinstance(a, PreventsDamageTo) for a in victim.card.abilities):
        txn.emit(ev.DamagePrevented("615.1a", source, name, amount,
                                    f"by {possessive(victim.name)} ability"))
        return 0
    if not state.preventions:
        return amount
    kept: list[Prevention] = []
    for p in state.preventions:
        if amount <= 0 or (p.combat_only and not combat) or (
                p.from_source is not None and p.from_source != source.id) or not _protects(
                state, p, target, victim):
            kept.append(p)
            continue
        stopped = amount if p.amount is None else min(p.amount, amount)
        amount -= stopped
        txn.emit(ev.DamagePrevented("615.7" if p.amount is not None else "615.1a", source, name,
                                    stopped, f"by {possessive(p.source.name)} effect"))
        if p.amount is None or p.amount > stopped:
            kept.append(p if p.amount is None else replace(p, amount=p.amount - stopped))
    txn.state = evolve(txn.state, preventions=tuple(kept))
    return amount


def _protects(state: GameState, p: Prevention, target: Target,
              victim: GameObject | None) -> bool:
    if p.to is not None:
        return p.to == target
    if p.protects is not None:
        return victim is not None and p.protects(state, p.source, victim)
    return True
