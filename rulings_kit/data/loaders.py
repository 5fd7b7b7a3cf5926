"""Streaming loaders for card data users already have: MTGJSON and Scryfall bulk files.

The full files are over 100 MB, so they are read with ijson one card at a time and never
held in memory whole. Gzip-compressed files are recognised by their first bytes, whatever
their name. Nothing here touches the network.

- :func:`load_mtgjson_atomic`: MTGJSON ``AtomicCards.json`` (``{"meta", "data": {name: [faces]}}``)
- :func:`load_mtgjson_set`: an MTGJSON set file (``{"data": {"cards": [...]}}``)
- :func:`load_scryfall_oracle`: Scryfall's "oracle_cards" bulk file (a JSON array, or one
  object per line in ``.jsonl``/``.jsonl.gz``), optionally joined with the "rulings" bulk file
- :func:`load_card_file`: any of these, told apart by what the file holds
"""

from __future__ import annotations

import contextlib
import gzip
import json
import os
import zlib
from collections.abc import Iterator, Mapping
from pathlib import Path
from types import MappingProxyType
from typing import IO, Any, cast

import ijson

from rulings_kit.data.records import (
    CardRecord,
    Ruling,
    record_from_mtgjson,
    record_from_scryfall,
    scryfall_oracle_id,
)
from rulings_kit.errors import DataError

__all__ = [
    "load_card_file",
    "load_mtgjson_atomic",
    "load_mtgjson_set",
    "load_scryfall_oracle",
    "load_scryfall_rulings",
]

PathLike = str | os.PathLike[str]
_GZIP_MAGIC = b"\x1f\x8b"
_JSONL_SUFFIXES = (".jsonl", ".ndjson", ".jsonl.gz", ".ndjson.gz")
# What can go wrong while streaming: bad JSON, a truncated or corrupt gzip stream, bad UTF-8.
_READ_ERRORS = (
    ijson.JSONError,
    ijson.IncompleteJSONError,
    gzip.BadGzipFile,
    EOFError,
    zlib.error,
    UnicodeDecodeError,
    OSError,
)


@contextlib.contextmanager
def _open(path: Path) -> Iterator[IO[bytes]]:
    """Open a file for binary reading, decompressing it if it is gzip."""
    try:
        raw = path.open("rb")
    except FileNotFoundError:
        raise DataError(f"{path}: no such file") from None
    except OSError as exc:
        raise DataError(f"{path}: cannot open ({exc.strerror or exc})") from exc
    with raw:
        magic = raw.read(2)
        raw.seek(0)
        if magic == _GZIP_MAGIC:
            with gzip.GzipFile(fileobj=raw, mode="rb") as unzipped:
                yield cast(IO[bytes], unzipped)  # GzipFile reads bytes like a file
        else:
            yield raw


def _first_char(stream: IO[bytes], path: Path) -> str:
    """The first non-whitespace character, to tell an array from an object or JSON lines."""
    try:
        while chunk := stream.read(64):
            stripped = chunk.lstrip(b" \t\r\n\xef\xbb\xbf")  # whitespace and a UTF-8 BOM
            if stripped:
                return chr(stripped[0])
    except _READ_ERRORS as exc:
        raise DataError(f"{path}: cannot read ({exc})") from exc
    raise DataError(f"{path}: file is empty")


def _bad(path: Path, exc: BaseException) -> DataError:
    # yajl's messages add a multi-line excerpt with a caret; the first line says enough.
    reason = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    return DataError(f"{path}: not a valid JSON file ({reason})")


def _top_level_keys(path: Path) -> set[str]:
    """The keys of a top-level JSON object ({} for anything else); only used to explain
    why a file yielded nothing, so a full pass is acceptable."""
    keys: set[str] = set()
    with _open(path) as stream:
        try:
            for prefix, event, value in ijson.parse(stream):
                if prefix == "" and event == "map_key":
                    keys.add(str(value))
        except _READ_ERRORS as exc:
            raise _bad(path, exc) from exc
    return keys


def _read_meta(path: Path) -> Mapping[str, Any] | None:
    """MTGJSON's ``meta`` object (version, date). It comes first in MTGJSON files, so
    stopping at it costs little."""
    with _open(path) as stream:
        try:
            meta = next(ijson.items(stream, "meta", use_float=True), None)
        except _READ_ERRORS:
            return None  # the main pass reports a broken file, with better context
    return meta if isinstance(meta, Mapping) else None


def _check_faces(path: Path, where: str, faces: Any) -> list[Mapping[str, Any]]:
    if (
        not isinstance(faces, list)
        or not faces
        or not all(isinstance(f, Mapping) and isinstance(f.get("name"), str) for f in faces)
    ):
        raise DataError(f"{path}: {where}: expected card objects with a 'name'")
    return faces


def _checked(path: PathLike) -> Path:
    """The path, once it is known to open: the loaders are generators, and a wrong path
    should fail at the call, not at the first ``next()``."""
    p = Path(path)
    with _open(p):
        pass
    return p


def load_mtgjson_atomic(path: PathLike) -> Iterator[CardRecord]:
    """Stream the cards of MTGJSON's ``AtomicCards.json`` (or its ``.gz``), one per name.

    A card with several faces (split, transform, adventure...) becomes one record whose
    ``faces`` hold the faces, front first.
    """
    return _atomic(_checked(path))


def _atomic(p: Path) -> Iterator[CardRecord]:
    meta = _read_meta(p)
    provenance: dict[str, Any] = {"source": "MTGJSON AtomicCards", "path": str(p)}
    if meta:
        provenance["meta"] = dict(meta)
    shared = MappingProxyType(provenance)
    count = 0
    with _open(p) as stream:
        if (first := _first_char(stream, p)) != "{":
            raise DataError(f"{p}: expected a JSON object with 'meta' and 'data', found {first!r}")
        stream.seek(0)
        try:
            for name, faces in ijson.kvitems(stream, "data", use_float=True):
                checked = _check_faces(p, f"data[{name!r}]", faces)
                count += 1
                yield record_from_mtgjson(checked, provenance=shared)
        except _READ_ERRORS as exc:
            raise _bad(p, exc) from exc
    if count == 0 and "data" not in _top_level_keys(p):
        raise DataError(f"{p}: no 'data' object; is this MTGJSON's AtomicCards.json?")


def load_mtgjson_set(path: PathLike) -> Iterator[CardRecord]:
    """Stream the distinct cards of an MTGJSON set file (``{"data": {"cards": [...]}}``).

    A set lists printings: a card printed twice is given once, and the faces of a
    double-faced card (separate entries with ``side`` "a", "b") are joined into one record.
    """
    return _set_cards(_checked(path))


def _set_cards(p: Path) -> Iterator[CardRecord]:
    meta = _read_meta(p)
    provenance: dict[str, Any] = {"source": "MTGJSON set file", "path": str(p)}
    if meta:
        provenance["meta"] = dict(meta)
    shared = MappingProxyType(provenance)
    seen: set[str] = set()
    pending: dict[str, list[Mapping[str, Any]]] = {}  # faces waiting for their other faces
    count = 0
    with _open(p) as stream:
        if (first := _first_char(stream, p)) != "{":
            raise DataError(f"{p}: expected a JSON object with 'data', found {first!r}")
        stream.seek(0)
        try:
            for index, obj in enumerate(ijson.items(stream, "data.cards.item", use_float=True)):
                if not isinstance(obj, Mapping) or not isinstance(obj.get("name"), str):
                    raise DataError(
                        f"{p}: data.cards[{index}]: expected a card object with a 'name'"
                    )
                face = obj
                count += 1
                name = face["name"]
                if name in seen:
                    continue
                if "side" not in face:
                    seen.add(name)
                    yield record_from_mtgjson([face], provenance=shared)
                    continue
                faces = pending.setdefault(name, [])
                if all(f.get("side") != face.get("side") for f in faces):
                    faces.append(face)
                if len(faces) >= 1 + len(face.get("otherFaceIds") or ()):
                    seen.add(name)
                    yield record_from_mtgjson(pending.pop(name), provenance=shared)
        except _READ_ERRORS as exc:
            raise _bad(p, exc) from exc
    # Faces whose partners never appeared (a partial file) are still given.
    for faces in pending.values():
        yield record_from_mtgjson(faces, provenance=shared)
    if count == 0:
        keys = _top_level_keys(p)
        if "data" not in keys:
            raise DataError(f"{p}: no 'data' object; is this an MTGJSON set file?")


def load_scryfall_rulings(path: PathLike) -> dict[str, list[Ruling]]:
    """Read Scryfall's "rulings" bulk file into oracle id → rulings, in file order."""
    p = Path(path)
    rulings: dict[str, list[Ruling]] = {}
    for index, obj in enumerate(_scryfall_objects(p, "rulings")):
        oracle_id = obj.get("oracle_id")
        comment = obj.get("comment")
        if not isinstance(oracle_id, str) or not isinstance(comment, str):
            raise DataError(f"{p}: ruling #{index}: expected 'oracle_id' and 'comment' strings")
        date = obj.get("published_at")
        source = obj.get("source")
        rulings.setdefault(oracle_id, []).append(
            Ruling(
                date=str(date) if date else None,
                text=comment,
                source=f"Scryfall rulings ({source})" if source else "Scryfall rulings",
            )
        )
    return rulings


def load_scryfall_oracle(
    path: PathLike, rulings_path: PathLike | None = None
) -> Iterator[CardRecord]:
    """Stream Scryfall's "oracle_cards" bulk file, joined by oracle id with the rulings
    bulk file if one is given (read first: it is much smaller than the cards)."""
    p = _checked(path)
    by_oracle = load_scryfall_rulings(rulings_path) if rulings_path is not None else {}
    return _scryfall_cards(p, by_oracle, rulings_path)


def _scryfall_cards(
    p: Path, by_oracle: Mapping[str, list[Ruling]], rulings_path: PathLike | None
) -> Iterator[CardRecord]:
    provenance: dict[str, Any] = {"source": "Scryfall oracle_cards bulk", "path": str(p)}
    if rulings_path is not None:
        provenance["rulings_path"] = str(rulings_path)
    shared = MappingProxyType(provenance)
    for index, obj in enumerate(_scryfall_objects(p, "cards")):
        if not isinstance(obj.get("name"), str) or obj.get("object", "card") != "card":
            raise DataError(f"{p}: card #{index}: expected a Scryfall card object with a 'name'")
        oracle_id = scryfall_oracle_id(obj)
        rulings = tuple(by_oracle.get(oracle_id, ())) if oracle_id else ()
        yield record_from_scryfall(obj, rulings, provenance=shared)


def _scryfall_objects(path: Path, what: str) -> Iterator[Mapping[str, Any]]:
    """The objects of a Scryfall bulk file: a JSON array, or JSON lines."""
    with _open(path) as stream:
        first = _first_char(stream, path)
        stream.seek(0)
        jsonl = path.name.lower().endswith(_JSONL_SUFFIXES)
        if first == "[" and not jsonl:
            try:
                for index, obj in enumerate(ijson.items(stream, "item", use_float=True)):
                    if not isinstance(obj, Mapping):
                        raise DataError(f"{path}: {what} #{index}: expected a JSON object")
                    yield obj
            except _READ_ERRORS as exc:
                raise _bad(path, exc) from exc
        elif first == "{" and jsonl:
            yield from _json_lines(stream, path)
        elif first == "{":
            raise DataError(
                f"{path}: expected a JSON array of {what} (a Scryfall bulk file), found an "
                "object; name JSON-lines files '.jsonl' or '.jsonl.gz'"
            )
        else:
            raise DataError(f"{path}: expected a JSON array or JSON lines, found {first!r}")


def _json_lines(stream: IO[bytes], path: Path) -> Iterator[Mapping[str, Any]]:
    try:
        for number, line in enumerate(stream, start=1):
            if number == 1:
                line = line.removeprefix(b"\xef\xbb\xbf")  # json.loads rejects a BOM
            if not line.strip():
                continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as exc:
                raise DataError(f"{path}: line {number}: not valid JSON ({exc.msg})") from exc
            if not isinstance(obj, dict):
                raise DataError(f"{path}: line {number}: expected a JSON object")
            yield obj
    except _READ_ERRORS as exc:
        raise DataError(f"{path}: cannot read ({exc})") from exc


#: what ``load_card_file`` reads, for its error messages
CARD_FILES = "an MTGJSON set file, MTGJSON AtomicCards file or Scryfall oracle_cards bulk file"


def load_card_file(path: PathLike) -> list[CardRecord]:
    """The cards of any card data file the toolkit reads: an MTGJSON set file, MTGJSON's
    AtomicCards, or Scryfall's "oracle_cards" bulk file (a JSON array or JSON lines),
    told apart by what the file holds."""
    p = Path(path)
    if not p.is_file():
        raise DataError(f"{p}: no such file")
    with _open(p) as stream:
        first = _first_char(stream, p)
    if first == "[" or p.name.lower().endswith(_JSONL_SUFFIXES):
        return list(_scryfall_cards(p, {}, None))
    if first != "{":
        raise DataError(f"{p}: not {CARD_FILES} (it starts with {first!r})")
    return list(_set_cards(p) if _is_set_file(p) else _atomic(p))


def _is_set_file(path: Path) -> bool:
    """Whether an MTGJSON file's ``data`` is one set (keys like ``cards``, ``code``) rather
    than AtomicCards' card names, each holding a list of faces: its first entry tells."""
    key = ""
    with _open(path) as stream:
        try:
            for prefix, event, value in ijson.parse(stream):
                if prefix == "data" and event == "map_key":
                    key = str(value)
                elif key and prefix == f"data.{key}":
                    return key == "cards" or event != "start_array"
        except _READ_ERRORS as exc:
            raise _bad(path, exc) from exc
    raise DataError(f"{path}: not {CARD_FILES} (it has no 'data' object)")
