"""What the rules and the effects may ask of the action in progress: ``Transaction``.

The engine's ``Txn`` (``engine.py``) is the one implementation; the rules modules, the
effects and the card parts are written against this protocol, so none of them imports
the engine (which imports them). Each method says what it does to the game; the
transaction records each change as an event, checks what it triggers (603.2), and asks
each question a player answers (``Question``).
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractContextManager
from typing import Any, Protocol

from rulings_kit.core.card_shapes import CardShape
from rulings_kit.core.events import Event
from rulings_kit.core.layer_changes import Timestamp
from rulings_kit.core.mana import SpendOnly
from rulings_kit.core.questions import Answers, Ask, Option, Question
from rulings_kit.core.state import ContinuousEffect, GameObject, GameState, Player, Target, Zone

#: the action as it was at one moment: state, events and questions so far, answers used
Snapshot = tuple[GameState, int, int, frozenset[str]]


class Changes(Protocol):
    """The changes an action makes to the game (``changes.GameChanges``), each recorded
    as an event."""

    state: GameState
    #: inside ``together``: the permanents, as they last existed, that have left the
    #: battlefield so far in moves made at the same time
    left_together: tuple[GameObject, ...] | None
    #: inside ``together``: the number the events made at the same time share (603.2c)
    moment: int

    def emit(self, event: Event) -> None:
        """Record ``event`` and check the abilities it triggers (603.2)."""

    def together(self) -> AbstractContextManager[None]:
        """The moves made inside are made at the same time: each permanent that leaves
        sees the others leave (603.10a), and they are one batch of events (603.2c)."""

    def count_new_object(self) -> None:
        """An effect creates an object (a token, a copy): bounded per action."""

    def new_damage_event(self) -> int:
        """A number no other damage event of this action has (``DamageDealt.batch``)."""

    def ask_order(
        self,
        kind: Ask,
        who: str,
        prompt: str,
        rule: str,
        options: Sequence[Option],
        exclusive: bool = False,
    ) -> list[Any]:
        """Every one of ``options``, in the order ``who`` puts them."""

    def ask_may(self, source: GameObject, player: str, prompt: str, rule: str = "603.5") -> bool:
        """Whether ``player`` does what ``source`` says they may."""

    def ask_pick(
        self,
        kind: Ask,
        source: GameObject | str,
        player: str,
        prompt: str,
        rule: str,
        options: Sequence[Option],
        count: tuple[int, int],
        distinct: bool = True,
        says: str = "",
        exclusive: bool = False,
    ) -> list[Any]:
        """Between ``count[0]`` and ``count[1]`` of ``options``, as ``player`` picks."""

    def ask_color(
        self, source: GameObject, player: str, letters: Sequence[str], *, prompt: str = "",
        says: str = "",
    ) -> str:
        """One colour or type of mana among ``letters`` (106.1, 105.4)."""

    def new_id(self) -> int:
        """An object id no object of the game has had."""

    def new_timestamp(self) -> Timestamp:
        """A timestamp later than every one given so far (613.7b, 613.7c, 613.7e)."""

    def stamp(self, obj: GameObject, key: str) -> GameObject:
        """``obj`` with a new timestamp for ``key``: "attached" (613.7e) or a counter kind
        (613.7c)."""

    def update(self, obj: GameObject) -> GameObject:
        """``obj`` replaces the object of its id."""

    def update_player(self, name: str, **changes: Any) -> Player:
        """The player ``name`` with ``changes`` to their fields."""

    def move(
        self,
        obj: GameObject,
        to: Zone,
        *,
        how: str,
        rule: str,
        controller: str | None = None,
        bottom: bool = False,
        was: GameObject | None = None,
        **fields: Any,
    ) -> GameObject | None:
        """Move ``obj`` to zone ``to``, where it is a new object (400.7); None if it
        ceased to exist instead (704.5d-e)."""

    def move_together(self, ids: Sequence[int], to: Zone, *, how: str, rule: str) -> None:
        """Move the objects ``ids`` to ``to`` at the same time (101.4): each sees the others
        leave (603.10a) and is remembered as they all were (608.2h)."""

    def cease_to_exist(self, obj: GameObject) -> None:
        """``obj`` leaves its zone and the game without going anywhere: an ability that
        leaves the stack (608.2n), a copy of a permanent spell that becomes a token (608.3f)."""

    def remove_from_game(self, obj: GameObject, text: str) -> None:
        """The object leaves the game altogether: its owner left (800.4a)."""

    def put_on_stack(self, obj: GameObject) -> GameObject:
        """``obj`` on top of the stack (405.1)."""

    def set_tapped(self, obj: GameObject, tapped: bool, rule: str) -> GameObject:
        """Tap or untap a permanent (701.26)."""

    def change_life(self, player: str, amount: int, rule: str) -> None:
        """``player`` gains (positive) or loses (negative) life (119.3)."""

    def draw(self, player: str, count: int = 1) -> None:
        """``player`` draws ``count`` cards (121.1)."""

    def deal_damage(
        self, source: GameObject, target: Target, amount: int, rule: str = "120.3",
        batch: int = 0,
    ) -> int:
        """``source`` deals damage to ``target``; how much was dealt (120.3)."""

    def deal_damage_at_once(
        self, parts: Sequence[tuple[GameObject, Target, int]], rule: str
    ) -> None:
        """Damage dealt at the same time: one damage event (510.2, 120.9)."""

    def add_counters(
        self, obj: GameObject, kind: str, amount: int, rule: str = "122.1"
    ) -> GameObject:
        """Put (positive) or remove (negative) counters of ``kind`` on ``obj`` (122.1)."""

    def add_player_counters(self, player: str, kind: str, amount: int, rule: str) -> None:
        """Counters on a player (122.1)."""

    def change_control(self, obj: GameObject, controller: str) -> None:
        """``controller`` controls ``obj`` from now on (613.1b, 302.6)."""

    def add_effect(self, effect: ContinuousEffect, source_name: str, description: str) -> None:
        """A continuous effect created by a resolving spell or ability (611.2a)."""

    def add_mana(self, player: str, mana: tuple[str, ...], only: SpendOnly | None = None) -> None:
        """Mana into ``player``'s pool (106.4), with a spending restriction (106.6)."""

    def shuffle(self, player: str) -> None:
        """Shuffle ``player``'s library (701.24)."""

    def at_random(self, ids: Sequence[int], n: int) -> list[int]:
        """``n`` of ``ids`` chosen at random (701.9b), by the state's seed."""

    def enter_battlefield(
        self,
        obj: GameObject,
        controller: str,
        *,
        how: str,
        rule: str,
        spell_x: int | None = None,
        tapped: bool = False,
        attached_to: Target | None = None,
        with_counters: tuple[tuple[str, int], ...] = (),
    ) -> GameObject | None:
        """Put ``obj`` onto the battlefield with its "enters with" replacements (614.1c) and
        the counters the effect says it enters with (122.6)."""

    def create_token(self, card: CardShape, controller: str, rule: str = "111.1",
                     tapped: bool = False, attacking: bool = False) -> GameObject:
        """A new token on the battlefield (111.1)."""


class Transaction(Changes, Protocol):
    """One action in progress (``engine.Txn``): the changes it makes, the state so far,
    what happened, what was asked."""

    @property
    def answers(self) -> Answers:
        """The answers given for the action, by question id."""

    @property
    def events(self) -> Sequence[Event]:
        """What happened so far in the action, in order."""

    # ---- recording and budget ---------------------------------------------------------
    def tick(self) -> None:
        """An object is about to resolve (608.1): one step of the action's budget."""

    def spend(self) -> None:
        """One step of the budget: an object resolving or an ability triggering."""

    def queue_mana_ability(self, trigger: GameObject, effects: tuple[Any, ...]) -> None:
        """A triggered mana ability resolves at once, after its event is done (605.4a)."""

    def snapshot(self) -> Snapshot:
        """The action as it is now, to ``restore`` if what follows is undone."""

    def restore(self, snap: Snapshot) -> None:
        """Go back to ``snap``: what happened since is undone."""

    def settle(self, strict: bool) -> None:
        """State-based actions and waiting triggers until nothing more happens (117.5)."""

    # ---- questions ----------------------------------------------------------------------
    def question_id(self, kind: Ask, source: GameObject | str) -> str:
        """``kind:SOURCE``, numbered ``#2``... when several objects of that name ask."""

    def ask(self, question: Question) -> Any:
        """The answer to ``question`` (given, or the only legal one), or ``Unanswered``."""

    def ask_colors(
        self, source: GameObject, player: str, letters: Sequence[str], count: int
    ) -> tuple[str, ...]:
        """``count`` mana, each of a type among ``letters`` (106.1a-b, 106.7)."""
