"""Small helpers the tests share: set up a position and play it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rulings_kit.core import Game, GameState
from rulings_kit.scenarios import Scenario

#: the repository's root folder
ROOT = Path(__file__).resolve().parents[1]
#: copies of the acceptance scenarios (cards/, rules/); provenance in its README.md
ACCEPTANCE = ROOT / "tests" / "acceptance"


def position(turn: dict[str, Any] | None = None, **players: dict[str, Any]) -> GameState:
    """A starting state from scenario-style zone tables: ``position(Alice={...}, Bob={...})``."""
    b = Scenario.build("test")
    for name, zones in players.items():
        b.player(name, **zones)
    if turn:
        b.turn(**turn)
    return b.done().start()


def game(**players: dict[str, Any]) -> Game:
    return Game(position(**players))
