"""Mana abilities of the card vocabulary (605): what they add (106.1), and what else
they do as they resolve, at once (605.3b); and mana a spell or a loyalty ability adds as
it resolves (106.4)."""

from __future__ import annotations

import dataclasses
from dataclasses import replace
from itertools import combinations_with_replacement
from typing import Any

from rulings_kit.cards import model as m
from rulings_kit.cards.lower.actions import lowers, refused
from rulings_kit.cards.lower.conditions import source_test
from rulings_kit.cards.lower.effects import interpret, words
from rulings_kit.cards.lower.filters import SPELL_TYPES, Unsupported, filter_test
from rulings_kit.cards.lower.refs import Scope
from rulings_kit.cards.lower.strict import require_handled
from rulings_kit.core import definitions as d
from rulings_kit.core.counters import refusal as counter_refusal
from rulings_kit.core.effects.mana import (
    AddManaOfChoice,
    AddManaOfOneColor,
    AddManaToPool,
    KeepManaAdded,
)
from rulings_kit.core.mana import COLORS, MANA_TYPES, ManaCost, SpellKind, SpendOnly
from rulings_kit.core.produce import (
    AnyColor,
    AnyCombinationOf,
    DevotionMana,
    DevotionOfChosen,
    DifferentColors,
    FixedMana,
    ForEach,
    ForEachCounter,
    ForEachInGraveyard,
    Instead,
    OfChosenColor,
    OneColor,
    OneOf,
    WhatLandsCouldProduce,
)
from rulings_kit.core.removed_counters import ForRemoved, RemoveAnyCounters
from rulings_kit.errors import RulingsError


def mana_ability(a: m.ActivatedAbilityText, cost: d.Cost, scope: Scope,
                 name: str) -> d.ActivatedAbility | None:
    """``a`` as a mana ability (605.1a), or None for an ability that adds no mana or is a
    loyalty ability (which uses the stack, 605.1a); one that adds mana but has more to it
    than the interpreter builds is refused. ``scope``: a fresh one, with "it" the source.
    "Activate only if you control a Swamp." restricts when it may be activated (602.5),
    a mana ability still (605.1a)."""
    if cost.loyalty is not None:
        return None
    found = _mana_ability(a, cost, scope, name)
    if found is None or a.condition is None:
        return found
    return replace(found, only_if=source_test(a.condition), only_if_text=a.condition.text())


def _mana_ability(a: m.ActivatedAbilityText, cost: d.Cost, scope: Scope,
                  name: str) -> d.ActivatedAbility | None:
    effect = a.effect
    if cost.of(RemoveAnyCounters) is not None or (isinstance(effect, m.PerEach) and isinstance(
            effect.counted, m.CountersRemovedThisWay)):
        if a.timing:
            raise Unsupported(a.text())
        return d.ActivatedAbility(cost, mana=_for_removed(effect, cost, words(effect, name)))
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
        if not isinstance(made, FixedMana) or not isinstance(other, FixedMana) or \
                _spend_only(usual) is not None or _spend_only(instead.effect) is not None:
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


@lowers(m.AddMana, reads="symbols any_color spend_only spend_one spend_abilities uncounterable "
                         "spend_or spend_ability_one could_produce any_type amount spread who "
                         "additional produced chosen_color of_that_color")
def _add_mana(effect: m.AddMana, scope: Scope, name: str) -> tuple[Any, ...]:
    """Mana added as a spell or an ability that is no mana ability resolves (106.4; 605.1a:
    a loyalty ability uses the stack even when it adds mana): "Add {R}{R}{R}.", "Draw a
    card, then add one mana of any color.", "Add two mana in any combination of colors.
    Spend this mana only to cast Dragon spells." (106.1a, 106.6)."""
    said = words(effect, name)
    if effect.produced:  # 106.12a
        return (AddManaToPool(said, (), scope.players(effect.who), produced=True),)
    if effect.could_produce is not None or effect.chosen_color:
        raise refused(effect, name)
    if scope.per is not None or scope.per_number is not None:  # "Add {R} for each ..."
        return _add_for_each(effect, scope, name, said)
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


def _add_for_each(effect: m.AddMana, scope: Scope, name: str, said: str) -> tuple[Any, ...]:
    """"Add {R} for each creature you control." as a spell resolves (106.4, 608.2h): plain
    mana, that many times, its controller's."""
    if effect.who is not None or effect.any_color or effect.amount is not None or \
            effect.spread or effect.additional or len(effect.symbols) != 1:
        raise refused(effect, name)
    scope.mana_added = _spend_only(effect) is None  # "this mana" (106.4)
    return (AddManaToPool(said, _plain_mana(effect.symbols[0], effect),
                          only=_spend_only(effect), times=scope.quantity(m.Fixed(1))),)


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
    the engine can tell apart: card types, subtypes ("only to cast Dragon spells"), both
    ("an Elf creature spell"), legendary (205.4a), multicolored (105.2b), "a creature spell
    of the chosen type" (607.2d); "... or activate abilities of artifacts" and "Spend this
    mana only to activate abilities of Myr." (602.2b): of sources of a card type or a
    subtype."""
    f, of = effect.spend_only, effect.spend_abilities
    if f is None and of is None:
        return None
    ways = []
    spell = SpendOnly("", spells=False)
    if f is not None:
        spell = _spells(f)
        ways.append(f"cast {f.text(plural_form=True)}")
    if f is not None and effect.spend_or is not None:  # "... or a Chandra planeswalker spell"
        other = _spells(effect.spend_or)
        if spell.multicolored or other.multicolored or spell.kicked or other.kicked or \
                spell.colorless or other.colorless or spell.from_graveyard or \
                other.from_graveyard or spell.keyword or other.keyword:
            raise Unsupported(effect.text())  # a test of one alternative only
        spell = replace(spell, types=spell.types + other.types,
                        subtypes=spell.subtypes + other.subtypes, kinds=spell.kinds + other.kinds)
        ways[-1] += f" or {effect.spend_or.text(plural_form=True)}"
    types: list[str] = []
    subtypes: list[str] = []
    if of is not None:
        if replace(of, types=(), joiner="or") != m.Filter(()) or not of.types:
            raise Unsupported(f"spend this mana only to activate abilities of {of.text()}")
        for kind in of.types:
            if len(kind.card_types) == 1 and len(kind.types) == 1 and not kind.subtypes:
                types.append(kind.card_types[0].value)
            elif len(kind.subtypes) == 1 and not kind.types:
                subtypes.append(kind.subtypes[0].value)
            else:
                raise Unsupported(f"spend this mana only to activate abilities of {of.text()}")
        ways.append(f"activate abilities of {of.text(plural_form=True)}")
    if effect.uncounterable and (f is None or of is not None):
        raise Unsupported(effect.text())
    rider = ", and that spell can't be countered" if effect.uncounterable else ""
    return replace(spell, words=f"to {' or '.join(ways)}{rider}", ability_types=tuple(types),
                   ability_subtypes=tuple(subtypes), uncounterable=effect.uncounterable)


def _with_devoid(f: m.Filter) -> bool:
    """"a spell with devoid" (702.114a), the keyword a spending restriction reads."""
    return f.keyword[:1].upper() + f.keyword[1:] == m.KeywordName.DEVOID


def _spells(f: m.Filter) -> SpendOnly:
    """The spells "Spend this mana only to cast [f]" allows (106.6), its words unsaid."""
    refused = Unsupported(f"spend this mana only to cast {f.text()}")
    legendary = _LEGENDARY in f.adjectives
    chosen = f.history is m.History.CHOSEN_TYPE
    graveyard = f.zone is m.FilterZone.FROM_YOUR_GRAVEYARD  # cast from there (601.2a)
    rest = replace(f, types=(), noun=m.FilterNoun.UNSAID, joiner="or", history=m.History.UNSAID,
                   zone=m.FilterZone.UNSAID if graveyard else f.zone,
                   keyword="" if _with_devoid(f) else f.keyword,
                   adjectives=tuple(a for a in f.adjectives if a not in (
                       _MULTICOLORED, _LEGENDARY, _KICKED, _COLORLESS)))
    if rest != m.Filter(()) or f.noun is not m.FilterNoun.SPELL:
        raise refused
    types: list[str] = []
    subtypes: list[str] = []
    kinds: list[SpellKind] = []
    for kind in f.types:
        cards = tuple(t.value for t in kind.card_types)
        if len(cards) != len(kind.types) or not set(kind.card_types) <= SPELL_TYPES:
            raise refused
        subs = tuple(sub.value for sub in kind.subtypes)
        if legendary or chosen or len(cards) + len(subs) > 1:
            kinds.append(SpellKind(cards, subs, ("Legendary",) if legendary else (), chosen))
        elif cards:
            types += cards
        else:
            subtypes += subs
    if not f.types and legendary:
        kinds.append(SpellKind(supertypes=("Legendary",)))
    if chosen and f.types != (m.Kind(types=(m.KindWord.CREATURE,)),):
        raise refused  # "a creature spell of the chosen type" only
    return SpendOnly("", tuple(types), _MULTICOLORED in f.adjectives, tuple(subtypes),
                     tuple(kinds), colorless=_COLORLESS in f.adjectives,
                     kicked=_KICKED in f.adjectives, from_graveyard=graveyard,
                     keyword=m.KeywordName.DEVOID.value if _with_devoid(f) else "")


#: "legendary" (205.4a), "kicked" (702.33d), the adjectives
_LEGENDARY = m.Adjective(m.Supertype.LEGENDARY)
_KICKED = m.Adjective(m.StateWord.KICKED)
#: "colorless" (105.2c), the adjective
_COLORLESS = m.Adjective(m.ColorWord.COLORLESS)
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


def _mana_for_each(effect: m.PerEach, text: str) -> ForEach | ForEachCounter | ForEachInGraveyard:
    """"{T}: Add {C} for each artifact you control named Powerstone Shard.", "... for each
    Elf on the battlefield", "... for each +1/+1 counter on this creature" (122.1), "... for
    each black creature card in your graveyard" (106.1, 608.2h)."""
    assert isinstance(effect.effect, m.AddMana)
    made = mana_of(effect.effect)
    counted = effect.counted
    if not isinstance(made, FixedMana) or _spend_only(effect.effect) is not None:
        raise Unsupported(effect.text())
    if isinstance(counted, m.CountersOn) and isinstance(counted.of, m.SelfRef) and \
            not counter_refusal(counted.counter):
        return ForEachCounter(made.mana, counted.counter, text)
    if not isinstance(counted, m.Filter):
        raise Unsupported(effect.text())
    if counted.zone is m.FilterZone.IN_YOUR_GRAVEYARD and counted.noun is m.FilterNoun.CARD:
        return ForEachInGraveyard(made.mana, filter_test(counted), text)
    if counted.zone is m.FilterZone.ON_THE_BATTLEFIELD:  # every such permanent
        counted = replace(counted, zone=m.FilterZone.UNSAID)
    if counted.zone:
        raise Unsupported(effect.text())
    return ForEach(made.mana, filter_test(counted), text)


def _for_removed(effect: m.Effect, cost: d.Cost, text: str) -> ForRemoved:
    """"{T}, Remove any number of storage counters from ~: Add {B} for each storage counter
    removed this way.", "... Add {B}, then add an additional {B} for each charge counter
    removed this way." (601.2h, 608.2h): plain mana, the counters those the cost removes."""
    part = cost.of(RemoveAnyCounters)
    if part is None or not isinstance(effect, m.PerEach) or \
            effect.counted != m.CountersRemovedThisWay(part.kind):
        raise Unsupported(effect.text())
    first: m.Effect | None = None
    each = effect.effect
    if isinstance(each, m.Then) and not (each.new_sentence or each.same_subject):
        first, each = each.first, each.second
    if not isinstance(each, m.AddMana) or (first is not None and not (
            isinstance(first, m.AddMana) and each.additional)) or \
            (first is None and each.additional):
        raise Unsupported(effect.text())
    made = [mana_of(e) for e in (first, each) if e is not None]
    if not all(isinstance(f, FixedMana) and _spend_only(e) is None
               for f, e in zip(made, (e for e in (first, each) if e is not None), strict=True)):
        raise Unsupported(effect.text())
    return ForRemoved(made[0].mana if first is not None else (), made[-1].mana, text)


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
    if effect.spread is m.Spread.COMBINATION_OF and isinstance(effect.amount, m.Fixed):
        letters = [_plain_mana(symbols, effect) for symbols in effect.symbols]
        if any(len(t) != 1 for t in letters) or len(set(letters)) != len(letters):
            raise Unsupported(effect.text())
        return AnyCombinationOf(tuple(t for t in MANA_TYPES if (t,) in letters),
                                effect.amount.n)  # each mana of one of those (106.1a)
    if effect.spread is m.Spread.DIFFERENT_COLORS and isinstance(effect.amount, m.Fixed) and \
            effect.amount.n > 1:
        return DifferentColors(effect.amount.n)  # no two the same (106.1a)
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
        return _combination(options, effect)
    return OneOf(tuple(o[0] for o in options))


def _combination(options: list[tuple[str, ...]], effect: m.AddMana) -> AnyCombinationOf:
    """"Add {W}{W}, {W}{B}, or {B}{B}.": every combination of two types, each mana's type
    chosen (106.1a); any other set of options is refused."""
    letters = tuple(t for t in MANA_TYPES if any(t in o for o in options))
    n = len(options[0])
    combos = {tuple(sorted(o, key=MANA_TYPES.index)) for o in options}
    if len(set(map(len, options))) != 1 or len(combos) != len(options) or \
            combos != set(combinations_with_replacement(letters, n)):
        raise Unsupported(effect.text())
    return AnyCombinationOf(letters, n)


def adds_mana(part: object) -> bool:
    """Whether a part, or any part inside it, adds mana ("{T}: Add {G}. If ..., add {G}{G}
    instead."): such an ability is a mana ability (605.1a), not one that uses the stack."""
    if isinstance(part, m.AddMana):
        return True
    if isinstance(part, tuple):
        return any(adds_mana(p) for p in part)
    return dataclasses.is_dataclass(part) and any(
        adds_mana(getattr(part, f.name)) for f in dataclasses.fields(part))
