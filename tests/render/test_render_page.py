"""Diagrams and panels in an HTML page: they follow JupyterLab's theme and keep their
text legible."""

from __future__ import annotations

import re

import pytest

from rulings_kit.render import figure
from rulings_kit.render.page import MIN_TEXT_PX, legible_svg, smallest_text_px
from rulings_kit.widgets.html import card_box, error_html, quote_rulings
from tests.render.helpers import ivy_trace

SVG = (
    '<?xml version="1.0"?>\n<svg width="1500pt" height="300pt" viewBox="0 0 1500 300">'
    '<text font-size="14.00">a</text><text font-size="9.00">b</text></svg>'
)


def test_a_wide_diagram_shrinks_only_down_to_legible_text() -> None:
    html = legible_svg(SVG)
    assert html.startswith("<svg ")  # no XML prologue inside HTML
    width = float(re.search(r'width="(\d+)px"', html).group(1))  # type: ignore[union-attr]
    least = float(re.search(r"min-width:(\d+)px", html).group(1))  # type: ignore[union-attr]
    assert width == 2000  # 1500 pt at 96 px per inch
    # at its narrowest the 9 pt (12 px) text is drawn at 11 px
    assert smallest_text_px(SVG) == 12
    assert least / width * 12 == pytest.approx(MIN_TEXT_PX, abs=0.02)
    assert "max-width:100%" in html


@pytest.mark.needs_dot
def test_a_figure_shows_the_diagram_of_the_page_theme() -> None:
    fig = figure(ivy_trace().steps[0])
    html = fig._repr_mimebundle_()["text/html"]
    light, dark = html.split('<div class="rk-dark-only" style="display:none">')
    assert 'body[data-jp-theme-light="false"] .rk-dark-only{display:block!important}' in light
    assert "#FFFFFF" in light.upper() and "#1E1F24" in dark.upper()  # each theme's background
    # the SVG file itself is the light one
    assert "#1E1F24" not in fig.svg().upper()
    light_only = figure(ivy_trace().steps[0], theme="light")._repr_mimebundle_()["text/html"]
    assert "rk-dark-only" not in light_only


def test_panels_take_their_colours_from_the_lab_theme() -> None:
    """A panel that sets a background sets its text colour from the same theme, so
    white-on-light (the old dark-theme bug) can't happen."""
    for html in (
        card_box("Ivy, Gleeful Spellthief")._repr_html_(),
        quote_rulings("Ivy, Gleeful Spellthief")._repr_html_(),
        error_html("no"),
    ):
        for style in re.findall(r'style="([^"]*background[^"]*)"', html):
            assert "var(--jp-" in style, style
            assert re.search(r"(^|;)color:", style), style
        assert not re.search(r"background:#", html)


def test_a_card_box_links_its_name_to_the_cards_image_and_keeps_its_text() -> None:
    # issue 26: card images by name in exported articles, the card's text when offline
    url = "https://api.scryfall.com/cards/named?exact=Ivy%2C%20Gleeful%20Spellthief"
    box = card_box("Ivy, Gleeful Spellthief")._repr_html_()
    assert f'<a class="rk-card-link" href="{url}&amp;format=image" target="_blank"' in box
    assert "Whenever a player casts a spell that targets only a single creature" in box
    md = card_box("Ivy, Gleeful Spellthief")._repr_markdown_()
    assert md.startswith(f"> **[Ivy, Gleeful Spellthief]({url}&format=image)** {{G}}{{U}}")
    plain = card_box("Ivy, Gleeful Spellthief", link=False)
    assert "<a " not in plain._repr_html_() and "](" not in plain._repr_markdown_()
