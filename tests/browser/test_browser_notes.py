"""The explorer's notes ("Not answered, so the first legal choice was taken: …") in
JupyterLab, light and dark (issue 26: they had a broken line height, Lab's 28 px control
line for 11 px text). Measured in the page: each note's computed line height, the
distance between the lines of a note that wraps in a narrow window, and no two notes
overlapping; and the same for the captions of its figures."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import nbformat
import pytest
from playwright.sync_api import BrowserContext

from tests.browser.conftest import Lab
from tests.browser.notebook_page import NotebookPage
from tests.browser.test_browser_themes import use_theme
from tests.explore.helpers import POSITIONS

pytestmark = pytest.mark.needs_browser

#: a line of text reads with its line 1.2 to 1.6 times its font size
LINE = (1.2, 1.6)

_MEASURE = """
(root, css) => [...root.querySelectorAll(css)].filter(n => n.getClientRects().length).map(n => {
  const s = getComputedStyle(n);
  const range = document.createRange();
  range.selectNodeContents(n);
  const tops = [...new Set([...range.getClientRects()].map(r => Math.round(r.top)))]
    .sort((a, b) => a - b);
  const box = n.getBoundingClientRect();
  return {
    text: n.textContent,
    font: parseFloat(s.fontSize),
    line: parseFloat(s.lineHeight),
    gaps: tops.slice(1).map((t, i) => t - tops[i]),
    top: box.top,
    bottom: box.bottom,
  };
})
"""


def _notebook(lab: Lab) -> str:
    """A notebook with an explorer of a position that leaves two questions open: two
    notes, one long enough to wrap."""
    folder = lab.root / "notebooks"
    shutil.copy(POSITIONS / "harvester_herder.toml", folder / "notes_position.toml")
    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_code_cell(
            "from rulings_kit.widgets import Explorer\nExplorer('notes_position.toml')"
        )
    ]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3"}
    nbformat.write(nb, folder / "notes_line_height.ipynb")
    return "notes_line_height.ipynb"


def test_the_notes_read_at_their_own_line_height_in_both_themes(
    lab: Lab, chromium: BrowserContext, artifacts: Path
) -> None:
    nb = NotebookPage(chromium, lab.notebook_url(_notebook(lab)))
    try:
        nb.run_all()
        assert nb.errors() == []
        # a narrow window (after running: Lab hides its toolbar's status in one)
        nb.page.set_viewport_size({"width": 700, "height": 1000})
        nb.page.wait_for_timeout(500)
        for theme in ("light", "dark"):
            use_theme(nb, theme)
            notes = nb.notebook.evaluate(_MEASURE, ".rk-notes .rk-note")
            captions = nb.notebook.evaluate(_MEASURE, ".rk-explorer figcaption")
            (artifacts / f"notes_{theme}.json").write_text(json.dumps(notes, indent=1))
            assert len(notes) == 2, notes
            assert all(n["text"].startswith("Not answered, so the first legal") for n in notes)
            for n in notes:
                assert LINE[0] <= n["line"] / n["font"] <= LINE[1], n
                for gap in n["gaps"]:  # the lines as drawn, not only as computed
                    assert LINE[0] - 0.1 <= gap / n["font"] <= LINE[1] + 0.1, n
            assert any(n["gaps"] for n in notes), "no note wrapped: nothing measured"
            assert notes[1]["top"] >= notes[0]["bottom"] - 0.5, notes  # one under the other
            # a figure's caption in the explorer, which wraps too (it had 28 px lines)
            assert captions, "no figure caption on show"
            for c in captions:
                assert LINE[0] <= c["line"] / c["font"] <= LINE[1], c
            shown = nb.notebook.locator(".rk-notes").first
            nb.screenshot(shown, artifacts / f"notes_{theme}.png")
    finally:
        use_theme(nb, "light")
        nb.close()
