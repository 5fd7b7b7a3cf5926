"""Building blocks the views share: the graph with the theme's defaults, and HTML-like
labels for stack objects, permanents and players.

Every node id is made from engine values (object ids, seats, step numbers), never from
names, so ids are stable and user text only ever appears inside escaped labels.
"""

from __future__ import annotations

from collections.abc import Sequence

import graphviz

from rulings_kit.core.state import GameObject, GameState
from rulings_kit.render import describe
from rulings_kit.render.escape import html, html_label, plain
from rulings_kit.render.themes import SeatStyle, Theme
from rulings_kit.trace import TraceStep

#: characters per line before a name or a note wraps
WRAP = 34
#: minimum width of a stack object's box, in points, so the stack reads as a column
CARD_WIDTH = 230


class Seats:
    """Player name -> seat (place in turn order): one colour per player, everywhere."""

    def __init__(self, names: Sequence[str], theme: Theme) -> None:
        self.index = {n: i for i, n in enumerate(names)}
        self.theme = theme

    def __call__(self, player: str) -> SeatStyle:
        return self.theme.seat(self.index.get(player, len(self.index)))

    def node_id(self, player: str) -> str:
        return f"p{self.index.get(player, len(self.index))}"


def state_of(source: GameState | TraceStep) -> GameState:
    """The state a view draws: a trace step's state after it, or the state itself."""
    if isinstance(source, TraceStep):
        return source.after
    if isinstance(source, GameState):
        return source
    raise TypeError(f"expected a GameState or a TraceStep, not {type(source).__name__}")


def new_graph(name: str, theme: Theme, *, rankdir: str = "LR", title: str = "") -> graphviz.Digraph:
    """A Digraph with the theme's colours and fonts on the graph, nodes and edges."""
    g = graphviz.Digraph(
        name=name,
        graph_attr={
            "rankdir": rankdir,
            "bgcolor": theme.background,
            "fontname": theme.fontname,
            "fontcolor": theme.text,
            "fontsize": f"{theme.fontsize:g}",
            "nodesep": "0.3",
            "ranksep": "0.55",
            "pad": "0.25",
            "labelloc": "t",
            "labeljust": "l",
            # "newrank" lets rank=same work across clusters, which the views rely on
            "newrank": "true",
        },
        node_attr={
            "shape": "plain",
            "fontname": theme.fontname,
            "fontsize": f"{theme.fontsize:g}",
            "fontcolor": theme.text,
        },
        edge_attr={
            "fontname": theme.fontname,
            "fontsize": f"{theme.small:g}",
            "fontcolor": theme.muted,
            "color": theme.line,
            "arrowsize": "0.7",
            "penwidth": "1.2",
        },
    )
    if title:
        g.attr(label=html_label(title))
    return g


#: average width of a character, in CSS px per point of font size (Helvetica: about half
#: an em for text, a little more in bold). Used only to choose where lines wrap for a
#: column's width; ``render.fit`` measures the drawing and narrows further if needed
CHAR_PX_PER_PT = 0.68
BOLD_CHAR_PX_PER_PT = 0.78


def chars_for(width_px: float, size_pt: float, *, bold: bool = False, least: int = 16) -> int:
    """How many characters of text in ``size_pt`` fit on a line ``width_px`` wide."""
    per = (BOLD_CHAR_PX_PER_PT if bold else CHAR_PX_PER_PT) * size_pt
    return max(least, int(width_px / per))


def title_html(
    theme: Theme, heading: str, sub: str = "", note: str = "", *, width: float | None = None
) -> str:
    """The escaped content of a graph title: bold heading, then one or two muted lines;
    ``width`` (CSS px) wraps them to a column that wide."""
    room = (width or 0) - 40  # the graph's padding
    wraps = (
        (90, 110, 130)
        if width is None
        else (
            min(90, chars_for(room, theme.title_size, bold=True)),
            min(110, chars_for(room, theme.fontsize)),
            min(130, chars_for(room, theme.small)),
        )
    )
    out = (
        f'<FONT POINT-SIZE="{theme.title_size:g}">'
        f"<B>{html(heading, wrap=wraps[0], align='LEFT')}</B></FONT>"
    )
    if sub:
        out += (
            f'<BR ALIGN="LEFT"/><FONT COLOR="{theme.muted}">'
            f'{html(sub, wrap=wraps[1], align="LEFT")}</FONT>'
        )
    if note:
        out += (
            f'<BR ALIGN="LEFT"/><FONT POINT-SIZE="{theme.small:g}" COLOR="{theme.muted}">'
            f"{html(note, wrap=wraps[2], align='LEFT')}</FONT>"
        )
    return out + '<BR ALIGN="LEFT"/>'


def _table_style(seat: SeatStyle, rounded: bool = True) -> str:
    styles = ["rounded"] if rounded else []
    if seat.line != "solid":
        styles.append(seat.line)
    return f' STYLE="{",".join(styles)}"' if styles else ""


def small(theme: Theme, text: str, *, color: str | None = None, wrap: int = WRAP + 8) -> str:
    return (
        f'<FONT POINT-SIZE="{theme.small:g}" COLOR="{color or theme.muted}">'
        f"{html(text, wrap=wrap, align='LEFT')}</FONT>"
    )


def object_card(
    state: GameState,
    obj: GameObject,
    theme: Theme,
    seats: Seats,
    *,
    position: int | None = None,
    top: bool = False,
    faded: bool = False,
    compact: bool = False,
    rules_text: bool = False,
    header: str | None = None,
    extra: Sequence[str] = (),
) -> str:
    """The HTML label of a stack object: what it is, whose, its source, choices, targets.

    ``top`` marks what resolves next (a badge and a heavy border: visible in greyscale);
    ``faded`` draws an object as context (already on the stack) in neutral colours.
    ``header`` replaces the kind in the header band; ``extra`` lines come first.
    """
    seat = seats(obj.controller)
    stroke, fill, head, head_text = seat.stroke, seat.fill, seat.header, seat.header_text
    if faded:
        stroke, fill, head, head_text = (
            theme.panel_border,
            theme.panel,
            theme.panel,
            theme.muted,
        )
    kind = header if header is not None else describe.kind_text(obj).upper()
    left = f"{position} · {kind}" if position is not None else kind
    border = 3 if top else 1
    rows = []
    if top:
        rows.append(
            f'<TR><TD COLSPAN="2" BGCOLOR="{theme.accent}" ALIGN="LEFT">'
            f'<FONT COLOR="{theme.accent_text}" POINT-SIZE="{theme.small:g}">'
            f"<B>RESOLVES NEXT</B> (top of the stack)</FONT></TD></TR>"
        )
    # one coloured cell holding a borderless table: two coloured cells side by side leave
    # a hairline between them in the PNG
    rows.append(
        f'<TR><TD COLSPAN="2" BGCOLOR="{head}" ALIGN="LEFT" CELLPADDING="0">'
        f'<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="4" WIDTH="{CARD_WIDTH}">'
        f'<TR><TD ALIGN="LEFT" WIDTH="{CARD_WIDTH - 70}"><FONT COLOR="{head_text}" '
        f'POINT-SIZE="{theme.small:g}"><B>{html(left)}</B></FONT></TD>'
        f'<TD ALIGN="RIGHT" WIDTH="70"><FONT COLOR="{head_text}" POINT-SIZE="{theme.small:g}">'
        f"{html(obj.controller)}</FONT></TD></TR></TABLE></TD></TR>"
    )
    rows.append(
        f'<TR><TD COLSPAN="2" ALIGN="LEFT" BALIGN="LEFT" WIDTH="{CARD_WIDTH}">'
        f'<FONT POINT-SIZE="{theme.fontsize + 1:g}" COLOR="{theme.text}">'
        f"<B>{html(obj.name, wrap=WRAP, align='LEFT')}</B></FONT></TD></TR>"
    )
    lines: list[str] = list(extra)
    choices = describe.choices_text(obj)
    if choices:
        lines.append(" · ".join(choices))
    if not compact:
        for text in (describe.source_text(state, obj), describe.subject_text(state, obj)):
            if text:
                lines.append(text)
    targets = describe.targets_text(state, obj)
    if targets and compact:
        lines.append(targets)
    if rules_text and not compact:
        text = describe.ability_text(obj)
        if text:
            lines.append(f"“{text}”")
    for line in lines:
        rows.append(
            f'<TR><TD COLSPAN="2" ALIGN="LEFT" BALIGN="LEFT">'
            f"{small(theme, line, color=theme.text if not faded else theme.muted)}</TD></TR>"
        )
    return html_label(
        f'<TABLE BORDER="{border}" CELLBORDER="0" CELLSPACING="0" CELLPADDING="4" '
        f'COLOR="{stroke}" BGCOLOR="{fill}"{_table_style(seat, rounded=False)}>'
        + "".join(rows)
        + "</TABLE>"
    )


def permanent_card(state: GameState, obj: GameObject, theme: Theme, seats: Seats) -> str:
    """A permanent (or any object off the stack) as a small box in its controller's colour."""
    seat = seats(obj.controller)
    facts = describe.permanent_facts(state, obj)
    zone = "" if obj.zone.value == "battlefield" else f" · in {obj.zone.value}"
    rows = [
        f'<TR><TD ALIGN="LEFT" BALIGN="LEFT"><FONT POINT-SIZE="{theme.small:g}" '
        f'COLOR="{theme.muted}">{html(obj.controller + zone)}</FONT></TD></TR>',
        f'<TR><TD ALIGN="LEFT" BALIGN="LEFT">'
        f"<B>{html(obj.display_name, wrap=WRAP, align='LEFT')}"
        f"</B></TD></TR>",
    ]
    if facts:
        rows.append(
            f'<TR><TD ALIGN="LEFT" BALIGN="LEFT">'
            f"{small(theme, ' · '.join(facts), color=theme.text)}"
            f"</TD></TR>"
        )
    return html_label(
        # padding 5: a bold name (drawn a little wider by a browser than dot measures it)
        # keeps clear of the rounded border
        f'<TABLE BORDER="1" CELLBORDER="0" CELLSPACING="0" CELLPADDING="5" COLOR="{seat.stroke}" '
        f'BGCOLOR="{seat.fill}"{_table_style(seat)}>' + "".join(rows) + "</TABLE>"
    )


def player_node(
    g: graphviz.Digraph,
    state: GameState,
    player: str,
    theme: Theme,
    seats: Seats,
    *,
    node_id: str | None = None,
) -> str:
    """Add a player's node (an ellipse, unlike any object) and return its id."""
    seat = seats(player)
    node_id = node_id or seats.node_id(player)
    try:
        life = f"{state.player(player).life} life"
    except KeyError:
        life = ""
    label = f"<B>{html(player, wrap=WRAP)}</B>"
    if life:
        label += f'<BR/><FONT POINT-SIZE="{theme.small:g}">{html(life)}</FONT>'
    style = "filled" if seat.line == "solid" else f"filled,{seat.line}"
    g.node(
        node_id,
        html_label(label),
        shape="ellipse",
        style=style,
        fillcolor=seat.fill,
        color=seat.stroke,
        penwidth="1.5",
        margin="0.12,0.04",
        tooltip=plain(f"{player}: {life}"),
    )
    return node_id


def note_node(
    g: graphviz.Digraph, node_id: str, text: str, theme: Theme, *, wrap: int = WRAP + 6
) -> None:
    """A neutral box with a sentence in it (an empty stack, an explanation)."""
    g.node(
        node_id,
        html_label(
            f'<TABLE BORDER="1" CELLBORDER="0" CELLPADDING="6" COLOR="{theme.panel_border}" '
            f'BGCOLOR="{theme.panel}" STYLE="rounded"><TR><TD BALIGN="LEFT">'
            f'<FONT COLOR="{theme.muted}">{html(text, wrap=wrap, align="LEFT")}</FONT>'
            "</TD></TR></TABLE>"
        ),
    )
