"""A mana ability whose cost removes any number of counters from its source, and which
adds mana for each counter removed this way: "{T}, Remove any number of storage counters
from Bottomless Vault: Add {B} for each storage counter removed this way." (storage
lands), "... Add {B}, then add an additional {B} for each charge counter removed this
way." (the Mana Batteries).

The number is chosen as the cost is paid (601.2h, 602.2b): zero is a number, and no more
than the counters its source has can be removed (118.3). The mana ability, which doesn't
use the stack (605.3a), then adds the mana that number makes (106.1, 608.2h). A payment
never activates such an ability unasked (``cost_parts.CHOSEN``): its controller
activates it, saying the number (``activate``'s ``x``), or is asked.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, ClassVar

from rulings_kit.core import events as ev
from rulings_kit.core.cost_parts import WITH_SYMBOLS, Problems, RemoveCounter
from rulings_kit.core.definitions import ActivatedAbility, Cost
from rulings_kit.core.mana import format_mana
from rulings_kit.core.produce import FixedMana, _OwnMana
from rulings_kit.core.questions import Ask, Option
from rulings_kit.core.state import GameObject, GameState
from rulings_kit.core.words import plural
from rulings_kit.errors import IllegalActionError

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction


@dataclass(frozen=True)
class RemoveAnyCounters:
    """ "Remove any number of charge counters from this artifact" (602.2b): the number,
    zero or more, is chosen as the cost is paid (601.2h); the ability is then activated
    with ``RemoveCounter`` of that many (``with_removed``)."""

    kind: str
    rank: ClassVar[int] = 20
    stage: ClassVar[int] = WITH_SYMBOLS

    def text(self, self_name: str) -> str:
        return f"Remove any number of {self.kind} counters from {self_name}"

    def problems(self, state: GameState, source: GameObject, cost: Cost) -> Problems:
        return []  # zero counters can always be removed

    def pay(self, txn: Transaction, source: GameObject, cost: Cost,
            tap: tuple[int, ...] | None) -> None:
        raise AssertionError("the number of counters is chosen first (with_removed)")


@dataclass(frozen=True)
class ForRemoved(_OwnMana):
    """ "Add {B} for each storage counter removed this way." (``first`` none), "Add {B},
    then add an additional {B} for each charge counter removed this way.": ``first``, then
    ``each`` for each counter the cost removed (608.2h). Until the number is chosen, what
    it could produce (106.7, which ignores costs) is what one counter removed makes."""

    first: tuple[str, ...]
    each: tuple[str, ...]
    words: str
    is_choice = False

    def options(self, state: GameState, source: GameObject,
                could: object) -> tuple[tuple[str, ...], ...]:
        return (self.first + self.each,)

    def text(self) -> str:
        return self.words

    def removed(self, n: int) -> FixedMana:
        return FixedMana(self.first + self.each * n)


def with_removed(txn: Transaction, player: str, perm: GameObject,
                 ability: ActivatedAbility, x: int | None) -> ActivatedAbility:
    """The ability with its number of counters to remove chosen (601.2h): ``x`` when the
    activation says it, else asked of ``player``; its cost then removes that many, and it
    adds the mana they make. Any other ability is returned as it is."""
    part = ability.cost.of(RemoveAnyCounters)
    if part is None:
        return ability
    assert isinstance(ability.mana, ForRemoved)
    have = perm.counter(part.kind)
    if x is None:
        options = [Option(n, str(n)) for n in range(have + 1)]
        picked = txn.ask_pick(Ask.CHOOSE, perm, player,
                              f"{player} chooses how many {part.kind} counters to remove "
                              f"from {perm.name} (it has {have})", "601.2h", options, (1, 1),
                              says=part.text(perm.name))
        x = int(picked[0])
    if x < 0 or x > have:
        has = plural(have, f"{part.kind} counter") if have else f"no {part.kind} counter"
        raise IllegalActionError(
            f"{perm.name} has {has}, so {player} can't remove {x} to pay its cost (118.3)",
            ("118.3", "601.2h"))
    parts = tuple(p for p in ability.cost.parts if p is not part)
    if x:
        parts += (RemoveCounter(part.kind, x),)
    made = ability.mana.removed(x)
    txn.emit(ev.Noted("601.2h", f"{player} removes {plural(x, f'{part.kind} counter')} from "
                      f"{perm.name}: it adds {format_mana(made.mana) or 'no mana'}"))
    return replace(ability, cost=replace(ability.cost, parts=parts), mana=made)
