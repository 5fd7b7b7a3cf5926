"""Keep notebooks reviewable in git: no outputs, no execution counts, no widget state,
no per-cell run metadata. ``python -m tests.notebooks.strip notebooks/*.ipynb`` (or
``make strip-notebooks``) rewrites them in place; the test suite fails if one isn't.
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat

#: cell metadata worth keeping (everything else is left by running or editing)
KEEP_CELL = ("tags", "nbmake")
#: notebook metadata worth keeping
KEEP_NOTEBOOK = ("kernelspec",)


def stripped(text: str) -> str:
    """The notebook in ``text`` with its outputs and run metadata removed."""
    nb = nbformat.reads(text, as_version=4)
    nb.metadata = {k: v for k, v in nb.metadata.items() if k in KEEP_NOTEBOOK}
    nb.metadata["language_info"] = {"name": "python"}
    for cell in nb.cells:
        cell.metadata = {k: v for k, v in cell.metadata.items() if k in KEEP_CELL}
        if cell.cell_type == "code":
            cell.outputs = []
            cell.execution_count = None
    result: str = nbformat.writes(nb) + "\n"
    return result


def main(paths: list[str]) -> int:
    changed = 0
    for name in paths:
        path = Path(name)
        text = path.read_text("utf-8")
        clean = stripped(text)
        if clean != text:
            path.write_text(clean, "utf-8")
            changed += 1
            print(f"stripped {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
