"""Cards exiled face down (406.3) are chosen by pile, then at random within it (406.4)."""

from __future__ import annotations

import re

import pytest

from rulings_kit.cli import main
from rulings_kit.errors import IllegalActionError, QuestionError, RulingsError
from rulings_kit.render import draw_board, draw_timeline
from rulings_kit.scenarios import Scenario
from rulings_kit.trace import Trace
from rulings_kit.widgets.summary import summarize
from tests.helpers import ROOT, seeded

RUIN = ROOT / "scenarios" / "cards" / "ruin_processor_chooses_a_face_down_pile_then_a_card_at_random.toml"


def _processed(scenario: Scenario, seed: int, pile: str) -> list[str]:
    with seeded(seed):
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
    assert f'"{SECOND}"' in str(run.error)  # Grizzly Bears is in the second pile
    assert run.state.player("Alice").life == 20


@pytest.mark.parametrize("pile", ["Veiled Theft's third face-down pile of turn 1", "a card"])
def test_an_unknown_pile_is_refused(pile: str) -> None:
    run = Scenario.load(RUIN).run(answers={7: {"choose:Ruin Processor": [pile]}})
    assert isinstance(run.error, RulingsError)


# ---------------------------------------------------------------- what readers see (406.3a)
FIRST = "Veiled Theft's face-down pile of turn 1"
SECOND = "Veiled Theft's second face-down pile of turn 1"  # the same source, the same turn
EXILED = [
    f"a card moves from Bob's library to exile face down (exiled from the top): card {n} of {pile}"
    for pile in (FIRST, SECOND)
    for n in (1, 2)
]


def test_the_trace_says_a_face_down_card_by_its_pile_and_number_until_it_is_face_up() -> None:
    run = Scenario.load(RUIN).run()
    lines = [e.describe() for step in run.trace.steps for e in step.events]
    assert [line for line in lines if "face down" in line] == EXILED
    processed = [line for line in lines if "moves from exile to Bob's graveyard" in line]
    assert len(processed) == 1
    assert re.fullmatch(
        rf"card [12] of {re.escape(SECOND)} moves from exile to Bob's graveyard "
        r"\(processed by Ruin Processor\), face up: Grizzly Bears",
        processed[0],
    )
    before = lines[: lines.index(processed[0])]
    assert not [line for line in before if "Shock" in line or "Grizzly Bears" in line]


def test_the_cli_trace_hides_face_down_cards(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["run", str(RUIN)]) == 0
    out = capsys.readouterr().out
    assert "Shock" not in out
    assert all(line in out for line in EXILED)


def test_board_storyboard_and_summary_show_the_pile_not_the_name() -> None:
    run = Scenario.load(RUIN).run()
    board = draw_board(run.trace.steps[3]).source  # after the second Veiled Theft
    assert board.count("card 2 of Veiled Theft") == 2  # one of each pile
    assert "Shock" not in board and "Grizzly Bears" not in board
    story = draw_timeline(run.trace).source
    assert "Shock" not in story
    assert "Grizzly Bears" in story  # only once it is face up in the graveyard
    assert not [line for line in summarize(run) if "Shock" in line]


def test_expectations_name_a_face_down_card_by_its_name_or_as_the_trace_shows_it() -> None:
    text = RUIN.read_text(encoding="utf-8")
    assert '"Bob:exile" = ["Shock", "Shock", "Grizzly Bears"]' in text
    assert Scenario.load(RUIN).check().passed
    shown = text.replace(
        '"Bob:exile" = ["Shock", "Shock", "Grizzly Bears"]',
        f'"Bob:exile" = ["card 1 of {FIRST}", "card 2 of {FIRST}", "Grizzly Bears"]',
    )
    assert Scenario.from_toml(shown).check().passed
    wrong = text.replace('"Shock", "Shock", "Grizzly Bears"]', '"Shock", "Grizzly Bears", "Grizzly Bears"]')
    assert not Scenario.from_toml(wrong).check().passed


def test_naming_a_face_down_card_is_refused_citing_406_4() -> None:
    run = Scenario.load(RUIN).run(answers={7: {"choose:Ruin Processor": ["Grizzly Bears"]}})
    assert isinstance(run.error, QuestionError) and run.error.rules == ("406.4",)
    assert f'choose its pile, "{SECOND}"' in str(run.error)
    # naming it in an action: casting the exiled Shock (it has no name, 406.3a)
    text = RUIN.read_text(encoding="utf-8").replace(
        '[[do]]\nadvance = "main1"',
        '[[do]]\ncast = "Shock"\nfrom = "exile"\ntargets = ["Alice"]\n\n[[do]]\nadvance = "main1"',
    )
    run = Scenario.from_toml(text).run()
    assert isinstance(run.error, IllegalActionError) and run.error.rules == ("406.4",)
    assert run.error_action == 5 and "'Shock' is a card exiled face down" in str(run.error)


def test_a_trace_with_face_down_cards_round_trips_through_json() -> None:
    scenario = Scenario.load(RUIN)
    trace = scenario.run().trace
    again = Trace.from_json(trace.to_json(), scenario.cards)
    assert again == trace
    exile = again.steps[3].after
    assert [exile.obj(i).display_name for i in exile.player("Bob").exile][-1] == (
        f"card 2 of {SECOND}"
    )
