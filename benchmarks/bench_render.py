"""Rendering speed: ``python -m benchmarks.bench_render``.

For each view, the time to build the diagram of one step (DOT generation, pure Python)
and, separately, the time `dot` takes to lay it out as SVG, on:

* a typical step (Ivy copies Ghostfire while Thought Harvester triggers, 603.3b);
* a large one: a stack of 30 spells, and the timeline of the 60-step trace that builds
  and resolves it.

Times are medians over ``--repeat`` runs, in milliseconds, with the DOT and SVG sizes.
A command that reports, not a test that asserts: machines differ.
"""

from __future__ import annotations

import argparse
import functools
import statistics
import time
from collections.abc import Callable, Sequence
from typing import Any

from rulings_kit.render import draw
from rulings_kit.scenarios import Scenario
from rulings_kit.trace import Trace


def ivy_trace() -> Trace:
    return (
        Scenario.build("Ivy copies Ghostfire")
        .player(
            "Alice",
            battlefield=[
                "Ivy, Gleeful Spellthief",
                "Thought Harvester",
                {"card": "Mountain", "count": 3},
            ],
            hand=["Ghostfire"],
        )
        .player("Bob", battlefield=["Grizzly Bears"], library=["Island", "Forest", "Plains"])
        .cast("Ghostfire", targets=["Grizzly Bears"])
        .resolve(
            "all",
            answers={
                "order:Alice": ["Ivy, Gleeful Spellthief (trigger)", "Thought Harvester (trigger)"],
                "may:Ivy, Gleeful Spellthief": True,
            },
        )
        .done()
        .run()
        .trace
    )


def shocks_trace(n: int = 30) -> Trace:
    b = Scenario.build(f"{n} Shocks, then resolved").player(
        "Alice",
        battlefield=[{"card": "Mountain", "count": n}],
        hand=[{"card": "Shock", "as": f"s{i}"} for i in range(1, n + 1)],
    )
    b.player("Bob", life=100)
    for i in range(1, n + 1):
        b.cast(f"s{i}", targets=["Bob"])
    for _ in range(n):
        b.resolve(1)
    return b.done().run().trace


def _source(thing: Any, view: str) -> str:
    source: str = draw(thing, view=view).source
    return source


def median_ms(fn: Callable[[], Any], repeat: int) -> tuple[float, Any]:
    times = []
    result = None
    for _ in range(repeat):
        start = time.perf_counter()
        result = fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), result


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.bench_render")
    parser.add_argument("--repeat", type=int, default=15, help="runs per measurement")
    args = parser.parse_args(argv)

    ivy = ivy_trace()
    shocks = shocks_trace()
    cases: list[tuple[str, str, Any]] = [
        ("typical", "stack", ivy.steps[0]),
        ("typical", "triggers", ivy.steps[1]),
        ("typical", "board", ivy.steps[0]),
        ("typical", "mana", ivy.steps[0]),
        ("typical", "timeline", ivy),
        ("large", "stack", shocks.steps[29]),  # 30 objects on the stack
        ("large", "board", shocks.steps[29]),
        ("large", "mana", shocks.steps[29]),  # 30 Mountains
        ("large", "timeline", shocks),  # 60 steps, 61 frames
    ]
    print(f"median of {args.repeat} runs; DOT = building the graph, dot = layout to SVG")
    header = (
        f"{'case':8} {'view':9} {'DOT ms':>8} {'dot ms':>8} {'ratio':>6}"
        f" {'DOT kB':>7} {'SVG kB':>7}"
    )
    print(header)
    print("-" * len(header))
    per_step: list[float] = []
    per_layout: list[float] = []
    for case, view, thing in cases:
        build_ms, graph = median_ms(functools.partial(_source, thing, view), args.repeat)
        g = draw(thing, view=view)
        layout_ms, svg = median_ms(
            functools.partial(g.pipe, format="svg"), max(3, args.repeat // 3)
        )
        if case == "typical" and view != "timeline":
            per_step.append(build_ms)
            per_layout.append(layout_ms)
        print(
            f"{case:8} {view:9} {build_ms:8.2f} {layout_ms:8.1f} {layout_ms / build_ms:6.0f}"
            f" {len(graph) / 1024:7.1f} {len(svg) / 1024:7.1f}"
        )
    print()
    print(
        f"one step, typical views: DOT {statistics.mean(per_step):.2f} ms, "
        f"dot layout {statistics.mean(per_layout):.1f} ms "
        f"({statistics.mean(per_step) + statistics.mean(per_layout):.1f} ms in all)"
    )
    timeline_ms, _ = median_ms(lambda: draw(shocks).source, 3)
    print(
        f"60-step timeline: {timeline_ms:.1f} ms to build, "
        f"{timeline_ms / len(shocks.steps):.2f} ms per step"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
