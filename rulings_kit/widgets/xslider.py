"""The X slider: the values of X the rules allow; disabled, with the rule, when X is forced."""

from __future__ import annotations

import html as html_lib
from collections.abc import Callable
from typing import Any

import ipywidgets as widgets
import traitlets

from rulings_kit.render.page import ORANGE
from rulings_kit.widgets._base import FONT, MUTED
from rulings_kit.widgets.html import rule_html
from rulings_kit.widgets.views import XView

__all__ = ["XSlider"]


class XSlider(widgets.VBox):
    """An ``IntSlider`` for X from ``min`` to ``max``.

    When X is forced (``forced=True``: a spell cast without paying its mana cost has
    X = 0, rule 107.3b) the slider is disabled and shows ``value`` the rules leave, and
    the note under it quotes the rule.
    """

    value = traitlets.Int(0)
    min = traitlets.Int(0)
    max = traitlets.Int(0)
    forced = traitlets.Bool(False)
    rule = traitlets.Unicode("")
    note = traitlets.Unicode("")

    def __init__(
        self,
        card: str,
        *,
        value: int = 0,
        min: int = 0,
        max: int = 0,
        forced: bool = False,
        rule: str = "",
        note: str = "",
        **kwargs: Any,
    ) -> None:
        self.card = card
        self._callbacks: list[Callable[[int], None]] = []
        self.slider = widgets.IntSlider(
            description="X",
            continuous_update=False,
            layout=widgets.Layout(width="min(100%, 360px)"),
            style={"description_width": "24px"},
        )
        self.slider.add_class("rk-x-slider")
        self.label = widgets.HTML()
        self.explain = widgets.HTML()
        super().__init__(children=[self.label, self.slider, self.explain], **kwargs)
        self.add_class("rk-x")
        self.set_trait("min", min)
        self.set_trait("max", max)
        self.set_trait("forced", forced)
        self.set_trait("rule", rule)
        self.set_trait("note", note)
        self.set_trait("value", value)
        self._draw()
        self.slider.observe(self._on_slider, names="value")

    @classmethod
    def from_view(cls, view: XView, **kwargs: Any) -> XSlider:
        return cls(
            view.card,
            value=view.value,
            min=view.lo,
            max=view.hi,
            forced=view.forced,
            rule=view.rule,
            note=view.note,
            **kwargs,
        )

    def show(self, view: XView) -> None:
        """Show another X view (after a re-run) without firing a change."""
        with self.hold_trait_notifications():
            self.set_trait("min", view.lo)
            self.set_trait("max", view.hi)
            self.set_trait("forced", view.forced)
            self.set_trait("rule", view.rule)
            self.set_trait("note", view.note)
        self._quiet = True
        try:
            self.set_trait("value", view.value)
        finally:
            self._quiet = False
        self._draw()

    _quiet = False

    def on_change(self, callback: Callable[[int], None]) -> None:
        """Call ``callback(x)`` when X is changed here (not when :meth:`show` sets it)."""
        self._callbacks.append(callback)

    @traitlets.observe("value", "min", "max", "forced", "rule", "note")
    def _on_traits(self, change: dict[str, Any]) -> None:
        self._draw()
        if change["name"] == "value" and not self._quiet:
            for cb in self._callbacks:
                cb(int(change["new"]))

    def _on_slider(self, change: dict[str, Any]) -> None:
        if not self.forced and not self._drawing:
            self.value = int(change["new"])

    _drawing = False

    def _draw(self) -> None:
        if not hasattr(self, "explain"):
            return
        self._drawing = True
        try:
            s = self.slider
            shown = 0 if self.forced else self.value
            lo, hi = (0, 0) if self.forced else (self.min, max(self.max, self.value))
            # widen before moving the value, so the slider never clamps it
            s.max = max(s.max, hi)
            s.min = min(s.min, lo)
            s.value = shown
            s.min, s.max = lo, hi
            s.disabled = self.forced or lo == hi
        finally:
            self._drawing = False
        name = html_lib.escape(self.card)
        if self.forced and self.value != 0:  # the answer asked for another X: say it is refused
            what = f"X for {name} must be 0, so the answer's X = {self.value} is rejected"
        elif self.forced:
            what = f"X for {name} is fixed at 0"
        elif self.min == self.max:
            what = f"X for {name}: {self.value} (the only value the mana allows)"
        else:
            what = f"X for {name}: from {self.min} to {self.max} (what the mana allows)"
        self.label.value = f'<div style="{FONT};line-height:1.4"><b>{what}</b></div>'
        if self.forced:
            text = html_lib.escape(self.note)
            rule = (
                f'<div style="margin-top:4px;font-size:0.9em">{rule_html(self.rule)}</div>'
                if self.rule
                else ""
            )
            self.explain.value = (
                f'<div class="rk-x-forced" style="{FONT};color:{MUTED};font-size:0.9em;'
                f'line-height:1.4;border-left:3px solid rgb({ORANGE});padding-left:8px">'
                f"{text}{rule}</div>"
            )
        else:
            self.explain.value = ""
