"""Reusable effects: the instructions spells and abilities carry (608.2c), in modules by
what they do.

Each effect is a frozen value with ``run(ctx)`` (``ctx`` is the ``Resolution`` of the
spell or ability) and ``text(name)``, the rules text it stands for, so a card's text can
be generated from its parts and compared with its Oracle text.
"""

from rulings_kit.core.effects.cards import Draw, DrawThenDiscard, DrawThenPutBack, Scry
from rulings_kit.core.effects.common import Amount
from rulings_kit.core.effects.continuous import BecomeCreature, Pump, ShroudFromOpponents
from rulings_kit.core.effects.counters import AddCounters, DoubleCounters
from rulings_kit.core.effects.damage import DealDamage, DivideDamageEvenly, Fight
from rulings_kit.core.effects.gains import AddOneOfProducedType, CreateTokens, ExtraTurn, GainLife
from rulings_kit.core.effects.spells import (
    CastForMiracleCost,
    CastFromExileFree,
    CopyTargetingSource,
    CounterTarget,
    choices_from,
    reveal_for_miracle,
)
from rulings_kit.core.effects.zones import (
    Destroy,
    ExileAsItResolves,
    ExileSelf,
    OpponentExilesTopCard,
    ProcessFromExile,
    ReturnToBattlefield,
    SacrificeUnlessSacrificeCreature,
    ShuffleSelfIntoLibrary,
)

__all__ = [
    "AddCounters",
    "AddOneOfProducedType",
    "Amount",
    "BecomeCreature",
    "CastForMiracleCost",
    "CastFromExileFree",
    "CopyTargetingSource",
    "CounterTarget",
    "CreateTokens",
    "DealDamage",
    "Destroy",
    "DivideDamageEvenly",
    "DoubleCounters",
    "Draw",
    "DrawThenDiscard",
    "DrawThenPutBack",
    "ExileAsItResolves",
    "ExileSelf",
    "ExtraTurn",
    "Fight",
    "GainLife",
    "OpponentExilesTopCard",
    "ProcessFromExile",
    "Pump",
    "ReturnToBattlefield",
    "SacrificeUnlessSacrificeCreature",
    "Scry",
    "ShroudFromOpponents",
    "ShuffleSelfIntoLibrary",
    "choices_from",
    "reveal_for_miracle",
]
