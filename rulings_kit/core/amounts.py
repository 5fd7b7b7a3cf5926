"""Amounts an instruction uses, worked out as it resolves (107.1, 107.3, 608.2h): a printed
number, X, "for each", "the number of times", a creature's power as it last existed, the
counters on an object, the amount of an event, a life total. Each is a Quantity
(rulings_kit.core.effects.common); card definitions choose them, as they choose the
objects and players of rulings_kit.core.selection.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from rulings_kit.core import events as ev
from rulings_kit.core.characteristics import (
    is_creature,
    is_land,
    mana_value,
    power_toughness,
    subtypes,
)
from rulings_kit.core.context import Resolution
from rulings_kit.core.devotion import devotion
from rulings_kit.core.effects.common import Quantity
from rulings_kit.core.mana import COLOR_NAMES
from rulings_kit.core.selection import Objects, Players
from rulings_kit.core.state import GameObject, GameState
from rulings_kit.core.turn_record import Did
from rulings_kit.core.words import plural, possessive


@dataclass(frozen=True)
class Number:
    """A printed number (107.1)."""

    n: int

    def value(self, ctx: Resolution) -> int:
        return self.n

    @property
    def words(self) -> str:
        return str(self.n)


@dataclass(frozen=True)
class XValue:
    """The value chosen for X as it was cast or activated (107.3a)."""

    def value(self, ctx: Resolution) -> int:
        return ctx.x

    @property
    def words(self) -> str:
        return "X"


@dataclass(frozen=True)
class CountTimes:
    """``times`` for each object found: "1 life for each creature you control" (608.2h)."""

    times: Quantity
    counted: Objects

    def value(self, ctx: Resolution) -> int:
        return self.times.value(ctx) * len(self.counted.objects(ctx))

    @property
    def words(self) -> str:
        return f"{self.times.words} for each one counted"


@dataclass(frozen=True)
class Times:
    """``times`` for each one of a number: "1 life for each creature that died this turn"."""

    times: Quantity
    each: Quantity

    def value(self, ctx: Resolution) -> int:
        return self.times.value(ctx) * self.each.value(ctx)

    @property
    def words(self) -> str:
        return f"{self.times.words} for each of {self.each.words}"


@dataclass(frozen=True)
class CreaturesDied:
    """The creatures that died this turn (700.4), or those under the controller's control."""

    yours: bool = False

    def value(self, ctx: Resolution) -> int:
        return ctx.state.this_turn.count(Did.DIE, ctx.controller if self.yours else None)

    @property
    def words(self) -> str:
        return f"the number of creatures that died {'under your control ' * self.yours}this turn"


def stat_of(state: GameState, obj: GameObject, stat: str) -> int:
    """An object's power, toughness or mana value (208.1, 202.3)."""
    if stat == "mana value":
        return mana_value(obj)
    pt = power_toughness(state, obj) or (0, 0)
    return pt[0] if stat == "power" else pt[1]


@dataclass(frozen=True)
class StatOf:
    """A number of the first object found, as it is now or as it last existed (608.2h):
    "its power", "this creature's toughness", "its mana value"."""

    of: Objects
    stat: str  # "power", "toughness", "mana value"

    def value(self, ctx: Resolution) -> int:
        found = self.of.objects(ctx)
        return stat_of(ctx.state, found[0], self.stat) if found else 0

    @property
    def words(self) -> str:
        return f"its {self.stat}"


@dataclass(frozen=True)
class CountersOf:
    """The number of counters of a kind on the objects found, as they are now or as they
    last existed (608.2h): "for each +1/+1 counter on this creature" (122.1)."""

    of: Objects
    kind: str

    def value(self, ctx: Resolution) -> int:
        return sum(o.counter(self.kind) for o in self.of.objects(ctx))

    @property
    def words(self) -> str:
        return f"the number of {self.kind} counters on it"


@dataclass(frozen=True)
class TimesKicked:
    """How many times the spell that became the source was kicked (multikicker, 702.33c-d),
    read by the abilities linked to its multikicker (702.33e); for a permanent about to
    enter, the spell becoming it: "enters with a +1/+1 counter on it for each time it was
    kicked", "create a 2/2 green Wolf creature token for each time it was kicked"."""

    def value(self, ctx: Resolution) -> int:
        me = ctx.source
        ctx.txn.emit(ev.Noted("702.33d", f"{me.name} was kicked "
                              f"{plural(me.kicked, 'time')} (702.33d)"))
        return me.kicked

    @property
    def words(self) -> str:
        return "the number of times it was kicked"


@dataclass(frozen=True)
class PreventedThisWay:
    """"The damage prevented this way", "for each 1 damage prevented this way": what the
    prevention effect whose additional effect this is prevented (615.5)."""

    def value(self, ctx: Resolution) -> int:
        return ctx.prevented

    @property
    def words(self) -> str:
        return "the damage prevented this way"


@dataclass(frozen=True)
class EventAmount:
    """"That much": the amount of the trigger event, as the triggered ability remembers it
    (603.2, 608.2h): the life gained or lost (119.9), the damage dealt (120.3)."""

    def value(self, ctx: Resolution) -> int:
        return ctx.obj.trigger_event.amount if ctx.obj.trigger_event is not None else 0

    @property
    def words(self) -> str:
        return "that much"


@dataclass(frozen=True)
class TotalThisWay:
    """"The life lost this way" (119.3), "the damage dealt this way" (120.3): how much
    the instructions before it in the same resolution did, all together, to every
    player and object (608.2c): Gray Merchant of Asphodel's controller gains the life
    all the opponents lost."""

    damage: bool = False  # else life lost

    def value(self, ctx: Resolution) -> int:
        if self.damage:
            return sum(e.amount for e in ctx.this_way() if isinstance(e, ev.DamageDealt))
        return sum(-e.amount for e in ctx.this_way()
                   if isinstance(e, ev.LifeChanged) and e.amount < 0)

    @property
    def words(self) -> str:
        return "the damage dealt this way" if self.damage else "the life lost this way"


@dataclass(frozen=True)
class LifeTotal:
    """A player's life total as it resolves (119.1)."""

    of: Players

    def value(self, ctx: Resolution) -> int:
        return ctx.state.player(found[0]).life if (found := self.of.players(ctx)) else 0

    @property
    def words(self) -> str:
        return "that player's life total"


@dataclass(frozen=True)
class Devotion:
    """A player's devotion to a color, or to two colors (700.5): the mana symbols of those
    colors among the mana costs of the permanents they control, a hybrid symbol counted
    once if it has either color (700.5); a face-down permanent has no mana cost (708.2a)."""

    colors: tuple[str, ...]  # "B", or ("W", "B") for "white and black"
    of: Players

    def value(self, ctx: Resolution) -> int:
        if not (found := self.of.players(ctx)):
            return 0
        return devotion(ctx.state, found[0], self.colors)

    @property
    def words(self) -> str:
        names = " and ".join(COLOR_NAMES[c] for c in self.colors)
        return f"devotion to {names}"


#: the creature types a party counts, one creature each (700.8)
PARTY_TYPES = ("Cleric", "Rogue", "Warrior", "Wizard")


class _CountedForPlayer:
    """What a player has, counted as the effect happens (608.2h): ``value`` counts it for
    the ability's controller and the trace says how many, citing ``rule``."""

    rule: ClassVar[str]

    def count(self, state: GameState, player: str) -> int:
        raise NotImplementedError

    def told(self, player: str, n: int) -> str:
        """What the count was, in words: "Alice's party has 2 creatures"."""
        raise NotImplementedError

    def value(self, ctx: Resolution) -> int:
        n = self.count(ctx.state, ctx.controller)
        ctx.txn.emit(ev.Noted(self.rule, f"{self.told(ctx.controller, n)} ({self.rule})"))
        return n


@dataclass(frozen=True)
class PartySize(_CountedForPlayer):
    """The number of creatures in the controller's party (700.8): up to one Cleric, one
    Rogue, one Warrior and one Wizard they control, a creature of several of those types
    counted for one of them only, the way that gives the most (700.8a-b)."""

    def count(self, state: GameState, player: str) -> int:
        roles = [frozenset(PARTY_TYPES).intersection(subtypes(state, o))
                 for o in state.permanents(player) if is_creature(state, o)]
        return _most_roles([r for r in roles if r], frozenset(PARTY_TYPES))

    rule = "700.8"

    def told(self, player: str, n: int) -> str:
        return f"{possessive(player)} party has {plural(n, 'creature')}"

    @property
    def words(self) -> str:
        return "the number of creatures in your party"


def _most_roles(creatures: list[frozenset[str]], open_roles: frozenset[str]) -> int:
    """The most of ``open_roles`` the creatures fill, one role each (700.8b)."""
    if not creatures or not open_roles:
        return 0
    first, rest = creatures[0], creatures[1:]
    best = _most_roles(rest, open_roles)  # this creature left out
    for role in first & open_roles:
        best = max(best, 1 + _most_roles(rest, open_roles - {role}))
    return best


#: the basic land types (305.6)
BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")


@dataclass(frozen=True)
class BasicLandTypes(_CountedForPlayer):
    """The number of basic land types among lands the controller controls (305.6), what
    domain counts: a land of two types counts both, two lands of one type count one."""

    def count(self, state: GameState, player: str) -> int:
        found = {t for o in state.permanents(player) if is_land(state, o)
                 for t in subtypes(state, o) if t in BASIC_LAND_TYPES}
        return len(found)

    rule = "305.6"

    def told(self, player: str, n: int) -> str:
        return f"the lands {player} controls have {plural(n, 'basic land type')}"

    @property
    def words(self) -> str:
        return "the number of basic land types among lands you control"


@dataclass(frozen=True)
class OpponentCount(_CountedForPlayer):
    """The number of opponents the controller has (102.2-3), not those who have left the
    game (800.4a)."""

    def count(self, state: GameState, player: str) -> int:
        return sum(1 for p in state.players if p.name != player and not p.lost)

    rule = "102.2"

    def told(self, player: str, n: int) -> str:
        return f"{player} has {plural(n, 'opponent')}"

    @property
    def words(self) -> str:
        return "the number of opponents you have"


#: what a player has, counted as the effect happens or as a total cost is determined
PlayerCount = PartySize | BasicLandTypes | OpponentCount


@dataclass(frozen=True)
class Sum:
    """Two numbers added, or the second taken from the first: "1 plus the number of ...",
    "7 minus the number of cards in that player's hand"; a negative result is 0 (107.1b)."""

    first: Quantity
    second: Quantity
    minus: bool = False

    def value(self, ctx: Resolution) -> int:
        first, second = self.first.value(ctx), self.second.value(ctx)
        total = first - second if self.minus else first + second
        if total < 0:
            ctx.txn.emit(ev.Noted("107.1b", f"{first} minus {second} is less than 0, so the "
                                  "number is 0 (107.1b)"))
        return max(0, total)

    @property
    def words(self) -> str:
        return f"{self.first.words} {'minus' if self.minus else 'plus'} {self.second.words}"


@dataclass(frozen=True)
class Multiple:
    """A number doubled ("twice the number of ..."), or halved and rounded the way the card
    says (107.1a: "half your life total, rounded up")."""

    of: Quantity
    twice: bool = True
    round_up: bool = False  # halved: rounded up, else down

    def value(self, ctx: Resolution) -> int:
        n = self.of.value(ctx)
        if self.twice:
            return 2 * n
        return (n + 1) // 2 if self.round_up else n // 2

    @property
    def words(self) -> str:
        if self.twice:
            return f"twice {self.of.words}"
        return f"half {self.of.words}, rounded {'up' if self.round_up else 'down'}"


@dataclass(frozen=True)
class Greatest:
    """The greatest power, toughness or mana value among the objects found (608.2h); 0
    if there are none."""

    among: Objects
    stat: str  # "power", "toughness", "mana value"

    def value(self, ctx: Resolution) -> int:
        return max((stat_of(ctx.state, o, self.stat) for o in self.among.objects(ctx)),
                   default=0)

    @property
    def words(self) -> str:
        return f"the greatest {self.stat} among them"


@dataclass(frozen=True)
class Total:
    """The power or mana value of the objects found, added up (107.1, 608.2h): "the total
    power of creatures you control"; 0 if there are none."""

    among: Objects
    stat: str  # "power", "mana value"

    def value(self, ctx: Resolution) -> int:
        return sum(stat_of(ctx.state, o, self.stat) for o in self.among.objects(ctx))

    @property
    def words(self) -> str:
        return f"the total {self.stat} of them"
