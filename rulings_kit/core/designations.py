"""Designations a player has: the monarch (725) and the city's blessing (702.131c). Each is
a marker on the player (``Player.designations``), neither an ability nor a counter.

The monarch is one player at a time (725.3); its inherent triggered abilities are in
core/monarch.py. The city's blessing is kept for the rest of the game and has no rules
meaning of its own (702.131c); ascend gives it (702.131a-b, :func:`ascend`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.card_shapes import CardShape
from rulings_kit.core.characteristics import has_keyword
from rulings_kit.core.state import GameState

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction

MONARCH = "monarch"
CITYS_BLESSING = "city's blessing"
#: the designations a player may have that the engine carries out, each with its rule
DESIGNATIONS = {MONARCH: "725.1", CITYS_BLESSING: "702.131c"}
#: those it doesn't carry out yet, and why: refused wherever they are named (fine print 30)
NOT_YET = {"initiative": "taking the initiative and Undercity (726) aren't carried out yet"}
#: how a narration or a diagram says a player has one
SAID = {MONARCH: "the monarch", CITYS_BLESSING: "has the city's blessing"}


def monarch(state: GameState) -> str | None:
    """The monarch, or None: there is none until an effect makes a player it (725.1)."""
    for p in state.players:  # asked at every event: a loop, not a generator
        if p.designations and MONARCH in p.designations and not p.lost:
            return p.name
    return None


def has(state: GameState, player: str, designation: str) -> bool:
    return designation in state.player(player).designations


def give(txn: Transaction, player: str, designation: str, rule: str) -> None:
    """``player`` gets ``designation``; as a player becomes the monarch, the monarch before
    them ceases to be (725.3). Nothing happens to a player who has it already: they don't
    become the monarch again."""
    if has(txn.state, player, designation):
        return
    if designation == MONARCH and (was := monarch(txn.state)) is not None:
        txn.update_player(was, designations=txn.state.player(was).designations - {MONARCH})
        txn.emit(ev.DesignationChanged("725.3", was, MONARCH, False))
    txn.update_player(player, designations=txn.state.player(player).designations | {designation})
    txn.emit(ev.DesignationChanged(rule, player, designation, True))


def pass_on_leaving(txn: Transaction, player: str, active: str) -> None:
    """The monarch leaves the game: the active player becomes the monarch, or the next
    player in turn order still in the game if the active player is leaving (725.4)."""
    if not has(txn.state, player, MONARCH):
        return
    txn.update_player(player, designations=txn.state.player(player).designations - {MONARCH})
    heir = active
    for _ in txn.state.players:
        if heir != player and not txn.state.player(heir).lost:
            give(txn, heir, MONARCH, "725.4")
            return
        heir = txn.state.next_player(heir)


#: the permanents a player must control for ascend (702.131a-b)
ASCEND_PERMANENTS = 10


def permanents_of(state: GameState, player: str) -> int:
    return len(state.permanents(player))


def ascend(txn: Transaction) -> None:
    """Ascend on a permanent (702.131b): any time its controller controls ten or more
    permanents and hasn't the city's blessing, they get it. A static ability, so it is
    checked as often as state-based actions are, not as one (704.3)."""
    state = txn.state
    ascending = state.permanents_whose(_prints_ascend)
    if not ascending:
        return  # the usual case, asked at every check
    for p in state.players:
        if p.lost or CITYS_BLESSING in p.designations:
            continue
        if any(o.controller == p.name and has_keyword(state, o, ASCEND)
               for o in ascending) and \
                permanents_of(state, p.name) >= ASCEND_PERMANENTS:
            give(txn, p.name, CITYS_BLESSING, "702.131b")


ASCEND = "Ascend"


def _prints_ascend(card: CardShape) -> bool:
    return ASCEND in card.keywords
