"""Corpus cards that look at the top cards of a library and keep some: "Look at the top
five cards of your library. You may reveal a creature card from among them and put it
into your hand. Put the rest on the bottom of your library in any order." (608.2c, 401.4)"""

from __future__ import annotations

import pytest

from rulings_kit.core import Cast, Resolve, apply
from rulings_kit.core.state import GameState, Zone
from rulings_kit.errors import QuestionError
from tests.cards.play import corpus_card, table

LIBRARY = ["Island", corpus_card("Grizzly Bears"), "Swamp", "Mountain", "Plains", "Forest"]


def _commune() -> GameState:
    # Commune with Nature: a creature card may be kept; the rest go to the bottom
    state = table({Zone.HAND: [corpus_card("Commune with Nature")],
                   Zone.LIBRARY: LIBRARY, Zone.BATTLEFIELD: ["Forest"]})
    return apply(state, Cast("Commune with Nature")).state


def _library(state: GameState) -> list[str]:
    return [state.obj(i).name for i in state.player("Alice").library]


def test_the_kept_creature_goes_to_hand_and_the_rest_to_the_bottom_in_the_chosen_order(
) -> None:
    order = ["Plains", "Island", "Mountain", "Swamp"]
    end = apply(_commune(), Resolve(), {"choose:Commune with Nature": ["Grizzly Bears"],
                                        "choose:Alice": order}).state
    assert [end.obj(i).name for i in end.player("Alice").hand] == ["Grizzly Bears"]
    assert _library(end) == ["Forest", *order]  # the sixth card is now on top


def test_keeping_nothing_is_allowed_but_a_land_cant_be_kept() -> None:
    with pytest.raises(QuestionError):
        apply(_commune(), Resolve(), {"choose:Commune with Nature": ["Island"]})
    order = ["Island", "Grizzly Bears", "Swamp", "Mountain", "Plains"]
    end = apply(_commune(), Resolve(), {"choose:Commune with Nature": [],
                                        "choose:Alice": order}).state
    assert end.player("Alice").hand == ()
    assert _library(end) == ["Forest", *order]


def test_an_enters_trigger_puts_the_top_four_back_in_the_chosen_order() -> None:
    # Sage Owl: "When this creature enters, look at the top four cards of your library,
    # then put them back in any order."
    state = table({Zone.HAND: [corpus_card("Sage Owl")], Zone.LIBRARY: LIBRARY,
                   Zone.BATTLEFIELD: ["Island", "Island"]})
    order = ["Mountain", "Grizzly Bears", "Swamp", "Island"]
    end = apply(state, Cast("Sage Owl"), {}).state
    end = apply(end, Resolve(count=None), {"choose:Alice": order}).state
    assert _library(end) == [*order, "Plains", "Forest"]  # the first named on top
