"""A reader's values (issue 21): every public value prints on one line a person can use,
at most 200 characters, and the public entry points' docstring examples run."""

from __future__ import annotations

import doctest
import importlib
import pkgutil
from pathlib import Path

import pytest

import rulings_kit
from rulings_kit.cards import CardPool, card_names
from rulings_kit.cards.bundled import card_data
from rulings_kit.core.words import REPR_LIMIT
from rulings_kit.explore import explore
from rulings_kit.scenarios import Scenario
from tests.helpers import ROOT

SCENARIOS = sorted((ROOT / "scenarios" / "cards").glob("*.toml"))


def _one_line(value: object) -> str:
    text = repr(value)
    assert "\n" not in text and len(text) <= REPR_LIMIT, (type(value).__name__, text[:300])
    return text


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_states_steps_events_and_traces_print_on_one_short_line(path: Path) -> None:
    run = Scenario.load(path).run()
    _one_line(run)
    _one_line(run.scenario)
    _one_line(run.trace)
    for state in [run.trace.start, *(s.after for s in run.trace.steps)]:
        assert _one_line(state).startswith(f"GameState(turn {state.turn}, ")
        for obj in state.objects:
            _one_line(obj)
        for player in state.players:
            _one_line(player)
    for step in run.trace.steps:
        assert _one_line(step).startswith(f"TraceStep({step.index}. ")
        for event in step.events:
            assert str(event) == event.describe()  # an event prints as its narration
            assert event.rule in _one_line(event)
        for question, _ in step.asked:
            assert question.id in _one_line(question)


def test_card_definitions_print_their_name() -> None:
    pool = CardPool.bundled()
    for name in card_names():  # the bundled cards, each with its data record
        assert name in _one_line(pool.get(name))
        assert _one_line(card_data(name)).startswith(f"Card({name!r}")


def test_an_exploration_prints_on_one_line() -> None:
    s = (Scenario.build("Fireball the Bears")
         .player("Alice", battlefield=["Mountain"] * 4, hand=["Fireball"])
         .player("Bob", battlefield=["Grizzly Bears"])
         .cast("Fireball", x=1, targets=["Grizzly Bears"]).resolve("all").done())
    assert "3 branches" in _one_line(explore(s, x={"Fireball": range(1, 4)}))


def _modules() -> list[str]:
    return sorted(m.name for m in pkgutil.walk_packages(rulings_kit.__path__, "rulings_kit."))


@pytest.mark.parametrize("module", _modules())
def test_docstring_examples_run(module: str) -> None:
    mod = importlib.import_module(module)
    flags = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE
    failed, _ = doctest.testmod(mod, optionflags=flags, report=True, verbose=False)
    assert failed == 0, f"{module}: {failed} docstring example(s) failed (see the output above)"


@pytest.mark.parametrize("entry", ["rulings_kit.scenarios.scenario.Scenario",
                                   "rulings_kit.cards.registry.CardPool",
                                   "rulings_kit.trace.Trace",
                                   "rulings_kit.explore.api.explore"])
def test_public_entry_points_have_examples(entry: str) -> None:
    module, name = entry.rsplit(".", 1)
    doc = getattr(importlib.import_module(module), name).__doc__ or ""
    assert ">>> " in doc, f"{entry} has no docstring example"


def test_the_package_docstring_shows_apply() -> None:
    """The engine's entry point names no card in core (tests/core/test_core_is_general.py),
    so its example is the package's: ``help(rulings_kit)``."""
    assert ">>> cast = apply(" in (rulings_kit.__doc__ or "")


def test_every_step_has_its_words() -> None:
    from rulings_kit.core.state import Step
    from rulings_kit.core.words import STEP_NAMES

    assert set(STEP_NAMES) == set(Step)
