"""Last known information (608.2h, 113.7a): what a permanent was like as it last existed
on the battlefield, for effects that refer to it after it left."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Known:
    """A permanent's characteristics as it last existed on the battlefield (608.2h,
    113.7a), kept for effects that refer to it after it left, and the id of the object
    it became in the zone it went to (400.7), if any."""

    types: frozenset[str]
    subtypes: tuple[str, ...]
    colors: frozenset[str]
    keywords: frozenset[str]
    pt: tuple[int, int] | None
    became: int | None = None


__all__ = ["Known"]
