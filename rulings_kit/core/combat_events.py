"""The events of declaring attackers and blockers (508.1, 509.1); ``core.events`` names
them with the others."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core.event_base import Event
from rulings_kit.core.state import GameObject
from rulings_kit.core.words import possessive


@dataclass(frozen=True)
class Attacked(Event):
    """A creature declared as an attacker (508.1): it attacks the defending player, or
    ``planeswalker``, one that player controls (508.1b)."""

    creature: GameObject
    defender: str
    planeswalker: GameObject | None = None

    def describe(self) -> str:
        if self.planeswalker is not None:
            return (f"{self.creature.name} attacks {self.planeswalker.name}, "
                    f"{possessive(self.defender)} planeswalker")
        return f"{self.creature.name} attacks {self.defender}"


@dataclass(frozen=True)
class Blocked(Event):
    blocker: GameObject
    attacker: GameObject

    def describe(self) -> str:
        return f"{self.blocker.name} blocks {self.attacker.name}"


@dataclass(frozen=True)
class Unblocked(Event):
    """An attacking creature no creature was declared to block (509.1h): what "attacks and
    isn't blocked" watches (509.3g)."""

    attacker: GameObject

    def describe(self) -> str:
        return f"{self.attacker.name} is unblocked"
