"""Mana a spell or a loyalty ability adds as it resolves (106.4; 605.1a: a loyalty ability
is no mana ability even when it adds mana): any color, any combination of colors, one of
several types, and how it may be spent (106.6), card types or subtypes."""

from __future__ import annotations

import pytest

from rulings_kit.cards.lower import build
from rulings_kit.cards.model import Card
from rulings_kit.core import Activate, Cast, Resolve, apply
from rulings_kit.core.mana import SpendOnly
from rulings_kit.core.state import Zone
from rulings_kit.errors import IllegalActionError
from tests.cards.play import corpus_card, database_card, table

SPREAD = Card("Spread Ritual", "Instant", "{G}",
              text="Add two mana in any combination of colors.")
EITHER = Card("Either Ritual", "Instant", "{G}", text="Add {U}, {R}, or {W}.")
DRAGONS = Card("Dragon Ritual", "Instant", "{R}",
               text="Add {R}{R}. Spend this mana only to cast Dragon spells.")


@pytest.mark.parametrize("card", [SPREAD, EITHER, DRAGONS], ids=lambda c: c.name)
def test_the_text_writes_back(card: Card) -> None:
    assert build(card).text_from_parts == card.text


def test_each_mana_of_any_combination_is_chosen_as_the_spell_resolves() -> None:
    state = table({Zone.HAND: [SPREAD], Zone.BATTLEFIELD: ["Forest"]})
    state = apply(state, Cast("Spread Ritual")).state
    assert state.player("Alice").pool == ()
    after = apply(state, Resolve(count=None), {"color:Spread Ritual": ["U", "U"]}).state
    assert after.player("Alice").pool == ("U", "U")


def test_one_of_three_types() -> None:
    state = table({Zone.HAND: [EITHER], Zone.BATTLEFIELD: ["Forest"]})
    state = apply(state, Cast("Either Ritual")).state
    after = apply(state, Resolve(count=None), {"color:Either Ritual": "W"}).state
    assert after.player("Alice").pool == ("W",)


def test_a_subtype_restriction_allows_only_that_subtype() -> None:
    only = SpendOnly("to cast Dragon spells", subtypes=("Dragon",))
    assert only.allows(("Creature",), frozenset("R"), ("Dragon",))
    assert not only.allows(("Creature",), frozenset("R"), ("Elf",))


def test_mana_only_for_dragons_cant_cast_an_elf() -> None:
    state = table({Zone.HAND: [DRAGONS, corpus_card("Llanowar Elves")],
                   Zone.BATTLEFIELD: ["Mountain"]})
    state = apply(state, Cast("Dragon Ritual")).state
    state = apply(state, Resolve(count=None)).state
    assert state.player("Alice").pool == ()  # restricted mana is kept apart (106.6)
    with pytest.raises(IllegalActionError, match=r"106\.6"):
        apply(state, Cast("Llanowar Elves", pay=()))


def test_sarkhan_unbroken_draws_then_adds_one_mana_of_any_color_as_it_resolves() -> None:
    state = table({Zone.BATTLEFIELD: [database_card("Sarkhan Unbroken")],
                   Zone.LIBRARY: ["Forest"]})
    (sarkhan,) = state.permanents("Alice")
    state = state.with_object(sarkhan.with_counters("loyalty", 4))
    state = apply(state, Activate("Sarkhan Unbroken", ability=1)).state
    assert state.stack and state.player("Alice").pool == ()  # 605.1a: on the stack
    after = apply(state, Resolve(count=None), {"color:Sarkhan Unbroken": "B"}).state
    assert after.player("Alice").pool == ("B",)
    assert len(after.player("Alice").hand) == 1
