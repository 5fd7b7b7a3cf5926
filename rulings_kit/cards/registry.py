"""The card pool: every card definition a run can name, and where each one came from.

A :class:`CardPool` holds the bundled cards and the card database (every card of
Magic's Oracle text, :mod:`rulings_kit.data.carddb`) by default, cards a user defines as
:class:`~rulings_kit.cards.model.Card` values, and the cards of data files (MTGJSON set
files or AtomicCards, Scryfall bulk files). A data file is read on first lookup, and a
card is built from its Oracle text when first named, then kept. Pools never change:
``with_cards`` and ``with_files`` return a new pool sharing what is already read.

Which definition a name gives: the user's cards first (a later one over an earlier
one, and over a bundled card of the same name), then the bundled cards, then the data
files in the order given, then the card database. Rulings come from every source that
has the card, the database's only when no other source has it.

A pool pickles as data (the user's cards as model JSON, the files as paths), so it
travels to worker processes and Dask workers, which read the files again themselves.
"""

from __future__ import annotations

import difflib
import functools
import json
import os
import threading
from abc import ABC, abstractmethod
from collections.abc import Iterable, Iterator, Mapping
from itertools import zip_longest
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rulings_kit.data import carddb
from rulings_kit.data.carddb import CardDatabase, fold_name
from rulings_kit.data.records import CardRecord, Ruling, normalize_text
from rulings_kit.errors import CardDefinitionError, DataError, UnknownCardError

if TYPE_CHECKING:
    from rulings_kit.cards.model import Card
    from rulings_kit.core.definitions import CardDef

__all__ = ["CardPool", "as_pool"]


class _Source(ABC):
    """Cards from one place: their definitions (built once) and rulings."""

    label = ""

    @abstractmethod
    def names(self) -> Iterable[str]: ...

    @abstractmethod
    def has(self, name: str) -> bool: ...

    @abstractmethod
    def define(self, name: str) -> CardDef: ...

    @abstractmethod
    def rulings(self, name: str) -> tuple[Ruling, ...]: ...

    def folded_names(self) -> Mapping[str, str]:
        """Each name folded (:func:`~rulings_kit.data.carddb.fold_name`) → the name."""
        folded: dict[str, str] = {}
        for n in self.names():
            folded.setdefault(fold_name(n), n)
        return folded

    def find(self, folded: str) -> str | None:
        """The exact name of the card whose name folds to ``folded``, if it has one."""
        return self.folded_names().get(folded)


class _Bundled(_Source):
    """The cards that come with rulings_kit (``rulings_kit.cards.get_card``)."""

    label = "the bundled cards"

    def names(self) -> Iterable[str]:
        from rulings_kit.cards import card_names

        return card_names()

    def has(self, name: str) -> bool:
        return name in _bundled_names()

    def define(self, name: str) -> CardDef:
        from rulings_kit.cards import get_card

        return get_card(name)

    def rulings(self, name: str) -> tuple[Ruling, ...]:
        from rulings_kit import data

        try:
            return data.official_rulings(name)
        except UnknownCardError:  # a token: defined here, without a bundled record
            return ()


    def folded_names(self) -> Mapping[str, str]:
        return _bundled_folded()


@functools.cache
def _bundled_folded() -> Mapping[str, str]:
    return _Source.folded_names(_BUNDLED_SOURCE)


@functools.cache
def _bundled_names() -> frozenset[str]:
    from rulings_kit.cards import card_names

    return frozenset(card_names())


class _Built(_Source):
    """Cards given as data (``Card`` values), each built into a definition on first use:
    once, even when threads (a thread-pool exploration) ask at the same time, so a name
    always gives the very same definition."""

    def __init__(self) -> None:
        self._defs: dict[str, CardDef] = {}
        self._lock = threading.RLock()

    @abstractmethod
    def card(self, name: str) -> Card: ...

    def define(self, name: str) -> CardDef:
        with self._lock:
            found = self._defs.get(name)
            if found is None:
                from rulings_kit.cards.lower import build

                card = self.card(name)
                found = build(card)
                check_written_back(card)
                self._defs[name] = found
        return found

    def rulings(self, name: str) -> tuple[Ruling, ...]:
        return tuple(Ruling(None, text, self.label) for text in self.card(name).rulings)


class _UserCards(_Built):
    label = "cards defined by the user"

    def __init__(self, cards: Iterable[Card]) -> None:
        super().__init__()
        self.cards = {c.name: c for c in cards}  # a later card of one name wins

    def names(self) -> Iterable[str]:
        return self.cards

    def has(self, name: str) -> bool:
        return name in self.cards

    def card(self, name: str) -> Card:
        return self.cards[name]


class _CardFile(_Built):
    """The cards of one data file, read on first use."""

    def __init__(self, path: str) -> None:
        super().__init__()
        self.path = path
        self.label = path
        self._records: dict[str, CardRecord] | None = None

    @property
    def records(self) -> Mapping[str, CardRecord]:
        with self._lock:
            if self._records is None:
                from rulings_kit.data.loaders import load_card_file

                self._records = {r.name: r for r in load_card_file(self.path)}
        return self._records

    def names(self) -> Iterable[str]:
        return self.records

    def has(self, name: str) -> bool:
        return name in self.records

    @functools.cached_property
    def _folded(self) -> Mapping[str, str]:
        return super().folded_names()

    def folded_names(self) -> Mapping[str, str]:
        return self._folded

    def card(self, name: str) -> Card:
        return _card_of(self.records[name])

    def rulings(self, name: str) -> tuple[Ruling, ...]:
        return self.records[name].rulings


class _Database(_Built):
    """The cards of the card database in use (the packaged snapshot or a downloaded one):
    each read, then built from its Oracle text, when first named."""

    def __init__(self, db: CardDatabase) -> None:
        super().__init__()
        self.db = db
        self.label = db.label

    def names(self) -> Iterable[str]:
        return self.db.names()

    def has(self, name: str) -> bool:
        return self.db.has(name)

    def folded_names(self) -> Mapping[str, str]:
        return self.db.folded_names()

    def find(self, folded: str) -> str | None:
        return self.db.find(folded)

    def card(self, name: str) -> Card:
        return _card_of(self.db.record(name))

    def rulings(self, name: str) -> tuple[Ruling, ...]:
        return self.db.record(name).rulings


@functools.lru_cache(maxsize=4)
def _database_source(db: CardDatabase) -> _Database:
    """One source per database: pools share the cards it built."""
    return _Database(db)


def _database() -> _Database:
    return _database_source(carddb.active())


@functools.lru_cache(maxsize=32)
def _card_file(path: str, stamp: tuple[int, int]) -> _CardFile:
    """One reader per file and version: pools naming the same file share what it read."""
    return _CardFile(path)


def _file_source(path: str | os.PathLike[str]) -> _CardFile:
    p = Path(path)
    if not p.is_file():
        raise DataError(f"{path}: {'not a file' if p.exists() else 'no such file'}")
    try:
        info = p.stat()
    except OSError as e:
        raise DataError(f"{path}: can't read the file: {e.strerror}") from None
    return _card_file(str(p.resolve()), (info.st_mtime_ns, info.st_size))


def _card_of(record: CardRecord) -> Card:
    """A data file's card record as a ``Card``, built from its Oracle text."""
    from rulings_kit.cards.lower import card_from_record

    return card_from_record(record)


def check_written_back(card: Card) -> None:
    """A card given as Oracle text must say, written back from its parts, what its text
    says, word for word after the round trip's normalisation (self-reference, reminder
    text, older templates; case and spacing aside), as every bundled card does (fine
    print 18): a difference means the grammar misread a word."""
    from rulings_kit.cards.oracle import compile_text, normalise
    from rulings_kit.cards.oracle.text import tokens

    if card.faces:  # each face's text on its own (708-712, 715)
        for face in card.faces:
            check_written_back(face)
        return
    if card.abilities is not None:
        return  # its rules text is generated from its parts

    def lines(text: str) -> list[str]:
        return normalise(text, card.name).split("\n")

    written = lines(compile_text(card.name, card.text, card.types).text())
    for w, g in zip_longest(written, lines(card.text), fillvalue=""):
        if [t.word for t in tokens(w)] != [t.word for t in tokens(g)]:
            said, meant = (line.replace("~", card.name) for line in (w, g))
            raise CardDefinitionError(
                f"{card.name}: its text, written back from what was understood, says "
                f"{said!r} where the Oracle text says {meant!r}"
            )


class CardPool:
    """The cards a run can name: bundled ones, the user's, those of data files, and every
    card of the card database.

    ``CardPool(cards, files)`` is ``CardPool.bundled().with_cards(*cards).with_files(*files)``.
    ``get(name)`` gives the engine's definition; ``card(name)`` the card as data;
    ``rulings(name)`` its official rulings; ``names()`` every name it knows.

    >>> from rulings_kit.cards import CardPool
    >>> pool = CardPool.bundled()
    >>> pool.get("shock").name
    'Shock'
    >>> pool.get("Shok")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    rulings_kit.errors.UnknownCardError: unknown card 'Shok'; did you mean 'Shock', ...?
    """

    __slots__ = ("_files", "_user")

    def __init__(
        self,
        cards: Iterable[Card] = (),
        files: Iterable[str | os.PathLike[str]] = (),
    ) -> None:
        given = tuple(cards)
        self._user: tuple[_UserCards, ...] = (_UserCards(given),) if given else ()
        self._files: tuple[_CardFile, ...] = tuple(_file_source(f) for f in files)

    @classmethod
    def bundled(cls) -> CardPool:
        """The cards that come with rulings_kit (the bundled cards and the card
        database), and nothing else."""
        return _BUNDLED

    def with_cards(self, *cards: Card) -> CardPool:
        """This pool and these cards; a card here replaces one of the same name."""
        if not cards:
            return self
        return self._derived((_UserCards(cards), *self._user), self._files)

    def with_files(self, *paths: str | os.PathLike[str]) -> CardPool:
        """This pool and the cards of these MTGJSON or Scryfall files (read on first use)."""
        if not paths:
            return self
        return self._derived(self._user, (*self._files, *map(_file_source, paths)))

    def read(self) -> CardPool:
        """Read every data file now rather than at the first lookup, so that a broken
        file is reported at once; returns the pool."""
        for f in self._files:
            _ = f.records
        return self

    def added(self) -> tuple[str, ...]:
        """The names of the cards beyond those that come with rulings_kit (the user's and
        the data files'), in the order their sources were given."""
        names = (n for s in (*self._user, *self._files) for n in s.names())
        return tuple(dict.fromkeys(names))

    def _derived(self, user: tuple[_UserCards, ...], files: tuple[_CardFile, ...]) -> CardPool:
        pool = CardPool.__new__(CardPool)
        pool._user, pool._files = user, files
        return pool

    # ---- looking up ------------------------------------------------------------------
    def _sources(self) -> Iterator[_Source]:
        yield from self._user
        yield _BUNDLED_SOURCE
        yield from self._files
        yield _database()

    def _source(self, name: str) -> tuple[_Source, str]:
        """The source whose card ``name`` names, and the card's exact name: the name
        as given, else ignoring case, accents, punctuation and spacing."""
        # lazily: the card database is looked up only for a name no earlier source has
        for source in self._sources():
            if source.has(name):
                return source, name
        folded = fold_name(name)
        for source in self._sources():
            if (exact := source.find(folded)) is not None:
                return source, exact
        raise UnknownCardError(self._unknown(name, folded))

    def get(self, name: str) -> CardDef:
        """The definition of the card called ``name`` (exactly, or ignoring case, accents,
        punctuation and spacing). A card given as data is built the first time it is named:
        text the engine can't carry out raises ``OracleTextError``."""
        source, exact = self._source(name)
        return source.define(exact)

    def __contains__(self, name: object) -> bool:
        if not isinstance(name, str):
            return False
        try:
            self._source(name)
        except UnknownCardError:
            return False
        return True

    def card(self, name: str) -> Card | None:
        """The card as data (a user's, or a data file's), or None for a bundled card."""
        source, exact = self._source(name)
        return source.card(exact) if isinstance(source, _Built) else None

    def record(self, name: str) -> CardRecord | None:
        """The card's data record (its printed characteristics, Oracle text and rulings),
        or None for a card defined by the user or a bundled token."""
        source, exact = self._source(name)
        if isinstance(source, _Database):
            return source.db.record(exact)
        if isinstance(source, _CardFile):
            return source.records[exact]
        if source is _BUNDLED_SOURCE:
            from rulings_kit import data

            try:
                return data.card(exact)
            except UnknownCardError:  # a token: defined here, without a bundled record
                return None
        return None

    def names(self) -> tuple[str, ...]:
        """Every card name of the pool, sorted."""
        return tuple(sorted({n for s in self._sources() for n in s.names()}))

    def where(self, name: str) -> str:
        """Where the definition of ``name`` comes from, in words."""
        return self._source(name)[0].label

    def rulings(self, name: str) -> tuple[Ruling, ...]:
        """The official rulings of the card, from every source that has it (the same
        text once)."""
        _, exact = self._source(name)
        seen: set[str] = set()
        out: list[Ruling] = []
        had = False
        for source in self._sources():
            if isinstance(source, _Database) and had:
                break  # the database's rulings only for a card no other source has
            if source.has(exact):
                had = True
                for r in source.rulings(exact):
                    key = normalize_text(r.text)
                    if key not in seen:
                        seen.add(key)
                        out.append(r)
        return tuple(out)

    def quoted_ruling(self, entry: str) -> tuple[str, str] | None:
        """``"Card Name: words"`` split after the card's name, which may hold ": " itself
        ("Circle of Protection: Red: Can be used ..."): the longest name of a card this
        pool knows; None if no prefix names one."""
        parts = entry.split(": ")
        for i in range(len(parts) - 1, 0, -1):
            if (name := ": ".join(parts[:i])) in self:
                return name, ": ".join(parts[i:])
        return None

    def ruling_matches(self, name: str, words: str) -> bool:
        """Whether ``words`` appear in one official ruling of the card (case, quote style
        and spacing ignored; empty words match nothing)."""
        needle = normalize_text(words)
        return bool(needle) and any(needle in normalize_text(r.text) for r in self.rulings(name))

    def _unknown(self, name: str, folded: str) -> str:
        """Why ``name`` names no card: it is a face of a card (of several faces), or a
        close name, or how to define it."""
        whole = _database().db.faces(folded)
        if whole:
            return _a_face(name, whole)
        names: dict[str, str] = {}
        for source in self._sources():
            known = source.folded_names()
            # the database's names: only the few that share the most letter pairs
            keys = source.db.near(folded) if isinstance(source, _Database) else known
            for key in keys:
                names.setdefault(key, known[key])
        close = [names[m] for m in difflib.get_close_matches(folded, names, n=3, cutoff=0.6)]
        if not close:
            return (f"unknown card {name!r}: not among {self.describe()}; to use a card of "
                    f"your own, give its data file with --cards FILE or its text in a "
                    f"[cards.{json.dumps(name, ensure_ascii=False)}] table of the scenario")
        return f"unknown card {name!r}; did you mean {_either(close)}?"

    def describe(self) -> str:
        """The pool's sources in words: '2 cards defined by the user, the bundled cards and
        the card database (20,222 cards, 2024-03-08)'."""
        parts = []
        user = sum(len(u.cards) for u in self._user)
        if user:
            parts.append(f"{user} card{'s' if user != 1 else ''} defined by the user")
        parts.append("the bundled cards")
        parts += [Path(f.path).name for f in self._files]
        parts.append(_database().db.describe())
        return ", ".join(parts[:-1]) + " and " + parts[-1]

    # ---- as data -----------------------------------------------------------------------
    def _key(self) -> tuple[tuple[str, ...], tuple[str, ...]]:
        return (
            tuple(_card_json(c) for u in self._user for c in u.cards.values()),
            tuple(f.path for f in self._files),
        )

    def __getstate__(self) -> dict[str, Any]:
        return {
            "cards": [[_card_json(c) for c in u.cards.values()] for u in self._user],
            "files": [f.path for f in self._files],
        }

    def __setstate__(self, state: Mapping[str, Any]) -> None:
        from rulings_kit.cards.model import Card, from_json

        groups: list[_UserCards] = []
        for group in state["cards"]:
            cards = [from_json(json.loads(text)) for text in group]
            if not all(isinstance(c, Card) for c in cards):
                raise DataError("a pickled card pool holds something that is not a card")
            groups.append(_UserCards(cards))
        self._user = tuple(groups)
        self._files = tuple(_file_source(f) for f in state["files"])

    def __eq__(self, other: object) -> bool:
        return self is other or (isinstance(other, CardPool) and self._key() == other._key())

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"<CardPool: {self.describe()}>"


def _either(names: Iterable[str]) -> str:
    quoted = [repr(n) for n in names]
    return quoted[0] if len(quoted) == 1 else ", ".join(quoted[:-1]) + " or " + quoted[-1]


def _a_face(name: str, cards: tuple[str, ...]) -> str:
    """'Fire' names a face of 'Fire // Ice': the message that says so."""
    layout = _database().db.record(cards[0]).layout
    kind = f"that {layout} card" if len(cards) == 1 else f"those {layout} cards"
    return (f"unknown card {name!r}; did you mean {_either(cards)}? ({name!r} is one face "
            f"of {kind}: a card with several faces is named by its full name)")


def _card_json(card: Card) -> str:
    """The card as model JSON text (what a pickled pool holds)."""
    from rulings_kit.cards.model import to_json

    return json.dumps(to_json(card), sort_keys=True, ensure_ascii=False)


_BUNDLED_SOURCE = _Bundled()
_BUNDLED = CardPool()


def as_pool(cards: CardPool | Iterable[Card] | None) -> CardPool:
    """A pool from what a user passes as ``cards=``: a pool, some ``Card`` values (added to
    the bundled cards), or None (the bundled cards)."""
    if cards is None:
        return _BUNDLED
    if isinstance(cards, CardPool):
        return cards
    return _BUNDLED.with_cards(*cards)
