"""Detain (701.35a) and goad (701.15a): each reads into its own part, writes itself back and
lowers to its instruction on the objects it names; "is goaded" in a static ability stays
refused, naming the sentence."""

from __future__ import annotations

import pickle

import pytest

from rulings_kit.cards import Card, build
from rulings_kit.cards.model import DetainText, GoadText, TargetRef
from rulings_kit.cards.oracle import compile_text
from rulings_kit.core.effects.detain_goad import Detain, Goad
from rulings_kit.errors import OracleTextError


def test_detain_reads_up_to_two_targets_and_writes_back() -> None:
    (ability,) = compile_text("Lyev Decree", "Detain up to two target creatures your opponents "
                              "control.", ("Sorcery",)).abilities
    assert isinstance(ability.effect, DetainText)
    assert isinstance(ability.effect.what, TargetRef) and ability.effect.what.up_to
    assert ability.text() == "Detain up to two target creatures your opponents control."


def test_goad_each_creature_lowers_to_goad() -> None:
    card = build(Card("Disrupt Decorum", "Sorcery", "{2}{R}{R}",
                      text="Goad all creatures you don't control."))
    ((effect,),) = [mode.effects for mode in card.modes]
    assert isinstance(effect, Goad)
    assert pickle.loads(pickle.dumps(card)) == card


def test_detain_on_enters_lowers_to_detain() -> None:
    card = build(Card("Azorius Arrester", "Creature — Human Soldier", "{1}{W}", "2", "1",
                      text="When Azorius Arrester enters the battlefield, detain target "
                           "creature an opponent controls."))
    (ability,) = card.abilities
    assert any(isinstance(e, Detain) for e in ability.effects)


def test_goad_target_creature_reads_into_its_part() -> None:
    (ability,) = compile_text("Jeering Homunculus", "When Jeering Homunculus enters the "
                              "battlefield, you may goad target creature.",
                              ("Creature",)).abilities
    assert "goad target creature" in ability.text()
    assert isinstance(ability.effect.effect, GoadText)  # type: ignore[union-attr]


def test_is_goaded_in_a_static_ability_is_refused() -> None:
    with pytest.raises(OracleTextError, match="goaded"):
        compile_text("Parasitic Impetus", "Enchant creature\nEnchanted creature gets +2/+2 "
                     "and is goaded.", ("Enchantment",))
