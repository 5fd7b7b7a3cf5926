"""No silent failure and no traceback: what the ``rulings-kit`` commands say when
something they need is missing, a file can't be read, or the reader of their output
goes away."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

from rulings_kit.cli import main
from rulings_kit.errors import ScenarioError
from rulings_kit.scenarios import Scenario
from tests.helpers import ROOT

SCENARIO = ROOT / "tests" / "explore" / "positions" / "ivy_fireball.toml"
#: what every command that draws says without Graphviz: what to install, on each system
INSTALL = "install Graphviz (apt install graphviz, brew install graphviz or conda install"


def _cli(args: list[str], *, path: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """``rulings-kit ARGS`` in a fresh interpreter with ``PATH`` set to ``path``."""
    env = {**os.environ, "PATH": path, "PYTHONPATH": os.pathsep.join([str(ROOT), *sys.path])}
    code = "import sys; from rulings_kit.cli import main; sys.exit(main(sys.argv[1:]))"
    return subprocess.run(
        [sys.executable, "-c", code, *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=cwd,
        timeout=300,
        check=False,
    )


def _notebook(folder: Path) -> Path:
    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_code_cell(
            "from rulings_kit import Scenario, figure\n"
            f"figure(Scenario.load({str(SCENARIO)!r}).run().trace, view='stack')"
        )
    ]
    path = folder / "article.ipynb"
    nbformat.write(nb, path)
    return path


@pytest.mark.parametrize(
    ("args", "written"),
    [
        (["render", str(SCENARIO), "-o", "stack.svg"], "stack.svg"),
        (["render", str(SCENARIO), "--format", "png", "-o", "stack.png"], "stack.png"),
        (
            ["render", str(SCENARIO), "--view", "timeline", "--width", "700"],
            "ivy_fireball_timeline.svg",
        ),
        (["explore", str(SCENARIO), "--tree", "tree.svg"], "tree.svg"),
        (["explore", str(SCENARIO), "--tree", "tree.svg", "--width", "500"], "tree.svg"),
        (["export", "article.ipynb", "--article", "-o", "article.html"], "article.html"),
        (["export", "article.ipynb", "--format", "md", "-o", "article.md"], "article.md"),
        (["export", "article.ipynb", "--execute", "-o", "run.html"], "run.html"),
    ],
    ids=[
        "render", "render-png", "render-timeline", "explore-tree", "explore-tree-width",
        "article", "md", "execute",
    ],
)
def test_every_command_that_draws_says_what_to_install_without_dot(
    tmp_path: Path, args: list[str], written: str
) -> None:
    _notebook(tmp_path)
    # a PATH without the folder that holds dot (python is run by its full path)
    no_dot = tmp_path / "bin"
    no_dot.mkdir()
    done = _cli(args, path=str(no_dot), cwd=tmp_path)
    assert done.returncode != 0, done.stdout
    assert "Traceback" not in done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert "needs Graphviz's dot, which is not on the PATH" in lines[0]
    assert INSTALL in lines[0]
    assert "sysdeps" not in lines[0]  # a make target means nothing to a pip user
    assert not (tmp_path / written).exists()  # nothing half-made left behind


def test_dot_source_needs_no_graphviz(tmp_path: Path) -> None:
    done = _cli(["render", str(SCENARIO), "--format", "dot", "-o", "-"], path="", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("digraph")


def test_a_reader_that_stops_early_ends_the_command_quietly(tmp_path: Path) -> None:
    # `rulings-kit run --json FILE | head`: here the reader is gone before the first
    # write, so every run meets the closed pipe (with head, only a long enough output)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), *sys.path])}
    code = "import sys; from rulings_kit.cli import main; sys.exit(main(sys.argv[1:]))"
    scenario = ROOT / "scenarios" / "cards" / "banefire_x4_is_countered.toml"
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        done = subprocess.run(
            [sys.executable, "-c", code, "run", "--json", str(scenario)],
            stdout=write_end,
            stderr=subprocess.PIPE,
            env=env,
            text=True,
            timeout=120,
            check=False,
        )
    finally:
        os.close(write_end)
    assert done.stderr == ""  # no BrokenPipeError traceback, no "Exception ignored"
    assert done.returncode == 141  # as a Unix tool ended by SIGPIPE (128 + 13)


def test_coverage_says_which_file_it_could_not_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # a scenario of the user's own cards, read without --cards: it can't load, and the
    # ruling it quotes must not read as missing
    (tmp_path / "own.toml").write_text(
        "format = 1\ntitle = 'own'\n"
        "rulings = [\"Dream Thief: doesn't check whether you've cast another blue spell\"]\n"
        "[players.Alice]\nhand = ['Zzyzx Otherworldly']\n[players.Bob]\n",
        encoding="utf-8",
    )
    assert main(["coverage", str(tmp_path)]) == 1
    captured = capsys.readouterr()
    own = tmp_path / "own.toml"
    assert captured.err.startswith(f"could not read {own}: ")
    assert "unknown card 'Zzyzx Otherworldly'" in captured.err
    assert f"read 0 of 1 scenario files from {tmp_path}" in captured.out
    quoted = [line for line in captured.out.splitlines() if "doesn't check whether" in line]
    assert quoted and all(line.startswith("UNREAD ") for line in quoted)
    assert "own.toml (could not be read)" in captured.out


def test_a_ruling_that_does_not_match_is_shown_as_written(tmp_path: Path) -> None:
    path = tmp_path / "r.toml"
    path.write_text(
        'format = 1\ntitle = "t"\nrulings = ["Shock: it\'s \\"fine\\" here"]\n'
        '[players.Alice]\nhand = ["Shock"]\n[players.Bob]\n',
        encoding="utf-8",
    )
    with pytest.raises(ScenarioError) as e:
        Scenario.load(path)
    assert 'no official ruling of Shock contains “it\'s "fine" here”' in str(e.value)
    assert "\\'" not in str(e.value)
