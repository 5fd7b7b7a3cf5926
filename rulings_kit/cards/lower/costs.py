"""Costs (118, 602.1a) lowered into the engine's :class:`~rulings_kit.core.definitions.Cost`:
each action a cost names is a part the grammar read (:mod:`rulings_kit.cards.model.costs`),
lowered by the one function registered for its kind (:data:`COSTS`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from rulings_kit.cards import model as m
from rulings_kit.cards.lower.filters import Unsupported, filter_test
from rulings_kit.cards.lower.strict import Lowerings, reads
from rulings_kit.core import cost_parts as parts
from rulings_kit.core import definitions as d
from rulings_kit.core.exert import ExertSelf
from rulings_kit.core.hand_costs import ExileFromHand, ReturnToHand
from rulings_kit.core.keywords import KEYWORDS
from rulings_kit.core.mana import ManaCost
from rulings_kit.core.printed_costs import OthersGainLife
from rulings_kit.core.removed_counters import RemoveAnyCounters

#: a cost action's lowering: the engine cost so far and the action → the cost with it
CostLowering = Callable[[d.Cost, Any], d.Cost]
COSTS: Lowerings[CostLowering] = Lowerings("cost")
_ONE = m.Fixed(1)


@reads(m.CostText, "mana tap loyalty others untap loyalty_x")
def activation_cost(cost: m.CostText) -> d.Cost:
    """The engine's cost of an activated ability (602.1a); a loyalty ability's (606.4),
    "[−X]" too (107.3a)."""
    out = d.Cost(ManaCost.parse(cost.mana), tap=cost.tap, untap=cost.untap,
                 loyalty=cost.loyalty, loyalty_x=cost.loyalty_x)
    for action in cost.others:
        out = COSTS.of(action)(out, action)
    return out


def _permanent_kind(kind: m.Kind) -> str | None:
    """A card type or subtype as the engine's cost names it ("Creature", "Goblin"), or
    None for words that are not one of them (205.2a, 205.3)."""
    if kind.subtypes and not kind.types and len(kind.subtypes) == 1:
        return kind.subtypes[0].value
    types = kind.card_types
    if kind.subtypes or len(types) != 1 or len(kind.types) != 1 or \
            types[0] not in d.PERMANENT_TYPES:
        return None
    return types[0].value


def _one_type(f: m.Filter) -> str | None:
    """The one card type or subtype a filter is ("creature", "Goblin"), when it says
    nothing else."""
    if len(f.types) != 1 or replace(f, types=()) != m.Filter(()):
        return None
    return _permanent_kind(f.types[0])


def chosen_count(amount: m.Amount) -> int | None:
    """How many objects a cost paid with chosen objects takes ("Sacrifice two creatures",
    "Discard three cards", "Tap five untapped Merfolk": 601.2h), or None where the number
    isn't a fixed one ("sacrifice X creatures", "any number")."""
    return amount.n if isinstance(amount, m.Fixed) and amount.n >= 1 else None


@COSTS.lowers(m.SacrificeCost, reads="filter amount another")
def _sacrifice(cost: d.Cost, part: m.SacrificeCost) -> d.Cost:
    """"Sacrifice ~", "another creature", "two lands", "a creature with defender"
    (701.21a, 601.2h)."""
    if part.filter is None:
        return cost.with_part(parts.SacrificeSelf())
    if cost.of(parts.Sacrifice) is not None or not isinstance(part.amount, m.Fixed):
        raise Unsupported(part.text())
    f = part.filter
    keyword = f.keyword.capitalize() if f.keyword else ""
    if keyword and part.amount == _ONE and not part.another and \
            replace(f, keyword="") == m.Filter((m.CREATURE,)) and keyword in KEYWORDS:
        quality = d.Quality(part.objects(), filter_test(f))  # "a creature with defender"
        return cost.with_part(parts.Sacrifice(("Creature",), quality=quality))
    if chosen_count(part.amount) is None:
        raise Unsupported(part.text())
    kind = _one_type(f)
    if kind is not None and (not part.another or part.amount == _ONE):
        return cost.with_part(parts.Sacrifice((kind,), part.amount.n, part.another))
    # any other permanents the filter describes: "another permanent", "three other
    # creatures", "another nontoken creature" (701.21a)
    quality = d.Quality(part.objects(), filter_test(f))
    return cost.with_part(parts.Sacrifice((), part.amount.n, part.another, quality=quality))


@COSTS.lowers(m.DiscardCost, reads="filter amount another at_random")
def _discard(cost: d.Cost, part: m.DiscardCost) -> d.Cost:
    """"Discard a card", "Discard two cards", "Discard a historic card" (701.9a), "Discard a
    card at random" (701.9b); "Discard this card", which makes the ability function from
    its owner's hand (113.6j, 113.6m; ``zones``)."""
    if part.filter is None and part.amount == _ONE and cost.of(parts.DiscardSelf) is None:
        return cost.with_part(parts.DiscardSelf(cycling=False))
    n = chosen_count(part.amount)
    if part.filter is None or part.another or n is None:
        raise Unsupported(part.text())
    before = cost.of(parts.Discard)
    if part.filter == m.ANY_CARD:
        if before is None:
            return cost.with_part(parts.Discard(n, at_random=part.at_random))
        if before.at_random != part.at_random or before.quality is not None:
            raise Unsupported(part.text())
        return cost.with_part(replace(before, count=before.count + n), instead=before)
    if before is not None or n != 1:
        raise Unsupported(part.text())
    in_hand = filter_test(replace(part.filter, zone=m.FilterZone.IN_YOUR_HAND))
    return cost.with_part(parts.Discard(1, d.Quality(part.objects(), in_hand), part.at_random))


@COSTS.lowers(m.RevealCost, reads="filter")
def _reveal(cost: d.Cost, part: m.RevealCost) -> d.Cost:
    """"Reveal a white card in your hand" (701.20a, a morph cost); "Reveal ~ from your hand",
    the card itself, which makes the ability function there (forecast, 702.57b)."""
    if part.filter is None and cost.of(parts.RevealSelf) is None:
        return cost.with_part(parts.RevealSelf())
    if cost.of(parts.RevealFromHand) is not None or part.filter is None:
        raise Unsupported(part.text())
    shown = d.Quality(part.objects(), filter_test(part.filter))
    return cost.with_part(parts.RevealFromHand(shown))


@COSTS.lowers(m.ExertCost, reads="")
def _exert(cost: d.Cost, part: m.ExertCost) -> d.Cost:
    """"Exert ~" (701.43a)."""
    return cost.with_part(ExertSelf())


@COSTS.lowers(m.PayLifeCost, reads="amount")
def _pay_life(cost: d.Cost, part: m.PayLifeCost) -> d.Cost:
    """"Pay 2 life" (118.3b)."""
    if not isinstance(part.amount, m.Fixed):
        raise Unsupported(part.text())
    before = cost.of(parts.PayLife)
    if before is None:
        return cost.with_part(parts.PayLife(part.amount.n))
    return cost.with_part(parts.PayLife(before.amount + part.amount.n), instead=before)


@COSTS.lowers(m.PayEnergyCost, reads="amount")
def _pay_energy(cost: d.Cost, part: m.PayEnergyCost) -> d.Cost:
    """"Pay {E}{E}" (107.14)."""
    if cost.of(parts.PayEnergy) is not None:
        raise Unsupported(part.text())
    return cost.with_part(parts.PayEnergy(part.amount))


@COSTS.lowers(m.ExileCost, reads="filter amount another zone")
def _exile(cost: d.Cost, part: m.ExileCost) -> d.Cost:
    """"Exile a creature card from your graveyard" (406.2); "Exile four other cards from
    your graveyard" (escape, 702.138a); "Exile this artifact" (602.2b); "Exile a blue card
    from your hand" (406.2, a pitch spell's alternative cost, 118.9)."""
    if part.filter is None and part.zone is m.CostZone.BATTLEFIELD and part.amount == _ONE \
            and cost.of(parts.ExileSelf) is None:
        return cost.with_part(parts.ExileSelf())
    if part.filter is None and part.zone is m.CostZone.GRAVEYARD and part.amount == _ONE \
            and cost.of(parts.ExileSelfFromGraveyard) is None:
        return cost.with_part(parts.ExileSelfFromGraveyard())  # functions there (113.6m)
    n = chosen_count(part.amount)
    if part.zone is m.CostZone.HAND and part.filter is not None and \
            not (part.filter.compare is not None and part.filter.compare.x):  # X: refused,
        if cost.of(ExileFromHand) is not None:  # but in a spell's alternative cost
            raise Unsupported(part.text())
        return cost.with_part(exile_from_hand(part))
    if part.filter is None or part.zone is not m.CostZone.GRAVEYARD or n is None or \
            (part.another and part.filter != m.ANY_CARD) or \
            cost.of(parts.ExileFromGraveyard) is not None:
        raise Unsupported(part.text())
    in_graveyard = filter_test(replace(part.filter, zone=m.FilterZone.IN_YOUR_GRAVEYARD))
    words = m.costs.counted(part.amount, part.filter, part.another)  # "a creature card"
    return cost.with_part(parts.ExileFromGraveyard(d.Quality(words, in_graveyard), n,
                                                   part.another))


def exile_from_hand(part: m.ExileCost) -> ExileFromHand:
    """"Exile a blue card from your hand", "exile two green cards from your hand" (406.2,
    601.2h); "exile a red card with mana value X from your hand", X the spell's own (107.3),
    only in a spell's alternative cost (118.9, ``alternative``)."""
    n = chosen_count(part.amount)
    if part.filter is None or n is None or part.another or part.zone is not m.CostZone.HAND:
        raise Unsupported(part.text())
    in_hand = filter_test(replace(part.filter, zone=m.FilterZone.IN_YOUR_HAND))
    words = m.costs.counted(part.amount, part.filter, False)  # "a blue card"
    return ExileFromHand(d.Quality(words, in_hand), n)


@COSTS.lowers(m.TapUntappedCost, reads="filter amount another")
def _tap_untapped(cost: d.Cost, part: m.TapUntappedCost) -> d.Cost:
    """"Tap two untapped Spirits you control": that many, chosen as the cost is paid
    (601.2h); "three untapped white creatures" (the filter's test reads its adjectives)."""
    kind = _one_type(replace(part.filter, adjectives=()))
    n = chosen_count(part.amount)
    if kind is None or part.another or n is None or cost.of(parts.TapUntapped) is not None:
        raise Unsupported(part.text())
    test = filter_test(part.filter)
    return cost.with_part(parts.TapUntapped(d.Quality(part.objects(), test), n))


@COSTS.lowers(m.RemoveCountersCost, reads="counter amount any_number")
def _remove_counter(cost: d.Cost, part: m.RemoveCountersCost) -> d.Cost:
    """"Remove a +1/+1 counter from ~", "Remove three spore counters from ~" (122.1,
    602.2b); "Remove any number of storage counters from ~", the number chosen as it is
    paid (601.2h; only a mana ability that adds mana for each of them carries it out)."""
    if part.any_number:
        if cost.parts:
            raise Unsupported(part.text())
        return cost.with_part(RemoveAnyCounters(part.counter))
    if not isinstance(part.amount, m.Fixed) or part.amount.n < 1 or \
            cost.of(parts.RemoveCounter) is not None:
        raise Unsupported(part.text())
    return cost.with_part(parts.RemoveCounter(part.counter, part.amount.n))


@COSTS.lowers(m.ReturnCost, reads="filter amount")
def _return(cost: d.Cost, part: m.ReturnCost) -> d.Cost:
    """"Return a land you control to its owner's hand", "return two Islands you control to
    their owner's hand" (601.2h, 602.2b): that many, chosen as the cost is paid."""
    n = chosen_count(part.amount)
    if n is None or cost.of(ReturnToHand) is not None:
        raise Unsupported(part.text())
    words = m.costs.counted(part.amount, part.filter, False)  # "two Islands you control"
    return cost.with_part(ReturnToHand(d.Quality(words, filter_test(part.filter)), n))


@COSTS.lowers(m.OthersGainLifeCost, reads="who amount")
def _others_gain_life(cost: d.Cost, part: m.OthersGainLifeCost) -> d.Cost:
    """"have an opponent gain 3 life", "have each other player gain 6 life" (119.3): only
    a spell's alternative cost prints it (118.9)."""
    if not isinstance(part.amount, m.Fixed) or cost.of(OthersGainLife) is not None:
        raise Unsupported(part.text())
    return cost.with_part(OthersGainLife(part.amount.n, part.who is m.Who.EACH_OTHER_PLAYER))


def additional_sacrifice(part: m.CostAction, kicker: bool = False) -> d.AdditionalSacrifice:
    """"As an additional cost to cast this spell, sacrifice a creature." (601.2b, 601.2h);
    "Kicker—Sacrifice an artifact or Goblin." (702.33a): card types or subtypes."""
    if not isinstance(part, m.SacrificeCost) or part.filter is None or part.another or \
            part.amount != _ONE or replace(part.filter, types=()) != m.Filter(()):
        raise Unsupported(part.text())
    kinds = tuple(_permanent_kind(t) for t in part.filter.types)
    if not all(kinds):
        raise Unsupported(part.text())
    return d.AdditionalSacrifice(tuple(k for k in kinds if k), kicker)


def sacrifices_one(parts: tuple[m.CostAction, ...]) -> bool:
    """Whether the costs sacrifice one permanent chosen and move no other from the
    battlefield: then "the sacrificed creature" is that one (601.2h, 602.2b, 608.2h)."""
    chosen = [p for p in parts if isinstance(p, m.SacrificeCost) and p.filter is not None
              and not p.grantor]
    moving = [p for p in parts if isinstance(p, m.SacrificeCost) or (
        isinstance(p, m.ExileCost) and p.zone is m.CostZone.BATTLEFIELD)]
    return len(chosen) == len(moving) == 1 and chosen[0].amount == _ONE
