"""Showing diagrams in Jupyter: a figure (diagram + one-line caption) with
``_repr_mimebundle_``, the HTML of a diagram in a page, and the display formatters for
traces, steps and states.

Running ``dot`` happens only here, when a notebook asks for a picture; the views
themselves stay pure. ``rulings_kit/__init__.py`` registers :func:`mimebundle` with
IPython by class *name* (``load_ipython_extension``), so importing the package never
imports graphviz.
"""

from __future__ import annotations

import functools
import html as html_lib
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import graphviz

from rulings_kit.render.drawing import AUTO
from rulings_kit.render.page import FONT, MUTED, caption_html, inline_svg, legible_svg, themed
from rulings_kit.render.views import Drawable, caption, default_view, draw

__all__ = [
    "AUTO",
    "Figure",
    "diagram_html",
    "figure",
    "inline_svg",
    "mimebundle",
    "svg_of",
    "themed_diagram_html",
]


# dot runs in a subprocess: the light and the dark drawing of a diagram run side by side
_DOT = ThreadPoolExecutor(max_workers=2, thread_name_prefix="rulings-kit-dot")


@functools.lru_cache(maxsize=256)
def _pipe(source: str, engine: str) -> str:
    svg: str = graphviz.Source(source, engine=engine).pipe(format="svg", encoding="utf-8")
    return svg


def svg_of(graph: graphviz.Digraph) -> str:
    """The diagram as an ``<svg>`` element to put in HTML (one run of ``dot`` per
    distinct diagram: the same DOT source is drawn once)."""
    return inline_svg(_pipe(graph.source, graph.engine))


#: a figure wider than its column scrolls: its scrollbar in the text's colour, so it
#: shows on a dark page too (a dark theme's default thumb is hard to see there)
SCROLLBAR = (
    "scrollbar-color:color-mix(in srgb,var(--jp-content-font-color1,#1A1A1A) 45%,"
    "transparent) transparent;scrollbar-width:thin;padding-bottom:2px"
)


def diagram_html(
    graph: graphviz.Digraph,
    caption: str = "",
    *,
    kind: str = "",
    dark: graphviz.Digraph | None = None,
    css_class: str = "rk-diagram",
) -> str:
    """A ``<figure>`` with the diagram and a caption. With ``dark`` (the same diagram in
    the dark theme) the page shows the one that matches its theme.

    The diagram shrinks to the page, but never below legible text: then it scrolls
    sideways (:func:`~rulings_kit.render.page.legible_svg`). ``kind`` names the diagram
    for tests and styles (``data-diagram="stack"``)."""
    try:
        if dark is None:
            body = legible_svg(svg_of(graph))
        else:
            light_svg, dark_svg = _DOT.map(svg_of, (graph, dark))
            body = themed(legible_svg(light_svg), legible_svg(dark_svg))
    except graphviz.ExecutableNotFound:
        body = (
            f'<p style="{FONT};color:{MUTED}">(install Graphviz\'s <code>dot</code> to see '
            "the diagram)</p>"
        )
    return (
        f'<figure class="{css_class}" data-diagram="{html_lib.escape(kind)}" '
        f'style="margin:0;overflow-x:auto;{SCROLLBAR}">{body}{caption_html(caption)}</figure>'
    )


def themed_diagram_html(
    paint: Callable[[str], graphviz.Digraph], theme: str, caption: str = "", *, kind: str = ""
) -> str:
    """:func:`diagram_html` of what ``paint(theme_name)`` draws: in the light and the dark
    theme when ``theme`` is ``"auto"``, so the page shows the one matching its own."""
    if theme == AUTO:
        return diagram_html(paint("light"), caption, kind=kind, dark=paint("dark"))
    return diagram_html(paint(theme), caption, kind=kind)


class Figure:
    """A diagram and its caption; shows itself in Jupyter and exports to SVG/PNG.

    ``dark``, when given, is the same diagram in the dark theme: the notebook shows the
    one that matches JupyterLab's theme; SVG and PNG files are of ``graph``."""

    def __init__(
        self, graph: graphviz.Digraph, caption: str, *, dark: graphviz.Digraph | None = None
    ) -> None:
        self.graph = graph
        self.caption = caption
        self.dark = dark

    def svg(self) -> str:
        return _pipe(self.graph.source, self.graph.engine)  # the drawing html() also shows

    def png(self, *, dpi: int = 144) -> bytes:
        g = self.graph.copy()
        g.attr(dpi=str(dpi))
        data: bytes = g.pipe(format="png")
        return data

    def html(self) -> str:
        """A ``<figure>`` with the SVG inline and the caption, escaped, under it."""
        return diagram_html(
            self.graph, self.caption, dark=self.dark, css_class="rulings-kit-figure"
        )

    def _repr_mimebundle_(
        self, include: Iterable[str] | None = None, exclude: Iterable[str] | None = None
    ) -> dict[str, Any]:
        try:
            bundle: dict[str, Any] = {
                "text/html": self.html(),
                "image/svg+xml": self.svg(),
                "text/plain": self.caption,
            }
        except graphviz.ExecutableNotFound:
            # no `dot`: say so, with the caption, rather than failing the cell
            bundle = {
                "text/plain": f"{self.caption}\n(install Graphviz's `dot` to see the diagram)"
            }
        if include is not None:
            bundle = {k: v for k, v in bundle.items() if k in set(include)}
        if exclude is not None:
            bundle = {k: v for k, v in bundle.items() if k not in set(exclude)}
        return bundle

    def _repr_svg_(self) -> str:
        return self.svg()

    def __repr__(self) -> str:
        return f"Figure({self.caption!r})"


def figure(
    thing: Drawable, *, view: str | None = None, theme: str = AUTO, **options: Any
) -> Figure:
    """``thing`` drawn as ``view`` (default: the one that suits it), with a caption.

    ``theme="auto"`` (the default) follows the notebook's theme: light in files and in
    JupyterLab's light theme, dark in its dark theme."""
    view = view or default_view(thing)
    if theme == AUTO:
        return Figure(
            draw(thing, view=view, theme="light", **options),
            caption(thing, view),
            dark=draw(thing, view=view, theme="dark", **options),
        )
    return Figure(draw(thing, view=view, theme=theme, **options), caption(thing, view))


def mimebundle(
    thing: Drawable,
    include: Iterable[str] | None = None,
    exclude: Iterable[str] | None = None,
) -> dict[str, Any]:
    """What a notebook shows for a Trace, a TraceStep or a GameState: the diagram that
    suits it and a one-line caption. Usable as a ``_repr_mimebundle_`` body."""
    return figure(thing)._repr_mimebundle_(include=include, exclude=exclude)
