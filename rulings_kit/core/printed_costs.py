"""An alternative cost printed on the card itself, without a keyword (118.9): "You may
exile a blue card from your hand rather than pay this spell's mana cost." (the pitch
spells), "You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost.", "If you
control a Plains, you may tap an untapped creature you control rather than ...", "If an
opponent controls a Mountain and you control a Forest, you may cast this spell without
paying its mana cost."

A static ability of the card, ``AlternativeCost``, that functions as the card is cast: its
caster chooses it as they announce the spell (601.2b) — a cast names it the way a scenario
does, ``alt = "alternative"``, or ``alt = "free"`` for "without paying its mana cost" —
and only one alternative cost can be paid for a spell (118.9a). Its condition, where one
is printed, is checked then, before the spell moves (601.2b). The cost then stands for
the mana cost in the total cost (601.2f): additional costs and cost increases still apply
(118.9d); the spell's mana value doesn't change (118.9c). Its other actions — cards
exiled from the hand, permanents sacrificed or tapped, life paid — are chosen and done as
the cost is paid (601.2h), the spell already on the stack (601.2a), so a card can't pay
for itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from rulings_kit.core.abilities import Cost
from rulings_kit.core.conditions import SourceTest
from rulings_kit.core.cost_parts import AS_CHOSEN, Problems
from rulings_kit.core.player_rules import PlayerRule, has_rule
from rulings_kit.core.state import GameObject, GameState
from rulings_kit.core.turn_rules import TurnRule
from rulings_kit.core.values import evolve
from rulings_kit.core.words import joined
from rulings_kit.errors import IllegalActionError

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction

#: how a cast names the card's own printed alternative cost (118.9)
ALTERNATIVE = "alternative"
#: ... and its "you may cast this spell without paying its mana cost" (118.9)
FREE = "free"


@dataclass(frozen=True)
class OthersGainLife:
    """ "have an opponent gain 3 life" (``each`` False), "have each other player gain 6
    life": a cost paid by the life other players gain (119.3). It can't be paid for a
    player who can't gain life (119.7; Invigorate's ruling); an effect that only replaces
    the gain doesn't stop it. With more than one opponent, the one who gains is a choice
    the engine doesn't ask yet: refused then, never guessed."""

    amount: int
    each: bool = False
    rank: ClassVar[int] = 62
    stage: ClassVar[int] = AS_CHOSEN

    def text(self, self_name: str) -> str:
        who = "each other player" if self.each else "an opponent"
        return f"Have {who} gain {self.amount} life"

    def problems(self, state: GameState, source: GameObject, cost: Cost) -> Problems:
        others = state.opponents(source.controller)
        cant = [p for p in others if not can_gain_life(state, p)]
        if (cant and self.each) or len(cant) == len(others):
            return [(f"{joined(cant)} can't gain life (119.7)", "118.3")]
        if not self.each and len(others) > 1:
            return [("choosing which opponent gains the life isn't carried out yet", "601.2h")]
        return []

    def pay(self, txn: Transaction, source: GameObject, cost: Cost,
            tap: tuple[int, ...] | None) -> None:
        for player in txn.state.opponents(source.controller):  # 119.3
            txn.change_life(player, self.amount, "118.9")


@dataclass(frozen=True)
class AlternativeCost:
    """The card's printed alternative cost (118.9): ``cost`` paid rather than its mana cost
    (mana and other actions), or nothing at all with ``free``; each of ``conditions`` (in
    ``condition_words``) must hold as it is chosen (601.2b). ``words``: the sentence."""

    words: str
    cost: Cost
    conditions: tuple[SourceTest, ...] = ()
    condition_words: str = ""
    free: bool = False

    @property
    def alt(self) -> str:
        """How a cast names it: ``alt = "alternative"`` or ``alt = "free"``."""
        return FREE if self.free else ALTERNATIVE


def can_gain_life(state: GameState, player: str) -> bool:
    """Whether ``player`` could gain life now (119.7: "can't gain life")."""
    return TurnRule.PLAYERS_CANT_GAIN_LIFE not in state.turn_rules and \
        not has_rule(state, player, PlayerRule.CANT_GAIN_LIFE)


def printed_alternative(card: GameObject, alt: str | None) -> AlternativeCost | None:
    """The card's own printed alternative cost a cast names ``alt``, or None."""
    if alt not in (ALTERNATIVE, FREE):
        return None
    return next((a for a in card.card.of_kind(AlternativeCost)
                 if isinstance(a, AlternativeCost) and a.alt == alt), None)


def check_alternative(state: GameState, player: str, card: GameObject,
                      chosen: AlternativeCost, x: int | None = None) -> None:
    """Raise IllegalActionError, naming the rule, if ``player`` can't cast ``card`` for
    ``chosen`` now, with ``x`` announced for its X (601.2b): its condition doesn't hold
    (118.9, 601.2b), or a part of the cost other than mana can't be paid (118.3) — never
    with the card itself (601.2a)."""
    # as the player who would control the spell, with its X ("a red card with mana value X")
    caster = evolve(card, controller=player, x=x or 0)
    how = "without paying its mana cost" if chosen.free else "for its alternative cost"
    if not all(test(state, caster) for test in chosen.conditions):
        raise IllegalActionError(
            f"{card.name} can be cast {how} only if {chosen.condition_words} (118.9, 601.2b)",
            ("118.9", "601.2b"))
    problems = [p for part in chosen.cost.parts
                for p in part.problems(state, caster, chosen.cost)]
    if problems:
        text = "; ".join(f"{p} ({r})" for p, r in problems)
        raise IllegalActionError(f"{card.name} can't be cast {how}: {text}",
                                 ("118.9", *(r for _, r in problems)))


__all__ = ["ALTERNATIVE", "FREE", "AlternativeCost", "OthersGainLife", "can_gain_life",
           "check_alternative", "printed_alternative"]
