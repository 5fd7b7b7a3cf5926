"""The acceptance scenarios and the project's own scenarios all pass."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers import ACCEPTANCE, ROOT, load_scenario

FOLDERS = [ACCEPTANCE / "cards", ACCEPTANCE / "rules", ACCEPTANCE / "format_examples",
           ROOT / "scenarios"]


def _files() -> list[Path]:
    files = [f for folder in FOLDERS for f in sorted(folder.rglob("*.toml"))]
    assert files, f"no scenario files found under {[str(f) for f in FOLDERS]}"
    return files


@pytest.mark.parametrize("path", _files(), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_scenario_passes(path: Path) -> None:
    result = load_scenario(path).check()
    assert result.passed, result.report()
