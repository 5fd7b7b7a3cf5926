"""The board view: each player's relevant zones side by side, in turn order."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import groupby

import graphviz

from rulings_kit.core.characteristics import is_land
from rulings_kit.core.designations import SAID
from rulings_kit.core.state import GameObject, GameState, Player
from rulings_kit.render import describe
from rulings_kit.render._graph import WRAP, Seats, new_graph, state_of, title_html
from rulings_kit.render.cards import card_attributes
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
    hands: str = "cards",
    card_links: bool = False,
) -> graphviz.Digraph:
    """Each player's life, hand and library sizes, mana pool, hand, battlefield (with
    P/T, tapped, counters, damage), exile (with counters) and graveyard, side by side in
    turn order, each zone level with the same zone of the other players.

    ``hands``: ``"cards"`` (the default: a scenario's author, and so the reader, knows
    every hand) lists the cards in each hand; ``"count"`` only counts them.
    ``card_links``: each card links to its image by exact name (Scryfall's address; it
    is only a link, nothing is fetched), with its Oracle text as the tooltip.

    Identical permanents in the same condition are counted ("Mountain ×3, tapped") so a
    board of lands stays short.
    """
    th = get_theme(theme)
    state = state_of(source)
    check_hands(hands)
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
    look = Look(th, hands == "cards", card_links)
    columns = [player_column(state, p, look, seats(p.name)) for p in state.players]
    g.node(
        "players",
        html_label(side_by_side(columns, th, PER_ROW, look.width)),
        tooltip=plain(", ".join(state.player_names)),
    )
    return g


HANDS = ("cards", "count")


def check_hands(hands: str) -> None:
    if hands not in HANDS:
        raise ValueError(f"hands must be one of {', '.join(map(repr, HANDS))}, not {hands!r}")


@dataclass(frozen=True)
class Look:
    """What a player's column shows: the theme, the cards in hand, links to card images;
    ``width`` of a column in points and ``stats`` laid out as a row of four figures
    (the board) or one line (the table view, narrower)."""

    th: Theme
    hand_cards: bool = True
    links: bool = False
    width: int = PANEL_WIDTH
    stats_row: bool = True
    #: show each exile, even empty (the table view leaves it out when nobody has one)
    exile: bool = True


@dataclass(frozen=True)
class Row:
    """A row of a player's column: one cell across it (``left`` alone, ``fill`` its
    background, ``rule`` a line above it), or a name on the left and facts on the
    right; ``attrs`` go on the name's cell (a card's tooltip and link)."""

    left: str = ""
    right: str | None = None
    attrs: str = ""
    fill: str = ""
    rule: bool = False


@dataclass(frozen=True)
class Column:
    """One player's column: sections from top to bottom (header, figures, each zone),
    each a list of rows, and the player's colours. Section ``k`` of every column sits
    level with section ``k`` of its neighbours."""

    seat: SeatStyle
    sections: tuple[tuple[Row, ...], ...]


def player_column(state: GameState, p: Player, look: Look, seat: SeatStyle) -> Column:
    """A player's header band, figures, and zones, as the sections of a :class:`Column`."""
    th = look.th
    roles = []
    if p.name == state.active:
        roles.append("active player")
    if p.name == describe.has_priority(state):
        roles.append("has priority")
    if p.lost:
        roles.append("has lost")
    roles += [SAID[d] for d in sorted(p.designations)]  # "the monarch" (725), ... (702.131c)
    head = f"<B>{html(p.name)}</B>"
    if roles:
        head += f" · {html(', '.join(roles))}"
    sections: list[tuple[Row, ...]] = [
        (Row(f'<FONT COLOR="{seat.header_text}">{head}</FONT>', fill=seat.header),),
        (Row(_stats(p, th) if look.stats_row else _stats_line(p, th, look.hand_cards)),),
    ]
    zones: list[tuple[str, list[GameObject], bool]] = []
    if look.hand_cards:
        zones.append(("Hand", [state.obj(i) for i in p.hand], False))
    zones += [
        ("Battlefield", _battlefield_order(state, state.permanents(p.name)), True),
        ("Graveyard", [state.obj(i) for i in p.graveyard], False),
    ]
    if look.exile:
        zones.insert(-1, ("Exile", [state.obj(i) for i in p.exile], False))
    for name, objs, permanent in zones:
        sections.append(tuple(zone_rows(state, name, objs, look, permanent=permanent)))
    return Column(seat, tuple(sections))


def side_by_side(
    columns: Sequence[Column], th: Theme, per_row: int, width: int, *, above: str = ""
) -> str:
    """Columns next to each other, ``per_row`` a row, as one table: section ``k`` of a
    column (a zone) starts level with section ``k`` of its neighbours, shorter sections
    padded with empty rows, so no zone sits lower than the same zone beside it. ``width``
    is a column's width in points; ``above``, a cell across the top (the table view's
    stack)."""
    gap = f'<TD WIDTH="{GAP}"></TD>'
    rows: list[str] = []
    if above:
        across = 3 * min(per_row, len(columns)) - 1  # two cells a column, a gap between
        rows.append(f'<TR><TD COLSPAN="{across}" ALIGN="LEFT">{above}</TD></TR>')
        rows.append(f'<TR><TD HEIGHT="{GAP}"></TD></TR>')
    for i in range(0, len(columns), per_row):
        group = columns[i : i + per_row]
        if i:
            rows.append(f'<TR><TD HEIGHT="{GAP}"></TD></TR>')
        lines: list[list[Row | None]] = [[] for _ in group]
        for k in range(max(len(c.sections) for c in group)):
            depth = max(len(c.sections[k]) if k < len(c.sections) else 0 for c in group)
            for out, c in zip(lines, group, strict=True):
                own = list(c.sections[k]) if k < len(c.sections) else []
                out += own + [None] * (depth - len(own))
        depth = len(lines[0])
        for r in range(depth):
            cells = [
                _cells(line[r], c.seat, th, top=r == 0, bottom=r == depth - 1, width=width)
                for line, c in zip(lines, group, strict=True)
            ]
            rows.append(f"<TR>{gap.join(cells)}</TR>")
    return (
        f'<TABLE BORDER="0" CELLSPACING="{GAP}" CELLPADDING="0"><TR><TD>'  # a margin
        '<TABLE BORDER="0" CELLSPACING="0" CELLPADDING="4">' + "".join(rows) + "</TABLE>"
        "</TD></TR></TABLE>"
    )


def _cells(
    row: Row | None, seat: SeatStyle, th: Theme, *, top: bool, bottom: bool, width: int
) -> str:
    """The two cells (name, facts) a row takes in its column, with the column's border
    on their outer sides."""
    row = row or Row()
    edge = ("T" if top or row.rule else "") + ("B" if bottom else "")
    style = "" if seat.line == "solid" else f' STYLE="{seat.line}"'
    fill = f' BGCOLOR="{row.fill}"' if row.fill else ""
    common = f'BORDER="1" COLOR="{seat.stroke}"{style}{fill}'
    if row.right is None:
        return (
            f'<TD COLSPAN="2" ALIGN="LEFT" BALIGN="LEFT" VALIGN="TOP" SIDES="LR{edge}" '
            f'WIDTH="{width}" {common}>{row.left or " "}</TD>'
        )
    return (
        f'<TD ALIGN="LEFT" BALIGN="LEFT" SIDES="L{edge}" {common}{row.attrs}>'
        f"{row.left}</TD>"
        f'<TD ALIGN="RIGHT" BALIGN="RIGHT" SIDES="R{edge}" {common}>'
        f"{row.right}</TD>"
    )


def _stats(p: Player, th: Theme) -> str:
    stats = [
        ("LIFE", str(p.life)),
        ("HAND", str(len(p.hand))),
        ("LIBRARY", str(len(p.library))),
        ("MANA POOL", describe.pool_text(p.mana)),
        *((kind.upper(), str(n)) for kind, n in p.counters),  # poison, ... (122.1)
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


def _stats_line(p: Player, th: Theme, hand_shown: bool) -> str:
    """Life, then library, mana pool and (unless the hand is listed) how many cards are
    in hand, in one muted line: for a narrow column."""
    parts = [f"library {len(p.library)}", f"mana pool {describe.pool_text(p.mana)}"]
    if not hand_shown:
        parts.insert(0, f"{describe.plural(len(p.hand), 'card')} in hand")
    rest = " · ".join(parts)
    return (
        '<TABLE BORDER="0" CELLSPACING="0" CELLPADDING="3"><TR><TD ALIGN="LEFT">'
        f'<FONT POINT-SIZE="{th.fontsize + 2:g}"><B>{html(f"{p.life} life")}'
        "</B></FONT></TD></TR>"
        f'<TR><TD ALIGN="LEFT" BALIGN="LEFT">'
        f'<FONT POINT-SIZE="{th.small:g}" COLOR="{th.muted}">'
        f'{html(rest, wrap=WRAP + 4, align="LEFT")}</FONT></TD></TR></TABLE>'
    )


def _battlefield_order(state: GameState, objs: tuple[GameObject, ...]) -> list[GameObject]:
    """Non-land permanents first, then lands; each group in the order they entered."""
    return [o for o in objs if not is_land(state, o)] + [o for o in objs if is_land(state, o)]


def zone_rows(
    state: GameState,
    name: str,
    objs: list[GameObject],
    look: Look,
    *,
    permanent: bool = False,
) -> list[Row]:
    """A zone's heading (with how many objects it holds), then its objects: each with
    its card's text as a tooltip (and a link to its image with ``look.links``)."""
    th = look.th
    rows = [
        Row(
            f'<FONT POINT-SIZE="{th.small:g}" COLOR="{th.muted}"><B>{html(name.upper())}</B> '
            f"({len(objs)})</FONT>",
            rule=True,
        )
    ]
    if not objs:
        rows.append(Row(f'<FONT POINT-SIZE="{th.small:g}" COLOR="{th.muted}"><I>empty</I></FONT>'))
    # consecutive objects that read the same are counted, not repeated
    for (text, facts), same in groupby(objs, key=lambda o: _reads(state, o, permanent)):
        group = list(same)
        rows.append(
            Row(
                html(describe.times(text, len(group)), wrap=WRAP, align="LEFT"),
                f'<FONT POINT-SIZE="{th.small:g}" COLOR="{th.muted}">'
                f'{html(facts, wrap=WRAP, align="RIGHT") or " "}</FONT>',
                attrs=card_attributes(group[0], links=look.links),
            )
        )
    return rows


def _reads(state: GameState, obj: GameObject, permanent: bool) -> tuple[str, str]:
    facts = describe.permanent_facts(state, obj) if permanent else describe.counters_text(obj)
    return obj.display_name, " · ".join(facts)
