"""The corpus scenarios (scenarios/corpus): real cards of the five corpus sets, compiled
from their Oracle text, run through their official rulings, which the corpus files carry
(issue 12). `make test` checks them with `--cards` for each set."""

from __future__ import annotations

import re

import pytest

from rulings_kit.cards import card_names
from rulings_kit.cli import main
from rulings_kit.errors import RulingsError
from rulings_kit.scenarios import Scenario
from tests.helpers import CORPUS_FILES, CORPUS_SCENARIOS, corpus_pool

FILES = sorted(CORPUS_SCENARIOS.glob("*.toml"))
CARDS = [arg for f in CORPUS_FILES for arg in ("--cards", str(f))]


def test_at_least_forty_files_cite_rulings_of_corpus_cards() -> None:
    bundled = set(card_names())
    citing = [
        path for path in FILES
        if any(entry.split(": ", 1)[0] not in bundled
               for entry in Scenario.load(path, cards=corpus_pool()).rulings)
    ]
    assert len(citing) >= 40, [p.name for p in citing]


def test_coverage_with_the_corpus_sets_shows_their_rulings_demonstrated(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["coverage", str(CORPUS_SCENARIOS), *CARDS]) == 1  # most rulings: no scenario
    out = capsys.readouterr().out
    shown = set(re.findall(r"^PASS +([^:]+):", out, re.M))
    assert {"Soul Warden", "Siege-Gang Commander", "Dwindle", "Ajani, Wise Counselor"} <= shown
    assert len(shown) >= 40 and "FAIL " not in out
    assert re.search(r"^\d+ of \d{4} rulings demonstrated or not applicable$", out, re.M)


def test_a_ruling_a_corpus_card_does_not_have_is_an_error() -> None:
    quoting = next(f for f in FILES if "rulings = [" in f.read_text("utf-8"))
    text = (quoting.read_text("utf-8")
            .replace("rulings = [", 'rulings = ["Soul Warden: gives everyone a free turn", ', 1))
    with pytest.raises(RulingsError, match="Soul Warden"):
        Scenario.from_toml(text, "misquoted.toml", cards=corpus_pool()).check()


def test_without_the_corpus_sets_the_card_database_has_the_corpus_cards(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["check", "--quiet", str(CORPUS_SCENARIOS)]) == 0
    assert f"{len(FILES)} passed, 0 failed" in capsys.readouterr().out
    path = CORPUS_SCENARIOS / "soul_warden_gains_life_for_the_next_creature.toml"
    assert main(["check", str(path), *CARDS]) == 0
