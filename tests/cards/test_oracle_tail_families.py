"""Families of the refusal table's long tail: ability words (207.2c: "Landfall — ..." has
no rules meaning; the card has the ability after the dash, and the rules text keeps the
word), threshold and hellbent conditions (611.3a), "N target creatures each get" (601.2c)."""

from __future__ import annotations

import pytest

from rulings_kit.cards.model import (
    AbilityWord,
    TriggeredAbilityText,
    WordedAbility,
    from_json,
    to_json,
)
from rulings_kit.cards.oracle import compile_text
from rulings_kit.errors import DataError, OracleTextError

LYNX = "Landfall — Whenever a land you control enters, ~ gets +2/+2 until end of turn."


def test_an_ability_word_wraps_the_ability_after_its_dash() -> None:
    parts = compile_text("Steppe Lynx", LYNX, ("Creature",))
    (found,) = parts.abilities
    assert isinstance(found, WordedAbility)
    assert found.word is AbilityWord.LANDFALL
    assert isinstance(found.ability, TriggeredAbilityText)
    assert parts.text() == ("Landfall — Whenever a land you control enters, this creature "
                            "gets +2/+2 until end of turn.")
    assert from_json(to_json(parts)) == parts
    assert from_json(to_json(parts)).abilities[0].word is AbilityWord.LANDFALL


@pytest.mark.parametrize("word", ["Council's dilemma", "Will of the council", "Fateful hour"])
def test_ability_words_of_several_words_are_read(word: str) -> None:
    text = f"{word} — Whenever a land you control enters, ~ gets +2/+2 until end of turn."
    (found,) = compile_text("X", text, ("Creature",)).abilities
    assert isinstance(found, WordedAbility) and found.word.value == word


def test_a_word_that_is_not_an_ability_word_is_refused() -> None:
    with pytest.raises(OracleTextError, match="stopped at 'Lynxfall'"):
        compile_text("X", LYNX.replace("Landfall", "Lynxfall"), ("Creature",))


def test_the_ability_after_the_dash_must_be_understood() -> None:
    with pytest.raises(OracleTextError, match="stopped at"):
        compile_text("X", "Landfall — Whenever a land you control enters, frobnicate.",
                     ("Creature",))


def test_an_unknown_ability_word_in_json_is_refused() -> None:
    data = to_json(compile_text("Steppe Lynx", LYNX, ("Creature",)))
    data["abilities"][0]["word"] = "Lynxfall"
    with pytest.raises(DataError, match=r"WordedAbility\.word: unknown phrase 'Lynxfall'"):
        from_json(data)


@pytest.mark.parametrize("text", [
    "Threshold — ~ gets +2/+2 as long as seven or more cards are in your graveyard.",
    "Threshold — As long as seven or more cards are in your graveyard, ~ gets +1/+1 and has "
    "first strike.",
    "Hellbent — ~ has shadow as long as you have no cards in hand.",
    "Delirium — ~ gets +3/+0 as long as there are four or more card types among cards in "
    "your graveyard.",
])
def test_threshold_and_hellbent_conditions_write_their_text_back(text: str) -> None:
    parts = compile_text("X", text, ("Creature",))
    assert parts.text() == text.replace("~", "this creature").replace("— this", "— This")
    assert from_json(to_json(parts)) == parts


def test_threshold_counts_only_cards_in_your_graveyard() -> None:
    with pytest.raises(OracleTextError, match="stopped at"):
        compile_text("X", "~ gets +2/+2 as long as seven or more cards are in exile.",
                     ("Creature",))


def test_each_after_several_targets_writes_back_and_reads_as_the_targets() -> None:
    text = "Up to two target creatures each get +1/+1 and gain lifelink until end of turn."
    parts = compile_text("X", text, ("Instant",))
    assert parts.text() == text
    assert from_json(to_json(parts)) == parts


def test_each_after_a_single_target_is_refused() -> None:
    with pytest.raises(OracleTextError, match="stopped at 'each'"):
        compile_text("X", "Target creature each get +1/+1 until end of turn.", ("Instant",))


def test_may_choose_not_to_untap_writes_back_and_is_only_of_the_card_itself() -> None:
    text = "You may choose not to untap ~ during your untap step."
    parts = compile_text("X", text, ("Artifact",))
    assert parts.text() == "You may choose not to untap this artifact during your untap step."
    assert from_json(to_json(parts)) == parts
    with pytest.raises(OracleTextError, match="stopped at"):
        compile_text("X", "You may choose not to untap target creature during your untap step.",
                     ("Artifact",))
