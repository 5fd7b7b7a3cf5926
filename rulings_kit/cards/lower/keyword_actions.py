"""The lowering of the keyword actions (701) that create predefined tokens or put counters:
"create a Treasure token" (111.10) and "investigate" (701.16a), whose token's definition is
its rules text as rule 111.10 gives it, compiled like a card's (so it says what the rules
say), once per token; proliferate (701.34a), adapt (701.46a), bolster (701.39a), explore
(701.44a), support (701.41a); removing counters (122.1); and the other keyword actions of one
object or none, detain (701.35a) and goad (701.15a) among them."""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from typing import Any

from rulings_kit.cards import model as m
from rulings_kit.cards.lower.actions import EFFECTS, lowers, refused, until_end_of_turn, words
from rulings_kit.cards.lower.filters import Unsupported
from rulings_kit.cards.lower.refs import Scope
from rulings_kit.core.card_types import CardType
from rulings_kit.core.counters import refusal as counter_refusal
from rulings_kit.core.definitions import CardDef
from rulings_kit.core.effects.clash import Clash
from rulings_kit.core.effects.coin import FlipCoin
from rulings_kit.core.effects.connive import Connive
from rulings_kit.core.effects.copies import Populate
from rulings_kit.core.effects.counters import (
    PLUS_ONE,
    Adapt,
    Bolster,
    Explore,
    Monstrosity,
    Proliferate,
)
from rulings_kit.core.effects.detain_goad import Detain, Goad
from rulings_kit.core.effects.dice import ResultRange, RollDie
from rulings_kit.core.effects.double import DoubleLife, MultiplyPowerToughness, SetLifeTotal
from rulings_kit.core.effects.fateseal import Fateseal
from rulings_kit.core.effects.instructions import RemoveCounters
from rulings_kit.core.effects.learn import Learn
from rulings_kit.core.effects.venture import Venture
from rulings_kit.core.face_down import Manifest
from rulings_kit.core.tokens import PREDEFINED_TOKENS, Amass, CreateCreatureTokens, TokenName
from rulings_kit.errors import RulingsError


@cache
def predefined_token(name: TokenName) -> CardDef:
    """The definition of a predefined token (111.10): its type line, and its abilities
    compiled from the text rule 111.10 gives it."""
    from rulings_kit.cards.lower.abilities import definition  # it lowers this module's parts

    said = PREDEFINED_TOKENS[name]
    card = m.Card(name.value, said.type_line, power=said.power, toughness=said.toughness,
                  text=said.text, color_indicator=said.colors)
    try:
        return definition(card)
    except RulingsError as e:  # the engine can't carry out the token's own text
        raise Unsupported(f"a {name.value} token ({said.rule}): {e}") from e


@lowers(m.CreatePredefined, reads="amount token who tapped")
def _create_predefined(effect: m.CreatePredefined, scope: Scope, name: str) -> tuple[Any, ...]:
    scope.it_created = True  # "..., then attach this Equipment to it"
    return (CreateCreatureTokens(words(effect, name), predefined_token(effect.token),
                                 scope.quantity(effect.amount), scope.players(effect.who),
                                 effect.tapped, rule=PREDEFINED_TOKENS[effect.token].rule),)


@lowers(m.Investigate, reads="times who")
def _investigate(effect: m.Investigate, scope: Scope, name: str) -> tuple[Any, ...]:
    scope.it_created = True
    return (CreateCreatureTokens(words(effect, name), predefined_token(TokenName.CLUE),
                                 scope.quantity(effect.times), scope.players(effect.who),
                                 rule="701.16a"),)


@lowers(m.RemoveCountersText, reads="what counter amount those")
def _remove_counters(effect: m.RemoveCountersText, scope: Scope,
                     name: str) -> tuple[Any, ...]:
    """"Remove an ice counter from ~", "remove those counters" (122.1)."""
    if not effect.counter or counter_refusal(effect.counter):  # a kind the engine doesn't
        raise Unsupported(effect.text())  # carry out, or "those" not counted before
    amount = scope.quantity(effect.amount) if effect.amount is not None else None
    return (RemoveCounters(words(effect, name), scope.objects(effect.what), effect.counter,
                           amount),)


@lowers(m.ProliferateText, reads="")
def _proliferate(effect: m.ProliferateText, scope: Scope, name: str) -> tuple[Any, ...]:
    return (Proliferate(),)  # 701.34a


@lowers(m.AdaptText, m.BolsterText, m.MonstrosityText, reads="amount")
def _counters_action(effect: m.AdaptText | m.BolsterText | m.MonstrosityText, scope: Scope,
                     name: str) -> tuple[Any, ...]:
    """Adapt N (701.46a), bolster N (701.39a) and monstrosity N (701.37a): N +1/+1
    counters, on this permanent if it has none or isn't monstrous, or on a creature of the
    least toughness."""
    if not isinstance(effect.amount, m.Fixed):
        raise refused(effect, name)
    return (_COUNTER_ACTIONS[type(effect)](effect.amount.n),)


#: the engine's instruction for each keyword action that puts +1/+1 counters
_COUNTER_ACTIONS: dict[type, type[Adapt] | type[Bolster] | type[Monstrosity]] = {
    m.AdaptText: Adapt, m.BolsterText: Bolster, m.MonstrosityText: Monstrosity}


@lowers(m.ManifestText, reads="")
def _manifest(effect: m.ManifestText, scope: Scope, name: str) -> tuple[Any, ...]:
    return (Manifest(),)  # 701.40a


@lowers(m.ExploreText, reads="who")
def _explore(effect: m.ExploreText, scope: Scope, name: str) -> tuple[Any, ...]:
    return (Explore(words(effect, name), scope.objects(effect.who)),)  # 701.44a


@lowers(m.ConniveText, reads="who n")
def _connive(effect: m.ConniveText, scope: Scope, name: str) -> tuple[Any, ...]:
    # one permanent: several connive in an order their controllers choose (701.50c)
    if isinstance(effect.who, m.ItRef) and effect.who.word.many:
        raise refused(effect, name)
    if not isinstance(effect.who, m.ItRef | m.SelfRef) and not (
            isinstance(effect.who, m.TargetRef) and effect.who.count == 1
            and not effect.who.up_to and not effect.who.any_number):
        raise refused(effect, name)
    # as it last existed, if it has left the battlefield (701.50b)
    return (Connive(words(effect, name), scope.objects(effect.who, as_source=True),
                    effect.n),)


@lowers(m.FatesealText, reads="amount")
def _fateseal(effect: m.FatesealText, scope: Scope, name: str) -> tuple[Any, ...]:
    return (Fateseal(words(effect, name), effect.amount),)  # 701.29a


@lowers(m.AmassText, reads="amount subtype")
def _amass(effect: m.AmassText, scope: Scope, name: str) -> tuple[Any, ...]:
    if not isinstance(effect.amount, m.Fixed):
        raise refused(effect, name)
    scope.it_created = True
    return (Amass(effect.amount.n, effect.subtype or "Zombie"),)  # 701.47a


@lowers(m.PopulateText, reads="")
def _populate(effect: m.PopulateText, scope: Scope, name: str) -> tuple[Any, ...]:
    scope.it_created = True
    return (Populate(),)  # 701.36a


@lowers(m.SupportText, reads="amount")
def _support(effect: m.SupportText, scope: Scope, name: str) -> tuple[Any, ...]:
    """Support N is what rule 701.41a says it means, lowered as those words would be: "Put a
    +1/+1 counter on each of up to N other target creatures." on a permanent, "... up to N
    target creatures." on an instant or sorcery."""
    on_spell = bool({CardType.INSTANT, CardType.SORCERY} & set(scope.self_types))
    creatures = m.Filter((m.Kind((), (m.KindWord.CREATURE,)),))
    meaning = m.PutCountersText(m.TargetRef(creatures, count=effect.amount, up_to=True,
                                            another=not on_spell), m.Fixed(1), PLUS_ONE,
                                each_of=True)
    said = f"Support {effect.amount}: {words(meaning, name)}"
    return tuple(replace(part, words=said, rule="701.41a")
                 for part in EFFECTS.of(meaning)(meaning, scope, name))


@lowers(m.ClashText, reads="")
def _clash(effect: m.ClashText, scope: Scope, name: str) -> tuple[Any, ...]:
    return (Clash(words(effect, name)),)  # 701.30b


@lowers(m.FlipCoinText, reads="")
def _flip_coin(effect: m.FlipCoinText, scope: Scope, name: str) -> tuple[Any, ...]:
    return (FlipCoin(words(effect, name)),)  # 705.1-2


@lowers(m.RollDie, reads="sides table")
def _roll_die(effect: m.RollDie, scope: Scope, name: str) -> tuple[Any, ...]:
    """"Roll a d20." and its results table (706.1a, 706.3a): each row's effect is read as
    any other, in the scope of the sentence that rolls; a row that names targets (which
    would be chosen as the ability is put on the stack, 601.2c, 603.3d) is refused. A roll
    without a table (the grammar reads one only before a sentence that uses its result,
    706.4) leaves its result to "where X is the result"."""
    from rulings_kit.cards.lower.effects import interpret  # it lowers this module's parts

    if not effect.table:  # what follows uses its result: "where X is the result" (706.4)
        scope.rolled = True
        return (RollDie(words(effect, name), effect.sides, ()),)
    rows = []
    for row in effect.table:
        inner = replace(scope, specs=list(scope.specs))
        rows.append(ResultRange(row.low, row.high, interpret(row.effect, inner, name),
                                row.text().replace("~", name) + "."))
        if len(inner.specs) != len(scope.specs):
            raise Unsupported(row.text().replace("~", name))
    return (RollDie(words(effect, name), effect.sides, tuple(rows)),)  # 706.2, 706.3a


@lowers(m.VentureText, reads="")
def _venture(effect: m.VentureText, scope: Scope, name: str) -> tuple[Any, ...]:
    from rulings_kit.cards.dungeons import dungeons  # their rooms are lowered by this package

    return (Venture(words(effect, name), dungeons()),)  # 701.49


@lowers(m.LearnText, reads="")
def _learn(effect: m.LearnText, scope: Scope, name: str) -> tuple[Any, ...]:
    return (Learn(words(effect, name)),)  # 701.48a


@lowers(m.MultiplyPT, reads="what toughness duration factor of_form")
def _multiply_pt(effect: m.MultiplyPT, scope: Scope, name: str) -> tuple[Any, ...]:
    """Double or triple power (and toughness) until end of turn (701.10b, 701.11b)."""
    if effect.duration is None:
        raise refused(effect, name)
    until_end_of_turn(effect.duration)
    return (MultiplyPowerToughness(words(effect, name), scope.objects(effect.what), True,
                                   effect.toughness, effect.factor),)


@lowers(m.DoubleLifeText, reads="who")
def _double_life(effect: m.DoubleLifeText, scope: Scope, name: str) -> tuple[Any, ...]:
    return (DoubleLife(words(effect, name), scope.players(effect.who)),)  # 701.10d


@lowers(m.LifeTotalBecomes, reads="who amount")
def _life_total_becomes(effect: m.LifeTotalBecomes, scope: Scope, name: str
                        ) -> tuple[Any, ...]:
    if not isinstance(effect.amount, m.Fixed):  # "the highest life total among ...": refused
        raise refused(effect, name)
    return (SetLifeTotal(words(effect, name), scope.players(effect.who), effect.amount.n),)


@lowers(m.DetainText, reads="what")
def _detain(effect: m.DetainText, scope: Scope, name: str) -> tuple[Any, ...]:
    return (Detain(words(effect, name), scope.objects(effect.what)),)  # 701.35a


@lowers(m.GoadText, reads="what")
def _goad(effect: m.GoadText, scope: Scope, name: str) -> tuple[Any, ...]:
    return (Goad(words(effect, name), scope.objects(effect.what)),)  # 701.15a
