"""Split second (702.61a): while the spell is on the stack no player can activate an
ability that isn't a mana ability either; once it has left the stack they can again."""

from __future__ import annotations

from rulings_kit.scenarios import Scenario

HEAD = 'format = 1\ntitle = "t"\n'
BOARD = """[players.Alice]
battlefield = [{card = "Swamp", count = 3}]
hand = ["Sudden Death"]
[players.Bob]
battlefield = ["Prodigal Sorcerer", "Grizzly Bears"]
[[do]]
cast = "Sudden Death"
targets = ["Grizzly Bears"]
[[do]]
pass = true
"""


def test_a_non_mana_ability_cant_be_activated_while_it_is_on_the_stack() -> None:
    text = HEAD + BOARD + '[[do]]\nactivate = "Prodigal Sorcerer"\nby = "Bob"\ntargets = ["Alice"]\n'
    result = Scenario.from_toml(text, "t.toml").run()
    assert result.error is not None and "702.61a" in str(result.error)
    assert "Sudden Death has split second" in str(result.error)
    assert result.state.player("Alice").life == 20


def test_after_it_resolves_the_ability_can_be_activated() -> None:
    # Bob passes: Sudden Death resolves; Alice, then Bob, gets priority (117.3b)
    text = HEAD + BOARD + ('[[do]]\npass = true\n[[do]]\npass = true\n'
                           '[[do]]\nactivate = "Prodigal Sorcerer"\nby = "Bob"\n'
                           'targets = ["Alice"]\n[[do]]\nresolve = 1\n')
    result = Scenario.from_toml(text, "t.toml").run()
    assert result.error is None
    assert result.state.player("Alice").life == 19
