"""Restrictions on casting (601.3): "Cast this spell only during combat.", "... only
during the declare attackers step and only if you've been attacked this step.", "Cast
this spell only if you've cast another spell this turn." — read into parts, written
back as the Oracle text says them, and built into a rule the engine checks."""

from __future__ import annotations

import pytest

from rulings_kit.cards.lower import build
from rulings_kit.cards.model import (
    AbilitiesOf,
    Card,
    CastOnly,
    CastWindow,
    Restriction,
    from_json,
    to_json,
)
from rulings_kit.cards.model import (
    Test as ConditionTest,
)
from rulings_kit.cards.oracle import compile_text
from rulings_kit.core import timing
from rulings_kit.core.restrictions import activation_prohibited
from rulings_kit.core.state import Zone
from rulings_kit.errors import DataError, OracleTextError
from tests.cards.play import table

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


DAMPING = ("Activated abilities of artifacts and creatures can't be activated unless they're "
           "mana abilities.")
ARREST = ("Enchanted creature can't attack or block, and its activated abilities can't be "
          "activated.")


@pytest.mark.parametrize("line", [
    ARREST,
    "Enchanted creature's activated abilities can't be activated.",
    "Activated abilities of artifacts can't be activated.",
    "Activated abilities of creatures your opponents control can't be activated.",
    "Activated abilities of artifacts and creatures can't be activated unless they're mana "
    "abilities.",
    "Enchanted creature doesn't untap during its controller's untap step and its activated "
    "abilities can't be activated.",
])
def test_no_activations_are_read_and_written_back(line: str) -> None:
    parts = compile_text("X", "Enchant creature\n" + line, ("Enchantment",))
    assert parts.text().splitlines()[1] == line
    assert from_json(to_json(parts)) == parts


def test_its_abilities_name_the_subject_said_before() -> None:
    (_, found) = compile_text("Arrest", "Enchant creature\n" + ARREST,
                              ("Enchantment",)).abilities
    effect = found.effect  # type: ignore[attr-defined]
    assert effect.same_subject and effect.comma
    assert effect.second.what == effect.first.what
    assert effect.second.rule is Restriction.NO_ACTIVATED_ABILITIES
    assert effect.second.abilities_of is AbilitiesOf.ITS


def test_abilities_in_other_zones_are_not_prohibited() -> None:
    """Damping Matrix's ruling: "affects only artifacts and creatures on the battlefield"."""
    matrix = Card("Damping Matrix", "Artifact", "{3}", text=DAMPING)
    elves = Card("Llanowar Elves", "Creature — Elf Druid", "{G}", "1", "1", text="{T}: Add {G}.")
    state = table({Zone.BATTLEFIELD: [matrix, elves], Zone.HAND: [elves]})
    on, off = sorted((o for o in state.objects if o.name == "Llanowar Elves"),
                     key=lambda o: o.zone is Zone.HAND)
    assert activation_prohibited(state, on, mana=False) == "Damping Matrix"
    assert activation_prohibited(state, on, mana=True) is None  # 605.1a
    assert activation_prohibited(state, off, mana=False) is None


@pytest.mark.parametrize("line", [
    "This land enters tapped unless you control two or fewer other lands.",
    "This land enters tapped unless you have two or more opponents.",
])
def test_unless_conditions_of_entering_tapped_round_trip(line: str) -> None:
    parts = compile_text("X", line.replace("This land", "X"), ("Land",))
    assert parts.text() == line
    assert from_json(to_json(parts)) == parts


def test_or_fewer_is_refused_where_only_or_more_is_carried_out() -> None:
    from rulings_kit.cards.lower.conditions import source_test
    from rulings_kit.cards.lower.strict import Unsupported
    from rulings_kit.cards.model import ConditionText, PlayerRef, Who

    with pytest.raises(Unsupported):
        source_test(ConditionText(PlayerRef(Who.YOU), ConditionTest.DRAWN_THIS_TURN, n=5,
                                  at_most=True))  # "or fewer" life is LifeAtMost (119.1)


@pytest.mark.parametrize(("line", "whom"), [
    ("Players can't gain life.", "players"),
    ("Your opponents can't gain life.", "your opponents"),
    ("You can't gain life.", "you"),
])
def test_rules_for_players_who_cant_gain_life(line: str, whom: str) -> None:
    from rulings_kit.core.player_rules import ForItsController, PlayerRule

    card = Card("X", "Enchantment", "{1}", text=line)
    assert compile_text("X", line, ("Enchantment",)).text() == line
    (rule,) = build(card).of_kind(ForItsController)
    assert rule.rule is PlayerRule.CANT_GAIN_LIFE and rule.whom.value == whom


def test_a_player_rule_for_players_the_engine_doesnt_keep_is_refused() -> None:
    with pytest.raises(OracleTextError, match="have hexproof"):
        build(Card("X", "Enchantment", "{1}", text="Your opponents have hexproof."))
