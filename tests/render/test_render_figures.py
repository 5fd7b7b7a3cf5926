"""The figures of docs/figures/ fit an article: each, shrunk to a 1200 px column (never
enlarged), still draws its smallest text at 11 px or more. Each PNG has the SVG it was
drawn from beside it (make_figures.py writes both); the SVG gives the sizes."""

from __future__ import annotations

import re
import struct
from pathlib import Path

import pytest

from rulings_kit.render.page import smallest_text_px

FIGURES = Path(__file__).resolve().parents[2] / "docs" / "figures"
PNGS = sorted(FIGURES.glob("*.png"))
COLUMN_PX = 1200
LEAST_TEXT_PX = 11.0
DPI = 144  # make_figures.py


def _png_size(path: Path) -> tuple[int, int]:
    width, height = struct.unpack(">II", path.read_bytes()[16:24])
    return width, height


def test_there_are_figures() -> None:
    assert len(PNGS) >= 20


@pytest.mark.parametrize("png", PNGS, ids=lambda p: p.stem)
def test_figure_fits_a_column_with_legible_text(png: Path) -> None:
    svg_path = png.with_suffix(".svg")
    assert svg_path.exists(), f"{png.name} has no SVG beside it: run make_figures.py"
    svg = svg_path.read_text(encoding="utf-8")
    m = re.search(r'<svg width="([\d.]+)pt" height="([\d.]+)pt"', svg)
    assert m, f"{svg_path.name}: no size"
    width = float(m.group(1)) * 4 / 3  # CSS px
    # the PNG is the same drawing at 144 dpi (a stale PNG would differ)
    assert _png_size(png)[0] == pytest.approx(width * DPI / 96, abs=3)
    shown = smallest_text_px(svg) * min(1.0, COLUMN_PX / width)
    assert shown >= LEAST_TEXT_PX, (
        f"{png.name} is {width:.0f} px wide: in a {COLUMN_PX} px column its smallest "
        f"text is {shown:.1f} px"
    )
