"""Scale-out: exploring subtrees on any ``concurrent.futures.Executor``.

The coordinator explores breadth first until enough decision points wait, then sends
each one to the executor as a ``Task``: the scenario itself, with its card definitions
(values: they pickle and compare equal to their copies, so a card made in Python travels
as well as one of the pool) and the choices that lead there. A worker replays those
choices and explores the subtrees; it sends back plain data (``Subtree``): the nodes and
their outcomes, without the states. A worker merges equal states within its task; each
node it sends carries
a fingerprint of what makes it the node it is (``Explorer.identity``), so the
coordinator merges equal states across tasks too (what remains unmerged changes the
work done, never the branches or their outcomes).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import Enum
from types import FunctionType
from typing import Any

from rulings_kit.core.questions import Question
from rulings_kit.errors import RulingsError
from rulings_kit.explore.explorer import Explorer
from rulings_kit.explore.fingerprint import key_digest
from rulings_kit.explore.tree import (
    Boundary,
    Choice,
    Edge,
    Node,
    NodeKind,
    Segment,
    Status,
)
from rulings_kit.scenarios.scenario import Scenario


@dataclass(frozen=True)
class Task:
    """One subtree to explore: picklable, so it travels to a process or a cluster."""

    scenario: Scenario
    x: Mapping[str, tuple[int, ...]]
    #: the choices leading to each decision point of the task (several share one worker)
    paths: tuple[tuple[Choice, ...], ...]
    max_states: int | None
    max_seconds: float | None
    max_steps: int
    pick_orders: bool = True


@dataclass(frozen=True)
class PlainEdge:
    choice: Choice
    child: int  # index into Subtree.nodes
    segment: Segment
    boundaries: tuple[Boundary, ...]  # the actions only (``Boundary.known`` is False)


@dataclass(frozen=True)
class PlainNode:
    #: a fingerprint of the node's identity (``key_digest``), None where none is known
    identity: str | None
    kind: NodeKind
    action: int
    ask: str
    question: Question | None
    options: tuple[Any, ...]
    picked: tuple[str, ...]
    status: Status | None
    outcome: Mapping[str, Any]
    error: str | None
    edges: tuple[PlainEdge, ...]


@dataclass(frozen=True)
class Subtree:
    """A worker's answer: the nodes under the task's decision points, each once (they
    share what they merged), and where each of those points is among them."""

    nodes: tuple[PlainNode, ...]
    roots: tuple[int, ...]
    runs: int
    merges: int
    events: int
    budget_hit: str | None
    x_used: frozenset[str]


def can_travel(scenario: Scenario) -> None:
    """Raise :class:`RulingsError` if ``scenario`` can't be sent to another process: a
    card definition written in code with a lambda or a function made inside another (a
    closure) can't be rebuilt there. Said at once, not after a while."""
    for player in scenario.players:
        for entries in player.zones.values():
            for entry in entries:
                inner = _made_inside(entry.card, set())
                if inner is not None:
                    raise RulingsError(
                        f"{scenario.title!r} can't be sent to another process: the definition "
                        f"of {entry.card.name} holds {inner}, a function made inside another, "
                        "which another process can't rebuild; make it of core's parts "
                        "(rulings_kit.core.filters, patterns, conditions) or module-level "
                        "functions, or explore it without an executor")


def _made_inside(value: object, seen: set[int]) -> str | None:
    """The name of a lambda or nested function within ``value`` (its parts), if any."""
    if value is None or isinstance(value, str | int | float | Enum | type) or id(value) in seen:
        return None
    seen.add(id(value))
    if isinstance(value, FunctionType):
        return value.__qualname__ if "<" in value.__qualname__ else None
    parts: Iterable[object]
    if dataclasses.is_dataclass(value):
        parts = (getattr(value, f.name) for f in dataclasses.fields(value))
    elif isinstance(value, tuple | list | frozenset | set):
        parts = value
    elif isinstance(value, dict):
        parts = (*value.keys(), *value.values())
    else:
        return None
    return next((found for p in parts if (found := _made_inside(p, seen)) is not None), None)


def explore_task(task: Task) -> Subtree:
    """Run in a worker: rebuild the scenario, replay the paths, explore what follows
    (equal states under two of the paths are explored once)."""
    explorer = Explorer(
        task.scenario,
        x=task.x,
        max_states=task.max_states,
        max_seconds=task.max_seconds,
        max_steps=task.max_steps,
        pick_orders=task.pick_orders,
    )
    start = len(explorer.nodes)
    roots = [explorer.follow(path) for path in task.paths]
    explorer.queue.clear()
    explorer.queue.extend(
        dict.fromkeys(n for n in roots if not n.edges and n.kind is not NodeKind.LEAF)
    )
    # the budget counts what this task adds, not the replay of the paths
    if explorer.max_states is not None:
        explorer.max_states += len(explorer.nodes) - start
    explorer.explore()
    return export(roots, explorer)


def export(roots: list[Node], explorer: Explorer) -> Subtree:
    """The nodes under ``roots`` as plain data, numbered breadth first."""
    index: dict[int, int] = {}
    order: list[Node] = []
    for root in roots:
        if root.id not in index:
            index[root.id] = len(order)
            order.append(root)
    k = 0
    while k < len(order):
        for e in order[k].edges:
            if e.child.id not in index:
                index[e.child.id] = len(order)
                order.append(e.child)
        k += 1
    plain = []
    for n in order:
        edges = tuple(
            PlainEdge(
                e.choice,
                index[e.child.id],
                e.segment,
                tuple(Boundary(b.action) for b in e.boundaries),  # no states travel
            )
            for e in n.edges
        )
        identity = explorer.identity.get(n.id)
        plain.append(
            PlainNode(
                None if identity is None else key_digest(identity),
                n.kind,
                n.action,
                n.ask,
                n.question,
                n.options,
                n.picked,
                n.status,
                dict(n.outcome),
                n.error,
                edges,
            )
        )
    return Subtree(
        tuple(plain),
        tuple(index[r.id] for r in roots),
        explorer.stats.runs,
        explorer.stats.merges,
        explorer.stats.events,
        explorer.budget_hit,
        frozenset(explorer.x_used),
    )


class Grafter:
    """Hangs workers' subtrees under the coordinator's nodes, merging equal states: a
    node whose identity is already known becomes an edge to the node known."""

    def __init__(self, explorer: Explorer) -> None:
        self.explorer = explorer
        self.known: dict[str, Node] = {}
        for node_id, identity in explorer.identity.items():
            self.known.setdefault(key_digest(identity), explorer.nodes[node_id])

    def graft(self, points: list[Node], sub: Subtree) -> None:
        """Graft ``sub``, whose roots are the coordinator's ``points``."""
        explorer = self.explorer
        local: dict[int, Node] = {}
        for at, point in zip(sub.roots, points, strict=True):
            local.setdefault(at, point)
        #: nodes whose edges come from this subtree (new ones, and the task's points)
        fill = list(dict.fromkeys(sub.roots))
        k = 0
        while k < len(fill):
            for e in sub.nodes[fill[k]].edges:
                if e.child in local:
                    continue
                p = sub.nodes[e.child]
                same = self.known.get(p.identity) if p.identity is not None else None
                if same is not None and same.status is not Status.UNEXPLORED:
                    local[e.child] = same  # explored elsewhere, or waiting for its task
                    explorer.stats.merges += 1
                    continue
                local[e.child] = same or self._new(p)
                fill.append(e.child)
            k += 1
        for at in fill:
            p, n = sub.nodes[at], local[at]
            n.status, n.outcome, n.error = p.status, dict(p.outcome), p.error
            n.edges = [Edge(e.choice, local[e.child], e.segment, e.boundaries) for e in p.edges]
        for at, point in zip(sub.roots, points, strict=True):
            if local[at] is not point:  # two points the worker found equal: both get it
                first = local[at]
                point.status, point.outcome, point.error = first.status, first.outcome, first.error
                point.edges = list(first.edges)
        explorer.stats.runs += sub.runs
        explorer.stats.merges += sub.merges
        explorer.stats.events += sub.events
        explorer.stats.states = len(explorer.nodes)
        explorer.x_used |= sub.x_used
        if sub.budget_hit is not None and explorer.budget_hit is None:
            explorer.budget_hit = sub.budget_hit

    def _new(self, p: PlainNode) -> Node:
        explorer = self.explorer
        n = Node(
            len(explorer.nodes), p.kind, p.action, p.ask, p.question, p.options, p.picked
        )
        explorer.nodes.append(n)
        if p.identity is not None:
            self.known[p.identity] = n
        return n
