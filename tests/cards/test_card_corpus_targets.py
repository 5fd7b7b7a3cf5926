"""Corpus cards with "target opponent or planeswalker" (115.4: a player target limited to
opponents, or a planeswalker, whoever controls it)."""

from __future__ import annotations

import pytest

from rulings_kit.core import Activate, Cast, Resolve, apply
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


def test_noxious_grasp_targets_only_a_green_or_white_creature() -> None:
    # "Destroy target creature or planeswalker that's green or white." (105.2, 115.1)
    state = table({Zone.HAND: [corpus_card("Noxious Grasp")], Zone.BATTLEFIELD: ["Swamp"] * 2},
                  {Zone.BATTLEFIELD: [corpus_card("Grizzly Bears"), corpus_card("Hypnotic Specter")]})
    with pytest.raises(IllegalActionError, match="Hypnotic Specter"):
        apply(state, Cast("Noxious Grasp", targets=("Hypnotic Specter",)))
    state = apply(state, Cast("Noxious Grasp", targets=("Grizzly Bears",))).state
    end = apply(state, Resolve(count=None)).state
    assert [o.name for o in end.permanents("Bob")] == ["Hypnotic Specter"]
    assert end.player("Alice").life == 21
