"""Every official ruling is demonstrated by a passing scenario, or has a stated reason it
can't be; `rulings-kit coverage` prints and writes the table."""

from __future__ import annotations

from pathlib import Path

import pandas as pd

from rulings_kit import data
from rulings_kit.cards import CardPool
from rulings_kit.cli import main
from rulings_kit.scenarios.coverage import SEED_CARDS, coverage, not_applicable
from tests.helpers import ACCEPTANCE, ROOT

PATHS = [ROOT / "scenarios", ACCEPTANCE]


def test_every_seed_ruling_has_a_passing_scenario() -> None:
    rows = coverage(PATHS)
    assert {r.card for r in rows} == set(SEED_CARDS)
    missing = [f"{r.card}: {r.ruling[:80]} ({r.status})" for r in rows if not r.done]
    assert not missing, "rulings with no passing scenario:\n" + "\n".join(missing)


def test_coverage_command_prints_the_table(capsys) -> None:  # type: ignore[no-untyped-def]
    code = main(["coverage", *map(str, PATHS)])
    out = capsys.readouterr().out
    assert "ivy_copy_keeps_x.toml" in out and "rulings demonstrated or not applicable" in out
    assert code == (0 if "MISSING" not in out and "FAIL " not in out else 1)


SCENARIOS = ROOT / "scenarios"
FIXTURES = ROOT / "tests" / "data" / "fixtures"


#: Rulings no scenario can show yet, each for want of engine support for the card it needs;
#: a scenario file defines such a card with a ``[cards]`` table, then the ruling leaves this
#: list. The list only shrinks: a ruling that is missing and not listed here fails, and so
#: does a listed one that is covered. Empty now: every bundled ruling is demonstrated.
WAITING_FOR_A_CARD: set[tuple[str, str]] = set()


def test_every_bundled_ruling_is_demonstrated_or_has_a_stated_reason() -> None:
    rows = coverage([SCENARIOS], data.card_names())
    assert len(rows) >= 106  # the bundled data's rulings, and the seed documents' own
    left = {(r.card, r.ruling) for r in rows if not r.done}
    waiting = {
        (card, ruling) for card, ruling in left
        if any(card == c and ruling.startswith(w) for c, w in WAITING_FOR_A_CARD)
    }
    unexpected = sorted(f"{c}: {r[:80]}" for c, r in left - waiting)
    assert not unexpected, f"{len(unexpected)} rulings with neither a passing scenario nor a reason:\n" + "\n".join(unexpected)
    covered = sorted(f"{c}: {w}" for c, w in WAITING_FOR_A_CARD if not any(
        card == c and ruling.startswith(w) for card, ruling in waiting))
    assert not covered, "now demonstrated (or gone): take them off WAITING_FOR_A_CARD:\n" + "\n".join(covered)


def test_each_stated_reason_is_about_one_real_ruling() -> None:
    """A reason that matches no ruling (a typo, a ruling that changed) or several would
    mark the wrong rulings as not applicable."""
    for reason in not_applicable():
        about = [
            r.text for c in data.card_names() for r in data.official_rulings(c) if reason.covers(c, r.text)
        ]
        assert len(about) == 1, f"{reason.card}: {reason.words!r} matches {len(about)} rulings"


def test_coverage_all_writes_every_ruling_to_csv(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "coverage.csv"
    main(["coverage", "--all", str(SCENARIOS), "--out", str(out)])
    printed = capsys.readouterr().out
    table = pd.read_csv(out, keep_default_na=False)
    total = sum(len(data.official_rulings(c)) for c in data.card_names())
    assert len(table) == total and set(table["card"]) == {
        c for c in data.card_names() if data.official_rulings(c)
    }
    done = (table["status"].isin(["pass", "n/a"])).sum()
    assert f"{done} of {total} rulings demonstrated or not applicable" in printed
    shown = table[table["status"] == "pass"]
    assert not shown.empty and all(s.endswith(".toml") for s in shown["scenarios"])


def test_coverage_without_paths_reads_the_projects_scenarios(monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.chdir(ROOT)
    main(["coverage"])
    out = capsys.readouterr().out
    files = len(list(SCENARIOS.rglob("*.toml")))
    # the corpus scenarios name cards of the corpus files, not given with --cards: the
    # card database has them, so every file is read
    assert out.startswith(f"read {files} scenario files from scenarios\n")
    assert "could not be read" not in out
    assert "of 19 rulings" in out  # the seed cards' rulings


def test_coverage_of_a_missing_path_is_an_error(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["coverage", str(tmp_path / "nowhere")]) == 1
    captured = capsys.readouterr()
    assert "nowhere: no such scenario file or folder" in captured.err and "of 19" not in captured.out


def test_coverage_of_the_cards_of_a_data_file(capsys) -> None:  # type: ignore[no-untyped-def]
    main(["coverage", str(SCENARIOS), "--cards", str(FIXTURES / "TST.json")])
    out = capsys.readouterr().out
    assert "Delver of Secrets // Insectile Aberration:" in out and "Dream Thief:" in out
    # Delver's one ruling, and Dream Thief's: the file's two, with those the bundle adds
    dream_thief = CardPool.bundled().with_files(FIXTURES / "TST.json").rulings("Dream Thief")
    assert len(dream_thief) > 2
    assert f"of {1 + len(dream_thief)} rulings demonstrated" in out


def test_coverage_of_a_file_that_is_not_card_data_is_an_error(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    other = tmp_path / "other.json"
    other.write_text('{"a": 1}', "utf-8")
    assert main(["coverage", str(SCENARIOS), "--cards", str(other)]) == 1
    assert "not an MTGJSON set file, MTGJSON AtomicCards file or Scryfall" in capsys.readouterr().err
    assert main(["coverage", str(SCENARIOS), "--cards", str(tmp_path / "none.json")]) == 1
    assert "none.json: no such file" in capsys.readouterr().err
