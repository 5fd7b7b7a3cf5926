"""The explorer and the comparison in the kernel: change answers, read outcome and diagrams."""

from __future__ import annotations

import pytest

from rulings_kit.explore import explore
from rulings_kit.explore.progress import Progress
from rulings_kit.render import decision_tree
from rulings_kit.widgets import Comparison, ExploreProgress, Explorer, OrderPicker
from tests.widgets.conftest import BANEFIRE, COMET, HERDER, B, H, scenario

pytestmark = pytest.mark.needs_dot


def nodes(svg_html: str) -> int:
    return svg_html.count('class="node"')


def test_explorer_reorders_triggers_and_everything_follows() -> None:
    ex = Explorer(scenario(HERDER))
    assert ex.views == ("triggers", "steps", "timeline", "board")
    outcome = ex.outcome_box.value
    assert "Bob&#x27;s graveyard: + Serra Angel, Island" in outcome
    triggers = ex.diagrams["triggers"].value
    assert "CHOSEN TO RESOLVE 1ST OF 2" in triggers
    picker = ex.panel.control("2:order:Alice").control
    assert isinstance(picker, OrderPicker)
    picker.tags.value = [B, H]  # a drag in the browser
    assert ex.outcome is not None and ex.outcome.ok
    assert ex.outcome.trace.resolved()[0] == B
    assert "graveyard" not in ex.outcome_box.value
    assert "Bob&#x27;s exile: + Island" in ex.outcome_box.value
    assert ex.diagrams["triggers"].value != triggers
    assert ex.status.value == ""
    # and back with the buttons
    picker.rows.children[1].children[0].click()
    assert picker.value == [H, B]
    assert "Serra Angel, Island" in ex.outcome_box.value


def test_explorer_step_player_opens_where_the_stack_is_fullest() -> None:
    ex = Explorer(scenario(HERDER))
    assert ex.player is not None
    assert ex.player.frame is not None and ex.player.frame.label == "Step 2.1"
    assert len(ex.player.frame.state.stack) == 3
    ex.player.index = 0
    ex.choose("2:order:Alice", [B, H])
    assert ex.player.index == 0  # a re-run keeps the reader's place


def test_explorer_draws_a_tab_when_it_is_shown() -> None:
    ex = Explorer(scenario(HERDER))
    assert ex.diagrams["timeline"].value == ""  # not drawn until shown
    ex.tabs.selected_index = ex.views.index("timeline")
    assert nodes(ex.diagrams["timeline"].value) > 5
    ex.tabs.selected_index = ex.views.index("board")
    assert "Eldrazi Scion" in ex.diagrams["board"].value
    assert ex.player is not None and len(ex.player.frames) == 6


def test_explorer_x_slider_changes_the_damage() -> None:
    ex = Explorer(scenario(COMET))
    assert ex.views == ("steps", "timeline", "board")
    slider = ex.panel.control("3:x:Comet Storm")
    assert "Ivy, Gleeful Spellthief is 5/4, 2 damage marked" in ex.outcome_box.value
    slider.slider.value = 1
    assert "Ivy, Gleeful Spellthief is 5/4, 1 damage marked" in ex.outcome_box.value
    assert ex.choose("3:x:Comet Storm", 0).ok
    assert "damage marked" not in ex.outcome_box.value


def test_explorer_shows_the_rule_instead_of_a_traceback() -> None:
    ex = Explorer(scenario(BANEFIRE))
    assert 'class="rk-error"' in ex.status.value
    assert "107.3b" in ex.status.value and "Not allowed" in ex.status.value
    assert "the only legal choice for X is 0" in ex.status.value  # the rule's text
    cast = ex.panel.control("2:cast:Goliath Daydreamer").control
    labels = [label for label, _ in cast.options]
    cast.value = labels.index("cast Banefire (targeting Bob)")
    assert ex.status.value == ""
    assert ex.outcome is not None and ex.outcome.ok
    assert ex.panel.control("2:cast:Goliath Daydreamer") is not None
    x = ex.panel._sliders["2:cast:Goliath Daydreamer"]
    assert x.slider.disabled and "107.3b" in x.explain.value


def test_explorer_reports_a_bug_without_a_traceback(monkeypatch: pytest.MonkeyPatch) -> None:
    ex = Explorer(scenario(HERDER))

    def broken() -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(ex.session, "run", broken)
    ex.choose("2:may:Blight Herder", False)
    assert "something went wrong" in ex.status.value


def test_comparison_shows_two_branches_and_what_differs() -> None:
    c = Comparison(scenario(HERDER), {"2:order:Alice": [H, B]}, {"2:order:Alice": [B, H]})
    diff = c.differences.value
    assert "A: Bob&#x27;s graveyard: + Serra Angel, Island" in diff
    assert "B: Resolved, in order: Blight Herder (trigger)" in diff
    assert c.a.views == ("triggers",)
    # wide trigger diagrams go one under the other, the choices side by side
    assert c.a.tabs in c.children and c.b.tabs in c.children
    c.b.choose("2:order:Alice", [H, B])
    assert "end the same way" in c.differences.value


def test_comparison_from_an_exploration_with_a_progress_bar() -> None:
    bar = ExploreProgress()
    s = scenario(HERDER)
    from dataclasses import replace

    bare = replace(s, actions=(s.actions[0], replace(s.actions[1], answers={})))
    ex = explore(bare, progress=bar)
    assert bar.last is not None and bar.last.finished
    assert bar.bar.value == 1.0 and "states" in bar.text.value
    table = ex.outcomes(keys=True)
    first = table[table["2:order:Alice"] == f"{H}; {B}"]["branch"].iloc[0]
    other = table[table["2:order:Alice"] == f"{B}; {H}"]["branch"].iloc[0]
    c = Comparison.from_exploration(ex, int(first), int(other))
    # each labelled with its outcome's letter, the one the table and the tree give it
    letters = dict(zip(table["branch"], table["outcome"], strict=True))
    assert set(letters.values()) == {"A", "B"}
    assert c.labels == (
        f"Branch {first} · outcome {letters[first]}",
        f"Branch {other} · outcome {letters[other]}",
    )
    tree = decision_tree(ex, theme="light").source
    assert all(f"<B>{x}</B>" in tree for x in letters.values())
    assert "Serra Angel" in c.differences.value


def test_progress_bar_reads_a_progress_report() -> None:
    bar = ExploreProgress()
    bar(Progress(states=3, pending=1, elapsed=0.25))
    assert bar.bar.value == 0.75 and "1 waiting" in bar.text.value
    bar(Progress(states=4, pending=0, elapsed=0.5, finished=True))
    assert bar.bar.bar_style == "success" and bar.bar.description == "Explored"


def test_comparison_puts_wide_boards_one_under_the_other() -> None:
    """Two boards of 800 px side by side would shrink to illegible text: they stack,
    unless asked for columns."""
    from rulings_kit.render.page import SIDE_BY_SIDE_PX, widest_diagram_px

    c = Comparison(scenario(COMET), {"3:x:Comet Storm": 1}, {"3:x:Comet Storm": 2}, view="board")
    assert widest_diagram_px(c.a.draw_view("board")) > SIDE_BY_SIDE_PX
    assert c.a.tabs in c.children and c.b.tabs in c.children  # one under the other
    assert "Serra Angel is 4/4, 1 damage marked" in c.differences.value
    assert "X = 2" not in c.differences.value
    side = Comparison(
        scenario(COMET), {"3:x:Comet Storm": 1}, {"3:x:Comet Storm": 2}, view="board", columns=True
    )
    assert side.a.tabs not in side.children  # in a row with b's


def test_replacement_order_applies_rather_than_resolves() -> None:
    ex = Explorer(scenario("616.1_goliath_or_rebound_staggershock"))
    picker = ex.panel.control("2:replace:Alice").control
    assert isinstance(picker, OrderPicker) and picker.verb == "apply"
    # only one of the two applies: the spell goes to one place (616.1)
    assert "Goliath Daydreamer <span" in picker.rows.children[0].children[2].value
    assert "(applies)" in picker.rows.children[0].children[2].value
    assert "Staggershock&#x27;s rebound" in picker.rows.children[1].children[2].value
    assert "then doesn't apply" in picker.rows.children[1].children[2].value
    assert "dream counter" in ex.outcome_box.value
    picker.rows.children[0].children[1].click()  # Goliath's effect down: rebound first
    assert "Waiting to trigger later: Staggershock (trigger)" in ex.outcome_box.value
