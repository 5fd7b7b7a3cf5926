"""Oracle grammar coverage and speed: ``python -m benchmarks.bench_oracle [SET.json ...]``.

Compiles every card of the MTGJSON set files given (or of ``*.json`` in the folder that
``$RULINGS_KIT_CORPUS`` names: the project's reference corpus) and prints per set:
cards understood out of unique cards, by card type, the 20 most frequent refused
sentences and the compile time; then the same for the toolkit's bundled
cards. A command that reports, not a test that asserts.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from pathlib import Path

from rulings_kit.cards.oracle.coverage import coverage
from rulings_kit.data import card, card_names
from rulings_kit.data.loaders import load_mtgjson_set


def default_files() -> list[Path]:
    folder = os.environ.get("RULINGS_KIT_CORPUS")
    return sorted(Path(folder).glob("*.json")) if folder else []


def main(argv: Sequence[str] | None = None) -> int:
    files = [Path(a) for a in (argv if argv is not None else sys.argv[1:])] or default_files()
    if not files:
        print("no set files: pass MTGJSON set files or set RULINGS_KIT_CORPUS")
    sources = [(p.stem, lambda p=p: load_mtgjson_set(p)) for p in files]
    sources.append(("bundled cards", lambda: (card(n) for n in card_names())))
    for label, records in sources:
        result = coverage(records())
        print(f"{label}: {result.understood}/{result.total} unique cards understood "
              f"({result.share:.0%}), compiled in {result.seconds * 1000:.0f} ms")
        for kind, (ok, total) in sorted(result.by_type.items(), key=lambda kv: -kv[1][1]):
            print(f"  {kind:<13} {ok:>4}/{total:<4}")
        print("  most frequent refused sentences:")
        for sentence, n in result.refused.most_common(20):
            print(f"  {n:>4}  {sentence}")
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
