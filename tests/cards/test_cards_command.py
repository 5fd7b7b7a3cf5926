"""``rulings-kit cards``: each card of a file compiled or refused, the coverage per file,
the refused sentences, a table written with --out, and one card explained."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from rulings_kit.cli import main

FIXTURE = Path(__file__).parent / "fixtures" / "oracle_cards.json"
M21 = Path(__file__).parent / "fixtures" / "corpus" / "M21.json"


def test_lists_every_card_and_the_coverage_of_the_file(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", str(FIXTURE)]) == 0
    out = capsys.readouterr().out
    assert "  compiled  Lightning Strike (playable)" in out
    assert "  compiled  Beacon of Immortality (playable)" in out  # doubling, 701.10d
    assert "  refused   Mana Clash: stopped at" in out
    summary = out[out.rindex(f"{FIXTURE}:"):]
    assert "unique cards understood" in summary and "playable" in summary
    assert "Creature" in summary
    assert "most frequent refused sentences" in summary


def test_a_refused_card_names_the_sentence_and_the_word(capsys: pytest.CaptureFixture[str]) -> None:
    main(["cards", str(FIXTURE)])
    lines = capsys.readouterr().out.splitlines()
    line = next(text for text in lines if "refused   Mana Clash" in text)
    assert line.endswith("stopped at 'and' in: You and target opponent each flip a coin.")


def test_out_writes_one_row_per_unique_card(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "cards.csv"
    assert main(["cards", str(M21), "--out", str(out)]) == 0
    rows = list(csv.DictReader(out.open(encoding="utf-8")))
    names = [r["name"] for r in rows]
    assert len(names) == len(set(names)) >= 250
    refused = [r for r in rows if r["compiled"] == "False"]
    assert refused and all(r["refused_sentence"] for r in refused)
    assert all(r["playable"] == "" for r in refused)  # not asked of a card that didn't compile
    compiled = [r for r in rows if r["compiled"] == "True"]
    assert {r["playable"] for r in compiled} == {"True", "False"}
    assert all(r["refused_sentence"] for r in compiled if r["playable"] == "False")
    assert f"wrote {len(rows)} rows" in capsys.readouterr().out


def test_a_bad_out_suffix_is_refused_before_the_work(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", str(FIXTURE), "--out", str(tmp_path / "t.xlsx")]) == 2
    assert "write a .csv or a .parquet file" in capsys.readouterr().err


def test_a_file_that_is_not_card_data_is_an_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    other = tmp_path / "other.json"
    other.write_text('{"a": 1}', "utf-8")
    assert main(["cards", str(other)]) == 1
    assert "not an MTGJSON set file" in capsys.readouterr().err


def test_explain_prints_the_parts_and_the_regenerated_text(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", str(FIXTURE), "--explain", "lightning strike"]) == 0
    out = capsys.readouterr().out
    assert "DealDamage" in out and "amount: Fixed(n=3)" in out
    assert out.rstrip().endswith("This spell deals 3 damage to any target.")


def test_explain_of_a_refused_card_says_where_it_stopped(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", str(FIXTURE), "--explain", "Mana Clash"]) == 1
    assert "Not understood:" in capsys.readouterr().out


def test_explain_of_an_unknown_name_suggests_close_names(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", str(FIXTURE), "--explain", "Lightning Strik"]) == 1
    assert "did you mean 'Lightning Strike'?" in capsys.readouterr().err


def test_a_keyword_the_engine_lacks_is_named_in_words(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # issue 26: "the keyword Squad isn't supported yet", not "stopped at 'Squad'"
    cards = tmp_path / "cards.json"
    cards.write_text(
        '[{"name": "Test Squad", "type_line": "Instant", "mana_cost": "{1}{B}",'
        ' "oracle_text": "Squad {2}\\nDraw a card.", "colors": ["B"]}]', encoding="utf-8")
    assert main(["cards", str(cards)]) == 0
    out = capsys.readouterr().out
    assert ("  refused   Test Squad: the keyword Squad isn't supported yet, in: Squad {2}"
            in out)


def test_a_modal_sentence_is_listed_on_its_card_s_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A sentence printed on several lines (the modes of a modal spell) is listed on the line
    of its card, so the listing stays one card a line for grep and for a reader."""
    potion = {"name": "Alabaster Potion", "manaCost": "{X}{W}{W}", "manaValue": 2.0,
              "colors": ["W"], "type": "Instant", "supertypes": [], "types": ["Instant"],
              "subtypes": [], "layout": "normal", "setCode": "TST", "number": "1",
              "text": "Choose one —\n• Target player gains X life.\n• Prevent the next X damage "
                      "that would be dealt to any target this turn."}
    path = tmp_path / "TST.json"
    path.write_text(json.dumps({"meta": {}, "data": {"code": "TST", "name": "Test",
                                                     "cards": [potion]}}), "utf-8")
    assert main(["cards", str(path)]) == 0
    listing = capsys.readouterr().out.split("\n\n")[0].splitlines()
    assert listing[0] == f"{path}:"
    assert len(listing) == 2 and listing[1].startswith("  compiled  Alabaster Potion")
    assert "Choose one — • Target player gains X life. • Prevent" in listing[1]
