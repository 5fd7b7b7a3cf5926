"""The callgrind benchmark (benchmarks/bench_instructions.py): its rows run, and without
valgrind it says what it needs rather than failing on the first subprocess."""

from __future__ import annotations

import shutil

import pytest

from benchmarks import bench_instructions
from benchmarks.bench_instructions import ROWS, row_work


def test_rows_named_as_in_bench_targets() -> None:
    assert [r for r in ROWS if r[0] in "3"] == ["3", "3b", "3L"]  # row 3 brings 3b
    assert set(ROWS) == {"1", "2", "3", "3b", "3L"}


@pytest.mark.parametrize("row", ["2", "3", "3b"])
def test_a_rows_work_runs_here(row: str) -> None:
    row_work(row)()  # what the worker counts, run without valgrind


def test_without_valgrind_it_names_what_it_needs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(shutil, "which", lambda name: None)
    with pytest.raises(SystemExit, match="needs valgrind"):
        bench_instructions.main(["--rows", "2"])
