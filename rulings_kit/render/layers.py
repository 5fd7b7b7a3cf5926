"""The layers view: for each permanent a continuous effect touches, how its
characteristics were worked out (613): what is printed on it, then each layer's effects
in the order they applied, with their timestamps (613.7), and what it is now — "why is
this creature a 1/1 blue land creature?" at a glance.

The steps come from the engine's own layer pass (``core.layers.explain``), so the figure
shows what the rules engine did, not a second account of it.
"""

from __future__ import annotations

from collections.abc import Sequence

import graphviz

from rulings_kit.core.copy_effects import own_card
from rulings_kit.core.definitions import CardDef
from rulings_kit.core.layer_changes import COLOR_WORDS, Characteristics, Layer, Timestamp
from rulings_kit.core.layers import Applied, characteristics, explain, printed
from rulings_kit.core.state import GameObject, GameState
from rulings_kit.render import describe
from rulings_kit.render._graph import Seats, new_graph, note_node, state_of, title_html
from rulings_kit.render.drawing import AUTO, follows_theme
from rulings_kit.render.escape import html, html_label, plain
from rulings_kit.render.themes import Theme, get_theme
from rulings_kit.trace import TraceStep

__all__ = ["LAYERS_WIDTH", "draw_layers", "layered_permanents"]

#: a permanent's box, in points: with the graph's padding it fits a 700 px column
#: (525 pt) without shrinking, so its smallest text stays at its size
LAYERS_WIDTH = 470
#: characters per line in the box, at the theme's small size
_WRAP = 70


def layered_permanents(state: GameState) -> list[tuple[GameObject, tuple[Applied, ...]]]:
    """The permanents some continuous effect or counter touches, in the order they
    entered, each with the steps of its layer pass."""
    found = []
    for obj in state.permanents():
        steps = explain(state, obj)
        if steps:
            found.append((obj, steps))
    return found


@follows_theme
def draw_layers(
    source: GameState | TraceStep,
    *,
    theme: str | Theme = AUTO,
    title: str | None = None,
) -> graphviz.Digraph:
    """One box per permanent a continuous effect touches: its printed characteristics,
    then each layer that changed it (613.1-613.4) with each effect in the order it
    applied — its source, what it does and its timestamp, numbered in the order they were
    given across the figure (613.7) — and the characteristics it ends with."""
    th = get_theme(theme)
    state = state_of(source)
    seats = Seats(state.player_names, th)
    touched = layered_permanents(state)
    heading = title if title is not None else "Layers: how each permanent got its characteristics"
    note = ("Each layer applies in order (613.1); within a layer, effects apply in "
            "timestamp order (613.7) unless one depends on another (613.8).")
    g = new_graph("layers", th, rankdir="TB",
                  title=title_html(th, heading, describe.where(state), note, width=700)
                  if heading else "")
    g.attr(nodesep="0.25", ranksep="0.3")
    if not touched:
        note_node(g, "none", "No continuous effect changes any permanent's characteristics.",
                  th)
        return g
    order = _timestamp_numbers([s.timestamp for _, steps in touched for s in steps])
    previous = ""
    for n, (obj, steps) in enumerate(touched):
        node = f"p{n}"
        now = _summary(characteristics(state, obj), obj.card.supertypes)
        g.node(node, _box(state, obj, steps, order, th, seats),
               tooltip=plain(f"{obj.display_name}: {now}"))
        if previous:  # one column, in the order they entered
            g.edge(previous, node, style="invis")
        previous = node
    return g


def _timestamp_numbers(stamps: Sequence[Timestamp | None]) -> dict[Timestamp, int]:
    """Each timestamp's place among those in the figure, from 1: a reader compares
    them; the engine's numbers mean nothing to a reader."""
    return {t: i for i, t in enumerate(sorted({s for s in stamps if s is not None}), 1)}


def _box(state: GameState, obj: GameObject, steps: tuple[Applied, ...],
         order: dict[Timestamp, int], th: Theme, seats: Seats) -> str:
    seat = seats(obj.controller)
    own = own_card(obj)  # what is printed on it, whatever it copies (707.2)
    w = LAYERS_WIDTH
    rows = [
        f'<TR><TD COLSPAN="3" BGCOLOR="{seat.header}" ALIGN="LEFT" WIDTH="{w}">'
        f'<FONT COLOR="{seat.header_text}"><B>{html(obj.display_name)}</B></FONT>'
        f'<FONT COLOR="{seat.header_text}" POINT-SIZE="{th.small:g}">'
        f"   {html(obj.controller)}{html(_card_note(obj, own))}</FONT></TD></TR>",
        _line(th, "printed", _summary(printed(own), own.supertypes), th.muted),
    ]
    layer: Layer | None = None
    for s in steps:
        if s.layer is not layer:
            layer = s.layer
            rows.append(
                f'<TR><TD COLSPAN="3" ALIGN="LEFT" BALIGN="LEFT">'
                f'<FONT POINT-SIZE="{th.small:g}" COLOR="{th.muted}">'
                f"<B>{html(layer.title.capitalize())}</B> ({html(layer.rule)})</FONT></TD></TR>")
        when = f"timestamp {order[s.timestamp]}" if s.timestamp is not None else (
            "first: defines it" if s.layer is Layer.PT_DEFINE else "")
        said = _said(s) if s.exists else (
            f"{_said(s)} — doesn't apply: {s.source} has lost this ability to an effect "
            f"of this layer, which applies first (613.8)")
        rows.append(
            f'<TR><TD ALIGN="LEFT" BALIGN="LEFT" WIDTH="{w - 110}">'
            f'<FONT POINT-SIZE="{th.small:g}" COLOR="{th.text if s.exists else th.muted}">'
            f"{html(said, wrap=_WRAP + 10, align='LEFT')}</FONT></TD>"
            f'<TD ALIGN="RIGHT" WIDTH="100"><FONT POINT-SIZE="{th.small:g}" COLOR="{th.muted}">'
            f"{html(when)}</FONT></TD></TR>")
    now = _summary(characteristics(state, obj), obj.card.supertypes)
    rows.append(_line(th, "now", now, th.text, bold=True))
    return html_label(
        f'<TABLE BORDER="1" CELLBORDER="0" CELLSPACING="0" CELLPADDING="4" '
        f'COLOR="{seat.stroke}" BGCOLOR="{seat.fill}"'
        f'{"" if seat.line == "solid" else f" STYLE={chr(34)}{seat.line}{chr(34)}"}>'
        + "".join(rows) + "</TABLE>")


def _card_note(obj: GameObject, own: CardDef) -> str:
    """For a copy, the card it is printed as (707.2): "Grizzly Bears · Alice · the card
    Clone"."""
    return f" · the card {own.name}" if obj.copying is not None else ""


def _said(s: Applied) -> str:
    """A step in words: its source and what it does, "Humility: is 1/1"."""
    text = s.text.rstrip(".")
    return f"{s.source}: {text}" if s.source != "counters" else text


def _line(th: Theme, lead: str, text: str, color: str, *, bold: bool = False) -> str:
    words = html(f"{lead}: {text}", wrap=_WRAP, align="LEFT")
    return (f'<TR><TD COLSPAN="3" ALIGN="LEFT" BALIGN="LEFT"><FONT COLOR="{color}">'
            + (f"<B>{words}</B>" if bold else words) + "</FONT></TD></TR>")


def _summary(c: Characteristics, supertypes: tuple[str, ...] = ()) -> str:
    """Characteristics as a reader says them: "3/3 white Creature — Zombie, flying"."""
    colors = " and ".join(COLOR_WORDS[x] for x in "WUBRG" if x in c.colors) or "colorless"
    kinds = " ".join(sorted(c.types, key=_TYPE_ORDER.index if all(
        t in _TYPE_ORDER for t in c.types) else str))
    line = f"{colors} {' '.join((*supertypes, kinds))}" + (
        f" — {' '.join(c.subtypes)}" if c.subtypes else "")
    if c.pt is not None:
        line = f"{c.pt[0]}/{c.pt[1]} {line}"
    if c.keywords:
        line += ", " + ", ".join(sorted(k.lower() for k in c.keywords))
    if not c.has_text_abilities:
        line += " (has lost its own abilities)"
    return line


#: card types in the order a type line prints them (205.2a)
_TYPE_ORDER = ("Tribal", "Kindred", "Enchantment", "Artifact", "Land", "Creature",
               "Planeswalker", "Battle", "Instant", "Sorcery")
