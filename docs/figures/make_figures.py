"""Render the figures of docs/figures/ from the seed scenarios (the shared acceptance
scenarios, which the seed rulings were turned into).

    .venv/bin/python docs/figures/make_figures.py [ACCEPTANCE_DIR]

Every figure comes from the engine's trace of a scenario file; none is drawn by hand.
Run it again after changing a view, then look at the PNGs before committing them.
"""

from __future__ import annotations

import sys
from pathlib import Path

from rulings_kit.render import draw
from rulings_kit.scenarios import Scenario

HERE = Path(__file__).resolve().parent
ACCEPTANCE = HERE.parents[2] / "shared" / "acceptance"
DPI = 144

#: (scenario, view, step or None for the whole trace / last step, theme, options)
FIGURES: list[tuple[str, str, int | None, str, dict[str, int]]] = [
    # Ivy, Gleeful Spellthief and Thought Harvester: 707.10, 603.3b
    ("cards/ivy_copy_not_cast", "stack", 1, "light", {}),
    ("cards/ivy_copy_not_cast", "triggers", 2, "light", {}),
    ("cards/ivy_copy_not_cast", "triggers", 2, "dark", {}),
    ("cards/ivy_copy_not_cast", "triggers", 2, "print", {}),
    ("cards/ivy_copy_not_cast", "timeline", None, "light", {}),
    ("cards/ivy_copy_not_cast", "timeline", None, "dark", {}),
    ("cards/ivy_copy_not_cast", "timeline", None, "print", {}),
    ("cards/ivy_copy_not_cast", "board", 1, "light", {}),
    ("cards/ivy_original_countered", "stack", 3, "light", {}),
    ("cards/ivy_original_countered", "stack", 3, "dark", {}),
    ("cards/ivy_original_countered", "stack", 3, "print", {}),
    ("cards/ivy_copy_keeps_x", "timeline", None, "light", {}),
    ("cards/ivy_copy_keeps_mode", "stack", 1, "light", {}),
    ("cards/ivy_same_creature_three_times", "stack", 1, "light", {}),
    # Thought Harvester and Ruin Processor: the order chosen decides (603.3b)
    ("cards/harvester_after_processor", "triggers", 2, "light", {}),
    ("cards/harvester_then_processor", "timeline", None, "light", {}),
    # Goliath Daydreamer: dream counters, free casts, kicker (118.9, 614.1a)
    ("cards/goliath_free_cast_kicker", "stack", 2, "light", {}),
    ("cards/goliath_free_cast_kicker", "timeline", None, "light", {}),
    ("cards/goliath_exiles_with_dream_counter", "board", None, "light", {}),
    ("cards/goliath_exiles_with_dream_counter", "board", None, "dark", {}),
    ("cards/goliath_exiles_with_dream_counter", "board", None, "print", {}),
    # Dream Thief: a blue spell cast in response still counts (608.2c)
    ("cards/dream_thief_response", "stack", 3, "light", {}),
    ("cards/dream_thief_response", "timeline", None, "light", {}),
    # Mana: could produce (106.7), replacement order (616.1), X counters (107.3m)
    ("rules/mana_reflecting_pools_alone", "mana", 1, "light", {}),
    ("rules/mana_reflecting_pools_alone", "mana", 1, "dark", {}),
    ("rules/mana_reflecting_pools_alone", "mana", 1, "print", {}),
    ("rules/mana_reflection_contamination_order", "mana", 2, "light", {}),
    ("rules/mana_reflection_contamination_order", "timeline", None, "light", {}),
    ("rules/mana_could_produce_sees_replacement", "mana", 1, "light", {}),
    ("rules/x_enters_with_counters", "board", None, "light", {}),
]


def figure_name(scenario: str, view: str, step: int | None, theme: str) -> str:
    stem = scenario.split("/")[-1]
    at = f"_step{step}" if step is not None and view != "timeline" else ""
    suffix = "" if theme == "light" else f"_{theme}"
    return f"{stem}_{view}{at}{suffix}.png"


def main(argv: list[str]) -> int:
    source = Path(argv[0]) if argv else ACCEPTANCE
    written = []
    traces = {}
    for scenario, view, step, theme, options in FIGURES:
        if scenario not in traces:
            traces[scenario] = Scenario.load(source / f"{scenario}.toml").run().trace
        trace = traces[scenario]
        if view == "timeline":
            thing: object = trace
        elif step is None:
            thing = trace.steps[-1]
        else:
            thing = trace.start if step == 0 else trace.steps[step - 1]
        graph = draw(thing, view=view, theme=theme, **options)  # type: ignore[arg-type]
        graph.attr(dpi=str(DPI))
        name = figure_name(scenario, view, step, theme)
        (HERE / name).write_bytes(graph.pipe(format="png"))
        written.append((name, scenario, view, step, theme))
        print(name)
    lines = [
        "# Figures",
        "",
        "Rendered by `make_figures.py` from the seed scenarios in `../shared/acceptance/`",
        "with `rulings_kit.render` (the same diagrams as `rulings-kit render FILE --view V",
        f"--step N --theme T --format png --dpi {DPI}`). Nothing here is drawn by hand.",
        "",
        "| figure | scenario | view | step | theme |",
        "|---|---|---|---|---|",
    ]
    for name, scenario, view, step, theme in written:
        at = "all" if view == "timeline" else ("last" if step is None else str(step))
        lines.append(f"| [{name}]({name}) | `{scenario}.toml` | {view} | {at} | {theme} |")
    (HERE / "README.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
