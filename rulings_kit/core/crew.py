"""Crew (702.122a): "Crew N" means "Tap any number of other untapped creatures you control
with total power N or greater: This permanent becomes an artifact creature until end of
turn." The cost is :class:`TapTotalPower`, a part of ``definitions.Cost`` like those of
``cost_parts``: the creatures it taps are named by the activation (``activate`` with
``tap``), or chosen as it is paid (601.2h); when only one choice is legal, every one of the
other untapped creatures being needed, it is made at once.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from rulings_kit.core import events as ev
from rulings_kit.core.characteristics import is_creature, power_toughness
from rulings_kit.core.cost_parts import AS_CHOSEN, Problems
from rulings_kit.core.definitions import Cost
from rulings_kit.core.questions import Ask, Option
from rulings_kit.core.refs import names_of
from rulings_kit.core.state import GameObject, GameState
from rulings_kit.core.words import possessive
from rulings_kit.errors import IllegalActionError

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction


def _power(state: GameState, obj: GameObject) -> int:
    pt = power_toughness(state, obj)
    return pt[0] if pt is not None else 0


@dataclass(frozen=True)
class TapTotalPower:
    """"Tap any number of other untapped creatures you control with total power N or
    greater" (702.122a): the creatures tapped crew the Vehicle (702.122b-c). A summoning
    sick creature may crew: 302.6 is about {T} abilities of the creature itself."""

    power: int
    rank: ClassVar[int] = 70
    stage: ClassVar[int] = AS_CHOSEN
    #: the permanents it taps may be named by the activation (``activate`` with ``tap``)
    chooses_taps: ClassVar[bool] = True

    def text(self, self_name: str) -> str:
        return (f"Tap any number of other untapped creatures you control with total power "
                f"{self.power} or greater")

    def options(self, state: GameState, source: GameObject, cost: Cost) -> list[GameObject]:
        """The other untapped creatures its controller controls (702.122a)."""
        return [o for o in state.permanents(source.controller)
                if not o.tapped and o.id != source.id and is_creature(state, o)]

    def problems(self, state: GameState, source: GameObject, cost: Cost) -> Problems:
        total = sum(_power(state, o) for o in self.options(state, source, cost))
        if total < self.power:
            return [(f"{possessive(source.controller)} other untapped creatures have total "
                     f"power {total}, less than {self.power}", "702.122a")]
        return []

    def pay(self, txn: Transaction, source: GameObject, cost: Cost,
            tap: tuple[int, ...] | None) -> None:
        """``tap``: the creatures the activation names; else chosen now (601.2h)."""
        state = txn.state
        options = self.options(state, source, cost)
        chosen = list(tap) if tap is not None else self._choose(txn, source, options)
        allowed = {o.id for o in options}
        for i in chosen:
            if i not in allowed:
                what = state.obj(i).name if state.has(i) else f"#{i}"
                raise IllegalActionError(
                    f"{what} can't crew {source.name}: only other untapped creatures "
                    f"{source.controller} controls can (702.122a)", ("702.122a",))
        if len(set(chosen)) != len(chosen):
            raise IllegalActionError("a creature is named twice to crew "
                                     f"{source.name} (702.122a)", ("702.122a",))
        total = sum(_power(state, state.obj(i)) for i in chosen)
        if total < self.power:
            raise IllegalActionError(
                f"the creatures tapped to crew {source.name} have total power {total}, less "
                f"than {self.power} (702.122a)", ("702.122a",))
        for i in chosen:
            txn.set_tapped(txn.state.obj(i), True, "702.122a")
        names = ", ".join(state.obj(i).name for i in chosen)
        txn.emit(ev.Noted("702.122b", f"{names} {'crews' if len(chosen) == 1 else 'crew'} "
                          f"{source.name}"))

    def _choose(self, txn: Transaction, source: GameObject,
                options: Sequence[GameObject]) -> list[int]:
        state = txn.state
        powers = {o.id: _power(state, o) for o in options}
        total = sum(powers.values())
        if all(total - p < self.power for p in powers.values()):
            return list(powers)  # each one is needed: tapping them all is the only choice
        picked = txn.ask_pick(
            Ask.CHOOSE, source, source.controller,
            f"{source.controller} taps other untapped creatures with total power "
            f"{self.power} or greater to crew {source.name}", "702.122a",
            [Option(o.id, o.display_name, names_of(o)) for o in options],
            (1, len(options)), says="{player} taps {cards}")
        return [int(i) for i in picked]


__all__ = ["TapTotalPower"]
