"""Delayed triggered abilities an effect creates (603.7): the ones that name no object
play; one whose words say "it" (the object the effect found then, 603.7c) is refused,
never built to act on nothing."""

from __future__ import annotations

import pytest

from rulings_kit.cards.lower import check_record
from rulings_kit.cards.oracle.coverage import check_card
from rulings_kit.data.carddb import packaged


@pytest.mark.parametrize("name", ["Blessed Wine", "Astrolabe", "Carrier Pigeons"])
def test_a_delayed_draw_plays(name: str) -> None:
    assert check_card(packaged().record(name), check_record).playable


@pytest.mark.parametrize("name", ["Elemental Appeal", "Chimeric Coils"])
def test_a_delayed_ability_that_says_it_is_refused(name: str) -> None:
    result = check_card(packaged().record(name), check_record)
    assert result.compiled and result.playable is False
    assert "at the beginning of the next end step" in result.sentence
