"""Optional features and the extras that install what they need.

``pip install rulings_kit`` gives the engine, the diagrams and the widgets; a feature that
needs more says so in one line, naming the extra (``pip install 'rulings_kit[lab]'``, or
``pip install '.[lab]'`` from a clone), instead of failing deep inside with an ImportError.
A drawing needs Graphviz's ``dot``, a program pip doesn't install: :func:`require_dot`
says in one line how to install it.
"""

from __future__ import annotations

import shutil
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
        raise MissingExtraError(f"{feature} needs {', '.join(missing)}: {install_hint(extra)}")


def install_hint(extra: str) -> str:
    """How to add ``extra``: from PyPI, or from a clone of the repository."""
    return f"pip install 'rulings_kit[{extra}]' (from a clone: pip install '.[{extra}]')"


#: how to install Graphviz, whose ``dot`` draws every diagram (pip can't install it)
DOT_INSTALL = (
    "install Graphviz (apt install graphviz, brew install graphviz "
    "or conda install -c conda-forge graphviz)"
)


def dot_missing(feature: str) -> str:
    """The one line that says ``feature`` can't draw without ``dot``, and what to install."""
    return f"{feature} needs Graphviz's dot, which is not on the PATH: {DOT_INSTALL}"


def require_dot(feature: str) -> None:
    """Raise ``MissingExtraError`` unless Graphviz's ``dot`` is on the PATH (checked before
    the work, so a command doesn't run a long exploration to fail at the drawing)."""
    if shutil.which("dot") is None:
        raise MissingExtraError(dot_missing(feature))


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
