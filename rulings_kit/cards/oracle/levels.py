"""A leveler's striated text box (711): each level symbol heads a striation holding a
power/toughness box and the abilities printed under it, up to the next symbol."""

from __future__ import annotations

from dataclasses import replace

from rulings_kit.cards.model import Ability, LevelSymbol
from rulings_kit.cards.oracle.cursor import Cursor


def _number(cur: Cursor) -> int:
    word = cur.peek()
    if not word.isdigit():
        raise cur.fail("a number")
    cur.pos += 1
    return int(word)


def level_symbol(cur: Cursor) -> LevelSymbol:
    """"LEVEL 1-3" (711.2a) or "LEVEL 4+" (711.2b), alone on its line; its power/toughness
    box and abilities are the lines that follow (:func:`striated`)."""
    cur.expect("level")
    low = _number(cur)
    high = None
    if not cur.accept("+"):
        cur.expect("-")
        high = _number(cur)
    if not cur.at_end:
        raise cur.fail("the end of the level symbol's line")
    if high is not None and high < low:
        raise cur.fail("a range of level counters from the lower number up")
    return LevelSymbol(low, high, "", "")


def power_toughness(cur: Cursor, symbol: LevelSymbol) -> LevelSymbol | None:
    """``symbol`` with its striation's power/toughness box, the line "4/4" (711.2); None
    if the line is something else."""
    power, slash, toughness = cur.peek().partition("/")
    if not (slash and power.isdigit() and toughness.isdigit()) or len(cur.toks) != 1:
        return None
    cur.pos += 1
    return replace(symbol, power=power, toughness=toughness)


def striated(abilities: list[Ability], found: Ability) -> None:
    """Add ``found``, a line's ability, to ``abilities``: to the striation of the level
    symbol above it, if any (711.2: the abilities printed in a symbol's striation are part
    of its static ability)."""
    last = abilities[-1] if abilities else None
    if isinstance(last, LevelSymbol) and not isinstance(found, LevelSymbol):
        abilities[-1] = replace(last, abilities=(*last.abilities, found))
    else:
        abilities.append(found)


def awaits_box(abilities: list[Ability]) -> LevelSymbol | None:
    """The level symbol just read whose power/toughness box is the next line, or None."""
    last = abilities[-1] if abilities else None
    return last if isinstance(last, LevelSymbol) and not last.power else None


__all__ = ["awaits_box", "level_symbol", "power_toughness", "striated"]
