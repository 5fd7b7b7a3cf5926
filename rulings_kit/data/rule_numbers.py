"""Comprehensive Rules numbers: checking one, ordering them as the rules do (603.3z
before 603.3aa), the rule one is part of, and finding them in running text."""

from __future__ import annotations

import re
from collections.abc import Iterator

from rulings_kit.errors import RuleTextError

_NUMBER = re.compile(
    r"^(?P<chapter>\d)(?:(?P<section>\d{2})(?:\.(?P<rule>\d+)(?P<letters>[a-z]*))?)?$"
)
# A rule number cited in running text: "(302.6)", "[608.2n]", "rules 601.2a–d".
_CITATION = re.compile(r"(?<![\d.])\d{3}\.\d+[a-z]*")


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
    """The number a rule is part of: 603.3b -> 603.3 -> 603 -> 6; None for a chapter."""
    m = _NUMBER.match(number)
    if m is None or not m["section"]:
        return None
    if m["letters"]:
        return number[: -len(m["letters"])]
    if m["rule"]:
        return number.split(".")[0]
    return m["chapter"]


def find_rule_numbers(text: str) -> tuple[str, ...]:
    """The rule numbers cited in ``text`` ("... (302.6)", "[608.2n]"), once each, in rules order."""
    return tuple(sorted(set(_CITATION.findall(text)), key=rule_sort_key))
