"""The keywords that let a card be used from its owner's graveyard, built as the engine's
abilities: those that cast it from there (601.3), flashback (702.34a), escape (702.138a),
jump-start (702.133a) and retrace (702.81a), each the static ability
:class:`~rulings_kit.core.abilities.CastFromGraveyard`; and those that are activated
abilities exiling it from there as their cost, "[Cost], Exile this card from your
graveyard: ... Activate only as a sorcery.": scavenge (702.97a), embalm (702.128a) and
eternalize (702.129a)."""

from __future__ import annotations

from rulings_kit.cards import model as m
from rulings_kit.cards.lower.refs import object_target
from rulings_kit.core import definitions as d
from rulings_kit.core import events as ev
from rulings_kit.core.abilities import CastFromGraveyard
from rulings_kit.core.amounts import StatOf
from rulings_kit.core.copiable import CopyExceptions
from rulings_kit.core.cost_parts import ExileSelfFromGraveyard
from rulings_kit.core.effects.copies import CopyThisCard, EncoreCopies
from rulings_kit.core.effects.instructions import Motion, MoveObjects, PutCounters
from rulings_kit.core.mana import ManaCost
from rulings_kit.core.patterns import Dies, StepBegins
from rulings_kit.core.recover import RULE as RECOVER
from rulings_kit.core.recover import OwnedByYou, Recovers
from rulings_kit.core.selection import EventSubject, ItSelf, Targeted
from rulings_kit.core.state import Step, Zone

#: the keywords that let a card be cast from its owner's graveyard (601.3): their rule,
#: whether their cost is paid rather than the mana cost (118.9) or with it (601.2f),
#: whether the spell is exiled instead any time it would leave the stack, and whether the
#: resulting spell must be an instant or sorcery
GRAVEYARD_CASTS = {
    # "Flashback [cost]": "You may cast this card from your graveyard if the resulting
    # spell is an instant or sorcery spell by paying [cost] rather than paying its mana
    # cost" and "If the flashback cost was paid, exile this card instead ..."
    m.KeywordName.FLASHBACK: ("702.34a", True, True, True),
    # "Escape [cost]": "You may cast this card from your graveyard by paying [cost] rather
    # than paying its mana cost."
    m.KeywordName.ESCAPE: ("702.138a", True, False, False),
    # "Jump-start": "... if the resulting spell is an instant or sorcery spell by
    # discarding a card as an additional cost to cast it" and "... exile this card instead"
    m.KeywordName.JUMP_START: ("702.133a", False, True, True),
    # "Retrace": "... by discarding a land card as an additional cost to cast it."
    m.KeywordName.RETRACE: ("702.81a", False, False, False),
    # "Disturb [cost]": "You may cast this card transformed from your graveyard by paying
    # [cost] rather than its mana cost." (its back face up, 712.11a)
    m.KeywordName.DISTURB: ("702.146a", True, False, False),
}

#: the costs of the graveyard keywords printed without one (702.133a, 702.81a)
GRAVEYARD_COSTS = {
    m.KeywordName.JUMP_START: m.CostText(others=(m.DiscardCost(m.ANY_CARD),)),
    m.KeywordName.RETRACE: m.CostText(others=(m.DiscardCost(
        m.Filter((m.LAND,), noun=m.FilterNoun.CARD)),)),
}


def graveyard_cast(keyword: m.KeywordName, cost: d.Cost) -> CastFromGraveyard:
    """The static ability a graveyard keyword stands for (:data:`GRAVEYARD_CASTS`), for
    ``cost``: the printed one, or the one the keyword says."""
    rule, alternative, exiled, spells_only = GRAVEYARD_CASTS[keyword]
    return CastFromGraveyard(keyword, rule, cost, alternative, exiled, spells_only,
                             transformed=keyword is m.KeywordName.DISTURB)


def _from_graveyard(cost: str, effect: d.Effect,
                    targets: tuple[d.TargetSpec, ...] = ()) -> d.ActivatedAbility:
    """"[Cost], Exile this card from your graveyard: [effect] Activate only as a sorcery.",
    an activated ability that functions only while the card is in a graveyard (113.6)."""
    return d.ActivatedAbility(d.Cost(ManaCost.parse(cost), parts=(ExileSelfFromGraveyard(),)),
                              (effect,), targets, reminder="Activate only as a sorcery.",
                              sorcery_speed=True, zone=Zone.GRAVEYARD)


def scavenge(cost: str) -> d.ActivatedAbility:
    """Scavenge [cost] (702.97a): "... Put a number of +1/+1 counters equal to the power of
    the card you exiled on target creature." (its power as it last was, in the graveyard,
    608.2h)."""
    target = object_target(m.TargetRef(m.Filter((m.CREATURE,))))
    put = PutCounters("Put a number of +1/+1 counters equal to the power of the card you "
                      "exiled on target creature.", Targeted(),
                      StatOf(ItSelf(last_known=True), "power"), rule="702.97a")
    return _from_graveyard(cost, put, (target,))


#: the exceptions of embalm's and eternalize's copies (702.128a, 702.129a; 707.9b)
_EMBALMED = CopyExceptions(subtypes=("Zombie",), colors=frozenset({"W"}), no_mana_cost=True,
                           text=", except it's white, it has no mana cost, and it's a Zombie "
                           "in addition to its other types")
_ETERNALIZED = CopyExceptions(power=4, toughness=4, subtypes=("Zombie",),
                              colors=frozenset({"B"}), no_mana_cost=True,
                              text=", except it's black, it's 4/4, it has no mana cost, and "
                              "it's a Zombie in addition to its other types")


def embalm(cost: str) -> d.ActivatedAbility:
    """Embalm [cost] (702.128a): "... Create a token that's a copy of this card, except
    it's white, it has no mana cost, and it's a Zombie in addition to its other types." """
    return _from_graveyard(cost, CopyThisCard(
        f"Create a token that's a copy of this card{_EMBALMED.text}.", _EMBALMED, "702.128a"))


def eternalize(cost: str) -> d.ActivatedAbility:
    """Eternalize [cost] (702.129a): "... Create a token that's a copy of this card,
    except it's black, it's 4/4, it has no mana cost, and it's a Zombie in addition to its
    other types." """
    return _from_graveyard(cost, CopyThisCard(
        f"Create a token that's a copy of this card{_ETERNALIZED.text}.", _ETERNALIZED,
        "702.129a"))


def encore(cost: str) -> tuple[d.ActivatedAbility, d.TriggeredAbility]:
    """Encore [cost] (702.141a): "[Cost], Exile this card from your graveyard: For each
    opponent, create a token that's a copy of this card that attacks that opponent this turn
    if able. The tokens gain haste. Sacrifice them at the beginning of the next end step.
    Activate only as a sorcery." The activated ability, and the delayed triggered ability
    its effect creates for each token (603.7)."""
    next_end = d.Trigger(ev.StepBegan, StepBegins(Step.END),
                         "At the beginning of the next end step", zone=None, rule="702.141a")
    sacrifice = d.TriggeredAbility(next_end, (MoveObjects("Sacrifice it.", EventSubject(),
                                                          Motion.SACRIFICE),),
                                   delayed=True, keyword=m.KeywordName.ENCORE)
    copies = EncoreCopies("For each opponent, create a token that's a copy of this card that "
                          "attacks that opponent this turn if able. The tokens gain haste. "
                          "Sacrifice them at the beginning of the next end step.", sacrifice)
    return _from_graveyard(cost, copies), sacrifice


def recover(cost: str) -> d.TriggeredAbility:
    """Recover [cost] (702.59a): "When a creature is put into your graveyard from the
    battlefield, you may pay [cost]. If you do, return this card from your graveyard to your
    hand. Otherwise, exile this card.", a triggered ability of the card in the graveyard."""
    dies = d.Trigger(ev.ZoneChanged, Dies(OwnedByYou()), "When a creature is put into your "
                     "graveyard from the battlefield", zone=Zone.GRAVEYARD, rule=RECOVER)
    return d.TriggeredAbility(dies, (Recovers(ManaCost.parse(cost)),),
                              keyword=m.KeywordName.RECOVER)


__all__ = ["GRAVEYARD_CASTS", "GRAVEYARD_COSTS", "embalm", "encore", "eternalize",
           "graveyard_cast", "recover", "scavenge"]
