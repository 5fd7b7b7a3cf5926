"""Render the figures of docs/figures/ from the seed scenarios (the acceptance scenarios
in ``tests/acceptance/``, which the seed rulings were turned into), and the decision trees
of the explorer's positions (``tests/explore/positions/``: seed positions left unanswered).

    .venv/bin/python docs/figures/make_figures.py [ACCEPTANCE_DIR] [--trees]

``--trees`` renders only the decision trees. Every figure comes from the engine's trace
of a scenario file, or from exploring one; none is drawn by hand. Run it again after
changing a view, then look at the PNGs before committing them.
"""

from __future__ import annotations

import sys
from pathlib import Path

import graphviz

from rulings_kit.explore import explore
from rulings_kit.render import decision_tree, draw
from rulings_kit.render.fit import fit_tree, measure, tree_pages
from rulings_kit.scenarios import Scenario

HERE = Path(__file__).resolve().parent
ACCEPTANCE = HERE.parents[1] / "tests" / "acceptance"
POSITIONS = HERE.parents[1] / "tests" / "explore" / "positions"
DPI = 144
#: the column the decision trees are drawn for (test_render_figures checks 1200 px)
COLUMN_PX = 1200

#: (scenario, view, step or None for the whole trace / last step, theme, options)
FIGURES: list[tuple[str, str, int | None, str, dict[str, int]]] = [
    # Ivy, Gleeful Spellthief and Thought Harvester: 707.10, 603.3b
    ("cards/ivy_copy_not_cast", "stack", 1, "light", {}),
    ("cards/ivy_copy_not_cast", "triggers", 2, "light", {}),
    ("cards/ivy_copy_not_cast", "triggers", 2, "dark", {}),
    ("cards/ivy_copy_not_cast", "triggers", 2, "print", {}),
    ("cards/ivy_copy_not_cast", "timeline", None, "light", {"columns": 2}),
    ("cards/ivy_copy_not_cast", "timeline", None, "dark", {"columns": 2}),
    ("cards/ivy_copy_not_cast", "timeline", None, "print", {"columns": 2}),
    ("cards/ivy_copy_not_cast", "board", 1, "light", {}),
    # the whole position at once, for an article's opening picture
    ("cards/ivy_copy_not_cast", "table", 1, "light", {}),
    ("cards/ivy_copy_not_cast", "table", 1, "dark", {}),
    ("cards/ivy_copy_not_cast", "table", 1, "print", {}),
    ("cards/ivy_original_countered", "stack", 3, "light", {}),
    ("cards/ivy_original_countered", "stack", 3, "dark", {}),
    ("cards/ivy_original_countered", "stack", 3, "print", {}),
    ("cards/ivy_copy_keeps_x", "timeline", None, "light", {"columns": 2}),
    ("cards/ivy_copy_keeps_mode", "stack", 1, "light", {}),
    ("cards/ivy_same_creature_three_times", "stack", 1, "light", {}),
    # Thought Harvester and Ruin Processor: the order chosen decides (603.3b)
    ("cards/harvester_after_processor", "triggers", 2, "light", {}),
    ("cards/harvester_then_processor", "timeline", None, "light", {"columns": 2}),
    # a storyboard for a 700 px column: titles and events wrapped to it
    ("cards/harvester_after_processor", "timeline", None, "light", {"width": 700}),
    # Goliath Daydreamer: dream counters, free casts, kicker (118.9, 614.1a)
    ("cards/goliath_free_cast_kicker", "stack", 2, "light", {}),
    ("cards/goliath_free_cast_kicker", "timeline", None, "light", {"columns": 2}),
    ("cards/goliath_exiles_with_dream_counter", "board", None, "light", {}),
    ("cards/goliath_exiles_with_dream_counter", "board", None, "dark", {}),
    ("cards/goliath_exiles_with_dream_counter", "board", None, "print", {}),
    # Dream Thief: a blue spell cast in response still counts (608.2c)
    ("cards/dream_thief_response", "stack", 3, "light", {}),
    ("cards/dream_thief_response", "timeline", None, "light", {"columns": 2}),
    # Mana: could produce (106.7), replacement order (616.1), X counters (107.3m)
    ("rules/mana_reflecting_pools_alone", "mana", 1, "light", {}),
    ("rules/mana_reflecting_pools_alone", "mana", 1, "dark", {}),
    ("rules/mana_reflecting_pools_alone", "mana", 1, "print", {}),
    ("rules/mana_reflection_contamination_order", "mana", 2, "light", {}),
    ("rules/mana_reflection_contamination_order", "timeline", None, "light", {"columns": 2}),
    ("rules/mana_could_produce_sees_replacement", "mana", 1, "light", {}),
    ("rules/x_enters_with_counters", "board", None, "light", {}),
    # the layers (613): Blood Moon makes Urborg a Mountain, and Urborg's effect no longer
    # exists (613.8); a scenario of the project's own, in scenarios/rules/
    ("scenarios/rules/613.8_blood_moon_makes_urborg_a_mountain", "layers", None, "light", {}),
    ("scenarios/rules/613.8_blood_moon_makes_urborg_a_mountain", "layers", None, "dark", {}),
    ("scenarios/rules/613.8_blood_moon_makes_urborg_a_mountain", "layers", None, "print", {}),
]


#: decision trees: (position in POSITIONS, X swept per card, theme, direction)
TREES: list[tuple[str, dict[str, range], str, str]] = [
    # which trigger resolves first decides whether Ruin Processor has a card to process
    # (deep and narrow: top to bottom fits a page)
    ("harvester_processor", {}, "light", "TB"),
    ("harvester_processor", {}, "dark", "TB"),
    ("harvester_processor", {}, "print", "TB"),
    # who dies for each X, and whether Ivy's copy matters
    ("ivy_fireball", {"Fireball": range(0, 6)}, "light", "LR"),
    ("ivy_fireball", {"Fireball": range(0, 6)}, "dark", "LR"),
    ("ivy_fireball", {"Fireball": range(0, 6)}, "print", "LR"),
]


#: decision trees for a narrow column: (position, X swept per card, width in CSS px), each
#: drawn as `rulings-kit explore FILE --tree OUT.svg --width PX` draws it
COLUMN_TREES: list[tuple[str, dict[str, range], int]] = [
    ("ivy_fireball", {"Fireball": range(0, 6)}, 700),  # fits: top to bottom, a legend
    ("ivy_fireball", {"Fireball": range(0, 6)}, 500),  # paged: one page per value of X
]


def write(graph: graphviz.Digraph, name: str) -> None:
    """``name`` (a .png) and the same figure as SVG beside it: the SVG for the web, and
    for tests/render/test_render_figures.py, which checks that each one is legible."""
    (HERE / name).with_suffix(".svg").write_text(
        graph.pipe(format="svg", encoding="utf-8"), encoding="utf-8"
    )
    png = graph.copy()
    png.attr(dpi=str(DPI))
    (HERE / name).write_bytes(png.pipe(format="png"))
    print(name)


def tree_name(position: str, theme: str) -> str:
    suffix = "" if theme == "light" else f"_{theme}"
    return f"{position}_decision_tree{suffix}.png"


def column_tree_name(position: str, width: int, page: int | None) -> str:
    return f"{position}_decision_tree_{width}px" + (f"_page{page}" if page else "") + ".png"


def _sweep(x: dict[str, range]) -> str:
    return " ".join(f"`--x {card}={r.start}..{r.stop - 1}`" for card, r in x.items()) or "—"


def render_trees() -> None:
    explorations = {}
    for position, x, theme, rankdir in TREES:
        if position not in explorations:
            path = POSITIONS / f"{position}.toml"
            explorations[position] = explore(path, x=x, progress=False)
        tree = decision_tree(explorations[position], theme=theme, rankdir=rankdir)
        if measure(tree).width > COLUMN_PX:  # too wide that way: the way that fits
            tree = fit_tree(explorations[position], theme=theme, width=COLUMN_PX)
        write(tree, tree_name(position, theme))
    for position, x, width in COLUMN_TREES:
        if position not in explorations:
            explorations[position] = explore(POSITIONS / f"{position}.toml", x=x, progress=False)
        pages = tree_pages(explorations[position], width=width)
        for n, page in enumerate(pages, start=1):
            write(page, column_tree_name(position, width, n if len(pages) > 1 else None))


def figure_name(scenario: str, view: str, step: int | None, theme: str) -> str:
    stem = scenario.split("/")[-1]
    at = f"_step{step}" if step is not None and view != "timeline" else ""
    suffix = "" if theme == "light" else f"_{theme}"
    return f"{stem}_{view}{at}{suffix}.png"


def render_figures(source: Path) -> None:
    traces = {}
    for scenario, view, step, theme, options in FIGURES:
        if scenario not in traces:
            # "scenarios/...": one of the project's scenario files rather than a seed
            where = HERE.parents[1] if scenario.startswith("scenarios/") else source
            traces[scenario] = Scenario.load(where / f"{scenario}.toml").run().trace
        trace = traces[scenario]
        if view == "timeline":
            thing: object = trace
        elif step is None:  # the last step, or the set-up of a file without actions
            thing = trace.steps[-1] if trace.steps else trace.start
        else:
            thing = trace.start if step == 0 else trace.steps[step - 1]
        graph = draw(thing, view=view, theme=theme, **options)  # type: ignore[arg-type]
        write(graph, figure_name(scenario, view, step, theme))


def readme() -> str:
    lines = [
        "# Figures",
        "",
        "Rendered by `make_figures.py` from the seed scenarios in `tests/acceptance/`",
        "with `rulings_kit.render` (the same diagrams as `rulings-kit render FILE --view V",
        f"--step N --theme T --format png --dpi {DPI}`). Nothing here is drawn by hand.",
        "Each PNG has the SVG it was drawn from beside it; storyboards are in two columns",
        "(`--columns 2`). `tests/render/test_render_figures.py` checks that every figure,",
        "shrunk to a 1200 px column, keeps its smallest text at 11 px or more.",
        "",
        "| figure | scenario | view | step | theme |",
        "|---|---|---|---|---|",
    ]
    for scenario, view, step, theme, _ in FIGURES:
        name = figure_name(scenario, view, step, theme)
        at = "all" if view == "timeline" else ("last" if step is None else str(step))
        lines.append(f"| [{name}]({name}) | `{scenario}.toml` | {view} | {at} | {theme} |")
    lines += [
        "",
        "## Decision trees",
        "",
        "Every branch of the questions a position leaves open, explored by the engine",
        "(`explore`) and drawn by `render.decision_tree` (the same trees as `rulings-kit",
        "explore FILE --tree OUT.png`): choices on the arrows, each outcome drawn once",
        "(a letter and a fill), a question whose answers don't change the outcome folded",
        "into its arrow, answers that lead alike on one arrow, merged states drawn once.",
        "",
        "| figure | position | sweep | theme |",
        "|---|---|---|---|",
    ]
    for position, x, theme, _ in TREES:
        name = tree_name(position, theme)
        where = f"`tests/explore/positions/{position}.toml`"
        lines.append(f"| [{name}]({name}) | {where} | {_sweep(x)} | {theme} |")
    lines += [
        "",
        "For a narrow column (`--width PX`): the layout that fits with no text under 11 px,",
        "or pages that do, one per answer to the first question (`FILE_page1.svg`...).",
        "",
        "| figure | position | sweep | width |",
        "|---|---|---|---|",
    ]
    for position, x, width in COLUMN_TREES:
        where = f"`tests/explore/positions/{position}.toml`"
        for png in sorted(HERE.glob(f"{position}_decision_tree_{width}px*.png")):
            lines.append(f"| [{png.name}]({png.name}) | {where} | {_sweep(x)} | {width} px |")
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    trees_only = "--trees" in argv
    args = [a for a in argv if a != "--trees"]
    if not trees_only:
        render_figures(Path(args[0]) if args else ACCEPTANCE)
    render_trees()
    (HERE / "README.md").write_text(readme(), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
