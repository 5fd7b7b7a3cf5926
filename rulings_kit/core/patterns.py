"""Trigger patterns as values (603.2): "this creature dies", "another creature enters",
"this creature becomes blocked", "you gain life", "at the beginning of your upkeep"; those of
damage being dealt are in ``core.damage_patterns``, of tapping in ``core.tap_patterns``.

The library holds the patterns; a card composes one with the test of what the event must
be about (``who``, an :data:`~rulings_kit.core.filters.ObjectTest`), as XMage's
``DiesSourceTriggeredAbility`` holds "this dies" and a card says which creature. Each is a
frozen dataclass called as a :data:`~rulings_kit.core.definitions.TriggerTest`,
``pattern(event, me, state)``: the object the triggered ability remembers ("that
creature", or True), or a falsy value when the event doesn't match. A card definition made
of them pickles and compares equal to its copy.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

from rulings_kit.core import events as ev
from rulings_kit.core.characteristics import card_types, has_keyword
from rulings_kit.core.filters import ObjectTest
from rulings_kit.core.state import GameObject, GameState, Step, Zone
from rulings_kit.core.turn_record import Did
from rulings_kit.core.values import PART, Part
from rulings_kit.core.zone_fields import as_it_left

#: what a pattern answers: the object "that ..." names, True, or a falsy value (no match)
Hit = GameObject | bool | None


class Actor(StrEnum):
    """Whose action a player event is about (603.2): the source's controller's ("you"),
    another player's ("an opponent") or anyone's ("a player"); the values are the words."""

    YOU = "you"
    OPPONENT = "an opponent"
    ANY = "a player"
    ENCHANTED = "enchanted player"  # the player the source Aura enchants (303.4b, 702.5d)

    def did(self, player: str, me: GameObject) -> bool:
        """Whether ``player`` is one this event is about, seen from the source ``me``."""
        if self is Actor.ANY:
            return True
        if self is Actor.ENCHANTED:
            return player == me.attached_to
        return (player == me.controller) == (self is Actor.YOU)


def answer(is_self: bool, obj: GameObject) -> Hit:
    """What a pattern about ``obj`` remembers: True for the source itself, which "it"
    names anyway; the object for any other ("that creature")."""
    return True if is_self else obj


# ------------------------------------------------------------------------ object events
@dataclass(**PART)
class Enters(Part):
    """"enters" (603.6a), "enters under your control" (``yours``), "... under an
    opponent's control" (``theirs``: one of the source's controller's, 102.3)."""

    who: ObjectTest
    is_self: bool = False
    yours: bool = False
    theirs: bool = False

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> Hit:
        assert isinstance(e, ev.ZoneChanged)
        new = e.new
        if new is None or e.to_zone is not Zone.BATTLEFIELD or not s.has(new.id):
            return None
        if (self.yours and new.controller != me.controller) or (
                self.theirs and new.controller not in s.opponents(me.controller)):
            return None
        return answer(self.is_self, new) if self.who(s, me, new) else None


@dataclass(**PART)
class LeavesBattlefield(Part):
    """This permanent "leaves the battlefield" (603.6c), or "is put into a graveyard from
    the battlefield" (``to_graveyard``); it looks back in time (603.10a) and can find
    the new object it became (400.7e)."""

    to_graveyard: bool = False

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> Hit:
        assert isinstance(e, ev.ZoneChanged)
        if not (e.old.id == me.id and e.from_zone is Zone.BATTLEFIELD
                and (not self.to_graveyard or e.to_zone is Zone.GRAVEYARD)):
            return None
        return e.new or True


@dataclass(**PART)
class PutIntoGraveyard(Part):
    """This card "is put into a graveyard from anywhere": never a leaves-the-battlefield
    ability (603.6c), so it doesn't look back; it triggers from the graveyard, on the card
    the object became there (400.7)."""

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> Hit:
        assert isinstance(e, ev.ZoneChanged)
        return e.to_zone is Zone.GRAVEYARD and e.new is not None and e.new.id == me.id


@dataclass(**PART)
class Dies(Part):
    """"dies": is put into a graveyard from the battlefield as a creature (700.4)."""

    who: ObjectTest
    is_self: bool = False

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> Hit:
        assert isinstance(e, ev.ZoneChanged)
        if e.from_zone is not Zone.BATTLEFIELD or e.to_zone is not Zone.GRAVEYARD:
            return None
        old = as_it_left(s, e.old)  # a creature as it last existed (603.10a, 608.2h): a
        # God was one only while its devotion was enough
        if "Creature" not in card_types(s, old):
            return None
        # leaves-the-battlefield abilities look back in time (603.10a) and can find the
        # new object the creature became in the graveyard (400.7e)
        if self.who(s, me, old) or (self.is_self and old.id == me.id):
            return e.new or True
        return None


@dataclass(**PART)
class Attacks(Part):
    """"attacks" (508.3a); with ``alone``, "attacks alone": the only creature declared as
    an attacker (506.5, 702.83b: all are attacking before any Attacked event); with
    ``you``, "attacks you": the source's controller is the player attacked, and with
    ``or_planeswalker`` also "or a planeswalker you control" (508.1b: that player controls
    the planeswalker attacked); with ``others``, "~ and at least two other creatures
    attack": that many other creatures were declared as attackers with it."""

    who: ObjectTest
    is_self: bool = False
    alone: bool = False
    enchanted: bool = False  # "attacks enchanted player": the one the source enchants (303.4b)
    you: bool = False
    or_planeswalker: bool = False
    others: int = 0

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> Hit:
        assert isinstance(e, ev.Attacked)
        if self.others and sum(1 for o in s.permanents()
                               if o.attacking and o.id != e.creature.id) < self.others:
            return None
        if (self.alone and sum(1 for o in s.permanents() if o.attacking) != 1) or \
                (self.enchanted and (e.planeswalker is not None or e.defender != me.attached_to)):
            return None
        if self.you and (e.defender != me.controller or
                         (e.planeswalker is not None and not self.or_planeswalker)):
            return None
        return answer(self.is_self, e.creature) if self.who(s, me, e.creature) else None


def first_block(e: ev.Blocked, s: GameState) -> bool:
    """Whether ``e`` is its blocker's first block: "blocks" triggers once each combat
    however many creatures it blocks (509.3a)."""
    return not s.has(e.blocker.id) or s.obj(e.blocker.id).blocking in (None, e.attacker.id)


@dataclass(**PART)
class AttacksOrBlocks(Part):
    """"attacks or blocks" (508.3a, 509.3a)."""

    who: ObjectTest
    is_self: bool = False

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> Hit:
        creature = e.creature if isinstance(e, ev.Attacked) else (
            e.blocker if isinstance(e, ev.Blocked) else None)
        if creature is None or not self.who(s, me, creature):
            return None
        if isinstance(e, ev.Blocked) and not first_block(e, s):
            return None
        return answer(self.is_self, creature)


@dataclass(**PART)
class Blocks(Part):
    """"blocks" (509.3a): "it" is the creature that blocks ("When enchanted creature
    blocks, destroy it."); "blocks a creature" (the attacker) is :class:`BlockPair`."""

    who: ObjectTest
    is_self: bool = False

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> Hit:
        assert isinstance(e, ev.Blocked)
        if not first_block(e, s):
            return None
        return answer(self.is_self, e.blocker) if self.who(s, me, e.blocker) else None


@dataclass(**PART)
class BecomesBlocked(Part):
    """"becomes blocked": once each combat however many creatures block it (509.3c), on
    its first blocker; ``or_blocks``: "blocks or becomes blocked" (509.3a too)."""

    who: ObjectTest
    is_self: bool = False
    or_blocks: bool = False

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> Hit:
        assert isinstance(e, ev.Blocked)
        if self.or_blocks and self.who(s, me, e.blocker):
            return answer(self.is_self, e.blocker) if first_block(e, s) else None
        blockers = [o.id for o in s.permanents() if o.blocks(e.attacker.id)]
        if not self.who(s, me, e.attacker) or e.blocker.id != min(blockers, default=None):
            return None
        return answer(self.is_self, e.attacker)


@dataclass(**PART)
class BlockPair(Part):
    """"blocks a creature" / "becomes blocked by a creature" (with ``keyword``, "... a
    creature with flying"): once for each blocker/attacker pair (509.3b, 509.3d); "that
    creature" is the other creature of the pair, as it blocks or is blocked (509.3f)."""

    who: ObjectTest
    blocks: bool
    keyword: str = ""
    #: "blocks or becomes blocked by a creature": the pairs it is in either way
    either: bool = False

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> Hit:
        assert isinstance(e, ev.Blocked)
        blocks = self.blocks if not self.either else self.who(s, me, e.blocker)
        mine, other = (e.blocker, e.attacker) if blocks else (e.attacker, e.blocker)
        if not self.who(s, me, mine) or (self.keyword and not has_keyword(s, other,
                                                                          self.keyword)):
            return None
        return other


@dataclass(**PART)
class BecomesTarget(Part):
    """"becomes the target of a spell or ability (an opponent controls)": as the spell or
    ability becomes cast, activated or put on the stack, its targets chosen (601.2c,
    602.2b, 603.3d); once however often it targets it."""

    who: ObjectTest
    is_self: bool = False
    by_opponent: bool = False
    #: the trigger remembers the spell or ability that targeted ("that spell or ability",
    #: ward, 702.21a), not the object it targeted
    remembers_targeting: bool = False

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> Hit:
        stack_obj = e.spell if isinstance(e, ev.SpellCast) else (
            e.ability if isinstance(e, ev.AbilityActivated) else e.obj)  # type: ignore[attr-defined]
        if self.by_opponent and stack_obj.controller == me.controller:
            return None
        hit = [s.obj(t) for t in stack_obj.targets if isinstance(t, int) and s.has(t)]
        found = next((o for o in hit if self.who(s, me, o)), None)
        if found is None:
            return None
        return stack_obj if self.remembers_targeting else answer(self.is_self, found)


@dataclass(**PART)
class ExploitsACreature(Part):
    """"When this creature exploits a creature" (702.110b): its own exploit ability's
    sacrifice, even of itself (the event carries it as it was, 603.10a)."""

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> Hit:
        assert isinstance(e, ev.Exploited)
        return e.exploiter.id == me.id or None


@dataclass(**PART)
class IsTurnedFaceUp(Part):
    """A permanent "is turned face up" (702.37e, 116.2b): triggered by the special action,
    with the permanent face up (708.8), never by its being revealed or leaving."""

    who: ObjectTest
    is_self: bool = False

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> Hit:
        assert isinstance(e, ev.TurnedFaceUp)
        if not s.has(e.obj.id):
            return None
        up = s.obj(e.obj.id)
        return answer(self.is_self, up) if self.who(s, me, up) else None


@dataclass(**PART)
class TappedForMana(Part):
    """A permanent "is tapped for mana" (by ``actor``: "a player taps a land for mana"):
    as a mana ability with {T} in its cost resolves and produces mana (106.12, 106.12a);
    the triggered ability remembers the permanent ("that land") and the mana."""

    who: ObjectTest
    is_self: bool = False
    actor: Actor | None = None

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> Hit:
        assert isinstance(e, ev.ManaProduced)
        if not (e.tapped_for_mana and e.mana):
            return None
        if self.actor is not None and not self.actor.did(e.player, me):
            return None
        if not self.who(s, me, e.source):
            return None
        return answer(self.is_self, e.source)


@dataclass(**PART)
class EitherEvent(Part):
    """"enters or deals combat damage to a player": either pattern (603.2), each with the
    event kind it listens to."""

    parts: tuple[tuple[type[ev.Event], Callable[[ev.Event, GameObject, GameState], Hit]], ...]

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> Hit:
        for kind, pattern in self.parts:
            if isinstance(e, kind):
                hit = pattern(e, me, s)
                if hit:
                    return hit
        return None


# ------------------------------------------------------------------------ steps, players
@dataclass(**PART)
class LastCounterRemoved(Part):
    """"When the last time counter is removed from this permanent" (vanishing 702.63a): a
    ``kind`` counter is removed from the source and none is left."""

    kind: str

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> bool:
        assert isinstance(e, ev.CountersChanged)
        return (e.obj.id == me.id and e.kind == self.kind and e.amount < 0
                and e.obj.counter(self.kind) == 0)


@dataclass(**PART)
class StepBegins(Part):
    """"At the beginning of (your / each / each opponent's) upkeep" (503.1a, 513.1a)."""

    step: Step
    yours: bool = False
    theirs: bool = False
    #: "enchanted player's upkeep": the player the source Aura enchants (303.4b)
    enchanted: bool = False
    #: "the upkeep of enchanted creature's controller": of whoever controls the permanent
    #: the source Aura enchants (303.4), which the ability remembers as "that creature"
    enchanted_controller: bool = False

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> Hit:
        assert isinstance(e, ev.StepBegan)
        if not (e.step is self.step and (not self.yours or e.active == me.controller) and not (
                self.theirs and e.active == me.controller) and (
                not self.enchanted or e.active == me.attached_to)):
            return False
        if not self.enchanted_controller:
            return True
        host = me.attached_to
        if not isinstance(host, int) or not s.has(host) or s.obj(host).controller != e.active:
            return False
        return s.obj(host)


@dataclass(**PART)
class AttackWith(Part):
    """"Whenever you attack with two or more creatures with flying": once as attackers are
    declared (508.3d), if at least ``least`` of the declared attackers pass ``test`` (its
    ruling: just once, however many more)."""

    test: ObjectTest
    least: int = 1

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> bool:
        assert isinstance(e, ev.Attacked)
        if e.creature.controller != me.controller:
            return False
        declared = [o for o in s.permanents(me.controller) if o.attacking]
        if e.creature.id != min(o.id for o in declared):
            return False  # the declaration's one event for this ability: its first attacker
        return sum(1 for o in declared if self.test(s, me, o)) >= self.least


@dataclass(**PART)
class LifeChanges(Part):
    """"you gain life" / "an opponent loses life" (119.9, 119.10)."""

    actor: Actor
    gain: bool = True

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> bool:
        assert isinstance(e, ev.LifeChanged)
        return (e.amount > 0 if self.gain else e.amount < 0) and self.actor.did(e.player, me)


@dataclass(**PART)
class Draws(Part):
    """"you draw a card" (121.1); ``second``: "your second card each turn" (the turn
    record has this draw already)."""

    actor: Actor
    second: bool = False

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> bool:
        assert isinstance(e, ev.CardDrawn)
        if not self.actor.did(e.player, me):
            return False
        return not self.second or s.this_turn.count(Did.DRAW, e.player) == 2


@dataclass(**PART)
class Discards(Part):
    """"an opponent discards a card" (701.9a)."""

    actor: Actor

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> bool:
        assert isinstance(e, ev.ZoneChanged)
        return e.discarded and self.actor.did(e.old.owner, me)


@dataclass(**PART)
class CyclesThis(Part):
    """"When you cycle this card": when it is discarded to pay the cost of its cycling
    ability (702.29c); the card it has become, where it wound up, is the source."""

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> bool:
        assert isinstance(e, ev.ZoneChanged)
        return e.cycled and e.new is not None and e.new.id == me.id


@dataclass(**PART)
class ExiledWithMadness(Part):
    """Madness (702.35a): "When this card is exiled this way": discarded and exiled instead
    of put into a graveyard by its madness; the card in exile is the source."""

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> bool:
        assert isinstance(e, ev.ZoneChanged)
        return e.rule == ev.MADNESS_EXILE and e.new is not None and e.new.id == me.id


@dataclass(**PART)
class Casts(Part):
    """"you cast a noncreature spell" (601.2i): ``test`` the spell must pass, if any;
    it remembers the spell ("that spell")."""

    actor: Actor
    test: ObjectTest | None = None

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> GameObject | None:
        assert isinstance(e, ev.SpellCast)
        if not self.actor.did(e.player, me):
            return None
        return e.spell if self.test is None or self.test(s, me, e.spell) else None


@dataclass(**PART)
class CastsNoncreature(Part):
    """Prowess's "whenever you cast a noncreature spell" (702.108a): a spell whose card
    isn't a creature card."""

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> GameObject | None:
        assert isinstance(e, ev.SpellCast)
        mine = e.player == me.controller and "Creature" not in e.spell.card.types
        return e.spell if mine else None


@dataclass(**PART)
class CastThisSpell(Part):
    """"When you cast this spell" (603.2: it triggers from the stack)."""

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> GameObject | None:
        assert isinstance(e, ev.SpellCast)
        return e.spell if e.spell.id == me.id else None


@dataclass(**PART)
class DrawnFirst(Part):
    """Miracle (702.94a): this card is drawn as the first card its owner drew this turn."""

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> bool:
        assert isinstance(e, ev.CardDrawn)
        return e.card.id == me.id and s.this_turn.count(Did.DRAW, e.player) == 1


@dataclass(**PART)
class Never(Part):
    """A reflexive triggered ability's (603.12): no event triggers it, the instruction
    that says "when you do" does."""

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> bool:
        return False
