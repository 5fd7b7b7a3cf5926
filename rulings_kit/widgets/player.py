"""The step player: play a trace frame by frame, with the stack and the narration."""

from __future__ import annotations

import html as html_lib
from typing import Any

import ipywidgets as widgets
import traitlets

from rulings_kit.render import draw_stack
from rulings_kit.render.jupyter import AUTO, themed_diagram_html
from rulings_kit.render.page import least_diagram_px
from rulings_kit.trace import Trace
from rulings_kit.widgets._base import FONT, MUTED, safe
from rulings_kit.widgets.article import Still
from rulings_kit.widgets.frames import Frame, busiest, frames

#: the least width of the diagram beside the narration, in CSS px
DIAGRAM_PX = 420

__all__ = ["StepPlayer"]


class StepPlayer(Still, widgets.VBox):
    """Play, previous / next and a slider over the frames of a trace (the stack each time
    a player would receive priority); shows the stack diagram and what happened, each
    event with its rule.

    It opens on the frame where the stack is fullest (the empty start frame says little);
    ``trace`` can be replaced (a re-run): the player stays on the same frame number.
    """

    trace = traitlets.Instance(Trace, allow_none=True)
    index = traitlets.Int(0)

    def __init__(
        self,
        trace: Trace | None = None,
        *,
        theme: str = AUTO,
        interval: int = 1500,
        **kwargs: Any,
    ) -> None:
        self.theme = theme
        self.frames: list[Frame] = []
        self.play = widgets.Play(interval=interval, min=0, max=0, step=1, description="Play")
        self.play.add_class("rk-play")
        self.slider = widgets.IntSlider(
            min=0,
            max=0,
            readout=False,
            continuous_update=True,
            layout=widgets.Layout(width="min(50%, 320px)"),
        )
        self.slider.add_class("rk-step-slider")
        widgets.jslink((self.play, "value"), (self.slider, "value"))
        self.prev = widgets.Button(
            description="◀ Previous", tooltip="Previous step", layout=widgets.Layout(width="auto")
        )
        self.next = widgets.Button(
            description="Next ▶", tooltip="Next step", layout=widgets.Layout(width="auto")
        )
        self.prev.add_class("rk-prev")
        self.next.add_class("rk-next")
        self.position = widgets.HTML()
        self.diagram = widgets.HTML(
            layout=widgets.Layout(flex=f"3 1 {DIAGRAM_PX}px", min_width="0"))
        self.diagram.add_class("rk-step-diagram")
        self.narration = widgets.HTML(layout=widgets.Layout(flex="2 1 280px", min_width="0"))
        self.narration.add_class("rk-narration")
        self.error = widgets.HTML()
        controls = widgets.HBox(
            [self.play, self.prev, self.next, self.slider, self.position],
            layout=widgets.Layout(align_items="center", flex_flow="row wrap"),
        )
        body = widgets.HBox(
            [self.diagram, self.narration],
            layout=widgets.Layout(flex_flow="row wrap", align_items="flex-start"),
        )
        super().__init__(children=[controls, body, self.error], **kwargs)
        self.add_class("rk-step-player")
        self.prev.on_click(lambda _b: self.step(-1))
        self.next.on_click(lambda _b: self.step(+1))
        self.slider.observe(self._on_slider, names="value")
        self.trace = trace

    def show_error(self, text: str) -> None:
        self.error.value = text

    # ---- moving ---------------------------------------------------------------------------
    def step(self, delta: int) -> None:
        """Go ``delta`` frames forward (or back), within the trace."""
        self.index = max(0, min(len(self.frames) - 1, self.index + delta))

    @property
    def frame(self) -> Frame | None:
        return self.frames[self.index] if self.frames else None

    @traitlets.validate("index")
    def _valid_index(self, proposal: dict[str, Any]) -> int:
        return max(0, min(max(len(self.frames) - 1, 0), int(proposal["value"])))

    def _on_slider(self, change: dict[str, Any]) -> None:
        self.index = int(change["new"])

    @traitlets.observe("trace")
    def _on_trace(self, change: dict[str, Any]) -> None:
        trace = change["new"]
        self.frames = frames(trace) if trace is not None else []
        last = max(len(self.frames) - 1, 0)
        self.slider.max = last
        self.play.max = last
        index = busiest(self.frames) if change["old"] is None else min(self.index, last)
        if index != self.index:
            self.index = index
        else:
            self._draw()

    @traitlets.observe("index")
    def _on_index(self, change: dict[str, Any]) -> None:
        self._draw()

    # ---- drawing --------------------------------------------------------------------------
    @safe()
    def _draw(self) -> None:
        self.error.value = ""
        if self.slider.value != self.index:
            self.slider.value = self.index
        n = len(self.frames)
        self.prev.disabled = self.index <= 0
        self.next.disabled = self.index >= n - 1
        f = self.frame
        if f is None:
            self.position.value = ""
            self.diagram.value = ""
            self.narration.value = ""
            return
        self.position.value = (
            f'<span class="rk-position" style="{FONT};color:{MUTED};margin-left:8px">'
            f"{html_lib.escape(f.label)} · frame {self.index + 1} of {n}</span>"
        )
        self.diagram.value = themed_diagram_html(
            lambda theme: draw_stack(f.state, theme=theme, title=f.label), self.theme, kind="stack"
        )
        # as wide as the diagram needs to stay legible: else the narration goes under it
        basis = max(DIAGRAM_PX, least_diagram_px(self.diagram.value))
        self.diagram.layout.flex = f"3 1 {basis:.0f}px"
        lines = f.narration() or ["(nothing happens yet)"]
        items = "".join(f"<li>{_line_html(line)}</li>" for line in lines)
        self.narration.value = (
            f'<div class="rk-narration-text" style="{FONT};font-size:0.92em;line-height:1.4;'
            f'padding:4px 8px">'
            f"<b>{html_lib.escape(f.heading)}</b>"
            f'<ul style="margin:6px 0 0 0;padding-left:1.1em">{items}</ul></div>'
        )


def _line_html(line: str) -> str:
    """``text  [rule]`` with the rule number greyed."""
    text, sep, rule = line.rpartition("  [")
    if not sep:
        return html_lib.escape(line)
    return (
        f"{html_lib.escape(text)} "
        f'<span style="color:{MUTED};font-size:0.85em">{html_lib.escape(rule.rstrip("]"))}</span>'
    )
