"""Predefined tokens (111.10) by name, "investigate" (701.16a) and "surveil" (701.25a): the
grammar reads them into their own parts, which write the words back; the token's abilities are
the text rule 111.10 gives it, compiled like a card's; a token the engine doesn't define is
refused."""

from __future__ import annotations

import json
import pickle

import pytest

from rulings_kit.cards import Card, build
from rulings_kit.cards.lower.keyword_actions import predefined_token
from rulings_kit.cards.model import (
    CreatePredefined,
    Fixed,
    Investigate,
    SpellAbility,
    SurveilText,
    VariableX,
    from_json,
    to_json,
)
from rulings_kit.cards.oracle import compile_text
from rulings_kit.core.effects.cards import Surveil
from rulings_kit.core.effects.copies import Populate
from rulings_kit.core.effects.counters import Adapt, Bolster, Explore, Monstrosity, Proliferate
from rulings_kit.core.tokens import PREDEFINED_TOKENS, Amass, CreateCreatureTokens, TokenName
from rulings_kit.data.rules import bundled_rules
from rulings_kit.errors import CardDefinitionError


def spell(text: str) -> SpellAbility:
    (ability,) = compile_text("Token Maker", text, ("Sorcery",)).abilities
    assert isinstance(ability, SpellAbility)
    return ability


@pytest.mark.parametrize(("text", "part"), [
    ("Create a Treasure token.", CreatePredefined(Fixed(1), TokenName.TREASURE)),
    ("Create two Food tokens.", CreatePredefined(Fixed(2), TokenName.FOOD)),
    ("Create X Clue tokens.", CreatePredefined(VariableX(), TokenName.CLUE)),
    ("Create a tapped Treasure token.", CreatePredefined(Fixed(1), TokenName.TREASURE, tapped=True)),
    ("Investigate.", Investigate(Fixed(1))),
    ("Investigate twice.", Investigate(Fixed(2))),
    ("Investigate three times.", Investigate(Fixed(3))),
])
def test_the_grammar_reads_a_predefined_token_and_writes_it_back(text: str, part: object) -> None:
    ability = spell(text)
    assert ability.effect == part
    assert ability.text() == text
    assert from_json(json.loads(json.dumps(to_json(ability)))) == ability


@pytest.mark.parametrize("name", list(TokenName))
def test_a_predefined_token_is_what_rule_111_10_says(name: TokenName) -> None:
    token = predefined_token(name)
    said = PREDEFINED_TOKENS[name]
    rule = bundled_rules().rules[said.rule].text
    assert rule.startswith(f"A {name.value} token is a")
    assert token.is_token and token.mana_cost is None
    kind = said.type_line.split("—")[1].strip()
    assert token.subtypes == (kind,) and kind in rule  # "a colorless Treasure artifact token"
    assert token.types[0].lower() in rule
    if said.text:  # its one ability, as the rule quotes it (with curly quotes)
        assert said.text.replace("'", "’") in rule
        assert len(token.abilities) == 1
    assert pickle.loads(pickle.dumps(token)) == token  # a value (issue 21)


def test_a_walker_is_a_black_two_two_zombie_named_walker() -> None:
    walker = predefined_token(TokenName.WALKER)
    assert (walker.name, walker.subtypes, walker.colors, walker.power, walker.toughness) == (
        "Walker", ("Zombie",), frozenset("B"), 2, 2)


def test_the_instruction_creates_the_predefined_token_citing_its_rule() -> None:
    card = build(Card("Token Maker", "Sorcery", "{1}", text="Create two Food tokens."))
    ((instruction,),) = [mode.effects for mode in card.modes]
    assert isinstance(instruction, CreateCreatureTokens)
    assert instruction.token == predefined_token(TokenName.FOOD)
    assert instruction.rule == "111.10b"


@pytest.mark.parametrize("text", ["Create a Powerstone token.", "Create a Map token.",
                                  "Create a Junk token.", "Create an Incubator token."])
def test_a_token_the_engine_does_not_define_is_refused(text: str) -> None:
    with pytest.raises(CardDefinitionError, match="token"):
        build(Card("Token Maker", "Sorcery", "{1}", text=text))


def test_surveil_reads_as_its_own_part_and_builds_the_surveil_instruction() -> None:
    ability = spell("Surveil 2.")
    assert ability.effect == SurveilText(Fixed(2)) and ability.text() == "Surveil 2."
    card = build(Card("Looker", "Sorcery", "{U}", text="Surveil 2."))
    assert [mode.effects for mode in card.modes] == [(Surveil(2),)]


@pytest.mark.parametrize(("text", "instruction"), [
    ("Proliferate.", Proliferate()), ("Bolster 2.", Bolster(2)),
])
def test_counter_actions_read_write_back_and_build(text: str, instruction: object) -> None:
    assert spell(text).text() == text
    card = build(Card("Counter Maker", "Sorcery", "{1}", text=text))
    assert [mode.effects for mode in card.modes] == [(instruction,)]


def test_adapt_is_a_permanents_ability_that_writes_back() -> None:
    (ability,) = compile_text("Aeromunculus", "{2}{G}{U}: Adapt 1.", ("Creature",)).abilities
    assert ability.text() == "{2}{G}{U}: Adapt 1."
    card = build(Card("Aeromunculus", "Creature — Homunculus Mutant", "{1}{G}{U}", "2", "3",
                      text="{2}{G}{U}: Adapt 1."))
    assert [a.effects for a in card.abilities] == [(Adapt(1),)]


def test_explore_reads_its_subject_and_writes_it_back() -> None:
    assert spell("Target creature you control explores.").text() == (
        "Target creature you control explores.")
    card = build(Card("Merfolk Branchwalker", "Creature — Merfolk Scout", "{1}{G}", "2", "1",
                      text="When Merfolk Branchwalker enters the battlefield, it explores."))
    ((explore,),) = [a.effects for a in card.abilities]
    assert isinstance(explore, Explore) and explore.words == "It explores."


@pytest.mark.parametrize(("text", "subtype"), [("Amass 2.", "Zombie"), ("Amass Orcs 2.", "Orc")])
def test_amass_in_both_forms_reads_writes_back_and_builds(text: str, subtype: str) -> None:
    assert spell(text).text() == text
    card = build(Card("Army Maker", "Sorcery", "{1}", text=text))
    assert [mode.effects for mode in card.modes] == [(Amass(2, subtype),)]


def test_populate_reads_writes_back_and_builds() -> None:
    assert spell("Populate.").text() == "Populate."
    card = build(Card("Wake the Reflections", "Sorcery", "{W}", text="Populate."))
    assert [mode.effects for mode in card.modes] == [(Populate(),)]
    with pytest.raises(CardDefinitionError):  # "populate X times" isn't read yet
        build(Card("Full Flowering", "Sorcery", "{X}{X}{G}", text="Populate X times."))


def test_support_means_counters_on_up_to_n_targets_other_only_on_a_permanent() -> None:
    assert spell("Support 2.").text() == "Support 2."
    spell_def = build(Card("Lead by Example", "Instant", "{1}{G}", text="Support 2."))
    ((spec,),) = [mode.targets for mode in spell_def.modes]
    assert (spec.what, spec.count, spec.up_to) == ("up to two target creatures", 2, True)
    creature = build(Card("Joraga Auxiliary", "Creature — Elf Soldier Ally", "{1}{G}{W}", "2",
                          "3", text="{4}{G}{W}: Support 2."))
    (ability,) = creature.abilities
    assert ability.targets[0].what == "up to two other target creatures"
    assert ability.effects[0].rule == "701.41a"


def test_monstrosity_reads_writes_back_and_builds_but_x_is_refused() -> None:
    card = build(Card("Gluttonous Cyclops", "Creature — Cyclops", "{5}{R}", "5", "4",
                      text="{5}{R}{R}: Monstrosity 3."))
    assert [a.effects for a in card.abilities] == [(Monstrosity(3),)]
    assert card.text_from_parts == "{5}{R}{R}: Monstrosity 3."
    with pytest.raises(CardDefinitionError):  # 701.37c: X isn't carried out yet
        build(Card("Polukranos", "Creature — Hydra", "{2}{G}{G}", "5", "5",
                   text="{X}{X}{G}: Monstrosity X."))
