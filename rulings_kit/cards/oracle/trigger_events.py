"""Trigger events (603.2): what happens that a triggered ability waits for, as a card's
words say it after "When", "Whenever" or "At": "~ dies", "you cast a noncreature spell",
"the beginning of your upkeep", "~ becomes level 2". A triggered ability reads one
(:func:`rulings_kit.cards.oracle.abilities.triggered`), and so does a delayed triggered
ability an effect creates for the rest of the turn (603.7b, ``clauses``)."""

from __future__ import annotations

from collections.abc import Callable

from rulings_kit.cards.model import (
    Article,
    BecomesLevel,
    BlocksOneOrMore,
    BlockWords,
    CopyEvent,
    CountersPutEvent,
    CycleEvent,
    DiceEvent,
    EachRef,
    Event,
    NthSpellEvent,
    ObjectEvent,
    PlayerEvent,
    SacrificeEvent,
    StateEvent,
    StepEvent,
)
from rulings_kit.cards.model.abilities import PLAYER_EVENTS
from rulings_kit.cards.model.haunt import HauntedDies, HauntedWords
from rulings_kit.cards.model.nth_spell_events import Ordinal
from rulings_kit.cards.model.trigger_words import (
    Actor,
    ObjectVerb,
    PlayerVerb,
    StepOwner,
    TriggerStep,
)
from rulings_kit.cards.oracle.actions import counter_kind
from rulings_kit.cards.oracle.conditions import condition
from rulings_kit.cards.oracle.cursor import Cursor
from rulings_kit.cards.oracle.daynight import day_night_event
from rulings_kit.cards.oracle.nouns import count, each, filter_, obj

OBJECT_EVENTS = tuple(ObjectVerb)  # the plural ones of "one or more" objects (603.2c)
STEPS = tuple(s for s in TriggerStep if s is not TriggerStep.COMBAT_ON_YOUR_TURN)


def event_of(cur: Cursor, state: bool = False) -> Event:
    """The event after "When" or "Whenever": a player's, an object's, a Class's level;
    with ``state`` (after "When"), also a game state: a state trigger (603.8)."""
    rules: tuple[Callable[[Cursor], Event], ...] = (
        _haunted_dies, _sacrifices, _cycles, _rolls_dice, _nth_spell, _copies, _player_event,
        day_night_event, _counters_put, _blocks_one_or_more, _object_event, _becomes_level)
    return cur.first(*rules, *((_state_event,) if state else ()))


def _haunted_dies(cur: Cursor) -> HauntedDies:
    """'the creature it haunts dies', '~ enters or the creature it haunts dies', 'the
    creature ~ haunts dies' (702.55b-c)."""
    return HauntedDies(cur.phrase(HauntedWords))


def _state_event(cur: Cursor) -> StateEvent:
    """'you control no Islands', 'you have 30 or more life' (603.8)."""
    return StateEvent(condition(cur))


def _object_event(cur: Cursor) -> ObjectEvent:
    """'~ dies', '~ enters or dies', 'another creature you control dies' (603.2)."""
    who = obj(cur)
    first = ObjectVerb(cur.one_of(OBJECT_EVENTS))
    also: list[ObjectVerb] = []
    while cur.peek() == "or" and (nxt := cur.attempt(_or_event)) is not None:
        also.append(nxt)
    return ObjectEvent(who, first, tuple(also))


def _counters_put(cur: Cursor) -> CountersPutEvent:
    """'one or more +1/+1 counters are put on ~', '... on another creature you control'
    (122.6, 603.2c)."""
    cur.expect("one or more")
    kind = counter_kind(cur)
    cur.expect("counters are put on")
    return CountersPutEvent(kind, obj(cur))


def _blocks_one_or_more(cur: Cursor) -> BlocksOneOrMore:
    """'~ blocks or becomes blocked by one or more black creatures' (509.3e)."""
    who = obj(cur)
    verb = cur.phrase(BlockWords)
    if cur.peek() != "one":
        raise cur.fail("'one or more'")
    other = obj(cur)
    if not (isinstance(other, EachRef) and other.article is Article.ONE_OR_MORE):
        raise cur.fail("'one or more'")
    return BlocksOneOrMore(who, verb, other)


def _or_event(cur: Cursor) -> ObjectVerb:
    cur.expect("or")
    return ObjectVerb(cur.one_of(OBJECT_EVENTS))


def _sacrifices(cur: Cursor) -> SacrificeEvent:
    """'you sacrifice a Clue', 'you sacrifice another creature', 'an opponent sacrifices a
    nontoken permanent', 'you sacrifice one or more Blood tokens' (701.21a)."""
    who = Actor(cur.one_of(tuple(Actor)))
    cur.expect("sacrifice" if who is Actor.YOU else "sacrifices")
    what = each(cur)
    if not (what.article.one or what.article is Article.ONE_OR_MORE):
        raise cur.fail("'a', 'another' or 'one or more'")
    return SacrificeEvent(who, what)


def _rolls_dice(cur: Cursor) -> DiceEvent:
    """'you roll one or more dice', 'a player rolls one or more dice' (706.1, 603.2c); 'you
    roll a natural 20', 'you roll a die's highest natural result' (706.2)."""
    who = Actor(cur.one_of(tuple(Actor)))
    cur.expect("roll" if who is Actor.YOU else "rolls")
    if cur.accept("a natural"):  # 706.2
        word = cur.peek()
        if not word.isdigit():
            raise cur.fail("a number")
        cur.take()
        return DiceEvent(who, natural=int(word))
    if cur.accept("a die's highest natural result"):  # 706.1a: N on a dN
        return DiceEvent(who, highest=True)
    cur.expect("one or more dice")
    return DiceEvent(who)


def _cycles(cur: Cursor) -> CycleEvent:
    """'you cycle a card', 'a player cycles a card', 'you cycle or discard another card'
    (702.29a, 702.29d); 'you cycle ~' is the player event of this card (702.29c)."""
    who = Actor(cur.one_of(tuple(Actor)))
    third = who is not Actor.YOU
    cur.expect("cycles" if third else "cycle")
    either = cur.accept("or discards" if third else "or discard")
    another = cur.one_of(("a", "another")) == "another"
    cur.expect("card")
    return CycleEvent(who, either, another)


def _nth_spell(cur: Cursor) -> NthSpellEvent:
    """'you cast your second spell each turn', 'an opponent casts their first noncreature
    spell each turn', 'you cast your first spell during each opponent's turn' (601.2i)."""
    who = Actor(cur.one_of(tuple(Actor)))
    you = who is Actor.YOU
    cur.expect("cast your" if you else "casts their")
    nth = cur.phrase(Ordinal)
    what = filter_(cur)
    if cur.accept("each turn"):
        return NthSpellEvent(who, nth, what)
    cur.expect("during each opponent's turn")
    return NthSpellEvent(who, nth, what, opponents_turn=True)


def _copies(cur: Cursor) -> CopyEvent:
    """'you cast or copy an instant or sorcery spell' (Magecraft, 207.2c), 'you copy an
    instant spell' (707.10)."""
    who = Actor(cur.one_of(tuple(Actor)))
    you = who is Actor.YOU
    either = cur.accept("cast or copy" if you else "casts or copies")
    if not either:
        cur.expect("copy" if you else "copies")
    cur.one_of(("a", "an"))
    return CopyEvent(who, filter_(cur), either)


def _player_event(cur: Cursor) -> PlayerEvent:
    """'you gain life', 'an opponent discards a card', 'a player casts a white spell'."""
    who = Actor(cur.one_of(tuple(Actor)))
    said = {k: k for k in PLAYER_EVENTS} if who is Actor.YOU else {
        v: k for k, v in PLAYER_EVENTS.items()}
    if cur.accept("tap" if who is Actor.YOU else "taps"):  # "taps a land for mana" (106.12)
        cur.one_of(("a", "an"))
        tapped = filter_(cur)
        cur.expect("for mana")
        return PlayerEvent(who, PlayerVerb.TAP_FOR_MANA, tapped)
    if who is Actor.YOU and cur.accept("cycle ~"):  # it triggers from the graveyard (702.29c)
        return PlayerEvent(who, PlayerVerb.CYCLE_THIS_CARD)
    verb = PlayerVerb(said[cur.one_of(tuple(said))])
    if verb is PlayerVerb.ATTACK_WITH:
        n = count(cur)
        cur.expect("or more")
        return PlayerEvent(who, verb, filter_(cur), n)
    if verb is not PlayerVerb.CAST:
        return PlayerEvent(who, verb)
    if who is Actor.YOU and cur.accept("~"):  # it triggers from the stack (603.2)
        return PlayerEvent(who, PlayerVerb.CAST_THIS_SPELL)
    cur.one_of(("a", "an"))
    return PlayerEvent(who, verb, filter_(cur))


def step_event(cur: Cursor) -> StepEvent:
    cur.expect("the beginning of")
    if cur.accept("combat on your turn"):
        return StepEvent(TriggerStep.COMBAT_ON_YOUR_TURN, StepOwner.NONE)
    whose = StepOwner(cur.one_of(tuple(w for w in StepOwner if w is not StepOwner.NONE)))
    return StepEvent(TriggerStep(cur.one_of(STEPS)), whose)


def _becomes_level(cur: Cursor) -> BecomesLevel:
    """"this Class becomes level N" (716.2a)."""
    cur.expect("~ becomes level")
    if not cur.peek().isdigit():
        raise cur.fail("a level")
    return BecomesLevel(int(cur.take().text))


__all__ = ["OBJECT_EVENTS", "STEPS", "event_of", "step_event"]
