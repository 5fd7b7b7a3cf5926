"""The decision tree of an exploration: choices on the edges, outcomes at the leaves,
merged states drawn once, outcome groups, budget, themes, escaping, draw() and the CLI."""

from __future__ import annotations

import html as html_lib
import re
import warnings
from functools import cache
from pathlib import Path

import graphviz
import pytest

from rulings_kit.cli import main
from rulings_kit.core.questions import Ask, Question
from rulings_kit.explore import (
    Choice,
    Edge,
    Exploration,
    Node,
    NodeKind,
    Segment,
    Stats,
    Status,
    explore,
)
from rulings_kit.render import (
    THEMES,
    TREE_VIEW,
    caption,
    decision_tree,
    default_view,
    draw,
    figure,
)
from rulings_kit.render.outcomes import OUTCOME_FILLS, leaf_order, letter, outcome_groups
from rulings_kit.render.tree_nodes import answer_text
from rulings_kit.scenarios import Scenario
from tests.explore.helpers import POSITIONS
from tests.helpers import ROOT, load_scenario
from tests.render.helpers import SVG, bbox, ivy_trace, nodes, overlapping, svg_root, texts

HARVESTER = "Thought Harvester (trigger)"
PROCESSOR = "Ruin Processor (trigger)"
_QUOTED = re.compile(r'"(?:[^"\\]|\\.)*"')
_HEX = re.compile(r"#[0-9A-Fa-f]{6}")

HOSTILE = '<script>alert("x")</script> & {R}|{G} <b>bold</b>\n"quoted" \'single\' \\N \\l'
PLAYER = 'Eve <i>"the" & {evil}|'


def harvester_scenario(title: str = "Thought Harvester and Ruin Processor") -> Scenario:
    """tests/acceptance/cards/harvester_then_processor.toml without its answers."""
    return (
        Scenario.build(title)
        .player(
            "Alice",
            battlefield=["Thought Harvester", {"card": "Wastes", "count": 7}],
            hand=["Ruin Processor"],
        )
        .player("Bob", library=["Island", "Forest"])
        .cast("Ruin Processor")
        .resolve("all")
        .done()
    )


@cache
def harvester() -> Exploration:
    return explore(harvester_scenario(), progress=False)


@cache
def ivy() -> Exploration:
    return explore(POSITIONS / "ivy_fireball.toml", x={"Fireball": range(0, 6)}, progress=False)


def node_line(source: str, node_id: str) -> str:
    """The words of the DOT statement that declares ``node_id``: tags dropped, line
    breaks as spaces, entities decoded (so wrapped text reads as one line)."""
    for line in source.splitlines():
        if line.strip().startswith(f"{node_id} ["):
            return words(line)
    raise AssertionError(f"no node {node_id} in the DOT source")


def node_markup(source: str, node_id: str) -> str:
    """The DOT statement that declares ``node_id``, as it is."""
    for line in source.splitlines():
        if line.strip().startswith(f"{node_id} ["):
            return line
    raise AssertionError(f"no node {node_id} in the DOT source")


def node_label(source: str, node_id: str) -> str:
    """The words of the node's label alone (what the figure shows, not its tooltip)."""
    return node_line(source, node_id).split(" tooltip=")[0]


def words(markup: str) -> str:
    text = re.sub(r"<BR[^>]*>", " ", markup)
    text = re.sub(r"</?(TABLE|TR|TD|FONT|B)\b[^>]*>", "", text)
    return " ".join(html_lib.unescape(text).replace("\xa0", " ").split())


def edges(source: str) -> list[tuple[str, str]]:
    return re.findall(r"^\s*(\w+) -> (\w+)", source, re.M)


def answer_into(ex: Exploration, parent: Node, child: Node, source: str) -> str:
    """The answer drawn on the arrow from ``parent`` to ``child`` (checking the arrow)."""
    middle = f"a{parent.id}_{child.id}"
    pairs = edges(source)
    assert (f"n{parent.id}", middle) in pairs and (middle, f"n{child.id}") in pairs
    return node_line(source, middle)


# --------------------------------------------------------------- what the tree shows
def test_both_trigger_orders_are_arrows_out_of_alices_decision() -> None:
    ex = harvester()
    source = decision_tree(ex, fold=False).source
    root = ex.root
    assert root.kind is NodeKind.PICK and len(root.edges) == 2
    first, second = (answer_into(ex, root, e.child, source) for e in root.edges)
    assert f"resolves next: {HARVESTER}" in first and f"then: {PROCESSOR}" in first
    assert f"resolves next: {PROCESSOR}" in second and f"then: {HARVESTER}" in second
    # the scenario's title is the root, and it leads to the first decision
    assert "Thought Harvester and Ruin Processor" in node_line(source, "start")
    assert ("start", f"n{root.id}") in edges(source)


def test_a_decision_point_names_the_question_and_who_answers_in_their_colour() -> None:
    ex = harvester()
    source = decision_tree(ex).source
    alice = THEMES["light"].seat(0)
    order = node_label(source, f"n{ex.root.id}")
    assert (
        "Trigger order (603.3b)" in order and "Alice chooses which trigger resolves next" in order
    )
    assert f'COLOR="{alice.stroke}" BGCOLOR="{alice.fill}"' in node_markup(source, "n0")
    may_node = f"n{ex.root.edges[0].child.id}"
    may = node_label(source, may_node)
    assert "Optional action (603.5)" in may and "Alice may put a card an opponent owns" in may
    assert "action 2: everything on the stack resolves" in may
    # the question id is a detail for scenario writers: in the tooltip, not the figure
    assert "may:Ruin Processor" not in may and "may:Ruin Processor" in node_line(source, may_node)


def test_the_two_leaves_show_different_life_totals_letters_and_fills() -> None:
    ex = harvester()
    source = decision_tree(ex, fold=False).source
    leaves = leaf_order(ex)
    assert len(leaves) == 2
    first, second = (node_markup(source, f"n{n.id}") for n in leaves)
    assert "Alice 25 · Bob 20" in words(first) and "Island" in words(first)
    assert "Alice 20 · Bob 20" in words(second)
    assert "<B>A</B>" in first and "<B>B</B>" in second
    fills = OUTCOME_FILLS["light"]
    assert f'BGCOLOR="{fills[0]}"' in first and f'BGCOLOR="{fills[1]}"' in second


def test_a_merged_state_is_drawn_once_with_an_arrow_from_each_parent() -> None:
    ex = harvester()
    source = decision_tree(ex, fold=False).source
    shared = max(ex.leaf_nodes(), key=lambda n: ex.branch_counts()[n.id])
    assert ex.branch_counts()[shared.id] == 3
    assert len(re.findall(rf"^\s*n{shared.id} \[", source, re.M)) == 1
    into = [tail for tail, head in edges(source) if head == f"n{shared.id}"]
    assert len(into) == 2  # from both may:Ruin Processor points
    assert "3 branches end here" in node_line(source, f"n{shared.id}")
    # two answers that reach the same state share one arrow
    assert any("yes or no" in node_line(source, t) for t in into)
    assert "state reached more than one way (merged)" in source


def test_answers_as_an_edge_says_them() -> None:
    assert answer_text(Choice(2, "order:Alice", "A", 0, ("B", "C"))) == (
        "resolves next: A\nthen: B\nthen: C"
    )
    assert answer_text(Choice(2, "order:Alice", "B", 1)) == "resolves next: B"
    assert answer_text(Choice(2, "may:Ivy", True)) == "yes"
    assert answer_text(Choice(2, "may:Ivy", False)) == "no"
    assert answer_text(Choice(1, "x:Fireball", 3)) == "X = 3"
    assert answer_text(Choice(1, "target:Shock", ["Bob", "Ann"])) == "Bob; Ann"
    # with its question, a table answer reads as a sentence, never as JSON
    cast = Question("cast:Goliath Daydreamer", Ask.CAST, "Alice", "", "118.9")
    assert answer_text(Choice(2, "cast:Goliath Daydreamer", {"card": "Opt"}), cast) == (
        "Alice casts Opt without paying its mana cost"
    )
    # a colour, not a letter: "white" for protection (105.4), {G} for mana (106.1a)
    shield = Question("color:Gods Willing", Ask.COLOR, "Alice", "", "105.4",
                      says="{player} chooses {color} for Grizzly Bears' protection")
    assert answer_text(Choice(1, "color:Gods Willing", "W"), shield) == (
        "Alice chooses white for Grizzly Bears' protection")
    stone = Question("color:Fellwar Stone", Ask.COLOR, "Alice", "", "106.1a",
                     subject="Fellwar Stone")
    assert answer_text(Choice(1, "color:Fellwar Stone", "G"), stone) == (
        "Alice chooses {G} as the mana Fellwar Stone adds")
    assert [letter(n) for n in (0, 25, 26, 27)] == ["A", "Z", "AA", "AB"]


def test_ivy_fireball_sweeps_x_and_groups_leaves_that_end_alike() -> None:
    ex = ivy()
    source = decision_tree(ex, fold=False).source
    sweep = ex.root
    assert sweep.kind is NodeKind.SWEEP
    for x, e in enumerate(sweep.edges):
        assert f"X = {x}" in answer_into(ex, sweep, e.child, source)
    assert "Alice chooses X for Fireball" in node_line(source, f"n{sweep.id}")
    assert "tried X = 0 to 5" in node_line(source, f"n{sweep.id}")
    # 12 leaves, 4 outcomes: nobody dies; Ivy dies; both die; Serra Angel dies
    groups = outcome_groups(ex)
    assert len(groups) == 12 and sorted(set(groups.values())) == [0, 1, 2, 3]
    x0 = [e.child for e in sweep.edges[0].child.edges]
    assert groups[x0[0].id] == groups[x0[1].id]  # X = 0: copying changes nothing
    # outcomes repeat, so leaves are compact and a legend says each outcome once
    legend = node_line(source, "outcomes")
    assert "in every outcome: life Alice 20 · Bob 20" in legend
    assert legend.count("Alice's battlefield") == 4
    x4_yes = sweep.edges[4].child.edges[0]
    label = answer_into(ex, sweep.edges[4].child, x4_yes.child, source)
    assert "yes" in label and "died: Ivy, Gleeful Spellthief; Serra Angel" in label


def test_compact_can_be_forced_either_way_and_events_left_out() -> None:
    full = _QUOTED.sub('""', decision_tree(ivy(), compact=False, fold=False).source)  # no tooltips
    battlefields = re.findall(r"Alice&#39;s(?:<BR[^>]*>|\s)*battlefield", full)
    assert "outcomes [" not in full and len(battlefields) == 12
    compact = decision_tree(harvester(), compact=True, fold=False).source
    assert "outcomes [" in compact
    assert "died:" not in decision_tree(ivy(), events=False, fold=False).source


def test_rejected_branches_are_leaves_that_say_why() -> None:
    ex = explore(POSITIONS / "ivy_fireball.toml", x={"Fireball": [5, 6, 7]}, progress=False)
    source = decision_tree(ex, compact=False, fold=False).source
    rejected = [n for n in ex.leaf_nodes() if n.status is Status.ERROR]
    assert len(rejected) == 2
    groups = outcome_groups(ex)
    assert groups[rejected[0].id] == groups[rejected[1].id]  # both stopped at the cast
    for n in rejected:
        line = node_line(source, f"n{n.id}")
        assert "rejected" in line and "can't pay" in line
    legend = node_line(decision_tree(ex, compact=True, fold=False).source, "outcomes")
    assert "rejected for 2 different reasons, e.g." in legend


def test_points_the_budget_did_not_reach_are_drawn_as_such() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        ex = explore(
            POSITIONS / "ivy_fireball.toml",
            x={"Fireball": range(0, 6)},
            max_states=5,
            progress=False,
        )
    assert not ex.complete
    source = decision_tree(ex).source
    open_points = [n for n in ex.nodes() if n.status is Status.UNEXPLORED]
    assert open_points
    for n in open_points:
        line = node_line(source, f"n{n.id}")
        assert "NOT EXPLORED" in line and "may:Ivy, Gleeful Spellthief" in line
        assert 'STYLE="rounded,dashed"' in node_markup(source, f"n{n.id}")
    assert "points not explored" in source and "dashed: not explored (budget)" in source
    assert re.search(r"-> n\d+ \[.*style=dashed", source)


def test_later_picks_of_an_order_are_answered_by_the_same_player() -> None:
    sc = (
        Scenario.build("Two Harvesters and Ruin Processor")
        .player(
            "Alice",
            battlefield=[
                {"card": "Thought Harvester", "as": "H1"},
                {"card": "Thought Harvester", "as": "H2"},
                {"card": "Wastes", "count": 7},
            ],
            hand=["Ruin Processor"],
        )
        .player("Bob", library=["Island", "Forest", "Plains"])
        .cast("Ruin Processor")
        .resolve("all")
        .done()
    )
    ex = explore(sc, progress=False)
    source = decision_tree(ex, fold=False).source
    later = [n for n in ex.nodes() if n.kind is NodeKind.PICK and n.question is None]
    assert later
    for n in later:
        assert "Alice chooses which trigger resolves next after" in node_line(source, f"n{n.id}")
        assert f'COLOR="{THEMES["light"].seat(0).stroke}"' in node_markup(source, f"n{n.id}")


# --------------------------------------------------------------------- purity
def test_the_same_exploration_gives_the_same_dot_every_time() -> None:
    assert decision_tree(harvester()).source == decision_tree(harvester()).source
    # and a fresh exploration of the same scenario too: ids are the explorer's
    again = explore(harvester_scenario(), progress=False)
    assert decision_tree(again).source == decision_tree(harvester()).source
    assert decision_tree(ivy(), theme="dark").source == decision_tree(ivy(), theme="dark").source


def test_options_are_keyword_only_and_bad_input_says_what_is_expected() -> None:
    with pytest.raises(TypeError):
        decision_tree(harvester(), "dark")  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="expected an Exploration"):
        decision_tree(ivy_trace())  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="valid themes"):
        decision_tree(harvester(), theme="sepia")


def test_titles() -> None:
    assert "Decision tree" in decision_tree(harvester()).source
    custom = decision_tree(harvester(), title="Which order?").source
    assert "Which order?" in custom and "Decision tree" not in custom
    assert "\tlabel=" not in decision_tree(harvester(), title="").source


# --------------------------------------------------------------------- themes
@pytest.mark.parametrize("name", sorted(THEMES))
def test_every_theme(name: str) -> None:
    th = THEMES[name]
    source = decision_tree(ivy(), theme=name).source
    assert f'bgcolor="{th.background}"' in source
    assert source.count(f'fontname="{th.fontname}"') == 3  # graph, nodes, edges
    alice = th.seat(0)  # one colour per player, as in every other view
    assert f'COLOR="{alice.stroke}" BGCOLOR="{alice.fill}"' in source
    assert f'color="{alice.stroke}"' in source  # her answers' arrows
    for fill in OUTCOME_FILLS[name][:3]:
        assert f'BGCOLOR="{fill}"' in source
    if th.greyscale:
        for c in _HEX.findall(source):
            assert c[1:3] == c[3:5] == c[5:7], c


def test_print_theme_tells_players_apart_by_line_style_too() -> None:
    sc = (
        Scenario.build("Both players' Ivy")
        .player(
            "Alice",
            battlefield=["Ivy, Gleeful Spellthief", {"card": "Mountain", "count": 3}],
            hand=["Ghostfire"],
        )
        .player("Bob", battlefield=["Ivy, Gleeful Spellthief", "Grizzly Bears"])
        .cast("Ghostfire", targets=["Grizzly Bears"])
        .resolve("all")
        .done()
    )
    ex = explore(sc, progress=False)
    players = {n.question.player for n in ex.nodes() if n.question is not None}
    assert players == {"Alice", "Bob"}
    source = decision_tree(ex, theme="print").source
    assert 'STYLE="dashed"' in source and "style=dashed" in source  # Bob's seat


# ------------------------------------------------------------------- escaping
def hostile_exploration() -> Exploration:
    """Hostile text everywhere a tree shows text: title, player, question ids, answers,
    what died, outcome values and an error."""
    scenario = Scenario.build(f"Title {HOSTILE}").player(PLAYER).player("Bob").done()
    question = f"order:{PLAYER}"
    outcome = {f"life:{PLAYER}": 20, f"{PLAYER}:graveyard": HOSTILE, "life:Bob": 20}
    leaf_a = Node(3, NodeKind.LEAF, 2, status=Status.DONE, outcome=outcome)
    leaf_b = Node(4, NodeKind.LEAF, 2, status=Status.DONE, outcome={**outcome, "life:Bob": 3})
    error = Node(5, NodeKind.LEAF, 2, status=Status.ERROR, outcome=outcome, error=HOSTILE)
    pick = Node(1, NodeKind.PICK, 2, question, options=(HOSTILE,), picked=(HOSTILE,))
    pick.edges = [Edge(Choice(2, question, HOSTILE, 1), leaf_a, Segment(died=(HOSTILE,)))]
    sweep = Node(0, NodeKind.SWEEP, 1, f"x:{HOSTILE}", options=(1, 2, 3))
    sweep.edges = [
        Edge(Choice(1, f"x:{HOSTILE}", 1), pick),
        Edge(Choice(1, f"x:{HOSTILE}", 2), leaf_b, Segment(countered=(HOSTILE,))),
        Edge(Choice(1, f"x:{HOSTILE}", 3), error),
    ]
    nodes_ = [sweep, pick, leaf_a, leaf_b, error]
    return Exploration(scenario, sweep, nodes_, Segment(), (), Stats())


@pytest.mark.parametrize("compact", [False, True])
@pytest.mark.parametrize("theme", sorted(THEMES))
def test_hostile_names_stay_out_of_the_dot_structure(theme: str, compact: bool) -> None:
    source = decision_tree(hostile_exploration(), theme=theme, compact=compact).source
    # quoted strings (tooltips) may hold anything; HTML labels only our own markup
    outside = _QUOTED.sub('""', source)
    assert "<script" not in outside and "<b>" not in outside and "<i>" not in outside
    assert "&lt;script&gt;" in source and "Eve &lt;i&gt;&quot;the&quot; &amp; {evil}|" in source
    assert outside.count("{") == outside.count("}")  # no brace got out of a label
    # a newline in a name is a line break in a label, never a new DOT statement
    statements = [ln for ln in source.splitlines() if ln.strip()]
    starts = r"\s*(\w+ \[|\w+ -> \w+|\w+$|\{|\}|digraph |graph |node |edge |\w+=)"
    assert all(re.match(starts, ln) for ln in statements), statements


@pytest.mark.needs_dot
@pytest.mark.parametrize("theme", sorted(THEMES))
def test_hostile_names_render_as_text_in_the_svg(theme: str) -> None:
    root = svg_root(decision_tree(hostile_exploration(), theme=theme))
    tags = {el.tag.removeprefix(SVG) for el in root.iter()}
    assert not tags & {"script", "img", "b", "i", "foreignObject"}, tags
    for el in root.iter():
        for key, value in el.attrib.items():
            assert not key.lower().startswith("on"), (key, value)
    words = " ".join(texts(root))
    assert "<script>alert(" in words and 'Eve <i>"the" & {evil}|' in words


def test_a_real_exploration_with_a_hostile_player_and_title() -> None:
    sc = (
        Scenario.build(f"Title {HOSTILE}")
        .player(
            PLAYER,
            battlefield=["Thought Harvester", {"card": "Wastes", "count": 7}],
            hand=["Ruin Processor"],
        )
        .player("Bob", library=["Island", "Forest"])
        .cast("Ruin Processor")
        .resolve("all")
        .done()
    )
    source = decision_tree(explore(sc, progress=False)).source
    outside = _QUOTED.sub('""', source)
    assert "<script" not in outside and "<i>" not in outside
    assert "Eve &lt;i&gt;&quot;the&quot; &amp; {evil}|" in source


# --------------------------------------------------------------- real dot
@pytest.mark.needs_dot
@pytest.mark.parametrize("theme", sorted(THEMES))
def test_svg_structure(theme: str) -> None:
    ex = harvester()
    root = svg_root(decision_tree(ex, theme=theme, fold=False))
    drawn = nodes(root)
    expected = {"start"} | {f"n{n.id}" for n in ex.nodes()}
    expected |= {f"a{n.id}_{e.child.id}" for n in ex.nodes() for e in n.edges}
    assert set(drawn) == expected
    words = " ".join(texts(root))
    assert f"resolves next: {HARVESTER}" in words and f"resolves next: {PROCESSOR}" in words
    assert "Alice 25 · Bob 20" in words and "Alice 20 · Bob 20" in words
    edges_ = [g for g in root.iter(f"{SVG}g") if g.get("class") == "edge"]
    assert len(edges_) == len(edges(decision_tree(ex, theme=theme, fold=False).source))


@pytest.mark.needs_dot
@pytest.mark.parametrize("compact", [False, True])
def test_no_two_boxes_overlap(compact: bool) -> None:
    for ex in (harvester(), ivy()):
        root = svg_root(decision_tree(ex, compact=compact))
        boxes = {name: bbox(g) for name, g in nodes(root).items()}
        assert not overlapping(boxes)


@pytest.mark.needs_dot
def test_fifty_leaves_stay_legible() -> None:
    """X = 0..24 with mana for all: 50 leaves, 4 outcomes, compact, nothing overlaps."""
    sc = (
        Scenario.build("Ivy copies Fireball, X = 0..24")
        .player(
            "Alice",
            battlefield=["Ivy, Gleeful Spellthief", {"card": "Mountain", "count": 30}],
            hand=["Fireball"],
        )
        .player("Bob", battlefield=["Serra Angel"])
        .cast("Fireball", targets=["Serra Angel"])
        .resolve("all")
        .done()
    )
    ex = explore(sc, x={"Fireball": range(25)}, progress=False)
    assert len(ex.leaf_nodes()) == 50
    graph = decision_tree(ex, fold=False)
    assert "outcomes [" in graph.source  # compact, with a legend
    root = svg_root(graph)
    boxes = {name: bbox(g) for name, g in nodes(root).items()}
    assert not overlapping(boxes)
    # each answer sits on its own arrow, in line with the point it leads to
    for e in ex.root.edges:
        _, y0, x1, y1 = boxes[f"a{ex.root.id}_{e.child.id}"]
        cx0, cy0, _, cy1 = boxes[f"n{e.child.id}"]
        assert x1 < cx0 and cy0 <= (y0 + y1) / 2 <= cy1


# ------------------------------------------------------------- draw and figure
def test_draw_dispatches_an_exploration_to_its_tree() -> None:
    ex = harvester()
    assert default_view(ex) == TREE_VIEW == "decision_tree"
    assert draw(ex).source == decision_tree(ex).source
    assert draw(ex, view=TREE_VIEW, theme="dark").source == decision_tree(ex, theme="dark").source
    assert draw(ex, compact=True).source == decision_tree(ex, compact=True).source
    with pytest.raises(TypeError, match="drawn as 'decision_tree'"):
        draw(ex, view="stack")
    with pytest.raises(TypeError, match="draws an Exploration"):
        draw(ivy_trace(), view=TREE_VIEW)
    with pytest.raises(ValueError, match="decision_tree"):
        draw(ex, view="forest")
    assert caption(ex) == (
        "Thought Harvester and Ruin Processor — decision tree: "
        "4 branches, 2 distinct outcomes, 2 end states"
    )


@pytest.mark.needs_dot
def test_figure_of_an_exploration_shows_itself() -> None:
    fig = figure(harvester())
    assert "<svg" in fig.svg() and fig.caption == caption(harvester())


# ----------------------------------------------------------------------- CLI
@pytest.mark.needs_dot
@pytest.mark.parametrize("suffix", [".svg", ".png"])
def test_explore_command_draws_the_tree(
    tmp_path: Path, suffix: str, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "figures" / f"tree{suffix}"
    args = ["explore", str(POSITIONS / "harvester_processor.toml"), "--tree", str(out)]
    assert main(args) == 0
    assert f"wrote the decision tree to {out}" in capsys.readouterr().out
    data = out.read_bytes()
    if suffix == ".png":
        assert data.startswith(b"\x89PNG")
    else:
        assert b"<svg" in data and b"resolves next: Thought Harvester (trigger)" in data


def test_explore_command_refuses_other_tree_formats(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["explore", str(POSITIONS / "harvester_processor.toml"), "--tree", "tree.pdf"]
    assert main(args) == 2
    assert "--tree tree.pdf: write a .svg or a .png file" in capsys.readouterr().err


def test_explore_command_without_dot(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def missing(*args: object, **kwargs: object) -> bytes:
        raise graphviz.ExecutableNotFound(["dot"])

    monkeypatch.setattr(graphviz.Digraph, "pipe", missing)
    out = tmp_path / "tree.svg"
    args = ["explore", str(POSITIONS / "harvester_processor.toml"), "--tree", str(out)]
    assert main(args) == 1
    assert "needs Graphviz's dot" in capsys.readouterr().err
    assert not out.exists()


def test_the_root_names_who_passes_as_of_that_action_not_the_start() -> None:
    # Alice has priority at the start; by action 3 Bob has cast Shock, and it is his pass
    path = ROOT / "scenarios" / "corpus" / "healing_grace_one_chosen_source_only.toml"
    source = decision_tree(explore(load_scenario(path), progress=False)).source
    assert "3. Bob passes priority" in source and "Alice passes priority" not in source
