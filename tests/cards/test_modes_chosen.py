"""Modal spells that choose more than one mode (700.2): "Choose two —" takes exactly two
different modes (700.2a, 700.2d); "Choose three. You may choose the same mode more than
once." takes three, repeats allowed (700.2d), followed in printed order (608.2c)."""

from __future__ import annotations

import pickle

import pytest

from rulings_kit.cards import CardPool
from rulings_kit.cards.model import Modal, SpellAbility, from_json, to_json
from rulings_kit.cards.oracle import compile_text
from rulings_kit.errors import IllegalActionError
from rulings_kit.scenarios import Scenario

CONFLUENCE = ("Choose three. You may choose the same mode more than once.\n"
              "• Fiery Confluence deals 1 damage to each creature.\n"
              "• Fiery Confluence deals 2 damage to each opponent.\n"
              "• Destroy target artifact.")


def test_the_same_mode_more_than_once_is_read_and_written_back() -> None:
    parts = compile_text("Fiery Confluence", CONFLUENCE, ("Sorcery",))
    (ability,) = parts.abilities
    assert isinstance(ability, SpellAbility) and isinstance(ability.effect, Modal)
    assert ability.effect.repeat and ability.effect.choose == 3
    assert parts.text() == CONFLUENCE.replace("Fiery Confluence deals", "This spell deals")
    assert from_json(to_json(parts)) == parts


def test_which_modes_may_be_chosen() -> None:
    pool = CardPool.bundled()
    cryptic, confluence = pool.get("Cryptic Command"), pool.get("Fiery Confluence")
    assert cryptic.mode_choices() == [(1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)]
    assert len(confluence.mode_choices()) == 10  # three of three modes, repeats allowed
    assert (2, 2, 2) in confluence.mode_choices()
    assert pickle.loads(pickle.dumps(confluence)) == confluence


@pytest.mark.parametrize(("card", "modes", "rule"), [("Cryptic Command", [4, 4], "700.2d"),
                                                     ("Cryptic Command", [4], "700.2"),
                                                     ("Fiery Confluence", [2, 2], "700.2")])
def test_a_choice_of_modes_the_spell_does_not_allow_is_rejected(card: str, modes: list[int],
                                                                 rule: str) -> None:
    lands = ["Island"] * 4 if card == "Cryptic Command" else ["Mountain"] * 4
    run = Scenario.build(card).player("Alice", battlefield=lands, hand=[card],
                                      library=["Island"]).player("Bob")
    error = run.cast(card, modes=modes).done().run().error
    assert isinstance(error, IllegalActionError) and error.rules[0] == rule, error
