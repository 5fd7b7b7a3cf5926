"""Trigger events of the card vocabulary as the engine's trigger patterns (603.2)."""

from __future__ import annotations

from collections.abc import Callable

from rulings_kit.cards import model as m
from rulings_kit.cards.build.filters import Unsupported, filter_test
from rulings_kit.cards.build.strict import reads, require_handled
from rulings_kit.core import events as ev
from rulings_kit.core.characteristics import card_types, has_keyword
from rulings_kit.core.definitions import Trigger
from rulings_kit.core.keywords import KEYWORDS
from rulings_kit.core.selection import ObjectTest
from rulings_kit.core.state import GameObject, GameState, Step, Zone
from rulings_kit.core.turn_record import Did

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
        return lambda s, me, o: o.id == me.id
    if isinstance(subject, m.AttachedRef):  # "enchanted creature", "equipped creature"
        return lambda s, me, o: me.attached_to == o.id
    if isinstance(subject, m.SelfAndAnother):  # "this creature or another Rogue"
        other = filter_test(subject.filter)
        return lambda s, me, o: o.id == me.id or other(s, me, o)
    if isinstance(subject, m.EachRef) and subject.article in ("a", "an", "another"):
        test = filter_test(subject.filter)
        if subject.article == "another":
            return lambda s, me, o: o.id != me.id and test(s, me, o)
        return test
    raise Unsupported(subject.text())


def _object_event(event: m.ObjectEvent, text: str) -> Trigger:
    if event.also:  # "enters or deals combat damage to a player": either event (603.2)
        each = [_object_event(m.ObjectEvent(event.subject, e), text)
                for e in (event.event, *event.also)]
        if len({t.zone for t in each}) != 1:
            raise Unsupported(text)

        def either(e: ev.Event, me: GameObject, s: GameState) -> GameObject | bool | None:
            for t in each:
                if isinstance(e, t.event):
                    hit = t.test(e, me, s)
                    if hit:
                        return hit
            return None

        kinds = tuple(t.event for t in each)
        return Trigger(kinds if len(set(kinds)) > 1 else kinds[0],  # type: ignore[arg-type]
                       either, text, zone=each[0].zone)
    who = _who(event.subject)
    if isinstance(event.subject, m.SelfAndAnother) and not event.event.startswith("enters"):
        raise Unsupported(event.text())  # it would look back from another zone (603.10a)
    is_self = isinstance(event.subject, m.SelfRef)
    if event.event in ("enters", "enters under your control"):
        yours = event.event == "enters under your control"

        def entered(e: ev.Event, me: GameObject, s: GameState) -> GameObject | bool | None:
            assert isinstance(e, ev.ZoneChanged)
            new = e.new
            if new is None or e.to_zone is not Zone.BATTLEFIELD or not s.has(new.id):
                return None
            if yours and new.controller != me.controller:
                return None
            return (True if is_self else new) if who(s, me, new) else None

        return Trigger(ev.ZoneChanged, entered, text)  # 603.6a
    if event.event in ("is put into a graveyard from the battlefield",
                       "leaves the battlefield") and is_self:
        to_graveyard = event.event.startswith("is put")

        def left(e: ev.Event, me: GameObject, s: GameState) -> GameObject | bool | None:
            assert isinstance(e, ev.ZoneChanged)
            if not (e.old.id == me.id and e.from_zone is Zone.BATTLEFIELD
                    and (not to_graveyard or e.to_zone is Zone.GRAVEYARD)):
                return None
            return e.new or True  # it can find the new object it became (400.7e)

        return Trigger(ev.ZoneChanged, left, text, zone=None)  # 603.6c, 603.10a
    if event.event == "attacks or blocks":
        def fought(e: ev.Event, me: GameObject, s: GameState) -> GameObject | bool | None:
            creature = e.creature if isinstance(e, ev.Attacked) else (
                e.blocker if isinstance(e, ev.Blocked) else None)
            if creature is None or not who(s, me, creature):
                return None
            return True if is_self else creature

        return Trigger(ev.Attacked | ev.Blocked, fought, text)  # type: ignore[arg-type]
    if event.event == "dies":
        def died(e: ev.Event, me: GameObject, s: GameState) -> GameObject | bool | None:
            assert isinstance(e, ev.ZoneChanged)
            old = e.old
            if e.from_zone is not Zone.BATTLEFIELD or e.to_zone is not Zone.GRAVEYARD:
                return None
            if "Creature" not in card_types(s, old):
                return None
            # leaves-the-battlefield abilities look back in time (603.10a) and can find
            # the new object the creature became in the graveyard (400.7e)
            if who(s, me, old) or (is_self and old.id == me.id):
                return e.new or True
            return None

        # the object itself looks back from where it went (603.10a); another permanent's
        # ability triggers from the battlefield
        return Trigger(ev.ZoneChanged, died, text, zone=None if is_self else Zone.BATTLEFIELD)
    if event.event == "attacks alone":
        def alone(e: ev.Event, me: GameObject, s: GameState) -> GameObject | bool | None:
            assert isinstance(e, ev.Attacked)
            # the only creature declared as an attacker (506.5, 702.83b): all are declared,
            # and attacking, before any of their Attacked events
            if sum(1 for o in s.permanents() if o.attacking) != 1:
                return None
            return (True if is_self else e.creature) if who(s, me, e.creature) else None

        return Trigger(ev.Attacked, alone, text)  # 508.3a
    if event.event == "attacks":
        def attacked(e: ev.Event, me: GameObject, s: GameState) -> GameObject | bool | None:
            assert isinstance(e, ev.Attacked)
            return (True if is_self else e.creature) if who(s, me, e.creature) else None

        return Trigger(ev.Attacked, attacked, text)  # 508.3a
    if event.event == "blocks":
        def blocked(e: ev.Event, me: GameObject, s: GameState) -> GameObject | bool | None:
            assert isinstance(e, ev.Blocked)
            # "it" is the creature that blocks ("When enchanted creature blocks, destroy
            # it."), as for "attacks"; "blocks a creature" (the attacker) isn't this event
            return (True if is_self else e.blocker) if who(s, me, e.blocker) else None

        return Trigger(ev.Blocked, blocked, text)  # 509.3a
    if event.event in ("becomes blocked", "blocks or becomes blocked"):
        or_blocks = event.event.startswith("blocks")

        def became_blocked(e: ev.Event, me: GameObject, s: GameState) -> GameObject | bool | None:
            assert isinstance(e, ev.Blocked)
            if or_blocks and who(s, me, e.blocker):
                return True if is_self else e.blocker  # it blocks (509.3a)
            # once each combat however many creatures block it (509.3c): on its first blocker
            blockers = [o.id for o in s.permanents() if o.blocking == e.attacker.id]
            if not who(s, me, e.attacker) or e.blocker.id != min(blockers, default=None):
                return None
            return True if is_self else e.attacker

        return Trigger(ev.Blocked, became_blocked, text)
    if paired(event.event) and is_self:
        blocks = event.event.startswith("blocks")
        keyword = event.event.removeprefix("blocks a creature with ").capitalize() \
            if event.event.startswith("blocks a creature with ") else ""
        if keyword and keyword not in KEYWORDS:
            raise Unsupported(text)

        def pair(e: ev.Event, me: GameObject, s: GameState) -> GameObject | bool | None:
            assert isinstance(e, ev.Blocked)
            # once for each blocker/attacker pair (509.3b, 509.3d); "that creature" is the
            # other creature of the pair, looked at as it blocks or is blocked (509.3f)
            mine, other = (e.blocker, e.attacker) if blocks else (e.attacker, e.blocker)
            if not who(s, me, mine) or (keyword and not has_keyword(s, other, keyword)):
                return None
            return other

        return Trigger(ev.Blocked, pair, text)
    if event.event in _BECOMES_TARGET:
        by_opponent = event.event.endswith("an opponent controls")
        watched = ev.SpellCast if event.event.endswith("a spell") else (
            ev.SpellCast | ev.AbilityActivated | ev.PutOnStack)

        def targeted(e: ev.Event, me: GameObject, s: GameState) -> GameObject | bool | None:
            # the spell or ability as it becomes cast, activated or put on the stack, its
            # targets chosen (601.2c, 602.2b, 603.3d); once however often it targets it
            stack_obj = e.spell if isinstance(e, ev.SpellCast) else (
                e.ability if isinstance(e, ev.AbilityActivated) else e.obj)  # type: ignore[attr-defined]
            if by_opponent and stack_obj.controller == me.controller:
                return None
            hit = [s.obj(t) for t in stack_obj.targets if isinstance(t, int) and s.has(t)]
            found = next((o for o in hit if who(s, me, o)), None)
            return None if found is None else (True if is_self else found)

        return Trigger(watched, targeted, text)  # type: ignore[arg-type]
    if event.event in _DAMAGE_EVENTS:
        combat, to_opponent = _DAMAGE_EVENTS[event.event]
        to_anything = event.event == "deals damage"

        def hit(e: ev.Event, me: GameObject, s: GameState) -> GameObject | bool | None:
            assert isinstance(e, ev.DamageDealt)
            if combat and e.rule != "510.2":  # combat damage (510.2)
                return False
            player = e.target if isinstance(e.target, str) else None
            if to_anything:
                return who(s, me, e.source)
            if player is None or (to_opponent and player == me.controller):
                return False
            return who(s, me, e.source)

        return Trigger(ev.DamageDealt, hit, text)  # 510.3a, 603.2
    if event.event == "is tapped for mana":  # "Whenever enchanted land is tapped for mana"
        return _tapped_for_mana(lambda s, me, player, o: who(s, me, o), is_self, text)
    if event.event == "is dealt damage":
        def dealt(e: ev.Event, me: GameObject, s: GameState) -> GameObject | bool | None:
            assert isinstance(e, ev.DamageDealt)
            if isinstance(e.target, str) or not s.has(e.target):
                return None
            hit = s.obj(e.target)
            return (True if is_self else hit) if who(s, me, hit) else None

        return Trigger(ev.DamageDealt, dealt, text)  # 120.3, 603.2
    raise Unsupported(text)


def _step_event(event: m.StepEvent, text: str) -> Trigger:
    step = _STEPS.get(event.step)
    if step is None or event.whose not in ("your", "each", "the", "", "each player's",
                                           "each opponent's"):
        raise Unsupported(text)
    yours = event.whose == "your" or event.step == "combat on your turn"
    theirs = event.whose == "each opponent's"

    def began(e: ev.Event, me: GameObject, s: GameState) -> bool:
        assert isinstance(e, ev.StepBegan)
        return e.step is step and (not yours or e.active == me.controller) and not (
            theirs and e.active == me.controller)

    return Trigger(ev.StepBegan, began, text)  # 503.1a, 513.1a


def _attack_with(f: m.Filter, least: int, text: str) -> Trigger:
    """"Whenever you attack with two or more creatures with flying": once as attackers
    are declared (508.3d), if at least that many of the declared attackers match (its
    ruling: just once, however many more)."""
    test = filter_test(f)

    def attacked(e: ev.Event, me: GameObject, s: GameState) -> bool:
        assert isinstance(e, ev.Attacked)
        if e.creature.controller != me.controller:
            return False
        declared = [o for o in s.permanents(me.controller) if o.attacking]
        if e.creature.id != min(o.id for o in declared):
            return False  # the declaration's one event for this ability: its first attacker
        return sum(1 for o in declared if test(s, me, o)) >= least

    return Trigger(ev.Attacked, attacked, text)


def _tapped_for_mana(test: Callable[[GameState, GameObject, str, GameObject], bool],
                     is_self: bool, text: str) -> Trigger:
    """A permanent "is tapped for mana": it triggers as a mana ability with {T} in its cost
    resolves and produces mana (106.12, 106.12a), remembering the permanent ("that land")
    and the mana (:func:`rulings_kit.core.triggers.check_triggers`)."""
    def tapped(e: ev.Event, me: GameObject, s: GameState) -> GameObject | bool | None:
        assert isinstance(e, ev.ManaProduced)
        if not (e.tapped_for_mana and e.mana and test(s, me, e.player, e.source)):
            return None
        return True if is_self else e.source

    return Trigger(ev.ManaProduced, tapped, text)


#: whose actions a player event is about: (the source's controller's, the others')
_WHO = {"you": (True, False), "an opponent": (False, True), "a player": (True, True)}


def _player_event(event: m.PlayerEvent, text: str) -> Trigger:
    if event.who not in _WHO:
        raise Unsupported(text)
    yours, others = _WHO[event.who]

    def whose(player: str, me: GameObject) -> bool:
        return yours if player == me.controller else others

    if event.event == "attack with" and not others and event.filter is not None:  # you attack
        return _attack_with(event.filter, max(event.at_least, 1), text)
    if event.at_least:
        raise Unsupported(text)
    if event.event in ("gain life", "lose life") and event.filter is None:
        gain = event.event == "gain life"

        def changed(e: ev.Event, me: GameObject, s: GameState) -> bool:
            assert isinstance(e, ev.LifeChanged)
            return (e.amount > 0 if gain else e.amount < 0) and whose(e.player, me)

        return Trigger(ev.LifeChanged, changed, text)  # 119.9
    if event.event == "draw a card":
        def drew(e: ev.Event, me: GameObject, s: GameState) -> bool:
            assert isinstance(e, ev.CardDrawn)
            return whose(e.player, me)

        return Trigger(ev.CardDrawn, drew, text)  # 121.1
    if event.event == "tap for mana" and event.filter is not None:
        tapped = filter_test(event.filter)  # "Whenever a player taps a land for mana"
        return _tapped_for_mana(lambda s, me, player, o: whose(player, me) and tapped(s, me, o),
                                False, text)
    if event.event == "cast this spell" and not others:  # you cast this spell
        def this_spell(e: ev.Event, me: GameObject, s: GameState) -> GameObject | None:
            assert isinstance(e, ev.SpellCast)
            return e.spell if e.spell.id == me.id else None

        return Trigger(ev.SpellCast, this_spell, text, zone=Zone.STACK)  # it triggers from
        # the stack (603.2)
    if event.event == "draw your second card each turn":
        def second(e: ev.Event, me: GameObject, s: GameState) -> bool:
            assert isinstance(e, ev.CardDrawn)  # the turn record has this draw already
            return whose(e.player, me) and s.this_turn.count(Did.DRAW, e.player) == 2

        return Trigger(ev.CardDrawn, second, text)  # 121.1
    if event.event == "discard a card" and event.filter is None:
        def discarded(e: ev.Event, me: GameObject, s: GameState) -> bool:
            assert isinstance(e, ev.ZoneChanged)
            return e.discarded and whose(e.old.owner, me)

        return Trigger(ev.ZoneChanged, discarded, text)  # 701.9a
    if event.event in ("is dealt damage", "is dealt noncombat damage"):
        noncombat = event.event == "is dealt noncombat damage"

        def dealt(e: ev.Event, me: GameObject, s: GameState) -> bool:
            assert isinstance(e, ev.DamageDealt)
            return isinstance(e.target, str) and whose(e.target, me) and not (
                noncombat and e.rule == "510.2")  # combat damage (510.2)

        return Trigger(ev.DamageDealt, dealt, text)  # 120.3
    if event.event == "cast":
        test = filter_test(event.filter) if event.filter is not None else None

        def cast(e: ev.Event, me: GameObject, s: GameState) -> GameObject | None:
            assert isinstance(e, ev.SpellCast)
            if not whose(e.player, me):
                return None
            return e.spell if test is None or test(s, me, e.spell) else None

        return Trigger(ev.SpellCast, cast, text)  # 601.2i
    raise Unsupported(text)
