"""Figures sized for an article: measure a drawing, scale it to a column's width, and cut
a storyboard into columns and pages that fit.

Unlike the views, this runs ``dot``: a size is only known once the graph is laid out.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

import graphviz

from rulings_kit.explore import Exploration
from rulings_kit.render.decision_tree import decision_tree, page_count
from rulings_kit.render.page import MIN_TEXT_PX, smallest_text_px
from rulings_kit.render.themes import Theme
from rulings_kit.render.timeline import MIN_WIDTH, draw_timeline, timeline_pages
from rulings_kit.trace import Trace

__all__ = [
    "MAX_COLUMNS",
    "TREE_LAYOUTS",
    "Size",
    "fit_tree",
    "fit_width",
    "measure",
    "storyboard",
    "tree_pages",
]

#: a storyboard wider than this many columns reads badly whatever the page width
MAX_COLUMNS = 4
_SIZE = re.compile(r'<svg width="([\d.]+)pt" height="([\d.]+)pt"')
_SCALE = re.compile(r'<g id="graph0" class="graph" transform="scale\(([\d.]+)')


@dataclass(frozen=True)
class Size:
    """A drawing's size in CSS px (96 per inch) and its smallest text, as drawn."""

    width: float
    height: float
    smallest_text: float

    def scaled_to(self, width: float) -> Size:
        """The size once shrunk (never grown) to ``width`` px."""
        k = min(1.0, width / self.width) if self.width else 1.0
        return Size(self.width * k, self.height * k, self.smallest_text * k)

    @property
    def legible(self) -> bool:
        return self.smallest_text >= MIN_TEXT_PX


def measure(graph: graphviz.Digraph) -> Size:
    """Lay ``graph`` out with ``dot`` and read its size (a ``size`` attribute included)."""
    svg: str = graph.pipe(format="svg", encoding="utf-8")
    m = _SIZE.search(svg)
    if m is None:
        raise ValueError("dot wrote an SVG without a size")
    width, height = float(m.group(1)) * 4 / 3, float(m.group(2)) * 4 / 3
    # a `size` that shrinks the drawing shows as a scale on the outer group
    k = _SCALE.search(svg)
    return Size(width, height, smallest_text_px(svg) * (float(k.group(1)) if k else 1.0))


def fit_width(graph: graphviz.Digraph, width: float) -> graphviz.Digraph:
    """``graph`` shrunk to at most ``width`` px wide (never enlarged)."""
    g = graph.copy()
    g.attr(size=f"{width / 96:.3f},1000")
    return g


def storyboard(
    trace: Trace,
    *,
    theme: str | Theme = "light",
    width: float | None = None,
    max_height: float | None = None,
    columns: int | None = None,
    compact: bool = False,
) -> list[graphviz.Digraph]:
    """The timeline of ``trace`` as pages that fit: as many columns as fit ``width``
    (unless ``columns`` says), text wrapped to the width, and as many frames a page as
    keep each page within ``max_height``. What still comes out wider than ``width`` is
    shrunk to it (never enlarged); a page that can't fit even with one frame is drawn as
    it is."""

    def draw(c: int, target: float | None, **page: int | None) -> graphviz.Digraph:
        return draw_timeline(
            trace, theme=theme, columns=c, compact=compact, width=target, **page  # type: ignore[arg-type]
        )

    measured: dict[tuple[int, float | None], Size] = {}

    def size(c: int, target: float | None) -> Size:
        """The size of the whole storyboard in ``c`` columns (each laid out once)."""
        if (c, target) not in measured:
            measured[c, target] = measure(draw(c, target))
        return measured[c, target]

    target = None if width is None else max(width, MIN_WIDTH)
    if columns is None:  # of the column counts that fit, the one that's least tall
        columns, best = 1, None
        if target is not None:
            for c in range(1, MAX_COLUMNS + 1):
                if target / c < MIN_WIDTH:
                    break
                drawn = size(c, target)
                if drawn.width <= target and (best is None or drawn.height < best):
                    columns, best = c, drawn.height
    if target is not None:
        target = _narrowed(lambda t: size(columns, t), target)
    one = timeline_pages(trace, per_page=1, compact=compact)  # the number of frames
    per_page = one
    if max_height is not None:
        while per_page > 1:
            pages = timeline_pages(trace, per_page=per_page, compact=compact)
            sizes = [
                measure(draw(columns, target, per_page=per_page, page=p))
                for p in range(1, pages + 1)
            ]
            if all(s.height <= max_height for s in sizes):
                break
            per_page -= 1
    pages = timeline_pages(trace, per_page=per_page, compact=compact)
    out = [
        draw(columns, target, per_page=per_page if pages > 1 else None, page=p)
        for p in range(1, pages + 1)
    ]
    return out if width is None else [fit_width(g, width) for g in out]


#: how far a storyboard's wrapping is narrowed, step by step, to fit its width
NARROWING = (1.0, 0.9, 0.8, 0.7, 0.6)


def _narrowed(size: Callable[[float], Size], width: float) -> float:
    """The width to wrap text for so that the drawing (``size(wrap width)``) comes out no
    wider than ``width`` (wrapping is estimated from character counts: measure, then
    narrow)."""
    for k in NARROWING:
        if size(max(MIN_WIDTH, width * k)).width <= width or width * k <= MIN_WIDTH:
            return max(MIN_WIDTH, width * k)
    return max(MIN_WIDTH, width * NARROWING[-1])


#: the layouts a decision tree is tried in for a column, in the order a reader prefers
#: them: left to right, top to bottom, top to bottom with the outcomes in a legend
TREE_LAYOUTS: tuple[tuple[str, bool | None], ...] = (("LR", None), ("TB", None), ("TB", True))


def _fitted_tree(
    exploration: Exploration, width: float, theme: str | Theme, options: dict[str, object]
) -> tuple[graphviz.Digraph, bool]:
    """The first of ``TREE_LAYOUTS`` that fits ``width`` (and True), or the narrowest of
    them shrunk to it (and False)."""
    tried = []
    for rankdir, compact in TREE_LAYOUTS:
        g = decision_tree(
            exploration,
            theme=theme,
            width=width,
            rankdir=rankdir,
            **{"compact": compact, **options},  # type: ignore[arg-type]
        )
        size = measure(g)
        if size.width <= width:
            return g, True
        tried.append((size.width, g))
    return fit_width(min(tried, key=lambda t: t[0])[1], width), False


def fit_tree(
    exploration: Exploration,
    *,
    width: float,
    theme: str | Theme = "light",
    **options: object,
) -> graphviz.Digraph:
    """The decision tree of ``exploration`` for a column ``width`` px wide: answers
    wrapped to it, left to right if that fits, else top to bottom, else top to bottom
    with each outcome's words in a legend (the boxes show its letter); what is still
    wider is shrunk to the width (never enlarged). ``tree_pages`` cuts it instead."""
    return _fitted_tree(exploration, width, theme, options)[0]


def tree_pages(
    exploration: Exploration,
    *,
    width: float,
    theme: str | Theme = "light",
    **options: object,
) -> list[graphviz.Digraph]:
    """The decision tree of ``exploration`` as pages that fit a column ``width`` px wide:
    one page if ``fit_tree`` fits it, else one page per arrow out of the first question
    (``decision_tree(..., page=N)``), each laid out as ``fit_tree`` would; a page that
    still can't fit is shrunk to the width."""
    whole, fits = _fitted_tree(exploration, width, theme, options)
    pages = page_count(exploration)
    if fits or pages == 1:
        return [whole]
    return [
        _fitted_tree(exploration, width, theme, {**options, "page": n})[0]
        for n in range(1, pages + 1)
    ]
