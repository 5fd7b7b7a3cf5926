"""The stack view: every object on the stack, top first, and what each one targets."""

from __future__ import annotations

import itertools

import graphviz

from rulings_kit.core.state import GameObject, GameState, Target, Zone
from rulings_kit.render import describe
from rulings_kit.render._graph import (
    Seats,
    new_graph,
    note_node,
    object_card,
    permanent_card,
    player_node,
    state_of,
    title_html,
)
from rulings_kit.render.drawing import AUTO, follows_theme
from rulings_kit.render.escape import html, html_label, plain
from rulings_kit.render.themes import Theme, get_theme
from rulings_kit.trace import TraceStep

__all__ = ["draw_stack"]


@follows_theme
def draw_stack(
    source: GameState | TraceStep,
    *,
    theme: str | Theme = AUTO,
    title: str | None = None,
    rules_text: bool = False,
) -> graphviz.Digraph:
    """The stack of a state (or of the state after a trace step), top first.

    Each object shows what it is (spell, copy, triggered or activated ability), its
    controller in their colour, its source, X, kicker and modes; its targets are edges
    to the targeted permanents, players and stack objects, and a trigger's "that spell"
    is a dotted edge. What resolves next has a badge and a heavy border.

    ``title``: ``None`` for "Stack" with where the game is, ``""`` for none.
    ``rules_text``: also print each triggered ability's trigger condition.
    """
    th = get_theme(theme)
    state = state_of(source)
    seats = Seats(state.player_names, th)
    stack = state.stack_objects()
    legend = _legend(state, stack)
    heading = "Stack" if title is None else title
    g = new_graph(
        "stack",
        th,
        rankdir="TB",
        title=title_html(th, heading, describe.where(state), legend) if heading else "",
    )
    g.attr(ranksep="0.3")
    ids = [f"o{o.id}" for o in stack]
    with g.subgraph(name="cluster_stack") as c:
        c.attr(
            label=html_label(
                f'<FONT POINT-SIZE="{th.small:g}" COLOR="{th.muted}"><B>THE STACK</B> '
                f"({html(describe.plural(len(stack), 'object'))}, top first)</FONT>"
            ),
            labeljust="l",
            style="rounded,dashed",
            color=th.panel_border,
            margin="10",
        )
        if not stack:
            note_node(c, "empty", "The stack is empty.", th)
        for i, obj in enumerate(stack):
            c.node(
                ids[i],
                object_card(
                    state, obj, th, seats, position=i + 1, top=i == 0, rules_text=rules_text
                ),
                tooltip=plain(f"{i + 1}. {describe.detail_name(obj)} ({obj.controller})"),
            )
        # one rank per object, top first: heavy invisible edges hold the column straight
        for upper, lower in itertools.pairwise(ids):
            c.edge(upper, lower, style="invis", weight="20")
    _targets(g, state, stack, th, seats)
    _waiting(g, state, th, ids[-1] if ids else "empty")
    return g


def _legend(state: GameState, stack: tuple[GameObject, ...]) -> str:
    """Say what the edge styles mean, only for the ones the diagram uses."""
    on_stack = {o.id for o in stack}
    parts = []
    if any(o.targets for o in stack):
        parts.append("solid arrow: targets")
    if any(o.subject is not None and o.subject.id in on_stack for o in stack):
        parts.append("dotted arrow: the spell a trigger refers to (“that spell”)")
    return " · ".join(parts)


#: a target aimed at by more stack objects than this gets a copy beside each of them:
#: thirty arrows converging on one player can't be followed
MAX_SHARED = 3


def _targets(
    g: graphviz.Digraph, state: GameState, stack: tuple[GameObject, ...], th: Theme, seats: Seats
) -> None:
    on_stack = {o.id for o in stack}
    fan_in: dict[Target, int] = {}
    for obj in stack:
        for t in dict.fromkeys(obj.targets):
            fan_in[t] = fan_in.get(t, 0) + 1
    drawn: set[str] = set()
    for obj in stack:
        seat = seats(obj.controller)
        counts: dict[str, int] = {}
        beside: set[str] = set()
        for t in obj.targets:
            own = fan_in[t] > MAX_SHARED and not (isinstance(t, int) and t in on_stack)
            suffix = f"_for{obj.id}" if own else ""
            new = _target_node(g, state, t, on_stack, drawn, th, seats, suffix)
            node = new or _node_of(t, seats) + suffix
            if new:  # beside the first object that targets it, so its edge runs flat
                beside.add(new)
                with g.subgraph() as row:
                    row.attr(rank="same")
                    row.node(f"o{obj.id}")
                    row.node(new)
            counts[node] = counts.get(node, 0) + 1
        for node, n in counts.items():  # dicts keep first-seen order: deterministic
            # always solid, as the legend says: a line style per seat (the print theme)
            # would make an opponent's targets look like the dotted "that spell" arrow
            attrs = {"color": seat.stroke, "style": "solid", "penwidth": "1.6"}
            if n > 1:  # the same object targeted several times (115.3)
                attrs["label"] = html_label(html(f"target ×{n}"))
            if node not in beside:
                # a stack object, or a target drawn beside an object higher up: the edge
                # must not pull the column out of stack order
                attrs["constraint"] = "false"
            g.edge(f"o{obj.id}", node, **attrs)
        subject = obj.subject
        if subject is not None and subject.id in on_stack and subject.id != obj.id:
            g.edge(
                f"o{obj.id}",
                f"o{subject.id}",
                label=html_label(html("that spell")),
                style="dotted",
                color=th.muted,
                constraint="false",
                arrowhead="open",
            )


def _node_of(target: int | str, seats: Seats) -> str:
    return seats.node_id(target) if isinstance(target, str) else f"o{target}"


def _target_node(
    g: graphviz.Digraph,
    state: GameState,
    target: int | str,
    on_stack: set[int],
    drawn: set[str],
    th: Theme,
    seats: Seats,
    suffix: str = "",
) -> str | None:
    """Add the node a target edge points to, the first time it is needed; its id, or None
    when it is already there (a stack object, or a target drawn before). ``suffix``
    makes a copy of the target for one object."""
    node = _node_of(target, seats) + suffix
    if node in drawn or (isinstance(target, int) and target in on_stack):
        return None
    if isinstance(target, str):
        player_node(g, state, target, th, seats, node_id=node)
    else:
        if state.has(target) and state.obj(target).zone is Zone.BATTLEFIELD:
            obj = state.obj(target)
            g.node(
                node,
                permanent_card(state, obj, th, seats),
                tooltip=plain(describe.detail_name(obj)),
            )
        else:
            note_node(g, node, describe.target_name(state, target), th)
    drawn.add(node)
    return node


def _waiting(g: graphviz.Digraph, state: GameState, th: Theme, below: str) -> None:
    """Triggered abilities that triggered but are not on the stack yet (603.3)."""
    if not state.waiting:
        return
    names = "\n".join(f"• {t.display_name} — {t.controller}" for t in state.waiting)
    text = f"Triggered, waiting to be put on the stack (603.3):\n{names}"
    note_node(g, "waiting", text, th, wrap=64)
    g.edge(below, "waiting", style="invis")
