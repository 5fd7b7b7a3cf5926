"""A card defined in a notebook cell explores on two worker processes: the card pool
travels as data, so the workers never need the notebook's own code."""

from __future__ import annotations

import nbformat
import pytest
from nbclient import NotebookClient
from nbformat.v4 import new_code_cell, new_notebook

CELLS = [
    """
from concurrent.futures import ProcessPoolExecutor

from rulings_kit.cards.model import Card
from rulings_kit.explore import explore
from rulings_kit.scenarios import Scenario

kid = Card("Sparkmage Kid", "Creature — Human Wizard", "{R}", "1", "1",
           text="When this creature enters, it deals 1 damage to any target.")
elder = Card("Spark Elder", "Creature — Human Wizard", "{R}", "2", "2",
             text="When this creature enters, it deals 1 damage to any target.")
scenario = (
    Scenario.build("Two pingers", cards=[kid, elder])
    .player("Alice", hand=["Sparkmage Kid", "Spark Elder"], battlefield=["Mountain", "Mountain"])
    .player("Bob", battlefield=["Grizzly Bears", "Llanowar Elves"])
    .cast("Sparkmage Kid")
    .resolve("all")
    .cast("Spark Elder")
    .resolve("all")
    .done()
)
""",
    """
class Counting(ProcessPoolExecutor):
    submitted = 0

    def submit(self, *args, **kwargs):
        Counting.submitted += 1
        return super().submit(*args, **kwargs)

def ends(ex):  # the outcomes without the branch numbering, in a canonical order
    df = ex.outcomes(keys=True).drop(columns=["branch", "leaf"]).astype(str)
    return df.sort_values(list(df.columns)).reset_index(drop=True)

serial = explore(scenario, progress=False)
with Counting(2) as workers:
    spread = explore(scenario, executor=workers, chunks=4, serial_seconds=0, progress=False)
print("tasks", Counting.submitted)
print("branches", len(spread.outcomes()))
print("same", ends(spread).equals(ends(serial)))
""",
]


@pytest.mark.slow
def test_a_card_defined_in_a_notebook_cell_explores_on_two_processes() -> None:
    nb = new_notebook(cells=[new_code_cell(c.strip()) for c in CELLS])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    NotebookClient(nb, timeout=180, kernel_name="python3").execute()
    outputs = [o for cell in nb.cells for o in cell.outputs]
    assert not [o for o in outputs if o.output_type == "error"]
    printed = "".join(o.get("text", "") for o in outputs if o.output_type == "stream")
    lines = dict(line.split(" ", 1) for line in printed.splitlines())
    assert int(lines["tasks"]) >= 1  # the branches really went to the worker processes
    # the Kid's 5 targets (Alice, Bob, the Bears, the Elves, itself), then the Elder's:
    # those and itself, less the Elves or the Kid when the Kid killed one: 3 * 6 + 2 * 5
    assert lines["branches"] == "28"
    assert lines["same"] == "True"
    assert nbformat.validate(nb) is None
