"""Every notebook exported as an article (widgets as their still versions): the figures
and the widget stills read in plain words, with no question id, JSON or set-up label.
Tables and printed API results are checked in the notebooks themselves, in both themes
(tests/browser/test_browser_themes.py)."""

from __future__ import annotations

import html as html_lib
import re
from pathlib import Path

import pytest

from rulings_kit.render.export import export_html
from tests.render.test_render_plain_words import leaks

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))

pytestmark = [pytest.mark.needs_dot, pytest.mark.slow]


def _shown(page: str) -> list[str]:
    """The text of each widget still and each figure (SVG text, alt text) of the page."""
    stills = []
    for m in re.finditer(r'<div class="rk-still"', page):  # to its closing tag
        depth, at = 0, m.start()
        for tag in re.finditer(r"<(/?)div\b", page[at:]):
            depth += -1 if tag.group(1) else 1
            if depth == 0:
                stills.append(page[at : at + tag.end()])
                break
    figures = re.findall(r"<svg\b.*?</svg>", page, re.S)
    texts = []
    for part in stills + figures:
        part = re.sub(r"<title>.*?</title>", "", part, flags=re.S)  # tooltips: details
        part = re.sub(r'xlink:title="[^"]*"', "", part)
        texts.append(" ".join(html_lib.unescape(re.sub(r"<[^>]+>", " ", part)).split()))
    return texts


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda p: p.stem)
def test_every_article_reads_in_plain_words(notebook: Path) -> None:
    page = export_html(notebook, article=True, timeout=300)
    texts = _shown(page)
    assert texts, "an article with no figure"
    problems = [(t[:120], leak) for t in texts for leak in leaks(t, {})]
    assert not problems, problems[:5]
