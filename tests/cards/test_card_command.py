"""``rulings-kit card NAME``: a card's Oracle text, whether it plays, and its rulings, for a
writer; ``rulings-kit cards --info`` and ``--database``: the card database."""

from __future__ import annotations

import pytest

from rulings_kit.cli import main
from rulings_kit.data import carddb


def test_card_prints_the_oracle_text_how_it_plays_and_the_rulings(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["card", "swords to plowshares"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Swords to Plowshares {W}\nInstant\n")
    assert "  Exile target creature. Its controller gains life equal to its power." in out
    assert "Plays: the engine reads its text as:" in out
    assert "  - 2018-03-16: The amount of life gained is equal to the power of the targeted creature as it last existed" in out
    assert "Wizards of the Coast" in out


def test_card_in_markdown_for_an_article(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["card", "Royal Assassin", "--format", "md"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("## Royal Assassin {1}{B}{B}\n*Creature — Human Assassin* (1/1)\n")
    assert "> {T}: Destroy target tapped creature.  " in out
    assert "### Official rulings (2)\n- 2004-10-04: Can't target itself" in out


def test_card_says_in_words_where_understanding_stopped(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["card", "Lim-Dul's Vault"]) == 0
    out = capsys.readouterr().out
    assert "Not playable yet: understanding stopped at 'As', in the sentence:\n  As many times as you choose" in out


def test_card_of_several_faces_and_an_unknown_card(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["card", "Fire // Ice"]) == 0  # each half's text read on its own (709)
    out = capsys.readouterr().out
    assert "Plays: the engine reads its text as:\n  This spell deals 2 damage divided as you " \
        "choose among one or two targets.\n  //\n  Tap target permanent.\n  Draw a card." in out
    assert main(["card", "Fire"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("unknown card 'Fire'; did you mean 'Fire // Ice'?") and err.count("\n") == 1


def test_cards_info_names_the_database_in_use(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(carddb.OFFLINE_ENV, "1")
    assert main(["cards", "--info"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"card database in use: the packaged card database ({carddb.OFFLINE_ENV} is set)\n")
    assert "  cards: 20,222\n  date: 2024-03-08" in out and "lzybluee/MTGJSON" in out
    assert "Wizards of the Coast" in out


def test_progress_only_on_a_terminal_or_when_asked(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards"]) == 0  # the bundled cards; stderr is not a terminal here
    assert capsys.readouterr().err == ""
    assert main(["cards", "--progress"]) == 0
    err = capsys.readouterr().err
    assert "bundled cards" in err and " cards" in err and "%" in err
