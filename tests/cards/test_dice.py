"""Rolling a die (706): "Roll a d20." and its results table read into one part that writes
itself back, row by row (706.3a); the natural result is the chance question ``roll:SOURCE``
(706.2), never decided silently; the row whose range holds it happens, and "Whenever you roll
one or more dice" triggers on the roll (603.2c). What the engine can't carry out is refused."""

from __future__ import annotations

import pickle

import pytest

from rulings_kit.cards import Card, build
from rulings_kit.cards.model import (
    CreateThoseTokens,
    Draw,
    Fixed,
    ResultRow,
    RollDie,
    ScryText,
    Then,
)
from rulings_kit.cards.oracle import compile_text
from rulings_kit.core.effects.dice import RollDie as RollInstruction
from rulings_kit.core.questions import Ask
from rulings_kit.errors import RulingsError
from rulings_kit.scenarios import Scenario
from rulings_kit.scenarios.builder import ScenarioBuilder

CONTACT = ("Roll a d20.\n1—9 | Draw two cards.\n10—19 | Scry 2, then draw two cards.\n"
           "20 | Scry 3, then draw three cards.")
SHEPHERD = ("Whenever Sylvan Shepherd attacks, roll a d20.\n1—9 | You gain 1 life.\n"
            "10—19 | You gain 2 life.\n20 | You gain 5 life.")


def _shepherd() -> ScenarioBuilder:
    return Scenario.build("Sylvan Shepherd attacks").turn(step="main1").player(
        "Alice", battlefield=["Sylvan Shepherd"]).player("Bob").attack("Sylvan Shepherd")


def test_a_roll_and_its_table_read_into_one_part_and_write_back() -> None:
    (ability,) = compile_text("Contact Other Plane", CONTACT, ("Instant",)).abilities
    assert ability.effect == RollDie(20, (
        ResultRow(1, 9, Draw(None, Fixed(2))),
        ResultRow(10, 19, Then(ScryText(Fixed(2)), Draw(None, Fixed(2)))),
        ResultRow(20, 20, Then(ScryText(Fixed(3)), Draw(None, Fixed(3))))))
    assert ability.text() == CONTACT


def test_a_range_of_one_endpoint_writes_back() -> None:
    assert ResultRow(15, None, Draw(None, Fixed(1))).text() == "15+ | Draw a card"


def test_the_table_lowers_to_one_instruction_that_is_a_value() -> None:
    card = build(Card("Contact Other Plane", "Instant", "{3}{U}", text=CONTACT))
    ((roll,),) = [mode.effects for mode in card.modes]
    assert isinstance(roll, RollInstruction) and roll.sides == 20
    assert [(r.low, r.high) for r in roll.table] == [(1, 9), (10, 19), (20, 20)]
    assert pickle.loads(pickle.dumps(card)) == card


@pytest.mark.parametrize(("natural", "life"), [(1, 21), (9, 21), (10, 22), (19, 22), (20, 25)])
def test_the_row_holding_the_result_happens(natural: int, life: int) -> None:
    run = _shepherd().resolve("all", answers={"roll:Sylvan Shepherd": natural}).done().run()
    assert run.error is None
    assert run.trace.final.player("Alice").life == life
    said = [str(e) for _, e in run.trace.events() if e.rule == "706.3a"]
    assert len(said) == 1 and f"the result {natural} is in the row" in said[0]


def test_an_unanswered_roll_stops_naming_the_question() -> None:
    error = _shepherd().resolve("all").done().run().error
    assert error is not None and "roll:Sylvan Shepherd" in str(error)
    assert Ask.ROLL.value == "roll"


@pytest.mark.parametrize("natural", [0, 21, "20", True])
def test_a_result_no_d20_shows_is_rejected(natural: object) -> None:
    error = _shepherd().resolve("all", answers={"roll:Sylvan Shepherd": natural}).done() \
        .run().error
    assert error is not None and "roll:Sylvan Shepherd" in str(error)


def test_rolling_triggers_whenever_you_roll_one_or_more_dice() -> None:
    run = Scenario.build("Brazen Dwarf").turn(step="main1").player(
        "Alice", battlefield=["Sylvan Shepherd", "Brazen Dwarf"]).player("Bob").attack(
        "Sylvan Shepherd").resolve("all", answers={"roll:Sylvan Shepherd": 4}).done().run()
    assert run.error is None
    assert run.trace.final.player("Bob").life == 19


@pytest.mark.parametrize("text", [
    "Roll a d20.",  # no table: nothing says what the result does (706.4)
    "Roll a d4 and create a number of Treasure tokens equal to the result.",
    "Roll two d10 and choose one result. Draw cards equal to that result.",
    "Roll a d20 and add the number of cards in your hand.\n1—14 | Draw a card.\n15+ | Draw two "
    "cards.",
    "Roll a d20.\n1—9 | Tap target creature.\n10—20 | Untap target creature.",  # targets
    "Roll a d20.\n1—9 | Draw a card.\n10—20 | Frobnicate.",  # a row the grammar can't read
])
def test_what_rolling_cant_carry_out_is_refused(text: str) -> None:
    with pytest.raises(RulingsError):
        build(Card("Roller", "Sorcery", "{1}{R}", text=text))


SCION = ("When Scion of Stygia enters the battlefield, choose target creature an opponent "
         "controls, then roll a d20.\n1—9 | Tap that creature.\n10—20 | Tap that creature. It "
         "doesn't untap during its controller's next untap step.")


def test_choose_target_then_roll_names_the_target_in_the_rows() -> None:
    card = build(Card("Scion of Stygia", "Creature — Tiefling Shaman", "{4}{U}{U}", power="4",
                      toughness="4", text=SCION))
    (ability,) = card.abilities
    assert len(ability.targets) == 1  # chosen as it is put on the stack (603.3d)
    (roll,) = ability.effects
    assert isinstance(roll, RollInstruction) and len(roll.table) == 2


@pytest.mark.parametrize("text", [
    "Choose target creature.",  # a target nothing names
    "Choose target creature, then draw a card.",
])
def test_choose_target_outside_a_roll_is_refused(text: str) -> None:
    with pytest.raises(RulingsError):
        build(Card("Chooser", "Sorcery", "{1}{R}", text=text))


WARD = ("At the beginning of your upkeep, roll a d4. Scry X, where X is the result.\n"
        "Whenever you roll a die's highest natural result, draw a card.")


def _ward(natural: int) -> ScenarioBuilder:
    return Scenario.build("Netherese Puzzle-Ward").turn(step="untap").player(
        "Alice", battlefield=["Netherese Puzzle-Ward"],
        library=["Mountain", "Island", "Swamp", "Forest"]).player("Bob").advance(
        "upkeep").resolve("all", answers={"roll:Netherese Puzzle-Ward": natural,
                                          "scry:Netherese Puzzle-Ward": []})


@pytest.mark.parametrize(("natural", "hand"), [(3, 0), (4, 1)])
def test_the_result_is_x_and_only_the_highest_natural_result_draws(natural: int,
                                                                     hand: int) -> None:
    run = _ward(natural).done().run()
    assert run.error is None
    assert len(run.trace.final.player("Alice").hand) == hand
    scry = [str(e) for _, e in run.trace.events() if e.rule == "701.22a"]
    assert any(f"scries {natural}" in s for s in scry)


def test_a_roll_whose_result_is_used_reads_and_writes_back() -> None:
    (upkeep, draw) = compile_text("Netherese Puzzle-Ward", WARD, ("Enchantment",)).abilities
    assert upkeep.text() == WARD.splitlines()[0]
    assert draw.text() == WARD.splitlines()[1]


@pytest.mark.parametrize("text", [
    "Roll a d6. Draw a card.",  # the result used by nothing (706.4)
    "Scry X, where X is the result.",  # no roll before it
])
def test_the_result_without_its_roll_is_refused(text: str) -> None:
    with pytest.raises(RulingsError):
        build(Card("Roller", "Sorcery", "{1}{U}", text=text))


GOBLINS = ("When Swarming Goblins enters the battlefield, roll a d20.\n1—9 | Create a 1/1 red "
           "Goblin creature token.\n10—19 | Create two of those tokens.\n20 | Create three of "
           "those tokens.")


def test_those_tokens_of_a_row_are_the_token_a_row_before_it_creates() -> None:
    (ability,) = compile_text("Swarming Goblins", GOBLINS, ("Creature",)).abilities
    assert ability.text() == GOBLINS.replace("Swarming Goblins enters the battlefield",
                                             "~ enters")
    roll = ability.effect
    assert isinstance(roll, RollDie)
    first, *more = (row.effect for row in roll.table)
    assert all(isinstance(e, CreateThoseTokens) and e.like == first for e in more)


@pytest.mark.parametrize("text", [
    "Roll a d20.\n1—9 | Create two of those tokens.\n10—20 | Draw a card.",  # no token before
    "Kicker {4}\nCreate two 1/1 green Saproling creature tokens. If this spell was kicked, "
    "create four of those tokens instead.",  # another sentence's tokens: not read yet
])
def test_those_tokens_without_a_row_that_creates_them_are_refused(text: str) -> None:
    with pytest.raises(RulingsError):
        build(Card("Roller", "Sorcery", "{1}{G}", text=text))
