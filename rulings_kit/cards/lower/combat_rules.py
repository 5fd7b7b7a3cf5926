"""Lowering of the static abilities about blocks and combat damage (509.1b, 510.1c) to
the engine's static effects: one function per node kind (``COMBAT_STATICS``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rulings_kit.cards import model as m
from rulings_kit.cards.lower.filters import Unsupported, filter_test
from rulings_kit.cards.lower.strict import Lowerings
from rulings_kit.core.block_requirements import LURE
from rulings_kit.core.block_restrictions import PowerLessThanSource, blocked_despite
from rulings_kit.core.filters import IsSource
from rulings_kit.core.statics import AS_THOUGH_UNBLOCKED, CANT_BE_BLOCKED_BY, StaticEffect

#: the static abilities of this module, by the kind of their effect's node
COMBAT_STATICS: Lowerings[Callable[[Any, str], StaticEffect]] = Lowerings("combat static")
_lowers = COMBAT_STATICS.lowers


#: what an Aura or Equipment with a lure must be attached to (303.4b, 301.5a)
_CREATURE = ("creature",)


def _itself(what: m.ObjectRef) -> IsSource:
    """The words must name the card itself: the engine's effects here are its own."""
    if not isinstance(what, m.SelfRef):
        raise Unsupported(what.text())
    return IsSource()


@_lowers(m.AssignAsThoughUnblocked, reads="what")
def _as_though_unblocked(e: m.AssignAsThoughUnblocked, text: str) -> StaticEffect:
    # its controller chooses as it assigns combat damage (510.1c; core.combat_damage)
    return StaticEffect(text, _itself(e.what), restriction=AS_THOUGH_UNBLOCKED)


@_lowers(m.LesserPowerCantBlock, reads="what")
def _lesser_power(e: m.LesserPowerCantBlock, text: str) -> StaticEffect:
    # a restriction on the blocks, compared as blockers are declared (509.1b)
    return StaticEffect(text, _itself(e.what), restriction=CANT_BE_BLOCKED_BY,
                        by=PowerLessThanSource())


def _lure(e: m.Lure, text: str) -> StaticEffect:
    # a lasting requirement for each creature the defending player controls (509.1c);
    # its fields are declared with its lowering as an instruction (lower/blocking.py)
    if e.duration is not None:
        raise Unsupported(e.text())
    if isinstance(e.what, m.AttachedRef) and e.what.noun in _CREATURE:
        return StaticEffect(text, None, attached=True, restriction=LURE)  # 303.4b, 301.5a
    return StaticEffect(text, _itself(e.what), restriction=LURE)


@_lowers(m.BlockedDespiteLandwalk, reads="what land")
def _despite_landwalk(e: m.BlockedDespiteLandwalk, text: str) -> StaticEffect:
    # an exception to landwalk's restriction (702.14c), checked as blockers are declared
    land = e.land.value if e.land is not None else None
    return StaticEffect(text, filter_test(e.what), restriction=blocked_despite(land))


def combat_static(e: Any, text: str) -> StaticEffect | None:
    """The static effect of ``e``, if it is one of this module's kinds; else None."""
    if isinstance(e, m.Lure):
        return _lure(e, text)
    if type(e) not in COMBAT_STATICS.table:
        return None
    return COMBAT_STATICS.of(e)(e, text)
