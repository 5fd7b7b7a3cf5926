"""Reusable effects: the instructions spells and abilities carry (608.2c), in modules by
what they do.

Each effect is a frozen value with ``run(ctx)`` (``ctx`` is the ``Resolution`` of the
spell or ability) and ``text(name)``, the rules text it stands for, so a card's text can
be generated from its parts and compared with its Oracle text.
"""

from rulings_kit.core.effects.cards import Draw, Scry
from rulings_kit.core.effects.common import (
    Amount,
    Quantity,
)
from rulings_kit.core.effects.conditional import If, SpellsCastThisTurn, WasKicked
from rulings_kit.core.effects.continuous import BecomeCreature
from rulings_kit.core.effects.gains import (
    AddManaOfProducedType,
    CreateTokens,
    GainLife,
)
from rulings_kit.core.effects.spells import (
    CastForMiracleCost,
    CastWithoutPayingManaCost,
    CopySpell,
    CounterTarget,
    choices_from,
    reveal_for_miracle,
)
from rulings_kit.core.effects.zones import (
    ExileThatSpellInstead,
    PutExiledCardsIntoGraveyard,
    ReturnToBattlefield,
    SacrificeUnless,
)

__all__ = [
    "AddManaOfProducedType",
    "Amount",
    "BecomeCreature",
    "CastForMiracleCost",
    "CastWithoutPayingManaCost",
    "CopySpell",
    "CounterTarget",
    "CreateTokens",
    "Draw",
    "ExileThatSpellInstead",
    "GainLife",
    "If",
    "PutExiledCardsIntoGraveyard",
    "Quantity",
    "ReturnToBattlefield",
    "SacrificeUnless",
    "Scry",
    "SpellsCastThisTurn",
    "WasKicked",
    "choices_from",
    "reveal_for_miracle",
]
