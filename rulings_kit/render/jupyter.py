"""Showing diagrams in Jupyter: a figure (diagram + one-line caption) with
``_repr_mimebundle_``, and the display formatters for traces, steps and states.

Running ``dot`` happens only here, when a notebook asks for a picture; the views
themselves stay pure. ``rulings_kit/__init__.py`` registers :func:`mimebundle` with
IPython by class *name* (``load_ipython_extension``), so importing the package never
imports graphviz.
"""

from __future__ import annotations

import html as html_lib
import re
from collections.abc import Iterable
from typing import Any

import graphviz

from rulings_kit.render.views import Drawable, caption, default_view, draw

__all__ = ["Figure", "figure", "inline_svg", "mimebundle"]

# Everything before the <svg> element (XML declaration, DOCTYPE, generator comments) has
# no place inside an HTML page.
_SVG_PROLOGUE = re.compile(r"^.*?(?=<svg\b)", re.S)


def inline_svg(svg: str) -> str:
    """An SVG document as an element to put in HTML."""
    return _SVG_PROLOGUE.sub("", svg, count=1)


class Figure:
    """A diagram and its caption; shows itself in Jupyter and exports to SVG/PNG."""

    def __init__(self, graph: graphviz.Digraph, caption: str) -> None:
        self.graph = graph
        self.caption = caption

    def svg(self) -> str:
        svg: str = self.graph.pipe(format="svg", encoding="utf-8")
        return svg

    def png(self, *, dpi: int = 144) -> bytes:
        g = self.graph.copy()
        g.attr(dpi=str(dpi))
        data: bytes = g.pipe(format="png")
        return data

    def html(self) -> str:
        """A ``<figure>`` with the SVG inline and the caption, escaped, under it."""
        return (
            '<figure class="rulings-kit-figure" style="margin:0">'
            f"{inline_svg(self.svg())}"
            '<figcaption style="font-family:Helvetica,Arial,sans-serif;font-size:0.9em;'
            f'color:#5F6368">{html_lib.escape(self.caption)}</figcaption></figure>'
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
    thing: Drawable, *, view: str | None = None, theme: str = "light", **options: Any
) -> Figure:
    """``thing`` drawn as ``view`` (default: the one that suits it), with a caption."""
    view = view or default_view(thing)
    return Figure(draw(thing, view=view, theme=theme, **options), caption(thing, view))


def mimebundle(
    thing: Drawable,
    include: Iterable[str] | None = None,
    exclude: Iterable[str] | None = None,
) -> dict[str, Any]:
    """What a notebook shows for a Trace, a TraceStep or a GameState: the diagram that
    suits it and a one-line caption. Usable as a ``_repr_mimebundle_`` body."""
    return figure(thing)._repr_mimebundle_(include=include, exclude=exclude)
