"""The words of a filter are typed (issue 21): colors (105.1), card types (205.2a),
subtypes from the Comprehensive Rules' lists (205.3g-205.3m), supertypes (205.4a) and
states, read once by the grammar. JSON holds the printed words; a card file with a word
none of the vocabularies has is refused as it loads, naming the field and what is
valid."""

from __future__ import annotations

import pytest

from rulings_kit.cards import model as m
from rulings_kit.cards.oracle import compile_text
from rulings_kit.errors import DataError, OracleTextError


def _filter(text: str) -> m.Filter:
    """The filter of the first effect of a one-line spell ``text``."""
    spell = compile_text("Test", text, ("Instant",)).abilities[0]
    found = m.to_json(spell)
    parts = m.from_json(found)
    assert parts == spell  # and the JSON reads back to the same parts
    effect = getattr(spell.effect, "parts", (spell.effect,))[0]
    return effect.what.filter


def test_a_filter_is_read_into_typed_words_and_written_as_the_printed_ones() -> None:
    f = _filter("Destroy target non-Human attacking or blocking Soldier creature.")
    assert f.types == (m.Kind((m.Subtype("Soldier"),), (m.KindWord.CREATURE,)),)
    assert f.adjectives == (m.Adjective(m.Subtype("Human"), m.Non.NON_HYPHEN),
                            m.Adjective(m.StateWord.ATTACKING,
                                        alternatives=(m.StateWord.BLOCKING,)))
    data = m.to_json(f)
    assert data["types"] == ["Soldier creature"]  # the JSON is the words, as before
    assert data["adjectives"] == ["non-Human", "attacking or blocking"]


@pytest.mark.parametrize(("text", "subtype"), [
    ("Destroy all Werewolves.", "Werewolf"),  # read as "Werewolve" before
    ("Destroy all Allies.", "Ally"),  # "Allie"
    ("Destroy all Aurochs.", "Aurochs"),  # "Auroch": already singular
    ("Destroy all Octopuses.", "Octopus"),
])
def test_a_plural_subtype_is_the_subtype_of_the_rules_list(text: str, subtype: str) -> None:
    assert _filter(text).types == (m.Kind((m.Subtype(subtype),)),)


def test_a_capitalised_word_that_is_no_subtype_is_not_read_as_one() -> None:
    # a commander (903.3) is no creature type: the sentence is refused, not read wrongly
    with pytest.raises(OracleTextError, match="stopped at 'Commander'"):
        compile_text("Test", "Commander creatures you control get +2/+2.", ("Enchantment",))


def test_a_capitalised_negated_subtype_is_read() -> None:
    f = compile_text("Test", "Non-Eye creatures you control can't attack.",
                     ("Enchantment",)).abilities[0].effect.what.filter
    assert f.adjectives == (m.Adjective(m.Subtype("Eye"), m.Non.NON_HYPHEN_CAPITAL),)


@pytest.mark.parametrize(("field", "words", "said"), [
    ("types", ["Soldeir creature"], "Filter.types: unknown words 'Soldeir creature'"),
    ("adjectives", ["tappd"], "Filter.adjectives: unknown words 'tappd'"),
    ("colors", ["purple"], "Filter.colors: unknown phrase 'purple'"),
])
def test_a_card_file_with_a_word_no_vocabulary_has_is_refused_as_it_loads(
        field: str, words: list[str], said: str) -> None:
    data = m.to_json(m.Filter((m.CREATURE,)))
    data[field] = words
    with pytest.raises(DataError) as failed:
        m.from_json(data)
    assert str(failed.value).startswith(said)
    assert "expected" in str(failed.value) or "valid" in str(failed.value)
    assert "\n" not in str(failed.value)


def test_protection_from_a_kind_is_typed_and_printed_in_the_plural() -> None:
    line = compile_text("Test", "Protection from Elves and from red",
                        ("Creature",)).abilities[0]
    keyword = line.keywords[0]
    assert keyword.quality == m.ProtectionFrom(m.Subtype("Elf"))
    assert keyword.also == (m.ProtectionFrom(m.ColorWord.RED),)
    assert line.text() == "Protection from Elves and from red"
    data = m.to_json(keyword)
    assert (data["quality"], data["also"]) == ("Elves", ["red"])
    assert m.from_json(data) == keyword
    assert m.to_json(m.Keyword(m.KeywordName.FLYING))["quality"] == ""


def test_the_subtypes_are_the_rules_lists() -> None:
    assert len(m.SUBTYPE_OF) > 450  # 205.3g-205.3m
    assert m.SUBTYPE_OF["Aura"] == "enchantment" and m.SUBTYPE_OF["Goblin"] == "creature"
    assert m.SUBTYPE_OF["Urza's"] == "land" and m.SUBTYPE_OF["Time Lord"] == "creature"
