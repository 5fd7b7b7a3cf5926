"""Rulings coverage: which scenario demonstrates each official ruling of a card.

A scenario demonstrates a ruling when one of its ``rulings = ["Card: words"]`` entries
quotes words of that ruling (the same matching the checker uses). A ruling no scenario
can demonstrate (one about deck construction, say) is listed in ``not_applicable.toml``
with the reason.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

from rulings_kit.cards import CardPool, as_pool
from rulings_kit.data.records import Ruling, normalize_text
from rulings_kit.errors import RulingsError
from rulings_kit.scenarios.scenario import Scenario

if TYPE_CHECKING:
    import pandas as pd

SEED_CARDS = ("Dream Thief", "Goliath Daydreamer", "Ivy, Gleeful Spellthief", "Thought Harvester")


@dataclass(frozen=True)
class Demonstration:
    title: str
    path: str
    passed: bool
    #: why the file could not be read ("" when it was): its rulings entries were read
    #: from its TOML, but the scenario never ran, so it demonstrates nothing yet
    unread: str = ""


@dataclass(frozen=True)
class CoverageRow:
    card: str
    ruling: str
    scenarios: tuple[Demonstration, ...]
    not_applicable: str = ""

    @property
    def status(self) -> str:
        if any(s.passed for s in self.scenarios):
            return "pass"
        if self.not_applicable:
            return "n/a"
        if self.scenarios and all(s.unread for s in self.scenarios):
            return "unread"  # not missing: a file quotes it, but it couldn't be read
        return "fail" if self.scenarios else "missing"

    @property
    def done(self) -> bool:
        """Demonstrated by a passing scenario, or with a stated reason it can't be."""
        return self.status in ("pass", "n/a")


@dataclass(frozen=True)
class Reason:
    """Why a ruling can't be demonstrated by a scenario (``not_applicable.toml``)."""

    card: str
    words: str
    reason: str

    def covers(self, card: str, ruling: str) -> bool:
        return card == self.card and normalize_text(self.words) in normalize_text(ruling)


def not_applicable() -> tuple[Reason, ...]:
    """The bundled table of rulings with the reason no scenario can demonstrate them."""
    name = "not_applicable.toml"
    text = resources.files("rulings_kit.scenarios").joinpath(name).read_text("utf-8")
    entries = tomllib.loads(text).get("ruling", [])
    try:
        return tuple(Reason(e["card"], e["words"], e["reason"]) for e in entries)
    except (KeyError, TypeError) as e:
        raise RulingsError(f"{name}: each [[ruling]] needs card, words and reason ({e})") from e


def scenario_files(paths: Sequence[str | Path]) -> list[Path]:
    """The scenario files under ``paths`` (files, or folders searched for ``*.toml``).

    A path that doesn't exist is an error: reading nothing would report every ruling
    as missing instead of saying the path is wrong."""
    out: list[Path] = []
    for p in map(Path, paths):
        if not p.exists():
            raise RulingsError(f"{p}: no such scenario file or folder")
        out += sorted(p.rglob("*.toml")) if p.is_dir() else [p]
    return out


def coverage(
    paths: Sequence[str | Path],
    cards: Iterable[str] = SEED_CARDS,
    pool: CardPool | None = None,
    *,
    unread: list[tuple[Path, str]] | None = None,
) -> list[CoverageRow]:
    """One row per official ruling of ``cards``, of the cards ``pool`` adds to the bundled
    ones (loaded from data files, defined by the user) and of the cards the scenario files
    define, with the scenarios under ``paths`` that demonstrate it. The scenarios are
    read with ``pool``.

    A file that can't be read (a card it names isn't in ``pool``, say) is added to
    ``unread`` with the reason, and a ruling only it quotes has the status "unread",
    not "missing"."""
    pool = as_pool(pool)
    quotes: list[tuple[str, str, Demonstration]] = []
    named = dict.fromkeys((*cards, *pool.added()), pool)
    for path in scenario_files(paths):
        try:
            scenario = Scenario.load(path, cards=pool)
            passed = scenario.check().passed
        except RulingsError as e:  # demonstrates nothing, but say so, and what it quotes
            error = str(e).removeprefix(f"{path}: ")
            if unread is not None:
                unread.append((path, error))
            for name, words in _quoted_rulings(path, pool):
                quotes.append((name, words, Demonstration(path.stem, str(path), False, error)))
            continue
        for name in scenario.cards.added():  # its own [cards] (rulings as it gives them)
            named.setdefault(name, scenario.cards)
        for entry in scenario.rulings:
            quoted = scenario.cards.quoted_ruling(entry)
            assert quoted is not None  # the file was read, so each names a card
            name, words = quoted
            quotes.append(
                (name, normalize_text(words), Demonstration(scenario.title, str(path), passed))
            )
    reasons = not_applicable()
    rulings: list[tuple[str, Ruling]] = [
        (name, r) for name, source in named.items() for r in source.rulings(name)
    ]
    by_card: dict[str, list[tuple[str, Demonstration]]] = {}  # not every quote per ruling
    for name, words, d in quotes:
        by_card.setdefault(name, []).append((words, d))
    rows = []
    for card, ruling in rulings:
        text = normalize_text(ruling.text)
        shown = tuple(d for words, d in by_card.get(card, ()) if words in text)
        reason = next((r.reason for r in reasons if r.covers(card, ruling.text)), "")
        rows.append(CoverageRow(card, ruling.text, shown, reason))
    return rows


def _quoted_rulings(path: Path, pool: CardPool) -> list[tuple[str, str]]:
    """The ``rulings`` entries of a scenario file that can't be loaded, as (card, words
    normalized), read from its TOML alone; none if even that fails."""
    try:
        entries = tomllib.loads(path.read_text(encoding="utf-8")).get("rulings", [])
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return []
    if not isinstance(entries, list):
        return []
    out = []
    for entry in entries:
        if isinstance(entry, str) and (quoted := pool.quoted_ruling(entry)) is not None:
            out.append((quoted[0], normalize_text(quoted[1])))
    return out


def format_table(rows: Sequence[CoverageRow], width: int = 70) -> str:
    lines = []
    for row in rows:
        short = row.ruling if len(row.ruling) <= width else row.ruling[: width - 1] + "…"
        unread = " (could not be read)"
        files = {Path(s.path).name + (unread if s.unread else "") for s in row.scenarios}
        where = ", ".join(sorted(files)) or row.not_applicable
        lines.append(f"{row.status.upper():8} {row.card}: {short}\n         -> {where or '(none)'}")
    done = sum(r.done for r in rows)
    lines.append(f"{done} of {len(rows)} rulings demonstrated or not applicable")
    return "\n".join(lines)


def to_frame(rows: Sequence[CoverageRow]) -> pd.DataFrame:
    """The table as a DataFrame: card, ruling, status, the scenario files that
    demonstrate it (passing or not, ``; ``-separated) and the reason it can't be."""
    import pandas as pd

    return pd.DataFrame(
        [
            (
                r.card,
                r.ruling,
                r.status,
                "; ".join(sorted({s.path for s in r.scenarios})),
                r.not_applicable,
            )
            for r in rows
        ],
        columns=["card", "ruling", "status", "scenarios", "reason"],
    )
