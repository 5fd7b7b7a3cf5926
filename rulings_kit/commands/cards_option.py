"""``--cards FILE``: the option every command that reads scenario files takes."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rulings_kit.cards import CardPool


def add_cards_option(parser: Any) -> None:
    """Add ``--cards FILE`` (repeatable) to a command's parser."""
    parser.add_argument(
        "--cards",
        action="append",
        default=[],
        metavar="FILE",
        help="also know the cards of this MTGJSON set file, AtomicCards file or Scryfall "
        "bulk file, built from their Oracle text (repeatable)",
    )


def card_pool(args: argparse.Namespace) -> CardPool:
    """The card pool a command runs with: the bundled cards and those of ``--cards``
    files, read now so that a broken file is reported before any work."""
    from rulings_kit.cards import CardPool

    return CardPool.bundled().with_files(*args.cards).read()
