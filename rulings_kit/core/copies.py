"""Copies of spells (707.10): a copy put on the stack with the original's choices, and,
where the effect that copies it says so, new targets its controller may choose (707.10c)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.questions import Ask, Option
from rulings_kit.core.state import GameObject, Kind, Target, Zone
from rulings_kit.core.targets import (
    legal_targets,
    specs_of,
    target_aliases,
    target_groups,
    target_label,
    unlike_earlier,
)
from rulings_kit.core.values import evolve

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction


def copy_spell(
    txn: Transaction, original: GameObject, controller: str, targets: tuple[Target, ...] | None,
    *, new_targets: bool = False,
) -> GameObject:
    """Create a copy of a spell on the stack (707.10): same copiable values, modes, X and
    kicked status (707.10); it is not cast (707.10). With ``new_targets``, its controller
    may choose new targets for it before it is put on the stack (707.10c)."""
    txn.count_new_object()
    copy = GameObject(
        id=txn.new_id(),
        card=original.card,
        owner=controller,
        controller=controller,
        zone=Zone.STACK,
        kind=Kind.COPY,
        x=original.x,
        sacrificed=original.sacrificed,
        kicked=original.kicked,
        modes=original.modes,
        targets=original.targets if targets is None else targets,
    )
    if new_targets and copy.targets:
        copy = evolve(copy, targets=choose_new_targets(txn, copy))
    copy = txn.put_on_stack(copy)
    txn.emit(ev.CopyCreated("707.10", copy, original))
    return copy


def copy_spell_times(txn: Transaction, original: GameObject, controller: str, times: int,
                     rule: str) -> int:
    """Copy ``original`` ``times`` times, its controller choosing new targets for each
    copy if they like (707.10c): storm (702.40a), replicate (702.56a), conspire
    (702.78a), casualty (702.153a). It works from what the spell was as it last existed
    on the stack (608.2h), so a spell countered in the meantime is copied too. The number
    of copies made."""
    if times <= 0:
        txn.emit(ev.Noted(rule, f"{original.name} is copied no times", did_nothing=True))
        return 0
    txn.emit(ev.Noted(rule, f"{original.name} is copied {times} "
                      f"{'time' if times == 1 else 'times'} ({rule}, 707.10)"))
    for _ in range(times):
        copy_spell(txn, original, controller, original.targets, new_targets=True)
    return times


def choose_new_targets(txn: Transaction, copy: GameObject) -> tuple[Target, ...]:
    """The targets of ``copy``, its controller choosing for each word "target" the
    targets it had or new ones (707.10c): any it keeps may be illegal now, any it changes
    must be legal. Asked as ``target:NAME`` of the copy (``#2``... for the next copies);
    a target that no longer exists stays as it was."""
    state = txn.state
    chosen: list[Target] = []
    for spec, group in zip(specs_of(copy), target_groups(copy, specs_of(copy)), strict=True):
        if not group or any(isinstance(t, int) and not state.has(t) for t in group):
            chosen += group
            continue
        legal = unlike_earlier(spec, legal_targets(state, copy, spec), chosen)
        among = [*group, *(t for t in legal if t not in group)]
        options = [Option(t, target_label(state, t), target_aliases(state, t)) for t in among]
        chosen += txn.ask_pick(
            Ask.TARGET, copy, copy.controller,
            f"{copy.display_name}: keep or change its targets ({spec.what}); a target "
            "changed must be legal", "707.10c", options, (len(group), len(group)),
            says="{player} chooses {cards} as the copy's targets")
    return tuple(chosen)


__all__ = ["choose_new_targets", "copy_spell", "copy_spell_times"]
