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


#: what a long run (``make fuzz``) must play at least
LONG_RUN_ACTIONS = 100_000


def combined(paths: list[Path]) -> tuple[Counter[str], Counter[str], float]:
    """The counts and test outcomes of several runs' figure files, added up, and the
    longest run's seconds (the runs go side by side)."""
    counts: Counter[str] = Counter()
    outcomes: Counter[str] = Counter()
    seconds = 0.0
    for path in paths:
        data = json.loads(path.read_text())
        counts.update(data["counts"])
        outcomes.update(data["outcomes"])
        seconds = max(seconds, data["seconds"])
    return counts, outcomes, seconds


def main(argv: list[str] | None = None) -> int:
    """``python -m tests.reliability.stats FILE...``: the runs' figures together, one line;
    fails (exit 1) on a failed test or on fewer than LONG_RUN_ACTIONS actions."""
    import argparse

    parser = argparse.ArgumentParser(prog="python -m tests.reliability.stats")
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--at-least", type=int, default=LONG_RUN_ACTIONS,
                        help="actions the runs must have played together")
    args = parser.parse_args(argv)
    counts, outcomes, seconds = combined(args.files)
    COUNTS.clear()
    COUNTS.update(counts)
    minutes, secs = divmod(round(seconds), 60)
    print(f"{summary(outcomes)}; {outcomes['passed']} tests passed; {minutes} min {secs} s")
    if outcomes["failed"]:
        return 1
    if counts["actions"] < args.at_least:
        print(f"fewer actions than the long run must play: {counts['actions']:,} "
              f"< {args.at_least:,}")
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
