"""The card database: every card of the packaged AtomicCards snapshot, found by card or
face name ignoring case, accents and punctuation, read one card at a time."""

from __future__ import annotations

import json
import lzma
from pathlib import Path

import pytest

from rulings_kit.data import carddb
from rulings_kit.data.carddb import CardDatabase, fold_name
from rulings_kit.data.carddb_write import write_database
from rulings_kit.errors import DataError

ATOMIC = Path(__file__).parent / "fixtures" / "AtomicCards.json"


def test_the_packaged_database_holds_every_card_of_the_snapshot() -> None:
    db = carddb.packaged()
    assert len(db) == 20_222
    assert db.meta["date"] == "2024-03-08" and "lzybluee/MTGJSON" in db.meta["source"]
    ritual = db.record("Dark Ritual")
    assert (ritual.mana_cost, ritual.type_line, ritual.text) == ("{B}", "Instant", "Add {B}{B}{B}.")
    swords = db.record("Swords to Plowshares")
    assert any("as it last existed" in r.text for r in swords.rulings)


def test_the_packaged_file_is_atomic_cards_json_once_decompressed() -> None:
    whole = json.loads(lzma.decompress((carddb.PACKAGED_FOLDER / carddb.DATA_FILE).read_bytes()))
    assert set(whole) == {"meta", "data"} and len(whole["data"]) == 20_222
    assert whole["data"]["Sol Ring"][0]["text"] == "{T}: Add {C}{C}."
    assert carddb.packaged().faces_json("Fire // Ice") == whole["data"]["Fire // Ice"]


def test_names_fold_case_accents_punctuation_and_spacing() -> None:
    db = carddb.packaged()
    assert fold_name("Lim-Dûl's Vault") == fold_name("lim duls VAULT") == "limdulsvault"
    assert db.find(fold_name("lim dul's vault")) == "Lim-Dûl's Vault"
    assert db.find(fold_name("SWORDS TO PLOWSHARES")) == "Swords to Plowshares"
    assert db.find(fold_name("Sol Rnig")) is None


def test_face_names_lead_to_the_card_of_several_faces() -> None:
    db = carddb.packaged()
    assert db.faces(fold_name("Fire")) == ("Fire // Ice",)
    assert set(db.faces(fold_name("Brisela, Voice of Nightmares"))) == {
        "Bruna, the Fading Light // Brisela, Voice of Nightmares",
        "Gisela, the Broken Blade // Brisela, Voice of Nightmares",
    }
    assert db.faces(fold_name("Dark Ritual")) == ()  # a card of one face is found by name


def test_a_database_written_from_an_atomic_cards_file_gives_its_cards_back(tmp_path: Path) -> None:
    folder = tmp_path / "db"
    assert write_database(ATOMIC, folder) == 4
    db = CardDatabase(folder, "a test database")
    source = json.loads(ATOMIC.read_text("utf-8"))
    assert sorted(db.names()) == sorted(source["data"])
    for name, faces in source["data"].items():
        assert db.faces_json(name) == faces
    assert db.meta["date"] == "2026-11-01"
    assert db.faces(fold_name("Insectile Aberration")) == ("Delver of Secrets // Insectile Aberration",)
    assert json.loads(lzma.decompress((folder / carddb.DATA_FILE).read_bytes())) == source


def test_a_broken_source_file_leaves_the_database_that_was_there(tmp_path: Path) -> None:
    folder = tmp_path / "db"
    write_database(ATOMIC, folder)
    before = (folder / carddb.INDEX_FILE).read_bytes()
    broken = tmp_path / "broken.json"
    broken.write_text(ATOMIC.read_text("utf-8")[:3000], "utf-8")
    with pytest.raises(DataError, match="not a complete AtomicCards JSON file"):
        write_database(broken, folder)
    assert (folder / carddb.INDEX_FILE).read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["broken.json", "db"]


def test_a_missing_index_is_a_one_line_data_error(tmp_path: Path) -> None:
    with pytest.raises(DataError, match="no such file"):
        len(CardDatabase(tmp_path, "nothing"))


def test_offline_pins_the_packaged_snapshot(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv(carddb.CACHE_ENV, str(tmp_path / "carddb"))
    monkeypatch.delenv(carddb.OFFLINE_ENV, raising=False)
    assert carddb.active() is carddb.packaged()  # nothing downloaded yet
    write_database(ATOMIC, tmp_path / "carddb")
    assert carddb.active().folder == tmp_path / "carddb" and len(carddb.active()) == 4
    monkeypatch.setenv(carddb.OFFLINE_ENV, "1")
    assert carddb.active() is carddb.packaged()
