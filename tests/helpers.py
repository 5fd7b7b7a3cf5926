"""Small helpers the tests share: set up a position and play it."""

from __future__ import annotations

import functools
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from unittest.mock import patch

from rulings_kit.cards import CardPool
from rulings_kit.core import Game, GameState
from rulings_kit.core.values import evolve
from rulings_kit.scenarios import Scenario

#: the repository's root folder
ROOT = Path(__file__).resolve().parents[1]
#: copies of the acceptance scenarios (cards/, rules/); provenance in its README.md
ACCEPTANCE = ROOT / "tests" / "acceptance"


def position(
    turn: dict[str, Any] | None = None, *, cards: CardPool | None = None, **players: dict[str, Any]
) -> GameState:
    """A starting state from scenario-style zone tables: ``position(Alice={...}, Bob={...})``;
    the cards named from ``cards`` (the bundled ones by default)."""
    b = Scenario.build("test", cards=cards)
    for name, zones in players.items():
        b.player(name, **zones)
    if turn:
        b.turn(**turn)
    return b.done().start()


@contextmanager
def seeded(seed: int) -> Iterator[None]:
    """Scenarios started inside start from ``seed``: what shuffles and picks at random
    read (a file's runs are otherwise the same every time)."""
    start = Scenario.start
    with patch.object(Scenario, "start", lambda self: evolve(start(self), seed=seed)):
        yield


def game(**players: dict[str, Any]) -> Game:
    return Game(position(**players))


#: the five corpus sets copied into the repository (MTGJSON set files with their rulings)
CORPUS_FILES = tuple(sorted((ROOT / "tests" / "cards" / "fixtures" / "corpus").glob("*.json")))
#: the project's scenario files that run cards of those sets: `make test` checks them with
#: `--cards` for each corpus file
CORPUS_SCENARIOS = ROOT / "scenarios" / "corpus"


@functools.cache
def corpus_pool() -> CardPool:
    """The bundled cards and those of the corpus sets (read once, shared by the tests)."""
    return CardPool.bundled().with_files(*CORPUS_FILES)


#: copies of the format's examples of its second round, and the cards they name that are
#: not bundled (tests/acceptance/README.md)
FORMAT_EXAMPLES = ACCEPTANCE / "format_examples"


@functools.cache
def format_examples_pool() -> CardPool:
    return CardPool.bundled().with_files(FORMAT_EXAMPLES / "cards.json")


def scenario_cards(path: Path) -> CardPool | None:
    """The cards a scenario file of the project needs beyond the bundled ones: those of
    the corpus sets for the files of ``scenarios/corpus``, and those of
    ``format_examples/cards.json`` for its examples, as `make test` checks them."""
    if FORMAT_EXAMPLES in path.resolve().parents:
        return format_examples_pool()
    return corpus_pool() if CORPUS_SCENARIOS in path.resolve().parents else None


def load_scenario(path: Path) -> Scenario:
    """A scenario file of the project, read with the cards it needs."""
    return Scenario.load(path, cards=scenario_cards(path))
