"""The peer suite's ratchet (tests/peers/ratchet.py), without the peer files: a folder of
the test's own scenario files stands for the peer folder beside the checkout."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.peers import ratchet
from tests.peers.ratchet import FAIL, FORMAT_NOT_YET, PASS, REFUSED, Outcome

BOLT = """
format = 1
title = "{title}"
description = "{description}"

[players.Alice]
battlefield = ["Mountain"]
hand = ["Lightning Bolt"]

[players.Bob]

[[do]]
cast = "Lightning Bolt"
targets = ["Bob"]

[[do]]
resolve = "all"

[expect]
{expect}
"""

FILES = {
    "passes.toml": BOLT.format(title="Bolt", description="", expect="life = { Bob = 17 }"),
    "differs.toml": BOLT.format(title="Bolt", description="", expect="life = { Bob = 20 }"),
    "new_key.toml": BOLT.format(title="Bolt", description="", expect="someday = 1"),
    "refused.toml": """
format = 1
title = "A card the compiler doesn't build"

[cards."Odd Fellow"]
mana_cost = "{1}"
type = "Creature — Human"
pt = "1/1"
text = "Whenever the moon is full, you win the game."

[players.Alice]
battlefield = ["Odd Fellow"]

[players.Bob]

[expect]
life = { Bob = 20 }
""",
    "bad_card_name.toml": BOLT.format(title="Bolt", description="", expect="life = { Bob = 17 }")
    .replace('hand = ["Lightning Bolt"]', 'hand = ["Lightning Boltt"]'),
}


@pytest.fixture(scope="module")
def outcomes(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Outcome]:
    folder = tmp_path_factory.mktemp("peers")
    for name, text in FILES.items():
        (folder / name).write_text(text, encoding="utf-8")
    return ratchet.check_folder(folder)


def test_each_file_gets_the_result_that_says_why(outcomes: dict[str, Outcome]) -> None:
    assert {name: o.result for name, o in outcomes.items()} == {
        "bad_card_name.toml": ratchet.ERROR,
        "differs.toml": FAIL,
        "new_key.toml": FORMAT_NOT_YET,
        "passes.toml": PASS,
        "refused.toml": REFUSED,
    }
    assert "expected 20, got 17" in outcomes["differs.toml"].detail
    assert "Odd Fellow" in outcomes["refused.toml"].detail


def test_summary_is_not_read_as_a_test_result(outcomes: dict[str, Outcome]) -> None:
    text = ratchet.summary(outcomes)
    assert text == "peers: 1 PASS, 1 FAIL, 1 REFUSED, 1 FORMAT-NOT-YET, 1 ERROR of 5 files"
    assert "passed" not in text and "failed" not in text


def test_table_lists_every_file_under_its_result(outcomes: dict[str, Outcome]) -> None:
    rows = [line.split("\t") for line in ratchet.table(outcomes).splitlines()]
    assert rows[0] == ["result", "file", "detail"]
    assert [r[:2] for r in rows[1:]] == [
        [PASS, "passes.toml"],
        [FAIL, "differs.toml"],
        [REFUSED, "refused.toml"],
        [FORMAT_NOT_YET, "new_key.toml"],
        [ratchet.ERROR, "bad_card_name.toml"],
    ]


def test_ratchet_fails_when_a_listed_file_stops_passing() -> None:
    outcomes = {"a.toml": Outcome(PASS), "b.toml": Outcome(FAIL, "life Bob: ..."),
                "c.toml": Outcome(PASS)}
    r = ratchet.compare({"a.toml", "b.toml", "gone.toml"}, outcomes)
    assert not r.holds
    assert r.lost == ("b.toml",) and r.gone == ("gone.toml",) and r.new == ("c.toml",)
    lines = ratchet.report(r, Path("expected.txt"))
    assert "peers: b.toml passed before (expected.txt) and doesn't now" in lines
    assert any("c.toml" in line for line in lines)


def test_ratchet_holds_with_new_passes_and_names_them() -> None:
    r = ratchet.compare({"a.toml"}, {"a.toml": Outcome(PASS), "c.toml": Outcome(PASS)})
    assert r.holds and r.new == ("c.toml",)
    assert "add them" in ratchet.report(r, Path("expected.txt"))[0]


def test_expected_list_reads_comments_and_updates_sorted() -> None:
    text = "# header\n# more\nb.toml  # since today\n\na.toml\n"
    assert ratchet.read_expected(text) == {"a.toml", "b.toml"}
    assert ratchet.updated(text, ["c.toml", "0.toml"]) == (
        "# header\n# more\n0.toml\na.toml\nb.toml\nc.toml\n"
    )


def test_main_writes_the_table_and_fails_on_a_lost_file(tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "peers"
    folder.mkdir()
    for name in ("passes.toml", "differs.toml"):
        (folder / name).write_text(FILES[name], encoding="utf-8")
    expected = tmp_path / "expected.txt"
    expected.write_text("# files that pass\npasses.toml\n", encoding="utf-8")
    out = tmp_path / "out" / "results.tsv"
    notes = tmp_path / "notes.txt"
    notes.write_text("differs.toml | expected 20, got 17 | XMage wrong (120.3a)\n")
    args = [str(folder), "--expected", str(expected), "--notes", str(notes), "--out", str(out)]
    assert ratchet.main(args) == 0
    assert "peers: 1 PASS, 1 FAIL, 0 REFUSED, 0 FORMAT-NOT-YET of 2 files" in capsys.readouterr().out
    assert out.read_text().count("\n") == 3

    expected.write_text("passes.toml\ndiffers.toml\n", encoding="utf-8")
    assert ratchet.main(args) == 1
    assert "differs.toml passed before" in capsys.readouterr().out


def test_main_names_a_missing_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert ratchet.main([str(tmp_path / "nowhere")]) == 2
    assert "no folder" in capsys.readouterr().err


def test_repository_list_names_peer_files() -> None:
    names = ratchet.read_expected(ratchet.EXPECTED.read_text(encoding="utf-8"))
    assert names and all(n.endswith(".toml") and "/" not in n for n in names)


def test_a_failure_is_explained_only_by_a_note_naming_its_words() -> None:
    notes = ratchet.read_notes(
        "# why\nb.toml | 'cast:Lightning Bolt' | translation gap: no answer placed\n"
        "c.toml | 'may:X' | translation gap\n"
        "d.toml | 'may:Y' | translation gap\n"
    )
    outcomes = ratchet.explained({
        "a.toml": Outcome(PASS),
        "b.toml": Outcome(FAIL, "question 'cast:Lightning Bolt' was not answered"),
        "c.toml": Outcome(FAIL, "life Bob: expected 20, got 17"),  # fails otherwise
        "d.toml": Outcome(PASS),  # passes now
        "e.toml": Outcome(FAIL, "life Bob: expected 20, got 17"),  # no note
    }, notes)
    assert outcomes["b.toml"].note == "translation gap: no answer placed"
    assert not outcomes["c.toml"].note and not outcomes["e.toml"].note
    r = ratchet.compare({"a.toml"}, outcomes, notes)
    assert not r.holds
    assert r.unexplained == ("c.toml", "e.toml") and r.stale == ("c.toml", "d.toml")
    lines = ratchet.report(r, Path("expected.txt"), Path("notes.txt"))
    assert any(line.startswith("peers: e.toml fails with no note in notes.txt") for line in lines)
    assert any("note on d.toml in notes.txt no longer explains" in line for line in lines)
    row = next(line for line in ratchet.table(outcomes).splitlines() if "b.toml" in line)
    assert row.endswith("[note: translation gap: no answer placed]")


def test_main_fails_on_a_failure_without_a_note(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "peers"
    folder.mkdir()
    (folder / "differs.toml").write_text(FILES["differs.toml"], encoding="utf-8")
    notes = tmp_path / "notes.txt"
    args = [str(folder), "--expected", str(tmp_path / "expected.txt"), "--notes", str(notes),
            "--out", str(tmp_path / "results.tsv")]
    notes.write_text("", encoding="utf-8")
    assert ratchet.main(args) == 1
    assert "differs.toml fails with no note" in capsys.readouterr().out
    notes.write_text("differs.toml | expected 20, got 17 | XMage wrong (119.3)\n", encoding="utf-8")
    assert ratchet.main(args) == 0
    assert "1 of the 1 FAIL explained by a note in notes.txt" in capsys.readouterr().out


def test_repository_notes_read() -> None:
    notes = ratchet.read_notes(ratchet.NOTES.read_text(encoding="utf-8"))
    assert notes and all(n.endswith(".toml") and note.words and note.says
                         for n, note in notes.items())
