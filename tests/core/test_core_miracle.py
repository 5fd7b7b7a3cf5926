"""Miracle (702.94a): the player chooses to reveal the card as they draw it, answering
``cast:CARD`` then; only a revealed card's ability triggers, and it casts the card for its
miracle cost with that answer."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rulings_kit.core import events as ev
from rulings_kit.core.questions import Unanswered
from rulings_kit.errors import IllegalActionError, QuestionError
from rulings_kit.explore import explore
from rulings_kit.scenarios import Scenario

ROOT = Path(__file__).resolve().parents[2]
MIRACLE = ROOT / "scenarios" / "rules" / "702.94a_miracle_temporal_mastery_drawn_first.toml"


def _draw_temporal_mastery(answer: Any) -> Scenario:
    """Alice draws Temporal Mastery as her turn's first card, answering ``answer``."""
    text = MIRACLE.read_text(encoding="utf-8")
    head = text[: text.index("[[do]]")]
    answers = "" if answer is None else f'answers = {{ "cast:Temporal Mastery" = {answer} }}\n'
    return Scenario.from_toml(head + '[[do]]\nadvance = "draw"\n' + answers, MIRACLE.name)


def test_miracle_trigger_cites_702_94a_and_pays_the_miracle_cost() -> None:
    trace = Scenario.load(MIRACLE).run().trace
    events = [e for _, e in trace.events()]
    (triggered,) = [e for e in events if isinstance(e, ev.AbilityTriggered)]
    assert triggered.rule == "702.94a" and triggered.source.name == "Temporal Mastery"
    (spent,) = [e for e in events if isinstance(e, ev.ManaSpent)]
    assert sorted(spent.mana) == ["U", "U"]  # {1}{U}, not {5}{U}{U}


def test_the_cast_question_is_asked_as_the_card_is_drawn_not_as_the_ability_resolves() -> None:
    trace = Scenario.load(MIRACLE).run().trace
    asked = [(n, e.question) for n, e in trace.events() if isinstance(e, ev.Answered)]
    assert asked == [(1, "cast:Temporal Mastery")]  # action 1 draws; action 2 resolves


def test_a_card_not_revealed_triggers_nothing() -> None:
    result = _draw_temporal_mastery("false").run()
    events = [e for _, e in result.trace.events()]
    assert not [e for e in events if isinstance(e, ev.AbilityTriggered)]
    assert not result.state.stack
    assert [result.state.obj(i).name for i in result.state.player("Alice").hand] == [
        "Temporal Mastery"
    ]


def test_the_draw_waits_for_the_answer() -> None:
    run = _draw_temporal_mastery(None).run()
    assert isinstance(run.error, Unanswered) and run.error_action == 1
    assert run.error.question.id == "cast:Temporal Mastery"
    assert run.error.question.rule == "702.94a"
    assert run.state == _draw_temporal_mastery(None).start()  # the draw didn't happen


def test_a_bad_answer_is_rejected_at_the_draw_naming_the_question() -> None:
    run = _draw_temporal_mastery('{ card = "Temporal Mastery", mode = 1 }').run()
    assert isinstance(run.error, QuestionError) and run.error_action == 1
    assert "cast:Temporal Mastery" in str(run.error) and "unknown key 'mode'" in str(run.error)


def test_the_explorer_branches_on_revealing_at_the_draw() -> None:
    ex = explore(_draw_temporal_mastery(None), progress=False)
    asked = [ex.answers(b)[1]["cast:Temporal Mastery"] for b in range(ex.branches)]
    assert sorted(map(str, asked)) == ["False", "{'card': 'Temporal Mastery'}"]


def test_a_revealed_card_that_cant_be_paid_for_is_rejected_naming_the_draw() -> None:
    text = MIRACLE.read_text(encoding="utf-8").replace('{card = "Island", count = 2}', '"Island"')
    run = Scenario.from_toml(text, MIRACLE.name).run()
    assert isinstance(run.error, IllegalActionError) and run.error_action == 2
    assert "'cast:Temporal Mastery' (given on the action that drew Temporal Mastery)" in str(
        run.error
    )
    assert "601.2h" in str(run.error)
    # the resolve was undone: the miracle ability is still on the stack
    assert [run.state.obj(i).name for i in run.state.stack] == ["Temporal Mastery"]
