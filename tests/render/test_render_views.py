"""draw(), captions, determinism, and showing itself in a notebook."""

from __future__ import annotations

import subprocess
import sys

import pytest

from rulings_kit.commands.render import VIEW_NAMES
from rulings_kit.render import VIEWS, caption, default_view, draw, figure, mimebundle
from rulings_kit.scenarios import Scenario
from rulings_kit.trace import Trace
from tests.render.helpers import ivy_trace, mana_trace, stack_of, two_player_trace


def test_views_known_to_the_cli() -> None:
    assert VIEWS == VIEW_NAMES


def test_unknown_view_lists_the_valid_ones() -> None:
    with pytest.raises(ValueError, match="valid views: stack, triggers, timeline, board, mana"):
        draw(ivy_trace(), view="hand")
    with pytest.raises(TypeError, match="whole Trace"):
        draw(ivy_trace().steps[0], view="timeline")


def test_default_view_suits_the_thing() -> None:
    trace = ivy_trace()
    assert default_view(trace) == "timeline"
    assert default_view(trace.steps[0]) == "triggers"  # two triggers wait for an order
    assert default_view(stack_of(1)) == "stack"
    assert default_view(trace.steps[1]) == "triggers"  # Alice chose an order in it
    assert default_view(mana_trace().steps[0]) == "mana"
    assert default_view(trace.start) == "board"
    assert default_view(stack_of(2)) == "stack"
    assert default_view(two_player_trace().steps[0].after) == "triggers"  # waiting


def test_a_trace_given_to_a_one_moment_view() -> None:
    trace = ivy_trace()
    assert draw(trace, view="board").source == draw(trace.steps[-1], view="board").source
    assert draw(trace, view="triggers").source == draw(trace.steps[1], view="triggers").source


def test_captions_are_one_line() -> None:
    trace = ivy_trace()
    for thing in (trace, trace.steps[0], trace.steps[1], trace.start):
        text = caption(thing)
        assert text and "\n" not in text
    assert caption(trace).startswith("Ivy: the copy is not cast — 2 steps; resolved in order:")
    assert caption(trace.steps[1]) == (
        "Step 2: everything on the stack resolves — the triggered abilities put on the stack"
    )


@pytest.mark.parametrize("view", VIEWS)
@pytest.mark.parametrize("theme", ["light", "dark", "print"])
def test_same_input_same_dot(view: str, theme: str) -> None:
    """Byte-identical DOT for the same input, and for the same scenario run again."""

    def build() -> Trace:
        return (
            Scenario.build("Again")
            .player("Alice", battlefield=["Ivy, Gleeful Spellthief", "Mountain"], hand=["Shock"])
            .player("Bob", battlefield=["Grizzly Bears"])
            .cast("Shock", targets=["Grizzly Bears"])
            .resolve("all", answers={"may:Ivy, Gleeful Spellthief": True})
            .done()
            .run()
            .trace
        )

    first, second = build(), build()
    pick = (lambda t: t) if view == "timeline" else (lambda t: t.steps[0])
    a = draw(pick(first), view=view, theme=theme).source
    assert a == draw(pick(first), view=view, theme=theme).source
    assert a == draw(pick(second), view=view, theme=theme).source


@pytest.mark.needs_dot
def test_figure_shows_itself_with_a_caption() -> None:
    fig = figure(ivy_trace().steps[0])
    bundle = fig._repr_mimebundle_()
    assert set(bundle) == {"text/html", "image/svg+xml", "text/plain"}
    assert bundle["text/html"].startswith('<figure class="rulings-kit-figure"')
    assert "<figcaption" in bundle["text/html"] and "<?xml" not in bundle["text/html"]
    assert bundle["image/svg+xml"].lstrip().startswith("<?xml")
    assert bundle["text/plain"] == caption(ivy_trace().steps[0])
    only = fig._repr_mimebundle_(include=["text/plain"])
    assert set(only) == {"text/plain"}
    assert "image/svg+xml" not in fig._repr_mimebundle_(exclude=["image/svg+xml"])
    assert fig._repr_svg_().lstrip().startswith("<?xml")
    assert fig.png(dpi=72).startswith(b"\x89PNG")


@pytest.mark.needs_dot
def test_notebook_display_hook_for_trace_step_and_state() -> None:
    from IPython.core.interactiveshell import InteractiveShell

    import rulings_kit

    shell = InteractiveShell.instance()
    assert shell.display_formatter is not None
    try:
        rulings_kit.load_ipython_extension(shell)
        trace = ivy_trace()
        for thing in (trace, trace.steps[1], trace.final):
            data, _ = shell.display_formatter.format(thing)
            assert "<svg" in data["text/html"], type(thing)
            assert data["text/plain"] == caption(thing)
        assert mimebundle(trace)["text/plain"] == caption(trace)
    finally:
        InteractiveShell.clear_instance()


def test_importing_the_package_stays_light() -> None:
    """`import rulings_kit` loads no graphviz, pandas or IPython, even with the display
    hook in the package's __init__."""
    code = (
        "import sys, rulings_kit, rulings_kit.trace; "
        "print(sorted(m for m in ('graphviz', 'pandas', 'IPython', 'ipywidgets') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
