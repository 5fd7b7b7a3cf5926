"""Rows 1, 2, 3, 3b and 6 of ``bench_targets`` counted rather than timed:
``python -m benchmarks.bench_counts [--rows 1236] [--against CHECKOUT]``.

The Python bytecode instructions the engine executes: to explore 10 commuting triggers
(row 1, the whole exploration), per event of the long scenario (row 2, its 200 turns
through ``apply``), and per cast and resolution of Trinket beside 10 and 400 permanents
(row 3) and beside the five static abilities of row 3b; and the size in bytes of the
JSON of the trace of row 6. A count is the same on any machine however busy it is, so
two versions compare side by side even on a loaded one: ``--against ../other-checkout``
counts there too (with this Python and this file) and prints the ratio. Work done inside
C (copying a dict, a set operation) is not counted, so a ratio of counts is a guide to a
ratio of times, not a measurement of it. Counting runs about 30 times slower than the
run itself (row 1 takes about a minute).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from collections.abc import Callable, Sequence
from types import FrameType
from typing import Any

from benchmarks.bench_explore import long_scenario, triggers_scenario
from benchmarks.bench_targets import cast_resolve_state
from rulings_kit.core.actions import Cast, Resolve
from rulings_kit.core.engine import apply
from rulings_kit.explore import explore

RUNS = 10


def executed(run: Callable[[], object], runs: int = 1) -> int:
    """The bytecode instructions ``runs`` calls of ``run`` execute, after one call that
    warms the caches every real run would have warm too."""
    run()
    done = 0

    def trace(frame: FrameType, event: str, arg: Any) -> Any:
        nonlocal done
        frame.f_trace_opcodes = True
        if event == "opcode":
            done += 1
        return trace

    sys.settrace(trace)
    try:
        for _ in range(runs):
            run()
    finally:
        sys.settrace(None)
    return done


def explore_triggers(n: int = 10) -> float:
    """Row 1: instructions to explore ``n`` commuting triggers."""
    scenario = triggers_scenario(n)
    return executed(lambda: explore(scenario, progress=False, max_states=None))


def long_run(turns: int = 200) -> float:
    """Row 2: instructions per event of the long scenario, applied action by action."""
    scenario = long_scenario(turns)
    start = scenario.start()
    events = 0

    def run() -> None:
        nonlocal events
        state, events = start, 0
        for spec in scenario.actions:
            t = apply(state, spec.action, spec.answers)
            events += len(t.events)
            state = t.state

    return executed(run) / events


def cast_resolve(size: int, statics: bool) -> float:
    """Rows 3 and 3b: instructions per cast and resolution beside ``size`` permanents."""
    state = cast_resolve_state(size, statics)

    def run() -> None:
        after = apply(state, Cast("Trinket")).state
        apply(after, Resolve(None))

    return executed(run, RUNS) / RUNS


def json_bytes(turns: int = 75) -> float:
    """Row 6: the bytes of the JSON of the long scenario's trace of ``turns`` turns."""
    return len(long_scenario(turns).run(strict=False).trace.to_json())


#: row -> what is counted, how, and the unit
COUNTS: dict[str, tuple[tuple[str, Callable[[], float], str], ...]] = {
    "1": (("explore 10 commuting triggers", explore_triggers, "instructions"),),
    "2": (("long scenario, per event", long_run, "instructions"),),
    "3": (("cast + resolve beside 10 permanents", lambda: cast_resolve(10, False),
           "instructions"),
          ("cast + resolve beside 400 permanents", lambda: cast_resolve(400, False),
           "instructions")),
    "3b": (("the same, 10 + 5 static abilities", lambda: cast_resolve(10, True),
            "instructions"),
           ("the same, 400 + 5 static abilities", lambda: cast_resolve(400, True),
            "instructions")),
    "6": (("JSON of the 75-turn trace", json_bytes, "bytes"),),
}


def rows_of(spec: str) -> list[str]:
    """"1236" -> ["1", "2", "3", "3b", "6"] (row 3 brings 3b, as in bench_targets)."""
    rows = [r for r in COUNTS if r[0] in spec]
    unknown = set(spec) - {r[0] for r in COUNTS}
    if unknown:
        raise SystemExit(f"bench_counts: no row {''.join(sorted(unknown))}; "
                         f"the rows are {', '.join(COUNTS)}")
    return rows


def counts(rows: Sequence[str]) -> dict[str, float]:
    return {label: measure() for row in rows for label, measure, _ in COUNTS[row]}


def _elsewhere(checkout: str, spec: str) -> dict[str, float]:
    """The counts of another checkout (which may predate this file), run there with this
    Python and this file."""
    env = {**os.environ, "PYTHONPATH": os.path.abspath(checkout)}
    done = subprocess.run(
        [sys.executable, os.path.abspath(__file__), "--json", "--rows", spec],
        cwd=checkout, env=env, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"bench_counts: counting in {checkout} failed: "
                         f"{done.stderr.strip().splitlines()[-1:]}")
    found: dict[str, float] = json.loads(done.stdout)
    return found


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.bench_counts",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--rows", default="1236",
                        help="the rows to count, e.g. 3 for rows 3 and 3b (default 1236)")
    parser.add_argument("--against", metavar="CHECKOUT",
                        help="another checkout of rulings_kit to count too, and compare")
    parser.add_argument("--json", action="store_true", help="print the counts as JSON")
    args = parser.parse_args(argv)
    rows = rows_of(args.rows)
    here = counts(rows)
    if args.json:
        print(json.dumps(here))
        return 0
    there = _elsewhere(args.against, args.rows) if args.against else None
    print("bytecode instructions executed, and bytes written (rows of bench_targets)")
    for row in rows:
        for label, _, unit in COUNTS[row]:
            n = here[label]
            line = f"{row + '.':<4}{label:<40} {n:13,.0f} {unit}"
            if there is not None:
                line += f"   {args.against}: {there[label]:13,.0f}   ratio {n / there[label]:.2f}"
            print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
