"""Moving the game on to a step (500.1): through each step and turn on the way, declaring
no attackers or blockers (508.1, 509.1) unless a requirement says one must (508.1d,
509.1c), stopping where an ability triggered (117.3a). Apart from ``core.turns`` because
combat's requirements (``core.combat``) are checked on the way and combat moves through
its own steps with ``turns.next_step``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.combat import attackers, check_no_attackers, declare_blockers
from rulings_kit.core.state import Step
from rulings_kit.core.turns import next_step
from rulings_kit.core.words import STEP_NAMES
from rulings_kit.errors import IllegalActionError

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction


def advance_to(txn: Transaction, step: Step) -> None:
    """Move through steps (and turns) until ``step`` begins; the stack must be empty."""
    if txn.state.stack:
        raise IllegalActionError(
            "the stack must be empty to move to another step (500.2)", ("500.2",)
        )
    start_turn = txn.state.turn
    for _ in range(len(Step) * 3):
        if txn.state.step is Step.BEGINNING_OF_COMBAT:  # no attackers declared (508.1d)
            check_no_attackers(txn.state)
        if txn.state.step is Step.DECLARE_ATTACKERS and attackers(txn.state):
            # no blockers declared, if that obeys the requirements (509.1c): each attacking
            # creature is unblocked (509.1h)
            declare_blockers(txn, None, ())
        else:
            next_step(txn)
        txn.settle(strict=True)
        if txn.state.game_over:
            return
        if txn.state.step is step and (txn.state.turn != start_turn or step.order > 0):
            return
        if txn.state.stack:  # something triggered: players get priority here
            txn.emit(
                ev.Noted(
                    "117.3a",
                    f"stopped in the {STEP_NAMES[txn.state.step]}: the stack is not empty",
                )
            )
            return
    raise IllegalActionError(f"could not reach the {STEP_NAMES[step]}", ("500.1",))
