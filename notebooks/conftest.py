"""`pytest --nbmake notebooks/`: a notebook passes only if no cell shows an error.

nbmake fails a notebook whose cell raises; this also fails one whose cell writes to
stderr (a warning, a logged widget error), since a reader would see that output too.
"""

from __future__ import annotations

from typing import Any

from nbmake.nb_result import NotebookError, NotebookResult
from nbmake.nb_run import NotebookRun

_execute = NotebookRun.execute


def _execute_and_check(self: NotebookRun) -> NotebookResult:
    result: NotebookResult = _execute(self)
    if result.error is not None:
        return result
    for index, cell in enumerate(result.nb.cells):
        for output in cell.get("outputs", []):
            if _is_error_output(output):
                text = "".join(output.get("text", "")) or str(output.get("evalue", ""))
                result.error = NotebookError(
                    summary=f"cell {index} wrote to stderr: {text.strip()[:200]}",
                    trace=f"cell {index}:\n{''.join(cell.source)}\n\nstderr:\n{text}",
                    failing_cell_index=index,
                )
                return result
    return result


def _is_error_output(output: Any) -> bool:
    kind = output.get("output_type")
    return kind == "error" or (kind == "stream" and output.get("name") == "stderr")


NotebookRun.execute = _execute_and_check  # type: ignore[method-assign]
