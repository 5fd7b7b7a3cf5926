"""Trigger events of the card vocabulary as the engine's trigger patterns (603.2)."""

from __future__ import annotations

import dataclasses
from typing import Any

from rulings_kit.cards import model as m
from rulings_kit.cards.lower.conditions import cast_test, source_test
from rulings_kit.cards.lower.filters import Unsupported, filter_test
from rulings_kit.cards.lower.strict import reads, require_handled
from rulings_kit.core import events as ev
from rulings_kit.core import filters as f
from rulings_kit.core import patterns as p
from rulings_kit.core.batches import BatchObjects, OneOrMore
from rulings_kit.core.block_patterns import BlocksWith
from rulings_kit.core.classes import BecomesLevel, LevelBecame
from rulings_kit.core.combat_events import AttacksUnblocked, Unblocked
from rulings_kit.core.copy_patterns import CopiesSpell
from rulings_kit.core.counter_patterns import CountersPut
from rulings_kit.core.cycle_patterns import Cycles
from rulings_kit.core.damage_patterns import (
    DealsCombatDamageToACreature,
    DealsDamage,
    IsDealtDamage,
    PlayerDealtDamage,
)
from rulings_kit.core.daynight import DayBecomesNight
from rulings_kit.core.definitions import Trigger
from rulings_kit.core.dice_patterns import DieRolled, RollsDice
from rulings_kit.core.exert import Exerted, ExertsACreature
from rulings_kit.core.filters import ObjectTest
from rulings_kit.core.graveyard_patterns import LeavesYourGraveyard, PutIntoYourGraveyard
from rulings_kit.core.haunt import IN_EXILE, HauntedBySource
from rulings_kit.core.keywords import KEYWORDS
from rulings_kit.core.nth_spell_patterns import CastsNth
from rulings_kit.core.sacrifice_patterns import Sacrifices
from rulings_kit.core.selection import EventSubject, ItSelf
from rulings_kit.core.state import Step, Zone
from rulings_kit.core.state_triggers import state_trigger
from rulings_kit.core.tap_patterns import BecomesTapped
from rulings_kit.core.transform_patterns import Transforms

V, P, S, W = m.ObjectVerb, m.PlayerVerb, m.TriggerStep, m.StepOwner

_STEPS = {S.UPKEEP: Step.UPKEEP, S.UPKEEP_OF_ENCHANTED_CONTROLLER: Step.UPKEEP,
          S.END_STEP: Step.END, S.DRAW_STEP: Step.DRAW,
          S.COMBAT_ON_YOUR_TURN: Step.BEGINNING_OF_COMBAT, S.COMBAT: Step.BEGINNING_OF_COMBAT,
          S.PRECOMBAT_MAIN_PHASE: Step.MAIN1}


#: object events after which the object is a new object in another zone (400.7e)
LEAVES = frozenset(e for e in V if e.leaves)


def paired(event: m.ObjectVerb) -> bool:
    """Whether an object event is about two creatures, a blocker/attacker pair (509.3b,
    509.3d) or a creature and the creature it deals combat damage to (510.2): "that
    creature" is the other creature."""
    return event.paired


#: the pairs: (this creature blocks, the keyword the other creature must have); None:
#: "blocks or becomes blocked by a creature", either way
_PAIRS: dict[m.ObjectVerb, tuple[bool | None, str]] = {
    V.BLOCKS_A_CREATURE: (True, ""), V.BLOCKS_A_CREATURE_WITH_FLYING: (True, "Flying"),
    V.BECOMES_BLOCKED_BY_A_CREATURE: (False, ""),
    V.BLOCKS_OR_BECOMES_BLOCKED_BY_A_CREATURE: (None, "")}


#: "becomes the target of ...": (of a spell only, of one an opponent controls); any
#: spell or ability's, as its targets are chosen (601.2c, 602.2b, 603.3d)
_BECOMES_TARGET = {V.BECOMES_THE_TARGET_OF_AN_OPPONENTS: (False, True),
                   V.BECOMES_THE_TARGET_OF_A_SPELL: (True, False),
                   V.BECOMES_THE_TARGET_OF_A_SPELL_OR_ABILITY: (False, False)}


#: damage events: (combat damage only, to a player, to an opponent only)
_DAMAGE_EVENTS = {V.DEALS_DAMAGE: (False, False, False),
                  V.DEALS_COMBAT_DAMAGE_TO_A_PLAYER: (True, True, False),
                  V.DEALS_DAMAGE_TO_A_PLAYER: (False, True, False),
                  V.DEALS_DAMAGE_TO_AN_OPPONENT: (False, True, True),
                  V.DEALS_COMBAT_DAMAGE_TO_AN_OPPONENT: (True, True, True),
                  V.DEALS_COMBAT_DAMAGE_TO_ENCHANTED_PLAYER: (True, True, False)}


#: player events whose player and amount a triggered ability remembers (core/triggers.py)
_PLAYER_AMOUNTS = {P.GAIN_LIFE: True, P.LOSE_LIFE: True, P.IS_DEALT_NONCOMBAT_DAMAGE: True,
                   P.IS_DEALT_DAMAGE: True, P.DRAW_A_CARD: False, P.DISCARD_A_CARD: False,
                   P.TAP_FOR_MANA: False, P.CAST: False}  # the caster (601.2i)


#: the trigger events of an attacking creature: its attack, its becoming blocked (508.5)
ATTACKER_EVENTS = frozenset({V.ATTACKS, V.ATTACKS_ALONE, V.AND_AT_LEAST_TWO_OTHERS_ATTACK,
                             V.ATTACKS_AND_ISNT_BLOCKED,
                             V.BECOMES_BLOCKED,
                             V.BECOMES_BLOCKED_BY_A_CREATURE})


def event_words(event: m.Event) -> dict[str, Any]:
    """What the words of a triggered ability may name of its trigger event, as a
    ``Scope``'s fields: "it" (the event's object, or this object itself), the new object
    this one became if the event moved it (400.7e), the other object of a pair (509.3b,
    509.3d), "that player" and "that much" (603.2, 608.2h), the attacking creature's
    defending player (508.5)."""
    player, amount = remembers(event)
    subject: Any = None  # what "it" means before anything else is named
    self_left = host_left = False
    other: Any = None  # "that creature", when the event is about two objects
    if isinstance(event, m.BlocksOneOrMore):  # "it": the creature itself (509.3e)
        return dict(subject=ItSelf(), self_left=False, host_left=False, other=None,
                    event_player=False, event_amount=False, attacker_event=False)
    if isinstance(event, m.SacrificeEvent):  # "exile it": the card it became (400.7e)
        many = event.what.article is m.Article.ONE_OR_MORE  # "those tokens" (603.2c)
        return dict(subject=BatchObjects() if many else EventSubject(), self_left=False,
                    host_left=False, other=None, event_player=False, event_amount=many,
                    attacker_event=False, batch=many)
    if isinstance(event, m.CountersPutEvent):  # "that many": the counters (122.6)
        is_self = isinstance(event.subject, m.SelfRef)
        return dict(subject=ItSelf() if is_self else BatchObjects(), self_left=False,
                    host_left=False, other=None, event_player=False, event_amount=True,
                    attacker_event=False, batch=not is_self)
    if batch_event(event):  # "those creatures", "that many": the whole batch (603.2c)
        damage = isinstance(event, m.ObjectEvent) and \
            event.event is V.DEAL_COMBAT_DAMAGE_TO_A_PLAYER
        return dict(subject=BatchObjects(), self_left=False, host_left=False, other=None,
                    event_player=damage,
                    event_amount=True, attacker_event=False, batch=True)
    if isinstance(event, m.ObjectEvent):
        is_self = isinstance(event.subject, m.SelfRef)
        self_left = is_self and event.event in LEAVES
        host_left = event.enchanted_leaves  # 400.7f
        subject = ItSelf() if is_self and not self_left else EventSubject()
        if paired(event.event):  # the other creature of the pair (509.3b, 509.3d)
            other = EventSubject()
    elif isinstance(event, m.NthSpellEvent | m.CopyEvent) or (
            isinstance(event, m.PlayerEvent) and event.event in (P.CAST, P.TAP_FOR_MANA)):
        subject = EventSubject()  # "that spell": the spell cast (601.2i); "that land"
    elif isinstance(event, m.StepEvent) and event.step is S.UPKEEP_OF_ENCHANTED_CONTROLLER:
        other = EventSubject()  # "that creature": the enchanted one, as it triggered
    elif isinstance(event, m.StateEvent) and isinstance(event.condition.subject, m.SelfRef):
        subject = ItSelf()  # "When this creature has flying, flip it." (603.8)
    # "Whenever this creature attacks, defending player ...": the player it attacks (508.5)
    attacker = isinstance(event, m.ObjectEvent) and not event.also and \
        event.event in ATTACKER_EVENTS
    return dict(subject=subject, self_left=self_left, host_left=host_left, other=other,
                event_player=player,
                event_amount=amount, attacker_event=attacker)


def remembers(event: m.Event) -> tuple[bool, bool]:
    """Whether the trigger event names a player ("that player") and an amount ("that
    much") its triggered ability remembers as it resolves (603.2, 608.2h)."""
    if isinstance(event, m.PlayerEvent) and event.event in _PLAYER_AMOUNTS:
        return True, _PLAYER_AMOUNTS[event.event]
    if isinstance(event, m.CycleEvent | m.NthSpellEvent):  # who discarded it (701.9a), who
        return True, False  # cast it (601.2i): core/triggers.py
    if isinstance(event, m.StepEvent) and (event.whose in (
            W.EACH_PLAYERS, W.EACH_OPPONENTS, W.ENCHANTED_PLAYERS)
            or event.step is S.UPKEEP_OF_ENCHANTED_CONTROLLER):
        return True, False  # whose step it is (503.1a)
    if not isinstance(event, m.ObjectEvent):
        return False, False
    if event.event is V.DEALS_DAMAGE:
        return False, True  # how much, to whatever it was dealt
    if event.event in _DAMAGE_EVENTS:
        return True, True  # the player dealt damage, and how much
    if event.event is V.IS_DEALT_DAMAGE:
        return False, True
    if event.event is V.DIES and not isinstance(event.subject, m.SelfRef):
        return True, False  # the controller of the creature that died
    return False, False


@reads(m.ObjectEvent, "subject event also")
@reads(m.PlayerEvent, "who event filter at_least")
@reads(m.StepEvent, "step whose")
@reads(m.BecomesLevel, "n")
@reads(m.StateEvent, "condition")
@reads(m.DayNightEvent, "")
@reads(m.CountersPutEvent, "counter subject")
@reads(m.BlocksOneOrMore, "subject verb other")
@reads(m.HauntedDies, "words")
@reads(m.SacrificeEvent, "who what")
@reads(m.CycleEvent, "who or_discard another")
@reads(m.DiceEvent, "who natural highest")
@reads(m.NthSpellEvent, "who nth filter opponents_turn")
@reads(m.CopyEvent, "who filter or_cast")
def trigger(event: m.Event, text: str) -> Trigger:
    """The trigger pattern for a trigger event; ``text`` is its trigger condition's words."""
    require_handled(event)
    if isinstance(event, m.BlocksOneOrMore):  # once for the blocks declared at once
        if not isinstance(event.subject, m.SelfRef) or not isinstance(event.other, m.EachRef):
            raise Unsupported(text)  # (509.3e, 603.2c)
        return Trigger(ev.Blocked, OneOrMore(BlocksWith(
            filter_test(event.other.filter), blocks=event.verb.blocks,
            blocked=event.verb.blocked)), text, rule="509.3e")
    if isinstance(event, m.CountersPutEvent):
        return _counters_put(event, text)
    if isinstance(event, m.SacrificeEvent):
        return _sacrifices(event, text)
    if isinstance(event, m.CopyEvent):  # a copy isn't cast: an event of its own (707.10)
        kinds = ev.SpellCast | ev.CopyCreated if event.or_cast else ev.CopyCreated
        return Trigger(kinds, CopiesSpell(  # type: ignore[arg-type]
            event.who, filter_test(event.filter), event.or_cast), text, rule="707.10")
    if isinstance(event, m.NthSpellEvent):  # the turn record's casts (601.2i)
        return Trigger(ev.SpellCast, CastsNth(event.who, event.nth.n, cast_test(event.filter),
                                              event.opponents_turn), text)
    if isinstance(event, m.DiceEvent):  # once for each instruction that rolls (603.2c)
        return Trigger(DieRolled, RollsDice(event.who, event.natural, event.highest), text,
                       rule="706.2" if event.natural is not None or event.highest else "603.2c")
    if isinstance(event, m.CycleEvent):  # once for a card cycled, discarded too (702.29d)
        return Trigger(ev.ZoneChanged, Cycles(event.who, event.or_discard, event.another),
                       text, rule="702.29d" if event.or_discard else "702.29a")
    if isinstance(event, m.HauntedDies) and not event.enters_too:  # "the creature it
        # haunts dies": seen from exile (702.55c); it died as a creature (700.4)
        return Trigger(ev.ZoneChanged, p.Dies(HauntedBySource()), text, zone=Zone.EXILE,
                       rule=IN_EXILE)
    if isinstance(event, m.DayNightEvent):  # "day becomes night or night becomes day"
        return Trigger(ev.DayNightChanged, DayBecomesNight(), text, rule="731.1a")
    if isinstance(event, m.ObjectEvent):
        return _object_event(event, text)
    if isinstance(event, m.StepEvent):
        return _step_event(event, text)
    if isinstance(event, m.PlayerEvent):
        return _player_event(event, text)
    if isinstance(event, m.BecomesLevel):  # "When this Class becomes level 2" (716.2a)
        return Trigger(LevelBecame, BecomesLevel(event.n), text, rule="716.2a")
    if isinstance(event, m.StateEvent):  # "When you control no Islands" (603.8)
        return state_trigger(source_test(event.condition), text)
    raise Unsupported(text)


def subject_test(subject: m.ObjectRef) -> ObjectTest:
    """Which object an event must be about: this one, or one matching a filter (a
    trigger event's subject, 603.2; a replacement effect's, 614.1a)."""
    if isinstance(subject, m.SelfRef):
        return f.IsSource()
    if isinstance(subject, m.AttachedRef):  # "enchanted creature", "equipped creature"
        return f.HostOfSource()
    if isinstance(subject, m.SelfAndAnother):  # "this creature or another Rogue"
        return f.SourceOr(filter_test(subject.filter))
    if isinstance(subject, m.EachRef) and subject.article.one:
        test = filter_test(subject.filter)
        if subject.article is m.Article.ANOTHER:
            return f.AllOf((f.NotSource(), test))
        return test
    raise Unsupported(subject.text())


#: the events of "one or more" objects whose batches the engine knows (603.2c): the
#: attackers declared at once (508.1), the creatures that die at once (704.3, 608.2c), the
#: combat damage of one step, dealt to each player (510.2), the permanents an instruction
#: puts onto the battlefield or the tokens it creates (608.2c, 111.1)
BATCHED = frozenset({V.ATTACK, V.ATTACK_YOU, V.DIE, V.DEAL_COMBAT_DAMAGE_TO_A_PLAYER,
                     V.ENTER_UNDER_YOUR_CONTROL})


_FROM_LIBRARY = V.ARE_PUT_INTO_YOUR_GRAVEYARD_FROM_YOUR_LIBRARY
_PUT_INTO_YOUR_GRAVEYARD = (V.ARE_PUT_INTO_YOUR_GRAVEYARD_FROM_ANYWHERE, _FROM_LIBRARY)


def batch_event(event: m.Event) -> bool:
    """Whether a trigger event is of "one or more" objects, triggering once for each
    batch (603.2c): "one or more creatures you control attack", "you attack with one or
    more Zombies" (508.3d)."""
    if isinstance(event, m.PlayerEvent) and event.event is P.DISCARD_ONE_OR_MORE_CARDS:
        return event.filter is None
    if isinstance(event, m.PlayerEvent):
        return event.event is P.ATTACK_WITH and event.who is p.Actor.YOU and \
            event.at_least <= 1 and event.filter is not None and \
            event.filter.controller is m.Controller.ANYONE
    return isinstance(event, m.ObjectEvent) and isinstance(event.subject, m.EachRef) and \
        event.subject.article is m.Article.ONE_OR_MORE


def _one_or_more(event: m.ObjectEvent, text: str) -> Trigger:
    """"Whenever one or more creatures you control attack": the pattern of one of them
    ("a creature you control attacks"), matched once for each batch (603.2c)."""
    assert isinstance(event.subject, m.EachRef)
    if event.event is V.LEAVE_YOUR_GRAVEYARD and not event.also:  # it looks back (603.10a)
        if event.subject.filter.zone is not m.FilterZone.UNSAID:
            raise Unsupported(text)
        cards = dataclasses.replace(event.subject.filter, zone=m.FilterZone.IN_YOUR_GRAVEYARD)
        return Trigger(ev.ZoneChanged, OneOrMore(LeavesYourGraveyard(filter_test(cards))),
                       text, rule="603.2c")
    if event.event in _PUT_INTO_YOUR_GRAVEYARD and not event.also:  # (603.6c)
        if event.subject.filter.zone is not m.FilterZone.UNSAID:
            raise Unsupported(text)
        cards = dataclasses.replace(event.subject.filter, zone=m.FilterZone.IN_YOUR_GRAVEYARD)
        return Trigger(ev.ZoneChanged, OneOrMore(PutIntoYourGraveyard(
            filter_test(cards), from_library=event.event is _FROM_LIBRARY)), text,
            rule="603.2c")
    each = event.event.each
    if event.also or each is None or event.event not in BATCHED:
        raise Unsupported(text)
    one = _object_event(m.ObjectEvent(dataclasses.replace(event.subject, article=m.Article.A),
                                      each), text)
    return dataclasses.replace(one, test=OneOrMore(one.test, per_player=each in _DAMAGE_EVENTS),
                               rule="603.2c")


def _counters_put(event: m.CountersPutEvent, text: str) -> Trigger:
    """"Whenever one or more +1/+1 counters are put on a creature you control": once for
    each permanent counters are put on at once (its rulings), or once for all of them when
    the subject is "one or more Humans you control" too (603.2c); as it enters with them
    too (122.6)."""
    subject = event.subject
    many = isinstance(subject, m.EachRef) and subject.article is m.Article.ONE_OR_MORE
    if many:
        assert isinstance(subject, m.EachRef)
        subject = dataclasses.replace(subject, article=m.Article.A)
    is_self = isinstance(subject, m.SelfRef)
    pattern = CountersPut(event.counter, subject_test(subject), is_self)
    return Trigger(ev.CountersChanged | ev.ZoneChanged,  # type: ignore[arg-type]
                   OneOrMore(pattern, per_object=not many, counter=event.counter), text,
                   rule="122.6")


def _sacrifices(event: m.SacrificeEvent, text: str) -> Trigger:
    """"Whenever you sacrifice another permanent": a permanent its controller sacrificed
    (701.21a), as a cost or an instruction; it looks back in time (603.10a), so the source
    sees itself and what it is sacrificed with. "One or more Blood tokens": once for those
    sacrificed at once (603.2c)."""
    what = event.what
    if what.filter.zone is not m.FilterZone.UNSAID or \
            what.filter.controller is not m.Controller.ANYONE:
        raise Unsupported(text)  # a permanent its sacrificer controls, always (701.21a)
    many = what.article is m.Article.ONE_OR_MORE
    one = dataclasses.replace(what, article=m.Article.A) if many else what
    pattern = Sacrifices(event.who, subject_test(one))
    if many:
        return Trigger(ev.ZoneChanged, OneOrMore(pattern), text, rule="603.2c")
    return Trigger(ev.ZoneChanged, pattern, text, rule="603.10a")


def _object_event(event: m.ObjectEvent, text: str) -> Trigger:
    if batch_event(event):
        return _one_or_more(event, text)
    if event.also:  # "enters or deals combat damage to a player": either event (603.2)
        each = [_object_event(m.ObjectEvent(event.subject, e), text)
                for e in (event.event, *event.also)]
        if len({t.zone for t in each}) != 1:
            raise Unsupported(text)
        kinds = tuple(t.event for t in each)
        either = p.EitherEvent(tuple((t.event, t.test) for t in each))
        return Trigger(kinds if len(set(kinds)) > 1 else kinds[0],  # type: ignore[arg-type]
                       either, text, zone=each[0].zone)
    who = subject_test(event.subject)
    if isinstance(event.subject, m.SelfAndAnother) and not event.event.enters \
            and event.event not in (V.IS_TURNED_FACE_UP, V.DIES):  # both on the battlefield
        raise Unsupported(event.text())  # (702.37e); "dies" looks back for both (603.10a)
    is_self = isinstance(event.subject, m.SelfRef)
    verb = event.event
    if verb.enters:
        return Trigger(ev.ZoneChanged, p.Enters(  # 603.6a
            who, is_self, yours=verb is V.ENTERS_UNDER_YOUR_CONTROL,
            theirs=verb is V.ENTERS_UNDER_AN_OPPONENTS_CONTROL), text)
    if verb in (V.IS_PUT_INTO_A_GRAVEYARD_FROM_THE_BATTLEFIELD, V.LEAVES_THE_BATTLEFIELD) \
            and is_self:
        return Trigger(ev.ZoneChanged, p.LeavesBattlefield(  # 603.6c, 603.10a
            to_graveyard=verb is V.IS_PUT_INTO_A_GRAVEYARD_FROM_THE_BATTLEFIELD), text, zone=None)
    if verb is V.IS_PUT_INTO_A_GRAVEYARD_FROM_ANYWHERE and is_self:  # 603.6c
        return Trigger(ev.ZoneChanged, p.PutIntoGraveyard(), text, zone=Zone.GRAVEYARD)
    if verb is V.ATTACKS_OR_BLOCKS:
        return Trigger(ev.Attacked | ev.Blocked,  # type: ignore[arg-type]
                       p.AttacksOrBlocks(who, is_self), text)  # 508.3a, 509.3a
    if verb is V.DIES:
        # the object itself looks back from where it went (603.10a); another permanent's
        # ability triggers from the battlefield
        return Trigger(ev.ZoneChanged, p.Dies(who, is_self), text,
                       zone=None if is_self else Zone.BATTLEFIELD)
    if verb in (V.ATTACKS, V.ATTACKS_ALONE, V.ATTACKS_ENCHANTED_PLAYER, V.ATTACKS_YOU,
                V.ATTACKS_YOU_OR_A_PLANESWALKER_YOU_CONTROL):
        or_walker = verb is V.ATTACKS_YOU_OR_A_PLANESWALKER_YOU_CONTROL
        return Trigger(ev.Attacked, p.Attacks(
            who, is_self, alone=verb is V.ATTACKS_ALONE,
            enchanted=verb is V.ATTACKS_ENCHANTED_PLAYER,
            you=verb is V.ATTACKS_YOU or or_walker, or_planeswalker=or_walker),
            text)  # 508.3a, 303.4b, 508.1b
    if verb is V.AND_AT_LEAST_TWO_OTHERS_ATTACK and is_self:  # battalion (207.2c, 508.3a)
        return Trigger(ev.Attacked, p.Attacks(who, is_self, others=2), text)
    if verb is V.BLOCKS:
        return Trigger(ev.Blocked, p.Blocks(who, is_self), text)  # 509.3a
    if verb is V.ATTACKS_AND_ISNT_BLOCKED:
        return Trigger(Unblocked, AttacksUnblocked(who, is_self), text)  # 509.3g
    if verb in (V.BECOMES_BLOCKED, V.BLOCKS_OR_BECOMES_BLOCKED):
        return Trigger(ev.Blocked, p.BecomesBlocked(
            who, is_self, or_blocks=verb is V.BLOCKS_OR_BECOMES_BLOCKED), text)  # 509.3c
    if verb in _PAIRS and is_self:
        blocks, keyword = _PAIRS[verb]
        if keyword and keyword not in KEYWORDS:
            raise Unsupported(text)
        return Trigger(ev.Blocked, p.BlockPair(who, bool(blocks), keyword, either=blocks is None),
                       text)  # 509.3b, 509.3d
    if verb in _BECOMES_TARGET:
        spell_only, by_opponent = _BECOMES_TARGET[verb]
        watched = ev.SpellCast if spell_only else (
            ev.SpellCast | ev.AbilityActivated | ev.PutOnStack)
        return Trigger(watched, p.BecomesTarget(  # type: ignore[arg-type]
            who, is_self, by_opponent=by_opponent), text)
    if verb in _DAMAGE_EVENTS:
        combat, to_player, to_opponent = _DAMAGE_EVENTS[verb]
        return Trigger(ev.DamageDealt, DealsDamage(  # 510.3a, 603.2, 303.4b
            who, combat, to_player=to_player, to_opponent=to_opponent,
            to_enchanted=verb is V.DEALS_COMBAT_DAMAGE_TO_ENCHANTED_PLAYER), text)
    if verb is V.DEALS_COMBAT_DAMAGE_TO_A_CREATURE and is_self:  # 510.2, 603.2
        return Trigger(ev.DamageDealt, DealsCombatDamageToACreature(who), text)
    if verb is V.IS_TAPPED_FOR_MANA:  # "Whenever enchanted land is tapped for mana"
        return Trigger(ev.ManaProduced, p.TappedForMana(who, is_self), text)  # 106.12a
    if verb in (V.BECOMES_TAPPED, V.BECOMES_UNTAPPED):  # 603.2e, 701.26
        return Trigger(ev.Tapped, BecomesTapped(who, is_self,
                                                untapped=verb is V.BECOMES_UNTAPPED), text)
    if verb is V.IS_TURNED_FACE_UP:  # "When this creature is turned face up" (702.37e)
        return Trigger(ev.TurnedFaceUp, p.IsTurnedFaceUp(who, is_self), text)
    if verb is V.TRANSFORMS or (verb is V.TRANSFORMS_INTO_THIS and is_self):  # 701.27e
        return Trigger(ev.TurnedOver, Transforms(
            who, is_self, into_this=verb is V.TRANSFORMS_INTO_THIS), text, rule="701.27e")
    if verb is V.EXPLOITS_A_CREATURE and is_self:  # 702.110b
        return Trigger(ev.Exploited, p.ExploitsACreature(), text)
    if verb is V.IS_DEALT_DAMAGE:
        return Trigger(ev.DamageDealt, IsDealtDamage(who, is_self), text)  # 120.3, 603.2
    raise Unsupported(text)


def _step_event(event: m.StepEvent, text: str) -> Trigger:
    step = _STEPS.get(event.step)
    if step is None:
        raise Unsupported(text)
    yours = event.whose is W.YOUR or event.step is S.COMBAT_ON_YOUR_TURN
    if event.step is S.UPKEEP_OF_ENCHANTED_CONTROLLER and event.whose is not W.THE:
        raise Unsupported(text)
    return Trigger(ev.StepBegan, p.StepBegins(
        step, yours, theirs=event.whose is W.EACH_OPPONENTS,
        enchanted=event.whose is W.ENCHANTED_PLAYERS,
        enchanted_controller=event.step is S.UPKEEP_OF_ENCHANTED_CONTROLLER),
        text)  # 503.1a, 513.1a, 303.4b


def _player_event(event: m.PlayerEvent, text: str) -> Trigger:
    actor, verb = event.who, event.event
    others = actor is not p.Actor.YOU
    if verb is P.ATTACK_WITH and batch_event(event):  # "you attack with one or more ..."
        assert event.filter is not None  # once, "that many" (508.3d, 603.2c)
        yours = dataclasses.replace(event.filter, controller=m.Controller.YOU)
        return Trigger(ev.Attacked, OneOrMore(p.Attacks(filter_test(yours))), text,
                       rule="603.2c")
    if verb is P.ATTACK_WITH and not others and event.filter is not None:  # you attack
        return Trigger(ev.Attacked, p.AttackWith(filter_test(event.filter),  # 508.3d
                                                 max(event.at_least, 1)), text)
    if event.at_least:
        raise Unsupported(text)
    if verb in (P.GAIN_LIFE, P.LOSE_LIFE) and event.filter is None:
        return Trigger(ev.LifeChanged, p.LifeChanges(actor, gain=verb is P.GAIN_LIFE),
                       text)  # 119.9
    if verb in (P.DRAW_A_CARD, P.DRAW_YOUR_SECOND_CARD_EACH_TURN):
        return Trigger(ev.CardDrawn, p.Draws(actor, second=verb is not P.DRAW_A_CARD),
                       text)  # 121.1
    if verb is P.TAP_FOR_MANA and event.filter is not None:
        # "Whenever a player taps a land for mana" (106.12a)
        return Trigger(ev.ManaProduced, p.TappedForMana(filter_test(event.filter),
                                                        actor=actor), text)
    if verb is P.CAST_THIS_SPELL and not others:  # you cast this spell
        # it triggers from the stack (603.2)
        return Trigger(ev.SpellCast, p.CastThisSpell(), text, zone=Zone.STACK)
    if verb is P.CYCLE_THIS_CARD and not others:  # "When you cycle this card": when it is
        # discarded to pay a cycling cost, from the zone it winds up in (702.29c)
        return Trigger(ev.ZoneChanged, p.CyclesThis(), text, zone=None, rule="702.29c")
    if verb is P.EXERT_A_CREATURE and not others:  # 701.43a
        return Trigger(Exerted, ExertsACreature(), text)
    if verb is P.DISCARD_ONE_OR_MORE_CARDS and event.filter is None:  # the cards discarded
        return Trigger(ev.ZoneChanged, OneOrMore(p.Discards(actor)), text,  # at once
                       rule="603.2c")  # (701.9a, 603.2c)
    if verb is P.DISCARD_A_CARD and event.filter is None:
        return Trigger(ev.ZoneChanged, p.Discards(actor), text)  # 701.9a
    if verb in (P.IS_DEALT_DAMAGE, P.IS_DEALT_NONCOMBAT_DAMAGE):
        return Trigger(ev.DamageDealt, PlayerDealtDamage(
            actor, noncombat=verb is P.IS_DEALT_NONCOMBAT_DAMAGE), text)  # 120.3
    if verb is P.CAST:
        test = filter_test(event.filter) if event.filter is not None else None
        return Trigger(ev.SpellCast, p.Casts(actor, test), text)  # 601.2i
    raise Unsupported(text)
