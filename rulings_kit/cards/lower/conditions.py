"""Conditions of the card vocabulary as tests the engine runs: of "if" clauses (608.2c),
intervening "if" clauses (603.4) and "as long as" (611.3a)."""

from __future__ import annotations

from dataclasses import replace

from rulings_kit.cards import model as m
from rulings_kit.cards.lower.filters import SPELL_TYPES, filter_test, zone_of
from rulings_kit.cards.lower.strict import Unsupported, reads, require_handled
from rulings_kit.core import conditions as k
from rulings_kit.core.active_player_conditions import ActiveHand
from rulings_kit.core.cast_conditions import ThisSpellCast, YouCastIt
from rulings_kit.core.conditions import SourceTest
from rulings_kit.core.count_conditions import Exactly
from rulings_kit.core.designations import CITYS_BLESSING, MONARCH
from rulings_kit.core.devotion import DevotionLessThan
from rulings_kit.core.dungeons import CompletedDungeon
from rulings_kit.core.effects.clash import WonClash
from rulings_kit.core.effects.coin import FlipWon
from rulings_kit.core.effects.conditional import (
    CardsThisWay,
    Condition,
    Done,
    SpellsCastThisTurn,
    WasKicked,
)
from rulings_kit.core.effects.flow import ItIs, SourceHolds, YouDid
from rulings_kit.core.filters import ObjectFilter, Stat
from rulings_kit.core.opponent_conditions import (
    MoreThanOpponents,
    OpponentControls,
    OpponentControlsMore,
    OpponentEmptyHand,
)
from rulings_kit.core.patterns import Actor
from rulings_kit.core.power_conditions import DifferentPowers
from rulings_kit.core.selection import ItSelf
from rulings_kit.core.soulbond import SourcePaired
from rulings_kit.core.state import Zone
from rulings_kit.core.turn_conditions import LandEntered, PermanentLeft

#: the players a "lost life this turn" or "discarded a card this turn" condition may name
#: (119.3, 701.9a), as the turn record has them
_LOST_LIFE = {m.Who.A_PLAYER: Actor.ANY, m.Who.AN_OPPONENT: Actor.OPPONENT, m.Who.YOU: Actor.YOU}
#: the players a "have N or less life" condition may name (119.1)
_LIFE_OF = {m.Who.YOU: Actor.YOU, m.Who.AN_OPPONENT: Actor.OPPONENT, m.Who.EACH_PLAYER: Actor.ANY}


@reads(m.ConditionText, "subject test filter n perfect each_article at_most than counted")
def source_test(c: m.ConditionText, static: bool = False) -> SourceTest:
    """A condition that reads only the game and the source: "you control a Wizard",
    "it's your turn", "it's attacking", "you have 10 or more life"."""
    require_handled(c)
    T = m.Test  # one case per test
    it = isinstance(c.subject, m.ItRef | m.SelfRef)
    who = c.subject.who if isinstance(c.subject, m.PlayerRef) else None
    you = who is m.Who.YOU
    if c.at_most and c.test not in (T.CONTROL, T.CARDS_IN_HAND, T.LIFE_AT_LEAST, T.HAS_COUNTER,
                                    T.COUNTERS_ON, T.LIBRARY_AT_MOST):
        raise Unsupported(c.text())
    match c.test:
        case T.CONTROL | T.MORE_THAN_YOU if c.filter is not None and who is m.Who.AN_OPPONENT:
            # "an opponent controls a Swamp" (108.4): of one opponent (102.3), never the
            # opponents' permanents added up
            if c.each_article or c.filter.controller is not m.Controller.ANYONE:
                raise Unsupported(c.text())
            if static and (c.filter.keyword or c.filter.compare is not None):
                raise Unsupported(c.text())  # could read what its own effect changes (613.8)
            if c.test is T.MORE_THAN_YOU:
                return OpponentControlsMore(filter_test(c.filter))
            return OpponentControls(max(c.n, 0 if c.at_most else 1), filter_test(c.filter),
                                    c.at_most)
        case T.NO_CARDS_IN_HAND if who is m.Who.AN_OPPONENT:  # one of them (402.1)
            return OpponentEmptyHand()
        case T.MORE_LIFE | T.MORE_CARDS_IN_HAND if (who, c.than) in (
                (m.Who.AN_OPPONENT, m.Who.YOU), (m.Who.YOU, m.Who.AN_OPPONENT),
                (m.Who.YOU, m.Who.EACH_OPPONENT)):  # one opponent at a time (102.3)
            return MoreThanOpponents(hand=c.test is T.MORE_CARDS_IN_HAND, theirs=not you,
                                     each=c.than is m.Who.EACH_OPPONENT)
        case T.HAS_COUNTER | T.COUNTERS_ON if c.filter is not None and it and c.at_most:
            return k.SourceHasNoCounter(c.filter.counter)  # "it has no ice counters" (122.1)
        case T.CONTROL if c.filter is not None and who is m.Who.DEFENDING_PLAYER:
            # "as long as defending player controls an artifact" (506.2)
            if c.at_most or c.n > 1:
                raise Unsupported(c.text())
            return k.DefenderControls(filter_test(c.filter))
        case T.CONTROL if c.filter is not None and c.at_most:  # "two or fewer other lands"
            return k.AtMost(c.n, Zone.BATTLEFIELD,
                            k.Controls(filter_test(c.filter), who is m.Who.ANY_PLAYER))
        case T.OPPONENTS if you:  # those still in the game (102.2, 800.4a)
            return k.OpponentsAtLeast(c.n)
        case T.CONTROL if c.filter is not None:
            if static and (c.filter.keyword or (c.filter.compare is not None
                                                and c.filter.compare.what is not Stat.MANA_VALUE)):
                raise Unsupported(c.text())  # would read what its own effect changes (613.8)
            return k.AtLeast(max(c.n, 1), Zone.BATTLEFIELD,
                             k.Controls(filter_test(c.filter), who is m.Who.ANY_PLAYER))
        case T.THERE_ARE | T.ARE_IN if c.filter is not None and (
                zone := zone_of(c.filter.zone)):  # "there are three or more land cards in
            # your graveyard"; threshold: "seven or more cards are in your graveyard" (404.2)
            return k.AtLeast(max(c.n, 1), zone[0], filter_test(c.filter))
        case T.ARE_ATTACKING | T.EXACTLY_ATTACKING if c.filter is not None and not (
                c.filter.zone or c.filter.controller is not m.Controller.ANYONE or
                (static and c.filter.keyword)):  # the attacking creatures (506.4)
            attacking = filter_test(replace(c.filter, adjectives=(
                m.Adjective(m.StateWord.ATTACKING), *c.filter.adjectives)))
            if c.test is T.EXACTLY_ATTACKING:  # "exactly one creature is attacking"
                return Exactly(c.n, Zone.BATTLEFIELD, attacking)
            return k.AtLeast(max(c.n, 1), Zone.BATTLEFIELD, attacking)
        case T.YOUR_TURN | T.NOT_YOUR_TURN:  # whose turn it is (102.1)
            return k.YourTurn(c.test is T.NOT_YOUR_TURN)
        case T.THERE_IS if c.filter is not None and (zone := zone_of(c.filter.zone)):
            # "there is a land card in your graveyard", "... a Mountain on the battlefield"
            return k.AtLeast(1, zone[0], filter_test(c.filter))
        case T.ATTACKING if it:
            return k.SourceAttacking()
        case T.IS if it and c.filter is not None and _source_state(c.filter):
            return k.SourceIs(filter_test(c.filter))  # "as long as it's untapped" (611.3a)
        case T.BLOCKED_BY if it:  # "as long as two or more creatures are blocking it" (509.1g)
            return k.BlockedByAtLeast(c.n)
        case T.CARD_TYPES_IN_GRAVEYARD if you:  # delirium: the card types (205.2a) among
            return k.CardTypesInGraveyard(c.n)  # those cards (404.2)
        case T.NO_CARDS_IN_HAND if who is m.Who.AN_OPPONENT:  # one of them (102.3)
            return OpponentEmptyHand()
        case T.NO_CARDS_IN_HAND if you or who is m.Who.EACH_PLAYER:
            return k.EmptyHand(each=not you)  # hellbent (402.1: the cards a player holds)
        case T.TOTAL_POWER if you and not static:  # Mosswort Bridge; in a static ability
            # it could read what its own effect changes (613.8): refused
            return k.TotalPowerAtLeast(c.n)
        case T.LIBRARY_AT_MOST if who is m.Who.A_PLAYER and c.at_most:  # any library (401.1)
            return k.LibraryAtMost(c.n)
        case T.DEALT_DAMAGE if who is m.Who.AN_OPPONENT:  # the turn record keeps the damage
            return k.OpponentDealtDamage(c.n)  # each player was dealt (120.3)
        case T.CARDS_IN_HAND if you and c.at_most:  # "one or fewer cards in hand" (402.1)
            return k.HandAtMost(c.n)
        case T.CARDS_IN_HAND if you:
            return k.HandAtLeast(c.n)  # 402.1
        case T.ATTACKED_THIS_STEP if you:  # in the declare attackers step (508.1b)
            return k.YouWereAttacked()
        case T.LIFE_AT_LEAST if c.at_most and who in _LIFE_OF:  # "you have 5 or less
            # life", "an opponent has 10 or less life", "each player has ..." (119.1)
            assert who is not None
            return k.LifeAtMost(_LIFE_OF[who], c.n, each=who is m.Who.EACH_PLAYER)
        case T.LIFE_AT_LEAST if you:
            return k.LifeAtLeast(c.n)
        case T.COMPLETED_DUNGEON if you:  # the dungeons the player completed (309.7)
            return CompletedDungeon()
        case T.MONARCH if who in (m.Who.YOU, m.Who.AN_OPPONENT):  # 725.1
            return k.HasDesignation(MONARCH, opponent=who is m.Who.AN_OPPONENT)
        case T.CITYS_BLESSING if you:  # 702.131c
            return k.HasDesignation(CITYS_BLESSING)
        case T.ATTACKED_WITH if you:  # the turn record keeps the attackers declared (508.1)
            return k.AttackedWith(c.n)
        case T.ATTACKED_THIS_TURN | T.ATTACKED_WITH_A_CREATURE if you:  # raid (207.2c):
            return k.AttackedWith(1)  # one attacker declared is enough, whatever became of it

        case T.DIFFERENT_POWERS if you and not static:  # coven: the powers as they are
            # now (208.1); in a static ability it could read what its own effect changes
            # (613.8): refused
            return DifferentPowers(c.n)
        case T.LAND_ENTERED if you:  # landfall: the turn record keeps it (207.2c)
            return LandEntered()
        case T.PERMANENT_LEFT if you:  # revolt: the turn record keeps it (207.2c, 603.6c)
            return PermanentLeft()
        case T.DRAWN_THIS_TURN if you:  # the turn record keeps the cards drawn (121.1)
            return k.DrewThisTurn(max(c.n, 1))
        case T.PAIRED if it:  # "as long as ~ is paired with another creature" (702.95b)
            return SourcePaired()
        case T.TRIBUTE_NOT_PAID:  # the opponent chosen didn't put the counters (702.104b)
            return k.TributeNotPaid()
        case T.KICKED | T.NOT_KICKED if it:
            return k.SourceKicked(c.test is T.KICKED)  # its spell was (702.33e)
        case T.HAS_COUNTER if c.filter is not None and c.n and isinstance(c.subject, m.SelfRef):
            return k.SourceHasCounter(c.filter.counter, c.n)  # "~ has three or more ..."
        case T.HAS_COUNTER if c.filter is not None and it and not c.n:  # "as long as it has a
            return k.SourceHasCounter(c.filter.counter)  # +1/+1 counter on it" (122.1)
        case T.HAS_KEYWORD if c.filter is not None and it and not static:  # "~ has flying":
            # asked of the source as it is; a static ability asking it could depend on what
            # its own effect grants (613.8), refused
            return k.SourceIs(filter_test(c.filter))
        case T.COUNTERS_ON if c.filter is not None and it:  # "if there are two or more ki
            return k.SourceHasCounter(c.filter.counter, c.n)  # counters on ~" (122.1)
        case T.DIED_THIS_TURN if isinstance(c.subject, m.EachRef) and \
                c.subject.filter == m.Filter((m.CREATURE,)):  # the turn record keeps deaths
            return k.CreatureDied(max(c.n, 1))  # (700.4)
        case T.LOST_LIFE if who in _LOST_LIFE:
            # all the life each player lost this turn together, damage too (119.3, 120.3a)
            assert who is not None
            return k.LostLife(_LOST_LIFE[who], max(c.n, 1))
        case T.SPELLS_LAST_TURN:  # the previous turn's casts (601.2i)
            return k.SpellsLastTurn(c.n)
        case T.DISCARDED_THIS_TURN if who in _LOST_LIFE:  # the turn record keeps discards
            assert who is not None
            return k.DiscardedThisTurn(_LOST_LIFE[who])  # (701.9a)
        case T.GAINED_LIFE if you:
            return k.GainedLife(max(c.n, 1))  # all the life gained this turn together (119.9)
        case T.HAS if c.filter is not None and who in (m.Who.YOU, m.Who.AN_OPPONENT) and \
                c.filter == _graveyard_cards(who):  # "an opponent has eight or more cards
            # in their graveyard" (404.2: every card there counts)
            return k.GraveyardSize(c.n, opponent=who is m.Who.AN_OPPONENT)
        case T.LESS_THAN if you and c.counted is not None and c.filter is None and \
                not c.counted.that_color:
            # "your devotion to white is less than five" (700.5), counted when checked
            return DevotionLessThan(tuple(col.letter for col in c.counted.colors if col.letter),
                                    c.n)
        case T.CAST_THIS_TURN if you and c.filter is not None:  # the turn record keeps
            return k.CastThisTurn(cast_test(c.filter), max(c.n, 1))  # casts (601.2i)
    raise Unsupported(c.text())


def before_cast(c: m.ConditionText) -> m.ConditionText:
    """A condition of a spell checked before it is cast (601.3, 601.2b; it becomes cast at
    601.2i): in "you've cast another spell this turn" any spell cast this turn is another
    one."""
    if c.test is m.Test.CAST_THIS_TURN and c.filter is not None and c.filter.another:
        return replace(c, filter=replace(c.filter, adjectives=c.filter.adjectives[1:]))
    return c


#: a step of one player's turn that "that player" names: "each opponent's upkeep"
_THEIR_STEP = (m.StepOwner.EACH_PLAYERS, m.StepOwner.EACH_OPPONENTS)


def intervening_if(c: m.ConditionText, event: m.Event) -> SourceTest:
    """An intervening "if" clause, checked as the ability triggers and as it resolves
    (603.4). "If you cast it" only of an ability that triggers as its own source enters:
    the spell that became it (608.3) is asked of, and of no other permanent."""
    if isinstance(c.subject, m.PlayerRef) and c.subject.who is m.Who.THAT_PLAYER and \
            isinstance(event, m.StepEvent) and event.whose in _THEIR_STEP and \
            c.test in (m.Test.CARDS_IN_HAND, m.Test.NO_CARDS_IN_HAND):
        # "At the beginning of each opponent's upkeep, if that player has two or fewer
        # cards in hand": the player whose step it is, the active player (503.1, 402.1)
        return ActiveHand(c.n, c.at_most or c.test is m.Test.NO_CARDS_IN_HAND)
    if not c.test.cast_it:
        return source_test(c)
    if not (isinstance(event, m.ObjectEvent) and isinstance(event.subject, m.SelfRef)
            and event.event.enters and not event.also):
        raise Unsupported(c.text())
    return YouCastIt(from_hand=c.test is m.Test.CAST_IT_FROM_YOUR_HAND,
                     main_phase=c.test is m.Test.CAST_IT_DURING_YOUR_MAIN_PHASE)


#: what "as long as it's ..." may ask of its source: states no continuous effect changes
_SOURCE_STATES = frozenset({m.StateWord.TAPPED, m.StateWord.UNTAPPED, m.StateWord.ENCHANTED,
                            m.StateWord.EQUIPPED})


def _source_state(flt: m.Filter) -> bool:
    """ "it's untapped", "it's enchanted": one state word and nothing else."""
    return len(flt.adjectives) == 1 and flt.adjectives[0].word in _SOURCE_STATES and \
        not flt.adjectives[0].non and not flt.adjectives[0].alternatives and \
        replace(flt, adjectives=()) == m.Filter(())


def _graveyard_cards(who: m.Who | None) -> m.Filter:
    """ "cards in your graveyard", "cards in their graveyard" (404.2)."""
    return m.Filter((), noun=m.FilterNoun.CARD, zone=m.FilterZone.IN_YOUR_GRAVEYARD
                    if who is m.Who.YOU else m.FilterZone.IN_THEIR_GRAVEYARD)


def cast_test(f: m.Filter) -> k.CastAs:
    """ "an instant or sorcery spell", "a historic spell": a spell as it was cast (601.2i)."""
    types = {kind.types[0].card_type for kind in f.types
             if not kind.subtypes and len(kind.types) == 1}
    lacks = {a.word.card_type for a in f.adjectives if a.non is m.Non.NON and not
             a.alternatives and isinstance(a.word, m.KindWord)}  # "a noncreature spell"
    said = [_color_of(a) for a in f.adjectives if a != _HISTORIC and not (
        a.non is m.Non.NON and isinstance(a.word, m.KindWord))]
    if f.noun is not m.FilterNoun.SPELL or replace(
            f, types=(), adjectives=(), noun=m.FilterNoun.UNSAID) != m.Filter(()) or \
            None in said or len(types) != len(f.types) or not types <= SPELL_TYPES or \
            None in lacks or not lacks <= SPELL_TYPES:
        raise Unsupported(f"cast {f.text()}")
    return k.CastAs(frozenset(t.value for t in types if t is not None),
                    frozenset(c for c in said if c is not None), _HISTORIC in f.adjectives,
                    frozenset(t.value for t in lacks if t is not None))


#: "historic" (700.6), the adjective
_HISTORIC = m.Adjective(m.StateWord.HISTORIC)


def _color_of(adj: m.Adjective) -> str | None:
    """The engine's letter of a plain color adjective ("blue"), else None."""
    if adj.negated or adj.alternatives or not isinstance(adj.word, m.ColorWord):
        return None
    return adj.word.letter


def resolution_condition(c: m.ConditionText, in_spell: bool, it: object = None) -> Condition:
    """A condition checked as a spell or ability resolves (608.2c); ``it``: the objects
    "it" names there ("if it's legendary")."""
    match c.test:
        case m.Test.DID:
            return YouDid()
        case m.Test.WON_CLASH:  # the clash before it in this resolution (701.30d)
            return WonClash()
        case m.Test.WON_FLIP | m.Test.LOST_FLIP:  # the coin flip before it (705.2)
            return FlipWon(c.test is m.Test.WON_FLIP)
        case m.Test.IS if isinstance(c.subject, m.ItRef) and it is not None and \
                c.filter is not None:  # a permanent (filter_test)
            return ItIs(it, filter_test(c.filter), f"if {c.text()}")
        case m.Test.KICKED if in_spell:
            return WasKicked()
        case m.Test.WAS_CAST_FROM_YOUR_HAND | m.Test.WAS_CAST_FROM_A_GRAVEYARD | \
                m.Test.CAST_DURING_YOUR_MAIN_PHASE if in_spell and \
                isinstance(c.subject, m.SelfRef):  # how this spell was cast (601.2a, 608.2c)
            return SourceHolds(ThisSpellCast(
                Zone.HAND if c.test is m.Test.WAS_CAST_FROM_YOUR_HAND else Zone.GRAVEYARD
                if c.test is m.Test.WAS_CAST_FROM_A_GRAVEYARD else None,
                main_phase=c.test is m.Test.CAST_DURING_YOUR_MAIN_PHASE), f"if {c.text()}")
        case m.Test.CAST_THIS_TURN if c.filter is not None:
            return _spells_cast(c.filter, c.text())
        case m.Test.HAS_COUNTER if c.n and c.filter is not None and \
                isinstance(c.subject, m.ItRef) and isinstance(it, ItSelf):
            # "put a ritual counter on ~. Then if it has three or more ritual counters on it":
            # "it" is the source the sentence before named (122.1)
            return SourceHolds(k.SourceHasCounter(c.filter.counter, c.n), f"if {c.text()}")
        case test if test.this_way and c.filter is not None and \
                c.filter.noun is m.FilterNoun.CARD and not c.filter.zone and \
                isinstance(card := filter_test(c.filter), ObjectFilter):
            # "if an instant or sorcery card was milled this way" (608.2c: the cards the
            # instructions before it milled, 701.17a, or discarded, 701.9a)
            return CardsThisWay(card, _DONE[test], f"if {c.text()}")
    return SourceHolds(source_test(c), f"if {c.text()}")


#: what "if a ... card was milled this way" asks the instructions before it did (608.2c)
_DONE = {m.Test.WAS_MILLED: Done.MILLED, m.Test.IS_MILLED: Done.MILLED,
         m.Test.WAS_DISCARDED: Done.DISCARDED, m.Test.IS_DISCARDED: Done.DISCARDED,
         m.Test.WAS_EXILED: Done.EXILED, m.Test.IS_EXILED: Done.EXILED}


def _spells_cast(f: m.Filter, words: str) -> SpellsCastThisTurn:
    """"if you've cast another blue spell this turn" (the turn record keeps the spells
    cast, with the permanent each became, 608.3)."""
    colors = [_color_of(a) for a in f.adjectives[1 if f.another else 0:]]
    if f != m.Filter((), adjectives=f.adjectives, noun=m.FilterNoun.SPELL) or None in colors:
        raise Unsupported(words)
    return SpellsCastThisTurn(frozenset(c for c in colors if c is not None),
                              another=f.another)
