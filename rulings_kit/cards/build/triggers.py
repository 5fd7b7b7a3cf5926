"""Trigger events of the card vocabulary as the engine's trigger patterns (603.2)."""

from __future__ import annotations

from rulings_kit.cards import model as m
from rulings_kit.cards.build.filters import Unsupported, filter_test
from rulings_kit.cards.build.strict import reads, require_handled
from rulings_kit.core import events as ev
from rulings_kit.core import filters as f
from rulings_kit.core import patterns as p
from rulings_kit.core.definitions import Trigger
from rulings_kit.core.filters import ObjectTest
from rulings_kit.core.keywords import KEYWORDS
from rulings_kit.core.state import Step, Zone

_STEPS = {"upkeep": Step.UPKEEP, "end step": Step.END, "draw step": Step.DRAW,
          "combat on your turn": Step.BEGINNING_OF_COMBAT, "combat": Step.BEGINNING_OF_COMBAT,
          "precombat main phase": Step.MAIN1}


#: object events after which the object is a new object in another zone (400.7e)
LEAVES = ("dies", "is put into a graveyard from the battlefield", "leaves the battlefield")


def paired(event: str) -> bool:
    """Whether an object event is about a blocker/attacker pair, triggering once for each
    pair (509.3b, 509.3d): "that creature" is the other creature of the pair."""
    return event in ("blocks a creature", "becomes blocked by a creature") or \
        event.startswith("blocks a creature with ")


#: "becomes the target of ...": of any spell or ability, or of one an opponent controls
_BECOMES_TARGET = ("becomes the target of a spell or ability an opponent controls",
                   "becomes the target of a spell")


#: damage events: (combat damage only, to an opponent only); "deals damage": to anything
_DAMAGE_EVENTS = {"deals damage": (False, False),
                  "deals combat damage to a player": (True, False),
                  "deals damage to a player": (False, False),
                  "deals damage to an opponent": (False, True),
                  "deals combat damage to an opponent": (True, True)}


#: player events whose player and amount a triggered ability remembers (core/triggers.py)
_PLAYER_AMOUNTS = {"gain life": True, "lose life": True, "is dealt noncombat damage": True,
                   "is dealt damage": True, "draw a card": False, "discard a card": False,
                   "tap for mana": False}


def remembers(event: m.Event) -> tuple[bool, bool]:
    """Whether the trigger event names a player ("that player") and an amount ("that
    much") its triggered ability remembers as it resolves (603.2, 608.2h)."""
    if isinstance(event, m.PlayerEvent) and event.event in _PLAYER_AMOUNTS:
        return True, _PLAYER_AMOUNTS[event.event]
    if isinstance(event, m.StepEvent) and event.whose in ("each player's", "each opponent's"):
        return True, False  # whose step it is (503.1a)
    if isinstance(event, m.ObjectEvent) and event.event == "deals damage":
        return False, True  # how much, to whatever it was dealt
    if isinstance(event, m.ObjectEvent) and event.event in _DAMAGE_EVENTS:
        return True, True  # the player dealt damage, and how much
    if isinstance(event, m.ObjectEvent) and event.event == "is dealt damage":
        return False, True
    if isinstance(event, m.ObjectEvent) and event.event == "dies" and not isinstance(
            event.subject, m.SelfRef):
        return True, False  # the controller of the creature that died
    return False, False


@reads(m.ObjectEvent, "subject event also")
@reads(m.PlayerEvent, "who event filter at_least")
@reads(m.StepEvent, "step whose")
def trigger(event: m.Event, text: str) -> Trigger:
    """The trigger pattern for a trigger event; ``text`` is its trigger condition's words."""
    require_handled(event)
    if isinstance(event, m.ObjectEvent):
        return _object_event(event, text)
    if isinstance(event, m.StepEvent):
        return _step_event(event, text)
    if isinstance(event, m.PlayerEvent):
        return _player_event(event, text)
    raise Unsupported(text)


def _who(subject: m.ObjectRef) -> ObjectTest:
    """Which object the event must be about: this one, or one matching a filter."""
    if isinstance(subject, m.SelfRef):
        return f.IsSource()
    if isinstance(subject, m.AttachedRef):  # "enchanted creature", "equipped creature"
        return f.HostOfSource()
    if isinstance(subject, m.SelfAndAnother):  # "this creature or another Rogue"
        return f.SourceOr(filter_test(subject.filter))
    if isinstance(subject, m.EachRef) and subject.article in ("a", "an", "another"):
        test = filter_test(subject.filter)
        if subject.article == "another":
            return f.AllOf((f.NotSource(), test))
        return test
    raise Unsupported(subject.text())


def _object_event(event: m.ObjectEvent, text: str) -> Trigger:
    if event.also:  # "enters or deals combat damage to a player": either event (603.2)
        each = [_object_event(m.ObjectEvent(event.subject, e), text)
                for e in (event.event, *event.also)]
        if len({t.zone for t in each}) != 1:
            raise Unsupported(text)
        kinds = tuple(t.event for t in each)
        either = p.EitherEvent(tuple((t.event, t.test) for t in each))
        return Trigger(kinds if len(set(kinds)) > 1 else kinds[0],  # type: ignore[arg-type]
                       either, text, zone=each[0].zone)
    who = _who(event.subject)
    if isinstance(event.subject, m.SelfAndAnother) and not event.event.startswith("enters"):
        raise Unsupported(event.text())  # it would look back from another zone (603.10a)
    is_self = isinstance(event.subject, m.SelfRef)
    if event.event in ("enters", "enters under your control"):
        return Trigger(ev.ZoneChanged, p.Enters(who, is_self,  # 603.6a
                                                yours=event.event == "enters under your control"),
                       text)
    if event.event in ("is put into a graveyard from the battlefield",
                       "leaves the battlefield") and is_self:
        return Trigger(ev.ZoneChanged,  # 603.6c, 603.10a
                       p.LeavesBattlefield(to_graveyard=event.event.startswith("is put")),
                       text, zone=None)
    if event.event == "attacks or blocks":
        return Trigger(ev.Attacked | ev.Blocked,  # type: ignore[arg-type]
                       p.AttacksOrBlocks(who, is_self), text)  # 508.3a, 509.3a
    if event.event == "dies":
        # the object itself looks back from where it went (603.10a); another permanent's
        # ability triggers from the battlefield
        return Trigger(ev.ZoneChanged, p.Dies(who, is_self), text,
                       zone=None if is_self else Zone.BATTLEFIELD)
    if event.event in ("attacks", "attacks alone"):
        return Trigger(ev.Attacked, p.Attacks(who, is_self, alone=event.event == "attacks alone"),
                       text)  # 508.3a
    if event.event == "blocks":
        return Trigger(ev.Blocked, p.Blocks(who, is_self), text)  # 509.3a
    if event.event in ("becomes blocked", "blocks or becomes blocked"):
        return Trigger(ev.Blocked, p.BecomesBlocked(
            who, is_self, or_blocks=event.event.startswith("blocks")), text)  # 509.3c
    if paired(event.event) and is_self:
        keyword = event.event.removeprefix("blocks a creature with ").capitalize() \
            if event.event.startswith("blocks a creature with ") else ""
        if keyword and keyword not in KEYWORDS:
            raise Unsupported(text)
        return Trigger(ev.Blocked, p.BlockPair(who, event.event.startswith("blocks"), keyword),
                       text)  # 509.3b, 509.3d
    if event.event in _BECOMES_TARGET:
        watched = ev.SpellCast if event.event.endswith("a spell") else (
            ev.SpellCast | ev.AbilityActivated | ev.PutOnStack)
        return Trigger(watched, p.BecomesTarget(  # type: ignore[arg-type]
            who, is_self, by_opponent=event.event.endswith("an opponent controls")), text)
    if event.event in _DAMAGE_EVENTS:
        combat, to_opponent = _DAMAGE_EVENTS[event.event]
        return Trigger(ev.DamageDealt, p.DealsDamage(  # 510.3a, 603.2
            who, combat, to_player=event.event != "deals damage", to_opponent=to_opponent), text)
    if event.event == "is tapped for mana":  # "Whenever enchanted land is tapped for mana"
        return Trigger(ev.ManaProduced, p.TappedForMana(who, is_self), text)  # 106.12a
    if event.event == "is dealt damage":
        return Trigger(ev.DamageDealt, p.IsDealtDamage(who, is_self), text)  # 120.3, 603.2
    raise Unsupported(text)


def _step_event(event: m.StepEvent, text: str) -> Trigger:
    step = _STEPS.get(event.step)
    if step is None or event.whose not in ("your", "each", "the", "", "each player's",
                                           "each opponent's"):
        raise Unsupported(text)
    yours = event.whose == "your" or event.step == "combat on your turn"
    return Trigger(ev.StepBegan, p.StepBegins(step, yours, theirs=event.whose == "each opponent's"),
                   text)  # 503.1a, 513.1a


#: whose actions a player event is about
_WHO = {"you": p.Actor.YOU, "an opponent": p.Actor.OPPONENT, "a player": p.Actor.ANY}


def _player_event(event: m.PlayerEvent, text: str) -> Trigger:
    actor = _WHO.get(event.who)
    if actor is None:
        raise Unsupported(text)
    others = actor is not p.Actor.YOU
    if event.event == "attack with" and not others and event.filter is not None:  # you attack
        return Trigger(ev.Attacked, p.AttackWith(filter_test(event.filter),  # 508.3d
                                                 max(event.at_least, 1)), text)
    if event.at_least:
        raise Unsupported(text)
    if event.event in ("gain life", "lose life") and event.filter is None:
        return Trigger(ev.LifeChanged, p.LifeChanges(actor, gain=event.event == "gain life"),
                       text)  # 119.9
    if event.event in ("draw a card", "draw your second card each turn"):
        return Trigger(ev.CardDrawn, p.Draws(actor, second=event.event != "draw a card"),
                       text)  # 121.1
    if event.event == "tap for mana" and event.filter is not None:
        # "Whenever a player taps a land for mana" (106.12a)
        return Trigger(ev.ManaProduced, p.TappedForMana(filter_test(event.filter),
                                                        actor=actor), text)
    if event.event == "cast this spell" and not others:  # you cast this spell
        # it triggers from the stack (603.2)
        return Trigger(ev.SpellCast, p.CastThisSpell(), text, zone=Zone.STACK)
    if event.event == "discard a card" and event.filter is None:
        return Trigger(ev.ZoneChanged, p.Discards(actor), text)  # 701.9a
    if event.event in ("is dealt damage", "is dealt noncombat damage"):
        return Trigger(ev.DamageDealt, p.PlayerDealtDamage(
            actor, noncombat=event.event == "is dealt noncombat damage"), text)  # 120.3
    if event.event == "cast":
        test = filter_test(event.filter) if event.filter is not None else None
        return Trigger(ev.SpellCast, p.Casts(actor, test), text)  # 601.2i
    raise Unsupported(text)
