"""Widgets as an article shows them: still HTML instead of controls.

``rulings-kit export --article`` runs a notebook with ``RULINGS_KIT_ARTICLE=1`` in the
kernel's environment. A widget displayed then also offers a ``text/html`` version of
itself, which the export keeps instead of the widget:

* a step player: its key frame (the most objects on the stack), diagram and narration;
* an explorer: the scenario, the outcome and its diagrams with the answers as they are,
  then each other answer to each choice, labelled with what that answer says
  ("If Alice chooses not to copy Shock"), with its outcome and diagram;
* a comparison: both runs, each under its label, and what differs.

No control, no instruction to interact: what a reader of a printed page can use.
"""

from __future__ import annotations

import html as html_lib
import os
import re
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from rulings_kit.render import draw
from rulings_kit.render.export import ARTICLE
from rulings_kit.render.jupyter import AUTO
from rulings_kit.render.stack import draw_stack
from rulings_kit.render.views import caption
from rulings_kit.widgets._base import FONT
from rulings_kit.widgets.controller import Outcome, Session
from rulings_kit.widgets.frames import Frame, frames
from rulings_kit.widgets.html import diagram_html, error_html, lines_html
from rulings_kit.widgets.views import QuestionView

if TYPE_CHECKING:
    import graphviz

    from rulings_kit.trace import Trace
    from rulings_kit.widgets.explorer import Comparison, Explorer

__all__ = ["ARTICLE", "Still", "article_mode", "still_html"]


_ANSWER_KEY = re.compile(r"answer to (?:'|&#x27;|&#39;)[^'&]*(?:'|&#x27;|&#39;): ")

#: the view that best shows how an alternative differs, in order of preference
KEY_VIEWS = ("triggers", "board", "mana", "timeline", "steps")

#: at most this many other answers are shown for one choice (an X has many values)
MAX_ALTERNATIVES = 4


def article_mode() -> bool:
    return os.environ.get(ARTICLE, "") not in ("", "0")


class Still:
    """Mix into a widget: in article mode its display also carries ``still_html``."""

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        bundle = super()._repr_mimebundle_(**kwargs)  # type: ignore[misc]
        if bundle is not None and article_mode():
            bundle = {**bundle, "text/html": still_html(self)}
        return bundle


def still_html(widget: object) -> str:
    """The widget as an article shows it (see the module's docstring)."""
    from rulings_kit.widgets.explorer import Comparison, Explorer
    from rulings_kit.widgets.player import StepPlayer

    if isinstance(widget, Comparison):
        body = _comparison(widget)
    elif isinstance(widget, Explorer):
        body = _explorer(widget)
    elif isinstance(widget, StepPlayer):
        body = _trace(widget.trace, _theme(widget.theme)) if widget.trace is not None else ""
    else:
        body = ""
    # a rejection names the answer's key for the scenario writer; a reader needs the rule
    body = _ANSWER_KEY.sub("", body)
    return f'<div class="rk-still" style="{FONT}">{body}</div>'


# ---------------------------------------------------------------------------------- parts
def _theme(theme: str) -> str:
    """A page printed once: a widget that follows JupyterLab's theme draws in light."""
    return "light" if theme == AUTO else theme


def _trace(trace: Trace, theme: str) -> str:
    """The key frame of a trace: where the most is on the stack, the latest such frame
    (when a trigger gives way to the copy it made, the copy is what the ruling is about)."""
    key = _key_frame(trace)
    return "" if key is None else _frame(key, theme)


def _key_frame(trace: Trace) -> Frame | None:
    fs = frames(trace)
    if not fs:
        return None
    return fs[max(range(len(fs)), key=lambda i: (len(fs[i].state.stack), i))]


def _frame(f: Frame, theme: str) -> str:
    graph = _frame_graph(f, theme)
    lines = [line.rpartition("  [")[0] or line for line in f.narration()]
    return diagram_html(graph, f.heading, kind="stack") + (
        lines_html(lines, title="What happened", css_class="rk-still-narration") if lines else ""
    )


def _frame_graph(f: Frame, theme: str) -> graphviz.Digraph:
    return draw_stack(f.state, theme=theme, title=f.label)


def _outcome(outcome: Outcome, title: str = "Outcome") -> str:
    error = error_html(outcome.error, outcome.rules) if outcome.error is not None else ""
    return error + lines_html(outcome.summary(), title=title, css_class="rk-still-outcome")


def _views(outcome: Outcome, views: tuple[str, ...], theme: str) -> str:
    out = []
    trace = outcome.trace
    for view in views:
        if view == "steps":
            out.append(_trace(trace, theme))
        elif view in ("timeline", "triggers"):
            out.append(diagram_html(draw(trace, view=view, theme=theme), caption(trace, view)))
        else:  # board and mana: how the run ended
            thing = _last(trace)
            out.append(diagram_html(draw(thing, view=view, theme=theme), caption(thing, view)))
    return "".join(out)


def _last(trace: Trace) -> Any:
    return trace.steps[-1] if trace.steps else trace.start


def _source(outcome: Outcome, view: str, theme: str) -> str:
    """What ``view`` of ``outcome`` draws, as DOT source: equal when the figures are."""
    trace = outcome.trace
    if view == "steps":
        key = _key_frame(trace)
        return "" if key is None else str(_frame_graph(key, theme).source)
    thing = trace if view in ("timeline", "triggers") else _last(trace)
    return str(draw(thing, view=view, theme=theme).source)


def _where_it_differs(
    outcome: Outcome, other: Outcome, views: tuple[str, ...], theme: str
) -> tuple[str, ...]:
    """The one view that shows how ``other`` differs from ``outcome``: the first of the
    explorer's views (in ``KEY_VIEWS`` order), then of the other views, whose figure
    differs (the stack with the copy on it, when the trigger diagram is the same); the
    first of its views when none does."""
    mine = [v for v in KEY_VIEWS if v in views] + [v for v in views if v not in KEY_VIEWS]
    candidates = mine + [v for v in KEY_VIEWS if v not in mine]
    for view in candidates:
        if _source(outcome, view, theme) != _source(other, view, theme):
            return (view,)
    return tuple(mine[:1])


def _heading(text: str, level: int = 3) -> str:
    style = "margin:0.8em 0 0.3em"
    return f'<h{level} class="rk-still-heading" style="{style}">{html_lib.escape(text)}</h{level}>'


def _explorer(ex: Explorer) -> str:
    outcome = ex.outcome
    if outcome is None:
        return ""
    s = ex.scenario
    parts = [_heading(s.title)]
    if s.description:
        parts.append(f"<p>{html_lib.escape(' '.join(s.description.split()))}</p>")
    theme = _theme(ex.theme)
    parts += [_outcome(outcome), _views(outcome, ex.views, theme)]
    # an alternative shows the one figure where it differs from the answers above
    for label, other in _alternatives(ex.session, outcome):
        shown = _where_it_differs(outcome, other, ex.views, theme)
        parts += [_heading(label, 4), _outcome(other), _views(other, shown, theme)]
    return "".join(parts)


def _alternatives(session: Session, outcome: Outcome) -> Iterator[tuple[str, Outcome]]:
    """Each other answer to each choice of ``outcome``, run, with a label in words."""
    for q in outcome.questions:
        for answer in _other_answers(q)[:MAX_ALTERNATIVES]:
            yield f"If instead {q.question.say(answer)}", _run(session, q.key, answer)
    for x in outcome.xs:
        if x.forced:
            continue
        for value in sorted({x.lo, x.hi} - {x.value}):
            yield f"If instead X = {value} for {x.card}", _run(session, x.key, value)


def _other_answers(q: QuestionView) -> list[Any]:
    if not q.editable:
        return []
    if q.is_order:  # the reverse order: for two abilities, the only other one
        reverse = list(reversed(q.labels))
        return [] if reverse == list(q.answer) else [reverse]
    return [c for i, c in enumerate(q.choices) if i != q.index()]


def _run(session: Session, k: str, answer: Any) -> Outcome:
    other = Session(session.scenario, answers=dict(session.choices))
    if ":x:" not in k and isinstance(answer, int) and not isinstance(answer, bool):
        other.set_x(k, answer)
    else:
        other.choose(k, answer)
    return other.run()


def _comparison(c: Comparison) -> str:
    parts = [_heading(c.a.scenario.title)]
    for label, ex in zip(c.labels, (c.a, c.b), strict=True):
        if ex.outcome is not None:
            parts += [
                _heading(label, 4),
                _outcome(ex.outcome),
                _views(ex.outcome, ex.views, _theme(ex.theme)),
            ]
    lines = c.differ() or ["The two runs end the same way."]
    parts.append(lines_html(lines, title="What differs", css_class="rk-still-differs"))
    return "".join(parts)
