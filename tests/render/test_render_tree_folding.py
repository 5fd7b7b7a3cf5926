"""The decision tree folded for a reader (issue 26): each outcome drawn once, questions
whose answers don't change the outcome folded, answers that lead alike on one arrow,
and a width to draw it for."""

from __future__ import annotations

import itertools
import re

import graphviz
import pytest

from rulings_kit.explore import explore
from rulings_kit.render import decision_tree
from rulings_kit.render.fit import fit_tree, measure, tree_pages
from rulings_kit.render.page import MIN_TEXT_PX
from rulings_kit.scenarios import Scenario
from tests.explore.helpers import POSITIONS
from tests.render.helpers import SVG, bbox, nodes, svg_root
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


def _arrows(graph: graphviz.Digraph) -> dict[tuple[str, str], list[tuple[float, float]]]:
    """Each arrow dot drew, (tail, head) -> its curve as points (each Bézier sampled)."""
    out = {}
    for g in svg_root(graph).iter(f"{SVG}g"):
        if g.get("class") != "edge":
            continue
        title, path = g.find(f"{SVG}title"), next(g.iter(f"{SVG}path"), None)
        assert title is not None and title.text and path is not None
        tail, _, head = title.text.partition("->")
        n = [float(v) for v in re.findall(r"-?\d+(?:\.\d+)?", path.get("d", ""))]
        p = list(zip(n[::2], n[1::2], strict=True))
        points = [p[0]]
        for i in range(1, len(p) - 2, 3):  # M p0 C p1 p2 p3 [p4 p5 p6 ...]
            (x0, y0), (x1, y1), (x2, y2), (x3, y3) = p[i - 1], p[i], p[i + 1], p[i + 2]
            for k in range(1, 11):
                t = k / 10
                a, b, c, d = (1 - t) ** 3, 3 * t * (1 - t) ** 2, 3 * t * t * (1 - t), t**3
                points.append((a * x0 + b * x1 + c * x2 + d * x3, a * y0 + b * y1 + c * y2 + d * y3))
        out[(tail, head)] = points
    return out


def _cross(p: list[tuple[float, float]], q: list[tuple[float, float]]) -> bool:
    def side(a: tuple[float, float], b: tuple[float, float], c: tuple[float, float]) -> float:
        return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])

    for a, b in itertools.pairwise(p):
        for c, d in itertools.pairwise(q):
            if side(a, b, c) * side(a, b, d) < 0 and side(c, d, a) * side(c, d, b) < 0:
                return True
    return False


@pytest.mark.needs_dot
@pytest.mark.parametrize("width", [None, 700, 500])
def test_no_two_arrows_of_the_ivy_fireball_tree_cross(width: int | None) -> None:
    # issue 26: the 4,854 px tree of Ivy and Fireball had crossing arrows
    assert _cross([(0, 0), (1, 1)], [(0, 1), (1, 0)])  # the measure sees an X
    assert not _cross([(0, 0), (1, 0)], [(0, 1), (1, 1)])
    ex = explore(POSITIONS / "ivy_fireball.toml", x={"Fireball": range(0, 6)}, progress=False)
    graphs = [decision_tree(ex, theme="light")] if width is None else tree_pages(ex, width=width)
    for graph in graphs:
        arrows = _arrows(graph)
        assert len(arrows) >= 3
        crossing = [
            (one, other)
            for one, other in itertools.combinations(arrows, 2)
            if not set(one) & set(other) and _cross(arrows[one], arrows[other])
        ]
        assert crossing == []


@pytest.mark.needs_dot
def test_a_narrow_trees_legend_sits_under_every_outcome() -> None:
    # notebook 06's sweep: X = 0 to 3 ends at once, X = 4 asks Ivy's question first; the
    # legend hung under the first outcome and pushed the later ones below itself
    comet = (
        Scenario.build("Ivy and Comet Storm, X from 0 to 5")
        .player(
            "Alice",
            battlefield=["Ivy, Gleeful Spellthief", "Forest", {"card": "Mountain", "count": 6}],
            hand=["Giant Growth", "Comet Storm"],
        )
        .player("Bob", battlefield=["Serra Angel"])
        .cast("Giant Growth", targets=["Ivy, Gleeful Spellthief"])
        .resolve("all")
        .cast("Comet Storm", targets=["Serra Angel"])
        .resolve("all")
        .done()
    )
    ex = explore(comet, x={"Comet Storm": range(0, 6)}, progress=False)
    root = svg_root(decision_tree(ex, theme="light", width=700, rankdir="TB", compact=True))
    boxes = {name: bbox(g) for name, g in nodes(root).items()}
    outcomes = [box for name, box in boxes.items() if re.fullmatch(r"o\d+", name)]
    assert len(outcomes) == 4
    assert boxes["outcomes"][1] > max(box[3] for box in outcomes)  # its top under them all
