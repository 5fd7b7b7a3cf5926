"""The explorer: a scenario with every choice in reach. Change an answer and the scenario
re-runs; the outcome and every diagram follow. And a comparison of two branches side by
side."""

from __future__ import annotations

import html as html_lib
import re
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import ipywidgets as widgets
import traitlets

from rulings_kit.core.questions import Ask
from rulings_kit.render import draw
from rulings_kit.render.jupyter import AUTO, themed_diagram_html
from rulings_kit.render.page import BLUE, ORANGE, SIDE_BY_SIDE_PX, panel_style, widest_diagram_px
from rulings_kit.render.views import Drawable, caption
from rulings_kit.scenarios.scenario import Scenario
from rulings_kit.widgets._base import BORDER, FONT, MUTED, note, safe, stylesheet
from rulings_kit.widgets.article import Still
from rulings_kit.widgets.controller import Outcome, Session
from rulings_kit.widgets.html import error_html, lines_html
from rulings_kit.widgets.panel import ChoicePanel
from rulings_kit.widgets.player import StepPlayer
from rulings_kit.widgets.summary import compare

if TYPE_CHECKING:
    from rulings_kit.cards import CardPool
    from rulings_kit.cards.model import Card
    from rulings_kit.explore import Exploration

__all__ = ["Comparison", "Explorer"]

#: the tabs an explorer can show, with their titles
TABS = {
    "triggers": "Trigger order",
    "steps": "Step by step",
    "timeline": "Timeline",
    "board": "Board",
    "mana": "Mana",
}


def _description_html(text: str) -> str:
    """A scenario's Markdown description as paragraphs (text escaped; `code` kept)."""
    paras = [p.strip() for p in re.split(r"\n\s*\n", text.strip()) if p.strip()]
    out = []
    for p in paras:
        body = html_lib.escape(" ".join(p.split()))
        body = re.sub(r"`([^`]+)`", r"<code>\1</code>", body)
        out.append(f'<p style="margin:0.3em 0">{body}</p>')
    return "".join(out)


class Explorer(Still, widgets.VBox):
    """A scenario with a control for each of its choices, the outcome, and diagrams.

    ``views`` are the tabs (``triggers``, ``steps``, ``timeline``, ``board``, ``mana``);
    by default the trigger order when the scenario orders triggers, then the step
    player, the timeline and the board. ``answers`` start the session with changed
    answers (keys like ``"2:order:Alice"``). A scenario given as a path is read with
    ``cards`` (a ``CardPool``, or ``Card`` values added to the bundled cards).

    ``outcome`` is the latest :class:`~rulings_kit.widgets.controller.Outcome`; a rules
    error (an X the rules forbid...) shows its message and the rule's text, never a
    traceback.
    """

    outcome = traitlets.Instance(Outcome, allow_none=True)

    def __init__(
        self,
        scenario: Scenario | str | Path,
        *,
        answers: Mapping[str, Any] | None = None,
        views: Sequence[str] | None = None,
        theme: str = AUTO,
        header: bool = True,
        compact: bool = False,
        cards: CardPool | Iterable[Card] | None = None,
        **kwargs: Any,
    ) -> None:
        self.session = Session(scenario, answers=answers, cards=cards)
        self.scenario = self.session.scenario
        self.theme = theme
        first = self.session.run()
        if views is None:
            views = self._default_views(first, compact)
        unknown = [v for v in views if v not in TABS]
        if unknown:
            raise ValueError(f"unknown view {unknown[0]!r}; views: {', '.join(TABS)}")
        self.views = tuple(views)
        self.panel = ChoicePanel(title="Your choices", on_change=self._on_answer)
        self.status = widgets.HTML()
        self.status.add_class("rk-status")
        self.outcome_box = widgets.HTML()
        self.outcome_box.add_class("rk-outcome")
        self.diagrams: dict[str, widgets.HTML] = {}
        self.player: StepPlayer | None = None
        pages: list[widgets.Widget] = []
        for v in self.views:
            if v == "steps":
                self.player = StepPlayer(theme=theme)
                pages.append(self.player)
            else:
                h = widgets.HTML(layout=widgets.Layout(width="100%"))
                h.add_class(f"rk-view-{v}")
                self.diagrams[v] = h
                pages.append(h)
        self.tabs: widgets.Widget
        if len(pages) == 1:
            self.tabs = pages[0]
        else:
            self.tabs = widgets.Tab(children=pages, titles=[TABS[v] for v in self.views])
            self.tabs.observe(self._on_tab, names="selected_index")
        self.tabs.add_class("rk-views")
        self._drawn: dict[str, str] = {}
        children: list[widgets.Widget] = [stylesheet()]
        if header and not compact:
            children.append(widgets.HTML(self._header_html()))
        if compact:  # a narrow column: one thing under the other
            children += [self.panel, self.status, self.outcome_box, self.tabs]
        else:
            left = widgets.VBox(
                [self.panel], layout=widgets.Layout(width="50%", margin="0 16px 0 0")
            )
            right = widgets.VBox(
                [self.status, self.outcome_box], layout=widgets.Layout(width="50%")
            )
            children += [widgets.HBox([left, right]), self.tabs]
        super().__init__(children=children, **kwargs)
        self.add_class("rk-explorer")
        if not compact:
            self.layout.border = f"1px solid {BORDER}"
            self.layout.padding = "12px 16px"
        self.outcome = first

    # ---- choices ------------------------------------------------------------------------
    @staticmethod
    def _default_views(outcome: Outcome, compact: bool) -> list[str]:
        orders = any(q.kind is Ask.ORDER for q in outcome.questions)
        if compact:
            return ["triggers" if orders else "steps"]
        return [*(["triggers"] if orders else []), "steps", "timeline", "board"]

    def choose(self, k: str, answer: Any) -> Outcome:
        """Answer question ``k`` (``"2:order:Alice"``) or set X (``"3:x:Comet Storm"``)
        as a control would, and re-run."""
        self._on_answer(k, answer)
        assert self.outcome is not None
        return self.outcome

    def reset(self) -> None:
        """Back to the scenario's own answers."""
        self.session.reset()
        self.outcome = self.session.run()

    def show_error(self, text: str) -> None:
        self.status.value = text

    @safe()
    def _on_answer(self, k: str, answer: Any) -> None:
        if ":x:" not in k and isinstance(answer, int) and not isinstance(answer, bool):
            self.session.set_x(k, answer)  # the X slider of a cast a question allowed
        else:
            self.session.choose(k, answer)
        self.outcome = self.session.run()

    # ---- showing ------------------------------------------------------------------------
    @traitlets.observe("outcome")
    def _on_outcome(self, change: dict[str, Any]) -> None:
        self._show()

    @safe()
    def _show(self) -> None:
        o = self.outcome
        if o is None:
            return
        self.panel.show(o.questions, o.xs)
        if o.error is not None:
            self.status.value = error_html(o.error, o.rules)
        elif o.notes:
            # each note a block with its own line height: <br>s inside an HTML widget
            # took Lab's 28 px control line height
            self.status.value = (
                '<div class="rk-notes">' + "".join(note(n) for n in o.notes) + "</div>"
            )
        else:
            self.status.value = ""
        self.outcome_box.value = (
            f'<div style="{panel_style(BLUE)}">'
            + lines_html(o.summary(), title="Outcome", css_class="rk-outcome-text")
            + "</div>"
        )
        self._drawn.clear()
        if self.player is not None:
            self.player.trace = o.trace
        self._draw_visible()

    def _on_tab(self, change: dict[str, Any]) -> None:
        self._draw_visible()

    def _visible(self) -> str:
        if isinstance(self.tabs, widgets.Tab):
            return self.views[self.tabs.selected_index or 0]
        return self.views[0]

    @safe()
    def _draw_visible(self) -> None:
        v = self._visible()
        if v in self.diagrams and v not in self._drawn:
            self.draw_view(v)

    def draw_view(self, view: str) -> str:
        """Draw one tab's diagram now (tabs are drawn when first shown); its HTML."""
        o = self.outcome
        if o is None or view not in self.diagrams:
            return ""
        trace = o.trace
        thing: Drawable = trace
        if view not in ("timeline", "triggers"):  # board and mana: how the run ended
            thing = trace.steps[-1] if trace.steps else trace.start
        html = themed_diagram_html(
            lambda theme: draw(thing, view=view, theme=theme),
            self.theme,
            caption(thing, view),
            kind=view,
        )
        self.diagrams[view].value = html
        self._drawn[view] = html
        return html

    def _header_html(self) -> str:
        s = self.scenario
        rules = (
            f'<div style="color:{MUTED};font-size:0.85em;margin-top:2px">Rules: '
            f"{html_lib.escape(', '.join(s.rules))}</div>"
            if s.rules
            else ""
        )
        return (
            f'<div class="rk-header" style="{FONT};margin-bottom:10px;line-height:1.45;'
            f'border-bottom:1px solid {BORDER};padding-bottom:8px">'
            f'<div style="font-size:1.2em;font-weight:bold;margin-bottom:2px">'
            f"{html_lib.escape(s.title)}</div>"
            f"{_description_html(s.description)}{rules}</div>"
        )


class Comparison(Still, widgets.VBox):
    """Two runs of a scenario side by side — each with its own choices, outcome and
    diagram — and what differs between them.

    ``a`` and ``b`` are answers by key (``{"2:order:Alice": [...]}``);
    :meth:`from_exploration` takes two branch numbers of ``explore()`` instead.
    ``view`` is the diagram of each run (default: the trigger order when there is one,
    else the step player). Wide diagrams (trigger order, timeline, a board wider than half
    a notebook) go one under the other so they stay readable; the others side by side
    (``columns`` decides otherwise).
    """

    def __init__(
        self,
        scenario: Scenario | str | Path,
        a: Mapping[str, Any] | None = None,
        b: Mapping[str, Any] | None = None,
        *,
        labels: tuple[str, str] = ("A", "B"),
        view: str | None = None,
        columns: bool | None = None,
        theme: str = AUTO,
        cards: CardPool | Iterable[Card] | None = None,
        **kwargs: Any,
    ) -> None:
        views = [view] if view is not None else None
        self.a = Explorer(
            scenario, answers=a, views=views, theme=theme, compact=True, cards=cards
        )
        self.b = Explorer(self.a.scenario, answers=b, views=views, theme=theme, compact=True)
        self.labels = labels
        self.view = self.a.views[0]
        if columns is None:  # side by side only when both diagrams fit at legible size
            columns = self.view not in ("triggers", "timeline") and (
                self.view == "steps"
                or widest_diagram_px(self.a.draw_view(self.view)) <= SIDE_BY_SIDE_PX
            )
        self.differences = widgets.HTML()
        self.differences.add_class("rk-differences")

        def label(text: str) -> widgets.HTML:
            return widgets.HTML(
                f'<div style="{FONT};font-size:1.1em;font-weight:bold;line-height:1.4;'
                f'border-bottom:2px solid rgb({BLUE});margin:6px 0">{html_lib.escape(text)}</div>'
            )

        half = {"width": "50%", "margin": "0 8px"}
        tops = [
            widgets.VBox(
                [label(name), ex.panel, ex.status, ex.outcome_box],
                layout=widgets.Layout(**half),
            )
            for name, ex in zip(labels, (self.a, self.b), strict=True)
        ]
        parts: list[widgets.Widget] = [widgets.HBox(tops)]
        if columns:
            parts.append(
                widgets.HBox(
                    [
                        widgets.VBox([self.a.tabs], layout=widgets.Layout(**half)),
                        widgets.VBox([self.b.tabs], layout=widgets.Layout(**half)),
                    ]
                )
            )
        else:
            parts += [label(labels[0]), self.a.tabs, label(labels[1]), self.b.tabs]
        title = widgets.HTML(
            f'<div style="{FONT};font-size:1.2em;font-weight:bold;line-height:1.4;'
            f'margin-bottom:4px">{html_lib.escape(self.a.scenario.title)}</div>'
        )
        super().__init__(children=[title, *parts, self.differences], **kwargs)
        self.add_class("rk-comparison")
        self.layout.border = f"1px solid {BORDER}"
        self.layout.padding = "12px 16px"
        self.a.observe(self._update, names="outcome")
        self.b.observe(self._update, names="outcome")
        self._update()

    @classmethod
    def from_exploration(
        cls, exploration: Exploration, a: int, b: int, **kwargs: Any
    ) -> Comparison:
        """Branches ``a`` and ``b`` (numbers from ``exploration.outcomes()``), labelled
        with their outcome's letter as the table, ``group()`` and the decision tree
        letter it ("Branch 3 · outcome B")."""

        def keyed(branch: int) -> dict[str, Any]:
            return {
                f"{action}:{qid}": value
                for action, answers in exploration.answers(branch).items()
                for qid, value in answers.items()
            }

        table = exploration.outcomes()
        letters = dict(zip(table["branch"], table["outcome"], strict=True))

        def label(branch: int) -> str:
            said = letters.get(branch, "")
            return f"Branch {branch}" + (f" · outcome {said}" if said else "")

        kwargs.setdefault("labels", (label(a), label(b)))
        return cls(exploration.scenario, keyed(a), keyed(b), **kwargs)

    def differ(self) -> list[str]:
        """What one run's outcome says that the other's doesn't."""
        oa, ob = self.a.outcome, self.b.outcome
        if oa is None or ob is None:
            return []
        la, lb = self.labels
        return [
            line.replace("A: ", f"{la}: ", 1).replace("B: ", f"{lb}: ", 1)
            for line in compare(oa.run, ob.run)
        ]

    def _update(self, change: dict[str, Any] | None = None) -> None:
        lines = self.differ()
        if not lines:
            lines = ["The two runs end the same way."]
        self.differences.value = (
            f'<div style="{panel_style(ORANGE)};margin-top:10px">'
            + lines_html(lines, title="What differs", css_class="rk-diff-text")
            + "</div>"
        )
