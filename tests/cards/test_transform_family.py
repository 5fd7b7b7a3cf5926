"""Double-faced cards' templates that aren't about faces alone: a cost that sacrifices
other permanents (701.21a), and the gendered pronouns a few legendary characters' Oracle
text uses for the card itself."""

from __future__ import annotations

import pytest

from rulings_kit.cards.model import Card
from rulings_kit.cards.oracle import compile_text, normalise
from rulings_kit.core import Activate, Cast, Resolve, apply
from rulings_kit.core import events as ev
from rulings_kit.core.state import Zone
from rulings_kit.errors import IllegalActionError
from tests.cards.play import table

_PARIAH = Card("Test Pariah", "Creature — Vampire Horror", "{3}{B}{B}", "3", "3",
               text="Sacrifice two other creatures: Draw a card.")
_EVANGEL = Card("Test Evangel", "Creature — Human Cleric", "{2}{W}", "2", "2",
                text="{T}, Sacrifice another permanent: Draw a card.")
_BEARS = Card("Grizzly Bears", "Creature — Bear", "{1}{G}", "2", "2")


def test_a_cost_sacrifices_other_permanents_never_its_source() -> None:
    state = table({Zone.BATTLEFIELD: [_PARIAH, _BEARS], Zone.LIBRARY: ["Island"]})
    with pytest.raises(IllegalActionError, match="fewer than 2 other creatures to sacrifice"):
        apply(state, Activate("Test Pariah"))
    alone = table({Zone.BATTLEFIELD: [_EVANGEL]})
    with pytest.raises(IllegalActionError, match="no other permanent to sacrifice"):
        apply(alone, Activate("Test Evangel"))
    land = table({Zone.BATTLEFIELD: [_EVANGEL, "Forest"], Zone.LIBRARY: ["Island"]})
    drew = apply(apply(land, Activate("Test Evangel")).state, Resolve()).state
    assert [o.name for o in drew.zone_objects("Alice", Zone.GRAVEYARD)] == ["Forest"]
    assert [o.name for o in drew.zone_objects("Alice", Zone.HAND)] == ["Island"]


@pytest.mark.parametrize(("printed", "read"), [
    ("exile her, then return her to the battlefield transformed under her owner's control.",
     "exile it, then return it to the battlefield transformed under its owner's control."),
    ("As long as ~ has seven or more loyalty counters on him, he's a 7/7.",
     "As long as ~ has seven or more loyalty counters on it, it's a 7/7."),
    ("You may activate her loyalty abilities. She deals 3 damage.",
     "You may activate its loyalty abilities. It deals 3 damage."),
    ("Here, the hero theme.", "Here, the hero theme."),
])
def test_a_legendary_characters_pronouns_read_as_its(printed: str, read: str) -> None:
    assert normalise(printed, "Test Walker") == read


def test_a_gendered_self_reference_compiles_and_writes_back_as_it() -> None:
    text = ("{T}: Exile Test Walker, then return him to the battlefield transformed under his "
            "owner's control.")
    parts = compile_text("Test Walker", text, ("Legendary", "Creature"))
    assert normalise(parts.text(), "Test Walker") == normalise(text, "Test Walker")


def test_it_becomes_night_once_and_not_again() -> None:
    # 731.1: "It becomes night." gives the game that designation; when it has it already
    # nothing happens, so "day becomes night" (731.1a) isn't an event then
    dusk = Card("Test Dusk", "Sorcery", "{R}", text="It becomes night.")
    state = table({Zone.HAND: [dusk, dusk], Zone.BATTLEFIELD: ["Mountain", "Mountain"]})
    first = apply(apply(state, Cast("Test Dusk")).state, Resolve())
    assert first.state.day_night == "night"
    assert [e.was for e in first.events if isinstance(e, ev.DayNightChanged)] == [""]
    again = apply(apply(first.state, Cast("Test Dusk")).state, Resolve())
    assert not [e for e in again.events if isinstance(e, ev.DayNightChanged)]
    assert compile_text("Test Dusk", dusk.text, ("Sorcery",)).text() == "It becomes night."
