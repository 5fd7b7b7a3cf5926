"""Restrictions on casting (601.3): "Cast this spell only during combat.", "... only
during the declare attackers step and only if you've been attacked this step.", "Cast
this spell only if you've cast another spell this turn." — read into parts, written
back as the Oracle text says them, and built into a rule the engine checks."""

from __future__ import annotations

import pytest

from rulings_kit.cards.lower import build
from rulings_kit.cards.model import (
    Card,
    CastOnly,
    CastWindow,
    from_json,
    to_json,
)
from rulings_kit.cards.model import (
    Test as ConditionTest,
)
from rulings_kit.cards.oracle import compile_text
from rulings_kit.core import timing
from rulings_kit.errors import DataError, OracleTextError

MAZE = ("Cast this spell only during the declare attackers step and only if you've been "
        "attacked this step.\nDestroy target attacking creature.")


def test_a_window_and_a_condition_are_read_and_written_back() -> None:
    parts = compile_text("Eightfold Maze", MAZE, ("Instant",))
    found = parts.abilities[0]
    assert isinstance(found, CastOnly)
    assert found.window is CastWindow.DURING_DECLARE_ATTACKERS
    assert found.condition is not None and found.condition.test is ConditionTest.ATTACKED_THIS_STEP
    assert parts.text().splitlines()[0] == MAZE.splitlines()[0]
    assert from_json(to_json(parts)) == parts


@pytest.mark.parametrize("window", list(CastWindow))
def test_every_window_round_trips(window: CastWindow) -> None:
    line = f"Cast this spell only {window.value}."
    parts = compile_text("X", line + "\nDraw a card.", ("Instant",))
    assert parts.abilities[0] == CastOnly(window)
    assert parts.text().splitlines()[0] == line


def test_a_condition_alone() -> None:
    line = "Cast this spell only if you've cast another spell this turn."
    parts = compile_text("Illusory Angel", line + "\nFlying", ("Creature",))
    found = parts.abilities[0]
    assert isinstance(found, CastOnly) and found.window is None
    assert parts.text().splitlines()[0] == line


def test_a_window_the_engine_doesnt_know_is_refused() -> None:
    with pytest.raises(OracleTextError, match="stopped at 'before'"):
        compile_text("Berserk", "Cast this spell only before the combat damage step.\n"
                     "Draw a card.", ("Instant",))


def test_an_unknown_window_in_json_is_refused() -> None:
    data = to_json(compile_text("Eightfold Maze", MAZE, ("Instant",)))
    data["abilities"][0]["window"] = "during lunch"
    with pytest.raises(DataError, match=r"CastOnly\.window: unknown phrase 'during lunch'"):
        from_json(data)


def test_the_built_card_carries_the_rule_in_its_words() -> None:
    built = build(Card("Eightfold Maze", "Instant", "{2}{W}", text=MAZE))
    (rule,) = built.of_kind(timing.CastOnly)
    assert rule.words == ("during the declare attackers step and only if you've been "
                          "attacked this step")
    assert rule.when == timing.During((timing.Step.DECLARE_ATTACKERS,))
