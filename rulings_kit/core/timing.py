"""Timing restrictions on activated abilities (602.5) and on casting spells (601.3)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

from rulings_kit.core.conditions import SourceTest
from rulings_kit.core.mana import ManaCost
from rulings_kit.core.state import GameObject, GameState, Step
from rulings_kit.core.values import evolve

if TYPE_CHECKING:
    from rulings_kit.core.definitions import TriggeredAbility


@dataclass(frozen=True)
class DuringYourTurn:
    """A timing restriction on an activated ability (602.5: it can't be activated
    otherwise): "Activate only during your turn", with ``step`` "... during your upkeep",
    with ``before`` "... during your turn, before attackers are declared" (the steps of
    your turn before the declare attackers step, 508.1)."""

    step: Step | None = None
    before: Step | None = None

    def __call__(self, state: GameState, source: GameObject) -> bool:
        if state.active != source.controller:
            return False
        if self.step is not None and state.step is not self.step:
            return False
        return self.before is None or state.step.order < self.before.order


class TurnOf(StrEnum):
    """Whose turn a timing restriction asks for (102.1: the active player's)."""

    ANY = ""
    YOURS = "yours"
    AN_OPPONENTS = "an opponent's"


#: the steps of the combat phase (506.1)
COMBAT_STEPS = (Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS,
                Step.COMBAT_DAMAGE, Step.END_OF_COMBAT)


@dataclass(frozen=True)
class During:
    """When a spell may be cast: "during combat" (the steps of 506.1), "during the declare
    blockers step", "during combat after blockers are declared" (509.1: blockers are
    declared as that step begins), "during an opponent's turn"; every step when
    ``steps`` is empty, of anyone's turn unless ``turn`` says whose."""

    steps: tuple[Step, ...] = ()
    turn: TurnOf = TurnOf.ANY

    def __call__(self, state: GameState, source: GameObject) -> bool:
        if self.steps and state.step not in self.steps:
            return False
        if self.turn is TurnOf.YOURS:
            return state.active == source.controller
        if self.turn is TurnOf.AN_OPPONENTS:
            return state.active != source.controller
        return True


@dataclass(frozen=True)
class BothHold:
    """Two restrictions on an activation, both to be met (602.5): "Activate only during
    your upkeep and only if you control a Swamp."."""

    first: SourceTest
    second: SourceTest

    def __call__(self, state: GameState, source: GameObject) -> bool:
        return self.first(state, source) and self.second(state, source)


def steps_before(step: Step) -> tuple[Step, ...]:
    """The steps of a turn before ``step`` (500.1): "before attackers are declared" are
    those before the declare attackers step (508.1)."""
    return tuple(s for s in Step if s.order < step.order)


#: the steps that aren't in the combat phase (500.1, 506.1)
NOT_COMBAT_STEPS = tuple(s for s in Step if s not in COMBAT_STEPS)


@dataclass(frozen=True)
class CastOnly:
    """"Cast this spell only during combat.", "... only during the declare attackers step
    and only if you've been attacked this step.": a rule that prohibits casting the spell
    at any other time (601.3); ``words`` say when it may be."""

    words: str
    when: During | None = None
    condition: SourceTest | None = None

    def allows(self, state: GameState, card: GameObject, player: str) -> bool:
        """Whether ``player`` may begin to cast ``card`` now (601.3): the time and the
        condition are seen from the player who would control the spell (601.2a)."""
        caster = evolve(card, controller=player)
        return (self.when is None or self.when(state, caster)) and (
            self.condition is None or self.condition(state, caster))


@dataclass(frozen=True)
class CastAsThoughFlash:
    """"You may cast this spell as though it had flash": its controller may cast it any
    time they could cast an instant (702.8a); with ``more``, "if you pay {2} more to cast
    it", an additional cost (601.2f) paid only when the permission is used, at a time the
    spell couldn't be cast without it."""

    more: ManaCost | None = None
    #: "If you cast it any time a sorcery couldn't have been cast, the controller of the
    #: permanent it becomes sacrifices it at the beginning of the next cleanup step.": the
    #: delayed triggered ability (603.7) made as the spell resolves, if it was cast with
    #: this permission (the spell is ``flashed``)
    sacrifice: TriggeredAbility | None = None


def cast_only_problems(state: GameState, rules: tuple[CastOnly, ...], card: GameObject,
                       name: str, player: str) -> list[tuple[str, str]]:
    """What prohibits ``player`` casting ``card`` now (601.3): each "Cast this spell only
    ..." it fails, in its words."""
    return [(f"{name} can be cast only {r.words} (601.3)", "601.3")
            for r in rules if not r.allows(state, card, player)]
