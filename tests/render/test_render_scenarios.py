"""Every view of every step of the project's scenarios: the replay agrees with the
engine, and each diagram is built (and, for the timelines, laid out by `dot`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulings_kit.render import VIEWS, draw
from rulings_kit.render.replay import moments, trigger_batches
from tests.helpers import load_scenario
from tests.render.helpers import svg_root

ROOT = Path(__file__).resolve().parents[2]
FILES = sorted((ROOT / "scenarios").rglob("*.toml"))


@pytest.mark.skipif(not FILES, reason="no scenario files in scenarios/")
@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_every_view_of_every_step(path: Path) -> None:
    trace = load_scenario(path).run(strict=False).trace
    for m in moments(trace):
        if m.state is not None:  # the replay ends every step on the engine's own stack
            assert m.stack_ids == tuple(reversed(m.state.stack))
    for step in trace.steps:
        for batch in trigger_batches(step):
            assert all(o.id in {s.id for s in batch.stack_after} for o in batch.put_order)
        for view in VIEWS:
            if view != "timeline":
                assert draw(step, view=view).source.startswith(f"digraph {view} {{")
    assert draw(trace).source.startswith("digraph timeline {")


@pytest.mark.needs_dot
@pytest.mark.skipif(not FILES, reason="no scenario files in scenarios/")
@pytest.mark.parametrize("theme", ["light", "dark", "print"])
def test_every_timeline_lays_out(theme: str) -> None:
    for path in FILES:
        trace = load_scenario(path).run(strict=False).trace
        svg_root(draw(trace, theme=theme))
