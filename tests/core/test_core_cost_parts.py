"""A cost is its mana, its {T} / {Q} and typed parts, each knowing why it can't be paid
(118.3), how it is paid (601.2h) and its words (``core/cost_parts.py``)."""

from __future__ import annotations

import pickle

import pytest

from rulings_kit.core import events as ev
from rulings_kit.core.actions import Activate
from rulings_kit.core.cost_parts import (
    Discard,
    PayLife,
    RemoveCounter,
    SacrificeSelf,
)
from rulings_kit.core.definitions import ActivatedAbility, CardDef, Cost
from rulings_kit.core.engine import apply
from rulings_kit.core.mana import ManaCost
from rulings_kit.core.setup import Placed, PlayerSetup, build_state
from rulings_kit.core.state import GameState, Zone
from rulings_kit.errors import IllegalActionError

#: "Pay 2 life, Sacrifice this artifact: ..." (no bundled card is this)
COST = Cost(parts=(PayLife(2), SacrificeSelf()))
IDOL = CardDef("Bargain Idol", ManaCost.parse("{1}"), frozenset(), ("Artifact",),
               abilities=(ActivatedAbility(COST),))


def _state(life: int) -> GameState:
    alice = PlayerSetup("Alice", life=life, zones={Zone.BATTLEFIELD: (Placed(IDOL),)})
    return build_state([alice, PlayerSetup("Bob")])


def test_the_parts_print_in_the_order_of_rules_text_whatever_order_they_are_given() -> None:
    assert COST.text("this artifact") == "Sacrifice this artifact, Pay 2 life"
    assert Cost(parts=(Discard(2), RemoveCounter("+1/+1"))).text("~") == \
        "Remove a +1/+1 counter from ~, Discard two cards"
    assert COST.of(PayLife) == PayLife(2) and COST.of(Discard) is None


def test_a_part_says_why_it_cant_be_paid() -> None:
    state = _state(life=1)
    idol = state.permanents("Alice")[0]
    assert PayLife(2).problems(state, idol, COST) == [
        ("Alice has less than 2 life to pay", "118.3")]
    assert PayLife(1).problems(state, idol, COST) == []


def test_an_ability_whose_life_cost_cant_be_paid_is_refused_and_the_game_unchanged() -> None:
    state = _state(life=1)
    with pytest.raises(IllegalActionError) as err:
        apply(state, Activate("Bargain Idol"))
    assert "118.3" in err.value.rules and "less than 2 life" in str(err.value)


def test_the_parts_are_paid_the_source_last() -> None:
    state = _state(life=20)
    t = apply(state, Activate("Bargain Idol"))
    assert t.state.player("Alice").life == 18
    assert [e.rule for e in t.events if isinstance(e, ev.LifeChanged)] == ["118.3b"]
    moved = [e for e in t.events if isinstance(e, ev.ZoneChanged)]
    assert [e.rule for e in moved] == ["602.2b"]  # sacrificed after the life was paid
    assert not t.state.permanents("Alice")


def test_a_cost_of_parts_is_a_value() -> None:
    assert pickle.loads(pickle.dumps(COST)) == COST
    assert hash(pickle.loads(pickle.dumps(COST))) == hash(COST)
