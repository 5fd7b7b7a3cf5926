"""Conditions about the game seen from a source, as values: "you control three or more
creatures", "it's your turn", "you have no cards in hand", "a creature died this turn".

Each is a frozen dataclass called as ``condition(state, me)`` (a :data:`SourceTest`),
asked by intervening "if" clauses (603.4), "as long as" (611.3a), "activate only if"
(602.5) and "if" clauses as an instruction resolves (608.2c). A card definition made of
them pickles and compares equal to its copy.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from rulings_kit.core.characteristics import is_creature, power_toughness
from rulings_kit.core.filters import ObjectTest
from rulings_kit.core.patterns import Actor
from rulings_kit.core.state import GameObject, GameState, Step, Zone
from rulings_kit.core.turn_record import Did, Happened
from rulings_kit.core.values import PART, Part

#: (state, the ability's source) -> whether the condition holds
SourceTest = Callable[[GameState, GameObject], bool]


@dataclass(**PART)
class AtLeast(Part):
    """``n`` or more objects in ``zone`` pass ``test``: "there are three or more land cards
    in your graveyard" (counting stops at ``n``)."""

    n: int
    zone: Zone
    test: ObjectTest

    def __call__(self, s: GameState, me: GameObject) -> bool:
        found = 0
        for o in s.in_zone(self.zone):
            if self.test(s, me, o):
                found += 1
                if found >= self.n:
                    return True
        return False


@dataclass(**PART)
class AtMost(Part):
    """No more than ``n`` objects in ``zone`` pass ``test``: "you control two or fewer
    other lands"."""

    n: int
    zone: Zone
    test: ObjectTest

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return not AtLeast(self.n + 1, self.zone, self.test)(s, me)


@dataclass(**PART)
class OpponentsAtLeast(Part):
    """"you have two or more opponents": players in the game other than you (102.2; one
    who has left the game is no longer an opponent, 800.4a)."""

    n: int

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return sum(1 for p in s.players if p.name != me.controller and not p.lost) >= self.n


@dataclass(**PART)
class Controls(Part):
    """"you control a Wizard" (``anyone``: "a player controls ...", 108.4): a permanent
    passing ``test``."""

    test: ObjectTest
    anyone: bool = False

    def __call__(self, s: GameState, me: GameObject, obj: GameObject) -> bool:
        return (self.anyone or obj.controller == me.controller) and self.test(s, me, obj)


@dataclass(**PART)
class DefenderControls(Part):
    """"as long as defending player controls an artifact": during the combat of the
    source's controller, the defending player (506.2) controls a permanent passing
    ``test``; no player is defending otherwise."""

    test: ObjectTest

    def __call__(self, s: GameState, me: GameObject) -> bool:
        if s.defender is None or s.active != me.controller:
            return False
        return any(self.test(s, me, o) for o in s.permanents(s.defender))


@dataclass(**PART)
class YourTurn(Part):
    """"it's your turn" (the source's controller is the active player, 102.1); with
    ``negated``, "it's not your turn"."""

    negated: bool = False

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return (s.active == me.controller) is not self.negated


@dataclass(**PART)
class HasDesignation(Part):
    """"you're the monarch" (725.1), "you have the city's blessing" (702.131c); with
    ``opponent``, "an opponent is the monarch"."""

    designation: str
    opponent: bool = False

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return any(self.designation in p.designations and not p.lost
                   and (p.name != me.controller) is self.opponent for p in s.players)


@dataclass(**PART)
class SourceAttacking(Part):
    """"as long as it's attacking" (506.4)."""

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return s.has(me.id) and s.obj(me.id).attacking


@dataclass(**PART)
class BlockedByAtLeast(Part):
    """"as long as two or more creatures are blocking it" (509.1g: each blocker knows the
    attacker it blocks)."""

    n: int

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return sum(1 for o in s.permanents() if o.blocks(me.id)) >= self.n


@dataclass(**PART)
class CardTypesInGraveyard(Part):
    """Delirium: ``n`` or more card types (205.2a) among the cards in your graveyard (404.2)."""

    n: int

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return len({t for i in s.player(me.controller).graveyard
                    for t in s.obj(i).card.types}) >= self.n


@dataclass(**PART)
class EmptyHand(Part):
    """Hellbent: "you have no cards in hand" (402.1); ``each``: "each player has no cards
    in hand" (Howltooth Hollow), every player still in the game (800.4a)."""

    each: bool = False

    def __call__(self, s: GameState, me: GameObject) -> bool:
        if self.each:
            return not any(p.hand for p in s.players if not p.lost)
        return not s.player(me.controller).hand


@dataclass(**PART)
class LibraryAtMost(Part):
    """"a library has twenty or fewer cards in it" (Shelldock Isle): any player's library,
    whichever it is (its ruling), of a player still in the game (401.1, 800.4a)."""

    n: int

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return any(len(p.library) <= self.n for p in s.players if not p.lost)


@dataclass(**PART)
class TotalPowerAtLeast(Part):
    """"creatures you control have total power 10 or greater" (Mosswort Bridge): the powers
    of the creatures its controller controls, as they are now (208.1, 613), added up."""

    n: int

    def __call__(self, s: GameState, me: GameObject) -> bool:
        total = 0
        for o in s.in_zone(Zone.BATTLEFIELD):
            if o.controller == me.controller and is_creature(s, o):
                pt = power_toughness(s, o)
                total += pt[0] if pt is not None else 0
        return total >= self.n


@dataclass(**PART)
class HandAtLeast(Part):
    """"you have ``n`` or more cards in hand" (402.1)."""

    n: int

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return len(s.player(me.controller).hand) >= self.n


@dataclass(**PART)
class HandAtMost(Part):
    """"you have ``n`` or fewer cards in hand" (402.1)."""

    n: int

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return len(s.player(me.controller).hand) <= self.n


@dataclass(**PART)
class LifeAtLeast(Part):
    """"you have ``n`` or more life" (119.1)."""

    n: int

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return s.player(me.controller).life >= self.n


@dataclass(**PART)
class LifeAtMost(Part):
    """"you have ``n`` or less life" (119.1; fateful hour), "an opponent has 10 or less
    life" (one of them does), "each player has 10 or less life" (``each``: every player
    still in the game, 800.4a)."""

    actor: Actor
    n: int
    each: bool = False

    def __call__(self, s: GameState, me: GameObject) -> bool:
        found = [p.life <= self.n for p in s.players if not p.lost and self.actor.did(p.name, me)]
        return all(found) if self.each else any(found)


@dataclass(**PART)
class DrewThisTurn(Part):
    """"you've drawn ``n`` or more cards this turn" (the turn record keeps draws, 121.1)."""

    n: int

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return s.this_turn.count(Did.DRAW, me.controller) >= self.n


@dataclass(**PART)
class SourceKicked(Part):
    """"if it was (not) kicked": its spell was, which the permanent keeps (702.33e)."""

    kicked: bool = True

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return (me.kicked > 0) == self.kicked


@dataclass(**PART)
class SourceAltCostPaid(Part):
    """"As long as this permanent's dash cost was paid": its spell was cast for that
    alternative cost, which the permanent keeps (702.109a, 118.9)."""

    keyword: str

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return me.alt_paid == self.keyword


@dataclass(**PART)
class SourceCostPaid(Part):
    """"if a replicate cost was paid for it" (702.56a): the spell's optional additional
    cost of that keyword was paid at least once as it was cast (601.2b)."""

    keyword: str

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return self.keyword in me.extras


@dataclass(**PART)
class AttackedThisTurn(Part):
    """"Activate only if this creature attacked this turn" (boast, 702.142a): it was
    declared as an attacker this turn (508.1), as this object (400.7)."""

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return any(h.object_id == me.id for h in s.this_turn.of(Did.ATTACK))


@dataclass(**PART)
class AttackedWith(Part):
    """"if you attacked with two or more creatures this turn": the controller declared at
    least ``n`` creatures as attackers this turn (508.1), whatever became of them since."""

    n: int

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return len({h.object_id for h in s.this_turn.of(Did.ATTACK, me.controller)}) >= self.n


@dataclass(**PART)
class YouWereAttacked(Part):
    """"if you've been attacked this step", asked in the declare attackers step: a creature
    declared as an attacker this turn (508.1) is attacking you, not a planeswalker you
    control (508.1b; Eightfold Maze's ruling: "a creature needs to have attacked you")."""

    def __call__(self, s: GameState, me: GameObject) -> bool:
        if s.step is not Step.DECLARE_ATTACKERS or s.defender != me.controller:
            return False
        declared = {h.object_id for h in s.this_turn.of(Did.ATTACK)}
        return any(o.attacking and o.attacks is None and o.id in declared
                   for o in s.in_zone(Zone.BATTLEFIELD))


@dataclass(**PART)
class NewSinceLastUpkeep(Part):
    """"if this permanent came under your control since the beginning of your last upkeep"
    (echo, 702.30a), asked in its controller's upkeep: it entered or they gained control of
    it since their previous turn began (``GameObject.new_at_upkeep``)."""

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return me.new_at_upkeep


@dataclass(**PART)
class SourceHasCounter(Part):
    """"as long as it has a +1/+1 counter on it" (122.1); "if there are two or more ki
    counters on ~": ``at_least`` of them."""

    kind: str
    at_least: int = 1

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return s.has(me.id) and s.obj(me.id).counter(self.kind) >= self.at_least


@dataclass(**PART)
class SourceHasNoCounter(Part):
    """"if it has no ice counters on it", "if there are no time counters on ~" (122.1)."""

    kind: str

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return s.has(me.id) and not s.obj(me.id).counter(self.kind)


@dataclass(**PART)
class SourceIs(Part):
    """"as long as it's untapped", "as long as it's enchanted" (611.3a): the source, as
    it is now, passes ``test``."""

    test: ObjectTest

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return s.has(me.id) and self.test(s, me, s.obj(me.id))


@dataclass(**PART)
class TributeNotPaid(Part):
    """"if tribute wasn't paid" (702.104b): the opponent chosen as the source entered didn't
    have it enter with its tribute's counters; asked of the source as it last existed, so
    the ability resolves even once it has left the battlefield."""

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return not me.tribute_paid


@dataclass(**PART)
class NotRenowned(Part):
    """"if it isn't renowned" (702.112a): the designation of 702.112b."""

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return not (s.has(me.id) and s.obj(me.id).renowned)


@dataclass(**PART)
class HadNoCounters(Part):
    """"if it had no -1/-1 counters on it" (persist, 702.79a; undying, 702.93a): asked of
    the permanent as it last existed on the battlefield, the source a leaves-the-battlefield
    ability looks back to (603.10a)."""

    kind: str

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return me.counter(self.kind) == 0


@dataclass(**PART)
class CreatureDied(Part):
    """"if a creature died this turn", "if three or more creatures died this turn" (the
    turn record keeps deaths, 700.4)."""

    n: int = 1

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return s.this_turn.count(Did.DIE) >= self.n


@dataclass(**PART)
class LostLife(Part):
    """"if (an opponent / you / a player) lost ``n`` or more life this turn": all the life
    each player lost this turn together, damage too (119.3, 120.3a)."""

    actor: Actor
    n: int = 1

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return any(s.this_turn.life_lost(p.name) >= self.n for p in s.players
                   if self.actor.did(p.name, me))


@dataclass(**PART)
class DiscardedThisTurn(Part):
    """"if (you / an opponent / a player) discarded a card this turn" (701.9a: the turn
    record keeps each card discarded, by whose hand it left)."""

    actor: Actor

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return any(self.actor.did(h.player, me) for h in s.this_turn.of(Did.DISCARD))


@dataclass(**PART)
class OpponentDealtDamage(Part):
    """"if an opponent was dealt damage this turn" (bloodthirst, 702.54a; the turn record
    keeps the damage each player was dealt, 120.3); ``n``: "was dealt 7 or more damage this
    turn" (Spinerock Knoll), by any sources together (its ruling)."""

    n: int = 1

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return any(s.this_turn.damage_to(p.name) >= self.n for p in s.players
                   if p.name != me.controller)


@dataclass(**PART)
class GainedLife(Part):
    """"if you gained ``n`` or more life this turn": all of it together (119.9)."""

    n: int = 1

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return s.this_turn.life_gained(me.controller) >= self.n


@dataclass(**PART)
class GraveyardSize(Part):
    """"an opponent has eight or more cards in their graveyard" (404.2: every card there
    counts); ``opponent`` False: you."""

    n: int
    opponent: bool = False

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return any(len(p.graveyard) >= self.n for p in s.players
                   if (p.name != me.controller) == self.opponent and not p.lost)


@dataclass(**PART)
class CastAs(Part):
    """"an instant or sorcery spell", "a historic spell": a spell as it was cast (601.2i),
    as the turn record keeps it: one of ``types`` (any, if none), one of ``colors`` (any,
    if none), and historic if ``historic`` (700.6)."""

    types: frozenset[str] = frozenset()
    colors: frozenset[str] = frozenset()
    historic: bool = False
    #: none of these card types (205.2a): "a noncreature spell"
    lacks: frozenset[str] = frozenset()

    def __call__(self, h: Happened) -> bool:
        if self.lacks & set(h.types):
            return False
        return (not self.types or bool(self.types & set(h.types))) and (
            not self.colors or bool(self.colors & h.colors)) and (not self.historic
                                                                   or h.historic)


@dataclass(**PART)
class CastThisTurn(Part):
    """"if you've cast ``n`` or more such spells this turn" (the turn record, 601.2i)."""

    cast: CastAs
    n: int = 1

    def __call__(self, s: GameState, me: GameObject) -> bool:
        return sum(1 for h in s.this_turn.spells_cast(me.controller) if self.cast(h)) >= self.n


@dataclass(**PART)
class SpellsLastTurn:
    """"if no spells were cast last turn" (``n`` 0), "if a player cast two or more spells
    last turn" (``n`` 2): the spells each player cast in the previous turn (601.2i); the
    turn before a scenario's position began counts as one in which none were cast. The
    game's first turn has no turn before it: neither is true then (as XMage's werewolf
    test has it)."""

    n: int = 0

    def __call__(self, s: GameState, me: GameObject) -> bool:
        if s.turn == 1:
            return False
        if not self.n:
            return not s.spells_last_turn
        return any(count >= self.n for _, count in s.spells_last_turn)
