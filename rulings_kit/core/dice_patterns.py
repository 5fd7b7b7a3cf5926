"""A die roll as an event (706.2) and its trigger pattern: "Whenever you roll one or more
dice" (603.2). An instruction to roll dice is one event however many dice it rolls, so such
an ability triggers once for it (603.2c); a roll ignored is never rolled (706.6)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.patterns import Actor
from rulings_kit.core.state import GameObject, GameState
from rulings_kit.core.values import PART, Part


@dataclass(frozen=True)
class DieRolled(ev.Event):
    """A player rolled one die of ``sides`` faces for ``source``; ``natural`` is the number on
    its top face, before any modifier (706.2)."""

    player: str
    source: str  # the spell or ability's source, by name
    sides: int
    natural: int

    def describe(self) -> str:
        return f"{self.player} rolls a d{self.sides} for {self.source}: {self.natural}"


@dataclass(**PART)
class RollsDice(Part):
    """"you roll one or more dice": ``actor`` rolled dice (706.1), once for each instruction
    that rolls them (603.2c); with ``natural``, "you roll a natural 20": a die whose natural
    result, before any modifier, is that number (706.2); with ``highest``, "a die's highest
    natural result": N on a dN (706.1a)."""

    actor: Actor
    natural: int | None = None
    highest: bool = False

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> bool:
        assert isinstance(e, DieRolled)
        shows = (self.natural is None or e.natural == self.natural) and (
            not self.highest or e.natural == e.sides)
        return shows and self.actor.did(e.player, me)
