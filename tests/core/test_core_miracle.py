"""Miracle (702.94a): the trace cites the keyword's rule and the miracle cost is what is paid."""

from __future__ import annotations

from pathlib import Path

from rulings_kit.core import events as ev
from rulings_kit.scenarios import Scenario

ROOT = Path(__file__).resolve().parents[2]
MIRACLE = ROOT / "scenarios" / "rules" / "702.94a_miracle_temporal_mastery_drawn_first.toml"


def test_miracle_trigger_cites_702_94a_and_pays_the_miracle_cost() -> None:
    trace = Scenario.load(MIRACLE).run().trace
    events = [e for _, e in trace.events()]
    (triggered,) = [e for e in events if isinstance(e, ev.AbilityTriggered)]
    assert triggered.rule == "702.94a" and triggered.source.name == "Temporal Mastery"
    (spent,) = [e for e in events if isinstance(e, ev.ManaSpent)]
    assert sorted(spent.mana) == ["U", "U"]  # {1}{U}, not {5}{U}{U}
