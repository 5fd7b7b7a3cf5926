"""Outcome columns: what a final state looks like in one row of a table."""

from __future__ import annotations

from typing import Any

from rulings_kit.core.state import GameState, Zone
from rulings_kit.core.words import times
from rulings_kit.explore.tree import SEP

#: the zones shown for each player, in this order
ZONES = (Zone.BATTLEFIELD, Zone.HAND, Zone.GRAVEYARD, Zone.EXILE, Zone.LIBRARY)


def final_columns(state: GameState) -> dict[str, Any]:
    """Life totals, each player's zones (names in zone order: a library top first, a
    graveyard oldest first), the stack (top first) and who lost."""
    cols: dict[str, Any] = {}
    for p in state.players:
        cols[f"life:{p.name}"] = p.life
    for p in state.players:
        for zone in ZONES:
            names = [o.display_name for o in state.zone_objects(p.name, zone)]
            cols[f"{p.name}:{zone.value}"] = compact(names)
    cols["stack"] = SEP.join(o.display_name for o in state.stack_objects())
    cols["lost"] = SEP.join(p.name for p in state.players if p.lost)
    return cols


def compact(names: list[str]) -> str:
    """Names in order, a run of one name written once with its count: "Wastes ×7"."""
    runs: list[tuple[str, int]] = []
    for name in names:
        if runs and runs[-1][0] == name:
            runs[-1] = (name, runs[-1][1] + 1)
        else:
            runs.append((name, 1))
    return SEP.join(times(name, n) for name, n in runs)
