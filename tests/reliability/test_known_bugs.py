"""Regression tests for the bugs the reliability tests found: each started as a minimal
reproducer marked ``xfail(strict=True)`` for its owner, and stays here once fixed.

The tests still marked xfail are open bugs. A new bug gets a test here the same way: the
behaviour users need, marked ``@pytest.mark.xfail(strict=True, reason="engine bug: ...")``
until it is fixed. Hangs are bounded by a time limit and memory by a resource limit, so a
reproducer never hangs or exhausts the suite.
"""

from __future__ import annotations

import json
import subprocess
import sys
from contextlib import suppress
from typing import Any

import pytest

from rulings_kit.cards import get_card
from rulings_kit.core import (
    Activate,
    Advance,
    Cast,
    GameState,
    LoopLimitError,
    Resolve,
    Step,
    apply,
    build_state,
)
from rulings_kit.core import events as ev
from rulings_kit.core.definitions import CardDef, Trigger, TriggeredAbility
from rulings_kit.core.effects.mana import AddManaToPool
from rulings_kit.core.setup import Placed, PlayerSetup
from rulings_kit.core.state import GameObject, Zone
from rulings_kit.errors import DataError, IllegalActionError, RulingsError, ScenarioError
from rulings_kit.scenarios import Scenario
from rulings_kit.trace import Trace
from tests.helpers import position
from tests.reliability.fuzz import ACCEPTANCE
from tests.reliability.guards import time_limit


# ------------------------------------------------------------------------ engine
def test_acting_after_every_player_lost_ends_instead_of_hanging() -> None:
    """Found by random play: once every player had lost, a new turn looped forever."""
    state = position(Alice={"life": 0}, Bob={"life": 0})  # both lose as the action starts
    with (
        time_limit(2.0, "advance after both players lost"),
        pytest.raises(IllegalActionError) as err,
    ):
        apply(state, Advance(Step.UPKEEP))
    assert err.value.rules == ("104.4a",)  # a draw: the game is over


def _on_cast_or_put_on_stack(event: ev.Event, source: GameObject, state: GameState) -> bool:
    return isinstance(event, ev.SpellCast | ev.PutOnStack)


def _on_mana(event: ev.Event, source: GameObject, state: GameState) -> GameObject | None:
    return event.source if isinstance(event, ev.ManaProduced) else None


def _state_with(card: CardDef) -> GameState:
    return build_state(
        [
            PlayerSetup(
                "Alice",
                zones={
                    Zone.BATTLEFIELD: [Placed(card), Placed(get_card("Mountain"))],
                    Zone.HAND: [Placed(get_card("Shock"))],
                },
            ),
            PlayerSetup("Bob"),
        ]
    )


def test_triggers_that_never_resolve_stop_at_the_step_limit() -> None:
    echo = CardDef(
        name="Stack Echo",
        mana_cost=None,
        colors=frozenset(),
        types=("Enchantment",),
        abilities=(
            TriggeredAbility(
                Trigger(ev.Event, _on_cast_or_put_on_stack, "Whenever anything goes on the stack")
            ),
        ),
    )
    with time_limit(5.0, "an endless chain of triggers"), pytest.raises(LoopLimitError):
        apply(_state_with(echo), Cast("Shock", targets=("Bob",)), max_steps=50)


def test_triggered_mana_abilities_that_never_stop_stop_at_the_step_limit() -> None:
    spring = CardDef(
        name="Endless Spring",
        mana_cost=None,
        colors=frozenset(),
        types=("Enchantment",),
        abilities=(
            TriggeredAbility(
                Trigger(ev.ManaProduced, _on_mana, "Whenever mana is produced"),
                (AddManaToPool("Add one mana of any type that mana had.", (), produced=True),),
                mana_ability=True,
            ),
        ),
    )
    with time_limit(5.0, "an endless mana loop"), pytest.raises(LoopLimitError):
        apply(_state_with(spring), Activate("Mountain"), max_steps=50)


def test_creating_a_huge_number_of_tokens_ends_quickly() -> None:
    state = build_state(
        [
            PlayerSetup(
                "Alice",
                zones={
                    Zone.BATTLEFIELD: [
                        Placed(get_card("Hangarback Walker"), counters={"+1/+1": 100_000}),
                        Placed(get_card("Swamp")),
                    ],
                    Zone.HAND: [Placed(get_card("Village Rites"))],
                },
            ),
            PlayerSetup("Bob", zones={Zone.LIBRARY: [Placed(get_card("Island"))] * 2}),
        ]
    )
    cast = Cast("Village Rites", sacrifice=("Hangarback Walker",))
    with time_limit(10.0, "100,000 Thopters"):
        state = apply(state, cast).state
        with suppress(RulingsError):  # refusing to make that many objects is fine
            apply(state, Resolve(None))


# ---------------------------------------------------------------------- scenarios
def test_deeply_nested_toml_is_refused_with_a_scenario_error() -> None:
    with pytest.raises(ScenarioError, match=r"deep\.toml"):
        Scenario.from_toml("x = " + "[" * 5000 + "]" * 5000, "deep.toml")


def test_loading_an_endless_file_is_refused_with_bounded_memory() -> None:
    code = (
        "import resource\n"
        "resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))\n"
        "from rulings_kit.scenarios import Scenario\n"
        "from rulings_kit.errors import RulingsError\n"
        "try:\n"
        "    Scenario.load('/dev/zero')\n"
        "except RulingsError as e:\n"
        "    print('refused:', e)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert "refused: /dev/zero" in done.stdout, done.stderr[-500:]


# -------------------------------------------------------------------------- trace
@pytest.mark.parametrize(
    "text",
    [
        "",
        "[]",
        "{}",
        '{"trace": 1}',
        '{"trace": {"__type__": "Trace"}}',
        '{"trace": {"__enum__": "NoSuchEnum", "value": 1}}',
    ],
)
def test_malformed_trace_json_is_refused_with_a_data_error(text: str) -> None:
    with pytest.raises(DataError):
        Trace.from_json(text, get_card)


def _ivy_trace_json() -> dict[str, Any]:
    path = ACCEPTANCE / "cards" / "ivy_copy_keeps_x.toml"
    data: dict[str, Any] = json.loads(Scenario.load(path).run().trace.to_json())
    return data


def test_a_trace_whose_objects_are_not_objects_is_refused_with_a_data_error() -> None:
    data = _ivy_trace_json()
    data["trace"]["start"]["objects"]["__tuple__"][0] = "Forest"
    with pytest.raises(DataError):
        Trace.from_json(json.dumps(data), get_card)


def test_a_trace_whose_card_name_is_not_text_is_refused_with_a_data_error() -> None:
    data = _ivy_trace_json()
    data["trace"]["start"]["objects"]["__tuple__"][0]["card"]["__card__"] = 5
    with pytest.raises(DataError):
        Trace.from_json(json.dumps(data), get_card)


def test_each_choice_of_one_spell_has_its_own_question() -> None:
    """Found by random play: Liliana's Spoils asked the opponent's discard and "you may
    reveal a Vampire card" under one id, so no answer fit both. The discarding player's
    choice is ``discard:PLAYER`` (701.9b; the format's id for an effect's discard)."""
    from rulings_kit.core import Unanswered
    from tests.helpers import corpus_pool, position

    state = position(
        cards=corpus_pool(),
        Alice={"battlefield": ["Swamp"] * 4, "hand": ["Liliana's Spoils"],
               "library": ["Vampire of the Dire Moon", "Island", "Island", "Island", "Island"]},
        Bob={"hand": ["Highway Robber", "Island"], "library": ["Island"] * 3},
    )
    state = apply(state, Cast("Liliana's Spoils", targets=("Bob",))).state
    answers: dict[str, Any] = {}
    for _ in range(4):
        try:
            end = apply(state, Resolve(1), answers).state
            break
        except Unanswered as u:
            answers[u.question.id] = [u.question.options[0].label]
    hands = {p: sorted(o.name for o in end.zone_objects(p, Zone.HAND)) for p in ("Alice", "Bob")}
    assert hands == {"Alice": ["Vampire of the Dire Moon"], "Bob": ["Island"]}


def test_restricted_mana_counts_in_the_pool_invariant() -> None:
    """Pillar of the Paruns' mana ("Spend this mana only to cast a multicolored spell")
    waits in the pool with its restriction (106.6); the invariant that every mana in a
    pool was produced counts it (random play over the card database found the invariant
    blind to it)."""
    from tests.reliability import invariants

    start = position({"active": "Alice", "step": "main1", "number": 2},
                     Alice={"battlefield": ["Pillar of the Paruns"]}, Bob={})
    pillar = next(o for o in start.permanents() if o.name == "Pillar of the Paruns")
    t = apply(start, Activate(pillar.id), {"color:Pillar of the Paruns": "W"})
    alice = t.state.player("Alice")
    assert alice.pool == () and [m for m, _ in alice.restricted] == ["W"]
    invariants.mana_is_accounted_for(start, t.state, t.events)


def test_an_ability_that_doesnt_resolve_leaves_the_stack_in_the_invariant() -> None:
    """An ability whose only target is gone doesn't resolve and ceases to exist (608.2b):
    the stack invariant counts it as gone (random play over the database found the
    invariant blind to it: Blasting Station sacrificing the creature it targets)."""
    from tests.helpers import ROOT
    from tests.reliability import invariants

    path = ROOT / "scenarios" / "corpus" / (
        "blasting_station_sacrificing_its_own_target_it_doesnt_resolve.toml")
    trace = Scenario.load(path).run().trace
    assert any(isinstance(e, ev.DidNotResolve) for s in trace.steps for e in s.events)
    for step in trace.steps:
        invariants.check_step(step.before, step.after, step.events)


def test_a_card_that_transforms_is_still_the_same_card_in_the_invariant() -> None:
    """Breakneck Rider transforms into Neck Breaker (701.27a): one card, whichever face
    it shows (712.1). The invariant that no card appears or vanishes counts it by its
    whole name (random play over the database found it counting faces)."""
    from tests.reliability import invariants

    start = position({"active": "Alice", "step": "main1", "number": 1},
                     Alice={"battlefield": ["Breakneck Rider // Neck Breaker"],
                            "library": ["Plains"] * 3},
                     Bob={"library": ["Plains"] * 3})
    upkeep = apply(start, Advance(Step.UPKEEP)).state  # no spell last turn: it transforms
    t = apply(upkeep, Resolve(1))
    assert [o.name for o in t.state.permanents()] == ["Neck Breaker"]
    invariants.check_step(upkeep, t.state, t.events)


def test_two_triggers_of_one_card_choose_their_targets_each() -> None:
    """Found by random play: Apex Altisaur's enters trigger fights Bob's Grizzly Bears;
    the damage it is dealt triggers enrage, which chooses its own target (603.3d, 109.1).
    Both asked ``target:Apex Altisaur``, so the answer offered for the first (legal) was
    used for the second too and refused. Every answer offered for each question of the
    action is accepted, and the second trigger asks ``target:Apex Altisaur#2``."""
    from rulings_kit.core import Unanswered
    from rulings_kit.core.answers import legal_answers

    start = position(Alice={"hand": ["Apex Altisaur"],
                            "battlefield": ["Grizzly Bears"] + ["Forest"] * 9},
                     Bob={"battlefield": ["Grizzly Bears", "Llanowar Elves"]})
    state = apply(start, Cast("Apex Altisaur")).state
    todo: list[dict[str, Any]] = [{}]
    ends = []
    while todo:
        answers = todo.pop()
        try:
            ends.append(apply(state, Resolve(None), answers))
        except Unanswered as u:
            todo += [{**answers, u.question.id: a} for a in legal_answers(u.question, state)]
    asked = {q.id for t in ends for q, _ in t.asked}
    assert {"target:Apex Altisaur", "target:Apex Altisaur#2"} <= asked
    bob_left = sorted(sorted(o.name for o in t.state.permanents("Bob")) for t in ends)
    assert [] in bob_left and ["Grizzly Bears", "Llanowar Elves"] in bob_left
    assert all("Grizzly Bears" in [o.name for o in t.state.permanents("Alice")] for t in ends)
