"""Where an ability functions (113.6): an ability whose cost or effect moves its own card
out of a zone functions only in that zone (113.6m), and an activated ability whose cost
can't be paid on the battlefield functions where it can be (113.6j). "Channel — {1}{R},
Discard this card: ..." is activated from its owner's hand; "{1}{B}: Return this card from
your graveyard to the battlefield tapped." from their graveyard, and "At the beginning of
your upkeep, you may return this card from your graveyard to your hand." triggers there."""

from __future__ import annotations

import dataclasses

from rulings_kit.cards import model as m
from rulings_kit.cards.lower.filters import Unsupported
from rulings_kit.core import cost_parts as parts
from rulings_kit.core import definitions as d
from rulings_kit.core.state import Zone

#: the cost parts that take the permanent itself, or need it on the battlefield
_ON_THE_BATTLEFIELD = (parts.SacrificeSelf, parts.ExileSelf, parts.RemoveCounter)


def returns_itself(effect: object) -> bool:
    """Whether an effect, or a part of it, returns the card itself from its owner's
    graveyard ("Return this creature from your graveyard to your hand"), which makes
    the ability function there (113.6m)."""
    if isinstance(effect, m.ReturnCard):
        return isinstance(effect.what, m.SelfRef) and \
            effect.from_zone is m.ReturnFrom.YOUR_GRAVEYARD
    if isinstance(effect, tuple):
        return any(returns_itself(e) for e in effect)
    return dataclasses.is_dataclass(effect) and not isinstance(effect, type) and any(
        returns_itself(getattr(effect, f.name)) for f in dataclasses.fields(effect))


def functions_in(cost: d.Cost | None, effect: m.Effect) -> Zone:
    """The zone an activated (``cost``) or triggered ability (``cost`` None) functions in:
    its owner's hand when its cost discards or reveals the card (113.6j, 113.6m), their graveyard
    when its effect returns the card from there or its cost exiles it from there
    (113.6m), else the battlefield. A cost that can be paid in none of them is refused."""
    hand = cost is not None and (cost.of(parts.DiscardSelf) is not None
                                 or cost.of(parts.RevealSelf) is not None)  # 702.57b
    graveyard = returns_itself(effect) or (
        cost is not None and cost.of(parts.ExileSelfFromGraveyard) is not None)
    if not hand and not graveyard:
        return Zone.BATTLEFIELD
    if hand and graveyard:
        raise Unsupported(m.ReturnFrom.YOUR_GRAVEYARD)  # no zone where both can happen
    if cost is not None and (cost.tap or cost.untap or any(
            cost.of(kind) is not None for kind in _ON_THE_BATTLEFIELD)):
        raise Unsupported(cost.text())  # it needs the permanent, away from the battlefield
    return Zone.HAND if hand else Zone.GRAVEYARD


def triggers_in(a: m.TriggeredAbilityText) -> Zone:
    """The zone a triggered ability functions in: its owner's graveyard when its effect
    returns the card from there (113.6m), else the battlefield. An Aura's trigger on what
    it enchants leaving is the battlefield's, which 113.6m excepts (looked back on,
    603.10a), and finds the card it became (400.7f). Refused when its trigger event is
    about the card itself (its dying is looked back on too) or its "if" clause tests the
    card."""
    if isinstance(a.event, m.ObjectEvent) and isinstance(a.event.subject, m.SelfRef) and \
            a.event.event is m.ObjectVerb.IS_PUT_INTO_A_GRAVEYARD_FROM_ANYWHERE:
        return Zone.GRAVEYARD  # it triggers on the card there (603.6c, 113.6k)
    zone = functions_in(None, a.effect)
    if zone is Zone.BATTLEFIELD:
        return zone
    if isinstance(a.event, m.ObjectEvent) and a.event.enchanted_leaves:
        # "When enchanted creature dies, return this enchantment from your graveyard to
        # the battlefield": it triggers on the battlefield, looking back (603.10a), and
        # finds the card the Aura became (400.7f)
        return Zone.BATTLEFIELD
    if isinstance(a.event, m.ObjectEvent) and not isinstance(a.event.subject, m.EachRef):
        raise Unsupported(a.event.text())  # "a Dragon enters": another object's event
    if a.condition is not None and not isinstance(a.condition.subject, m.PlayerRef):
        raise Unsupported(a.condition.text())
    return zone


__all__ = ["functions_in", "returns_itself", "triggers_in"]
