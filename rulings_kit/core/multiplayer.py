"""Losing the game (104.3) and leaving a multiplayer game (800.4): what goes with the
player, and who acts next."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.designations import pass_on_leaving
from rulings_kit.core.state import GameState, Kind, Zone

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction


def lose_game(txn: Transaction, player: str, rule: str, reason: str) -> None:
    """``player`` loses the game (104.3): by a state-based action, or as an effect says
    (104.3e); a multiplayer game goes on without them (800.4)."""
    txn.update_player(player, lost=True, drew_from_empty=False)
    txn.emit(ev.PlayerLost(rule, player, reason))
    if not txn.state.game_over:
        leave_game(txn, player)


def leave_game(txn: Transaction, player: str) -> None:
    """800.4a: every object the player owns leaves the game with them; abilities and spell
    copies they control on the stack cease to exist; whatever else they still control is
    exiled. Triggered abilities they would control never go on the stack (800.4d)."""
    pass_on_leaving(txn, player, txn.state.active)  # the monarch's heir (725.4)
    for obj in [o for o in txn.state.objects if o.owner == player]:
        txn.remove_from_game(obj, f"{obj.display_name} leaves the game with its owner, {player}")
    for obj in [o for o in txn.state.objects if o.controller == player]:
        if obj.kind in (Kind.TRIGGER, Kind.ABILITY, Kind.COPY):
            txn.remove_from_game(obj, f"{obj.display_name} ceases to exist: {player} left the game")
        else:
            txn.move(
                obj,
                Zone.EXILE,
                how=f"exiled: {player}, its controller, left the game",
                rule="800.4a",
            )
    txn.state = replace(
        txn.state,
        waiting=tuple(t for t in txn.state.waiting if t.controller != player),
        delayed=tuple(t for t in txn.state.delayed if t.controller != player),
    )
    if txn.state.priority == player:  # 800.4a: priority passes to the next player
        txn.state = replace(txn.state, priority=first_in_game(txn.state, player))


def first_in_game(state: GameState, player: str) -> str:
    """``player`` if still in the game, else the next player in turn order who is (800.4j)."""
    while state.player(player).lost:
        player = state.next_player(player)
    return player
