"""The result of ``explore``: a DAG of decision points with outcomes at its leaves.

A *branch* is one way through, root to leaf: one answer to every question it met. A
*leaf* is where branches end; branches that end in equal states share one leaf. Tables
come as pandas DataFrames (pandas is imported only when a table is asked for).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from rulings_kit.core.questions import Question
from rulings_kit.core.words import plural, spoken
from rulings_kit.errors import RulingsError
from rulings_kit.explore.comparison import BranchDiff, Grouping, group_branches
from rulings_kit.explore.explorer import Stats
from rulings_kit.explore.outcome import leaf_order, letter, outcome_columns, outcome_key
from rulings_kit.explore.tree import (
    SEP,
    X_PREFIX,
    Boundary,
    Edge,
    Node,
    NodeKind,
    Segment,
    Status,
    format_answer,
)

if TYPE_CHECKING:
    import pandas as pd

    from rulings_kit.scenarios.scenario import Run, Scenario

#: outcome() refuses to list more branches than this unless asked (see ``leaves()``)
MAX_ROWS = 100_000

#: per-branch columns, after the final-state columns
PATH_COLUMNS = ("resolved", "countered", "died")


class TooManyBranchesError(RulingsError, ValueError):
    """A table of every branch would be too long; the message says what to use instead."""


@dataclass(eq=False)
class Exploration:
    scenario: Scenario
    root: Node
    nodes_by_id: list[Node]
    #: what happened before the first decision point
    lead: Segment
    lead_boundaries: tuple[Boundary, ...]
    stats: Stats
    x: dict[str, tuple[int, ...]] = field(default_factory=dict)
    #: False when the budget ran out: the leaves marked unexplored were never expanded
    complete: bool = True
    message: str = ""
    #: what counts as the outcome (``explore(outcome=...)``): names of outcome columns
    #: or of groups of them (``outcome.OUTCOME_NAMES``); None for every column
    outcome_names: tuple[str, ...] | None = None

    # ---- the DAG ---------------------------------------------------------------------
    def nodes(self) -> list[Node]:
        """Every node once, in a stable order (the order they were reached)."""
        return list(self.nodes_by_id)

    def leaf_nodes(self) -> list[Node]:
        return [n for n in self.nodes_by_id if n.is_leaf]

    def _topological(self) -> list[Node]:
        """Parents before children."""
        order: list[Node] = []
        seen: set[int] = set()
        stack: list[tuple[Node, int]] = [(self.root, 0)]
        seen.add(self.root.id)
        while stack:
            node, i = stack.pop()
            if i < len(node.edges):
                stack.append((node, i + 1))
                child = node.edges[i].child
                if child.id not in seen:
                    seen.add(child.id)
                    stack.append((child, 0))
            else:
                order.append(node)
        order.reverse()
        return order

    def branch_counts(self) -> dict[int, int]:
        """For each node id, how many branches pass through it (root to that node)."""
        counts = {n.id: 0 for n in self.nodes_by_id}
        counts[self.root.id] = 1
        for node in self._topological():
            for e in node.edges:
                counts[e.child.id] += counts[node.id]
        return counts

    @property
    def branches(self) -> int:
        """How many branches (root-to-leaf ways through) the exploration holds."""
        counts = self.branch_counts()
        return sum(counts[n.id] for n in self.leaf_nodes())

    def paths(self) -> Iterator[tuple[Edge, ...]]:
        """Every branch as its edges, depth first in the order the choices were made."""
        if self.root.is_leaf:
            yield ()
            return
        stack: list[tuple[Node, int]] = [(self.root, 0)]
        edges: list[Edge] = []
        while stack:
            node, i = stack[-1]
            if i >= len(node.edges):
                stack.pop()
                if edges:
                    edges.pop()
                continue
            stack[-1] = (node, i + 1)
            edge = node.edges[i]
            edges.append(edge)
            if edge.child.is_leaf:
                yield tuple(edges)
                edges.pop()
            else:
                stack.append((edge.child, 0))

    def path(self, branch: int) -> tuple[Edge, ...]:
        for n, p in enumerate(self.paths()):
            if n == branch:
                return p
        raise IndexError(f"no branch {branch}: there are {self.branches}")

    # ---- tables ------------------------------------------------------------------------
    def _answers_of(self, path: tuple[Edge, ...]) -> dict[str, Any]:
        """Answer columns of a branch; an order picked one at a time is one list."""
        answers: dict[str, Any] = {}
        for e in path:
            c = e.choice
            if c.position is not None:
                picked = answers.setdefault(c.column, [])
                picked += [c.answer, *c.rest]
            else:
                answers[c.column] = c.answer
        return answers

    def _row(self, branch: int, path: tuple[Edge, ...], keys: bool = True) -> dict[str, Any]:
        leaf = path[-1].child if path else self.root
        seg = self.lead
        for e in path:
            seg = seg + e.segment
        row: dict[str, Any] = {"branch": branch}
        if keys:
            row.update({k: format_answer(v) for k, v in self._answers_of(path).items()})
        else:  # every question a column, "" where this branch never met it (no NaN)
            names = self.column_names()
            row.update({name: "" for name in names.values()})
            row.update({names[k]: self._in_words(k, v) for k, v in self._answers_of(path).items()})
        row["status"] = str(leaf.status or Status.DONE)
        number = self._default_numbers.get(leaf.id)
        row["outcome"] = "" if number is None else letter(number)
        row.update(leaf.outcome)
        row["resolved"] = SEP.join(seg.resolved)
        row["countered"] = SEP.join(seg.countered)
        row["died"] = SEP.join(seg.died)
        row["error"] = leaf.error or ""
        row["leaf"] = leaf.id
        return row

    # ---- what counts as the outcome ---------------------------------------------------
    def outcome_columns(self, columns: str | Iterable[str] | None = None) -> tuple[str, ...]:
        """The outcome columns that say whether two ends are the same outcome: those
        ``columns`` names (``"life"``, ``"zones"``, ``"Bob:graveyard"``; see
        ``outcome.OUTCOME_NAMES``), else those ``explore(outcome=...)`` named, else every
        one (life totals, each player's zones, the stack, who lost)."""
        available = _ordered_keys([dict(n.outcome) for n in self.leaf_nodes()])
        chosen = self.outcome_names if columns is None else columns
        return outcome_columns(chosen, available)

    def outcome_numbers(self, columns: str | Iterable[str] | None = None) -> dict[int, int]:
        """Leaf id -> outcome number (0 is outcome "A"), numbered top to bottom as the
        decision tree draws the leaves. Leaves with the same status and the same values
        in ``outcome_columns(columns)`` are one outcome (a zone without an order holding
        the same cards); a leaf is one distinct *state*, and two states can differ where
        no outcome column looks (damage on a creature that survived, the order
        triggers resolved in). Leaves the budget did not reach have no number."""
        if columns is None:
            return dict(self._default_numbers)
        return self._number(self.outcome_columns(columns))

    @functools.cached_property
    def _default_numbers(self) -> dict[int, int]:
        return self._number(self.outcome_columns())

    def _number(self, columns: tuple[str, ...]) -> dict[int, int]:
        numbers: dict[tuple[Any, ...], int] = {}
        out: dict[int, int] = {}
        for node in leaf_order(self.root):
            if node.status is Status.UNEXPLORED:
                continue
            key = outcome_key(str(node.status or Status.DONE), node.outcome, columns)
            out[node.id] = numbers.setdefault(key, len(numbers))
        return out

    @property
    def distinct_outcomes(self) -> int:
        """How many distinct outcomes the branches end in (see ``outcome_numbers``)."""
        return len(set(self._default_numbers.values()))

    def answer_columns(self) -> list[str]:
        """Question columns (``"action:id"``), by action, then in the order first met."""
        cols: dict[str, int] = {}
        for n in self.nodes_by_id:
            if n.column and n.edges:
                cols.setdefault(n.column, n.action)
        return sorted(cols, key=lambda c: cols[c])

    @functools.cached_property
    def _questions(self) -> dict[str, Question | None]:
        """Each answer column's question (None for an X sweep)."""
        found: dict[str, Question | None] = {c: None for c in self.answer_columns()}
        for n in self.nodes_by_id:
            if n.column in found and n.question is not None:
                found[n.column] = n.question
        return found

    def column_names(self) -> dict[str, str]:
        """Each answer column's key (``"2:order:Alice"``) and its name in words
        ("Alice's trigger order", "X for Comet Storm"); a name met at more than one
        action says which ("..., action 4")."""
        names = {}
        for col, q in self._questions.items():
            ask = col.split(":", 1)[1]
            names[col] = q.topic if q is not None else f"X for {ask.removeprefix(X_PREFIX)}"
        repeated = {n for n in names.values() if list(names.values()).count(n) > 1}
        return {
            c: f"{n}, action {c.split(':', 1)[0]}" if n in repeated else n for c, n in names.items()
        }

    def _in_words(self, column: str, answer: Any) -> Any:
        """An answer as a table cell in words: "yes"/"no", names joined, a cast or a
        division of damage as its sentence; X as its number."""
        q = self._questions.get(column)
        if isinstance(answer, bool):
            return "yes" if answer else "no"
        if isinstance(answer, list | tuple):
            return SEP.join(spoken(str(a)) for a in answer)
        if isinstance(answer, dict) and q is not None:
            return q.say(answer)
        return format_answer(answer)

    def outcomes(self, *, max_rows: int = MAX_ROWS, keys: bool = False) -> pd.DataFrame:
        """One row per branch: the answers it took (one column per question, named in
        words as ``column_names()`` says; an order lists the triggers first-to-resolve
        first), how it ended (``status``), life totals and zone contents at the end,
        and what resolved, was countered and died on the way, in order.

        ``keys=True``: the answer columns named by answer key (``"2:order:Alice"``,
        ``"3:x:Comet Storm"``) with the answers as a scenario file writes them."""
        import pandas as pd

        total = self.branches
        if total > max_rows:
            raise TooManyBranchesError(
                f"the exploration holds {total} branches, more than max_rows={max_rows}; "
                f"use .leaves() for one row per distinct end ({len(self.leaf_nodes())}), "
                "or .group(), or pass a larger max_rows"
            )
        rows = [self._row(n, p, keys) for n, p in enumerate(self.paths())]
        answers = self.answer_columns() if keys else list(self.column_names().values())
        rest = [c for c in _ordered_keys(rows) if c not in answers and c != "branch"]
        return pd.DataFrame(rows, columns=["branch", *answers, *rest])

    def leaves(self) -> pd.DataFrame:
        """One row per distinct end: how many branches reach it, and its outcome."""
        import pandas as pd

        counts = self.branch_counts()
        rows = []
        for leaf in self.leaf_nodes():
            rows.append(
                {
                    "leaf": leaf.id,
                    "branches": counts[leaf.id],
                    "status": str(leaf.status or Status.DONE),
                    **leaf.outcome,
                    "error": leaf.error or "",
                }
            )
        return pd.DataFrame(rows, columns=_ordered_keys(rows) or ["leaf", "branches", "status"])

    def group(
        self,
        columns: str | Iterable[str] | None = None,
        *,
        max_rows: int = MAX_ROWS,
        keys: bool = False,
    ) -> Grouping:
        """Merge the branches by how they end, one row per distinct outcome, and say
        which answers mattered.

        ``columns`` says what counts as the outcome (``"life"``, ``["life", "zones"]``,
        a column's name: see ``outcome_columns``); by default what ``explore(outcome=...)``
        said, else every outcome column. A question *matters* if at some point where it
        is asked, different answers leave different outcomes reachable; otherwise it
        made no difference (an order that changes only what resolved first, when the
        outcome doesn't look at it). Questions are named in words, or by answer key with
        ``keys=True``."""
        return group_branches(self, columns, max_rows=max_rows, keys=keys)

    # ---- branches ------------------------------------------------------------------------
    def diff(self, a: int, b: int, *, keys: bool = False) -> BranchDiff:
        """What differs between branches ``a`` and ``b`` (numbers from ``outcomes()``):
        where their answers part, the first action after which their states differ,
        and the outcome columns that differ. Questions and answers are in words, or
        by answer key and as a scenario file writes them with ``keys=True``."""
        pa, pb = self.path(a), self.path(b)
        ra, rb = self._row(a, pa), self._row(b, pb)
        answers_a, answers_b = self._answers_of(pa), self._answers_of(pb)
        parted = None
        for ea, eb in zip(pa, pb, strict=False):
            if ea is not eb:
                parted = ea.choice.column if ea.choice.column == eb.choice.column else None
                break
        differing = {}
        for col in dict.fromkeys([*answers_a, *answers_b]):
            va, vb = answers_a.get(col), answers_b.get(col)
            if va != vb:
                differing[col] = (format_answer(va), format_answer(vb))
        if parted is None and differing:
            parted = next(iter(differing))
        if not keys:
            names = self.column_names()
            differing = {
                names[c]: (self._in_words(c, answers_a.get(c)), self._in_words(c, answers_b.get(c)))
                for c in differing
            }
            parted = names[parted] if parted is not None else None
        skip = {"branch", "leaf", *answers_a, *answers_b}
        outcome = {
            k: (ra.get(k), rb.get(k))
            for k in dict.fromkeys([*ra, *rb])
            if k not in skip and ra.get(k) != rb.get(k)
        }
        return BranchDiff(a, b, parted, differing, self._parting_action(a, b), outcome)

    def _boundaries(self, path: tuple[Edge, ...]) -> dict[int, Boundary]:
        out = {b.action: b for b in self.lead_boundaries}
        for e in path:
            out.update({b.action: b for b in e.boundaries})
        return out

    def _parting_action(self, a: int, b: int) -> int | None:
        pa, pb = self.path(a), self.path(b)
        leaf_a = pa[-1].child if pa else self.root
        leaf_b = pb[-1].child if pb else self.root
        if leaf_a is leaf_b:
            return None
        ba, bb = self._boundaries(pa), self._boundaries(pb)
        if not all(x.known for x in (*ba.values(), *bb.values())):
            # a worker sends no states: run both branches again here to compare them
            ba, bb = self._replayed(a), self._replayed(b)
        for action in sorted(set(ba) | set(bb)):
            if action not in ba or action not in bb or not ba[action].same_state(bb[action]):
                return action
        # no completed action differs: they part inside the action where one ended
        return min(leaf_a.action, leaf_b.action)

    def _replayed(self, branch: int) -> dict[int, Boundary]:
        steps = self.replay(branch).trace.steps
        return {s.index: Boundary(s.index, s.after) for s in steps if s.error is None}

    def answers(self, branch: int) -> dict[int, dict[str, Any]]:
        """The answers of a branch per action number, as ``Scenario.run(answers=...)``
        takes them; ``"x:Card"`` entries are the X values swept (see ``replay``)."""
        out: dict[int, dict[str, Any]] = {}
        for col, value in self._answers_of(self.path(branch)).items():
            action, qid = col.split(":", 1)
            out.setdefault(int(action), {})[qid] = value
        return out

    def replay(self, branch: int) -> Run:
        """Run the scenario down one branch, with a full trace."""
        answers = self.answers(branch)
        actions = []
        for spec in self.scenario.actions:
            mine = answers.get(spec.index, {})
            xs = [v for k, v in mine.items() if k.startswith(X_PREFIX)]
            if xs:
                spec = replace(spec, action=replace(spec.action, x=xs[0]))
            actions.append(spec)
        engine = {
            i: {k: v for k, v in a.items() if not k.startswith(X_PREFIX)}
            for i, a in answers.items()
        }
        return replace(self.scenario, actions=tuple(actions)).run(answers=engine)

    # ---- display -------------------------------------------------------------------------
    def summary(self) -> str:
        s = self.stats
        lines = [
            f"{self.scenario.title}: {plural(self.branches, 'branch', 'branches')}, "
            f"{plural(self.distinct_outcomes, 'distinct outcome')}"
            f"{self._counting()}; {plural(len(self.leaf_nodes()), 'end state')}, "
            f"{plural(s.states, 'state')} visited, {plural(s.runs, 'engine run')}, "
            f"{plural(s.merges, 'merge')}, {s.seconds:.2f}s"
        ]
        if not self.complete:
            lines.append(self.message)
        return "\n".join(lines)

    def __repr__(self) -> str:
        return f"<Exploration {self.summary()}>"

    def _counting(self) -> str:
        """" (by life:Alice, life:Bob)" when ``explore(outcome=...)`` chose the columns."""
        return "" if self.outcome_names is None else f" (by {', '.join(self.outcome_columns())})"

    def leaf_label(self, node: Node) -> str:
        """A short text for a leaf of a diagram: the outcome columns (those that count,
        ``outcome_columns()``) that vary among the leaves (life totals always), so each
        leaf says what sets it apart."""
        if node.status is Status.ERROR:
            return f"rejected: {node.error}"
        varying = self._varying_columns()
        parts = [f"{k} = {v}" for k, v in node.outcome.items() if k in varying and v != ""]
        if node.status is Status.UNEXPLORED:
            parts.insert(0, "not explored (budget)")
        return "\n".join(parts) or "end"

    def _varying_columns(self) -> set[str]:
        leaves = [n for n in self.leaf_nodes() if n.outcome]
        keys = self.outcome_columns()
        return {
            k for k in keys if k.startswith("life:") or len({n.outcome.get(k) for n in leaves}) > 1
        }

    @property
    def kinds(self) -> dict[str, int]:
        """How many nodes of each kind."""
        out: dict[str, int] = {}
        for n in self.nodes_by_id:
            kind = NodeKind.LEAF.value if n.is_leaf else n.kind.value
            out[kind] = out.get(kind, 0) + 1
        return out


def _ordered_keys(rows: list[dict[str, Any]]) -> list[str]:
    keys: dict[str, None] = {}
    for r in rows:
        for k in r:
            keys.setdefault(k)
    return list(keys)
