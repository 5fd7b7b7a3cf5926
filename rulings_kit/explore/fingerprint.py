"""Fingerprints of game states and merge keys, equal in every process for equal values.

A worker exploring part of a tree in another process sends, for each node, a
fingerprint of what makes it the node it is, so the coordinator can merge equal states
found by different workers (``parallel.Grafter``). Game states hold card definitions
made of functions, which don't travel; their fingerprints do.
"""

from __future__ import annotations

import functools
import hashlib
from collections.abc import Hashable, Mapping
from dataclasses import fields, is_dataclass
from enum import Enum
from typing import Any

from rulings_kit.core.definitions import CardDef
from rulings_kit.core.state import GameObject, GameState


def state_digest(state: GameState) -> str:
    """A stable fingerprint of a state, equal across processes for equal states.

    States share most of their objects with the states they came from, so each object's
    text is written once and kept on the object; a state's fingerprint is kept on it too.
    """
    cached: str | None = state.__dict__.get(_DIGEST)
    if cached is not None:
        return cached
    parts = [
        tuple(_object_text(o) for o in state.objects) if name == "objects" else _stable(value)
        for name, value in zip(_fields_of(GameState), _values_of(state), strict=True)
    ]
    digest = _hash(repr(parts))
    object.__setattr__(state, _DIGEST, digest)  # a frozen value: the digest never changes
    return digest


def key_digest(key: Hashable) -> str:
    """A stable fingerprint of a merge key made of states, answers and plain values."""
    return _hash(repr(_stable(key)))


#: where a state or an object keeps what ``state_digest`` computed for it
_DIGEST = "_digest"


def _object_text(obj: GameObject) -> str:
    text: str | None = obj.__dict__.get(_DIGEST)
    if text is None:
        text = _equal_object_text(obj)
        object.__setattr__(obj, _DIGEST, text)
    return text


@functools.lru_cache(maxsize=1 << 14)
def _equal_object_text(obj: GameObject) -> str:
    # branches rebuild equal objects again and again (the same land tapped to pay for
    # each X of a sweep): an equal object seen lately has the same text
    return _hash(repr(_stable(obj)))


def _hash(text: str) -> str:
    return hashlib.blake2b(text.encode(), digest_size=16).hexdigest()


@functools.cache
def _fields_of(cls: type) -> tuple[str, ...]:
    return tuple(f.name for f in fields(cls))


def _values_of(value: Any) -> tuple[Any, ...]:
    kind: type = type(value)
    return tuple(getattr(value, n) for n in _fields_of(kind))


#: values that are their own stable form
_PLAIN = frozenset({str, int, bool, float, type(None)})


def _stable(value: Any) -> Any:
    """``value`` as nested tuples of plain values whose ``repr`` is the same in every
    process (no set order, no ids): what equal values share and unequal ones don't."""
    kind = type(value)
    if kind in _PLAIN:
        return value
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, tuple):
        return tuple([v if type(v) in _PLAIN else _stable(v) for v in value])
    if isinstance(value, CardDef):  # one definition per name in a game
        return ("card", value.name)
    if isinstance(value, GameState):
        return ("state", state_digest(value))
    if isinstance(value, frozenset):
        return ("set", *sorted(repr(_stable(v)) for v in value))
    if isinstance(value, list):
        return tuple(_stable(v) for v in value)
    if isinstance(value, Mapping):
        return ("map", *sorted(repr((_stable(k), _stable(v))) for k, v in value.items()))
    if is_dataclass(value):
        values = [v if type(v) in _PLAIN else _stable(v) for v in _values_of(value)]
        return (kind.__name__, *values)
    raise TypeError(f"no stable form for a {kind.__name__}")
