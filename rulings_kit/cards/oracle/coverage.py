"""How much of a card list the grammar understands: for a future ``rulings-kit cards``
command and for ``benchmarks/bench_oracle.py``."""

from __future__ import annotations

import re
import time
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from rulings_kit.cards.oracle import compile_card
from rulings_kit.data.records import CardRecord
from rulings_kit.errors import OracleTextError

_MAIN_TYPES = ("Creature", "Planeswalker", "Instant", "Sorcery", "Enchantment", "Artifact",
               "Land")


@dataclass
class Coverage:
    """Cards understood out of unique cards, by card type, and the refused sentences."""

    understood: int = 0
    total: int = 0
    by_type: dict[str, tuple[int, int]] = field(default_factory=dict)  # type → (ok, all)
    refused: Counter[str] = field(default_factory=Counter)  # sentence → cards refused
    seconds: float = 0.0

    @property
    def share(self) -> float:
        return self.understood / self.total if self.total else 0.0


def main_type(record: CardRecord) -> str:
    """The card's first main type, for grouping ("Creature" for an artifact creature)."""
    return next((t for t in _MAIN_TYPES if t in record.types), "Other")


def coverage(records: Iterable[CardRecord]) -> Coverage:
    """Compile every record (each name once) and count what the grammar understood."""
    out = Coverage()
    seen: set[str] = set()
    start = time.perf_counter()
    for record in records:
        if record.name in seen:
            continue
        seen.add(record.name)
        kind = main_type(record)
        ok, total = out.by_type.get(kind, (0, 0))
        try:
            compile_card(record)
        except OracleTextError as exc:
            # numbers and the card's own name vary between cards saying the same thing
            said = exc.sentence.replace(record.name, "[this card]")
            out.refused[re.sub(r"\d+", "N", said)] += 1
            out.by_type[kind] = (ok, total + 1)
        else:
            out.understood += 1
            out.by_type[kind] = (ok + 1, total + 1)
        out.total += 1
    out.seconds = time.perf_counter() - start
    return out
