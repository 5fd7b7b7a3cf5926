"""Corpus cards that search for a card by name: "you may search your library and/or
graveyard for a card named Ajani, Inspiring Leader, reveal it, and put it into your hand.
If you search your library this way, shuffle." (701.23a, 701.24a, 201.2)"""

from __future__ import annotations

import pytest

from rulings_kit.cards.model import Card
from rulings_kit.core import Cast, Resolve, apply
from rulings_kit.core.events import Noted
from rulings_kit.core.state import Zone
from rulings_kit.errors import QuestionError
from tests.cards.play import corpus_card, table

AJANI = corpus_card("Ajani, Inspiring Leader")


def _griffin(library: list[Card | str], graveyard: list[Card | str], finds: list[str] | None) -> tuple[
        list[str], list[str], bool]:
    """Goldmane Griffin enters; Alice's hand and library afterwards, and whether she
    shuffled."""
    state = table({Zone.HAND: [corpus_card("Goldmane Griffin")], Zone.BATTLEFIELD: ["Plains"] * 5,
                   Zone.LIBRARY: library, Zone.GRAVEYARD: graveyard})
    state = apply(state, Cast("Goldmane Griffin")).state
    answers: dict[str, object] = {"may:Goldmane Griffin": True}
    if finds is not None:  # asked only when a card of that name is there
        answers["choose:Goldmane Griffin"] = finds
    done = apply(state, Resolve(count=None), answers)
    end = done.state
    shuffled = any(isinstance(e, Noted) and e.rule == "701.24a" for e in done.events)
    return ([end.obj(i).name for i in end.player("Alice").hand],
            [end.obj(i).name for i in end.player("Alice").library], shuffled)


def test_the_card_found_in_the_graveyard_goes_to_hand_and_the_library_is_not_shuffled(
) -> None:
    hand, library, shuffled = _griffin(["Island", "Swamp", "Forest"], [AJANI],
                                       ["Ajani, Inspiring Leader"])
    assert hand == ["Ajani, Inspiring Leader"] and library == ["Island", "Swamp", "Forest"]
    assert not shuffled


def test_the_card_found_in_the_library_goes_to_hand_and_the_library_is_shuffled() -> None:
    hand, library, shuffled = _griffin(["Island", AJANI, "Swamp"], [], [])
    assert hand == [] and shuffled  # a named card may go unfound (701.23b)
    hand, library, shuffled = _griffin(["Island", AJANI, "Swamp"], [],
                                       ["Ajani, Inspiring Leader"])
    assert hand == ["Ajani, Inspiring Leader"] and sorted(library) == ["Island", "Swamp"]
    assert shuffled


def test_only_a_card_of_that_name_can_be_found() -> None:
    hand, library, _ = _griffin(["Island", corpus_card("Grizzly Bears")], [], None)
    assert hand == [] and sorted(library) == ["Grizzly Bears", "Island"]
    with pytest.raises(QuestionError, match="no such question"):  # nothing to choose from
        _griffin(["Island", corpus_card("Grizzly Bears")], [], ["Grizzly Bears"])
