"""The widgets in the kernel: set values as the browser would, read what they show."""

from __future__ import annotations

import re

import pytest

from rulings_kit.errors import DataError
from rulings_kit.widgets import ChoicePanel, OrderPicker, Session, StepPlayer, XSlider
from rulings_kit.widgets.html import quote_rulings
from rulings_kit.widgets.keys import is_permutation
from tests.widgets.conftest import BANEFIRE, ENDLESS, HERDER, B, H, scenario

LABELS = ["Thought Harvester (trigger)", "Blight Herder (trigger)", "Ruin Processor (trigger)"]


# ---------------------------------------------------------------- order picker
def test_order_picker_drag_reorders() -> None:
    p = OrderPicker(LABELS)
    assert p.value == LABELS and p.tags.value == LABELS
    p.tags.value = [LABELS[2], LABELS[0], LABELS[1]]  # what a drag does
    assert p.value == [LABELS[2], LABELS[0], LABELS[1]]


def test_order_picker_buttons_move_entries() -> None:
    p = OrderPicker(LABELS)
    rows = p.rows.children
    up, down = rows[0].children[0], rows[0].children[1]
    assert up.disabled and not down.disabled  # the first can't go up
    assert "Move Thought Harvester (trigger) down" in down.tooltip
    down.click()
    assert p.value == [LABELS[1], LABELS[0], LABELS[2]]
    assert p.tags.value == p.value  # the tags follow the buttons
    p.rows.children[2].children[0].click()  # the last one up
    assert p.value == [LABELS[1], LABELS[2], LABELS[0]]
    assert p.rows.children[2].children[1].disabled


@pytest.mark.parametrize(
    "tags",
    [[LABELS[0]], [], [LABELS[0], LABELS[0], LABELS[1], LABELS[2]], [LABELS[2], LABELS[2]]],
)
def test_order_picker_value_is_always_a_permutation(tags: list[str]) -> None:
    p = OrderPicker(LABELS)
    p.tags.value = tags  # a tag deleted, or typed in
    assert is_permutation(p.value, LABELS)
    assert is_permutation(p.tags.value, LABELS)
    p.value = ["Shock"]
    assert is_permutation(p.value, LABELS)


def test_an_order_where_only_the_first_applies_says_so() -> None:
    # 616.1: Goliath's exile or rebound for the same Staggershock: one of them, not both
    p = OrderPicker(["Staggershock's rebound", "Goliath Daydreamer"], verb="apply", only_first=True)
    assert "(applies)" in p.rows.children[0].children[2].value
    assert "then doesn't apply" in p.rows.children[1].children[2].value
    assert "applies last" not in p.rows.children[1].children[2].value


def test_order_picker_rows_say_which_resolves_first() -> None:
    p = OrderPicker(LABELS[:2])
    assert "resolves first" in p.rows.children[0].children[2].value
    assert "resolves last" in p.rows.children[1].children[2].value


# ---------------------------------------------------------------- X slider
def test_x_slider_moves_within_its_range() -> None:
    seen: list[int] = []
    x = XSlider("Comet Storm", value=2, min=0, max=3)
    x.on_change(seen.append)
    assert (x.slider.min, x.slider.max, x.slider.value) == (0, 3, 2)
    assert not x.slider.disabled
    x.slider.value = 3  # the browser moves the handle
    assert x.value == 3 and seen == [3]
    assert "from 0 to 3" in x.label.value


def test_x_slider_forced_is_disabled_and_quotes_the_rule() -> None:
    view = Session(scenario(ENDLESS)).run().x("2:cast:Goliath Daydreamer")
    x = XSlider.from_view(view)
    assert x.slider.disabled and x.slider.value == 0
    assert "fixed at 0" in x.label.value
    assert "107.3b" in x.explain.value
    assert "the only legal choice for X is 0" in x.explain.value  # the rule's own text
    x.slider.value = 4  # a disabled slider can't be moved; if it were, X stays
    assert x.value == 0


def test_x_slider_forced_says_the_answers_x_is_rejected() -> None:
    # the answer asks for Banefire with X = 5; the slider must not just say "fixed at 0"
    view = Session(scenario(BANEFIRE)).run().x("2:cast:Goliath Daydreamer")
    x = XSlider.from_view(view)
    assert x.slider.value == 0
    assert "must be 0, so the answer's X = 5 is rejected" in x.label.value


# ---------------------------------------------------------------- step player
@pytest.mark.needs_dot
def test_step_player_steps_through_the_frames() -> None:
    trace = Session(scenario(HERDER)).run().trace
    p = StepPlayer(trace)
    # it opens where the stack is fullest, not on the empty start
    assert len(p.frames) == 6 and p.index == 2 and p.slider.value == 2
    assert "Step 2.1" in p.position.value
    p.prev.click()
    p.prev.click()
    assert p.index == 0 and p.prev.disabled and not p.next.disabled
    assert "Start" in p.narration.value
    p.next.click()
    p.next.click()
    assert p.index == 2 and p.slider.value == 2
    assert "Step 2.1" in p.position.value
    # the stack then: Harvester's trigger on top of Herder's trigger and Herder itself
    svg = p.diagram.value
    assert svg.count('class="node"') >= 3
    assert "Thought Harvester" in svg and "RESOLVES NEXT" in svg
    assert "603.3b" in p.narration.value
    p.slider.value = 5  # the slider (or Play) moves too
    assert p.index == 5 and p.next.disabled
    assert "The stack is empty" in p.diagram.value


def test_step_player_gives_the_diagram_the_width_it_needs_to_stay_legible() -> None:
    # beside the narration only if both fit: a stack wider than its share at legible
    # size takes the row, and the narration wraps under it (not cut off, not overlapped)
    p = StepPlayer(Session(scenario(HERDER)).run().trace)
    leasts = []
    for i in range(len(p.frames)):
        p.slider.value = i
        leasts.append(max(float(w) for w in re.findall(r"min-width:(\d+)px", p.diagram.value)))
        assert p.diagram.layout.flex == f"3 1 {max(420, leasts[-1]):.0f}px", i
    assert max(leasts) > 420 > min(leasts)  # both cases shown


@pytest.mark.needs_dot
def test_step_player_keeps_its_place_when_the_trace_changes() -> None:
    s = Session(scenario(HERDER))
    p = StepPlayer(s.run().trace)
    p.index = 3
    before = p.diagram.value
    s.choose("2:order:Alice", [B, H])
    p.trace = s.run().trace
    assert p.index == 3
    assert p.diagram.value != before
    p.trace = None
    assert p.frames == [] and p.diagram.value == ""


# ---------------------------------------------------------------- choice panel
def test_choice_panel_has_a_control_per_question() -> None:
    o = Session(scenario(HERDER)).run()
    changes: list[tuple[str, object]] = []
    panel = ChoicePanel(o.questions, o.xs, on_change=lambda k, a: changes.append((k, a)))
    order = panel.control("2:order:Alice")
    may = panel.control("2:may:Blight Herder")
    assert isinstance(order.control, OrderPicker)
    assert "Thought Harvester (trigger): choose target opponent: <b>Bob</b>" in panel.fixed.value
    with pytest.raises(KeyError):
        panel.control("2:target:Thought Harvester")  # nothing to choose: no control
    may.control.value = False
    assert changes == [("2:may:Blight Herder", False)]
    assert panel.answers == {"2:may:Blight Herder": False}
    with pytest.raises(KeyError, match="no control"):
        panel.control("1:order:Bob")


def test_choice_panel_keeps_controls_that_still_fit() -> None:
    s = Session(scenario(HERDER))
    o = s.run()
    panel = ChoicePanel(o.questions, o.xs)
    order = panel.control("2:order:Alice")
    s.choose("2:order:Alice", [B, H])
    o2 = s.run()
    panel.show(o2.questions, o2.xs)
    assert panel.control("2:order:Alice") is order
    assert order.control.value == [B, H]
    with pytest.raises(KeyError):
        panel.control("2:choose:Blight Herder")


def test_choice_panel_dropdown_for_a_cast() -> None:
    o = Session(scenario(ENDLESS)).run()
    panel = ChoicePanel(o.questions, o.xs)
    cast = panel.control("2:cast:Goliath Daydreamer")
    labels = [label for label, _ in cast.control.options]
    assert labels == ["don't cast anything", "cast Endless One"]
    slider = panel._sliders["2:cast:Goliath Daydreamer"]
    assert slider.forced


# ---------------------------------------------------------------- quotes
def test_a_ruling_and_its_rewording_are_quoted_once_with_the_date() -> None:
    # bundled (2008): "enters-the-battlefield ability"; the seed document: '"enters" ability'
    q = quote_rulings("Dream Thief", "cast another blue spell until")
    assert len(q.texts) == 1 and q.texts[0][0] == "2008-08-01"


def test_quote_rulings_quotes_the_official_text() -> None:
    q = quote_rulings("Thought Harvester", "will resolve before the colorless spell")
    html = q._repr_html_()
    assert "The triggered ability will resolve before the colorless spell" in html
    assert "official ruling on <i>Thought Harvester</i>" in html
    assert len(quote_rulings("Thought Harvester").texts) >= 3
    with pytest.raises(DataError, match="no official ruling"):
        quote_rulings("Thought Harvester", "banana")
    assert re.search(r"^> ", str(q))


def test_table_is_left_aligned_without_index() -> None:
    import pandas as pd

    from rulings_kit.widgets import table

    html = table(pd.DataFrame([{"scenario": "a", "n": 1}, {"scenario": "b"}])).to_html()
    assert "text-align: left" in html and "scenario" in html
    assert "nan" not in html.lower()  # b has no n: an empty cell


@pytest.mark.needs_dot
def test_fit_scales_a_wide_diagram_to_the_page() -> None:
    from rulings_kit.render import figure
    from rulings_kit.widgets import fit

    trace = Session(scenario(HERDER)).run().trace
    html = fit(figure(trace))._repr_html_()
    assert "max-width:100%" in html and "<svg" in html
    assert "2 steps" in html  # the figure's caption comes along
    with pytest.raises(TypeError, match="Digraph or a Figure"):
        fit("not a diagram")


def test_order_tags_cannot_be_deleted_and_a_deletion_reorders_nothing() -> None:
    """A tag's × (hidden by the widget's style) or a Backspace used to move the trigger
    to the end: the order is now put back exactly as it was."""
    from rulings_kit.widgets import OrderPicker

    p = OrderPicker(["A (trigger)", "B (trigger)", "C (trigger)"])
    p.value = ["B (trigger)", "A (trigger)", "C (trigger)"]
    p.tags.value = ["B (trigger)", "C (trigger)"]  # A's tag removed in the browser
    assert p.value == ["B (trigger)", "A (trigger)", "C (trigger)"]
    assert list(p.tags.value) == p.value
    style = "".join(w.value for w in p.children if hasattr(w, "value") and "<style>" in w.value)
    assert ".rk-order-tags .jupyter-widget-tag-close" in style


def test_move_buttons_stay_the_same_widgets_so_focus_stays() -> None:
    from rulings_kit.widgets import OrderPicker

    p = OrderPicker(["A", "B", "C"])
    buttons = [row.children[0] for row in p.rows.children]
    buttons[2].click()  # C up
    assert p.value == ["A", "C", "B"]
    assert [row.children[0] for row in p.rows.children] == buttons
    assert buttons[1].tooltip == "Move C up: resolve earlier"
