"""`rulings-kit --help` and each command's help read as plain text about that command."""

from __future__ import annotations

import pytest

from rulings_kit.cli import main

COMMANDS = ("check", "run", "coverage", "render", "export", "explore", "notebooks", "cards")


def _help(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    with pytest.raises(SystemExit) as stop:
        main([*argv, "--help"])
    assert stop.value.code == 0
    return capsys.readouterr().out


def test_the_main_help_lists_every_command(capsys: pytest.CaptureFixture[str]) -> None:
    text = _help(capsys)
    assert all(command in text for command in COMMANDS)
    assert "``" not in text


@pytest.mark.parametrize("command", COMMANDS)
def test_a_command_help_is_plain_and_about_itself(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    text = _help(capsys, command)
    assert f"usage: rulings-kit {command}" in text
    assert "``" not in text and ":mod:" not in text and ":func:" not in text
    others = [c for c in COMMANDS if c != command and f"rulings-kit {c}" in text]
    assert others == [], f"`{command} --help` describes {others}"
