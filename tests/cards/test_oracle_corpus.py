"""The Oracle-text compiler over a real corpus of five sets (tests/cards/fixtures/corpus):
how much it understands is computed on every run, and every card it understands writes
its Oracle text back."""

from __future__ import annotations

import hashlib
from functools import cache
from pathlib import Path

import pytest

from rulings_kit.cards.model import CardText, from_json, to_json
from rulings_kit.cards.oracle import compile_card, normalise
from rulings_kit.cards.oracle.coverage import coverage
from rulings_kit.data.loaders import load_mtgjson_set
from rulings_kit.data.records import CardRecord
from rulings_kit.errors import OracleTextError

CORPUS = Path(__file__).parent / "fixtures" / "corpus"
SETS = ("10E", "DOM", "M19", "M20", "M21")
#: the least share of each set's unique cards the compiler must understand: raise a floor
#: when the grammar learns more, never lower it to make a change pass
FLOORS = {"10E": 0.78, "DOM": 0.76, "M19": 0.81, "M20": 0.77, "M21": 0.75}


@cache
def records(set_code: str) -> tuple[CardRecord, ...]:
    return tuple(load_mtgjson_set(CORPUS / f"{set_code}.json"))


@cache
def compiled(set_code: str) -> dict[str, CardText]:
    out = {}
    for record in records(set_code):
        try:
            out[record.name] = compile_card(record)
        except OracleTextError:
            continue
    return out


def test_the_copies_match_their_recorded_digests() -> None:
    lines = (CORPUS / "SHA256SUMS").read_text(encoding="utf-8").splitlines()
    recorded = {name: digest for digest, name in (line.split() for line in lines)}
    assert sorted(recorded) == [f"{s}.json" for s in SETS]
    for name, digest in recorded.items():
        assert hashlib.sha256((CORPUS / name).read_bytes()).hexdigest() == digest, name


@pytest.mark.parametrize("set_code", SETS)
def test_the_share_of_cards_understood_stays_above_its_floor(set_code: str) -> None:
    report = coverage(records(set_code))
    assert report.total >= 250  # the whole set was read
    assert report.share >= FLOORS[set_code], (
        f"{set_code}: {report.understood}/{report.total} understood ({report.share:.1%}); "
        f"most refused: {report.refused.most_common(5)}"
    )


@pytest.mark.parametrize("set_code", SETS)
def test_every_understood_card_writes_its_oracle_text_back(set_code: str) -> None:
    by_name = {r.name: r for r in records(set_code)}
    differ = [
        (name, normalise(parts.text(), name), normalise(by_name[name].text, name))
        for name, parts in compiled(set_code).items()
        if normalise(parts.text(), name) != normalise(by_name[name].text, name)
    ]
    assert differ == []


@pytest.mark.parametrize("set_code", SETS)
def test_every_understood_card_round_trips_through_json(set_code: str) -> None:
    differ = [name for name, parts in compiled(set_code).items()
              if from_json(to_json(parts)) != parts]
    assert differ == []
