"""The moment a group of changes shares (603.2c, 603.10a): ``GameChanges.together``."""

from __future__ import annotations

from types import TracebackType
from typing import Protocol

from rulings_kit.core.state import GameObject


class _Changes(Protocol):
    left_together: tuple[GameObject, ...] | None
    moment: int

    def new_damage_event(self) -> int: ...


class Together:
    """Inside, the moves made are made at the same time (704.3, 701.21a, 608.2c): one
    batch (603.2c), where a permanent that leaves sees each other one leave (603.10a).
    A class rather than a generator: it is entered for every move of a batch, and a
    generator-based context manager costs several times as much."""

    __slots__ = ("_changes", "_outer", "_outer_moment")

    def __init__(self, changes: _Changes) -> None:
        self._changes = changes

    def __enter__(self) -> None:
        c = self._changes
        self._outer, self._outer_moment = c.left_together, c.moment
        c.left_together = ()
        c.moment = self._outer_moment or c.new_damage_event()  # nested: the same moment

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self._changes.left_together, self._changes.moment = self._outer, self._outer_moment
