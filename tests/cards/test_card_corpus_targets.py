"""Corpus cards with "target opponent or planeswalker" (115.4: a player target limited to
opponents, or a planeswalker, whoever controls it)."""

from __future__ import annotations

import pytest

from rulings_kit.core import Activate, Resolve, apply
from rulings_kit.core.state import Zone
from rulings_kit.errors import IllegalActionError
from tests.cards.play import corpus_card, table

SORCERER = corpus_card("Sorcerer of the Fang")  # {5}{B}, {T}: 2 damage to target opponent or pw


def test_sorcerer_of_the_fang_hits_an_opponent_but_cant_target_its_controller() -> None:
    state = table({Zone.BATTLEFIELD: [SORCERER] + ["Swamp"] * 6})
    end = apply(apply(state, Activate("Sorcerer of the Fang", targets=("Bob",))).state,
                Resolve()).state
    assert end.player("Bob").life == 18
    with pytest.raises(IllegalActionError):
        apply(state, Activate("Sorcerer of the Fang", targets=("Alice",)))
