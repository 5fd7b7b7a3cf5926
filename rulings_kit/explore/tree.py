"""The exploration tree: decision points, the choices on their edges, outcomes at the leaves.

These are plain values a renderer can walk (``render.decision_tree``): every node has a
stable ``id`` (creation order), a ``title`` and, for a leaf, the outcome columns; every
edge has a ``Choice`` with a ``label``. Branches that reach the same state share a node,
so the "tree" is a directed acyclic graph; ``Exploration.nodes()`` lists each node once.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from rulings_kit.core.questions import Question
from rulings_kit.core.state import GameState

#: question ids of the explorer's own X sweeps start with this (engine ids never do)
X_PREFIX = "x:"

#: how lists are written in a table cell (card names contain commas)
SEP = "; "


class NodeKind(StrEnum):
    QUESTION = "question"  # an engine question nobody answered: one edge per legal answer
    PICK = "pick"  # an order question answered one pick at a time: which resolves next
    SWEEP = "sweep"  # X, over the values the caller gave
    LEAF = "leaf"  # the end of the scenario, or an action the rules rejected


class Status(StrEnum):
    DONE = "done"  # every action ran
    ERROR = "error"  # an action was rejected (the answers led somewhere the rules forbid)
    UNEXPLORED = "unexplored"  # the budget ran out before this point was expanded


@dataclass(frozen=True)
class Choice:
    """One answer taken on an edge, keyed like a scenario file's ``answers``."""

    action: int  # 1-based number of the action whose answers this belongs to
    question: str  # question id: "order:Alice", "may:Ivy, Gleeful Spellthief", "x:Fireball"
    answer: Any  # the answer as plain data; for a pick, the label picked
    #: for a pick: its place in the order (0 resolves first); None for a whole answer
    position: int | None = None
    #: for the pick that settles the order: the labels that follow it, in order
    rest: tuple[str, ...] = ()

    @property
    def column(self) -> str:
        """The column of this question in ``Exploration.outcomes(keys=True)``."""
        return f"{self.action}:{self.question}"

    @property
    def label(self) -> str:
        """Short text for an edge of a diagram."""
        if self.position is not None:
            head = f"#{self.position + 1}: {self.answer}"
            return head + "".join(f", then {r}" for r in self.rest)
        return f"{self.question} = {format_answer(self.answer)}"


@dataclass(frozen=True)
class Segment:
    """What happened along an edge: objects that resolved, were countered, died."""

    resolved: tuple[str, ...] = ()
    countered: tuple[str, ...] = ()
    died: tuple[str, ...] = ()

    def __add__(self, other: Segment) -> Segment:
        return Segment(
            self.resolved + other.resolved,
            self.countered + other.countered,
            self.died + other.died,
        )


@dataclass(frozen=True)
class Boundary:
    """The state after an action completed on the way along an edge.

    A worker process sends no state (game states hold card definitions that don't
    travel, and a fingerprint of every boundary would cost the worker more than the rare
    comparison that needs one): such a boundary is not ``known``, and a branch through
    it is run again where its states are wanted (``Exploration.diff``).
    """

    action: int  # 1-based number of the action that completed
    state: GameState | None = field(default=None, compare=False)

    @property
    def known(self) -> bool:
        """Whether this boundary can be compared with another without running again."""
        return self.state is not None

    def same_state(self, other: Boundary) -> bool:
        return self.state is not None and self.state == other.state


@dataclass(eq=False)
class Edge:
    choice: Choice
    child: Node
    #: what happened between the parent's decision point and the child's
    segment: Segment = Segment()
    #: the actions completed on the way, with the state after each
    boundaries: tuple[Boundary, ...] = ()


@dataclass(eq=False)
class Node:
    id: int
    kind: NodeKind
    #: 1-based number of the action in progress here (one past the last at the end)
    action: int
    #: the id of the question asked here ("x:Card" for a sweep); "" for a leaf
    ask: str = ""
    #: the engine's question (QUESTION and PICK nodes)
    question: Question | None = None
    #: SWEEP: the values of X; PICK: the labels still to place; QUESTION: option labels
    options: tuple[Any, ...] = ()
    #: PICK: the labels picked so far on the way here (the first resolves first)
    picked: tuple[str, ...] = ()
    #: the game state at this point; None for parts explored in another process
    state: GameState | None = None
    edges: list[Edge] = field(default_factory=list)
    #: leaves (and points the budget did not reach): how the branch ended
    status: Status | None = None
    #: leaves: outcome columns of the final state (life totals, zone contents...)
    outcome: Mapping[str, Any] = field(default_factory=dict)
    error: str | None = None

    @property
    def is_leaf(self) -> bool:
        return not self.edges

    @property
    def column(self) -> str:
        return f"{self.action}:{self.ask}" if self.ask else ""

    @property
    def title(self) -> str:
        """Short text for the node of a diagram."""
        if self.kind is NodeKind.LEAF or (self.is_leaf and self.status is not None):
            if self.status is Status.ERROR:
                return f"rejected: {self.error}"
            if self.status is Status.UNEXPLORED:
                return f"not explored: {self.ask or 'end'} (budget reached)"
            return "end"
        if self.kind is NodeKind.PICK:
            done = f" after {SEP.join(self.picked)}" if self.picked else ""
            return f"action {self.action}: {self.ask}: which resolves next{done}?"
        if self.kind is NodeKind.SWEEP:
            return f"action {self.action}: {self.ask}"
        prompt = f" ({self.question.prompt})" if self.question is not None else ""
        return f"action {self.action}: {self.ask}{prompt}"


def format_answer(answer: Any) -> Any:
    """An answer as it shows in a table cell: scalars as they are, lists joined."""
    if isinstance(answer, list | tuple):
        return SEP.join(str(a) for a in answer)
    if isinstance(answer, dict):
        return json.dumps(answer, ensure_ascii=False, sort_keys=True)
    return answer
