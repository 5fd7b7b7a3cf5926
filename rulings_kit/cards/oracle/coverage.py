"""How much of a card list the grammar understands: the ``rulings-kit cards`` command's
table and summary, and ``benchmarks/bench_oracle.py``."""

from __future__ import annotations

import multiprocessing
import re
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
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


def coverage(records: Iterable[CardRecord], playable: Playable = None, *, jobs: int = 1,
             advance: Callable[[int], object] | None = None) -> Coverage:
    """Compile every record (each name once) and count what the grammar understood.

    With ``jobs`` above 1 and a sequence of records, that many processes compile slices
    of it (forked, so each reads its records where the parent would have); the counts are
    the same as in one process. ``advance`` is told how many more records are done."""
    out = Coverage()
    seen: set[str] = set()
    start = time.perf_counter()
    for result in _checked(records, playable, jobs, advance):
        if result.name in seen:
            continue
        seen.add(result.name)
        out.cards.append(result)
        ok, total = out.by_type.get(result.card_type, (0, 0))
        if result.compiled:
            out.understood += 1
            if result.playable is False:
                out.unplayable[grouped(result.sentence, result.name)] += 1
        else:
            out.refused[grouped(result.sentence, result.name)] += 1
        out.by_type[result.card_type] = (ok + result.compiled, total + 1)
        out.total += 1
    out.seconds = time.perf_counter() - start
    return out


#: cards one worker process compiles at a time: enough that handing them over costs
#: little, few enough that the processes finish together
_SLICE = 400

#: what the forked workers compile: the parent's records and engine check, inherited
_WORK: tuple[Sequence[CardRecord], Playable] | None = None


def _checked(records: Iterable[CardRecord], playable: Playable, jobs: int,
             advance: Callable[[int], object] | None) -> Iterator[CardResult]:
    """Each record's result, in order, from ``jobs`` processes where that can be done."""
    global _WORK
    forking = "fork" in multiprocessing.get_all_start_methods()
    if jobs <= 1 or not forking or not isinstance(records, Sequence) \
            or len(records) <= _SLICE:
        seen: set[str] = set()
        for record in records:
            if record.name not in seen:  # a name printed again is compiled once
                seen.add(record.name)
                yield _result(record, playable)
            if advance is not None:
                advance(1)
        return
    _WORK = (records, playable)
    try:
        starts = range(0, len(records), _SLICE)
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            for results in pool.imap(_check_slice, starts):
                yield from results
                if advance is not None:
                    advance(len(results))
    finally:
        _WORK = None


def _check_slice(start: int) -> list[CardResult]:
    assert _WORK is not None, "a worker forked from coverage() inherits its records"
    records, playable = _WORK
    return [_result(records[i], playable)
            for i in range(start, min(start + _SLICE, len(records)))]


def _result(record: CardRecord, playable: Playable) -> CardResult:
    return replace(check_card(record, playable), era=era(record), layout=record.layout)
