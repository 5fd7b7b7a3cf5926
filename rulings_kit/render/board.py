"""The board view: each player's relevant zones side by side, in turn order."""

from __future__ import annotations

from itertools import groupby

import graphviz

from rulings_kit.core.characteristics import is_land
from rulings_kit.core.state import GameObject, GameState, Player
from rulings_kit.render import describe
from rulings_kit.render._graph import WRAP, Seats, new_graph, title_html
from rulings_kit.render.drawing import AUTO, follows_theme
from rulings_kit.render.escape import html, html_label, plain
from rulings_kit.render.themes import SeatStyle, Theme, get_theme
from rulings_kit.trace import TraceStep

__all__ = ["draw_board"]

#: minimum width of a player's panel, in points, so panels line up
PANEL_WIDTH = 260
#: panels side by side, in turn order; a bigger game wraps to a second row
PER_ROW = 3
#: the space between panels, in points
GAP = 18


@follows_theme
def draw_board(
    source: GameState | TraceStep,
    *,
    theme: str | Theme = AUTO,
    title: str | None = None,
) -> graphviz.Digraph:
    """Each player's life, hand and library sizes, mana pool, battlefield (with P/T,
    tapped, counters, damage), exile (with counters) and graveyard, side by side in turn
    order.

    Identical permanents in the same condition are counted ("Mountain ×3, tapped") so a
    board of lands stays short.
    """
    th = get_theme(theme)
    state = source.after if isinstance(source, TraceStep) else source
    if not isinstance(state, GameState):
        raise TypeError(f"expected a GameState or a TraceStep, not {type(source).__name__}")
    seats = Seats(state.player_names, th)
    heading = "Board" if title is None else title
    stack = state.stack_objects()
    note = ""
    if stack:
        note = "On the stack (top first): " + ", ".join(o.display_name for o in stack)
    g = new_graph(
        "board",
        th,
        rankdir="TB",
        title=title_html(th, heading, describe.where(state), note) if heading else "",
    )
    # one node holding every panel: cells can align their tops, nodes of one rank can't.
    # The headers make a row of their own: a panel shorter than its neighbour is
    # stretched to its height, and the stretch must not make its header band taller.
    panels = [_panel(state, p, th, seats(p.name)) for p in state.players]
    gap = f'<TD WIDTH="{GAP}"></TD>'
    rows = []
    for i in range(0, len(panels), PER_ROW):
        if i:
            rows.append(f'<TR><TD HEIGHT="{GAP}"></TD></TR>')
        for part in (0, 1):  # the headers, then the bodies
            cells = [f'<TD VALIGN="TOP">{panel[part]}</TD>' for panel in panels[i : i + PER_ROW]]
            rows.append(f"<TR>{gap.join(cells)}</TR>")
    g.node(
        "players",
        html_label(
            f'<TABLE BORDER="0" CELLSPACING="{GAP}" CELLPADDING="0"><TR><TD>'  # a margin
            '<TABLE BORDER="0" CELLSPACING="0" CELLPADDING="0">' + "".join(rows) + "</TABLE>"
            "</TD></TR></TABLE>"
        ),
        tooltip=plain(", ".join(state.player_names)),
    )
    return g


def _panel(state: GameState, p: Player, th: Theme, seat: SeatStyle) -> tuple[str, str]:
    """A player's panel: its header band and its body, each a table."""
    roles = []
    if p.name == state.active:
        roles.append("active player")
    if p.name == describe.has_priority(state):
        roles.append("has priority")
    if p.lost:
        roles.append("has lost")
    head = f"<B>{html(p.name)}</B>"
    if roles:
        head += f" · {html(', '.join(roles))}"
    rows = [f'<TR><TD COLSPAN="2" CELLPADDING="2">{_stats(p, th)}</TD></TR>']
    battlefield = _battlefield_order(state, state.permanents(p.name))
    rows += _section(state, "Battlefield", battlefield, th, seat, permanent=True)
    rows += _section(state, "Exile", [state.obj(i) for i in p.exile], th, seat)
    rows += _section(state, "Graveyard", [state.obj(i) for i in p.graveyard], th, seat)
    style = "" if seat.line == "solid" else f' STYLE="{seat.line}"'
    table = (f'<TABLE BORDER="1" CELLBORDER="0" CELLSPACING="0" CELLPADDING="4" '
             f'COLOR="{seat.stroke}"{style} BGCOLOR="{{}}">{{}}</TABLE>')
    header = (f'<TR><TD ALIGN="LEFT" WIDTH="{PANEL_WIDTH}"><FONT COLOR="{seat.header_text}">'
              f"{head}</FONT></TD></TR>")
    return table.format(seat.header, header), table.format(th.background, "".join(rows))


def _stats(p: Player, th: Theme) -> str:
    stats = [
        ("LIFE", str(p.life)),
        ("HAND", str(len(p.hand))),
        ("LIBRARY", str(len(p.library))),
        ("MANA POOL", describe.pool_text(p.mana)),
    ]
    top = "".join(
        f'<TD ALIGN="LEFT"><FONT POINT-SIZE="{th.small:g}" COLOR="{th.muted}">{html(k)}</FONT></TD>'
        for k, _ in stats
    )
    bottom = "".join(
        f'<TD ALIGN="LEFT"><FONT POINT-SIZE="{th.fontsize + 2:g}"><B>{html(v)}</B></FONT></TD>'
        for _, v in stats
    )
    return (
        f'<TABLE BORDER="0" CELLSPACING="0" CELLPADDING="3"><TR>{top}</TR><TR>{bottom}</TR></TABLE>'
    )


def _battlefield_order(state: GameState, objs: tuple[GameObject, ...]) -> list[GameObject]:
    """Non-land permanents first, then lands; each group in the order they entered."""
    return [o for o in objs if not is_land(state, o)] + [o for o in objs if is_land(state, o)]


def _section(
    state: GameState,
    name: str,
    objs: list[GameObject],
    th: Theme,
    seat: SeatStyle,
    *,
    permanent: bool = False,
) -> list[str]:
    rows = [
        f'<TR><TD COLSPAN="2" ALIGN="LEFT" BORDER="1" SIDES="T" COLOR="{seat.stroke}">'
        f'<FONT POINT-SIZE="{th.small:g}" COLOR="{th.muted}"><B>{html(name.upper())}</B> '
        f"({len(objs)})</FONT></TD></TR>"
    ]
    if not objs:
        rows.append(
            f'<TR><TD COLSPAN="2" ALIGN="LEFT"><FONT POINT-SIZE="{th.small:g}" '
            f'COLOR="{th.muted}"><I>empty</I></FONT></TD></TR>'
        )
    # consecutive objects that read the same are counted, not repeated
    for (text, facts), same in groupby(objs, key=lambda o: _reads(state, o, permanent)):
        n = len(list(same))
        label = describe.times(text, n)
        rows.append(
            f'<TR><TD ALIGN="LEFT" BALIGN="LEFT">{html(label, wrap=WRAP, align="LEFT")}</TD>'
            f'<TD ALIGN="RIGHT" BALIGN="RIGHT"><FONT POINT-SIZE="{th.small:g}" '
            f'COLOR="{th.muted}">{html(facts, wrap=WRAP, align="RIGHT")}</FONT></TD></TR>'
        )
    return rows


def _reads(state: GameState, obj: GameObject, permanent: bool) -> tuple[str, str]:
    facts = describe.permanent_facts(state, obj) if permanent else describe.counters_text(obj)
    return obj.display_name, " · ".join(facts)
