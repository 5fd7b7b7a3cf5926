"""Keywords that stand for abilities of their own, built as the engine's abilities:
rebound (702.88a), miracle (702.94a), cycling (702.29a), flanking (702.25a), bushido
(702.45a), exalted (702.83a), dash (702.109a), soulshift (702.46a), afterlife (702.135a),
living weapon (702.92a), outlast (702.107a), persist (702.79a), undying (702.93a),
modular (702.43a), echo (702.30a), cumulative upkeep (702.24a), morph
(702.37), crew (702.122a), fading (702.32a), vanishing (702.63a), ward (702.21a). The
keywords that trigger as their spell is cast are rulings_kit.cards.lower.cast_keywords.

And the search trigger of partner with [name] (702.124j)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from functools import cache

from rulings_kit.cards import model as m
from rulings_kit.cards.lower.triggers import trigger
from rulings_kit.cards.model.objects import count_of
from rulings_kit.core import definitions as d
from rulings_kit.core import events as ev
from rulings_kit.core.abilities import TargetSpec
from rulings_kit.core.card_types import CardType
from rulings_kit.core.characteristics import has_keyword
from rulings_kit.core.conditions import (
    HadNoCounters,
    NotRenowned,
    OpponentDealtDamage,
    SourceAltCostPaid,
    SourceHasCounter,
)
from rulings_kit.core.cost_parts import DiscardSelf
from rulings_kit.core.crew import TapTotalPower
from rulings_kit.core.effects.continuous import ChangeCharacteristics
from rulings_kit.core.effects.counters import Fabricate, Renown
from rulings_kit.core.effects.creature_enters import Evolve, Evolves, Graft
from rulings_kit.core.effects.instructions import (
    ModifyUntilEndOfTurn,
    Motion,
    MoveObjects,
    PutCounters,
)
from rulings_kit.core.effects.sacrifice import Exploit
from rulings_kit.core.effects.search import SearchLibrary
from rulings_kit.core.effects.spells import (
    CastForMiracleCost,
    CastWithoutPayingManaCost,
    CounterUnlessPays,
    reveal_for_miracle,
)
from rulings_kit.core.effects.upkeep import PayCumulativeUpkeep, RemoveCounterFromSelf
from rulings_kit.core.filters import Bound, IsSource, Named, ObjectFilter, PlayerTarget, Stat
from rulings_kit.core.layer_changes import AddKeywords, AddTypes
from rulings_kit.core.mana import ManaCost
from rulings_kit.core.morph import MEGAMORPH, MORPH, Morph
from rulings_kit.core.patterns import BecomesTarget, DrawnFirst, LastCounterRemoved, StepBegins
from rulings_kit.core.rebound import REBOUND
from rulings_kit.core.selection import EventSubject, ItSelf, Targeted
from rulings_kit.core.soulbond import (
    AnotherEntersUnpaired,
    CanPairOnEntering,
    PairWithAnother,
    PairWithEntering,
)
from rulings_kit.core.state import GameObject, GameState, Step, Zone
from rulings_kit.core.statics import StaticEffect


@cache  # one ability, whatever set it up: a trace reads it back as the same (trace/serial)
def rebound_trigger() -> d.TriggeredAbility:
    """Rebound (702.88a), the delayed triggered ability it creates as the spell is exiled
    instead of going to the graveyard (603.7): "at the beginning of your next upkeep, you
    may cast this card from exile without paying its mana cost". The replacement itself is
    the engine's (rulings_kit.core.rebound); this is the ability it sets up, the same for
    a printed rebound and a granted one."""
    next_upkeep = m.StepEvent(m.TriggerStep.UPKEEP, m.StepOwner.YOUR)
    upkeep = replace(trigger(next_upkeep, "At the beginning of your next upkeep"),
                     rule="702.88a")
    return d.TriggeredAbility(upkeep, (CastWithoutPayingManaCost(only_subject=True),),
                              delayed=True, keyword=REBOUND)


def keyword_triggers(keywords: Iterable[str]) -> tuple[d.TriggeredAbility, ...]:
    """The triggered abilities that granted ``keywords`` stand for, which a static ability
    that grants them carries (611.3a): rebound's delayed trigger; and dash's, which only a
    card's own keyword builds (a grant of dash is refused), for a trace to read back."""
    keywords = tuple(keywords)
    return ((rebound_trigger(),) if REBOUND in keywords else ()) + (
        (dash_trigger(),) if m.KeywordName.DASH in keywords else ()) + (  # dash: a trace's
        (flash_sacrifice(),) if FLASHED in keywords else ())  # read, and this (no keyword)


#: the counter unleash, riot, bloodthirst, devour and graft put as the permanent enters,
#: and reinforce puts (702.77a)
_PLUS = "+1/+1"

#: what cycling does (702.29a): "Draw a card."
CYCLING_DRAWS = m.Draw(None, m.Fixed(1))


def typecycling_search(found: m.Filter) -> m.Search:
    """What [type]cycling does (702.29e): "Search your library for a [type] card, reveal it,
    and put it into your hand. Then shuffle your library." """
    return m.Search(found, m.FoundTo.YOUR_HAND, reveal=True)


def cycling(cost: ManaCost, draw: tuple[d.Effect, ...]) -> d.ActivatedAbility:
    """Cycling (702.29a): "[Cost], Discard this card: Draw a card." (``draw``, built from
    CYCLING_DRAWS), an activated ability that functions only while the card is in its
    owner's hand."""
    return d.ActivatedAbility(d.Cost(cost, parts=(DiscardSelf(),)), draw, zone=Zone.HAND)


def reinforce_counters(n: int) -> m.PutCountersText:
    """What reinforce N does (702.77a): "Put N +1/+1 counters on target creature." """
    return m.PutCountersText(m.TargetRef(m.Filter((m.CREATURE,))), m.Fixed(n), _PLUS)


def reinforce(cost: ManaCost, put: tuple[d.Effect, ...],
              targets: tuple[TargetSpec, ...]) -> d.ActivatedAbility:
    """Reinforce N—[cost] (702.77a): "[Cost], Discard this card: Put N +1/+1 counters on
    target creature." (``put``, built from reinforce_counters, with its ``targets``), an
    activated ability that can be activated only while the card is in its owner's hand;
    the counters are put citing the keyword's rule."""
    put = tuple(replace(e, rule="702.77a") if isinstance(e, PutCounters) else e for e in put)
    return d.ActivatedAbility(d.Cost(cost, parts=(DiscardSelf(),)), put, targets,
                              zone=Zone.HAND)


def ward(mana: ManaCost, life: int = 0) -> d.TriggeredAbility:
    """Ward [cost] (702.21a): "Whenever this permanent becomes the target of a spell or
    ability an opponent controls, counter that spell or ability unless that player pays
    [cost]": {N}, or "Ward—Pay N life." (``life``)."""
    targeted = d.Trigger(ev.SpellCast | ev.AbilityActivated | ev.PutOnStack,  # type: ignore[arg-type]
                         BecomesTarget(IsSource(), is_self=True, by_opponent=True,
                                       remembers_targeting=True),
                         "Whenever this permanent becomes the target of a spell or ability "
                         "an opponent controls", rule="702.21a")
    return d.TriggeredAbility(targeted, (CounterUnlessPays(mana, life),),
                              keyword=m.KeywordName.WARD)


#: Dash's name for its cost, as a cast names it (``alt = "dash"``, 118.9)
DASH = m.KeywordName.DASH.lower()


@cache  # one ability for every card with dash: a trace reads it back as the same
def dash_trigger() -> d.TriggeredAbility:
    """Dash's delayed triggered ability (702.109a, 603.7), made as the spell whose dash
    cost was paid resolves: "return the permanent this spell becomes to its owner's hand
    at the beginning of the next end step"."""
    next_end = d.Trigger(ev.StepBegan, StepBegins(Step.END),
                         "At the beginning of the next end step", zone=None, rule="702.109a")
    back = MoveObjects("Return the permanent this spell became to its owner's hand.",
                       EventSubject(), Motion.RETURN_TO_HAND)
    return d.TriggeredAbility(next_end, (back,), delayed=True, keyword=m.KeywordName.DASH)


@cache  # one ability for every such card: a trace reads it back as the same
def flash_sacrifice() -> d.TriggeredAbility:
    """"If you cast it any time a sorcery couldn't have been cast, the controller of the
    permanent it becomes sacrifices it at the beginning of the next cleanup step.": the
    delayed triggered ability (603.7) made as the spell cast that way resolves; it
    triggers as the next cleanup step begins, and its controller then receives priority
    (514.3a)."""
    next_cleanup = d.Trigger(ev.StepBegan, StepBegins(Step.CLEANUP),
                             "At the beginning of the next cleanup step", zone=None,
                             rule="514.3a")
    sacrifice = MoveObjects("The controller of the permanent it became sacrifices it.",
                            EventSubject(), Motion.SACRIFICE)
    return d.TriggeredAbility(next_cleanup, (sacrifice,), delayed=True, keyword=FLASHED)


#: what names that ability, as a keyword's names its own (no grant of a keyword says it)
FLASHED = "flashed"


def dash(cost: str) -> tuple[ManaCost, StaticEffect, d.TriggeredAbility]:
    """Dash [cost] (702.109a): "You may cast this card by paying [cost] rather than its mana
    cost" (the alternative cost), "If this spell's dash cost was paid, return the permanent
    this spell becomes to its owner's hand at the beginning of the next end step" (the
    delayed trigger it creates as it resolves, rulings_kit.core.resolution) and "As long as
    this permanent's dash cost was paid, it has haste." """
    haste = StaticEffect("As long as this permanent's dash cost was paid, it has haste.",
                         IsSource(), changes=(AddKeywords(frozenset({m.KeywordName.HASTE})),),
                         condition=SourceAltCostPaid(DASH))
    return ManaCost.parse(cost), haste, dash_trigger()


#: what a card with morph is cast face down for, rather than its mana cost (702.37c)
MORPH_CAST = ManaCost.parse("{3}")


def morph(k: m.Keyword, cost: d.Cost) -> tuple[Morph, tuple[tuple[str, ManaCost], ...]]:
    """Morph [cost] (702.37a) or megamorph [cost] (702.37b): the cost that turns the
    face-down permanent face up (702.37e), and the alternative cost of casting the card face
    down, {3} (702.37c), by its keyword's name (``alt = "morph"``; a megamorph cost is a
    morph cost, 702.37b, so ``"megamorph"`` too)."""
    mega = k.name is m.KeywordName.MEGAMORPH
    casts = ((MORPH, MORPH_CAST), (MEGAMORPH, MORPH_CAST)) if mega else ((MORPH, MORPH_CAST),)
    return Morph(cost, k.text(), megamorph=mega), casts


def bushido(n: int) -> m.TriggeredAbilityText:
    """Bushido N (702.45a): "Whenever this creature blocks or becomes blocked, it gets
    +N/+N until end of turn." """
    blocks = m.ObjectEvent(m.SelfRef(), m.ObjectVerb.BLOCKS_OR_BECOMES_BLOCKED)
    return m.TriggeredAbilityText("Whenever", blocks,
                              m.Pump(m.ItRef(m.It.IT), f"+{n}", f"+{n}",
                                     m.Duration(m.DurationWords.UNTIL_END_OF_TURN)))


#: "Echo—Discard a card." (702.30a): the one cost other than mana echo is built with
ECHO_DISCARD = m.CostText(others=(m.DiscardCost(m.Filter((), noun=m.FilterNoun.CARD)),))


def echo(cost: str, discard: bool = False) -> m.TriggeredAbilityText:
    """Echo [cost] (702.30a): "At the beginning of your upkeep, if this permanent came under
    your control since the beginning of your last upkeep, sacrifice it unless you pay
    [cost]." The intervening "if" (603.4) is the engine's (``NewSinceLastUpkeep``); the
    rest is the ability's words, paid or declined as it resolves (118.12a). ``discard``:
    "Echo—Discard a card.", the cost discarding a card of its controller's choice."""
    upkeep = m.StepEvent(m.TriggerStep.UPKEEP, m.StepOwner.YOUR)
    paid: m.Effect = m.Discard(None, m.Fixed(1)) if discard else m.Pay(cost)
    return m.TriggeredAbilityText("At", upkeep, m.UnlessText(m.Move(m.Verb.SACRIFICE,
                                                                    m.SelfRef()),
                                                             instead=paid))


def cumulative_upkeep(cost: str, life: int = 0) -> d.TriggeredAbility:
    """Cumulative upkeep [cost] (702.24a): "At the beginning of your upkeep, if this
    permanent is on the battlefield, put an age counter on this permanent. Then you may pay
    [cost] for each age counter on it. If you don't, sacrifice it." ``life``: the life the
    cost pays, "Cumulative upkeep—Pay 1 life." (118.3b)."""
    upkeep = m.StepEvent(m.TriggerStep.UPKEEP, m.StepOwner.YOUR)
    at = replace(trigger(upkeep, "At the beginning of your upkeep"), rule="702.24a")
    said = " and ".join(w for w in (cost, f"{life} life" if life else "") if w)
    words = (f"Put an age counter on this permanent. Then you may pay {said} for each age "
             "counter on it. If you don't, sacrifice it.")
    return d.TriggeredAbility(at, (PayCumulativeUpkeep(words, ManaCost.parse(cost), life),),
                              keyword=m.KeywordName.CUMULATIVE_UPKEEP)


#: the counters fading and vanishing put and remove (702.32a, 702.63a): no rules meaning
#: of their own (122.1)
FADE, TIME = "fade", "time"


def _your_upkeep(rule: str) -> d.Trigger:
    upkeep = m.StepEvent(m.TriggerStep.UPKEEP, m.StepOwner.YOUR)
    return replace(trigger(upkeep, "At the beginning of your upkeep"), rule=rule)


def fading(n: int) -> tuple[d.EntersWith, d.TriggeredAbility]:
    """Fading N (702.32a): "This permanent enters with N fade counters on it" and "At the
    beginning of your upkeep, remove a fade counter from this permanent. If you can't,
    sacrifice the permanent." """
    enters = d.EntersWith(counter=FADE, amount=n,
                          text=f"This permanent enters with {n} fade counters on it.")
    remove = RemoveCounterFromSelf("Remove a fade counter from this permanent. If you can't, "
                                   "sacrifice the permanent.", FADE, "702.32a",
                                   or_sacrifice=True)
    return enters, d.TriggeredAbility(_your_upkeep("702.32a"), (remove,),
                                      keyword=m.KeywordName.FADING)


def vanishing(n: int) -> tuple[d.EntersWith, d.TriggeredAbility, d.TriggeredAbility]:
    """Vanishing N (702.63a): "This permanent enters with N time counters on it," "At the
    beginning of your upkeep, if this permanent has a time counter on it, remove a time
    counter from it," and "When the last time counter is removed from this permanent,
    sacrifice it." Each instance works separately (702.63c)."""
    enters = d.EntersWith(counter=TIME, amount=n,
                          text=f"This permanent enters with {n} time counters on it.")
    remove = RemoveCounterFromSelf("Remove a time counter from it.", TIME, "702.63a")
    upkeep = d.TriggeredAbility(_your_upkeep("702.63a"), (remove,),
                                intervening_if=SourceHasCounter(TIME),
                                keyword=m.KeywordName.VANISHING)
    last = d.Trigger(ev.CountersChanged, LastCounterRemoved(TIME),
                     "When the last time counter is removed from this permanent",
                     rule="702.63a")
    sacrifice = MoveObjects("Sacrifice it.", ItSelf(), Motion.SACRIFICE)
    return enters, upkeep, d.TriggeredAbility(last, (sacrifice,),
                                              keyword=m.KeywordName.VANISHING)


def crew(n: int) -> d.ActivatedAbility:
    """Crew N (702.122a): "Tap any number of other untapped creatures you control with
    total power N or greater: This permanent becomes an artifact creature until end of
    turn." A Vehicle is an artifact already: it gains the type creature (layer 4, 613.1d)
    and has its printed power and toughness (301.7b)."""
    becomes = ChangeCharacteristics("This Vehicle becomes an artifact creature until end of "
                                    "turn.", ItSelf(), (AddTypes(frozenset({CardType.CREATURE})),))
    return d.ActivatedAbility(d.Cost(ManaCost(), parts=(TapTotalPower(n),)), (becomes,))


#: Decayed's triggered ability (702.147a): "When this creature attacks, sacrifice it at end
#: of combat." (its static ability, "This creature can't block", is core.combat's)
DECAYED = m.TriggeredAbilityText(
    "When", m.ObjectEvent(m.SelfRef(), m.ObjectVerb.ATTACKS),
    m.Delayed(m.Move(m.Verb.SACRIFICE, m.SelfRef()), m.DelayedTime.END_OF_COMBAT,
              when_last=True))

#: Exalted (702.83a): "Whenever a creature you control attacks alone, that creature gets
#: +1/+1 until end of turn."
EXALTED = m.TriggeredAbilityText(
    "Whenever", m.ObjectEvent(m.EachRef(m.Filter((m.CREATURE,), controller=m.Controller.YOU),
                                        m.Article.A),
                              m.ObjectVerb.ATTACKS_ALONE),
    m.Pump(m.ItRef(m.It.THAT_CREATURE), "+1", "+1", m.Duration(m.DurationWords.UNTIL_END_OF_TURN)))




def unleash() -> tuple[d.EntersWith, m.StaticAbility]:
    """Unleash (702.98a): "You may have this permanent enter with an additional +1/+1
    counter on it" (its controller's choice as it would enter, 614.1c) and "This permanent
    can't block as long as it has a +1/+1 counter on it." """
    enters = d.EntersWith(counter=_PLUS, amount=1, optional=True, rule="702.98a",
                          text="You may have this permanent enter with an additional +1/+1 "
                          "counter on it.")
    has_counter = m.ConditionText(m.ItRef(m.It.IT), m.Test.HAS_COUNTER,
                                  m.Filter((), counter=_PLUS))
    cant_block = m.StaticAbility(m.Restrict(m.SelfRef(), m.Restriction.CANT_BLOCK),
                                 condition=has_counter, condition_word="as long as")
    return enters, cant_block


#: Riot (702.136a): "You may have this permanent enter with an additional +1/+1 counter on
#: it. If you don't, it gains haste."
RIOT = d.EntersWith(counter=_PLUS, amount=1, optional=True, else_gains=m.KeywordName.HASTE,
                    rule="702.136a", text="You may have this permanent enter with an "
                    "additional +1/+1 counter on it. If you don't, it gains haste.")


def bloodthirst(n: int) -> d.EntersWith:
    """Bloodthirst N (702.54a): "If an opponent was dealt damage this turn, this permanent
    enters with N +1/+1 counters on it." Each instance applies on its own (702.54c)."""
    return d.EntersWith(counter=_PLUS, amount=n, only_if=OpponentDealtDamage(),
                        only_if_text="an opponent was dealt damage this turn", rule="702.54a",
                        text="If an opponent was dealt damage this turn, this permanent "
                        f"enters with {count_of(m.Fixed(n), '+1/+1 counter')} on it.")


def devour(n: int) -> d.EntersWith:
    """Devour N (702.82a): "As this object enters, you may sacrifice any number of
    creatures. This permanent enters with N +1/+1 counters on it for each creature
    sacrificed this way." """
    each = count_of(m.Fixed(n), _PLUS + " counter")
    return d.EntersWith(counter=_PLUS, amount=n, devours=CardType.CREATURE, rule="702.82a",
                        text="As this object enters, you may sacrifice any number of "
                        f"creatures. This permanent enters with {each} on it for each "
                        "creature sacrificed this way.")


@cache  # one ability for every card with evolve: a trace reads it back as the same
def evolve() -> d.TriggeredAbility:
    """Evolve (702.100a): "Whenever a creature you control enters, if that creature's power
    is greater than this creature's power and/or that creature's toughness is greater than
    this creature's toughness, put a +1/+1 counter on this creature." Each instance
    triggers on its own (702.100d)."""
    yours = m.EachRef(m.Filter((m.CREATURE,), controller=m.Controller.YOU), m.Article.A)
    enters = trigger(m.ObjectEvent(yours, m.ObjectVerb.ENTERS),
                     "Whenever a creature you control enters, if that creature's power is "
                     "greater than this creature's power and/or that creature's toughness is "
                     "greater than this creature's toughness")
    return d.TriggeredAbility(replace(enters, test=Evolves(enters.test), rule="702.100a"),
                              (Evolve(),), keyword=m.KeywordName.EVOLVE)


def soulbond() -> tuple[d.TriggeredAbility, d.TriggeredAbility]:
    """Soulbond (702.95a): "When this creature enters, if you control both this creature and
    another creature and both are unpaired, you may pair this creature with another unpaired
    creature you control for as long as both remain creatures on the battlefield under your
    control" and "Whenever another creature you control enters, if you control both that
    creature and this one and both are unpaired, you may pair that creature with this
    creature for as long as both remain creatures on the battlefield under your control." """
    enters = replace(trigger(m.ObjectEvent(m.SelfRef(), m.ObjectVerb.ENTERS),
                             "When this creature enters, if you control both this creature "
                             "and another creature and both are unpaired"), rule="702.95a")
    yours = m.EachRef(m.Filter((m.CREATURE,), controller=m.Controller.YOU), m.Article.ANOTHER)
    other = trigger(m.ObjectEvent(yours, m.ObjectVerb.ENTERS),
                    "Whenever another creature you control enters, if you control both that "
                    "creature and this one and both are unpaired")
    return (d.TriggeredAbility(enters, (PairWithAnother(),), intervening_if=CanPairOnEntering(),
                               keyword=m.KeywordName.SOULBOND),
            d.TriggeredAbility(replace(other, test=AnotherEntersUnpaired(other.test),
                                       rule="702.95a"), (PairWithEntering(),),
                               keyword=m.KeywordName.SOULBOND))


def graft(n: int) -> tuple[d.EntersWith, d.TriggeredAbility]:
    """Graft N (702.58a): "This permanent enters with N +1/+1 counters on it" and "Whenever
    another creature enters, if this permanent has a +1/+1 counter on it, you may move a
    +1/+1 counter from this permanent onto that creature." Each instance works on its own
    (702.58b)."""
    counters = count_of(m.Fixed(n), _PLUS + " counter")
    enters = d.EntersWith(counter=_PLUS, amount=n, rule="702.58a",
                          text=f"This permanent enters with {counters} on it.")
    another = m.EachRef(m.Filter((m.CREATURE,)), m.Article.ANOTHER)
    when = replace(trigger(m.ObjectEvent(another, m.ObjectVerb.ENTERS),
                           "Whenever another creature enters, if this permanent has a +1/+1 "
                           "counter on it"), rule="702.58a")
    return enters, d.TriggeredAbility(when, (Graft(),), intervening_if=SourceHasCounter(_PLUS),
                                      keyword=m.KeywordName.GRAFT)


def amplify(n: int) -> d.EntersWith:
    """Amplify N (702.38a): "As this object enters, reveal any number of cards from your hand
    that share a creature type with it. This permanent enters with N +1/+1 counters on it
    for each card revealed this way." Each instance works on its own (702.38b)."""
    each = count_of(m.Fixed(n), _PLUS + " counter")
    return d.EntersWith(counter=_PLUS, amount=n, amplifies=True, rule="702.38a",
                        text="As this object enters, reveal any number of cards from your "
                        "hand that share a creature type with it. This permanent enters with "
                        f"{each} on it for each card revealed this way.")


#: Sunburst (702.44a): "If this object is entering as a creature, ignoring any
#: type-changing effects that would affect it, it enters with a +1/+1 counter on it for each
#: color of mana spent to cast it. Otherwise, it enters with a charge counter on it for each
#: color of mana spent to cast it." Each instance works on its own (702.44d).
SUNBURST = d.EntersWith(sunburst=True, rule="702.44a", text=(
    "If this object is entering as a creature, ignoring any type-changing effects that would "
    "affect it, it enters with a +1/+1 counter on it for each color of mana spent to cast it. "
    "Otherwise, it enters with a charge counter on it for each color of mana spent to cast "
    "it."))


def tribute(n: int) -> d.EntersWith:
    """Tribute N (702.104a): "As this creature enters, choose an opponent. That player may
    put an additional N +1/+1 counters on it as it enters." (a ``may:`` question that
    opponent answers); whether they did is what "if tribute wasn't paid" asks (702.104b)."""
    counters = count_of(m.Fixed(n), _PLUS + " counter")
    return d.EntersWith(counter=_PLUS, amount=n, by_opponent=True, rule="702.104a",
                        text="As this creature enters, choose an opponent. That player may "
                        f"put an additional {counters} on it as it enters.")


def exploit() -> d.TriggeredAbility:
    """Exploit (702.110a): "When this creature enters, you may sacrifice a creature." """
    enters = replace(trigger(m.ObjectEvent(m.SelfRef(), m.ObjectVerb.ENTERS),
                             "When this creature enters"), rule="702.110a")
    return d.TriggeredAbility(enters, (Exploit("You may sacrifice a creature."),),
                              keyword=m.KeywordName.EXPLOIT)


def renown(n: int) -> d.TriggeredAbility:
    """Renown N (702.112a): "When this creature deals combat damage to a player, if it isn't
    renowned, put N +1/+1 counters on it and it becomes renowned." Each instance triggers;
    the first to resolve makes it renowned, and the others then do nothing (702.112c,
    603.4)."""
    damage = m.ObjectEvent(m.SelfRef(), m.ObjectVerb.DEALS_COMBAT_DAMAGE_TO_A_PLAYER)
    when = replace(trigger(damage, "When this creature deals combat damage to a player"),
                   rule="702.112a")
    return d.TriggeredAbility(when, (Renown(n),), intervening_if=NotRenowned(),
                              keyword=m.KeywordName.RENOWN)


def servos(n: int) -> m.CreateToken:
    """Fabricate N's tokens (702.123a): "create N 1/1 colorless Servo artifact creature
    tokens"."""
    return m.CreateToken(m.Fixed(n), 1, 1, (), ("Servo",), artifact=True)


def fabricate(n: int, create: tuple[d.Effect, ...]) -> d.TriggeredAbility:
    """Fabricate N (702.123a): "When this permanent enters, you may put N +1/+1 counters on
    it. If you don't, create N 1/1 colorless Servo artifact creature tokens." (``create``:
    the tokens of ``servos``, built). Each instance triggers (702.123b)."""
    enters = replace(trigger(m.ObjectEvent(m.SelfRef(), m.ObjectVerb.ENTERS),
                             "When this permanent enters"), rule="702.123a")
    words = (f"You may put {count_of(m.Fixed(n), _PLUS + ' counter')} on it. If you don't, "
             f"{servos(n).text()}")
    return d.TriggeredAbility(enters, (Fabricate(words, n, create),),
                              keyword=m.KeywordName.FABRICATE)


#: keywords that mean nothing but the abilities built for them above: a form of one that
#: isn't built ("Living weapon" on a card that isn't an Equipment) is refused
ONLY_AS_ABILITIES = frozenset({
    m.KeywordName.SOULSHIFT, m.KeywordName.AFTERLIFE, m.KeywordName.LIVING_WEAPON,
    m.KeywordName.OUTLAST, m.KeywordName.LEVEL_UP, m.KeywordName.BESTOW, m.KeywordName.DISTURB,
    m.KeywordName.BUSHIDO,
    m.KeywordName.PERSIST,
    m.KeywordName.UNDYING, m.KeywordName.MODULAR, m.KeywordName.ECHO,
    m.KeywordName.CUMULATIVE_UPKEEP, m.KeywordName.MORPH, m.KeywordName.MEGAMORPH,
    m.KeywordName.PARTNER, m.KeywordName.COMPANION,  # 702.124, 702.139a
    m.KeywordName.CREW, m.KeywordName.FADING, m.KeywordName.VANISHING,
    m.KeywordName.WARD,
    m.KeywordName.UNLEASH, m.KeywordName.RIOT, m.KeywordName.BLOODTHIRST,  # 702.98a, 702.136a,
    m.KeywordName.DEVOUR, m.KeywordName.EXPLOIT,  # 702.54a, 702.82a, 702.110a
    m.KeywordName.RENOWN, m.KeywordName.FABRICATE,  # 702.112a, 702.123a
    m.KeywordName.NINJUTSU, m.KeywordName.OVERLOAD,  # 702.49a, 702.96a: for a mana cost
    m.KeywordName.CLEAVE,  # 702.148a: for a mana cost
    m.KeywordName.EMERGE,  # 702.119a: for a mana cost
    m.KeywordName.EVOLVE, m.KeywordName.GRAFT,  # 702.100a, 702.58a
    m.KeywordName.REINFORCE, m.KeywordName.AMPLIFY,  # 702.77a, 702.38a
    m.KeywordName.SUNBURST, m.KeywordName.TRIBUTE,  # 702.44a, 702.104a
    m.KeywordName.SOULBOND,  # 702.95a
    m.KeywordName.HIDEAWAY, m.KeywordName.HAUNT,  # 702.75a, 702.55a
    m.KeywordName.CHAMPION, m.KeywordName.CIPHER,  # 702.72a, 702.99a
    m.KeywordName.SPLICE,  # 702.47a
    m.KeywordName.EVOKE, m.KeywordName.UNEARTH})  # 702.74a, 702.84a: for a mana cost

#: "When this permanent is put into a graveyard from the battlefield" (soulshift, afterlife)
_PUT_INTO_GRAVEYARD = m.ObjectEvent(m.SelfRef(),
                                    m.ObjectVerb.IS_PUT_INTO_A_GRAVEYARD_FROM_THE_BATTLEFIELD)


def soulshift(n: int) -> m.TriggeredAbilityText:
    """Soulshift N (702.46a): "When this permanent is put into a graveyard from the
    battlefield, you may return target Spirit card with mana value N or less from your
    graveyard to your hand." Each instance triggers on its own (702.46b)."""
    spirit = m.Filter((m.Kind((m.Subtype("Spirit"),)),),
                      compare=m.Compare(Stat.MANA_VALUE, n, Bound.AT_MOST),
                      zone=m.FilterZone.FROM_YOUR_GRAVEYARD, noun=m.FilterNoun.CARD)
    return m.TriggeredAbilityText("When", _PUT_INTO_GRAVEYARD, m.MayDo(
        m.ReturnCard(m.TargetRef(spirit), m.ReturnTo.YOUR_HAND)))


def afterlife(n: int) -> m.TriggeredAbilityText:
    """Afterlife N (702.135a): "When this permanent is put into a graveyard from the
    battlefield, create N 1/1 white and black Spirit creature tokens with flying." Each
    instance triggers on its own (702.135b)."""
    return m.TriggeredAbilityText("When", _PUT_INTO_GRAVEYARD, m.CreateToken(
        m.Fixed(n), 1, 1, (m.ColorWord.WHITE, m.ColorWord.BLACK), ("Spirit",), ("flying",)))


#: "artifact creature" (205.2a)
_ARTIFACT_CREATURE = m.Kind((), (m.KindWord.ARTIFACT, m.KindWord.CREATURE))


def modular(n: int) -> tuple[m.EntersReplacement, m.TriggeredAbilityText]:
    """Modular N (702.43a): "This permanent enters with N +1/+1 counters on it" and "When
    this permanent is put into a graveyard from the battlefield, you may put a +1/+1
    counter on target artifact creature for each +1/+1 counter on this permanent" (counted
    as it last existed, 603.10a, 608.2h). Each instance works on its own (702.43b)."""
    enters = m.EntersReplacement(False, m.Fixed(n), "+1/+1")
    moves = m.PutCountersText(m.TargetRef(m.Filter((_ARTIFACT_CREATURE,))), m.Fixed(1),
                              "+1/+1")
    return enters, m.TriggeredAbilityText("When", _PUT_INTO_GRAVEYARD, m.MayDo(
        m.PerEach(moves, m.CountersOn("+1/+1", m.SelfRef()))))


def partner_with(name: str) -> d.TriggeredAbility:
    """The second ability "partner with [name]" represents (702.124j): "When this
    permanent enters, target player may search their library for a card named [name],
    reveal it, put it into their hand, then shuffle." (The first, letting the two be one's
    commanders, works before the game begins: a ``DeckConstruction``, 113.6n.)"""
    enters = replace(trigger(m.ObjectEvent(m.SelfRef(), m.ObjectVerb.ENTERS),
                             "When this permanent enters"), rule="702.124j")
    search = SearchLibrary(
        f"Target player may search their library for a card named {name}, reveal it, put "
        "it into their hand, then shuffle.", Named(name, ObjectFilter(zone=Zone.LIBRARY)),
        Zone.HAND, reveal=True, searcher=Targeted())
    player = TargetSpec("target player", PlayerTarget(), zones=frozenset())
    return d.TriggeredAbility(enters, (search,), (player,), keyword=m.KeywordName.PARTNER)


#: Living weapon (702.92a): "When this Equipment enters, create a 0/0 black Phyrexian Germ
#: creature token, then attach this Equipment to it."
LIVING_WEAPON = m.TriggeredAbilityText(
    "When", m.ObjectEvent(m.SelfRef(), m.ObjectVerb.ENTERS),
    m.Then(m.CreateToken(m.Fixed(1), 0, 0, (m.ColorWord.BLACK,), ("Phyrexian", "Germ")),
           m.Attach(m.SelfRef(), m.ItRef(m.It.IT))))


def outlast(cost: m.CostText) -> m.ActivatedAbilityText:
    """Outlast [cost] (702.107a): "[Cost], {T}: Put a +1/+1 counter on this creature.
    Activate only as a sorcery." """
    return m.ActivatedAbilityText(replace(cost, tap=True),
                                  m.PutCountersText(m.SelfRef(), m.Fixed(1), "+1/+1"),
                                  m.Timing.SORCERY)


def returns_with_counter(keyword: m.KeywordName, kind: str, rule: str) -> d.TriggeredAbility:
    """Persist (702.79a, ``kind`` "-1/-1") and undying (702.93a, "+1/+1"): "When this
    permanent is put into a graveyard from the battlefield, if it had no [kind] counters on
    it, return it to the battlefield under its owner's control with a [kind] counter on
    it." The intervening "if" is asked of the permanent as it last existed (603.4, 603.10a);
    "it" is the card it became in the graveyard (400.7): gone from there, or a token that
    ceased to exist (704.5d), nothing returns."""
    dies = replace(trigger(_PUT_INTO_GRAVEYARD,
                           "When this permanent is put into a graveyard from the battlefield"),
                   rule=rule)
    back = MoveObjects(f"Return it to the battlefield under its owner's control with a {kind} "
                       "counter on it.", EventSubject(), Motion.PUT_ONTO_BATTLEFIELD,
                       with_counters=((kind, 1),))
    return d.TriggeredAbility(dies, (back,), intervening_if=HadNoCounters(kind),
                              keyword=keyword)


def _blocked_without_flanking(e: ev.Event, me: GameObject, s: GameState) -> GameObject | None:
    assert isinstance(e, ev.Blocked)
    if e.attacker.id != me.id or has_keyword(s, e.blocker, "Flanking"):
        return None
    return e.blocker  # "the blocking creature", once for each (509.3d)


def flanking() -> d.TriggeredAbility:
    """Flanking (702.25a): "Whenever this creature becomes blocked by a creature without
    flanking, the blocking creature gets -1/-1 until end of turn." """
    blocked = d.Trigger(ev.Blocked, _blocked_without_flanking,
                        "Whenever this creature becomes blocked by a creature without flanking",
                        rule="702.25a")
    weaker = ModifyUntilEndOfTurn("The blocking creature gets -1/-1 until end of turn.",
                                  EventSubject(), -1, -1)
    return d.TriggeredAbility(blocked, (weaker,), keyword="Flanking")


def miracle(cost: str) -> d.TriggeredAbility:
    """Miracle (702.94a): as its owner draws it as the first card they drew this turn, they
    may reveal it; when they do, they may cast it by paying ``cost`` rather than its mana
    cost. It triggers from the hand."""
    price = ManaCost.parse(cost)

    revealed = d.Trigger(ev.CardDrawn, DrawnFirst(), "When you reveal this card this way",
                         zone=Zone.HAND, rule="702.94a", choice=reveal_for_miracle(price))
    return d.TriggeredAbility(revealed, (CastForMiracleCost(price),), keyword="Miracle")


__all__ = ["CYCLING_DRAWS", "DASH", "DECAYED", "ECHO_DISCARD", "EXALTED", "FADE", "LIVING_WEAPON",
           "ONLY_AS_ABILITIES", "RIOT",
           "SUNBURST", "TIME", "afterlife", "amplify", "bloodthirst", "bushido", "crew",
           "cumulative_upkeep", "cycling", "dash", "devour", "echo",
           "evolve", "exploit", "fabricate", "fading", "flanking", "graft", "keyword_triggers",
           "miracle", "modular", "morph", "outlast", "partner_with", "rebound_trigger", "reinforce",
           "reinforce_counters", "renown", "returns_with_counter", "servos",
           "soulbond", "soulshift", "tribute", "typecycling_search", "unleash",
           "vanishing", "ward"]
