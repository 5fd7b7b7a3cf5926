"""The format's second round (SCENARIO_FORMAT.md, "Additions, second round"): checking a
run as it goes, labels for created objects, the new expectation keys, fine print 28-32,
and the keys the engine can't carry out yet, refused by name."""

from __future__ import annotations

import pytest

from rulings_kit.core import events as ev
from rulings_kit.core.engine import Txn
from rulings_kit.errors import ScenarioError
from rulings_kit.scenarios import Scenario

HEAD = 'format = 1\ntitle = "t"\n'
BOLT = (
    HEAD + '[players.Alice]\nbattlefield = ["Mountain"]\nhand = ["Lightning Bolt"]\n'
    '[players.Bob]\nbattlefield = ["Grizzly Bears", "Forest"]\n'
    '[[do]]\ncast = "Lightning Bolt"\ntargets = ["Grizzly Bears"]\n'
)
#: a card whose enters trigger creates two tokens (the names labels give them)
SOLDIERS = (
    '[cards."Soldier Maker"]\nmana_cost = "{2}"\ntype = "Artifact Creature — Golem"\npt = "1/1"\n'
    'text = "When this creature enters, create two 1/1 white Soldier creature tokens."\n'
)


def load(text: str) -> Scenario:
    return Scenario.from_toml(text, "f.toml")


def report(text: str) -> str:
    result = load(text).check()
    assert not result.passed, result.report()
    return result.report()


def passes(text: str) -> None:
    result = load(text).check()
    assert result.passed, result.report()


# ---- checking a run as it goes ---------------------------------------------------------
def test_an_action_expectation_is_checked_right_after_that_action() -> None:
    passes(BOLT + 'expect = { stack = ["Lightning Bolt"], count = { "Bob:battlefield:creature" = 1 } }\n'
           '[[do]]\nresolve = 1\nexpect = { count = { "Bob:battlefield:creature" = 0 } }\n')


def test_a_failing_action_expectation_names_the_action_and_stops_there() -> None:
    text = report(BOLT + 'expect = { stack = [] }\n[[do]]\nresolve = 1\n'
                  '[expect]\nlife = { Bob = 3 }\n')
    assert "f.toml: action 1 (cast = 'Lightning Bolt'): stack: expected [], got ['Lightning Bolt']" in text
    assert "life" not in text  # the file fails at the first action whose expectations fail


def test_an_action_expected_to_fail_lets_the_run_go_on_from_where_it_was() -> None:
    passes(HEAD + '[players.Alice]\nbattlefield = [{card = "Llanowar Elves", sick = true}, "Mountain"]\n'
           'hand = ["Lightning Bolt"]\n[players.Bob]\n'
           '[[do]]\nactivate = "Llanowar Elves"\nexpect = { error = "302.6", pool = { Alice = "" } }\n'
           '[[do]]\ncast = "Lightning Bolt"\ntargets = ["Bob"]\n[[do]]\nresolve = 1\n'
           '[expect]\nlife = { Bob = 17 }\n')


def test_an_action_expected_to_fail_that_is_allowed_fails_the_file() -> None:
    text = report(BOLT + 'expect = { error = "302.6" }\n')
    assert "action 1" in text and "expected the action to be rejected citing 302.6" in text


def test_labels_name_the_objects_an_action_creates_in_creation_order() -> None:
    passes(HEAD + SOLDIERS + '[players.Alice]\nbattlefield = [{card = "Plains", count = 2}]\n'
           'hand = ["Soldier Maker"]\n[players.Bob]\n[[do]]\ncast = "Soldier Maker"\n'
           '[[do]]\nresolve = "all"\nlabels = { "Soldier" = ["s1", "s2"] }\n'
           'expect = { count = { "Alice:battlefield:Soldier Token" = 2, "Alice:battlefield:token" = 2 } }\n'
           '[expect]\npt = { s1 = "1/1" }\ncontroller = { s2 = "Alice" }\n'
           'contains = { "Alice:battlefield" = ["s1", "s2"] }\n')


def test_labels_whose_count_differs_from_what_was_created_are_an_error() -> None:
    text = report(HEAD + SOLDIERS + '[players.Alice]\nbattlefield = [{card = "Plains", count = 2}]\n'
                  'hand = ["Soldier Maker"]\n[players.Bob]\n[[do]]\ncast = "Soldier Maker"\n'
                  '[[do]]\nresolve = "all"\nlabels = { "Soldier Token" = ["s1", "s2", "s3"] }\n')
    assert "action 2" in text and "3 labels for 'Soldier Token'" in text and "2 objects" in text


# ---- more expectations -------------------------------------------------------------------
ANGEL = HEAD + '[players.Alice]\nbattlefield = ["Serra Angel", "Grizzly Bears"]\n[players.Bob]\n'


@pytest.mark.parametrize(
    "expect",
    [
        'controller = { "Serra Angel" = "Alice" }',
        'types = { "Serra Angel" = "Creature — Angel" }',
        'colors = { "Serra Angel" = "W", "Grizzly Bears" = "G" }',
        'keywords = { "Serra Angel" = ["FLYING"] }',
        'lacks = { "Grizzly Bears" = ["flying", "haste"] }',
        'count = { "stack" = 0, "Alice:battlefield" = 2, "Alice:battlefield:creature" = 2, '
        '"Alice:battlefield:land" = 0, "Bob:battlefield:Serra Angel" = 0 }',
    ],
)
def test_the_new_expectations_hold(expect: str) -> None:
    passes(ANGEL + f"[expect]\n{expect}\n")


@pytest.mark.parametrize(
    ("expect", "words"),
    [
        ('controller = { "Serra Angel" = "Bob" }', "controller Serra Angel: expected 'Bob', got 'Alice'"),
        ('types = { "Serra Angel" = "Artifact Creature — Angel" }', "got 'Creature — Angel'"),
        ('colors = { "Serra Angel" = "WU" }', "colors Serra Angel: expected 'WU', got 'W'"),
        ('lacks = { "Serra Angel" = ["Vigilance"] }', "lacks Serra Angel: has ['Vigilance']"),
        ('count = { "Alice:battlefield:creature" = 3 }', "count Alice:battlefield:creature: expected 3, got 2"),
    ],
)
def test_a_new_expectation_that_fails_shows_expected_and_actual(expect: str, words: str) -> None:
    assert words in report(ANGEL + f"[expect]\n{expect}\n")


def test_castable_and_activatable_use_the_engines_own_rules() -> None:
    # Bolt: a Mountain pays for it; Shock has no mana left; Giant Growth needs a creature to
    # target; Divination is a sorcery on Bob's turn (117.1a); a sick Llanowar Elves can't {T}
    passes(HEAD + '[players.Alice]\nbattlefield = ["Mountain", {card = "Llanowar Elves", sick = true}]\n'
           'hand = ["Lightning Bolt", "Divination"]\n[players.Bob]\n'
           'battlefield = ["Llanowar Elves", "Forest"]\nhand = ["Giant Growth"]\n'
           '[turn]\nactive = "Bob"\n'
           '[expect]\ncastable = { Alice = ["Lightning Bolt"] }\n'
           'not_castable = { Alice = ["Divination"] }\n'
           'activatable = { Bob = ["Bob:Llanowar Elves"] }\n'
           'not_activatable = { Alice = ["Alice:Llanowar Elves"] }\n')
    text = report(HEAD + '[players.Alice]\nhand = ["Lightning Bolt"]\n[players.Bob]\n'
                  '[expect]\ncastable = { Alice = ["Lightning Bolt"] }\n')
    assert "castable Alice: Alice can't cast ['Lightning Bolt'] now" in text


def test_a_spell_without_a_legal_target_is_not_castable() -> None:
    passes(HEAD + '[players.Alice]\nbattlefield = ["Forest"]\nhand = ["Giant Growth"]\n'
           '[players.Bob]\n[expect]\nnot_castable = { Alice = ["Giant Growth"] }\n')


# ---- fine print 28, 29 and issue 25 --------------------------------------------------------
def test_a_label_matches_its_object_in_zones_and_contains() -> None:
    passes(HEAD + '[players.Alice]\nbattlefield = [{card = "Grizzly Bears", as = "bear"}, "Forest"]\n'
           '[players.Bob]\n[expect]\nzones = { "Alice:battlefield" = ["bear", "Forest"] }\n'
           'contains = { "Alice:battlefield" = ["bear"] }\n')


def test_a_single_reference_to_objects_that_differ_is_an_error_naming_them() -> None:
    # two Grizzly Bears, one pumped by Giant Growth: pt of "Grizzly Bears" can't mean the first
    text = report(HEAD + '[players.Alice]\nbattlefield = [{card = "Grizzly Bears", count = 2}, "Forest"]\n'
                  'hand = ["Giant Growth"]\n[players.Bob]\n'
                  '[[do]]\ncast = "Giant Growth"\ntargets = ["Grizzly Bears"]\n[[do]]\nresolve = 1\n'
                  '[expect]\npt = { "Grizzly Bears" = "2/2" }\n')
    assert "expect.pt: 'Grizzly Bears' is ambiguous" in text and "(5/5)" in text and "(2/2)" in text


def test_a_name_given_twice_to_attack_declares_two_creatures() -> None:
    # 508.1a: each creature is declared once; the same name twice names two of them
    bears = HEAD + '[players.Alice]\nbattlefield = [{card = "Grizzly Bears", count = 2}]\n[players.Bob]\n'
    passes(bears + '[[do]]\nattack = ["Grizzly Bears", "Grizzly Bears"]\n'
           '[[do]]\nadvance = "main2"\n[expect]\nlife = { Bob = 16 }\n')
    one = HEAD + '[players.Alice]\nbattlefield = ["Grizzly Bears"]\n[players.Bob]\n'
    text = report(one + '[[do]]\nattack = ["Grizzly Bears", "Grizzly Bears"]\n')
    assert "508.1a" in text and "named 2 times" in text


def test_the_table_form_of_attack_attacks_a_player() -> None:
    passes(HEAD + '[players.Alice]\nbattlefield = ["Grizzly Bears"]\n[players.Bob]\n'
           '[[do]]\nattack = { "Grizzly Bears" = "Bob" }\n[[do]]\nadvance = "main2"\n'
           '[expect]\nlife = { Bob = 18 }\n')


# ---- set-up: counters on players, refused kinds and keys --------------------------------
def test_ten_poison_counters_lose_the_game_as_a_state_based_action() -> None:
    # 704.5c (122.1f): Bob starts with ten; the next check of state-based actions ends it
    scenario = load(HEAD + '[players.Alice]\n[players.Bob]\ncounters = { Poison = 10 }\n'
                    '[expect]\ncounters = { Bob = { poison = 10 } }\n')
    assert scenario.check().passed  # kinds compare without regard to case (fine print 32)
    txn = Txn(scenario.start(), {})
    txn.settle(strict=True)
    assert txn.state.player("Bob").lost
    assert [e.rule for e in txn.events if isinstance(e, ev.PlayerLost)] == ["704.5c"]
    passes(HEAD + '[players.Alice]\n[players.Bob]\ncounters = { poison = 9, energy = 2 }\n'
           '[[do]]\npass = true\n[expect]\nlost = []\ncounters = { Bob = { poison = 9, ENERGY = 2 } }\n')
    text = report(HEAD + '[players.Alice]\n[players.Bob]\ncounters = { poison = 9 }\n'
                  '[expect]\ncounters = { Alice = { poison = 0 }, Bob = { poison = 8 } }\n')
    assert "counters Bob poison: expected 8, got 9" in text


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (HEAD + '[players.Alice]\nbattlefield = [{card = "Grizzly Bears", counters = {finality = 1}}]\n',
         ["players.Alice.battlefield[0].counters.finality", "'finality' counters", "122.1h"]),
        (HEAD + '[players.Alice]\nbattlefield = [{card = "Grizzly Bears", counters = {Exalted = 1}}]\n',
         ["counters.Exalted", "122.1b"]),
        (HEAD + '[players.Alice]\ncounters = { rad = 1 }\n', ["players.Alice.counters.rad", "122.1i"]),
        (HEAD + '[players.Alice]\ndesignations = ["initiative"]\n', ["players.Alice.designations[0]", "726"]),
        (HEAD + '[players.Alice]\ndesignations = ["queen"]\n', ["unknown designation 'queen'", "monarch"]),
        (HEAD + '[players.Alice]\ndesignations = ["monarch"]\n[players.Bob]\ndesignations = ["monarch"]\n',
         ["players.Bob.designations", "725.3"]),
        (HEAD + '[players.Alice]\nemblems = ["Garruk Wildspeaker"]\n', ["emblems", "114"]),
        (HEAD + '[players.Alice]\n[[do]]\ncast = "Shock"\nextra = { bargain = "Food Token" }\n',
         ["action 1", "extra.bargain", "601.2b"]),
        (HEAD + '[players.Alice]\n[[do]]\nactivate = "Shock"\nsacrifice = ["Grizzly Bears"]\n',
         ["action 1", "'sacrifice' is not supported yet", "choose:SOURCE"]),
        (HEAD + '[players.Alice]\n[expect]\ncount = { "Alice:deck" = 1 }\n',
         ["expect.count.Alice:deck", "Player:zone:TYPE"]),
        (HEAD + '[players.Alice]\n[expect]\ncolors = { "Shock" = "red" }\n', ["expect.colors.Shock", "WUBRG"]),
        (HEAD + '[players.Alice]\n[[do]]\npass = true\nexpect = { lif = 1 }\n', ["action 1", "unknown key 'lif'"]),
    ],
)
def test_what_the_engine_cant_carry_out_is_refused_by_name(text: str, words: list[str]) -> None:
    with pytest.raises(ScenarioError) as err:
        load(text)
    for w in words:
        assert w in str(err.value)


def test_an_alternative_cost_the_card_lacks_is_refused_by_the_engine() -> None:
    text = report(HEAD + '[players.Alice]\nbattlefield = ["Mountain"]\nhand = ["Shock"]\n[players.Bob]\n'
                  '[[do]]\ncast = "Shock"\nalt = "dash"\ntargets = ["Bob"]\n')
    assert "action 1" in text and "no alternative cost 'dash'" in text and "118.9" in text
