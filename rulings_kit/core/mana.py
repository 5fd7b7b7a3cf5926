"""Mana types, mana costs and mana pools (rules 106, 107.4, 202).

Mana is written the way the rules print it: ``{G}``, ``{2}``, ``{X}``. A pool is a tuple
of single-letter types from ``WUBRGC`` and compares as a multiset (fine print 14).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from rulings_kit.errors import RulingsError

#: The six types of mana (106.1b, 106.1): five colours and colourless, in WUBRG order.
MANA_TYPES: tuple[str, ...] = ("W", "U", "B", "R", "G", "C")
COLORS: tuple[str, ...] = ("W", "U", "B", "R", "G")
COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green", "C": "colorless"}

_SYMBOL = re.compile(r"\{([^{}]+)\}")


def sort_types(types: frozenset[str] | set[str] | tuple[str, ...]) -> str:
    """Letters of mana types in the canonical WUBRGC order, e.g. ``"GW"`` -> ``"WG"``."""
    return "".join(t for t in MANA_TYPES if t in types)


def format_mana(pool: tuple[str, ...]) -> str:
    """``('G', 'G')`` -> ``'{G}{G}'``, in WUBRGC order."""
    return "".join("{%s}" % t for t in sorted(pool, key=MANA_TYPES.index))


def parse_mana(text: str) -> tuple[str, ...]:
    """``'{B}{G}'`` -> ``('B', 'G')``; raises on anything that is not a mana type."""
    symbols = _SYMBOL.findall(text)
    if "".join("{%s}" % s for s in symbols) != text.strip():
        raise RulingsError(f"not a list of mana symbols: {text!r} (write e.g. '{{G}}{{G}}')")
    for s in symbols:
        if s not in MANA_TYPES:
            raise RulingsError(f"unknown mana type {{{s}}}; valid: {', '.join(MANA_TYPES)}")
    return tuple(symbols)


@dataclass(frozen=True)
class SpendOnly:
    """A restriction on how mana may be spent (106.6): "Spend this mana only to cast a
    multicolored spell", "... only to cast instant or sorcery spells". Only the mana that
    ability adds carries it: more mana of the same type added by a triggered mana ability
    (106.12a), or mana chosen by what a land could produce (106.7), doesn't."""

    words: str  # "to cast a multicolored spell"
    types: tuple[str, ...] = ()  # card types, alternatives; () for any spell
    multicolored: bool = False  # two or more colors (105.2b)

    def allows(self, types: tuple[str, ...], colors: frozenset[str]) -> bool:
        """Whether it may pay for casting a spell of these types and colors."""
        if self.types and not set(self.types) & set(types):
            return False
        return not self.multicolored or len(colors) >= 2


@dataclass(frozen=True)
class ManaCost:
    """A printed mana cost: generic amount, coloured/colourless symbols and X count."""

    generic: int = 0
    symbols: tuple[str, ...] = ()  # W U B R G C, one entry per symbol
    x_count: int = 0  # how many {X} appear ({X}{X} has two)

    @classmethod
    def parse(cls, text: str | None) -> ManaCost:
        if not text:
            return cls()
        generic = 0
        symbols: list[str] = []
        x_count = 0
        for s in _SYMBOL.findall(text):
            if s.isdigit():
                generic += int(s)
            elif s == "X":
                x_count += 1
            elif s in MANA_TYPES:
                symbols.append(s)
            else:
                raise RulingsError(f"unsupported mana symbol {{{s}}} in {text!r}")
        return cls(generic, tuple(symbols), x_count)

    @property
    def mana_value(self) -> int:
        """Mana value (202.3); X counts as 0 outside the stack (107.3g)."""
        return self.generic + len(self.symbols)

    def with_x(self, x: int) -> ManaCost:
        """The cost to pay once X is announced (107.3a)."""
        return ManaCost(self.generic + self.x_count * x, self.symbols, 0)

    def __add__(self, other: ManaCost) -> ManaCost:
        return ManaCost(
            self.generic + other.generic, self.symbols + other.symbols, self.x_count + other.x_count
        )

    def __str__(self) -> str:
        parts = ["{X}"] * self.x_count
        if self.generic or not (self.symbols or self.x_count):
            parts.append("{%d}" % self.generic)
        parts += ["{%s}" % s for s in self.symbols]
        return "".join(parts)

    @property
    def is_free(self) -> bool:
        return not (self.generic or self.symbols or self.x_count)


def pay_from_pool(pool: tuple[str, ...], cost: ManaCost) -> tuple[str, ...] | None:
    """What is left in ``pool`` after paying ``cost`` (X already fixed), or None if it can't pay.

    Coloured symbols take their own type first; generic takes what is left, spending
    colourless first and otherwise the most plentiful type, so coloured mana that a later
    symbol could need is kept where possible.
    """
    if cost.generic + len(cost.symbols) > len(pool):
        return None
    left = Counter(pool)
    for s in cost.symbols:
        if left[s] <= 0:
            return None
        left[s] -= 1
    for _ in range(cost.generic):
        available = [t for t in MANA_TYPES if left[t] > 0]
        if not available:
            return None
        pick = "C" if left["C"] > 0 else max(available, key=lambda t: left[t])
        left[pick] -= 1
    return tuple(t for t in MANA_TYPES for _ in range(left[t]))
