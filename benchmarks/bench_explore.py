"""Benchmarks of the explorer and the engine: ``python -m benchmarks.bench_explore``.

1. N simultaneous triggers from different sources whose effects commute (each gains
   its controller 1 life), N = 2..10: states visited and engine runs against N! (the
   branches a naive explorer would run) and 2^N, with wall time.
2. N identical triggers (N copies of one card): one branch whatever N.
3. Engine throughput: actions and events per second on a long scenario (hundreds of
   casts and resolutions, with a triggered ability and a copy each time).

The pool has no N distinct cards whose triggers commute, so (1) uses cards defined
here from the engine's typed parts.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass

from rulings_kit.cards import Card, build
from rulings_kit.core.actions import Cast, Resolve
from rulings_kit.core.definitions import CardDef, Mode
from rulings_kit.core.engine import apply
from rulings_kit.core.mana import ManaCost
from rulings_kit.core.setup import Placed, PlayerSetup
from rulings_kit.core.state import Step, Zone
from rulings_kit.explore import explore
from rulings_kit.scenarios import Scenario
from rulings_kit.scenarios.parse import ActionSpec

# ---- positions ---------------------------------------------------------------------------


def _celebrant(name: str) -> CardDef:
    """A 1/1 with "Whenever you cast a spell, you gain 1 life": triggers that commute."""
    return build(Card(name, "Creature — Cleric", "{1}", "1", "1",
                      text="Whenever you cast a spell, you gain 1 life."))


#: a spell that costs nothing and does nothing: the cast is all that matters here
TRINKET = CardDef(
    name="Trinket",
    mana_cost=ManaCost(),
    colors=frozenset(),
    types=("Sorcery",),
    modes=(Mode(),),
)


def triggers_scenario(n: int, *, identical: bool = False) -> Scenario:
    """Alice controls ``n`` trigger sources (distinct cards, or copies of one), casts a
    spell and resolves everything; the order of the ``n`` triggers is left open."""
    if identical:
        sources = [_celebrant("Celebrant")] * n
    else:
        sources = [_celebrant(f"Celebrant {i + 1}") for i in range(n)]
    alice = PlayerSetup(
        "Alice",
        zones={
            Zone.BATTLEFIELD: tuple(Placed(c) for c in sources),
            Zone.HAND: (Placed(TRINKET),),
        },
    )
    bob = PlayerSetup("Bob")
    actions = (
        ActionSpec(1, "cast", {"cast": "Trinket"}, Cast("Trinket"), {}),
        ActionSpec(2, "resolve", {"resolve": "all"}, Resolve(None), {}),
    )
    kind = "identical" if identical else "different"
    return Scenario(
        title=f"{n} {kind} triggers", players=(alice, bob), actions=actions, active="Alice"
    )


def long_scenario(turns: int = 200) -> Scenario:
    """Alice casts Giant Growth on Grizzly Bears once a turn for ``turns`` of her turns;
    Ivy copies each one (a trigger, a "may", a copy). She draws each Growth in her draw
    step, so her hand never needs a discard at cleanup (514.1); both libraries are deep
    enough for the whole game."""
    b = Scenario.build(f"{turns} Giant Growths")
    # a reference names one object, so each Growth gets a label
    growths = [{"card": "Giant Growth", "as": f"Growth {k}"} for k in range(turns)]
    b.player(
        "Alice",
        battlefield=["Ivy, Gleeful Spellthief", "Grizzly Bears", "Forest"],
        hand=growths[:1],
        library=[*growths[1:], {"card": "Forest", "count": 2}],  # top first
    )
    b.player("Bob", library=[{"card": "Island", "count": turns + 2}])
    may = {"may:Ivy, Gleeful Spellthief": True}
    for turn in range(turns):
        b.cast(f"Growth {turn}", targets=["Grizzly Bears"])
        b.resolve("all", answers=may)
        if turn < turns - 1:
            b.advance("main1")  # Bob's turn
            # Alice's next turn: her Forest untaps, she draws a Growth; Bob, who has drawn
            # an Island each turn, discards down to seven at his cleanup (514.1)
            discard = {"discard:Bob": ["Island"]} if turn + 1 > 7 else {}
            b.advance("main1", answers=discard)
    return b.done()


# ---- measurements ----------------------------------------------------------------------


@dataclass(frozen=True)
class TriggerRow:
    n: int
    factorial: int
    power: int
    states: int
    runs: int
    branches: int
    seconds: float


def bench_triggers(ns: Sequence[int], *, identical: bool = False) -> list[TriggerRow]:
    rows = []
    for n in ns:
        scenario = triggers_scenario(n, identical=identical)
        t0 = time.perf_counter()
        ex = explore(scenario, progress=False, max_states=None)
        seconds = time.perf_counter() - t0
        rows.append(
            TriggerRow(
                n, math.factorial(n), 2**n, ex.stats.states, ex.stats.runs, ex.branches, seconds
            )
        )
    return rows


@dataclass(frozen=True)
class Throughput:
    actions: int
    events: int
    seconds: float

    @property
    def actions_per_second(self) -> float:
        return self.actions / self.seconds

    @property
    def events_per_second(self) -> float:
        return self.events / self.seconds


def bench_engine(turns: int = 200) -> Throughput:
    """``apply`` over the long scenario's actions, timed without the scenario layer."""
    scenario = long_scenario(turns)
    state = scenario.start()
    events = 0
    t0 = time.process_time()  # CPU time: other work on the machine counts less
    for spec in scenario.actions:
        t = apply(state, spec.action, spec.answers)
        events += len(t.events)
        state = t.state
    seconds = time.process_time() - t0
    assert state.step is Step.MAIN1 and not state.stack
    return Throughput(len(scenario.actions), events, seconds)


# ---- report --------------------------------------------------------------------------------


def _duration(seconds: float) -> str:
    if seconds < 60:
        return f"{seconds:.2f}s"
    if seconds < 3600:
        return f"{seconds / 60:.0f} min"
    return f"{seconds / 3600:.1f} h"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.bench_explore")
    parser.add_argument("--max-n", type=int, default=10, help="largest N (default 10)")
    parser.add_argument("--turns", type=int, default=200, help="turns of the long scenario")
    args = parser.parse_args(argv)
    ns = range(2, args.max_n + 1)
    out = sys.stdout

    out.write("N simultaneous triggers, different sources, commuting effects\n")
    head = ("N", "N!", "2^N", "states", "runs", "branches", "time", "N! runs (est.)")
    out.write("{:>3} {:>9} {:>6} {:>7} {:>7} {:>9} {:>8} {:>15}\n".format(*head))
    for r in bench_triggers(ns):
        # what one run per order would take, at this exploration's time per run
        naive = r.factorial * r.seconds / r.runs
        out.write(
            f"{r.n:>3} {r.factorial:>9} {r.power:>6} {r.states:>7} {r.runs:>7} "
            f"{r.branches:>9} {r.seconds:>7.2f}s {_duration(naive):>15}\n"
        )
    out.write("\nN identical triggers (copies of one card)\n")
    out.write(f"{'N':>3} {'states':>7} {'runs':>7} {'branches':>9} {'time':>8}\n")
    for r in bench_triggers(ns, identical=True):
        out.write(f"{r.n:>3} {r.states:>7} {r.runs:>7} {r.branches:>9} {r.seconds:>7.2f}s\n")
    tp = bench_engine(args.turns)
    out.write(
        f"\nengine throughput: {tp.actions} actions, {tp.events} events in {tp.seconds:.2f}s: "
        f"{tp.actions_per_second:,.0f} actions/s, {tp.events_per_second:,.0f} events/s\n"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
