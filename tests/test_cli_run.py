"""`rulings-kit run` on a scenario whose action is rejected: the narration, then the
rejection, then the "stopped:" line on a line of its own, even through one pipe."""

from __future__ import annotations

import os
import subprocess
import sys

from tests.helpers import ROOT

REJECTED = ROOT / "scenarios" / "rules" / "107.3b_free_banefire_x_must_be_zero.toml"


def test_the_stopped_line_follows_the_rejection_through_one_pipe() -> None:
    # stdout and stderr into the same pipe, buffered as in `rulings-kit run f 2>&1 | less`
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    code = "import sys; from rulings_kit.cli import main; sys.exit(main(sys.argv[1:]))"
    done = subprocess.run(
        [sys.executable, "-c", code, "run", str(REJECTED)],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env=env,
        check=False,
    )
    assert done.returncode == 1
    lines = done.stdout.splitlines()
    assert lines[0] == "A free Banefire can't have X = 5: the only legal X is 0"
    (rejected,) = [i for i, line in enumerate(lines) if line.startswith("   rejected: ")]
    assert "the only legal choice for X is 0 (107.3b)" in lines[rejected]
    assert rejected == len(lines) - 2
    assert lines[-1].startswith("stopped: ") and "action 2 (resolve = 1)" in lines[-1]
    assert done.stdout.count("stopped:") == 1
