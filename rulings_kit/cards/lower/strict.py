"""One lowering function per node kind, and no part half read.

A lowering function is registered for the kinds of node it carries out
(:meth:`Lowerings.lowers`, the shape of CPython's ``ast.NodeVisitor`` and of Forge's
``ApiType`` table: one entry per kind, no order to get right), and says which of their
fields it reads (:func:`reads`). A part with any other field set (a word the grammar
learned after the lowering) is refused, never silently dropped (issue 12: no inert
sentence); so is a kind nothing lowers.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, Generic, TypeVar

F = TypeVar("F", bound=Callable[..., Any])


class Unsupported(Exception):
    """A part the engine can't carry out; the interpreter turns it into an OracleTextError
    naming the card and the sentence."""

    def __init__(self, words: str, keyword: str = "") -> None:
        super().__init__(words)
        self.words = words
        self.keyword = keyword  # a keyword ability the engine doesn't implement (702)


#: the fields each kind of part's lowering reads; every other field must keep its default
_READS: dict[type, frozenset[str]] = {}


def reads(kind: type, fields: str) -> Callable[[F], F]:
    """Declare, on the function that lowers ``kind``, the fields of it that it reads
    (space-separated); a part of that kind with another field set is refused."""
    declare(kind, fields)
    return lambda fn: fn


def declare(kind: type, fields: str) -> None:
    """Record the fields of ``kind`` its lowering reads (once per kind)."""
    names = frozenset(fields.split())
    unknown = names - {f.name for f in dataclasses.fields(kind)}
    if unknown:
        raise TypeError(f"{kind.__name__} has no field {', '.join(sorted(unknown))}")
    if kind in _READS:
        raise TypeError(f"the fields {kind.__name__}'s lowering reads are declared twice")
    _READS[kind] = names


def handled(kind: type) -> frozenset[str] | None:
    """The fields the lowering of ``kind`` reads; None when nothing lowers it."""
    return _READS.get(kind)


class Lowerings(Generic[F]):
    """A table from a node kind to the one function that lowers it."""

    def __init__(self, what: str) -> None:
        self.what = what  # "effect", "cost": what the table's nodes are
        self.table: dict[type, F] = {}

    def lowers(self, *kinds: type, reads: str) -> Callable[[F], F]:
        """Register the decorated function as the lowering of ``kinds``, reading the
        fields ``reads`` names."""

        def register(fn: F) -> F:
            for kind in kinds:
                if kind in self.table:
                    raise TypeError(f"two {self.what} lowerings for {kind.__name__}")
                self.table[kind] = fn
                declare(kind, reads)
            return fn

        return register

    def of(self, part: Any) -> F:
        """The function that lowers ``part``; :class:`Unsupported` naming the part when
        none does, or when it sets a field the function doesn't read."""
        require_handled(part)
        found = self.table.get(type(part))
        if found is None:
            raise Unsupported(_words(part))
        return found


def _default(f: dataclasses.Field[Any]) -> Any:
    if f.default is not dataclasses.MISSING:
        return f.default
    if f.default_factory is not dataclasses.MISSING:
        return f.default_factory()
    return dataclasses.MISSING


def require_handled(part: Any) -> None:
    """Raise :class:`Unsupported` if ``part`` sets a field its lowering doesn't read, or
    if no lowering declares it."""
    fields = _READS.get(type(part))
    if fields is None:
        raise Unsupported(_words(part))
    for f in dataclasses.fields(part):
        if f.name in fields:
            continue
        default = _default(f)
        if default is dataclasses.MISSING or getattr(part, f.name) != default:
            raise Unsupported(_words(part))


def _words(part: Any) -> str:
    text = part.text() if hasattr(part, "text") else type(part).__name__
    return text if isinstance(text, str) else type(part).__name__
