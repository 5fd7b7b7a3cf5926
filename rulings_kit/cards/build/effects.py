"""Effects of the card vocabulary interpreted into the engine's instructions (608.2c)."""

from __future__ import annotations

from typing import Any

from rulings_kit.cards import model as m
from rulings_kit.cards.build.filters import Unsupported
from rulings_kit.cards.build.refs import Scope, quantity
from rulings_kit.cards.build.statics import keyword_name, signed
from rulings_kit.core.effects import instructions as i
from rulings_kit.core.effects.cards import Scry
from rulings_kit.core.effects.spells import CounterTarget
from rulings_kit.core.selection import ItSelf


def words(effect: m.Effect, name: str) -> str:
    """The effect's rules text as one sentence, with the card's name for itself."""
    return m.effects.capitalize(effect.text()).replace("~", name) + "."


def interpret(effect: m.Effect, scope: Scope, name: str) -> tuple[Any, ...]:
    """The engine instructions that carry out ``effect``, in order (608.2c)."""
    if isinstance(effect, m.Sentences):
        return tuple(x for part in effect.parts for x in interpret(part, scope, name))
    if isinstance(effect, m.And | m.Then):
        return (*interpret(effect.first, scope, name), *interpret(effect.second, scope, name))
    said = words(effect, name)
    if isinstance(effect, m.DealDamage):
        source = scope.objects(effect.source, as_source=True)
        it = scope.it
        objects, players = scope.damage_to(effect.to)
        scope.it = it if isinstance(effect.to, m.PlayerRef) else scope.it
        return (i.DamageTo(said, source, quantity(effect.amount), objects, players),)
    if isinstance(effect, m.Draw):
        return (i.DrawCards(said, scope.players(effect.who), quantity(effect.amount)),)
    if isinstance(effect, m.Mill):
        return (i.MillCards(said, scope.players(effect.who), quantity(effect.amount)),)
    if isinstance(effect, m.Discard):
        return (i.DiscardCards(said, scope.players(effect.who), quantity(effect.amount),
                               effect.at_random),)
    if isinstance(effect, m.GainLife | m.LoseLife):
        return (i.LifeChange(said, scope.players(effect.who), quantity(effect.amount),
                             lose=isinstance(effect, m.LoseLife)),)
    if isinstance(effect, m.Scry) and isinstance(effect.amount, m.Fixed):
        return (Scry(effect.amount.n),)
    if isinstance(effect, m.PutCounters):
        if effect.counter not in ("+1/+1", "-1/-1", "loyalty"):
            raise Unsupported(f"{effect.counter} counter")
        return (i.PutCounters(said, scope.objects(effect.what), quantity(effect.amount),
                              effect.counter),)
    if isinstance(effect, m.Move):
        return (_move(effect, scope, said),)
    if isinstance(effect, m.Pump) and effect.duration is not None:
        if effect.duration.words != "until end of turn":
            raise Unsupported(effect.duration.words)
        return (i.ModifyUntilEndOfTurn(said, scope.objects(effect.what), signed(effect.power),
                                       signed(effect.toughness),
                                       frozenset(keyword_name(k) for k in effect.keywords)),)
    if isinstance(effect, m.GainKeywords) and effect.duration is not None:
        if effect.duration.words != "until end of turn":
            raise Unsupported(effect.duration.words)
        return (i.ModifyUntilEndOfTurn(said, scope.objects(effect.what),
                                       keywords=frozenset(keyword_name(k)
                                                          for k in effect.keywords)),)
    if isinstance(effect, m.Fight):
        first = scope.objects(effect.first)
        return (i.Fight(said, first, scope.objects(effect.second)),)
    raise Unsupported(effect.text().replace("~", name))


def _move(effect: m.Move, scope: Scope, said: str) -> Any:
    if effect.verb == "counter":
        if effect.unless_pays or not isinstance(effect.what, m.TargetRef) or scope.specs:
            raise Unsupported(effect.text())
        scope.objects(effect.what)
        return CounterTarget(what=effect.what.text().removeprefix("target "))
    what = scope.objects(effect.what)
    if effect.verb in ("destroy", "exile", "return to hand"):
        return i.MoveObjects(said, what, effect.verb)
    if effect.verb in ("tap", "untap"):
        return i.TapObjects(said, what, untap=effect.verb == "untap")
    if effect.verb == "sacrifice" and isinstance(what, ItSelf):
        return i.MoveObjects(said, what, "sacrifice")
    raise Unsupported(effect.verb)
