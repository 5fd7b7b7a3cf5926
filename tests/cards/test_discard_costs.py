"""Discard costs (701.9): "Discard two cards" (701.9a) and "Discard a card at random"
(701.9b), as an ability's cost and as a spell's additional cost (601.2h)."""

from __future__ import annotations

from rulings_kit.cards.oracle import compile_text
from rulings_kit.scenarios import Scenario
from tests.helpers import ROOT, seeded

OGRE = ROOT / "scenarios" / "rules" / "701.9b_ogre_shaman_discards_a_card_at_random_to_pay.toml"


def test_the_costs_are_read_and_written_back() -> None:
    for text in ("{2}, Discard a card at random: This creature deals 2 damage to any target.",
                 "{2}{R}{G}, Discard two cards at random: This creature deals 4 damage to any "
                 "target.", "{X}{U}, {T}, Discard two cards: Return X target creatures to their "
                 "owners' hands."):
        assert compile_text("Ogre", text, ("Creature",)).text() == text


def _discarded(seed: int) -> str:
    with seeded(seed):
        run = Scenario.load(OGRE).run()
    assert run.error is None, run.error
    (card,) = run.state.player("Alice").graveyard
    return run.state.obj(card).name


def test_the_card_discarded_at_random_is_not_always_the_first_in_hand() -> None:
    assert {_discarded(seed) for seed in range(12)} == {"Island", "Forest"}
