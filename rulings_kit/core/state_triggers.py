"""State triggers (603.8): triggered abilities that trigger when a game state is true, not
when an event happens: "When you control no Islands, sacrifice this creature.", "When you
have 30 or more life, flip this creature."

They are asked after every event (``core.triggers``), so one triggers as soon as the game
state matches; it goes on the stack at the next opportunity like any other (603.3). It
doesn't trigger again while it is waiting or on the stack: once it has left the stack, if
its source is still there and the state still matches, it triggers again (603.8).
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.abilities import Trigger, TriggeredAbility
from rulings_kit.core.card_shapes import CardShape
from rulings_kit.core.conditions import SourceTest
from rulings_kit.core.state import GameObject, GameState
from rulings_kit.core.values import PART, Part


@dataclass(frozen=True)
class StateMatched(ev.Event):
    """The event kind of a state trigger's pattern: never emitted, since no event
    triggers one (603.8); ``core.triggers`` asks its state instead."""


@dataclass(**PART)
class StateHolds(Part):
    """A state trigger's trigger condition (603.8): the game state ``condition`` asks of
    the source; as an event pattern it matches nothing."""

    condition: SourceTest

    def __call__(self, event: ev.Event, me: GameObject, state: GameState) -> bool:
        return False


def state_trigger(condition: SourceTest, text: str) -> Trigger:
    return Trigger(StateMatched, StateHolds(condition), text, rule="603.8")


def has_state_triggers(card: CardShape) -> bool:
    return any(isinstance(a.trigger.test, StateHolds) for a in card.of_kind(TriggeredAbility))


__all__ = ["StateHolds", "StateMatched", "has_state_triggers", "state_trigger"]
