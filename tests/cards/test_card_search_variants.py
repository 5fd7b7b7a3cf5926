"""Searches the grammar composes from its parts: "up to two basic land cards ... put them"
(701.23b), "reveal that card, put it" (701.23e), "a Rebel permanent card with mana value 3
or less" (110.4a): each parsed to its part, written back as the same text, and played."""

from __future__ import annotations

import pytest

from rulings_kit.cards.model import Card, Search, SpellAbility
from rulings_kit.cards.model.codec import from_json, to_json
from rulings_kit.cards.oracle import compile_text
from rulings_kit.core import Cast, Resolve, apply
from rulings_kit.core.state import GameState, Zone
from rulings_kit.errors import QuestionError
from tests.cards.play import table


def _search(text: str) -> Search:
    parts = compile_text("Test Card", text, ("Sorcery",))
    assert parts.text() == text  # the round trip
    assert from_json(to_json(parts)) == parts
    (ability,) = parts.abilities
    assert isinstance(ability, SpellAbility) and isinstance(ability.effect, Search)
    return ability.effect


@pytest.mark.parametrize(("text", "most", "reveal", "it_word"), [
    ("Search your library for up to two basic land cards, put them onto the battlefield "
     "tapped, then shuffle.", 2, False, "them"),
    ("Search your library for up to two basic Forest cards, reveal them, put them into your "
     "hand, then shuffle.", 2, True, "them"),
    ("Search your library for an Equipment card, reveal that card, put it into your hand, "
     "then shuffle.", 1, True, "it"),
    ("Search your library for a Rebel permanent card with mana value 3 or less, put it onto "
     "the battlefield, then shuffle.", 1, False, "it"),
])
def test_the_search_is_read_from_its_parts(text: str, most: int, reveal: bool,
                                           it_word: str) -> None:
    found = _search(text)
    assert (found.most, found.reveal, found.it_word) == (most, reveal, it_word)


HARROW = Card("Test Harrow", "Sorcery", "{G}", text="Search your library for up to two "
              "basic land cards, put them onto the battlefield tapped, then shuffle.")
REBELS = Card("Test Recruiter", "Sorcery", "{G}", text="Search your library for a Rebel "
              "permanent card with mana value 2 or less, put it onto the battlefield, then "
              "shuffle.")
REBEL = Card("Test Rebel", "Creature — Human Rebel", "{1}{W}", "2", "1")
BIG_REBEL = Card("Test Big Rebel", "Creature — Human Rebel", "{2}{W}", "3", "3")
REBEL_SPELL = Card("Test Rebel Trick", "Tribal Instant — Rebel", "{W}",
                   text="You gain 1 life.")


def _cast(spell: Card, library: list[Card | str]) -> GameState:
    state = table({Zone.HAND: [spell], Zone.BATTLEFIELD: ["Forest"], Zone.LIBRARY: library})
    return apply(state, Cast(spell.name)).state


def _names(state: GameState, zone: Zone) -> list[str]:
    return sorted(o.name for o in state.zone_objects("Alice", zone))


def test_up_to_two_lands_at_most_two_found_both_tapped() -> None:
    state = _cast(HARROW, ["Island", "Plains", "Mountain", "Island"])
    with pytest.raises(QuestionError):
        apply(state, Resolve(), {"choose:Test Harrow": ["Island", "Plains", "Mountain"]})
    end = apply(state, Resolve(), {"choose:Test Harrow": ["Plains", "Mountain"]}).state
    assert _names(end, Zone.BATTLEFIELD) == ["Forest", "Mountain", "Plains"]
    assert all(end.obj(i).tapped for i in end.battlefield if end.obj(i).name != "Forest")
    assert len(end.player("Alice").library) == 2
    nothing = apply(state, Resolve(), {"choose:Test Harrow": []}).state  # 701.23b
    assert len(nothing.player("Alice").library) == 4


def test_a_rebel_permanent_card_is_a_rebel_that_isnt_an_instant_or_sorcery() -> None:
    state = _cast(REBELS, [REBEL_SPELL, BIG_REBEL, REBEL])
    for wrong in ("Test Rebel Trick", "Test Big Rebel"):
        with pytest.raises(QuestionError):
            apply(state, Resolve(), {"choose:Test Recruiter": [wrong]})
    end = apply(state, Resolve(), {"choose:Test Recruiter": ["Test Rebel"]}).state
    assert _names(end, Zone.BATTLEFIELD) == ["Forest", "Test Rebel"]


@pytest.mark.parametrize(("text", "said", "rule"), [
    ("Look at target player's hand. Draw a card.", "Alice looks at Bob's hand: Shock, Island",
     "701.20e"),
    ("Target opponent reveals their hand. Draw a card.", "Bob reveals their hand: Shock, Island",
     "701.20a"),
])
def test_a_hand_looked_at_or_revealed_is_shown_and_stays_put(text: str, said: str,
                                                             rule: str) -> None:
    spell = Card("Test Probe", "Sorcery", "{U}", text=text)
    strike = Card("Shock", "Instant", "{R}", text="Shock deals 2 damage to any target.")
    state = table({Zone.HAND: [spell], Zone.BATTLEFIELD: ["Island"], Zone.LIBRARY: ["Island"]},
                  {Zone.HAND: [strike, "Island"]})
    state = apply(state, Cast("Test Probe", targets=("Bob",))).state
    end = apply(state, Resolve())
    assert any(said in e.describe() and e.rule == rule for e in end.events)
    assert _names(end.state, Zone.HAND) == ["Island"]  # Alice drew
    assert len(end.state.player("Bob").hand) == 2  # 701.20b
