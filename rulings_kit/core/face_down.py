"""Cards exiled face down (406.3): where each is kept, by pile and number (406.4)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class FaceDown:
    """Where a card exiled face down (406.3) is kept: its pile, named by what exiled it and
    when (406.4), and its number in that pile, from 1, so a reader can follow it."""

    pile: str
    number: int

    @property
    def name(self) -> str:
        """What a reader sees instead of its name: it has no characteristics (406.3a)."""
        return f"card {self.number} of {self.pile}"


__all__ = ["FaceDown"]
