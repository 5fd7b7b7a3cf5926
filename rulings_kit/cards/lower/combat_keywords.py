"""Keywords that stand for a triggered ability about combat, each built as the ability its
rule gives it: in the card vocabulary's words, battle cry (702.91a), ingest (702.115a),
annihilator N (702.86a), afflict N (702.130a) and frenzy N (702.68a); of the engine's
parts, where the words
name what no general part says (rulings_kit.core.combat_keywords), dethrone (702.105a),
training (702.149a), rampage N (702.23a), melee (702.121a), mentor (702.134a) and myriad
(702.116a); and extort (702.101a), which pays for its drain as a spell is cast. The card's
own keyword line builds them (a grant of one is refused:
``statics.TRIGGERED_KEYWORDS``)."""

from __future__ import annotations

from collections.abc import Callable

from rulings_kit.cards import model as m
from rulings_kit.cards.lower.filters import filter_test
from rulings_kit.core import definitions as d
from rulings_kit.core import events as ev
from rulings_kit.core.amounts import Number
from rulings_kit.core.combat_keywords import (
    AttacksMostLife,
    AttacksWithGreaterPower,
    BlockersBeyondFirst,
    ExtortDrain,
    Myriad,
    OpponentsAttacked,
    PowerLessThanSource,
    Provoke,
)
from rulings_kit.core.effects.common import Quantity
from rulings_kit.core.effects.flow import Optionally, PayMana
from rulings_kit.core.effects.instructions import ModifyUntilEndOfTurn, PutCounters
from rulings_kit.core.filters import IsSource, ObjectTarget
from rulings_kit.core.mana import ManaCost
from rulings_kit.core.patterns import Actor, Attacks, BecomesBlocked, Casts
from rulings_kit.core.selection import ItSelf, Objects, Targeted
from rulings_kit.core.state import Zone

K = m.KeywordName

#: "Whenever this creature attacks" (508.3a), "becomes blocked" (509.3c), "deals combat
#: damage to a player" (510.3a)
_ATTACKS = m.ObjectEvent(m.SelfRef(), m.ObjectVerb.ATTACKS)
_BLOCKED = m.ObjectEvent(m.SelfRef(), m.ObjectVerb.BECOMES_BLOCKED)
_DAMAGES = m.ObjectEvent(m.SelfRef(), m.ObjectVerb.DEALS_COMBAT_DAMAGE_TO_A_PLAYER)
_DEFENDING = m.PlayerRef(m.Who.DEFENDING_PLAYER)  # 506.2, 508.5


def battle_cry(_: int = 0) -> m.TriggeredAbilityText:
    """Battle cry (702.91a): "Whenever this creature attacks, each other attacking creature
    gets +1/+0 until end of turn." """
    others = m.Filter((m.CREATURE,), (m.Adjective(m.StateWord.OTHER),
                                      m.Adjective(m.StateWord.ATTACKING)))
    return m.TriggeredAbilityText("Whenever", _ATTACKS, m.Pump(
        m.EachRef(others, m.Article.EACH), "+1", "+0",
        m.Duration(m.DurationWords.UNTIL_END_OF_TURN)))


def ingest(_: int = 0) -> m.TriggeredAbilityText:
    """Ingest (702.115a): "Whenever this creature deals combat damage to a player, that
    player exiles the top card of their library." """
    return m.TriggeredAbilityText("Whenever", _DAMAGES, m.ExileTop(
        m.Fixed(1), who=m.PlayerRef(m.Who.THAT_PLAYER)))


def annihilator(n: int) -> m.TriggeredAbilityText:
    """Annihilator N (702.86a): "Whenever this creature attacks, defending player
    sacrifices N permanents." """
    permanent = m.Filter((m.Kind((), (m.KindWord.PERMANENT,)),))
    return m.TriggeredAbilityText("Whenever", _ATTACKS, m.Sacrifice(
        _DEFENDING, m.KindWord.PERMANENT.value, permanent, m.Fixed(n)))


def afflict(n: int) -> m.TriggeredAbilityText:
    """Afflict N (702.130a): "Whenever this creature becomes blocked, defending player
    loses N life." """
    return m.TriggeredAbilityText("Whenever", _BLOCKED, m.LoseLife(_DEFENDING, m.Fixed(n)))


def frenzy(n: int) -> m.TriggeredAbilityText:
    """Frenzy N (702.68a): "Whenever this creature attacks and isn't blocked, it gets +N/+0
    until end of turn." """
    unblocked = m.ObjectEvent(m.SelfRef(), m.ObjectVerb.ATTACKS_AND_ISNT_BLOCKED)
    return m.TriggeredAbilityText("Whenever", unblocked, m.Pump(
        m.ItRef(), f"+{n}", "+0", m.Duration(m.DurationWords.UNTIL_END_OF_TURN)))


#: keyword -> (its rule, whether it takes a number, the triggered ability it stands for);
#: each instance triggers on its own (702.91b, 702.115b, 702.86b, 702.130b, 702.68b)
COMBAT_TRIGGERS: dict[m.KeywordName, tuple[str, bool,
                                           Callable[[int], m.TriggeredAbilityText]]] = {
    K.BATTLE_CRY: ("702.91a", False, battle_cry),
    K.INGEST: ("702.115a", False, ingest),
    K.ANNIHILATOR: ("702.86a", True, annihilator),
    K.AFFLICT: ("702.130a", True, afflict),
    K.FRENZY: ("702.68a", True, frenzy),
}


_WHEN_ATTACKS = "Whenever this creature attacks"
_PLUS = "+1/+1"


def _ability(keyword: m.KeywordName, rule: str, event: type[ev.Event], test: d.TriggerTest,
             when: str, effect: d.Effect, *targets: d.TargetSpec) -> d.TriggeredAbility:
    return d.TriggeredAbility(d.Trigger(event, test, when, rule=rule), (effect,), targets,
                              keyword=keyword)


def _counter_on(what: Objects, words: str) -> PutCounters:
    return PutCounters(words, what, Number(1), _PLUS)


def dethrone(_: int = 0) -> d.TriggeredAbility:
    """Dethrone (702.105a): "Whenever this creature attacks the player with the most life
    or tied for most life, put a +1/+1 counter on this creature." """
    return _ability(K.DETHRONE, "702.105a", ev.Attacked, AttacksMostLife(),
                    "Whenever this creature attacks the player with the most life or tied "
                    "for most life", _counter_on(ItSelf(), "Put a +1/+1 counter on this "
                                                 "creature."))


def training(_: int = 0) -> d.TriggeredAbility:
    """Training (702.149a): "Whenever this creature and at least one other creature with
    power greater than this creature's power attack, put a +1/+1 counter on this
    creature." """
    return _ability(K.TRAINING, "702.149a", ev.Attacked, AttacksWithGreaterPower(),
                    "Whenever this creature and at least one other creature with power "
                    "greater than this creature's power attack",
                    _counter_on(ItSelf(), "Put a +1/+1 counter on this creature."))


def _gets(n: int, times: Quantity, for_each: str) -> ModifyUntilEndOfTurn:
    return ModifyUntilEndOfTurn(f"It gets +{n}/+{n} until end of turn for each {for_each}.",
                                ItSelf(), n, n, times=times)


def rampage(n: int) -> d.TriggeredAbility:
    """Rampage N (702.23a): "Whenever this creature becomes blocked, it gets +N/+N until
    end of turn for each creature blocking it beyond the first." The bonus is counted once,
    as it resolves (702.23b)."""
    return _ability(K.RAMPAGE, "702.23a", ev.Blocked, BecomesBlocked(IsSource(), is_self=True),
                    "Whenever this creature becomes blocked",
                    _gets(n, BlockersBeyondFirst(), "creature blocking it beyond the first"))


def melee(_: int = 0) -> d.TriggeredAbility:
    """Melee (702.121a): "Whenever this creature attacks, it gets +1/+1 until end of turn
    for each opponent you attacked with a creature this combat." """
    return _ability(K.MELEE, "702.121a", ev.Attacked, Attacks(IsSource(), is_self=True),
                    _WHEN_ATTACKS, _gets(1, OpponentsAttacked(),
                                         "opponent you attacked with a creature this combat"))


#: mentor's target (702.134a)
_MENTORED = "target attacking creature with power less than this creature's power"


def mentor(_: int = 0) -> d.TriggeredAbility:
    """Mentor (702.134a): "Whenever this creature attacks, put a +1/+1 counter on target
    attacking creature with power less than this creature's power." """
    target = d.TargetSpec(_MENTORED, ObjectTarget(PowerLessThanSource()),
                          zones=frozenset({Zone.BATTLEFIELD}), players=False)
    return _ability(K.MENTOR, "702.134a", ev.Attacked, Attacks(IsSource(), is_self=True),
                    _WHEN_ATTACKS, _counter_on(Targeted(0), f"Put a +1/+1 counter on "
                                               f"{_MENTORED}."), target)


def myriad(_: int = 0) -> d.TriggeredAbility:
    """Myriad (702.116a): "Whenever this creature attacks, for each opponent other than
    defending player, you may create a token that's a copy of this creature that's tapped
    and attacking that player or a planeswalker they control. If one or more tokens are
    created this way, exile the tokens at end of combat." """
    return _ability(K.MYRIAD, "702.116a", ev.Attacked, Attacks(IsSource(), is_self=True),
                    _WHEN_ATTACKS, Myriad(
                        "For each opponent other than defending player, you may create a "
                        "token that's a copy of this creature that's tapped and attacking "
                        "that player or a planeswalker they control. If one or more tokens "
                        "are created this way, exile the tokens at end of combat."))


#: provoke's target (702.39a)
_PROVOKED = m.Filter((m.CREATURE,), controller=m.Controller.DEFENDING_PLAYER)


def provoke(_: int = 0) -> d.TriggeredAbility:
    """Provoke (702.39a): "Whenever this creature attacks, you may choose to have target
    creature defending player controls block this creature this combat if able. If you
    do, untap that creature." """
    target = d.TargetSpec(f"target {_PROVOKED.text()}", ObjectTarget(filter_test(_PROVOKED)),
                          zones=frozenset({Zone.BATTLEFIELD}), players=False)
    return _ability(K.PROVOKE, "702.39a", ev.Attacked, Attacks(IsSource(), is_self=True),
                    _WHEN_ATTACKS, Provoke(
                        "You may choose to have target creature defending player controls "
                        "block this creature this combat if able. If you do, untap that "
                        "creature.", Targeted(0)), target)


#: what extort pays (702.101a): a hybrid symbol, paid with white or black mana (107.4e)
_EXTORT = "{W/B}"


def extort(_: int = 0) -> d.TriggeredAbility:
    """Extort (702.101a): "Whenever you cast a spell, you may pay {W/B}. If you do, each
    opponent loses 1 life and you gain life equal to the total life lost this way." Paid,
    or not, as it resolves (its ruling), at most once for each instance (702.101b)."""
    pay = Optionally(f"You may pay {_EXTORT}.", (PayMana(f"pay {_EXTORT}",
                                                         ManaCost.parse(_EXTORT)),))
    drain = ExtortDrain("If you do, each opponent loses 1 life and you gain life equal to "
                        "the total life lost this way.")
    cast = d.Trigger(ev.SpellCast, Casts(Actor.YOU, None), "Whenever you cast a spell",
                     rule="702.101a")
    return d.TriggeredAbility(cast, (pay, drain), keyword=K.EXTORT)


#: keyword -> (its rule, whether it takes a number, the triggered ability it is); each
#: instance triggers on its own (702.105b, 702.149b, 702.23c, 702.121b, 702.134b, 702.116b,
#: 702.101b, 702.39b)
COMBAT_ABILITIES: dict[m.KeywordName, tuple[str, bool, Callable[[int], d.TriggeredAbility]]] = {
    K.DETHRONE: ("702.105a", False, dethrone),
    K.TRAINING: ("702.149a", False, training),
    K.RAMPAGE: ("702.23a", True, rampage),
    K.MELEE: ("702.121a", False, melee),
    K.MENTOR: ("702.134a", False, mentor),
    K.MYRIAD: ("702.116a", False, myriad),
    K.EXTORT: ("702.101a", False, extort),
    K.PROVOKE: ("702.39a", False, provoke),
}

#: every keyword this module builds
COMBAT_KEYWORDS = frozenset({*COMBAT_TRIGGERS, *COMBAT_ABILITIES})


__all__ = ["COMBAT_ABILITIES", "COMBAT_KEYWORDS", "COMBAT_TRIGGERS", "afflict", "annihilator",
           "battle_cry", "dethrone", "extort", "frenzy", "ingest", "melee", "mentor", "myriad",
           "provoke",
           "rampage",
           "training"]
