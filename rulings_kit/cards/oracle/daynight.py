"""Grammar rules for day and night (731): the effect "it becomes night", the trigger event
"day becomes night or night becomes day" and the line "If it's neither day nor night, it
becomes day as ~ enters." (:mod:`rulings_kit.cards.model.daynight`)."""

from __future__ import annotations

from rulings_kit.cards.model.daynight import DayAsEnters, DayNightEvent, DayOrNight, ItBecomes
from rulings_kit.cards.oracle.cursor import Cursor


def it_becomes(cur: Cursor) -> ItBecomes:
    """'it becomes night', 'it becomes day' (731.1)."""
    cur.expect("it becomes")
    return ItBecomes(cur.phrase(DayOrNight))


def day_night_event(cur: Cursor) -> DayNightEvent:
    """'day becomes night or night becomes day' (731.1a)."""
    cur.expect("day becomes night or night becomes day")
    return DayNightEvent()


def day_as_enters(cur: Cursor) -> DayAsEnters:
    """'If it's neither day nor night, it becomes day as ~ enters.' (614.1c)."""
    cur.expect("if it's neither day nor night , it becomes day as ~ enters .")
    return DayAsEnters()


__all__ = ["day_as_enters", "day_night_event", "it_becomes"]
