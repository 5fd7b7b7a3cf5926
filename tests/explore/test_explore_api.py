"""The Exploration API: the tree, answers and replays, and agreement with scenario runs."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulings_kit.explore import (
    Exploration,
    NodeKind,
    Status,
    TooManyBranchesError,
    explore,
)
from rulings_kit.explore.outcome import final_columns
from rulings_kit.explore.runner import Pick
from rulings_kit.scenarios import Scenario
from tests.explore.helpers import POSITIONS
from tests.helpers import ACCEPTANCE, ROOT, load_scenario


def _acceptance() -> list[Path]:
    return sorted(ACCEPTANCE.rglob("*.toml"))


@pytest.mark.parametrize("path", _acceptance(), ids=lambda p: p.stem)
def test_a_fully_answered_scenario_is_one_branch(path: Path) -> None:
    """Nothing left open: one branch, ending exactly as the scenario's own run."""
    scenario = load_scenario(path)  # with the cards it needs (format_examples/cards.json)
    ex = explore(scenario, progress=False)
    run = scenario.run()
    assert ex.branches == 1
    (leaf,) = ex.leaf_nodes()
    if run.error is None:
        assert leaf.status is Status.DONE
        assert dict(leaf.outcome) == final_columns(run.state)
        assert ex.outcomes(keys=True)["resolved"][0] == "; ".join(run.trace.resolved())
    else:  # a scenario that expects a rejection: the branch ends there too
        assert leaf.status is Status.ERROR
        assert str(run.error) in (leaf.error or "")


@pytest.mark.parametrize("name", ["harvester_processor", "harvester_herder", "ivy_fireball"])
def test_every_branch_replays_to_its_row(name: str) -> None:
    x = {"Fireball": range(0, 6)} if name == "ivy_fireball" else None
    ex = explore(POSITIONS / f"{name}.toml", x=x, progress=False)
    df = ex.outcomes(keys=True)
    for branch in df["branch"]:
        run = ex.replay(int(branch))
        assert run.error is None
        row = df.iloc[int(branch)]
        assert final_columns(run.state) == {k: row[k] for k in final_columns(run.state)}
        assert "; ".join(run.trace.resolved()) == row["resolved"]


def test_answers_are_what_a_scenario_file_would_say() -> None:
    ex = explore(POSITIONS / "harvester_processor.toml", progress=False)
    answers = ex.answers(0)
    assert answers == {
        2: {
            "order:Alice": ["Thought Harvester (trigger)", "Ruin Processor (trigger)"],
            "may:Ruin Processor": True,
        }
    }
    ivy = explore(POSITIONS / "ivy_fireball.toml", x={"Fireball": [3]}, progress=False)
    assert ivy.answers(0)[1] == {"x:Fireball": 3}


def test_the_tree_for_a_diagram() -> None:
    ex = explore(POSITIONS / "ivy_fireball.toml", x={"Fireball": [0, 4]}, progress=False)
    nodes = ex.nodes()
    assert [n.id for n in nodes] == list(range(len(nodes)))
    assert ex.root.kind is NodeKind.SWEEP and ex.root.ask == "x:Fireball"
    assert [e.choice.label for e in ex.root.edges] == ["x:Fireball = 0", "x:Fireball = 4"]
    question = ex.root.edges[0].child
    assert question.kind is NodeKind.QUESTION
    assert "may copy Fireball" in question.title
    assert [e.choice.answer for e in question.edges] == [True, False]
    assert ex.kinds == {"sweep": 1, "question": 2, "leaf": 4}
    for leaf in ex.leaf_nodes():
        assert leaf.title == "end"
        assert "life:Alice = 20" in ex.leaf_label(leaf)
    # a repeated exploration numbers its nodes the same way
    again = explore(POSITIONS / "ivy_fireball.toml", x={"Fireball": [0, 4]}, progress=False)
    assert [n.title for n in again.nodes()] == [n.title for n in nodes]


def test_pick_nodes_and_labels() -> None:
    ex = explore(POSITIONS / "harvester_processor.toml", progress=False)
    assert ex.root.kind is NodeKind.PICK
    assert "which resolves next" in ex.root.title
    labels = [e.choice.label for e in ex.root.edges]
    assert labels == [
        "#1: Thought Harvester (trigger), then Ruin Processor (trigger)",
        "#1: Ruin Processor (trigger), then Thought Harvester (trigger)",
    ]


def test_pick_order_keeps_identical_triggers_together() -> None:
    p = Pick("order:Alice", "Alice", ("A", "B", "A"))
    assert p.choices() == ("A", "B")
    assert p.then("A").rest() == ("B", "A")
    assert p.then("A").then("B").complete
    assert p.then("B").answer() == ["B", "A", "A"]


def test_no_questions_no_branching() -> None:
    ex = explore(ACCEPTANCE / "cards" / "harvester_trigger_resolves_first.toml", progress=False)
    assert ex.root.is_leaf and ex.branches == 1
    assert len(ex.outcomes(keys=True)) == 1


def test_a_rejected_answer_ends_its_branch() -> None:
    """A spell cast without paying its mana cost has X = 0 (107.3b): the branches that
    cast Banefire from exile with X = 2 end rejected, the others go on."""
    scenario = Scenario.load(ACCEPTANCE / "cards" / "goliath_free_cast_x_is_zero.toml")
    ex = explore(
        _without_answers(scenario, {"cast:Goliath Daydreamer"}),
        x={"Banefire": [0, 2]},
        progress=False,
    )
    df = ex.outcomes(keys=True)
    cast = df["2:cast:Goliath Daydreamer"]
    assert (cast == False).any()  # noqa: E712 - declining is a branch too
    rejected = df[df["status"] == "error"]
    assert len(rejected) and rejected["error"].str.contains("107.3b").all()
    assert rejected["2:cast:Goliath Daydreamer"].str.contains('"x": 2').all()
    done = df[(df["status"] == "done") & cast.astype(str).str.contains('"x": 0')]
    assert {"Alice", "Bob", "Goliath Daydreamer"} <= {
        t for a in done["2:cast:Goliath Daydreamer"] for t in ex_targets(a)
    }
    assert (done["Alice:graveyard"] == "Banefire").all()
    # X = 0 deals no damage, so the targets made no difference
    assert len(set(done["leaf"])) == 1


def ex_targets(answer: str) -> list[str]:
    import json

    return list(json.loads(answer)["targets"])


def _without_answers(scenario: Scenario, ids: set[str]) -> Scenario:
    from dataclasses import replace

    actions = tuple(
        replace(s, answers={k: v for k, v in s.answers.items() if k not in ids})
        for s in scenario.actions
    )
    return replace(scenario, actions=actions)


def test_too_many_branches_for_a_table() -> None:
    from benchmarks.bench_explore import triggers_scenario

    ex = explore(triggers_scenario(5), progress=False)
    with pytest.raises(TooManyBranchesError, match=r"120 branches.*\.leaves\(\)"):
        ex.outcomes(max_rows=100, keys=True)
    leaves = ex.leaves()
    assert list(leaves["branches"]) == [120]
    g = ex.group(max_rows=100, keys=True)  # still says what mattered, from the tree alone
    assert g.no_difference == ("2:order:Alice",)


def test_a_sweep_for_a_card_never_cast_warns() -> None:
    with pytest.warns(UserWarning, match="nothing was swept"):
        explore(POSITIONS / "harvester_processor.toml", x={"Fireball": [1]}, progress=False)


def test_repr() -> None:
    ex = explore(POSITIONS / "harvester_processor.toml", progress=False)
    assert isinstance(ex, Exploration)
    assert "4 branches, 2 distinct outcomes; 2 end states" in repr(ex)


def test_same_named_objects_that_differ_are_each_explored() -> None:
    from rulings_kit.explore import explore
    from rulings_kit.scenarios import Scenario

    # The legend rule (704.5j): keep the Ivy with a +1/+1 counter, or the new one.
    scenario = (
        Scenario.build("Two Ivys: which one stays?")
        .player("Alice", battlefield=[{"card": "Ivy, Gleeful Spellthief", "counters": {"+1/+1": 1}},
                                      "Forest", "Island"], hand=["Ivy, Gleeful Spellthief"])
        .player("Bob")
        .cast("Ivy, Gleeful Spellthief")
        .resolve("all")
        .done()
    )
    table = explore(scenario, progress=False).outcomes(keys=True)
    assert len(table) == 2
    assert set(table["status"]) == {"done"}


@pytest.mark.parametrize(
    "path",
    [
        ROOT / "scenarios" / "cards" / "harvester_single_target_answered_on_next_action.toml",
        ROOT / "scenarios" / "rules" / "603.3b_two_alike_rebound_triggers_order_given_late.toml",
    ],
    ids=lambda p: p.stem,
)
def test_an_answer_given_one_action_late_is_explored_like_the_file_runs(path: Path) -> None:
    """Fine print 1: a question that answered itself as an action ended may have its answer
    on the next action; the explorer follows the file, not an error."""
    scenario = Scenario.load(path)
    ex = explore(scenario, progress=False)
    (leaf,) = ex.leaf_nodes()
    assert leaf.status is Status.DONE
    assert dict(leaf.outcome) == final_columns(scenario.run().state)


def test_a_free_cast_at_one_of_two_differing_objects_of_one_name_is_each_explored() -> None:
    # 702.88a: rebound casts Staggershock free at Alice's upkeep; Bob's two Bears differ
    # (a +1/+1 counter makes one a 3/3), so the cast at either is its own branch (115.1)
    scenario = (
        Scenario.build("Rebound Staggershock at one of two Bears")
        .player("Alice", battlefield=[{"card": "Mountain", "count": 3}], hand=["Staggershock"])
        .player("Bob", library=["Island", "Island"],
                battlefield=["Grizzly Bears", {"card": "Grizzly Bears", "counters": {"+1/+1": 1}}])
        .cast("Staggershock", targets=["Bob"])
        .resolve("all")
        .advance("upkeep")
        .advance("upkeep")
        .resolve("all")
        .done()
    )
    table = explore(scenario, progress=False).outcomes(keys=True)
    assert set(table["status"]) == {"done"}
    at_a_bear = table[table["5:cast:Staggershock"].astype(str).str.contains(r'"targets": \[\d+\]')]
    assert sorted(at_a_bear["died"]) == ["", "Grizzly Bears"]  # the 2/2 dies, the 3/3 survives
