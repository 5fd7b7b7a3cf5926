"""The recursive-descent parser's position in a line of tokens.

Grammar rules are functions ``rule(cur) -> part`` that either consume tokens and return
a part, or raise :class:`NoMatch`. :meth:`Cursor.attempt` tries alternatives and
restores the position on failure; the cursor remembers the furthest token any rule
reached, which is the word an :class:`~rulings_kit.errors.OracleTextError` names.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from enum import Enum
from typing import TypeVar

from rulings_kit.cards.oracle.text import Token

T = TypeVar("T")
E = TypeVar("E", bound=Enum)


class NoMatch(Exception):
    """A grammar rule doesn't match at this position (internal: never leaves the package)."""


class Cursor:
    """Tokens of one ability's text and the position of the next one to read."""

    def __init__(self, toks: Sequence[Token]) -> None:
        self.toks = list(toks)
        self.pos = 0
        self.furthest = 0
        self.expected: set[str] = set()

    # ------------------------------------------------------------------ looking
    def peek(self, ahead: int = 0) -> str:
        """The lower-cased word ``ahead`` tokens on, or '' at the end."""
        i = self.pos + ahead
        return self.toks[i].word if i < len(self.toks) else ""

    def original(self, ahead: int = 0) -> str:
        """The token as printed (capitals kept)."""
        i = self.pos + ahead
        return self.toks[i].text if i < len(self.toks) else ""

    @property
    def at_end(self) -> bool:
        return self.pos >= len(self.toks)

    def stopped_at(self) -> str:
        """The word where the furthest attempt stopped ('' at the end of the line)."""
        return self.toks[self.furthest].text if self.furthest < len(self.toks) else ""

    # ------------------------------------------------------------------ consuming
    def fail(self, expected: str) -> NoMatch:
        """Note what was expected at this position; the caller raises the result."""
        if self.pos > self.furthest:
            self.furthest, self.expected = self.pos, set()
        if self.pos == self.furthest:
            self.expected.add(expected)
        return NoMatch(expected)

    def take(self) -> Token:
        """The next token, consumed."""
        if self.at_end:
            raise self.fail("more words")
        tok = self.toks[self.pos]
        self.pos += 1
        return tok

    def accept(self, phrase: str) -> bool:
        """Consume the words of ``phrase`` if they come next."""
        words = phrase.split()
        if [self.peek(i) for i in range(len(words))] == words:
            self.pos += len(words)
            return True
        self.fail(repr(phrase))
        return False

    def expect(self, phrase: str) -> None:
        """Consume ``phrase`` or fail."""
        if not self.accept(phrase):
            raise self.fail(repr(phrase))

    def one_of(self, phrases: Sequence[str]) -> str:
        """Consume the longest of ``phrases`` that comes next, and return it."""
        for phrase in sorted(phrases, key=lambda p: -len(p.split())):
            if self.accept(phrase):
                return phrase
        raise self.fail(" or ".join(repr(p) for p in phrases[:4]))

    def phrase(self, closed: Iterable[E]) -> E:
        """Consume the longest of an enum's phrases (or of some of its members) that comes
        next, as its member (a printed comma is a token of its own)."""
        said = {m.value.replace(",", " ,"): m for m in closed if m.value}
        return said[self.one_of(tuple(said))]

    def attempt(self, rule: Callable[[Cursor], T]) -> T | None:
        """``rule``'s part, or None with the position unchanged if it doesn't match."""
        start = self.pos
        try:
            return rule(self)
        except NoMatch:
            self.pos = start
            return None

    def first(self, *rules: Callable[[Cursor], T]) -> T:
        """The part of the first rule that matches."""
        for rule in rules:
            found = self.attempt(rule)
            if found is not None:
                return found
        raise self.fail("a known phrase")
