"""A spell whose targets are all illegal doesn't resolve (608.2b); it is not countered
(701.6a), and the trace, its narration and the diagrams say so."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from rulings_kit.core import events as ev
from rulings_kit.render import draw_timeline
from rulings_kit.scenarios import Scenario

ROOT = Path(__file__).resolve().parents[2]
FIZZLE = ROOT / "scenarios" / "rules" / "608.2b_all_targets_illegal_doesnt_resolve.toml"


def test_trace_narration_and_timeline_say_it_does_not_resolve_under_608_2b() -> None:
    # without the file's title and description, which say "not countered (701.6a)"
    trace = replace(Scenario.load(FIZZLE), title="Staggershock", description="").run().trace
    bolt = [e for _, e in trace.events() if getattr(e, "obj", None) and e.obj.name == "Staggershock"]
    assert any(isinstance(e, ev.DidNotResolve) and e.rule == "608.2b" for e in bolt)
    assert not any(isinstance(e, ev.Countered) for _, e in trace.events())
    narration = trace.narrate()
    assert "Staggershock doesn't resolve" in narration
    assert "countered" not in narration and "701.6a" not in narration
    moved = [
        e for _, e in trace.events() if isinstance(e, ev.ZoneChanged) and e.old.name == "Staggershock"
    ]
    assert moved[-1].rule == "608.2b" and moved[-1].to_zone.value == "graveyard"
    timeline = draw_timeline(trace).source
    assert "608.2b" in timeline and "701.6a" not in timeline and "countered" not in timeline


def test_a_countered_spell_still_says_countered() -> None:
    text = (
        'format = 1\ntitle = "t"\n[players.Alice]\nbattlefield = [{card = "Mountain", count = 1}]\n'
        'hand = ["Shock"]\n[players.Bob]\nbattlefield = [{card = "Island", count = 2}]\n'
        'hand = ["Counterspell"]\n[[do]]\ncast = "Shock"\ntargets = ["Bob"]\n[[do]]\npass = true\n'
        '[[do]]\ncast = "Counterspell"\ntargets = ["Shock"]\n[[do]]\nresolve = "all"\n'
        '[expect]\ncountered = ["Shock"]\n'
    )
    run = Scenario.from_toml(text, "t.toml").run()
    assert any(isinstance(e, ev.Countered) and e.rule == "701.6a" for _, e in run.trace.events())
    assert not any(isinstance(e, ev.DidNotResolve) for _, e in run.trace.events())
    assert Scenario.from_toml(text, "t.toml").check().passed
