"""Exert (701.43): "You may exert ~ as it attacks.", an optional cost to attack chosen as
attackers are declared (508.1g, 701.43d), and what exerting does: the permanent doesn't
untap during its controller's next untap step (701.43a), however many times it was exerted
(701.43b). The "When you do, ..." printed with it is linked to it (607.2h) and triggers
when it is exerted (603.12)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from rulings_kit.core import events as ev
from rulings_kit.core.abilities import Cost, TriggeredAbility
from rulings_kit.core.characteristics import card_types
from rulings_kit.core.cost_parts import WITH_SYMBOLS, Problems
from rulings_kit.core.layers import has_text_abilities
from rulings_kit.core.state import ContinuousEffect, GameObject, GameState
from rulings_kit.core.statics import UNTAP_RESTRICTION
from rulings_kit.core.triggers import trigger_reflexive
from rulings_kit.core.turn_record import Did, Happened
from rulings_kit.core.values import PART, Part, evolve

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction


@dataclass(frozen=True, repr=False)  # printed as its narration, as every event is
class Exerted(ev.Event):
    """A player exerted a permanent (701.43a): "Whenever you exert a creature"."""

    player: str
    obj: GameObject

    def describe(self) -> str:
        return f"{self.player} exerts {self.obj.name}"


@dataclass(**PART)
class ExertsACreature(Part):
    """"Whenever you exert a creature" (701.43a): its controller exerted one."""

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> bool:
        assert isinstance(e, Exerted)
        return e.player == me.controller and "Creature" in card_types(s, e.obj)


@dataclass(frozen=True)
class ExertsAsItAttacks:
    """"You may exert ~ as it attacks." (701.43d): asked as it is declared an attacker
    (``may:NAME``, 508.1g); ``reflexive``, the linked "When you do, ..." (607.2h), one of
    the card's triggered abilities that no event triggers; ``not_if_exerted``: "If ~
    hasn't been exerted this turn, ...". Creatures put onto the battlefield attacking
    aren't declared, so they can't be exerted (ruling)."""

    text: str
    reflexive: TriggeredAbility | None = None
    not_if_exerted: bool = False


@dataclass(frozen=True)
class ExertSelf:
    """"Exert ~" in an activated ability's cost (701.43a): paid with the source's own
    symbols; it can be paid even if the permanent is already exerted (701.43b)."""

    rank: ClassVar[int] = 12
    stage: ClassVar[int] = WITH_SYMBOLS

    def text(self, self_name: str) -> str:
        return f"Exert {self_name}"

    def problems(self, state: GameState, source: GameObject, cost: Cost) -> Problems:
        return []  # it is on the battlefield, as its ability's source (701.43c)

    def pay(self, txn: Transaction, source: GameObject, cost: Cost,
            tap: tuple[int, ...] | None) -> None:
        exert(txn, source, source.controller)


def exerted_this_turn(txn: Transaction, obj: GameObject) -> bool:
    """Whether this permanent was exerted this turn ("hasn't been exerted this turn")."""
    return any(h.object_id == obj.id for h in txn.state.this_turn.of(Did.EXERT))


def exert(txn: Transaction, obj: GameObject, player: str) -> None:
    """``player`` exerts ``obj``: it doesn't untap during its controller's next untap step
    (701.43a), tapped or not, exerted before or not (701.43b); only a permanent can be
    exerted (701.43c)."""
    record = txn.state.this_turn.adding(Happened(Did.EXERT, player, obj.id, obj.name))
    txn.state = evolve(txn.state, this_turn=record)
    txn.emit(Exerted("701.43a", player, obj))
    txn.add_effect(ContinuousEffect(obj.id, obj.name, player, restriction=UNTAP_RESTRICTION,
                                    rule="701.43a", until_untap=True),
                   obj.display_name, f"{obj.name} doesn't untap during its controller's next "
                   "untap step")


def exert_attackers(txn: Transaction, player: str, attackers: Sequence[GameObject]) -> None:
    """The optional costs to attack (508.1g): for each attacker whose ability lets it be
    exerted as it attacks, ``player`` chooses whether to (``may:NAME``), and exerts it
    (508.1j); its linked "When you do" triggers then (603.12, 607.2h)."""
    for a in attackers:
        current = txn.state.obj(a.id)
        if not has_text_abilities(txn.state, current):
            continue  # it lost its abilities (613.1f)
        for ability in current.card.of_kind(ExertsAsItAttacks):
            if ability.not_if_exerted and exerted_this_turn(txn, current):
                continue
            if not txn.ask_may(current, player, f"{player} may exert {current.name} as it "
                               "attacks", "508.1g"):
                continue
            exert(txn, current, player)
            if ability.reflexive is not None:
                trigger_reflexive(txn, current, ability.reflexive, player)


__all__ = ["ExertSelf", "Exerted", "ExertsACreature", "ExertsAsItAttacks", "exert",
           "exert_attackers", "exerted_this_turn"]
