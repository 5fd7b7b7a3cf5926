"""Damage (120) and its prevention (615) in the card vocabulary, interpreted into the
engine's instructions."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from rulings_kit.cards import model as m
from rulings_kit.cards.lower.filters import Unsupported, filter_test
from rulings_kit.cards.lower.refs import THAT_CONTROLLER, Scope
from rulings_kit.cards.lower.strict import require_handled
from rulings_kit.cards.model.objects import amount_parts
from rulings_kit.core.effects import instructions as i
from rulings_kit.core.effects.prevention import PreventDamage, RedirectDamage
from rulings_kit.core.selection import EachPlayer, ItSelf, Targeted


def deal_damage(effect: m.DealDamage, scope: Scope, said: str) -> tuple[Any, ...]:
    """"~ deals 3 damage to any target", "X damage divided evenly, rounded down, among any
    number of targets", or to several recipients at once (120.3)."""
    if effect.also or isinstance(effect.to, m.Recipients):
        return _to_several(effect, scope, said)
    if effect.to == _ITSELF:  # "target creature deals damage to itself equal to its power"
        if effect.divided or not isinstance(effect.source, m.TargetRef) or effect.source.many:
            raise Unsupported(effect.text())
        source = _source(effect, scope)
        return (i.DamageTo(said, source, scope.quantity(effect.amount), _itself(source, effect),
                           None),)
    as_cast = None
    if effect.divided is m.Divided.AS_YOU_CHOOSE:  # divided as it is cast (601.2d)
        as_cast = _forced_division(effect, scope)
    named = scope.it
    source = _source(effect, scope)
    it = scope.it
    if isinstance(effect.to, m.PlayerRef) and effect.to.who in THAT_CONTROLLER:
        scope.it = named  # "... deals 3 damage to that land's controller": not the source
    if any(isinstance(a, m.CountOf) for a in amount_parts(effect.amount)):  # "equal to
        # (twice) the number of cards in that player's hand": the player is named after (a
        # count names no target)
        objects, players = scope.damage_to(effect.to)
        amount = scope.quantity(effect.amount)
        if isinstance(players, EachPlayer):  # each player's own number (608.2h)
            if objects is not None or as_cast is not None or effect.divided:
                raise Unsupported(effect.text())
            return (i.DamageTo(said, source, amount, None, players, per_player=True),)
    else:
        amount = scope.quantity(effect.amount)
        objects, players = scope.damage_to(effect.to)
    scope.it = it if isinstance(effect.to, m.PlayerRef) else scope.it
    if as_cast is not None:
        return (i.DamageTo(said, source, amount, objects, players, as_cast=as_cast),)
    return (i.DamageTo(said, source, amount, objects, players, bool(effect.divided)),)


#: "itself": the source of the damage is its recipient too (120.3)
_ITSELF = m.ItRef(m.It.ITSELF)


def _itself(source: Any, effect: m.DealDamage) -> Any:
    """The source of the damage as its recipient: the object as it is now, not as it last
    existed (a source that has left is dealt no damage, 120.3)."""
    if not isinstance(source, ItSelf | Targeted):
        raise Unsupported(effect.text())
    return replace(source, last_known=False)


def _forced_division(effect: m.DealDamage, scope: Scope) -> int:
    """The use of "target" (its number) damage divided as cast is divided among, when the
    division leaves no choice: N among one to N targets where each number of targets has
    one division (all to one, or 1 to each: "2 damage divided as you choose among one or
    two targets"). Any other division is a choice the engine doesn't ask yet (601.2d)."""
    to = effect.to
    n = effect.amount.n if isinstance(effect.amount, m.Fixed) else None
    if not isinstance(to, m.TargetRef) or n is None or to.filter is not None or not to.up_to \
            or not all(k in (1, n) for k in range(max(1, to.at_least), to.count + 1)):
        raise Unsupported(effect.text())
    return len(scope.specs)


def _source(effect: m.DealDamage, scope: Scope) -> Any:
    """What deals the damage: "it" after an earlier "deals damage" is that source ("Goblin
    Barrage deals 4 damage to target creature. ... it also deals 4 damage to target
    player"); the source as it last existed if it has left (608.2h)."""
    if isinstance(effect.source, m.ItRef) and scope.damage_source is not None:
        return scope.damage_source
    scope.damage_source = scope.objects(effect.source, as_source=True)
    return scope.damage_source


def _to_several(effect: m.DealDamage, scope: Scope, said: str) -> tuple[Any, ...]:
    """ "deals 1 damage to each opponent and each creature and planeswalker they
    control", "deals 3 damage to target player and 1 damage to each creature that player
    controls", "deals X damage to each creature with flying and each player", "deals 4
    damage to target creature and 2 damage to that creature's controller": one source,
    each recipient its amount (120.3); "they" and "that player" are the players named
    before, "that creature" the creature."""
    source = _source(effect, scope)
    parts: list[Any] = []
    for amount, to in [(effect.amount, effect.to)] + [(x.amount, x.to) for x in effect.also]:
        for ref in to.refs if isinstance(to, m.Recipients) else (to,):
            if ref == _ITSELF:  # "... and 3 damage to itself": the source, if still there
                parts.append(i.DamageTo(said, source, scope.quantity(amount),
                                        _itself(source, effect), None))
                continue
            objects, players = scope.damage_to(ref)
            parts.append(i.DamageTo(said, source, scope.quantity(amount), objects, players))
    for part in effect.also:
        require_handled(part)
        if part.source != effect.source or part.also or part.divided:
            raise Unsupported(part.text())
    return tuple(parts)


def prevent(effect: m.Prevent, scope: Scope, said: str) -> Any:
    """"Prevent the next 1 damage that would be dealt to any target this turn" (615.7),
    "Prevent all combat damage that would be dealt this turn [to Dogs you control]", "...
    dealt by target creature this turn", "... dealt to and dealt by that creature this
    turn", "... dealt this turn by attacking creatures" (609.7)."""
    if effect.amount is not None and not isinstance(effect.amount, m.Fixed):
        raise Unsupported(effect.text())
    amount = effect.amount.n if effect.amount is not None else None
    to = effect.to
    if effect.source_chosen and not isinstance(to, m.TargetRef | m.PlayerRef):
        raise Unsupported(effect.text())
    if effect.by is None:
        return _prevent_to(effect, scope, said, amount, to)
    if effect.to_and_by and (to is not None or effect.amount is not None):
        raise Unsupported(effect.text())
    by_first = effect.wording is not m.DamageWording.WOULD_BE_DEALT  # its targets first
    found = None if by_first else _prevent_to(effect, scope, said, amount, to)
    by_test, by_objects = None, None
    if isinstance(effect.by, m.EachRef) and effect.by.article.every and not effect.to_and_by:
        # "by attacking creatures": whatever is one when damage would be dealt (615.1)
        by_test = filter_test(effect.by.filter)
    elif isinstance(effect.by, m.TargetRef | m.ItRef | m.SelfRef | m.AttachedRef):
        by_objects = scope.objects(effect.by)  # found as it resolves (400.7)
    else:
        raise Unsupported(effect.text())
    if found is None:
        found = _prevent_to(effect, scope, said, amount, to)
    return replace(found, by=by_test, by_objects=by_objects, to_and_by=effect.to_and_by)


def _prevent_to(effect: m.Prevent, scope: Scope, said: str, amount: int | None,
                to: m.ObjectRef | None) -> PreventDamage:
    if to is None:
        return PreventDamage(said, amount, effect.combat_only)
    if isinstance(to, m.EachRef) and to.article.every:
        # "to Dogs you control": whatever it is when damage would be dealt (615.1)
        return PreventDamage(said, amount, effect.combat_only, protects=filter_test(to.filter))
    if isinstance(to, m.TargetRef | m.PlayerRef | m.SelfRef | m.ItRef | m.AttachedRef):
        objects, players = scope.damage_to(to)  # found as it resolves (400.7)
        return PreventDamage(said, amount, effect.combat_only, objects, players,
                             chosen_source=effect.source_chosen)
    raise Unsupported(effect.text())


def prevent_next_time(effect: m.PreventNextTime, scope: Scope, said: str) -> PreventDamage:
    """"The next time a red source of your choice would deal damage to you this turn,
    prevent that damage." (615.8, 609.7a, 615.9)."""
    to = effect.to
    if to is not None and not isinstance(to, m.TargetRef | m.PlayerRef | m.AttachedRef):
        raise Unsupported(effect.text())
    objects, players = scope.damage_to(to) if to is not None else (None, None)
    return PreventDamage(said, None, effect.combat_only, objects, players, chosen_source=True,
                         by=filter_test(effect.source, sources=True), next_time=True)


def redirect_next(effect: m.RedirectNext, scope: Scope, said: str) -> RedirectDamage:
    """"The next 1 damage that would be dealt to ~ this turn is dealt to target creature
    you control instead." (614.9): a shield on the card itself, its damage dealt to the one
    target instead."""
    instead = effect.instead
    if not isinstance(effect.to, m.SelfRef) or not isinstance(instead, m.TargetRef) or \
            instead.filter is None or instead.many or instead.up_to:
        raise Unsupported(effect.text())
    return RedirectDamage(said, effect.amount, scope.objects(effect.to), scope.objects(instead))
