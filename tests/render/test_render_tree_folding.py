"""The decision tree folded for a reader (issue 26): each outcome drawn once, questions
whose answers don't change the outcome folded, answers that lead alike on one arrow,
and a width to draw it for."""

from __future__ import annotations

import re

import pytest

from rulings_kit.explore import explore
from rulings_kit.render import decision_tree
from rulings_kit.render.fit import fit_tree, measure
from rulings_kit.render.page import MIN_TEXT_PX
from tests.explore.helpers import POSITIONS
from tests.render.test_render_decision_tree import harvester, ivy, words


def declared(source: str) -> list[str]:
    return re.findall(r"^\s*(\w+) \[", source, re.M)


def test_each_outcome_is_drawn_once() -> None:
    # the 12 branches of Ivy and Fireball end in 4 outcomes: 4 boxes, not 12
    source = decision_tree(ivy(), theme="light").source
    assert [n for n in declared(source) if n.startswith("o")] == ["o0", "o1", "o2", "o3"]
    assert "5 branches end here" in words(source)  # A: X = 0 either way, and X = 1-3 "no"
    unfolded = decision_tree(ivy(), theme="light", fold=False).source
    leaves = [n for n in ivy().nodes() if n.is_leaf]
    assert len(leaves) == 12 and all(f"n{n.id}" in declared(unfolded) for n in leaves)


def test_a_question_whose_answers_dont_change_the_outcome_is_folded() -> None:
    ex = ivy()
    source = decision_tree(ex, theme="light").source
    said = words(source)
    # at X = 0 Ivy's copy does nothing: Alice's choice to copy is not drawn
    assert "X = 0" in said
    assert "then Alice may copy Fireball: any answer, the same outcome" in said
    # X = 1, 2 and 3 go on alike (copy: Ivy dies; no copy: nothing dies), as do 4 and 5
    assert "X = 1 to 3" in said and "X = 4, 5" in said
    copies = [n for n in ex.nodes() if not n.is_leaf and n.ask.startswith("may:")]
    drawn = [n for n in copies if f"n{n.id}" in declared(source)]
    assert len(copies) == 6 and len(drawn) == 2


def test_a_tree_where_the_answer_matters_keeps_its_question() -> None:
    said = words(decision_tree(harvester(), theme="light").source)
    assert "Alice chooses which trigger resolves next" in said
    assert said.count("resolves next:") == 2  # both orders drawn: they end differently


@pytest.mark.needs_dot
@pytest.mark.parametrize(
    "position", ["harvester_processor", "harvester_herder", "two_heralds"]
)
def test_a_tree_for_a_700px_column_fits_with_legible_text(position: str) -> None:
    ex = explore(POSITIONS / f"{position}.toml", progress=False)
    assert measure(decision_tree(ex, theme="light")).width > 700  # as it was drawn before
    size = measure(fit_tree(ex, width=700))
    assert size.width <= 700.5 and size.smallest_text >= MIN_TEXT_PX
