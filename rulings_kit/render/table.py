"""The table view: the whole position at once — the stack across the top, then each
player's hand, battlefield, graveyard and exile side by side — for the opening picture
of an article."""

from __future__ import annotations

import graphviz

from rulings_kit.core.state import GameState
from rulings_kit.render import describe
from rulings_kit.render._graph import Seats, new_graph, state_of, title_html
from rulings_kit.render.board import PER_ROW, Look, check_hands, player_column, side_by_side
from rulings_kit.render.drawing import AUTO, follows_theme
from rulings_kit.render.escape import html, html_label, plain
from rulings_kit.render.themes import Theme, get_theme
from rulings_kit.render.timeline import stack_row
from rulings_kit.trace import TraceStep

__all__ = ["COLUMN_WIDTH", "draw_table"]

#: a player's column, in points: two of them and the gap between fit a 700 px column
COLUMN_WIDTH = 200


@follows_theme
def draw_table(
    source: GameState | TraceStep,
    *,
    theme: str | Theme = AUTO,
    title: str | None = None,
    hands: str = "cards",
    card_links: bool = False,
) -> graphviz.Digraph:
    """The whole position at once: the stack (top first, with targets and choices, and
    the triggered abilities waiting to go on it), then each player in turn order with
    their life, hand, battlefield, graveyard and exile (when anyone has a card there),
    each zone level with the same zone of the other players.

    ``hands``: ``"cards"`` (the default) lists each hand, ``"count"`` counts it;
    ``card_links``: each card links to its image by exact name, its Oracle text as
    the tooltip (:mod:`rulings_kit.render.cards`).
    """
    th = get_theme(theme)
    state = state_of(source)
    check_hands(hands)
    seats = Seats(state.player_names, th)
    heading = "The table" if title is None else title
    g = new_graph(
        "table",
        th,
        rankdir="TB",
        title=title_html(th, heading, describe.where(state)) if heading else "",
    )
    exile = any(p.exile for p in state.players)  # a zone nobody uses is left out
    look = Look(th, hands == "cards", card_links, COLUMN_WIDTH, stats_row=False, exile=exile)
    columns = [player_column(state, p, look, seats(p.name)) for p in state.players]
    g.node(
        "table",
        html_label(
            side_by_side(columns, th, PER_ROW, look.width, above=_stack(state, th, seats))
        ),
        tooltip=plain(describe.where(state)),
    )
    return g


def _stack(state: GameState, th: Theme, seats: Seats) -> str:
    """The stack, top first, in a neutral box: each object in its controller's colour."""
    stack = state.stack_objects()
    rows = [
        f'<TR><TD ALIGN="LEFT"><FONT POINT-SIZE="{th.small:g}" COLOR="{th.muted}"><B>THE STACK'
        f"</B> ({len(stack)}{', top first' if len(stack) > 1 else ''})</FONT></TD></TR>"
    ]
    if not stack:
        rows.append(
            f'<TR><TD ALIGN="LEFT"><FONT POINT-SIZE="{th.small:g}" COLOR="{th.muted}">'
            "<I>empty</I></FONT></TD></TR>"
        )
    for i, obj in enumerate(stack):
        rows.append(stack_row(i, obj, state, False, th, seats))
    if state.waiting:
        names = ", ".join(t.display_name for t in state.waiting)
        rows.append(
            f'<TR><TD ALIGN="LEFT" BALIGN="LEFT"><FONT COLOR="{th.muted}" '
            f'POINT-SIZE="{th.small:g}">waiting to go on the stack (603.3): '
            f"{html(names, wrap=60, align='LEFT')}</FONT></TD></TR>"
        )
    return (
        f'<TABLE BORDER="1" CELLBORDER="0" CELLSPACING="2" CELLPADDING="3" STYLE="rounded" '
        f'COLOR="{th.panel_border}" BGCOLOR="{th.panel}">' + "".join(rows) + "</TABLE>"
    )
