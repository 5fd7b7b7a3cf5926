"""Batched triggers (603.2c) are made of values: their patterns pickle, compare equal to
their copies and print briefly, and a card's definition built from them stays a value."""

from __future__ import annotations

import pickle

import pytest

from rulings_kit.cards.lower import check_record
from rulings_kit.cards.oracle import compile_card
from rulings_kit.core import filters as f
from rulings_kit.core import patterns as p
from rulings_kit.core.abilities import TriggeredAbility
from rulings_kit.core.batches import BatchObjects, OneOrMore
from rulings_kit.core.block_patterns import BlocksWith
from rulings_kit.core.counter_patterns import CountersPut
from rulings_kit.core.graveyard_patterns import LeavesYourGraveyard, PutIntoYourGraveyard
from rulings_kit.core.turn_record import Did, Happened
from rulings_kit.data import carddb

PARTS = [
    OneOrMore(p.Attacks(f.Anything())),
    OneOrMore(CountersPut("+1/+1", f.IsSource(), is_self=True), per_object=True,
              counter="+1/+1"),
    OneOrMore(BlocksWith(f.Anything(), blocks=True, blocked=True)),
    OneOrMore(LeavesYourGraveyard(f.Anything())),
    OneOrMore(PutIntoYourGraveyard(f.Anything(), from_library=True)),
    BatchObjects(),
    Happened(Did.BATCH, "Alice", objects=(3, 4), amount=2, batch=7),
]


@pytest.mark.parametrize("part", PARTS, ids=lambda x: type(x).__name__)
def test_a_batch_part_is_a_value(part: object) -> None:
    assert pickle.loads(pickle.dumps(part)) == part
    assert hash(part) == hash(pickle.loads(pickle.dumps(part)))


def test_a_batch_pattern_prints_as_the_call_that_makes_it() -> None:
    assert repr(OneOrMore(p.Attacks(f.Anything()))) == "OneOrMore(Attacks(Anything()))"
    assert repr(OneOrMore(LeavesYourGraveyard(f.Anything()), per_player=True)) == \
        "OneOrMore(LeavesYourGraveyard(Anything()), per_player=True)"


@pytest.mark.parametrize("name", ["Ancestor Dragon", "Fuming Effigy", "Enduring Scalelord",
                                  "Serra Inquisitors", "Sidisi, Brood Tyrant"])
def test_a_batched_card_definition_is_a_value(name: str) -> None:
    record = carddb.packaged().record(name)
    card = check_record(record, compile_card(record))
    triggers = [a.trigger for a in card.of_kind(TriggeredAbility)]
    assert any(isinstance(t.test, OneOrMore) for t in triggers)
    assert pickle.loads(pickle.dumps(card)) == card
