"""One generic JSON codec for every part of the card vocabulary.

Each part is a frozen dataclass registered with :func:`part`; it is written as a JSON
object with a ``"kind"`` key (the class name) and one key per field. Tuples become lists
and back, so ``from_json(to_json(x)) == x`` for every part.
"""

from __future__ import annotations

import dataclasses
import enum
import importlib
import types
import typing
from enum import Enum
from typing import Any, TypeVar

from rulings_kit.errors import DataError

_KINDS: dict[str, type] = {}
T = TypeVar("T", bound=type)


def part(cls: T) -> T:
    """Register a frozen dataclass as a vocabulary part (its class name is its JSON kind)."""
    if not dataclasses.is_dataclass(cls):
        raise TypeError(f"{cls.__name__} is not a dataclass")
    if any(f.name == "kind" for f in dataclasses.fields(cls)):
        raise TypeError(f"{cls.__name__}: a field can't be called 'kind' (the JSON kind key)")
    _KINDS[cls.__name__] = cls
    return cls


#: the parts JSON holds as the words they print (:func:`worded`)
_WORDED: set[type] = set()


def worded(cls: T) -> T:
    """Register a frozen dataclass of typed words ("Soldier creature", "non-Human") that
    JSON holds as the words its ``text()`` prints, read back by its class method
    ``read(words, where)`` (which refuses other words, naming ``where``)."""
    if not dataclasses.is_dataclass(cls) or not hasattr(cls, "read"):
        raise TypeError(f"{cls.__name__} is not a dataclass with a read() class method")
    _WORDED.add(cls)
    return cls


def to_json(value: Any) -> Any:
    """A JSON-ready value (dicts, lists, strings, numbers, None) for a part or a tuple of parts."""
    if type(value) in _WORDED:  # typed words: the words printed
        return value.text()
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out: dict[str, Any] = {"kind": type(value).__name__}
        for f in dataclasses.fields(value):
            out[f.name] = to_json(getattr(value, f.name))
        return out
    if isinstance(value, tuple | list):
        return [to_json(v) for v in value]
    if isinstance(value, Enum):  # a closed vocabulary's member: its printed phrase
        return value.value
    if value is None or isinstance(value, str | int | float | bool):
        return value
    raise DataError(f"can't write {type(value).__name__} {value!r} as JSON")


def from_json(data: Any) -> Any:
    """The part (or tuple of parts) that :func:`to_json` wrote."""
    if isinstance(data, list):
        return tuple(from_json(v) for v in data)
    if isinstance(data, dict):
        kind = data.get("kind")
        cls = _KINDS.get(kind) if isinstance(kind, str) else None
        if cls is None:
            raise DataError(
                f"unknown card part kind {kind!r}; expected one of {', '.join(sorted(_KINDS))}"
            )
        names = {f.name for f in dataclasses.fields(cls)}
        unknown = set(data) - names - {"kind"}
        if unknown:
            raise DataError(f"{kind}: unknown keys {sorted(unknown)}; valid: {sorted(names)}")
        phrases = _phrases(cls)
        return cls(**{k: _phrase(cls.__name__, k, phrases[k], v) if k in phrases else from_json(v)
                      for k, v in data.items() if k != "kind"})
    return data


_PHRASES: dict[type, dict[str, type[enum.Enum]]] = {}


def _phrases(cls: type) -> dict[str, type[enum.Enum]]:
    """The fields of a part whose values are a closed set of phrases (an enum), by name."""
    if cls not in _PHRASES:
        # the model's names, for the annotations its modules import for type checking only
        model = vars(importlib.import_module("rulings_kit.cards.model"))
        hints = typing.get_type_hints(cls, localns=model)
        _PHRASES[cls] = {f.name: found for f in dataclasses.fields(cls)
                         if (found := _enum_in(hints[f.name])) is not None}
    return _PHRASES[cls]


def _enum_in(hint: Any) -> type[enum.Enum] | None:
    """The enum (or :func:`worded` part) a field's type names: ``Verb``, ``Verb | None``,
    ``tuple[Verb, ...]``."""
    if isinstance(hint, type) and (issubclass(hint, enum.Enum) or hint in _WORDED):
        return hint
    if typing.get_origin(hint) in (typing.Union, types.UnionType, tuple):
        found = [e for a in typing.get_args(hint) if (e := _enum_in(a)) is not None]
        return found[0] if len(found) == 1 else None
    return None


def _phrase(kind: str, name: str, closed: type[enum.Enum], value: Any) -> Any:
    """A JSON value of a closed-phrase field as its enum member(s); a clear error naming
    the field and the valid phrases for any other value."""
    if isinstance(value, list):
        return tuple(_phrase(kind, name, closed, v) for v in value)
    if value is None:
        return None
    if closed in _WORDED:  # typed words (:func:`worded`)
        if not isinstance(value, str):
            raise DataError(f"{kind}.{name}: expected words, not {value!r}")
        return closed.read(value, f"{kind}.{name}")  # type: ignore[attr-defined]
    try:
        return closed(value)
    except ValueError:
        valid = ", ".join(repr(m.value) for m in closed)
        raise DataError(f"{kind}.{name}: unknown phrase {value!r}; valid: {valid}") from None


def kinds() -> tuple[str, ...]:
    """The names of every registered part, sorted."""
    return tuple(sorted(_KINDS))


def _plain(value: Any) -> Any:
    """A closed vocabulary's member (or typed words) as its printed phrase (what JSON
    holds)."""
    if type(value) in _WORDED:
        return value.text()
    return value.value if isinstance(value, Enum) else value


def outline(value: Any, indent: str = "") -> list[str]:
    """A part as indented lines, one per part and field: what ``rulings-kit cards
    --explain`` prints. A part of plain values fits on one line ("Fixed(n=2)"); empty
    fields (None, "", (), False) are left out."""
    if not (dataclasses.is_dataclass(value) and not isinstance(value, type)) or \
            type(value) in _WORDED:
        return [f"{indent}{_plain(value)!r}"]
    shown = {f.name: getattr(value, f.name) for f in dataclasses.fields(value)}
    shown = {k: v for k, v in shown.items() if v not in (None, "", (), False)}
    if all(isinstance(v, str | int | float | bool) for v in shown.values()):
        args = ", ".join(f"{k}={_plain(v)!r}" for k, v in shown.items())
        return [f"{indent}{type(value).__name__}({args})"]
    lines = [f"{indent}{type(value).__name__}"]
    for name, field_value in shown.items():
        items = field_value if isinstance(field_value, tuple) else (field_value,)
        nested = [line for item in items for line in outline(item, indent + "    ")]
        if len(nested) == 1:
            lines.append(f"{indent}  {name}: {nested[0].strip()}")
        else:
            lines += [f"{indent}  {name}:", *nested]
    return lines
