"""Reusable effects: the instructions spells and abilities carry (608.2c), in modules by
what they do.

Each effect is a frozen value with ``run(ctx)`` (``ctx`` is the ``Resolution`` of the
spell or ability) and ``text(name)``, the rules text it stands for, so a card's text can
be generated from its parts and compared with its Oracle text.
"""

from rulings_kit.core.effects.cards import Scry
from rulings_kit.core.effects.common import Quantity
from rulings_kit.core.effects.conditional import If, SpellsCastThisTurn, WasKicked
from rulings_kit.core.effects.continuous import BecomeCreature, ChangeCharacteristics
from rulings_kit.core.effects.spells import (
    CastForMadnessCost,
    CastForMiracleCost,
    CastSuspendedCard,
    CastWithoutPayingManaCost,
    CopySpell,
    CounterTarget,
    choices_from,
    reveal_for_miracle,
)
from rulings_kit.core.effects.zones import ExileThatSpellInstead

__all__ = [
    "BecomeCreature",
    "CastForMadnessCost",
    "CastForMiracleCost",
    "CastSuspendedCard",
    "CastWithoutPayingManaCost",
    "ChangeCharacteristics",
    "CopySpell",
    "CounterTarget",
    "ExileThatSpellInstead",
    "If",
    "Quantity",
    "Scry",
    "SpellsCastThisTurn",
    "WasKicked",
    "choices_from",
    "reveal_for_miracle",
]
