"""The notebooks and example scenario files that come with rulings_kit.

A built package carries them in ``rulings_kit/examples/notebooks`` and
``rulings_kit/examples/scenarios`` (``setup.py`` copies them in at build time); a clone of
the repository, or an editable install of one, uses its own ``notebooks/`` and
``scenarios/`` folders, so each file exists once in the repository.

A notebook finds its scenario files with :func:`scenarios_folder`, wherever it runs::

    from rulings_kit.examples import scenarios_folder
    SCENARIOS = scenarios_folder()
"""

from __future__ import annotations

import shutil
from pathlib import Path

from rulings_kit.errors import RulingsError

__all__ = ["copy_notebooks", "notebooks_folder", "scenarios_folder"]

#: where the copies live inside a built package
_PACKAGED = Path(__file__).resolve().parent
#: the repository's root, for a clone or an editable install
_CHECKOUT = _PACKAGED.parents[1]


def _bundled(name: str) -> Path:
    for folder in (_PACKAGED / name, _CHECKOUT / name):
        if folder.is_dir():
            return folder
    raise RulingsError(
        f"the example {name} are missing from this installation of rulings_kit "
        f"(looked in {_PACKAGED / name} and {_CHECKOUT / name}); reinstall it with "
        "`pip install rulings_kit` or from a clone with `pip install .`"
    )


def notebooks_folder() -> Path:
    """The folder of the notebooks that come with rulings_kit."""
    return _bundled("notebooks")


def scenarios_folder(near: str | Path = ".") -> Path:
    """The example scenario files (``cards/``, ``rules/``) for a notebook in ``near``.

    ``scenarios/`` next to the notebook when there is one (a folder made by
    ``rulings-kit notebooks``), else the scenario files that come with rulings_kit. A
    notebook runs in its own folder, so the default ``"."`` is the notebook's folder.
    """
    beside = Path(near) / "scenarios"
    return beside if beside.is_dir() else _bundled("scenarios")


def copy_notebooks(dest: str | Path, *, overwrite: bool = False) -> list[Path]:
    """Copy the notebooks into ``dest``, and the scenario files they use into
    ``dest/scenarios``; returns the files written.

    Raises ``RulingsError`` naming the files that are already there unless ``overwrite``
    is true, before anything is written.
    """
    dest = Path(dest)
    if dest.exists() and not dest.is_dir():
        raise RulingsError(f"{dest} is a file: give a folder to copy the notebooks into")
    pairs = [(nb, dest / nb.name) for nb in sorted(notebooks_folder().glob("*.ipynb"))]
    scenarios = _bundled("scenarios")
    pairs += [
        (toml, dest / "scenarios" / toml.relative_to(scenarios))
        for toml in sorted(scenarios.rglob("*.toml"))
    ]
    present = [str(target) for _, target in pairs if target.exists()]
    if present and not overwrite:
        more = f" and {len(present) - 3} more" if len(present) > 3 else ""
        raise RulingsError(
            f"{', '.join(present[:3])}{more} already exist: choose another folder, or "
            "overwrite them (--force, or overwrite=True)"
        )
    for source, target in pairs:
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
    return [target for _, target in pairs]
