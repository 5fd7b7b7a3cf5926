"""One theme rule for every drawing function: ``theme="auto"`` (the default) follows the
page.

A view called with ``theme="auto"`` returns its light drawing — the DOT source, SVG and
PNG files are that one — carrying its dark drawing too: in a notebook it shows the one
that matches JupyterLab's theme (``rulings_kit.render.page.themed``), the way a Trace or
a GameState shows itself. Any other theme (``light``, ``dark``, ``print`` or a
``Theme``) draws that theme alone.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable
from typing import Any, ParamSpec

import graphviz

from rulings_kit.render.themes import Theme

__all__ = ["AUTO", "Drawing", "follows_theme"]

#: the theme that follows the page: drawn in light and dark, the page shows its own
AUTO = "auto"

P = ParamSpec("P")


class Drawing(graphviz.Digraph):
    """A light drawing that also holds its ``dark`` twin, and shows the one matching the
    notebook's theme. Everything else (``source``, ``pipe``, ``render``) is the light
    drawing's."""

    dark: graphviz.Digraph | None = None

    @classmethod
    def pair(cls, light: graphviz.Digraph, dark: graphviz.Digraph) -> Drawing:
        # graphviz's own copy() rebuilds a graph from these keyword arguments
        drawing = cls(**light._copy_kwargs())
        drawing.dark = dark
        return drawing

    def _repr_mimebundle_(
        self,
        include: Iterable[str] | None = None,
        exclude: Iterable[str] | None = None,
        **_: Any,
    ) -> dict[str, Any]:
        from rulings_kit.render.jupyter import Figure

        return Figure(self, "", dark=self.dark)._repr_mimebundle_(include, exclude)


def follows_theme(
    draw: Callable[P, graphviz.Digraph],
) -> Callable[P, graphviz.Digraph]:
    """Give a view the theme rule: ``theme="auto"`` draws it in light and dark (a
    :class:`Drawing`); any other theme goes to ``draw`` as it is."""

    @functools.wraps(draw)
    def drawn(*args: P.args, **kwargs: P.kwargs) -> graphviz.Digraph:
        theme: str | Theme = kwargs.get("theme", AUTO)  # type: ignore[assignment]
        if theme != AUTO:
            return draw(*args, **kwargs)
        light = draw(*args, **{**kwargs, "theme": "light"})  # type: ignore[arg-type]
        dark = draw(*args, **{**kwargs, "theme": "dark"})  # type: ignore[arg-type]
        return Drawing.pair(light, dark)

    return drawn
