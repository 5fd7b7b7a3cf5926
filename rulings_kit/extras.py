"""Optional features and the extras that install what they need.

``pip install rulings_kit`` gives the engine, the diagrams and the widgets; a feature that
needs more says so in one line, naming the extra (``pip install 'rulings_kit[lab]'``),
instead of failing deep inside with an ImportError.
"""

from __future__ import annotations

from importlib.util import find_spec

from rulings_kit.errors import MissingExtraError

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
