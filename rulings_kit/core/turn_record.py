"""What happened this turn, kept for the rules and cards that look back at it.

Some rules and abilities ask about the turn so far: "if you've cast another blue spell
this turn", "the first card you drew this turn" (miracle, 702.94a), one land per turn
(305.2), "a spell cast from your hand". The engine keeps these in ONE record on the game
state (XMage calls such records watchers), emptied as each turn begins, and everything
asks it; no object carries its own memory of the turn.

The record holds only what something asks about (spells cast, lands played, cards drawn),
in the order it happened, so two game states that differ only in what nothing can ask
about still compare equal, and the explorer merges them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from rulings_kit.core.values import evolve
from rulings_kit.core.zones import Zone


class Did(StrEnum):
    """What a player did, in the record's words."""

    CAST = "cast"  # a spell became cast (601.2i)
    PLAY_LAND = "played a land"  # the special action of 305.1
    DRAW = "drew"  # a card was drawn (121.1)
    ADD_MANA = "tapped for mana"  # an event a triggered ability remembers (605.1b)
    ACTIVATE_LOYALTY = "activated a loyalty ability"  # once each turn per permanent (606.3)
    DIE = "had a creature die"  # put into a graveyard from the battlefield (700.4)
    GAIN_LIFE = "gained life"  # "if you gained 3 or more life this turn" (119.9)
    LOSE_LIFE = "lost life"  # "if a player lost 4 or more life this turn" (119.3, 120.3a)
    # "creature that was dealt damage this turn"; as a trigger event (not recorded), the
    # player dealt damage or the damaged object's controller (120.3)
    DAMAGED = "was dealt damage"
    #: "Activate only once each turn.", "Activate no more than twice each turn." (602.5b)
    ACTIVATE_ONCE = "activated an ability limited each turn"
    #: "This ability triggers only once each turn." (603.2)
    TRIGGER_ONCE = "triggered a once-each-turn ability"
    # a card discarded (701.9a), by the player whose hand it left: for "if you discarded a
    # card this turn", and what a triggered ability remembers of its trigger event ("that
    # player")
    DISCARD = "discarded a card"
    BEGIN_STEP = "began a step of their turn"  # "At the beginning of each player's upkeep"
    ATTACK = "attacked with a creature"  # declared as an attacker (508.1); boast (702.142a)
    #: a permanent this player controlled moved from the battlefield to another zone
    #: (603.6c), kept once per player: revolt asks only whether one did (207.2c)
    LEAVE = "had a permanent leave the battlefield"
    #: a land entered the battlefield under this player's control (landfall, 207.2c: "if you
    #: had a land enter the battlefield under your control this turn"), kept once per player
    LAND_ENTERED = "had a land enter the battlefield"
    EXERT = "exerted a permanent"  # 701.43a: "if it hasn't been exerted this turn"
    #: a source this player controlled dealt combat damage to a player, with the source's
    #: subtypes as it dealt it (prowl, 702.76a)
    COMBAT_DAMAGE = "dealt combat damage to a player"
    #: an effect let this player play an additional land this turn (305.2)
    MAY_PLAY_LAND = "may play an additional land"
    #: not recorded: what a "whenever one or more ..." ability remembers of the events of
    #: one batch that triggered it once (603.2c)
    BATCH = "had one or more objects do something at once"


#: what the record keeps only as totals per player (life gained, life lost) or as a set
#: (the permanents dealt damage), last and in a fixed order
_TOTALS = frozenset({Did.GAIN_LIFE, Did.LOSE_LIFE, Did.DAMAGED})


@dataclass(frozen=True)
class Happened:
    """One thing a player did, with what later questions need to know about it.

    A spell is kept with its characteristics and choices as it was cast (its colours stay
    blue even if the permanent it becomes changes, 608.2h), and with the permanent it
    became as it resolved (608.3), so "another spell" can leave out the one that became
    this object and "if it was kicked" asks about that spell.
    """

    did: Did
    player: str
    #: the object it was about (the spell, the land played, the card drawn), by id
    object_id: int | None = None
    name: str = ""
    colors: frozenset[str] = frozenset()
    types: tuple[str, ...] = ()
    #: the zone a spell was cast from (601.2a), a card was drawn from...
    from_zone: Zone | None = None
    #: the permanent a spell became as it resolved (608.3), by id
    became: int | None = None
    #: a spell's X (107.3m: its permanent's enters abilities use it) and how many times it
    #: was kicked (702.33d: "if it was kicked")
    x: int | None = None
    kicked: int = 0
    #: the mana produced, for an event of adding mana (106.12a)
    mana: tuple[str, ...] = ()
    #: how much life was gained (119.9) or lost
    amount: int = 0
    #: the damage event this was part of (DamageDealt.batch), 0 if it was one of its own
    batch: int = 0
    #: a spell's supertypes and subtypes as cast: "if you've cast a historic spell" (700.6)
    supertypes: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    #: which of the object's activated abilities was activated (602.5b)
    ability: int | None = None
    #: the player a creature was declared to attack (508.1b); "" when it attacked a
    #: planeswalker: melee counts the opponents attacked (702.121a)
    attacked: str = ""
    #: the source that dealt a permanent damage, by id: "a creature dealt damage by ~
    #: this turn" (120.3)
    by: int | None = None
    #: the objects of a batch of events, by id ("those creatures", 603.2c)
    objects: tuple[int, ...] = ()

    @property
    def historic(self) -> bool:
        """Artifacts, legendaries and Sagas are historic (700.6)."""
        return "Artifact" in self.types or "Legendary" in self.supertypes or \
            "Saga" in self.subtypes


@dataclass(frozen=True)
class TurnRecord:
    """The turn's events that something may ask about, oldest first."""

    events: tuple[Happened, ...] = ()

    def of(self, did: Did, player: str | None = None) -> tuple[Happened, ...]:
        """What was done this turn, by ``player`` or by anyone."""
        return tuple(
            h for h in self.events if h.did is did and (player is None or h.player == player)
        )

    def count(self, did: Did, player: str | None = None) -> int:
        return len(self.of(did, player))

    def life_gained(self, player: str) -> int:
        """The life ``player`` gained this turn, all events together (119.9)."""
        return sum(h.amount for h in self.of(Did.GAIN_LIFE, player))

    def life_lost(self, player: str) -> int:
        """The life ``player`` lost this turn, all events together, damage too (120.3a)."""
        return sum(h.amount for h in self.of(Did.LOSE_LIFE, player))

    def spells_cast(self, player: str | None = None) -> tuple[Happened, ...]:
        return self.of(Did.CAST, player)

    def spell_that_became(self, permanent_id: int) -> Happened | None:
        """The cast of the spell that became this permanent (608.3), if it was cast this
        turn."""
        return next((h for h in self.of(Did.CAST) if h.became == permanent_id), None)

    def adding(self, happened: Happened) -> TurnRecord:
        """The record with ``happened`` after every other event, but before the totals,
        which stay last (see :meth:`gaining`)."""
        at = len(self.events)
        while at and self.events[at - 1].did in _TOTALS:
            at -= 1
        return TurnRecord((*self.events[:at], happened, *self.events[at:]))

    def once(self, did: Did, player: str) -> TurnRecord:
        """Note that ``player`` did this (a permanent they controlled left the battlefield,
        603.6c; a land entered under their control), once: which one, or how many times,
        nothing asks (revolt's ruling)."""
        return self if self.of(did, player) else self.adding(Happened(did, player))

    def gaining(self, player: str, amount: int, did: Did = Did.GAIN_LIFE) -> TurnRecord:
        """Note ``amount`` life gained (119.9) or, with ``did`` LOSE_LIFE, lost by
        ``player``. Only the totals are asked about, so they are kept last, one entry per
        player and kind in a fixed order: changes in another order, before or after other
        events, leave an equal record, and the explorer merges those states."""
        before = next((h for h in self.of(did, player)), None)
        total = Happened(did, player, amount=amount + (before.amount if before else 0))
        return self._tail(before, total)

    def dealt_damage(self, player: str, object_id: int, by: int) -> TurnRecord:
        """Note that the permanent ``object_id`` (controlled by ``player``) was dealt
        damage by the source ``by``: "destroy target creature that was dealt damage this
        turn", "whenever a creature dealt damage by ~ this turn dies" (120.3)."""
        if self.was_dealt_damage(object_id, by):
            return self
        return self._tail(None, Happened(Did.DAMAGED, player, object_id, by=by))

    def player_damaged(self, player: str, amount: int) -> TurnRecord:
        """Note that ``player`` was dealt ``amount`` damage (120.3), kept as a total:
        "if an opponent was dealt damage this turn" (bloodthirst, 702.54a)."""
        before = next((h for h in self.of(Did.DAMAGED, player) if h.object_id is None), None)
        total = Happened(Did.DAMAGED, player, amount=amount + (before.amount if before else 0))
        return self._tail(before, total)

    def damage_to(self, player: str) -> int:
        """The damage ``player`` was dealt this turn, all of it together (120.3)."""
        return sum(h.amount for h in self.of(Did.DAMAGED, player) if h.object_id is None)

    def was_dealt_damage(self, object_id: int, by: int | None = None) -> bool:
        """Whether the permanent ``object_id`` was dealt damage this turn (by the source
        ``by``, if given)."""
        return any(h.object_id == object_id and (by is None or h.by == by)
                   for h in self.of(Did.DAMAGED))

    def _tail(self, old: Happened | None, new: Happened) -> TurnRecord:
        """The record with ``new`` in place of ``old`` among the totals, kept sorted."""
        rest = tuple(h for h in self.events if h.did not in _TOTALS)
        tail = [h for h in self.events if h.did in _TOTALS and h is not old] + [new]
        tail.sort(key=lambda h: (h.did.value, h.player, h.object_id or 0, h.by or 0))
        return TurnRecord((*rest, *tail))

    def spell_became(self, spell_id: int, permanent_id: int) -> TurnRecord:
        """Note that the spell with ``spell_id`` resolved and became ``permanent_id``."""
        return TurnRecord(
            tuple(
                evolve(h, became=permanent_id)
                if h.did is Did.CAST and h.object_id == spell_id
                else h
                for h in self.events
            )
        )

    def forget_choices(self, object_id: int) -> TurnRecord:
        """The spell left the stack without becoming a permanent, or the permanent it became
        left the battlefield: its X and kicks can no longer be asked about (107.3m, 702.33d
        ask only while that object exists, 400.7), so they are dropped and two states that
        differ only in them compare equal."""
        if not any(h.object_id == object_id or h.became == object_id for h in self.events):
            return self
        return TurnRecord(
            tuple(
                evolve(h, x=None, kicked=0)
                if h.did is Did.CAST and object_id in (h.object_id, h.became)
                else h
                for h in self.events
            )
        )
