"""Spending restrictions (106.6) as values: the spells and the abilities' sources they
allow mana to pay for."""

from __future__ import annotations

from rulings_kit.core.mana import SpellKind, SpendOnly

ARTIFACTS = SpendOnly("to cast artifact spells or activate abilities of artifacts",
                      types=("Artifact",), ability_types=("Artifact",))


def test_artifact_mana_pays_for_artifact_spells_and_abilities_of_artifacts() -> None:
    assert ARTIFACTS.allows(("Artifact", "Creature"), frozenset())
    assert not ARTIFACTS.allows(("Creature",), frozenset("G"))
    assert ARTIFACTS.allows_ability(("Artifact",), ())
    assert not ARTIFACTS.allows_ability(("Creature",), ("Elf",))


def test_mana_only_for_abilities_pays_for_no_spell() -> None:
    only = SpendOnly("to activate abilities of artifacts", spells=False,
                     ability_types=("Artifact",))
    assert not only.allows(("Artifact",), frozenset())
    assert only.allows_ability(("Artifact", "Creature"), ("Myr",))


def test_mana_for_spells_pays_for_no_ability() -> None:
    only = SpendOnly("to cast creature spells", types=("Creature",))
    assert not only.allows_ability(("Creature",), ())


def test_an_elf_creature_spell_needs_both_words() -> None:
    only = SpendOnly("to cast Elf creature spells", kinds=(SpellKind(("Creature",), ("Elf",)),))
    assert only.allows(("Creature",), frozenset("G"), ("Elf", "Druid"))
    assert not only.allows(("Creature",), frozenset("G"), ("Bear",))
    assert not only.allows(("Tribal", "Instant"), frozenset("G"), ("Elf",))


def test_legendary_spells() -> None:
    only = SpendOnly("to cast legendary spells", kinds=(SpellKind(supertypes=("Legendary",)),))
    assert only.allows(("Artifact",), frozenset(), (), ("Legendary",))
    assert not only.allows(("Artifact",), frozenset(), (), ())


def test_the_chosen_type_is_the_one_bound_as_the_mana_is_made() -> None:
    kind = SpellKind(("Creature",), of_chosen_type=True)
    unbound = SpendOnly("to cast creature spells of the chosen type", kinds=(kind,))
    assert not unbound.allows(("Creature",), frozenset("G"), ("Elf",))  # none chosen
    elf = SpendOnly("to cast creature spells of the chosen type", kinds=(kind,), chosen="Elf")
    assert elf.allows(("Creature",), frozenset("G"), ("Elf", "Warrior"))
    assert not elf.allows(("Creature",), frozenset("G"), ("Bear",))


def test_abilities_of_a_subtype() -> None:
    only = SpendOnly("to cast Myr spells or activate abilities of Myr", subtypes=("Myr",),
                     ability_subtypes=("Myr",))
    assert only.allows_ability(("Artifact", "Creature"), ("Myr",))
    assert not only.allows_ability(("Artifact",), ())
