""""Whenever you sacrifice a Clue" (701.21a, 603.10a): the trigger pattern a card composes is
a value (it pickles, compares equal, prints), it matches a sacrifice by cost or instruction
and never another move to a graveyard, and words it can't carry out stay refused."""

from __future__ import annotations

import pickle

import pytest

from rulings_kit.cards import model as m
from rulings_kit.cards.lower import build
from rulings_kit.cards.oracle import compile_card
from rulings_kit.core import events as ev
from rulings_kit.core.definitions import TriggeredAbility
from rulings_kit.core.patterns import Actor
from rulings_kit.core.sacrifice_patterns import Sacrifices
from rulings_kit.core.state import Zone
from rulings_kit.errors import OracleTextError
from tests.cards.play import built, table


def _card(text: str) -> m.Card:
    return m.Card("Test Card", "Creature — Spirit", "{2}", "2", "2", text=text)


def _ability(text: str) -> TriggeredAbility:
    ability = build(_card(text)).abilities[-1]
    assert isinstance(ability, TriggeredAbility)
    return ability


def test_the_pattern_is_a_value() -> None:
    pattern = _ability("Whenever you sacrifice another permanent, you gain 1 life.").trigger.test
    assert isinstance(pattern, Sacrifices) and pattern.actor is Actor.YOU
    assert pickle.loads(pickle.dumps(pattern)) == pattern
    assert repr(pattern).startswith("Sacrifices(")


@pytest.mark.parametrize("text", [
    "Whenever you sacrifice a Clue, you gain 1 life.",
    "Whenever an opponent sacrifices a nontoken permanent, you gain 1 life.",
    "Whenever a player sacrifices another creature, you gain 1 life.",
    "Whenever you sacrifice an artifact or creature, you gain 1 life.",
])
def test_the_words_come_back(text: str) -> None:
    (ability,) = compile_card(_card(text)).abilities
    assert ability.text().replace("~", "Test Card") == text


@pytest.mark.parametrize(("how", "rule", "hit"), [
    ("sacrificed", "701.21a", True),
    ("sacrificed to pay a cost", "602.2b", True),
    ("sacrificed, exiled instead by Rest in Peace", "614.1a", True),  # still sacrificed
    ("destroyed by Wrath of God", "701.8a", False),
    ("legend rule", "704.5j", False),  # not a sacrifice (Mazirek's ruling)
])
def test_only_a_sacrifice_matches(how: str, rule: str, hit: bool) -> None:
    source = _card("Whenever you sacrifice a creature, you gain 1 life.")
    state = table({Zone.BATTLEFIELD: [source, m.Card("Bears", "Creature — Bear", "{2}", "2",
                                                     "2")]})
    me, bears = state.permanents("Alice")
    event = ev.ZoneChanged(rule, bears, None, Zone.BATTLEFIELD, Zone.GRAVEYARD, how)
    ability = built(source).abilities[-1]
    assert isinstance(ability, TriggeredAbility)
    assert bool(ability.trigger.test(event, me, state)) is hit


@pytest.mark.parametrize("text", [
    # a permanent its sacrificer controls, always (701.21a): a controller is not for the card
    "Whenever you sacrifice a creature an opponent controls, you gain 1 life.",
])
def test_refused(text: str) -> None:
    with pytest.raises(OracleTextError):
        build(_card(text))
