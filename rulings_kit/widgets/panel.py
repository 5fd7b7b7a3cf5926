"""The choice panel: one control per question a run asked (may, targets, colours, cards,
casts, trigger and replacement order) and one X slider per spell with X."""

from __future__ import annotations

import html as html_lib
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as widgets
import traitlets

from rulings_kit.core.questions import Ask
from rulings_kit.widgets._base import BORDER, FONT, MUTED
from rulings_kit.widgets.order import OrderPicker
from rulings_kit.widgets.views import Origin, QuestionView, XView
from rulings_kit.widgets.xslider import XSlider

__all__ = ["ChoicePanel", "QuestionControl"]

ORIGIN_TEXT = {
    Origin.SCENARIO: "as the scenario says",
    Origin.CHOSEN: "your choice",
    Origin.DEFAULT: "nobody answered: the first legal answer",
    Origin.ONLY: "the only legal answer",
}

Callback = Callable[[str, Any], None]


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


class QuestionControl(widgets.VBox):
    """The control for one question; calls ``on_change(key, answer)`` when changed."""

    def __init__(self, view: QuestionView, on_change: Callback) -> None:
        self.view = view
        self.key = view.key
        self.signature = _signature(view)
        self._on_change = on_change
        self._quiet = False
        self.title = widgets.HTML()
        self.control: widgets.Widget
        if not view.editable:
            self.control = widgets.HTML()
        elif view.is_order:
            self.control = OrderPicker(
                view.labels,
                list(view.answer),
                hint=_order_hint(view),
                verb="apply" if view.kind is Ask.REPLACE else "resolve",
                only_first=view.question.exclusive,
            )
            self.control.observe(self._changed_order, names="value")
        elif view.kind is Ask.MAY:
            self.control = widgets.ToggleButtons(
                options=[("yes", True), ("no", False)],
                value=bool(view.answer),
                style={"button_width": "64px"},
            )
            self.control.observe(self._changed_value, names="value")
        else:
            self.control = widgets.Dropdown(
                options=[(view.label(c), i) for i, c in enumerate(view.choices)],
                value=view.index(),
                layout=widgets.Layout(width="min(100%, 460px)"),
            )
            self.control.observe(self._changed_index, names="value")
        self.control.add_class("rk-control")
        super().__init__(
            children=[self.title, self.control],
            layout=widgets.Layout(
                border=f"1px solid {BORDER}", padding="6px 10px", margin="0 0 8px 0"
            ),
        )
        self.add_class("rk-question")
        self.add_class("rk-q-" + view.kind.value)
        self.show(view)

    def show(self, view: QuestionView) -> None:
        """Show the answer another run used, without firing a change."""
        self.view = view
        q = view.question
        self.title.value = (
            f'<div style="{FONT};line-height:1.3"><b>{html_lib.escape(_capital(q.prompt))}</b>'
            # the answer key is a detail for scenario writers: in the tooltip only
            f'<br><span style="color:{MUTED};font-size:0.82em" '
            f'title="answer key: {html_lib.escape(view.key)}">'
            f"action {view.action} · rule {html_lib.escape(q.rule)} · "
            f'<span class="rk-origin">{html_lib.escape(ORIGIN_TEXT[view.origin])}</span>'
            "</span></div>"
        )
        self._quiet = True
        try:
            c = self.control
            if isinstance(c, OrderPicker):
                c.value = list(view.answer)
            elif isinstance(c, widgets.ToggleButtons):
                c.value = bool(view.answer)
            elif isinstance(c, widgets.Dropdown):
                c.value = view.index()
            elif isinstance(c, widgets.HTML):
                c.value = f'<span style="{FONT}">{html_lib.escape(view.label(view.answer))}</span>'
        finally:
            self._quiet = False

    def _changed_order(self, change: dict[str, Any]) -> None:
        if not self._quiet:
            self._on_change(self.key, list(change["new"]))

    def _changed_value(self, change: dict[str, Any]) -> None:
        if not self._quiet:
            self._on_change(self.key, change["new"])

    def _changed_index(self, change: dict[str, Any]) -> None:
        if not self._quiet and change["new"] is not None:
            self._on_change(self.key, self.view.choices[change["new"]])


def _order_hint(view: QuestionView) -> str:
    if view.question.exclusive:  # 616.1: once one has applied, the others have nothing to do
        return "only the first applies: drag the tags, or use the arrows"
    if view.kind is Ask.REPLACE:
        return "the first applies first: drag the tags, or use the arrows"
    return "the first resolves first (it goes on the stack last): drag the tags, or use the arrows"


def _signature(view: QuestionView) -> tuple[Any, ...]:
    """What decides the shape of a control: a run with another signature needs a new one."""
    if view.is_order:
        return (view.kind, tuple(view.labels), view.editable)
    return (view.kind, tuple(view.label(c) for c in view.choices), view.editable)


def _fixed_html(views: Sequence[QuestionView]) -> str:
    """Questions with one legal answer: said in a line each, not offered as a choice."""
    items = "".join(
        f"<li>{html_lib.escape(_capital(v.question.prompt))}: "
        f"<b>{html_lib.escape(v.label(v.answer))}</b></li>"
        for v in views
    )
    return (
        f'<div style="{FONT};color:{MUTED};font-size:0.85em;line-height:1.35">'
        "Answered by the rules (one legal answer each):"
        f'<ul style="margin:2px 0 0 0;padding-left:1.2em">{items}</ul></div>'
    )


class ChoicePanel(widgets.VBox):
    """Controls for the questions of a run and the X of its spells.

    ``answers`` holds every answer changed here, by key (``"2:order:Alice"``,
    ``"3:x:Comet Storm"``); it is a new dict at each change, so it can be observed.
    :meth:`show` shows another run's questions, keeping the controls that still fit (so
    a control being used in the browser isn't replaced under the pointer).
    """

    answers = traitlets.Dict()

    def __init__(
        self,
        questions: Sequence[QuestionView] = (),
        xs: Sequence[XView] = (),
        *,
        on_change: Callback | None = None,
        title: str = "Choices",
        **kwargs: Any,
    ) -> None:
        self._callbacks: list[Callback] = [on_change] if on_change is not None else []
        self._controls: dict[str, QuestionControl] = {}
        self._sliders: dict[str, XSlider] = {}
        self.header = widgets.HTML(
            f'<div style="{FONT};font-size:1.05em;font-weight:bold;margin:0 0 4px 0;'
            'line-height:1.4">'
            f"{html_lib.escape(title)}</div>"
            if title
            else ""
        )
        self.body = widgets.VBox()
        self.fixed = widgets.HTML()
        self.fixed.add_class("rk-fixed")
        super().__init__(children=[self.header, self.body], **kwargs)
        self.add_class("rk-choices")
        self.show(questions, xs)

    def on_change(self, callback: Callback) -> None:
        self._callbacks.append(callback)

    def _changed(self, k: str, answer: Any) -> None:
        self.answers = {**self.answers, k: answer}
        for cb in self._callbacks:
            cb(k, answer)

    def control(self, k: str) -> QuestionControl | XSlider:
        """The control of question or X ``k``."""
        if k in self._controls:
            return self._controls[k]
        if k in self._sliders:
            return self._sliders[k]
        raise KeyError(
            f"no control {k!r}; controls: {', '.join([*self._controls, *self._sliders])}"
        )

    def show(self, questions: Sequence[QuestionView], xs: Sequence[XView] = ()) -> None:
        children: list[widgets.Widget] = []
        keep_q: dict[str, QuestionControl] = {}
        keep_x: dict[str, XSlider] = {}
        # X first for a cast action; a cast answer's X goes right under its question
        x_by_action: dict[int, list[XView]] = {}
        for xv in xs:
            x_by_action.setdefault(xv.action, []).append(xv)
        placed: set[str] = set()
        fixed: list[QuestionView] = []
        actions = sorted({q.action for q in questions} | set(x_by_action))
        for action in actions:
            for xv in x_by_action.get(action, []):
                if xv.key.split(":", 2)[1] == "x":
                    children.append(self._slider(xv, keep_x))
                    placed.add(xv.key)
            for qv in (q for q in questions if q.action == action):
                if not qv.editable:
                    fixed.append(qv)
                    continue
                ctl = self._controls.get(qv.key)
                if ctl is None or ctl.signature != _signature(qv):
                    ctl = QuestionControl(qv, self._changed)
                else:
                    ctl.show(qv)
                keep_q[qv.key] = ctl
                children.append(ctl)
                for xv in x_by_action.get(action, []):
                    if xv.key == qv.key and xv.key not in placed:
                        children.append(self._slider(xv, keep_x))
                        placed.add(xv.key)
        for xv in xs:
            if xv.key not in placed:
                children.append(self._slider(xv, keep_x))
        for k, old in self._controls.items():
            if keep_q.get(k) is not old:
                old.close()
        for k, old_x in self._sliders.items():
            if keep_x.get(k) is not old_x:
                old_x.close()
        self._controls, self._sliders = keep_q, keep_x
        if fixed:
            self.fixed.value = _fixed_html(fixed)
            children.append(self.fixed)
        if not children:
            children = [
                widgets.HTML(
                    f'<div style="{FONT};color:{MUTED}">Nothing to choose here: every question '
                    "in this scenario has one legal answer.</div>"
                )
            ]
        if list(self.body.children) != children:
            self.body.children = children

    def _slider(self, xv: XView, keep: dict[str, XSlider]) -> XSlider:
        s = self._sliders.get(xv.key)
        if s is None:
            s = XSlider.from_view(
                xv,
                layout=widgets.Layout(
                    border=f"1px solid {BORDER}", padding="6px 10px", margin="0 0 8px 0"
                ),
            )
            key = xv.key
            s.on_change(lambda x: self._changed(key, x))
        else:
            s.show(xv)
        keep[xv.key] = s
        return s
