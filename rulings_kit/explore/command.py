"""The `rulings-kit` subcommands of this package (none yet)."""

from __future__ import annotations

import argparse
from typing import Any


def register(subparsers: Any) -> None:
    """Add this package's subcommands to the `rulings-kit` parser."""
    _ = argparse  # subcommands are added here
