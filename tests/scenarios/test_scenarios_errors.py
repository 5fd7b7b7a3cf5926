"""A bad scenario names the file, the action and the key, and what would be valid."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulings_kit.cli import main
from rulings_kit.errors import RulingsError, ScenarioError
from rulings_kit.scenarios import Scenario
from tests.helpers import ACCEPTANCE

HEAD = 'format = 1\ntitle = "t"\n[players.Alice]\nbattlefield = ["Mountain"]\nhand = ["Shock"]\n[players.Bob]\n'


def load(text: str) -> Scenario:
    return Scenario.from_toml(text, "bad.toml")


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("format = 1\ntitle = \n", ["bad.toml", "not valid TOML"]),
        ('format = 2\ntitle = "t"\n', ["format must be 1"]),
        ('format = 1\n[players.A]\n', ["title"]),
        ('format = 1\ntitle = "t"\n[players.Alice]\nhand = ["Shok"]\n', ["players.Alice.hand[0]", "did you mean 'Shock'"]),
        ('format = 1\ntitle = "t"\n[players.Alice]\nhand = "Shock"\n', ["players.Alice.hand", "a list"]),
        ('format = 1\ntitle = "t"\nfoo = 1\n[players.Alice]\n', ["unknown key 'foo'", "valid keys"]),
        (HEAD + '[[do]]\ncast = "Shock"\nresolve = 1\n', ["action 1", "exactly one of"]),
        (HEAD + '[[do]]\ncast = "Shock"\ntarget = ["Bob"]\n', ["action 1", "unknown key 'target'", "targets"]),
        (HEAD + '[[do]]\ncast = "Shock"\nx = "three"\n', ["action 1", "x", "whole number"]),
        (HEAD + '[[do]]\nadvance = "lunch"\n', ["action 1", "unknown step 'lunch'", "main1"]),
        (HEAD + '[[do]]\ncast = "Shock"\nby = "Carol"\n', ["action 1", "'Carol' is not a player"]),
        (HEAD + '[expect]\nlife = 3\n', ["expect.life", "a table"]),
        ('format = 1\ntitle = "t"\nrulings = ["Shock: words"]\n[players.A]\n', ["no official ruling of Shock"]),
        ('format = 1\ntitle = "t"\nrulings = ["Shok: words"]\n[players.A]\n',
         ["rulings", "names no card before its ': '", "'Shok'"]),
    ],
)
def test_malformed_scenarios_say_where(text: str, words: list[str]) -> None:
    with pytest.raises(ScenarioError) as err:
        load(text)
    for w in words:
        assert w in str(err.value)


def _check(text: str) -> str:
    result = load(text).check()
    assert not result.passed
    return result.report()


def test_bad_reference_lists_candidates() -> None:
    report = _check(HEAD + '[[do]]\ncast = "Shock"\ntargets = ["Grizly Bears"]\n')
    assert "action 1" in report and "cast = 'Shock'" in report and "candidates" in report


def test_unanswered_question_prints_id_and_options() -> None:
    text = ('format = 1\ntitle = "t"\n[players.Alice]\nbattlefield = ["Ivy, Gleeful Spellthief", "Grizzly Bears", "Mountain"]\n'
            'hand = ["Shock"]\n[players.Bob]\n[[do]]\ncast = "Shock"\ntargets = ["Grizzly Bears"]\n[[do]]\nresolve = "all"\n')
    report = _check(text)
    assert "action 2" in report and "may:Ivy, Gleeful Spellthief" in report and "true or false" in report


def test_unused_answer_is_an_error() -> None:
    report = _check(HEAD + '[[do]]\ncast = "Shock"\ntargets = ["Bob"]\nanswers = { "may:Shock" = true }\n')
    assert "action 1" in report and "'may:Shock' was given but no such question came up" in report


def test_forbidden_answer_names_the_rule() -> None:
    path = ACCEPTANCE / "cards" / "goliath_free_cast_x_is_zero.toml"
    text = path.read_text().replace('targets = ["Bob"] }', 'targets = ["Bob"], x = 3 }')
    report = _check(text)
    assert "107.3b" in report


def test_check_command_reports_and_exits_nonzero(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "good.toml").write_text(HEAD + '[[do]]\ncast = "Shock"\ntargets = ["Bob"]\n[[do]]\nresolve = 1\n[expect]\nlife = { Bob = 18 }\n')
    (tmp_path / "wrong.toml").write_text(HEAD.replace('title = "t"', 'title = "w"') + '[expect]\nlife = { Bob = 1 }\n')
    (tmp_path / "broken.toml").write_text("format = [")
    assert main(["check", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert "PASS t" in out and "FAIL w" in out and "life Bob: expected 1, got 20" in out
    assert "broken.toml" in out and out.strip().endswith("1 passed, 2 failed")


def test_every_error_is_a_rulings_error() -> None:
    assert issubclass(ScenarioError, RulingsError) and issubclass(ScenarioError, ValueError)


def test_check_quiet_and_step_limit(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "bolt.toml").write_text(HEAD + '[[do]]\ncast = "Shock"\ntargets = ["Bob"]\n[[do]]\nresolve = 1\n[expect]\nlife = { Bob = 18 }\n')
    assert main(["check", "--quiet", str(tmp_path)]) == 0
    assert capsys.readouterr().out.strip() == "1 passed, 0 failed"
    assert main(["check", "--max-steps", "0", str(tmp_path)]) == 1
    assert "more than 0 steps" in capsys.readouterr().out


def test_a_rejected_action_names_the_key_it_is_about() -> None:
    report = _check(HEAD + '[[do]]\ncast = "Shock"\ntargets = ["Bob", "Alice"]\n')
    assert "action 1 (cast = 'Shock'), key targets" in report and "601.2c" in report
    report = _check(HEAD + '[[do]]\ncast = "Shock"\ntargets = ["Bob"]\nkicker = 1\n')
    assert "key kicker" in report and "702.33a" in report


def test_a_rejected_answer_names_its_question() -> None:
    path = ACCEPTANCE / "cards" / "goliath_free_cast_x_is_zero.toml"
    text = path.read_text().replace('targets = ["Bob"] }', 'targets = ["Bob"], x = 3 }')
    report = _check(text)
    assert "key answers.'cast:Goliath Daydreamer'" in report and "107.3b" in report


@pytest.mark.parametrize("key", ["triggered", "not_triggered"])
@pytest.mark.parametrize("name", ["Ivy, Gleful Spellthief", "Dream Thief", "bob_ivy"])
def test_trigger_expectation_naming_nothing_is_an_error(key: str, name: str) -> None:
    """A misspelt name, a card nowhere in the run or an unknown label can't pass silently
    (fine print 17)."""
    text = (
        'format = 1\ntitle = "t"\n[players.Alice]\nbattlefield = ["Ivy, Gleeful Spellthief", "Mountain"]\n'
        f'hand = ["Shock"]\n[players.Bob]\n[[do]]\ncast = "Shock"\ntargets = ["Bob"]\n'
        f'[expect]\n{key} = ["{name}"]\n'
    )
    report = _check(text)
    assert f"expect.{key}" in report and f"{name!r} names no object of this run" in report
    assert "Ivy, Gleeful Spellthief" in report  # lists what it could have named


def test_late_answer_to_a_question_that_answered_itself_must_be_its_answer() -> None:
    """Fine print 1 lets the only legal answer come one action late; any other answer is
    still rejected, citing the rule and naming the question."""
    text = (
        'format = 1\ntitle = "t"\n[players.Alice]\nbattlefield = ["Thought Harvester", '
        '{card = "Mountain", count = 3}]\nhand = ["Ghostfire"]\n[players.Bob]\nlibrary = ["Island"]\n'
        '[[do]]\ncast = "Ghostfire"\ntargets = ["Bob"]\n'
        '[[do]]\nresolve = "all"\nanswers = { "target:Thought Harvester" = ["Alice"] }\n'
    )
    report = _check(text)
    assert "action 2" in report and "'Alice' is not a legal answer to 'target:Thought Harvester'" in report


def test_a_subtypes_expectation_that_differs_shows_both() -> None:
    report = _check(HEAD + '[expect]\nsubtypes = { "Mountain" = ["Mountain", "Island"] }\n')
    assert "subtypes Mountain" in report and "['Mountain', 'Island']" in report and "['Mountain']" in report


def test_a_keywords_expectation_that_differs_shows_what_is_missing_and_what_it_has() -> None:
    # keywords: at least these, without regard to case (fine print 32)
    text = 'format = 1\ntitle = "t"\n[players.Alice]\nbattlefield = ["Serra Angel"]\n[players.Bob]\n'
    assert load(text + '[expect]\nkeywords = { "Serra Angel" = ["flying"] }\n').check().passed
    report = _check(text + '[expect]\nkeywords = { "Serra Angel" = ["Flying", "Haste"] }\n')
    assert "keywords Serra Angel: lacks ['Haste']" in report
    assert "['Flying', 'Vigilance']" in report


def test_a_ruling_of_a_card_whose_name_holds_a_colon_is_quoted_after_the_whole_name() -> None:
    # "Circle of Protection: Red: ..." quotes a ruling of Circle of Protection: Red
    text = ('format = 1\ntitle = "t"\nrulings = ["Circle of Protection: Red: Can be used even '
            'when there is no damage to prevent."]\n[players.A]\n')
    assert load(text).rulings
    with pytest.raises(ScenarioError, match="no official ruling of Circle of Protection: Red"):
        load(text.replace("Can be used", "Can't be used"))
