"""core.words.plural_noun, the one plural of rules nouns ("N activated abilities")."""

from __future__ import annotations

import pytest

from rulings_kit.core.words import plural_noun


@pytest.mark.parametrize(("noun", "plural"), [
    ("ability", "abilities"), ("Ally", "Allies"), ("sorcery", "sorceries"),  # consonant + y
    ("day", "days"), ("Monkey", "Monkeys"),  # a vowel before the y
    ("creature", "creatures"), ("Elf", "Elves"), ("branch", "branches"), ("Plains", "Plains"),
])
def test_the_plural_of_a_rules_noun(noun: str, plural: str) -> None:
    assert plural_noun(noun) == plural
