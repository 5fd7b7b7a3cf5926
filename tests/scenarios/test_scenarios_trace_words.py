"""The words a trace gives readers (an article quotes them): plain, exact, each rule once."""

from __future__ import annotations

import pytest

from rulings_kit.core.actions import Advance
from rulings_kit.core.state import Step
from rulings_kit.core.words import third_person
from rulings_kit.render.replay import moments
from rulings_kit.scenarios import Scenario
from rulings_kit.scenarios.scenario import Run
from tests.helpers import ROOT, corpus_pool

PITCHBURN = "corpus/pitchburn_devils_dies_deals_3_to_any_target.toml"
RUIN = ROOT / "scenarios" / "cards" / "ruin_processor_chooses_a_face_down_pile_then_a_card_at_random.toml"


def _run(path: str) -> Run:
    """Run a scenario under scenarios/ (e.g. "corpus/x.toml") with the corpus cards."""
    return Scenario.load(ROOT / "scenarios" / path, cards=corpus_pool()).run()


def _lines(path: str) -> list[str]:
    return [e.describe() for step in _run(path).trace.steps for e in step.events]


def test_moving_on_to_a_step_of_the_next_turn_says_so() -> None:
    run = Scenario.load(RUIN).run()  # turn 1, Bob's main phase -> Alice's, turn 2
    assert run.trace.steps[4].action == "the game moves on to the next turn's first main phase"
    state = run.trace.steps[4].before
    assert Advance(Step.END).describe(state) == "the game moves on to the end step"


def test_an_illegal_block_cites_each_rule_once_and_never_quotes_empty_text() -> None:
    said = str(_run("corpus/treetop_bracers_reach_cant_block.toml").error)
    assert said == (
        "illegal block: Giant Spider can't block Grizzly Bears (Treetop Bracers) (509.1b)"
    )
    said = str(_run("corpus/elven_riders_cant_be_blocked_by_reach.toml").error)
    assert said.endswith("(Elven Riders) (509.1b)")


@pytest.mark.parametrize(("path", "said", "never"), [
    pytest.param(PITCHBURN, "stopped in the combat damage step: the stack is not empty",
                 "combat_damage", id="an advance stopped by a trigger names the step in words"),
    pytest.param(PITCHBURN, "Pitchburn Devils' ability triggers", "Devils's",
                 id="a name ending in s takes an apostrophe alone"),
    pytest.param("corpus/crafty_pathmage_unblockable_stays_after_a_pump.toml",
                 "Crafty Pathmage's ability: Grizzly Bears can't be blocked this turn",
                 "(ability):", id="an effect comes from an ability, not its scenario name"),
    pytest.param(PITCHBURN, "Turn 1 (Bob): the beginning of combat step begins",  # 507
                 "Turn 1 (Bob): the beginning of combat begins",
                 id="combat steps are named as the rules name them"),
])
def test_a_trace_says_a_line_and_never_a_wrong_word(path: str, said: str, never: str) -> None:
    lines = _lines(path)
    assert said in lines
    assert not [line for line in lines if never in line]


def test_the_storyboard_title_of_an_advance_stopped_early_says_where_it_stopped() -> None:
    run = _run(PITCHBURN)
    step3 = [m for m in moments(run.trace) if m.step == 3]
    assert [m.happened for m in step3] == [
        "the game moves on to the end of combat step; stopped in the combat damage step: "
        "the stack is not empty"
    ]


def test_a_rejection_counts_in_words_and_cites_its_rule() -> None:
    said = str(_run("cards/comet_storm_wrong_number_of_targets.toml").error)
    assert "needs 2 targets (any target) but 3 were given (601.2c)" in said
    said = str(_run("corpus/thrill_of_possibility_cant_be_cast_without_a_card_to_discard.toml").error)
    assert said == ("Thrill of Possibility needs 1 other card in hand to discard as an "
                    "additional cost (118.3)")
    said = str(_run("cards/dream_thief_creature_cant_respond_to_trigger.toml").error)
    assert said.endswith("main phase with an empty stack (117.1a)")


def test_an_ability_other_than_the_first_is_the_second_or_third() -> None:
    steps = _run("corpus/ajani_wise_counselor_minus3_only_creatures_already_there.toml").trace.steps
    assert [s.action for s in steps if "ability of" in s.action] == [
        "Alice activates the second ability of Ajani, Wise Counselor"
    ]


def test_a_may_choice_says_their_not_your() -> None:
    lines = _lines("corpus/gravedigger_returns_an_artifact_creature_card.toml")
    assert ("Alice chooses to return target creature card from their graveyard to their hand"
            in lines)
    assert third_person("If you search your library, you shuffle; You've won.") == (
        "If they search their library, they shuffle; They've won."
    )


def _prompts(path: str) -> list[str]:
    return [q.prompt for s in _run(path).trace.steps for q, _ in s.asked]


def test_questions_count_in_words_and_never_say_a_another() -> None:
    assert "Alice sacrifices another creature" in _prompts(
        "corpus/cavalier_of_night_reflexive_trigger_targets_after_the_sacrifice.toml")
    assert ("Alice sacrifices 1 permanent to pay for Nantuko Husk's ability"
            in _prompts("corpus/nantuko_husk_sacrifices_itself.toml"))
    assert ("Alice sacrifices 2 permanents to pay for Whisper, Blood Liturgist's ability" in
            _prompts("corpus/whisper_sacrifices_itself_and_another_to_return_a_creature.toml"))
    assert "Alice discards 2 cards" in _prompts("cards/izzet_charm_draw_then_discard_in_one_go.toml")


def test_a_put_back_question_says_how_many_before_where() -> None:
    prompts = _prompts("cards/brainstorm_draw_three_put_two_back.toml")
    assert "Alice puts 2 cards on top of their library (the first one on top)" in prompts


def test_a_move_says_whose_hand_or_graveyard_even_when_nobody_chose() -> None:
    # Izzet Charm's third mode with only the two drawn cards in hand: both go, no question
    text = (ROOT / "scenarios" / "cards" / "izzet_charm_draw_then_discard_in_one_go.toml").read_text(
        encoding="utf-8")
    text = text.replace('"Izzet Charm", "Grizzly Bears"]', '"Izzet Charm"]').replace(
        'answers = { "discard:Alice" = ["Divination", "Shock"] }', "")
    run = Scenario.from_toml(text).run()
    assert run.error is None, run.error
    assert not [q for step in run.trace.steps for q, _ in step.asked if "discards" in q.prompt]
    lines = [e.describe() for step in run.trace.steps for e in step.events]
    assert "Shock moves from Alice's hand to graveyard (discarded)" in lines  # 400.1
    assert "Izzet Charm moves from stack to Alice's graveyard (resolved)" in lines
    assert "Izzet Charm moves from Alice's hand to stack (cast)" in lines
