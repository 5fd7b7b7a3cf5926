"""Exploring every alternative: branch on the questions a scenario leaves open.

``explore(scenario)`` runs a scenario (a ``Scenario`` or a file path) down every
branch of the questions it doesn't answer and returns an ``Exploration``:
``.outcomes()`` has one row per branch (the answers taken, how it ended),
``.group()`` merges branches that end in the same outcome and says which answers
mattered (``explore(..., outcome=["life", "zones"])`` or ``.group(columns)`` say what
counts as the outcome; ``OUTCOME_NAMES`` lists the names),
``.diff(a, b)`` compares two branches; each names the questions in words ("Alice's
trigger order"), or by answer key (``"2:order:Alice"``) with ``keys=True``.
``x={"Fireball": range(0, 6)}`` sweeps X;
``executor=`` spreads the work over any ``concurrent.futures.Executor``. Branches
that reach equal states are merged while exploring, so orders of triggers that
commute are not run again. ``scenario_table(paths)`` has one row per scenario file.
"""

from rulings_kit.explore.api import MAX_STATES, BudgetWarning, explore
from rulings_kit.explore.comparison import BranchDiff, Grouping
from rulings_kit.explore.exploration import Exploration, TooManyBranchesError
from rulings_kit.explore.explorer import Stats
from rulings_kit.explore.outcome import OUTCOME_NAMES, OutcomeError
from rulings_kit.explore.progress import Progress, ProgressCallback, TextProgress
from rulings_kit.explore.summary import scenario_table
from rulings_kit.explore.tree import Boundary, Choice, Edge, Node, NodeKind, Segment, Status

__all__ = [
    "MAX_STATES",
    "OUTCOME_NAMES",
    "Boundary",
    "BranchDiff",
    "BudgetWarning",
    "Choice",
    "Edge",
    "Exploration",
    "Grouping",
    "Node",
    "NodeKind",
    "OutcomeError",
    "Progress",
    "ProgressCallback",
    "Segment",
    "Stats",
    "Status",
    "TextProgress",
    "TooManyBranchesError",
    "explore",
    "scenario_table",
]
