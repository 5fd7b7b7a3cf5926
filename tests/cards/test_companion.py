"""Companion (702.139a): "Companion — [Condition]" reads into a keyword with its condition as
printed, writes itself back, and is built as an ability that functions outside the game."""

from __future__ import annotations

import pickle

from rulings_kit.cards import Card, build
from rulings_kit.cards.model import Keyword, KeywordLine, KeywordName
from rulings_kit.cards.oracle import compile_text
from rulings_kit.core.definitions import DeckConstruction

LINE = "Companion — Each permanent card in your starting deck has mana value 2 or less."


def test_companion_reads_its_condition_and_writes_back() -> None:
    (line,) = compile_text("Lurrus Like", LINE, ("Creature",)).abilities
    assert isinstance(line, KeywordLine)
    (keyword,) = line.keywords
    assert keyword == Keyword(KeywordName.COMPANION, condition="Each permanent card in your "
                              "starting deck has mana value 2 or less")
    assert line.text() == LINE


def test_companion_is_built_as_deck_construction() -> None:
    card = build(Card("Lurrus Like", "Creature — Cat", "{2}{W}", "3", "2",
                      text=LINE + "\nLifelink"))
    assert DeckConstruction(LINE) in card.abilities
    assert pickle.loads(pickle.dumps(card)) == card
