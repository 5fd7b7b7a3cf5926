"""How the notebooks are kept: stripped of outputs, self-contained in the repository, and
each an article that quotes the official rulings it demonstrates."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

from tests.notebooks.strip import stripped

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
EXPECTED = [
    "00_tour",
    "01_dream_thief",
    "02_goliath_daydreamer",
    "03_ivy_gleeful_spellthief",
    "04_thought_harvester_and_processors",
    "05_mana_and_costs",
    "06_exploring",
    "07_your_own_card",
]
ALL = sorted(NOTEBOOKS.glob("*.ipynb"))


def test_the_notebooks_are_all_there() -> None:
    assert [p.stem for p in ALL] == EXPECTED


@pytest.mark.parametrize("path", ALL, ids=lambda p: p.stem)
def test_notebook_is_stored_without_outputs(path: Path) -> None:
    text = path.read_text("utf-8")
    nb = nbformat.reads(text, as_version=4)
    nbformat.validate(nb)
    for cell in nb.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [], f"{path.name}: a cell has outputs"
            assert cell.execution_count is None, f"{path.name}: a cell has an execution count"
    assert "widgets" not in nb.metadata, f"{path.name}: widget state is saved in the notebook"
    assert nb.metadata["kernelspec"]["name"] == "python3"
    assert stripped(text) == text, (
        f"{path.name} has outputs or run metadata: run `make strip-notebooks` before committing"
    )


@pytest.mark.parametrize("path", ALL, ids=lambda p: p.stem)
def test_notebook_uses_only_files_in_the_repository(path: Path) -> None:
    nb = nbformat.reads(path.read_text("utf-8"), as_version=4)
    code = "\n".join(c.source for c in nb.cells if c.cell_type == "code")
    # A notebook copied out by `rulings-kit notebooks` has only its own folder.
    assert ".." not in code and "/work/" not in code, (
        f"{path.name} refers to files outside its folder: use rulings_kit.examples.scenarios_folder()"
    )
    for folder, name in re.findall(r'SCENARIOS / "(\w+)" / "([^"]+)"', code):
        assert (NOTEBOOKS.parent / "scenarios" / folder / name).is_file(), f"{folder}/{name}"


@pytest.mark.parametrize(
    "path", [p for p in ALL if p.stem[:2] in ("01", "02", "03", "04", "05")], ids=lambda p: p.stem
)
def test_card_notebooks_quote_official_rulings(path: Path) -> None:
    nb = nbformat.reads(path.read_text("utf-8"), as_version=4)
    code = "\n".join(c.source for c in nb.cells if c.cell_type == "code")
    prose = "\n".join(c.source for c in nb.cells if c.cell_type == "markdown")
    assert code.count("quote_rulings(") >= 2
    assert len(prose.split()) > 300, f"{path.name} should read like an article"
