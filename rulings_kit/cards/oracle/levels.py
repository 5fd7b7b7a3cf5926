"""Striated text boxes: a leveler's (711), each level symbol heading a striation holding a
power/toughness box and the abilities printed under it, up to the next symbol; a Class's
(716), each class level bar heading the section of abilities under it."""

from __future__ import annotations

from dataclasses import replace

from rulings_kit.cards.model import Ability, ClassLevel, LevelSymbol
from rulings_kit.cards.oracle.abilities import cost
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


def class_level(cur: Cursor) -> ClassLevel:
    """"{2}{G}: Level 2", a class level bar alone on its line (716.2); its abilities are
    the lines that follow (:func:`striated`). Level 1 has no bar: a Class starts there."""
    paid = cost(cur)
    cur.expect(": level")
    n = _number(cur)
    if n < 2 or not cur.at_end:
        raise cur.fail("a level from 2 up, alone on its line")
    return ClassLevel(paid, n)


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
    symbol or class level bar above it, if any (711.2, 716.2: the abilities printed in its
    section are part of its static ability)."""
    last = abilities[-1] if abilities else None
    if isinstance(last, LevelSymbol | ClassLevel) and \
            not isinstance(found, LevelSymbol | ClassLevel):
        abilities[-1] = replace(last, abilities=(*last.abilities, found))
    else:
        abilities.append(found)


def awaits_box(abilities: list[Ability]) -> LevelSymbol | None:
    """The level symbol just read whose power/toughness box is the next line, or None."""
    last = abilities[-1] if abilities else None
    return last if isinstance(last, LevelSymbol) and not last.power else None


__all__ = ["awaits_box", "class_level", "level_symbol", "power_toughness", "striated"]
