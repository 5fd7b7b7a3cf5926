"""Mana types, mana costs and mana pools (rules 106, 107.4, 202).

Mana is written the way the rules print it: ``{G}``, ``{2}``, ``{X}``. A pool is a tuple
of single-letter types from ``WUBRGC`` and compares as a multiset (fine print 14).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
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


def kept_in(pool: tuple[str, ...], kept: tuple[str, ...]) -> tuple[str, ...]:
    """The mana of ``kept`` still in ``pool`` (106.4): a player spends the mana they would
    lose as the step ends before the mana they keep, since one mana of a type pays what
    the other pays (106.1) and only what stays in the pool differs."""
    left = list(pool)
    out = []
    for t in kept:
        if t in left:
            left.remove(t)
            out.append(t)
    return tuple(out)


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
class SpellKind:
    """A kind of spell a spending restriction names, every word of it (106.6): "Elf
    creature" (a card type and a subtype), "legendary" (a supertype), "creature spell of
    the chosen type" (the creature type its source's controller chose, 607.2d)."""

    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    of_chosen_type: bool = False

    def has(self, types: Iterable[str], subtypes: Iterable[str], supertypes: Iterable[str],
            chosen: str | None) -> bool:
        subs = set(subtypes)
        return set(self.types) <= set(types) and set(self.subtypes) <= subs and \
            set(self.supertypes) <= set(supertypes) and \
            (not self.of_chosen_type or (chosen is not None and chosen in subs))


@dataclass(frozen=True)
class SpendOnly:
    """A restriction on how mana may be spent (106.6): "Spend this mana only to cast a
    multicolored spell", "... only to cast instant or sorcery spells", "... only to cast
    artifact spells or activate abilities of artifacts". Only the mana that ability adds
    carries it: more mana of the same type added by a triggered mana ability (106.12a), or
    mana chosen by what a land could produce (106.7), doesn't."""

    words: str  # "to cast a multicolored spell"
    types: tuple[str, ...] = ()  # card types, alternatives; () for any spell
    multicolored: bool = False  # two or more colors (105.2b)
    subtypes: tuple[str, ...] = ()  # "only to cast Dragon spells": subtypes, alternatives
    #: more alternatives, each all of its words: "Elf creature spells", "legendary spells"
    kinds: tuple[SpellKind, ...] = ()
    colorless: bool = False  # "colorless spells" (105.2c)
    kicked: bool = False  # "kicked spells": its kicker cost paid as it is cast (702.33d)
    from_graveyard: bool = False  # "a spell from your graveyard": cast from there (601.2a)
    keyword: str = ""  # "a spell with devoid" (702.114a)
    #: it may pay for casting spells (of those kinds): not "only to activate abilities"
    spells: bool = True
    #: it may pay for activating abilities (602.2b) of sources of these card types or
    #: subtypes ("or activate abilities of artifacts", "... of Myr"); none: of no source
    ability_types: tuple[str, ...] = ()
    ability_subtypes: tuple[str, ...] = ()
    #: the creature type its source's controller chose (607.2d), once the mana is made
    chosen: str | None = None
    #: "..., and that spell can't be countered": a rider on the spell it is spent on (106.6)
    uncounterable: bool = False

    def allows(self, types: Iterable[str], colors: frozenset[str],
               subtypes: Iterable[str] = (), supertypes: Iterable[str] = (),
               kicked: bool = False, from_graveyard: bool = False,
               keywords: Iterable[str] = ()) -> bool:
        """Whether it may pay for casting a spell of these types, colors and subtypes,
        kicked or not, cast from its owner's graveyard or not, with these keywords."""
        if not self.spells or (self.kicked and not kicked) or \
                (self.from_graveyard and not from_graveyard) or \
                (self.keyword and self.keyword not in keywords):
            return False
        types, subtypes = set(types), tuple(subtypes)
        if (self.types or self.subtypes or self.kinds) and not (
                set(self.types) & types or set(self.subtypes) & set(subtypes)
                or any(k.has(types, subtypes, supertypes, self.chosen) for k in self.kinds)):
            return False
        if self.colorless and colors:
            return False
        return not self.multicolored or len(colors) >= 2

    def allows_ability(self, types: Iterable[str], subtypes: Iterable[str]) -> bool:
        """Whether it may pay for activating an ability of a source with these card types
        and subtypes (602.2b)."""
        return bool(set(self.ability_types) & set(types)
                    or set(self.ability_subtypes) & set(subtypes))


def hybrid_parts(symbol: str) -> tuple[tuple[str, ...], bool] | None:
    """The halves of a hybrid or Phyrexian symbol and whether it is Phyrexian (107.4e-f):
    ``"W/U"`` -> ``(("W", "U"), False)``, ``"2/W"`` -> ``(("2", "W"), False)``, ``"G/U/P"``
    -> ``(("G", "U"), True)``; None for anything else."""
    parts = tuple(symbol.split("/"))
    phyrexian = parts[-1] == "P"
    halves = parts[:-1] if phyrexian else parts
    if len(halves) == 1 and phyrexian and halves[0] in COLORS:
        return halves, True
    if len(halves) != 2 or halves[1] not in COLORS or halves[0] == halves[1]:
        return None
    if halves[0] in COLORS or (halves[0] in ("2", "C") and not phyrexian):
        return halves, phyrexian
    return None


@dataclass(frozen=True)
class ManaCost:
    """A printed mana cost: generic amount, coloured/colourless symbols and X count; the
    symbols that pay one of several ways (hybrid, two-brid, Phyrexian, 107.4e-f) until the
    player announces how (601.2b), and {S} (107.4h)."""

    generic: int = 0
    symbols: tuple[str, ...] = ()  # W U B R G C, one entry per symbol
    x_count: int = 0  # how many {X} appear ({X}{X} has two)
    hybrid: tuple[str, ...] = ()  # "W/U", "2/W", "C/W", "W/P", "G/U/P": one entry per symbol
    snow: int = 0  # how many {S}: each paid with mana from a snow source (107.4h)

    @classmethod
    def parse(cls, text: str | None) -> ManaCost:
        if not text:
            return cls()
        generic = 0
        symbols: list[str] = []
        hybrid: list[str] = []
        x_count = snow = 0
        for s in _SYMBOL.findall(text):
            if s.isdigit():
                generic += int(s)
            elif s == "X":
                x_count += 1
            elif s in MANA_TYPES:
                symbols.append(s)
            elif s == "S":
                snow += 1
            elif hybrid_parts(s) is not None:
                hybrid.append(s)
            else:
                raise RulingsError(f"unsupported mana symbol {{{s}}} in {text!r}")
        return cls(generic, tuple(symbols), x_count, tuple(hybrid), snow)

    @property
    def mana_value(self) -> int:
        """Mana value (202.3); X counts as 0 outside the stack (107.3g); a hybrid symbol
        counts its largest half (202.3f), a Phyrexian one 1 (202.3g), {S} 1."""
        halves = (hybrid_parts(h) for h in self.hybrid)
        return self.generic + len(self.symbols) + self.snow + sum(
            2 if p is not None and p[0][0] == "2" else 1 for p in halves)

    @property
    def colors(self) -> frozenset[str]:
        """The colours of its symbols: a hybrid or Phyrexian symbol is each of its colours
        (107.4e-f, 202.2d)."""
        letters = set(self.symbols)
        for h in self.hybrid:
            letters |= set(h.split("/"))
        return frozenset(letters & set(COLORS))

    @property
    def plain(self) -> bool:
        """Whether every symbol is one type of mana, generic or X: no hybrid, Phyrexian or
        snow symbol."""
        return not (self.hybrid or self.snow)

    @property
    def phyrexian(self) -> int:
        """How many Phyrexian symbols (107.4f): each may be paid with 2 life instead."""
        return sum(1 for h in self.hybrid if h.endswith("/P"))

    def paying_life(self, times: int) -> ManaCost:
        """The cost once the player announces paying 2 life for ``times`` of its Phyrexian
        symbols and mana for the others (601.2b): those others become ``{W}``, or the hybrid
        ``{G/U}`` for ``{G/U/P}``. The life is paid apart from it."""
        symbols = list(self.symbols)
        hybrid: list[str] = []
        for h in self.hybrid:
            if not h.endswith("/P"):
                hybrid.append(h)
            elif times > 0:
                times -= 1
            elif h.count("/") == 1:
                symbols.append(h[0])
            else:
                hybrid.append(h[:-2])
        return ManaCost(self.generic, tuple(symbols), self.x_count, tuple(hybrid), self.snow)

    def equivalents(self) -> tuple[ManaCost, ...]:
        """Its nonhybrid equivalents (601.2b), the fewest mana first: ``{W/U}{W/U}`` is
        ``{W}{W}``, ``{W}{U}`` or ``{U}{U}``; ``{2/W}`` is ``{W}`` or ``{2}``. Phyrexian
        symbols are announced first (``paying_life``)."""
        options: list[tuple[str, ...]] = [()]
        for h in self.hybrid:
            parts = hybrid_parts(h)
            assert parts is not None and not parts[1], "announce Phyrexian symbols first"
            options = [(*o, half) for o in options for half in parts[0]]
        found: dict[ManaCost, None] = {}
        for o in options:
            generic = self.generic + sum(2 for half in o if half == "2")
            symbols = tuple(sorted((*self.symbols, *(h for h in o if h != "2")),
                                   key=MANA_TYPES.index))
            found[ManaCost(generic, symbols, self.x_count, (), self.snow)] = None
        return tuple(sorted(found, key=lambda c: c.generic + len(c.symbols)))

    def with_x(self, x: int) -> ManaCost:
        """The cost to pay once X is announced (107.3a)."""
        return ManaCost(self.generic + self.x_count * x, self.symbols, 0, self.hybrid, self.snow)

    def __add__(self, other: ManaCost) -> ManaCost:
        return ManaCost(
            self.generic + other.generic, self.symbols + other.symbols,
            self.x_count + other.x_count, self.hybrid + other.hybrid, self.snow + other.snow,
        )

    def __str__(self) -> str:
        parts = ["{X}"] * self.x_count
        if self.generic or not (self.symbols or self.x_count or self.hybrid or self.snow):
            parts.append("{%d}" % self.generic)
        parts += ["{S}"] * self.snow
        parts += ["{%s}" % s for s in self.hybrid]
        parts += ["{%s}" % s for s in self.symbols]
        return "".join(parts)

    @property
    def is_free(self) -> bool:
        return not (self.generic or self.symbols or self.x_count or self.hybrid or self.snow)


#: the cost of nothing ({0} or no cost at all): one value, shared
NO_MANA = ManaCost()


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
