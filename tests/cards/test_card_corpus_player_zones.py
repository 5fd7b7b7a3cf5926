"""Corpus cards that count one player's cards: "damage ... equal to the number of cards
in that player's hand" (Sudden Impact), "Target opponent loses 2 life for each creature
card in their graveyard" (Liliana, Death Mage): that player's zone only, not every
player's (608.2h: counted as it resolves)."""

from __future__ import annotations

from rulings_kit.core import Activate, Cast, Resolve, apply
from rulings_kit.core.state import Zone
from tests.cards.play import corpus_card, table


def test_sudden_impact_counts_the_target_players_hand_only() -> None:
    state = table({Zone.HAND: [corpus_card("Sudden Impact"), "Forest", "Forest", "Forest"],
                   Zone.BATTLEFIELD: ["Mountain"] * 4},
                  {Zone.HAND: ["Island"]})
    state = apply(state, Cast("Sudden Impact", targets=("Bob",))).state
    assert apply(state, Resolve()).state.player("Bob").life == 19


def test_liliana_counts_the_creature_cards_in_the_target_opponents_graveyard_only() -> None:
    bears, spider = corpus_card("Grizzly Bears"), corpus_card("Giant Spider")
    state = table({Zone.BATTLEFIELD: [corpus_card("Liliana, Death Mage")],
                   Zone.GRAVEYARD: [bears, bears, bears]},
                  {Zone.GRAVEYARD: [spider, spider, "Forest"]})
    (liliana,) = [o for o in state.permanents() if o.name == "Liliana, Death Mage"]
    state = state.with_object(liliana.with_counters("loyalty", 7))
    state = apply(state, Activate("Liliana, Death Mage", ability=3, targets=("Bob",))).state
    end = apply(state, Resolve()).state
    assert end.player("Bob").life == 16 and end.player("Alice").life == 20
