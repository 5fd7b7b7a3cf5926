"""Details of the widgets in JupyterLab's dark theme, and its light one (issue 26),
measured in the page: the pressed answer of a yes/no toggle stands out from the other,
the explorer's notes read at their own line height (tests/browser/test_browser_notes.py
makes some and measures them), a figure wider than its column has a scrollbar a reader
can see, and notebook 07's explorer starts from the answer a reader would pick."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import BrowserContext

from tests.browser.conftest import Lab
from tests.browser.notebook_page import NotebookPage
from tests.browser.test_browser_themes import use_theme

pytestmark = pytest.mark.needs_browser

#: WCAG 1.4.11: the parts of a control a reader must tell apart, 3:1 against each other
UI_CONTRAST = 3.0

_MEASURE = """
root => {
  const parse = c => (c.match(/[\\d.]+/g) || [0, 0, 0]).slice(0, 3).map(Number);
  const lum = c => {
    const [r, g, b] = parse(c).map(v => {
      v /= 255;
      return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ratio = (a, b) => {
    const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
    return (x + 0.05) / (y + 0.05);
  };
  const toggles = [];
  for (const q of root.querySelectorAll('.rk-q-may')) {
    const on = q.querySelector('.jupyter-button.mod-active');
    const off = q.querySelector('.jupyter-button:not(.mod-active)');
    if (on && off) toggles.push(ratio(getComputedStyle(on).backgroundColor,
                                      getComputedStyle(off).backgroundColor));
  }
  const notes = [...root.querySelectorAll('.rk-notes .rk-note')].map(n => {
    const s = getComputedStyle(n);
    return parseFloat(s.lineHeight) / parseFloat(s.fontSize);
  });
  const scrollbars = [...root.querySelectorAll('figure')].map(
    f => getComputedStyle(f).scrollbarColor);
  return {toggles, notes, scrollbars};
}
"""


@pytest.mark.parametrize("name", ["03_ivy_gleeful_spellthief.ipynb"])
def test_toggle_notes_and_scrollbars_in_both_themes(
    name: str, lab: Lab, chromium: BrowserContext, artifacts: Path
) -> None:
    nb = NotebookPage(chromium, lab.notebook_url(name))
    try:
        nb.page.set_viewport_size({"width": 1280, "height": 1000})
        nb.run_all()
        assert nb.errors() == []
        for theme in ("light", "dark"):
            use_theme(nb, theme)
            found = nb.notebook.evaluate(_MEASURE)
            stem = name.removesuffix(".ipynb")
            (artifacts / f"{theme}_details_{stem}.txt").write_text(f"{found}\n")
            assert found["toggles"], f"{name}: no yes/no toggle on show"
            assert all(r >= UI_CONTRAST for r in found["toggles"]), (theme, found["toggles"])
            assert all(0 < h <= 1.6 for h in found["notes"]), (theme, found["notes"])
            assert found["scrollbars"] and "auto" not in found["scrollbars"], found["scrollbars"]
            shown = nb.notebook.locator(".rk-explorer").first
            nb.screenshot(shown if shown.count() else None, artifacts / f"{theme}_{stem}.png")
    finally:
        use_theme(nb, "light")
        nb.close()


def test_notebook_07s_explorer_starts_at_the_grizzly_bears_in_both_themes(
    lab: Lab, chromium: BrowserContext
) -> None:
    # issue 26: its key frame had Alice shooting herself (20 -> 18), "the first legal answer"
    nb = NotebookPage(chromium, lab.notebook_url("07_your_own_card.ipynb"))
    try:
        nb.run_all()
        assert nb.errors() == []
        for theme in ("light", "dark"):
            use_theme(nb, theme)
            outcome = nb.notebook.locator(".rk-explorer .rk-outcome-text").first
            said = outcome.inner_text()
            assert "Bob's battlefield: − Grizzly Bears" in said, (theme, said)
            assert "20 → 18 life" not in said
            assert nb.notebook.locator(".rk-explorer .rk-notes").count() == 0  # no default
    finally:
        use_theme(nb, "light")
        nb.close()
