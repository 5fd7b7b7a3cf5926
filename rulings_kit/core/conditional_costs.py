"""Alternative costs a card's own keyword lets its caster pay only if something happened
this turn (118.9, 601.2b): surge (702.117a: "if you or one of your teammates has cast
another spell this turn") and spectacle (702.137a: "if an opponent lost life this turn").
The cost itself is one of the card's alternative costs, by the keyword's name (``alt =
"surge"``); this says when it may be paid."""

from __future__ import annotations

from enum import StrEnum

from rulings_kit.core.state import GameState
from rulings_kit.errors import IllegalActionError


class ConditionalCost(StrEnum):
    """An alternative cost paid only under its keyword's condition, by the name a cast
    gives it (``alt = "surge"``)."""

    SURGE = "surge"
    SPECTACLE = "spectacle"


#: each one's rule and what must have happened this turn, as the rule says it
_RULES = {ConditionalCost.SURGE: ("702.117a", "{player} has cast another spell this turn"),
          ConditionalCost.SPECTACLE: ("702.137a", "an opponent of {player} lost life this turn")}


def _holds(state: GameState, player: str, cost: ConditionalCost) -> bool:
    record = state.this_turn
    if cost is ConditionalCost.SURGE:  # no teammates: the engine's games have none (810)
        return bool(record.spells_cast(player))
    return any(record.life_lost(o) > 0 for o in state.opponents(player))


def check_condition(state: GameState, player: str, card: str, alt: str) -> None:
    """Raise IllegalActionError, citing its rule, if ``alt`` is a conditional alternative
    cost whose condition doesn't hold now, before the spell is cast (601.2b)."""
    cost = next((c for c in ConditionalCost if c.value == alt), None)
    if cost is None or _holds(state, player, cost):
        return
    rule, said = _RULES[cost]
    raise IllegalActionError(
        f"{card} can be cast for its {alt} cost only if {said.format(player=player)} "
        f"({rule}, 601.2b)", (rule, "601.2b"))


__all__ = ["ConditionalCost", "check_condition"]
