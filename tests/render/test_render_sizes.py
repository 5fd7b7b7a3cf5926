"""`rulings-kit render --width/--max-height/--columns/--compact`: figures sized for an
article's column, storyboards in columns and pages."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rulings_kit.cli import main

SCENARIO = (
    Path(__file__).resolve().parents[2]
    / "scenarios"
    / "cards"
    / "ivy_copy_of_comet_storm_keeps_x.toml"
)
pytestmark = pytest.mark.needs_dot


def _size(svg: Path) -> tuple[float, float]:
    m = re.search(r'<svg width="([\d.]+)pt" height="([\d.]+)pt"', svg.read_text())
    assert m, svg
    return float(m.group(1)) * 4 / 3, float(m.group(2)) * 4 / 3


def test_max_height_cuts_the_storyboard_into_pages_that_fit(tmp_path: Path) -> None:
    whole = tmp_path / "whole.svg"
    assert main(["render", str(SCENARIO), "--view", "timeline", "-o", str(whole)]) == 0
    assert _size(whole)[1] > 700
    assert main(["render", str(SCENARIO), "--view", "timeline", "--max-height", "700",
                 "-o", str(tmp_path / "tl.svg")]) == 0  # fmt: skip
    pages = sorted(tmp_path.glob("tl_page*.svg"))
    assert len(pages) >= 2
    for n, page in enumerate(pages, start=1):
        assert _size(page)[1] <= 700
        assert f"page {n} of {len(pages)}" in page.read_text()


def test_width_lays_a_storyboard_in_the_columns_that_fit(tmp_path: Path) -> None:
    one, wide = tmp_path / "one.svg", tmp_path / "wide.svg"
    assert main(["render", str(SCENARIO), "--view", "timeline", "-o", str(one)]) == 0
    assert main(["render", str(SCENARIO), "--view", "timeline", "--width", "1200",
                 "-o", str(wide)]) == 0  # fmt: skip
    width, height = _size(wide)
    assert width <= 1200 and height < 0.8 * _size(one)[1]
    assert "continued from" in wide.read_text()


def test_width_scales_another_view_down_and_says_when_text_gets_too_small(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "stack.svg"
    assert main(["render", str(SCENARIO), "--view", "stack", "--width", "300",
                 "-o", str(out)]) == 0  # fmt: skip
    assert _size(out)[0] <= 300
    assert "smallest text is" in capsys.readouterr().err


def test_timeline_options_on_another_view_are_an_error(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["render", str(SCENARIO), "--view", "stack", "--columns", "2"]) == 2
    assert "--columns applies to the timeline view only" in capsys.readouterr().err
