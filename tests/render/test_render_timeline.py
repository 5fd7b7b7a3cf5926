"""The timeline: a storyboard of a whole trace, legible when long."""

from __future__ import annotations

import re

import pytest

from rulings_kit.core import events as ev
from rulings_kit.render import draw_timeline
from rulings_kit.render.replay import key_events, moments
from rulings_kit.render.timeline import _arrow_rows, frames
from rulings_kit.scenarios import Scenario
from rulings_kit.widgets.frames import frames as widget_frames
from tests.helpers import ROOT, load_scenario
from tests.render.helpers import (
    bbox,
    forests_trace,
    ivy_trace,
    mana_trace,
    nodes,
    overlapping,
    shocks_trace,
    svg_root,
    words,
)


def test_moments_split_a_resolve_all_step_where_players_get_priority() -> None:
    ms = moments(ivy_trace())
    assert [m.label for m in ms] == [
        "Start",
        "Step 1",
        "Step 2.1",
        "Step 2.2",
        "Step 2.3",
        "Step 2.4",
        "Step 2.5",
    ]
    stacks = [[o.display_name for o in m.stack] for m in ms]
    assert stacks[2] == [
        "Ivy, Gleeful Spellthief (trigger)",
        "Thought Harvester (trigger)",
        "Ghostfire",
    ]
    assert stacks[3][0] == "Ghostfire (copy)"  # the copy is created on the stack (707.10)
    assert stacks[-1] == []
    assert ms[-1].state is ivy_trace().final


def test_replayed_stacks_match_the_engine_at_every_step_end() -> None:
    for trace in (ivy_trace(), shocks_trace(), mana_trace()):
        for m in moments(trace):
            if m.state is not None:
                assert m.stack_ids == tuple(reversed(m.state.stack))


def test_without_split_one_frame_per_step() -> None:
    assert [m.label for m in moments(ivy_trace(), split=False)] == ["Start", "Step 1", "Step 2"]


def test_arrows_carry_events_with_their_rules() -> None:
    source = draw_timeline(ivy_trace()).source
    assert "Step 1: Alice casts Ghostfire" in source
    assert "Alice casts Ghostfire" in source and "601.2i" in source
    assert "Alice creates a copy of Ghostfire on the stack" in source and "707.10" in source
    # noise left out: priority passes, and the mana paid automatically for the spell
    assert "passes priority" not in source
    assert "Mountain produces" not in source
    assert "Alice pays {R}{R}{R} for Ghostfire" in source


def test_new_objects_are_marked_and_waiting_triggers_listed() -> None:
    source = draw_timeline(ivy_trace()).source
    assert source.count(">NEW<") == 4  # Ghostfire, the two triggers, the copy
    assert "waiting to go on the stack (603.3)" in source


def test_steps_that_leave_the_stack_unchanged_are_folded() -> None:
    trace = forests_trace()
    assert len(trace.steps) == 60
    fs = frames(trace)
    assert len(fs) == 2 and fs[1].heading == "Steps 1–60"
    source = draw_timeline(trace).source
    assert "56 more steps that left the stack as it was" in source
    assert "Step 60: Alice activates Forest" in source
    assert len(frames(trace, collapse=False)) == 61


def test_long_trace_caps_each_frame() -> None:
    trace = shocks_trace()
    assert len(trace.steps) == 60
    source = draw_timeline(trace).source
    assert "24 more objects below" in source  # a 30-deep stack shows its top 6
    assert len(frames(trace)) == 61  # every step changed the stack: nothing to fold
    assert "8 more objects below" in draw_timeline(trace, max_stack=22).source


def test_key_events_count_repeats() -> None:
    trace = (
        Scenario.build("Seeds")
        .player(
            "Alice",
            battlefield=["Ivy, Gleeful Spellthief", "Grizzly Bears", "Forest", "Plains"],
            hand=["Seeds of Strength"],
        )
        .player("Bob")
        .cast("Seeds of Strength", targets=["Grizzly Bears"] * 3)
        .resolve("all", answers={"may:Ivy, Gleeful Spellthief": True})
        .done()
        .run()
        .trace
    )
    events = trace.steps[1].events
    assert any(isinstance(e, ev.PriorityPassed) for e in events)
    lines = key_events(events)
    assert "Alice passes priority" not in [line.text for line in lines]
    # the copy gives Ivy +1/+1 three times: one line, counted
    assert any(line.count == 3 and "Ivy" in line.text for line in lines)


def test_options_are_checked() -> None:
    with pytest.raises(ValueError, match="at least 1"):
        draw_timeline(ivy_trace(), max_stack=0)


@pytest.mark.needs_dot
@pytest.mark.parametrize("trace", [ivy_trace, mana_trace, forests_trace, shocks_trace])
def test_frames_form_one_column_in_order_without_overlaps(trace: object) -> None:
    t = trace()  # type: ignore[operator]
    g = draw_timeline(t)
    root = svg_root(g)
    found = nodes(root)
    ids = re.findall(r"^\t(f\d+_\d+) \[label", g.source, flags=re.M)
    tops = [bbox(found[i])[1] for i in ids]
    assert tops == sorted(tops)
    assert overlapping({k: bbox(v) for k, v in found.items()}) == []


# ---------------------------------------------------------------- sized for an article
def _frame_boxes(graph: object) -> dict[str, tuple[float, float, float, float]]:
    root = svg_root(graph)  # type: ignore[arg-type]
    return {k: bbox(v) for k, v in nodes(root).items() if re.fullmatch(r"f\d+_\d+", k)}


@pytest.mark.needs_dot
def test_two_columns_read_left_then_right_and_halve_the_height() -> None:
    one = svg_root(draw_timeline(ivy_trace()))
    two_graph = draw_timeline(ivy_trace(), columns=2)
    boxes = _frame_boxes(two_graph)
    labels = [f.node_id for f in frames(ivy_trace())]
    assert set(boxes) == set(labels)  # every frame, once
    left, right = labels[:4], labels[4:]
    # the second column is to the right of the first, and each reads top to bottom
    assert min(boxes[n][0] for n in right) > max(boxes[n][2] for n in left)
    for column in (left, right):
        tops = [boxes[n][1] for n in column]
        assert tops == sorted(tops)
    # the right column says where it picks the story up, and the arrow into its first
    # frame still lists what happened
    assert "continued from Step 2.2" in two_graph.source
    assert "Ghostfire&#39;s copy deals 3 damage" in two_graph.source
    height = float(svg_root(two_graph).get("height", "0").removesuffix("pt"))
    assert height < 0.75 * float(one.get("height", "0").removesuffix("pt"))


@pytest.mark.needs_dot
def test_pages_split_the_frames_and_say_which_page() -> None:
    trace = ivy_trace()
    every = [f.node_id for f in frames(trace)]
    seen: list[str] = []
    for page in (1, 2, 3):
        g = draw_timeline(trace, per_page=3, page=page)
        assert f"page {page} of 3" in g.source
        seen += sorted(_frame_boxes(g), key=every.index)
    assert seen == every
    with pytest.raises(
        ValueError, match="page 4 is out of range: this storyboard has pages 1 to 3"
    ):
        draw_timeline(trace, per_page=3, page=4)


def test_compact_folds_what_happens_by_itself_inside_a_step() -> None:
    full = frames(ivy_trace())
    g = draw_timeline(ivy_trace(), compact=True)
    # one frame per step: the start, the cast, and the end of "resolve everything"
    assert len(full) == 7
    assert re.findall(r"^\s*(f\d+_\d+) \[", g.source, re.M) == ["f0_0", "f1_0", "f2_0"]
    assert "Step 2.1" not in g.source


DIES = ROOT / "scenarios" / "rules" / "603.10a_own_card_dies_trigger_deals_damage_from_the_graveyard.toml"


def test_each_frame_says_what_happened_in_it() -> None:
    # the dies trigger waits after step 2 (its target is answered on step 3): step 3 first
    # puts it on the stack (603.3b), then it resolves; neither part is "the top object resolves"
    trace = Scenario.load(DIES).run().trace
    said = {m.label: m.happened for m in moments(trace)}
    assert said["Step 2"] == "the top object of the stack resolves"
    assert said["Step 3.1"] == "Cinder Hound's trigger is put on the stack"
    assert said["Step 3.2"] == "Cinder Hound's trigger resolves"
    source = draw_timeline(trace).source
    assert "Step 3.1: Cinder Hound&#39;s trigger is put on the stack" in source
    assert "Step 3.2: Cinder Hound&#39;s trigger resolves" in source
    assert "continued" not in source
    headings = [f.heading for f in widget_frames(trace)]
    assert headings[-2:] == ["Step 3.1: Cinder Hound's trigger is put on the stack",
                             "Step 3.2: Cinder Hound's trigger resolves"]


def test_a_batch_of_triggers_is_one_sentence_and_resolutions_follow_in_order() -> None:
    said = [m.happened for m in moments(ivy_trace())]
    assert said[2:] == [
        "Thought Harvester's trigger and Ivy, Gleeful Spellthief's trigger are put on the stack",
        "Ivy, Gleeful Spellthief's trigger resolves",
        "Ghostfire's copy resolves",
        "Thought Harvester's trigger resolves",
        "Ghostfire resolves",
    ]


def test_a_long_arrow_heading_wraps_flush_left() -> None:
    source = draw_timeline(ivy_trace()).source
    heading = re.search(r"<B>(Step 2\.1: Thought Harvester[^<]*)(<BR[^>]*>)", source)
    assert heading is not None and heading.group(2) == '<BR ALIGN="LEFT"/>'


def test_a_spell_cast_while_a_trigger_resolves_is_said_with_that_resolution() -> None:
    path = ROOT / "scenarios" / "cards" / "harvester_free_ghostfire_from_goliath_is_cast.toml"
    said = [m.happened for m in moments(Scenario.load(path).run().trace) if m.step == 2]
    assert said == [  # 608.2g: the trigger goes on resolving after the cast
        "Goliath Daydreamer's trigger resolves, and Alice casts Ghostfire (without paying its "
        "mana cost); Thought Harvester's trigger is put on the stack",
        "Thought Harvester's trigger resolves",
        "Ghostfire resolves",
    ]


def test_a_free_cast_is_one_line_of_its_arrow() -> None:
    # 608.2g: the answer casts the spell; "Alice casts Opt" again under it says nothing new
    path = ROOT / "scenarios" / "cards" / "goliath_opt_from_hand_then_again_from_exile.toml"
    last = next(m for m in moments(Scenario.load(path).run().trace) if m.step == 4)
    casts = [line.text for line in key_events(last.events) if "casts Opt" in line.text]
    assert casts == ["Alice casts Opt without paying its mana cost"]
    cast = next(e for e in last.events if isinstance(e, ev.SpellCast))
    declined = ev.Answered("118.9", "cast:X", "Alice", "false", said="Alice chooses not to cast")
    assert len(key_events([declined, cast])) == 2  # a cast the answer didn't make stays


def test_steps_begun_in_a_row_are_one_line_so_what_happened_between_shows() -> None:
    # 500.1: nine steps pass between Alice's main phase and Bob's untap step; the
    # Dungeon Geists lock (502.3) is what a reader wants to see in that arrow
    name = "dungeon_geists_effect_ends_for_good_when_control_changes.toml"
    trace = load_scenario(ROOT / "scenarios" / "corpus" / name).run().trace
    lines = [line.text for line in key_events(trace.steps[2].events)]
    assert lines[:2] == [
        "9 steps and phases, from the beginning of combat step of turn 1 (Alice) to the untap "
        "step of turn 2 (Bob)",
        "Grizzly Bears doesn't untap (Dungeon Geists' ability)",
    ]
    assert "Turn 2 (Bob): the upkeep begins" in lines  # two in a row: each its line
    rows = [r.text for f in frames(trace) for r in _arrow_rows(f, max_events=8)]
    assert "Grizzly Bears doesn't untap (Dungeon Geists' ability)" in rows


def test_compact_keeps_every_event_that_matters_and_counts_the_bookkeeping() -> None:
    # issue 26: compacting hid Ivy's copy, the event the article was about, behind
    # "… 17 more events"
    said = words(draw_timeline(ivy_trace(), compact=True).source)
    for event in (
        "Alice creates a copy of Ghostfire on the stack",  # 707.10
        "Thought Harvester's trigger is put on the stack",  # 603.3b
        "Ivy, Gleeful Spellthief moves from battlefield to Alice's graveyard",
        "Island moves from Bob's library to exile",
    ):
        assert event in said
    assert "more event" not in said
    assert "passes priority" not in said and "produces {R}" not in said
    assert re.search(r"… and \d+ bookkeeping events", said)
