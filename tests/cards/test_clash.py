"""Clash (701.30): "clash with an opponent" reads into its own part and writes itself back; "if
you win" is the condition the clash sets; cards whose clash part the engine can't carry out stay
refused, naming the sentence."""

from __future__ import annotations

import pickle

import pytest

from rulings_kit.cards import Card, build
from rulings_kit.cards.model import ClashText, Sentences
from rulings_kit.cards.oracle import compile_text
from rulings_kit.core.effects.clash import Clash, WonClash
from rulings_kit.core.effects.conditional import If
from rulings_kit.errors import OracleTextError

BOGGART = ("When Adder-Staff Boggart enters the battlefield, clash with an opponent. If you win, "
           "put a +1/+1 counter on Adder-Staff Boggart.")


def test_clash_reads_into_its_part_and_writes_back() -> None:
    (ability,) = compile_text("Lash Out", "Lash Out deals 3 damage to target creature. Clash with "
                              "an opponent. If you win, Lash Out deals 3 damage to that "
                              "creature's controller.", ("Instant",)).abilities
    assert isinstance(ability.effect, Sentences)
    assert ability.effect.parts[1] == ClashText()
    assert ability.text() == ("~ deals 3 damage to target creature. Clash with an opponent. If "
                              "you win, ~ deals 3 damage to that creature's controller.")


def test_if_you_win_is_the_clash_result() -> None:
    card = build(Card("Adder-Staff Boggart", "Creature — Goblin Warrior", "{1}{R}", "2", "1",
                      text=BOGGART))
    ((clash, won),) = [a.effects for a in card.abilities]
    assert clash == Clash("Clash with an opponent.")
    assert isinstance(won, If) and won.condition == WonClash()
    assert pickle.loads(pickle.dumps(card)) == card


@pytest.mark.parametrize("text", [
    "Clash with an opponent. If you win, target player discards two cards. Otherwise, that "
    "player discards a card.",
    "You lose 2 life and draw two cards, then clash with an opponent. If you win, repeat this "
    "process.",
])
def test_what_clash_cant_carry_out_is_refused(text: str) -> None:
    with pytest.raises(OracleTextError):
        build(Card("Clasher", "Sorcery", "{1}{B}", text=text))
