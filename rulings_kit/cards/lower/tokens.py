"""The lowering of effects that create predefined tokens (111.10) and of "investigate"
(701.16a): the token's definition is its rules text as rule 111.10 gives it, compiled like a
card's (so it says what the rules say), once per token."""

from __future__ import annotations

from functools import cache
from typing import Any

from rulings_kit.cards import model as m
from rulings_kit.cards.lower.actions import lowers, words
from rulings_kit.cards.lower.filters import Unsupported
from rulings_kit.cards.lower.refs import Scope
from rulings_kit.core.definitions import CardDef
from rulings_kit.core.tokens import PREDEFINED_TOKENS, CreateCreatureTokens, TokenName
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
