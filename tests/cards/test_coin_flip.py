"""Flipping a coin (705): "flip a coin" reads into its own part and writes itself back; "if you
win the flip" / "if you lose the flip" read the flip's result, which is asked as the chance
question ``flip:SOURCE`` (705.2) and never decided silently."""

from __future__ import annotations

import pickle

import pytest

from rulings_kit.cards import Card, build
from rulings_kit.cards.model import FlipCoinText, Sentences
from rulings_kit.cards.oracle import compile_text
from rulings_kit.core.effects.coin import FlipCoin, FlipWon
from rulings_kit.core.effects.conditional import If
from rulings_kit.core.questions import Ask
from rulings_kit.errors import OracleTextError
from rulings_kit.scenarios import Scenario
from rulings_kit.scenarios.builder import ScenarioBuilder

BOTTLE = ("{1}, Sacrifice Bottle of Suleiman: Flip a coin. If you win the flip, create a 5/5 "
          "colorless Djinn artifact creature token with flying. If you lose the flip, Bottle of "
          "Suleiman deals 5 damage to you.")


def _bottle() -> ScenarioBuilder:
    return Scenario.build("Bottle of Suleiman flips a coin").player(
        "Alice", battlefield=["Bottle of Suleiman", "Island"]).activate("Bottle of Suleiman")


def test_flip_a_coin_reads_into_its_part_and_writes_back() -> None:
    (ability,) = compile_text("Stitch in Time", "Flip a coin. If you win the flip, take an extra "
                              "turn after this one.", ("Sorcery",)).abilities
    assert isinstance(ability.effect, Sentences)
    assert ability.effect.parts[0] == FlipCoinText()
    assert ability.text() == "Flip a coin. If you win the flip, take an extra turn after this one."


def test_win_and_lose_read_the_flip() -> None:
    card = build(Card("Bottle of Suleiman", "Artifact", "{4}", text=BOTTLE))
    ((flip, won, lost),) = [a.effects for a in card.abilities]
    assert flip == FlipCoin("Flip a coin.")
    assert isinstance(won, If) and won.condition == FlipWon(True)
    assert isinstance(lost, If) and lost.condition == FlipWon(False)
    assert pickle.loads(pickle.dumps(card)) == card


@pytest.mark.parametrize(("result", "life", "djinns"), [("win", 20, 1), ("lose", 15, 0)])
def test_the_flip_is_asked_and_its_result_followed(result: str, life: int, djinns: int) -> None:
    state = _bottle().resolve("all", answers={"flip:Bottle of Suleiman": result}).done() \
        .run().trace.final
    assert state.player("Alice").life == life
    assert len([o for o in state.permanents() if o.name == "Djinn"]) == djinns


def test_an_unanswered_flip_stops_with_both_results() -> None:
    error = _bottle().resolve("all").done().run().error
    assert error is not None and "flip:Bottle of Suleiman" in str(error)
    assert "'win', 'lose'" in str(error)
    assert Ask.FLIP.value == "flip"


@pytest.mark.parametrize("text", [
    "Flip a coin until you lose a flip. Put a +1/+1 counter on Clasher for each flip you won.",
    "Flip two coins. If both coins come up heads, Clasher gains double strike until end of turn.",
])
def test_what_flipping_cant_carry_out_is_refused(text: str) -> None:
    with pytest.raises(OracleTextError):
        build(Card("Clasher", "Sorcery", "{1}{R}", text=text))
