"""Importing rulings_kit.data stays light: no pandas (nor ijson) until they are needed."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _run(code: str) -> str:
    result = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    return result.stdout.strip()


def test_import_does_not_load_pandas() -> None:
    out = _run(
        "import sys, rulings_kit.data; "
        "print(sorted(m for m in ('pandas', 'ijson', 'numpy') if m in sys.modules))"
    )
    assert out == "[]"


def test_card_lookup_and_rule_lookup_do_not_load_pandas() -> None:
    out = _run(
        "import sys, rulings_kit.data as d; "
        "d.card('Shock'); d.official_rulings('Dream Thief'); d.rule('603.3b'); "
        "print('pandas' in sys.modules)"
    )
    assert out == "False"


def test_rulings_frame_loads_pandas_on_demand() -> None:
    out = _run(
        "import sys, rulings_kit.data as d; "
        "frame = d.rulings('Dream Thief'); print('pandas' in sys.modules, len(frame))"
    )
    assert out == "True 3"
