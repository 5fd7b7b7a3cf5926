"""An optional feature whose packages are missing says, in one line, which extra to install."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from rulings_kit.cli import main
from rulings_kit.errors import MissingExtraError
from rulings_kit.extras import require
from tests.helpers import ACCEPTANCE, ROOT


def _uninstall(monkeypatch: pytest.MonkeyPatch, module: str) -> None:
    """Make ``module`` look absent: a None entry in sys.modules fails its import."""
    monkeypatch.setitem(sys.modules, module, None)


def test_export_without_the_lab_extra(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    _uninstall(monkeypatch, "nbconvert")
    notebook = ROOT / "notebooks" / "00_tour.ipynb"
    assert main(["export", str(notebook), "-o", str(tmp_path / "a.html")]) == 2
    err = capsys.readouterr().err.strip()
    assert err == (
        "rulings-kit: exporting a notebook needs nbconvert: pip install 'rulings_kit[lab]' "
        "(from a clone: pip install '.[lab]')"
    )
    assert not (tmp_path / "a.html").exists()


def test_parquet_without_pyarrow_stops_before_exploring(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    _uninstall(monkeypatch, "pyarrow")
    out = tmp_path / "x.parquet"
    scenario = ACCEPTANCE / "cards" / "harvester_trigger_resolves_first.toml"
    assert main(["explore", str(scenario), "--out", str(out)]) == 2
    captured = capsys.readouterr()
    assert captured.err.strip() == (
        f"--out {out} needs pyarrow: pip install 'rulings_kit[parquet]' "
        "(from a clone: pip install '.[parquet]')"
    )
    assert captured.out == "" and not out.exists()


def test_require_names_every_missing_module(monkeypatch: pytest.MonkeyPatch) -> None:
    require("lab", "anything")  # installed in the test environment: no error
    _uninstall(monkeypatch, "nbconvert")
    _uninstall(monkeypatch, "nbclient")
    with pytest.raises(MissingExtraError, match=r"needs nbconvert, nbclient: .*\[lab\]") as e:
        require("lab", "exporting a notebook")
    assert isinstance(e.value, ImportError)


def test_coverage_to_parquet_without_pyarrow(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    _uninstall(monkeypatch, "pyarrow")
    out = tmp_path / "coverage.parquet"
    assert main(["coverage", str(ROOT / "scenarios"), "--out", str(out)]) == 2
    captured = capsys.readouterr()
    assert captured.err.strip() == (
        f"--out {out} needs pyarrow: pip install 'rulings_kit[parquet]' "
        "(from a clone: pip install '.[parquet]')"
    )
    assert captured.out == "" and not out.exists()
