"""How diagrams and panels sit in an HTML page: colours that follow JupyterLab's light or
dark theme, and diagrams that keep their text legible.

Panels use JupyterLab's theme variables (``--jp-content-font-color1``...) with a fallback
for pages without them (a static export, a classic notebook); tinted panels use a
translucent colour over the page, which reads on either background. Every panel that
sets a background also sets its text colour, so the two always come from one theme.

A diagram is drawn twice, in the light and the dark theme, and the page shows the one
that matches: JupyterLab (and nbconvert's lab template) marks the theme on ``<body>``
with ``data-jp-theme-light``. This needs no script, so it also works in an exported
page with no kernel.
"""

from __future__ import annotations

import html as html_lib
import re

__all__ = [
    "BORDER",
    "FONT",
    "MIN_TEXT_PX",
    "MUTED",
    "SIDE_BY_SIDE_PX",
    "SURFACE",
    "TEXT",
    "inline_svg",
    "least_diagram_px",
    "legible_svg",
    "panel_style",
    "smallest_text_px",
    "themed",
    "tint",
    "widest_diagram_px",
]

FONT = "font-family:Helvetica,Arial,sans-serif"
TEXT = "var(--jp-content-font-color1,#1A1A1A)"
#: secondary text (dates, rule numbers): the text colour, a quarter faded. Lab's own
#: ``--jp-content-font-color2`` is too faint on a tinted panel for WCAG AA (4.4:1)
MUTED = "color-mix(in srgb,var(--jp-content-font-color1,#1A1A1A) 75%,transparent)"
BORDER = "var(--jp-border-color2,#DADCE0)"
#: the face of a card or a panel that is not tinted
SURFACE = "var(--jp-layout-color1,#FFFFFF)"

#: accents (Okabe–Ito): readable as a border on a light and on a dark page
BLUE = "0,114,178"
ORANGE = "230,159,0"
RED = "213,94,0"
#: a diagram never shrinks its smallest text below this (CSS px); it scrolls instead
MIN_TEXT_PX = 11.0


def tint(rgb: str, alpha: float = 0.10) -> str:
    """A translucent ``rgb`` ("0,114,178"): a light tint on white, a dark one on black."""
    return f"rgba({rgb},{alpha:g})"


def panel_style(accent: str) -> str:
    """Inline style of a tinted panel with an accent bar on its left."""
    return (
        f"{FONT};color:{TEXT};background:{tint(accent)};border-left:4px solid rgb({accent});"
        "padding:6px 12px;border-radius:4px"
    )


# Everything before the <svg> element (XML declaration, DOCTYPE, generator comments) has
# no place inside an HTML page.
_SVG_PROLOGUE = re.compile(r"^.*?(?=<svg\b)", re.S)
_SIZE = re.compile(r'<svg width="([\d.]+)pt" height="([\d.]+)pt"')
_FONT_SIZE = re.compile(r'font-size="([\d.]+)"')


#: a diagram wider than this goes under its neighbour rather than beside it: two of
#: them side by side would not fit a notebook's ~1100 px column at legible size
SIDE_BY_SIDE_PX = 540
_PX_WIDTH = re.compile(r'<svg style="[^"]*" width="(\d+)px"')


def widest_diagram_px(html: str) -> float:
    """The natural width of the widest diagram in a piece of HTML (0 with none)."""
    return max((float(w) for w in _PX_WIDTH.findall(html)), default=0.0)


_LEAST_WIDTH = re.compile(r'<svg style="[^"]*min-width:(\d+)px')


def least_diagram_px(html: str) -> float:
    """The width the widest diagram in a piece of HTML needs to keep its text legible
    (:func:`legible_svg`; 0 with none)."""
    return max((float(w) for w in _LEAST_WIDTH.findall(html)), default=0.0)


def inline_svg(svg: str) -> str:
    """An SVG document as an element to put in HTML."""
    return _SVG_PROLOGUE.sub("", svg, count=1)


def smallest_text_px(svg: str) -> float:
    """The size in CSS px of the smallest text of a Graphviz SVG at its natural size."""
    sizes = [float(s) for s in _FONT_SIZE.findall(svg)]
    return min(sizes, default=14.0) * 4 / 3  # dot's points, 96 px per inch


def legible_svg(svg: str) -> str:
    """A Graphviz SVG as an HTML element that shrinks to the width of the page (never
    grows), but never so far that its smallest text drops below :data:`MIN_TEXT_PX`:
    past that it keeps its size and its figure scrolls sideways."""
    svg = inline_svg(svg)
    m = _SIZE.search(svg)
    if m is None:
        return svg
    width, height = float(m.group(1)) * 4 / 3, float(m.group(2)) * 4 / 3  # pt → px
    least = min(1.0, MIN_TEXT_PX / smallest_text_px(svg))
    return (
        svg[: m.start()]
        + f'<svg style="max-width:100%;min-width:{width * least:.0f}px;height:auto" '
        f'width="{width:.0f}px" height="{height:.0f}px"' + svg[m.end() :]
    )


# The dark drawing is hidden by an inline style, which only this stylesheet overrides:
# where a sanitizer drops <style> (an untrusted notebook), the light drawing shows alone.
_SWITCH = (
    "<style>"
    'body[data-jp-theme-light="false"] .rk-dark-only{display:block!important}'
    'body[data-jp-theme-light="false"] .rk-light-only{display:none}</style>'
)


def themed(light: str, dark: str | None) -> str:
    """``light`` and ``dark`` (HTML of one diagram in each theme), of which the page
    shows the one that matches its theme; ``light`` alone when there is no ``dark``."""
    if dark is None:
        return light
    return (
        f'{_SWITCH}<div class="rk-light-only">{light}</div>'
        f'<div class="rk-dark-only" style="display:none">{dark}</div>'
    )


def caption_html(text: str) -> str:
    return (
        # its own line height: in a widget, Lab's 28 px control line spaced it out
        f'<figcaption style="{FONT};font-size:0.9em;line-height:1.4;color:{MUTED};'
        f'margin-top:4px">'
        f"{html_lib.escape(text)}</figcaption>"
        if text
        else ""
    )
