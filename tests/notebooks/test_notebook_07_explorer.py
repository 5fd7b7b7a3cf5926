"""Notebook 07's explorer starts from an answer a reader would pick (the Hound's damage
at Bob's Grizzly Bears, as in the position above it), not from "the first legal answer"
(Alice shooting herself, 20 → 18 life), and the notebook says which."""

from __future__ import annotations

import json

from tests.helpers import ROOT

NOTEBOOK = ROOT / "notebooks" / "07_your_own_card.ipynb"


def _cells() -> list[dict[str, object]]:
    cells: list[dict[str, object]] = json.loads(NOTEBOOK.read_text(encoding="utf-8"))["cells"]
    return cells


def _source(cell: dict[str, object]) -> str:
    source = cell["source"]
    return "".join(source) if isinstance(source, list) else str(source)


def test_the_explorer_starts_at_the_grizzly_bears_and_the_notebook_says_so() -> None:
    cells = _cells()
    (at,) = [i for i, c in enumerate(cells) if "Explorer(open_target" in _source(c)]
    namespace: dict[str, object] = {}
    for cell in cells[:at]:
        if cell["cell_type"] == "code":
            exec(_source(cell), namespace)  # the notebook's own code, top to bottom
    *setup, last = _source(cells[at]).rstrip().splitlines()
    exec("\n".join([*setup, f"explorer = {last}"]), namespace)
    outcome = namespace["explorer"].outcome  # type: ignore[attr-defined]
    assert outcome.notes == ()  # nothing was left to "the first legal choice"
    summary = "\n".join(outcome.summary())
    assert "Bob's battlefield: − Grizzly Bears" in summary
    assert "Alice: 20 → 18 life" not in summary
    said = _source(cells[at - 1])
    assert "Bob's Grizzly Bears" in said and "first legal choice" in said
