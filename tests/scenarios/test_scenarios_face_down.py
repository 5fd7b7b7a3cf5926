"""Cards exiled face down (406.3) are chosen by pile, then at random within it (406.4)."""

from __future__ import annotations

from unittest.mock import patch

import pytest

from rulings_kit.core.values import evolve
from rulings_kit.errors import RulingsError
from rulings_kit.scenarios import Scenario
from tests.helpers import ROOT

RUIN = ROOT / "scenarios" / "cards" / "ruin_processor_chooses_a_face_down_pile_then_a_card_at_random.toml"


def _processed(scenario: Scenario, seed: int, pile: str) -> list[str]:
    start = Scenario.start
    with patch.object(Scenario, "start", lambda self: evolve(start(self), seed=seed)):
        run = scenario.run(answers={7: {"choose:Ruin Processor": [pile]}})
    assert run.error is None, run.error
    state = run.state
    return [state.obj(i).name for i in state.player("Bob").graveyard if state.obj(i).name != "Veiled Theft"]


def test_the_card_of_a_chosen_pile_is_random_and_from_that_pile_only() -> None:
    scenario = Scenario.load(RUIN)
    first = "Veiled Theft's face-down pile of turn 1"
    picked = {tuple(_processed(scenario, seed, first)) for seed in range(12)}
    assert picked == {("Shock",)}  # the first pile holds the two Shocks: never a Bears
    # a pile of two different cards: either can come out, depending on the game's seed
    mixed = Scenario.from_toml(RUIN.read_text(encoding="utf-8").replace(
        '"Shock", "Shock", "Grizzly Bears"', '"Shock", "Grizzly Bears", "Shock"'))
    outcomes = {tuple(_processed(mixed, seed, first)) for seed in range(12)}
    assert outcomes == {("Shock",), ("Grizzly Bears",)}


def test_a_face_down_card_cant_be_named() -> None:
    scenario = Scenario.load(RUIN)
    run = scenario.run(answers={7: {"choose:Ruin Processor": ["Grizzly Bears"]}})
    assert isinstance(run.error, RulingsError)
    assert "Veiled Theft's face-down pile of turn 1" in str(run.error)
    assert run.state.player("Alice").life == 20


@pytest.mark.parametrize("pile", ["Veiled Theft's face-down pile of turn 1 (3)", "a card"])
def test_an_unknown_pile_is_refused(pile: str) -> None:
    run = Scenario.load(RUIN).run(answers={7: {"choose:Ruin Processor": [pile]}})
    assert isinstance(run.error, RulingsError)
