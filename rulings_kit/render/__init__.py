"""Graphviz diagrams of the engine's states and traces.

Every view is a pure function returning a ``graphviz.Digraph`` (DESIGN.md, principle
6): keyword-only options, the same input gives byte-identical DOT, every label is
escaped, and ``dot`` runs only when something is displayed or exported.

* :func:`draw_stack` — the stack, top first, with targets as edges;
* :func:`draw_triggers` — simultaneous triggers, APNAP, the order chosen (603.3b);
* :func:`draw_timeline` — a storyboard of a whole trace;
* :func:`draw_board` — each player's zones;
* :func:`draw_table` — the whole position at once: the stack, then each player's hand,
  battlefield, graveyard and exile, for an article's opening picture;
* :func:`draw_mana` — what each permanent could produce and what it looks at (106.7);
* :func:`decision_tree` — an exploration's branches: choices on the edges, outcomes
  at the leaves;
* :func:`draw` — any of them by name; :func:`figure` adds a caption and shows itself.

Every one of them draws ``theme="auto"`` by default: the light drawing, carrying the
dark one, so a notebook shows the one matching JupyterLab's theme (``render.drawing``).
"""

from rulings_kit.render.board import draw_board
from rulings_kit.render.decision_tree import decision_tree
from rulings_kit.render.jupyter import Figure, figure, mimebundle
from rulings_kit.render.mana import draw_mana
from rulings_kit.render.stack import draw_stack
from rulings_kit.render.table import draw_table
from rulings_kit.render.themes import THEMES, SeatStyle, Theme, get_theme
from rulings_kit.render.timeline import draw_timeline
from rulings_kit.render.triggers import draw_triggers
from rulings_kit.render.views import TREE_VIEW, VIEWS, caption, default_view, draw

__all__ = [
    "THEMES",
    "TREE_VIEW",
    "VIEWS",
    "Figure",
    "SeatStyle",
    "Theme",
    "caption",
    "decision_tree",
    "default_view",
    "draw",
    "draw_board",
    "draw_mana",
    "draw_stack",
    "draw_table",
    "draw_timeline",
    "draw_triggers",
    "figure",
    "get_theme",
    "mimebundle",
]
