"""The timeline view: a storyboard of a whole trace.

Each frame is the stack at one point (the start, the end of each step, and each time a
player would receive priority inside a step that does several things); the arrow into a
frame lists what happened since the previous one, each event with its rule. Points where
the stack did not change are folded into the next frame that shows a change, so a long
trace of mana activations or passes stays short.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import graphviz

from rulings_kit.core.state import GameObject, GameState
from rulings_kit.render import describe
from rulings_kit.render._graph import WRAP, Seats, chars_for, new_graph, title_html
from rulings_kit.render.drawing import AUTO, follows_theme
from rulings_kit.render.escape import html, html_label, plain
from rulings_kit.render.replay import Line, Moment, key_events, moments
from rulings_kit.render.themes import Theme, get_theme
from rulings_kit.trace import Trace

__all__ = ["Frame", "draw_timeline", "frames", "stack_row", "timeline_pages"]


@dataclass
class Frame:
    """One box of the storyboard: the last of its moments, and every moment it stands for."""

    moments: list[Moment] = field(default_factory=list)

    @property
    def last(self) -> Moment:
        return self.moments[-1]

    @property
    def node_id(self) -> str:
        m = self.last
        return f"f{m.step}_{m.part}"

    @property
    def heading(self) -> str:
        first, last = self.moments[0], self.moments[-1]
        if first is last or first.label == last.label:
            return last.label
        if first.step == last.step:
            return f"Step {first.step}.{first.part}–{last.part}"
        start = first.label.removeprefix("Step ")
        return f"Steps {start}–{last.label.removeprefix('Step ')}"


def frames(trace: Trace, *, collapse: bool = True, split: bool = True) -> list[Frame]:
    """The storyboard's frames: with ``collapse``, moments that leave the stack as it was
    join the next frame that changes it (or the last one)."""
    ms = moments(trace, split=split)
    out = [Frame([ms[0]])]
    pending: list[Moment] = []
    for i, m in enumerate(ms[1:], start=1):
        last = i == len(ms) - 1
        unchanged = m.stack_ids == out[-1].last.stack_ids and m.error is None
        if collapse and unchanged and not last:
            pending.append(m)
            continue
        out.append(Frame([*pending, m]))
        pending = []
    return out


@follows_theme
def draw_timeline(
    trace: Trace,
    *,
    theme: str | Theme = AUTO,
    title: str | None = None,
    collapse: bool = True,
    split: bool = True,
    compact: bool = False,
    columns: int = 1,
    per_page: int | None = None,
    page: int = 1,
    max_stack: int = 6,
    max_events: int = 8,
    width: float | None = None,
) -> graphviz.Digraph:
    """A storyboard of ``trace``: the stack after each step, with the events in between.

    ``collapse`` folds steps that leave the stack unchanged into the next frame;
    ``split`` shows a step that resolves several objects as one frame per resolution;
    ``compact`` folds what happens by itself inside a step (each resolution, each
    trigger put on the stack) into one frame per step, and on each arrow keeps every
    event that matters (copies, triggers, zone changes, life, damage) but leaves out the
    bookkeeping (steps begun, mana, tapping, resolving), which it counts;
    ``columns`` lays the frames out in that many columns, read left to right;
    ``per_page`` frames per page, and ``page`` (from 1) the page to draw, for a
    storyboard too tall to paste (:func:`timeline_pages` says how many there are);
    ``max_stack`` and ``max_events`` cap the rows of a frame and the events listed per
    step on an arrow (the rest is counted, not dropped silently; ``compact`` caps no
    event that matters);
    ``width``: the column the figure is for, in CSS px (96 per inch): the title and the
    events on the arrows wrap to fit it (:func:`rulings_kit.render.fit.storyboard`
    measures the result and narrows further where it must).
    """
    th = get_theme(theme)
    if max_stack < 1 or max_events < 1:
        raise ValueError("max_stack and max_events must be at least 1")
    if columns < 1:
        raise ValueError(f"columns must be at least 1, not {columns}")
    if width is not None and width < MIN_WIDTH:
        raise ValueError(f"width is in CSS px and must be at least {MIN_WIDTH}, not {width:g}")
    wrap = EVENT_WRAP if width is None else _event_wrap(width / columns, th)
    if compact:
        split = False
    fs = frames(trace, collapse=collapse, split=split)
    pages = _page_count(len(fs), per_page)
    if not 1 <= page <= pages:
        raise ValueError(f"page {page} is out of range: this storyboard has pages 1 to {pages}")
    first = (page - 1) * per_page if per_page else 0
    shown = fs[first : first + per_page] if per_page else fs
    seats = Seats(trace.start.player_names, th)
    steps = len(trace.steps)
    heading = trace.title if title is None else title
    sub = f"{describe.plural(steps, 'step')} in {describe.plural(len(fs), 'frame')}"
    if pages > 1:
        sub += f" · page {page} of {pages}"
    if collapse and len(fs) - 1 < steps:
        sub += " (steps that left the stack unchanged are folded into the next frame)"
    g = new_graph(
        "timeline",
        th,
        rankdir="TB",
        title=title_html(th, heading, sub, width=width) if heading else "",
    )
    g.attr(ranksep="0.3", nodesep="0.6")
    tall = -(-len(shown) // columns)  # frames per column, rounded up
    tops: list[str] = []
    for c in range(0, len(shown), tall):
        column = shown[c : c + tall]
        k0 = first + c  # index in fs of the column's first frame
        previous = fs[k0 - 1].last.stack_ids if k0 else fs[0].last.stack_ids
        before = fs[k0 - 1].node_id if k0 else ""
        if k0:  # the story goes on from the foot of the previous column or page
            before = f"from_{column[0].node_id}"
            g.node(before, html_label(_continued(fs[k0 - 1], th)))
        tops.append(before or column[0].node_id)
        for f in column:
            g.node(
                f.node_id,
                _frame_label(f, previous, th, seats, max_stack),
                tooltip=plain(f"{f.heading}: {f.last.happened}"),
            )
            previous = f.last.stack_ids
            if before:
                rows = _arrow_rows(f, max_events, compact)
                g.edge(before, f.node_id, label=html_label(_events_label(rows, th, wrap)))
            before = f.node_id
    if len(tops) > 1:
        with g.subgraph() as row:  # the columns start side by side
            row.attr(rank="same")
            for node in tops:
                row.node(node)
    return g


#: characters per line of the events on an arrow, when no width is given
EVENT_WRAP = 56
#: the narrowest column a storyboard is drawn for (a frame is about 350 px wide)
MIN_WIDTH = 360
#: a frame's width (about 350 px): the arrow, and its events, start at its middle
FRAME_PX = 350
#: the rule numbers' column beside the events, and the gaps around them
RULE_PX = 60


def _event_wrap(width: float, th: Theme) -> int:
    """Characters per line of an arrow's events for a column ``width`` px wide."""
    room = width - FRAME_PX / 2 - RULE_PX - 24
    return min(EVENT_WRAP, chars_for(room, th.small, least=20))


def _page_count(frames: int, per_page: int | None) -> int:
    if per_page is None:
        return 1
    if per_page < 1:
        raise ValueError(f"per_page must be at least 1, not {per_page}")
    return max(1, -(-frames // per_page))


def timeline_pages(
    trace: Trace, *, per_page: int, collapse: bool = True, split: bool = True, compact: bool = False
) -> int:
    """How many pages :func:`draw_timeline` has with ``per_page`` frames a page."""
    return _page_count(len(frames(trace, collapse=collapse, split=split and not compact)), per_page)


def _continued(after: Frame, th: Theme) -> str:
    """Where a column or a page picks the story up: after which frame."""
    return (
        f'<FONT COLOR="{th.muted}" POINT-SIZE="{th.small:g}"><I>continued from '
        f"{html(after.heading)}</I></FONT>"
    )


# ---------------------------------------------------------------------- frame boxes
def _frame_label(f: Frame, previous: Sequence[int], th: Theme, seats: Seats, max_stack: int) -> str:
    m = f.last
    state = m.state
    head = f"<B>{html(f.heading)}</B>"
    holder = describe.has_priority(state) if state is not None else None
    if holder:
        head += f'<FONT COLOR="{th.muted}"> · {html(holder)} has priority</FONT>'
    rows = [f'<TR><TD ALIGN="LEFT">{head}</TD></TR>']
    if m.error:
        rows.append(
            f'<TR><TD ALIGN="LEFT" BALIGN="LEFT">'
            f'<FONT POINT-SIZE="{th.small:g}" COLOR="{th.text}"><B>rejected:</B> '
            f"{html(m.error, wrap=WRAP + 12, align='LEFT')}</FONT></TD></TR>"
        )
    stack = m.stack
    if not stack:
        rows.append(
            f'<TR><TD ALIGN="LEFT"><FONT COLOR="{th.muted}" POINT-SIZE="{th.small:g}">'
            "<I>the stack is empty</I></FONT></TD></TR>"
        )
    for i, obj in enumerate(stack[:max_stack]):
        rows.append(stack_row(i, obj, m.context, obj.id not in previous, th, seats))
    if len(stack) > max_stack:
        rest = len(stack) - max_stack
        rows.append(
            f'<TR><TD ALIGN="LEFT"><FONT COLOR="{th.muted}" POINT-SIZE="{th.small:g}">'
            f"… {html(describe.plural(rest, 'more object'))} below</FONT></TD></TR>"
        )
    if state is not None and state.waiting:
        names = ", ".join(t.display_name for t in state.waiting)
        rows.append(
            f'<TR><TD ALIGN="LEFT" BALIGN="LEFT"><FONT COLOR="{th.muted}" '
            f'POINT-SIZE="{th.small:g}">waiting to go on the stack (603.3): '
            f"{html(names, wrap=WRAP + 12, align='LEFT')}</FONT></TD></TR>"
        )
    return html_label(
        f'<TABLE BORDER="1" CELLBORDER="0" CELLSPACING="2" CELLPADDING="3" STYLE="rounded" '
        f'COLOR="{th.panel_border}" BGCOLOR="{th.panel}">' + "".join(rows) + "</TABLE>"
    )


def stack_row(
    i: int, obj: GameObject, state: GameState, new: bool, th: Theme, seats: Seats
) -> str:
    """One stack object on one row: a bar in its controller's colour, then its name and
    what was chosen for it; objects new since the previous frame are marked."""
    seat = seats(obj.controller)
    details = describe.choices_text(obj)
    targets = describe.targets_text(state, obj)
    if targets:
        details.append(targets)
    name = f"<B>{html(obj.display_name, wrap=WRAP, align='LEFT')}</B>"
    info = f'<FONT POINT-SIZE="{th.small:g}" COLOR="{th.muted}">{html(obj.controller)}'
    if details:
        info += " · " + html(" · ".join(details), wrap=WRAP + 12, align="LEFT")
    info += "</FONT>"
    # a word, not a box: graphviz stretches nested tables to fill their cell; in the text
    # colour, since a seat's stroke on its own fill is too faint to read in a small size
    # (Bob's orange in the light theme); the bar beside it carries the seat's colour
    tag = f'<FONT POINT-SIZE="{th.small:g}" COLOR="{th.text}"><B>NEW</B></FONT>' if new else ""
    # the colour bar is the cell's thick left border: a cell of its own would take a share
    # of any extra width the frame has
    return (
        '<TR><TD ALIGN="LEFT" CELLPADDING="0"><TABLE BORDER="0" CELLSPACING="0" CELLPADDING="3">'
        f'<TR><TD ALIGN="LEFT" BALIGN="LEFT" BGCOLOR="{seat.fill}" WIDTH="215" BORDER="5" '
        f'SIDES="L" COLOR="{seat.stroke}">{i + 1}. {name}<BR ALIGN="LEFT"/>{info}</TD>'
        f'<TD BGCOLOR="{seat.fill}" VALIGN="TOP" ALIGN="RIGHT" WIDTH="30">{tag}</TD></TR>'
        "</TABLE></TD></TR>"
    )


# ---------------------------------------------------------------------- arrows
@dataclass(frozen=True)
class _Row:
    text: str
    rule: str = ""
    heading: bool = False
    muted: bool = False


def _moment_lines(m: Moment, compact: bool = False) -> list[_Row]:
    """A moment's heading and events; ``compact`` keeps every event that matters (copies,
    triggers, zone changes, life...) and counts the bookkeeping it leaves out."""
    title = f"{m.label}: {m.happened}"
    rows = [_Row(title, heading=True)]
    if m.error:
        rows.append(_Row(f"rejected: {m.error}"))
    lines = key_events(m.events)
    kept = [line for line in lines if line.matters or not compact]
    for line in kept:
        rows.append(_Row(_counted(line), line.rule))
    left_out = sum(line.count for line in lines if compact and not line.matters)
    if left_out:
        rows.append(
            _Row(
                f"… and {describe.plural(left_out, 'bookkeeping event')} "
                "(steps, mana, tapping, resolving)",
                muted=True,
            )
        )
    return rows


def _counted(line: Line) -> str:
    return line.text if line.count == 1 else f"{line.text} (×{line.count})"


#: an arrow standing for more steps than this shows the first and last two
MAX_STEPS_PER_ARROW = 4


def _arrow_rows(f: Frame, max_events: int, compact: bool = False) -> list[_Row]:
    """The rows of the arrow into a frame: each moment's heading and key events, at most
    ``max_events`` per moment (``compact``: every event that matters, the bookkeeping
    counted); the middle of a long run of folded steps is counted."""
    ms = f.moments
    hidden: list[Moment] = []
    if len(ms) > MAX_STEPS_PER_ARROW:
        hidden = ms[2:-2]
        ms = [*ms[:2], *ms[-2:]]
    rows: list[_Row] = []
    for i, m in enumerate(ms):
        if hidden and i == 2:
            events = sum(len(key_events(h.events)) for h in hidden)
            rows.append(
                _Row(
                    f"… {describe.plural(len(hidden), 'more step')} that left the stack as it "
                    f"was ({describe.plural(events, 'event')})",
                    muted=True,
                )
            )
        lines = _moment_lines(m, compact)
        if not compact and len(lines) > max_events + 1:
            rest = len(lines) - max_events
            lines = [
                *lines[:max_events],
                _Row(f"… {describe.plural(rest, 'more event')}", muted=True),
            ]
        rows += lines
    return rows


def _events_label(rows: list[_Row], th: Theme, wrap: int = EVENT_WRAP) -> str:
    cells = []
    for r in rows:
        if r.heading:
            cells.append(
                f'<TR><TD COLSPAN="3" ALIGN="LEFT" BALIGN="LEFT"><FONT COLOR="{th.text}"><B>'
                f"{html(r.text, wrap=wrap, align='LEFT')}</B></FONT></TD></TR>"
            )
        elif r.muted:
            cells.append(
                f'<TR><TD COLSPAN="3" ALIGN="LEFT" BALIGN="LEFT"><FONT COLOR="{th.muted}"><I>'
                f"{html(r.text, wrap=wrap, align='LEFT')}</I></FONT></TD></TR>"
            )
        else:
            cells.append(
                f'<TR><TD ALIGN="LEFT" BALIGN="LEFT"><FONT COLOR="{th.text}">'
                f"{html(r.text, wrap=wrap, align='LEFT')}</FONT></TD>"
                f'<TD WIDTH="10"></TD><TD ALIGN="LEFT" VALIGN="TOP"><FONT COLOR="{th.muted}">'
                f"{html(r.rule)}</FONT></TD></TR>"
            )
    return (
        f'<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="1">{"".join(cells)}</TABLE>'
    )
