"""A scenario file whose own card has a sentence the toolkit doesn't understand fails
with the card, the sentence and the word where understanding stopped (issue 12)."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulings_kit.cli import main
from tests.helpers import ROOT

REFUSED = ROOT / "tests" / "scenarios" / "refused" / "card_with_a_sentence_the_engine_cant_carry_out.toml"


def test_check_names_the_card_the_sentence_and_the_word(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(REFUSED)]) == 1
    captured = capsys.readouterr()
    out = captured.out
    assert out.startswith(f"FAIL {REFUSED}\n")
    assert "cards.'Gravecaller Adept': Gravecaller Adept: can't understand" in out
    sentence = ("'Whenever another creature you control dies, each opponent loses 1 life and "
                "you put a +1/+1 counter on Gravecaller Adept.'")
    assert sentence in out and "stopped at 'put'" in out
    assert "Traceback" not in out + captured.err
    assert out.rstrip().endswith("0 passed, 1 failed")


@pytest.mark.parametrize("command", ["run", "render", "explore"])
def test_every_command_refuses_it_with_the_same_words(
    command: str, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    args = [command, str(REFUSED)] + (["--out", str(tmp_path / "out")] if command == "render" else [])
    assert main(args) != 0
    captured = capsys.readouterr()
    said = captured.out + captured.err
    assert "Gravecaller Adept: can't understand" in said and "stopped at 'put'" in said
    assert "Traceback" not in said
