"""The words that change characteristics, lowered to typed changes, each in its layer
(613.1, core/layer_changes.py): for a resolving spell or ability, until end of turn
(611.2a), or for a static ability, while its source is on the battlefield (611.3a).

"Target creature has base power and toughness 1/1 until end of turn" (7b, 613.4b),
"Switch target creature's power and toughness until end of turn" (7d, 613.4d),
"Target creature becomes blue until end of turn" / "Enchanted creature is white" (5,
613.1e), "loses all abilities" (6, 613.1f), "Nonbasic lands are Mountains" (4, 305.7),
"Each land is a Swamp in addition to its other land types" (4, 305.6).
"""

from __future__ import annotations

from typing import Any

from rulings_kit.cards import model as m
from rulings_kit.cards.lower.filters import Unsupported
from rulings_kit.cards.lower.printed import BASIC_LAND_MANA, LAND_TYPES
from rulings_kit.cards.lower.refs import Scope
from rulings_kit.cards.lower.strict import require_handled
from rulings_kit.cards.model.kinds import CREATURE_TYPES
from rulings_kit.core.card_types import CardType
from rulings_kit.core.effects.continuous import ChangeCharacteristics
from rulings_kit.core.keywords import KEYWORDS
from rulings_kit.core.layer_changes import (
    AddColors,
    AddTypes,
    Change,
    LoseAllAbilities,
    LoseKeywords,
    RemoveTypes,
    SetColors,
    SetLandType,
    SetPowerToughness,
    SwitchPowerToughness,
)
from rulings_kit.core.produce import tap_for


def _number(text: str) -> int:
    if not text.isdigit():
        raise Unsupported(text)  # "X/X" and the like: not yet
    return int(text)


def changes_of(effect: m.Effect) -> tuple[Change, ...] | None:
    """The changes ``effect`` makes to what it applies to, or None for an effect that
    isn't one of these."""
    if isinstance(effect, m.SetBase):
        return (SetPowerToughness(_number(effect.power), _number(effect.toughness)),)
    if isinstance(effect, m.SwitchPT):
        return (SwitchPowerToughness(),)
    if isinstance(effect, m.SetColor):
        if effect.colors == (m.ColorWord.COLORLESS,):  # no color at all (105.2c)
            return (SetColors(frozenset()),)
        letters = frozenset(c.letter for c in effect.colors if c.letter)
        if len(letters) != len(effect.colors):  # "white and colorless": no such thing
            raise Unsupported(effect.text())
        return (SetColors(letters),)
    if isinstance(effect, m.LoseAllAbilitiesText):
        return (LoseAllAbilities(),)
    return None


def added_types(e: m.AddTypes) -> tuple[Change, ...] | None:
    """What "is a Knight in addition to its other types", "is a Pirate in addition to its
    other creature types", "is a white Angel in addition to its other colors and types", "is
    an artifact in addition to its other types" add (layer 4, 613.1d; colors, layer 5,
    105.3), or None for what this doesn't read."""
    if e.card_type is m.KindWord.ARTIFACT and e.others is m.InAdditionTo.TYPES:
        return (AddTypes(frozenset({CardType.ARTIFACT})),)
    subtypes = tuple(e.types.split())
    if e.card_type is not None or not subtypes or any(t not in CREATURE_TYPES for t in subtypes) \
            or e.others not in (m.InAdditionTo.TYPES, m.InAdditionTo.CREATURE_TYPES,
                                m.InAdditionTo.COLORS_AND_TYPES):
        return None
    letters = frozenset(c.letter for c in e.colors if c.letter)
    if len(letters) != len(e.colors):
        return None  # "colorless": no color to add
    added: tuple[Change, ...] = (AddTypes(subtypes=subtypes),)
    return (*added, AddColors(letters)) if letters else added


def layered_instruction(effect: m.SetBase | m.SwitchPT | m.SetColor | m.LoseAllAbilitiesText,
                        scope: Scope, said: str) -> tuple[Any, ...]:
    """The instruction of a resolving spell's or ability's effect that changes
    characteristics until end of turn (611.2a)."""
    changes = changes_of(effect)
    duration = effect.duration
    if changes is None or duration is None or \
            not duration.words.this_turn:
        raise Unsupported(effect.text())  # both end in the cleanup step (514.2)
    return (ChangeCharacteristics(said, scope.objects(effect.what), changes),)


def static_changes(effect: m.Effect) -> tuple[Change, ...] | None:
    """A static ability's changes (611.3a), or None for an effect that isn't one of these:
    "... lose all abilities", "... have base power and toughness 1/1", "... is white",
    "... are Mountains", "... is a Swamp in addition to its other land types"."""
    if isinstance(effect, m.LoseAbilities) and effect.duration is None:
        require_handled(effect)
        lost = frozenset(k[:1].upper() + k[1:] for k in effect.abilities)
        if not all(k in KEYWORDS for k in lost):
            raise Unsupported(effect.text())
        return (LoseKeywords(lost),)
    if isinstance(effect, m.SetLandType):
        require_handled(effect)
        if effect.land_type not in BASIC_LAND_MANA:
            raise Unsupported(effect.text())
        return (SetLandType(effect.land_type, tap_for(BASIC_LAND_MANA[effect.land_type]),
                            LAND_TYPES),)
    if isinstance(effect, m.AddTypes) and effect.others is m.InAdditionTo.LAND_TYPES:
        require_handled(effect)
        kind = effect.types
        if kind not in BASIC_LAND_MANA:
            raise Unsupported(effect.text())
        return (AddTypes(subtypes=(kind,), abilities=(tap_for(BASIC_LAND_MANA[kind]),)),)
    if isinstance(effect, m.NotAType) and effect.card_type is m.KindWord.CREATURE:
        require_handled(effect)  # "Heliod isn't a creature" (613.1d): the type and the
        # creature types go (205.3d)
        return (RemoveTypes(frozenset({CardType.CREATURE}), frozenset(CREATURE_TYPES)),)
    changes = changes_of(effect)
    if changes is None:
        return None
    require_handled(effect)
    if getattr(effect, "duration", None) is not None or isinstance(effect, m.SwitchPT):
        raise Unsupported(effect.text())
    return changes


__all__ = ["added_types", "changes_of", "layered_instruction", "static_changes"]
