"""What every widget here shares: styles, and callbacks that never show a traceback."""

from __future__ import annotations

import functools
import html as html_lib
import logging
from collections.abc import Callable
from typing import Any, TypeVar

import ipywidgets as widgets

from rulings_kit.errors import RulingsError
from rulings_kit.render.page import BORDER, FONT, MUTED
from rulings_kit.widgets.html import error_html

log = logging.getLogger("rulings_kit.widgets")

F = TypeVar("F", bound=Callable[..., Any])

__all__ = ["BORDER", "FONT", "MUTED", "note", "safe", "stylesheet"]

# What inline styles can't reach: the parts of stock widgets drawn by JupyterLab.
_STYLE = (
    "<style>"
    # TagsInput always draws a × on each tag and a box to type a new one: neither makes
    # sense for an order, where every trigger stays
    ".rk-order-tags .jupyter-widget-tag-close,.rk-order-tags .jupyter-widget-taginput"
    "{display:none}"
    # Lab greys the names of the tabs not on show below WCAG AA contrast (4.4:1)
    ".rk-views .lm-TabBar-tab,.rk-views .lm-TabBar-tabLabel"
    "{color:var(--jp-ui-font-color1,#1A1A1A) !important}"
    # an HTML widget's content is a flex item, as wide as a diagram's least legible width
    # and clipped past its tab's edge: let it shrink, so the figure scrolls sideways
    ".rk-views .widget-html-content,.rk-views .jupyter-widget-html-content{min-width:0}"
    # a yes/no toggle: the pressed answer is filled and ticked, not a shade apart (which
    # Lab's dark theme makes hard to tell from the other)
    ".rk-question .jupyter-button.mod-active{background:var(--jp-brand-color1,#1976D2);"
    "color:#FFFFFF;font-weight:bold;box-shadow:none}"
    '.rk-question .jupyter-button.mod-active::before{content:"✓ "}'
    # on a dark page a light fill with dark text: white on Lab's blue there is 3.1:1
    'body[data-jp-theme-light="false"] .rk-question .jupyter-button.mod-active'
    "{background:#90CAF9;color:#111111}"
    # an HTML widget's text keeps Lab's line height for one control line (28 px): a
    # paragraph of notes reads at its own
    ".rk-notes,.rk-notes .widget-html-content{line-height:1.4}"
    ".rk-notes .rk-note+.rk-note{margin-top:0.4em}"
    "</style>"
)


def stylesheet() -> widgets.HTML:
    """An invisible widget with the page styles of this package's widgets."""
    return widgets.HTML(_STYLE, layout=widgets.Layout(display="none"))


def safe(show: Callable[[str], None] | None = None) -> Callable[[F], F]:
    """Run a widget callback so that nothing it raises reaches the page as a traceback:
    a rules error is shown (it names its rule), anything else is logged and summarised."""

    def wrap(fn: F) -> F:
        @functools.wraps(fn)
        def run(*args: Any, **kwargs: Any) -> Any:
            target = show
            if target is None and args and hasattr(args[0], "show_error"):
                target = args[0].show_error
            try:
                return fn(*args, **kwargs)
            except RulingsError as e:
                if target is not None:
                    target(error_html(e.plain, getattr(e, "rules", ())))
                else:
                    log.warning("%s", e)
            except Exception as e:  # a bug: say so in the widget, keep the page clean
                log.exception("widget callback failed")
                if target is not None:
                    target(error_html(f"something went wrong ({type(e).__name__}: {e})"))
            return None

        return run  # type: ignore[return-value]

    return wrap


def note(text: str, *, css_class: str = "rk-note") -> str:
    return (
        f'<div class="{css_class}" style="{FONT};color:{MUTED};font-size:0.85em;'
        f'line-height:1.35">{html_lib.escape(text)}</div>'
    )
