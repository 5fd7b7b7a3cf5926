"""The game state as a value: frozen dataclasses and tuples (DESIGN.md, principle 1).

Nothing here changes in place. The engine builds a new state for every change, so a
state can be kept, compared, hashed and branched on freely."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, fields
from operator import itemgetter
from typing import Any, ClassVar

from rulings_kit.core.card_shapes import CardShape
from rulings_kit.core.game_object import Copying as Copying
from rulings_kit.core.game_object import FaceDown as FaceDown
from rulings_kit.core.game_object import GameObject as GameObject
from rulings_kit.core.game_object import Target as Target
from rulings_kit.core.game_object import TurnedDown as TurnedDown
from rulings_kit.core.layer_changes import Change, Timestamp
from rulings_kit.core.mana import SpendOnly
from rulings_kit.core.objects import CardTest, ObjectTable
from rulings_kit.core.turn_record import TurnRecord
from rulings_kit.core.turn_rules import TurnRule as TurnRule
from rulings_kit.core.values import evolve
from rulings_kit.core.words import STEP_NAMES, one_line, possessive
from rulings_kit.core.zones import PLAYER_ZONES as PLAYER_ZONES
from rulings_kit.core.zones import PUBLIC_ZONES as PUBLIC_ZONES
from rulings_kit.core.zones import Kind as Kind
from rulings_kit.core.zones import Step as Step
from rulings_kit.core.zones import Zone as Zone


@dataclass(frozen=True)
class Player:
    name: str
    life: int = 20
    library: tuple[int, ...] = ()  # top first
    hand: tuple[int, ...] = ()
    graveyard: tuple[int, ...] = ()  # oldest first
    exile: tuple[int, ...] = ()
    pool: tuple[str, ...] = ()  # mana pool, WUBRGC letters
    #: mana in the pool that may be spent only as its restriction says (106.6)
    restricted: tuple[tuple[str, SpendOnly], ...] = ()
    #: mana of the pool its player doesn't lose as steps and phases end, until the turn's
    #: cleanup step (106.4, 500.5, 514.2): "Until end of turn, you don't lose this mana"
    kept: tuple[str, ...] = ()
    extra_turns: int = 0
    skips: tuple[tuple[str, int], ...] = ()  # Skipped -> times to skip its next (614.10a)
    lost: bool = False
    #: tried to draw from an empty library since the last state-based action check (704.5b)
    drew_from_empty: bool = False
    #: counters on the player (122.1): poison (122.1f, 704.5c), energy...; kind -> number
    counters: tuple[tuple[str, int], ...] = ()
    #: the room of the dungeon they own in the command zone their venture marker is on, by
    #: its place among the dungeon's rooms (309.4); the dungeons they completed (309.7)
    room: int = 0
    completed: tuple[str, ...] = ()
    #: designations the player has (core/designations.py): the monarch (725), the city's
    #: blessing (702.131c)
    designations: frozenset[str] = frozenset()
    #: the cards they own outside the game (400.11), by definition: their sideboard, where
    #: learn finds Lessons (701.48a); not objects of the game until one is brought in
    sideboard: tuple[CardShape, ...] = ()

    def counter(self, kind: str) -> int:
        return dict(self.counters).get(kind, 0)

    @property
    def mana(self) -> tuple[str, ...]:
        """Every mana in the pool, restricted or not (what `pool` expectations compare)."""
        return self.pool + tuple(letter for letter, _ in self.restricted)

    def zone(self, zone: Zone) -> tuple[int, ...]:
        ids: tuple[int, ...] = getattr(self, zone.value)
        return ids

    def __repr__(self) -> str:
        sizes = ", ".join(f"{zone.value} {len(self.zone(zone))}" for zone in PLAYER_ZONES)
        return f"Player({self.name}, {self.life} life, {sizes}{', lost' if self.lost else ''})"

    def with_zone(self, zone: Zone, ids: tuple[int, ...]) -> Player:
        if zone not in PLAYER_ZONES:
            raise ValueError(f"{zone.value} is not a player's zone")
        return evolve(self, **{zone.value: ids})


@dataclass(frozen=True)
class ContinuousEffect:
    """A continuous effect from a resolved spell or ability (611), until end of turn (or
    until its object's controller's next untap step, ``until_untap``)."""

    affected: int  # object id
    source_name: str
    controller: str
    #: what it does to the object's characteristics, each change in its layer (613.1):
    #: "gets +3/+3" (7c), "becomes a 2/1 blue Faerie creature" (4, 5, 7b)
    changes: tuple[Change, ...] = ()
    #: when it was created (613.7b), given by ``GameChanges.add_effect``
    timestamp: Timestamp = (0, 0)
    #: a rule it must follow: "can't block" (509.1a), "can't be blocked" (509.1b),
    #: "can't be the target of spells or abilities your opponents control" (115.1)
    restriction: str = ""
    #: a regeneration shield: the next time it would be destroyed, it isn't (701.19a)
    regeneration: bool = False
    #: it changes who controls its object (layer 2, 613.1b; core/control.py): ``controller``
    #: does, while it lasts; ``control_from``, on the earliest such effect on an object, is
    #: who controlled it before any of them (110.2)
    gives_control: bool = False
    control_from: str = ""
    #: a control effect of a static ability (611.3a): the id of its source, the effect
    #: kept in line with what the ability applies to (core/control.py)
    static_source: int | None = None
    #: "gains protection from the color of your choice": that quality (702.16a)
    protection_from: str = ""
    #: "If that creature would die this turn, exile it instead" (614.1a)
    exile_if_dies: bool = False
    #: unearth's "If it would leave the battlefield, exile it instead of putting it
    #: anywhere else." (702.84a; ``core.unearth``)
    exile_if_leaves: bool = False
    rule: str = "611.2a"
    #: it lasts until its object's controller's next untap step is over rather than until
    #: end of turn: "It doesn't untap during its controller's next untap step." (502.3)
    until_untap: bool = False
    #: it lasts "until your next turn": until this player's next turn begins (611.2a)
    until_turn_of: str | None = None
    #: it lets this player play the affected card from exile, or only cast it (601.3,
    #: 116.2a; ``core/exile_plays.py``)
    may_play: str = ""
    cast_only: bool = False
    #: it lasts "until the end of your next turn": until the cleanup step of a turn of
    #: this player after turn ``since`` (611.2a, 514.2)
    through_turn_of: str | None = None
    since: int = 0
    #: it lasts "for as long as you control [this permanent]", by id: it ends when that
    #: permanent leaves the battlefield or changes controller, for good (611.2b)
    while_controls: int | None = None
    #: it lasts "for as long as [this permanent] remains tapped", by id: it ends when that
    #: permanent untaps or leaves the battlefield, for good (611.2b)
    while_tapped: int | None = None
    #: no duration is stated: it lasts as long as its object does ("It becomes a 5/5
    #: Elemental creature with haste. It's still a land.", 611.2a, 400.7)
    indefinite: bool = False
    #: a requirement: its object blocks this creature, by id, this combat if able
    #: (provoke, 702.39a; 509.1c)
    must_block: int | None = None

    def lasts(self, state: GameState) -> bool:
        """Whether it outlasts the cleanup step (514.2) as things are now."""
        if not state.has(self.affected):
            return False
        if self.through_turn_of is not None:  # this is that next turn's cleanup (514.2)
            return not (state.active == self.through_turn_of and state.turn > self.since)
        return self.until_untap or self.indefinite or self.until_turn_of is not None or (
            (self.while_controls is not None or self.while_tapped is not None)
            and self.holds(state))

    def holds(self, state: GameState) -> bool:
        """Whether its "for as long as you control ..." / "... remains tapped" still holds
        (611.2b)."""
        tapped = self.while_tapped
        if tapped is not None and not (tapped in state.battlefield and state.obj(tapped).tapped):
            return False
        source = self.while_controls
        if source is None:
            return True
        return source in state.battlefield and state.obj(source).controller == self.controller


@dataclass(frozen=True)
class FollowUp:
    """A prevention effect's additional effect (615.5): "You gain life equal to the damage
    prevented this way." Done right after the damage it prevents would have been dealt,
    as the instructions of ``obj``, the spell or ability that made it (or the permanent
    whose static ability it is), with the targets it had; ``per_victim``: once for each
    object or player damage to which it prevented ("put a +1/+1 counter on that
    creature"), else once for all the damage it prevented at the same time."""

    obj: GameObject
    effects: tuple[Any, ...]
    words: str
    targets: tuple[tuple[Target, ...], ...] = ()
    per_victim: bool = False


@dataclass(frozen=True)
class Prevention:
    """A prevention (or redirection, 614.9) effect of a resolved spell or ability, until end
    of turn (615.1a): "Prevent the next 1 damage that would be dealt to any target this
    turn" is a shield of ``amount`` on ``to`` (615.7); "Prevent all combat damage that
    would be dealt this turn" has neither; "... to Dogs you control" picks what it
    protects with ``protects``, seen from its ``source`` as it resolved."""

    source: GameObject
    to: Target | None = None
    amount: int | None = None  # None: all of it
    combat_only: bool = False
    protects: Callable[[GameState, GameObject, GameObject], bool] | None = None
    #: "... by a source of your choice": only damage from that object, by id (609.7a);
    #: "dealt by target creature": the same, for the object the spell found
    from_source: int | None = None
    #: "... dealt this turn by attacking creatures": only damage from a source this picks
    #: (seen from ``source``) when the damage would be dealt (609.7, 615.1)
    by: Callable[[GameState, GameObject, GameObject], bool] | None = None
    #: "dealt to and dealt by that creature": damage to ``to`` or from ``from_source``
    either: bool = False
    #: "The next time a source of your choice would deal damage ...": used up by the next
    #: instance of damage from that source, however much (615.8)
    next_time: bool = False
    #: "... You gain life equal to the damage prevented this way." (615.5)
    follow_up: FollowUp | None = None
    #: a redirection (614.9): the damage it stops is dealt to this permanent instead, by id
    redirect_to: int | None = None


@dataclass(frozen=True)
class SpellReplacement:
    """A replacement effect created by a resolving ability for one particular spell:
    it goes to ``to_zone`` (with a ``counter`` on it) instead of its owner's graveyard as
    it resolves (614.1a). It exists only while that spell is on the stack as that object
    (400.7).
    """

    spell: int
    source_name: str
    controller: str
    to_zone: Zone = Zone.EXILE
    counter: str | None = None


#: whether an object is affected, seen from a static ability's source (``core.statics``)
Affects = Callable[["GameState", "GameObject", "GameObject"], bool]


@dataclass(frozen=True)
class GameState:
    #: values worked out once per state and kept on it (values.evolve): the permanents,
    #: the static abilities among them and the layered effects' table (layer_effects.py)
    #: are worked out from these fields, and a changed copy keeps them while the fields
    #: stay the same; the others (None) are worked out again for every copy
    __kept__: ClassVar[dict[str, frozenset[str] | None]] = {
        "_permanents": frozenset({"objects", "battlefield"}),
        "_statics": frozenset({"objects", "battlefield", "command"}),
        "_layer_table": frozenset({"objects", "battlefield", "command", "effects"}),
        "_hash": None, "_characteristics": None, "_partial": None, "_per_counts": None,
        "_static_inputs": None, "_settled": None,
    }

    players: tuple[Player, ...]
    objects: tuple[GameObject, ...] = ()  # every object in every zone, by id
    battlefield: tuple[int, ...] = ()  # in the order they entered
    stack: tuple[int, ...] = ()  # bottom first, so stack[-1] is the top (405.2)
    command: tuple[int, ...] = ()  # the emblems in the command zone (114.1), oldest first
    turn: int = 1
    active: str = ""
    step: Step = Step.MAIN1
    #: the steps of phases added to the turn (500.8) that come next, then where it resumes
    next_steps: tuple[Step, ...] = ()
    priority: str = ""
    #: players who passed in succession with nothing happening since (117.4)
    passed: tuple[str, ...] = ()
    #: triggered abilities waiting to be put on the stack (603.3)
    waiting: tuple[GameObject, ...] = ()
    #: delayed triggered abilities created by effects, not yet triggered (603.7)
    delayed: tuple[GameObject, ...] = ()
    effects: tuple[ContinuousEffect, ...] = ()
    #: prevention effects of resolved spells and abilities, until end of turn (615)
    preventions: tuple[Prevention, ...] = ()
    #: rules set for the whole game until end of turn (611.2a, 514.2)
    turn_rules: frozenset[TurnRule] = frozenset()
    spell_replacements: tuple[SpellReplacement, ...] = ()
    #: what happened this turn that rules and abilities look back at
    this_turn: TurnRecord = field(default_factory=TurnRecord)
    spells_last_turn: tuple[tuple[str, int], ...] = ()  # player, spells cast the turn before
    day_night: str = ""  # "day", "night", or "" for neither (731.1)
    next_id: int = 1
    #: timestamps given to effects, attachments and counters so far (613.7; ``Timestamp``)
    ticks: int = 0
    #: the player each attacking creature attacks (508.1)
    defender: str | None = None
    #: players received priority in this cleanup step, so another one follows (514.3a)
    cleanup_again: bool = False
    #: which combat damage step this is: 0 before any this combat, 1 for the first-strike
    #: step, 2 for the regular (or second) step (510.4)
    damage_step: int = 0
    #: the attacking and blocking creatures that had first strike or double strike as the
    #: first-strike combat damage step began: the second step leaves them out unless they
    #: have double strike then (510.4, 702.7c)
    first_strikers: tuple[int, ...] = ()
    #: permanents that left the battlefield, as they last existed there (``known`` set):
    #: last known information for effects that refer to them afterwards (608.2h, 113.7a)
    left: tuple[GameObject, ...] = ()
    #: cards exiled until a permanent leaves the battlefield: (card, permanent) ids (610.3)
    exiled_until: tuple[tuple[int, int], ...] = ()
    #: cards exiled by a permanent's abilities: (card, permanent) ids (607.2a)
    exiled_with: tuple[tuple[int, int], ...] = ()
    haunting: tuple[tuple[int, int], ...] = ()  # (card, haunted object) ids (702.55b)
    encoded: tuple[tuple[int, int], ...] = ()  # cipher's (card, creature) ids (702.99c)
    #: a seed for shuffles, so the same state and answers always give the same game
    seed: int = 0

    def __repr__(self) -> str:
        """``GameState(turn 3, Alice's first main phase, stack: a spell → Bob, 14 objects)``"""
        parts = [f"turn {self.turn}"]
        if self.active:
            parts.append(f"{possessive(self.active)} {STEP_NAMES[self.step]}")
        if self.stack:
            parts.append("stack: " + ", ".join(
                self._stack_words(i) for i in reversed(self.stack)))  # top first (405.2)
        parts.append(f"{len(self.objects)} objects")
        return one_line(f"GameState({', '.join(parts)})")

    def _stack_words(self, object_id: int) -> str:
        obj = self.obj(object_id)
        names = [t if isinstance(t, str) else (
            self.obj(t).display_name if self.has(t) else f"#{t}") for t in obj.targets]
        return obj.display_name + (" → " + ", ".join(names) if names else "")

    #: a copy (values.evolve) with the same objects keeps the indexed table
    __post_init_reads__: ClassVar[frozenset[str]] = frozenset({"objects"})

    def __post_init__(self) -> None:
        if not isinstance(self.objects, ObjectTable):  # built by hand: index it once
            object.__setattr__(self, "objects", ObjectTable(self.objects))

    def __hash__(self) -> int:
        # a state is hashed again and again when the explorer merges equal states
        cached: int | None = self.__dict__.get("_hash")
        if cached is None:
            cached = hash(_state_fields(self.__dict__))
            object.__setattr__(self, "_hash", cached)
        return cached

    def __eq__(self, other: object) -> bool:
        # the fields read in C; two states hashed already (the explorer's) and told apart
        # by their hashes are not compared field by field
        if self is other:
            return True
        if other.__class__ is not GameState:
            return NotImplemented
        mine, theirs = self.__dict__.get("_hash"), other.__dict__.get("_hash")
        if mine is not None and theirs is not None and mine != theirs:
            return False
        return bool(_state_fields(self.__dict__) == _state_fields(other.__dict__))

    def __getstate__(self) -> dict[str, Any]:
        # caches stay behind: a string's hash differs from one process to another
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @property
    def settled(self) -> bool:
        """Whether this very state came out of a check of state-based actions that found
        nothing to do, with no trigger waiting (117.5): a check, which reads only the
        state, would find nothing again. A changed state is a new value, not settled."""
        return "_settled" in self.__dict__

    def mark_settled(self) -> None:
        object.__setattr__(self, "_settled", True)

    # ---- lookups -------------------------------------------------------------
    def obj(self, object_id: int) -> GameObject:
        objects = self.objects
        assert isinstance(objects, ObjectTable)
        return objects.get(object_id)

    def has(self, object_id: int) -> bool:
        objects = self.objects
        assert isinstance(objects, ObjectTable)
        if not objects.gaps:  # the usual case, asked very often: one lookup
            return object_id in objects.positions
        return objects.place(object_id) is not None

    def last_known(self, obj: GameObject) -> GameObject | None:
        """``obj`` (a permanent that left the battlefield, or the object it became) as
        it last existed on the battlefield (608.2h, 113.7a), or None."""
        for was in reversed(self.left):
            assert was.known is not None
            if was.id == obj.id or was.known.became == obj.id:
                return was
        return None

    def player(self, name: str) -> Player:
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(name)

    @property
    def player_names(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.players)

    @property
    def game_over(self) -> tuple[str, str] | None:
        """How the game ended and the rule, or None while it goes on (104.2a, 104.4a)."""
        for p in self.players:  # a loop, not any(): asked after every change
            if p.lost:
                break
        else:
            if self.players:
                return None  # the usual case: nobody has lost
        alive = [p.name for p in self.players if not p.lost]
        if len(self.players) > 1 and len(alive) == 1:
            return f"{alive[0]} has won: every opponent has lost", "104.2a"
        if not alive:
            return "the game is a draw: every player has lost", "104.4a"
        return None

    def opponents(self, name: str) -> tuple[str, ...]:
        return tuple(p.name for p in self.players if p.name != name)

    def apnap(self) -> tuple[str, ...]:
        """Players in APNAP order: the active player first, then in turn order (101.4)."""
        names = self.player_names
        i = names.index(self.active)
        return names[i:] + names[:i]

    def next_player(self, name: str) -> str:
        names = self.player_names
        return names[(names.index(name) + 1) % len(names)]

    def permanents(self, controller: str | None = None) -> tuple[GameObject, ...]:
        objs: tuple[GameObject, ...] | None = self.__dict__.get("_permanents")
        if objs is None:  # worked out once per state, or kept from the state before
            objects = self.objects
            assert isinstance(objects, ObjectTable)
            objs = objects.objects_having(self.battlefield, None)
            object.__setattr__(self, "_permanents", objs)
        return objs if controller is None else tuple(o for o in objs if o.controller == controller)

    def permanents_whose(self, test: CardTest) -> tuple[GameObject, ...]:
        """The permanents whose cards pass ``test`` (a function kept for the purpose, so
        its answers are remembered from state to state while the cards stay the same,
        and the objects while the objects do)."""
        objects = self.objects
        assert isinstance(objects, ObjectTable)
        known = objects.found.get(test)  # the table's answer, asked here: a call less
        if known is not None and known[0] is self.battlefield:
            return known[1]
        return objects.objects_having(self.battlefield, test)

    def sources_whose(self, test: CardTest) -> tuple[GameObject, ...]:
        """The objects whose abilities work where they are that pass ``test``: the
        permanents, then the emblems, whose abilities function in the command zone (114.4)."""
        found = self.permanents_whose(test)
        if not self.command:
            return found
        objects = self.objects
        assert isinstance(objects, ObjectTable)
        return found + objects.objects_having(self.command, test)

    def attached(self) -> tuple[GameObject, ...]:
        """The permanents attached to another object (Auras, Equipment: 301.5, 303.4), in
        the order they entered; from the table's index, so the cost is per attachment."""
        objects = self.objects
        assert isinstance(objects, ObjectTable)
        if not objects.attachments:
            return ()
        order = self.battlefield
        return tuple(self.obj(i) for i in sorted(
            (i for i in objects.attachments if i in order), key=order.index))

    def in_zone(self, zone: Zone) -> tuple[GameObject, ...]:
        """Every object in ``zone``, all players' ("creature cards in all graveyards")."""
        if zone is Zone.BATTLEFIELD:
            return self.permanents()
        if zone is Zone.COMMAND:
            return tuple(self.obj(i) for i in self.command)
        return tuple(self.obj(i) for p in self.players for i in p.zone(zone))

    def zone_objects(self, player: str, zone: Zone) -> tuple[GameObject, ...]:
        if zone is Zone.BATTLEFIELD:
            return self.permanents(player)
        if zone is Zone.STACK:
            return tuple(self.obj(i) for i in self.stack if self.obj(i).controller == player)
        if zone is Zone.COMMAND:  # an emblem is owned and controlled by its player (114.2)
            return tuple(self.obj(i) for i in self.command if self.obj(i).owner == player)
        return tuple(self.obj(i) for i in self.player(player).zone(zone))

    def stack_objects(self) -> tuple[GameObject, ...]:
        """The stack, top first."""
        return tuple(self.obj(i) for i in reversed(self.stack))

    # ---- building new states ---------------------------------------------------
    def with_object(self, obj: GameObject) -> GameState:
        objects = self.objects
        assert isinstance(objects, ObjectTable)
        return evolve(self, objects=objects.replacing(obj))

    def without_object(self, object_id: int) -> GameState:
        objects = self.objects
        assert isinstance(objects, ObjectTable)
        return evolve(self, objects=objects.without(object_id))

    def with_player(self, player: Player) -> GameState:
        return evolve(
            self, players=tuple(player if p.name == player.name else p for p in self.players)
        )


#: a state's field values, read in C (``GameState.__hash__``; caches kept on it are no fields)
_state_fields = itemgetter(*(f.name for f in fields(GameState)))
