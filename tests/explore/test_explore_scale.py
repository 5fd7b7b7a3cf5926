"""Scale-out through concurrent.futures: a process pool and a local Dask cluster give
the same outcomes as exploring in one process."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor, ThreadPoolExecutor
from dataclasses import replace
from typing import Any

import pytest

from benchmarks.bench_explore import triggers_scenario
from rulings_kit.core.state import Zone
from rulings_kit.core.values import evolve
from rulings_kit.errors import RulingsError
from rulings_kit.explore import explore
from rulings_kit.explore.fingerprint import state_digest
from rulings_kit.scenarios import Scenario
from tests.explore.helpers import POSITIONS, table

IVY = POSITIONS / "ivy_fireball.toml"
SWEEP = {"Fireball": range(0, 6)}


def test_process_pool_gives_the_same_outcomes() -> None:
    serial = explore(IVY, x=SWEEP, progress=False)
    with ProcessPoolExecutor(2) as pool:
        spread = explore(IVY, x=SWEEP, executor=pool, chunks=4, serial_seconds=0, progress=False)
    assert table(spread).equals(table(serial))
    assert spread.branches == serial.branches == 12
    assert spread.complete


def test_process_pool_inside_an_order() -> None:
    path = POSITIONS / "harvester_herder.toml"
    serial = explore(path, progress=False)
    with ProcessPoolExecutor(2) as pool:
        spread = explore(path, executor=pool, chunks=1, serial_seconds=0, progress=False)
    assert table(spread).equals(table(serial))
    assert spread.group(keys=True).matters == serial.group(keys=True).matters


def test_any_executor_works() -> None:
    scenario = Scenario.load(POSITIONS / "harvester_processor.toml")
    with ThreadPoolExecutor(3) as pool:
        spread = explore(scenario, executor=pool, chunks=2, serial_seconds=0, progress=False)
    assert table(spread).equals(table(explore(scenario, progress=False)))
    # a branch explored elsewhere can still be compared with one explored here
    assert spread.diff(0, 2).from_action == 2


def test_dask_local_cluster() -> None:
    distributed = pytest.importorskip("distributed")
    serial = explore(IVY, x=SWEEP, progress=False)
    with distributed.Client(
        processes=False, n_workers=1, threads_per_worker=1, dashboard_address=None
    ) as client:
        spread = explore(IVY, x=SWEEP, executor=client.get_executor(), chunks=4, serial_seconds=0, progress=False)
    assert table(spread).equals(table(serial))


@pytest.mark.slow
def test_dask_worker_processes() -> None:
    """Tasks and results really travel between processes (pickled) on a Dask cluster."""
    distributed = pytest.importorskip("distributed")
    serial = explore(IVY, x=SWEEP, progress=False)
    with (
        distributed.LocalCluster(
            n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        spread = explore(IVY, x=SWEEP, executor=client.get_executor(), chunks=4, serial_seconds=0, progress=False)
    assert table(spread).equals(table(serial))


def test_cards_made_in_python_travel_to_worker_processes() -> None:
    """A worker gets the scenario with its card definitions (values that pickle), not
    card names to look up: cards outside any pool explore on a process pool too."""
    scenario = triggers_scenario(4)
    serial = explore(scenario, progress=False)
    with ProcessPoolExecutor(2) as pool:
        spread = explore(scenario, executor=pool, chunks=2, serial_seconds=0, progress=False)
    assert table(spread).equals(table(serial))
    assert spread.branches == serial.branches == 24  # 4! orders of the commuting triggers


def test_a_card_written_with_a_closure_is_refused_before_exploring() -> None:
    scenario = triggers_scenario(2)
    alice = scenario.players[0]
    (placed, *rest) = alice.zones[Zone.BATTLEFIELD]
    ability = placed.card.triggered[0]
    closure = replace(ability, trigger=replace(ability.trigger, test=lambda e, me, s: True))
    odd = replace(placed, card=replace(placed.card, abilities=(closure,)))
    players = (replace(alice, zones={**alice.zones, Zone.BATTLEFIELD: (odd, *rest)}),
               *scenario.players[1:])
    with (
        ThreadPoolExecutor(2) as pool,
        pytest.raises(RulingsError, match=r"can.t be sent to another process: the definition of Celebrant 1 holds .*lambda"),
    ):
        explore(replace(scenario, players=players), executor=pool, chunks=2, progress=False)


def test_state_fingerprints_follow_equality() -> None:
    """A worker sends fingerprints of states: equal states give equal ones, and a state
    changed in one object gives another, however many fingerprints were taken before."""
    first, again = Scenario.load(IVY).start(), Scenario.load(IVY).start()
    assert first is not again and state_digest(first) == state_digest(again)
    mountain = next(o for o in first.objects if o.name == "Mountain")
    tapped = first.with_object(evolve(mountain, tapped=not mountain.tapped))
    assert tapped != first
    assert state_digest(tapped) != state_digest(first)
    assert state_digest(first) == state_digest(again)


class CountingPool(ThreadPoolExecutor):
    """A thread pool that counts the tasks handed to it."""

    def __init__(self) -> None:
        super().__init__(2)
        self.tasks = 0

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        self.tasks += 1
        return super().submit(fn, *args, **kwargs)


def test_chunks_bounds_the_number_of_tasks() -> None:
    """A sweep of 6 values opens 6 decision points at once; 4 chunks are 4 tasks, and the
    branches and outcomes are those of one process."""
    serial = explore(IVY, x=SWEEP, progress=False)
    with CountingPool() as pool:
        spread = explore(IVY, x=SWEEP, executor=pool, chunks=4, serial_seconds=0, progress=False)
    assert 1 <= pool.tasks <= 4
    assert table(spread).equals(table(serial))
    assert spread.stats.events >= serial.stats.events  # the workers' work is counted


def test_a_short_exploration_stays_in_this_process() -> None:
    with CountingPool() as pool:
        spread = explore(IVY, x=SWEEP, executor=pool, serial_seconds=60, progress=False)
    assert pool.tasks == 0
    assert table(spread).equals(table(explore(IVY, x=SWEEP, progress=False)))


def test_equal_states_merge_across_tasks() -> None:
    """Two Fireballs at Bob, each X swept: every pair of X with the same sum ends in the
    same state. Spread over tasks, those ends are still one leaf each, as in one process."""
    scenario = Scenario.build("two Fireballs, X swept")
    scenario.player(
        "Alice",
        battlefield=[{"card": "Mountain", "count": 14}],
        hand=[{"card": "Fireball", "as": "First"}, {"card": "Fireball", "as": "Second"}],
    )
    scenario.player("Bob", life=100)
    scenario.cast("First", targets=["Bob"]).resolve("all")
    scenario.cast("Second", targets=["Bob"]).resolve("all")
    both = scenario.done()
    x = {"Fireball": range(6)}
    serial = explore(both, x=x, progress=False)
    with ThreadPoolExecutor(2) as pool:
        spread = explore(both, x=x, executor=pool, chunks=4, serial_seconds=0, progress=False)
    assert len(serial.leaf_nodes()) == len(spread.leaf_nodes()) == 11  # X sums 0..10
    assert spread.stats.states == serial.stats.states
    assert table(spread).equals(table(serial))
    assert sorted(spread.leaves()["life:Bob"]) == list(range(90, 101))
