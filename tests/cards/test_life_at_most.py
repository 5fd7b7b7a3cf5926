"""Life-total conditions of "or less" (119.1): "if you have 5 or less life" (fateful hour), "as
long as an opponent has 10 or less life", "if each player has 10 or less life" read into
ConditionText and write themselves back; the engine's test counts the players it names."""

from __future__ import annotations

from dataclasses import fields, is_dataclass

import pytest

from rulings_kit.cards import Card, build
from rulings_kit.cards.oracle import compile_text
from rulings_kit.core.conditions import LifeAtMost
from rulings_kit.core.patterns import Actor
from rulings_kit.core.values import evolve
from rulings_kit.scenarios import Scenario


@pytest.mark.parametrize(("words", "actor", "each"), [
    ("you have 5 or less life", Actor.YOU, False),
    ("an opponent has 10 or less life", Actor.OPPONENT, False),
    ("each player has 10 or less life", Actor.ANY, True),
])
def test_or_less_life_reads_writes_back_and_lowers(words: str, actor: Actor, each: bool) -> None:
    text = f"At the beginning of your upkeep, if {words}, you gain 1 life."
    (ability,) = compile_text("Healer", text, ("Enchantment",)).abilities
    assert ability.text() == text
    (trigger,) = build(Card("Healer", "Enchantment", "{W}", text=text)).abilities
    n = int(words.split(" or ")[0].split()[-1])
    assert LifeAtMost(actor, n, each) in _parts(trigger)


def _parts(value: object) -> list[object]:
    """Every dataclass value inside ``value``."""
    found = [value]
    if is_dataclass(value) and not isinstance(value, type):
        for f in fields(value):
            found += _parts(getattr(value, f.name, None))
    elif isinstance(value, tuple | list):
        for v in value:
            found += _parts(v)
    return found


def test_a_fateful_hour_sentence_round_trips() -> None:
    (ability,) = compile_text("Spell Snuff", "Fateful hour — If you have 5 or less life, draw a "
                              "card.", ("Instant",)).abilities
    assert ability.text() == "Fateful hour — If you have 5 or less life, draw a card."


@pytest.mark.parametrize(("lives", "actor", "each", "holds"), [
    ((5, 20), Actor.YOU, False, True),
    ((6, 20), Actor.YOU, False, False),
    ((20, 10), Actor.OPPONENT, False, True),
    ((10, 11), Actor.OPPONENT, False, False),  # Alice's own life is not an opponent's
    ((10, 10), Actor.ANY, True, True),
    ((10, 11), Actor.ANY, True, False),
])
def test_the_players_it_names_are_counted(lives: tuple[int, int], actor: Actor, each: bool,
                                          holds: bool) -> None:
    state = Scenario.build("two players").player("Alice", battlefield=["Bloodghast"]) \
        .player("Bob").done().run().trace.final
    state = evolve(state, players=tuple(evolve(p, life=life) for p, life in
                                        zip(state.players, lives, strict=True)))
    (ghast,) = state.permanents()
    assert LifeAtMost(actor, 10 if actor is not Actor.YOU else 5, each)(state, ghast) is holds
