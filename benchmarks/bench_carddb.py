"""The card database's targets (issue 22): ``python -m benchmarks.bench_carddb``.

1. Cold: a fresh Python process imports rulings_kit and names its first card of the
   database (``CardPool.bundled().get("Dark Ritual")``: the index read, the card's piece
   decompressed, the card built from its Oracle text). Target: under 1 s wall time. The
   import of the engine alone is shown beside it, as most of that second is the engine's.
2. Warm: in a process that has named one card, naming another card for the first time
   (read and built from its Oracle text), and again (kept). Target: under 50 ms.
3. An unknown name: the "did you mean" suggestion over every name of the pool.

Wall times, the median of a few runs (``time.perf_counter``).
"""

from __future__ import annotations

import contextlib
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence

COLD = ("import time; t = time.perf_counter(); from rulings_kit.cards import CardPool; "
        "i = time.perf_counter(); CardPool.bundled().get('Dark Ritual'); "
        "print(i - t, time.perf_counter() - t)")
#: cards of the database (none bundled) that compile, named one after the other
WARM = ("Sol Ring", "Swords to Plowshares", "Royal Assassin", "Mind Rot", "Serra Angel",
        "Hypnotic Specter", "Counterspell", "Giant Growth", "Llanowar Elves", "Shivan Dragon")


def _cold(repeats: int) -> tuple[float, float]:
    imports, totals = [], []
    for _ in range(repeats):
        out = subprocess.run([sys.executable, "-c", COLD], capture_output=True, text=True,
                             check=True, env={**os.environ, "RULINGS_KIT_OFFLINE": "1"})
        first, total = map(float, out.stdout.split())
        imports.append(first)
        totals.append(total)
    return statistics.median(imports), statistics.median(totals)


def _ms(run: object) -> float:
    t0 = time.perf_counter()
    run()  # type: ignore[operator]
    return (time.perf_counter() - t0) * 1000


def main(argv: Sequence[str] | None = None) -> int:
    from rulings_kit.cards import CardPool
    from rulings_kit.errors import UnknownCardError

    imports, total = _cold(3)
    print(f"cold: import + first card {total:.2f} s (target < 1 s; the import alone "
          f"{imports:.2f} s)")
    pool = CardPool.bundled()
    pool.get("Dark Ritual")
    first = [_ms(lambda n=n: pool.get(n)) for n in WARM]
    again = [_ms(lambda n=n: pool.get(n)) for n in WARM]
    print(f"warm: naming a card first {statistics.median(first):.1f} ms (max "
          f"{max(first):.1f}), again {statistics.median(again):.3f} ms (target < 50 ms)")

    def unknown() -> None:
        with contextlib.suppress(UnknownCardError):
            pool.get("Xyzzy Qwfp Zork")

    print(f"unknown name, close names over {len(pool.names()):,} cards: "
          f"{statistics.median(_ms(unknown) for _ in range(5)):.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
