"""Every official ruling of the four seed cards is demonstrated by a passing scenario."""

from __future__ import annotations

from pathlib import Path

from rulings_kit.cli import main
from rulings_kit.scenarios.coverage import SEED_CARDS, coverage

ROOT = Path(__file__).resolve().parents[2]
PATHS = [ROOT / "scenarios", ROOT.parent / "shared" / "acceptance"]


def test_every_seed_ruling_has_a_passing_scenario() -> None:
    rows = coverage(PATHS)
    assert {r.card for r in rows} == set(SEED_CARDS)
    missing = [
        f"{r.card}: {r.ruling[:80]} ({r.status})" for r in rows if r.status not in ("pass", "n/a")
    ]
    assert not missing, "rulings with no passing scenario:\n" + "\n".join(missing)


def test_coverage_command_prints_the_table(capsys) -> None:  # type: ignore[no-untyped-def]
    code = main(["coverage", *map(str, PATHS)])
    out = capsys.readouterr().out
    assert "ivy_copy_keeps_x.toml" in out and "rulings demonstrated or not applicable" in out
    assert code == (0 if "MISSING" not in out and "FAIL " not in out else 1)
