"""``python -m benchmarks [NAME...]``: run every benchmark module (or the ones named)."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import sys
from collections.abc import Sequence
from pathlib import Path


def modules() -> list[str]:
    """The ``bench_*`` modules of this folder, by name."""
    here = Path(__file__).resolve().parent
    return sorted(m.name for m in pkgutil.iter_modules([str(here)]) if m.name.startswith("bench_"))


def main(argv: Sequence[str] | None = None) -> int:
    names = list(argv if argv is not None else sys.argv[1:]) or modules()
    status = 0
    for name in names:
        module = name if name.startswith("bench_") else f"bench_{name}"
        print(f"== benchmarks.{module}", flush=True)
        run = importlib.import_module(f"benchmarks.{module}").main
        # each module's own defaults: an empty argument list where main takes one
        takes_args = bool(inspect.signature(run).parameters)
        status = max(status, int((run([]) if takes_args else run()) or 0))
        print(flush=True)
    return status


if __name__ == "__main__":
    sys.exit(main())
