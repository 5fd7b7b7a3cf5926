"""Changing one field of a frozen value, fast.

``dataclasses.replace`` re-runs ``__init__`` and looks up every field's definition on
each call; the engine makes thousands of small changes to the state per action, so
``evolve`` copies the fields directly instead (same result, several times faster).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import MISSING, fields
from enum import Enum
from functools import cache
from operator import itemgetter
from typing import Any, NamedTuple, TypeVar

T = TypeVar("T")


class _Shape(NamedTuple):
    """What ``evolve`` needs to know about a dataclass, worked out once per class."""

    names: tuple[str, ...]
    known: frozenset[str]
    #: the field values of an instance's ``__dict__``, in the order of ``names``
    values: Callable[[dict[str, Any]], tuple[Any, ...]]
    post_init: Callable[[Any], None] | None
    #: the values the class keeps on an instance (``__kept__``), each with the fields it
    #: is worked out from (a copy keeps it while they stay the same) or None (never kept)
    kept: dict[str, frozenset[str] | None]
    #: how many entries an instance's ``__dict__`` has with its fields and nothing kept
    size: int
    #: the fields ``__post_init__`` reads (``__post_init_reads__``): a copy that changes
    #: none of them was made right by the original's; None: every copy runs it
    post_init_reads: frozenset[str] | None
    #: the names ``kept`` lists, in order, each looked up on a copy
    kept_order: tuple[str, ...]
    #: for the fields a copy changes, the kept values it drops (``kept`` says None, or a
    #: field they are worked out from changes) and whether it runs ``__post_init__``:
    #: worked out once for each set of changed fields
    copies: dict[frozenset[str], tuple[frozenset[str], bool]]


@cache
def _shape(cls: type) -> _Shape:
    names = tuple(f.name for f in fields(cls))
    # itemgetter reads them all in C; with one name it returns the value, not a tuple
    values = itemgetter(*names) if len(names) > 1 else lambda d: tuple(d[n] for n in names)
    kept = dict(getattr(cls, "__kept__", {}))
    return _Shape(names, frozenset(names), values, getattr(cls, "__post_init__", None), kept,
                  len(names), getattr(cls, "__post_init_reads__", None), tuple(kept),
                  {})


def _copy(shape: _Shape, changed: frozenset[str]) -> tuple[frozenset[str], bool]:
    """What a copy changing the fields ``changed`` drops of the kept values, and whether
    it runs ``__post_init__``."""
    drops = frozenset(name for name, inputs in shape.kept.items()
                      if inputs is None or not inputs.isdisjoint(changed))
    reads = shape.post_init_reads
    found = drops, shape.post_init is not None and (reads is None or not reads.isdisjoint(changed))
    shape.copies[changed] = found
    return found


def evolve(value: T, **changes: Any) -> T:
    """A copy of the frozen dataclass ``value`` with ``changes``, like ``dataclasses.replace``.

    Values worked out and kept on the old object (a state's hash, its permanents) are
    worked out again for the new one, but for those the class names in ``__kept__``
    (value name -> the fields it is worked out from, or None) with none of their fields
    in ``changes``: the copy keeps those.
    """
    cls: type = type(value)
    shape = _shape(cls)
    changed = frozenset(changes)
    copy = shape.copies.get(changed)
    if copy is None:  # changes to these fields not made before
        if not shape.known.issuperset(changed):
            unknown = sorted(changed - shape.known)
            raise TypeError(f"{cls.__name__} has no field {unknown[0]!r}")
        copy = _copy(shape, changed)
    drops, post_init = copy
    old = value.__dict__
    # one copy in C, then the values kept on it sorted out; given to the new object whole,
    # as a copy of a dict with deleted keys is still made in one go, where filling the
    # object's own ``__dict__`` key by key is not (and turns it from a table sharing the
    # class's keys to one of its own when a class has more than 30 attributes)
    d = old.copy()
    if len(old) != shape.size:  # kept values too: looked for by name (a few), not by
        # set operations over every key, which cost more with many fields (48 on an object)
        unnamed = len(old) - shape.size
        for name in shape.kept_order:
            if name in old:
                unnamed -= 1
                if name in drops:
                    del d[name]
        if unnamed:  # one the class doesn't name: the fields only
            d = dict(zip(shape.names, shape.values(old), strict=True))
    d.update(changes)
    new: T = object.__new__(cls)
    object.__setattr__(new, "__dict__", d)  # a frozen dataclass refuses setattr
    if post_init:
        shape.post_init(new)  # type: ignore[misc]
    return new


#: the dataclass options of a ``Part``: ``@dataclass(**PART)``, a frozen value with slots,
#: printed by ``Part.__repr__``
PART: dict[str, bool] = dict(frozen=True, slots=True, repr=False)


class Part:
    """A base for the frozen dataclasses card definitions are made of (trigger patterns,
    filters, conditions): it prints as a call that makes it, with the fields a default
    gives left out (``Dies(IsSource(), is_self=True)``), so a definition reads briefly.
    Give the dataclass ``repr=False`` so this one is used."""

    __slots__ = ()

    def __repr__(self) -> str:
        shown = []
        for f in fields(self):  # type: ignore[arg-type]
            value = getattr(self, f.name)
            if f.default is not MISSING:
                if value == f.default:
                    continue
                shown.append(f"{f.name}={_brief(value)}")
            else:
                shown.append(_brief(value))
        return f"{type(self).__name__}({', '.join(shown)})"


def _brief(value: object) -> str:
    if isinstance(value, Enum):
        return f"{type(value).__name__}.{value.name}"
    if isinstance(value, tuple):
        inner = ", ".join(_brief(v) for v in value)
        return f"({inner},)" if len(value) == 1 else f"({inner})"
    if isinstance(value, type):
        return value.__name__
    return repr(value)
