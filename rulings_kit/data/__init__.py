"""Bundled card data: Oracle text and official rulings, with their provenance.

``card("Shock")`` returns a :class:`CardRecord`; ``rulings("Shock")`` a pandas DataFrame;
``rule("603.3b")`` the Comprehensive Rules text (see :mod:`rulings_kit.data.rules`).
Streaming loaders for users' own MTGJSON / Scryfall files are in
:mod:`rulings_kit.data.loaders`.

Importing this package is cheap: the JSON is read on first use, and pandas only by
``rulings()``.
"""

from __future__ import annotations

import difflib
import functools
import json
from collections.abc import Iterable, Mapping
from importlib import resources
from typing import TYPE_CHECKING, Any

from rulings_kit.data.records import CardRecord, Ruling, normalize_text, record_from_mtgjson
from rulings_kit.data.rules import Rule, RulesDocument, rule, set_rules_file
from rulings_kit.errors import DataError, UnknownCardError

if TYPE_CHECKING:
    import pandas as pd

__all__ = [
    "CardRecord",
    "Rule",
    "RulesDocument",
    "Ruling",
    "card",
    "card_names",
    "official_rulings",
    "rule",
    "ruling_matches",
    "rulings",
    "set_rules_file",
]

CARD_FILES = ("cards.json", "cards_extra.json", "cards_combat.json")


def _read_bundled(filename: str) -> list[dict[str, Any]]:
    text = resources.files(__name__).joinpath(filename).read_text("utf-8")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise DataError(f"bundled {filename}: not valid JSON ({exc})") from exc
    if not isinstance(data, list):
        raise DataError(f"bundled {filename}: expected a JSON array of card records")
    return data


def _ruling_source(filename: str, provenance: Mapping[str, Any]) -> str:
    # Name the file and, when recorded, where its rulings were taken from.
    where = provenance.get("rulings_source") or provenance.get("rulings")
    return f"{filename}: {where}" if where else filename


@functools.cache
def _cards() -> dict[str, CardRecord]:
    cards: dict[str, CardRecord] = {}
    for filename in CARD_FILES:
        for obj in _read_bundled(filename):
            source = _ruling_source(filename, obj.get("_provenance") or {})
            record = record_from_mtgjson([obj], ruling_source=source)
            cards.setdefault(record.name, record)
    return cards


@functools.cache
def _folded_names() -> dict[str, str]:
    return {normalize_text(name): name for name in _cards()}


def _bundled_rulings_texts() -> dict[str, tuple[str, ...]]:
    """Card name → its bundled ruling texts (used to tell which card a seed is about)."""
    return {name: tuple(r.text for r in c.rulings) for name, c in _cards().items()}


def card_names() -> tuple[str, ...]:
    """The names of every bundled card, sorted."""
    return tuple(sorted(_cards()))


def _resolve(name: str) -> str:
    cards = _cards()
    if name in cards:
        return name
    folded = _folded_names().get(normalize_text(name))
    if folded is not None:
        return folded
    raise UnknownCardError(_unknown_message(name, cards))


def _unknown_message(name: str, names: Iterable[str]) -> str:
    by_folded = {n.casefold(): n for n in names}
    close = [
        by_folded[m]
        for m in difflib.get_close_matches(name.casefold(), list(by_folded), n=3, cutoff=0.6)
    ]
    if not close:
        return f"unknown card {name!r}; the bundled cards are listed by card_names()"
    quoted = [repr(c) for c in close]
    choices = quoted[0] if len(quoted) == 1 else ", ".join(quoted[:-1]) + " or " + quoted[-1]
    return f"unknown card {name!r}; did you mean {choices}?"


def card(name: str) -> CardRecord:
    """The bundled record of the card with this Oracle name.

    The exact name is tried first, then the name ignoring case, quote style and spacing;
    an unknown name raises ``UnknownCardError`` suggesting close names.
    """
    return _cards()[_resolve(name)]


@functools.cache
def official_rulings(name: str) -> tuple[Ruling, ...]:
    """The card's bundled rulings, then those only the seed documents give.

    Rulings that read the same once quotes and spacing are folded are given once
    (the bundled one, which usually has a date).
    """
    from rulings_kit.data.seeds import seed_rulings

    resolved = _resolve(name)
    seen: set[str] = set()
    result: list[Ruling] = []
    for ruling in (*_cards()[resolved].rulings, *seed_rulings(resolved)):
        key = normalize_text(ruling.text)
        if key not in seen:
            seen.add(key)
            result.append(ruling)
    return tuple(result)


def rulings(name: str) -> pd.DataFrame:
    """The card's official rulings as a DataFrame with columns date, text, source."""
    import pandas as pd  # here, not at module level: importing the package stays light

    rows = [(r.date, r.text, r.source) for r in official_rulings(name)]
    return pd.DataFrame(rows, columns=["date", "text", "source"])


def ruling_matches(name: str, words: str) -> bool:
    """Whether ``words`` appear in one official ruling of the card.

    Case, curly versus straight quotes and runs of whitespace are ignored, so words
    copied from a web page match the stored text. Empty words match nothing.
    """
    needle = normalize_text(words)
    if not needle:
        return False
    return any(needle in normalize_text(r.text) for r in official_rulings(name))
