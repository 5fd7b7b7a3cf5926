"""Writing a card database (:mod:`rulings_kit.data.carddb`) from an AtomicCards file.

``write_database(path, folder)`` reads MTGJSON's ``AtomicCards.json`` (plain, ``.gz`` or
``.xz``), one card at a time, and writes ``AtomicCards.json.xz`` and its index into
``folder``. The packaged snapshot was made with it (``rulings_kit/data/carddb/README.md``).
"""

from __future__ import annotations

import json
import lzma
import os
import shutil
import tempfile
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import IO, Any

import ijson

from rulings_kit.data.carddb import DATA_FILE, INDEX_FILE, INDEX_FORMAT
from rulings_kit.errors import DataError

__all__ = ["write_database"]

#: uncompressed size of one piece of the JSON text: small enough to read one card fast
CHUNK_BYTES = 512_000
#: fields a rules engine and a writer never read, left out of downloaded data
_LEFT_OUT = ("foreignData", "purchaseUrls", "printings", "edhrecRank", "edhrecSaltiness")


def _dumps(value: Any) -> bytes:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode()


def _open_any(path: Path) -> IO[bytes]:
    raw = path.open("rb")
    magic = raw.read(6)
    raw.seek(0)
    if magic.startswith(b"\xfd7zXZ"):
        return lzma.open(raw)
    if magic.startswith(b"\x1f\x8b"):
        import gzip

        return gzip.open(raw)  # type: ignore[return-value]
    return raw


def _cards(stream: IO[bytes], path: Path) -> Iterator[tuple[str, list[dict[str, Any]]]]:
    for name, faces in ijson.kvitems(stream, "data", use_float=True):
        if not isinstance(faces, list) or not faces or not all(
            isinstance(f, dict) and isinstance(f.get("name"), str) for f in faces
        ):
            raise DataError(f"{path}: data[{name!r}]: expected card objects with a 'name'")
        yield str(name), faces


def _meta(path: Path) -> dict[str, Any]:
    with _open_any(path) as stream:
        meta = next(ijson.items(stream, "meta", use_float=True), None)
    return dict(meta) if isinstance(meta, dict) else {}


def write_database(
    path: str | os.PathLike[str],
    folder: str | os.PathLike[str],
    *,
    source: str = "",
    slim: bool = False,
    preset: int = 9,
    progress: Callable[[int], None] | None = None,
) -> int:
    """Write the database of the AtomicCards file ``path`` into ``folder`` (replacing
    what is there only once all of it is written); returns the number of cards.
    ``slim`` leaves out the fields nothing here reads (foreign text, prices, printings);
    ``progress`` is called with the number of cards written so far."""
    p, target = Path(path), Path(folder)
    target.parent.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix=".carddb-", dir=target.parent))
    work.chmod(0o755)  # mkdtemp makes it private; the database is for every reader
    try:
        try:
            meta = _meta(p)
            if source:
                meta["source"] = source
            count = _write(p, work, meta, slim, preset, progress)
        except (ijson.JSONError, ijson.IncompleteJSONError, lzma.LZMAError, EOFError,
                UnicodeDecodeError) as e:
            reason = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
            raise DataError(f"{p}: not a complete AtomicCards JSON file ({reason})") from None
        if count == 0:
            raise DataError(f"{p}: no cards (is this MTGJSON's AtomicCards.json?)")
        old = target.with_name(target.name + ".old")
        shutil.rmtree(old, ignore_errors=True)
        if target.exists():
            target.rename(old)
        work.rename(target)
        shutil.rmtree(old, ignore_errors=True)
        return count
    finally:
        shutil.rmtree(work, ignore_errors=True)


def _write(path: Path, work: Path, meta: Mapping[str, Any], slim: bool, preset: int,
           progress: Callable[[int], None] | None) -> int:
    chunks: list[list[int]] = []
    columns: dict[str, list[Any]] = {"names": [], "chunk": [], "start": [], "end": []}
    faces_of: dict[str, list[int]] = {}
    piece = bytearray(b'{"meta":' + _dumps(meta) + b',"data":{')
    written = 0

    def flush(out: IO[bytes]) -> None:
        data = lzma.compress(bytes(piece), preset=preset)
        chunks.append([out.tell(), len(data)])
        out.write(data)
        piece.clear()

    with (work / DATA_FILE).open("wb") as out, _open_any(path) as stream:
        for name, faces in _cards(stream, path):
            if slim:
                faces = [{k: v for k, v in f.items() if k not in _LEFT_OUT} for f in faces]
            if written:
                piece += b","
            piece += _dumps(name) + b":"
            start = len(piece)
            piece += _dumps(faces)
            for face in faces:
                if "faceName" in face:
                    faces_of.setdefault(str(face["faceName"]), []).append(written)
            for column, value in zip(columns, (name, len(chunks), start, len(piece)),
                                     strict=True):
                columns[column].append(value)
            written += 1
            if progress is not None and written % 500 == 0:
                progress(written)
            if len(piece) >= CHUNK_BYTES:
                flush(out)
        piece += b"}}"
        flush(out)
    if progress is not None:
        progress(written)
    index = {"format": INDEX_FORMAT, "meta": meta, "chunks": chunks, **columns,
             "faces": faces_of}
    (work / INDEX_FILE).write_bytes(lzma.compress(_dumps(index), preset=preset))
    return written
