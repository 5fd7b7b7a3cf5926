"""Abilities one object gives another: keywords and quoted abilities, as in 'has flying
and "{T}: Add {G}."' (113.1a: an ability in quotation marks is granted whole)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulings_kit.cards.oracle.cursor import Cursor
from rulings_kit.cards.oracle.nouns import keyword_name
from rulings_kit.cards.oracle.text import Token

if TYPE_CHECKING:
    from rulings_kit.cards.model import Ability


def quoted(cur: Cursor) -> Ability:
    """A whole ability between quotation marks, read by the same grammar as a card's line."""
    from rulings_kit.cards.oracle.abilities import ability  # abilities read clauses: no cycle

    cur.expect('"')
    end = next((i for i in range(cur.pos, len(cur.toks)) if cur.toks[i].text == '"'), None)
    if end is None:
        raise cur.fail("a closing quotation mark")
    inner = Cursor(cur.toks[cur.pos:end])
    try:
        found = ability(inner, is_spell=False)
    except Exception:
        cur.pos += inner.furthest  # report the word inside the quotes where it stopped
        raise cur.fail("an ability") from None
    cur.pos = end + 1
    if cur.toks[end - 1].text == "." and cur.peek() != ".":
        # the sentence's period is written inside the quotation marks: read it there too
        cur.toks.insert(cur.pos, Token("."))
    return found


def granted(cur: Cursor) -> tuple[tuple[str, ...], tuple[Ability, ...]]:
    """'flying', 'flying and vigilance', 'flying, trample, and "..."', '"..."': the
    keywords, then the quoted abilities (Oracle text lists quoted abilities last)."""
    keywords: list[str] = []
    abilities: list[Ability] = []
    while True:
        if cur.peek() == '"':
            abilities.append(quoted(cur))
        elif abilities:
            raise cur.fail("a quoted ability")
        else:
            keywords.append(keyword_name(cur))
        start = cur.pos
        cur.accept(",")
        cur.accept("and")
        if cur.pos == start or not (cur.peek() == '"' or cur.attempt(_peek_keyword)):
            cur.pos = start
            return tuple(keywords), tuple(abilities)


def _peek_keyword(cur: Cursor) -> bool:
    start = cur.pos
    keyword_name(cur)
    cur.pos = start
    return True
