"""A triggered ability with no legal target is removed as it would be put on the stack
(603.3d), and the note says so in the words of every other sentence: "Thought
Harvester's trigger", never "Thought Harvester (trigger)"."""

from __future__ import annotations

from rulings_kit.scenarios import Scenario

ORDER = ["Thought Harvester (trigger)", "Ruin Processor (trigger)"]


def test_a_trigger_without_a_legal_target_is_removed_and_named_in_words() -> None:
    # Alice alone: Thought Harvester's "target opponent" has no legal target
    scenario = (
        Scenario.build("Thought Harvester with no opponent")
        .player(
            "Alice",
            battlefield=["Thought Harvester", {"card": "Wastes", "count": 7}],
            hand=["Ruin Processor"],
        )
        .cast("Ruin Processor")
        .resolve("all", answers={"order:Alice": ORDER, "may:Ruin Processor": False})
        .done()
    )
    run = scenario.run()
    assert run.error is None
    assert run.trace.resolved() == ["Ruin Processor (trigger)", "Ruin Processor"]
    notes = [e.describe() for _, e in run.trace.events() if "legal target" in e.describe()]
    assert notes == ["Thought Harvester's trigger has no legal target and is removed"]
