"""`rulings-kit notebooks DIR` gives a user the notebooks with the scenario files they use,
and a notebook finds its scenario files next to itself wherever it runs."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

from rulings_kit.cli import main
from rulings_kit.errors import RulingsError
from rulings_kit.examples import copy_notebooks, notebooks_folder, scenarios_folder
from tests.helpers import ROOT


def _scenario_paths(notebook: Path) -> list[str]:
    """The files a notebook loads, as ``cards/x.toml``, and the globs it runs."""
    nb = nbformat.read(notebook, as_version=4)
    code = "\n".join(c.source for c in nb.cells if c.cell_type == "code")
    loaded = re.findall(r'SCENARIOS / "(\w+)" / "([^"]+)"', code)
    globbed = re.findall(r'\(SCENARIOS / "(\w+)"\)\.glob\("([^"]+)"\)', code)
    return [f"{folder}/{name}" for folder, name in loaded + globbed]


def test_the_command_copies_every_notebook_and_what_it_reads(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    dest = tmp_path / "mine"
    assert main(["notebooks", str(dest)]) == 0
    assert f"copied {len(list((ROOT / 'notebooks').glob('*.ipynb')))} notebooks" in (
        capsys.readouterr().out
    )
    copied = sorted(p.name for p in dest.glob("*.ipynb"))
    assert copied == sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))
    for notebook in dest.glob("*.ipynb"):
        for wanted in _scenario_paths(notebook):
            assert list((dest / "scenarios").glob(wanted)), f"{notebook.name} reads {wanted}"
    assert scenarios_folder(dest) == dest / "scenarios"


def test_the_default_folder_is_in_the_current_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    assert main(["notebooks"]) == 0
    assert (tmp_path / "rulings-kit-notebooks" / "03_ivy_gleeful_spellthief.ipynb").is_file()
    assert (tmp_path / "rulings-kit-notebooks" / "scenarios" / "cards").is_dir()


def test_existing_files_are_kept_unless_forced(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    mine = tmp_path / "00_tour.ipynb"
    mine.write_text("my notes")
    assert main(["notebooks", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert "00_tour.ipynb" in err and "already exist" in err and "--force" in err
    assert mine.read_text() == "my notes"
    assert not (tmp_path / "scenarios").exists()  # nothing written before the check
    assert main(["notebooks", "--force", str(tmp_path)]) == 0
    assert mine.read_text() != "my notes"


def test_a_file_is_not_a_folder(tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_text("")
    with pytest.raises(RulingsError, match="is a file"):
        copy_notebooks(path)


def test_a_notebook_anywhere_else_reads_the_installed_scenarios(tmp_path: Path) -> None:
    assert not (tmp_path / "scenarios").exists()
    assert scenarios_folder(tmp_path).samefile(ROOT / "scenarios")  # a clone uses its own
    assert notebooks_folder().samefile(ROOT / "notebooks")
