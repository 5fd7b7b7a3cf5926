"""``rulings-kit cards update``: download MTGJSON's current ``AtomicCards.json.xz``, check
it against the SHA-256 file MTGJSON publishes beside it, and write it as the card database
in the user's cache directory (:func:`rulings_kit.data.carddb.cache_folder`), used from
then on unless ``RULINGS_KIT_OFFLINE`` is set. A failed download (not found, cut short,
too slow, not matching its checksum) changes nothing: the database that was there stays.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from collections.abc import Callable
from pathlib import Path

from rulings_kit.data.carddb import cache_folder
from rulings_kit.errors import DataError

__all__ = ["DEFAULT_URL", "URL_ENV", "update"]

DEFAULT_URL = "https://mtgjson.com/api/v5/AtomicCards.json.xz"
#: overrides where the card data is downloaded from
URL_ENV = "RULINGS_KIT_CARDS_URL"
#: called with (bytes received, bytes in all or None when the server doesn't say)
Progress = Callable[[int, int | None], None]


def _get(url: str, timeout: float, into: Path, progress: Progress | None) -> str:
    """Download ``url`` into the file ``into``; returns its SHA-256 (hex)."""
    import httpx

    digest = hashlib.sha256()
    try:
        with httpx.stream("GET", url, timeout=timeout, follow_redirects=True) as response:
            if response.status_code != 200:
                raise DataError(f"can't download {url}: HTTP {response.status_code} "
                                f"{response.reason_phrase}")
            size = response.headers.get("content-length")
            total = int(size) if size and size.isdigit() else None
            got = 0
            with into.open("wb") as out:
                for chunk in response.iter_bytes():
                    out.write(chunk)
                    digest.update(chunk)
                    got += len(chunk)
                    if progress is not None:
                        progress(got, total)
            if total is not None and got != total:
                raise DataError(f"can't download {url}: cut short ({got:,} of {total:,} bytes)")
    except httpx.TimeoutException:
        raise DataError(f"can't download {url}: no answer within {timeout:g} s "
                        "(--timeout)") from None
    except httpx.RemoteProtocolError:
        raise DataError(f"can't download {url}: the connection closed before the whole "
                        "file came") from None
    except httpx.HTTPError as e:
        raise DataError(f"can't download {url}: {e}") from None
    return digest.hexdigest()


def _expected_sha256(url: str, timeout: float, work: Path) -> str:
    """The checksum MTGJSON publishes beside the file (``URL.sha256``)."""
    path = work / "sha256"
    _get(url + ".sha256", timeout, path, None)
    words = path.read_text("utf-8", errors="replace").split()
    if not words or len(words[0]) != 64 or any(c not in "0123456789abcdef"
                                                for c in words[0].lower()):
        raise DataError(f"{url}.sha256: not a SHA-256 checksum")
    return words[0].lower()


def update(url: str | None = None, *, timeout: float = 60.0,
           progress: Progress | None = None) -> int:
    """Download, verify and install the card data at ``url`` (default: MTGJSON's
    AtomicCards, or ``RULINGS_KIT_CARDS_URL``); returns the number of cards."""
    from rulings_kit.data.carddb_write import write_database

    url = url or os.environ.get(URL_ENV) or DEFAULT_URL
    folder = cache_folder()
    folder.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix=".download-", dir=folder.parent) as tmp:
        work = Path(tmp)
        expected = _expected_sha256(url, timeout, work)
        data = work / "AtomicCards.json.xz"
        found = _get(url, timeout, data, progress)
        if found != expected:
            raise DataError(f"{url}: its SHA-256 is {found[:12]}..., not the {expected[:12]}... "
                            f"of {url}.sha256: the file is corrupt; the card database is "
                            "unchanged")
        return write_database(data, folder, source=f"MTGJSON AtomicCards ({url})", slim=True,
                              preset=6)
