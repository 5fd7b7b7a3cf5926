"""Copy effects as a card's abilities say them (707): "You may have this creature enter as
a copy of any creature on the battlefield, except it's 7/7." (614.1c, 707.5, 707.9).

These are the abilities' values only; what they do is in ``core/copy_effects.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class CopyExceptions:
    """The exceptions of a copy effect (707.9): characteristics it sets or adds, which
    become part of the copy's copiable values (707.9a-b), so a copy of the copy has them
    too (707.3)."""

    #: "except it's 7/7" (707.9b); a characteristic-defining ability of the original
    #: that defines power and toughness is then not copied (707.9d)
    power: int | None = None
    toughness: int | None = None
    #: "except it's an enchantment in addition to its other types" (707.9b)
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    #: "except it has haste" (707.9a)
    keywords: tuple[str, ...] = ()
    #: "except it has this ability" (707.9a): the ability that makes the copy
    this_ability: bool = False
    #: the words, as the card prints them after the copy: ", except it's 7/7"
    text: str = ""
    #: "except it's white" (707.9b): the copy's colors, replacing the original's
    colors: frozenset[str] | None = None
    #: "it has no mana cost" (707.9b; embalm 702.128a, eternalize 702.129a)
    no_mana_cost: bool = False

    @property
    def none(self) -> bool:
        """Whether it is a plain copy, with no exception."""
        return self == CopyExceptions()


@dataclass(frozen=True)
class EntersAsCopyOf:
    """ "You may have this creature enter as a copy of any creature on the battlefield."
    (614.1c): as the permanent would enter, its controller may choose a permanent ``test``
    accepts (asked ``test(state, entering, candidate)``); it enters as a copy of it
    (707.5), with ``exceptions`` (707.9)."""

    test: Callable[..., bool]
    what: str  # "any creature on the battlefield"
    exceptions: CopyExceptions = CopyExceptions()
    text: str = ""
    #: "except it enters with X additional +1/+1 counters on it": an additional effect,
    #: not a copiable value (707.9e): (kind, number; None for X)
    enters_with: tuple[tuple[str, int | None], ...] = ()
    #: "You may have this land enter tapped as a copy of any land": tapped only if it
    #: enters as a copy (614.1c)
    tapped: bool = False


__all__ = ["CopyExceptions", "EntersAsCopyOf"]
