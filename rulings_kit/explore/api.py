"""``explore(scenario, ...)``: every branch of the questions a scenario leaves open."""

from __future__ import annotations

import os
import time
import warnings
from collections.abc import Iterable, Mapping
from concurrent.futures import Executor, Future, as_completed
from typing import TYPE_CHECKING

from rulings_kit.cards import CardPool
from rulings_kit.core.engine import DEFAULT_MAX_STEPS
from rulings_kit.core.words import plural
from rulings_kit.explore.exploration import Exploration
from rulings_kit.explore.explorer import Explorer
from rulings_kit.explore.outcome import final_columns, outcome_columns
from rulings_kit.explore.parallel import Grafter, Subtree, Task, can_travel, explore_task
from rulings_kit.explore.progress import (
    Progress,
    ProgressCallback,
    TextProgress,
    default_progress,
)
from rulings_kit.explore.tree import Status
from rulings_kit.scenarios.scenario import Scenario

if TYPE_CHECKING:
    from rulings_kit.cards.model import Card

#: the default budget: distinct states (decision points and outcomes) visited
MAX_STATES = 100_000
#: with an executor, explore this long in this process before handing anything out: an
#: exploration this short gains little from workers, as each task first rebuilds the
#: scenario and replays its path (measured on a 2-core machine: 3 ms a task on a warm
#: process pool, 15 ms on a cold one; a Dask scheduler adds its own delay)
SERIAL_SECONDS = 0.1


class BudgetWarning(UserWarning):
    """The exploration stopped at its budget; the result holds partial results."""


def explore(
    scenario: Scenario | str | os.PathLike[str],
    *,
    x: Mapping[str, Iterable[int]] | None = None,
    max_states: int | None = MAX_STATES,
    max_seconds: float | None = None,
    executor: Executor | None = None,
    chunks: int = 16,
    serial_seconds: float = SERIAL_SECONDS,
    progress: ProgressCallback | bool | None = None,
    max_steps: int = DEFAULT_MAX_STEPS,
    pick_orders: bool = True,
    cards: CardPool | Iterable[Card] | None = None,
    outcome: str | Iterable[str] | None = None,
) -> Exploration:
    """Run ``scenario`` down every branch of the questions it leaves unanswered.

    ``x`` sweeps X for a card: ``x={"Fireball": range(0, 6)}`` branches every cast of
    Fireball (an action, or a ``cast:`` answer) over those values.

    The budget is ``max_states`` distinct states (decision points and outcomes) and
    ``max_seconds``; when it runs out the result is partial (``complete`` is False,
    ``message`` says what was left) and a ``BudgetWarning`` is issued.

    With ``executor`` (any ``concurrent.futures.Executor``: a ``ProcessPoolExecutor``,
    a Dask ``client.get_executor()``...) the exploration runs here for ``serial_seconds``
    (one that ends by then never uses the executor), then the open decision points are
    handed out as at most ``chunks`` tasks, each carrying the scenario with its card
    definitions (values that pickle, cards made in Python included).

    ``outcome`` says what counts as the outcome, so that branches ending alike in those
    columns are one outcome in every table, summary and figure: ``["life"]``,
    ``["life", "zones"]``, ``"life,Bob:graveyard"``... (``outcome.OUTCOME_NAMES``: life,
    zones, battlefield, hand, graveyard, exile, library, stack, lost, or a column's own
    name); by default every outcome column. ``Exploration.group(columns)`` asks again
    with other columns.

    ``cards``: when ``scenario`` is a path, the card pool to read it with (a
    ``CardPool`` or some ``Card`` values; the bundled cards by default).

    >>> from rulings_kit.explore import explore
    >>> from rulings_kit.scenarios import Scenario
    >>> s = (Scenario.build("Fireball the Bears")
    ...      .player("Alice", battlefield=["Mountain"] * 4, hand=["Fireball"])
    ...      .player("Bob", battlefield=["Grizzly Bears"])
    ...      .cast("Fireball", x=1, targets=["Grizzly Bears"]).resolve("all").done())
    >>> result = explore(s, x={"Fireball": range(1, 4)})
    >>> print(result.outcomes()[["X for Fireball", "died"]].to_string(index=False))
     X for Fireball          died
                  1
                  2 Grizzly Bears
                  3 Grizzly Bears

    ``progress``: a callable taking ``Progress``; ``True`` for a text bar on stderr,
    ``False`` for none; by default a text bar when stderr is a terminal.

    ``pick_orders=False`` tries each trigger order as a whole instead of one pick at a
    time (no merging between picks: N! runs for N triggers); it exists to check the
    merging, and gives the same branches and outcomes.
    """
    if not isinstance(scenario, Scenario):
        scenario = Scenario.load(os.fspath(scenario), cards=cards)
    names = _outcome_names(scenario, outcome)  # a wrong name said now, not after exploring
    sweeps = {card: tuple(int(v) for v in values) for card, values in (x or {}).items()}
    callback: ProgressCallback | None
    if progress is None:
        callback = default_progress()
    elif progress is True:
        callback = TextProgress()
    elif progress is False:
        callback = None
    else:
        callback = progress
    started = time.monotonic()
    explorer = Explorer(
        scenario,
        x=sweeps,
        max_states=max_states,
        max_seconds=max_seconds,
        max_steps=max_steps,
        progress=callback,
        pick_orders=pick_orders,
    )
    if executor is None:
        explorer.explore()
    else:
        can_travel(scenario)  # said at once, not after a while
        explorer.explore(until_pending=max(1, chunks), not_before=started + serial_seconds)
        if explorer.queue:
            _scale_out(explorer, executor, max(1, chunks), callback, started)
    explorer.stats.seconds = time.monotonic() - started
    explorer.report(finished=True)
    unused = sorted(set(sweeps) - explorer.x_used)
    if unused:
        warnings.warn(
            f"x: no action or cast answer in {scenario.title!r} casts "
            f"{', '.join(repr(u) for u in unused)}, so nothing was swept for it",
            stacklevel=2,
        )
    result = Exploration(
        scenario,
        explorer.root,
        explorer.nodes,
        explorer.lead,
        explorer.lead_boundaries,
        explorer.stats,
        sweeps,
        outcome_names=names,
    )
    if explorer.budget_hit is not None:
        left = sum(1 for n in explorer.nodes if n.status is Status.UNEXPLORED)
        result.complete = False
        result.message = (
            f"budget reached ({explorer.budget_hit}) after {len(explorer.nodes)} states: "
            f"{plural(left, 'decision point')} {'was' if left == 1 else 'were'} left "
            "unexplored, so the tables hold partial "
            "results (status 'unexplored'); raise max_states or max_seconds to go further"
        )
        warnings.warn(result.message, BudgetWarning, stacklevel=2)
    return result


def _outcome_names(
    scenario: Scenario, outcome: str | Iterable[str] | None
) -> tuple[str, ...] | None:
    """``outcome`` as names, each checked against the columns of the scenario's players."""
    if outcome is None:
        return None
    names = tuple(n.strip() for n in (outcome.split(",") if isinstance(outcome, str) else outcome))
    outcome_columns(names, list(final_columns(scenario.start())))  # raises for a bad name
    return names


def _scale_out(
    explorer: Explorer,
    executor: Executor,
    chunks: int,
    callback: ProgressCallback | None,
    started: float,
) -> None:
    """Send the waiting decision points to the executor in at most ``chunks`` tasks (next
    to each other in the queue, so siblings that merge go together) and graft the
    subtrees back."""
    frontier = list(explorer.queue)
    explorer.queue.clear()
    size = -(-len(frontier) // chunks)  # ceiling division
    groups = [frontier[k : k + size] for k in range(0, len(frontier), size)]
    share: int | None = None
    if explorer.max_states is not None:  # the budget left, shared between the points
        share = max(1, (explorer.max_states - len(explorer.nodes)) // len(frontier))
    seconds = None
    if explorer.deadline is not None:
        seconds = max(0.0, explorer.deadline - time.monotonic())
    tasks = [
        Task(
            explorer.scenario,
            explorer.x,
            tuple(explorer.path_to(node) for node in group),
            None if share is None else share * len(group),
            seconds,
            explorer.max_steps,
            explorer.pick_orders,
        )
        for group in groups
    ]
    futures: dict[Future[Subtree], int] = {
        executor.submit(explore_task, task): k for k, task in enumerate(tasks)
    }
    results: list[Subtree | None] = [None] * len(tasks)
    for done, future in enumerate(as_completed(futures), start=1):
        results[futures[future]] = future.result()
        if callback is not None:
            callback(
                Progress(
                    len(explorer.nodes),
                    len(tasks) - done,
                    time.monotonic() - started,
                    tasks_done=done,
                    tasks=len(tasks),
                )
            )
    # grafted in frontier order, so node ids don't depend on which task finished first
    grafter = Grafter(explorer)
    for group, sub in zip(groups, results, strict=True):
        assert sub is not None
        grafter.graft(group, sub)
