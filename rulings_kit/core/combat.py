"""Combat (506-511): declaring attackers."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.characteristics import has_keyword, is_creature
from rulings_kit.core.costs import raise_problems
from rulings_kit.core.refs import Ref, find
from rulings_kit.core.state import Step
from rulings_kit.core.turns import next_step
from rulings_kit.core.values import evolve
from rulings_kit.errors import IllegalActionError, RulingsError

if TYPE_CHECKING:
    from rulings_kit.core.engine import Txn


def declare_attackers(
    txn: Txn, player: str, creatures: Sequence[Ref], defender: str | None
) -> None:
    """Move to declare attackers and declare them (508.1)."""
    state = txn.state
    if state.active != player:
        raise IllegalActionError(
            f"only the active player ({state.active}) declares attackers (508.1)", ("508.1",)
        )
    if state.step.order > Step.BEGINNING_OF_COMBAT.order:
        raise IllegalActionError(
            f"attackers are declared once per combat; it is already {state.step.value} (508.1)",
            ("508.1",),
        )
    opponents = state.opponents(player)
    defender = defender or (opponents[0] if opponents else None)
    if defender not in opponents:
        raise IllegalActionError(
            f"{defender!r} can't be attacked; opponents: {', '.join(opponents)} (508.1b)",
            ("508.1b",),
        )
    mine = [o for o in state.permanents(player) if is_creature(state, o)]
    attackers = []
    for ref in creatures:
        try:
            attackers.append(find(state, ref, among=mine, what="creature you control"))
        except RulingsError as e:
            raise IllegalActionError(f"can't attack with that: {e} (508.1a)", ("508.1a",)) from None
    for a in attackers:
        problems = []
        if a.tapped:
            problems.append((f"{a.name} is tapped and can't attack", "508.1a"))
        if a.sick and not has_keyword(state, a, "Haste"):
            problems.append(
                (f"{a.name} can't attack: it came under {player}'s control this turn", "302.6")
            )
        raise_problems(problems)
    while txn.state.step is not Step.DECLARE_ATTACKERS:
        if txn.state.stack:
            raise IllegalActionError(
                "the stack must be empty to move to combat (500.2)", ("500.2",)
            )
        next_step(txn)
    txn.state = evolve(txn.state, defender=defender)
    for a in attackers:
        current = txn.state.obj(a.id)
        if not has_keyword(txn.state, current, "Vigilance"):
            current = txn.set_tapped(current, True, "508.1f")
        current = txn.update(evolve(current, attacking=True))
    for a in attackers:
        txn.emit(ev.Attacked("508.1", txn.state.obj(a.id), defender))
    txn.state = evolve(txn.state, priority=player, passed=())
