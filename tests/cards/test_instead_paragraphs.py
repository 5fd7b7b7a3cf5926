"""'Instead' sentences and paragraphs of spells (614.1a): "~ deals 5 damage instead if a
creature died this turn" (an ability word's paragraph after the spell's first), "If ...,
instead ...": done in place of all the sentence or paragraph before, when the condition
holds as the spell resolves (608.2c)."""

from __future__ import annotations

import pytest

from rulings_kit.cards.lower import build
from rulings_kit.cards.model import Card
from rulings_kit.cards.oracle import compile_text, normalise
from rulings_kit.core.effects.conditional import Instead
from rulings_kit.errors import RulingsError


@pytest.mark.parametrize("text", [
    "Foo deals 3 damage to any target.\nMorbid — Foo deals 5 damage instead if a creature "
    "died this turn.",
    "Target creature gets +2/+2 until end of turn.\nMetalcraft — That creature gets +4/+4 "
    "until end of turn instead if you control three or more artifacts.",
    "Search your library for a basic land card, put that card onto the battlefield tapped, "
    "then shuffle.\nThreshold — If seven or more cards are in your graveyard, instead search "
    "your library for up to three basic land cards, put them onto the battlefield tapped, then "
    "shuffle.",
])
def test_an_instead_paragraph_replaces_the_whole_paragraph_before(text: str) -> None:
    parts = compile_text("Foo", text, ("Sorcery",))
    assert normalise(parts.text(), "Foo") == normalise(text, "Foo")
    card = build(Card("Foo", "Sorcery", "{1}", text=text))
    (mode,) = card.modes
    (instead,) = mode.effects  # nothing of the paragraph before is left to do as well
    assert isinstance(instead, Instead) and instead.replaced


def test_an_instead_sentence_replaces_all_of_the_sentence_before() -> None:
    text = ("Search your library for a basic land card, put that card onto the battlefield, "
            "then shuffle. If it's your turn, instead search your library for up to two basic "
            "land cards, put them onto the battlefield, then shuffle.")
    card = build(Card("Foo", "Sorcery", "{1}", text=text))
    (mode,) = card.modes
    (instead,) = mode.effects
    assert isinstance(instead, Instead)


@pytest.mark.parametrize("text", [
    # its targets would depend on the condition (601.2c): refused
    "Kicker {2}{B}\nDestroy target creature with mana value 2 or less. If this spell was "
    "kicked, instead destroy target creature.",
    # no sentence before it to replace
    "Morbid — Foo deals 5 damage instead if a creature died this turn.",
    # after a paragraph of two sentences, which of them it replaces isn't said: refused
    "Foo deals 3 damage to any target. You gain 1 life.\nMorbid — Foo deals 5 damage instead "
    "if a creature died this turn.",
])
def test_instead_refused_where_it_is_unclear(text: str) -> None:
    with pytest.raises(RulingsError):
        build(Card("Foo", "Sorcery", "{1}", text=text))
