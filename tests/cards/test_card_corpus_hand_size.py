"""Corpus cards that change the maximum hand size: "You have no maximum hand size."
(402.2: nothing is discarded in the cleanup step, 514.1)."""

from __future__ import annotations

from rulings_kit.cards.model import Card
from rulings_kit.core import Advance, apply
from rulings_kit.core.state import Step, Zone
from tests.cards.play import corpus_card, table


def _hand_after_turn(battlefield: list[Card | str], discards: list[str] | None) -> int:
    state = table({Zone.HAND: ["Forest"] * 9, Zone.BATTLEFIELD: battlefield},
                  {Zone.LIBRARY: ["Island"] * 2})
    answers = {} if discards is None else {"discard:Alice": discards}
    return len(apply(state, Advance(Step.UPKEEP), answers).state.player("Alice").hand)


def test_spellbook_keeps_all_nine_cards_through_the_cleanup_step() -> None:
    assert _hand_after_turn([corpus_card("Spellbook")], None) == 9  # nothing is asked
    assert _hand_after_turn([corpus_card("Reliquary Tower")], None) == 9
    assert _hand_after_turn([], ["Forest", "Forest"]) == 7  # without them: seven (402.2)
