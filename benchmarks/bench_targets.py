"""The engine's performance targets, one row each, as sizes and ratios:
``python -m benchmarks.bench_targets`` (also part of ``make bench``).

1. Exploring N commuting triggers, N = 8 / 10 / 12: CPU seconds, states against 2^N,
   engine runs, and engine events per state (flat as N grows when little is redone).
2. The long scenario (200 turns, a cast with a trigger and a copy each turn): events per
   CPU second.
3. Casting and resolving one spell beside 10 / 200 / 400 permanents: CPU milliseconds,
   and the ratio of 400 to 10 (a change should cost little more in a bigger game); and
   the same beside static abilities: an anthem, a lord, an Aura on one of the creatures,
   a creature that counts ("for each") and one with a condition ("as long as") (3b;
   their words may read anything, 611.3a, yet the cost should not grow with the board
   much more).
4. An X sweep of two Fireballs, 35 values each (about 1,225 states), on two worker
   processes against one process: wall-clock speed-up (what a pool buys), with a local
   process pool and with a two-process Dask cluster; and, as that depends on how busy
   the machine is, the CPU time of the sweep split into tasks against one piece (what
   splitting itself costs).

5. Paying for a spell with lands (Grizzly Bears cast and resolved, its cost paid from
   Forests) with 7 / 100 cards in hand beside 7 lands, and beside 7 / 400 lands with 7
   cards in hand: CPU milliseconds, and the ratios 100 / 7 and 400 / 7 (finding the
   mana sources should cost little more in a bigger game).
6. A trace of about 300 steps (the long scenario's first 75 turns) exported to JSON as
   ``rulings-kit run --json`` does, against the run itself: the ratio of the CPU times
   (steps share most of their state, which is written once).

Times are CPU time (``time.process_time``), the median of a few runs, so other work on
the machine disturbs them less; the scale-out row is wall time, as parallelism is.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from benchmarks.bench_explore import TRINKET, bench_engine, long_scenario, triggers_scenario
from rulings_kit.cards import get_card
from rulings_kit.cards.lower import build
from rulings_kit.cards.model import Card
from rulings_kit.core.actions import Cast, Resolve
from rulings_kit.core.definitions import CardDef
from rulings_kit.core.engine import apply
from rulings_kit.core.mana import ManaCost
from rulings_kit.core.setup import Placed, PlayerSetup, build_state
from rulings_kit.core.state import GameState, Step, Zone
from rulings_kit.core.values import evolve
from rulings_kit.explore import explore
from rulings_kit.scenarios import Scenario

#: a vanilla 2/2: a permanent that does nothing but be there
BEAR = CardDef(
    name="Bear",
    mana_cost=ManaCost.parse("{1}{G}"),
    colors=frozenset({"G"}),
    types=("Creature",),
    power=2,
    toughness=2,
)
#: static abilities a real board has (3b): an anthem, a lord, an Aura, a count, a condition
ANTHEM = build(Card("Glorious Anthem", "Enchantment", "{1}{W}{W}",
                    text="Creatures you control get +1/+1."))
LORD = build(Card("Bear Chieftain", "Creature — Bear", "{2}{G}", "2", "2",
                  text="Other Bear creatures you control get +1/+1."))
AURA = build(Card("Holy Strength", "Enchantment — Aura", "{W}",
                  text="Enchant creature\nEnchanted creature gets +1/+2."))
COUNTER = build(Card("Yavimaya Enchantress", "Creature — Human Druid", "{2}{G}", "2", "2",
                     text="Yavimaya Enchantress gets +1/+1 for each enchantment on the "
                     "battlefield."))
CONDITIONAL = build(Card("Elvish Reclaimer", "Creature — Human Warrior", "{G}", "1", "2",
                         text="Elvish Reclaimer gets +2/+2 as long as there are three or more "
                         "land cards in your graveyard."))
STATICS = (ANTHEM, LORD, AURA, COUNTER, CONDITIONAL)
SWEEP_VALUES = 35


def cpu_median(run: Callable[[], object], repeats: int) -> float:
    """The median CPU seconds of ``repeats`` calls of ``run``."""
    times = []
    for _ in range(repeats):
        t0 = time.process_time()
        run()
        times.append(time.process_time() - t0)
    return statistics.median(times)


# ---- 1. exploring N commuting triggers --------------------------------------------------


@dataclass(frozen=True)
class ExploreRow:
    n: int
    seconds: float
    states: int
    runs: int
    events: int

    @property
    def events_per_state(self) -> float:
        return self.events / self.states


def bench_explore_triggers(ns: Sequence[int]) -> list[ExploreRow]:
    rows = []
    for n in ns:
        scenario = triggers_scenario(n)
        found = []

        def run(scenario: Scenario = scenario, found: list[object] = found) -> None:
            found.append(explore(scenario, progress=False, max_states=None))

        seconds = cpu_median(run, 3 if n <= 10 else 1)
        stats = found[-1].stats  # type: ignore[attr-defined]
        rows.append(ExploreRow(n, seconds, stats.states, stats.runs, stats.events))
    return rows


# ---- 3. one cast and resolution beside many permanents ------------------------------------


def cast_resolve_state(size: int, statics: bool = False) -> GameState:
    """Alice in her main phase with Trinket in hand beside ``size`` vanilla creatures;
    with ``statics``, also the permanents of ``STATICS``, the Aura on the first creature."""
    extra = tuple(Placed(card) for card in STATICS) if statics else ()
    alice = PlayerSetup(
        "Alice",
        zones={
            Zone.BATTLEFIELD: tuple(Placed(BEAR) for _ in range(size)) + extra,
            Zone.HAND: (Placed(TRINKET),),
        },
    )
    state = build_state([alice, PlayerSetup("Bob")], active="Alice", step=Step.MAIN1)
    if statics:  # the Aura enchants the first creature (303.4)
        aura = next(o for o in state.permanents() if o.card is AURA)
        state = state.with_object(evolve(aura, attached_to=state.battlefield[0]))
    return state


def bench_cast_resolve(
    sizes: Sequence[int], repeats: int = 30, statics: bool = False
) -> dict[int, float]:
    """CPU milliseconds to cast Trinket and resolve it beside ``size`` permanents."""
    result = {}
    for size in sizes:
        state = cast_resolve_state(size, statics)

        def run(state: GameState = state) -> None:
            after = apply(state, Cast("Trinket")).state
            apply(after, Resolve(None))

        run()  # warm the caches every real run would have warm too
        result[size] = cpu_median(run, repeats) * 1000
    return result


# ---- 5. paying with lands, beside a big hand or many lands ----------------------------------


def pay_with_lands_state(lands: int, hand: int) -> GameState:
    """Alice in her main phase with ``lands`` Forests, and Grizzly Bears among ``hand``
    cards in hand (the others Forests too)."""
    forest, bears = get_card("Forest"), get_card("Grizzly Bears")
    alice = PlayerSetup(
        "Alice",
        zones={
            Zone.BATTLEFIELD: tuple(Placed(forest) for _ in range(lands)),
            Zone.HAND: (Placed(bears), *(Placed(forest) for _ in range(hand - 1))),
        },
    )
    return build_state([alice, PlayerSetup("Bob")], active="Alice", step=Step.MAIN1)


def bench_pay_with_lands(
    sizes: Sequence[tuple[int, int]], repeats: int = 30
) -> dict[tuple[int, int], float]:
    """CPU milliseconds to cast Grizzly Bears, paying {1}{G} from Forests, and resolve
    it, for each (lands, cards in hand)."""
    result = {}
    for lands, hand in sizes:
        state = pay_with_lands_state(lands, hand)

        def run(state: GameState = state) -> None:
            after = apply(state, Cast("Grizzly Bears")).state
            apply(after, Resolve(None))

        run()
        result[lands, hand] = cpu_median(run, repeats) * 1000
    return result


# ---- 6. a long trace exported to JSON --------------------------------------------------------


@dataclass(frozen=True)
class ExportRow:
    steps: int
    run: float
    export: float
    size: int

    @property
    def ratio(self) -> float:
        return self.export / self.run


def bench_json_export(turns: int = 75, repeats: int = 3) -> ExportRow:
    """The CPU seconds of running the long scenario (``turns`` turns, about 4 steps
    each) and of writing its trace as JSON, as ``run --json`` does."""
    scenario = long_scenario(turns)
    runs: list[Any] = []
    seconds = cpu_median(lambda: runs.append(scenario.run(strict=False)), repeats)
    trace = runs[-1].trace
    texts: list[str] = []
    export = cpu_median(lambda: texts.append(trace.to_json()), repeats)
    return ExportRow(len(trace.steps), seconds, export, len(texts[-1]))


# ---- 4. scale-out ---------------------------------------------------------------------------


def sweep_scenario() -> Scenario:
    """Alice casts two Fireballs at Bob, each with X swept over 0..34."""
    b = Scenario.build("two Fireballs, X swept")
    b.player(
        "Alice",
        battlefield=[{"card": "Mountain", "count": 2 * SWEEP_VALUES + 2}],
        hand=[{"card": "Fireball", "as": "First"}, {"card": "Fireball", "as": "Second"}],
    )
    b.player("Bob", life=1000)
    b.cast("First", targets=["Bob"]).resolve("all")
    b.cast("Second", targets=["Bob"]).resolve("all")
    return b.done()


def _wall(run: Callable[[], object]) -> float:
    t0 = time.perf_counter()
    run()
    return time.perf_counter() - t0


class InlineExecutor(Executor):
    """Runs each task at once in this process: the work of an exploration split into
    tasks, in CPU seconds, without the wait for free cores."""

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        future: Future[Any] = Future()
        future.set_result(fn(*args, **kwargs))
        return future


def split_work(repeats: int = 3) -> float:
    """The CPU time of the X sweep split into tasks (all run here) over its CPU time in
    one piece: what splitting costs, whatever else the machine runs. Two free cores can
    give at most 2 / this."""
    scenario = sweep_scenario()
    x = {"Fireball": range(SWEEP_VALUES)}
    serial = cpu_median(lambda: explore(scenario, x=x, progress=False, max_states=None), repeats)
    split = cpu_median(
        lambda: explore(
            scenario, x=x, executor=InlineExecutor(), progress=False, max_states=None
        ),
        repeats,
    )
    return split / serial


@dataclass(frozen=True)
class ScaleRow:
    states: int
    serial: float
    pool: float
    dask: float | None

    @property
    def pool_speedup(self) -> float:
        return self.serial / self.pool


def bench_scale_out(workers: int = 2) -> ScaleRow:
    scenario = sweep_scenario()
    x = {"Fireball": range(SWEEP_VALUES)}
    states: list[int] = []

    def run(executor: Executor | None = None) -> None:
        ex = explore(scenario, x=x, executor=executor, progress=False, max_states=None)
        states.append(ex.stats.states)

    serial = statistics.median(_wall(run) for _ in range(3))
    with ProcessPoolExecutor(workers) as pool:
        run(pool)  # start the workers before timing
        pooled = statistics.median(_wall(lambda: run(pool)) for _ in range(3))
    dask = None
    try:
        import distributed
    except ImportError:  # Dask is optional
        pass
    else:
        with (
            distributed.LocalCluster(
                n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None
            ) as cluster,
            distributed.Client(cluster) as client,
        ):
            executor = client.get_executor()
            run(executor)
            dask = statistics.median(_wall(lambda: run(executor)) for _ in range(3))
    return ScaleRow(states[0], serial, pooled, dask)


# ---- report ---------------------------------------------------------------------------------


def machine() -> str:
    return (
        f"{platform.system()} {platform.machine()}, {os.cpu_count()} CPUs, "
        f"Python {platform.python_version()}"
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.bench_targets")
    parser.add_argument("--max-n", type=int, default=12, help="largest N of row 1")
    parser.add_argument("--no-scale", action="store_true", help="skip row 4 (scale-out)")
    parser.add_argument(
        "--rows", default="123456",
        help="the rows to run, e.g. 23 for rows 2 and 3 (default all)",
    )
    args = parser.parse_args(argv)
    rows = set(args.rows) - ({"4"} if args.no_scale else set())
    print(f"machine: {machine()}; load average {os.getloadavg()[0]:.1f}")

    if "1" in rows:
        print("1. explore N commuting triggers (target: N = 10 under 1 s, N = 12 under 5 s)")
        for r in bench_explore_triggers([n for n in (8, 10, 12) if n <= args.max_n]):
            print(
                f"   N={r.n:>2}: {r.seconds:6.2f} s CPU, {r.states:>5} states "
                f"(2^N = {2**r.n}, ratio {r.states / 2**r.n:.2f}), {r.runs:>6} runs, "
                f"{r.events_per_state:6.1f} events per state"
            )

    if "2" in rows:
        t = min((bench_engine() for _ in range(3)), key=lambda t: t.seconds)
        print("2. long scenario (target: at least 50,000 events/s)")
        print(f"   {t.actions} actions, {t.events} events: {t.events_per_second:,.0f} events/s")

    if "3" in rows:
        ms = bench_cast_resolve((10, 200, 400))
        print("3. cast + resolve beside N permanents (target: 400 within 2x of 10)")
        print(
            "   "
            + " / ".join(f"{n}: {v:.2f} ms" for n, v in ms.items())
            + f"; 400 / 10 = {ms[400] / ms[10]:.2f}x"
        )
        ms = bench_cast_resolve((10, 200, 400), statics=True)
        print("3b. the same beside 5 static abilities (target: 400 within 2x of 10)")
        print(
            "   "
            + " / ".join(f"{n}: {v:.2f} ms" for n, v in ms.items())
            + f"; 400 / 10 = {ms[400] / ms[10]:.2f}x"
        )

    if "4" in rows:
        load = os.getloadavg()[0]
        s = bench_scale_out()
        print("4. X sweep on 2 processes vs 1 (target: pool at least 1.6x, Dask 1.4x)")
        dask = f", Dask {s.serial / s.dask:.2f}x ({s.dask:.2f} s)" if s.dask else ""
        print(
            f"   {s.states} states: serial {s.serial:.2f} s, pool {s.pool:.2f} s "
            f"= {s.pool_speedup:.2f}x{dask}"
        )
        # wall time shares the cores with whatever else runs: say how busy they were
        print(f"   load average {load:.1f} before, {os.getloadavg()[0]:.1f} after")
        work = split_work()
        print(
            f"   split into tasks, the sweep takes {work:.2f}x the CPU time of one piece "
            f"(so at most {2 / work:.2f}x on two free cores)"
        )
    if "5" in rows:
        sizes = ((7, 7), (7, 100), (400, 7))
        ms = bench_pay_with_lands(sizes)
        print("5. cast + resolve paid with lands (target: 100 cards in hand and 400 lands "
              "each within 2x of 7)")
        print(
            "   "
            + " / ".join(f"{lands} lands, {hand} in hand: {ms[lands, hand]:.2f} ms"
                         for lands, hand in sizes)
            + f"; hand 100 / 7 = {ms[7, 100] / ms[7, 7]:.2f}x"
            + f", lands 400 / 7 = {ms[400, 7] / ms[7, 7]:.2f}x"
        )

    if "6" in rows:
        e = bench_json_export()
        print("6. a long trace to JSON against the run (target: at most 2x)")
        print(
            f"   {e.steps} steps: run {e.run:.2f} s, JSON {e.export:.2f} s "
            f"({e.size / 1e6:.1f} MB) = {e.ratio:.2f}x"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
