"""Rulings coverage: which scenario demonstrates each official ruling of the seed cards.

A scenario demonstrates a ruling when one of its ``rulings = ["Card: words"]`` entries
quotes words of that ruling (the same matching the checker uses). A ruling nobody can
demonstrate with this engine is listed in ``not_applicable.toml`` with the reason.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from rulings_kit import data
from rulings_kit.data.records import normalize_text
from rulings_kit.errors import RulingsError
from rulings_kit.scenarios.scenario import Scenario

SEED_CARDS = ("Dream Thief", "Goliath Daydreamer", "Ivy, Gleeful Spellthief", "Thought Harvester")


@dataclass(frozen=True)
class Demonstration:
    title: str
    path: str
    passed: bool


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
        return "fail" if self.scenarios else "missing"


def not_applicable() -> dict[tuple[str, str], str]:
    """(card, words) -> reason, from the bundled table."""
    text = (
        resources.files("rulings_kit.scenarios").joinpath("not_applicable.toml").read_text("utf-8")
    )
    table = tomllib.loads(text)
    return {(e["card"], e["words"]): e["reason"] for e in table.get("ruling", [])}


def coverage(paths: Sequence[str | Path], cards: Iterable[str] = SEED_CARDS) -> list[CoverageRow]:
    """One row per official ruling of ``cards``, with the scenarios that demonstrate it."""
    quotes: list[tuple[str, str, Demonstration]] = []
    for path in _files(paths):
        try:
            scenario = Scenario.load(path)
            passed = scenario.check().passed
        except RulingsError:
            continue  # a broken file demonstrates nothing; `check` reports it
        for entry in scenario.rulings:
            name, words = entry.split(": ", 1)
            quotes.append(
                (name, normalize_text(words), Demonstration(scenario.title, str(path), passed))
            )
    skipped = not_applicable()
    rows = []
    for card in cards:
        for ruling in data.official_rulings(card):
            text = normalize_text(ruling.text)
            shown = tuple(d for name, words, d in quotes if name == card and words in text)
            reason = next(
                (r for (c, w), r in skipped.items() if c == card and normalize_text(w) in text), ""
            )
            rows.append(CoverageRow(card, ruling.text, shown, reason))
    return rows


def _files(paths: Sequence[str | Path]) -> list[Path]:
    out: list[Path] = []
    for p in map(Path, paths):
        out += sorted(p.rglob("*.toml")) if p.is_dir() else [p]
    return out


def format_table(rows: Sequence[CoverageRow], width: int = 70) -> str:
    lines = []
    for row in rows:
        short = row.ruling if len(row.ruling) <= width else row.ruling[: width - 1] + "…"
        where = ", ".join(sorted({Path(s.path).name for s in row.scenarios})) or row.not_applicable
        lines.append(f"{row.status.upper():8} {row.card}: {short}\n         -> {where or '(none)'}")
    done = sum(r.status in ("pass", "n/a") for r in rows)
    lines.append(f"{done} of {len(rows)} rulings demonstrated or not applicable")
    return "\n".join(lines)
