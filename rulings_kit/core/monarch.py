"""The monarch's inherent triggered abilities (725.2). They have no source and are controlled by
the player who was the monarch as they triggered (725.2, an exception to 113.8): the engine
holds them in :data:`MONARCH_CARD` and checks them from a stand-in for the missing source,
controlled by the monarch (:func:`monarch_source`)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.abilities import Trigger, TriggeredAbility
from rulings_kit.core.characteristics import card_types
from rulings_kit.core.context import Resolution
from rulings_kit.core.definitions import CardDef
from rulings_kit.core.designations import MONARCH, give, monarch
from rulings_kit.core.game_object import GameObject
from rulings_kit.core.patterns import StepBegins
from rulings_kit.core.state import GameState
from rulings_kit.core.values import PART, Part
from rulings_kit.core.zones import Kind, Step, Zone


@dataclass(**PART)
class CreatureDealsCombatDamageToYou(Part):
    """"Whenever a creature deals combat damage to the monarch" (725.2), "you" being the
    controller of the ability's source: the creature is what the trigger is about."""

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> GameObject | bool:
        assert isinstance(e, ev.DamageDealt)
        if e.rule != "510.2" or e.target != me.controller:  # combat damage (510.2)
            return False
        return e.source if "Creature" in card_types(s, e.source) else False


@dataclass(frozen=True)
class _MonarchDraws:
    """"that player draws a card": the monarch as the ability triggered, who controls it."""

    def run(self, ctx: Resolution) -> None:
        ctx.txn.draw(ctx.controller, 1)

    def text(self, name: str) -> str:
        return "That player draws a card."


@dataclass(frozen=True)
class _ItsControllerBecomesMonarch:
    """"its controller becomes the monarch": the creature's controller as it dealt the
    damage, or as it last existed (608.2h)."""

    def run(self, ctx: Resolution) -> None:
        creature = ctx.obj.subject
        if creature is not None:
            now = ctx.state.obj(creature.id) if ctx.state.has(creature.id) else creature
            give(ctx.txn, now.controller, MONARCH, "725.2")

    def text(self, name: str) -> str:
        return "Its controller becomes the monarch."


#: the monarch's inherent triggered abilities (725.2), checked from the command zone
MONARCH_CARD = CardDef(
    name="the monarch", mana_cost=None, colors=frozenset(), types=(), layout="designation",
    abilities=(
        TriggeredAbility(Trigger(ev.StepBegan, StepBegins(Step.END, yours=True),
                                 "At the beginning of the monarch's end step", Zone.COMMAND,
                                 "725.2"),
                         (_MonarchDraws(),)),
        TriggeredAbility(Trigger(ev.DamageDealt, CreatureDealsCombatDamageToYou(),
                                 "Whenever a creature deals combat damage to the monarch",
                                 Zone.COMMAND, "725.2"),
                         (_ItsControllerBecomesMonarch(),)),
    ))


def monarch_source(state: GameState) -> GameObject | None:
    """What the monarch's abilities trigger from: they have no source (725.2), so this
    object is in no zone's list; it is controlled by the monarch, who controls them."""
    player = monarch(state)
    if player is None:
        return None
    return GameObject(id=0, card=MONARCH_CARD, owner=player, controller=player,
                      zone=Zone.COMMAND, kind=Kind.EMBLEM)


