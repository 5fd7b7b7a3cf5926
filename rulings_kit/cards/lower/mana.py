"""Mana abilities of the card vocabulary (605): what they add (106.1), and what else
they do as they resolve, at once (605.3b)."""

from __future__ import annotations

import dataclasses
from dataclasses import replace
from typing import Any

from rulings_kit.cards import model as m
from rulings_kit.cards.lower.conditions import source_test
from rulings_kit.cards.lower.effects import interpret, words
from rulings_kit.cards.lower.filters import SPELL_TYPES, Unsupported, filter_test
from rulings_kit.cards.lower.refs import Scope
from rulings_kit.cards.lower.strict import require_handled
from rulings_kit.core import definitions as d
from rulings_kit.core.mana import ManaCost, SpendOnly
from rulings_kit.core.produce import (
    AnyColor,
    FixedMana,
    ForEach,
    Instead,
    OneColor,
    OneOf,
    WhatLandsCouldProduce,
)
from rulings_kit.errors import RulingsError


def mana_ability(a: m.ActivatedAbilityText, cost: d.Cost, scope: Scope,
                 name: str) -> d.ActivatedAbility | None:
    """``a`` as a mana ability (605.1a), or None for an ability that adds no mana or is a
    loyalty ability (which uses the stack, 605.1a); one that adds mana but has more to it
    than the interpreter builds is refused. ``scope``: a fresh one, with "it" the source."""
    effect = a.effect
    if a.condition is not None and adds_mana(effect):
        raise Unsupported(a.text())  # a mana ability "activate only if ..." (605.1a)
    if cost.loyalty is not None:
        return None
    if isinstance(effect, m.PerEach) and isinstance(effect.effect, m.AddMana) and \
            not a.timing:  # "{T}: Add {C} for each artifact you control named ..."
        return d.ActivatedAbility(cost, mana=_mana_for_each(effect, words(effect, name)))
    if _adds_mana_instead(effect) and not a.timing:
        assert isinstance(effect, m.Sentences)
        usual, instead = effect.parts
        assert isinstance(usual, m.AddMana) and isinstance(instead, m.IfThen)
        assert isinstance(instead.effect, m.AddMana)
        made, other = mana_of(usual), mana_of(instead.effect)
        if not isinstance(made, FixedMana) or not isinstance(other, FixedMana):
            raise Unsupported(effect.text())
        return d.ActivatedAbility(cost, mana=Instead(
            made, other, source_test(instead.condition), words(effect, name)))
    mana, more = _adds_mana(effect)
    if mana is not None and not a.timing:
        # what else it does happens as it resolves, at once (605.3b): "{T}: Add {W} or
        # {U}. This land deals 1 damage to you."
        effects = interpret(more, scope, name) if more is not None else ()
        if scope.specs:  # an ability with a target is no mana ability (605.5a)
            raise Unsupported(effect.text())
        return d.ActivatedAbility(cost, effects, mana=mana_of(mana),
                                  spend_only=_spend_only(mana))
    if adds_mana(effect):  # more to it than the interpreter builds: not yet
        raise Unsupported(effect.text())
    return None


def _spend_only(effect: m.AddMana) -> SpendOnly | None:
    """"Spend this mana only to cast a multicolored spell" (106.6), for the kinds of spell
    the engine can tell apart: card types, and multicolored."""
    f = effect.spend_only
    if f is None:
        return None
    types = tuple(kind.types[0].card_type for kind in f.types
                  if not kind.subtypes and len(kind.types) == 1)
    rest = replace(f, types=(), noun=m.FilterNoun.UNSAID, joiner="or",
                   adjectives=tuple(a for a in f.adjectives if a != _MULTICOLORED))
    if rest != m.Filter(()) or len(types) != len(f.types) or not set(types) <= SPELL_TYPES:
        raise Unsupported(f"spend this mana only to cast {f.text()}")
    said = f"to cast {f.text(plural_form=True)}"
    return SpendOnly(said, tuple(t.value for t in types if t is not None),
                     multicolored=_MULTICOLORED in f.adjectives)


#: "multicolored" (105.2b), the adjective
_MULTICOLORED = m.Adjective(m.StateWord.MULTICOLORED)


def _adds_mana(effect: m.Effect) -> tuple[m.AddMana | None, m.Effect | None]:
    """The mana an ability's effect adds first, and the rest of its sentences (or None)."""
    if isinstance(effect, m.AddMana):
        return effect, None
    if isinstance(effect, m.Sentences) and isinstance(effect.parts[0], m.AddMana):
        rest = effect.parts[1:]
        return effect.parts[0], rest[0] if len(rest) == 1 else m.Sentences(rest)
    return None, None


def _adds_mana_instead(effect: m.Effect) -> bool:
    """"Add {G}. If you control four or more creatures, add {G}{G} instead." (614.1a)"""
    if not isinstance(effect, m.Sentences) or len(effect.parts) != 2:
        return False
    usual, instead = effect.parts
    return isinstance(usual, m.AddMana) and isinstance(instead, m.IfThen) and \
        instead.instead and not (instead.also or instead.condition_last) and \
        isinstance(instead.effect, m.AddMana)


def _mana_for_each(effect: m.PerEach, text: str) -> ForEach:
    """"{T}: Add {C} for each artifact you control named Powerstone Shard." (106.1)"""
    assert isinstance(effect.effect, m.AddMana)
    made = mana_of(effect.effect)
    if not isinstance(made, FixedMana) or not isinstance(effect.counted, m.Filter) or \
            effect.counted.zone or effect.effect.spend_only:
        raise Unsupported(effect.text())
    return ForEach(made.mana, filter_test(effect.counted), text)


def mana_of(effect: m.AddMana) -> Any:
    """What an "Add ..." instruction adds, as the engine's mana production (106.1)."""
    require_handled(effect)
    if effect.could_produce is not None:  # 106.7
        lands = effect.could_produce
        if lands != m.Filter((m.LAND,), controller=lands.controller) or lands.controller not in (
                m.Controller.YOU, m.Controller.AN_OPPONENT):
            raise Unsupported(effect.text())
        return WhatLandsCouldProduce(lands.controller is m.Controller.AN_OPPONENT,
                                     not effect.any_type)
    if effect.spread is m.Spread.ONE_COLOR and isinstance(effect.amount, m.Fixed):
        return OneColor(effect.amount.n)  # one color chosen as it resolves (106.1)
    if effect.any_color:
        return AnyColor()
    if effect.amount is not None or effect.spread:
        raise Unsupported(effect.text())  # "an amount of {G} equal to its power"
    options = []
    for symbols in effect.symbols:
        try:
            cost = ManaCost.parse(symbols)
        except RulingsError:
            raise Unsupported(effect.text()) from None
        if not cost.symbols or cost.generic or cost.x_count or not cost.plain:
            raise Unsupported(effect.text())
        options.append(tuple(cost.symbols))
    if len(options) == 1:
        return FixedMana(options[0])
    if any(len(o) != 1 for o in options):
        raise Unsupported(effect.text())
    return OneOf(tuple(o[0] for o in options))


def adds_mana(part: object) -> bool:
    """Whether a part, or any part inside it, adds mana ("{T}: Add {G}. If ..., add {G}{G}
    instead."): such an ability is a mana ability (605.1a), not one that uses the stack."""
    if isinstance(part, m.AddMana):
        return True
    if isinstance(part, tuple):
        return any(adds_mana(p) for p in part)
    return dataclasses.is_dataclass(part) and any(
        adds_mana(getattr(part, f.name)) for f in dataclasses.fields(part))
