"""The counted benchmark (benchmarks/bench_counts.py): its rows, and that a count is a count."""

from __future__ import annotations

import pytest

from benchmarks.bench_counts import COUNTS, executed, rows_of


def test_rows_named_as_in_bench_targets() -> None:
    assert rows_of("1236") == ["1", "2", "3", "3b", "6"]
    assert rows_of("3") == ["3", "3b"]  # row 3 brings 3b, as bench_targets does
    assert set(COUNTS) == {"1", "2", "3", "3b", "6"}


def test_an_unknown_row_is_named() -> None:
    with pytest.raises(SystemExit, match="no row 7"):
        rows_of("17")


def test_a_count_is_the_same_every_time_and_grows_with_the_work() -> None:
    def work(n: int) -> int:
        return sum(i * i for i in range(n))

    small = executed(lambda: work(10))
    assert small == executed(lambda: work(10)) > 0
    assert executed(lambda: work(100)) > small
    assert executed(lambda: work(10), runs=3) == 3 * small
