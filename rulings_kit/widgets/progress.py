"""A progress bar for ``explore(..., progress=...)`` in a notebook."""

from __future__ import annotations

import html as html_lib
import os
from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from rulings_kit.explore.progress import Progress
from rulings_kit.widgets._base import FONT, MUTED

if TYPE_CHECKING:
    from rulings_kit.explore import Exploration
    from rulings_kit.scenarios.scenario import Scenario

__all__ = ["ExploreProgress", "explore"]


class ExploreProgress(widgets.HBox):
    """A bar and a line of figures; pass it as ``explore(scenario, progress=bar)``.

    The total isn't known until the end, so the bar shows a rough share done (states
    reached against states reached plus decision points waiting) and fills at the end.
    """

    def __init__(self, **kwargs: Any) -> None:
        self.bar = widgets.FloatProgress(
            value=0.0,
            min=0.0,
            max=1.0,
            description="Exploring",
            layout=widgets.Layout(width="min(60%, 360px)"),
        )
        self.text = widgets.HTML()
        super().__init__(children=[self.bar, self.text], **kwargs)
        self.add_class("rk-progress")
        self.last: Progress | None = None

    def __call__(self, p: Progress) -> None:
        self.last = p
        self.bar.value = p.fraction
        work = f"{p.tasks_done}/{p.tasks} tasks · " if p.tasks else ""
        state = "done" if p.finished else f"{p.pending} waiting"
        self.bar.bar_style = "success" if p.finished else ""
        self.bar.description = "Explored" if p.finished else "Exploring"
        self.text.value = (
            f'<span style="{FONT};color:{MUTED};margin-left:8px">'
            f"{html_lib.escape(work)}{p.states} states · {state} · {p.elapsed:.1f}s</span>"
        )


def explore(scenario: Scenario | str | os.PathLike[str], **kwargs: Any) -> Exploration:
    """``rulings_kit.explore.explore`` with a progress bar shown in the notebook."""
    from IPython.display import display

    from rulings_kit.explore import explore as run_explore

    bar = ExploreProgress()
    display(bar)
    kwargs.setdefault("progress", bar)
    return run_explore(scenario, **kwargs)
