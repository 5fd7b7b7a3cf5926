"""The trigger-ordering view (603.3b): abilities that triggered at the same time, grouped
by player in APNAP order, the order each player chose, and the stack that results."""

from __future__ import annotations

import itertools

import graphviz

from rulings_kit.core.state import GameObject, GameState
from rulings_kit.render import describe
from rulings_kit.render._graph import Seats, new_graph, note_node, object_card, title_html
from rulings_kit.render.drawing import AUTO, follows_theme
from rulings_kit.render.escape import html, html_label, plain
from rulings_kit.render.replay import TriggerBatch, TriggerGroup, pending_batch, trigger_batches
from rulings_kit.render.themes import Theme, get_theme
from rulings_kit.trace import TraceStep

__all__ = ["batches_of", "draw_triggers"]


def batches_of(source: GameState | TraceStep) -> list[TriggerBatch]:
    """The trigger batches a step put on the stack, or the triggers a state has waiting."""
    if isinstance(source, TraceStep):
        found = trigger_batches(source)
        if found:
            return found
        waiting = pending_batch(source.after)
        return [waiting] if waiting else []
    if isinstance(source, GameState):
        waiting = pending_batch(source)
        return [waiting] if waiting else []
    raise TypeError(f"expected a GameState or a TraceStep, not {type(source).__name__}")


@follows_theme
def draw_triggers(
    source: GameState | TraceStep | TriggerBatch,
    *,
    batch: int = 0,
    theme: str | Theme = AUTO,
    title: str | None = None,
) -> graphviz.Digraph:
    """How simultaneous triggered abilities went on the stack (603.3b).

    Left, one box per player in APNAP order, each holding that player's abilities in the
    order they chose (the first resolves first); right, the stack that results, top
    first, with what was already on it greyed. An arrow says when each ability was put
    on the stack. For a state whose triggers still wait for their order, the left side
    lists them as they triggered and says whose choice is pending.

    ``batch`` picks one when a step put several batches on the stack (0: the first).
    """
    th = get_theme(theme)
    found = [source] if isinstance(source, TriggerBatch) else batches_of(source)
    heading = "Trigger ordering (603.3b)" if title is None else title
    if not found:
        g = new_graph(
            "triggers", th, rankdir="TB", title=title_html(th, heading) if heading else ""
        )
        note_node(g, "none", "No triggered abilities were put on the stack here.", th)
        return g
    if not 0 <= batch < len(found):
        raise ValueError(
            f"batch={batch} is out of range: this step has {len(found)} (0-{len(found) - 1})"
        )
    b = found[batch]
    state = b.context
    seats = Seats(state.player_names, th)
    sub = _subtitle(b)
    g = new_graph(
        "triggers", th, rankdir="TB", title=title_html(th, heading, sub) if heading else ""
    )
    g.attr(ranksep="0.4", nodesep="0.8")

    left = _left_column(g, b, state, th, seats)
    right = _right_column(g, b, state, th, seats)
    for column in (left, right):
        for upper, lower in itertools.pairwise(column):
            g.edge(upper, lower, style="invis", weight="10")
    if b.pending:
        return g
    # each ability beside the place it took on the stack: the arrows run straight across,
    # and the left side builds up from the bottom like the stack does (APNAP: the active
    # player's abilities go on first, so they end up lowest)
    for n, obj in enumerate(b.put_order, start=1):
        seat = seats(obj.controller)
        with g.subgraph() as row:
            row.attr(rank="same")
            row.node(f"t{obj.id}")
            row.node(f"s{obj.id}")
        g.edge(
            f"t{obj.id}",
            f"s{obj.id}",
            label=html_label(html(f"put on the stack {describe.ordinal(n)}")),
            color=seat.stroke,
            style=seat.line,
            penwidth="1.5",
        )
    return g


def _subtitle(b: TriggerBatch) -> str:
    players = [g.player for g in b.groups]
    order = ", then ".join(players)
    active = b.apnap[0]
    where = f"Step {b.step} · " if b.step else ""
    if b.pending:
        return (
            f"{where}waiting to be put on the stack; APNAP order: {order} (active player: {active})"
        )
    if len(players) == 1:
        return f"{where}{players[0]} puts their abilities on the stack in the order they choose"
    return (
        f"{where}APNAP order: {order} — the active player ({active}) puts theirs on the "
        "stack first, so the last player's abilities resolve first"
    )


def _left_column(
    g: graphviz.Digraph, b: TriggerBatch, state: GameState, th: Theme, seats: Seats
) -> list[str]:
    ids: list[str] = []
    # top to bottom as they sit on the stack: the last player in APNAP order on top
    shown = list(enumerate(b.groups))
    if not b.pending:
        shown.reverse()
    for gi, group in shown:
        seat = seats(group.player)
        with g.subgraph(name=f"cluster_player{gi}") as c:
            c.attr(
                label=html_label(_group_label(b, gi, group, th)),
                labeljust="l",
                style="rounded" if seat.line == "solid" else f"rounded,{seat.line}",
                color=seat.stroke,
                penwidth="1.5",
                margin="10",
            )
            n = len(group.chosen)
            for k, obj in enumerate(group.chosen, start=1):
                node = f"t{obj.id}" if not b.pending else f"w{gi}_{k}"
                if b.pending:
                    # no ordinal: abilities that wait together triggered at the same
                    # time, and the rules give them no order until their controller
                    # puts them on the stack (603.3b)
                    header = "TRIGGERED AT THE SAME TIME" if n > 1 else "TRIGGERED: NO CHOICE"
                elif n == 1:
                    header = "ONLY ONE: NO CHOICE"
                else:
                    header = f"CHOSEN TO RESOLVE {describe.ordinal(k).upper()} OF {n}"
                c.node(
                    node,
                    object_card(state, obj, th, seats, header=header, compact=True),
                    tooltip=plain(describe.detail_name(obj)),
                )
                ids.append(node)
    return ids


def _group_label(b: TriggerBatch, gi: int, group: TriggerGroup, th: Theme) -> str:
    role = "active player" if group.player == b.apnap[0] else "non-active player"
    head = f"{gi + 1}. {group.player} ({role})"
    lines = []
    if b.pending:
        if len(group.chosen) > 1:
            lines.append(
                f"they triggered at the same time: {group.player} chooses the order "
                "they go on the stack (603.3b)"
            )
    elif group.question is not None:
        lines.append(f"{group.question.say(group.answer)} (603.3b)")
    for name in group.removed:
        lines.append(f"removed: {name} has no legal target (603.3d)")
    out = f"<B>{html(head)}</B>"
    for line in lines:
        out += (
            f'<BR ALIGN="LEFT"/><FONT POINT-SIZE="{th.small:g}" COLOR="{th.muted}">'
            f"{html(line, wrap=52, align='LEFT')}</FONT>"
        )
    return out + '<BR ALIGN="LEFT"/>'


def _right_column(
    g: graphviz.Digraph, b: TriggerBatch, state: GameState, th: Theme, seats: Seats
) -> list[str]:
    new = {o.id for o in b.put_order}
    stack: tuple[GameObject, ...] = b.stack_after
    ids: list[str] = []
    with g.subgraph(name="cluster_stack") as c:
        label = "THE STACK NOW" if b.pending else "THE STACK THAT RESULTS"
        c.attr(
            label=html_label(
                f'<FONT POINT-SIZE="{th.small:g}" COLOR="{th.muted}"><B>{label}</B> '
                f"(top first)</FONT>"
            ),
            labeljust="l",
            style="rounded,dashed",
            color=th.panel_border,
            margin="10",
        )
        if not stack:
            note_node(c, "s_empty", "The stack is empty.", th)
            ids.append("s_empty")
        for i, obj in enumerate(stack):
            node = f"s{obj.id}"
            c.node(
                node,
                object_card(
                    state,
                    obj,
                    th,
                    seats,
                    position=i + 1,
                    top=i == 0 and not b.pending,
                    faded=obj.id not in new,
                    compact=True,
                    header=None if obj.id in new else "ALREADY ON THE STACK",
                ),
                tooltip=plain(f"{i + 1}. {describe.detail_name(obj)}"),
            )
            ids.append(node)
    return ids
