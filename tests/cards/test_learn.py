"""Learn (701.48a): "learn" reads into its own part; the player's sideboard is their cards outside
the game (400.11), where only a Lesson card may be taken from."""

from __future__ import annotations

from pathlib import Path

from rulings_kit.cards.model import LearnText
from rulings_kit.cards.oracle import compile_text
from rulings_kit.scenarios import Scenario

ROOT = Path(__file__).resolve().parents[2]


def test_learn_reads_into_its_part_and_writes_back() -> None:
    (ability,) = compile_text("Eyetwitch", "When Eyetwitch dies, learn.", ("Creature",)).abilities
    assert ability.effect == LearnText()
    assert ability.text() == "When ~ dies, learn."


def test_only_a_lesson_comes_from_outside_the_game() -> None:
    path = ROOT / "scenarios" / "rules" / (
        "701.48a_guiding_voice_learns_a_lesson_from_the_sideboard.toml")
    text = path.read_text().replace('["sideboard:Pest Summoning"]', '["sideboard:Hill Giant"]')
    run = Scenario.from_toml(text).run()
    assert run.error is not None and "sideboard:Hill Giant" in str(run.error)
    assert Scenario.load(path).run().error is None
