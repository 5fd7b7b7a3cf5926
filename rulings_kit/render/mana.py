"""The mana view: what each permanent "could produce" (106.7), which permanents that
answer looks at, and the replacement effects that change it (106.12b, 616.1)."""

from __future__ import annotations

import graphviz

from rulings_kit.core import events as ev
from rulings_kit.core.definitions import ManaReplacement
from rulings_kit.core.mana import sort_types
from rulings_kit.core.produce import could_produce_all, mana_abilities, mana_replacements
from rulings_kit.core.state import GameObject, GameState
from rulings_kit.render import describe
from rulings_kit.render._graph import WRAP, Seats, new_graph, note_node, title_html
from rulings_kit.render.escape import html, html_label, plain
from rulings_kit.render.themes import Theme, get_theme
from rulings_kit.trace import TraceStep

__all__ = ["draw_mana"]


def _symbols(types: str) -> str:
    return "".join("{%s}" % t for t in types) or "nothing"


def draw_mana(
    source: GameState | TraceStep,
    *,
    theme: str | Theme = "light",
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
    state = source.after if isinstance(source, TraceStep) else source
    if not isinstance(state, GameState):
        raise TypeError(f"expected a GameState or a TraceStep, not {type(source).__name__}")
    seats = Seats(state.player_names, th)
    known = could_produce_all(state)
    sources = [p for p in state.permanents() if mana_abilities(p)]
    looks: dict[int, list[int]] = {}
    for p in sources:
        seen: list[int] = []
        for ability in mana_abilities(p):
            assert ability.mana is not None
            seen += [i for i in ability.mana.looks_at(state, p) if i not in seen]
        looks[p.id] = seen
    replacers = [
        p
        for p in state.permanents()
        if any(isinstance(a, ManaReplacement) for a in p.card.abilities)
    ]

    heading = "Mana: what each permanent could produce (106.7)" if title is None else title
    legend = []
    if any(looks.values()):
        legend.append("arrow: asks what that permanent could produce")
    if replacers:
        legend.append("dashed arrow: a replacement effect changes its mana (106.12b, 616.1)")
    notes = [" · ".join(legend)] if legend else []
    if step is not None:
        notes += [
            f"this step: {e.describe()}" for e in step.events if isinstance(e, ev.ManaProduced)
        ][:4]
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
        texts = [a.text for a in r.card.abilities if isinstance(a, ManaReplacement)]
        g.node(
            f"o{r.id}",
            _replacer_label(r, texts, th, seats),
            tooltip=plain(f"{r.display_name}: {' '.join(texts)}"),
        )
        for p in sources:
            tapped = any(a.cost.tap for a in mana_abilities(p))
            if any(perm.id == r.id for perm, _ in mana_replacements(state, p, tapped)):
                g.edge(
                    f"o{r.id}",
                    f"o{p.id}",
                    style="dashed",
                    color=seat.stroke,
                    arrowhead="vee",
                )
    return g


def _source_label(
    state: GameState, p: GameObject, known: dict[int, frozenset[str]], th: Theme, seats: Seats
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
    for ability in mana_abilities(p):
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
