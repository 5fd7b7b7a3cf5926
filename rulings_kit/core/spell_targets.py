"""What a spell targets (115.1), or where it was cast from (601.2a), as a test of the
spell: "spells that target a creature or planeswalker you control", "spells you cast from
your graveyard", whose total cost an effect changes once its targets are chosen (601.2c,
601.2f)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core.filters import ObjectTest
from rulings_kit.core.state import GameObject, GameState, Zone
from rulings_kit.core.values import PART, Part


@dataclass(**PART)
class TargetsOne(Part):
    """"spells that target a creature or planeswalker you control" (115.1): one of the
    spell's targets is an object ``test`` takes, seen from the source."""

    test: ObjectTest

    def __call__(self, state: GameState, me: GameObject, obj: GameObject) -> bool:
        return any(isinstance(t, int) and state.has(t) and self.test(state, me, state.obj(t))
                   for t in obj.targets)


@dataclass(**PART)
class ItTargets(Part):
    """"This spell costs {3} less to cast if it targets a creature token." (601.2f): one of
    the spell's own targets, chosen before its total cost is determined (601.2c), is an
    object ``test`` takes, seen from the spell."""

    test: ObjectTest

    def __call__(self, state: GameState, obj: GameObject) -> bool:
        return TargetsOne(self.test)(state, obj, obj)


@dataclass(**PART)
class CastFrom(Part):
    """"Spells you cast from your graveyard" (601.2a): the spell was cast from that zone of
    its caster's (a card cast from another player's graveyard isn't)."""

    zone: Zone

    def __call__(self, state: GameState, me: GameObject, obj: GameObject) -> bool:
        return obj.cast_from is self.zone and obj.owner == obj.controller
