"""What the explorer tests share: the positions in ``positions/`` and table helpers."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pandas as pd

from rulings_kit.explore import Exploration

POSITIONS = Path(__file__).resolve().parent / "positions"


def table(ex: Exploration) -> pd.DataFrame:
    """The outcome table without the numbering, rows in a canonical order, so two
    explorations of one scenario compare equal however the work was split."""
    df = ex.outcomes(keys=True).drop(columns=["branch", "leaf"]).astype(str)
    return df.sort_values(list(df.columns)).reset_index(drop=True)


def rows(ex: Exploration, *columns: str) -> set[tuple[Any, ...]]:
    """The distinct values of ``columns`` over the branches."""
    df = ex.outcomes(keys=True)
    return {tuple(r) for r in df[list(columns)].itertuples(index=False)}
