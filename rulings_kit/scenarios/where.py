"""Saying where in a scenario file something is wrong: the file, the action number and
the key, with what would be valid (SCENARIO_FORMAT.md, "Output")."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rulings_kit.errors import ScenarioError

#: the keys a reader may write that the engine can't carry out yet, and why: the file is
#: refused as it is read, naming the key (fine print 30), never run with the key ignored
NOT_YET = {
    "activate.sacrifice": "the engine chooses an activated ability's cost with choose:SOURCE "
    "(answer that question instead) (602.2b)",
}


class Where:
    """Builds error messages that say where: file, action, key."""

    def __init__(self, source: str) -> None:
        self.source = source

    def error(
        self, message: str, *, action: int | None = None, key: str | None = None
    ) -> ScenarioError:
        parts = [self.source]
        if action is not None:
            parts.append(f"action {action}")
        if key is not None:
            parts.append(key)
        return ScenarioError(f"{': '.join(parts)}: {message}")


def not_yet(where: Where, key: str, action: int | None = None, shown: str = "") -> ScenarioError:
    """The error for a key of the format the engine can't carry out yet (fine print 30)."""
    return where.error(
        f"{shown or key.split('.')[-1]!r} is not supported yet: {NOT_YET[key]}",
        action=action,
        key=shown or key.split(".")[-1],
    )


def _unknown_keys(
    where: Where,
    table: Mapping[str, Any],
    valid: Sequence[str],
    what: str,
    action: int | None = None,
    within: str = "",
) -> None:
    """An error for the first key of ``table`` not in ``valid``; ``within`` is the key
    of the table itself, when the error should name the whole path."""
    for k in table:
        if k not in valid:
            raise where.error(
                f"unknown key {k!r} in {what}; valid keys: {', '.join(valid)}",
                action=action,
                key=f"{within}.{k}" if within else k,
            )


def _type(
    where: Where,
    value: Any,
    types: type | tuple[type, ...],
    key: str,
    expected: str,
    action: int | None = None,
) -> Any:
    if not isinstance(value, types) or (
        isinstance(value, bool) and bool not in (types if isinstance(types, tuple) else (types,))
    ):
        raise where.error(f"expected {expected}, got {value!r}", action=action, key=key)
    return value


def _count(where: Where, value: Any, key: str, lo: int, hi: int, action: int | None = None) -> int:
    _type(where, value, int, key, f"a whole number from {lo} to {hi}", action)
    if not lo <= value <= hi:
        raise where.error(
            f"expected a whole number from {lo} to {hi}, got {value}", action=action, key=key
        )
    return int(value)




def _names(where: Where, value: Any, key: str, action: int | None = None) -> None:
    _type(where, value, list, key, "a list of names", action)
    for v in value:
        _type(where, v, str, key, "names (text)", action)
