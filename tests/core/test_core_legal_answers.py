"""``legal_answers(question, state)``: the one list of legal answers the engine, the explorer and
the widgets use, including a choice a user's card defines ("two mana in any combination
of colors", where a colour may be named twice)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from rulings_kit.core.actions import Activate, Advance, Cast, Resolve
from rulings_kit.core.answers import legal_answers, only_answer
from rulings_kit.core.definitions import ActivatedAbility, CardDef, Cost
from rulings_kit.core.engine import apply
from rulings_kit.core.produce import AnyColor
from rulings_kit.core.questions import Ask, Option, Question, Unanswered
from rulings_kit.core.setup import Placed, PlayerSetup, build_state
from rulings_kit.core.state import GameState, Step, Zone
from rulings_kit.errors import QuestionError
from rulings_kit.explore import explore
from rulings_kit.scenarios import Scenario
from rulings_kit.scenarios.parse import ActionSpec
from rulings_kit.widgets.probes import MAX_CHOICES
from rulings_kit.widgets.probes import legal_answers as offered
from tests.helpers import corpus_pool, position

#: a land no bundled card is: "{T}: Add two mana in any combination of colors."
PRISM_WELL = CardDef(
    "Prism Well",
    None,
    frozenset(),
    ("Land",),
    abilities=(ActivatedAbility(Cost(tap=True), mana=AnyColor(2)),),
)


def _state() -> GameState:
    alice = PlayerSetup("Alice", zones={Zone.BATTLEFIELD: (Placed(PRISM_WELL),)})
    return build_state([alice, PlayerSetup("Bob")])


def _asked() -> Question:
    with pytest.raises(Unanswered) as e:
        apply(_state(), Activate("Prism Well"))
    return e.value.question


def test_a_choice_of_two_mana_may_name_a_colour_twice() -> None:
    q = _asked()
    assert (q.kind, q.count, q.repeats) == (Ask.COLOR, (2, 2), True)
    answers = legal_answers(q, _state())
    assert len(answers) == 15  # 5 colours, two of them, repeats allowed, order aside
    assert ["G", "G"] in answers and ["W", "U"] in answers
    done = apply(_state(), Activate("Prism Well"), {q.id: ["G", "G"]})
    assert done.state.player("Alice").pool == ("G", "G")
    assert "more than once" in q.describe_options()


def test_an_answer_of_the_wrong_size_is_refused_naming_what_is_valid() -> None:
    q = _asked()
    with pytest.raises(QuestionError, match="has 1 entries; a list of 2 of 'W'"):
        apply(_state(), Activate("Prism Well"), {q.id: ["G"]})


def test_the_explorer_tries_every_combination_of_a_users_choice() -> None:
    action = ActionSpec(1, "activate", {"activate": "Prism Well"}, Activate("Prism Well"), {})
    alice = PlayerSetup("Alice", zones={Zone.BATTLEFIELD: (Placed(PRISM_WELL),)})
    scenario = Scenario("two mana", (alice, PlayerSetup("Bob")), (action,), active="Alice")
    ex = explore(scenario, progress=False)
    assert ex.complete and ex.branches == 15
    pools = {ex.replay(b).state.player("Alice").pool for b in range(ex.branches)}
    assert ("G", "G") in pools and ("R", "W") not in pools  # one order of each pair
    assert len(pools) == 15


def test_the_widgets_offer_the_same_answers() -> None:
    q = _asked()
    assert list(offered(q, _state())) == legal_answers(q, _state())[:MAX_CHOICES]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (Question("may:X", Ask.MAY, "Alice", "Alice may draw", "603.5"), [True, False]),
        (  # two triggers alike: one order (603.3b)
            Question(
                "order:Alice",
                Ask.ORDER,
                "Alice",
                "order",
                "603.3b",
                (Option(0, "Elf (trigger)"), Option(1, "Elf (trigger)")),
                (2, 2),
            ),
            [["Elf (trigger)", "Elf (trigger)"]],
        ),
        (
            Question(
                "choose:X",
                Ask.CHOOSE,
                "Alice",
                "two cards",
                "608.2c",
                (Option(1, "A"), Option(2, "B"), Option(3, "C")),
                (2, 2),
            ),
            [["A", "B"], ["A", "C"], ["B", "A"], ["B", "C"], ["C", "A"], ["C", "B"]],
        ),
    ],
)
def test_legal_answers_of_each_kind(question: Question, expected: list[object]) -> None:
    assert legal_answers(question) == expected


def test_unordered_answers_count_each_set_of_cards_once() -> None:
    q = Question(
        "discard:Alice",
        Ask.DISCARD,
        "Alice",
        "discards 2",
        "514.1",
        (Option(1, "A"), Option(2, "B"), Option(3, "C")),
        (2, 2),
    )
    assert legal_answers(q, unordered=True) == [["A", "B"], ["A", "C"], ["B", "C"]]


def test_a_cast_question_needs_the_game_to_list_its_answers() -> None:
    q = Question("cast:X", Ask.CAST, "Alice", "Alice may cast a card", "118.9")
    with pytest.raises(ValueError, match="give its state"):
        legal_answers(q)
    assert legal_answers(q, _state()) == [False]


def test_a_question_answers_itself_only_with_one_of_its_legal_answers() -> None:
    """``only_answer`` (what the engine uses when nobody answered) is one of the legal
    answers, and is None whenever there is a real choice."""
    one_land = Question(
        "color:Well", Ask.COLOR, "Alice", "two mana", "106.1", (Option("G", "G"),), (2, 2)
    )
    assert only_answer(replace(one_land, repeats=True)) == ["G", "G"]
    assert only_answer(replace(one_land, repeats=True)) in legal_answers(
        replace(one_land, repeats=True)
    )
    both = Question(
        "target:X",
        Ask.TARGET,
        "Alice",
        "two targets",
        "601.2c",
        (Option(1, "A"), Option(2, "B")),
        (2, 2),
    )
    assert only_answer(both) in legal_answers(both)
    assert only_answer(replace(both, count=(1, 1))) is None
    assert only_answer(_asked()) is None  # fifteen ways to add two mana


def test_a_name_that_also_names_another_players_creature_is_offered_as_ids() -> None:
    # 115.1, 603.3d: Cavalry Drillmaster's trigger targets a creature. Alice's two Bears
    # are alike, but "Grizzly Bears" also names Bob's, which the engine refuses as
    # ambiguous: the answers offered name Alice's by id (the name was offered, then refused)
    cards = corpus_pool()
    state = position(
        cards=cards,
        Alice={"battlefield": [{"card": "Grizzly Bears", "count": 2}, "Plains", "Plains"],
               "hand": ["Cavalry Drillmaster"]},
        Bob={"battlefield": ["Grizzly Bears"]},
    )
    for action in (Cast("Cavalry Drillmaster"), Resolve(1)):  # its trigger waits (603.3)
        state = apply(state, action).state
    with pytest.raises(Unanswered) as e:
        apply(state, Resolve(1))
    q = e.value.question
    assert q.id == "target:Cavalry Drillmaster"
    answers = legal_answers(q, state)
    assert "Grizzly Bears" not in [a for (a,) in answers]
    for answer in answers:
        apply(state, Resolve(1), {q.id: answer})  # each one is accepted



def _rebound_cast(bobs: list[Any]) -> tuple[GameState, Question]:
    """Alice's Staggershock waits in exile to be cast free at her upkeep (702.88a), Bob
    has the creatures ``bobs``: the state and the ``cast:`` question."""
    state = position(
        Alice={"battlefield": [{"card": "Mountain", "count": 3}], "hand": ["Staggershock"]},
        Bob={"library": ["Island", "Island"], "battlefield": bobs},
    )
    upkeep = Advance(Step.UPKEEP)
    for action in (Cast("Staggershock", targets=("Bob",)), Resolve(None), upkeep, upkeep):
        state = apply(state, action).state
    with pytest.raises(Unanswered) as e:
        apply(state, Resolve(1))
    return state, e.value.question


def _bears(state: GameState) -> list[int]:
    return [o.id for o in state.objects if o.card.name == "Grizzly Bears" and o.zone is Zone.BATTLEFIELD]


def _targets(answers: list[Any]) -> list[str]:
    """The targets of each ``cast:`` answer (``false`` left out), in a set order."""
    return sorted(str(a["targets"]) for a in answers if a)


def test_a_free_cast_offers_each_of_two_different_objects_of_one_name() -> None:
    # 115.1, 601.2c: the two Bears differ (a +1/+1 counter makes one a 3/3 that 2 damage
    # does not kill), so "target Grizzly Bears" is two choices, offered by id; the
    # engine accepts each offered answer, and they end differently
    state, q = _rebound_cast(["Grizzly Bears", {"card": "Grizzly Bears", "counters": {"+1/+1": 1}}])
    assert q.id == "cast:Staggershock"
    answers = legal_answers(q, state)
    assert _targets(answers) == _targets([{"targets": [t]} for t in ("Alice", "Bob", *_bears(state))])
    survivors = set()
    for answer in answers:
        after = apply(state, Resolve(1), {q.id: answer}).state
        survivors.add(len(_bears(apply(after, Resolve(None)).state)))
    assert survivors == {1, 2}  # the 2/2 dies, or the 3/3 (or a player) is hit


def test_alike_objects_of_one_name_stay_one_free_cast_choice() -> None:
    state, q = _rebound_cast([{"card": "Grizzly Bears", "count": 2}])
    # interchangeable Bears: one answer by name, as for a target question
    answers = legal_answers(q, state)
    assert _targets(answers) == _targets([{"targets": [t]} for t in ("Alice", "Bob", "Grizzly Bears")])
