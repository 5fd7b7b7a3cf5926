"""Alternative costs a card's own keyword lets its caster pay only if something happened
this turn (118.9, 601.2b): surge (702.117a: "if you or one of your teammates has cast
another spell this turn"), spectacle (702.137a: "if an opponent lost life this turn") and
prowl (702.76a: "if a player was dealt combat damage this turn by a source that, at the time
it dealt that damage, was under your control and had any of this spell's creature types").
The cost itself is one of the card's alternative costs, by the keyword's name (``alt =
"surge"``); this says when it may be paid."""

from __future__ import annotations

from enum import StrEnum

from rulings_kit.core.layer_changes import ALL_CREATURE_TYPES
from rulings_kit.core.state import GameObject, GameState
from rulings_kit.core.turn_record import Did
from rulings_kit.errors import IllegalActionError


class ConditionalCost(StrEnum):
    """An alternative cost paid only under its keyword's condition, by the name a cast
    gives it (``alt = "surge"``)."""

    SURGE = "surge"
    SPECTACLE = "spectacle"
    PROWL = "prowl"


#: each one's rule and what must have happened this turn, as the rule says it
_RULES = {ConditionalCost.SURGE: ("702.117a", "{player} has cast another spell this turn"),
          ConditionalCost.SPECTACLE: ("702.137a", "an opponent of {player} lost life this turn"),
          ConditionalCost.PROWL: ("702.76a", "a source {player} controlled with any of its "
                                  "creature types dealt combat damage to a player this turn")}


def _holds(state: GameState, player: str, card: GameObject, cost: ConditionalCost) -> bool:
    record = state.this_turn
    if cost is ConditionalCost.SURGE:  # no teammates: the engine's games have none (810)
        return bool(record.spells_cast(player))
    if cost is ConditionalCost.PROWL:  # changeling: every creature type (702.73a)
        mine = set(card.card.subtypes)
        return any(mine & set(h.subtypes) or ALL_CREATURE_TYPES in {*mine, *h.subtypes}
                   for h in record.of(Did.COMBAT_DAMAGE, player))
    return any(record.life_lost(o) > 0 for o in state.opponents(player))


def check_condition(state: GameState, player: str, card: GameObject, alt: str) -> None:
    """Raise IllegalActionError, citing its rule, if ``alt`` is a conditional alternative
    cost whose condition doesn't hold now, before the spell is cast (601.2b)."""
    cost = next((c for c in ConditionalCost if c.value == alt), None)
    if cost is None or _holds(state, player, card, cost):
        return
    rule, said = _RULES[cost]
    raise IllegalActionError(
        f"{card.name} can be cast for its {alt} cost only if {said.format(player=player)} "
        f"({rule}, 601.2b)", (rule, "601.2b"))


__all__ = ["ConditionalCost", "check_condition"]
