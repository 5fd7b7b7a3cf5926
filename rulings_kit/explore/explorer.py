"""The search: run a scenario down every branch of the questions it leaves open.

A branch is re-run from the start of the action in progress with one more answer each
time the engine asks something nobody answered, so every branch's answers are exactly
what a scenario file would give; between two picks of a trigger order a branch goes on
from the run its parent stopped (``runner.Suspended``), which reaches the same state.
Branches merge where their states are equal:

* after an action, on the state alone (answers belong to one action);
* inside an action, between the picks of a trigger order (see ``runner.Pick``), on
  the state plus what decides the rest of the action (its answers so far);
* at the end, on the final state.
"""

from __future__ import annotations

import contextlib
import time
from collections import deque
from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any

from rulings_kit.core.actions import Activate, Cast, Resolve
from rulings_kit.core.answers import legal_answers
from rulings_kit.core.engine import DEFAULT_MAX_STEPS, Txn, finish, perform
from rulings_kit.core.questions import Ask, Question, Unanswered
from rulings_kit.core.refs import find
from rulings_kit.core.state import GameState
from rulings_kit.errors import RulingsError
from rulings_kit.explore.outcome import final_columns
from rulings_kit.explore.progress import Progress, ProgressCallback
from rulings_kit.explore.runner import (
    ExploreWatcher,
    Paused,
    Pick,
    Suspended,
    Watch,
    freeze,
    segment_of,
)
from rulings_kit.explore.tree import (
    X_PREFIX,
    Boundary,
    Choice,
    Edge,
    Node,
    NodeKind,
    Segment,
    Status,
)
from rulings_kit.scenarios.parse import ActionSpec
from rulings_kit.scenarios.scenario import Scenario


@dataclass(frozen=True)
class Recipe:
    """How to reach a point again: which action, from which state, with which answers."""

    action: int  # 0-based index of the action in progress
    start: GameState  # the state before that action
    answers: Mapping[str, Any]  # its answers so far: the file's, the explorer's, "x:" sweeps
    pick: Pick | None = None


class StopKind(Enum):
    ASK = "ask"  # an unanswered question
    SWEEP = "sweep"  # a cast whose X the caller sweeps
    PAUSE = "pause"  # between two picks of a trigger order
    UNPAUSED = "unpaused"  # picks left, but the run never reached the next pick
    END = "end"
    ERROR = "error"
    LINKED = "linked"  # reached a state explored before


@dataclass
class Stop:
    kind: StopKind
    recipe: Recipe
    state: GameState
    point: int = 0  # events of the action in progress before this point
    question: Question | None = None
    sweep: tuple[str, tuple[int, ...]] | None = None
    key: Hashable | None = None
    error: str | None = None
    node: Node | None = None
    segment: Segment = field(default_factory=Segment)
    #: boundaries crossed, each with the segment accumulated when it was crossed
    marks: list[tuple[Boundary, Segment]] = field(default_factory=list)
    #: boundaries after the last mark, taken from the memo of a linked state
    linked_boundaries: tuple[Boundary, ...] = ()
    #: a paused run the next picks can go on from
    suspended: Suspended | None = None

    @property
    def boundaries(self) -> tuple[Boundary, ...]:
        return tuple(b for b, _ in self.marks) + self.linked_boundaries


@dataclass(frozen=True)
class MemoHit:
    node: Node
    segment: Segment  # from the boundary to the node's point
    boundaries: tuple[Boundary, ...]  # crossed after the boundary


@dataclass
class Stats:
    states: int = 0  # distinct decision points and outcomes
    runs: int = 0  # engine runs of one action (each re-run counts)
    merges: int = 0  # times a branch reached a state already explored
    events: int = 0  # events the engine emitted in all runs (work, with the re-runs)
    seconds: float = 0.0


def _suffix(total: Segment, prefix: Segment) -> Segment:
    return Segment(
        total.resolved[len(prefix.resolved) :],
        total.countered[len(prefix.countered) :],
        total.died[len(prefix.died) :],
    )


class Explorer:
    """Builds the exploration DAG breadth first, within a budget."""

    def __init__(
        self,
        scenario: Scenario,
        *,
        x: Mapping[str, Sequence[int]] | None = None,
        max_states: int | None = None,
        max_seconds: float | None = None,
        max_steps: int = DEFAULT_MAX_STEPS,
        progress: ProgressCallback | None = None,
        pick_orders: bool = True,
    ) -> None:
        self.scenario = scenario
        self.pick_orders = pick_orders
        self.actions: tuple[ActionSpec, ...] = scenario.with_answers_where_asked().actions
        self.x = {k: tuple(v) for k, v in (x or {}).items()}
        self.x_used: set[str] = set()
        self.max_states = max_states
        self.max_steps = max_steps
        self.progress = progress
        self.started = time.monotonic()
        self.deadline = self.started + max_seconds if max_seconds is not None else None
        self.nodes: list[Node] = []
        self.queue: deque[Node] = deque()
        self.stats = Stats()
        self.budget_hit: str | None = None
        self.lead = Segment()
        self.lead_boundaries: tuple[Boundary, ...] = ()
        self._keyed: dict[Hashable, Node] = {}
        self._memo: dict[Hashable, MemoHit] = {}
        self._work: dict[int, tuple[Recipe, int]] = {}
        self._suspended: dict[int, Suspended] = {}
        #: the first edge into each node: a path to it, for a worker to replay
        self._via: dict[int, tuple[Node, Choice]] = {}
        #: what makes a node the one it is, where that is known: its merge key, or the
        #: state after the last action completed on the way to it (from there on the
        #: run is fixed); equal identities in two processes are one node
        self.identity: dict[int, Hashable] = {}
        self.root = self._start()

    # ---- running ---------------------------------------------------------------------
    def _start(self) -> Node:
        first = dict(self.actions[0].answers) if self.actions else {}
        stop = self._run(Recipe(0, self.scenario.start(), first), 0)
        self.lead = stop.segment
        self.lead_boundaries = stop.boundaries
        node, _ = self._settle(stop)
        return node

    def _sweep(self, spec: ActionSpec, state: GameState) -> tuple[str, tuple[int, ...]] | None:
        """The X sweep that applies to this action, if the caller gave one for its card."""
        action = spec.action
        if not self.x or not isinstance(action, Cast | Activate):
            return None
        names = {str(action.card)}
        # an ambiguous reference is left to the action, which will say so when it runs
        with contextlib.suppress(RulingsError):
            names.add(find(state, action.card).name)
        for name in sorted(names):
            if name in self.x:
                return name, self.x[name]
        return None

    def _run(self, recipe: Recipe, skip: int, suspended: Suspended | None = None) -> Stop:
        """Run from ``recipe`` until a decision, a merge or the end; ``skip`` events of
        the action in progress were already accounted for by the parent node, whose run,
        if ``suspended``, this one goes on from instead of starting the action again."""
        i, state, answers, pick = recipe.action, recipe.start, recipe.answers, recipe.pick
        seg = Segment()
        marks: list[tuple[Boundary, Segment]] = []
        n = len(self.actions)
        while True:
            here = Recipe(i, state, answers, pick)
            if i >= n:
                return Stop(StopKind.END, here, state, key=("end", state), segment=seg, marks=marks)
            spec = self.actions[i]
            action: Any = spec.action
            sweep = self._sweep(spec, state)
            if sweep is not None:
                xid = X_PREFIX + sweep[0]
                self.x_used.add(sweep[0])
                if xid not in answers:
                    return Stop(StopKind.SWEEP, here, state, sweep=sweep, segment=seg, marks=marks)
                action = replace(action, x=answers[xid])
            given = {k: v for k, v in answers.items() if not k.startswith(X_PREFIX)}
            watch = None
            if pick is not None:
                given[pick.question] = pick.answer()
                if not pick.complete:
                    watch = Watch(pick.question, pick.player, len(pick.labels), len(pick.picked))
            watcher = ExploreWatcher(watch)
            resumed = None
            if suspended is not None and pick is not None:
                resumed = suspended.resume(pick, given, watcher)
            suspended = None
            txn = resumed or Txn(state, given, self.max_steps, watcher)
            self.stats.runs += 1
            try:
                if resumed is not None:
                    action.resume(txn)
                    finish(txn, strict_end=i == n - 1)
                else:
                    perform(txn, action, strict_end=i == n - 1)
            except Unanswered as u:
                seg = seg + segment_of(txn.events[skip : watcher.ask_events])
                at = watcher.ask_state if watcher.ask_state is not None else state
                return Stop(
                    StopKind.ASK,
                    here,
                    at,
                    point=watcher.ask_events,
                    question=u.question,
                    segment=seg,
                    marks=marks,
                )
            except Paused:
                assert pick is not None
                seg = seg + segment_of(txn.events[skip:])
                key = (
                    "pause",
                    i,
                    pick.question,
                    len(pick.picked),
                    txn.state,
                    freeze(answers),
                    txn.progress_key(),
                )
                resumable = isinstance(action, Resolve) and action.count is None
                return Stop(
                    StopKind.PAUSE,
                    here,
                    txn.state,
                    point=len(txn.events),
                    key=key,
                    segment=seg,
                    marks=marks,
                    suspended=Suspended(txn, frozenset(watcher.batch), pick)
                    if resumable
                    else None,
                )
            except RulingsError as e:
                # the rules reject the action with these answers: the branch ends here,
                # with the game as it was before the action (as in a scenario file)
                msg = f"action {i + 1}: {e}"
                return Stop(
                    StopKind.ERROR,
                    here,
                    state,
                    key=("error", i, state, msg),
                    error=msg,
                    segment=seg,
                    marks=marks,
                )
            finally:
                self.stats.events += watcher.emitted
            if watch is not None:
                # The action ended before the next pick was needed (the order was asked
                # as the last action ended, or a trigger left the stack some other way):
                # the rest of the order is picked explicitly, without merging. The
                # siblings agree only up to the parent's point, so this node sits there.
                return Stop(StopKind.UNPAUSED, here, state, point=skip, segment=seg, marks=marks)
            seg = seg + segment_of(txn.events[skip:])
            skip = 0
            state = txn.state
            i += 1
            answers = dict(self.actions[i].answers) if i < n else {}
            pick = None
            marks.append((Boundary(i, state), seg))
            hit = self._memo.get(("at", i, state))
            if hit is not None:
                return Stop(
                    StopKind.LINKED,
                    Recipe(i, state, answers),
                    state,
                    node=hit.node,
                    segment=seg + hit.segment,
                    marks=marks,
                    linked_boundaries=hit.boundaries,
                )

    # ---- nodes -------------------------------------------------------------------------
    def _settle(self, stop: Stop) -> tuple[Node, bool]:
        """The node a run stopped at: an existing one if the state was seen, else new."""
        new = False
        if stop.kind is StopKind.LINKED:
            assert stop.node is not None
            node = stop.node
            self.stats.merges += 1
        elif stop.key is not None and stop.key in self._keyed:
            node = self._keyed[stop.key]
            self.stats.merges += 1
        else:
            node = self._new_node(stop)
            new = True
            if stop.key is not None:
                self._keyed[stop.key] = node
                self.identity[node.id] = stop.key
            elif stop.marks:
                last = stop.marks[-1][0]
                self.identity[node.id] = ("at", last.action, last.state)
        bounds = stop.boundaries
        for k, (b, acc) in enumerate(stop.marks):
            self._memo[("at", b.action, b.state)] = MemoHit(
                node, _suffix(stop.segment, acc), bounds[k + 1 :]
            )
        return node, new

    def _new_node(self, stop: Stop) -> Node:
        r = stop.recipe
        action = r.action + 1
        nid = len(self.nodes)
        if stop.kind is StopKind.ASK:
            q = stop.question
            assert q is not None
            pick_free = r.pick is None or r.pick.complete
            if q.kind is Ask.ORDER and pick_free and self.pick_orders:
                labels = tuple(o.label for o in q.options)
                node = Node(nid, NodeKind.PICK, action, q.id, q, tuple(dict.fromkeys(labels)))
            else:
                node = Node(
                    nid, NodeKind.QUESTION, action, q.id, q, tuple(o.label for o in q.options)
                )
        elif stop.kind is StopKind.SWEEP:
            assert stop.sweep is not None
            card, values = stop.sweep
            node = Node(nid, NodeKind.SWEEP, action, X_PREFIX + card, options=values)
        elif stop.kind in (StopKind.PAUSE, StopKind.UNPAUSED):
            p = r.pick
            assert p is not None
            node = Node(
                nid, NodeKind.PICK, action, p.question, options=p.choices(), picked=p.picked
            )
        else:
            done = stop.kind is StopKind.END
            node = Node(
                nid,
                NodeKind.LEAF,
                action,
                status=Status.DONE if done else Status.ERROR,
                outcome=final_columns(stop.state),
                error=stop.error,
            )
        node.state = stop.state
        self.nodes.append(node)
        self.stats.states = len(self.nodes)
        if node.kind is not NodeKind.LEAF:
            self._work[nid] = (r, stop.point)
            if stop.suspended is not None:
                self._suspended[nid] = stop.suspended
            self.queue.append(node)
        return node

    def _children(self, node: Node) -> Iterable[tuple[Choice, Recipe, int]]:
        """Each choice at ``node`` with the recipe that takes it and the events to skip."""
        recipe, point = self._work[node.id]
        number = recipe.action + 1
        if node.kind is NodeKind.SWEEP:
            for v in node.options:
                answers = {**recipe.answers, node.ask: v}
                yield Choice(number, node.ask, v), replace(recipe, answers=answers), 0
            return
        if node.kind is NodeKind.QUESTION:
            q = node.question
            assert q is not None and node.state is not None
            if q.kind is Ask.CAST:  # a sweep reaches the cards a free cast may cast
                self.x_used |= {str(o.label) for o in q.options} & set(self.x)
            for a in legal_answers(q, node.state, self.x):
                answers = {**recipe.answers, q.id: a}
                yield Choice(number, q.id, a), replace(recipe, answers=answers), point
            return
        pick = recipe.pick
        answers = dict(recipe.answers)
        if pick is None or pick.question != node.ask or pick.complete:
            # the first pick of this question: a settled order from before becomes a
            # plain answer, so only one order is picked at a time
            if pick is not None:
                answers[pick.question] = pick.answer()
            q = node.question
            assert q is not None
            pick = Pick(q.id, q.player, tuple(o.label for o in q.options))
        for label in pick.choices():
            after = pick.then(label)
            rest = after.rest() if after.complete else ()
            choice = Choice(number, pick.question, label, position=len(pick.picked), rest=rest)
            yield choice, Recipe(recipe.action, recipe.start, answers, after), point

    def expand(self, node: Node, only: Choice | None = None) -> Node | None:
        """Add ``node``'s edges (just the one for ``only``, if given); returns that child."""
        found = None
        for choice, recipe, skip in self._children(node):
            if only is not None and choice != only:
                continue
            stop = self._run(recipe, skip, self._suspended.get(node.id))
            child, new = self._settle(stop)
            node.edges.append(Edge(choice, child, stop.segment, stop.boundaries))
            if new:
                self._via[child.id] = (node, choice)
            found = child
        return found

    # ---- the loop ----------------------------------------------------------------------
    def over_budget(self) -> str | None:
        if self.max_states is not None and len(self.nodes) >= self.max_states:
            return f"max_states={self.max_states}"
        if self.deadline is not None and time.monotonic() >= self.deadline:
            return f"max_seconds={self.deadline - self.started:g}"
        return None

    def explore(self, *, until_pending: int | None = None, not_before: float = 0.0) -> None:
        """Expand breadth first until nothing is left, the budget is spent, or (for a
        coordinator) ``until_pending`` points wait to be handed out and the clock
        (``time.monotonic``) has reached ``not_before``."""
        while self.queue:
            if (
                until_pending is not None
                and len(self.queue) >= until_pending
                and time.monotonic() >= not_before
            ):
                return
            why = self.over_budget()
            if why is not None:
                self.cut(why)
                return
            self.expand(self.queue.popleft())
            self.report()

    def cut(self, why: str) -> None:
        """The budget ran out: what was not expanded stays as unexplored leaves."""
        self.budget_hit = why
        while self.queue:
            node = self.queue.popleft()
            node.status = Status.UNEXPLORED
            if node.state is not None:
                node.outcome = final_columns(node.state)

    def report(self, finished: bool = False) -> None:
        if self.progress is not None:
            elapsed = time.monotonic() - self.started
            self.progress(Progress(len(self.nodes), len(self.queue), elapsed, finished))

    def path_to(self, node: Node) -> tuple[Choice, ...]:
        """The choices of the first branch that reached ``node``."""
        path: list[Choice] = []
        while node.id in self._via:
            parent, choice = self._via[node.id]
            path.append(choice)
            node = parent
        return tuple(reversed(path))

    def follow(self, path: Sequence[Choice]) -> Node:
        """Replay ``path`` from the root, expanding only the choices on it; the node it
        leads to is then the only one waiting to be expanded."""
        node = self.root
        for choice in path:
            # a path shares its start with one followed before: the same edges
            taken = [e.child for e in node.edges if e.choice == choice]
            child = taken[0] if taken else self.expand(node, only=choice)
            if child is None:
                raise RulingsError(
                    f"the choice {choice.label!r} is not available at node {node.id}"
                )
            node = child
        self.queue.clear()
        if not node.edges and node.kind is not NodeKind.LEAF:
            self.queue.append(node)
        return node
