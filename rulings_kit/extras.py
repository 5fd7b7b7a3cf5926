"""Optional features and the extras that install what they need.

``pip install rulings_kit`` gives the engine, the diagrams and the widgets; a feature that
needs more says so in one line, naming the extra (``pip install 'rulings_kit[lab]'``),
instead of failing deep inside with an ImportError.
"""

from __future__ import annotations

from importlib.util import find_spec
from pathlib import Path
from typing import TYPE_CHECKING

from rulings_kit.errors import DataError, MissingExtraError

if TYPE_CHECKING:
    import pandas as pd

#: extra -> the modules it provides that rulings_kit imports (pyproject.toml lists versions)
EXTRAS: dict[str, tuple[str, ...]] = {
    "lab": ("nbconvert", "nbformat", "nbclient"),
    "parquet": ("pyarrow",),
}


def require(extra: str, feature: str) -> None:
    """Raise ``MissingExtraError`` unless every module of ``extra`` can be imported.

    ``feature`` says what needs it, e.g. ``"rulings-kit export"``.
    """
    missing = [module for module in EXTRAS[extra] if find_spec(module) is None]
    if missing:
        raise MissingExtraError(
            f"{feature} needs {', '.join(missing)}: pip install 'rulings_kit[{extra}]'"
        )


def table_path(arg: str | None) -> Path | None:
    """The file a command's ``--out`` writes a table to: ``.csv``, or ``.parquet`` when
    the ``parquet`` extra is installed. Checked before the work, so nothing is lost."""
    if arg is None:
        return None
    out = Path(arg)
    if out.suffix not in (".csv", ".parquet"):
        raise DataError(f"--out {arg}: write a .csv or a .parquet file")
    if out.suffix == ".parquet":
        require("parquet", f"--out {arg}")
    return out


def write_table(table: pd.DataFrame, out: Path) -> None:
    """Write ``table`` to ``out`` (a path from :func:`table_path`)."""
    if out.suffix == ".csv":
        table.to_csv(out, index=False)
    else:
        table.to_parquet(out, index=False)

