"""The recursive-descent parser's position in a line of tokens.

Grammar rules are functions ``rule(cur) -> part`` that either consume tokens and return
a part, or raise :class:`NoMatch`. :meth:`Cursor.attempt` tries alternatives and
restores the position on failure; the cursor remembers the furthest token any rule
reached, which is the word an :class:`~rulings_kit.errors.OracleTextError` names.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from enum import Enum
from functools import cache, lru_cache
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
        #: each token's ``word``, worked out once: the grammar asks millions of times
        self.words = tuple(t.word for t in self.toks)
        self.pos = 0
        self.furthest = 0
        #: what was expected at the furthest position: words said, and phrases tried
        #: there (quoted only when an error asks, ``expected``)
        self._said: set[str] = set()
        self._tried: list[tuple[str, ...]] = []

    def insert(self, token: Token) -> None:
        """Read ``token`` next, as if it were printed here."""
        self.toks.insert(self.pos, token)
        self.words = (*self.words[:self.pos], token.word, *self.words[self.pos:])

    # ------------------------------------------------------------------ looking
    def peek(self, ahead: int = 0) -> str:
        """The lower-cased word ``ahead`` tokens on, or '' at the end."""
        i = self.pos + ahead
        return self.words[i] if i < len(self.words) else ""

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
            self.furthest, self._said, self._tried = self.pos, set(), []
        if self.pos == self.furthest:
            self._said.add(expected)
        return NoMatch(expected)

    def _tried_here(self, phrases: tuple[str, ...], at: int) -> None:
        """Note that ``phrases`` were tried at position ``at`` and didn't come next."""
        if at > self.furthest:
            self.furthest, self._said, self._tried = at, set(), []
        if at == self.furthest:
            self._tried.append(phrases)

    @property
    def expected(self) -> set[str]:
        """What the grammar expected at the furthest position it reached, quoted."""
        return self._said.union(repr(p) for group in self._tried for p in group)

    def take(self) -> Token:
        """The next token, consumed."""
        if self.at_end:
            raise self.fail("more words")
        tok = self.toks[self.pos]
        self.pos += 1
        return tok

    def accept(self, phrase: str) -> bool:
        """Consume the words of ``phrase`` if they come next."""
        words = _words(phrase)
        pos = self.pos
        if self.words[pos:pos + len(words)] == words:
            self.pos = pos + len(words)
            return True
        if pos >= self.furthest:  # else failing here notes nothing (``fail``)
            self._tried_here((phrase,), pos)
        return False

    def expect(self, phrase: str) -> None:
        """Consume ``phrase`` or fail."""
        if not self.accept(phrase):
            raise self.fail(repr(phrase))

    def one_of(self, phrases: Sequence[str]) -> str:
        """Consume the longest of ``phrases`` that comes next, and return it."""
        phrases = tuple(phrases)
        longest_first, by_first_word, rank = _ordered(phrases)
        start = self.pos
        for phrase in by_first_word.get(self.peek(), ()) if by_first_word else longest_first:
            if self.accept(phrase):
                if start >= self.furthest and rank[phrase]:
                    # those before it didn't come next, as trying each in turn would note
                    self._tried_here(longest_first[:rank[phrase]], start)
                return phrase
        if self.pos >= self.furthest:  # what was expected here, as trying each would note
            self._tried_here(longest_first, self.pos)
        raise self.fail(" or ".join(repr(p) for p in phrases[:4]))

    def phrase(self, closed: Iterable[E]) -> E:
        """Consume the longest of an enum's phrases (or of some of its members) that comes
        next, as its member (a printed comma is a token of its own)."""
        said = _said(closed if isinstance(closed, type) else tuple(closed))
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


@cache
def _words(phrase: str) -> tuple[str, ...]:
    return tuple(phrase.split())


@lru_cache(maxsize=4096)
def _ordered(phrases: tuple[str, ...]) -> tuple[
        tuple[str, ...], dict[str, tuple[str, ...]] | None, dict[str, int]]:
    """``phrases`` longest first; by first word (None if one has no words, which every
    position matches); and each one's place in the first order."""
    longest_first = tuple(sorted(phrases, key=lambda p: -len(_words(p))))
    rank: dict[str, int] = {}
    for i, p in enumerate(longest_first):
        rank.setdefault(p, i)
    if not all(_words(p) for p in phrases):
        return longest_first, None, rank
    index: dict[str, list[str]] = {}
    for p in longest_first:
        index.setdefault(_words(p)[0], []).append(p)
    return longest_first, {w: tuple(ps) for w, ps in index.items()}, rank


@lru_cache(maxsize=1024)
def _said(closed: Iterable[E]) -> dict[str, E]:
    """An enum's phrases (or some of its members'), each as the grammar reads it."""
    return {m.value.replace(",", " ,"): m for m in closed if m.value}
