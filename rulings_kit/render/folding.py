"""A decision tree as a reader needs it: each outcome drawn once, and the questions whose
answers don't change the outcome folded away.

* A decision point below which every branch ends in one outcome is not drawn: the arrow
  into it goes straight to that outcome, and says which question was folded ("then:
  Alice may copy Fireball, either way").
* Answers of one question that lead to the same thing (the same outcome, or decision
  points that go on alike) are one arrow: "X = 1 to 3".

Nothing here decides what an outcome is: that is the exploration's own definition
(``Exploration.outcome_numbers``), shared with its tables and summary.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Hashable, Mapping
from dataclasses import dataclass

from rulings_kit.explore import Exploration, Node, Status
from rulings_kit.explore.tree import Choice, Segment

__all__ = ["Branch", "Folding"]


@dataclass(frozen=True)
class Branch:
    """One arrow of the folded tree: the answers it stands for and where they lead."""

    choices: tuple[Choice, ...]
    segments: tuple[Segment, ...]
    #: the first node the answers reach (the others go on alike)
    child: Node
    #: the outcome every branch through here ends in, if there is just one
    outcome: int | None
    #: the decision points folded into this arrow (their answers don't matter)
    folded: tuple[Node, ...] = ()


class Folding:
    """The folded shape of ``exploration``'s tree, given each leaf's outcome number."""

    def __init__(self, exploration: Exploration, outcomes: Mapping[int, int]) -> None:
        self.ex = exploration
        self.outcomes = outcomes
        self._single: dict[int, int | None] = {}
        self._signature: dict[int, Hashable] = {}

    def single(self, node: Node) -> int | None:
        """The one outcome every branch through ``node`` ends in (None: several, or a
        branch the budget did not reach)."""
        if node.id not in self._single:
            if node.is_leaf:
                found = self.outcomes.get(node.id) if node.status is not Status.UNEXPLORED else None
            else:
                ends = {self.single(e.child) for e in node.edges}
                found = ends.pop() if len(ends) == 1 else None
            self._single[node.id] = found
        return self._single[node.id]

    def signature(self, node: Node) -> Hashable:
        """What ``node`` leads to, as a value: equal for nodes a reader can't tell apart
        (one outcome; or the same question answered to the same effect)."""
        if node.id not in self._signature:
            one = self.single(node)
            if one is not None:
                sig: Hashable = ("outcome", one)
            elif node.is_leaf:
                sig = ("node", node.id)  # not explored, or rejected: itself
            else:
                sig = (
                    "ask",
                    node.ask,
                    tuple(
                        sorted(
                            {(e.choice.label, self.signature(e.child)) for e in node.edges},
                            key=repr,
                        )
                    ),
                )
            self._signature[node.id] = sig
        return self._signature[node.id]

    def branches(self, node: Node) -> list[Branch]:
        """The arrows out of ``node``: its answers grouped by what they lead to, in the
        order of their first answer."""
        groups: dict[Hashable, list[int]] = {}
        for i, e in enumerate(node.edges):
            groups.setdefault(self.signature(e.child), []).append(i)
        out = []
        for indices in groups.values():
            edges = [node.edges[i] for i in indices]
            child = edges[0].child
            outcome = self.single(child)
            out.append(
                Branch(
                    tuple(e.choice for e in edges),
                    tuple(e.segment for e in edges),
                    child,
                    outcome,
                    self.folded_under(child) if outcome is not None else (),
                )
            )
        return out

    def folded_under(self, node: Node) -> tuple[Node, ...]:
        """The decision points under ``node`` (itself included), one per question, that a
        folded arrow stands for."""
        found: dict[str, Node] = {}
        todo = deque([node])  # breadth first: the nearest decision point of each question
        seen: set[int] = set()
        while todo:
            n = todo.popleft()
            if n.id in seen or n.is_leaf:
                continue
            seen.add(n.id)
            found.setdefault(n.ask, n)
            todo.extend(e.child for e in n.edges)
        return tuple(found.values())
