"""The decision tree of an exploration: choices on the edges, outcomes at the leaves.

``explore(scenario)`` branches on every question a scenario leaves open and merges the
branches that reach equal states, so its "tree" is a directed acyclic graph. This view
draws it left to right:

* the root, a neutral box with the scenario's title and its actions;
* each decision point in the colour of the player who answers (the same colour as in
  every other view), with the question id and what that player chooses;
* each edge labelled with the answer taken ("resolves next: Thought Harvester
  (trigger)", "yes", "X = 3"), and under it what died or didn't resolve on the way;
* each leaf with how the branch ends (``Exploration.leaf_label``: life totals and the
  zones that differ between leaves), a letter and a fill: leaves that end alike (the
  same outcome columns) share both, so a reader sees at once which outcomes differ;
* a node reached by several branches (equal states, merged) is drawn once, with
  several incoming edges, and says how many branches meet there;
* points the budget did not reach are dashed boxes that say so.

With many leaves (``compact``), a leaf shows only its letter and the life totals that
differ, and a legend lists each outcome once.

This module connects the boxes (folded by ``render.folding``, or every node as it is);
``render.tree_nodes`` draws each box and arrow.
"""

from __future__ import annotations

import graphviz

from rulings_kit.explore import Exploration, Node, Status
from rulings_kit.render import describe
from rulings_kit.render._graph import chars_for, new_graph, title_html
from rulings_kit.render.drawing import AUTO, follows_theme
from rulings_kit.render.folding import Branch, Folding
from rulings_kit.render.outcomes import outcome_groups
from rulings_kit.render.themes import Theme, get_theme
from rulings_kit.render.tree_nodes import COMPACT_LEAVES, TreeBoxes

__all__ = ["COMPACT_LEAVES", "decision_tree", "page_count"]


# ------------------------------------------------------------------------ the view
@follows_theme
def decision_tree(
    exploration: Exploration,
    *,
    theme: str | Theme = AUTO,
    title: str | None = None,
    compact: bool | None = None,
    events: bool = True,
    rankdir: str = "LR",
    fold: bool = True,
    width: float | None = None,
    page: int | None = None,
) -> graphviz.Digraph:
    """The tree of ``exploration`` (from ``explore``), left to right (``rankdir="TB"``:
    top to bottom, narrower for a deep tree with few leaves).

    Decision points are drawn in the answering player's colour, edges carry the answer
    taken, and leaves how the branch ends; leaves that end alike share a letter and a
    fill. Nodes reached by several branches (equal states, merged) are drawn once.

    ``title``: ``None`` for "Decision tree" with the number of branches and outcomes,
    ``""`` for none. ``compact``: leaves show only their letter and the life totals
    that differ, and a legend lists each outcome once; ``None`` for compact when there
    are more than ``COMPACT_LEAVES`` leaves, or when outcomes repeat (at least two
    leaves per outcome on average). ``events``: print what died or didn't resolve along
    each edge under its answer. ``fold`` (the default): each outcome is drawn once,
    a decision point whose answers all end in one outcome is folded into the arrow
    that reaches it (which says so), and answers that lead alike are one arrow ("X = 1
    to 3"); ``fold=False`` draws every decision point and leaf. ``width``: the column
    it is for, in CSS px: answers wrap to fit (``render.fit.fit_tree`` also picks the
    direction and measures). ``page``: draw only that arrow (1 to ``page_count``) out
    of the first question, and what follows it: a tree too wide for a column, cut into
    pages that fit (``render.fit.tree_pages``); letters are the same on every page.

    Each answer is a small text node the arrow runs through (ids ``a<parent>_<child>``),
    so no label can be read as its neighbour's; decision points and leaves are
    ``n<node id>``, the root ``start`` and the compact legend ``outcomes``.
    """
    if not isinstance(exploration, Exploration):
        raise TypeError(
            f"expected an Exploration (from rulings_kit.explore.explore), "
            f"not {type(exploration).__name__}"
        )
    th = get_theme(theme)
    if rankdir not in ("LR", "TB"):
        raise ValueError(
            f"rankdir must be 'LR' (left to right) or 'TB' (top to bottom), not {rankdir!r}"
        )
    if page is not None:
        pages = page_count(exploration)
        if not fold:
            raise ValueError("page= cuts the folded tree: leave out fold=False")
        if not 1 <= page <= pages:
            raise ValueError(f"page must be from 1 to {pages} for this tree, not {page}")
    tree = _Tree(exploration, th, compact, events, fold=fold, width=width)
    tree.page = page
    return tree.graph(title, rankdir)


def page_count(exploration: Exploration) -> int:
    """How many pages ``decision_tree(..., page=N)`` cuts ``exploration`` into: one per
    arrow out of its first question (folded), or 1 for a tree with no choice that
    matters."""
    folding = Folding(exploration, outcome_groups(exploration))
    root = exploration.root
    if root.is_leaf or folding.single(root) is not None:
        return 1
    return len(folding.branches(root))


class _Tree(TreeBoxes):
    #: the one arrow out of the first question drawn (1-based), or all of them
    page: int | None = None

    # ---- the graph -----------------------------------------------------------------
    def graph(self, title: str | None, rankdir: str) -> graphviz.Digraph:
        th = self.th
        if self.width is not None and rankdir == "TB":  # answers side by side in a row
            self.edge_wrap = min(self.edge_wrap, chars_for(self.width / 5, th.fontsize - 1))
        heading = "Decision tree" if title is None else title
        if heading and self.page is not None:
            heading += f" · page {self.page} of {page_count(self.ex)}"
        g = new_graph(
            "decision_tree",
            th,
            rankdir=rankdir,
            title=(
                title_html(th, heading, self._summary(), self._legend(), width=self.width)
                if heading
                else ""
            ),
        )
        # a narrow column: boxes side by side a little closer
        narrow = self.width is not None and rankdir == "TB"
        g.attr(ranksep="0.4", nodesep="0.2" if narrow else "0.3")
        self._root(g)
        if self.fold:
            below = rankdir == "TB" and self.compact
            used = self._folded(g, line_up=not below)
            if self.compact and used:
                self._outcome_legend(g, below=f"o{used[0]}" if rankdir == "TB" else "", only=used)
            return g
        for node in self.nodes:
            if node.status is Status.UNEXPLORED:
                self._unexplored(g, node)
            elif node.is_leaf:
                self._leaf(g, node)
            else:
                self._decision(g, node)
        for node in self.nodes:
            self._edges(g, node)
        if self.compact and self.count:
            self._outcome_legend(g)
        return g

    def _folded(self, g: graphviz.Digraph, *, line_up: bool = True) -> list[int]:
        """Each outcome drawn once (``o<number>``), every decision point whose answers
        all end alike folded into the arrow that reaches it, and answers leading to the
        same thing drawn as one arrow (``render.folding``). Returns the outcomes drawn."""
        folding = Folding(self.ex, self.groups)
        ends: dict[int, list[Node]] = {}  # outcome -> the leaves that end in it
        for leaf in self.leaves:
            if leaf.id in self.groups:
                ends.setdefault(self.groups[leaf.id], []).append(leaf)
        drawn: set[int] = set()
        used: list[int] = []

        def reach(tail: str, parent: Node | None, branch: Branch) -> None:
            if branch.outcome is not None:
                head = f"o{branch.outcome}"
                if branch.outcome not in used:
                    used.append(branch.outcome)
            else:
                head = f"n{branch.child.id}"
            self._edge(
                g, tail, branch.child, branch.choices, branch.segments, parent,
                head=head, folded=branch.folded,
            )  # fmt: skip
            if branch.outcome is None:
                visit(branch.child)

        def visit(node: Node) -> None:
            if node.id in drawn:
                return
            drawn.add(node.id)
            if node.status is Status.UNEXPLORED:
                self._unexplored(g, node)
            elif node.is_leaf:  # rejected with no outcome of its own: drawn as it is
                self._leaf(g, node)
            else:
                self._decision(g, node)
                branches = folding.branches(node)
                if node.id == self.ex.root.id and self.page is not None:
                    branches = branches[self.page - 1 : self.page]
                for branch in branches:
                    reach(f"n{node.id}", node, branch)

        root = self.ex.root
        one = folding.single(root)
        first = Branch(
            (), (self.ex.lead,), root, one, folding.folded_under(root) if one is not None else ()
        )
        reach("start", None, first)
        # on a page, an outcome counts the branches of that page only
        reached = None if self.page is None else _below(self.ex.root, self.page, folding)
        with g.subgraph() as column:  # the outcomes line up at the end
            if line_up:
                column.attr(rank="max")
            for number in used:
                leaves = [e for e in ends[number] if reached is None or e.id in reached]
                self._leaf(g, leaves[0], name=f"o{number}", ends=leaves)
                column.node(f"o{number}")
        return used

    def _summary(self) -> str:
        ex = self.ex
        parts = [describe.plural(ex.branches, "branch", "branches")]
        ends = sum(1 for n in self.leaves if n.status is not Status.UNEXPLORED)
        if ends:  # the words of Exploration.summary() and group(), in the same order
            parts.append(describe.plural(self.count, "distinct outcome"))
            parts.append(describe.plural(ends, "end state"))
        merged = sum(1 for n in self.nodes if self._parents(n) > 1)
        if merged:
            parts.append(describe.plural(merged, "state") + " reached more than one way (merged)")
        text = " · ".join(parts)
        if not ex.complete:
            left = sum(1 for n in self.nodes if n.status is Status.UNEXPLORED)
            text += f" · budget reached: {describe.plural(left, 'point')} not explored"
        return text

    def _legend(self) -> str:
        parts = [
            "a box in a player's colour: a choice that player makes",
            "arrows: the answer taken",
            "same letter and fill: the same outcome",
        ]
        if any(self._parents(n) > 1 for n in self.nodes):
            parts.append("several arrows into a box: equal states merged")
        if not self.ex.complete:
            parts.append("dashed: not explored (budget)")
        return " · ".join(parts)

    def _parents(self, node: Node) -> int:
        """How many decision points lead to ``node`` (more than one: states merged)."""
        return self.in_degree.get(node.id, 0)


def _below(root: Node, page: int, folding: Folding) -> set[int]:
    """The ids of the nodes under the ``page``-th folded arrow out of ``root``."""
    branch = folding.branches(root)[page - 1]
    todo = [e.child for e in root.edges if e.choice in branch.choices]
    seen: set[int] = set()
    while todo:
        node = todo.pop()
        if node.id not in seen:
            seen.add(node.id)
            todo += [e.child for e in node.edges]
    return seen
