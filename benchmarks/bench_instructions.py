"""Rows 1, 2, 3 and 3b of ``bench_targets`` in machine instructions, under callgrind:
``python -m benchmarks.bench_instructions [--rows 123] [--against CHECKOUT]``.

``bench_counts`` counts Python bytecode, which leaves out the work done inside C (copying
a dict, hashing a tuple), so a change that trades bytecode for C can look better there
than it runs. Callgrind counts every instruction the processor executes, C included,
and the same on any machine however busy it is: two versions compare side by side on a
loaded one. Only the rows' work is counted (instrumentation is switched on after the
imports and a warm-up run), with a fixed hash seed, so a count repeats to within a few
parts in ten thousand. It needs ``valgrind`` on the PATH and runs about 50 times slower
than the work itself (row 1 takes a few minutes).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Sequence

#: row -> what is counted
ROWS: dict[str, str] = {
    "1": "explore 10 commuting triggers",
    "2": "the long scenario (200 turns), applied action by action",
    "3": "20 casts and resolutions of Trinket beside 10 permanents",
    "3b": "the same beside 10 permanents and 5 static abilities",
    "3L": "the same as row 3 beside 400 permanents",
}


def row_work(row: str) -> Callable[[], object]:
    """The work of ``row``, as a function to call (imported from the checkout it runs in)."""
    if row == "1":
        from benchmarks.bench_explore import triggers_scenario
        from rulings_kit.explore import explore

        scenario = triggers_scenario(10)
        return lambda: explore(scenario, progress=False, max_states=None)
    from rulings_kit.core.engine import apply

    if row == "2":
        from benchmarks.bench_explore import long_scenario

        long = long_scenario(200)
        start = long.start()

        def play() -> None:
            state = start
            for spec in long.actions:
                state = apply(state, spec.action, spec.answers).state

        return play
    from benchmarks.bench_targets import cast_resolve_state
    from rulings_kit.core.actions import Cast, Resolve

    ready = cast_resolve_state(400 if row == "3L" else 10, statics=row == "3b")

    def cast_and_resolve() -> None:
        for _ in range(20):
            apply(apply(ready, Cast("Trinket")).state, Resolve(None))

    return cast_and_resolve


def _worker(row: str) -> None:
    """Run under callgrind: the row's work once to warm up, then once counted."""
    work = row_work(row)
    work()

    def instrument(switch: str) -> None:
        subprocess.run(["callgrind_control", "-i", switch, str(os.getpid())],
                       capture_output=True, check=True)

    instrument("on")
    work()
    instrument("off")


def instructions(row: str, checkout: str) -> int:
    """The instructions row ``row`` executes in ``checkout`` (this file run there)."""
    env = {**os.environ, "PYTHONPATH": os.path.abspath(checkout), "PYTHONHASHSEED": "0"}
    done = subprocess.run(
        ["valgrind", "--tool=callgrind", "--instr-atstart=no",
         "--callgrind-out-file=/dev/null", sys.executable, os.path.abspath(__file__),
         "--worker", row],
        cwd=checkout, env=env, capture_output=True, text=True, check=False)
    collected = [line for line in done.stderr.splitlines() if "Collected :" in line]
    if done.returncode != 0 or not collected:
        last = done.stderr.strip().splitlines()[-1:]
        raise SystemExit(f"bench_instructions: row {row} in {checkout} failed: {last}")
    return int(collected[-1].split()[-1])


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.bench_instructions",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--rows", default="123",
                        help="the rows to count, e.g. 2 (default 123; row 3 brings 3b)")
    parser.add_argument("--against", metavar="CHECKOUT",
                        help="another checkout of rulings_kit to count too, and compare")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        _worker(args.worker)
        return 0
    if shutil.which("valgrind") is None or shutil.which("callgrind_control") is None:
        raise SystemExit("bench_instructions: needs valgrind (e.g. apt-get install valgrind)")
    rows = [r for r in ROWS if r[0] in args.rows]
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    print("machine instructions executed (callgrind), rows of bench_targets")
    for row in rows:
        n = instructions(row, here)
        line = f"{row + '.':<4}{ROWS[row]:<58} {n:15,}"
        if args.against:
            other = instructions(row, args.against)
            line += f"   {args.against}: {other:15,}   ratio {n / other:.3f}"
        print(line, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
