"""Player designations (core/designations.py): one monarch at a time (725.3), the monarch's
abilities from no source (725.2), its heir (725.4), the city's blessing kept (702.131c)."""

from __future__ import annotations

import pickle

import pytest

from rulings_kit.core import events as ev
from rulings_kit.core.designations import CITYS_BLESSING, MONARCH, give, monarch
from rulings_kit.core.engine import Txn
from rulings_kit.core.monarch import MONARCH_CARD, monarch_source
from rulings_kit.core.setup import PlayerSetup, build_state
from rulings_kit.core.state import GameState
from rulings_kit.core.values import evolve
from rulings_kit.errors import ScenarioError
from tests.helpers import position


def _with(state: GameState, player: str, *designations: str) -> GameState:
    return state.with_player(evolve(state.player(player), designations=frozenset(designations)))


def test_becoming_the_monarch_ends_the_monarch_before() -> None:
    state = _with(position(Alice={}, Bob={}), "Bob", MONARCH)
    txn = Txn(state, {}, 1000)
    give(txn, "Alice", MONARCH, "725.1")
    assert monarch(txn.state) == "Alice" and not txn.state.player("Bob").designations
    changes = [(e.player, e.gained, e.rule) for e in txn.events
               if isinstance(e, ev.DesignationChanged)]
    assert changes == [("Bob", False, "725.3"), ("Alice", True, "725.1")]


def test_the_monarch_becoming_it_again_changes_nothing() -> None:
    """"Whenever you become the monarch" doesn't trigger for the monarch (Custodi Lich's
    ruling): nothing happens, so there is no event to trigger on."""
    txn = Txn(_with(position(Alice={}, Bob={}), "Alice", MONARCH), {}, 1000)
    give(txn, "Alice", MONARCH, "725.1")
    assert not txn.events


def test_the_citys_blessing_is_shared_and_kept() -> None:
    txn = Txn(_with(position(Alice={}, Bob={}), "Bob", CITYS_BLESSING), {}, 1000)
    give(txn, "Alice", CITYS_BLESSING, "702.131b")
    assert all(CITYS_BLESSING in p.designations for p in txn.state.players)  # 702.131c


def test_no_monarch_no_source_and_the_source_is_the_monarchs() -> None:
    state = position(Alice={}, Bob={})
    assert monarch_source(state) is None  # 725.1: none until an effect makes one
    source = monarch_source(_with(state, "Bob", MONARCH))
    assert source is not None and source.controller == "Bob" and not state.has(source.id)


def test_the_monarchs_abilities_are_a_value() -> None:
    assert pickle.loads(pickle.dumps(MONARCH_CARD)) == MONARCH_CARD


def test_two_monarchs_in_a_position_are_refused() -> None:
    with pytest.raises(ScenarioError, match=r"725\.3"):
        build_state([PlayerSetup("Alice", designations=frozenset({MONARCH})),
                     PlayerSetup("Bob", designations=frozenset({MONARCH}))])
