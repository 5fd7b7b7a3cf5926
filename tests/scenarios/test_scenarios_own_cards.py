"""Cards a scenario defines (``[cards."Name"]``), cards from ``--cards`` data files, and
the builder's ``define``: they run, cite their rulings, and explore on worker processes."""

from __future__ import annotations

from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from rulings_kit.cards import CardPool
from rulings_kit.cards.model import Card
from rulings_kit.cli import main
from rulings_kit.errors import DataError, ScenarioError
from rulings_kit.explore import explore
from rulings_kit.scenarios import Scenario
from rulings_kit.trace import Trace
from tests.explore.helpers import table
from tests.helpers import ROOT

M21 = ROOT / "tests" / "cards" / "fixtures" / "m21_five.json"

HEALER = """
[cards."Healer Elf"]
mana_cost = "{G}"
type = "Creature — Elf"
pt = "1/1"
text = "When this creature enters, you gain 2 life."
rulings = ["The life is gained when the ability resolves."]
"""

PLAYERS = """
[players.Alice]
hand = ["Healer Elf"]
battlefield = ["Forest"]

[players.Bob]
"""

CAST = """
[[do]]
cast = "Healer Elf"

[[do]]
resolve = "all"
"""


def scenario(*parts: str, cards: CardPool | None = None) -> Scenario:
    return Scenario.from_toml(
        'format = 1\ntitle = "own cards"\n' + "".join(parts), "own.toml", cards=cards
    )


def test_a_card_defined_in_the_file_plays_and_its_ruling_can_be_cited() -> None:
    s = scenario(
        'rulings = ["Healer Elf: gained when the ability resolves"]\n',
        HEALER,
        PLAYERS,
        CAST,
        "[expect]\nlife = { Alice = 22 }\n"
        'resolved = ["Healer Elf", "Healer Elf (trigger)"]\n',
    )
    result = s.check()
    assert result.passed, result.report()
    assert s.cards.where("Healer Elf") == "cards defined by the user"
    assert "Healer Elf" not in CardPool.bundled()


def test_a_ruling_the_card_does_not_have_is_an_error() -> None:
    with pytest.raises(ScenarioError, match="no official ruling of Healer Elf contains"):
        scenario('rulings = ["Healer Elf: words of no ruling"]\n', HEALER, PLAYERS)


def test_a_card_defined_in_the_file_replaces_a_bundled_one_there_only() -> None:
    stronger = '[cards."Shock"]\nmana_cost = "{R}"\ntype = "Instant"\n'
    stronger += 'text = "Shock deals 3 damage to any target."\n'
    s = scenario(
        stronger,
        '[players.Alice]\nhand = ["Shock"]\nbattlefield = ["Mountain"]\n[players.Bob]\n',
        '[[do]]\ncast = "Shock"\ntargets = ["Bob"]\n[[do]]\nresolve = 1\n',
        "[expect]\nlife = { Bob = 17 }\n",
    )
    assert s.check().passed
    plain = Scenario.load(ROOT / "scenarios" / "cards" / "dream_thief_alone_draws_nothing.toml")
    assert plain.cards == CardPool.bundled()


@pytest.mark.parametrize(
    ("table", "words"),
    [
        ('[cards."Healer Elf"]\ntype = "Creature"\npower = 1\n',
         ["own.toml", "cards.'Healer Elf'", "unknown key 'power'", "mana_cost, type, pt"]),
        ('[cards."Healer Elf"]\nmana_cost = "{G}"\n',
         ["own.toml", "cards.'Healer Elf'", "missing key 'type'"]),
        ('[cards."Healer Elf"]\ntype = "Creature — Elf"\npt = "big"\n',
         ["cards.'Healer Elf'.pt", 'such as "2/1"', "'big'"]),
        ('[cards."Healer Elf"]\ntype = "Creature — Elf"\ntext = 3\n',
         ["cards.'Healer Elf'.text", "a text"]),
        ('cards = ["Healer Elf"]\n', ["own.toml", "cards", 'one [cards."Name"] table per card']),
        ('[cards."Healer Elf"]\ntype = "Elf"\npt = "1/1"\n',
         ["cards.'Healer Elf'.type", "'Elf' is not a card type", "Creature", "205.2a"]),
        ('[cards."Healer Elf"]\ntype = "Legendary — Elf"\n',
         ["cards.'Healer Elf'.type", "no card type"]),
        ('[cards."Healer Elf"]\ntype = "Creature — Elf"\n',
         ["cards.'Healer Elf'", "missing key 'pt'", "208.1"]),
        ('[cards.""]\ntype = "Instant"\n', ["cards.''", "a card needs a name"]),
    ],
)
def test_a_malformed_card_table_says_where_and_what_is_valid(table: str, words: list[str]) -> None:
    with pytest.raises(ScenarioError) as caught:
        scenario(table, PLAYERS)
    for w in words:
        assert w in str(caught.value)


SNEEZE = """
[cards."Odd Elf"]
mana_cost = "{G}"
type = "Creature — Elf"
pt = "1/1"
text = "Whenever a player sneezes, you gain 1 life."
"""


def test_text_the_engine_does_not_understand_fails_naming_file_card_sentence_and_word() -> None:
    with pytest.raises(ScenarioError) as caught:
        scenario(SNEEZE, PLAYERS)  # even though no player has the card
    message = str(caught.value)
    assert message.startswith("own.toml: cards.'Odd Elf': Odd Elf: can't understand")
    assert "'Whenever a player sneezes, you gain 1 life.'" in message
    assert "stopped at" in message


def test_check_reports_a_card_it_does_not_understand_as_a_failed_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "odd.toml"
    bad.write_text('format = 1\ntitle = "odd"\n' + SNEEZE + PLAYERS, "utf-8")
    good = tmp_path / "good.toml"
    good.write_text(
        'format = 1\ntitle = "good"\n' + HEALER + PLAYERS + CAST + "[expect]\nlife = { Alice = 22 }\n",
        "utf-8",
    )
    assert main(["check", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert f"FAIL {bad}\n" in out and "Odd Elf: can't understand" in out and "sneezes" in out
    assert "Traceback" not in out
    assert out.rstrip().endswith("1 passed, 1 failed")


STORM_CALLER = """
format = 1
title = "Storm Caller's enters ability deals 2 damage to each opponent"
rules = ["603.2"]
rulings = ["Storm Caller: In a Two-Headed Giant game"]

[players.Alice]
hand = ["Storm Caller"]
battlefield = [{ card = "Mountain", count = 3 }]

[players.Bob]

[[do]]
cast = "Storm Caller"

[[do]]
resolve = "all"

[expect]
life = { Bob = 18 }
"""


def test_cards_of_a_data_file_are_known_to_every_command_with_cards_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "storm_caller.toml"
    path.write_text(STORM_CALLER, "utf-8")
    assert main(["check", str(path)]) == 0  # the card database has it too
    assert "1 passed, 0 failed" in capsys.readouterr().out
    assert main(["check", str(path), "--cards", str(M21)]) == 0
    assert "1 passed, 0 failed" in capsys.readouterr().out
    assert main(["run", str(path), "--cards", str(M21)]) == 0
    assert "Storm Caller deals 2 damage to Bob" in capsys.readouterr().out
    assert main(["explore", str(path), "--cards", str(M21)]) == 0
    assert "1 branch" in capsys.readouterr().out
    assert main(["coverage", str(tmp_path), "--cards", str(M21)]) == 1  # others missing
    out = capsys.readouterr().out
    assert "PASS     Storm Caller: In a Two-Headed Giant game" in out
    assert "MISSING  Pitchburn Devils:" in out


def test_a_broken_cards_file_stops_the_command_before_any_work(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "storm_caller.toml"
    path.write_text(STORM_CALLER, "utf-8")
    for command in (["check"], ["run"], ["explore"], ["render"]):
        assert main([*command, str(path), "--cards", str(tmp_path / "none.json")]) != 0
        assert "none.json: no such file" in capsys.readouterr().err


def test_the_builder_runs_a_card_defined_only_in_user_code() -> None:
    healer = Card("Healer Elf", "Creature — Elf", "{G}", "1", "1",
                  text="When this creature enters, you gain 2 life.")
    s = (
        Scenario.build("Healer Elf", cards=[healer])
        .player("Alice", hand=["Healer Elf"], battlefield=["Forest"])
        .player("Bob")
        .cast("Healer Elf")
        .resolve("all")
        .expect(life={"Alice": 22})
        .done()
    )
    assert s.check().passed
    again = (
        Scenario.build("Healer Elf")
        .define(healer)
        .player("Alice", hand=["Healer Elf"], battlefield=["Forest"])
        .player("Bob")
        .cast("Healer Elf")
        .resolve("all")
        .expect(life={"Alice": 22})
        .done()
    )
    assert again.check().passed and again.cards == s.cards


PINGER = """
[cards."Sparkmage Kid"]
mana_cost = "{R}"
type = "Creature — Human Wizard"
pt = "1/1"
text = "When this creature enters, it deals 1 damage to any target."

[cards."Spark Elder"]
mana_cost = "{R}"
type = "Creature — Human Wizard"
pt = "2/2"
text = "When this creature enters, it deals 1 damage to any target."

[players.Alice]
hand = ["Sparkmage Kid", "Spark Elder"]
battlefield = ["Mountain", "Mountain"]

[players.Bob]
battlefield = ["Grizzly Bears", "Llanowar Elves"]

[[do]]
cast = "Sparkmage Kid"

[[do]]
resolve = "all"

[[do]]
cast = "Spark Elder"

[[do]]
resolve = "all"
"""


class CountingProcesses(ProcessPoolExecutor):
    """Worker processes that count the tasks handed to them."""

    submitted = 0

    def submit(self, *args: Any, **kwargs: Any) -> Any:
        self.submitted += 1
        return super().submit(*args, **kwargs)


@pytest.mark.slow
def test_a_scenario_with_its_own_card_explores_on_two_processes() -> None:
    s = scenario(PINGER)
    serial = explore(s, progress=False)
    with CountingProcesses(2) as workers:
        spread = explore(s, executor=workers, chunks=4, serial_seconds=0, progress=False)
    assert workers.submitted >= 1
    # the Kid's 5 targets (Alice, Bob, the Bears, the Elves, itself), then the Elder's:
    # those and itself, less the Elves or the Kid when the Kid killed one: 3 * 6 + 2 * 5
    assert len(serial.outcomes()) == 28
    assert table(spread).equals(table(serial))


def test_coverage_lists_the_rulings_of_cards_the_scenario_files_define(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "healer.toml").write_text(
        'format = 1\ntitle = "healer"\n'
        'rulings = ["Healer Elf: gained when the ability resolves"]\n'
        + HEALER + PLAYERS + CAST + "[expect]\nlife = { Alice = 22 }\n",
        "utf-8",
    )
    assert main(["coverage", str(tmp_path)]) == 1  # the seed cards' rulings are missing here
    out = capsys.readouterr().out
    assert "PASS     Healer Elf: The life is gained when the ability resolves." in out


def test_a_trace_with_a_card_of_its_own_reads_back_with_the_scenarios_pool() -> None:
    s = scenario(HEALER, PLAYERS, CAST)
    text = s.run().trace.to_json()
    assert Trace.from_json(text, s.cards).to_json() == text
    with pytest.raises(DataError, match=r"unknown card 'Healer Elf'.*the card pool its run used"):
        Trace.from_json(text)  # the bundled cards don't have it


def test_the_widgets_read_a_file_with_the_cards_given(tmp_path: Path) -> None:
    from rulings_kit.widgets import Explorer, card_box, quote_rulings
    from rulings_kit.widgets.controller import Session

    path = tmp_path / "storm_caller.toml"
    path.write_text(STORM_CALLER, "utf-8")
    pool = CardPool.bundled().with_files(M21)
    assert Session(path, cards=pool).run().run.state.player("Bob").life == 18
    explorer = Explorer(path, cards=pool)
    assert explorer.outcome is not None and explorer.outcome.run.error is None
    assert "opposing team to lose 4 life" in str(quote_rulings("Storm Caller", "Two-Headed", cards=pool))
    assert "deals 2 damage to each opponent" in card_box("Storm Caller", pool)._repr_html_()


@pytest.mark.slow
def test_a_scenario_with_its_own_card_explores_on_dask_worker_processes() -> None:
    import distributed  # a dev dependency: never skipped

    s = scenario(PINGER)
    serial = explore(s, progress=False)
    with (
        distributed.LocalCluster(
            n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        spread = explore(
            s, executor=client.get_executor(), chunks=4, serial_seconds=0, progress=False
        )
    assert table(spread).equals(table(serial))


def test_the_scenario_table_reads_files_with_the_cards_given(tmp_path: Path) -> None:
    from rulings_kit.explore import scenario_table

    path = tmp_path / "storm_caller.toml"
    path.write_text(STORM_CALLER, "utf-8")
    table = scenario_table([path], cards=CardPool.bundled().with_files(M21))
    assert table["resolved"].tolist() == ["Storm Caller → Storm Caller (trigger)"]


def test_a_card_without_text_or_mana_cost_leaves_them_out() -> None:
    """Fine print 23 and 26: a vanilla creature, and a land without a mana cost."""
    s = scenario(
        '[cards."Quiet Grove"]\ntype = "Land"\n',
        '[cards."Big Ogre"]\ntype = "Creature — Ogre"\npt = "5/5"\nmana_cost = ""\ntext = ""\n',
        '[players.Alice]\nhand = ["Quiet Grove"]\nbattlefield = ["Big Ogre"]\n',
        '[[do]]\nplay = "Quiet Grove"\n',
        '[expect]\nzones = { "Alice:battlefield" = ["Big Ogre", "Quiet Grove"] }\n'
        'pt = { "Big Ogre" = "5/5" }\n',
    )
    assert s.check().passed
    assert s.cards.get("Quiet Grove").mana_cost is None
