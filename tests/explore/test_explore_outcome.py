"""One definition of an outcome, said the same way by the summary, ``group()``, the
outcome table, the decision tree and its caption; and the user says what counts."""

from __future__ import annotations

import pytest

from rulings_kit.cli import main
from rulings_kit.explore import OUTCOME_NAMES, OutcomeError, explore
from rulings_kit.explore.outcome import outcome_key
from rulings_kit.render.decision_tree import decision_tree
from rulings_kit.render.views import caption
from tests.explore.helpers import POSITIONS

HERALDS = POSITIONS / "two_heralds.toml"


def test_every_place_counts_the_same_outcomes() -> None:
    # X from 0 to 3 and Ivy's copy: 8 end states (damage marked differs), 2 outcomes:
    # Ivy survives (A) or dies (B). The command line once said 8, the tree 2.
    ex = explore(POSITIONS / "ivy_fireball.toml", x={"Fireball": range(4)}, progress=False)
    assert len(ex.leaf_nodes()) == 8 and ex.distinct_outcomes == 2
    assert "8 branches, 2 distinct outcomes; 8 end states" in ex.summary()
    grouping = ex.group()
    assert str(grouping).startswith("2 distinct outcomes\n")
    assert list(grouping.table["outcome"]) == ["A", "B"]
    assert list(grouping.table["branches"]) == [5, 3]  # no copy (4), or X = 0 (1); copies
    assert sorted(set(ex.outcomes()["outcome"])) == ["A", "B"]
    assert "8 branches · 2 distinct outcomes · 8 end states" in decision_tree(ex).source
    assert "8 branches, 2 distinct outcomes, 8 end states" in caption(ex)


def test_an_order_that_only_changes_which_token_came_first_makes_no_difference() -> None:
    # both orders end with a Soldier and a Saproling; the battlefield has no order (403)
    ex = explore(HERALDS, progress=False)
    assert ex.branches == 2 and len(ex.leaf_nodes()) == 2  # the states differ...
    grouping = ex.group()
    assert len(grouping.table) == 1 and grouping.matters == ()  # ...the outcome doesn't
    assert grouping.no_difference == ("Alice's trigger order",)


def test_what_counts_as_the_outcome_is_the_users_to_say(
    capsys: pytest.CaptureFixture[str],
) -> None:
    ex = explore(POSITIONS / "harvester_processor.toml", progress=False)
    # every column: Ruin Processor's 5 life and Bob's graveyard set the two outcomes apart
    assert ex.distinct_outcomes == 2 and ex.group().matters
    # Bob's library alone: Harvester always exiles Island, so nothing the answers do counts
    library = ex.group("Bob:library")
    assert len(library.table) == 1 and library.matters == ()
    assert list(library.table.columns[-2:]) == ["Bob:library", "error"]
    assert library.columns == ("Bob:library",)
    # the same chosen up front, and on the command line
    chosen = explore(POSITIONS / "harvester_processor.toml", outcome=["life"], progress=False)
    assert chosen.outcome_columns() == ("life:Alice", "life:Bob")
    assert "2 distinct outcomes (by life:Alice, life:Bob)" in chosen.summary()
    assert main(["explore", str(HERALDS), "--outcome", "life,zones"]) == 0
    out = capsys.readouterr().out
    assert "1 distinct outcome (by life:Alice, life:Bob, Alice:battlefield" in out
    assert "answers that made no difference: Alice's trigger order" in out


def test_a_name_that_is_not_an_outcome_column_lists_those_that_are(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(OutcomeError, match=r"'lif' is not an outcome column; use life, zones"):
        explore(HERALDS, outcome=["lif"], progress=False)
    assert main(["explore", str(HERALDS), "--outcome", "life,graveyards"]) == 1
    err = capsys.readouterr().err
    assert "'graveyards' is not an outcome column" in err and "Bob:graveyard" in err
    assert set(OUTCOME_NAMES) >= {"life", "zones", "battlefield", "graveyard", "stack", "lost"}


def test_a_zone_with_an_order_keeps_it_and_one_without_does_not() -> None:
    a = {"Bob:graveyard": "Shock; Island", "Bob:exile": "Shock; Island"}
    b = {"Bob:graveyard": "Island; Shock", "Bob:exile": "Island; Shock"}
    assert outcome_key("done", a, ["Bob:exile"]) == outcome_key("done", b, ["Bob:exile"])
    # 404.2: a graveyard's order is kept
    assert outcome_key("done", a, ["Bob:graveyard"]) != outcome_key("done", b, ["Bob:graveyard"])
    # one run of a name is the same cards as the name written twice
    three = {"Alice:battlefield": "Wastes ×2; Forest"}
    spread = {"Alice:battlefield": "Wastes; Forest; Wastes"}
    cols = ["Alice:battlefield"]
    assert outcome_key("done", three, cols) == outcome_key("done", spread, cols)
    assert outcome_key("done", three, cols) != outcome_key("error", three, cols)

