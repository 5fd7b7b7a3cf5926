"""Oracle grammar coverage and speed: ``python -m benchmarks.bench_oracle [SET.json ...]``.

Loads and compiles every card of the MTGJSON set files given (or of ``*.json`` in the
folder that ``$RULINGS_KIT_CORPUS`` names, by default the corpus copied into
``tests/cards/fixtures/corpus``) and prints per set: the time to load the file and to
compile all of it, the first-use cost of one card (a fresh process's first compile and
build), cards understood and cards compiled *and playable* (the engine can carry out
every part: :func:`rulings_kit.cards.lower.check_record`) out of unique cards, by card
type, the 20 most frequent sentences refused by the grammar and the 10 most frequent
compiled but refused by the engine; then the same for the toolkit's bundled cards. A
command that reports, not a test that asserts.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from rulings_kit.cards.lower import check_record
from rulings_kit.cards.oracle.coverage import coverage, grouped
from rulings_kit.data import card, card_names
from rulings_kit.data.loaders import load_mtgjson_set

CORPUS = Path(__file__).parent.parent / "tests" / "cards" / "fixtures" / "corpus"


def default_files() -> list[Path]:
    folder = os.environ.get("RULINGS_KIT_CORPUS")
    return sorted(Path(folder or CORPUS).glob("*.json"))


def first_use_ms() -> float:
    """Milliseconds a fresh interpreter takes to import the compiler and interpreter,
    compile one card and build its engine definition."""
    code = ("import time; t = time.perf_counter(); "
            "from rulings_kit.cards.lower import build; from rulings_kit.cards.model import Card; "
            "build(Card('Shock', 'Instant', '{R}', text='Shock deals 2 damage to any target.')); "
            "print((time.perf_counter() - t) * 1000)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return float(done.stdout)


def main(argv: Sequence[str] | None = None) -> int:
    files = [Path(a) for a in (argv if argv is not None else sys.argv[1:])] or default_files()
    if not files:
        print("no set files: pass MTGJSON set files or set RULINGS_KIT_CORPUS")
    sources = [(p.stem, lambda p=p: list(load_mtgjson_set(p))) for p in files]
    sources.append(("bundled cards", lambda: [card(n) for n in card_names()]))
    print("first use of one card (import, compile and build, fresh process): "
          f"{first_use_ms():.0f} ms")
    for label, records in sources:
        start = time.perf_counter()
        loaded = records()
        load_ms = (time.perf_counter() - start) * 1000
        result = coverage(loaded, check_record)
        playable = result.playable or 0
        print(f"{label}: {result.understood}/{result.total} unique cards understood "
              f"({result.share:.0%}), {playable} compiled and playable "
              f"({playable / max(result.total, 1):.0%}); loaded in {load_ms:.0f} ms, "
              f"compiled and built in {result.seconds * 1000:.0f} ms")
        for kind, (ok, total) in sorted(result.by_type.items(), key=lambda kv: -kv[1][1]):
            built = sum(1 for c in result.cards if c.card_type == kind and c.playable)
            print(f"  {kind:<13} {ok:>4}/{total:<4} understood, {built:>4} playable")
        print("  most frequent refused sentences:")
        for sentence, n in result.refused.most_common(20):
            print(f"  {n:>4}  {sentence}")
        print("  most frequent sentences compiled but not playable:")
        engine = Counter(grouped(c.sentence, c.name) for c in result.cards
                         if c.compiled and c.playable is False)
        for sentence, n in engine.most_common(10):
            print(f"  {n:>4}  {sentence}")
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
