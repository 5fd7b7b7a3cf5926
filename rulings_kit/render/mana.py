"""The mana view: what each permanent "could produce" (106.7), which permanents that
answer looks at, and the replacement effects that change it (106.12b, 616.1)."""

from __future__ import annotations

from collections.abc import Mapping

import graphviz

from rulings_kit.core import events as ev
from rulings_kit.core.definitions import ManaReplacement
from rulings_kit.core.mana import sort_types
from rulings_kit.core.produce import could_produce_all, mana_abilities, mana_replacements
from rulings_kit.core.state import GameObject, GameState
from rulings_kit.core.words import mana_words
from rulings_kit.render import describe
from rulings_kit.render._graph import (
    WRAP,
    Seats,
    new_graph,
    note_node,
    small,
    state_of,
    title_html,
)
from rulings_kit.render.drawing import AUTO, follows_theme
from rulings_kit.render.escape import html, html_label, plain
from rulings_kit.render.themes import Theme, get_theme
from rulings_kit.trace import TraceStep

__all__ = ["draw_mana"]


def _symbols(types: str) -> str:
    return "".join("{%s}" % t for t in types) or "nothing"


@follows_theme
def draw_mana(
    source: GameState | TraceStep,
    *,
    theme: str | Theme = AUTO,
    title: str | None = None,
) -> graphviz.Digraph:
    """Every permanent with a mana ability, with the types of mana it could produce.

    An arrow goes from a permanent whose ability asks what other permanents "could
    produce" (Reflecting Pool, Exotic Orchard, Fellwar Stone) to each permanent it looks
    at; the answers are the least fixed point of those questions (106.7), so Reflecting
    Pools that see only each other could produce nothing. A dashed arrow goes from a
    replacement effect (Mana Reflection, Contamination) to each permanent whose mana it
    would change: "could produce" counts every order of those effects. For a trace step,
    the mana produced during the step is listed under the title.
    """
    th = get_theme(theme)
    step = source if isinstance(source, TraceStep) else None
    state = state_of(source)
    seats = Seats(state.player_names, th)
    known = could_produce_all(state)
    sources = [p for p in state.permanents() if mana_abilities(state, p)]
    looks: dict[int, list[int]] = {}
    for p in sources:
        seen: list[int] = []
        for ability in mana_abilities(state, p):
            assert ability.mana is not None
            seen += [i for i in ability.mana.looks_at(state, p) if i not in seen]
        looks[p.id] = seen
    replacers = [
        p
        for p in state.permanents()
        if p.card.of_kind(ManaReplacement)
    ]

    made = [e for e in step.events if isinstance(e, ev.ManaProduced)] if step is not None else []
    # the figure's point first: the mana this step made; "could produce" is the frame
    could = "Mana: what each permanent could produce (106.7)"
    if title is not None:
        heading = title
    elif made:
        heading = "; ".join(f"{e.source.name} adds {mana_words(e.mana)}" for e in made[:4])
    else:
        heading = could
    legend = [could] if made and title is None else []
    if any(looks.values()):
        legend.append("arrow: asks what that permanent could produce")
    if replacers:
        legend.append("dashed arrow: a replacement effect changes its mana (106.12b, 616.1)")
    notes = [" · ".join(legend)] if legend else []
    notes += [f"this step: {e.describe()}" for e in made][:4]
    applied = _applied(step, replacers)
    g = new_graph(
        "mana",
        th,
        rankdir="TB",
        title=title_html(th, heading, describe.where(state), "\n".join(notes)) if heading else "",
    )
    g.attr(nodesep="0.4", ranksep="0.6")
    if not sources:
        note_node(g, "none", "No permanent has a mana ability.", th)
        return g

    drawn = {p.id for p in sources}
    for p in sources:
        g.node(
            f"o{p.id}",
            _source_label(state, p, known, th, seats),
            tooltip=plain(describe.detail_name(p)),
        )
    for p in sources:
        seat = seats(p.controller)
        for i in looks[p.id]:
            if i not in drawn:  # looked at, but with no mana ability of its own
                other = state.obj(i)
                g.node(f"o{i}", _source_label(state, other, known, th, seats))
                drawn.add(i)
            if i == p.id:
                g.edge(
                    f"o{p.id}",
                    f"o{p.id}",
                    color=seat.stroke,
                    style=seat.line,
                    label=html_label(html("itself")),
                )
            else:
                g.edge(f"o{p.id}", f"o{i}", color=seat.stroke, style=seat.line)
    for r in replacers:
        seat = seats(r.controller)
        texts = [a.text for a in r.card.of_kind(ManaReplacement)]
        g.node(
            f"o{r.id}",
            _replacer_label(r, texts, th, seats),
            tooltip=plain(f"{r.display_name}: {' '.join(texts)}"),
        )
        for p in sources:
            tapped = any(a.cost.tap for a in mana_abilities(state, p))
            if any(perm.id == r.id for perm, _ in mana_replacements(state, p, tapped)):
                done = applied.get((r.id, p.id))
                g.edge(
                    f"o{r.id}",
                    f"o{p.id}",
                    style="dashed",
                    color=seat.stroke,
                    arrowhead="vee",
                    **({"label": html_label(small(th, done))} if done else {}),
                )
    return g


def _applied(step: TraceStep | None, replacers: list[GameObject]) -> dict[tuple[int, int], str]:
    """What each replacement effect did to the mana of this step, in the order they
    applied (616.1): ``{(replacer id, source id): "1st: {G} becomes {G}{G}"}``."""
    if step is None:
        return {}
    out: dict[tuple[int, int], str] = {}
    pending: list[ev.ReplacementApplied] = []
    for e in step.events:
        if isinstance(e, ev.ReplacementApplied):
            pending.append(e)
        elif isinstance(e, ev.ManaProduced):  # the effects before it changed its mana
            used: set[int] = set()
            for n, r in enumerate(pending, 1):
                by = next(
                    (x for x in replacers if x.name == r.source_name and x.id not in used), None
                )
                if by is not None:
                    used.add(by.id)
                    out[(by.id, e.source.id)] = f"{describe.ordinal(n)}: {r.description}"
            pending = []
    return out


def _source_label(
    state: GameState, p: GameObject, known: Mapping[int, frozenset[str]], th: Theme, seats: Seats
) -> str:
    seat = seats(p.controller)
    could = sort_types(known.get(p.id, frozenset()))
    facts = describe.permanent_facts(state, p)
    rows = [
        f'<TR><TD ALIGN="LEFT" BGCOLOR="{seat.header}"><FONT COLOR="{seat.header_text}" '
        f'POINT-SIZE="{th.small:g}">{html(p.controller)}'
        f"{html(' · ' + ', '.join(facts)) if facts else ''}</FONT></TD></TR>",
        f'<TR><TD ALIGN="LEFT" BALIGN="LEFT">'
        f"<B>{html(p.name, wrap=WRAP, align='LEFT')}"
        "</B></TD></TR>",
    ]
    for ability in mana_abilities(state, p):
        assert ability.mana is not None
        cost = ability.cost.text()
        text = f"{cost}: {ability.mana.text()}" if cost else ability.mana.text()
        rows.append(
            f'<TR><TD ALIGN="LEFT" BALIGN="LEFT"><FONT POINT-SIZE="{th.small:g}" '
            f'COLOR="{th.muted}">{html(text, wrap=WRAP + 6, align="LEFT")}</FONT></TD></TR>'
        )
    rows.append(
        f'<TR><TD ALIGN="LEFT" BORDER="1" SIDES="T" COLOR="{seat.stroke}">could produce '
        f"<B>{html(_symbols(could))}</B></TD></TR>"
    )
    # square corners: a coloured header band would poke out of rounded ones
    style = "" if seat.line == "solid" else f' STYLE="{seat.line}"'
    return html_label(
        f'<TABLE BORDER="1" CELLBORDER="0" CELLSPACING="0" CELLPADDING="4" COLOR="{seat.stroke}" '
        f'BGCOLOR="{seat.fill}"{style}>' + "".join(rows) + "</TABLE>"
    )


def _replacer_label(r: GameObject, texts: list[str], th: Theme, seats: Seats) -> str:
    seat = seats(r.controller)
    body = "".join(
        f'<TR><TD ALIGN="LEFT" BALIGN="LEFT"><FONT POINT-SIZE="{th.small:g}">'
        f"{html(t, wrap=WRAP + 6, align='LEFT')}</FONT></TD></TR>"
        for t in texts
    )
    return html_label(
        f'<TABLE BORDER="1" CELLBORDER="0" CELLSPACING="0" CELLPADDING="4" COLOR="{seat.stroke}" '
        f'BGCOLOR="{th.panel}" STYLE="dashed">'
        f'<TR><TD ALIGN="LEFT"><FONT POINT-SIZE="{th.small:g}" COLOR="{th.muted}">'
        f"REPLACEMENT EFFECT · {html(r.controller)}</FONT></TD></TR>"
        f'<TR><TD ALIGN="LEFT"><B>{html(r.name, wrap=WRAP)}</B></TD></TR>' + body + "</TABLE>"
    )
