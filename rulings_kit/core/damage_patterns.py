"""Trigger patterns of damage being dealt (120.3): "whenever this creature deals combat
damage to a player", "whenever enchanted creature is dealt damage", "whenever you're dealt
noncombat damage". Combat damage is the damage of the combat damage step (510.2); as the
other patterns (``core.patterns``), each is a value."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.characteristics import card_types
from rulings_kit.core.filters import ObjectTest
from rulings_kit.core.patterns import Actor, Hit, answer
from rulings_kit.core.state import GameObject, GameState
from rulings_kit.core.values import PART, Part


@dataclass(**PART)
class DealsDamage(Part):
    """"deals (combat) damage (to a player / to an opponent)" (120.3, 510.3a): with
    ``combat``, combat damage only (510.2); ``to_player``, to a player; ``to_opponent``,
    to an opponent of the source's controller."""

    who: ObjectTest
    combat: bool = False
    to_player: bool = False
    to_opponent: bool = False
    to_enchanted: bool = False  # to the player the source enchants (303.4b)

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> Hit:
        assert isinstance(e, ev.DamageDealt)
        if (self.combat and e.rule != "510.2") or (  # combat damage (510.2)
                self.to_enchanted and e.target != me.attached_to):
            return False
        if self.to_player:
            player = e.target if isinstance(e.target, str) else None
            if player is None or (self.to_opponent and player == me.controller):
                return False
        return self.who(s, me, e.source)


@dataclass(**PART)
class DealsCombatDamageToACreature(Part):
    """"Whenever this creature deals combat damage to a creature" (510.2, 603.2): once for
    each creature it deals combat damage to, which the ability remembers ("destroy that
    creature"), as it is on the battlefield when the damage is dealt."""

    who: ObjectTest

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> Hit:
        assert isinstance(e, ev.DamageDealt)
        if e.rule != "510.2" or isinstance(e.target, str) or not s.has(e.target):
            return None
        dealt = s.obj(e.target)
        if "Creature" not in card_types(s, dealt) or not self.who(s, me, e.source):
            return None
        return dealt


@dataclass(**PART)
class IsDealtDamage(Part):
    """An object "is dealt damage" (120.3)."""

    who: ObjectTest
    is_self: bool = False

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> Hit:
        assert isinstance(e, ev.DamageDealt)
        if isinstance(e.target, str) or not s.has(e.target):
            return None
        hit = s.obj(e.target)
        return answer(self.is_self, hit) if self.who(s, me, hit) else None


@dataclass(**PART)
class PlayerDealtDamage(Part):
    """"you are dealt (noncombat) damage" (120.3; combat damage is 510.2's)."""

    actor: Actor
    noncombat: bool = False

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> bool:
        assert isinstance(e, ev.DamageDealt)
        return isinstance(e.target, str) and self.actor.did(e.target, me) and not (
            self.noncombat and e.rule == "510.2")
