"""Class cards (716): the class level bars read by the grammar with their sections,
written back as the card's text, and built as the engine's abilities."""

from __future__ import annotations

import pickle

import pytest

from rulings_kit.cards.lower import build
from rulings_kit.cards.model import Card, ClassLevel, from_json, to_json
from rulings_kit.cards.oracle import compile_text, normalise
from rulings_kit.core import definitions as d
from rulings_kit.core.classes import LevelAtLeast, LevelIs
from rulings_kit.errors import RulingsError

TEXT = ("You have no maximum hand size.\n{2}{U}: Level 2\n"
        "When this Class becomes level 2, draw two cards.\n{4}{U}: Level 3\n"
        "Whenever you draw a card, put a +1/+1 counter on target creature you control.")


def test_each_level_bar_holds_its_section() -> None:
    parts = compile_text("Wizard Class", TEXT, ("Enchantment",))
    bars = [a for a in parts.abilities if isinstance(a, ClassLevel)]
    assert [(b.cost.mana, b.n, len(b.abilities)) for b in bars] == [
        ("{2}{U}", 2, 1), ("{4}{U}", 3, 1)]
    # the round trip ("this Class" is the card itself, as "this enchantment" is, 201.5)
    assert normalise(parts.text(), "Wizard Class") == normalise(TEXT, "Wizard Class")
    assert from_json(to_json(parts)) == parts


def test_a_level_bar_is_an_ability_raising_the_level_by_one_as_a_sorcery() -> None:
    card = build(Card("Wizard Class", "Enchantment — Class", "{U}", text=TEXT))
    bars = [a for a in card.abilities if isinstance(a, d.ActivatedAbility)]
    assert [(b.sorcery_speed, b.only_if) for b in bars] == [(True, LevelIs(1)),
                                                            (True, LevelIs(2))]
    held = [a for a in card.abilities if isinstance(a, d.TriggeredAbility)]
    assert [a.trigger.test.condition for a in held] == [LevelAtLeast(2), LevelAtLeast(3)]
    assert pickle.loads(pickle.dumps(card)) == card


def test_a_level_bar_on_a_card_that_isnt_a_class_is_refused() -> None:
    with pytest.raises(RulingsError, match="Level 2"):
        build(Card("Not a Class", "Enchantment", "{U}", text="{2}{U}: Level 2\nFlying"))
