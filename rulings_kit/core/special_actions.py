"""Special actions: playing a land (305.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.costs import raise_problems
from rulings_kit.core.player_rules import lands_per_turn
from rulings_kit.core.priority import check_priority
from rulings_kit.core.state import GameObject, Step
from rulings_kit.core.turn_record import Did, Happened
from rulings_kit.core.values import evolve
from rulings_kit.core.words import plural
from rulings_kit.errors import IllegalActionError

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction


def play_land(txn: Transaction, player: str, card: GameObject) -> None:
    state = txn.state
    if "Land" not in card.card.types:
        raise IllegalActionError(f"{card.name} is not a land; cast it instead (305.1)", ("305.1",))
    check_priority(state, player)
    problems = []
    if not (state.active == player and state.step in (Step.MAIN1, Step.MAIN2) and not state.stack):
        problems.append(
            ("a land can be played only in your main phase with an empty stack", "305.1")
        )
    so_far, most = state.this_turn.count(Did.PLAY_LAND, player), lands_per_turn(state, player)
    if so_far >= most:
        said = "a land" if so_far == 1 else plural(so_far, "land")
        problems.append((f"{player} has already played {said} this turn", "305.2"))
    raise_problems(problems)
    new = txn.enter_battlefield(card, player, how="played", rule="305.1")
    assert new is not None
    played = Happened(Did.PLAY_LAND, player, new.id, new.name, from_zone=card.zone)
    txn.state = evolve(txn.state, this_turn=txn.state.this_turn.adding(played))
    txn.emit(ev.LandPlayed("305.1", player, new))
