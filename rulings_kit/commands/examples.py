"""`rulings-kit notebooks [DIR]`: copy the notebooks and their scenario files into DIR."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from rulings_kit.errors import RulingsError

DEFAULT_FOLDER = "rulings-kit-notebooks"


def register(subparsers: Any) -> None:
    """Add `notebooks` to the `rulings-kit` parser."""
    p = subparsers.add_parser(
        "notebooks",
        help="copy the example notebooks and the scenario files they use into a folder",
        description="Copy the notebooks that come with rulings_kit into DIR, and the "
        "scenario files they use into DIR/scenarios, then open them with "
        "`jupyter lab DIR` (JupyterLab comes with pip install 'rulings_kit[lab]', or "
        "pip install '.[lab]' from a clone).",
    )
    p.add_argument(
        "folder",
        nargs="?",
        default=DEFAULT_FOLDER,
        metavar="DIR",
        help=f"where to copy them (default: ./{DEFAULT_FOLDER})",
    )
    p.add_argument("--force", action="store_true", help="overwrite files already there")
    p.set_defaults(func=cmd_notebooks)


def cmd_notebooks(args: argparse.Namespace) -> int:
    from rulings_kit.examples import copy_notebooks

    try:
        written = copy_notebooks(args.folder, overwrite=args.force)
    except (RulingsError, OSError) as e:
        print(f"rulings-kit notebooks: {e}", file=sys.stderr)
        return 1
    notebooks = sum(1 for p in written if p.suffix == ".ipynb")
    print(
        f"copied {notebooks} notebooks and {len(written) - notebooks} scenario files "
        f"into {args.folder}; open them with: jupyter lab {args.folder}"
    )
    return 0
