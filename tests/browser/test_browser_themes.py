"""Every notebook in JupyterLab's light and dark theme, at a 1280 px wide window: after
running every cell, no output shows a question id, JSON or a set-up label, no text in an
output is below WCAG AA contrast (4.5:1, computed from the page's styles), every diagram
on show is drawn in the page's theme, none draws its smallest text below 10 px, and none
is cut off at the side of its box."""

from __future__ import annotations

import functools
from pathlib import Path

import pytest
from playwright.sync_api import BrowserContext

from rulings_kit.render import get_theme
from tests.browser.conftest import ROOT, Lab
from tests.browser.measure import cut_off, diagram_backgrounds, diagram_text, low_contrast
from tests.browser.notebook_page import NotebookPage
from tests.helpers import load_scenario
from tests.render.test_render_plain_words import leaks, scenario_labels

pytestmark = pytest.mark.needs_browser

NOTEBOOKS = sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))
THEMES = {"light": "JupyterLab Light", "dark": "JupyterLab Dark"}
WINDOW = {"width": 1280, "height": 1000}
SMALLEST_TEXT_PX = 10.0


@functools.cache
def labels() -> dict[str, str]:
    """The set-up labels of every scenario of the project (the notebooks load them), each
    with the name it stands for."""
    found: dict[str, str] = {}
    for path in sorted((ROOT / "scenarios").rglob("*.toml")):
        found.update(scenario_labels(load_scenario(path).run(strict=False)))
    return found


def use_theme(nb: NotebookPage, theme: str) -> None:
    """Switch Lab's theme with its own command and wait until the page has it."""
    nb.page.evaluate(
        "name => window.jupyterapp.commands.execute('apputils:change-theme', {theme: name})",
        THEMES[theme],
    )
    light = "true" if theme == "light" else "false"
    nb.page.wait_for_selector(f"body[data-jp-theme-light='{light}']", state="attached")
    # the attribute changes first; wait for the theme's stylesheet to be applied too
    nb.page.wait_for_function(
        """light => {
            const c = getComputedStyle(document.body)
                .getPropertyValue('--jp-layout-color0').trim().toLowerCase();
            return light ? ['white', '#fff', '#ffffff'].includes(c) : c === '#111';
        }""",
        arg=theme == "light",
    )


def check(nb: NotebookPage, theme: str, name: str, artifacts: Path) -> list[str]:
    outputs = nb.notebook
    # what a reader sees of the outputs (code cells aside) is plain words
    shown = outputs.locator(".jp-OutputArea-output").all_inner_texts()
    assert shown, f"{name}: no output on show in the {theme} theme"
    problems = [
        f"{theme}: {leak} in {' '.join(text.split())[:160]!r}"
        for text in shown
        for leak in leaks(text, labels())
    ]
    problems += [
        f"{theme}: {t['text']!r} has contrast {t['ratio']} ({t['color']} on {t['background']})"
        for t in low_contrast(outputs)
    ]
    # each diagram on show is the drawing in the page's theme
    background = get_theme(theme).background.upper()
    problems += [
        f"{theme}: a diagram drawn on {fill} instead of {background}"
        for fill in diagram_backgrounds(outputs)
        if fill != background
    ]
    sizes = diagram_text(outputs)
    assert sizes, f"{name}: no diagram on show in the {theme} theme"
    problems += [
        f"{theme}: diagram {d['diagram']!r} draws text at {d['px']:.1f} px"
        for d in sizes
        if d["px"] < SMALLEST_TEXT_PX
    ]
    problems += [
        f"{theme}: diagram {d['diagram']!r} is cut off: {d['px']:.0f} px out of sight"
        for d in cut_off(outputs)
    ]
    # the first explorer (or comparison, or figure) of the notebook in this theme
    path = artifacts / f"theme_{name.removesuffix('.ipynb')}_{theme}.png"
    for css in (".rk-explorer", ".rk-comparison", ".rulings-kit-figure"):
        shown = nb.notebook.locator(css).first
        if shown.count():
            nb.screenshot(shown, path)
            break
    else:
        nb.screenshot(None, path)
    return problems


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_notebook_reads_well_in_both_themes(
    name: str, lab: Lab, chromium: BrowserContext, artifacts: Path
) -> None:
    nb = NotebookPage(chromium, lab.notebook_url(name))
    try:
        nb.page.set_viewport_size(WINDOW)
        use_theme(nb, "light")
        nb.run_all()
        assert nb.errors() == []
        problems = check(nb, "light", name, artifacts)
        use_theme(nb, "dark")
        problems += check(nb, "dark", name, artifacts)
        report = artifacts / f"theme_{name.removesuffix('.ipynb')}.txt"
        report.write_text("\n".join(problems) + "\n")
        assert problems == [], f"{len(problems)} problems, listed in {report}"
        assert nb.errors() == []
    finally:
        use_theme(nb, "light")  # Lab keeps the theme in its settings, for the next test
        nb.close()


def test_the_measures_catch_faint_text_and_shrunken_diagrams(chromium: BrowserContext) -> None:
    """The two measures above, on a page made to fail them: they are not vacuous."""
    page = chromium.new_page()
    try:
        page.set_content(
            '<body style="background:#fff"><div id="root">'
            '<p style="color:#999">faint</p><p style="color:#333">dark enough</p>'
            '<div style="background:rgba(0,0,0,0.8)"><span style="color:#444">dim</span></div>'
            '<svg width="120" viewBox="0 0 1200 100"><text font-size="14">tiny</text></svg>'
            "</div></body>"
        )
        root = page.locator("#root")
        assert [t["text"] for t in low_contrast(root)] == ["faint", "dim"]
        assert [round(d["px"], 1) for d in diagram_text(root)] == [1.4]
    finally:
        page.close()
