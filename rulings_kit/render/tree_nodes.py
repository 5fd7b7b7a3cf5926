"""The boxes and arrows of a decision tree (``render.decision_tree``): what each kind of
node and each answer looks like, and the facts about the exploration they are drawn from
(who answers where, the scenario's actions in words, the outcome of each leaf).

``decision_tree`` decides which of them are drawn and how they connect (folded or not);
this module draws one of each.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import graphviz

from rulings_kit.core.questions import Ask, Question
from rulings_kit.explore import Exploration, Node, NodeKind, Status
from rulings_kit.explore.tree import SEP, X_PREFIX, Choice, Edge, Segment, format_answer
from rulings_kit.render._graph import Seats, chars_for
from rulings_kit.render.escape import html, html_label, plain
from rulings_kit.render.outcomes import (
    WRAP,
    LeafLine,
    label_lines,
    legend_rows,
    letter,
    life_varies,
    outcome_fill,
    outcome_groups,
    outcome_rows,
)
from rulings_kit.render.themes import SeatStyle, Theme
from rulings_kit.scenarios import Scenario

__all__ = ["COMPACT_LEAVES", "EDGE_WRAP", "TreeBoxes", "answer_text"]

#: more leaves than this and ``compact=None`` draws compact leaves and a legend
COMPACT_LEAVES = 16
#: characters per line in an edge label ("resolves next: Thought Harvester (trigger)")
EDGE_WRAP = 46


class TreeBoxes:
    """The facts of one exploration and the drawers of its boxes and arrows."""

    def __init__(
        self,
        ex: Exploration,
        theme: Theme,
        compact: bool | None,
        events: bool,
        *,
        fold: bool = False,
        width: float | None = None,
    ) -> None:
        self.ex = ex
        self.th = theme
        self.events = events
        self.fold = fold
        self.width = width
        # a column's width sets where answers wrap: about a third of it for an arrow
        self.edge_wrap = (
            EDGE_WRAP if width is None else chars_for(width / 3, theme.fontsize - 1, least=18)
        )
        self.edge_wrap = min(EDGE_WRAP, self.edge_wrap)
        # an outcome's values: two outcomes side by side in the column
        value_wrap = WRAP if width is None else chars_for(width / 4, theme.fontsize - 1, least=16)
        self.value_wrap = min(WRAP, value_wrap)
        self.nodes = ex.nodes()
        self.leaves = [n for n in self.nodes if n.is_leaf]
        self.groups = outcome_groups(ex)
        self.count = max(self.groups.values(), default=-1) + 1
        if fold and compact is None:  # each outcome drawn once, in its own words
            compact = False
        if compact is None:  # many leaves, or outcomes that repeat: a legend reads better
            leaves = len(self.leaves)
            compact = leaves > COMPACT_LEAVES or (leaves > 4 and 2 * self.count <= leaves)
        self.compact = compact
        self.counts = ex.branch_counts()
        self.seats = Seats(self._player_names(), theme)
        self.players = self._answering_players()
        self.labels = {n.id: ex.leaf_label(n) for n in self.leaves}
        self.actions = _actions_said(ex.scenario)
        self.in_degree: dict[int, int] = {}
        for node in self.nodes:
            for child in dict.fromkeys(e.child.id for e in node.edges):
                self.in_degree[child] = self.in_degree.get(child, 0) + 1

    # ---- facts ---------------------------------------------------------------------
    def _player_names(self) -> tuple[str, ...]:
        for node in self.nodes:
            if node.state is not None:
                return node.state.player_names
        return tuple(p.name for p in self.ex.scenario.players)

    def _answering_players(self) -> dict[int, str]:
        """Node id -> the player who answers there ("" when nobody knows)."""
        # a later pick of an order has no question of its own: the first pick's says
        by_ask = {n.ask: n.question.player for n in self.nodes if n.question is not None}
        out: dict[int, str] = {}
        for node in self.nodes:
            if node.question is not None:
                out[node.id] = node.question.player
            elif node.kind is NodeKind.SWEEP:
                out[node.id] = self._caster(node)
            else:
                out[node.id] = by_ask.get(node.ask, "")
        return out

    def _caster(self, node: Node) -> str:
        actions = self.ex.scenario.actions
        if 1 <= node.action <= len(actions):
            by = getattr(actions[node.action - 1].action, "by", None)
            if isinstance(by, str) and by:
                return by
        return node.state.priority if node.state is not None else ""

    def _action_text(self, number: int) -> str:
        if 1 <= number <= len(self.actions):
            return f"action {number}: {self.actions[number - 1]}"
        return f"action {number}"

    # ---- nodes ---------------------------------------------------------------------
    def _root(self, g: graphviz.Digraph) -> None:
        th = self.th
        sc = self.ex.scenario
        rows = [
            f'<TR><TD ALIGN="LEFT" BALIGN="LEFT"><FONT POINT-SIZE="{th.fontsize + 1:g}">'
            f"<B>{html(sc.title, wrap=WRAP - 4, align='LEFT')}</B></FONT></TD></TR>"
        ]
        steps = "\n".join(f"{n}. {said}" for n, said in enumerate(self.actions, start=1))
        if steps:
            rows.append(
                f'<TR><TD ALIGN="LEFT" BALIGN="LEFT">'
                f'<FONT POINT-SIZE="{th.small:g}" COLOR="{th.muted}">'
                f"{html(steps, wrap=WRAP + 6, align='LEFT')}</FONT></TD></TR>"
            )
        g.node(
            "start",
            html_label(
                f'<TABLE BORDER="1" CELLBORDER="0" CELLSPACING="0" CELLPADDING="4" '
                f'COLOR="{th.panel_border}" BGCOLOR="{th.panel}" STYLE="rounded">'
                + "".join(rows)
                + "</TABLE>"
            ),
            tooltip=plain(sc.title),
        )

    def _seat(self, node: Node) -> SeatStyle:
        return self.seats(self.players.get(node.id, ""))

    def _prompt(self, node: Node) -> str:
        """What the player chooses here, in words, starting with who chooses."""
        player = self.players.get(node.id, "") or "The player"
        if node.kind is NodeKind.PICK:
            text = f"{player} chooses which trigger resolves next"
            if node.picked:
                text += f" after {SEP.join(node.picked)}"
            return text
        if node.kind is NodeKind.SWEEP:
            card = node.ask.removeprefix(X_PREFIX)
            return f"{player} chooses X for {card}"
        if node.question is not None:
            prompt = node.question.prompt
            return prompt if player in prompt else f"{player}: {prompt}"
        return node.title

    def _merged_note(self, node: Node, leaf: bool) -> str:
        n = self.counts.get(node.id, 0)
        if n <= 1:
            return ""
        return f"{n} branches {'end' if leaf else 'meet'} here"

    def _decision(self, g: graphviz.Digraph, node: Node) -> None:
        th = self.th
        seat = self._seat(node)
        rows = [
            f'<TR><TD BGCOLOR="{seat.header}" ALIGN="LEFT" BALIGN="LEFT">'
            f'<FONT COLOR="{seat.header_text}" POINT-SIZE="{th.small:g}">'
            f"<B>{html(self._heading(node), wrap=WRAP + 8, align='LEFT')}</B></FONT></TD></TR>",
            f'<TR><TD ALIGN="LEFT" BALIGN="LEFT">'
            f"{html(self._prompt(node), wrap=WRAP, align='LEFT')}</TD></TR>",
        ]
        notes = []
        if node.kind is NodeKind.SWEEP:
            notes.append(f"tried X = {_values(node.options)}")
        if not self.compact:  # compact: in the tooltip only
            notes.append(self._action_text(node.action))
        merged = self._merged_note(node, leaf=False)
        if merged:
            notes.append(merged)
        if notes:
            rows.append(
                f'<TR><TD ALIGN="LEFT" BALIGN="LEFT">'
                f'<FONT POINT-SIZE="{th.small:g}" COLOR="{th.muted}">'
                f"{html(' · '.join(notes), wrap=WRAP + 8, align='LEFT')}</FONT></TD></TR>"
            )
        g.node(
            f"n{node.id}",
            html_label(
                f'<TABLE BORDER="{2 if merged else 1}" CELLBORDER="0" CELLSPACING="0" '
                f'CELLPADDING="4" COLOR="{seat.stroke}" BGCOLOR="{seat.fill}"'
                f"{_style(seat.line)}>" + "".join(rows) + "</TABLE>"
            ),
            # the question id is a detail for scenario writers: in the tooltip only
            tooltip=plain(f"{node.title}\nquestion {node.ask}\n{self._action_text(node.action)}"),
        )

    def _heading(self, node: Node) -> str:
        """The kind of decision in words, with its rule: "Trigger order (603.3b)"."""
        if node.kind is NodeKind.SWEEP:
            return "Value of X (107.3)"
        q = node.question
        if node.kind is NodeKind.PICK or q is None:
            return "Trigger order (603.3b)"
        return f"{q.decides} ({q.rule})"

    def _unexplored(self, g: graphviz.Digraph, node: Node) -> None:
        th = self.th
        rows = [
            f'<TR><TD ALIGN="LEFT" BALIGN="LEFT"><FONT POINT-SIZE="{th.small:g}" '
            f'COLOR="{th.muted}"><B>NOT EXPLORED</B> (budget reached)</FONT></TD></TR>'
        ]
        if node.ask:
            rows.append(
                f'<TR><TD ALIGN="LEFT" BALIGN="LEFT"><FONT COLOR="{th.muted}">'
                f'<B>{html(self._heading(node), wrap=WRAP, align="LEFT")}</B><BR ALIGN="LEFT"/>'
                f"{html(self._prompt(node), wrap=WRAP, align='LEFT')}</FONT></TD></TR>"
            )
        g.node(
            f"n{node.id}",
            html_label(
                f'<TABLE BORDER="1" CELLBORDER="0" CELLSPACING="0" CELLPADDING="4" '
                f'COLOR="{th.muted}" BGCOLOR="{th.panel}" STYLE="rounded,dashed">'
                + "".join(rows)
                + "</TABLE>"
            ),
            tooltip=plain(f"{node.title}\n{self.labels.get(node.id, '')}"),
        )

    def _lines(self, node: Node) -> list[LeafLine]:
        return label_lines(self.labels[node.id])

    def _leaf(
        self,
        g: graphviz.Digraph,
        node: Node,
        *,
        name: str | None = None,
        ends: Sequence[Node] = (),
    ) -> None:
        """A leaf, or (``ends``: every leaf of one outcome) an outcome drawn once."""
        th = self.th
        number = self.groups[node.id]
        fill = outcome_fill(self.th, number)
        error = node.status is Status.ERROR
        rows: list[str] = []
        if self.compact:  # the life totals if they differ; the legend has the rest
            life = [line for line in self._lines(node) if line.key == "life"]
            rows = outcome_rows(self.th, life) if life_varies(self.leaves) else []
        else:
            rows = outcome_rows(self.th, self._lines(node), self.value_wrap)
        merged = self._merged_note(node, leaf=True)
        if ends:
            n = sum(self.counts.get(e.id, 0) for e in ends)
            merged = f"{n} branches end here" if n > 1 else ""
        badge = (
            f'<FONT POINT-SIZE="{th.title_size + 1:g}" COLOR="{th.text}">'
            f"<B>{html(letter(number))}</B></FONT>"
        )
        if merged and not rows:  # a letter alone: the count under it, a narrow box
            badge += (
                f'<BR/><FONT POINT-SIZE="{th.small:g}" COLOR="{th.muted}">'
                f"{html(merged, wrap=len('10 branches'))}</FONT>"
            )
        elif merged:
            rows.append(
                f'<TR><TD COLSPAN="2" ALIGN="LEFT"><FONT POINT-SIZE="{th.small:g}" '
                f'COLOR="{th.muted}">{html(merged)}</FONT></TD></TR>'
            )
        if error:
            badge += f'<BR/><FONT POINT-SIZE="{th.small:g}" COLOR="{th.text}">rejected</FONT>'
        if rows:  # the letter in a column of its own, left of the outcome rows
            cell = f'<TD ROWSPAN="{len(rows)}" VALIGN="MIDDLE">{badge}</TD>'
            body = rows[0].replace("<TR>", "<TR>" + cell, 1) + "".join(rows[1:])
        else:
            body = f"<TR><TD>{badge}</TD></TR>"
        g.node(
            name or f"n{node.id}",
            html_label(
                f'<TABLE BORDER="{3 if error else 1}" CELLBORDER="0" CELLSPACING="0" '
                f'CELLPADDING="3" COLOR="{th.text if error else th.line}" BGCOLOR="{fill}" '
                f'STYLE="rounded">{body}</TABLE>'
            ),
            tooltip=plain(f"outcome {letter(number)}\n{self.labels[node.id]}"),
        )

    def _outcome_legend(
        self, g: graphviz.Digraph, below: str = "", only: Sequence[int] | None = None
    ) -> None:
        """Each outcome once (``only``: those outcomes), with its letter and fill: what
        compact leaves refer to."""
        th = self.th
        leaves = [n for n in self.leaves if only is None or self.groups.get(n.id) in only]
        rows = legend_rows(th, leaves, self.groups, self.labels)
        g.node(
            "outcomes",
            html_label(
                f'<TABLE BORDER="1" CELLBORDER="0" CELLSPACING="0" CELLPADDING="3" '
                f'COLOR="{th.panel_border}" BGCOLOR="{th.panel}">' + "".join(rows) + "</TABLE>"
            ),
            tooltip=plain("each outcome once; leaves show its letter"),
        )
        if below:  # under the outcomes (a tree drawn top to bottom for a narrow column)
            g.edge(below, "outcomes", style="invis")
            for number in only or ():  # and under every other outcome too, not beside
                if f"o{number}" != below:
                    g.edge(f"o{number}", "outcomes", style="invis", weight="0")
            return
        with g.subgraph() as row:  # under the root, on the left
            row.attr(rank="same")
            row.node("start")
            row.node("outcomes")
        g.edge("start", "outcomes", style="invis")

    # ---- edges ---------------------------------------------------------------------
    def _edges(self, g: graphviz.Digraph, node: Node) -> None:
        if node.id == self.ex.root.id:
            self._edge(g, "start", node, [], [self.ex.lead], None)
        # parallel edges (several answers reaching one state) become one arrow
        by_child: dict[int, list[Edge]] = {}
        for e in node.edges:
            by_child.setdefault(e.child.id, []).append(e)
        for edges in by_child.values():
            choices = [e.choice for e in edges]
            segments = [e.segment for e in edges]
            self._edge(g, f"n{node.id}", edges[0].child, choices, segments, node)

    def _edge(
        self,
        g: graphviz.Digraph,
        tail: str,
        child: Node,
        choices: Sequence[Choice],
        segments: Sequence[Segment],
        parent: Node | None,
        *,
        head: str | None = None,
        folded: Sequence[Node] = (),
    ) -> None:
        """An arrow from ``tail`` to ``child``; its answer, and what happened on the way,
        in a box of text that sits on the arrow."""
        th = self.th
        asked = parent.question if parent is not None else None
        answers = _answers_said(choices, asked)
        size = f'POINT-SIZE="{th.fontsize - 1:g}"'
        text = (
            f"<FONT {size}>{html(answers, wrap=self.edge_wrap, align='LEFT')}</FONT>"
            if answers
            else ""
        )
        if folded:  # questions whose answers don't change the outcome (folded away)
            said = "; ".join(self._prompt(n) for n in folded)
            words = f"then {said}: any answer, the same outcome"
            note = (
                f'<FONT POINT-SIZE="{th.small:g}" COLOR="{th.muted}">'
                f"{html(words, wrap=self.edge_wrap, align='LEFT')}</FONT>"
            )
            text = f'{text}<BR ALIGN="LEFT"/>{note}' if text else note
        # what happened on the way (the same for most answers that reach one state)
        happened = "\n".join(dict.fromkeys(filter(None, map(_happened, segments))))
        happened = happened if self.events else ""
        if happened:
            small = (
                f'<FONT POINT-SIZE="{th.small:g}" COLOR="{th.muted}">'
                f"{html(happened, wrap=self.edge_wrap, align='LEFT')}</FONT>"
            )
            text = f'{text}<BR ALIGN="LEFT"/>{small}' if text else small
        attrs: dict[str, str] = {}
        if parent is not None:
            seat = self._seat(parent)
            attrs.update(color=seat.stroke, style=seat.line)
        else:
            attrs.update(color=th.line)
        if child.status is Status.UNEXPLORED:
            attrs["style"] = "dashed"
        head = head or f"n{child.id}"
        tip = [c.label for c in choices]
        for resolved in dict.fromkeys(seg.resolved for seg in segments if seg.resolved):
            tip.append("resolved: " + SEP.join(resolved))
        tip += [happened] if happened else []
        if tip:
            attrs["tooltip"] = plain("\n".join(tip))
        if not text:
            g.edge(tail, head, **attrs)
            return
        # The answer is a node of its own on the arrow's way: dot's edge labels sit
        # beside their edge, and between two close arrows (or in a wide fan) a reader
        # can't tell which arrow a label belongs to. This one the arrow runs through.
        middle = f"a{tail.removeprefix('n')}_{head.removeprefix('n')}"
        g.node(
            middle,
            html_label(f'<FONT COLOR="{th.text}">{text}</FONT>'),
            # a box in the background colour: an arrow that crosses it passes behind
            shape="box",
            style="filled",
            color=th.background,
            fillcolor=th.background,
            width="0",
            height="0",
            margin="0.06,0.03",
            **({"tooltip": attrs["tooltip"]} if tip else {}),
        )
        g.edge(tail, middle, arrowhead="none", **attrs)
        g.edge(middle, head, weight="20", **attrs)  # a straight run into the child


def answer_text(choice: Choice, question: Question | None = None) -> str:
    """An answer as an edge says it: "resolves next: …", "yes", "X = 3"; a table or a
    list, as the question words it ("Alice casts Opt without paying its mana cost")."""
    if choice.position is not None:
        return f"resolves next: {choice.answer}" + "".join(f"\nthen: {r}" for r in choice.rest)
    if choice.question.startswith(X_PREFIX):
        return f"X = {choice.answer}"
    if isinstance(choice.answer, bool):
        return "yes" if choice.answer else "no"
    if question is not None and (
        isinstance(choice.answer, dict | list | tuple) or question.kind is Ask.COLOR
    ):  # "W": white, or {W}
        return question.say(choice.answer)
    return str(format_answer(choice.answer))


def _answers_said(choices: Sequence[Choice], question: Question | None) -> str:
    """The answers an arrow stands for: "X = 1 to 3" for values of X, else each answer
    joined by "or"."""
    if len(choices) > 1 and all(c.question.startswith(X_PREFIX) for c in choices):
        return f"X = {_values([c.answer for c in choices])}"
    return " or ".join(answer_text(c, question) for c in choices)


def _happened(segment: Segment) -> str:
    parts = []
    if segment.countered:  # countered (701.6a), or all its targets illegal (608.2b)
        parts.append("didn't resolve: " + SEP.join(segment.countered))
    if segment.died:
        parts.append("died: " + SEP.join(segment.died))
    return "\n".join(parts)


def _values(values: Sequence[Any]) -> str:
    """0, 1, 2, 3 -> "0 to 3" (in words: "0..3" is how a command line writes it); anything
    else as a list."""
    ints = [v for v in values if isinstance(v, int) and not isinstance(v, bool)]
    if len(ints) == len(values) > 2 and ints == list(range(ints[0], ints[0] + len(ints))):
        return f"{ints[0]} to {ints[-1]}"
    return ", ".join(str(v) for v in values)


def _style(line: str) -> str:
    return f' STYLE="{line}"' if line != "solid" else ""


def _actions_said(sc: Scenario) -> list[str]:
    """Each action of the scenario in words, said against the state it acts on, so a
    pass names the player who has priority then, not at the start, and objects go by
    their names, not their labels. Past the first question the scenario leaves open
    (the explorer's branches), the state reached stands in."""
    trace = sc.run(strict=False).trace
    said = [step.action for step in trace.steps]
    return said + [a.describe(trace.final) for a in sc.actions[len(said) :]]
