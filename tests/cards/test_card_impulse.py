"""Cards exiled from the top of a library that may then be played: "Exile the top card of
your library. Until end of turn, you may play that card." (601.3, 116.2a, 611.2a): the
grammar's parts, their rules text, and the permission's duration in play."""

from __future__ import annotations

import pytest

from rulings_kit.cards.lower import build
from rulings_kit.cards.model import (
    Card,
    Duration,
    DurationWords,
    ExiledCards,
    ExileTop,
    PlayExiled,
    PlayVerb,
    SpellAbility,
)
from rulings_kit.cards.model.codec import from_json, to_json
from rulings_kit.cards.oracle import compile_text
from rulings_kit.core import Advance, Cast, Play, Resolve, apply
from rulings_kit.core.state import GameState, Step, Zone
from rulings_kit.errors import IllegalActionError, OracleTextError
from tests.cards.play import table


def _spell(text: str) -> ExileTop:
    parts = compile_text("Test Card", text, ("Sorcery",))
    assert parts.text() == text  # the round trip
    assert from_json(to_json(parts)) == parts
    (ability,) = parts.abilities
    assert isinstance(ability, SpellAbility) and isinstance(ability.effect, ExileTop)
    return ability.effect


@pytest.mark.parametrize(("text", "then"), [
    ("Exile the top card of your library. Until end of turn, you may play that card.",
     PlayExiled(PlayVerb.PLAY, ExiledCards.THAT_CARD,
                Duration(DurationWords.UNTIL_END_OF_TURN), leading=True)),
    ("Exile the top two cards of your library. Until the end of your next turn, you may "
     "play those cards.",
     PlayExiled(PlayVerb.PLAY, ExiledCards.THOSE_CARDS,
                Duration(DurationWords.THROUGH_YOUR_NEXT_TURN), leading=True)),
    ("Exile the top card of your library. You may play that card this turn.",
     PlayExiled(PlayVerb.PLAY, ExiledCards.THAT_CARD, Duration(DurationWords.THIS_TURN))),
    ("Exile the top seven cards of your library. Until end of turn, you may cast spells "
     "from among them.",
     PlayExiled(PlayVerb.CAST, ExiledCards.SPELLS_FROM_AMONG_THEM,
                Duration(DurationWords.UNTIL_END_OF_TURN), leading=True)),
    ("Exile the top three cards of your library. You may play them this turn without "
     "paying their mana costs.",
     PlayExiled(PlayVerb.PLAY, ExiledCards.THEM, Duration(DurationWords.THIS_TURN),
                free=True)),
])
def test_the_permission_is_composed_of_verb_cards_and_duration(text: str,
                                                               then: PlayExiled) -> None:
    assert _spell(text).then == then


def test_a_free_play_is_refused_naming_it() -> None:
    card = Card("Test Card", "Sorcery", "{R}", text="Exile the top three cards of your "
                "library. You may play them this turn without paying their mana costs.")
    with pytest.raises(OracleTextError, match="without paying their mana costs"):
        build(card)


LAND = Card("Test Land", "Land", text="({T}: Add {R}.)")
STRIKE = Card("Test Strike", "Instant", "{R}", text="Test Strike deals 2 damage to any "
              "target.")
NEXT = Card("Test Dig", "Sorcery", "{R}", text="Exile the top two cards of your library. "
            "Until the end of your next turn, you may play those cards.")
APEX = Card("Test Apex", "Sorcery", "{R}", text="Exile the top two cards of your library. "
            "Until end of turn, you may cast spells from among them.")


def _exiled(spell: Card) -> GameState:
    state = table({Zone.HAND: [spell], Zone.BATTLEFIELD: ["Mountain", "Mountain"],
                   Zone.LIBRARY: [LAND, STRIKE, "Island", "Island", "Island"]},
                  {Zone.LIBRARY: ["Island", "Island", "Island"]})
    state = apply(state, Cast(spell.name)).state
    return apply(state, Resolve()).state


def test_until_the_end_of_your_next_turn_outlasts_this_turn_and_ends_with_that_one() -> None:
    state = _exiled(NEXT)
    state = apply(state, Advance(Step.MAIN1)).state  # Bob's turn
    state = apply(state, Advance(Step.MAIN1)).state  # Alice's next turn: still allowed
    assert state.active == "Alice"
    played = apply(state, Cast("Test Strike", targets=("Bob",), from_zone=Zone.EXILE)).state
    assert [played.obj(i).name for i in played.stack] == ["Test Strike"]
    state = apply(state, Advance(Step.MAIN1)).state  # her next turn ended: Bob's again
    state = apply(state, Advance(Step.MAIN1)).state
    with pytest.raises(IllegalActionError, match=r"601\.3"):
        apply(state, Cast("Test Strike", targets=("Bob",), from_zone=Zone.EXILE))


def test_cast_spells_from_among_them_doesnt_let_a_land_be_played() -> None:
    state = _exiled(APEX)
    with pytest.raises(IllegalActionError, match=r"305\.1"):
        apply(state, Play("Test Land", from_zone=Zone.EXILE))
    cast = apply(state, Cast("Test Strike", targets=("Bob",), from_zone=Zone.EXILE)).state
    assert [cast.obj(i).name for i in cast.stack] == ["Test Strike"]
