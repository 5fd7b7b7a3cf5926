"""The card database: every card of Magic's Oracle text, read lazily from a compressed file.

The database is MTGJSON's ``AtomicCards.json`` shape (``{"meta", "data": {name: [face,
...]}}``) stored as ``AtomicCards.json.xz``: the xz streams of consecutive pieces of that
JSON text, one after another, so that ``xz -d`` (or :func:`lzma.decompress`) gives the whole
file back, and a card is read by decompressing only its piece. An index beside it
(``AtomicCards.index.json.xz``) holds where each card's faces are, and the names of
the cards' faces.

Two databases can be in use: the snapshot packaged with rulings_kit (``rulings_kit/data/
carddb/``, see its README), or the one ``rulings-kit cards update`` downloaded into the
user's cache directory. :func:`active` gives the downloaded one when there is one, unless
``RULINGS_KIT_OFFLINE`` is set (``rulings-kit --offline``): then the packaged snapshot.

Names are looked up ignoring case, accents, punctuation and spacing (:func:`fold_name`):
``"lim dul's vault"`` finds "Lim-Dûl's Vault".
"""

from __future__ import annotations

import json
import lzma
import os
import re
import threading
import unicodedata
from collections import Counter, OrderedDict
from collections.abc import Mapping
from functools import cached_property, lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

from rulings_kit.data.records import CardRecord, record_from_mtgjson
from rulings_kit.errors import DataError

__all__ = [
    "CACHE_ENV",
    "OFFLINE_ENV",
    "CardDatabase",
    "active",
    "cache_folder",
    "fold_name",
    "packaged",
]

#: set (to anything but "", "0") to use the packaged snapshot, never a downloaded database
OFFLINE_ENV = "RULINGS_KIT_OFFLINE"
#: overrides the folder downloaded card data goes to (default: the user cache directory)
CACHE_ENV = "RULINGS_KIT_CACHE_DIR"
DATA_FILE = "AtomicCards.json.xz"
INDEX_FILE = "AtomicCards.index.json.xz"
#: the index: {"format", "meta", "chunks": [[offset, length]] of the xz streams, "names",
#: "chunk", "start", "end" (one column each, a row per card: the bytes of the card's faces
#: in its decompressed piece), "faces": {face name: [rows of the cards with that face]}}
INDEX_FORMAT = 1
PACKAGED_FOLDER = Path(__file__).parent / "carddb"

_NOT_WORD = re.compile(r"[\W_]+")
_CHUNKS_KEPT = 8  # decompressed pieces kept in memory (each about 512 KB)


def _pairs(text: str) -> list[str]:
    return [text[i:i + 2] for i in range(len(text) - 1)] or [text]


def fold_name(name: str) -> str:
    """A card name as it is looked up: without case, accents, punctuation or spaces
    (``"Lim-Dûl's Vault"`` → ``"limdulsvault"``)."""
    if not name.isascii():
        name = "".join(c for c in unicodedata.normalize("NFKD", name)
                       if not unicodedata.combining(c))
    return _NOT_WORD.sub("", name.casefold())


class CardDatabase:
    """The cards of one database folder (``AtomicCards.json.xz`` and its index).

    The index is read at the first lookup; a card's faces when the card is first asked
    for (then kept). ``record(name)`` takes the card's exact name; ``find`` and
    ``faces`` take a name folded by :func:`fold_name`.
    """

    def __init__(self, folder: str | os.PathLike[str], label: str) -> None:
        self.folder = Path(folder)
        self.label = label
        self._lock = threading.Lock()
        self._chunks: OrderedDict[int, bytes] = OrderedDict()
        self._records: dict[str, CardRecord] = {}

    @property
    def data_file(self) -> Path:
        return self.folder / DATA_FILE

    @cached_property
    def _index(self) -> Mapping[str, Any]:
        path = self.folder / INDEX_FILE
        try:
            index = json.loads(lzma.decompress(path.read_bytes()))
        except FileNotFoundError:
            raise DataError(f"{path}: no such file (the card database is incomplete)") from None
        except (OSError, lzma.LZMAError, ValueError) as e:
            raise DataError(f"{path}: the card database's index can't be read ({e})") from None
        if not isinstance(index, dict) or index.get("format") != INDEX_FORMAT:
            raise DataError(f"{path}: not a card database index of format {INDEX_FORMAT}")
        return index

    @cached_property
    def _rows(self) -> dict[str, int]:
        """Card name → its row in the index's columns ``chunk``, ``start`` and ``end``
        (where its faces' JSON text is)."""
        names = self._index["names"]
        return dict(zip(names, range(len(names)), strict=True))

    @cached_property
    def _folded(self) -> dict[str, str]:
        folded: dict[str, str] = {}
        for name in self._rows:
            folded.setdefault(fold_name(name), name)
        return folded

    @cached_property
    def _face_names(self) -> dict[str, tuple[str, ...]]:
        names = self._index["names"]
        faces: dict[str, tuple[str, ...]] = {}
        for face, rows in self._index["faces"].items():
            key = fold_name(face)
            faces[key] = (*faces.get(key, ()), *(names[r] for r in rows))
        return faces

    # ---- what it holds -------------------------------------------------------------
    @property
    def meta(self) -> Mapping[str, Any]:
        """MTGJSON's ``meta`` (date, version) and, under ``source``, where the data is from."""
        return MappingProxyType(self._index.get("meta") or {})

    def __len__(self) -> int:
        return len(self._rows)

    def names(self) -> list[str]:
        return list(self._rows)

    def has(self, name: str) -> bool:
        return name in self._rows

    def find(self, folded: str) -> str | None:
        """The exact name of the card whose name folds to ``folded``, if any."""
        return self._folded.get(folded)

    def folded_names(self) -> Mapping[str, str]:
        """Folded name → exact name, for every card (for close-name suggestions)."""
        return self._folded

    def near(self, folded: str, limit: int = 200) -> list[str]:
        """The folded names sharing the most pairs of letters with ``folded``, most
        first: the few worth comparing closely for a "did you mean"."""
        shared: Counter[int] = Counter()
        for gram in sorted(set(_pairs(folded))):  # sorted: the same answer in every run
            shared.update(self._pairs.get(gram, ()))
        keys = self._keys
        return [keys[i] for i, _ in shared.most_common(limit)]

    @cached_property
    def _keys(self) -> list[str]:
        return list(self._folded)

    @cached_property
    def _pairs(self) -> dict[str, list[int]]:
        """Each pair of consecutive letters → the folded names (by number) that have it."""
        pairs: dict[str, list[int]] = {}
        for i, key in enumerate(self._keys):
            for gram in set(_pairs(key)):
                pairs.setdefault(gram, []).append(i)
        return pairs

    def faces(self, folded: str) -> tuple[str, ...]:
        """The cards (of several faces) one of whose faces is called ``folded``."""
        return self._face_names.get(folded, ())

    # ---- reading a card ------------------------------------------------------------
    def faces_json(self, name: str) -> list[dict[str, Any]]:
        """The card's face objects, as AtomicCards gives them."""
        row, index = self._rows[name], self._index
        piece = self._chunk(index["chunk"][row])[index["start"][row]:index["end"][row]]
        try:
            faces = json.loads(piece)
        except ValueError as e:
            raise DataError(f"{self.data_file}: the card {name!r} can't be read ({e})") from None
        if not isinstance(faces, list) or not faces:
            raise DataError(f"{self.data_file}: the card {name!r} has no faces")
        return faces

    def record(self, name: str) -> CardRecord:
        """The card of this exact name (``KeyError`` if there is none)."""
        found = self._records.get(name)
        if found is None:
            found = record_from_mtgjson(self.faces_json(name), provenance=self._provenance,
                                        ruling_source=self.label)
            self._records[name] = found
        return found

    @cached_property
    def _provenance(self) -> Mapping[str, Any]:
        return MappingProxyType({"source": self.label, "path": str(self.data_file),
                                 "meta": dict(self.meta)})

    def _chunk(self, number: int) -> bytes:
        with self._lock:
            if (kept := self._chunks.get(number)) is not None:
                self._chunks.move_to_end(number)
                return kept
        offset, length = self._index["chunks"][number]
        try:
            with self.data_file.open("rb") as f:
                f.seek(offset)
                text = lzma.decompress(f.read(length))
        except (OSError, lzma.LZMAError) as e:
            raise DataError(f"{self.data_file}: the card database can't be read ({e})") from None
        with self._lock:
            self._chunks[number] = text
            while len(self._chunks) > _CHUNKS_KEPT:
                self._chunks.popitem(last=False)
        return text

    def describe(self) -> str:
        """'the card database (20,222 cards, 2024-03-08)'."""
        date = self.meta.get("date")
        return f"the card database ({len(self):,} cards{', ' + str(date) if date else ''})"

    def __repr__(self) -> str:
        return f"<CardDatabase {self.label}: {self.folder}>"


_PACKAGED: CardDatabase | None = None
_DOWNLOADED: dict[tuple[str, int], CardDatabase] = {}


def packaged() -> CardDatabase:
    """The snapshot that comes with rulings_kit."""
    global _PACKAGED
    if _PACKAGED is None:
        _PACKAGED = CardDatabase(PACKAGED_FOLDER, "the packaged card database")
    return _PACKAGED


def offline() -> bool:
    """Whether the packaged snapshot is pinned (``RULINGS_KIT_OFFLINE``)."""
    return os.environ.get(OFFLINE_ENV, "").strip() not in ("", "0")


def cache_folder() -> Path:
    """Where ``rulings-kit cards update`` puts the card data it downloads."""
    return _cache_folder(os.environ.get(CACHE_ENV), os.environ.get("XDG_CACHE_HOME"),
                         os.environ.get("HOME"))


@lru_cache(maxsize=8)
def _cache_folder(given: str | None, *where: str | None) -> Path:
    """``cache_folder`` for these environment values: worked out once, not on every card
    looked up (``where``: what platformdirs reads, so a changed one is seen)."""
    if given:
        return Path(given)
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("rulings_kit")) / "carddb"


def downloaded() -> CardDatabase | None:
    """The database ``rulings-kit cards update`` downloaded, if there is one."""
    folder = cache_folder()
    try:
        stamp = (folder / INDEX_FILE).stat().st_mtime_ns
    except OSError:
        return None
    key = (str(folder), stamp)
    if key not in _DOWNLOADED:
        _DOWNLOADED.clear()
        _DOWNLOADED[key] = CardDatabase(folder, "the downloaded card database")
    return _DOWNLOADED[key]


def active() -> CardDatabase:
    """The database in use: the downloaded one if any (and not offline), else the
    packaged snapshot."""
    if not offline() and (db := downloaded()) is not None:
        return db
    return packaged()
