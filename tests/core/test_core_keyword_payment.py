"""Convoke, improvise and delve (702.51a, 702.126a, 702.66a): what the caster names pays
part of the spell's total cost, the rest is paid with mana; anything they can't pay is
refused, naming the rule, and leaves the game as it was."""

from __future__ import annotations

import pytest

from rulings_kit.core import events as ev
from rulings_kit.errors import ScenarioError
from rulings_kit.scenarios import Scenario

HEAD = 'format = 1\ntitle = "t"\n'


def _run(alice: str, do: str) -> Scenario:
    return Scenario.from_toml(f"{HEAD}[players.Alice]\n{alice}\n[players.Bob]\n[[do]]\n{do}\n",
                              "test.toml")


def test_a_green_creature_pays_a_green_symbol_and_a_red_one_only_generic() -> None:
    # Siege Wurm {5}{G}{G}: Grizzly Bears pays {G}; Raging Goblin only {1} (702.51a)
    result = _run('battlefield = [{card = "Forest", count = 5}, "Grizzly Bears", "Raging Goblin"]'
                  '\nhand = ["Siege Wurm"]',
                  'cast = "Siege Wurm"\nconvoke = ["Grizzly Bears", "Raging Goblin"]').run()
    assert result.error is None
    notes = [e.text for _, e in result.trace.events() if isinstance(e, ev.Noted)
             and e.rule == "702.51a"]
    assert any("Grizzly Bears for convoke, paying {G}" in n for n in notes)
    assert any("Raging Goblin for convoke, paying {1}" in n for n in notes)
    spent = [e for _, e in result.trace.events() if isinstance(e, ev.ManaSpent)]
    assert sorted(spent[0].mana) == ["G"] * 5  # {4}{G} left for the Forests


def test_two_red_creatures_cant_pay_both_green_symbols() -> None:
    # {5}{G}{G} with six red creatures and one Forest: the second {G} has no creature
    result = _run('battlefield = ["Forest", {card = "Raging Goblin", count = 6}]\n'
                  'hand = ["Siege Wurm"]',
                  'cast = "Siege Wurm"\nconvoke = ' + str(["Raging Goblin"] * 6)).run()
    assert result.error is not None and "702.51a" in str(result.error)
    assert "convoke pays a colored mana only with a creature of that color" in str(result.error)
    assert result.state == result.scenario.start()  # nothing tapped


def test_a_spell_without_the_keyword_refuses_its_key() -> None:
    result = _run('battlefield = ["Mountain", "Grizzly Bears"]\nhand = ["Lightning Bolt"]',
                  'cast = "Lightning Bolt"\ntargets = ["Bob"]\nconvoke = ["Grizzly Bears"]').run()
    assert result.error is not None
    assert "Lightning Bolt has no convoke" in str(result.error) and "702.51a" in str(result.error)


def test_a_tapped_creature_cant_convoke() -> None:
    result = _run('battlefield = [{card = "Forest", count = 6}, {card = "Grizzly Bears", '
                  'tapped = true}]\nhand = ["Siege Wurm"]',
                  'cast = "Siege Wurm"\nconvoke = ["Grizzly Bears"]').run()
    assert result.error is not None and "Grizzly Bears" in str(result.error)
    assert "untapped creature Alice controls" in str(result.error)


def test_an_artifact_tapped_for_improvise_pays_one_generic_mana() -> None:
    # Enraged Giant {5}{R}: Ornithopter pays {1}, six Mountains the other five
    text = 'cast = "Enraged Giant"\nimprovise = ["Ornithopter"]\n'
    result = _run('battlefield = [{card = "Mountain", count = 6}, "Ornithopter"]\n'
                  'hand = ["Enraged Giant"]', text).run()
    assert result.error is None
    spent = [e for _, e in result.trace.events() if isinstance(e, ev.ManaSpent)]
    assert len(spent[0].mana) == 5


def test_delve_names_cards_of_the_casters_graveyard_only() -> None:
    result = _run('battlefield = [{card = "Island", count = 8}]\nhand = ["Treasure Cruise"]\n'
                  'library = [{card = "Forest", count = 3}]',
                  'cast = "Treasure Cruise"\ndelve = ["Shock"]').run()
    assert result.error is not None and "Shock" in str(result.error)


def test_the_keys_take_references() -> None:
    with pytest.raises(ScenarioError, match="delve"):
        _run('hand = ["Treasure Cruise"]', 'cast = "Treasure Cruise"\ndelve = 3').start()
