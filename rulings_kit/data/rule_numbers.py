"""Comprehensive Rules numbers: chapter 6, section 603, rule 603.3, subrule 603.3b;
how to read one, how they sort, and which rule holds which."""

from __future__ import annotations

import re
from collections.abc import Iterator

from rulings_kit.errors import RuleTextError

__all__ = ["normalize_number", "parent_number", "rule_sort_key", "subrule_letters"]

_NUMBER = re.compile(
    r"^(?P<chapter>\d)(?:(?P<section>\d{2})(?:\.(?P<rule>\d+)(?P<letters>[a-z]*))?)?$"
)


def subrule_letters() -> Iterator[str]:
    """Subrule letters in the order the rules use them: a–k, m, n, p–z, aa, ab, ...

    l and o are skipped (they read as 1 and 0), in every position.
    """
    alphabet = [c for c in "abcdefghijklmnopqrstuvwxyz" if c not in "lo"]
    yield from alphabet
    for first in alphabet:
        for second in alphabet:
            yield first + second


def normalize_number(number: str) -> str:
    """``" 603.3B. "`` → ``"603.3b"``; ``RuleTextError`` if it is not a rule number."""
    text = number.strip()
    for prefix in ("rule ", "cr "):
        if text.lower().startswith(prefix):
            text = text[len(prefix) :].strip()
    text = text.rstrip(".").lower()
    if not _NUMBER.match(text):
        raise RuleTextError(
            f"not a Comprehensive Rules number: {number!r} "
            "(expected e.g. '6', '603', '603.3' or '603.3b')"
        )
    return text


def rule_sort_key(number: str) -> tuple[int, int, int, int, str]:
    """Order rule numbers as the rules do: 603 < 603.3 < 603.3b < 603.3z < 603.3aa < 603.4."""
    m = _NUMBER.match(number)
    if not m:
        raise RuleTextError(f"not a Comprehensive Rules number: {number!r}")
    letters = m["letters"] or ""
    return (
        int(m["chapter"]),
        int(m["section"]) if m["section"] else -1,
        int(m["rule"]) if m["rule"] else -1,
        len(letters),  # "z" before "aa": longer letter runs come later
        letters,
    )


def parent_number(number: str) -> str | None:
    """The number of the rule that holds ``number``: 603.3b -> 603.3 -> 603 -> 6."""
    m = _NUMBER.match(number)
    if m is None or not m["section"]:
        return None
    if m["letters"]:
        return number[: -len(m["letters"])]
    if m["rule"]:
        return number.split(".")[0]
    return m["chapter"]
