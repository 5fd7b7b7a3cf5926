"""Every question a scenario asks says what is chosen, in plain words, with the rule the
choice rests on: "Alice chooses up to 4 lands", not "Alice chooses up to 4"."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rulings_kit.core import events as ev
from rulings_kit.core.questions import Ask, Question
from rulings_kit.scenarios.scenario import Run
from tests.helpers import CORPUS_SCENARIOS as CORPUS
from tests.helpers import ROOT, load_scenario

CARDS = ROOT / "scenarios" / "cards"


def run_of(path: Path) -> Run:
    return load_scenario(path).run(strict=False)


def asked(run: Run) -> list[tuple[Question, object]]:
    return [qa for step in run.trace.steps for qa in step.asked]


def answered(run: Run) -> list[ev.Answered]:
    return [e for step in run.trace.steps for e in step.events if isinstance(e, ev.Answered)]


@pytest.mark.parametrize("path", sorted((ROOT / "scenarios").rglob("*.toml")),
                         ids=lambda p: p.stem)
def test_every_question_says_who_chooses_what(path: Path) -> None:
    for q, _ in asked(run_of(path)):
        asker = q.subject.split(" (")[0]
        assert q.prompt.startswith((q.player, asker, "which ")), q.prompt
        # a bare number at the end names nothing ("chooses up to 2"), but a keyword action's
        # own number is its meaning ("may scry 2", 701.22a)
        assert not re.search(r"(?<!scry )(?<!surveil )\b(?:up to )?\d+$", q.prompt), \
            f"{q.prompt!r}: {q.id}"
        # 608.2c is following the instructions in order; a choice they offer is 608.2d
        assert q.rule != "608.2c", f"{q.prompt!r} cites 608.2c"


def test_lands_chosen_as_rewind_resolves_are_named_lands() -> None:
    run = run_of(CORPUS / "rewind_untaps_lands_of_any_controller.toml")
    (q, _), = [qa for qa in asked(run) if qa[0].kind is Ask.CHOOSE]
    assert (q.prompt, q.rule) == ("Alice chooses up to 4 lands", "608.2d")  # chosen as it resolves


def test_cards_put_from_exile_and_a_creature_sacrificed_are_named() -> None:
    prompts = {q.prompt for path in sorted(CARDS.glob("blight_herder_*.toml"))
               for q, _ in asked(run_of(path)) if q.kind is Ask.CHOOSE}
    assert "Alice chooses 2 cards an opponent owns in exile to put into the graveyard" in prompts
    run = run_of(CARDS / "contamination_sacrifice_a_creature_on_resolution.toml")
    assert any(q.prompt.startswith("Alice ") and "sacrifice" in q.prompt and "a creature" in
               q.prompt for q, _ in asked(run) if q.kind is Ask.CHOOSE)  # not "a creature to…"


def test_a_colour_for_protection_is_a_colour_not_mana() -> None:
    run = run_of(CORPUS / "gods_willing_scries_though_its_target_becomes_illegal.toml")
    colour = [e for e in answered(run) if e.question.startswith("color:")]
    assert [(e.said, e.rule) for e in colour] == [
        ("Alice chooses white for Grizzly Bears' protection", "105.4")]


def test_a_choice_of_mana_cites_the_colours_or_types_of_mana() -> None:
    rules = {e.rule for path in sorted(ROOT.joinpath("scenarios").rglob("*.toml"))
             for e in answered(run_of(path)) if e.question.startswith("color:")
             and "as the mana" in e.said}
    assert rules == {"106.1a", "106.1b"}  # five colours; six types with colorless


def test_a_card_found_and_revealed_cites_the_reveal_rule() -> None:
    run = run_of(CORPUS / "lilianas_scorn_searches_though_the_target_survives.toml")
    reveals = [e for step in run.trace.steps for e in step.events
               if "reveals" in e.describe()]
    assert reveals and {e.rule for e in reveals} == {"701.20a"}  # not 701.23e: "not revealed"


def test_a_shield_says_the_source_chosen_and_whose_effect_prevented_the_damage() -> None:
    run = run_of(CORPUS / "healing_grace_one_chosen_source_only.toml")
    said = [e.describe() for step in run.trace.steps for e in step.events]
    assert "Alice chooses Shock as the source of damage" in said  # 609.7a
    assert ("2 damage Shock would deal to Grizzly Bears is prevented by Healing Grace's effect"
            in said)  # 615.7, said once: not "is prevented: ...'s effect prevents it"


def test_a_scry_is_said_before_what_goes_to_the_bottom() -> None:
    run = run_of(CORPUS / "gods_willing_scries_though_its_target_becomes_illegal.toml")
    said = [e.describe() for step in run.trace.steps for e in step.events
            if e.rule == "701.22a"]
    assert said == ["Alice scries 1", "Alice puts Island on the bottom"]  # 701.22a, once each


@pytest.mark.parametrize("path", sorted((ROOT / "scenarios").rglob("*.toml")),
                         ids=lambda p: p.stem)
def test_a_trigger_is_named_as_a_sentence_says_it(path: Path) -> None:
    # "Falconer Adept's trigger: the tokens enter attacking", not "Falconer Adept (trigger):"
    said = [e.describe() for step in run_of(path).trace.steps for e in step.events]
    assert not [s for s in said if re.search(r"\((?:trigger|copy|ability)\)", s)]
