"""Optional additional costs a spell's own keywords let its caster pay (601.2b, 601.2f-h),
other than kicker (702.33, ``CardDef.kicker``): buyback (702.27a), entwine (702.42a) and
replicate (702.56a), the one paid any number of times.

A cast names them by keyword, each with how many times it is paid (``extra`` in a
scenario: ``{buyback = true}``); the spell remembers them (``GameObject.extras``). What
each does is carried out where it happens: entwine's modes as the spell is cast
(:func:`chosen_modes`), buyback's return to hand as it resolves
(:func:`returns_to_hand`, 608.2n), replicate's copies by its trigger as the spell is cast
(rulings_kit.core.effects.cast_triggers).
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

from rulings_kit.core.definitions import CardDef
from rulings_kit.core.mana import NO_MANA, ManaCost
from rulings_kit.core.state import GameObject
from rulings_kit.errors import IllegalActionError


class OptionalCost(StrEnum):
    """A keyword whose cost is an optional additional cost, by the word a cast names it
    with (``extra = {buyback = true}``)."""

    BUYBACK = "buyback"
    ENTWINE = "entwine"
    REPLICATE = "replicate"
    CASUALTY = "casualty"  # paid with a permanent (rulings_kit.core.object_costs)
    CONSPIRE = "conspire"

    @property
    def rule(self) -> str:
        return _RULES[self]


_RULES = {OptionalCost.BUYBACK: "702.27a", OptionalCost.ENTWINE: "702.42a",
          OptionalCost.REPLICATE: "702.56a", OptionalCost.CASUALTY: "702.153a",
          OptionalCost.CONSPIRE: "702.78a"}
#: the optional costs paid any number of times ("you may pay [cost] any number of times")
_ANY_NUMBER = frozenset({OptionalCost.REPLICATE})
#: the optional costs paid with permanents rather than mana (rulings_kit.core.object_costs)
PAID_WITH_PERMANENTS = frozenset({OptionalCost.CASUALTY, OptionalCost.CONSPIRE})

#: what a cast pays: each keyword with how many times (601.2b)
Extras = tuple[tuple[str, int], ...]


def check_extras(d: CardDef, extras: Extras) -> Extras:
    """The optional costs ``extras`` names that ``d`` has, each paid once at most; raises
    IllegalActionError, naming the rule, for any other."""
    own = dict(d.optional_costs)
    paid: list[tuple[str, int]] = []
    for keyword, times in extras:
        known = next((o for o in OptionalCost if o.value == keyword), None)
        if known is None:
            raise IllegalActionError(
                f"{d.name}: {keyword!r} is not an optional additional cost the engine pays "
                f"(601.2b); it pays: {', '.join(OptionalCost)}", ("601.2b",))
        if keyword not in own:
            raise IllegalActionError(f"{d.name} has no {keyword} cost to pay (601.2b, "
                                     f"{known.rule})", ("601.2b", known.rule))
        if times < 0 or (times > 1 and known not in _ANY_NUMBER):
            raise IllegalActionError(
                f"{d.name}'s {keyword} cost is paid once or not at all ({known.rule})",
                (known.rule,))
        if times:
            paid.append((keyword, times))
    if OptionalCost.ENTWINE in dict(paid) and not d.choose_modes:
        raise IllegalActionError(f"{d.name} is not modal: nothing to entwine (702.42a)",
                                 ("702.42a",))
    return tuple(paid)


def extra_mana(d: CardDef, paid: Extras) -> ManaCost:
    """The mana the optional costs paid add to the total cost (601.2f)."""
    if not paid:
        return NO_MANA
    own = dict(d.optional_costs)
    total = NO_MANA
    for keyword, times in paid:
        for _ in range(times):
            total = total + own[keyword]
    return total


def chosen_modes(d: CardDef, paid: Extras, modes: Sequence[int]) -> tuple[int, ...] | None:
    """All of a modal spell's modes when its entwine cost is paid (702.42a: "You may choose
    all modes of this spell instead of just the number specified"); None otherwise. Modes
    named as well must be all of them."""
    if OptionalCost.ENTWINE not in dict(paid):
        return None
    every = tuple(range(1, len(d.modes) + 1))
    if modes and tuple(sorted(modes)) != every:
        raise IllegalActionError(
            f"{d.name} is entwined: all its modes are chosen (702.42a); leave out modes",
            ("702.42a",))
    return every


def returns_to_hand(spell: GameObject) -> bool:
    """Whether the spell's buyback cost was paid: it goes to its owner's hand instead of
    their graveyard as it resolves (702.27a)."""
    return OptionalCost.BUYBACK in spell.extras


__all__ = ["PAID_WITH_PERMANENTS", "Extras", "OptionalCost", "check_extras", "chosen_modes",
           "extra_mana", "returns_to_hand"]
