"""Absurd numbers and sizes, dangling and ambiguous references: each is refused quickly,
with bounded memory, by a RulingsError that names the file, the action and the key."""

from __future__ import annotations

import time
import tomllib
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from rulings_kit.errors import RulingsError, ScenarioError
from rulings_kit.scenarios import Scenario
from rulings_kit.scenarios.parse import MAX_COUNTERS, MAX_OBJECTS, MAX_PLAYERS
from tests.reliability import fuzz, stats
from tests.reliability.guards import peak_memory, time_limit

HEAD = 'format = 1\ntitle = "t"\n'
ALICE = '[players.Alice]\nbattlefield = [{card = "Mountain", count = 3}]\nhand = ["Fireball"]\n'
BOB = '[players.Bob]\nbattlefield = ["Grizzly Bears"]\n'
MB = 1 << 20


@contextmanager
def bounded(seconds: float = 5.0, megabytes: int = 50) -> Iterator[None]:
    """The block finishes within ``seconds`` of this process's CPU time (not the wall
    clock: other processes on the machine don't count, guards.time_limit) and allocates
    less than ``megabytes`` at peak."""
    started = time.process_time()
    with peak_memory() as peak, time_limit(seconds):
        yield
    stats.count("inputs")
    assert peak[0] < megabytes * MB, f"peak memory {peak[0] / MB:.0f} MB"
    used = time.process_time() - started
    assert used < seconds, f"{used:.1f} s of CPU time, more than {seconds} s"


def refused(text: str, source: str = "absurd.toml") -> str:
    with bounded(), pytest.raises(ScenarioError) as err:
        Scenario.from_toml(text, source)
    message = str(err.value)
    assert message.startswith(f"{source}: "), message
    return message


def run_error(text: str, source: str = "absurd.toml") -> str:
    """The run stops at an action; the check report says where."""
    with bounded():
        scenario = Scenario.from_toml(text, source)
        result = scenario.check()
    assert result.run is not None and result.run.error is not None
    assert not result.passed
    return result.report()


# ------------------------------------------------------------------------- sizes
def test_ten_thousand_copies_of_a_card() -> None:
    message = refused(HEAD + '[players.Alice]\nlibrary = [{card = "Island", count = 10000}]\n')
    assert "players.Alice.library[0].count" in message and f"1 to {MAX_OBJECTS}" in message


def test_ten_thousand_entries() -> None:
    cards = ", ".join(['"Island"'] * 10_000)
    message = refused(HEAD + f"[players.Alice]\nhand = [{cards}]\n")
    assert f"players.Alice.hand[{MAX_OBJECTS}]" in message
    assert f"more than {MAX_OBJECTS} objects" in message


def test_many_players_with_many_objects_each_stay_within_memory() -> None:
    """The object limit counts across players: 90 players of 5000 cards (a 5 kB file)
    are refused at the second player, not after building 450,000 objects."""
    text = HEAD + "".join(
        f'[players.P{i}]\nlibrary = [{{card = "Island", count = 5000}}]\n' for i in range(90)
    )
    message = refused(text)
    assert "players.P1.library[0]" in message and f"more than {MAX_OBJECTS}" in message


def test_too_many_players() -> None:
    text = HEAD + "".join(f"[players.P{i}]\n" for i in range(MAX_PLAYERS + 1))
    assert f"more than {MAX_PLAYERS} players" in refused(text)


def test_a_file_too_large_to_be_a_ruling(tmp_path: Path) -> None:
    path = tmp_path / "big.toml"
    path.write_text(HEAD + 'description = "' + "x" * 2_100_000 + '"\n')
    with bounded(megabytes=20), pytest.raises(ScenarioError) as err:
        Scenario.load(path)
    assert str(path) in str(err.value) and "larger than" in str(err.value)


def test_a_long_title_and_description_are_fine() -> None:
    # 0.1 s alone; memory tracing slows the TOML reader's per-character work ~40x, so
    # the hang guard is generous here and the memory bound is what this test checks
    with bounded(seconds=60):
        s = Scenario.from_toml(
            HEAD.replace('"t"', '"' + "T" * 100_000 + '"')
            + 'description = "'
            + "d" * 1_000_000
            + '"\n'
            + ALICE
        )
    assert len(s.description) == 1_000_000


# ----------------------------------------------------------------------- numbers
def test_x_of_a_billion_is_refused_for_want_of_mana() -> None:
    report = run_error(
        HEAD + ALICE + BOB + '[[do]]\ncast = "Fireball"\nx = 1000000000\ntargets = ["Bob"]\n'
    )
    assert "absurd.toml: action 1 (cast = 'Fireball')" in report and "601.2h" in report


def test_x_beyond_any_sense_is_refused_while_reading() -> None:
    message = refused(HEAD + ALICE + BOB + '[[do]]\ncast = "Fireball"\nx = 10000000000000\n')
    assert "action 1: x:" in message and "whole number from 0 to" in message


def test_x_of_a_billion_in_a_free_cast_answer() -> None:
    path = fuzz.ACCEPTANCE / "cards" / "goliath_free_cast_x_is_zero.toml"
    text = path.read_text().replace('targets = ["Bob"] }', 'targets = ["Bob"], x = 1000000000 }')
    report = run_error(text, str(path))
    assert str(path) in report and "action 2" in report and "107.3b" in report


def test_a_thousand_kicks_of_comet_storm() -> None:
    text = (
        HEAD
        + '[players.Alice]\nbattlefield = [{card = "Mountain", count = 3}]\nhand = ["Comet Storm"]\n'
        + BOB
        + '[[do]]\ncast = "Comet Storm"\nkicker = 1000\nx = 1\ntargets = ["Bob"]\n'
    )
    report = run_error(text)
    assert "action 1 (cast = 'Comet Storm')" in report and "601.2c" in report


def test_a_billion_kicks_are_refused_while_reading() -> None:
    message = refused(HEAD + ALICE + BOB + '[[do]]\ncast = "Fireball"\nkicker = 1000000000\n')
    assert "action 1: kicker:" in message


def test_a_million_counters_are_refused_while_reading() -> None:
    text = (
        HEAD
        + '[players.Alice]\nbattlefield = [{card = "Hangarback Walker", counters = {"+1/+1" = 1000000}}]\n'
    )
    message = refused(text)
    assert "players.Alice.battlefield[0].counters.+1/+1" in message
    assert f"0 to {MAX_COUNTERS}" in message


def test_the_most_counters_allowed_still_play_out_quickly() -> None:
    """Hangarback Walker with the most counters a file may give dies: that many Thopters."""
    text = (
        HEAD
        + f'[players.Alice]\nbattlefield = [{{card = "Hangarback Walker", counters = {{"+1/+1" = {MAX_COUNTERS}}}}}, "Swamp"]\n'
        + 'hand = ["Village Rites"]\nlibrary = ["Island", "Island"]\n[players.Bob]\n'
        + '[[do]]\ncast = "Village Rites"\nsacrifice = ["Hangarback Walker"]\n[[do]]\nresolve = "all"\n'
    )
    with bounded(seconds=30, megabytes=200):
        run = Scenario.from_toml(text, "thopters.toml").run()
    assert run.error is None, run.error
    assert len(run.state.battlefield) == MAX_COUNTERS + 1  # the Thopters and the Swamp


def test_resolving_ten_thousand_times_an_empty_stack() -> None:
    report = run_error(HEAD + ALICE + BOB + "[[do]]\nresolve = 10000\n")
    assert "action 1 (resolve = 10000)" in report and "405.5" in report


@pytest.mark.parametrize("life", [-(10**6), 10**6])
def test_extreme_life_totals(life: int) -> None:
    with bounded():
        run = Scenario.from_toml(HEAD + f"[players.Alice]\nlife = {life}\n[players.Bob]\n").run()
    assert run.error is None


# -------------------------------------------------------------------- references
def test_a_dangling_target_lists_the_candidates() -> None:
    report = run_error(
        HEAD + ALICE + BOB + '[[do]]\ncast = "Fireball"\nx = 1\ntargets = ["Grizly Bears"]\n'
    )
    assert "absurd.toml: action 1 (cast = 'Fireball')" in report
    assert "'Grizly Bears'" in report and "candidates" in report and "Grizzly Bears" in report


def test_an_ambiguous_reference_lists_the_choices() -> None:
    text = (
        HEAD
        + '[players.Alice]\nbattlefield = ["Mountain", "Mountain", "Prodigal Pyromancer"]\n'
        + '[players.Bob]\nbattlefield = ["Mountain"]\n'
        + '[[do]]\nactivate = "Prodigal Pyromancer"\ntargets = ["Mountain"]\n'
    )
    report = run_error(text)
    assert "absurd.toml: action 1 (activate = 'Prodigal Pyromancer')" in report
    assert "ambiguous" in report and "'Player:zone:Name'" in report


def test_a_dangling_reference_in_an_expectation_names_the_key() -> None:
    with bounded():
        result = Scenario.from_toml(
            HEAD + ALICE + BOB + '[expect]\npt = {"Grizly Bears" = "2/2"}\n', "absurd.toml"
        ).check()
    assert not result.passed
    assert "absurd.toml: expect.pt:" in result.report() and "candidates" in result.report()


def test_a_card_that_does_not_exist_suggests_close_names() -> None:
    # The first close-name search reads the names of the whole card database, once per
    # process (benchmarks/bench_carddb.py measures that); the bound is for the input.
    with pytest.raises(ScenarioError):
        Scenario.from_toml(HEAD + '[players.Alice]\nhand = ["Lightnin Bolt"]\n')
    message = refused(HEAD + '[players.Alice]\nhand = ["Lightening Bolt"]\n')
    assert "players.Alice.hand[0]" in message and "did you mean 'Lightning Bolt'" in message


# --------------------------------------------------------------- wrong inner types
@pytest.mark.parametrize(
    ("expect", "key"),
    [
        ('could_produce = {"Mountain" = 0}', "expect.could_produce.Mountain"),
        ('zones = {"Alice:hand" = "Shock"}', "expect.zones.Alice:hand"),
        ('life = {Alice = "20"}', "expect.life.Alice"),
        ('counters = {"Mountain" = {dream = "1"}}', "expect.counters.Mountain.dream"),
        ("stack = [1, 2]", "expect.stack"),
        ('cast = {Alice = "Shock"}', "expect.cast.Alice"),
    ],
)
def test_wrong_types_inside_expectations_are_refused_while_reading(expect: str, key: str) -> None:
    message = refused(HEAD + ALICE + BOB + f"[expect]\n{expect}\n")
    assert f"absurd.toml: {key}: expected" in message


@pytest.mark.parametrize(
    "answer",
    ["1979-05-27", "1.5", "nan", "[[[[1]]]]", "{card = {a = {b = {c = 1}}}}"],
)
def test_answers_that_are_no_answer_are_refused_while_reading(answer: str) -> None:
    text = (
        HEAD
        + ALICE
        + BOB
        + f'[[do]]\nresolve = 1\nanswers = {{ "may:Ivy, Gleeful Spellthief" = {answer} }}\n'
    )
    assert tomllib.loads(text)
    message = refused(text)
    assert "action 1: answers.may:Ivy, Gleeful Spellthief" in message


def test_everything_here_is_a_rulings_error() -> None:
    assert issubclass(ScenarioError, RulingsError)
