"""How branches of an exploration compare: merged by how they end (``Grouping``), or
two of them side by side (``BranchDiff``)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from rulings_kit.core.words import plural
from rulings_kit.explore.outcome import leaf_order, letter
from rulings_kit.explore.tree import SEP, Node, Status

if TYPE_CHECKING:
    import pandas as pd

    from rulings_kit.explore.exploration import Exploration


@dataclass(frozen=True)
class Grouping:
    """Branches merged by how they end.

    ``table`` has one row per distinct outcome, lettered as the decision tree letters
    them ("A", "B"...): how many branches end there, its status and outcome columns
    (those ``columns`` counted), and for each question the answers seen among those
    branches.
    ``matters`` lists the questions whose answer changed which ends stayed reachable
    somewhere in the tree; ``no_difference`` those asked whose answer never did. The
    questions are named in words ("Alice's trigger order"), or by their answer keys
    (``"2:order:Alice"``) for ``group(keys=True)``.
    """

    table: pd.DataFrame
    matters: tuple[str, ...]
    no_difference: tuple[str, ...]
    #: the outcome columns that counted (what makes two ends the same outcome)
    columns: tuple[str, ...] = ()

    def __str__(self) -> str:
        lines = [plural(len(self.table), "distinct outcome")]
        lines.append("answers that matter: " + (SEP.join(self.matters) or "none"))
        lines.append("answers that made no difference: " + (SEP.join(self.no_difference) or "none"))
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        head = "<br>".join(str(self).splitlines())
        return f"<p>{head}</p>" + str(self.table.to_html(index=False))


@dataclass(frozen=True)
class BranchDiff:
    """What differs between two branches, and from which step on."""

    a: int
    b: int
    #: the first question the two branches answer differently (in words, or its answer
    #: key for ``diff(keys=True)``), with both answers
    parted_at: str | None
    answers: dict[str, tuple[Any, Any]] = field(default_factory=dict)
    #: the first action (1-based) after which their game states differ; None if equal
    from_action: int | None = None
    outcome: dict[str, tuple[Any, Any]] = field(default_factory=dict)

    @property
    def same_end(self) -> bool:
        return self.from_action is None

    def __str__(self) -> str:
        lines = [f"branch {self.a} against branch {self.b}"]
        if self.parted_at is None:
            lines.append("  they take the same answers")
        else:
            a, b = self.answers[self.parted_at]
            lines.append(f"  they part at {self.parted_at}: {_shown(a)} against {_shown(b)}")
        if self.from_action is None:
            lines.append("  they end in the same state")
        else:
            lines.append(f"  their states differ from action {self.from_action} on")
        for col, (a, b) in self.outcome.items():
            lines.append(f"  {col}: {_shown(a)} against {_shown(b)}")
        return "\n".join(lines)


def _shown(value: Any) -> str:
    """A value in a printed diff: as it is, "nothing" for an empty cell."""
    return "nothing" if value in ("", None) else str(value)


def group_branches(
    ex: Exploration,
    columns: str | Iterable[str] | None,
    *,
    max_rows: int,
    keys: bool,
) -> Grouping:
    """``Exploration.group``: one row per distinct outcome, and which answers mattered."""
    import pandas as pd

    shown = ex.outcome_columns(columns)
    numbers = ex.outcome_numbers(columns)
    reach = _reachable(ex, numbers)
    matters: dict[str, None] = {}
    asked: dict[str, None] = {}
    for node in ex.nodes_by_id:
        if not node.edges:
            continue
        asked.setdefault(node.column)
        if len({reach[e.child.id] for e in node.edges}) > 1:
            matters.setdefault(node.column)
    counts = ex.branch_counts()
    first: dict[int, Node] = {}  # outcome number -> its first leaf, top to bottom
    branches: dict[int, int] = {}
    errors: dict[int, dict[str, None]] = {}
    for leaf in leaf_order(ex.root):
        if leaf.id not in numbers:
            continue
        number = numbers[leaf.id]
        first.setdefault(number, leaf)
        branches[number] = branches.get(number, 0) + counts[leaf.id]
        errors.setdefault(number, {}).setdefault(leaf.error or "")
    rows: list[dict[str, Any]] = [
        {
            "outcome": letter(number),
            "branches": branches[number],
            "status": str(leaf.status or Status.DONE),
            **{c: leaf.outcome.get(c, "") for c in shown},
            "error": " | ".join(e for e in errors[number] if e),
        }
        for number, leaf in sorted(first.items())
    ]
    cols = ex.answer_columns() if keys else list(ex.column_names().values())
    answered = bool(rows) and ex.branches <= max_rows  # too many branches: no answers
    if answered:
        seen: dict[int, dict[str, dict[Any, None]]] = {}
        for n, p in enumerate(ex.paths()):
            row = ex._row(n, p, keys)
            if row["leaf"] not in numbers:
                continue
            per = seen.setdefault(numbers[row["leaf"]], {c: {} for c in cols})
            for c in cols:
                if c in row:
                    per[c].setdefault(row[c])
        for number, row in zip(sorted(first), rows, strict=True):
            row.update({c: " | ".join(str(v) for v in seen[number][c]) for c in cols})
    front = ["outcome", "branches", *(cols if answered else [])]
    rest = [c for c in dict.fromkeys(k for r in rows for k in r) if c not in front]
    table = pd.DataFrame(rows, columns=front + rest)
    order = sorted(asked, key=lambda c: int(c.split(":", 1)[0]))
    named = dict.fromkeys(order, "") if keys else ex.column_names()
    return Grouping(
        table,
        tuple(named[c] or c for c in order if c in matters),
        tuple(named[c] or c for c in order if c not in matters),
        shown,
    )


def _reachable(ex: Exploration, numbers: dict[int, int]) -> dict[int, frozenset[int]]:
    """Node id -> the outcome numbers reachable from it (a leaf the budget did not
    reach stands for an outcome of its own: nobody knows how it ends)."""
    reach: dict[int, frozenset[int]] = {}
    for node in reversed(ex._topological()):
        if node.is_leaf:
            reach[node.id] = frozenset((numbers.get(node.id, -1 - node.id),))
        else:
            reach[node.id] = frozenset().union(*(reach[e.child.id] for e in node.edges))
    return reach
