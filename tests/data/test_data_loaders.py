"""Streaming loaders on small fixture files in the MTGJSON and Scryfall bulk formats."""

from __future__ import annotations

import gzip
import json
import shutil
from collections.abc import Iterable
from pathlib import Path

import pytest

from rulings_kit.data import CardRecord
from rulings_kit.data.loaders import (
    load_card_file,
    load_mtgjson_atomic,
    load_mtgjson_set,
    load_scryfall_oracle,
    load_scryfall_rulings,
)
from rulings_kit.errors import DataError, RulingsError

FIXTURES = Path(__file__).parent / "fixtures"
ATOMIC = FIXTURES / "AtomicCards.json"
SET_FILE = FIXTURES / "TST.json"
ORACLE = FIXTURES / "oracle-cards.json"
ORACLE_JSONL = FIXTURES / "oracle-cards.jsonl"
RULINGS = FIXTURES / "rulings.json"
DELVER = "Delver of Secrets // Insectile Aberration"


def _by_name(records: Iterable[CardRecord]) -> dict[str, CardRecord]:
    result: dict[str, CardRecord] = {}
    for record in records:
        assert isinstance(record, CardRecord)
        assert record.name not in result, f"{record.name} given twice"
        result[record.name] = record
    return result


def _gzip(source: Path, target: Path) -> Path:
    with source.open("rb") as src, gzip.open(target, "wb") as dst:
        shutil.copyfileobj(src, dst)
    return target


def _oracle_fields(record: CardRecord) -> tuple[object, ...]:
    """The Oracle characteristics, which must agree whichever format they came from."""
    return (
        record.name,
        record.mana_cost,
        record.mana_value,
        record.colors,
        record.type_line,
        record.types,
        record.subtypes,
        record.supertypes,
        record.text,
        record.power,
        record.toughness,
        record.oracle_id,
        tuple(r.text for r in record.rulings),
    )


# ---------------------------------------------------------------------------- MTGJSON atomic


def test_atomic_cards() -> None:
    cards = _by_name(load_mtgjson_atomic(ATOMIC))
    assert sorted(cards) == [DELVER, "Dream Thief", "Shock", "Thought Harvester"]
    thief = cards["Dream Thief"]
    assert thief.mana_cost == "{2}{U}"
    assert thief.oracle_id == "55be0fd0-b371-4b9e-920f-3123bb37a1e0"
    assert [r.date for r in thief.rulings] == ["2008-08-01", "2008-08-01"]
    assert {r.source for r in thief.rulings} == {"MTGJSON"}
    assert thief.faces == ()


def test_atomic_double_faced_card() -> None:
    delver = _by_name(load_mtgjson_atomic(ATOMIC))[DELVER]
    front, back = delver.faces
    assert (front.name, back.name) == ("Delver of Secrets", "Insectile Aberration")
    assert front.mana_cost == "{U}" and back.mana_cost is None
    assert (back.power, back.toughness) == ("3", "2")
    assert back.text == "Flying"
    assert delver.layout == "transform"
    assert delver.mana_cost == "{U}"
    assert delver.mana_value == 1.0
    assert delver.type_line == "Creature — Human Wizard // Creature — Human Insect"
    assert delver.text.endswith("transform this creature.\n//\nFlying")
    assert delver.subtypes == ("Human", "Wizard", "Insect")
    assert len(delver.rulings) == 1  # MTGJSON repeats rulings on each face: given once


def test_atomic_provenance_names_file_and_meta() -> None:
    shock = _by_name(load_mtgjson_atomic(ATOMIC))["Shock"]
    assert shock.provenance["path"] == str(ATOMIC)
    assert shock.provenance["meta"]["version"] == "5.3.0+20261101"
    assert shock.raw["legalities"] == {"commander": "Legal", "vintage": "Legal"}


def test_atomic_gzip_is_read_transparently(tmp_path: Path) -> None:
    plain = _by_name(load_mtgjson_atomic(ATOMIC))
    # Recognised by its bytes, not its name.
    for name in ("AtomicCards.json.gz", "AtomicCards.json"):
        packed = _gzip(ATOMIC, tmp_path / name)
        assert _by_name(load_mtgjson_atomic(packed)) == plain


def test_atomic_streams_records_before_reading_the_whole_file(tmp_path: Path) -> None:
    # Many more cards than one read buffer holds, and the file is cut off at the end:
    # the first cards arrive before the parser ever sees the damage.
    atomic = json.loads(ATOMIC.read_text("utf-8"))
    shock = atomic["data"]["Shock"][0]
    for i in range(3000):
        atomic["data"][f"Filler {i}"] = [{**shock, "name": f"Filler {i}"}]
    text = json.dumps(atomic)
    truncated = _write(tmp_path, "AtomicCards.json", text[: len(text) - 500])
    records = load_mtgjson_atomic(truncated)
    assert next(records).name == DELVER
    with pytest.raises(DataError, match=r"AtomicCards\.json: not a valid JSON file"):
        for _ in records:
            pass


# ---------------------------------------------------------------------------- MTGJSON set


def test_set_file_gives_each_card_once() -> None:
    records = list(load_mtgjson_set(SET_FILE))
    assert [r.name for r in records] == ["Dream Thief", "Shock", DELVER]


def test_set_file_joins_faces_listed_apart() -> None:
    delver = _by_name(load_mtgjson_set(SET_FILE))[DELVER]
    assert [f.name for f in delver.faces] == ["Delver of Secrets", "Insectile Aberration"]


def test_set_and_atomic_agree() -> None:
    atomic = _by_name(load_mtgjson_atomic(ATOMIC))
    for name, record in _by_name(load_mtgjson_set(SET_FILE)).items():
        assert _oracle_fields(record) == _oracle_fields(atomic[name])


# ---------------------------------------------------------------------------- Scryfall


def test_scryfall_oracle_cards_with_rulings() -> None:
    cards = _by_name(load_scryfall_oracle(ORACLE, RULINGS))
    assert sorted(cards) == [DELVER, "Dream Thief", "Shock", "Thought Harvester"]
    harvester = cards["Thought Harvester"]
    assert harvester.types == ("Creature",)
    assert harvester.subtypes == ("Eldrazi", "Drone")
    assert harvester.colors == ()
    assert [r.source for r in harvester.rulings] == ["Scryfall rulings (wotc)"] * 3
    assert cards["Shock"].rulings == ()
    assert harvester.provenance["rulings_path"] == str(RULINGS)


def test_scryfall_double_faced_card() -> None:
    delver = _by_name(load_scryfall_oracle(ORACLE, RULINGS))[DELVER]
    front, back = delver.faces
    assert front.mana_cost == "{U}" and back.mana_cost is None
    assert back.text == "Flying"
    assert delver.rulings[0].source == "Scryfall rulings (scryfall)"


def test_scryfall_without_rulings_file() -> None:
    assert all(r.rulings == () for r in load_scryfall_oracle(ORACLE))


def test_scryfall_and_mtgjson_agree() -> None:
    atomic = _by_name(load_mtgjson_atomic(ATOMIC))
    for name, record in _by_name(load_scryfall_oracle(ORACLE, RULINGS)).items():
        assert _oracle_fields(record) == _oracle_fields(atomic[name])


@pytest.mark.parametrize("packed", [False, True])
def test_scryfall_json_lines(tmp_path: Path, packed: bool) -> None:
    path = _gzip(ORACLE_JSONL, tmp_path / "oracle-cards.jsonl.gz") if packed else ORACLE_JSONL
    assert _by_name(load_scryfall_oracle(path, RULINGS)) == _by_name(
        load_scryfall_oracle(ORACLE, RULINGS)
    )


def test_scryfall_gzipped_array(tmp_path: Path) -> None:
    packed = _gzip(ORACLE, tmp_path / "oracle-cards.json.gz")
    rulings = _gzip(RULINGS, tmp_path / "rulings.json.gz")
    assert _by_name(load_scryfall_oracle(packed, rulings)) == _by_name(
        load_scryfall_oracle(ORACLE, RULINGS)
    )


def test_scryfall_rulings_by_oracle_id() -> None:
    by_id = load_scryfall_rulings(RULINGS)
    assert len(by_id["55be0fd0-b371-4b9e-920f-3123bb37a1e0"]) == 2
    assert len(by_id) == 4


# ---------------------------------------------------------------------------- bad files


def test_missing_file_fails_at_the_call(tmp_path: Path) -> None:
    missing = tmp_path / "nope.json"
    for loader in (load_mtgjson_atomic, load_mtgjson_set, load_scryfall_oracle):
        with pytest.raises(DataError, match=r"nope\.json: no such file"):
            loader(missing)
    with pytest.raises(DataError, match=r"nope\.json: no such file"):
        load_scryfall_oracle(ORACLE, missing)


def test_errors_are_rulings_errors(tmp_path: Path) -> None:
    with pytest.raises(RulingsError):
        load_mtgjson_atomic(tmp_path / "nope.json")
    with pytest.raises(ValueError):
        load_mtgjson_atomic(tmp_path / "nope.json")


def _write(tmp_path: Path, name: str, content: str | bytes) -> Path:
    path = tmp_path / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, "utf-8")
    return path


def test_atomic_rejects_other_formats(tmp_path: Path) -> None:
    with pytest.raises(DataError, match=r"oracle-cards\.json: expected a JSON object"):
        list(load_mtgjson_atomic(ORACLE))
    no_data = _write(tmp_path, "other.json", '{"meta": {}, "cards": []}')
    with pytest.raises(DataError, match=r"other\.json: no 'data' object"):
        list(load_mtgjson_atomic(no_data))
    bad_card = _write(tmp_path, "bad.json", '{"data": {"X": [{"text": "no name"}]}}')
    with pytest.raises(DataError, match=r"bad\.json: data\['X'\]: expected card objects"):
        list(load_mtgjson_atomic(bad_card))


def test_empty_data_is_not_an_error(tmp_path: Path) -> None:
    path = _write(tmp_path, "empty.json", '{"meta": {}, "data": {}}')
    assert list(load_mtgjson_atomic(path)) == []


def test_set_rejects_other_formats(tmp_path: Path) -> None:
    no_data = _write(tmp_path, "set.json", '{"cards": []}')
    with pytest.raises(DataError, match=r"set\.json: no 'data' object"):
        list(load_mtgjson_set(no_data))
    with pytest.raises(DataError, match=r"expected a JSON object with 'data'"):
        list(load_mtgjson_set(ORACLE))


def test_scryfall_rejects_an_object(tmp_path: Path) -> None:
    with pytest.raises(DataError, match=r"AtomicCards\.json: expected a JSON array"):
        list(load_scryfall_oracle(ATOMIC))


def test_scryfall_rejects_non_card_objects(tmp_path: Path) -> None:
    path = _write(tmp_path, "x.json", '[{"object": "ruling", "comment": "hi"}]')
    with pytest.raises(DataError, match=r"x\.json: card #0: expected a Scryfall card"):
        list(load_scryfall_oracle(path))
    bad_rulings = _write(tmp_path, "r.json", '[{"oracle_id": "a"}]')
    with pytest.raises(DataError, match=r"r\.json: ruling #0"):
        load_scryfall_oracle(ORACLE, bad_rulings)


def test_truncated_json_names_the_file(tmp_path: Path) -> None:
    text = ORACLE.read_text("utf-8")
    path = _write(tmp_path, "cut.json", text[: len(text) // 2])
    with pytest.raises(DataError, match=r"cut\.json: not a valid JSON file"):
        list(load_scryfall_oracle(path))


def test_bad_json_line_names_the_line(tmp_path: Path) -> None:
    lines = ORACLE_JSONL.read_text("utf-8").splitlines()
    path = _write(tmp_path, "cards.jsonl", "\n".join([lines[0], "{oops", *lines[1:]]))
    with pytest.raises(DataError, match=r"cards\.jsonl: line 2: not valid JSON"):
        list(load_scryfall_oracle(path))


def test_corrupt_gzip_names_the_file(tmp_path: Path) -> None:
    packed = gzip.compress(ORACLE_JSONL.read_bytes())
    path = _write(tmp_path, "cards.jsonl.gz", packed[: len(packed) // 2])
    with pytest.raises(DataError, match=r"cards\.jsonl\.gz"):
        list(load_scryfall_oracle(path))


def test_empty_file(tmp_path: Path) -> None:
    path = _write(tmp_path, "empty.json", "  \n")
    with pytest.raises(DataError, match=r"empty\.json: file is empty"):
        list(load_scryfall_oracle(path))


def test_fixture_formats_are_what_they_claim() -> None:
    # Guard the fixtures themselves: the shapes the real bulk files have.
    atomic = json.loads(ATOMIC.read_text("utf-8"))
    assert set(atomic) == {"meta", "data"}
    assert all(isinstance(v, list) for v in atomic["data"].values())
    assert len(atomic["data"][DELVER]) == 2
    assert isinstance(json.loads(SET_FILE.read_text("utf-8"))["data"]["cards"], list)
    assert isinstance(json.loads(ORACLE.read_text("utf-8")), list)
    for ruling in json.loads(RULINGS.read_text("utf-8")):
        assert set(ruling) >= {"oracle_id", "source", "published_at", "comment"}


@pytest.mark.parametrize(
    ("name", "first"),
    [
        ("TST.json", "Dream Thief"),  # an MTGJSON set file
        ("AtomicCards.json", "Delver of Secrets // Insectile Aberration"),
        ("oracle-cards.json", "Dream Thief"),  # a Scryfall bulk file, a JSON array
        ("oracle-cards.jsonl", "Dream Thief"),  # ... and JSON lines
    ],
)
def test_load_card_file_tells_the_kinds_of_file_apart(name: str, first: str) -> None:
    records = load_card_file(FIXTURES / name)
    assert records[0].name == first and all(r.text is not None for r in records)


def test_load_card_file_names_what_it_reads_when_a_file_is_none_of_them(tmp_path: Path) -> None:
    for text in ('{"a": 1}', "just words", '{"data": 3}'):
        path = tmp_path / "other.json"
        path.write_text(text, "utf-8")
        with pytest.raises(DataError, match="not an MTGJSON set file, MTGJSON AtomicCards file"):
            load_card_file(path)
