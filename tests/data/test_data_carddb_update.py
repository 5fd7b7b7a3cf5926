"""``rulings-kit cards update`` against a real HTTP server on 127.0.0.1: a good download is
verified and used from then on; a missing, cut-short, corrupt or too slow one gives a
one-line error, a non-zero exit, and leaves the database that was there."""

from __future__ import annotations

import hashlib
import lzma
import threading
import time
from collections.abc import Iterator
from contextlib import suppress
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from rulings_kit.cards import CardPool
from rulings_kit.cli import main
from rulings_kit.data import carddb

#: the small recorded file the server serves: four cards in MTGJSON's AtomicCards shape
RECORDED = lzma.compress((Path(__file__).parent / "fixtures" / "AtomicCards.json").read_bytes())
SHA = hashlib.sha256(RECORDED).hexdigest()

#: path → (status, body, Content-Length to announce, seconds to wait first)
ROUTES: dict[str, tuple[int, bytes, int, float]] = {
    "/good/AtomicCards.json.xz": (200, RECORDED, len(RECORDED), 0),
    "/good/AtomicCards.json.xz.sha256": (200, f"{SHA}  AtomicCards.json.xz\n".encode(), -1, 0),
    "/truncated/AtomicCards.json.xz": (200, RECORDED[: len(RECORDED) // 2], len(RECORDED), 0),
    "/truncated/AtomicCards.json.xz.sha256": (200, SHA.encode(), -1, 0),
    "/corrupt/AtomicCards.json.xz": (200, RECORDED[:-9] + b"\0" * 9, len(RECORDED), 0),
    "/corrupt/AtomicCards.json.xz.sha256": (200, SHA.encode(), -1, 0),
    "/slow/AtomicCards.json.xz.sha256": (200, SHA.encode(), -1, 3.0),
}


class _Handler(BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        status, body, length, wait = ROUTES.get(self.path, (404, b"not found", -1, 0))
        time.sleep(wait)
        self.send_response(status)
        self.send_header("Content-Length", str(length if length >= 0 else len(body)))
        self.end_headers()
        # the client may have given up (the slow route's timeout): nothing to tell it
        with suppress(BrokenPipeError, ConnectionResetError):
            self.wfile.write(body)

    def log_message(self, *args: object) -> None:  # quiet
        pass


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    httpd.daemon_threads = True
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    httpd.server_close()


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(carddb.CACHE_ENV, str(tmp_path / "carddb"))
    monkeypatch.setenv(carddb.OFFLINE_ENV, "0")  # restored after the test, which sets it
    return tmp_path / "carddb"


def test_update_downloads_verifies_and_uses_the_card_data(
    server: str, cache: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    assert main(["cards", "update", "--url", f"{server}/good/AtomicCards.json.xz"]) == 0
    assert f"card database updated: 4 cards in {cache}" in capsys.readouterr().out
    assert carddb.active().label == "the downloaded card database" and len(carddb.active()) == 4
    assert CardPool.bundled().where("Delver of Secrets // Insectile Aberration") == (
        "the downloaded card database")
    assert main(["cards", "--info"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("card database in use: the downloaded card database\n")
    assert f"{server}/good/AtomicCards.json.xz" in out and "cards: 4\n" in out
    assert main(["--offline", "cards", "--info"]) == 0  # pins the packaged snapshot
    assert capsys.readouterr().out.startswith("card database in use: the packaged card database")
    assert CardPool.bundled().where("Sol Ring") == "the packaged card database"


@pytest.mark.parametrize(("where", "message"), [
    ("missing", "HTTP 404 Not Found"),
    ("truncated", "the connection closed before the whole file came"),
    ("corrupt", "the file is corrupt; the card database is unchanged"),
    ("slow", "no answer within 0.5 s (--timeout)"),
])
def test_a_failed_update_says_why_in_one_line_and_keeps_the_database(
    server: str, cache: Path, capsys: pytest.CaptureFixture[str], where: str, message: str
) -> None:
    assert main(["cards", "update", "--url", f"{server}/good/AtomicCards.json.xz"]) == 0
    before = sorted((p.name, p.read_bytes()) for p in cache.iterdir())
    capsys.readouterr()
    # a short timeout only where the server is slow on purpose: on a loaded machine a
    # prompt local answer can still take longer than half a second
    timeout = "0.5" if where == "slow" else "30"
    code = main(["cards", "update", "--url", f"{server}/{where}/AtomicCards.json.xz",
                 "--timeout", timeout])
    err = capsys.readouterr().err
    assert code == 1 and message in err and err.count("\n") == 1 and "Traceback" not in err
    assert sorted((p.name, p.read_bytes()) for p in cache.iterdir()) == before
    assert sorted(p.name for p in cache.parent.iterdir()) == ["carddb"]  # nothing left over
    assert len(carddb.active()) == 4
