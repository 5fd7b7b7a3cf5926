"""Every label is escaped: hostile names can't break the DOT or inject markup."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import replace

import graphviz
import pytest
from hypothesis import given
from hypothesis import strategies as st

from rulings_kit.cards import get_card
from rulings_kit.core.definitions import CardDef
from rulings_kit.core.setup import Placed, PlayerSetup, build_state
from rulings_kit.core.state import GameObject, GameState, Kind, Zone
from rulings_kit.render import THEMES, VIEWS, draw, figure
from rulings_kit.render.escape import clean, html, html_label, plain
from rulings_kit.trace import Trace, TraceStep
from tests.render.helpers import SVG, svg_root, texts

_QUOTED = re.compile(r'"(?:[^"\\]|\\.)*"')

HOSTILE = '<script>alert("x")</script> & {R}|{G} <b>bold</b>\n"quoted" \'single\' \\N \\l'
LABEL = "</TD></TR></TABLE>><<img src=x onerror=alert(1)>"
PLAYER = 'Eve <i>"the" & {evil}|'


# ----------------------------------------------------------------------- unit level
def test_html_escapes_markup_and_breaks_lines() -> None:
    assert html('<a href="x">&') == "&lt;a href=&quot;x&quot;&gt;&amp;"
    assert html("it's") == "it&#39;s"
    assert html("one\ntwo") == "one<BR/>two"
    assert html("one\ntwo", align="LEFT") == 'one<BR ALIGN="LEFT"/>two<BR ALIGN="LEFT"/>'


def test_record_characters_are_just_text_in_html_labels() -> None:
    # { } | are special only in record labels, which no view uses
    assert html("{R}|{G}") == "{R}|{G}"


def test_html_never_returns_an_empty_element_body() -> None:
    # graphviz rejects <B></B>: an empty text must still be something
    assert html("") == " "
    assert html("\n") == " <BR/> "


def test_clean_drops_characters_xml_cannot_hold() -> None:
    assert clean("a\x00b\x07c\x1bd\ufffe") == "abcd"
    assert clean("a\r\nb\rc\td") == "a\nb\nc d"


def test_wrap_breaks_long_words() -> None:
    out = html("x" * 100, wrap=30)
    assert out.count("<BR/>") == 3


def test_plain_attribute_keeps_backslashes_and_is_never_html() -> None:
    value = plain("<script>\\N\nnext")
    assert isinstance(value, graphviz.quoting.NoHtml)
    g = graphviz.Digraph()
    g.node("a", tooltip=value)
    assert 'tooltip="<script>\\\\N\\nnext"' in g.source


# --------------------------------------------------------------- the hostile board
def hostile_card(name: str = HOSTILE) -> CardDef:
    base = get_card("Grizzly Bears")
    return CardDef(
        name=name,
        mana_cost=base.mana_cost,
        colors=base.colors,
        types=base.types,
        power=2,
        toughness=2,
    )


def hostile_state() -> GameState:
    """Hostile names everywhere: players, cards, labels, every zone and the stack."""
    card = hostile_card()
    state = build_state(
        [
            PlayerSetup(
                PLAYER,
                zones={
                    Zone.BATTLEFIELD: [Placed(card, label=LABEL, counters={"<x>&": 1})],
                    Zone.GRAVEYARD: [Placed(card)],
                    Zone.EXILE: [Placed(card, counters={"dream": 1})],
                    Zone.HAND: [Placed(card)],
                },
            ),
            PlayerSetup("Bob", zones={Zone.BATTLEFIELD: [Placed(get_card("Forest"))]}),
        ]
    )
    perm = state.battlefield[0]
    spell = GameObject(
        id=state.next_id,
        card=hostile_card("Fire|{ball}<\n>"),
        owner=PLAYER,
        controller=PLAYER,
        zone=Zone.STACK,
        kind=Kind.COPY,
        label=LABEL,
        x=3,
        kicked=2,
        modes=(1, 2),
        targets=(perm, "Bob", PLAYER),
    )
    trigger = GameObject(
        id=state.next_id + 1,
        card=card,
        owner=PLAYER,
        controller=PLAYER,
        zone=Zone.STACK,
        kind=Kind.TRIGGER,
        source=state.obj(perm),
        subject=spell,
        targets=(spell.id,),
    )
    return replace(
        state,
        objects=(*state.objects, spell, trigger),
        stack=(spell.id, trigger.id),
        next_id=state.next_id + 2,
        waiting=(replace(trigger, id=0),),
        players=tuple(replace(p, pool=("G", "G")) for p in state.players),
    )


def hostile_trace() -> Trace:
    state = hostile_state()
    step = TraceStep(
        index=1,
        action=f"cast {HOSTILE}",
        action_data={},
        answers={},
        events=(),
        asked=(),
        before=replace(state, stack=()),
        after=state,
        error=f"rejected because {HOSTILE}",
    )
    return Trace(title=f"Title {HOSTILE}", start=replace(state, stack=()), steps=(step,))


def _things() -> list[tuple[str, object]]:
    t = hostile_trace()
    return [(v, t if v == "timeline" else t.steps[0]) for v in VIEWS]


@pytest.mark.parametrize("theme", sorted(THEMES))
@pytest.mark.parametrize(("view", "thing"), _things())
def test_hostile_names_stay_out_of_the_dot_structure(view: str, thing: object, theme: str) -> None:
    source = draw(thing, view=view, theme=theme).source  # type: ignore[arg-type]
    # quoted strings (tooltips) may hold anything: DOT quoting and the SVG writer escape
    # them; everything else, HTML labels included, must hold only our own markup
    outside = _QUOTED.sub('""', source)
    assert "<script" not in outside and "<img" not in outside and "<b>" not in outside
    # the name is there, escaped (the mana and layers views draw only what produces mana
    # or what an effect changes: test_render_layers.py has a hostile name of its own)
    assert "&lt;script&gt;" in source or view in ("mana", "layers")
    assert outside.count("{") == outside.count("}")  # no brace got out of a label


@pytest.mark.needs_dot
@pytest.mark.parametrize("theme", sorted(THEMES))
@pytest.mark.parametrize(("view", "thing"), _things())
def test_hostile_names_render_as_text_in_the_svg(view: str, thing: object, theme: str) -> None:
    root = svg_root(draw(thing, view=view, theme=theme))  # type: ignore[arg-type]
    tags = {el.tag.removeprefix(SVG) for el in root.iter()}
    assert not tags & {"script", "img", "b", "i", "foreignObject"}, tags
    for el in root.iter():  # no event handler or script URL smuggled into an attribute
        for key, value in el.attrib.items():
            assert not key.lower().startswith("on"), (key, value)
            assert "javascript:" not in value.lower()
    words = " ".join(texts(root))
    if view not in ("mana", "layers"):  # those draw only some permanents (see above)
        assert "<script>alert(" in words  # drawn literally, as the user typed it


@pytest.mark.needs_dot
def test_hostile_figure_html_is_safe_to_paste_into_a_page() -> None:
    fig = figure(hostile_trace())
    page = fig.html()
    assert "<script" not in page.replace("&lt;script", "")
    # the figure is well-formed XML/HTML: the caption and SVG don't break out of it
    ET.fromstring(page)


# ------------------------------------------------------------ any text at all
@pytest.mark.needs_dot
@given(st.text(max_size=40) | st.text(alphabet="<>&\"'{}|[]\\\nENGTHLl;#x0 ", max_size=30))
def test_any_text_round_trips_through_dot(text: str) -> None:
    g = graphviz.Digraph()
    g.node("a", html_label(f"<B>{html(text, wrap=20, align='LEFT')}</B>"), tooltip=plain(text))
    g.edge("a", "a", label=html_label(html(text)))
    root = svg_root(g)  # dot accepted it and wrote well-formed XML
    drawn = "".join(w.strip() for w in texts(root))
    expected = "".join(clean(text).split())
    assert "".join(drawn.split()) == expected * 2 or not expected


@pytest.mark.needs_dot
@pytest.mark.parametrize("view", VIEWS)
def test_no_text_run_leans_on_a_space_a_browser_would_drop(view: str) -> None:
    """dot writes each run of text between tags as its own <text>; a browser drops a
    leading or trailing space there, gluing words ("NEXT(top"): such spaces are no-break."""
    from tests.render.helpers import ivy_trace

    trace = ivy_trace()
    thing = trace if view == "timeline" else trace.steps[0]
    root = svg_root(draw(thing, view=view))  # type: ignore[arg-type]
    for el in root.iter(f"{SVG}text"):
        run = "".join(el.itertext())
        assert run == run.strip(" "), repr(run)
