"""One player, several verbs (608.2c): "Target player draws two cards and loses 2 life"
names its player once, so it has one target, and the words written back say it once."""

from __future__ import annotations

import pytest

from rulings_kit.cards.lower import build
from rulings_kit.cards.model import And, Card, Then, from_json, to_json
from rulings_kit.cards.oracle import compile_text
from rulings_kit.errors import OracleTextError


@pytest.mark.parametrize("text", [
    "Target player draws two cards and loses 2 life.",
    "Target player draws four cards, then discards three cards.",
    "Target opponent sacrifices a creature, discards a card, and loses 3 life.",
    "Each player draws three cards, then discards three cards at random.",
    "Target player gains 7 life and draws two cards.",
])
def test_the_subject_is_said_once_and_read_back_once(text: str) -> None:
    parts = compile_text("Odd Pact", text, ("Sorcery",))
    (ability,) = parts.abilities
    assert isinstance(ability.effect, And | Then)  # type: ignore[attr-defined]
    assert ability.effect.same_subject  # type: ignore[attr-defined]
    assert parts.text() == text and from_json(to_json(parts)) == parts


def test_one_target_for_the_player_every_verb_names() -> None:
    built = build(Card("Odd Pact", "Sorcery", "{1}{B}",
                       text="Target player draws two cards and loses 2 life."))
    (mode,) = built.modes
    assert len(mode.targets) == 1


def test_a_list_before_then_is_refused_rather_than_read_back_otherwise() -> None:
    with pytest.raises(OracleTextError):
        compile_text("Odd Pact", "Target opponent sacrifices a creature, discards three "
                     "cards, then loses 5 life.", ("Sorcery",))


def test_a_verb_of_another_kind_after_the_player_is_not_shared() -> None:
    # "... and loses 2 life" is shared; "and deals" can't be a player's verb
    with pytest.raises(OracleTextError):
        compile_text("Odd Pact", "Target player draws two cards and deals 2 damage.",
                     ("Sorcery",))


@pytest.mark.parametrize("text", [
    "At the beginning of combat on your turn, you may pay {1} and sacrifice an artifact. "
    "If you do, create a 3/1 red Construct artifact creature token with haste.",
    "At the beginning of your end step, you may pay {2}{R} and sacrifice a nonland permanent.",
])
def test_you_may_do_two_things_is_refused_not_read_as_one_optional_and_one_certain(
        text: str) -> None:
    # "(you may pay {1}) and sacrifice an artifact" would sacrifice the artifact even if the
    # player declined to pay (Sokenzan Smelter): refused until the choice covers both
    with pytest.raises(OracleTextError) as err:
        compile_text("Smelter", text, ("Creature",))
    assert err.value.word == "and"
