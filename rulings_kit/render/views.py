"""One entry point for every view: ``draw(thing, view=...)``, the view that suits a
thing when none is named, and a one-line caption for it.

``VIEWS`` are the views of a trace, a step or a state; an ``Exploration`` (from
``rulings_kit.explore.explore``) has one view of its own, ``TREE_VIEW``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import graphviz

from rulings_kit.core import events as ev
from rulings_kit.core.questions import Ask
from rulings_kit.core.state import GameState
from rulings_kit.explore import Exploration, Status
from rulings_kit.render import describe
from rulings_kit.render.board import draw_board
from rulings_kit.render.decision_tree import decision_tree
from rulings_kit.render.drawing import AUTO
from rulings_kit.render.layers import draw_layers
from rulings_kit.render.mana import draw_mana
from rulings_kit.render.replay import trigger_batches
from rulings_kit.render.stack import draw_stack
from rulings_kit.render.table import draw_table
from rulings_kit.render.themes import Theme
from rulings_kit.render.timeline import draw_timeline
from rulings_kit.render.triggers import draw_triggers
from rulings_kit.trace import Trace, TraceStep

__all__ = ["TREE_VIEW", "VIEWS", "Drawable", "caption", "default_view", "draw"]

VIEWS = ("stack", "triggers", "timeline", "board", "mana", "table", "layers")
#: the view of an Exploration: its decision tree (not in VIEWS, which all draw a trace,
#: a step or a state)
TREE_VIEW = "decision_tree"

Drawable = Trace | TraceStep | GameState | Exploration


def default_view(thing: Drawable) -> str:
    """The view that shows what matters about ``thing``.

    An exploration: its decision tree. A trace: its timeline. A step: the trigger
    ordering if a player chose an order in it or triggers are left waiting, else its
    stack if anything was on the stack, else the mana view if mana was made, else the
    board. A state: its waiting triggers, else the stack, else the board.
    """
    if isinstance(thing, Exploration):
        return TREE_VIEW
    if isinstance(thing, Trace):
        return "timeline"
    if isinstance(thing, TraceStep):
        if any(q.kind is Ask.ORDER for q, _ in thing.asked) or thing.after.waiting:
            return "triggers"
        if thing.after.stack or thing.before.stack:
            return "stack"
        if any(isinstance(e, ev.ManaProduced) for e in thing.events):
            return "mana"
        return "board"
    if isinstance(thing, GameState):
        if thing.waiting:  # the triggers view shows them beside the stack they go on
            return "triggers"
        return "stack" if thing.stack else "board"
    raise TypeError(
        f"nothing to draw for a {type(thing).__name__}: "
        "pass a Trace, TraceStep, GameState or Exploration"
    )


def _for_state_view(thing: Trace | TraceStep | GameState, view: str) -> TraceStep | GameState:
    """A trace given to a view of one moment: its last step (or its start)."""
    if isinstance(thing, Trace):
        if view == "triggers":  # the first step that ordered triggers says the most
            for step in thing.steps:
                if trigger_batches(step):
                    return step
        return thing.steps[-1] if thing.steps else thing.start
    return thing


def draw(
    thing: Drawable,
    *,
    view: str | None = None,
    theme: str | Theme = AUTO,
    **options: Any,
) -> graphviz.Digraph:
    """Draw ``thing`` (a Trace, a TraceStep, a GameState or an Exploration) as ``view``.

    ``view`` is one of ``stack``, ``triggers``, ``timeline``, ``board``, ``mana``,
    ``table`` (the whole position at once), ``layers`` (how continuous effects made
    each permanent what it is, 613),
    ``decision_tree`` (an Exploration's only view), or None for :func:`default_view`;
    other keyword options go to that view's function.
    """
    view = view or default_view(thing)
    if view not in VIEWS and view != TREE_VIEW:
        raise ValueError(
            f"unknown view {view!r}; valid views: {', '.join(VIEWS)}, "
            f"{TREE_VIEW} (for an Exploration)"
        )
    if isinstance(thing, Exploration) or view == TREE_VIEW:
        if not isinstance(thing, Exploration):
            raise TypeError(
                f"the {TREE_VIEW} view draws an Exploration (from explore), "
                f"not a {type(thing).__name__}"
            )
        if view != TREE_VIEW:
            raise TypeError(f"an Exploration is drawn as {TREE_VIEW!r}, not {view!r}")
        return decision_tree(thing, theme=theme, **options)
    if view == "timeline":
        if not isinstance(thing, Trace):
            raise TypeError("the timeline view draws a whole Trace, not a step or a state")
        return draw_timeline(thing, theme=theme, **options)
    one: TraceStep | GameState = _for_state_view(thing, view)
    functions: dict[str, Callable[..., graphviz.Digraph]] = {
        "stack": draw_stack,
        "triggers": draw_triggers,
        "board": draw_board,
        "mana": draw_mana,
        "table": draw_table,
        "layers": draw_layers,
    }
    return functions[view](one, theme=theme, **options)


def caption(thing: Drawable, view: str | None = None) -> str:
    """One line that says what a diagram of ``thing`` shows."""
    view = view or default_view(thing)
    if isinstance(thing, Exploration):
        ends = [n for n in thing.leaf_nodes() if n.status is not Status.UNEXPLORED]
        text = (
            f"{thing.scenario.title} — decision tree: "
            f"{describe.plural(thing.branches, 'branch', 'branches')}, "
            f"{describe.plural(thing.distinct_outcomes, 'distinct outcome')}, "
            f"{describe.plural(len(ends), 'end state')}"
        )
        return text if thing.complete else text + " (budget reached: partial)"
    if isinstance(thing, Trace):
        resolved = thing.resolved()
        tail = f"; resolved in order: {', '.join(resolved)}" if resolved else ""
        return f"{thing.title} — {describe.plural(len(thing.steps), 'step')}{tail}"
    if isinstance(thing, TraceStep):
        if thing.error:
            return f"Step {thing.index}: {thing.action} — rejected: {thing.error}"
        what = {
            "triggers": "the triggered abilities put on the stack",
            "stack": "the stack after it",
            "mana": "what each permanent could produce after it",
            "board": "the board after it",
            "table": "the whole position after it",
            "layers": "how each permanent got its characteristics (613)",
        }.get(view, view)
        return f"Step {thing.index}: {thing.action} — {what}"
    if isinstance(thing, GameState):
        stack = describe.plural(len(thing.stack), "object")
        return f"{describe.where(thing)} — {stack} on the stack"
    raise TypeError(f"no caption for a {type(thing).__name__}")
