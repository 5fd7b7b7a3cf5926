"""When a card was first printed: the release dates of the sets the card database's cards
were first printed in (``sets.tsv``, from MTGJSON's set list), and the eras the card
shares are reported by."""

from __future__ import annotations

from functools import cache
from importlib.resources import files

from rulings_kit.data.records import CardRecord

#: the eras shares are reported by, oldest first: (name, first year, last year)
ERAS: tuple[tuple[str, int, int], ...] = (
    ("before 2003", 0, 2002),
    ("2003–2014", 2003, 2014),
    ("2015–2022", 2015, 2022),
    ("2023 and later", 2023, 9999),
)
#: the era of a card whose first set isn't listed (a database newer than the list)
UNLISTED = "set not listed"


@cache
def release_dates() -> dict[str, str]:
    """Set code → release date (ISO), for every set the packaged cards were first printed in."""
    text = files("rulings_kit.data").joinpath("sets.tsv").read_text(encoding="utf-8")
    rows = (line.split("\t") for line in text.splitlines() if not line.startswith("#"))
    return {row[0]: row[1] for row in rows if len(row) >= 2}


def first_printed(record: CardRecord) -> str | None:
    """The release date of the set the card was first printed in, if the list has it."""
    code = record.raw.get("firstPrinting")
    if code is None and record.faces:  # a card with several faces: its first face says
        code = record.faces[0].raw.get("firstPrinting")
    return release_dates().get(code) if isinstance(code, str) else None


def era(record: CardRecord) -> str:
    """The era of the card's first printing ("before 2003", "2003–2014", ...)."""
    date = first_printed(record)
    if date is None:
        return UNLISTED
    year = int(date[:4])
    return next(name for name, first, last in ERAS if first <= year <= last)
