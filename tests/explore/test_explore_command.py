"""``rulings-kit explore FILE [--x CARD=0..10] [--out outcomes.csv|.parquet]``."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from rulings_kit.cli import main
from rulings_kit.commands.explore import parse_sweep
from tests.explore.helpers import POSITIONS


def test_explore_prints_the_table_and_the_grouping(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["explore", str(POSITIONS / "harvester_processor.toml")]) == 0
    out = capsys.readouterr().out
    assert "4 branches, 2 distinct outcomes; 2 end states" in out
    # questions in words, not by answer key
    assert "Alice's trigger order" in out and "life:Alice" in out and "2:order" not in out
    assert "answers that matter: Alice's trigger order; Alice may " in out


@pytest.mark.parametrize("suffix", [".csv", ".parquet"])
def test_explore_writes_the_outcomes(
    tmp_path: Path, suffix: str, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / f"outcomes{suffix}"
    args = ["explore", str(POSITIONS / "ivy_fireball.toml"), "--x", "Fireball=0..5"]
    assert main([*args, "--out", str(out)]) == 0
    df = pd.read_csv(out) if suffix == ".csv" else pd.read_parquet(out)
    assert len(df) == 12
    assert sorted(set(df["X for Fireball"])) == [0, 1, 2, 3, 4, 5]
    assert "wrote 12 rows" in capsys.readouterr().out


def test_explore_with_worker_processes(capsys: pytest.CaptureFixture[str]) -> None:
    path = str(POSITIONS / "ivy_fireball.toml")
    assert main(["explore", path, "--x", "Fireball=3,4", "--workers", "2"]) == 0
    assert "4 branches" in capsys.readouterr().out


def test_explore_budget_is_reported(capsys: pytest.CaptureFixture[str]) -> None:
    path = str(POSITIONS / "ivy_fireball.toml")
    assert main(["explore", path, "--x", "Fireball=0..5", "--max-states", "3"]) == 0
    out = capsys.readouterr().out
    assert "budget reached (max_states=3)" in out and "unexplored" in out


def test_bad_arguments(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = str(POSITIONS / "harvester_processor.toml")
    assert main(["explore", path, "--x", "Fireball"]) == 2
    assert "CARD=LO..HI" in capsys.readouterr().err
    assert main(["explore", path, "--out", str(tmp_path / "o.xlsx")]) == 2
    assert ".csv or a .parquet" in capsys.readouterr().err
    assert main(["explore", str(tmp_path / "missing.toml")]) == 1
    assert "missing.toml" in capsys.readouterr().err


def test_parse_sweep() -> None:
    assert parse_sweep("Fireball=0..3") == ("Fireball", [0, 1, 2, 3])
    assert parse_sweep("Fireball=1,3,5") == ("Fireball", [1, 3, 5])
    assert parse_sweep("Ivy, Gleeful Spellthief=2") == ("Ivy, Gleeful Spellthief", [2])
    with pytest.raises(ValueError, match="whole numbers"):
        parse_sweep("Fireball=-1..2")
    with pytest.raises(ValueError, match="not a range"):
        parse_sweep("Fireball=a..b")
