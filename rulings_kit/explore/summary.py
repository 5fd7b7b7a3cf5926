"""One row per scenario: how each of a set of scenarios ends, as a table a notebook cell
shows without a loop ("every Ivy scenario: what triggered, what resolved")."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rulings_kit.cards import CardPool, as_pool
from rulings_kit.core import events as ev
from rulings_kit.core.words import times
from rulings_kit.explore.outcome import final_columns
from rulings_kit.explore.tree import SEP
from rulings_kit.scenarios import Scenario

if TYPE_CHECKING:
    import pandas as pd

    from rulings_kit.cards.model import Card


def scenario_table(
    scenarios: Iterable[Scenario | str | Path], *, cards: CardPool | Iterable[Card] | None = None
) -> pd.DataFrame:
    """Each scenario run with its own answers: its title, what triggered and what
    resolved (in order), the cards each player drew, how it ended (life totals, zones,
    the same columns as ``Exploration.outcomes()``), the rule that stopped it if an
    action was rejected, and whether its ``[expect]`` table holds. Scenario files are
    read with ``cards`` (a ``CardPool`` or ``Card`` values; the bundled cards by default)."""
    import pandas as pd

    pool = as_pool(cards)
    rows = [
        _row(s if isinstance(s, Scenario) else Scenario.load(s, cards=pool)) for s in scenarios
    ]
    return pd.DataFrame(rows)


def _row(scenario: Scenario) -> dict[str, Any]:
    result = scenario.check()
    run = result.run
    assert run is not None  # check() always runs the scenario
    trace = run.trace
    triggered = Counter(trace.triggered())
    drew = Counter(e.player for _, e in trace.events() if isinstance(e, ev.CardDrawn))
    return {
        "scenario": scenario.title,
        "triggered": SEP.join(times(n, k) for n, k in triggered.items()),
        "resolved": " → ".join(trace.resolved()),
        "left the stack unresolved": SEP.join(trace.countered()),
        **{f"drew:{p.name}": drew[p.name] for p in trace.start.players},
        **final_columns(run.state),
        "rejected": str(run.error) if run.error is not None else "",
        "expectations": "hold" if result.passed else "fail: " + SEP.join(result.failures),
    }
