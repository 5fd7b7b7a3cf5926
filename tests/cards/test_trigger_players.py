"""The players a triggered ability names by its trigger event: "that player" of "whenever a
player casts a spell" is the caster (603.2, 601.2i); "defending player" of an attacking
creature's trigger is the player it attacks (508.5). Elsewhere the words stay refused."""

from __future__ import annotations

import pytest

from rulings_kit.cards import model as m
from rulings_kit.cards.lower import build
from rulings_kit.core.definitions import TriggeredAbility
from rulings_kit.core.effects.instructions import LifeChange
from rulings_kit.core.selection import DefendingPlayer, EventPlayer
from rulings_kit.errors import OracleTextError


def _players(text: str) -> object:
    card = build(m.Card("Test Card", "Creature — Spirit", "{2}", "2", "2", text=text))
    ability = card.abilities[-1]
    assert isinstance(ability, TriggeredAbility)
    (effect,) = ability.effects
    assert isinstance(effect, LifeChange) and effect.lose
    return effect.players


@pytest.mark.parametrize(("text", "who"), [
    ("Whenever a player casts a spell, that player loses 1 life.", EventPlayer()),
    ("Whenever an opponent casts a creature spell, that player loses 1 life.", EventPlayer()),
    ("Whenever Test Card attacks, defending player loses 1 life.", DefendingPlayer()),
    ("Whenever Test Card becomes blocked, defending player loses 4 life.", DefendingPlayer()),
    ("Whenever a creature you control attacks, defending player loses 1 life.",
     DefendingPlayer()),
])
def test_the_trigger_event_names_the_player(text: str, who: object) -> None:
    assert _players(text) == who


@pytest.mark.parametrize("text", [
    "{T}: Defending player loses 1 life.",  # no attacking creature to follow (508.5)
    "Whenever Test Card blocks, defending player loses 1 life.",  # a blocker's trigger
])
def test_defending_player_without_an_attacker_is_refused(text: str) -> None:
    with pytest.raises(OracleTextError):
        build(m.Card("Test Card", "Creature — Spirit", "{2}", "2", "2", text=text))
