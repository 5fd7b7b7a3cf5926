""""Whenever a creature attacks you" and "... attacks you or a planeswalker you control"
(508.3a): the player attacked is the source's controller, or, for the second, that
player controls the planeswalker attacked (508.1b)."""

from __future__ import annotations

import pytest

from rulings_kit.cards.lower import build
from rulings_kit.cards.model import Card
from rulings_kit.core import Attack, apply
from rulings_kit.core.state import Zone
from tests.cards.play import corpus_card, database_card, table

YOU = Card("Watchful Ward", "Enchantment", "{W}",
           text="Whenever a creature attacks you, you gain 1 life.")
EITHER = Card("Watchful Aegis", "Enchantment", "{W}",
              text="Whenever a creature attacks you or a planeswalker you control, you gain 1 "
                   "life.")


@pytest.mark.parametrize("card", [YOU, EITHER], ids=lambda c: c.name)
def test_the_text_writes_back(card: Card) -> None:
    assert build(card).text_from_parts == card.text


@pytest.mark.parametrize(("card", "at_player", "at_walker"), [(YOU, 1, 0), (EITHER, 1, 1)],
                         ids=["you", "you or a planeswalker"])
def test_which_attacks_trigger(card: Card, at_player: int, at_walker: int) -> None:
    state = table({Zone.BATTLEFIELD: [corpus_card("Grizzly Bears")]},
                  {Zone.BATTLEFIELD: [card, database_card("Garruk Wildspeaker")]})
    walker = next(o for o in state.permanents("Bob") if o.name == "Garruk Wildspeaker")
    state = state.with_object(walker.with_counters("loyalty", 3))
    at_bob = apply(state, Attack(("Grizzly Bears",), "Bob")).state
    assert len(at_bob.stack) == at_player
    at_garruk = apply(state, Attack(("Grizzly Bears",), at=("Garruk Wildspeaker",))).state
    assert len(at_garruk.stack) == at_walker


def test_not_when_another_player_is_attacked() -> None:
    # Alice's own ward: Bob isn't attacking, Alice's creature attacks Bob (508.3a)
    state = table({Zone.BATTLEFIELD: [EITHER, corpus_card("Grizzly Bears")]})
    assert not apply(state, Attack(("Grizzly Bears",), "Bob")).state.stack
