"""Exact conversion of engine values to plain JSON data and back.

Dataclasses become ``{"__type__": name, ...fields}``, tuples ``{"__tuple__": [...]}``,
frozensets ``{"__set__": [...]}``, enums ``{"__enum__": name, "value": v}`` and card
definitions ``{"__card__": name}`` (looked up again by name), so a state or an event
read back compares equal to the one written.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from enum import Enum
from functools import cache
from typing import Any

from rulings_kit.core import events, questions, state, turn_record
from rulings_kit.core.definitions import CardDef
from rulings_kit.errors import DataError

CardLookup = Callable[[str], CardDef]


def _registry() -> dict[str, type]:
    from rulings_kit import trace  # the trace's own steps travel the same way

    found: dict[str, type] = {}
    for module in (state, turn_record, events, questions, trace):
        for name in dir(module):
            obj = getattr(module, name)
            if isinstance(obj, type) and (dataclasses.is_dataclass(obj) or issubclass(obj, Enum)):
                found[name] = obj
    return found


@cache
def _types() -> dict[str, type]:
    return _registry()


def to_data(value: Any) -> Any:
    if isinstance(value, CardDef):
        return {"__card__": value.name}
    if isinstance(value, Enum):
        return {"__enum__": type(value).__name__, "value": value.value}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out: dict[str, Any] = {"__type__": type(value).__name__}
        for f in dataclasses.fields(value):
            if f.init:
                out[f.name] = to_data(getattr(value, f.name))
        return out
    if isinstance(value, tuple):
        return {"__tuple__": [to_data(v) for v in value]}
    if isinstance(value, frozenset):
        return {"__set__": sorted((to_data(v) for v in value), key=repr)}
    if isinstance(value, list):
        return [to_data(v) for v in value]
    if isinstance(value, dict):
        return {"__dict__": [[to_data(k), to_data(v)] for k, v in value.items()]}
    if value is None or isinstance(value, bool | int | float | str):
        return value
    raise DataError(f"can't write a {type(value).__name__} as JSON data")


def from_data(data: Any, cards: CardLookup) -> Any:
    if isinstance(data, list):
        return [from_data(v, cards) for v in data]
    if not isinstance(data, dict):
        return data
    if "__card__" in data:
        return cards(data["__card__"])
    if "__tuple__" in data:
        return tuple(from_data(v, cards) for v in data["__tuple__"])
    if "__set__" in data:
        return frozenset(from_data(v, cards) for v in data["__set__"])
    if "__dict__" in data:
        return {from_data(k, cards): from_data(v, cards) for k, v in data["__dict__"]}
    types = _types()
    if "__enum__" in data:
        if data["__enum__"] not in types:
            raise DataError(f"unknown enum {data['__enum__']!r} in JSON data")
        return types[data["__enum__"]](data["value"])
    if "__type__" in data:
        cls = types.get(data["__type__"])
        if cls is None:
            raise DataError(f"unknown type {data['__type__']!r} in JSON data")
        fields = {k: from_data(v, cards) for k, v in data.items() if k != "__type__"}
        return cls(**fields)
    raise DataError(f"unexpected JSON object with keys {sorted(data)}")
