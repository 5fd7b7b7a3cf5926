"""Themes: one colour per player everywhere; dark is light-on-dark; print is greyscale
and tells players apart by line style too."""

from __future__ import annotations

import re

import pytest

from rulings_kit.commands.render import THEME_NAMES
from rulings_kit.render import (
    THEMES,
    VIEWS,
    draw,
    draw_board,
    draw_mana,
    draw_stack,
    draw_timeline,
    draw_triggers,
    get_theme,
)
from rulings_kit.render.drawing import Drawing
from rulings_kit.render.outcomes import OUTCOME_FILLS
from rulings_kit.render.themes import Theme
from tests.render.helpers import ivy_trace, mana_trace, two_player_trace

_HEX = re.compile(r"#[0-9A-Fa-f]{6}")


def _luminance(colour: str) -> float:
    r, g, b = (int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def test_themes_by_name_and_errors_list_the_valid_names() -> None:
    assert get_theme("dark") is THEMES["dark"]
    assert get_theme(THEMES["print"]) is THEMES["print"]
    with pytest.raises(ValueError, match="valid themes: light, dark, print"):
        get_theme("sepia")
    assert tuple(THEMES) == THEME_NAMES


@pytest.mark.parametrize("name", sorted(THEMES))
def test_players_look_different(name: str) -> None:
    th = THEMES[name]
    seats = [th.seat(i) for i in range(4)]
    looks = {(s.stroke, s.fill, s.header, s.line) for s in seats}
    assert len(looks) == 4
    assert th.seat(0) == th.seat(len(th.seats))  # more players than styles: they cycle


def test_dark_is_light_text_on_a_dark_background() -> None:
    th = THEMES["dark"]
    assert _luminance(th.background) < 0.2 < 0.7 < _luminance(th.text)
    for seat in th.seats:
        assert _luminance(seat.fill) < 0.3  # text stays readable on object fills
        assert _luminance(seat.header_text) > 0.7


def test_print_is_greyscale_and_does_not_rely_on_shade_alone() -> None:
    th = THEMES["print"]
    assert th.greyscale
    colours = [c for c in _HEX.findall(repr(th))]
    for c in colours:
        assert c[1:3] == c[3:5] == c[5:7], c  # grey: red = green = blue
    # the first two seats (the usual two players) differ in line style, not only shade
    assert th.seat(0).line != th.seat(1).line


@pytest.mark.parametrize("view", VIEWS)
def test_print_output_uses_only_greys(view: str) -> None:
    trace = two_player_trace()
    thing = trace if view == "timeline" else trace.steps[1]
    source = draw(thing, view=view, theme="print").source
    for c in _HEX.findall(source):
        assert c[1:3] == c[3:5] == c[5:7], (view, c)


@pytest.mark.parametrize("name", sorted(THEMES))
def test_background_and_fonts_come_from_the_theme(name: str) -> None:
    th: Theme = THEMES[name]
    for view in VIEWS:
        thing = ivy_trace() if view == "timeline" else ivy_trace().steps[0]
        source = draw(thing, view=view, theme=name).source
        assert f'bgcolor="{th.background}"' in source
        assert source.count(f'fontname="{th.fontname}"') == 3  # graph, nodes, edges


def test_the_same_player_has_the_same_colour_in_every_view() -> None:
    th = THEMES["light"]
    bob = th.seat(1).stroke
    trace = two_player_trace()
    step = trace.steps[1]
    for view, thing in (
        ("stack", step),
        ("triggers", step),
        ("board", step),
        ("timeline", trace),
        ("mana", mana_trace().steps[0]),
    ):
        source = draw(thing, view=view).source
        assert bob in source, view
    # and Bob's colour is never anyone else's
    assert bob not in {th.seat(i).stroke for i in (0, 2, 3)}


def test_print_theme_target_arrows_are_solid_as_the_legend_says() -> None:
    """Bob's seat draws dashed borders in print, but an arrow's style means what the legend
    says (solid: targets; dotted: "that spell"), whoever's object it comes from."""
    from pathlib import Path

    from rulings_kit.render import draw_stack
    from rulings_kit.scenarios import Scenario

    path = Path(__file__).resolve().parents[2] / "scenarios" / "cards"
    trace = Scenario.load(path / "ivy_copy_after_opponents_spell_is_countered.toml").run().trace
    bobs = [
        s.after
        for s in trace.steps
        if any(o.controller == "Bob" and o.targets for o in s.after.stack_objects())
    ]
    assert bobs, "the scenario has a spell of Bob's with a target on the stack"
    source = draw_stack(bobs[0], theme="print").source
    assert "solid arrow: targets" in source
    targets = [line for line in source.splitlines() if "->" in line and "penwidth=1.6" in line]
    assert targets and all("style=solid" in line for line in targets), targets


def _contrast(a: str, b: str) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""

    def linear(colour: str) -> float:
        c = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
        r, g, b = (x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4 for x in c)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    hi, lo = sorted((linear(a), linear(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.mark.parametrize("name", sorted(THEMES))
def test_the_storyboards_new_tag_is_readable_on_every_seats_fill(name: str) -> None:
    source = draw(two_player_trace(), view="timeline", theme=name).source
    tags = re.findall(r'BGCOLOR="(#\w+)" VALIGN="TOP" ALIGN="RIGHT" WIDTH="30">'
                      r'<FONT POINT-SIZE="[\d.]+" COLOR="(#\w+)"><B>NEW</B>', source)
    assert {fill for fill, _ in tags} == {THEMES[name].seat(i).fill for i in range(2)}
    for fill, colour in tags:
        assert _contrast(colour, fill) >= 4.5, (fill, colour)
    th = THEMES[name]  # the colour the tag takes, on every seat's fill, more players too
    for seat in th.seats:
        assert _contrast(th.text, seat.fill) >= 4.5


@pytest.mark.parametrize("name", sorted(THEMES))
def test_every_text_colour_is_readable_on_what_it_is_drawn_on(name: str) -> None:
    th = THEMES[name]
    pairs = [
        ("text on the background", th.text, th.background),
        ("muted on the background", th.muted, th.background),
        ("text on a panel", th.text, th.panel),
        ("muted on a panel", th.muted, th.panel),
        ("the resolves-next badge", th.accent_text, th.accent),
    ]
    for i, seat in enumerate(th.seats):
        pairs += [
            (f"seat {i}: its header band", seat.header_text, seat.header),
            (f"seat {i}: text on its fill", th.text, seat.fill),
            (f"seat {i}: muted on its fill", th.muted, seat.fill),
        ]
    for fill in OUTCOME_FILLS[name]:  # decision-tree leaves: values and their muted keys
        pairs += [(f"leaf {fill}", th.text, fill), (f"leaf {fill}, muted", th.muted, fill)]
    faint = [(what, round(_contrast(fg, bg), 2)) for what, fg, bg in pairs
             if _contrast(fg, bg) < 4.5]
    assert not faint


DRAWING_FUNCTIONS = {
    "draw_board": lambda **kw: draw_board(ivy_trace().final, **kw),
    "draw_stack": lambda **kw: draw_stack(ivy_trace().steps[0], **kw),
    "draw_triggers": lambda **kw: draw_triggers(two_player_trace().steps[1], **kw),
    "draw_timeline": lambda **kw: draw_timeline(ivy_trace(), **kw),
    "draw_mana": lambda **kw: draw_mana(mana_trace().steps[0], **kw),
    "draw": lambda **kw: draw(ivy_trace(), **kw),
}


@pytest.mark.parametrize("name", DRAWING_FUNCTIONS)
def test_every_drawing_function_follows_the_notebooks_theme_by_default(name: str) -> None:
    # issue 26: draw_board(run.state) stayed white in JupyterLab's dark theme
    paint = DRAWING_FUNCTIONS[name]
    drawn = paint()
    assert isinstance(drawn, Drawing) and drawn.dark is not None
    # its source, SVG and files are the light drawing's; the dark one comes with it
    assert drawn.source == paint(theme="light").source
    assert drawn.dark.source == paint(theme="dark").source
    assert not isinstance(paint(theme="print"), Drawing)
    page = drawn._repr_mimebundle_()["text/html"]
    assert "rk-dark-only" in page and get_theme("dark").background.lower() in page.lower()
