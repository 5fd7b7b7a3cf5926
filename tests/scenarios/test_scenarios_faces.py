"""Cards with several faces (SCENARIO_FORMAT.md, "Cards with several faces"; 708-712,
715): the characteristics of the whole card, the face a spell or permanent shows, the
names a reader may write, and the mistakes a reader may make, each refused in words."""

from __future__ import annotations

import pytest

from rulings_kit.cards import CardPool
from rulings_kit.core.mana import ManaCost
from rulings_kit.errors import ScenarioError
from rulings_kit.scenarios import Scenario

HEAD = 'format = 1\ntitle = "t"\n'
FIRE = (HEAD + '[players.Alice]\nbattlefield = ["Island", "Mountain"]\nhand = ["Fire // Ice"]\n'
        'library = ["Island"]\n[players.Bob]\nbattlefield = ["Grizzly Bears"]\n')


def report(text: str) -> str:
    try:
        result = Scenario.from_toml(text, "f.toml").check()
    except ScenarioError as e:  # refused as the file is read
        return str(e)
    assert not result.passed, result.report()
    return result.report()


def passes(text: str) -> None:
    result = Scenario.from_toml(text, "f.toml").check()
    assert result.passed, result.report()


def test_a_split_card_off_the_stack_has_both_halves_characteristics() -> None:
    whole = CardPool.bundled().get("Fire // Ice")  # 709.4, 709.4b: red and blue, {1}{R}+{1}{U}
    assert whole.colors == {"R", "U"} and whole.mana_cost == ManaCost(2, ("R", "U"))
    assert whole.mana_cost.mana_value == 4 and not whole.modes  # cast only as a half (709.3)


def test_a_double_faced_card_is_its_front_face_outside_the_battlefield() -> None:
    whole = CardPool.bundled().get("Akoum Warrior // Akoum Teeth")  # 712.8a
    assert whole.name == "Akoum Warrior" and whole.types == ("Creature",)
    assert whole.power == 4 and [f.name for f in whole.faces] == ["Akoum Warrior", "Akoum Teeth"]


def test_an_adventurer_card_is_its_creature_outside_the_stack() -> None:
    whole = CardPool.bundled().get("Giant Killer // Chop Down")  # 715.4
    assert whole.name == "Giant Killer" and whole.types == ("Creature",)


def test_the_half_cast_is_the_spell_and_either_name_finds_the_card_elsewhere() -> None:
    passes(FIRE + '[[do]]\ncast = "Fire"\nface = "Ice"\ntargets = ["Grizzly Bears"]\n'
           'expect = { stack = ["Ice"], colors = { "Ice" = "U" } }\n'
           '[[do]]\nresolve = 1\n[expect]\nzones = { "Alice:graveyard" = ["Ice"] }\n'
           'colors = { "Fire // Ice" = "UR" }\n')


@pytest.mark.parametrize(
    ("action", "words"),
    [
        ('cast = "Fire // Ice"\ntargets = ["Grizzly Bears"]\n',
         "Fire // Ice is a split card: choose the half to cast with face = 'Fire' or 'Ice' (709.3)"),
        ('cast = "Fire // Ice"\nface = "Water"\n',
         "Fire // Ice has no face 'Water'; its faces: 'Fire' or 'Ice'"),
        ('cast = "Fire // Ice"\nfuse = true\ntargets = ["Grizzly Bears"]\n',
         "Fire // Ice has no fuse (702.102a)"),
        ('cast = "Fire // Ice"\nface = "Ice"\nfuse = true\n',
         "fuse = true casts both halves (702.102a); leave out face"),
        ('play = "Fire // Ice"\nface = "Ice"\n', "Ice is not a land face; cast it instead (712.12)"),
    ],
)
def test_a_face_the_card_cant_be_cast_as_is_refused_in_words(action: str, words: str) -> None:
    assert words in report(FIRE + "[[do]]\n" + action)


def test_a_back_face_is_placed_with_face_and_checked_with_expect_face() -> None:
    passes(HEAD + '[players.Alice]\nbattlefield = [{card = "Akoum Warrior // Akoum Teeth", '
           'face = "Akoum Teeth"}]\n[expect]\nface = { "Akoum Warrior // Akoum Teeth" = '
           '"Akoum Teeth" }\ntypes = { "Akoum Teeth" = "Land" }\n')
    said = report(HEAD + '[players.Alice]\nhand = [{card = "Akoum Warrior // Akoum Teeth", '
                  'face = "Akoum Teeth"}]\n')
    assert "only a permanent shows a face other than its front (712.8a)" in said



def test_day_and_night_are_set_up_and_checked() -> None:
    passes(HEAD + '[players.Alice]\n[turn]\nday_night = "night"\n[expect]\nday_night = "night"\n')
    assert 'day_night: expected \'day\', got \'neither\'' in report(
        HEAD + '[players.Alice]\n[expect]\nday_night = "day"\n')  # the game starts with neither
    assert 'expected "day", "night" or "neither", got \'dusk\'' in report(
        HEAD + '[players.Alice]\n[expect]\nday_night = "dusk"\n')
