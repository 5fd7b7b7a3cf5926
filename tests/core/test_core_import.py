"""The engine stays light: importing it loads no plotting, data-frame or notebook library."""

from __future__ import annotations

import subprocess
import sys
import time


def _modules_after(statement: str) -> set[str]:
    code = f"import sys; {statement}; print(' '.join(sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return set(out.stdout.split())


def test_core_loads_no_heavy_library() -> None:
    loaded = _modules_after("import rulings_kit.core")
    assert not {"graphviz", "pandas", "ipywidgets", "IPython"} & loaded


def test_package_import_is_fast() -> None:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", "import rulings_kit"], check=True)
    elapsed = time.perf_counter() - start
    # The interpreter's own start-up is included; the package itself adds almost nothing.
    assert elapsed < 1.0, f"python -c 'import rulings_kit' took {elapsed:.2f}s"
