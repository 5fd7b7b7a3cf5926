"""A game object (109.1) as a value: a card, a token, a copy, a spell or an ability, in
one zone; it becomes a new object, with a new id, when it changes zones (400.7).

It holds its card's definition by what the game needs of it (``core.card_shapes``), so
the definitions, which hold functions of the game, can name the game's values.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import StrEnum
from operator import itemgetter
from typing import Any, ClassVar

from rulings_kit.core.card_shapes import ActivatedShape, CardShape, TriggeredShape
from rulings_kit.core.known import Known
from rulings_kit.core.layer_changes import Timestamp
from rulings_kit.core.turn_record import Happened
from rulings_kit.core.values import evolve
from rulings_kit.core.words import one_line, possessive
from rulings_kit.core.zones import Kind, Zone

#: A target is an object id or a player's name.
Target = int | str


class Chosen(StrEnum):
    """What an "As this permanent enters, choose ..." ability chooses (614.12a), as
    ``GameObject.chosen_as_entered`` and ``EntersWith.chooses`` say it."""

    COLOR = "color"  # one of the five (105.4)
    CREATURE_TYPE = "creature type"  # 205.3m
    BASIC_LAND_TYPE = "basic land type"  # 305.6


@dataclass(frozen=True)
class FaceDown:
    """Where a card exiled face down (406.3) is kept: its pile, named by what exiled it and
    when (406.4), and its number in that pile, from 1, so a reader can follow it."""

    pile: str
    number: int
    #: a foretold card (702.143a): the turn it was foretold; its owner may look at it, and
    #: cast it after that turn for its foretell cost (``core.foretell``)
    foretold: int | None = None
    #: a card hideaway exiled (702.75a): the player who controls the permanent that exiled
    #: it may look at it, so a scenario names it by its name (as a foretold card, 406.3)
    seen: bool = False

    @property
    def name(self) -> str:
        """What a reader sees instead of its name: it has no characteristics (406.3a)."""
        return f"card {self.number} of {self.pile}"


@dataclass(frozen=True)
class TurnedDown:
    """A face-down spell or permanent (708): what made it face down ("morph", "megamorph",
    "manifest"; 708.6: its controller must know) and its number, from 1 in the order the
    game's objects were turned face down, so a reader can tell them apart (708.6). Its
    characteristics are the face-down ones (``card``, 708.2); the card it is is ``whole``.
    No player but its controller may look at it (708.5): a trace and a diagram name it
    only by its number, "face-down creature 2"."""

    by: str
    number: int

    @property
    def name(self) -> str:
        """What every reader sees instead of its name: it has none (708.2a)."""
        return f"face-down creature {self.number}"


@dataclass(frozen=True)
class Copying:
    """A copy effect on a permanent (707.2, layer 1: 613.2): the object's ``card`` is the
    copiable values it took; this keeps its own card (and whole card), which it has again
    once it leaves the battlefield (400.7), and what made it a copy, for a reader."""

    card: CardShape
    whole: CardShape | None
    source: str  # what made it a copy: the permanent itself, or an ability ("X's ability")
    text: str  # "enters as a copy of [the permanent copied]"
    #: None: the permanent's own, as it entered as a copy (614.1c); else the effect's (613.7b)
    timestamp: Timestamp | None = None
    rule: str = "707.5"
    #: what the exception makes it enter with, not a copiable value (707.9e): (counter
    #: kind, number; None for X, the X of the spell that became it)
    enters_with: tuple[tuple[str, int | None], ...] = ()
    #: "enter tapped as a copy": only as a copy (614.1c)
    enters_tapped: bool = False


@dataclass(frozen=True)
class GameObject:
    """An object (109.1). A new id on every zone change (400.7)."""

    #: values kept on an object (values.evolve), never on a changed copy: its hash, and
    #: the explorer's digest of it (explore/fingerprint.py)
    __kept__: ClassVar[dict[str, frozenset[str] | None]] = {"_hash": None, "_digest": None}

    id: int
    card: CardShape
    owner: str
    controller: str
    zone: Zone
    kind: Kind = Kind.CARD
    label: str | None = None
    tapped: bool = False
    #: came under its controller's control since their most recent turn began (302.6)
    sick: bool = False
    #: it came under its controller's control since the beginning of their last upkeep:
    #: it was still ``sick`` as their turn began; kept from their untap step to the end of
    #: their upkeep, where echo asks it (702.30a)
    new_at_upkeep: bool = False
    counters: tuple[tuple[str, int], ...] = ()
    damage: int = 0
    attacking: bool = False
    #: the planeswalker this attacking creature attacks (508.1b), by id; None while it
    #: attacks the defending player (``planeswalkers.attacked_planeswalker``)
    attacks: int | None = None
    #: the attacking creature this creature blocks (509.1g), by id
    blocking: int | None = None
    #: the other attacking creatures it blocks, where an effect lets it block more than
    #: one ("can block an additional creature each combat", 509.1a), by id
    also_blocking: tuple[int, ...] = ()
    #: an attacking creature that became blocked stays blocked (509.1h)
    blocked: bool = False
    #: dealt damage by a source with deathtouch since state-based actions were last
    #: checked (704.5h)
    deathtouched: bool = False
    #: the monstrous designation (701.37b): a marker, not an ability or a copiable value;
    #: it lasts until the permanent leaves the battlefield (a new object is never monstrous)
    monstrous: bool = False
    #: the renowned designation (702.112b), a marker of the same kind: until it leaves
    renowned: bool = False
    #: a Class's level (716.2b): a designation, not counters nor a copiable value; None
    #: until a level bar's ability gives one, treated as level 1 (716.2d, core/classes.py)
    level: int | None = None
    #: its tribute was paid as it entered (702.104b): the opponent chosen put the counters
    tribute_paid: bool = False
    #: the choices its controller made as it entered (614.12a), as (what, value) pairs:
    #: ("color", "W"), ("creature type", "Elf"); what its linked abilities read as "the
    #: chosen color", "the chosen type" (607.2d). A new object has made none (400.7)
    chosen_as_entered: tuple[tuple[str, str], ...] = ()
    #: the creature it was paired with by a soulbond ability (702.95b) and the player who
    #: paired them: ``core.soulbond.partner`` tells whether they still are (702.95e)
    paired_with: tuple[int, str] | None = None
    # --- on the stack (spells, copies, abilities) ---
    x: int | None = None
    #: times the spell was kicked; the permanent it becomes keeps it (702.33d-e)
    kicked: int = 0
    #: the alternative cost the spell was cast for ("dash", 118.9); the permanent it
    #: becomes keeps it ("as long as this permanent's dash cost was paid", 702.109a)
    alt_paid: str | None = None
    #: the keyword that let the spell be cast from its owner's graveyard ("Flashback",
    #: 702.34a; ``zone_casts``): a spell cast with flashback is exiled as it leaves the stack
    cast_with: str | None = None
    #: cast as though it had flash by its own permission, at a time it couldn't have been
    #: cast otherwise, where the permission says what becomes of it then (702.8a,
    #: ``timing.CastAsThoughFlash``)
    flashed: bool = False
    #: the mana spent to cast the spell, its costs' all (601.2h), by type ("W", "C"): what
    #: sunburst counts the colors of as it enters from the stack (702.44a-b); a copy or a
    #: card put onto the battlefield has none
    mana_spent: tuple[str, ...] = ()
    #: mana spent to cast it said "that spell can't be countered" (106.6: Cavern of Souls)
    uncounterable: bool = False
    #: the optional additional costs paid as it was cast, once for each time ("buyback",
    #: 702.27a; "entwine", 702.42a): ``core.optional_costs``
    extras: tuple[str, ...] = ()
    modes: tuple[int, ...] = ()  # 1-based mode numbers
    #: the permanents sacrificed to pay its costs (601.2h, 602.2b), as they last existed:
    #: "the sacrificed creature's power" (608.2h); a copy has its original's (707.10)
    sacrificed: tuple[GameObject, ...] = ()
    targets: tuple[Target, ...] = ()
    cast_from: Zone | None = None
    #: the object an ability comes from, as it last existed (last known information)
    source: GameObject | None = None
    ability_index: int = 0
    #: the object the triggering event was about ("that spell"), as it was then
    subject: GameObject | None = None
    #: the event a triggered ability triggered on, as the turn record words it ("that
    #: land", "any type that land produced", 603.2, 608.2h)
    trigger_event: Happened | None = None
    #: what the player chose as the trigger event happened, as JSON (miracle: how the
    #: revealed card will be cast, 702.94a); see ``Trigger.choice``
    chosen: str | None = None
    #: the object this Aura or Equipment is attached to (301.5, 303.4), by id, or the player
    #: an Aura enchants, by name (303.4b, 702.5d)
    attached_to: Target | None = None
    #: exiled face down (406.3): its pile and number there (406.4); None when face up
    face_down: FaceDown | None = None
    #: a face-down spell or permanent (708): how it was turned face down and its number
    turned_down: TurnedDown | None = None
    #: an activated ability on the stack that another object granted its source (613.1f):
    #: the ability itself, since the grant may end before it resolves (113.7a)
    granted: ActivatedShape | None = None
    #: a triggered ability the rules of a keyword give its source rather than its card's
    #: text: rebound's delayed trigger (702.88a), which a spell with rebound granted by a
    #: static ability has too (611.3a); None for the card's own (``ability_index``)
    keyword_trigger: TriggeredShape | None = None
    #: only on a permanent that has left the battlefield, as it last existed there: its
    #: characteristics then, which the characteristics functions return (608.2h)
    known: Known | None = None
    whole: CardShape | None = None  # the card whose face ``card`` shows (709.3b, 712.8e, 715.3b)
    adventurer: str | None = None  # who may play this card exiled on an adventure (715.3d)
    turned: int = 0  # times it transformed since it entered (701.27f)
    copying: Copying | None = None  # a copy of another object (707.2, layer 1)
    #: timestamps given since it entered its zone: "attached" (613.7e), a counter kind (613.7c)
    stamps: tuple[tuple[str, Timestamp], ...] = ()

    def __hash__(self) -> int:
        # worked out once: an object is hashed with every state that holds it (the
        # explorer merges equal states), and most objects are shared from state to state
        cached: int | None = self.__dict__.get("_hash")
        if cached is None:
            cached = hash(_object_fields(self.__dict__))
            object.__setattr__(self, "_hash", cached)
        return cached

    def __eq__(self, other: object) -> bool:
        # the fields read in C, not one attribute at a time (48 of them): first as the
        # dicts they are in, which are the same when the kept values are there on both
        if self is other:
            return True
        if other.__class__ is not GameObject:
            return NotImplemented
        assert isinstance(other, GameObject)
        mine, theirs = self.__dict__, other.__dict__
        if mine == theirs:  # the fields and the values kept from them alike: in C, at once
            return True
        if len(mine) == len(theirs) == _SIZE:  # the fields alone, and some differ
            return False
        return bool(_object_fields(mine) == _object_fields(theirs))

    def __getstate__(self) -> dict[str, Any]:
        # what is kept on it stays behind: a string's hash differs from one process to another
        return {name: getattr(self, name) for name in _FIELDS}

    def out_of_combat(self) -> GameObject:
        """This object removed from combat (506.4): no longer attacking or blocking."""
        return evolve(self, attacking=False, attacks=None, blocking=None, also_blocking=(),
                      blocked=False)

    def blocks(self, attacker: int) -> bool:
        """Whether this creature is blocking that attacking creature (509.1g)."""
        return self.blocking == attacker or attacker in self.also_blocking

    @property
    def blocked_attackers(self) -> tuple[int, ...]:
        """The attacking creatures it blocks, by id, the first one first (509.1g)."""
        return () if self.blocking is None else (self.blocking, *self.also_blocking)

    def chosen_value(self, what: Chosen) -> str | None:
        """What its controller chose as it entered for ``what`` (614.12a), the last such
        choice; None when none was made ("if there is somehow no chosen color")."""
        return next((v for w, v in reversed(self.chosen_as_entered) if w == what), None)

    def counter(self, kind: str) -> int:
        return dict(self.counters).get(kind, 0)

    def with_counters(self, kind: str, delta: int) -> GameObject:
        counts = dict(self.counters)
        counts[kind] = max(0, counts.get(kind, 0) + delta)
        return evolve(self, counters=tuple(sorted((k, v) for k, v in counts.items() if v)))

    @property
    def name(self) -> str:
        """Its name; a face-down spell or permanent has none (708.2a) and is called by its
        number ("face-down creature 2"), which no rule compares with a card's name."""
        if self.turned_down is not None:
            return self.turned_down.name
        return self.card.name

    @property
    def display_name(self) -> str:
        """The name used in scenario files and diagrams (SCENARIO_FORMAT, References); a
        card exiled face down has none (406.3a): "card 2 of [its pile]"."""
        if self.face_down is not None:
            return self.face_down.name
        if self.turned_down is not None:
            return self.turned_down.name
        if self.kind is Kind.COPY:
            return f"{self.name} (copy)"
        if self.kind is Kind.TRIGGER:
            return f"{self.name} (trigger)"
        if self.kind is Kind.ABILITY:
            return f"{self.name} (ability)"
        if self.card.is_token:  # created without a name of its own: subtypes + "Token" (111.4)
            return f"{self.name} Token"
        return self.name

    @property
    def is_spell(self) -> bool:
        return self.zone is Zone.STACK and self.kind in (Kind.CARD, Kind.COPY)

    def __repr__(self) -> str:
        marks = [m for m, on in (("tapped", self.tapped), ("attacking", self.attacking))
                 if on]
        marks += [f"{n} {kind}" for kind, n in self.counters]
        where = f"{possessive(self.controller)} {self.zone.value}"
        return one_line(f"GameObject(#{self.id} {self.display_name}, "
                        f"{', '.join([where, *marks])})")


_FIELDS = tuple(f.name for f in fields(GameObject))
#: an object's field values, read in C (``GameObject.__hash__``, ``__eq__``)
_object_fields = itemgetter(*_FIELDS)
_SIZE = len(_FIELDS)


__all__ = ["Copying", "FaceDown", "GameObject", "Target", "TurnedDown"]
