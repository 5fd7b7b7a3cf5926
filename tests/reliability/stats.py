"""What the reliability tests did, counted, so the README can state measured figures.

Tests call :func:`count`; ``conftest.py`` writes the totals (and the test outcomes) to
``.make/reliability-<profile>.json`` at the end of the session and prints a summary line.
"""

from __future__ import annotations

import json
import os
from collections import Counter
from pathlib import Path
from typing import Any

#: random games played, actions played, inputs fuzzed, ... (keys are free-form)
COUNTS: Counter[str] = Counter()

ROOT = Path(__file__).resolve().parents[2]


#: findings listed with the figures (the abilities the liveness games saw do nothing)
NOTES: dict[str, list[str]] = {}


def count(key: str, n: int = 1) -> None:
    COUNTS[key] += n


def note(key: str, lines: list[str]) -> None:
    NOTES[key] = lines


def profile() -> str:
    return os.environ.get("HYPOTHESIS_PROFILE", "ci")


def stats_path() -> Path:
    """Where the figures go: ``RELIABILITY_STATS`` if set (two runs at once), else
    ``.make/reliability-<profile>.json``."""
    given = os.environ.get("RELIABILITY_STATS")
    return Path(given) if given else ROOT / ".make" / f"reliability-{profile()}.json"


def write(outcomes: Counter[str], seconds: float) -> Path:
    data: dict[str, Any] = {
        "profile": profile(),
        "counts": dict(sorted(COUNTS.items())),
        "notes": NOTES,
        "outcomes": dict(sorted(outcomes.items())),
        "seconds": round(seconds, 1),
    }
    path = stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=2) + "\n")
    return path


def summary(outcomes: Counter[str]) -> str:
    c = COUNTS
    return (
        f"reliability ({profile()}): {c['games']} random games, {c['actions']} actions played "
        f"({c['rejected']} rejected, {c['questions']} questions answered), "
        f"{c['inputs']} inputs fuzzed; failures: {outcomes['failed']}"
    )
