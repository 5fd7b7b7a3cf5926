"""A card cast from its owner's graveyard because its own keyword says so (601.3, 113.6):
flashback (702.34a) and the keywords like it; and a foretold card cast from exile for its
foretell cost (702.143a, ``core.foretell``). Each is a static ability of the card,
``abilities.CastFromGraveyard``, that functions while the card is in the graveyard and
says what the cast costs: an alternative cost (118.9) paid rather than the mana cost, or
the mana cost and an additional cost (601.2f); and, for some, a second static ability
that functions while the spell is on the stack: "exile this card instead of putting it
anywhere else any time it would leave the stack" (702.34a). An aftermath half cast from a
graveyard is exiled the same way (702.127a).

A cast names the permission it uses the way a scenario does: ``from = "graveyard"``, and
``alt = "flashback"`` for an alternative cost (118.9a: only one per spell).
"""

from __future__ import annotations

from rulings_kit.core.abilities import CastFromGraveyard
from rulings_kit.core.costs import raise_problems
from rulings_kit.core.faces import aftermath_exiles
from rulings_kit.core.foretell import foretold_problems
from rulings_kit.core.state import GameObject, GameState, Zone
from rulings_kit.errors import IllegalActionError


def permissions(card: GameObject) -> tuple[CastFromGraveyard, ...]:
    """The card's own permissions to be cast from its graveyard (or from exile, 702.143a)."""
    return card.card.of_kind(CastFromGraveyard)


def graveyard_permission(card: GameObject, player: str, zone: Zone,
                         alt: str | None) -> CastFromGraveyard | None:
    """The permission ``player`` uses to cast ``card`` from ``zone`` naming ``alt`` (None:
    no alternative cost), or None if the card has no such keyword. Raises
    IllegalActionError, naming the rule, when the keyword is there but this cast isn't the
    one it allows: from another zone, another player's graveyard (702.34a "your")."""
    if alt is None and zone is not Zone.GRAVEYARD:
        return None
    every = permissions(card)
    chosen = next((p for p in every if (p.alt == alt if p.alternative else alt is None)), None)
    own = tuple(p for p in every if p.zone is Zone.GRAVEYARD)
    if chosen is None:
        if zone is Zone.GRAVEYARD and alt is None and own:  # say how it can be cast
            ways = " or ".join(f'alt = "{p.alt}" ({p.rule})' for p in own if p.alternative)
            raise IllegalActionError(
                f"{card.name} is cast from a graveyard for its {own[0].keyword.lower()} "
                f"cost: {ways}", tuple(p.rule for p in own))
        return None
    if zone is not chosen.zone:
        where = "its owner's graveyard" if chosen.zone is Zone.GRAVEYARD else "exile"
        raise IllegalActionError(
            f"{card.name}'s {chosen.keyword.lower()} casts it only from {where}: "
            f'from = "{chosen.zone.value}" ({chosen.rule})', (chosen.rule,))
    if card.owner != player:
        raise IllegalActionError(
            f"{card.name} is in {card.owner}'s {zone.value}: only its owner may cast it with "
            f"{chosen.keyword.lower()} ({chosen.rule})", (chosen.rule,))
    return chosen


def check_cast(permission: CastFromGraveyard, state: GameState, card: GameObject,
               types: tuple[str, ...]) -> None:
    """Raise IllegalActionError, naming the rule, if ``card`` can't be cast with
    ``permission`` now: the resulting spell isn't an instant or sorcery (702.34a), or a
    part of the cost other than mana can't be paid (118.3)."""
    rule = permission.rule
    if permission.spells_only and not {"Instant", "Sorcery"} & set(types):
        raise IllegalActionError(
            f"{card.name} can be cast with {permission.keyword.lower()} only if the "
            f"resulting spell is an instant or sorcery ({rule})", (rule,))
    if permission.zone is Zone.EXILE:  # a foretold card, on a later turn (702.143a)
        raise_problems(foretold_problems(state, card))
    problems = [p for part in permission.cost.parts for p in part.problems(state, card,
                                                                            permission.cost)]
    if problems:
        text = "; ".join(f"{p} ({r})" for p, r in problems)
        raise IllegalActionError(f"{card.name}'s {permission.keyword.lower()} cost can't be "
                                 f"paid: {text}", tuple(r for _, r in problems))


def exiled_leaving_stack(obj: GameObject, to: Zone) -> tuple[str, str] | None:
    """The rule and the keyword that exile ``obj`` instead as it would leave the stack for
    ``to``, or None: an aftermath half cast from a graveyard (702.127a), a spell cast with
    flashback (702.34a), each exiled instead of put anywhere else."""
    if obj.zone is not Zone.STACK or to is Zone.EXILE:
        return None
    if aftermath_exiles(obj, to):
        return "702.127a", "aftermath"
    for p in permissions(obj):
        if p.keyword == obj.cast_with and p.exiled:
            return p.rule, p.alt
    return None


__all__ = ["CastFromGraveyard", "check_cast", "exiled_leaving_stack", "graveyard_permission",
           "permissions"]
