"""Abilities one object gives another: keywords and quoted abilities, as in 'has flying
and "{T}: Add {G}."' (113.1a: an ability in quotation marks is granted whole)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulings_kit.cards.model.objects import GRANTOR
from rulings_kit.cards.oracle.cursor import Cursor
from rulings_kit.cards.oracle.nouns import keyword_name
from rulings_kit.cards.oracle.text import Token

if TYPE_CHECKING:
    from rulings_kit.cards.model import Ability


def quoted(cur: Cursor, self_given: bool = False) -> Ability:
    """A whole ability between quotation marks, read by the same grammar as a card's line.

    The card's name in it (``GRANTOR``) is the object that grants the ability (201.5a):
    with ``self_given`` ("~ gets +3/+3 and has ..."), that is the object that has it, so
    the name reads as ``~``; else each must be read as the grantor (``GrantorRef``, a cost
    "sacrifice" it, "a card named" it): a rule that read one as the object that has the
    ability would make the card quietly wrong, so then the ability isn't understood."""
    from rulings_kit.cards.oracle.abilities import ability  # abilities read clauses: no cycle

    cur.expect('"')
    end = next((i for i in range(cur.pos, len(cur.toks)) if cur.toks[i].text == '"'), None)
    if end is None:
        raise cur.fail("a closing quotation mark")
    # a quoted ability within a quoted ability has single quotation marks: 'You get an
    # emblem with "Mountains you control have '{T}: ...'"' reads the inner one as any other
    toks = [Token('"') if t.text == "'" else t for t in cur.toks[cur.pos:end]]
    if self_given:
        toks = [Token("~" + t.text[1:]) if t.text.startswith(GRANTOR) else t for t in toks]
    inner = Cursor(toks)
    try:
        found = ability(inner, is_spell=False)
    except Exception:
        cur.pos += inner.furthest  # report the word inside the quotes where it stopped
        raise cur.fail("an ability") from None
    names = [i for i, t in enumerate(toks) if t.text.startswith(GRANTOR)]
    if len(names) != found.text().count(GRANTOR):  # one was read as the ability's holder
        cur.pos += names[0]
        raise cur.fail("the granting object's name read as that object (201.5a)")
    cur.pos = end + 1
    last = next(t.text for t in reversed(toks) if t.text != '"')  # past an inner quote's end
    if last == "." and cur.peek() != ".":
        # the sentence's period is written inside the quotation marks: read it there too
        cur.insert(Token("."))
    return found


def granted(cur: Cursor, self_given: bool = False
            ) -> tuple[tuple[str, ...], tuple[Ability, ...]]:
    """'flying', 'flying and vigilance', 'flying, trample, and "..."', '"..."': the
    keywords, then the quoted abilities (Oracle text lists quoted abilities last);
    ``self_given``: the object that grants them is the one that gets them ("~ has")."""
    keywords: list[str] = []
    abilities: list[Ability] = []
    while True:
        if cur.peek() == '"':
            abilities.append(quoted(cur, self_given))
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
