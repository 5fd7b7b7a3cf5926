"""Costs that move cards out of or into their payer's hand (601.2h, 602.2b): "Exile a blue
card from your hand", "exile two green cards from your hand" (406.2), the pitch spells'
alternative costs (118.9, ``core.printed_costs``); "Return a land you control to its
owner's hand", "return two Islands you control to their owner's hand". Parts of
``definitions.Cost`` like those of ``cost_parts``: why they can't be paid now (118.3), how
they are paid, their words.

A spell's cost can't exile the spell's own card: as its costs are paid the card is on the
stack, not in the hand (601.2a, 601.2h); before the card moves there, the card itself is
left out of what could pay it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from rulings_kit.core.abilities import Cost, Quality
from rulings_kit.core.cost_parts import AS_CHOSEN, Problems
from rulings_kit.core.questions import Ask, Option
from rulings_kit.core.refs import names_of
from rulings_kit.core.state import GameObject, GameState, Zone
from rulings_kit.core.words import plural, possessive

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction


@dataclass(frozen=True)
class ExileFromHand:
    """ "Exile a blue card from your hand", "Exile two red cards from your hand": ``count``
    cards of its payer's hand that fit ``quality``, other than the source, chosen as the
    cost is paid (601.2h) and exiled at once (406.2)."""

    quality: Quality
    count: int = 1
    rank: ClassVar[int] = 52
    stage: ClassVar[int] = AS_CHOSEN

    def text(self, self_name: str) -> str:
        return f"Exile {self.quality.words} from your hand"

    def options(self, state: GameState, source: GameObject) -> list[GameObject]:
        """The cards of the payer's hand that may be exiled for it: never the source's own
        card (a spell is on the stack as its costs are paid, 601.2a)."""
        return [o for i in state.player(source.controller).hand
                if (o := state.obj(i)).id != source.id and self.quality.test(state, source, o)]

    def problems(self, state: GameState, source: GameObject, cost: Cost) -> Problems:
        if len(self.options(state, source)) >= self.count:
            return []
        noun = self.quality.words.partition(" ")[2]  # "blue card", "green cards"
        few = "no" if self.count == 1 else f"fewer than {self.count}"
        other = "other " if source.zone is Zone.HAND else ""
        return [(f"{source.controller} has {few} {other}{noun} in their hand to exile",
                 "118.3")]

    def pay(self, txn: Transaction, source: GameObject, cost: Cost,
            tap: tuple[int, ...] | None) -> None:
        player, n = source.controller, self.count
        what = source.name if source.is_spell else f"{possessive(source.name)} ability"
        options = [Option(o.id, o.display_name, names_of(o))
                   for o in self.options(txn.state, source)]
        picked = txn.ask_pick(Ask.CHOOSE, source, player,
                              f"{player} exiles {plural(n, 'card')} from their hand to pay "
                              f"for {what}", "601.2h", options, (n, n),
                              says="{player} exiles {cards}")
        with txn.together():  # at once: one batch of cards leaving it (603.2c)
            for i in picked:
                txn.move(txn.state.obj(int(i)), Zone.EXILE, how="exiled to pay a cost",
                         rule="406.2")


@dataclass(frozen=True)
class ReturnToHand:
    """ "Return a land you control to its owner's hand", "return two Islands you control to
    their owner's hand": ``count`` permanents its payer controls that fit ``quality``, tapped
    or untapped, chosen as the cost is paid (601.2h, 602.2b) and put into their owners'
    hands at once. A permanent tapped for mana while the cost is paid may be one of them
    (601.2g-h: mana abilities first)."""

    quality: Quality
    count: int = 1
    rank: ClassVar[int] = 36
    stage: ClassVar[int] = AS_CHOSEN

    def text(self, self_name: str) -> str:
        whose = "its" if self.count == 1 else "their"
        return f"Return {self.quality.words} to {whose} owner's hand"

    def options(self, state: GameState, source: GameObject) -> list[GameObject]:
        return [o for o in state.permanents(source.controller)
                if self.quality.test(state, source, o)]

    def problems(self, state: GameState, source: GameObject, cost: Cost) -> Problems:
        if len(self.options(state, source)) >= self.count:
            return []
        return [(f"{source.controller} controls too few permanents to return: "
                 f"\"{self.text('')}\"", "118.3")]

    def pay(self, txn: Transaction, source: GameObject, cost: Cost,
            tap: tuple[int, ...] | None) -> None:
        player, n = source.controller, self.count
        rule = "601.2h" if source.is_spell else "602.2b"
        what = source.name if source.is_spell else f"{possessive(source.name)} ability"
        options = [Option(o.id, o.display_name, names_of(o))
                   for o in self.options(txn.state, source)]
        picked = txn.ask_pick(Ask.CHOOSE, source, player,
                              f"{player} returns {plural(n, 'permanent')} to pay for {what}",
                              rule, options, (n, n),
                              says="{player} returns {cards} to their owner's hand")
        txn.move_together([int(i) for i in picked], Zone.HAND, how="returned to pay a cost",
                          rule=rule)  # at once (101.4)


__all__ = ["ExileFromHand", "ReturnToHand"]
