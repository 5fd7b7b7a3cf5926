"""The trigger-ordering view (603.3b) and the batches it is drawn from."""

from __future__ import annotations

import re

import pytest

from rulings_kit.render import draw_triggers
from rulings_kit.render.replay import pending_batch, trigger_batches
from tests.render.helpers import (
    bbox,
    ivy_trace,
    nodes,
    overlapping,
    svg_root,
    two_player_trace,
    words,
)


def test_batches_group_by_player_in_apnap_order_with_the_order_chosen() -> None:
    step = two_player_trace().steps[1]
    (batch,) = trigger_batches(step)
    assert [g.player for g in batch.groups] == ["Alice", "Bob"]  # Alice is active
    alice, bob = batch.groups
    assert [o.display_name for o in alice.chosen] == [
        "Thought Harvester (trigger)",
        "Ivy, Gleeful Spellthief (trigger)",
    ]
    assert alice.question is not None and alice.question.id == "order:Alice"
    assert bob.question is None  # one ability: nothing to choose
    # Alice's go on first, Bob's last: his resolves first (603.3b)
    assert [o.controller for o in batch.put_order] == ["Alice", "Alice", "Bob"]
    assert [o.display_name for o in batch.stack_after][:3] == [
        "Ivy, Gleeful Spellthief (trigger)",
        "Thought Harvester (trigger)",
        "Ivy, Gleeful Spellthief (trigger)",
    ]
    assert batch.stack_after[0].controller == "Bob"
    assert [o.name for o in batch.stack_before] == ["Ghostfire"]


def test_view_shows_groups_choice_and_resulting_stack() -> None:
    source = draw_triggers(two_player_trace().steps[1]).source
    assert "1. Alice (active player)" in source and "2. Bob (non-active player)" in source
    said = words(source)
    assert (
        "Alice puts Ivy, Gleeful Spellthief's trigger on the stack first, so it resolves last"
        in said
    )
    assert "order:Alice" not in source
    assert "CHOSEN TO RESOLVE 1ST OF 2" in source and "ONLY ONE: NO CHOICE" in source
    assert "THE STACK THAT RESULTS" in source and "ALREADY ON THE STACK" in source
    labels = re.findall(r"put on the stack (\d\w\w)", source)
    assert labels == ["1st", "2nd", "3rd"]
    assert source.count("RESOLVES NEXT") == 1


def test_each_ability_sits_beside_its_place_on_the_stack() -> None:
    source = draw_triggers(two_player_trace().steps[1]).source
    pairs = re.findall(r"\{\s*rank=same\s+(t\d+)\s+(s\d+)\s*\}", source)
    assert len(pairs) == 3 and all(t[1:] == s[1:] for t, s in pairs)


def test_waiting_triggers_of_a_state_are_drawn_as_pending() -> None:
    state = two_player_trace().steps[0].after
    batch = pending_batch(state)
    assert batch is not None and batch.pending
    assert [g.player for g in batch.groups] == ["Alice", "Bob"]
    source = draw_triggers(state).source
    assert "Alice chooses the order they go on the stack (603.3b)" in words(source)
    # triggers that wait together have no order yet (603.3b): no "1st / 2nd / 3rd"
    assert "TRIGGERED AT THE SAME TIME" in source and "they triggered at the same time" in source
    assert not re.search(r"TRIGGERED \d|1ST|2ND|3RD|put on the stack 1st", source)
    # a step that leaves triggers waiting (an unanswered question) shows them the same way
    waiting = draw_triggers(two_player_trace().steps[0]).source
    assert "TRIGGERED AT THE SAME TIME" in waiting and "1ST" not in waiting


def test_several_batches_in_one_step() -> None:
    from rulings_kit.scenarios import Scenario

    trace = (
        Scenario.build("Harvester after Processor")
        .player(
            "Alice",
            battlefield=["Thought Harvester", {"card": "Wastes", "count": 7}],
            hand=["Ruin Processor"],
        )
        .player("Bob", library=["Island", "Forest"], exile=["Plains"])
        .cast("Ruin Processor")
        .resolve(
            "all",
            answers={
                "order:Alice": ["Thought Harvester (trigger)", "Ruin Processor (trigger)"],
                "may:Ruin Processor": True,
                "choose:Ruin Processor": ["Island"],
            },
        )
        .done()
        .run(strict=False)
        .trace
    )
    found = trigger_batches(trace.steps[1])
    assert found, trace.narrate()
    for i in range(len(found)):
        assert "Trigger ordering" in draw_triggers(trace.steps[1], batch=i).source
    with pytest.raises(ValueError, match="out of range"):
        draw_triggers(trace.steps[1], batch=len(found))


def test_nothing_to_show() -> None:
    assert "No triggered abilities" in draw_triggers(ivy_trace().start).source


@pytest.mark.needs_dot
def test_layout_rows_line_up_and_nothing_overlaps() -> None:
    step = two_player_trace().steps[1]
    root = svg_root(draw_triggers(step))
    found = nodes(root)
    assert overlapping({k: bbox(v) for k, v in found.items()}) == []
    for batch in trigger_batches(step):
        for obj in batch.put_order:
            left, right = bbox(found[f"t{obj.id}"]), bbox(found[f"s{obj.id}"])
            assert abs((left[1] + left[3]) - (right[1] + right[3])) / 2 < 15  # same row
            assert left[2] < right[0]  # left of it
