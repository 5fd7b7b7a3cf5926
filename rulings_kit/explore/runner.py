"""Driving the engine for the explorer: one action at a time, stopping where it must.

The explorer re-runs an action from its start with more answers each time a question
comes up, exactly as a scenario file with those answers would (same question ids, same
"one answer per id per action"). To merge branches *inside* an action it also needs to
stop a run just before a given trigger resolves; ``ExploreWatcher``, an observer of the
engine's transaction, does that when the engine announces an object about to resolve.
The next picks then go on from that stopped run (``Suspended``) rather than from the
start of the action.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import dataclass
from typing import Any

from rulings_kit.core import events as ev
from rulings_kit.core.answers import only_answer
from rulings_kit.core.engine import Observer, Txn
from rulings_kit.core.questions import Answers, Ask, Question
from rulings_kit.core.state import GameObject, GameState, Zone
from rulings_kit.core.values import evolve
from rulings_kit.explore.tree import Segment


class Paused(Exception):
    """Raised from inside the engine to stop a run just before a watched trigger resolves.

    Deliberately not a ``RulingsError``: engine code that catches rules errors (a free
    cast that fails, a tax that can't be paid) must let it through.
    """


@dataclass(frozen=True)
class Pick:
    """An ``order:`` question answered one pick at a time: which trigger resolves next.

    The engine needs a whole order, so a run uses the picks so far followed by the
    remaining triggers in the engine's own option order. After the picked ones have
    resolved, the stack holds the rest in that fixed order whatever order the picks
    came in, so two pick sequences that did the same things reach *equal* states and
    merge: N commuting triggers cost about 2^N states instead of N! runs.
    """

    question: str
    player: str
    labels: tuple[str, ...]  # the question's option labels, in option order
    picked: tuple[str, ...] = ()

    @property
    def complete(self) -> bool:
        """The order is settled: at most one trigger is left, so nothing is left to pick."""
        return len(self.picked) >= len(self.labels) - 1

    def rest(self) -> tuple[str, ...]:
        """The labels not picked yet, in option order (a multiset difference)."""
        left = list(self.labels)
        for p in self.picked:
            left.remove(p)
        return tuple(left)

    def answer(self) -> list[str]:
        return [*self.picked, *self.rest()]

    def choices(self) -> tuple[str, ...]:
        """Distinct labels still to pick: identical triggers are one choice."""
        return tuple(dict.fromkeys(self.rest()))

    def then(self, label: str) -> Pick:
        return Pick(self.question, self.player, self.labels, (*self.picked, label))


@dataclass(frozen=True)
class Watch:
    """Pause when ``resolved`` triggers of the watched batch have resolved and another
    of the batch is about to."""

    question: str
    player: str
    size: int
    resolved: int


class ExploreWatcher(Observer):
    """What the explorer watches in a run: where the last unanswered question was asked,
    and a pause before a watched trigger resolves."""

    def __init__(self, watch: Watch | None = None) -> None:
        self.watch = watch
        self.batch: set[int] = set()
        self.collecting = False
        self.collected = False
        self.batch_resolved = 0
        self.ask_state: GameState | None = None
        self.ask_events = 0
        self.emitted = 0  # every event of the run, the undone ones too: the work done

    def asking(self, txn: Txn, question: Question) -> None:
        if question.id not in txn.answers and only_answer(question, txn.state) is None:
            # the engine is about to raise Unanswered: remember where, for the tree node
            self.ask_state = txn.state
            self.ask_events = len(txn.events)
        if self.watch is not None and question.kind is Ask.ORDER:
            if self.collecting:  # another order question: the watched batch is complete
                self.collecting, self.collected = False, True
            elif question.id == self.watch.question and not self.collected:
                self.collecting = True

    def emitting(self, txn: Txn, event: ev.Event) -> None:
        self.emitted += 1
        w = self.watch
        if (
            w is not None
            and self.collecting
            and isinstance(event, ev.PutOnStack)
            and event.obj.controller == w.player
        ):
            self.batch.add(event.obj.id)
            if len(self.batch) >= w.size:
                self.collecting, self.collected = False, True

    def resume(self, batch: frozenset[int], resolved: int) -> None:
        """Go on watching a batch that a paused run had collected."""
        self.batch = set(batch)
        self.collecting, self.collected = False, True
        self.batch_resolved = resolved

    def restored(self, txn: Txn) -> None:
        # Ids only grow, so a batch with ids at or past the restored next id was undone
        # (a placement rolled back for an unanswered question): watch for it again.
        if self.batch and min(self.batch) >= txn.state.next_id:
            self.batch.clear()
            self.collecting = self.collected = False

    def resolving(self, txn: Txn) -> None:
        w = self.watch
        if w is not None and self.batch:
            self.collecting, self.collected = False, True
            top = txn.state.stack[-1] if txn.state.stack else None
            if top in self.batch:
                if self.batch_resolved == w.resolved:
                    raise Paused
                self.batch_resolved += 1


@dataclass(frozen=True)
class Suspended:
    """A run stopped just before a trigger of a picked order resolved, kept so that each
    next pick goes on from there instead of running the action again from its start."""

    txn: Txn
    batch: frozenset[int]  # the ids of the order's triggers
    pick: Pick  # the picks the run was made with

    def resume(self, after: Pick, answers: Answers, watcher: ExploreWatcher) -> Txn | None:
        """The run as if ``after`` (one more pick) had been given from the start: the same
        triggers left on the stack, in its order and with the ids that order gives them
        (the last one put on the stack has the highest id, 603.3b). None where that is not
        simply another order of the same objects (anything else between them, or targets
        and modes that another order could have chosen differently)."""
        state = self.txn.state
        left = [i for i in state.stack if i in self.batch]  # bottom first
        rest = self.pick.rest()  # top first
        if not left or len(left) != len(rest) or state.stack[-len(left) :] != tuple(left):
            return None
        top_first = [state.obj(i) for i in reversed(left)]
        if [o.display_name for o in top_first] != list(rest):
            return None
        if not _choices_keep(top_first, state):
            return None
        slots = sorted(left, reverse=True)  # the ids, top first
        if [o.id for o in top_first] != slots:
            return None
        for label, slot in zip((after.picked[-1], *after.rest()), slots, strict=True):
            # identical triggers keep their option order, as a fresh run gives them
            obj = next(o for o in top_first if o.display_name == label)
            top_first.remove(obj)
            state = state.with_object(evolve(obj, id=slot))
        watcher.resume(self.batch, len(self.pick.picked))
        return self.txn.fork(state, answers, watcher)


def _choices_keep(triggers: list[GameObject], state: GameState) -> bool:
    """Whether the targets and modes the triggers took as they were put on the stack
    (603.3c, 603.3d) are those any other order of putting them there gives: each is
    asked under its trigger's own name, so the same answer meets the same trigger
    unless two triggers share a name (their questions are numbered in the order asked);
    and no target is on the stack (or gone from the game), where the triggers put on it
    before would have been candidates too."""
    chosen = [o for o in triggers if o.targets or o.modes]
    if not chosen:
        return True
    names = [o.display_name for o in triggers]
    if len(set(names)) != len(names):
        return False
    objects = [t for o in chosen for t in o.targets if isinstance(t, int)]
    return all(state.has(t) and state.obj(t).zone is not Zone.STACK for t in objects)


def segment_of(events: list[ev.Event] | tuple[ev.Event, ...]) -> Segment:
    """The names a reader follows along a branch: resolved, countered, died."""
    resolved: list[str] = []
    countered: list[str] = []
    died: list[str] = []
    for e in events:
        if isinstance(e, ev.Resolved):
            resolved.append(e.obj.display_name)
        elif isinstance(e, ev.LEFT_UNRESOLVED):
            countered.append(e.obj.display_name)
        elif (
            isinstance(e, ev.ZoneChanged)
            and e.from_zone is Zone.BATTLEFIELD
            and e.to_zone is Zone.GRAVEYARD
            and "Creature" in e.old.card.types
        ):
            died.append(e.old.display_name)
    return Segment(tuple(resolved), tuple(countered), tuple(died))


def freeze(value: Any) -> Hashable:
    """Answers as a hashable value (lists and tables of a scenario file become tuples)."""
    if isinstance(value, Mapping):
        return tuple(sorted((str(k), freeze(v)) for k, v in value.items()))
    if isinstance(value, list | tuple):
        return tuple(freeze(v) for v in value)
    hashable: Hashable = value
    return hashable
