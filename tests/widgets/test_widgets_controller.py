"""The logic behind the widgets, without ipywidgets: sessions, orders, X, summaries."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from rulings_kit.core.questions import Ask, Option, Question
from rulings_kit.widgets.controller import Session
from rulings_kit.widgets.keys import answer_keys, is_permutation, key, move, repair_order, split_key
from rulings_kit.widgets.summary import compare
from rulings_kit.widgets.views import Origin, answer_label
from tests.helpers import load_scenario
from tests.widgets.conftest import BANEFIRE, COMET, ENDLESS, HERDER, B, H, scenario

ROOT = Path(__file__).resolve().parents[2]


# ---------------------------------------------------------------- keys and orders
def test_keys_round_trip() -> None:
    assert key(2, "order:Alice") == "2:order:Alice"
    assert split_key("2:may:Ivy, Gleeful Spellthief") == (2, "may:Ivy, Gleeful Spellthief")
    with pytest.raises(ValueError, match="answer key"):
        split_key("order:Alice")


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (["b", "a", "c"], ["b", "a", "c"]),
        (["b"], ["b", "a", "c"]),  # a deleted tag comes back at the end
        (["c", "x", "c", "a"], ["c", "a", "b"]),  # unknown and repeated entries dropped
        ([], ["a", "b", "c"]),
    ],
)
def test_repair_order_always_gives_a_permutation(value: list[str], expected: list[str]) -> None:
    fixed = repair_order(value, ["a", "b", "c"])
    assert fixed == expected
    assert is_permutation(fixed, ["a", "b", "c"])


def test_repair_order_keeps_identical_labels() -> None:
    labels = ["Dream Thief (trigger)", "Dream Thief (trigger)", "Opt (trigger)"]
    assert is_permutation(repair_order(["Opt (trigger)"], labels), labels)


def test_move_clamps_at_the_ends() -> None:
    assert move(["a", "b", "c"], 2, -1) == ["a", "c", "b"]
    assert move(["a", "b", "c"], 0, -1) == ["a", "b", "c"]
    assert move(["a", "b", "c"], 1, +5) == ["a", "c", "b"]
    assert move(["a", "b", "c"], 7, 1) == ["a", "b", "c"]


# ---------------------------------------------------------------- sessions
def test_session_reports_the_questions_of_the_scenario() -> None:
    o = Session(scenario(HERDER)).run()
    assert o.ok
    order = o.question("2:order:Alice")
    assert order.is_order and order.editable
    assert order.answer == [H, B] and order.origin is Origin.SCENARIO
    assert order.labels == [H, B]
    assert o.question("2:target:Thought Harvester").origin is Origin.ONLY
    may = o.question("2:may:Blight Herder")
    assert may.choices == (True, False) and may.index() == 0


def test_changing_the_order_changes_what_herder_can_process() -> None:
    s = Session(scenario(HERDER))
    first = s.run().summary()
    assert "Bob's graveyard: + Serra Angel, Island" in first
    s.choose("2:order:Alice", [B, H])
    o = s.run()
    assert o.ok, o.error
    assert o.trace.resolved() == [B, H, "Blight Herder"]
    assert not any("graveyard" in line for line in o.summary())
    # the scenario's answer to choose:Blight Herder no longer has a question: left out
    assert "2:choose:Blight Herder" not in {q.key for q in o.questions}
    assert o.question("2:order:Alice").origin is Origin.CHOSEN


def test_an_unanswered_question_gets_its_first_legal_answer() -> None:
    base = scenario(HERDER)
    spec = base.actions[1]
    from dataclasses import replace

    bare = replace(base, actions=(base.actions[0], replace(spec, answers={})))
    o = Session(bare).run()
    assert o.ok, o.error
    assert o.question("2:order:Alice").origin is Origin.DEFAULT
    # said as the choice taken, in words: no question key
    taken = "Not answered, so the first legal choice was taken: "
    assert f"{taken}Alice chooses to put two cards their opponents own from exile" in o.notes[0]
    assert not any("order:Alice" in n for n in o.notes)


def test_x_of_a_cast_action_has_the_range_the_mana_allows() -> None:
    s = Session(scenario(COMET))
    x = s.run().x("3:x:Comet Storm")
    # Giant Growth used the Forest: four Mountains pay {R}{R} and X up to 2
    assert (x.value, x.lo, x.hi, x.forced) == (2, 0, 2, False)
    s.choose("3:x:Comet Storm", 0)
    o = s.run()
    assert o.ok
    assert not any("damage" in line and "Ivy" in line for line in o.summary())


def test_an_x_the_mana_cant_pay_names_the_rule() -> None:
    s = Session(scenario(COMET))
    s.run()
    s.choose("3:x:Comet Storm", 5)
    o = s.run()
    assert not o.ok and "601.2h" in o.rules
    # the later question is kept from the last good run, to change it back
    assert "4:may:Ivy, Gleeful Spellthief" in {q.key for q in o.questions}


def test_a_free_cast_forces_x_to_zero() -> None:
    o = Session(scenario(ENDLESS)).run()
    x = o.x("2:cast:Goliath Daydreamer")
    assert x.forced and x.rule == "107.3b" and (x.lo, x.hi) == (0, 0)
    assert "without paying its mana cost" in x.note


def test_a_forbidden_x_shows_the_rule_and_the_choices_to_fix_it() -> None:
    s = Session(scenario(BANEFIRE))
    o = s.run()
    assert not o.ok and o.rules == ("107.3b",)
    # the reader sees why, without the answer key the scenario writer's message names
    assert o.error is not None and "only legal choice for X is 0" in o.error
    assert "cast:Goliath" not in o.error and "cast:Goliath" in str(o.run.error)
    cast = o.question("2:cast:Goliath Daydreamer")
    labels = [cast.label(c) for c in cast.choices]
    assert "don't cast anything" in labels
    assert "cast Banefire (targeting Bob; X = 5)" in labels  # the answer that failed
    assert cast.index() == labels.index("cast Banefire (targeting Bob; X = 5)")
    s.choose(cast.key, {"card": "Banefire", "targets": ["Bob"]})
    fixed = s.run()
    assert fixed.ok, fixed.error
    assert fixed.x("2:cast:Goliath Daydreamer").value == 0
    s.set_x("2:cast:Goliath Daydreamer", 3)
    again = s.run()
    assert not again.ok and "107.3b" in again.rules


def test_choose_checks_its_key() -> None:
    s = Session(scenario(COMET))
    with pytest.raises(ValueError, match="actions 1 to 4"):
        s.choose("9:may:Ivy, Gleeful Spellthief", True)
    with pytest.raises(ValueError, match="whole number"):
        s.choose("3:x:Comet Storm", -1)


def test_every_offered_choice_runs_without_a_traceback() -> None:
    """Each legal answer a widget would offer, in every card scenario: the session
    always returns an outcome (an error is a message naming its rule, not an exception)."""
    for path in sorted((ROOT / "scenarios").glob("*/*.toml")):
        s = Session(load_scenario(path))  # scenarios/corpus with the corpus cards
        o = s.run()
        for q in o.questions:
            options = [list(reversed(q.answer))] if q.is_order else list(q.choices)
            for answer in options:
                s.reset()
                s.choose(q.key, answer)
                out = s.run()
                assert out.ok or out.error, path
        for x in o.xs:
            for v in range(x.lo, x.hi + 1):
                s.reset()
                s.set_x(x.key, v)
                assert s.run() is not None


def test_answer_labels() -> None:
    assert answer_label(None, True) == "yes"
    assert answer_label(None, ["Serra Angel", "Island"]) == "Serra Angel, Island"
    o = Session(scenario(ENDLESS)).run()
    q = o.question("2:cast:Goliath Daydreamer").question
    assert q.kind is Ask.CAST
    assert answer_label(q, False) == "don't cast anything"
    assert answer_label(q, {"card": "Endless One", "x": 0}) == "cast Endless One (X = 0)"


def test_answer_labels_word_objects_an_answer_keys_by_id() -> None:
    # two blockers of one name are keyed by id in a division (510.1c): the choice a
    # reader picks from names them, never shows the id
    walls = (Option(7, "Library Larcenist"), Option(9, "Library Larcenist"))
    q = Question("damage:Aviation Pioneer", Ask.DAMAGE, "Alice", "Alice divides", "510.1c",
                 walls, subject="Aviation Pioneer")
    label = answer_label(q, {7: 1, 9: 0})
    assert label == "1 to the first Library Larcenist"
    choose = Question("choose:Hunt", Ask.CHOOSE, "Alice", "Alice chooses", "608.2d", walls,
                      count=(1, 1))
    assert answer_label(choose, [9]) == "the second Library Larcenist"


def test_compare_lists_what_differs() -> None:
    s = Session(scenario(HERDER))
    a = s.run().run
    s.choose("2:order:Alice", [B, H])
    b = s.run().run
    lines = compare(a, b)
    assert any(line.startswith("A: Bob's graveyard") for line in lines)
    assert any(line.startswith("B: Resolved, in order: Blight Herder (trigger)") for line in lines)


def test_controller_does_not_import_ipywidgets() -> None:
    code = (
        "import sys; import rulings_kit.widgets.controller, rulings_kit.widgets.frames; "
        "print('ipywidgets' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_only_the_widgets_package_imports_ipywidgets() -> None:
    for path in (ROOT / "rulings_kit").rglob("*.py"):
        if "widgets" in path.relative_to(ROOT / "rulings_kit").parts:
            continue
        text = path.read_text("utf-8")
        assert "import ipywidgets" not in text and "from ipywidgets" not in text, path


def test_a_damage_division_is_offered_in_plain_words_and_can_be_changed() -> None:
    s = Session(scenario("702.19b_trample_excess_to_player"))
    q = s.run().question("3:damage:Colossal Dreadmaw")
    assert q.origin is Origin.SCENARIO and q.editable and len(q.choices) == 5
    assert q.label(q.answer) == "2 to Grizzly Bears, 4 to Bob"
    s.choose("3:damage:Colossal Dreadmaw", {"Grizzly Bears": 6})
    o = s.run()
    assert o.ok, o.error
    assert o.trace.final.player("Bob").life == 20


# ---------------------------------------------------------------- answers as a reader writes them
def test_answers_by_card_and_by_question_become_keys() -> None:
    comet = scenario(COMET)
    # X by the card it is for; a question by its id alone, where it comes up
    assert answer_keys(comet, {"x": {"Comet Storm": 4}}) == {"3:x:Comet Storm": 4}
    session = Session(
        comet, answers={"x": {"Comet Storm": 1}, "may:Ivy, Gleeful Spellthief": False}
    )
    assert session.choices == {"3:x:Comet Storm": 1, "4:may:Ivy, Gleeful Spellthief": False}
    assert "Comet Storm (copy)" not in session.run().trace.resolved()
    session.choose("4:may:Ivy, Gleeful Spellthief", True)
    assert "Comet Storm (copy)" in session.run().trace.resolved()
    with pytest.raises(ValueError, match="no action casts 'Fireball'; the scenario casts: "):
        answer_keys(comet, {"x": {"Fireball": 2}})
    with pytest.raises(ValueError, match="no question 'order:Bob' comes up"):
        answer_keys(comet, {"order:Bob": []})


def test_an_ability_that_did_nothing_says_so_in_the_outcome() -> None:
    # Blight Herder's trigger resolves first: Bob has one card in exile, not two (608.2c)
    session = Session(scenario(HERDER))
    session.choose("2:order:Alice", ["Blight Herder (trigger)", "Thought Harvester (trigger)"])
    lines = session.run().summary()
    assert any(
        line.startswith("Did nothing: Blight Herder's trigger finds fewer than 2 cards")
        for line in lines
    ), lines
