"""Keywords that put a card into play another way than casting it for its mana cost, built
as the engine's abilities: evoke (702.74a), an alternative cost and the sacrifice it
brings; unearth (702.84a), activated from the graveyard; ninjutsu (702.49a), activated
from the hand; and an alternative cost printed on the card without a keyword (118.9)."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from rulings_kit.cards import model as m
from rulings_kit.cards.lower.conditions import before_cast, source_test
from rulings_kit.cards.lower.costs import activation_cost, exile_from_hand
from rulings_kit.cards.lower.filters import Unsupported
from rulings_kit.cards.lower.triggers import trigger
from rulings_kit.core import cost_parts as parts
from rulings_kit.core import definitions as d
from rulings_kit.core import events as ev
from rulings_kit.core.card_types import CardType
from rulings_kit.core.conditions import SourceAltCostPaid
from rulings_kit.core.effects.instructions import Motion, MoveObjects
from rulings_kit.core.effects.zones import ReturnUnearthed
from rulings_kit.core.hand_costs import ExileFromHand, ReturnToHand
from rulings_kit.core.mana import ManaCost
from rulings_kit.core.ninjutsu import PutOntoBattlefieldAttacking, ReturnUnblockedAttacker
from rulings_kit.core.patterns import StepBegins
from rulings_kit.core.printed_costs import AlternativeCost, OthersGainLife
from rulings_kit.core.selection import EventSubject, ItSelf
from rulings_kit.core.state import Step, Zone

#: Evoke's name for its cost, as a cast names it (``alt = "evoke"``, 118.9)
EVOKE = m.KeywordName.EVOKE.lower()


@cache  # one ability for every card with evoke: a trace reads it back as the same
def evoke_trigger() -> d.TriggeredAbility:
    """Evoke's triggered ability (702.74a): "When this permanent enters, if its evoke cost
    was paid, its controller sacrifices it." The permanent keeps the alternative cost its
    spell was cast for (``alt_paid``), which the intervening "if" asks (603.4)."""
    enters = replace(trigger(m.ObjectEvent(m.SelfRef(), m.ObjectVerb.ENTERS),
                             "When this permanent enters"), rule="702.74a")
    sacrifice = MoveObjects("Its controller sacrifices it.", ItSelf(), Motion.SACRIFICE)
    return d.TriggeredAbility(enters, (sacrifice,), intervening_if=SourceAltCostPaid(EVOKE),
                              keyword=m.KeywordName.EVOKE)


@cache  # one ability for every card with unearth: a trace reads it back as the same
def unearth_exile() -> d.TriggeredAbility:
    """Unearth's delayed triggered ability (702.84a, 603.7), created as the ability
    resolves: "Exile it at the beginning of the next end step." """
    next_end = d.Trigger(ev.StepBegan, StepBegins(Step.END),
                         "At the beginning of the next end step", zone=None, rule="702.84a")
    exile = MoveObjects("Exile it.", EventSubject(), Motion.EXILE)
    return d.TriggeredAbility(next_end, (exile,), delayed=True, keyword=m.KeywordName.UNEARTH)


#: what unearth does (702.84a)
UNEARTH_DOES = ("Return this card from your graveyard to the battlefield. It gains haste. "
                "Exile it at the beginning of the next end step. If it would leave the "
                "battlefield, exile it instead of putting it anywhere else.")


def unearth(cost: str) -> tuple[d.ActivatedAbility, d.TriggeredAbility]:
    """Unearth [cost] (702.84a): "[Cost]: Return this card from your graveyard to the
    battlefield. ... Activate only as a sorcery.", an activated ability that functions only
    while the card is in a graveyard (113.6), and the delayed trigger it creates."""
    later = unearth_exile()
    returns = ReturnUnearthed(UNEARTH_DOES, later)
    return d.ActivatedAbility(d.Cost(ManaCost.parse(cost)), (returns,),
                              reminder="Activate only as a sorcery.", sorcery_speed=True,
                              zone=Zone.GRAVEYARD), later


def ninjutsu(cost: str) -> d.ActivatedAbility:
    """Ninjutsu [cost] (702.49a): "[Cost], Reveal this card from your hand, Return an
    unblocked attacking creature you control to its owner's hand: Put this card onto the
    battlefield from your hand tapped and attacking.", an activated ability that functions
    only while the card is in its owner's hand (113.6)."""
    put = PutOntoBattlefieldAttacking("Put this card onto the battlefield from your hand "
                                      "tapped and attacking.")
    return d.ActivatedAbility(d.Cost(ManaCost.parse(cost), parts=(ReturnUnblockedAttacker(),)),
                              (put,), zone=Zone.HAND)


#: the actions a printed alternative cost may take, each paid by the caster as the spell
#: is on the stack (601.2h) and none of them the spell's own card: cards of the hand
#: exiled or discarded, permanents sacrificed, tapped or returned to the hand, life paid
_PAID_AS_CAST = (ExileFromHand, parts.Discard, parts.Sacrifice, parts.TapUntapped,
                 parts.PayLife, parts.ExileFromGraveyard, ReturnToHand, OthersGainLife)


def _x_from_hand(part: m.CostAction) -> bool:
    """ "exile a red card with mana value X from your hand" (the Shoals)."""
    return isinstance(part, m.ExileCost) and part.zone is m.CostZone.HAND and \
        part.filter is not None and part.filter.compare is not None and part.filter.compare.x


def printed_alternative_cost(ability: m.AlternativeCost, types: tuple[str, ...],
                             mana_cost: str) -> AlternativeCost:
    """"You may exile a blue card from your hand rather than pay this spell's mana cost."
    and the like (118.9): the cost its caster may pay instead of the mana cost, as they cast
    it (601.2b), under the condition printed. Refused: an action of the card itself, a
    discard of any card (the card would count itself before it is cast: 601.2a), and any
    action the engine can't pay for a spell. "Exile a red card with mana value X from your
    hand": X is the spell's, announced as it is cast (601.2b, 107.3), only on a card with
    {X} in its mana cost."""
    with_x = [o for o in ability.others if _x_from_hand(o)]
    cost = activation_cost(m.CostText(ability.mana, others=tuple(
        o for o in ability.others if not _x_from_hand(o))))
    if with_x and not ManaCost.parse(mana_cost).x_count:
        raise Unsupported(ability.text())
    for action in with_x:
        assert isinstance(action, m.ExileCost)
        if cost.of(ExileFromHand) is not None:
            raise Unsupported(ability.text())
        cost = cost.with_part(exile_from_hand(action))
    for paid in cost.parts:
        if not isinstance(paid, _PAID_AS_CAST) or (
                isinstance(paid, parts.Discard) and (paid.quality is None or paid.at_random
                                                     or CardType.LAND in types)):
            raise Unsupported(ability.text())
    if ability.also is not None and ability.condition is None:
        raise Unsupported(ability.text())
    # checked as the spell is cast, before it becomes cast (601.2b, 601.2i)
    tests = tuple(source_test(before_cast(c)) for c in (ability.condition, ability.also)
                  if c is not None)
    return AlternativeCost(ability.text(), cost, tests, ability.conditions, ability.free)


__all__ = ["EVOKE", "evoke_trigger", "ninjutsu", "printed_alternative_cost", "unearth",
           "unearth_exile"]
