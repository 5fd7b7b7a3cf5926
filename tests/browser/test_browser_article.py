"""`rulings-kit export NOTEBOOK --article` in a real browser: the page opens offline (every
request beyond the file itself is refused) with no script error, and nothing in it asks
the reader to interact: no control, no prompt, no instruction, no question id."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from playwright.sync_api import BrowserContext

from tests.browser.conftest import ROOT

pytestmark = pytest.mark.needs_browser

IVY = ROOT / "notebooks" / "03_ivy_gleeful_spellthief.ipynb"
LEFTOVERS = re.compile(
    r"Out\[\d*\]|In\[\d*\]|◀ Previous|Next ▶|\bPlay\b|Move X|[Tt]ry both|Step by step|"
    r"\b(?:order|may|target|cast|scry|replace|choose|color):[A-Z]"
)


def test_ivy_article_is_static_and_self_contained(
    chromium: BrowserContext, tmp_path: Path, artifacts: Path
) -> None:
    out = tmp_path / "ivy.html"
    cli = [sys.executable, "-m", "rulings_kit.cli", "export", str(IVY), "--article", "-o", str(out)]
    done = subprocess.run(cli, capture_output=True, text=True, timeout=600, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""  # no kernel warning for the author to wonder about

    page = chromium.new_page()
    requests: list[str] = []
    errors: list[str] = []

    def offline(route):  # type: ignore[no-untyped-def]
        if route.request.url.startswith("file://"):
            route.continue_()
        else:
            requests.append(route.request.url)
            route.abort()

    page.route("**/*", offline)
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(out.as_uri())
    page.wait_for_load_state("load")
    try:
        assert errors == [] and requests == []
        controls = "script, input, button, select, textarea, .jupyter-widgets, .widget-slider"
        assert page.locator(controls).count() == 0
        text = page.locator("body").inner_text()
        assert not LEFTOVERS.findall(text)
        # every ruling of the notebook is there, and each alternative is labelled
        assert "Ivy, Gleeful Spellthief" in text
        assert "If instead Alice chooses not to copy Giant Growth" in text
        assert "If instead X = 0 for Comet Storm" in text
        # the card links to its image by name (not loaded: offline, its text is there)
        link = page.locator(".rk-card a.rk-card-link").first
        href = link.get_attribute("href") or ""
        assert href.startswith("https://api.scryfall.com/cards/named?exact=Ivy%2C%20Gleeful")
        assert link.inner_text() == "Ivy, Gleeful Spellthief"
        assert "targets only a single creature" in page.locator(".rk-card").first.inner_text()
        figures = page.locator("svg")
        assert figures.count() >= 8
        labels = [figures.nth(i).get_attribute("aria-label") for i in range(figures.count())]
        assert all(labels), "every figure has alt text"
        page.screenshot(path=str(artifacts / "article_ivy.png"), full_page=False)
    finally:
        page.close()
