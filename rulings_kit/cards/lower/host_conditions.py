"""Static abilities of an Aura or Equipment whose condition is about the object it is
attached to (611.3a): "As long as enchanted permanent is a creature, it gets +2/+1.", "As
long as enchanted creature is blue, it gets +1/+1 and has shroud.", "As long as enchanted
permanent is a Vehicle, it's a creature in addition to its other types."

The condition is checked whenever the effect is looked at (611.3a), of the enchanted
object as the layers have left it when the effect starts to apply (613.6): its types,
subtypes, supertypes and colors, which layers 4 and 5 settle. A condition on what the
effect itself changes (keywords, power) is refused: it would depend on itself (613.8).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from rulings_kit.cards import model as m
from rulings_kit.cards.lower.filters import filter_test
from rulings_kit.cards.lower.strict import Unsupported
from rulings_kit.core.attachments import HostIs
from rulings_kit.core.card_types import CardType
from rulings_kit.core.layer_changes import AddTypes
from rulings_kit.core.statics import StaticEffect

#: how the static ability without its condition is lowered (cards/lower/statics.py)
Lower = Callable[[m.StaticAbility, str], tuple[Any, ...]]

#: the adjectives a condition on the enchanted object may name: its colors (105.1) and
#: supertypes (205.4a), which no P/T or ability change reads back, and whether it is
#: tapped (110.5), a status no layer changes
_QUALITIES = (m.ColorWord, m.Supertype)
_STATUSES = (m.StateWord.TAPPED, m.StateWord.UNTAPPED)


def host_static(a: m.StaticAbility, text: str, lower: Lower) -> tuple[StaticEffect, ...] | None:
    """The continuous effects of ``a`` when its condition is about the enchanted (or
    equipped) object, each applying only while the condition holds (611.3a); ``lower``
    lowers the ability without its condition, "it" read as that object. None when the
    condition is about something else."""
    c = a.condition
    if c is None or not isinstance(c.subject, m.AttachedRef):
        return None
    f = c.filter
    if c.test is not m.Test.IS or f is None or not a.condition_first or c.n or c.at_most \
            or not _qualities_only(f):
        raise Unsupported(c.text())
    holds = HostIs(filter_test(f))
    host = c.subject
    if f == m.Filter((m.CREATURE,)):  # "it" is then the enchanted creature (303.4b)
        host = replace(host, noun="creature")
    e = _it_named(a.effect, host)
    if isinstance(e, m.AddTypes) and e.card_type is m.KindWord.CREATURE:
        if f != _VEHICLE or e.others is not m.InAdditionTo.TYPES:
            raise Unsupported(e.text())  # a creature with no power or toughness (208.3)
        # "As long as enchanted permanent is a Vehicle, it's a creature in addition to its
        # other types": a Vehicle has the power and toughness it prints (301.7, 613.1d)
        return (StaticEffect(text, None, True, (AddTypes(frozenset({CardType.CREATURE})),),
                             condition=holds),)
    return tuple(_gated(found, holds) for found in lower(
        replace(a, effect=e, condition=None, condition_first=False), text))


#: "a Vehicle" (301.7), the artifact subtype whose cards print power and toughness
_VEHICLE = m.Filter((m.Kind((m.Subtype("Vehicle"),)),))


def _qualities_only(f: m.Filter) -> bool:
    """Whether the filter names only types (205) and colors or supertypes: what the
    enchanted object is, not what it has."""
    plain = all(not adj.non and all(isinstance(w, _QUALITIES) or w in _STATUSES
                                    for w in (adj.word, *adj.alternatives))
                for adj in f.adjectives)
    return plain and replace(f, types=(), adjectives=(), joiner="or") == m.Filter(())


def _it_named(e: m.Effect, host: m.AttachedRef) -> m.Effect:
    """The effect with "it" read as the object the condition names first (the enchanted
    object); every part must be about it or about objects a filter picks."""
    if isinstance(e, m.And):
        return replace(e, first=_it_named(e.first, host), second=_it_named(e.second, host),
                       more=tuple(_it_named(p, host) for p in e.more))
    what = getattr(e, "what", None)
    if what == m.ItRef(m.It.IT):
        return replace(e, what=host)  # type: ignore[arg-type]
    if isinstance(what, m.EachRef):  # "Goblin creatures get +0/+2": the condition alone
        return e
    raise Unsupported(e.text())


def _gated(found: object, holds: HostIs) -> StaticEffect:
    """A continuous effect of the ability, applying only while ``holds`` does (611.3a);
    any other part (a rule of the spell, a cost change) is refused."""
    if not isinstance(found, StaticEffect) or found.condition is not None:
        raise Unsupported(holds.test.__class__.__name__)
    return replace(found, condition=holds)


__all__ = ["host_static"]
