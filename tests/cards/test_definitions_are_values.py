"""Card definitions are values (issue 21): every bundled definition and every playable
card of the five corpus sets pickles, compares equal to its copy after the round trip,
hashes like it, and prints a short repr. Their trigger patterns, filters and conditions
are frozen dataclasses of core, not closures, so a definition can travel to another
process (an explorer's worker) and come back the same."""

from __future__ import annotations

import dataclasses
import pickle
from functools import cache

import pytest

from rulings_kit import data
from rulings_kit.cards.bundled import from_oracle_text
from rulings_kit.cards.lower import check_record
from rulings_kit.cards.oracle import compile_card
from rulings_kit.core import damage_patterns
from rulings_kit.core import filters as f
from rulings_kit.core import patterns as p
from rulings_kit.core.definitions import CardDef
from rulings_kit.data.carddb import packaged
from rulings_kit.errors import RulingsError

#: the sets the Oracle-text corpus measures (tests/cards/test_oracle_corpus.py)
SETS = frozenset({"10E", "DOM", "M19", "M20", "M21"})


@cache
def corpus_definitions() -> dict[str, CardDef]:
    """Every card of the packaged database printed in one of the five sets that the
    engine can play (its text compiles and every part is carried out)."""
    db = packaged()
    out = {}
    for name in db.names():
        if not SETS & set(db.faces_json(name)[0].get("printings") or ()):
            continue
        record = db.record(name)
        try:
            out[name] = check_record(record, compile_card(record))
        except RulingsError:
            continue
    return out


def _round_trips(definitions: dict[str, CardDef]) -> list[str]:
    wrong = []
    for name, card in definitions.items():
        try:
            back = pickle.loads(pickle.dumps(card))
        except (pickle.PicklingError, AttributeError, TypeError) as e:
            wrong.append(f"{name}: {e}")
            continue
        if back is card or back != card or hash(back) != hash(card):
            wrong.append(f"{name}: not equal after the round trip")
        elif len(repr(back)) > 200:
            wrong.append(f"{name}: repr of {len(repr(back))} characters")
    return wrong


def test_every_bundled_definition_round_trips_through_pickle() -> None:
    names = data.card_names()
    assert len(names) >= 77
    assert _round_trips({n: from_oracle_text(n) for n in names}) == []


def test_every_playable_corpus_card_round_trips_through_pickle() -> None:
    definitions = corpus_definitions()
    assert len(definitions) >= 900  # the five sets were read (990 play today)
    assert _round_trips(definitions) == []


def test_a_definition_built_twice_is_equal_and_another_card_is_not() -> None:
    db = packaged()
    first = check_record(db.record("Shivan Dragon"), compile_card(db.record("Shivan Dragon")))
    again = check_record(db.record("Shivan Dragon"), compile_card(db.record("Shivan Dragon")))
    assert first is not again and first == again and hash(first) == hash(again)
    assert first != from_oracle_text("Llanowar Elves")


@pytest.mark.parametrize("name", ["Aven Fisher", "Ajani's Pridemate", "Hypnotic Specter"])
def test_trigger_patterns_are_library_values_the_card_composes(name: str) -> None:
    card = corpus_definitions()[name]
    (ability,) = card.triggered
    pattern = ability.trigger.test
    # the library's pattern, not a closure
    assert type(pattern).__module__ in (p.__name__, damage_patterns.__name__)
    assert pattern == pickle.loads(pickle.dumps(pattern))
    assert len(repr(pattern)) < 400


def test_the_dies_pattern_holds_which_creature_as_a_filter_value() -> None:
    (ability,) = corpus_definitions()["Aven Fisher"].triggered  # "When this creature dies"
    assert ability.trigger.test == p.Dies(f.IsSource(), is_self=True)
    # it prints as the call that makes it, leaving out what the defaults give
    assert repr(ability.trigger.test) == "Dies(IsSource(), is_self=True)"


def _tokens(value: object, found: list[CardDef]) -> list[CardDef]:
    if isinstance(value, CardDef) and value.is_token:
        found.append(value)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            _tokens(getattr(value, field.name), found)
    elif isinstance(value, tuple | frozenset):
        for v in value:
            _tokens(v, found)
    return found


def test_tokens_alike_made_by_two_cards_are_one_definition() -> None:
    """Raise the Alarm's Soldier and Secure the Scene's are alike in every characteristic
    (111.3), so they compare equal; a card of that name is not a token and isn't."""
    cards = corpus_definitions()
    (alarm,) = set(_tokens(cards["Raise the Alarm"].modes, []))
    (scene,) = set(_tokens(cards["Secure the Scene"].modes, []))
    assert alarm is not scene and alarm == scene and hash(alarm) == hash(scene)
    assert pickle.loads(pickle.dumps(alarm)) == scene
    assert dataclasses.replace(alarm, is_token=False) != alarm
    assert dataclasses.replace(alarm, power=2) != alarm
