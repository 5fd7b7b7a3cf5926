"""Property-based tests of the mana rules over random boards of the mana cards (106.7).

For every permanent with a mana ability: the types ``could_produce`` reports are exactly
the types that activating its mana abilities actually produces under some answer, and
no mana is created from nothing.
"""

from __future__ import annotations

import itertools
from collections import Counter
from dataclasses import replace
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from rulings_kit.core import Activate, GameState, Unanswered, apply, could_produce
from rulings_kit.core import events as ev
from rulings_kit.core.produce import mana_abilities
from rulings_kit.errors import RulingsError
from tests.helpers import position

PRODUCERS = [
    "Forest", "Island", "Swamp", "Mountain", "Plains", "Wastes", "Reflecting Pool",
    "Exotic Orchard", "Fellwar Stone", "Llanowar Elves", "Vivid Crag", "Pili-Pala", "Mutavault",
]
MODIFIERS = ["Contamination", "Mana Reflection", "Heartbeat of Spring"]

entry = st.fixed_dictionaries({"card": st.sampled_from(PRODUCERS), "tapped": st.booleans()})
side = st.fixed_dictionaries({
    "battlefield": st.lists(entry, max_size=4),
    "extra": st.lists(st.sampled_from(MODIFIERS), max_size=2, unique=True),
})


def board(alice: dict[str, Any], bob: dict[str, Any]) -> GameState:
    def zones(s: dict[str, Any]) -> dict[str, Any]:
        return {"battlefield": s["battlefield"] + s["extra"]}

    return position(Alice=zones(alice), Bob=zones(bob))


def ready(state: GameState, obj_id: int, untap_cost: bool) -> GameState:
    """Make the permanent able to pay its cost, since 106.7 ignores costs."""
    obj = state.obj(obj_id)
    obj = replace(obj, tapped=untap_cost, sick=False, counters=(("charge", 2),) if obj.name == "Vivid Crag" else obj.counters)
    state = state.with_object(obj)
    player = replace(state.player(obj.controller), pool=("C", "C"))  # for Pili-Pala's {2}
    return replace(state.with_player(player), priority=obj.controller)


def produced_types(state: GameState, obj_id: int, index: int) -> set[str]:
    """Every type the ability produces under every combination of answers."""
    types: set[str] = set()
    pending: list[dict[str, Any]] = [{}]
    seen = 0
    while pending and seen < 200:
        answers = pending.pop()
        seen += 1
        try:
            t = apply(state, Activate(obj_id, ability=index + 1), answers)
        except Unanswered as u:
            q = u.question
            if q.kind.value in ("order", "replace"):
                for perm in itertools.permutations([o.label for o in q.options]):
                    pending.append({**answers, q.id: list(perm)})
            else:
                pending += [{**answers, q.id: o.label} for o in q.options]
            continue
        except RulingsError:
            continue
        made = [e for e in t.events if isinstance(e, ev.ManaProduced) and e.source.id == obj_id]
        for e in made:
            types |= set(e.mana)
        assert_no_mana_from_nothing(state, t.state, t.events)
    return types


def assert_no_mana_from_nothing(before: GameState, after: GameState, events: tuple[ev.Event, ...]) -> None:
    """Each pool changes by exactly the mana produced for that player minus what they spent."""
    for p in before.players:
        gained: Counter[str] = Counter()
        for e in events:
            if isinstance(e, ev.ManaProduced) and e.player == p.name:
                gained.update(e.mana)
            if isinstance(e, ev.ManaSpent) and e.player == p.name:
                gained.subtract(e.mana)
        delta = Counter(after.player(p.name).pool)
        delta.subtract(Counter(p.pool))
        for t in set(delta) | set(gained):
            assert delta[t] == gained[t], f"{p.name}'s pool changed by {dict(delta)}, events say {dict(gained)}"


@given(side, side)
def test_could_produce_is_exactly_what_the_abilities_can_produce(alice: dict[str, Any], bob: dict[str, Any]) -> None:
    state = board(alice, bob)
    for perm in state.permanents():
        abilities = mana_abilities(state, perm)
        if not abilities or perm.controller != "Alice":
            continue
        actual: set[str] = set()
        for index, ability in enumerate(perm.card.activated):
            if ability.mana is None:
                continue
            actual |= produced_types(ready(state, perm.id, ability.cost.untap), perm.id, index)
        assert set(could_produce(state, perm)) == actual, perm.name
