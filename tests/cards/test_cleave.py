"""Cleave (702.148a): the card's text reads its bracketed words without the brackets, the
spell cast for its cleave cost is built from its text without them, and a loyalty cost's
brackets are left alone."""

from __future__ import annotations

import pickle

import pytest

from rulings_kit.cards import Card, build
from rulings_kit.cards.lower import card_from_record
from rulings_kit.cards.oracle import compile_text
from rulings_kit.cards.oracle.text import cleaved_text, normalise
from rulings_kit.core.changed_spells import CLEAVE, ChangedSpell
from rulings_kit.core.definitions import CardDef
from rulings_kit.core.mana import ManaCost
from rulings_kit.data.carddb import packaged
from rulings_kit.errors import CardDefinitionError


def test_cleave_removes_the_words_in_square_brackets() -> None:
    text = ("Cleave {1}{B}{B}{G} (You may cast this spell for its cleave cost. If you do, remove "
            "the words in square brackets.)\nSearch your library for a [basic land] card, "
            "[reveal it,] put it into your hand, then shuffle.")
    assert cleaved_text(text, "Cleave") == (
        "Search your library for a card, put it into your hand, then shuffle.")
    assert normalise(text, "Dig Up").splitlines()[1] == (
        "Search your library for a basic land card, reveal it, put it into your hand, then "
        "shuffle.")


def test_a_loyalty_cost_keeps_its_brackets() -> None:
    assert normalise("[+1]: Draw a card.", "Jace") == "[+1]: Draw a card."


def test_a_cleaved_spell_is_built_from_its_changed_text() -> None:
    retribution = build(card_from_record(packaged().record("Fierce Retribution")))
    assert dict(retribution.alternative_costs)["cleave"] == ManaCost.parse("{5}{W}")
    (found,) = retribution.of_kind(ChangedSpell)
    assert found.alt == CLEAVE.alt
    assert isinstance(found.spell, CardDef)
    assert found.spell.modes != retribution.modes
    assert pickle.loads(pickle.dumps(retribution)) == retribution


def test_cleave_on_a_card_given_as_parts_is_refused() -> None:
    parts = compile_text("Retribution Like", "Destroy target [attacking] creature.\n"
                         "Cleave {5}{W}", ("Instant",))
    card = Card("Retribution Like", "Instant", "{1}{W}", abilities=parts.abilities)
    with pytest.raises(CardDefinitionError, match="Cleave"):
        build(card)
