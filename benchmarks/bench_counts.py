"""Rows 3 and 3b of ``bench_targets`` counted rather than timed:
``python -m benchmarks.bench_counts [--against CHECKOUT]``.

The Python bytecode instructions the engine executes to cast Trinket and resolve it
beside 10 and 400 permanents (and beside the five static abilities of row 3b), per cast
and resolution. A count is the same on any machine however busy it is, so two versions
compare side by side even on a loaded one: ``--against ../other-checkout`` counts there
too (with this Python) and prints the ratio. Work done inside C (copying a dict, a set
operation) is not counted, so a ratio of counts is a guide to a ratio of times, not a
measurement of it.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from collections.abc import Sequence
from types import FrameType
from typing import Any

from benchmarks.bench_targets import cast_resolve_state
from rulings_kit.core.actions import Cast, Resolve
from rulings_kit.core.engine import apply

#: (permanents, with the static abilities of row 3b)
ROWS = ((10, False), (400, False), (10, True), (400, True))
RUNS = 10


def count(size: int, statics: bool, runs: int = RUNS) -> float:
    """Bytecode instructions per cast and resolution beside ``size`` permanents."""
    state = cast_resolve_state(size, statics)

    def run() -> None:
        after = apply(state, Cast("Trinket")).state
        apply(after, Resolve(None))

    run()  # warm the caches every real run would have warm too
    executed = 0

    def trace(frame: FrameType, event: str, arg: Any) -> Any:
        nonlocal executed
        frame.f_trace_opcodes = True
        if event == "opcode":
            executed += 1
        return trace

    sys.settrace(trace)
    try:
        for _ in range(runs):
            run()
    finally:
        sys.settrace(None)
    return executed / runs


def counts() -> list[float]:
    return [count(size, statics) for size, statics in ROWS]


def _elsewhere(checkout: str) -> list[float]:
    """The counts of another checkout (which may predate this file), run there with this
    Python and this file."""
    env = {**os.environ, "PYTHONPATH": os.path.abspath(checkout)}
    done = subprocess.run([sys.executable, os.path.abspath(__file__), "--json"],
                          cwd=checkout, env=env, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"bench_counts: counting in {checkout} failed: "
                         f"{done.stderr.strip().splitlines()[-1:]}")
    found: list[float] = json.loads(done.stdout)
    return found


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.bench_counts",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--against", metavar="CHECKOUT",
                        help="another checkout of rulings_kit to count too, and compare")
    parser.add_argument("--json", action="store_true", help="print the counts as JSON")
    args = parser.parse_args(argv)
    here = counts()
    if args.json:
        print(json.dumps(here))
        return 0
    there = _elsewhere(args.against) if args.against else None
    print("bytecode instructions per cast and resolution (rows 3 and 3b of bench_targets)")
    for i, ((size, statics), n) in enumerate(zip(ROWS, here, strict=True)):
        label = f"{size:3d} permanents{' + 5 static abilities' if statics else ''}"
        line = f"   {label:<40} {n:9,.0f}"
        if there is not None:
            line += f"   {args.against}: {there[i]:9,.0f}   ratio {n / there[i]:.2f}"
        print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
