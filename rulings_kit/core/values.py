"""Changing one field of a frozen value, fast.

``dataclasses.replace`` re-runs ``__init__`` and looks up every field's definition on
each call; the engine makes thousands of small changes to the state per action, so
``evolve`` copies the fields directly instead (same result, several times faster).
"""

from __future__ import annotations

from dataclasses import fields
from functools import cache
from typing import Any, TypeVar

T = TypeVar("T")


@cache
def _field_names(cls: type) -> frozenset[str]:
    return frozenset(f.name for f in fields(cls))


def evolve(value: T, **changes: Any) -> T:
    """A copy of the frozen dataclass ``value`` with ``changes``, like ``dataclasses.replace``.

    Only fields are copied, so values worked out and kept on the old object (a state's
    hash, its permanents) are worked out again for the new one.
    """
    cls: type = type(value)
    names = _field_names(cls)
    unknown = changes.keys() - names
    if unknown:
        raise TypeError(f"{cls.__name__} has no field {sorted(unknown)[0]!r}")
    new: T = object.__new__(cls)
    old = value.__dict__
    new.__dict__.update({n: changes[n] if n in changes else old[n] for n in names})
    post_init = getattr(new, "__post_init__", None)
    if post_init is not None:
        post_init()
    return new
