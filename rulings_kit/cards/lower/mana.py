"""Mana abilities of the card vocabulary (605): what they add (106.1), and what else
they do as they resolve, at once (605.3b); and mana a spell or a loyalty ability adds as
it resolves (106.4)."""

from __future__ import annotations

import dataclasses
from dataclasses import replace
from typing import Any

from rulings_kit.cards import model as m
from rulings_kit.cards.lower.actions import lowers, refused
from rulings_kit.cards.lower.conditions import source_test
from rulings_kit.cards.lower.effects import interpret, words
from rulings_kit.cards.lower.filters import SPELL_TYPES, Unsupported, filter_test
from rulings_kit.cards.lower.refs import Scope
from rulings_kit.cards.lower.strict import require_handled
from rulings_kit.core import definitions as d
from rulings_kit.core.effects.mana import (
    AddManaOfChoice,
    AddManaOfOneColor,
    AddManaToPool,
    KeepManaAdded,
)
from rulings_kit.core.mana import COLORS, ManaCost, SpendOnly
from rulings_kit.core.produce import (
    AnyColor,
    DevotionMana,
    DevotionOfChosen,
    FixedMana,
    ForEach,
    Instead,
    OfChosenColor,
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
    if (chosen := _devotion_of_chosen(effect)) is not None and not a.timing:
        return d.ActivatedAbility(cost, mana=chosen)
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


@lowers(m.AddMana, reads="symbols any_color spend_only spend_one could_produce any_type amount "
                         "spread who additional produced chosen_color of_that_color")
def _add_mana(effect: m.AddMana, scope: Scope, name: str) -> tuple[Any, ...]:
    """Mana added as a spell or an ability that is no mana ability resolves (106.4; 605.1a:
    a loyalty ability uses the stack even when it adds mana): "Add {R}{R}{R}.", "Draw a
    card, then add one mana of any color.", "Add two mana in any combination of colors.
    Spend this mana only to cast Dragon spells." (106.1a, 106.6)."""
    said = words(effect, name)
    if effect.produced:  # 106.12a
        return (AddManaToPool(said, (), scope.players(effect.who), produced=True),)
    if scope.per is not None or scope.per_number is not None:
        return (_added_for_each(effect, scope, said),)
    if effect.could_produce is not None or effect.chosen_color:
        raise refused(effect, name)
    only = _spend_only(effect)
    chooser_is_controller = effect.who is None
    scope.mana_added = only is None and chooser_is_controller  # "this mana" (106.4)
    if isinstance(effect.amount, m.Fixed) and chooser_is_controller:
        if effect.spread is m.Spread.ONE_COLOR:  # one of the five colors, all of it
            return (AddManaOfOneColor(said, effect.amount.n, only),)
        if effect.spread is m.Spread.ANY_COMBINATION:  # each mana's color (106.1a)
            return (AddManaOfChoice(said, COLORS, effect.amount.n, only),)
    if effect.amount is not None or effect.spread:
        raise refused(effect, name)
    if effect.any_color:
        if not chooser_is_controller:
            raise refused(effect, name)
        return (AddManaOfChoice(said, COLORS, 1, only),)
    options = [_plain_mana(symbols, effect) for symbols in effect.symbols]
    if len(options) == 1:
        players = scope.players(effect.who) if effect.who is not None else None
        return (AddManaToPool(said, options[0], players, only=only),)
    if not chooser_is_controller or any(len(o) != 1 for o in options):
        raise refused(effect, name)
    return (AddManaOfChoice(said, tuple(o[0] for o in options), 1, only),)  # "{B} or {G}"


def _added_for_each(effect: m.AddMana, scope: Scope, said: str) -> AddManaToPool:
    """"Add {R} for each creature you control." as a spell or a loyalty ability resolves
    (106.4, 608.2h: counted then): that mana once for each; any other mana "for each"
    (a choice of colors, a restriction, another player's) is refused."""
    if effect.could_produce is not None or effect.chosen_color or effect.amount is not None \
            or effect.spread or effect.any_color or effect.who is not None or \
            _spend_only(effect) is not None or len(effect.symbols) != 1:
        raise Unsupported(effect.text())
    return AddManaToPool(said, _plain_mana(effect.symbols[0], effect),
                         times=scope.quantity(m.Fixed(1)))


@lowers(m.KeepMana, reads="")
def _keep_mana(effect: m.KeepMana, scope: Scope, name: str) -> tuple[Any, ...]:
    """"Until end of turn, you don't lose this mana as steps and phases end.": the mana the
    instructions before added stays in the pool until the cleanup step (106.4, 514.2);
    refused after any other sentence, or mana with a spending restriction (106.6)."""
    if not scope.mana_added:
        raise refused(effect, name)
    return (KeepManaAdded(words(effect, name)),)


def _plain_mana(symbols: str, effect: m.AddMana) -> tuple[str, ...]:
    """The mana symbols an "Add ..." names, each of one type (no generic, X or hybrid)."""
    try:
        cost = ManaCost.parse(symbols)
    except RulingsError:
        raise Unsupported(effect.text()) from None
    if not cost.symbols or cost.generic or cost.x_count or not cost.plain:
        raise Unsupported(effect.text())
    return tuple(cost.symbols)


def _spend_only(effect: m.AddMana) -> SpendOnly | None:
    """"Spend this mana only to cast a multicolored spell" (106.6), for the kinds of spell
    the engine can tell apart: card types, subtypes ("only to cast Dragon spells"), and
    multicolored."""
    f = effect.spend_only
    if f is None:
        return None
    types = tuple(kind.types[0].card_type for kind in f.types
                  if not kind.subtypes and len(kind.types) == 1)
    subtypes = tuple(kind.subtypes[0].value for kind in f.types
                     if len(kind.subtypes) == 1 and not kind.types)
    rest = replace(f, types=(), noun=m.FilterNoun.UNSAID, joiner="or",
                   adjectives=tuple(a for a in f.adjectives if a != _MULTICOLORED))
    if rest != m.Filter(()) or len(types) + len(subtypes) != len(f.types) \
            or (types and subtypes) or not set(types) <= SPELL_TYPES:
        raise Unsupported(f"spend this mana only to cast {f.text()}")
    said = f"to cast {f.text(plural_form=True)}"
    return SpendOnly(said, tuple(t.value for t in types if t is not None),
                     multicolored=_MULTICOLORED in f.adjectives, subtypes=subtypes)


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


def _devotion_of_chosen(effect: m.Effect) -> DevotionOfChosen | None:
    """"Choose a color. Add an amount of mana of that color equal to your devotion to that
    color." (Nykthos, Shrine to Nyx; 700.5, 106.1a: the color chosen as it resolves)."""
    if not isinstance(effect, m.Sentences) or len(effect.parts) != 2:
        return None
    choose, add = effect.parts
    if choose != m.ChooseValue(m.Choice.COLOR) or not isinstance(add, m.AddMana) or \
            not add.of_that_color:
        return None
    if add != m.AddMana((), amount=m.DevotionTo((), that_color=True), of_that_color=True):
        raise Unsupported(effect.text())
    return DevotionOfChosen(words(effect, ""))


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
    if effect.spread is m.Spread.ANY_COMBINATION and isinstance(effect.amount, m.Fixed):
        return AnyColor(effect.amount.n)  # each mana's color chosen (106.1a)
    if effect.any_color:
        return AnyColor()
    if effect.chosen_color:  # linked to "As ~ enters, choose a color." (607.2d)
        return OfChosenColor()
    if isinstance(effect.amount, m.DevotionTo) and len(effect.symbols) == 1 and not (
            effect.spread or effect.any_type or effect.spend_only or effect.who
            or effect.amount.that_color or effect.of_that_color):
        mana = _plain_mana(effect.symbols[0], effect)  # "Add an amount of {G} equal to
        if len(mana) != 1:  # your devotion to green." (700.5)
            raise Unsupported(effect.text())
        return DevotionMana(mana, tuple(c.letter for c in effect.amount.colors if c.letter),
                            words(effect, ""))
    if effect.amount is not None or effect.spread:
        raise Unsupported(effect.text())  # "an amount of {G} equal to its power"
    options = [_plain_mana(symbols, effect) for symbols in effect.symbols]
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
