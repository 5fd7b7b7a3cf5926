"""The engine: ``apply(state, action, answers) -> Transition``.

Inside one call a ``Txn`` (transaction) holds the state being built, the events so far
and the questions asked. Nothing outside sees a half-done action: if the rules reject
the action, the exception leaves the caller's state exactly as it was (it is a value).

The rules the transaction runs live in modules named after them: ``casting`` (601),
``payment`` (601.2g-h, 605), ``costs`` (118), ``activation`` (602), ``triggers`` (603),
``targets`` (115), ``resolution`` (608) with the effects' ``context``, ``copies`` (707),
``sba`` (704), ``priority`` (117), ``turns`` (500-514), ``combat`` (508-509),
``combat_damage`` (510-511),
``special_actions`` (116); ``changes`` holds the state changes the transaction makes.
An ``Observer`` watches a run (questions, events, objects about to resolve).
"""

from __future__ import annotations

import json
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from rulings_kit.core import events as ev
from rulings_kit.core.answers import only_answer
from rulings_kit.core.changes import GameChanges
from rulings_kit.core.context import run_effects
from rulings_kit.core.copy_effects import entering_as_copy
from rulings_kit.core.exile_links import return_exiled_until
from rulings_kit.core.mana import COLORS
from rulings_kit.core.questions import Answers, Ask, Option, Question, Unanswered
from rulings_kit.core.refs import face_down_refusal, interchangeable
from rulings_kit.core.sba import state_based_actions
from rulings_kit.core.state import GameObject, GameState
from rulings_kit.core.transaction import Snapshot, Transaction
from rulings_kit.core.triggers import check_triggers, put_waiting_triggers
from rulings_kit.core.words import one_line, plural
from rulings_kit.errors import IllegalActionError, QuestionError, RulingsError

#: how many objects may resolve (or abilities trigger) in one action before the engine
#: calls it a loop
DEFAULT_MAX_STEPS = 1000
#: how many objects (tokens, copies) one action may create
MAX_NEW_OBJECTS = 1000


class LoopLimitError(RulingsError, RuntimeError):
    """A run went on past the step limit: triggers that never stop, for example."""


@dataclass(frozen=True)
class Transition:
    state: GameState
    events: tuple[ev.Event, ...]
    #: every question asked during the action with the answer used (as given)
    asked: tuple[tuple[Question, Any], ...]

    def __repr__(self) -> str:
        return one_line(f"Transition({self.state!r}, {plural(len(self.events), 'event')}, "
                        f"{plural(len(self.asked), 'question')} asked)")


class Action(Protocol):
    @property
    def by(self) -> str | None: ...

    def perform(self, txn: Transaction) -> None: ...

    def describe(self) -> str: ...


def apply(state: GameState, action: Action, answers: Answers | None = None, *,
          max_steps: int = DEFAULT_MAX_STEPS, observer: Observer | None = None) -> Transition:
    """Run one action to completion and return the new state and what happened.

    The state is a value: ``apply`` returns a new one and never changes ``state``; an
    action the rules forbid raises an ``IllegalActionError`` naming the rule. An
    ``observer`` watches the run (the questions asked, the events, each object about to
    resolve) and may stop it by raising. An example runs in the package's docstring
    (``help(rulings_kit)``).
    """
    txn = Txn(state, answers or {}, max_steps, observer)
    perform(txn, action)
    return Transition(txn.state, tuple(txn.events), tuple(txn.asked))


def perform(txn: Txn, action: Action, *, strict_end: bool = False) -> None:
    """Run ``action`` inside ``txn``: settle, act, settle, and check every answer was used.

    With ``strict_end`` a question that would leave triggers waiting after the action
    (fine print 1) is raised instead of deferred, for when no later action can answer it.
    """
    state = txn.state
    if action.by is not None and action.by not in state.player_names:
        raise IllegalActionError(
            f"no player named {action.by!r}; players: {', '.join(state.player_names)}"
        )
    txn.settle(strict=True)  # triggers still waiting from the last action (603.3)
    over = txn.state.game_over
    if over:
        how, rule = over
        raise IllegalActionError(f"the game is over: {how} ({rule})", (rule,))
    action.perform(txn)
    finish(txn, strict_end=strict_end)


def finish(txn: Txn, *, strict_end: bool = False) -> None:
    """The end of an action: settle (117.5), and check every answer given was used."""
    txn.settle(strict=strict_end)
    unused = [k for k in txn.answers if k not in txn.used]
    if unused:
        asked = ", ".join(q.id for q, _ in txn.asked) or "none"
        raise QuestionError(
            f"answer {unused[0]!r} was given but no such question came up "
            f"(questions asked: {asked})",
            unused[0],
        )


class Observer:
    """Watches an action while the engine runs it: the explorer and the widgets use one to
    learn where a question was asked or to stop a run before an object resolves. Every
    method does nothing unless overridden; one may raise to stop the run."""

    def asking(self, txn: Txn, question: Question) -> None:
        """``question`` is about to be answered, or raised as ``Unanswered``."""

    def emitting(self, txn: Txn, event: ev.Event) -> None:
        """``event`` is about to be recorded, before the abilities it triggers."""

    def resolving(self, txn: Txn) -> None:
        """The top object of the stack is about to resolve (608.1)."""

    def restored(self, txn: Txn) -> None:
        """The transaction went back to a snapshot: a question was left unanswered for a
        later action, and what followed it was undone."""


class Txn(GameChanges):
    """One action in progress: the state so far, its events and questions."""

    def __init__(
        self,
        state: GameState,
        answers: Answers,
        max_steps: int = DEFAULT_MAX_STEPS,
        observer: Observer | None = None,
    ) -> None:
        self.state = state
        self.answers = answers
        self.used: set[str] = set()
        self.events: list[ev.Event] = []
        self.asked: list[tuple[Question, Any]] = []
        self.max_steps = max_steps
        self.steps = 0
        self.created = 0
        self._mana_queue: list[tuple[GameObject, tuple[Any, ...]]] = []
        self._draining = False
        self._ids: dict[tuple[str, str], list[int]] = {}
        self.observer = observer

    def entering_as(self, obj: GameObject, controller: str) -> GameObject:
        """``obj`` as it would enter: a copy, if it may enter as one (614.1c, 707.5)."""
        return entering_as_copy(self, obj, controller)

    # ---- bookkeeping ---------------------------------------------------------------
    def fork(self, state: GameState, answers: Answers, observer: Observer | None) -> Txn:
        """This transaction so far, going on from ``state`` with ``answers``: the explorer
        resumes a run paused before an object resolved instead of running it again."""
        new = Txn(state, answers, self.max_steps, observer)
        new.used = set(self.used)
        new.events = list(self.events)
        new.asked = list(self.asked)
        new.steps, new.created = self.steps, self.created
        new._ids = {k: list(v) for k, v in self._ids.items()}
        return new

    def snapshot(self) -> Snapshot:
        return self.state, len(self.events), len(self.asked), frozenset(self.used)

    def restore(self, snap: Snapshot) -> None:
        self._mana_queue.clear()
        self.state, n_events, n_asked, used = snap
        del self.events[n_events:]
        del self.asked[n_asked:]
        self.used = set(used)
        if self.observer is not None:
            self.observer.restored(self)

    def progress_key(self) -> Hashable:
        """What besides the state decides the rest of this action: the question ids
        already numbered (``#2``) and the answers already used. An object chooses its
        targets once (a trigger as it is put on the stack, 603.3d): of the objects that
        asked a ``target`` question only how many there were matters, not their ids
        (which differ between orders of triggers that reach the same state)."""
        ids = tuple(sorted((k, len(seen) if k[0] == Ask.TARGET.value else tuple(seen))
                           for k, seen in self._ids.items()))
        return ids, frozenset(self.used)

    def emit(self, event: ev.Event) -> None:
        if self.observer is not None:
            self.observer.emitting(self, event)
        self.events.append(event)
        check_triggers(self, event)
        if self.state.exiled_until:
            return_exiled_until(self, event)  # 610.3: at once, after the event
        if self._draining:
            return
        # Triggered mana abilities resolve at once (605.4a); a queue rather than recursion
        # keeps an ability that triggers itself within the step limit, not the stack's.
        self._draining = True
        try:
            while self._mana_queue:
                trigger, effects = self._mana_queue.pop(0)
                run_effects(self, trigger, effects, [])
        finally:
            self._draining = False

    def tick(self) -> None:
        """An object is about to resolve: one step of the action's budget."""
        if self.observer is not None:
            self.observer.resolving(self)
        self.spend()

    def queue_mana_ability(self, trigger: GameObject, effects: tuple[Any, ...]) -> None:
        """A triggered mana ability resolves at once, after the event that triggered it
        is done (605.4a)."""
        self._mana_queue.append((trigger, effects))

    def spend(self) -> None:
        """One step of the budget: an object resolving or an ability triggering."""
        self.steps += 1
        if self.steps > self.max_steps:
            raise LoopLimitError(
                f"more than {self.max_steps} steps (objects resolving and abilities triggering) "
                "in one action: the game does not end by itself (104.4b); raise max_steps if "
                "this is intended"
            )

    def new_damage_event(self) -> int:
        """A number no other damage event of this action has (DamageDealt.batch)."""
        return len(self.events) + 1

    def count_new_object(self) -> None:
        """Effects may create objects without limit; a ruling never needs this many."""
        self.created += 1
        if self.created > MAX_NEW_OBJECTS:
            raise LoopLimitError(
                f"more than {MAX_NEW_OBJECTS} objects created in one action: refusing to go on"
            )

    # ---- questions -----------------------------------------------------------------
    def question_id(self, kind: Ask, source: GameObject | str) -> str:
        """``kind:SOURCE`` with ``#2``... when several objects of that name ask (fine print 15).

        An ability asks as the card it comes from, except for its targets: a triggered
        ability on the stack is an object of its own (109.1) that chooses its targets as
        it is put on the stack (603.3d), so two triggers of one card that choose targets in
        one action (Apex Altisaur's enters and enrage triggers) ask ``target:NAME`` and
        ``target:NAME#2``, and each gets an answer of its own."""
        if isinstance(source, str):
            return f"{kind.value}:{source}"
        key = (kind.value, source.name)
        origin = source.source.id if source.source is not None and kind is not Ask.TARGET \
            else source.id
        seen = self._ids.setdefault(key, [])
        if origin not in seen:
            seen.append(origin)
        n = seen.index(origin) + 1
        return f"{kind.value}:{source.name}" + (f"#{n}" if n > 1 else "")

    def ask(self, question: Question) -> Any:
        if self.observer is not None:
            self.observer.asking(self, question)
        automatic = question.id not in self.answers
        if not automatic:
            raw = self.answers[question.id]
            self.used.add(question.id)
        else:
            raw = only_answer(question, self.state)
            if raw is None:
                raise Unanswered(question)
        self.asked.append((question, raw))
        shown = json.dumps(raw, ensure_ascii=False, default=str)
        self.events.append(
            ev.Answered(
                question.rule, question.id, question.player, shown, automatic, question.say(raw)
            )
        )
        return raw

    def ask_may(self, source: GameObject, player: str, prompt: str, rule: str = "603.5") -> bool:
        q = Question(
            self.question_id(Ask.MAY, source),
            Ask.MAY,
            player,
            prompt,
            rule,
            subject=source.display_name,
        )
        raw = self.ask(q)
        if not isinstance(raw, bool):
            raise QuestionError(f"answer to {q.id!r} must be true or false, not {raw!r}", q.id)
        return raw

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
        """A list of options (targets, cards to choose, cards to put on the bottom);
        ``says`` words the answer ("{player} sacrifices {cards}", see ``Question.say``)."""
        subject = source if isinstance(source, str) else source.display_name
        q = Question(
            self.question_id(kind, source),
            kind,
            player,
            prompt,
            rule,
            tuple(options),
            count,
            subject,
            says,
            exclusive,
            repeats=not distinct,
        )
        raw = self.ask(q)
        if isinstance(raw, str):
            raw = [raw]
        if not isinstance(raw, list | tuple):
            raise QuestionError(f"answer to {q.id!r} must be {q.describe_options()}", q.id)
        lo, hi = count
        if not lo <= len(raw) <= hi:
            raise QuestionError(
                f"answer to {q.id!r} has {len(raw)} entries; {q.describe_options()}", q.id, (rule,)
            )
        picked: list[Any] = []
        taken: set[int] = set()
        for name in raw:
            by_position = kind in (Ask.ORDER, Ask.REPLACE)  # values are positions, not ids
            if isinstance(name, int) and not isinstance(name, bool) and not by_position:
                by_id = [i for i, o in enumerate(options) if o.value == name and i not in taken]
                if by_id:  # an object id, from Python (the explorer, a widget)
                    taken.add(by_id[0])
                    picked.append(options[by_id[0]].value)
                    continue
                name = str(name)  # a mode number written as a number
            matching = [
                i
                for i, o in enumerate(options)
                if isinstance(name, str) and o.named(name) and not (distinct and i in taken)
            ]
            idx = matching[0] if matching else None
            if not by_position and not self._interchangeable(options, matching):
                names = "; ".join(
                    " or ".join(repr(a) for a in options[i].aliases[-2:]) for i in matching
                )
                raise QuestionError(
                    f"{name!r} is ambiguous in the answer to {q.id!r}: it names objects that "
                    f"differ ({names}); give one an 'as' label in the set-up",
                    q.id,
                    (rule,),
                )
            if idx is None and isinstance(name, str) and any(o.named(name) for o in options):
                # every option with that name is taken: the same object chosen twice; for
                # targets, one object can't be chosen for one word "target" twice (115.3)
                again = ("115.3", rule) if kind is Ask.TARGET else (rule,)
                raise QuestionError(
                    f"{name!r} is chosen twice in the answer to {q.id!r}: the same object "
                    f"can't be chosen twice ({', '.join(again)}); answer with "
                    f"{q.describe_options()}",
                    q.id,
                    again,
                )
            if idx is None:
                if isinstance(name, str) and (why := face_down_refusal(self.state, name)):
                    raise QuestionError(f"answer to {q.id!r}: {why}", q.id, ("406.4",))
                raise QuestionError(
                    f"{name!r} is not a legal answer to {q.id!r} ({rule}); "
                    f"answer with {q.describe_options()}",
                    q.id,
                    (rule,),
                )
            taken.add(idx)
            picked.append(options[idx].value)
        return picked

    def _interchangeable(self, options: Sequence[Option], indexes: Sequence[int]) -> bool:
        """Whether the options a name matches are objects alike in all but their id, so
        picking any of them gives the same game (two untouched Islands on top)."""
        ids = [v for v in (options[i].value for i in indexes) if isinstance(v, int)]
        if len(indexes) < 2 or len(ids) < len(indexes) or not all(map(self.state.has, ids)):
            return True
        return interchangeable([self.state.obj(i) for i in ids])

    def ask_order(
        self,
        kind: Ask,
        who: str,
        prompt: str,
        rule: str,
        options: Sequence[Option],
        exclusive: bool = False,
    ) -> list[Any]:
        """A permutation of all options (trigger order, replacement order); ``exclusive``:
        only the first applies (see ``Question.exclusive``)."""
        n = len(options)
        return self.ask_pick(kind, who, who, prompt, rule, options, (n, n), exclusive=exclusive)

    def ask_colors(
        self, source: GameObject, player: str, letters: Sequence[str], count: int
    ) -> tuple[str, ...]:
        """``count`` mana, each of a type among ``letters``, the same one as often as the
        player likes ("two mana in any combination of colors", 106.1a-b, 106.7)."""
        if count == 1:
            return (self.ask_color(source, player, letters),)
        options = [Option(t, t) for t in letters]
        picked = self.ask_pick(
            Ask.COLOR,
            source,
            player,
            f"which {count} mana {source.name} adds",
            _mana_rule(letters),
            options,
            (count, count),
            distinct=False,
        )
        return tuple(str(p) for p in picked)

    def ask_color(
        self, source: GameObject, player: str, letters: Sequence[str], *, prompt: str = "",
        says: str = "",
    ) -> str:
        """The colour or type of mana, among ``letters``, that ``player`` chooses. By default
        the mana ``source`` adds (106.1a-b); a ``prompt`` and ``says`` (the answer's
        sentence, with ``{player}`` and ``{color}``) for a colour chosen for something
        else, one of the five colours (105.4)."""
        rule = _mana_rule(letters) if not prompt else "105.4"
        kind = "color" if rule == "106.1a" else "type"
        q = Question(
            self.question_id(Ask.COLOR, source),
            Ask.COLOR,
            player,
            prompt or f"which {kind} of mana {source.name} adds",
            rule,
            tuple(Option(t, t) for t in letters),
            subject=source.name,
            says=says,
        )
        raw = self.ask(q)
        if raw not in letters:
            raise QuestionError(
                f"{raw!r} is not a legal answer to {q.id!r}; answer with {q.describe_options()}",
                q.id,
                ("106.7",) if not prompt else (q.rule,),  # 106.7: the types it could add
            )
        return str(raw)

    # ---- settling: state-based actions and triggers (117.5) --------------------------
    def settle(self, strict: bool) -> None:
        """Do what happens before a player receives priority: state-based actions, then
        waiting triggers go on the stack, repeated until nothing more happens (117.5)."""
        while not self.state.settled:  # else nothing has happened since the last check
            before = self.state
            acted = state_based_actions(self)
            if self.state.game_over:  # the game ends at once (104.1); nothing more happens
                return
            if self.state.waiting:
                if not put_waiting_triggers(self, strict):
                    return
            elif not acted:
                if self.state is before:
                    before.mark_settled()
                return


def _mana_rule(letters: Sequence[str]) -> str:
    """The rule a choice among ``letters`` of mana rests on: the five colors of mana
    (106.1a), or its six types when colorless is among them (106.1b)."""
    return "106.1b" if set(letters) - set(COLORS) else "106.1a"


def pending_question(state: GameState) -> Question | None:
    """The question that keeps waiting triggers off the stack, if any (fine print 1)."""
    txn = Txn(state, {}, DEFAULT_MAX_STEPS)
    try:
        txn.settle(strict=True)
    except Unanswered as u:
        return u.question
    return None
