"""'You skip your next turn.', 'That player skips their next untap step.' (614.10), and
"that player" naming the one target player an earlier sentence named (608.2c)."""

from __future__ import annotations

import pytest

from rulings_kit.cards.lower import build
from rulings_kit.cards.model import Card
from rulings_kit.core import Cast, Resolve, apply
from rulings_kit.core.state import Zone
from rulings_kit.core.turn_rules import Skipped
from rulings_kit.errors import RulingsError
from tests.cards.play import table


def test_skips_are_cumulative_on_the_player() -> None:
    # Brine Elemental's ruling: skipping your "next" untap step is cumulative
    card = Card("Brine Test", "Sorcery", "{U}",
                text="Each opponent skips their next untap step. You skip your next two turns.")
    assert build(card).oracle_text == card.text
    state = table({Zone.HAND: [card, card], Zone.BATTLEFIELD: ["Island", "Island"]})
    for _ in range(2):
        state = apply(apply(state, Cast("Brine Test")).state, Resolve()).state
    assert dict(state.player("Bob").skips) == {Skipped.UNTAP_STEP: 2}
    assert dict(state.player("Alice").skips) == {Skipped.TURN: 4}


@pytest.mark.parametrize("text", [
    # "that card" after a discard is no object the ability named: never the source itself
    "Target player discards a card. This spell deals damage to that player equal to that "
    "card's mana value.",
    # "that player" with two target players named before is either of them: refused
    "Target player draws a card. Target opponent loses 1 life. That player skips their "
    "next turn.",
])
def test_refused(text: str) -> None:
    with pytest.raises(RulingsError):
        build(Card("Refused Test", "Sorcery", "{B}", text=text))
