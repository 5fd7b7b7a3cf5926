"""Level up (702.87a) and a leveler's level symbols (711.2), built as the engine's
abilities: an activated ability putting a level counter on the permanent, and, for each
symbol, a static ability that gives the permanent its striation's base power and
toughness and abilities while it has that many level counters (711.2a-b). A Class's level
bars (716.2a) the same way: an activated ability raising its level, and its section's
abilities while it is at least that level."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from rulings_kit.cards import model as m
from rulings_kit.cards.lower.costs import activation_cost
from rulings_kit.cards.lower.filters import Unsupported
from rulings_kit.cards.lower.strict import require_handled
from rulings_kit.core import definitions as d
from rulings_kit.core.ability_costs import AbilitiesCostChange
from rulings_kit.core.classes import BecomeLevel, LevelAtLeast, LevelIs
from rulings_kit.core.conditions import SourceTest
from rulings_kit.core.filters import IsSource
from rulings_kit.core.layer_changes import AddKeywords, Change, GrantAbilities, SetPowerToughness
from rulings_kit.core.levels import LEVEL, CountersBetween, WhileSource, striation_text
from rulings_kit.core.statics import StaticEffect


def level_up(cost: m.CostText) -> m.ActivatedAbilityText:
    """Level up [cost] (702.87a): "[Cost]: Put a level counter on this permanent. Activate
    only as a sorcery." """
    return m.ActivatedAbilityText(cost, m.PutCountersText(m.SelfRef(), m.Fixed(1), LEVEL),
                                  m.Timing.SORCERY)


def _qualified(ability: m.Ability) -> bool:
    """A keyword with a quality ("protection from instants", "hexproof from blue"): the
    engine reads its quality from the printed keyword lines, which a level symbol's
    ability is not always part of."""
    keywords = ability.keywords if isinstance(ability, m.KeywordLine) else (
        (ability,) if isinstance(ability, m.Keyword) else ())
    return any(k.quality for k in keywords)


def striation(symbol: m.LevelSymbol, built: list[Any], keywords: set[str],
              gives: str) -> list[Any]:
    """The engine's abilities for ``symbol`` (711.2a-b): the static ability giving the
    permanent its base power and toughness, ``keywords`` and the activated abilities of
    ``built`` (the striation's abilities, built as the card's own) while it has that many
    level counters; the striation's triggered and static abilities are the permanent's
    only while it does. ``gives``: the striation's abilities in words."""
    when = CountersBetween(symbol.low, symbol.high)
    power, toughness = int(symbol.power), int(symbol.toughness)
    text = striation_text(symbol.low, symbol.high, power, toughness, gives)
    return _held_while(symbol, when, text, built, keywords,
                       [SetPowerToughness(power, toughness)])  # layer 7b (613.4b)


def class_level(level: m.ClassLevel, built: list[Any], keywords: set[str],
                gives: str) -> list[Any]:
    """The engine's abilities for a class level bar (716.2a): "[Cost]: This Class's level
    becomes N. Activate only if this Class is level N-1 and only as a sorcery" and "As long
    as this Class is level N or greater, it has [abilities]", ``built`` and ``keywords``
    being its section's abilities built as the card's own, ``gives`` them in words."""
    require_handled(level.cost)
    n = level.n
    bar = d.ActivatedAbility(activation_cost(level.cost),
                             (BecomeLevel(f"This Class's level becomes {n}.", n),),
                             sorcery_speed=True, only_if=LevelIs(n - 1),
                             only_if_text=f"it is level {n - 1} (716.2a)")
    text = f"As long as this Class is level {n} or greater, it has {gives}."
    return [bar, *_held_while(level, LevelAtLeast(n), text, built, keywords, [])]


def _held_while(part: m.LevelSymbol | m.ClassLevel, when: SourceTest, text: str,
                built: list[Any], keywords: set[str], changes: list[Change]) -> list[Any]:
    """The abilities ``built`` of ``part``'s section, the permanent's only while ``when``
    holds (711.2, 716.2): its keywords and activated abilities granted by a static ability
    (layer 6, 613.1f) with ``changes``, its triggered and static abilities conditional."""
    if any(_qualified(a) for a in part.abilities):
        raise Unsupported(part.text())
    activated = tuple(a for a in built if isinstance(a, d.ActivatedAbility))
    changes = list(changes)
    if keywords:
        changes.append(AddKeywords(frozenset(keywords)))  # layer 6 (613.1f)
    if activated:
        changes.append(GrantAbilities(activated))
    found: list[Any] = [StaticEffect(text, IsSource(), changes=tuple(changes), condition=when)
                        ] if changes else []
    for a in built:
        if isinstance(a, d.ActivatedAbility):
            continue
        if isinstance(a, d.TriggeredAbility) and not a.delayed:
            found.append(replace(a, trigger=replace(a.trigger,
                                                    test=WhileSource(a.trigger.test, when))))
        elif isinstance(a, StaticEffect | AbilitiesCostChange) and a.condition is None:
            found.append(replace(a, condition=when))  # "As long as ... level 2 or greater"
        else:  # a replacement or prevention effect, a condition of its own: not yet
            raise Unsupported(part.text())
    return found


__all__ = ["class_level", "level_up", "striation"]
