"""Conditions of the card vocabulary as tests the engine runs: of "if" clauses (608.2c),
intervening "if" clauses (603.4) and "as long as" (611.3a)."""

from __future__ import annotations

from dataclasses import replace

from rulings_kit.cards import model as m
from rulings_kit.cards.lower.filters import SPELL_TYPES, filter_test, zone_of
from rulings_kit.cards.lower.strict import Unsupported, reads, require_handled
from rulings_kit.core import conditions as k
from rulings_kit.core.characteristics import COLOR_WORDS
from rulings_kit.core.conditions import SourceTest
from rulings_kit.core.effects.conditional import Condition, SpellsCastThisTurn, WasKicked
from rulings_kit.core.effects.flow import ItIs, SourceHolds, YouDid
from rulings_kit.core.filters import Stat
from rulings_kit.core.patterns import Actor
from rulings_kit.core.state import Zone


@reads(m.ConditionText, "subject test filter n perfect each_article")
def source_test(c: m.ConditionText, static: bool = False) -> SourceTest:
    """A condition that reads only the game and the source: "you control a Wizard",
    "it's your turn", "it's attacking", "you have 10 or more life"."""
    require_handled(c)
    if c.test == "control" and c.filter is not None:
        if static and (c.filter.keyword or (c.filter.compare is not None
                                            and c.filter.compare.what is not Stat.MANA_VALUE)):
            raise Unsupported(c.text())  # would read what its own effect changes (613.8)
        anyone = isinstance(c.subject, m.PlayerRef) and c.subject.who == "any player"
        return k.AtLeast(max(c.n, 1), Zone.BATTLEFIELD, k.Controls(filter_test(c.filter), anyone))
    if c.test in ("there are", "are in") and c.filter is not None and (
            zone := zone_of(c.filter.zone)):  # "there are three or more land cards in your
        # graveyard"; threshold: "seven or more cards are in your graveyard" (404.2)
        return k.AtLeast(max(c.n, 1), zone[0], filter_test(c.filter))
    if c.test == "your turn":
        return k.YourTurn()
    if c.test == "attacking" and isinstance(c.subject, m.ItRef | m.SelfRef):
        return k.SourceAttacking()
    if c.test == "blocked by" and isinstance(c.subject, m.ItRef | m.SelfRef):
        # "as long as two or more creatures are blocking it" (509.1g)
        return k.BlockedByAtLeast(c.n)
    if c.test == "card types in graveyard" and isinstance(c.subject, m.PlayerRef) and \
            c.subject.is_you:  # delirium: the card types (205.2a) among those cards (404.2)
        return k.CardTypesInGraveyard(c.n)
    if c.test == "no cards in hand" and isinstance(c.subject, m.PlayerRef) and c.subject.is_you:
        return k.EmptyHand()  # hellbent (402.1: the cards a player holds)
    if c.test == "life at least":
        return k.LifeAtLeast(c.n)
    if c.test == "drawn this turn" and isinstance(c.subject, m.PlayerRef) and \
            c.subject.is_you:  # the turn record keeps the cards drawn (121.1)
        return k.DrewThisTurn(max(c.n, 1))
    if c.test in ("kicked", "not kicked") and isinstance(c.subject, m.ItRef | m.SelfRef):
        return k.SourceKicked(c.test == "kicked")  # its spell was (702.33e)
    if c.test == "has counter" and c.filter is not None and isinstance(
            c.subject, m.ItRef | m.SelfRef):  # "as long as it has a +1/+1 counter on it"
        return k.SourceHasCounter(c.filter.counter)  # (122.1)
    if c.test == "died this turn" and isinstance(c.subject, m.EachRef) and \
            c.subject.filter == m.Filter(("creature",)):  # the turn record keeps deaths (700.4)
        return k.CreatureDied()
    if c.test == "lost life" and isinstance(c.subject, m.PlayerRef) and c.subject.who in (
            "a player", "an opponent", "you"):
        # all the life each player lost this turn together, damage too (119.3, 120.3a)
        return k.LostLife(Actor(c.subject.who), max(c.n, 1))
    if c.test == "spells last turn":  # the previous turn's casts (601.2i)
        return k.SpellsLastTurn(c.n)
    if c.test == "gained life" and isinstance(c.subject, m.PlayerRef) and c.subject.is_you:
        return k.GainedLife(max(c.n, 1))  # all the life gained this turn together (119.9)
    if c.test == "has" and isinstance(c.subject, m.PlayerRef) and c.filter is not None and \
            c.subject.who in ("you", "an opponent") and c.filter == m.Filter(
                (), noun="card", zone="in their graveyard" if c.subject.who != "you"
                else "in your graveyard"):  # "an opponent has eight or more cards in
        # their graveyard" (404.2: every card there counts)
        return k.GraveyardSize(c.n, opponent=c.subject.who == "an opponent")
    if c.test == "cast this turn" and isinstance(c.subject, m.PlayerRef) and \
            c.subject.is_you and c.filter is not None:  # the turn record keeps casts (601.2i)
        return k.CastThisTurn(_cast_test(c.filter), max(c.n, 1))
    raise Unsupported(c.text())


def _cast_test(f: m.Filter) -> k.CastAs:
    """ "an instant or sorcery spell", "a historic spell": a spell as it was cast (601.2i)."""
    types = {t.capitalize() for t in f.types}
    colors = {COLOR_WORDS.get(a) for a in f.adjectives if a != "historic"}
    if f.noun != "spell" or replace(f, types=(), adjectives=(), noun="") != m.Filter(()) or \
            None in colors or not types <= SPELL_TYPES:
        raise Unsupported(f"cast {f.text()}")
    return k.CastAs(frozenset(types), frozenset(c for c in colors if c is not None),
                    "historic" in f.adjectives)


def resolution_condition(c: m.ConditionText, in_spell: bool, it: object = None) -> Condition:
    """A condition checked as a spell or ability resolves (608.2c); ``it``: the objects
    "it" names there ("if it's legendary")."""
    if c.test == "did":
        return YouDid()
    if c.test == "is" and isinstance(c.subject, m.ItRef) and it is not None and \
            c.filter is not None:
        return ItIs(it, filter_test(c.filter), f"if {c.text()}")  # a permanent (filter_test)
    if c.test == "kicked" and in_spell:
        return WasKicked()
    if c.test == "cast this turn" and c.filter is not None:
        return _spells_cast(c.filter, c.text())
    return SourceHolds(source_test(c), f"if {c.text()}")


def _spells_cast(f: m.Filter, words: str) -> SpellsCastThisTurn:
    """"if you've cast another blue spell this turn" (the turn record keeps the spells
    cast, with the permanent each became, 608.3)."""
    another = f.adjectives[:1] == ("another",)
    colors = f.adjectives[1:] if another else f.adjectives
    if f != m.Filter((), adjectives=f.adjectives, noun="spell") or not set(
            colors) <= set(COLOR_WORDS):
        raise Unsupported(words)
    return SpellsCastThisTurn(frozenset(COLOR_WORDS[c] for c in colors), another=another)
