"""Priority (117): who may act, and what happens when every player passes in a row
(117.4: the top object resolves, or the step ends).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.multiplayer import first_in_game
from rulings_kit.core.resolution import resolve_top
from rulings_kit.core.state import GameState
from rulings_kit.core.turns import next_step
from rulings_kit.core.values import evolve
from rulings_kit.errors import IllegalActionError

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction


def check_priority(state: GameState, player: str) -> None:
    if state.priority != player:
        raise IllegalActionError(
            f"{player} doesn't have priority; {state.priority} does (117.1)", ("117.1",)
        )


def resolve(txn: Transaction) -> None:
    """The top object resolves (117.4), then the active player receives priority (117.3b)."""
    resolve_top(txn)
    active = first_in_game(txn.state, txn.state.active)  # 800.4j
    txn.state = evolve(txn.state, priority=active, passed=())


def pass_priority(txn: Transaction) -> bool:
    """The player with priority passes (117.3d). Returns True if an object resolved."""
    state = txn.state
    player = state.priority
    txn.emit(ev.PriorityPassed("117.3d", player))
    passed = (*state.passed, player)
    alive = [p.name for p in state.players if not p.lost]
    if set(alive) <= set(passed):  # all players passed in succession (117.4)
        txn.state = evolve(txn.state, passed=())
        if txn.state.stack:
            resolve(txn)
            return True
        next_step(txn)
        return False
    nxt = first_in_game(state, state.next_player(player))
    txn.state = evolve(txn.state, priority=nxt, passed=passed)
    return False
