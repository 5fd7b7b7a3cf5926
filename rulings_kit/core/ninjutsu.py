"""Ninjutsu (702.49a), an activated ability that functions only while its card is in a
player's hand: "[Cost], Reveal this card from your hand, Return an unblocked attacking
creature you control to its owner's hand: Put this card onto the battlefield from your hand
tapped and attacking."

The cost's second part is :class:`ReturnUnblockedAttacker`, a part of ``definitions.Cost``
like those of ``cost_parts``; the effect is :class:`PutOntoBattlefieldAttacking`. The
returned creature is remembered as it last existed with the ability (602.2b, 608.2h), and
the card enters attacking what it attacked (702.49c), unblocked (508.4d), never having
attacked (508.4: no "whenever ... attacks" trigger).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from rulings_kit.core import events as ev
from rulings_kit.core.characteristics import is_creature
from rulings_kit.core.context import Resolution
from rulings_kit.core.cost_parts import AS_CHOSEN, Problems
from rulings_kit.core.definitions import Cost
from rulings_kit.core.planeswalkers import attacked_planeswalker
from rulings_kit.core.questions import Ask, Option
from rulings_kit.core.refs import names_of
from rulings_kit.core.state import GameObject, GameState, Step, Zone
from rulings_kit.core.values import evolve
from rulings_kit.core.words import possessive, spoken

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction

NINJUTSU = "Ninjutsu"

#: the steps in which attacking creatures are blocked or unblocked, blockers having been
#: declared (509.1h); before them an attacking creature is neither (the ninjutsu rulings)
AFTER_BLOCKERS = (Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE, Step.END_OF_COMBAT)


@dataclass(frozen=True)
class ReturnUnblockedAttacker:
    """"Reveal this card from your hand, Return an unblocked attacking creature you control
    to its owner's hand" (702.49a): the card stays revealed while the ability is on the
    stack (702.49b)."""

    rank: ClassVar[int] = 35
    stage: ClassVar[int] = AS_CHOSEN

    def text(self, self_name: str) -> str:
        return ("Reveal this card from your hand, Return an unblocked attacking creature "
                "you control to its owner's hand")

    def options(self, state: GameState, player: str) -> list[GameObject]:
        """The unblocked attacking creatures ``player`` controls (509.1h, 508.4d)."""
        if state.step not in AFTER_BLOCKERS:
            return []
        return [o for o in state.permanents(player)
                if o.attacking and not o.blocked and is_creature(state, o)]

    def problems(self, state: GameState, source: GameObject, cost: Cost) -> Problems:
        if self.options(state, source.controller):
            return []
        when = "" if state.step in AFTER_BLOCKERS else (
            "; attacking creatures are unblocked only once blockers are declared, 509.1h")
        return [(f"{source.controller} controls no unblocked attacking creature to return "
                 f"to its owner's hand{when}", "702.49a")]

    def pay(self, txn: Transaction, source: GameObject, cost: Cost,
            tap: tuple[int, ...] | None) -> None:
        player = source.controller
        txn.emit(ev.Noted("702.49b", f"{player} reveals {source.name}, which stays revealed "
                          "until the ability leaves the stack"))
        options = [Option(o.id, o.display_name, names_of(o))
                   for o in self.options(txn.state, player)]
        (returned,) = txn.ask_pick(
            Ask.CHOOSE, source, player, f"{player} returns an unblocked attacking creature "
            f"to pay for {possessive(source.name)} ability", "702.49a", options, (1, 1),
            says="{player} returns {cards} to its owner's hand")
        txn.move(txn.state.obj(int(returned)), Zone.HAND, how="returned to pay a cost",
                 rule="702.49a")


@dataclass(frozen=True)
class PutOntoBattlefieldAttacking:
    """"Put this card onto the battlefield from your hand tapped and attacking." (702.49a):
    a card no longer in its owner's hand as the ability resolves stays where it is (400.7;
    the ninjutsu rulings). It attacks the player or planeswalker the returned creature
    attacked (702.49c); a planeswalker gone by then, or a card that isn't a creature as it
    enters, and it is on the battlefield but not attacking (508.4a, 506.3a)."""

    words: str

    def run(self, ctx: Resolution) -> None:
        card = ctx.source
        if not ctx.state.has(card.id) or ctx.state.obj(card.id).zone is not Zone.HAND:
            ctx.txn.emit(ev.Noted("702.49a", f"{card.name} is no longer in "
                                  f"{possessive(card.owner)} hand: it doesn't enter",
                                  did_nothing=True))
            return
        new = ctx.txn.enter_battlefield(ctx.state.obj(card.id), ctx.controller, tapped=True,
                                        how=f"put there by {spoken(ctx.obj.display_name)}",
                                        rule="702.49a")
        if new is None:
            return
        new = ctx.state.obj(new.id)
        returned = ctx.obj.sacrificed[0] if ctx.obj.sacrificed else None
        walker = returned.attacks if returned is not None else None
        attacked = ctx.state.defender if walker is None else None
        if walker is not None:
            as_if = evolve(new, attacking=True, attacks=walker)
            found = attacked_planeswalker(ctx.state, as_if)
            attacked = found.name if found is not None else None
        why = ("506.3a", "it isn't a creature") if not is_creature(ctx.state, new) else (
            ("506.3b", f"{ctx.controller} isn't an attacking player")
            if ctx.controller != ctx.state.active else
            ("508.4a", "what the returned creature attacked is gone") if attacked is None
            else None)
        if why is not None:
            ctx.txn.emit(ev.Noted(why[0], f"{new.name} enters, but not attacking: {why[1]}",
                                  did_nothing=True))
            return
        ctx.txn.update(evolve(new, attacking=True, attacks=walker))
        ctx.txn.emit(ev.Noted("702.49c", f"{new.name} enters tapped and attacking {attacked}, "
                              "unblocked (508.4d); it never attacked (508.4)"))

    def text(self, name: str) -> str:
        return self.words


__all__ = ["AFTER_BLOCKERS", "NINJUTSU", "PutOntoBattlefieldAttacking",
           "ReturnUnblockedAttacker"]
