"""How branches of an exploration compare: merged by how they end (``Grouping``), or
two of them side by side (``BranchDiff``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from rulings_kit.core.words import plural
from rulings_kit.explore.tree import SEP

if TYPE_CHECKING:
    import pandas as pd


@dataclass(frozen=True)
class Grouping:
    """Branches merged by how they end.

    ``table`` has one row per distinct end (leaf): how many branches end there, the
    outcome columns, and for each question the answers seen among those branches.
    ``matters`` lists the questions whose answer changed which ends stayed reachable
    somewhere in the tree; ``no_difference`` those asked whose answer never did. The
    questions are named in words ("Alice's trigger order"), or by their answer keys
    (``"2:order:Alice"``) for ``group(keys=True)``.
    """

    table: pd.DataFrame
    matters: tuple[str, ...]
    no_difference: tuple[str, ...]

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
