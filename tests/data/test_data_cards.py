"""Bundled card data: records, close-name suggestions, rulings, seeds, ruling matching."""

from __future__ import annotations

import dataclasses
import tomllib
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rulings_kit.data import (
    CardRecord,
    Ruling,
    card,
    card_names,
    official_rulings,
    ruling_matches,
    rulings,
)
from rulings_kit.data.seeds import parse_seed, seed_documents
from rulings_kit.errors import RulingsError, UnknownCardError
from tests.helpers import ACCEPTANCE

PACKAGE_DATA = Path(__file__).resolve().parents[2] / "rulings_kit" / "data"
SEED_CARDS = ("Dream Thief", "Goliath Daydreamer", "Ivy, Gleeful Spellthief", "Thought Harvester")


# ---------------------------------------------------------------------------- records


def test_card_returns_oracle_record() -> None:
    shock = card("Shock")
    assert isinstance(shock, CardRecord)
    assert shock.name == "Shock"
    assert shock.mana_cost == "{R}"
    assert shock.mana_value == 1.0
    assert shock.colors == ("R",)
    assert shock.type_line == "Instant"
    assert shock.types == ("Instant",)
    assert shock.text == "Shock deals 2 damage to any target."
    assert shock.power is None and shock.loyalty is None


def test_creature_fields_and_ruling_values() -> None:
    ivy = card("Ivy, Gleeful Spellthief")
    assert (ivy.power, ivy.toughness) == ("2", "1")
    assert ivy.supertypes == ("Legendary",)
    assert ivy.subtypes == ("Faerie", "Rogue")
    assert ivy.keywords == ("Flying",)
    assert len(ivy.rulings) == 8
    assert all(isinstance(r, Ruling) and r.date == "2022-09-09" for r in ivy.rulings)


def test_provenance_is_kept() -> None:
    thief = card("Dream Thief")
    assert "card_fields_source" in thief.provenance
    assert thief.raw["_provenance"] == dict(thief.provenance)
    assert thief.rulings[0].source.startswith("cards.json: MTGJSON rulings")
    assert all(card(n).provenance for n in card_names())


def test_records_are_frozen_and_hashable() -> None:
    shock = card("Shock")
    with pytest.raises(dataclasses.FrozenInstanceError):
        shock.name = "Bolt"  # type: ignore[misc]
    assert hash(shock) == hash(card("Shock"))
    assert shock == card("SHOCK")


def test_card_names() -> None:
    names = card_names()
    assert names == tuple(sorted(names))
    assert len(names) == 58 + 19  # the shared data's cards and the combat keyword creatures
    assert set(SEED_CARDS) <= set(names)


@pytest.mark.parametrize(
    "query",
    ["shock", "SHOCK", "  Shock ", "ivy, gleeful spellthief", "Ivy,  Gleeful\tSpellthief"],
)
def test_case_insensitive_fallback(query: str) -> None:
    assert card(query).name in ("Shock", "Ivy, Gleeful Spellthief")


def test_unknown_card_suggests_close_name() -> None:
    with pytest.raises(UnknownCardError) as info:
        card("Shok")
    assert str(info.value) == "unknown card 'Shok'; did you mean 'Shock'?"
    assert isinstance(info.value, RulingsError) and isinstance(info.value, LookupError)


def test_unknown_card_suggests_several_names() -> None:
    with pytest.raises(UnknownCardError, match=r"did you mean 'Llanowar Elves'"):
        card("Llanowar Elf")
    with pytest.raises(UnknownCardError, match=r"did you mean .*'Island'"):
        card("Islnd")


def test_unknown_card_without_close_names() -> None:
    with pytest.raises(UnknownCardError, match=r"unknown card 'Qwxz'; .*card_names\(\)"):
        card("Qwxz")


def test_repr_html_shows_text_and_rulings() -> None:
    html = card("Thought Harvester")._repr_html_()
    assert "Thought Harvester" in html
    assert "The card is exiled face up." in html
    assert "<br>" in html  # Oracle text line breaks survive


# ---------------------------------------------------------------------------- seeds


def test_each_seed_is_attributed_to_its_card() -> None:
    found = {doc.filename: doc.card for doc in seed_documents()}
    assert found == {
        "000_c86abbb9bc580ff1.txt": "Dream Thief",
        "001_fc4f1caf7233934e.txt": "Goliath Daydreamer",
        "002_2158c9830ed8a437.txt": "Ivy, Gleeful Spellthief",
        "003_f41cd213cca2f314.txt": "Thought Harvester",
    }


def test_seed_rulings_leave_out_page_chrome_and_rules_text() -> None:
    for doc in seed_documents():
        assert doc.rulings, doc.filename
        for text in doc.rulings:
            assert text != "Search"
            assert not text.startswith("The tap symbol is {T}")
            assert "undefined type" not in text  # quoted rules text, not a ruling


def test_parse_seed_drops_chrome_and_boilerplate() -> None:
    text = "Search\n\nRule text.\n\nA ruling\nthat wraps.\n\nAnother ruling.\n"
    assert parse_seed(text, ["Rule  text."]) == ["A ruling that wraps.", "Another ruling."]


def test_official_rulings_add_seed_rulings_without_duplicates() -> None:
    thief = official_rulings("Dream Thief")
    # The seed repeats one bundled ruling (straight quotes there, curly here) and gives
    # the current wording ("enters" ability) of the other.
    assert len(thief) == 3
    assert thief[:2] == card("Dream Thief").rulings
    assert thief[2].source == "seed document 000_c86abbb9bc580ff1.txt"
    assert thief[2].date is None
    assert '"enters" ability' in thief[2].text
    assert len(official_rulings("Ivy, Gleeful Spellthief")) == 8
    assert len(official_rulings("Thought Harvester")) == 3
    assert len(official_rulings("Goliath Daydreamer")) == 5


def test_official_rulings_of_card_without_seed() -> None:
    assert official_rulings("Hangarback Walker") == card("Hangarback Walker").rulings
    assert official_rulings("Plains") == ()


def test_official_rulings_unknown_card() -> None:
    with pytest.raises(UnknownCardError, match="did you mean 'Dream Thief'"):
        official_rulings("Dream Theif")


# ---------------------------------------------------------------------------- frame


def test_rulings_frame() -> None:
    frame = rulings("Dream Thief")
    assert list(frame.columns) == ["date", "text", "source"]
    assert len(frame) == 3
    assert frame["date"].iloc[0] == "2008-08-01"
    assert frame["text"].iloc[1].startswith("Although Dream Thief says")
    assert frame["source"].iloc[2] == "seed document 000_c86abbb9bc580ff1.txt"


def test_rulings_frame_empty_card_has_columns() -> None:
    frame = rulings("Plains")
    assert list(frame.columns) == ["date", "text", "source"]
    assert frame.empty


# ---------------------------------------------------------------------------- matching


def test_ruling_matches_straight_words_curly_ruling() -> None:
    # The bundled ruling has curly apostrophes.
    assert ruling_matches("Dream Thief", "Dream Thief doesn't check whether you've cast")


def test_ruling_matches_curly_words_straight_ruling() -> None:
    # Ivy's rulings use straight quotes.
    assert ruling_matches("Ivy, Gleeful Spellthief", "it says “Choose one —” or the like")
    assert ruling_matches("Ivy, Gleeful Spellthief", "so it’s not “cast.”")


def test_ruling_matches_folds_case_and_whitespace() -> None:
    assert ruling_matches("Thought Harvester", "the CARD is\n  exiled   face up")


def test_ruling_matches_seed_only_ruling() -> None:
    assert ruling_matches("Dream Thief", 'until its "enters" ability resolves')


def test_ruling_matches_negative() -> None:
    assert not ruling_matches("Thought Harvester", "exiled face down")
    # Words must be within one ruling, not spread over two.
    assert not ruling_matches("Thought Harvester", "face up. The triggered ability")
    assert not ruling_matches("Thought Harvester", "   ")
    with pytest.raises(UnknownCardError):
        ruling_matches("Thought Harvestor!", "face up")


def _acceptance_rulings() -> list[tuple[str, str]]:
    entries = []
    for path in sorted(ACCEPTANCE.rglob("*.toml")):
        with path.open("rb") as f:
            doc = tomllib.load(f)
        for entry in doc.get("rulings", []):
            name, _, words = entry.partition(":")
            entries.append((name.strip(), words.strip()))
    return entries


def test_acceptance_scenario_rulings_all_match() -> None:
    entries = _acceptance_rulings()
    assert entries, f"no rulings entries in {ACCEPTANCE}"
    assert [e for e in entries if not ruling_matches(*e)] == []


_QUOTE_SWAP = str.maketrans({"'": "’", '"': "“"})


@given(data=st.data())
def test_any_slice_of_a_ruling_matches(data: st.DataObject) -> None:
    name = data.draw(st.sampled_from(SEED_CARDS))
    ruling = data.draw(st.sampled_from(official_rulings(name)))
    start = data.draw(st.integers(0, len(ruling.text) - 1))
    end = data.draw(st.integers(start + 1, len(ruling.text)))
    words = ruling.text[start:end]
    if data.draw(st.booleans()):
        words = words.translate(_QUOTE_SWAP)
    if data.draw(st.booleans()):
        words = words.upper()
    if not words.strip():
        return
    assert ruling_matches(name, words)
