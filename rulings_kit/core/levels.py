"""Levels: a leveler's level counters (702.87, 711) and what its level symbols give it
while it has so many of them.

A level symbol (711.2) is a static ability: "As long as this creature has at least N1
level counters on it, but no more than N2 level counters on it, it has base power and
toughness [P/T] and has [abilities]" (711.2a; "N3 or more" for "LEVEL N3+", 711.2b). Its
power and toughness apply in layer 7b and the abilities it gives in layer 6 (613.1f,
613.4b), with the leveler's own timestamp. Level counters have no rules meaning of their
own (122.1): only these abilities count them (711.4: the level up ability is there at all
times).
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core.abilities import TriggerTest
from rulings_kit.core.conditions import SourceTest
from rulings_kit.core.events import Event
from rulings_kit.core.state import GameObject, GameState
from rulings_kit.core.values import PART, Part

#: the counter level up puts on a leveler (702.87a)
LEVEL = "level"


@dataclass(**PART)
class CountersBetween(Part):
    """"As long as this creature has at least ``low`` level counters on it, but no more
    than ``high`` level counters on it" (711.2a); ``high`` None: "``low`` or more"
    (711.2b). Asked of the source as it is (or, for an ability that looks back in time,
    as it last existed, 603.10a)."""

    low: int
    high: int | None = None
    kind: str = LEVEL

    def __call__(self, s: GameState, me: GameObject) -> bool:
        n = me.counter(self.kind)
        return n >= self.low and (self.high is None or n <= self.high)


@dataclass(**PART)
class WhileSource(Part):
    """A triggered ability that its source has only while ``condition`` holds (a level
    symbol's, 711.2): it triggers only if its source has it as the event happens (603.2,
    603.10), and it resolves even if the source loses it afterwards (113.7a). Not an
    intervening "if" clause (603.4): the condition isn't asked again as it resolves."""

    test: TriggerTest
    condition: SourceTest

    def __call__(self, event: Event, me: GameObject, state: GameState
                 ) -> GameObject | bool | None:
        return self.test(event, me, state) if self.condition(state, me) else None


def striation_text(low: int, high: int | None, power: int, toughness: int,
                   gives: str) -> str:
    """The static ability of a level symbol in the words of 711.2a-b."""
    counters = f"{low} level counter{'s' if low != 1 else ''}"
    span = f"at least {counters} on it, but no more than {high} level counters on it" \
        if high is not None else f"{low} or more level counters on it"
    has = f" and has {gives}" if gives else ""
    return (f"As long as this creature has {span}, it has base power and toughness "
            f"{power}/{toughness}{has}.")


__all__ = ["LEVEL", "CountersBetween", "WhileSource", "striation_text"]
