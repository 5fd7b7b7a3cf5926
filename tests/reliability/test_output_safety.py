"""Output safety: what users type ends up in DOT, SVG and HTML as text, never as markup;
and no user data is ever evaluated or unpickled.

Hostile names reach the diagrams the way users put them there: player names, ``as``
labels, counter kinds and titles in a scenario file, run through the engine, drawn by every
view, piped through the real ``dot`` and shown as a notebook figure. A card defined in Python
with a hostile name goes the same way.
"""

from __future__ import annotations

import io
import itertools
import shutil
import subprocess
import tokenize
import xml.etree.ElementTree as ET
from collections.abc import Callable
from contextlib import redirect_stdout
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import rulings_kit
from rulings_kit.cards import get_card
from rulings_kit.core.definitions import CardDef
from rulings_kit.core.setup import Placed, PlayerSetup, build_state
from rulings_kit.core.state import Zone
from rulings_kit.scenarios import Scenario
from rulings_kit.trace import Trace
from tests.reliability import stats
from tests.reliability.fuzz import to_toml

HAS_DOT = shutil.which("dot") is not None
needs_dot = pytest.mark.skipif(not HAS_DOT, reason="Graphviz's dot is not installed")
SVG_NS = "{http://www.w3.org/2000/svg}"

PLAYER = 'Eve <script>alert("p")</script>'
LABEL = '"]; x [label=<<img src=x onerror=alert(1)>>]; //'
KIND = "<b onmouseover=alert(2)>{kind}|</b>"
TITLE = "</title><script>alert(3)</script> \\N \\G & é"
HOSTILE_CARD = '<script>alert("card")</script> {R}|{G} \\l "q" ]>'
VIEWS = ("stack", "triggers", "timeline", "board", "mana", "table")


def _render_function(name: str) -> Callable[..., Any]:
    """A function of rulings_kit.render; the test is skipped only if it does not exist."""
    import rulings_kit.render as render

    fn = getattr(render, name, None)
    if fn is None:
        pytest.skip(f"rulings_kit.render has no {name}() yet")
    return fn


def hostile_scenario() -> dict[str, Any]:
    """A scenario whose every free-text field is hostile; it runs to a stack and triggers."""
    return {
        "format": 1,
        "title": TITLE,
        "players": {
            PLAYER: {
                "battlefield": [
                    "Ivy, Gleeful Spellthief",
                    {"card": "Grizzly Bears", "as": LABEL, "counters": {KIND: 1}},
                    {"card": "Mountain", "count": 2},
                    "Reflecting Pool",
                ],
                "hand": ["Shock"],
                "exile": [{"card": "Opt", "counters": {KIND: 2}}],
            },
            "Bob": {"battlefield": ["Island"]},
        },
        "do": [{"cast": "Shock", "targets": [LABEL]}],
    }


def hostile_trace() -> Trace:
    run = Scenario.from_data(hostile_scenario(), "hostile.toml").run(strict=False)
    assert run.error is None, run.error
    assert run.state.stack, "the hostile scenario should leave something on the stack"
    return run.trace


def hostile_card_trace() -> Trace:
    """A card whose very name is hostile (a card defined in Python, not in the registry)."""
    bears = get_card("Grizzly Bears")
    card = CardDef(
        name=HOSTILE_CARD,
        mana_cost=bears.mana_cost,
        colors=bears.colors,
        types=bears.types,
        power=2,
        toughness=2,
    )
    state = build_state(
        [
            PlayerSetup("Alice", zones={Zone.BATTLEFIELD: [Placed(card), Placed(card)]}),
            PlayerSetup("Bob", zones={Zone.GRAVEYARD: [Placed(card)]}),
        ]
    )
    return Trace(HOSTILE_CARD, state)


def _svg_is_inert(svg: str) -> ET.Element:
    """The SVG is well-formed and holds no script, no foreign HTML and no event handler."""
    assert "<script" not in svg.lower(), "an unescaped <script in the SVG"
    root = ET.fromstring(svg)
    for el in root.iter():
        tag = el.tag.removeprefix(SVG_NS).lower()
        assert tag not in ("script", "foreignobject", "iframe", "img"), tag
        for key, value in el.attrib.items():
            assert not key.lower().startswith("on"), (key, value)
            assert "javascript:" not in value.lower(), (key, value)
    return root


def _texts(root: ET.Element) -> str:
    return " ".join(t for el in root.iter() for t in (el.text,) if t)


def _things(trace: Trace) -> list[tuple[str, Any]]:
    return [
        (v, trace if v == "timeline" else trace.steps[-1] if trace.steps else trace.start)
        for v in VIEWS
    ]


# ------------------------------------------------------------------- DOT and SVG
@needs_dot
@pytest.mark.parametrize("view", VIEWS)
def test_hostile_input_renders_as_text_in_every_view(view: str) -> None:
    draw = _render_function("draw")
    for trace in (hostile_trace(), hostile_card_trace()):
        thing = dict(_things(trace))[view]
        graph = draw(thing, view=view)
        # the real dot accepts the DOT source...
        done = subprocess.run(
            ["dot", "-Tsvg"], input=graph.source.encode(), capture_output=True, timeout=60
        )
        assert done.returncode == 0, done.stderr.decode()
        # ...and what it writes is inert, with the names drawn literally
        root = _svg_is_inert(done.stdout.decode())
        words = _texts(root)
        if trace.steps:  # the hostile player's name is drawn literally, as typed
            assert PLAYER in words, words
        elif view in ("board", "timeline"):  # so is the hostile card's name
            assert '<script>alert("card")</script> {R}|{G}' in words, words
        stats.count("inputs")


@needs_dot
def test_render_command_writes_safe_dot_and_svg(tmp_path: Path) -> None:
    from rulings_kit.cli import main

    path = tmp_path / "hostile.toml"
    path.write_text(to_toml(hostile_scenario()))
    for view in VIEWS:
        for fmt in ("dot", "svg"):
            out = io.StringIO()
            with redirect_stdout(out):
                assert main(["render", str(path), "--view", view, "--format", fmt, "-o", "-"]) == 0
            text = out.getvalue()
            if fmt == "svg":
                _svg_is_inert(text)
            else:
                done = subprocess.run(
                    ["dot", "-Tsvg"], input=text.encode(), capture_output=True, timeout=60
                )
                assert done.returncode == 0, done.stderr.decode()
                _svg_is_inert(done.stdout.decode())


@needs_dot
def test_hostile_figure_html_is_safe_to_paste_into_a_page() -> None:
    figure = _render_function("figure")
    for trace in (hostile_trace(), hostile_card_trace()):
        page = figure(trace).html()
        assert "<script" not in page.lower()
        ET.fromstring(page)  # the caption and the SVG don't break out of the <figure>
        bundle = figure(trace)._repr_mimebundle_()
        assert "<script" not in bundle["text/html"].lower()
        assert "<script" not in bundle["image/svg+xml"].lower()


hostile_text = st.text(alphabet="<>&\"'{}|[]\\;:=#/ \nNGLlscriptimg", min_size=1, max_size=30)


@needs_dot
@settings(max_examples=max(10, settings().max_examples // 2))  # each runs dot
@given(player=hostile_text, label=hostile_text, kind=hostile_text, view=st.sampled_from(VIEWS))
def test_any_label_player_or_counter_name_is_drawn_safely(
    player: str, label: str, kind: str, view: str
) -> None:
    draw = _render_function("draw")
    data = hostile_scenario()
    data["players"] = {
        player.strip() or "P": {
            "battlefield": [
                {"card": "Grizzly Bears", "as": label, "counters": {kind: 1}},
                "Mountain",
            ],
            "hand": ["Shock"],
        },
        "Bob": {},
    }
    data["do"] = [{"cast": "Shock", "targets": [label]}]
    stats.count("inputs")
    try:
        run = Scenario.from_data(data, "random.toml").run(strict=False)
    except rulings_kit.errors.RulingsError:
        return  # a name the format refuses (e.g. a label equal to a card name)
    thing = dict(_things(run.trace))[view]
    svg = draw(thing, view=view).pipe(format="svg", encoding="utf-8")
    _svg_is_inert(svg)


def test_widget_html_helpers_escape_text() -> None:
    """The HTML the widgets show (narration lines, errors) escapes what users typed."""
    try:
        from rulings_kit.widgets import html as whtml
    except ImportError:
        pytest.skip("rulings_kit.widgets.html does not exist yet")
    checked = 0
    for name, call in (
        ("lines_html", lambda f: f([HOSTILE_CARD, PLAYER], title=TITLE)),
        ("error_html", lambda f: f(f"{PLAYER} {HOSTILE_CARD}", (LABEL,))),
    ):
        fn = getattr(whtml, name, None)
        if fn is None:
            continue
        out = call(fn)
        assert "<script" not in out.lower(), (name, out)
        assert "<img" not in out.lower(), (name, out)
        checked += 1
    if not checked:
        pytest.skip("rulings_kit.widgets.html has no lines_html/error_html yet")


# ------------------------------------------------------------ no eval, exec, pickle
FORBIDDEN_CALLS = {"eval", "exec"}
FORBIDDEN_NAMES = {"pickle", "cPickle", "dill", "marshal", "shelve"}


def _source_files() -> list[Path]:
    root = Path(rulings_kit.__file__).resolve().parent
    return sorted(root.rglob("*.py"))


def forbidden(source: str) -> list[tuple[int, str]]:
    """(line, name) of each eval(/exec( call and each pickle-like name in Python source;
    comments and strings don't count."""
    tokens = list(tokenize.generate_tokens(io.StringIO(source).readline))
    return [
        (tok.start[0], tok.string)
        for tok, nxt in itertools.pairwise(tokens)
        if tok.type == tokenize.NAME
        and ((tok.string in FORBIDDEN_CALLS and nxt.string == "(") or tok.string in FORBIDDEN_NAMES)
    ]


def test_no_eval_exec_or_pickle_in_the_package() -> None:
    """No eval(), exec() or pickle (and friends) anywhere in rulings_kit: user data is
    parsed (tomllib, json), never evaluated or unpickled."""
    files = _source_files()
    assert len(files) > 20, "the package source was not found"
    found = [
        f"{path}:{line}: {name}"
        for path in files
        for line, name in forbidden(path.read_text(encoding="utf-8"))
    ]
    assert not found, "\n".join(found)


def test_the_source_scan_would_find_them() -> None:
    """The scan above is not vacuous: it finds each forbidden use in a sample."""
    sample = "import pickle\nx = eval('1')\nexec(code)\n# eval(not this)\ns = 'exec('\n"
    assert forbidden(sample) == [(1, "pickle"), (2, "eval"), (3, "exec")]
