"""Haunt (702.55a) as the triggered ability it stands for, on a permanent or on an instant
or sorcery, and what "exile it haunting target creature" does; the trigger event of the
abilities that refer to the creature it haunts (702.55c) is lowered with the other trigger
events (rulings_kit.cards.lower.triggers)."""

from __future__ import annotations

from typing import Any

from rulings_kit.cards import model as m
from rulings_kit.cards.lower.actions import lowers, words
from rulings_kit.cards.lower.refs import Scope
from rulings_kit.core import definitions as d
from rulings_kit.core import events as ev
from rulings_kit.core.effects.haunting import ExileHaunting
from rulings_kit.core.haunt import RULE, ResolvedIntoGraveyard

#: Haunt on a permanent (702.55a): "When this permanent is put into a graveyard from the
#: battlefield, exile it haunting target creature." (a creature's: "When this creature
#: dies", 700.4)
ON_A_PERMANENT = m.TriggeredAbilityText(
    "When", m.ObjectEvent(m.SelfRef(), m.ObjectVerb.IS_PUT_INTO_A_GRAVEYARD_FROM_THE_BATTLEFIELD),
    m.ExileHauntingText())

#: what haunt on an instant or sorcery spell triggers on (702.55a)
_RESOLVED = "When this spell card is put into a graveyard after resolving"


def on_a_spell(scope: Scope, name: str, interpret: Any) -> d.TriggeredAbility:
    """Haunt on an instant or sorcery (702.55a): "When this spell is put into a graveyard
    during its resolution, exile it haunting target creature." It triggers from the
    graveyard the card went to (608.2n), "it" being that card (400.7)."""
    resolved = d.Trigger(ev.ZoneChanged, ResolvedIntoGraveyard(), _RESOLVED, zone=None,
                         rule=RULE)
    effects = interpret(m.ExileHauntingText(), scope, name)
    return d.TriggeredAbility(resolved, effects, tuple(scope.specs),
                              keyword=m.KeywordName.HAUNT)


@lowers(m.ExileHauntingText, reads="")
def _exile_haunting(effect: m.ExileHauntingText, scope: Scope, name: str) -> tuple[Any, ...]:
    card = scope.objects(m.ItRef(m.It.IT))  # the card, before the target names "it"
    haunted = scope.objects(m.TargetRef(m.Filter((m.CREATURE,))))
    return (ExileHaunting(words(effect, name), card, haunted),)


__all__ = ["ON_A_PERMANENT", "on_a_spell"]
