"""How much of a card list the grammar understands: the ``rulings-kit cards`` command's
table and summary, and ``benchmarks/bench_oracle.py``."""

from __future__ import annotations

import re
import time
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace

from rulings_kit.cards.model import CardText
from rulings_kit.cards.oracle import compile_card
from rulings_kit.data.records import CardRecord
from rulings_kit.data.sets import era
from rulings_kit.errors import OracleTextError, RulingsError

_MAIN_TYPES = ("Creature", "Planeswalker", "Instant", "Sorcery", "Enchantment", "Artifact",
               "Land")

#: whether the engine can carry out a compiled card: raises a RulingsError naming what it
#: can't (the card interpreter, ``rulings_kit.cards.lower``), or None where there is none
Playable = Callable[[CardRecord, CardText], object] | None


@dataclass(frozen=True)
class CardResult:
    """One card of the list: compiled or refused, and where understanding stopped."""

    name: str
    card_type: str
    compiled: bool
    playable: bool | None = None  # None: not checked (no interpreter)
    sentence: str = ""  # the refused sentence, or why it isn't playable
    word: str = ""  # the word where understanding stopped
    keyword: str = ""  # the keyword ability the engine doesn't implement, if that's why
    era: str = ""  # when the card was first printed (rulings_kit.data.sets.era)
    layout: str = "normal"  # how its faces are laid out: "split", "transform"... (708-715)


@dataclass
class Share:
    """How many cards of a group the grammar understood and the engine plays."""

    understood: int = 0
    playable: int = 0
    total: int = 0


@dataclass
class Coverage:
    """Cards understood out of unique cards, by card type, and the refused sentences."""

    understood: int = 0
    total: int = 0
    by_type: dict[str, tuple[int, int]] = field(default_factory=dict)  # type → (ok, all)
    refused: Counter[str] = field(default_factory=Counter)  # sentence → cards refused
    unplayable: Counter[str] = field(default_factory=Counter)  # compiled, engine can't run
    seconds: float = 0.0
    cards: list[CardResult] = field(default_factory=list)

    @property
    def share(self) -> float:
        return self.understood / self.total if self.total else 0.0

    def groups(self, by: str) -> dict[str, Share]:
        """Cards understood and playable in each group, ``by`` "card_type", "era" or
        "layout"."""
        out: dict[str, Share] = {}
        for c in self.cards:
            group = out.setdefault(getattr(c, by), Share())
            group.total += 1
            group.understood += c.compiled
            group.playable += bool(c.playable)
        return out

    @property
    def playable(self) -> int | None:
        """Cards compiled and playable, or None when playability wasn't checked."""
        checked = [c.playable for c in self.cards if c.compiled]
        if any(p is None for p in checked):
            return None
        return sum(1 for p in checked if p)


def main_type(record: CardRecord) -> str:
    """The card's first main type, for grouping ("Creature" for an artifact creature)."""
    return next((t for t in _MAIN_TYPES if t in record.types), "Other")


def check_card(record: CardRecord, playable: Playable = None) -> CardResult:
    """Compile one card, and ask ``playable`` whether the engine can run what compiled."""
    kind = main_type(record)
    try:
        parts = compile_card(record)
    except OracleTextError as exc:
        return CardResult(record.name, kind, False, None, exc.sentence, exc.word, exc.keyword)
    if playable is None:
        return CardResult(record.name, kind, True)
    try:
        playable(record, parts)
    except RulingsError as exc:
        return CardResult(record.name, kind, True, False, getattr(exc, "sentence", str(exc)),
                          getattr(exc, "word", ""), getattr(exc, "keyword", ""))
    return CardResult(record.name, kind, True, True)


def grouped(sentence: str, name: str) -> str:
    """A refused sentence as the summary counts it: numbers and the card's own name vary
    between cards saying the same thing."""
    return re.sub(r"\d+", "N", sentence.replace(name, "[this card]"))


def coverage(records: Iterable[CardRecord], playable: Playable = None) -> Coverage:
    """Compile every record (each name once) and count what the grammar understood."""
    out = Coverage()
    seen: set[str] = set()
    start = time.perf_counter()
    for record in records:
        if record.name in seen:
            continue
        seen.add(record.name)
        result = replace(check_card(record, playable), era=era(record), layout=record.layout)
        out.cards.append(result)
        ok, total = out.by_type.get(result.card_type, (0, 0))
        if result.compiled:
            out.understood += 1
            if result.playable is False:
                out.unplayable[grouped(result.sentence, record.name)] += 1
        else:
            out.refused[grouped(result.sentence, record.name)] += 1
        out.by_type[result.card_type] = (ok + result.compiled, total + 1)
        out.total += 1
    out.seconds = time.perf_counter() - start
    return out
